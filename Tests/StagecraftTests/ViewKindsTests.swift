import Testing
@testable import Stagecraft

/// Labels, image views, cells, lists and grids: the view kinds the seed articles' screens use.
@Suite struct ViewKindsTests {
    let seedRows = ["star", "heart", "bolt", "leaf", "flame"]

    @Test func labelAndImageViewDefaults() {
        let engine = Engine()
        let label = Label(text: "Hello")
        #expect(label.kindName == "Label" && label.text == "Hello")
        #expect(label.fontSize == 17 && label.textColor == .black && label.textAlignment == .natural)
        #expect(!label.isUserInteractionEnabled)  // as UILabel
        label.fontSize = -3
        label.fontSize = .nan
        #expect(label.fontSize == 17)
        #expect(engine.diagnostics.map(\.kind) == [.invalidValue, .invalidValue])
        let image = ImageView(imageName: "pizza")
        #expect(image.kindName == "ImageView" && image.imageName == "pizza" && image.contentMode == .scaleToFill)
        #expect(!image.isUserInteractionEnabled)  // as UIImageView
    }

    @Test func rowCellsNestAndLayOutLikeSeedS4() {
        let cell = CellView(frame: Rect(0, 0, 390, 84), style: .row, text: "star", imageName: "star")
        #expect(cell.kindName == "Cell")
        #expect(cell.subviews.count == 1 && cell.subviews[0] === cell.contentView)
        #expect(cell.contentView.subviews.count == 2)
        #expect(cell.contentView.subviews[0] === cell.imageView && cell.contentView.subviews[1] === cell.label)
        #expect(cell.contentView.frame == Rect(0, 0, 390, 84))
        // Seed S4: image 20 from the top, bottom and leading edge, 44 square; label 20 after it and 20 from the end.
        #expect(cell.imageView.frame == Rect(20, 20, 44, 44))
        #expect(cell.label.frame == Rect(84, 0, 286, 84))
        #expect(cell.label.text == "star" && cell.imageView.imageName == "star")
        // A 44-pt row keeps 8 pt above and below a smaller image.
        let short = CellView(frame: Rect(0, 0, 390, 44))
        #expect(short.imageView.frame == Rect(20, 8, 28, 28))
        #expect(short.label.frame == Rect(68, 0, 302, 44))
    }

    @Test func tileCellsPutTheLabelInAStripUnderTheImage() {
        let tall = CellView(frame: Rect(0, 0, 100, 120), style: .tile)
        #expect(tall.imageView.frame == Rect(0, 0, 100, 96))  // a 24-pt strip
        #expect(tall.label.frame == Rect(0, 96, 100, 24))
        let small = CellView(frame: Rect(0, 0, 60, 60), style: .tile)
        #expect(small.imageView.frame == Rect(0, 0, 60, 45))  // the strip is a quarter of 60
        #expect(small.label.frame == Rect(0, 45, 60, 15))
    }

    /// A 390 × 300 list at (0, 50) in a window, with seed S4's 84-pt rows.
    func seedList() -> (window: Window, list: ListView) {
        let window = Window()
        let list = ListView(frame: Rect(0, 50, 390, 300), rowHeight: 84, rows: seedRows, name: "list")
        window.addSubview(list)
        return (window, list)
    }

    @Test func listRowsAndVisibleCells() {
        let engine = Engine()
        let (_, list) = seedList()
        #expect(list.kindName == "List" && list.numberOfRows == 5 && list.clipsToBounds)
        #expect(list.cells.count == 5 && list.subviews.count == 5)
        #expect(list.rectForRow(at: 2) == Rect(0, 168, 390, 84))
        #expect(list.cells[2].frame == Rect(0, 168, 390, 84))
        #expect(list.cells[2].label.text == "bolt" && list.cells[2].imageView.imageName == "bolt")
        #expect(list.contentSize == Size(390, 420))
        #expect(list.indexesForVisibleRows == [0, 1, 2, 3])  // row 3 spans 252…336, the bounds end at 300
        #expect(list.visibleCells.count == 4 && list.visibleCells[3] === list.cells[3])
        #expect(list.cellForRow(at: 1) === list.cells[1])
        #expect(list.cellForRow(at: 4) == nil)  // off screen, as in UIKit
        #expect(engine.diagnostics.isEmpty)
        #expect(list.cellForRow(at: 5) == nil)
        #expect(list.rectForRow(at: -1) == nil)
        #expect(engine.diagnostics.map(\.kind) == [.indexOutOfRange, .indexOutOfRange])
        #expect(list.indexForRow(at: Point(10, 200)) == 2)
        #expect(list.indexForRow(at: Point(10, 500)) == nil)
    }

    @Test func t10_2_scrollingMovesTheBoundsOriginNotTheCells() {
        let (window, list) = seedList()
        list.contentOffset = Point(0, 100)
        #expect(list.bounds.origin == Point(0, 100))
        #expect(list.cells[2].frame == Rect(0, 168, 390, 84))
        #expect(list.indexesForVisibleRows == [1, 2, 3, 4])  // bounds y 100…400
        #expect(list.cellForRow(at: 0) == nil)
        // Row 2's image: list at y 50, row at 168 − 100 scrolled, image 20 in.
        let image = list.cells[2].imageView
        #expect(image.convert(image.bounds, to: nil) == Rect(20, 138, 44, 44))
        #expect(window.convert(image.bounds, from: image) == Rect(20, 138, 44, 44))
        // Image views and labels take no touches: a tap on the image lands on the cell's content view.
        #expect(window.hitTest(Point(30, 150)) === list.cells[2].contentView)
    }

