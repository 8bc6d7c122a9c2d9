/// How a list or a grid sees a tap on one of its cells (UIKit's table and collection views
/// select on touch-up): one finger that lands, stays within `allowableMovement` and lifts. It
/// has no time limit, as a cell held down and released is still selected; a finger that moves
/// further is a scroll, and a second finger is not a selection.
///
/// It recognises alongside every other recognizer, so adding a list to a screen changes no
/// other gesture; it only reports where the selection happened.
final class SelectionGestureRecognizer: GestureRecognizer {
    /// A scroll view's pan hysteresis: a finger that moves further scrolls instead of selecting.
    static let allowableMovement = 10.0

    private var landing: Point?

    init(name: String?, onSelect: @escaping (SelectionGestureRecognizer) -> Void) {
        super.init(name: name)
        shouldRecognizeSimultaneously = { _ in true }
        addAction { recognizer in
            if let selection = recognizer as? SelectionGestureRecognizer, selection.state == .recognized { onSelect(selection) }
        }
    }

    override var kindName: String { "SelectionGestureRecognizer" }

    override func touchesBegan(_ newTouches: [Touch]) {
        guard touches.count == 1, let touch = newTouches.first else {
            return transition(to: .failed, because: "\(touches.count) touches: a selection is one finger")
        }
        landing = touch.locationInWindow
        lastLocation = touch.locationInWindow
    }

    override func touchesMoved(_ moved: [Touch]) {
        guard let landing, let touch = moved.first else { return }
        let distance = touch.locationInWindow.distance(to: landing)
        if distance > Self.allowableMovement {
            transition(to: .failed, because: "moved \(formatNumber(distance)) pt: a scroll, not a selection")
        }
    }

    override func touchesEnded(_ lifted: [Touch]) {
        guard state == .possible, let touch = lifted.first else { return }
        touchesMoved([touch])
        guard state == .possible else { return }
        lastLocation = touch.locationInWindow
        transition(to: .recognized)
    }

    override func reset() { landing = nil }

    override var traceDetail: String { "location=\(formatPoint(lastLocation))" }
}
