/// The system's zoom animator (T11.2b, T11.2c): used for a push or presentation of a controller
/// whose `preferredTransition` is `.zoom` when no custom animator is supplied, and for its pop or
/// dismissal. The zoom-in is a spring on an interruptible property animator; the zoom-out is a
/// spring too, or follows the finger when a grab started it (ZoomInteraction).
final class ZoomAnimator: ViewControllerAnimatedTransitioning {
    enum Direction: String { case zoomIn, zoomOut }

    let direction: Direction
    weak var session: ZoomSession?
    /// Set when a grab stopped this zoom-in and completed it early (T11.2g).
    var wasInterrupted = false

    init(_ direction: Direction, session: ZoomSession) {
        self.direction = direction
        self.session = session
    }

    var debugName: String { "ZoomTransition.\(direction.rawValue)" }

    func transitionDuration(using context: TransitionContext) -> Double {
        context.isAnimated ? ZoomSession.springAnimator().duration : 0
    }

    func animateTransition(using context: TransitionContext) {
        guard let session else { return context.completeTransition(true) }
        switch direction {
        case .zoomIn:
            session.runZoomIn(context, owner: self)
        case .zoomOut:
            guard let (view, _, collapsed) = session.prepareZoomOut(context) else { return context.completeTransition(true) }
            session.settle(to: collapsed, dim: 0, view: view) { [weak session] in
                session?.zoomOutEnded(context, view: view, finished: !context.transitionWasCancelled)
            }
        }
    }

    func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator? {
        session?.zoomInAnimator(for: self)
    }
}

/// The animator and interaction controller a zoom supplies for one push, pop, presentation or
/// dismissal, and the adjustments it makes to the transition's checks.
struct ZoomObjects {
    let animator: ZoomAnimator
    let interaction: ZoomInteraction?
    /// False for a dismissal that continues an interrupted zoom-in: its views start mid-zoom, and a
    /// cancel rightly leaves them fully shown, not where they started (T11.2g).
    let checksRestoredViews: Bool

    /// The zoom that shows `zoomed` (pushed or presented from `source`), if it prefers one. The
    /// session it starts replaces an earlier one.
    static func showing(_ zoomed: ViewController, from source: ViewController, navigation: NavigationController?) -> ZoomObjects? {
        guard let transition = zoomed.preferredTransition, transition.kind == .zoom else { return nil }
        zoomed.zoomSession?.uninstallGestures()
        let session = ZoomSession(zoomed: zoomed, transition: transition, source: source, navigation: navigation)
        zoomed.zoomSession = session
        return ZoomObjects(animator: ZoomAnimator(.zoomIn, session: session), interaction: nil, checksRestoredViews: true)
    }

    /// The zoom back for `zoomed`, if it came with one: driven by the grab that started it, if any.
    static func hiding(_ zoomed: ViewController) -> ZoomObjects? {
        guard let session = zoomed.zoomSession, zoomed.preferredTransition?.kind == .zoom else { return nil }
        let interaction = session.pendingInteraction
        let continues = session.continuesInterruptedZoomIn
        session.pendingInteraction = nil
        session.continuesInterruptedZoomIn = false
        return ZoomObjects(animator: ZoomAnimator(.zoomOut, session: session), interaction: interaction, checksRestoredViews: !continues)
    }

    /// An interrupted zoom-in completes with the zoomed view still in the clip, mid-zoom, and the
    /// dismissal that follows takes the container over: nothing there is a leftover of the zoom-in.
    func adjust(_ plan: inout TransitionPlan) {
        let expected = plan.expectedContents
        let animator = self.animator
        plan.expectedContents = { completed in animator.wasInterrupted ? nil : expected(completed) }
        plan.checksRestoredViews = checksRestoredViews
    }
}
