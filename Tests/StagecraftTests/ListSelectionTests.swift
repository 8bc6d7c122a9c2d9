import Testing
@testable import Stagecraft

/// Selection in lists and grids, as UIKit's table and collection views do it: a tap on a cell
/// selects it on touch-up and tells the delegate; a pan does not; points are in the list's own
/// (scrolled) coordinates; cells of rows off screen are nil.
@Suite struct ListSelectionTests {
    let stage = GestureStage()
    /// 20 rows of 50 pt in a 300 pt tall list at the top of the card: rows 0…5 on screen.
    let list = ListView(frame: Rect(0, 0, 390, 300), rowHeight: 50, rows: (0..<20).map { "row\($0)" }, name: "list")
    let recorder = SelectionRecorder()

    init() {
        stage.card.addSubview(list)
        list.delegate = recorder
    }

    @Test func didSelectRowAtRunsOnTouchUpOfATapInsideACell() {
        // Held 0.3 s before lifting: nothing while the finger is down, the row on touch-up.
        stage.synth.tap(at: Point(100, 125), duration: 0.3)
        stage.engine.advance(by: 0.2)
        #expect(recorder.rows == [])
        stage.engine.advance(by: 0.5)
        #expect(recorder.rows == [2])  // y 125 is in row 2 (100…150)
        #expect(list.indexForSelectedRow == 2)
    }

    /// T12.6e: a button in a cell keeps its tap: it fires and the row is not selected; a tap beside
    /// it in the same cell still selects the row.
    @Test func t12_6_aButtonInACellFiresAndTheRowIsNotSelected() throws {
        let cell = try #require(list.cellForRow(at: 2))
        let button = Button(type: .system, frame: Rect(300, 5, 80, 40), name: "more")
        cell.contentView.addSubview(button)
        var taps = 0
        button.addAction(for: .touchUpInside) { _, _ in taps += 1 }
        stage.synth.tap(at: Point(340, 125))  // row 2 is y 100…150; the button x 300…380
        stage.engine.advance(by: 1)
        #expect(taps == 1)
        #expect(recorder.rows == [])
        stage.synth.tap(at: Point(100, 125))
        stage.engine.advance(by: 1)
        #expect(recorder.rows == [2] && taps == 1)
    }

    @Test func aCellHeldLongerThanATapIsStillSelectedWhenLifted() {
        // UIKit's tables have no tap time limit: a long press released in place selects.
        stage.synth.tap(at: Point(100, 25), duration: 1.5)
        stage.engine.advance(by: 2)
        #expect(recorder.rows == [0])
    }

    @Test func aPanOverTheListSelectsNothing() {
        stage.synth.pan(from: Point(100, 125), to: Point(100, 225), duration: 0.3)
        stage.engine.advance(by: 1)
        #expect(recorder.rows == [])
        #expect(list.indexForSelectedRow == nil)
    }

    @Test func aTapBelowTheLastRowSelectsNothing() {
        let short = ListView(frame: Rect(0, 400, 390, 300), rowHeight: 50, rows: ["a", "b"], name: "short")
        stage.card.addSubview(short)
        short.delegate = recorder
        stage.synth.tap(at: Point(100, 400 + 150))  // rows end at 100
        stage.engine.advance(by: 1)
        #expect(recorder.rows == [])
    }

    @Test func indexPathForRowUsesTheTablesScrolledCoordinates() {
        list.contentOffset = Point(0, 120)
        // In the table's coordinate space (its bounds): y 130 is row 2, whatever the scroll.
        #expect(list.indexForRow(at: Point(10, 130)) == 2)
        #expect(list.indexForRow(at: Point(10, 1000)) == nil)  // past the 20 rows (1000 pt)
        // A tap 10 pt below the list's top edge is content y 130: row 2, not row 0.
        stage.synth.tap(at: Point(100, 10))
        stage.engine.advance(by: 1)
        #expect(recorder.rows == [2])
    }

    @Test func cellForRowIsNilForRowsNotVisible() {
        #expect(list.cellForRow(at: 5) === list.cells[5])
        #expect(list.cellForRow(at: 10) == nil)  // 500…550, below the 300 pt bounds
        list.scrollToRow(at: 10)
        #expect(list.cellForRow(at: 10) === list.cells[10])
        #expect(list.cellForRow(at: 0) == nil)
    }

    @Test func didSelectItemAtRunsForATapOnAGridItemAndNotInTheGaps() {
        // 100 × 100 items, 10 apart, 3 columns: item 4 is at (110, 110, 100, 100).
        let grid = CollectionView(frame: Rect(0, 400, 390, 400), itemSize: Size(100, 100), columns: 3, items: (0..<9).map { "i\($0)" }, name: "grid")
        stage.card.addSubview(grid)
        grid.delegate = recorder
        stage.synth.tap(at: Point(160, 400 + 160))
        stage.engine.advance(by: 1)
        stage.synth.tap(at: Point(105, 400 + 50))  // the gap between items 0 and 1
        stage.engine.advance(by: 1)
        #expect(recorder.items == [4])
        #expect(grid.indexForSelectedItem == 4)
        #expect(grid.indexForItem(at: Point(160, 160)) == 4)
    }

    @Test func customCellsHoldOnlyTheirContentView() {
        let custom = ListView(frame: Rect(0, 0, 390, 300), rowHeight: 84, rows: ["a"], cellStyle: .custom)
        let cell = custom.cells[0]
        #expect(cell.subviews.map { $0 === cell.contentView } == [true])
        #expect(cell.contentView.subviews.isEmpty)
        #expect(cell.contentView.frame == Rect(0, 0, 390, 84))
    }

    @Test func theListsSelectionDoesNotStopOtherRecognizers() {
        // A tap recognizer on the screen behind the list still fires: selection recognises alongside.
        let tap = TapGestureRecognizer(name: "screen-tap")
        stage.card.addGestureRecognizer(tap)
        stage.synth.tap(at: Point(100, 125))
        stage.engine.advance(by: 1)
        #expect(tap.state == .ended)
        #expect(recorder.rows == [2])
    }
}

final class SelectionRecorder: ListViewDelegate, CollectionViewDelegate {
    var rows: [Int] = []
    var items: [Int] = []
    func tableView(_ tableView: ListView, didSelectRowAt row: Int) { rows.append(row) }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt item: Int) { items.append(item) }
}
