/// UIKit's `UICollectionViewFlowLayout`: items of one size in lines across the scrolling axis,
/// section after section.
///
/// Vertical (the default): lines are rows, filled left to right, `minimumInteritemSpacing` between
/// the items of a row and `minimumLineSpacing` between rows; the content is as wide as the
/// collection view and grows down. Horizontal: lines are columns, filled top to bottom,
/// `minimumInteritemSpacing` between the items of a column and `minimumLineSpacing` between
/// columns; the content is as tall as the collection view and grows right. `sectionInset` surrounds
/// the whole grid either way. [Doc: UICollectionViewFlowLayout, "Using a Flow Layout"]
///
/// A line holds as many items as fit across with the minimum spacing (at least one), unless
/// `itemsPerLine` asks for a number. As in UIKit, the space left over across a full line is then
/// spread evenly between its items ("if there is extra space at the end of the line, the layout
/// object increases the interitem spacing until the items fit evenly within the line boundaries",
/// Collection View Programming Guide, "Using the Flow Layout"); a last, shorter line keeps the
/// columns of the full ones, and a line that holds one item centres it (`UncertainRules`).
/// `distributesLeftoverSpace = false` keeps the minimum spacing instead (the grids made by
/// `CollectionView(itemSize:spacing:columns:…)`, whose frames earlier issues worked out by hand).
///
/// Changing a property re-lays out the collection view using the layout at once (UIKit
/// invalidates the layout and applies it on the next layout pass, before anything is drawn).
public final class CollectionViewFlowLayout {
    /// UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: String, Sendable, CaseIterable { case vertical, horizontal }

    /// UIKit's flow-layout defaults: 50 × 50 items, 10 pt spacings, no inset, vertical.
    public static let defaultItemSize = Size(width: 50, height: 50)
    public static let defaultSpacing = 10.0
    /// The most items a line holds: more would only overflow the arithmetic of lines (a script's
    /// `itemsPerLine = math.maxinteger`); no screen shows that many across.
    public static let maximumItemsPerLine = 10_000

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
    /// Whether leftover space across a line widens the spacing (UIKit's behaviour, the default).
    /// Not UIKit's: false keeps the minimum spacing.
    public var distributesLeftoverSpace = true { didSet { invalidateLayout() } }
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
        let (across, lineStart) = spacingAcross(perLine: perLine, in: size)
        var frames: [Rect] = []
        var along = 0.0  // where the next section starts along the scrolling axis
        for count in sectionCounts {
            if count == 0, !UncertainRules.emptySectionsKeepTheirInsets { continue }
            along += vertical ? sectionInset.top : sectionInset.left
            for index in 0..<count {
                let line = Double(index / perLine), position = Double(index % perLine)
                frames.append(vertical
                    ? Rect(x: lineStart + position * (itemSize.width + across),
                           y: along + line * (itemSize.height + minimumLineSpacing), width: itemSize.width, height: itemSize.height)
                    : Rect(x: along + line * (itemSize.width + minimumLineSpacing),
                           y: lineStart + position * (itemSize.height + across), width: itemSize.width, height: itemSize.height))
            }
            let lines = Double((count + perLine - 1) / perLine)
            along += lines * (vertical ? itemSize.height : itemSize.width) + max(lines - 1, 0) * minimumLineSpacing
            along += vertical ? sectionInset.bottom : sectionInset.right
        }
        return (frames, vertical ? Size(width: size.width, height: along) : Size(width: along, height: size.height))
    }

    /// The spacing between the items of a line and where a line's first item starts across:
    /// the leftover space of a full line spread between its items, or a lone item centred.
    private func spacingAcross(perLine: Int, in size: Size) -> (spacing: Double, start: Double) {
        let (available, item, start) = scrollDirection == .vertical
            ? (size.width - sectionInset.left - sectionInset.right, itemSize.width, sectionInset.left)
            : (size.height - sectionInset.top - sectionInset.bottom, itemSize.height, sectionInset.top)
        guard distributesLeftoverSpace else { return (minimumInteritemSpacing, start) }
        if perLine > 1 {
            // Never below the minimum: a forced `itemsPerLine` may not fit.
            let spread = (available - Double(perLine) * item) / Double(perLine - 1)
            return (spread.isFinite ? max(spread, minimumInteritemSpacing) : minimumInteritemSpacing, start)
        }
        guard UncertainRules.loneItemOfALineIsCentred, available > item else { return (minimumInteritemSpacing, start) }
        return (minimumInteritemSpacing, start + (available - item) / 2)
    }

    /// How many items a line holds: `itemsPerLine`, or as many as fit across inside the insets.
    func itemsPerLine(in size: Size) -> Int {
        if let itemsPerLine, itemsPerLine > 0 { return min(itemsPerLine, Self.maximumItemsPerLine) }
        let (available, item) = scrollDirection == .vertical
            ? (size.width - sectionInset.left - sectionInset.right, itemSize.width)
            : (size.height - sectionInset.top - sectionInset.bottom, itemSize.height)
        // n items need n·item + (n − 1)·spacing ≤ available.
        let fit = (available + minimumInteritemSpacing) / (item + minimumInteritemSpacing)
        guard fit.isFinite else { return 1 }
        return max(1, Int(min(fit, Double(Self.maximumItemsPerLine)).rounded(.down)))
    }
}
