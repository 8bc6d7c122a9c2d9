/// A grid of equal items in sections (UIKit's `UICollectionView`), placed by its
/// `collectionViewLayout`, a flow layout (`CollectionViewFlowLayout`: rows that scroll down, or
/// columns that scroll right).
///
/// Items are also counted across sections (`index`, 0-based), which is the item itself in a
/// one-section grid: `cells`, `cellForItem(at:)` and the other `Int` APIs take that index, and
/// `indexPath(forIndex:)` / `index(section:item:)` convert.
///
/// Each item is a `.tile`-style `CellView` whose image is named by the item's string and whose
/// label shows it. As in UIKit, `cellForItem(at:)` answers nil for an item that is not on screen;
/// an index that does not exist answers nil and reports an `.indexOutOfRange` diagnostic. Cells are
/// created eagerly; they are placed again when the layout changes or is replaced, not when the
/// grid is resized (call `layoutCells()` after resizing).
///
/// A tap on an item selects it and tells the delegate (`collectionView(_:didSelectItemAt:)`), as
/// a list's rows do (see `ListView`); `cellStyle` `.custom` makes bare cells for the screen to fill,
/// as a `UICollectionViewCell` subclass does.
open class CollectionView: ScrollView {
    /// Each section's items.
    public let sections: [[String]]
    /// Every item, section after section.
    public let items: [String]
    /// Where each section starts among `items`.
    private let sectionStarts: [Int]
    /// Each item's frame as the layout placed it last (content coordinates).
    public private(set) var itemFrames: [Rect] = []
    /// The layout placing the cells (UIKit's `collectionViewLayout`); setting it places them at once,
    /// as `setCollectionViewLayout(_:animated: false)` does.
    public var collectionViewLayout: CollectionViewFlowLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    private var layout: CollectionViewFlowLayout
    /// One cell per item, in item order (on screen or not).
    public private(set) var cells: [CellView] = []
    /// The item selected last, by a tap (UIKit's `indexPathsForSelectedItems`, single selection); nil before any.
    public private(set) var indexForSelectedItem: Int?

    /// A grid of one section whose items `layout` places.
    public convenience init(frame: Rect = .zero, collectionViewLayout layout: CollectionViewFlowLayout, items: [String],
                            cellStyle: CellView.Style = .tile, name: String? = nil) {
        self.init(frame: frame, collectionViewLayout: layout, sections: [items], cellStyle: cellStyle, name: name)
    }

    /// A grid of `sections` whose items `layout` places. A cell is named `item N` (N counted
    /// across sections) in a one-section grid, `section S item N` otherwise.
    public init(frame: Rect = .zero, collectionViewLayout layout: CollectionViewFlowLayout, sections: [[String]],
                cellStyle: CellView.Style = .tile, name: String? = nil) {
        self.sections = sections
        items = sections.flatMap { $0 }
        sectionStarts = sections.reduce(into: [0]) { starts, section in starts.append(starts[starts.count - 1] + section.count) }
        self.layout = layout
        super.init(frame: frame, name: name)
        layout.adopt(by: self)
        let placed = layout.placement(sectionCounts: sections.map(\.count), in: bounds.size)
        itemFrames = placed.frames
        cells = items.indices.map { index in
            let path = indexPath(forIndex: index)
            return CellView(frame: placed.frames[index], style: cellStyle, text: items[index], imageName: items[index],
                            name: sections.count == 1 ? "item \(index)" : "section \(path.section) item \(path.item)")
        }
        for cell in cells { addSubview(cell) }
        contentSize = placed.contentSize
        addGestureRecognizer(SelectionGestureRecognizer(name: nil) { [unowned self] recognizer in
            guard let item = indexForItem(at: recognizer.location(in: self)) else { return }
            selectItem(at: item)
        })
    }

    /// A vertical flow layout's grid: `spacing` between rows and between the items of a row (not
    /// widened to fill the row), `insets` around it, `columns` items a row (nil: as many as fit).
    /// Invalid values are replaced by UIKit's defaults, with a diagnostic.
    public convenience init(
        frame: Rect = .zero, itemSize: Size, spacing: Double = CollectionViewFlowLayout.defaultSpacing, columns: Int? = nil,
        insets: EdgeInsets = .zero, items: [String], cellStyle: CellView.Style = .tile, name: String? = nil
    ) {
        var problems: [String] = []
        let layout = CollectionViewFlowLayout()
        layout.distributesLeftoverSpace = false  // frames these grids were worked out with
        if let reason = CollectionViewFlowLayout.problem(itemSize: itemSize) { problems.append("itemSize \(reason): 50 x 50 used") } else { layout.itemSize = itemSize }
        if let reason = CollectionViewFlowLayout.problem(spacing: spacing) {
            problems.append("spacing \(reason): 10 used")
        } else {
            layout.minimumLineSpacing = spacing
            layout.minimumInteritemSpacing = spacing
        }
        if let reason = CollectionViewFlowLayout.problem(inset: insets) { problems.append("insets \(reason): zero used") } else { layout.sectionInset = insets }
        if let columns, columns <= 0 { problems.append("columns must be > 0; the columns that fit are used") } else { layout.itemsPerLine = columns }
        self.init(frame: frame, collectionViewLayout: layout, items: items, cellStyle: cellStyle, name: name)
        for problem in problems { reportInvalidArgument(problem) }
    }

