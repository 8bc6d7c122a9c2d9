/// Where a collection view's layout puts one item (UIKit's `UICollectionViewLayoutAttributes`):
/// its frame in the collection view's content (bounds) coordinates and the look the cell takes.
///
/// A flow layout leaves alpha 1, the identity transform and zIndex 0, as UIKit's does; the values
/// are there because transition code reads them (a zoom from a cell reads `frame`, a custom
/// layout's attributes may set the others).
public struct CollectionViewLayoutAttributes: Hashable, Sendable {
    /// The item's index path (UIKit's `indexPath.section` and `.item`).
    public var section: Int
    public var item: Int
    public var frame: Rect
    public var alpha = 1.0
    public var transform = AffineTransform.identity
    public var zIndex = 0

    public init(section: Int = 0, item: Int, frame: Rect) {
        self.section = section
        self.item = item
        self.frame = frame
    }

    /// The frame's centre (UIKit keeps `center` and `size` in step with `frame`).
    public var center: Point { Point(x: frame.midX, y: frame.midY) }
    public var size: Size { frame.size }
}
