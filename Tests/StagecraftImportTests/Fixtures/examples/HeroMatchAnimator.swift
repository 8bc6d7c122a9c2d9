import UIKit

// A Hero-style transition (HeroTransitions/Hero, from its documented behaviour): the Swift of
// examples/animators/hero_match.lua. Views of the two screens that carry the same tag are matched,
// and a snapshot of each source morphs to its destination's place (frame, corner radius, colour)
// while both are hidden; the destination screen fades in, and its other views cascade in from top
// to bottom, each `cascadeDelta` after the one above, fading in and rising `cascadeRise` points.
// The morph runs on Material's standard curve, cubic-bezier(0.4, 0, 0.2, 1); each cascading view
// on UIKit's ease-out. Works for present, dismiss, push and pop alike.
final class HeroMatchAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    static let cascadeDelta: TimeInterval = 0.05
    static let cascadeDuration: TimeInterval = 0.35
    static let cascadeRise: CGFloat = 40

    /// A source view, the snapshot of it that travels, and where it is headed.
    private struct Match {
        let snapshot: UIView
        let source: UIView
        let destination: UIView
        let frame: CGRect
    }

    /// Every view under `root` (root excluded) with a non-zero tag, depth first, the first found
    /// with each tag.
    private func taggedViews(in root: UIView) -> [UIView] {
        var found: [UIView] = []
        var tags: [Int: Bool] = [:]
        func visit(_ view: UIView) {
            for subview in view.subviews {
                if subview.tag != 0 && tags[subview.tag] == nil {
                    tags[subview.tag] = true
                    found.append(subview)
                }
                visit(subview)
            }
        }
        visit(root)
        return found
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == true ? Self.duration : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toViewController = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toViewController)
        containerView.addSubview(toView)
        let duration = transitionDuration(using: transitionContext)

        // The destinations by tag, and which tags the source screen has.
        var destinations: [Int: UIView] = [:]
        for view in taggedViews(in: toView) {
            destinations[view.tag] = view
        }
        var sourceTags: [Int: Bool] = [:]

        // Pairs: a snapshot of the source, in the container where the source is, headed for the
        // destination's place (converted now that the destination is laid out in the container).
        var matches: [Match] = []
        for source in taggedViews(in: fromView) {
            sourceTags[source.tag] = true
            guard let destination = destinations[source.tag] else { continue }
            let snapshot = source.snapshotView(afterScreenUpdates: false)!
            snapshot.accessibilityIdentifier = "hero " + (destination.accessibilityIdentifier ?? String(source.tag))
            snapshot.frame = containerView.convert(source.bounds, from: source)
            containerView.addSubview(snapshot)
            source.isHidden = true
            destination.isHidden = true
            matches.append(Match(snapshot: snapshot, source: source, destination: destination,
                                 frame: containerView.convert(destination.bounds, from: destination)))
        }

        // The destination's other views, top to bottom (ties keep their order), cascade: each goes
        // in after those above it or level with it.
        var cascading: [UIView] = []
        for subview in toView.subviews {
            if subview.tag == 0 || sourceTags[subview.tag] == nil {
                var index = cascading.count
                while index > 0 && cascading[index - 1].frame.minY > subview.frame.minY {
                    index -= 1
                }
                cascading.insert(subview, at: index)
            }
        }

        var pending = 0
        func finishOne() {
            pending -= 1
            if pending > 0 { return }
            let cancelled = transitionContext.transitionWasCancelled
            for match in matches {
                match.snapshot.removeFromSuperview()
                match.source.isHidden = false
                match.destination.isHidden = false
            }
            if cancelled {
                toView.removeFromSuperview()
            }
            transitionContext.completeTransition(!cancelled)
        }

        toView.alpha = 0
        let morph = UIViewPropertyAnimator(duration: duration, controlPoint1: CGPoint(x: 0.4, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1)) {
            toView.alpha = 1
            for match in matches {
                match.snapshot.frame = match.frame
                match.snapshot.layer.cornerRadius = match.destination.layer.cornerRadius
                match.snapshot.backgroundColor = match.destination.backgroundColor
            }
        }
        pending += 1
        morph.addCompletion { _ in finishOne() }

        for (index, view) in cascading.enumerated() {
            view.alpha = 0
            view.transform = CGAffineTransform(translationX: 0, y: Self.cascadeRise)
            pending += 1
            UIView.animate(withDuration: Self.cascadeDuration, delay: Double(index) * Self.cascadeDelta, options: [.curveEaseOut], animations: {
                view.alpha = 1
                view.transform = .identity
            }, completion: { _ in
                finishOne()
            })
        }
        morph.startAnimation()
    }
}
