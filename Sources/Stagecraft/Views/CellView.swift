/// A cell of a list or a grid (UIKit's `UITableViewCell` and `UICollectionViewCell`): an image
/// view and a label inside a content view.
///
/// The nesting is UIKit's (cell → contentView → imageView), which matters to transitions that
/// animate a cell's image out of a scrolled list: its frame must be converted up several levels
/// (seed S1's "deeply embedded context views", seed S4's list-to-detail zoom).
open class CellView: View {
    /// How the image and the label are laid out in the cell.
    public enum Style: String, Sendable, CaseIterable {
        /// A list row, as seed S4's cell: a square image (44 pt at most) 20 pt from the leading
        /// edge and centred vertically, then the label 20 pt after it over the full height.
        case row
        /// A grid tile: the image fills the cell above a label strip (24 pt, or a quarter of
        /// the height when that is less), with the text centred.
        case tile
        /// A bare cell, a content view only, for the screen to fill with its own subviews (a
        /// `UITableViewCell` or `UICollectionViewCell` subclass such as the seeds' `PizzaViewCell`).
        /// Its `imageView` and `label` exist but are not in the cell.
        case custom
    }

    /// The gap between the edge, the image and the label in a `.row` cell.
    public static let rowMargin = 20.0
    /// The largest image side in a `.row` cell.
    public static let rowImageSide = 44.0
    /// The least space kept above and below the image in a `.row` cell.
    public static let rowImageMinimumInset = 8.0
    /// The height of the label strip in a `.tile` cell.
    public static let tileLabelHeight = 24.0

    public let style: Style
    /// Holds the cell's content, as in UIKit; the image view and the label are its subviews.
    public let contentView: View
    public let imageView: ImageView
    public let label: Label

    public init(frame: Rect = .zero, style: Style = .row, text: String? = nil, imageName: String? = nil, name: String? = nil) {
        self.style = style
        contentView = View(name: "content")
        imageView = ImageView(imageName: imageName, name: "image")
        label = Label(text: text, name: "label")
        super.init(frame: frame, name: name)
        if style == .tile {
            imageView.contentMode = .scaleAspectFit
            label.textAlignment = .center
        }
        addSubview(contentView)
        if style != .custom {
            contentView.addSubview(imageView)
            contentView.addSubview(label)
        }
        layoutContent()
    }

    open override var kindName: String { "Cell" }

    /// A snapshot of a cell is a plain view: the copies of the content view, image and label carry it.
    open override func makeSnapshotCopy() -> View { View() }

    /// Places the content view, image and label for the current bounds size (see `Style`).
    /// Cells do not observe their size: call this after resizing one by hand.
    public func layoutContent() {
        let size = bounds.size
        contentView.frame = Rect(origin: .zero, size: size)
        switch style {
        case .row:
            let margin = CellView.rowMargin
            let side = max(0, min(CellView.rowImageSide, size.height - 2 * CellView.rowImageMinimumInset))
            imageView.frame = Rect(x: margin, y: (size.height - side) / 2, width: side, height: side)
            let labelX = margin + side + margin
            label.frame = Rect(x: labelX, y: 0, width: max(0, size.width - labelX - margin), height: size.height)
        case .custom:
            break  // the screen places its own subviews
        case .tile:
            let strip = min(CellView.tileLabelHeight, size.height / 4)
            imageView.frame = Rect(x: 0, y: 0, width: size.width, height: size.height - strip)
            label.frame = Rect(x: 0, y: size.height - strip, width: size.width, height: strip)
        }
    }
}
