/// A pan that must start at an edge of the window (UIKit's `UIScreenEdgePanGestureRecognizer`),
/// the gesture behind interactive "swipe back" and edge-dismiss transitions.
///
/// When the first touch lands, it must lie within `edgeMargin` points of one of `edges` of the
/// touch's window (depth from the edge ≤ the margin, on the window side of it); otherwise the
/// recognizer fails at once. From then on it behaves as a `PanGestureRecognizer` (same
/// hysteresis, translation and velocity). UIKit also looks at the direction of the first
/// movement; Stagecraft does not.
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// How far from the window's edge, in points, the gesture may start (UIKit's ≈ 20 pt).
    public static let edgeMargin = 20.0

    /// The edges the gesture may start from; an empty set never begins (UIKit's default is empty,
    /// so say which).
    public var edges: RectEdge

    public init(edges: RectEdge, name: String? = nil) {
        self.edges = edges
        super.init(name: name)
    }

    public override var kindName: String { "ScreenEdgePanGestureRecognizer" }

    override func touchesBegan(_ newTouches: [Touch]) {
        super.touchesBegan(newTouches)
        // Only the touch that starts the gesture is checked; fingers joining later may be anywhere.
        guard state == .possible, touches.count == newTouches.count, let first = newTouches.first, let window = first.window else { return }
        let bounds = window.model.bounds
        let point = first.locationInWindow
        let startsAtEdge = edges.edges.contains { edge in
            let depth = edge.depth(of: point, in: bounds)
            return depth >= 0 && depth <= Self.edgeMargin
        }
        if !startsAtEdge {
            transition(to: .failed, because: "started at \(formatPoint(point)), not within \(formatNumber(Self.edgeMargin)) pt of the \(edges) edge")
        }
    }
}
