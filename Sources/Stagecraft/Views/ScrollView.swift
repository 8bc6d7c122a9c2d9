/// A view whose content is larger than its bounds and moves under them (UIKit's `UIScrollView`),
/// rules SV1.1–SV1.11 of docs/scrolling.md.
///
/// Scrolling is the bounds-origin rule of T10.2: `contentOffset` is `bounds.origin`, so setting
/// it shifts every subview on screen without touching their frames, and setting it inside an
/// animation block animates `bounds`. Offsets set in code are not clamped, as in UIKit.
///
/// Every scroll view carries `panGestureRecognizer`: dragging moves the offset with the finger,
/// rubber-banding past the edges; a release coasts, bounces and snaps pages on the engine's clock
/// (ScrollView+Dragging.swift, ScrollMotion.swift, ScrollPhysics.swift), telling `delegate`.
open class ScrollView: View {
    /// UIKit's `UIScrollView.DecelerationRate` values: the velocity kept per millisecond.
    public enum DecelerationRate {
        public static let normal = 0.998
        public static let fast = 0.99
    }

    /// How the safe area adds to `contentInset` (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
        /// As `scrollableAxes` (UIKit's extra rule for scroll views of navigation controller
        /// screens with `automaticallyAdjustsScrollViewInsets` is not modelled).
        case automatic
        /// The safe area's edges on the axes that scroll (content larger than the bounds, or
        /// `alwaysBounce…` set).
        case scrollableAxes
        /// Never adjusted: `adjustedContentInset == contentInset`.
        case never
        /// Always all four edges.
        case always
    }

    /// The size of the scrollable content (the lists and grids below keep it up to date).
    public var contentSize: Size = .zero {
        didSet {
            if !(contentSize.isFinite && contentSize.width >= 0 && contentSize.height >= 0) {
                refuse("contentSize", "\(contentSize.width) x \(contentSize.height) must be finite and ≥ 0")
                contentSize = oldValue
            }
        }
    }

    /// Extra room around the content (SV1.1): the offset may go from −inset.top to
    /// contentSize.height + inset.bottom − bounds.height (with the safe area added, see
    /// `adjustedContentInset`).
    public var contentInset: EdgeInsets = .zero {
        didSet {
            if ![contentInset.top, contentInset.left, contentInset.bottom, contentInset.right].allSatisfy(\.isFinite) {
                refuse("contentInset", "insets must be finite")
                contentInset = oldValue
            }
        }
    }

    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// Dragging scrolls only when true; false disables `panGestureRecognizer` (SV1.2).
    public var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content rubber-bands past its edges and bounces back (SV1.4, SV1.7); when
    /// false a drag stops at the edges and a coast stops dead there.
    public var bounces = true
    /// Scroll (and bounce) vertically even when the content is not taller than the bounds.
    public var alwaysBounceVertical = false
    /// Scroll (and bounce) horizontally even when the content is not wider than the bounds.
    public var alwaysBounceHorizontal = false
    /// A release comes to rest on a multiple of the bounds size (SV1.8).
    public var isPagingEnabled = false
    /// The velocity kept per millisecond while coasting, strictly between 0 and 1 (SV1.6):
    /// `DecelerationRate.normal` (0.998) or `.fast` (0.99).
    public var decelerationRate = DecelerationRate.normal {
        didSet {
            if !(decelerationRate > 0 && decelerationRate < 1) {
                refuse("decelerationRate", "\(decelerationRate) is not strictly between 0 and 1")
                decelerationRate = oldValue
            }
        }
    }
    /// Told about scrolling; weak, as UIKit's `delegate`. A list's or grid's delegate is this one.
    public weak var delegate: ScrollViewDelegate?
    /// A delegate the scroll view keeps alive, for a binding whose delegate is an adapter made for
    /// it (a Lua table's), which nothing else would hold; setting it sets `delegate`.
    public var retainedDelegate: ScrollViewDelegate? {
        didSet { delegate = retainedDelegate }
    }

    /// The pan that scrolls: installed on every scroll view (SV1.2), UIKit's `panGestureRecognizer`.
    public private(set) lazy var panGestureRecognizer: PanGestureRecognizer = ScrollViewPanGestureRecognizer()
    /// The pan has begun and the finger is still down.
    public internal(set) var isDragging = false
    /// The content moves on its own after a release (coasting, bouncing, snapping to a page).
    public internal(set) var isDecelerating = false
    /// A finger is down on the scroll view, dragging or not.
    public var isTracking: Bool { panGestureRecognizer.numberOfTouches > 0 || isDragging }

    /// The motion running now, its next frame, and its engine.
    var motion: ScrollMotion?
    var motionStep: ScheduledAction?
    weak var motionEngine: Engine?
    /// Where the drag started (as if no rubber band applied), for paging; and the pan's translation
    /// at the last move.
    var dragStart = Point.zero
    var lastDragTranslation = Point.zero

    public override init(frame: Rect = .zero, name: String? = nil) {
        super.init(frame: frame, name: name)
        // Scroll views clip by default in UIKit; content outside the bounds is not on screen.
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
        panGestureRecognizer.addAction { [unowned self] pan in self.panChanged(pan) }
    }

    open override var kindName: String { "Scroll" }

    /// The point of the content shown at the top-left corner: `bounds.origin`. Setting it stops a
    /// running motion, as `setContentOffset(_:animated: false)` does in UIKit.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue.isFinite else { return refuse("contentOffset", "\(newValue) is not a finite point") }
            // The setter notifies its observers even when the offset stays (T12.7).
            notifyingObservers(of: .contentOffset) {
                stopMotion()
                applyOffset(newValue, notifyingObservers: false)
            }
        }
    }

    /// Moves the bounds origin and tells the delegate, then the `contentOffset` observers, when it
    /// changed (a drag or a motion sets the offset as UIKit's does, through the setter). A motion
    /// from an absurd offset (1e308 set in code) can overflow on the way: such a frame keeps the last offset.
    func applyOffset(_ offset: Point, notifyingObservers notifies: Bool = true) {
        guard offset.isFinite, offset != bounds.origin else { return }
        var scrolled = bounds
        scrolled.origin = offset
        let move = {
            self.bounds = scrolled
            self.delegate?.scrollViewDidScroll(self)
        }
        if notifies { notifyingObservers(of: .contentOffset, move) } else { move() }
    }

    /// `contentInset` plus the safe area's edges `contentInsetAdjustmentBehavior` adds (SV1.1).
    public var adjustedContentInset: EdgeInsets {
        var insets = contentInset
        let safe = safeAreaInsets
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return insets
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        }
        if vertical { insets.top += safe.top; insets.bottom += safe.bottom }
        if horizontal { insets.left += safe.left; insets.right += safe.right }
        return insets
    }

    /// The adjusted inset last seen by a safe-area change (the edge an offset may be resting at).
    private var insetsAtLastSafeAreaChange = EdgeInsets.zero

    /// An offset resting at the top or leading edge follows it when the safe area moves that
    /// edge (SV1.1, `UncertainRules.restingOffsetFollowsTheSafeArea`).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        let old = insetsAtLastSafeAreaChange, new = adjustedContentInset
        insetsAtLastSafeAreaChange = new
        guard UncertainRules.restingOffsetFollowsTheSafeArea, !isTracking, motion == nil else { return }
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -old.left { offset.x = -new.left }
        applyOffset(offset)
    }

    /// The offsets the content rests between, per axis (SV1.1): from −inset to
    /// content + inset − bounds, never below the start.
    public var contentOffsetRange: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        let insets = adjustedContentInset
        let minX = -insets.left, minY = -insets.top
        let maxX = max(minX, contentSize.width + insets.right - bounds.width)
        let maxY = max(minY, contentSize.height + insets.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether a drag moves the content along each axis (SV1.3): content longer than the bounds
    /// (with the insets), or `alwaysBounce…`.
    public var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let range = contentOffsetRange
        return (range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal,
                range.y.upperBound > range.y.lowerBound || alwaysBounceVertical)
    }

    /// The part of the content on screen now, in content (bounds) coordinates.
    public var visibleRect: Rect { bounds }

    /// A snapshot of a scroll view is a plain view: its copied subviews carry the content.
    open override func makeSnapshotCopy() -> View { View() }

    /// Reports a constructor argument that was replaced by a default.
    func reportInvalidArgument(_ message: String) {
        Engine.current?.report(Diagnostic(kind: .invalidValue, message: "\(self): \(message)", subject: displayName))
    }

    /// Reports an index outside `0..<count` and returns false.
    func checkIndex(_ index: Int, count: Int, _ operation: String) -> Bool {
        guard index < 0 || index >= count else { return true }
        Engine.current?.report(Diagnostic(
            kind: .indexOutOfRange, message: "\(self).\(operation) returned nil: index \(index) is not in 0..<\(count)",
            subject: displayName))
        return false
    }
}
