@testable import Stagecraft

/// A stage for transition tests: an engine, a window and a root controller on screen.
struct Stage {
    let engine: Engine
    let window: Window
    let root: ViewController

    init(frameRate: Double = 60, root: ViewController = ViewController(name: "root")) {
        engine = Engine(frameRate: frameRate)
        window = Window()
        self.root = root
        window.rootViewController = root
        engine.advance(by: 0)
    }

    /// `subject.name` of the lifecycle events since `mark` (no details), for order assertions.
    func lifecycle(since mark: Int = 0, _ subjects: Set<String>? = nil) -> [String] {
        engine.events[mark...].filter { $0.category == .lifecycle && (subjects?.contains($0.subject) ?? true) && !$0.name.contains("Parent") && $0.name != "viewDidLoad" }
            .map { "\($0.subject).\($0.name)" }
    }

    /// `subject.name` of events of the given categories since `mark`.
    func calls(since mark: Int = 0, _ categories: Set<TraceEvent.Category>) -> [String] {
        engine.events[mark...].filter { categories.contains($0.category) }.map { "\($0.subject).\($0.name)" }
    }

    var mark: Int { engine.events.count }

    func diagnostics(_ kind: Diagnostic.Kind) -> [Diagnostic] { engine.diagnostics.filter { $0.kind == kind } }
}

/// A delegate vending fixed objects, recording nothing itself (the engine records the questions).
final class FixedDelegate: ViewControllerTransitioningDelegate {
    var presentAnimator: ViewControllerAnimatedTransitioning?
    var dismissAnimator: ViewControllerAnimatedTransitioning?
    var presentInteraction: ViewControllerInteractiveTransitioning?
    var dismissInteraction: ViewControllerInteractiveTransitioning?
    var makePresentationController: ((ViewController, ViewController?) -> PresentationController?)?
    var askedPresenting: ViewController?
    var askedSource: ViewController?

    init(animator: ViewControllerAnimatedTransitioning? = nil) {
        presentAnimator = animator
        dismissAnimator = animator
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? {
        askedPresenting = presenting
        askedSource = source
        return presentAnimator
    }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { dismissAnimator }
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { presentInteraction }
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { dismissInteraction }
    func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
        makePresentationController?(presented, presenting)
    }
}

/// The seed articles' fade animator (S5): the to view fades in on present, the from view fades out
/// on dismiss; linear while interactive.
final class FadeAnimator: ViewControllerAnimatedTransitioning {
    let duration: Double
    var contexts: [TransitionContext] = []
    var ended: [Bool] = []

    init(duration: Double = 0.4) { self.duration = duration }

    func transitionDuration(using context: TransitionContext) -> Double { context.isAnimated ? duration : 0 }

    func animateTransition(using context: TransitionContext) {
        contexts.append(context)
        let container = context.containerView
        let options: AnimationOptions = context.isInteractive ? .curveLinear : []
        if let toView = context.view(forKey: .to) {
            container.addSubview(toView)
            toView.frame = context.finalFrame(for: context.viewController(forKey: .to))
            toView.alpha = 0
            View.animate(withDuration: duration, options: options, animations: { toView.alpha = 1 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else if let fromView = context.view(forKey: .from) {
            View.animate(withDuration: duration, options: options, animations: { fromView.alpha = 0 }) { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled { fromView.alpha = 1 }
                context.completeTransition(!cancelled)
            }
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// An animator that does whatever the test says.
final class ClosureAnimator: ViewControllerAnimatedTransitioning {
    var duration: Double
    var animate: (TransitionContext) -> Void
    var interruptible: ((TransitionContext) -> PropertyAnimator?)?
    init(duration: Double = 0.3, _ animate: @escaping (TransitionContext) -> Void) {
        self.duration = duration
        self.animate = animate
    }
    func transitionDuration(using context: TransitionContext) -> Double { duration }
    func animateTransition(using context: TransitionContext) { animate(context) }
    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? { interruptible?(context) }
}
