/// UIKit's `UICollectionViewFlowLayout` for one section: items of one size in lines across the
/// scrolling axis.
///
/// Vertical (the default): lines are rows, filled left to right, `minimumInteritemSpacing` between
/// the items of a row and `minimumLineSpacing` between rows; the content is as wide as the
/// collection view and grows down. Horizontal: lines are columns, filled top to bottom,
/// `minimumInteritemSpacing` between the items of a column and `minimumLineSpacing` between
/// columns; the content is as tall as the collection view and grows right. `sectionInset` surrounds
/// the whole grid either way. [Doc: UICollectionViewFlowLayout, "Using a Flow Layout"]
///
/// A line holds as many items as fit across (at least one), unless `itemsPerLine` asks for a
/// number. Unlike UIKit's, leftover space across a line is not spread between its items: frames
/// stay easy to work out by hand (the collection views of earlier issues relied on it).
///
/// Changing a property re-lays out the collection view using the layout at once (UIKit
/// invalidates the layout and applies it on the next layout pass, before anything is drawn).
public final class CollectionViewFlowLayout {
    /// UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: String, Sendable, CaseIterable { case vertical, horizontal }

    /// UIKit's flow-layout defaults: 50 × 50 items, 10 pt spacings, no inset, vertical.
    public static let defaultItemSize = Size(width: 50, height: 50)
    public static let defaultSpacing = 10.0

    // A value that would make frames meaningless (negative, NaN, infinite) is refused with a
    // diagnostic and the property keeps its value, as the views' own setters do.
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    public var itemSize = CollectionViewFlowLayout.defaultItemSize {
        didSet { accept(Self.problem(itemSize: itemSize), "itemSize") { itemSize = oldValue } }
    }
    public var minimumLineSpacing = CollectionViewFlowLayout.defaultSpacing {
        didSet { accept(Self.problem(spacing: minimumLineSpacing), "minimumLineSpacing") { minimumLineSpacing = oldValue } }
    }
    public var minimumInteritemSpacing = CollectionViewFlowLayout.defaultSpacing {
        didSet { accept(Self.problem(spacing: minimumInteritemSpacing), "minimumInteritemSpacing") { minimumInteritemSpacing = oldValue } }
    }
    public var sectionInset = EdgeInsets.zero {
        didSet { accept(Self.problem(inset: sectionInset), "sectionInset") { sectionInset = oldValue } }
    }
    /// Items per row (vertical) or column (horizontal); nil fits as many as the collection view's
    /// size allows. Not UIKit's: the `columns` of the grids of earlier issues.
    public var itemsPerLine: Int? {
        didSet { accept(itemsPerLine.map { $0 > 0 ? nil : "must be > 0" } ?? nil, "itemsPerLine") { itemsPerLine = oldValue } }
    }

    /// The collection view using this layout (UIKit's `collectionView`), if any.
    public internal(set) weak var collectionView: CollectionView?

    public init() {}

    /// Tells the collection view to place its cells again (UIKit's `invalidateLayout()`).
    public func invalidateLayout() { collectionView?.layoutCells() }

    /// Becomes `collectionView`'s layout, leaving the one it had: a layout places one collection
    /// view's items at a time, as in UIKit.
    func adopt(by collectionView: CollectionView) {
        if let previous = self.collectionView, previous !== collectionView { previous.setCollectionViewLayout(CollectionViewFlowLayout(), animated: false) }
        self.collectionView = collectionView
    }

    /// Re-lays out after a valid change; after an invalid one (`problem` non-nil) restores the
    /// old value and reports it.
    private func accept(_ problem: String?, _ property: String, restore: () -> Void) {
        guard let problem else { return invalidateLayout() }
        restore()
        Engine.current?.report(Diagnostic(kind: .invalidValue, message: "UICollectionViewFlowLayout.\(property) not changed: \(problem)",
                                          subject: collectionView?.displayName))
    }

