/// The interactive zoom-out: a drag or pinch on the zoomed view drives the pop or dismissal
/// (T11.2h). The zoomed view follows the finger — the grabbed point stays under it — and shrinks
/// as the drag goes down: scale = 1 − (1 − minimumScale)·p with p = max(ty, 0) / container height
/// (a pinch's scale directly, capped at 1); the dimming fades with p. On release a downward flick,
/// or a drag past the distance threshold not moving up, finishes: the view springs into the
/// source's current frame; anything else cancels and it springs back to full (T11.2i).
final class ZoomInteraction: ViewControllerInteractiveTransitioning {
    /// The way the finger dismisses: down for the drag on the view, right for the edge swipe back
    /// (T11.2k), whose p and release use x instead of y.
    enum Direction { case down, right }

    weak var session: ZoomSession?
    let direction: Direction
    /// Where the finger landed, in window coordinates.
    private let grabPoint: Point
    private var translation = Point.zero
    private var pinchScale = 1.0
    /// The release velocity (window points per second; a pinch's scale per second), once released.
    private var release: (velocity: Point, pinchVelocity: Double?)?
    private var cancelledByGesture = false
    private var context: TransitionContext?
    private var stage: (view: View, start: ZoomGeometry, end: ZoomGeometry, dim: Double, grab: Point)?
    private var ended = false

    init(session: ZoomSession, grabPoint: Point, direction: Direction = .down) {
        self.session = session
        self.grabPoint = grabPoint
        self.direction = direction
    }

    var debugName: String { "ZoomTransition.interactiveDismissal" }

    func startInteractiveTransition(_ context: TransitionContext) {
        self.context = context
        guard let session, let (view, start, end) = session.prepareZoomOut(context) else { return context.completeTransition(true) }
        let grab = context.containerView.convert(grabPoint, from: nil)
        stage = (view, start, end, session.dimmingAlpha, grab)
        apply()
        if cancelledByGesture { cancel() } else if let release { finish(velocity: release.velocity, pinchVelocity: release.pinchVelocity) }
    }

    /// The gesture moved: a drag's translation (window points) or a pinch's scale.
    func update(translation: Point, pinchScale: Double = 1) {
        guard translation.isFinite, pinchScale.isFinite else { return }
        self.translation = translation
        self.pinchScale = pinchScale
        apply()
    }

    /// The fingers lifted: finish or cancel by where and how fast they went (T11.2i).
    func finish(velocity: Point, pinchVelocity: Double?) {
        release = (velocity, pinchVelocity)
        guard let context, let stage, let session, !ended else { return }
        ended = true
        let finishes: Bool
        if let pinchVelocity {
            finishes = pinchVelocity <= UncertainRules.zoomDismissal.pinchFlick
                || (pinchScale <= UncertainRules.zoomDismissal.pinchScale && pinchVelocity <= 0)
        } else {
            let rules = UncertainRules.zoomDismissal
            let (speed, distance) = direction == .down ? (velocity.y, translation.y) : (velocity.x, translation.x)
            finishes = speed >= rules.flickVelocity || (distance >= rules.distance && speed >= 0)
        }
        if finishes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        let target: ZoomGeometry = finishes ? stage.end : .expanded(in: session.expandedFrame)
        let spring = pinchVelocity == nil ? Self.springVelocity(velocity, from: session.clipCenter, to: target.clipFrame.center) : 0
        session.settle(to: target, dim: finishes ? 0 : 1, view: stage.view, velocity: spring) {
            [weak session] in session?.zoomOutEnded(context, view: stage.view, finished: finishes)
        }
    }

    /// T11.2i: the finger's momentum carries into the spring: UIKit's initial velocity, the release
    /// velocity projected on the way left to go, divided by its length (T8.6); capped, since a
    /// release right at the target would make it huge.
    static func springVelocity(_ velocity: Point, from start: Point, to end: Point) -> Double {
        let way = end - start
        let squared = way.x * way.x + way.y * way.y
        guard squared > 1 else { return 0 }
        let cap = UncertainRules.zoomDismissal.maximumSpringVelocity
        return min(max((velocity.x * way.x + velocity.y * way.y) / squared, -cap), cap)
    }

    /// The gesture was cancelled: the zoomed view goes back to full.
    func cancel() {
        cancelledByGesture = true
        guard let context, let stage, let session, !ended else { return }
        ended = true
        context.cancelInteractiveTransition()
        session.settle(to: .expanded(in: session.expandedFrame), dim: 1, view: stage.view) {
            [weak session] in session?.zoomOutEnded(context, view: stage.view, finished: false)
        }
    }

    /// The mapping of T11.2h, from the geometry the dismissal started at.
    private func apply() {
        guard let context, let stage, let session, !ended else { return }
        let bounds = context.containerView.bounds
        let dragged = direction == .down ? min(max(translation.y, 0) / max(bounds.height, 1), 1)
            : min(max(translation.x, 0) / max(bounds.width, 1), 1)
        let dragFactor = 1 - (1 - UncertainRules.zoomDismissal.minimumScale) * dragged
        let factor = max(dragFactor * min(pinchScale, 1), 0.05)
        let progress = 1 - factor
        var geometry = stage.start
        geometry.clipScale = stage.start.clipScale * factor
        let center = stage.start.clipFrame.center
        let moved = Point(x: stage.grab.x + translation.x + (center.x - stage.grab.x) * factor,
                          y: stage.grab.y + translation.y + (center.y - stage.grab.y) * factor)
        geometry.clipFrame = Rect(x: moved.x - stage.start.clipFrame.width / 2, y: moved.y - stage.start.clipFrame.height / 2,
                                  width: stage.start.clipFrame.width, height: stage.start.clipFrame.height)
        session.follow(geometry, dim: stage.dim * (1 - progress), view: stage.view)
        context.updateInteractiveTransition(progress)
    }
}