    /// What a tap on item `item` does: select it, then tell the delegate.
    func selectItem(at item: Int) {
        indexForSelectedItem = item
        (delegate as? CollectionViewDelegate)?.collectionView(self, didSelectItemAt: item)
    }

    open override var kindName: String { "Collection" }
    open override var dumpDetails: [String] { ["items=\(items.count)", "columns=\(columns)"] }

    /// Items in all sections.
    public var numberOfItems: Int { items.count }
    public var numberOfSections: Int { sections.count }

    /// The items of section `section` (UIKit's `numberOfItems(inSection:)`); 0 and a diagnostic
    /// for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        checkIndex(section, count: sections.count, "numberOfItems(inSection:)") ? sections[section].count : 0
    }

    /// The section and item of the item at `index` (counted across sections, in `0..<numberOfItems`).
    public func indexPath(forIndex index: Int) -> (section: Int, item: Int) {
        // The last section starting at or before it (an empty section starts where the next one does).
        let section = min(sectionStarts.lastIndex { $0 <= index } ?? 0, max(sections.count - 1, 0))
        return (section, index - sectionStarts[section])
    }

    /// The index across sections of item `item` of section `section`; nil (with a diagnostic
    /// naming `operation`) when there is no such item.
    public func index(section: Int, item: Int, _ operation: String) -> Int? {
        guard section >= 0, section < sections.count, item >= 0, item < sections[section].count else {
            Engine.current?.report(Diagnostic(
                kind: .indexOutOfRange, message: "\(self).\(operation) returned nil: there is no item \(item) in section \(section) (items per section: \(sections.map(\.count)))",
                subject: displayName))
            return nil
        }
        return sectionStarts[section] + item
    }

    /// Items per line of the current layout: columns of a vertical grid, rows of a horizontal one.
    public var columns: Int { layout.itemsPerLine(in: bounds.size) }

    /// Where the layout puts item `index` (UIKit's `layoutAttributesForItem(at:)`, which the
    /// collection view answers from its layout); nil and a diagnostic when there is no such item.
    public func layoutAttributesForItem(at index: Int) -> CollectionViewLayoutAttributes? {
        layout.layoutAttributesForItem(at: index)
    }

    /// The frame of item `index` in content (bounds) coordinates (`layoutAttributesForItem(at:)?.frame`).
    public func frameForItem(at index: Int) -> Rect? { layoutAttributesForItem(at: index)?.frame }

    /// The cell of item `index` if it is on screen, else nil; nil and a diagnostic when there is no such item.
    public func cellForItem(at index: Int) -> CellView? {
        guard checkIndex(index, count: items.count, "cellForItem(at:)") else { return nil }
        return bounds.intersects(cells[index].frame) ? cells[index] : nil
    }

    /// The items whose cells overlap the bounds (UIKit's `indexPathsForVisibleItems`). UIKit does
    /// not specify the order (it follows its cell reuse); Stagecraft gives item order, so traces
    /// and tests are deterministic.
    public var indexesForVisibleItems: [Int] { cells.indices.filter { bounds.intersects(cells[$0].frame) } }

    /// The cells on screen, in item order (UIKit's `visibleCells`, whose order is unspecified too).
    public var visibleCells: [CellView] { indexesForVisibleItems.map { cells[$0] } }

    /// The item under `point` (in bounds coordinates, so a scrolled grid's `contentOffset` counts),
    /// or nil in the gaps (UIKit's `indexPathForItem(at:)`).
    public func indexForItem(at point: Point) -> Int? {
        itemFrames.indices.first { itemFrames[$0].contains(point) }
    }

    /// Replaces the layout (UIKit's `setCollectionViewLayout(_:animated:)`): the cells move to the
    /// new layout's frames, at once or with the collection view's default animation
    /// (`UncertainRules.collectionLayoutChangeAnimation`); an offset the new content no longer
    /// reaches comes back inside it (`UncertainRules.layoutChangeClampsContentOffset`).
    public func setCollectionViewLayout(_ newLayout: CollectionViewFlowLayout, animated: Bool) {
        if newLayout !== layout {
            layout.collectionView = nil
            layout = newLayout
            newLayout.adopt(by: self)
        }
        guard animated else { return layoutCells() }
        let change = UncertainRules.collectionLayoutChangeAnimation
        View.animate(withDuration: change.duration, options: change.options, animations: { layoutCells() })
    }

    /// Places every cell where the layout says, for the current size (after the grid was resized
    /// or its layout changed), and keeps the offset inside the new content.
    public func layoutCells() {
        let placed = layout.placement(sectionCounts: sections.map(\.count), in: bounds.size)
        itemFrames = placed.frames
        for (index, cell) in cells.enumerated() {
            cell.frame = placed.frames[index]
            cell.layoutContent()
        }
        contentSize = placed.contentSize
        guard UncertainRules.layoutChangeClampsContentOffset else { return }
        let range = contentOffsetRange, offset = contentOffset
        let clamped = Point(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound),
                            y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
        if clamped != offset { contentOffset = clamped }
    }
}