    /// Why `size` cannot be an item size, or nil.
    static func problem(itemSize size: Size) -> String? {
        size.isFinite && size.width >= 0 && size.height >= 0 ? nil : "\(size.width) x \(size.height) is not a finite, non-negative size"
    }

    /// Why `spacing` cannot be a spacing, or nil.
    static func problem(spacing: Double) -> String? {
        spacing.isFinite && spacing >= 0 ? nil : "\(spacing) is not a finite, non-negative number"
    }

    /// Why `inset` cannot be a section inset, or nil (negative insets are allowed, as in UIKit).
    static func problem(inset: EdgeInsets) -> String? {
        [inset.top, inset.left, inset.bottom, inset.right].allSatisfy(\.isFinite) ? nil : "an inset is not finite"
    }

    /// Where item `item` (counted across sections) goes (UIKit's `layoutAttributesForItem(at:)`);
    /// nil without a collection view, and nil with a diagnostic for an item the collection view
    /// does not have.
    public func layoutAttributesForItem(at item: Int) -> CollectionViewLayoutAttributes? {
        guard let collectionView, collectionView.checkIndex(item, count: collectionView.numberOfItems, "layoutAttributesForItem(at:)") else {
            return nil
        }
        let path = collectionView.indexPath(forIndex: item)
        return CollectionViewLayoutAttributes(section: path.section, item: path.item, frame: collectionView.itemFrames[item])
    }

    /// The frame of every item, section after section, and the content size, for sections of
    /// `sectionCounts` items in a collection view of size `size` (UIKit's `prepare()` and
    /// `collectionViewContentSize`). Each section starts a new line, inside its own `sectionInset`:
    /// vertical sections stack down, horizontal ones side by side; the content is as wide
    /// (vertical) or as tall (horizontal) as the collection view.
    func placement(sectionCounts: [Int], in size: Size) -> (frames: [Rect], contentSize: Size) {
        let perLine = itemsPerLine(in: size)
        let vertical = scrollDirection == .vertical
        var frames: [Rect] = []
        var along = 0.0  // where the next section starts along the scrolling axis
        for count in sectionCounts {
            if count == 0, !UncertainRules.emptySectionsKeepTheirInsets { continue }
            along += vertical ? sectionInset.top : sectionInset.left
            for index in 0..<count {
                let line = Double(index / perLine), position = Double(index % perLine)
                frames.append(vertical
                    ? Rect(x: sectionInset.left + position * (itemSize.width + minimumInteritemSpacing),
                           y: along + line * (itemSize.height + minimumLineSpacing), width: itemSize.width, height: itemSize.height)
                    : Rect(x: along + line * (itemSize.width + minimumLineSpacing),
                           y: sectionInset.top + position * (itemSize.height + minimumInteritemSpacing), width: itemSize.width, height: itemSize.height))
            }
            let lines = Double((count + perLine - 1) / perLine)
            along += lines * (vertical ? itemSize.height : itemSize.width) + max(lines - 1, 0) * minimumLineSpacing
            along += vertical ? sectionInset.bottom : sectionInset.right
        }
        return (frames, vertical ? Size(width: size.width, height: along) : Size(width: along, height: size.height))
    }

    /// How many items a line holds: `itemsPerLine`, or as many as fit across inside the insets.
    func itemsPerLine(in size: Size) -> Int {
        if let itemsPerLine, itemsPerLine > 0 { return itemsPerLine }
        let (available, item) = scrollDirection == .vertical
            ? (size.width - sectionInset.left - sectionInset.right, itemSize.width)
            : (size.height - sectionInset.top - sectionInset.bottom, itemSize.height)
        // n items need n·item + (n − 1)·spacing ≤ available.
        let fit = (available + minimumInteritemSpacing) / (item + minimumInteritemSpacing)
        guard fit.isFinite else { return 1 }
        return max(1, Int(min(fit, 10_000).rounded(.down)))
    }
}
