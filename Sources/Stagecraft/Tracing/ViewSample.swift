/// One view's on-screen state in one frame of a trace: enough to assert on it and to draw it.
public struct ViewSample: Hashable, Sendable {
    /// Stable for the tracer's whole run: numbered in the order views are first seen.
    public var id: Int
    /// The superview's id; nil for the window.
    public var parent: Int?
    public var name: String?
    /// "View", "Label", "ImageView"…
    public var kind: String
    /// The presentation values (what is on screen at this frame).
    public var values: LayerProperties
    public var isHidden: Bool
    public var clipsToBounds: Bool
    /// Kind-specific content, as in the view dump: `text="Hello"`, `image="pizza"`.
    public var details: [String]

    /// A sample as the tracer records it, or as a trace reader or a test builds it.
    public init(
        id: Int, parent: Int?, name: String?, kind: String, values: LayerProperties,
        isHidden: Bool = false, clipsToBounds: Bool = false, details: [String] = []
    ) {
        self.id = id
        self.parent = parent
        self.name = name
        self.kind = kind
        self.values = values
        self.isHidden = isHidden
        self.clipsToBounds = clipsToBounds
        self.details = details
    }

    /// The frame in the superview's coordinates (the bounding box when transformed, T10.3).
    public var frame: Rect { values.frame }
    public var alpha: Double { values.alpha }
    public var transform: AffineTransform { values.transform }
}

/// Every view of a window at one rendered frame, in drawing order (back to front, parents first).
public struct TraceFrame: Hashable, Sendable {
    public var index: Int
    public var time: Double
    public var views: [ViewSample]
    /// The animations first seen running at this frame (SD2.5).
    public var animations: [TraceAnimation]
    /// Where the synthesised fingers are down at this frame, in window points, by finger.
    public var touches: [Point]

    public init(index: Int, time: Double, views: [ViewSample], animations: [TraceAnimation] = [], touches: [Point] = []) {
        self.index = index
        self.time = time
        self.views = views
        self.animations = animations
        self.touches = touches
    }

    /// The first view with this name.
    public func view(named name: String) -> ViewSample? { views.first { $0.name == name } }
}
