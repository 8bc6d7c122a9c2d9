import UIKit

// The App Store "Today" card expansion: the Swift of examples/animators/today_card.lua. Presenting,
// the story's view starts as the card — pinned to the container's edges by four constraints whose
// constants inset it to the card's frame, with the card's 16-pt corners — and grows to full screen
// as the constants go to 0 and layoutIfNeeded() runs inside a spring property animator (0.6 s,
// damping ratio 0.8), the corners squaring off with it. A tap while it grows reverses the running
// animator, so the card shrinks back the way it came and the presentation is cancelled.
// Dismissing, the constants go back to the card's insets and the transform a drag gave the story
// back to identity, in a 0.5-s spring. One animator serves both ways (TodayCardTransition sets
// isPresenting), so it keeps what the two share: the card, and the constraints.
final class TodayCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let cornerRadius: CGFloat = 16

    var isPresenting = true
    let cardView: UIView
    private var edgeConstraints: [NSLayoutConstraint]?
    private var propertyAnimator: UIViewPropertyAnimator?

    init(cardView: UIView) {
        self.cardView = cardView
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return isPresenting ? 0.6 : 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            expand(transitionContext)
        } else {
            collapse(transitionContext)
        }
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        return propertyAnimator!
    }

    /// Sets the constants of the top, leading, trailing and bottom constraints that pin a view to
    /// `containerView`'s edges so that they inset it to `frame`.
    private func inset(_ edges: [NSLayoutConstraint], to frame: CGRect, in containerView: UIView) {
        let bounds = containerView.bounds
        edges[0].constant = frame.minY
        edges[1].constant = frame.minX
        edges[2].constant = frame.maxX - bounds.width
        edges[3].constant = frame.maxY - bounds.height
    }

    /// The card's frame in the container now (the list may have moved since the story opened).
    private func cardFrame(in containerView: UIView) -> CGRect {
        return containerView.convert(cardView.bounds, from: cardView)
    }

    private func expand(_ transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let storyView = transitionContext.view(forKey: .to) else { return }
        storyView.translatesAutoresizingMaskIntoConstraints = false
        containerView.addSubview(storyView)

        let cardFrame = cardFrame(in: containerView)
        let edges = [
            storyView.topAnchor.constraint(equalTo: containerView.topAnchor),
            storyView.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
            storyView.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
            storyView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
        ]
        inset(edges, to: cardFrame, in: containerView)
        NSLayoutConstraint.activate(edges)
        edgeConstraints = edges
        storyView.layer.cornerRadius = Self.cornerRadius
        storyView.clipsToBounds = true
        containerView.layoutIfNeeded()   // the story starts as the card

        for constraint in edges {
            constraint.constant = 0
        }
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.8) {
            containerView.layoutIfNeeded()
            storyView.layer.cornerRadius = 0
        }

        // A tap while the card grows sends it back.
        let tap = UITapGestureRecognizer(target: self, action: #selector(reverseExpansion))
        containerView.addGestureRecognizer(tap)

        animator.addCompletion { position in
            containerView.removeGestureRecognizer(tap)
            self.propertyAnimator = nil
            if position == .start {
                // Back where it started: the frames are, and the constants must say so too, or the
                // next layout pass would move the story to full screen again.
                self.inset(edges, to: cardFrame, in: containerView)
            }
            transitionContext.completeTransition(position == .end)
        }
        propertyAnimator = animator
        animator.startAnimation()
    }

    /// The interrupt: the running animator is reversed where it is (T7.3), so the card goes back
    /// the way it came, on the same spring run backwards, in the time it took to get there.
    @objc private func reverseExpansion() {
        guard let animator = propertyAnimator, animator.isRunning, !animator.isReversed else { return }
        animator.isReversed = true
    }

    private func collapse(_ transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let storyView = transitionContext.view(forKey: .from) else { return }
        if let edges = edgeConstraints {
            inset(edges, to: cardFrame(in: containerView), in: containerView)
        }

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.8) {
            containerView.layoutIfNeeded()
            storyView.transform = .identity
            storyView.layer.cornerRadius = Self.cornerRadius
        }
        animator.addCompletion { position in
            self.propertyAnimator = nil
            transitionContext.completeTransition(position == .end)
        }
        propertyAnimator = animator
        animator.startAnimation()
    }
}
