/// A grid of equal items (UIKit's `UICollectionView` with a flow layout and one section).
///
/// Items fill rows left to right, `spacing` apart in both directions, inside `insets`. Each item
/// is a `.tile`-style `CellView` whose image is named by the item's string and whose label shows
/// it. Unlike UIKit's flow layout, leftover width is not spread between items: frames stay easy
/// to work out by hand. With no `columns` given, as many columns fit as the width allows (at
/// least one).
///
/// As in UIKit, `cellForItem(at:)` answers nil for an item that is not on screen; an index that
/// does not exist answers nil and reports an `.indexOutOfRange` diagnostic. Cells are created
/// eagerly and not re-laid out when the grid is resized; call `layoutCells()` after resizing.
///
/// A tap on an item selects it and tells the delegate (`collectionView(_:didSelectItemAt:)`), as
/// a list's rows do (see `ListView`); `cellStyle` `.custom` makes bare cells for the screen to fill,
/// as a `UICollectionViewCell` subclass does.
open class CollectionView: ScrollView {
    /// UIKit's flow-layout defaults, used when a given value is invalid.
    public static let defaultItemSize = Size(width: 50, height: 50)
    public static let defaultSpacing = 10.0

    public let items: [String]
    public let itemSize: Size
    public let spacing: Double
    public let insets: EdgeInsets
    /// The number of columns asked for; nil to fit as many as the width allows.
    public let requestedColumns: Int?
    /// The number of columns in the current layout.
    public private(set) var columns = 1
    /// One cell per item, in item order (on screen or not).
    public private(set) var cells: [CellView] = []
    /// The item selected last, by a tap (UIKit's `indexPathsForSelectedItems`, single selection); nil before any.
    public private(set) var indexForSelectedItem: Int?

    public init(
        frame: Rect = .zero, itemSize: Size, spacing: Double = CollectionView.defaultSpacing, columns: Int? = nil,
        insets: EdgeInsets = .zero, items: [String], cellStyle: CellView.Style = .tile, name: String? = nil
    ) {
        let sizeIsValid = itemSize.isFinite && itemSize.width >= 0 && itemSize.height >= 0
        let spacingIsValid = spacing.isFinite && spacing >= 0
        let insetValues = [insets.top, insets.left, insets.bottom, insets.right]
        let insetsAreValid = insetValues.allSatisfy(\.isFinite)
        let columnsAreValid = columns.map { $0 > 0 } ?? true
        self.items = items
        self.itemSize = sizeIsValid ? itemSize : CollectionView.defaultItemSize
        self.spacing = spacingIsValid ? spacing : CollectionView.defaultSpacing
        self.insets = insetsAreValid ? insets : .zero
        requestedColumns = columnsAreValid ? columns : nil
        super.init(frame: frame, name: name)
        if !sizeIsValid { reportInvalidArgument("itemSize \(itemSize.width) x \(itemSize.height) replaced by 50 x 50") }
        if !spacingIsValid { reportInvalidArgument("spacing \(spacing) replaced by \(formatNumber(CollectionView.defaultSpacing))") }
        if !insetsAreValid { reportInvalidArgument("non-finite insets replaced by zero") }
        if !columnsAreValid { reportInvalidArgument("columns must be > 0; the columns that fit are used") }
        self.columns = fittingColumns()
        cells = items.enumerated().map { index, item in
            CellView(frame: itemRect(index), style: cellStyle, text: item, imageName: item, name: "item \(index)")
        }
        for cell in cells { addSubview(cell) }
        contentSize = fittingContentSize()
        addGestureRecognizer(SelectionGestureRecognizer(name: nil) { [unowned self] recognizer in
            guard let item = indexForItem(at: recognizer.location(in: self)) else { return }
            selectItem(at: item)
        })
    }

    /// What a tap on item `item` does: select it, then tell the delegate.
    func selectItem(at item: Int) {
        indexForSelectedItem = item
        (delegate as? CollectionViewDelegate)?.collectionView(self, didSelectItemAt: item)
    }

    open override var kindName: String { "Collection" }
    open override var dumpDetails: [String] { ["items=\(items.count)", "columns=\(columns)"] }

    public var numberOfItems: Int { items.count }

    /// The frame of item `index` in content (bounds) coordinates (UIKit's
    /// `layoutAttributesForItem(at:)?.frame`); nil and a diagnostic when there is no such item.
    public func frameForItem(at index: Int) -> Rect? {
        guard checkIndex(index, count: items.count, "frameForItem(at:)") else { return nil }
        return itemRect(index)
    }

    /// The cell of item `index` if it is on screen, else nil; nil and a diagnostic when there is no such item.
    public func cellForItem(at index: Int) -> CellView? {
        guard checkIndex(index, count: items.count, "cellForItem(at:)") else { return nil }
        return bounds.intersects(cells[index].frame) ? cells[index] : nil
    }

    /// The items whose cells overlap the bounds, in order.
    public var indexesForVisibleItems: [Int] { cells.indices.filter { bounds.intersects(cells[$0].frame) } }

    /// The cells on screen, in item order (UIKit's `visibleCells`).
    public var visibleCells: [CellView] { indexesForVisibleItems.map { cells[$0] } }

    /// The item under `point` (in bounds coordinates, so a scrolled grid's `contentOffset` counts),
    /// or nil in the gaps (UIKit's `indexPathForItem(at:)`).
    public func indexForItem(at point: Point) -> Int? {
        items.indices.first { itemRect($0).contains(point) }
    }

    /// Re-places every cell for the current width (after the grid was resized).
    public func layoutCells() {
        self.columns = fittingColumns()
        for (index, cell) in cells.enumerated() {
            cell.frame = itemRect(index)
            cell.layoutContent()
        }
        contentSize = fittingContentSize()
    }

    private func itemRect(_ index: Int) -> Rect {
        let column = index % columns, row = index / columns
        return Rect(
            x: insets.left + Double(column) * (itemSize.width + spacing),
            y: insets.top + Double(row) * (itemSize.height + spacing),
            width: itemSize.width, height: itemSize.height)
    }

    private func fittingColumns() -> Int {
        if let requestedColumns { return requestedColumns }
        let available = bounds.width - insets.left - insets.right
        // n items need n·width + (n − 1)·spacing ≤ available.
        let fit = (available + spacing) / (itemSize.width + spacing)
        guard fit.isFinite else { return 1 }
        return max(1, Int(min(fit, 10_000).rounded(.down)))
    }

    private func fittingContentSize() -> Size {
        let rowCount = (items.count + columns - 1) / columns
        let gridHeight = Double(rowCount) * itemSize.height + Double(max(rowCount - 1, 0)) * spacing
        return Size(width: bounds.width, height: insets.top + gridHeight + insets.bottom)
    }
}
