/// A view that shows an image (UIKit's `UIImageView`), here by name.
///
/// There are no bitmaps in the core: `imageName` stands for the image (a system symbol or
/// asset name, as the seed articles use), and renderers draw a picture made from the name
/// (docs/gallery.md, RC1). Snapshots and dumps carry the name, which is enough to tell in a test
/// which image ended up where.
open class ImageView: View {
    /// How the image fits the bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: String, Sendable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center
        case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    /// The name of the image shown, or nil for none (UIKit's `image`).
    public var imageName: String? { didSet { cachedDetails = nil } }
    /// The image's size in points (UIKit's `image.size`), which is the view's intrinsic content
    /// size; nil when unknown or no image.
    public var imageSize: Size? {
        didSet {
            if let size = imageSize, !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                refuse("imageSize", "\(size) must be finite and non-negative")
                imageSize = oldValue
            }
            if imageSize != oldValue {
                invalidateIntrinsicContentSize()
                // A button's image view: the image's size is part of the button's (T12.6).
                (superview as? Button)?.contentDidChange()
            }
        }
    }

    /// The image's size; none without an image (UncertainRules.imageViewWithoutImageHasNoIntrinsicSize).
    open override var intrinsicContentSize: Size {
        guard imageName != nil, let imageSize else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        return imageSize
    }
    public var contentMode: ContentMode = .scaleToFill { didSet { cachedDetails = nil } }
    /// `dumpDetails`, kept until the content changes: a tracer reads it for every frame.
    private var cachedDetails: [String]?

    public init(frame: Rect = .zero, imageName: String? = nil, name: String? = nil) {
        self.imageName = imageName
        super.init(frame: frame, name: name)
        // UIKit turns interaction off for image views, so taps reach the view behind.
        isUserInteractionEnabled = false
    }

    open override var kindName: String { "ImageView" }

    open override func makeSnapshotCopy() -> View {
        let copy = ImageView(imageName: imageName)
        copy.contentMode = contentMode
        copy.imageSize = imageSize
        return copy
    }

    open override var dumpDetails: [String] {
        if let cachedDetails { return cachedDetails }
        var details: [String] = []
        if let imageName { details.append("image=\(imageName.debugDescription)") }
        if contentMode != .scaleToFill { details.append("contentMode=\(contentMode.rawValue)") }
        cachedDetails = details
        return details
    }
}