    @Test func scrollToRowStopsAtTheEndOfTheContent() {
        let (_, list) = seedList()
        list.scrollToRow(at: 1)
        #expect(list.contentOffset == Point(0, 84))
        list.scrollToRow(at: 4)
        #expect(list.contentOffset == Point(0, 120))  // 420 of content − 300 of bounds
    }

    @Test func contentOffsetAnimatesThroughBounds() {
        let engine = Engine()
        let (_, list) = seedList()
        View.animate(withDuration: 1, options: .curveLinear, animations: { list.contentOffset = Point(0, 100) })
        engine.advance(by: 0.5)
        #expect(list.contentOffset == Point(0, 100))
        #expect(abs(list.presentation.bounds.origin.y - 50) < 1e-9)
        list.contentOffset = Point(.nan, 0)
        #expect(list.contentOffset == Point(0, 100))
        #expect(engine.diagnostics.map(\.kind) == [.invalidValue])
    }

    @Test func perRowHeightsAndTheirMisuse() {
        let engine = Engine()
        let list = ListView(frame: Rect(0, 0, 100, 100), rowHeights: [10, 20, 30], rows: ["a", "b", "c"])
        #expect(list.rectForRow(at: 2) == Rect(0, 30, 100, 30))
        #expect(list.contentSize.height == 60)
        #expect(list.indexForRow(at: Point(0, 29.5)) == 1)
        let short = ListView(frame: Rect(0, 0, 100, 100), rowHeights: [10], rows: ["a", "b", "c"])
        #expect(short.rowHeights == [10, 44, 44])
        let bad = ListView(frame: Rect(0, 0, 100, 100), rowHeights: [-5, 10], rows: ["a", "b"])
        #expect(bad.rowHeights == [44, 10])
        #expect(engine.diagnostics.map(\.kind) == [.invalidValue, .invalidValue])
    }

    @Test func layoutCellsFollowsANewWidth() {
        let (_, list) = seedList()
        list.frame = Rect(0, 50, 200, 300)
        list.layoutCells()
        #expect(list.cells[0].frame == Rect(0, 0, 200, 84))
        #expect(list.cells[0].label.frame == Rect(84, 0, 96, 84))  // 200 − 84 − 20
        #expect(list.contentSize == Size(200, 420))
    }

    /// A 390 × 200 grid of 100 × 120 items, 10 apart, 15 in from every edge.
    func pizzaGrid(columns: Int? = nil) -> CollectionView {
        CollectionView(
            frame: Rect(0, 0, 390, 200), itemSize: Size(100, 120), spacing: 10, columns: columns,
            insets: EdgeInsets(all: 15), items: ["margherita", "diavola", "funghi", "capricciosa", "marinara", "quattro", "calzone"])
    }

    @Test func collectionItemsFillRowsOfFittingColumns() {
        let engine = Engine()
        let grid = pizzaGrid()
        // 360 pt of width: 3 items take 3·100 + 2·10 = 320; 4 would take 430.
        #expect(grid.columns == 3 && grid.kindName == "Collection" && grid.numberOfItems == 7)
        #expect(grid.frameForItem(at: 4) == Rect(125, 145, 100, 120))  // column 1, row 1
        #expect(grid.cells[4].frame == Rect(125, 145, 100, 120))
        #expect(grid.cells[4].imageView.imageName == "marinara" && grid.cells[4].label.text == "marinara")
        #expect(grid.contentSize == Size(390, 410))  // 15 + 3·120 + 2·10 + 15
        #expect(grid.indexesForVisibleItems == [0, 1, 2, 3, 4, 5])  // the third row starts at 275
        #expect(grid.cellForItem(at: 5) === grid.cells[5])
        #expect(grid.cellForItem(at: 6) == nil)
        #expect(engine.diagnostics.isEmpty)
        #expect(grid.cellForItem(at: 7) == nil)
        #expect(grid.frameForItem(at: -1) == nil)
        #expect(engine.diagnostics.map(\.kind) == [.indexOutOfRange, .indexOutOfRange])
        #expect(grid.indexForItem(at: Point(120, 20)) == nil)  // in the gap between columns 0 and 1
        #expect(grid.indexForItem(at: Point(130, 150)) == 4)
    }

    @Test func collectionWithGivenColumnsAndInvalidArguments() {
        let engine = Engine()
        let two = pizzaGrid(columns: 2)
        #expect(two.columns == 2 && two.frameForItem(at: 3) == Rect(125, 145, 100, 120))
        let bad = CollectionView(frame: Rect(0, 0, 200, 200), itemSize: Size(-1, 5), spacing: .nan, columns: 0, items: ["a"])
        #expect(bad.collectionViewLayout.itemSize == Size(50, 50) && bad.collectionViewLayout.minimumLineSpacing == 10)
        #expect(bad.columns == 3)  // (200 + 10) / 60 = 3.5
        #expect(engine.diagnostics.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
    }

    @Test func seedS2CellImageConvertsIntoATransitionContainer() {
        let window = Window()
        let container = View(frame: window.bounds, name: "container")
        let grid = pizzaGrid()
        grid.frame = Rect(0, 100, 390, 200)
        window.addSubview(grid)
        window.addSubview(container)
        grid.contentOffset = Point(0, 130)  // the second row moves up to y 15 of the grid
        let image = grid.cells[4].imageView
        // Item 4 at (125, 145) in the grid's content, 130 scrolled, grid at y 100; the image fills the top 96.
        #expect(container.convert(image.bounds, from: image) == Rect(125, 115, 100, 96))
    }
}
