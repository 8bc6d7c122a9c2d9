/// A view whose content is larger than its bounds and moves under them (UIKit's `UIScrollView`).
///
/// Scrolling is the bounds-origin rule of T10.2: `contentOffset` is `bounds.origin`, so setting
/// it shifts every subview on screen without touching their frames, and setting it inside an
/// animation block animates `bounds`. There is no gesture or deceleration physics; the offset
/// is not clamped to the content, as UIKit does not clamp offsets set in code either.
open class ScrollView: View {
    /// The size of the scrollable content (the lists and grids below keep it up to date).
    public var contentSize: Size = .zero {
        didSet {
            if !(contentSize.isFinite && contentSize.width >= 0 && contentSize.height >= 0) {
                refuse("contentSize", "\(contentSize.width) x \(contentSize.height) must be finite and ≥ 0")
                contentSize = oldValue
            }
        }
    }

    public override init(frame: Rect = .zero, name: String? = nil) {
        super.init(frame: frame, name: name)
        // Scroll views clip by default in UIKit; content outside the bounds is not on screen.
        clipsToBounds = true
    }

    open override var kindName: String { "Scroll" }

    /// The point of the content shown at the top-left corner: `bounds.origin`.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            guard newValue.isFinite else { return refuse("contentOffset", "\(newValue) is not a finite point") }
            var scrolled = bounds
            scrolled.origin = newValue
            bounds = scrolled
        }
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
