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
