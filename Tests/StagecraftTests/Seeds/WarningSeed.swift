@testable import Stagecraft

/// Seed S3 (../shared/seeds/002_22816d28b4ba0cbb.txt): the roles of a custom modal transition,
/// told as two short plays. The article has no code, so these types follow its script and UIKit's
/// documented pattern (T4.5) as plainly as possible:
///
/// - `HomeViewController` is the transitioning delegate: it vends a `FancyWarningPresentationController`,
///   a `FancyWarningAnimationController` that "knows to present rather than dismiss" (or the reverse),
///   no interaction controller for the presentation, and for the dismissal a
///   `PercentDrivenInteractiveTransition` ("I know WarningViewController only ever dismisses interactively").
/// - `FancyWarningPresentationController` adds a dimming view that fades in alongside the presentation
///   and out alongside the dismissal ("can you make sure the timing lines up nicely with the gesture?"),
///   and puts the warning over the bottom half of the screen: Stagecraft's ready
///   `DimmingPresentationController` with `bottomSheet(fraction: 0.5)`.
/// - `WarningViewController`'s pan handler calls `dismiss(animated:)` as the gesture begins, then
///   reports progress to the interaction controller and finishes past half its height, else cancels.
enum WarningSeed {
    /// "Let's just have it cover the bottom half of the screen."
    final class FancyWarningPresentationController: DimmingPresentationController {
        init(presentedViewController: ViewController, presenting presentingViewController: ViewController) {
            // A tap on the dimming view would dismiss without a gesture, which this transition
            // cannot do (its dismissal is always interactive: T1.16), so taps are off.
            super.init(presentedViewController: presentedViewController, presenting: presentingViewController,
                       dismissesOnTap: false, presentedFrame: DimmingPresentationController.bottomSheet(fraction: 0.5))
        }

        override var debugName: String { "FancyWarningPresentationController" }
    }

    /// Slides the warning up into its frame, and down out of the screen; linear while a gesture
    /// drives it, so the sheet follows the finger (T6.2). Resets the sheet on a cancelled dismissal
    /// and removes it on a cancelled presentation (T6.6, T1.14).
    final class FancyWarningAnimationController: ViewControllerAnimatedTransitioning {
        let isPresenting: Bool
        let duration = 0.4

        init(isPresenting: Bool) {
            self.isPresenting = isPresenting
        }

        func transitionDuration(using transitionContext: TransitionContext) -> Double {
            transitionContext.isAnimated ? duration : 0
        }

        func animateTransition(using transitionContext: TransitionContext) {
            let container = transitionContext.containerView
            let options: AnimationOptions = transitionContext.isInteractive ? .curveLinear : []
            let duration = transitionDuration(using: transitionContext)
            if isPresenting {
                guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(false) }
                let finalFrame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to))
                toView.frame = finalFrame.offsetBy(dx: 0, dy: container.bounds.height - finalFrame.minY)
                container.addSubview(toView)
                View.animate(withDuration: duration, delay: 0, options: options, animations: {
                    toView.frame = finalFrame
                }, completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled { toView.removeFromSuperview() }
                    transitionContext.completeTransition(!cancelled)
                })
            } else {
                guard let fromView = transitionContext.view(forKey: .from) else { return transitionContext.completeTransition(false) }
                let initialFrame = transitionContext.initialFrame(for: transitionContext.viewController(forKey: .from))
                let finalFrame = initialFrame.offsetBy(dx: 0, dy: container.bounds.height - initialFrame.minY)
                View.animate(withDuration: duration, delay: 0, options: options, animations: {
                    fromView.frame = finalFrame
                }, completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if cancelled { fromView.frame = initialFrame }
                    transitionContext.completeTransition(!cancelled)
                })
            }
        }
    }

    /// The presented warning, with the gesture handler that has "a direct line to the interaction controller".
    final class WarningViewController: ViewController {
        var dismissalInteraction: PercentDrivenInteractiveTransition?

        override func viewDidLoad() {
            let pan = PanGestureRecognizer(name: "warningPan")
            pan.addTarget { [weak self] gesture in
                self?.handlePan(translation: gesture.translation(in: gesture.view?.superview),
                                velocity: gesture.velocity(in: gesture.view?.superview), state: gesture.state)
            }
            view.addGestureRecognizer(pan)
        }

        /// The pan on the warning's view. `translation` is in the container's coordinates; progress
        /// is the distance dragged down over the warning's height. The article gives no velocity rule.
        func handlePan(translation: Point, velocity: Point, state: SeedGestureState) {
            guard let interaction = dismissalInteraction else { return }
            let progress = min(max(translation.y / view.bounds.height, 0), 1)
            switch state {
            case .began:
                dismiss(animated: true)
            case .changed:
                interaction.update(progress)
            case .ended:
                if progress > 0.5 { interaction.finish() } else { interaction.cancel() }
            case .cancelled, .failed:
                interaction.cancel()
            case .possible:
                break
            }
        }
    }

    /// The presenting screen and transitioning delegate.
    final class HomeViewController: ViewController, ViewControllerTransitioningDelegate {
        let dismissalInteraction = PercentDrivenInteractiveTransition()

        /// "Oh hey UIKit, can you help me present this WarningViewController?"
        func presentWarning(_ warning: WarningViewController, completion: (() -> Void)? = nil) {
            warning.transitioningDelegate = self
            warning.modalPresentationStyle = .custom
            warning.dismissalInteraction = dismissalInteraction
            present(warning, animated: true, completion: completion)
        }

        func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                    source: ViewController) -> PresentationController? {
            FancyWarningPresentationController(presentedViewController: presented, presenting: presenting ?? source)
        }

        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> ViewControllerAnimatedTransitioning? {
            FancyWarningAnimationController(isPresenting: true)
        }

        /// "Nah, let's just present this one non-interactively."
        func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
            -> ViewControllerInteractiveTransitioning? { nil }

        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
            FancyWarningAnimationController(isPresenting: false)
        }

        func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
            -> ViewControllerInteractiveTransitioning? { dismissalInteraction }
    }
}
