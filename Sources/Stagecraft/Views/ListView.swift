/// A vertical list of rows (UIKit's `UITableView` with one section).
///
/// Each row is a `.row`-style `CellView` whose label text and image name are the row's string
/// (as in seed S4, where a row shows `UIImage(systemName: name)` and `name`). Cells are made
/// eagerly, one per row, as subviews at `rectForRow(at:)` in the list's content coordinates;
/// scrolling moves the bounds origin (`contentOffset`), not the cells.
///
/// As in UIKit, `cellForRow(at:)` answers nil for a row that is not on screen, and asking about
/// a row that does not exist is an error (UIKit raises): here it answers nil and reports an
/// `.indexOutOfRange` diagnostic. Cells are not re-laid out when the list is resized; call
/// `layoutCells()` after resizing.
///
/// A tap on a row selects it, as in UIKit: on touch-up, `indexPathForSelectedRow` becomes the row
/// and the delegate's `tableView(_:didSelectRowAt:)` runs. A finger that moves more than 10 pt
/// scrolls instead, and selects nothing (see `SelectionGestureRecognizer`). With `cellStyle`
/// `.custom` the cells are bare (a content view only) for the screen to fill, as a
/// `UITableViewCell` subclass does.
open class ListView: ScrollView {
    /// The row height used when none (or an invalid one) is given.
    public static let defaultRowHeight = 44.0

    /// The rows' strings, in order.
    public let rows: [String]
    /// Each row's height.
    public let rowHeights: [Double]
    /// One cell per row, in row order (on screen or not).
    public private(set) var cells: [CellView] = []
    /// Each row's top edge in content coordinates, then the total height.
    private let rowEdges: [Double]
    /// The row selected last, by a tap (UIKit's `indexPathForSelectedRow`); nil before any.
    public private(set) var indexForSelectedRow: Int?

    /// A list whose rows all have `rowHeight`.
    public convenience init(frame: Rect = .zero, rowHeight: Double = ListView.defaultRowHeight, rows: [String],
                            cellStyle: CellView.Style = .row, name: String? = nil) {
        self.init(frame: frame, rowHeights: Array(repeating: rowHeight, count: rows.count), rows: rows, cellStyle: cellStyle, name: name)
    }

    /// A list whose row `i` has `rowHeights[i]`. Missing heights are `defaultRowHeight`; a
    /// negative or non-finite height is replaced by it; both are reported.
    public init(frame: Rect = .zero, rowHeights: [Double], rows: [String], cellStyle: CellView.Style = .row, name: String? = nil) {
        self.rows = rows
        let heights = rows.indices.map { $0 < rowHeights.count ? rowHeights[$0] : ListView.defaultRowHeight }
        let checked = heights.map { $0.isFinite && $0 >= 0 ? $0 : ListView.defaultRowHeight }
        self.rowHeights = checked
        var edges = [0.0]
        for height in checked { edges.append((edges.last ?? 0) + height) }
        rowEdges = edges
        super.init(frame: frame, name: name)
        if rowHeights.count != rows.count {
            reportInvalidArgument("\(rowHeights.count) row heights for \(rows.count) rows; missing ones are \(formatNumber(ListView.defaultRowHeight))")
        }
        if checked != heights {
            reportInvalidArgument("negative or non-finite row heights were replaced by \(formatNumber(ListView.defaultRowHeight))")
        }
        cells = rows.enumerated().map { index, row in
            CellView(frame: rowRect(index), style: cellStyle, text: row, imageName: row, name: "row \(index)")
        }
        for cell in cells { addSubview(cell) }
        contentSize = Size(width: bounds.width, height: edges.last ?? 0)
        alwaysBounceVertical = UncertainRules.listsAlwaysBounceVertically
        addGestureRecognizer(SelectionGestureRecognizer(name: nil) { [unowned self] recognizer in
            guard let row = indexForRow(at: recognizer.location(in: self)) else { return }
            selectRow(at: row)
        })
    }

    /// What a tap on row `row` does: select it, then tell the delegate.
    func selectRow(at row: Int) {
        indexForSelectedRow = row
        (delegate as? ListViewDelegate)?.tableView(self, didSelectRowAt: row)
    }

    open override var kindName: String { "List" }
    open override var dumpDetails: [String] { ["rows=\(rows.count)"] }

    public var numberOfRows: Int { rows.count }

    /// The frame of row `row` in content (bounds) coordinates; nil and a diagnostic when there is no such row.
    public func rectForRow(at row: Int) -> Rect? {
        guard checkIndex(row, count: rows.count, "rectForRow(at:)") else { return nil }
        return rowRect(row)
    }

    /// The cell of row `row` if it is on screen, else nil; nil and a diagnostic when there is no such row.
    public func cellForRow(at row: Int) -> CellView? {
        guard checkIndex(row, count: rows.count, "cellForRow(at:)") else { return nil }
        return bounds.intersects(cells[row].frame) ? cells[row] : nil
    }

    /// The rows whose cells overlap the bounds, in order.
    public var indexesForVisibleRows: [Int] { cells.indices.filter { bounds.intersects(cells[$0].frame) } }

    /// The cells on screen, in row order (UIKit's `visibleCells`).
    public var visibleCells: [CellView] { indexesForVisibleRows.map { cells[$0] } }

    /// The row under `point` (in the list's bounds coordinates, so a scrolled list's
    /// `contentOffset` counts), or nil (UIKit's `indexPathForRow(at:)`). Only `y` matters, as in UIKit.
    public func indexForRow(at point: Point) -> Int? {
        rows.indices.first { rowEdges[$0] <= point.y && point.y < rowEdges[$0 + 1] }
    }

    /// Scrolls so that row `row` is at the top, or as near as the content allows
    /// (UIKit's `scrollToRow(at:at: .top, animated: false)`).
    public func scrollToRow(at row: Int) {
        guard checkIndex(row, count: rows.count, "scrollToRow(at:)") else { return }
        let maxOffset = max(0, contentSize.height - bounds.height)
        contentOffset = Point(x: contentOffset.x, y: min(rowEdges[row], maxOffset))
    }

    /// Re-places every cell for the current width (after the list was resized).
    public func layoutCells() {
        for (index, cell) in cells.enumerated() {
            cell.frame = rowRect(index)
            cell.layoutContent()
        }
        contentSize = Size(width: bounds.width, height: rowEdges.last ?? 0)
    }

    private func rowRect(_ row: Int) -> Rect {
        Rect(x: 0, y: rowEdges[row], width: bounds.width, height: rowEdges[row + 1] - rowEdges[row])
    }
}
