/// The pan every scroll view carries (UIKit's `UIScrollViewPanGestureRecognizer`): a
/// `PanGestureRecognizer` that tells its scroll view when a finger lands (a touch stops a
/// running motion, SV1.12; lifting it without a drag lets content caught past an edge spring
/// back) and that does not begin across a scroll view that scrolls along one
/// axis only (SV1.3), so a horizontal carousel inside a vertical list leaves vertical drags to
/// the list.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    override var kindName: String { "ScrollViewPanGestureRecognizer" }

    private var scrollView: ScrollView? { view as? ScrollView }

    override func touchesBegan(_ newTouches: [Touch]) {
        let firstTouch = touches.count == newTouches.count
        super.touchesBegan(newTouches)
        if firstTouch { scrollView?.touchDown() }
    }

    override func touchesEnded(_ lifted: [Touch]) {
        let wasDragging = state.isActive
        super.touchesEnded(lifted)
        // The last finger lifted without dragging (a touch that caught the content mid-bounce).
        if !wasDragging && touches.count == lifted.count { scrollView?.touchUpWithoutDragging() }
    }

    override func touchesMoved(_ moved: [Touch]) {
        if state == .possible, let scrollView {
            // The translation the base class is about to see: the new centroid from the same anchor.
            let anchor = lastLocation - translation(in: nil)
            let moved = centroid(touches.map(\.locationInWindow)) - anchor
            if moved.distance(to: .zero) > Self.hysteresis, let reason = scrollView.refusal(toScroll: View.vector(moved, fromWindowTo: scrollView, "pan")) {
                lastLocation = anchor + moved
                return transition(to: .failed, because: reason)
            }
        }
        super.touchesMoved(moved)
    }
}
