/// The benchmark input of `import.lines_per_s` and `import.reload_latency_p50.ms`: one app file
/// of card-transition code (an animator, a presentation and an interaction controller, a
/// transitioning delegate and the helper types they use), 294 lines that translate with no refusals.
enum ImportBenchmarkInput {
    static let fileName = "CardTransition.swift"

    static let cardTransition = #"""
import UIKit

/// The card transition of a shop app: a card grows out of a cell, the rest dims, and a pan
/// pulls it back down. Everything one app file usually holds, for `stagecraft import`.

enum CardStyle {
    case fade
    case slide(CGFloat)
    case spring(CGFloat, CGFloat)
}

enum Edge: Int {
    case top = 0
    case bottom = 1
}

struct CardMetrics {
    var inset: CGFloat = 16
    var cornerRadius: CGFloat = 12
    var dimAlpha: CGFloat = 0.4
    var overshoot: CGFloat = 1.04

    func frame(in bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: inset, dy: inset * 4)
    }

    func scaled(by factor: CGFloat) -> CardMetrics {
        var copy = self
        copy.inset = inset * factor
        copy.cornerRadius = cornerRadius * factor
        return copy
    }
}

final class CardTimeline {
    var steps: [Double] = []
    var total: Double { steps.reduce(0) { $0 + $1 } }

    init(steps: [Double]) {
        self.steps = steps
    }

    func fraction(at index: Int) -> Double {
        guard index >= 0, index < steps.count else { return 0 }
        var sum = 0.0
        for i in 0..<index {
            sum += steps[i]
        }
        return total > 0 ? sum / total : 0
    }

    func describe() -> String {
        let parts = steps.map { "\($0)" }
        return "timeline \(steps.count) steps, total \(total)"
    }
}

final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var duration: TimeInterval = 0.42
    var isPresenting = true
    var style: CardStyle = .spring(0.8, 0.2)
    var metrics = CardMetrics()
    var completedCount = 0
    var lastProgress: CGFloat = 0 {
        didSet {
            if lastProgress > 1 { lastProgress = 1 }
        }
    }
    lazy var timeline = CardTimeline(steps: [0.1, 0.2, 0.3, 0.4])
    weak var sourceView: UIView?

    var dampingRatio: CGFloat {
        switch style {
        case .fade: return 1
        case .slide: return 0.9
        case .spring(let damping, _): return damping
        }
    }

    override init() {
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        guard let context = transitionContext else { return duration }
        return context.isAnimated ? duration : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            present(using: transitionContext)
        } else {
            dismiss(using: transitionContext)
        }
    }

    private func present(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let finalFrame = transitionContext.finalFrame(for: toVC)
        var startFrame = finalFrame
        startFrame.origin.y = container.bounds.height
        if let source = sourceView {
            startFrame = source.convert(source.bounds, to: container)
        }
        toView.frame = startFrame
        toView.layer.cornerRadius = metrics.cornerRadius
        toView.clipsToBounds = true
        container.addSubview(toView)

        let shadow = UIView(frame: container.bounds)
        shadow.backgroundColor = UIColor.black
        shadow.alpha = 0
        container.insertSubview(shadow, belowSubview: toView)

        let total = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: total, delay: 0, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0.3, options: [.curveEaseOut]) {
            toView.frame = finalFrame
            shadow.alpha = self.metrics.dimAlpha
        } completion: { finished in
            shadow.removeFromSuperview()
            self.completedCount += 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    private func dismiss(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        defer { lastProgress = 1 }
        let target = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height)
        let total = transitionDuration(using: transitionContext)
        UIView.animateKeyframes(withDuration: total, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.3) {
                fromView.transform = CGAffineTransform(scaleX: self.metrics.overshoot, y: self.metrics.overshoot)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.7) {
                fromView.transform = .identity
                fromView.frame = target
                fromView.alpha = 0.5
            }
        } completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if !cancelled { fromView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        lastProgress = transitionCompleted ? 1 : 0
        let steps = [0, 1, 2, 3].map { $0 * 2 }
        var checked = 0
        for step in stride(from: 0.0, through: 1.0, by: 0.25) where step > 0 {
            checked += 1
        }
        for (index, value) in [10, 20, 30].enumerated() {
            checked += index * value / 10
        }
        let label = "card \(isPresenting ? "in" : "out") after \(completedCount) runs, \(checked) checks"
        _ = (steps, label)
    }
}

final class CardPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var metrics = CardMetrics()
    var tapCount = 0

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return CGRect.zero }
        return metrics.frame(in: container.bounds)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.backgroundColor = UIColor.black
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingTapped(_:)))
        dimmingView.addGestureRecognizer(tap)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = self.metrics.dimAlpha
            })
        } else {
            dimmingView.alpha = metrics.dimAlpha
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        if let presented = presentedView {
            presented.frame = frameOfPresentedViewInContainerView
        }
        if let container = containerView {
            dimmingView.frame = container.bounds
        }
    }

    @objc func dimmingTapped(_ gesture: UITapGestureRecognizer) {
        tapCount += 1
        presentedViewController.dismiss(animated: true)
    }
}

final class CardInteraction: UIPercentDrivenInteractiveTransition {
    var viewController: UIViewController?
    var isInteracting = false
    var threshold: CGFloat = 0.35

    init(viewController: UIViewController) {
        super.init()
        self.viewController = viewController
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        viewController.view.addGestureRecognizer(pan)
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view, let superview = view.superview else { return }
        let translation = gesture.translation(in: superview)
        let progress = min(max(translation.y / max(superview.bounds.height, 1), 0), 1)
        switch gesture.state {
        case .began:
            isInteracting = true
            viewController?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended, .cancelled:
            isInteracting = false
            let velocity = gesture.velocity(in: superview)
            if progress > threshold || velocity.y > 1 {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}

final class CardTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var interaction: CardInteraction?
    var style: CardStyle = .fade
    var presentations = 0

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presentations += 1
        let animator = CardAnimator()
        animator.isPresenting = true
        animator.style = style
        interaction = CardInteraction(viewController: presented)
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = CardAnimator()
        animator.isPresenting = false
        return animator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        guard let interaction = interaction, interaction.isInteracting else { return nil }
        return interaction
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
"""#
}
