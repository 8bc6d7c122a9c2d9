import Testing
@testable import Stagecraft

/// CV1 (docs/scrolling.md): a collection view's flow layout, vertical and horizontal, its layout
/// attributes, replacing the layout, the visible items and `scrollToItem`. Expected frames are
/// worked out by hand from UICollectionViewFlowLayout's documented geometry.
@Suite struct CollectionLayoutTests {
    /// 100 × 80 items, 20 between lines, 10 between the items of a line; insets 5 top, 15 sides, 25 bottom.
    static func layout(_ direction: CollectionViewFlowLayout.ScrollDirection) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = direction
        layout.itemSize = Size(100, 80)
        layout.minimumLineSpacing = 20
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = EdgeInsets(top: 5, left: 15, bottom: 25, right: 15)
        return layout
    }

    static func grid(_ direction: CollectionViewFlowLayout.ScrollDirection, items: Int = 7) -> CollectionView {
        CollectionView(frame: Rect(0, 0, 390, 200), collectionViewLayout: layout(direction), items: (0..<items).map { "i\($0)" })
    }

    // MARK: CV1.1 the flow layout's geometry

    @Test func cv1_1_verticalRowsUseInteritemSpacingAcrossAndLineSpacingDown() {
        let grid = Self.grid(.vertical)
        // 360 pt across inside the insets: 3 items take 3·100 + 2·10 = 320, 4 would take 430; the
        // 40 pt left over widen the two gaps to 30.
        #expect(grid.columns == 3)
        #expect(grid.cells[4].frame == Rect(145, 105, 100, 80))  // row 1, column 1: 15 + 130, 5 + 80 + 20
        #expect(grid.contentSize == Size(390, 310))  // 5 + 3·80 + 2·20 + 25
    }

    @Test func cv1_1_aShorterLastLineKeepsTheColumnsAndALoneItemIsCentred() {
        let grid = Self.grid(.vertical, items: 8)  // rows of 3, 3, 2
        #expect(grid.cells[7].frame == Rect(145, 205, 100, 80))  // column 1, not spread to the right edge
        grid.collectionViewLayout.itemSize = Size(300, 80)  // one a row: 15 + (360 − 300)/2
        #expect(grid.cells[1].frame == Rect(45, 105, 300, 80))
        // Without spreading (the grids of CollectionView(itemSize:spacing:…)): the minimum spacing, from the inset.
        grid.collectionViewLayout.itemSize = Size(100, 80)
        grid.collectionViewLayout.distributesLeftoverSpace = false
        #expect(grid.cells[4].frame == Rect(125, 105, 100, 80) && grid.cells[1].frame.minX == 125)
    }

    @Test func cv1_1_horizontalColumnsUseInteritemSpacingDownAndLineSpacingAcross() {
        let grid = Self.grid(.horizontal)
        // 170 pt down inside the insets: 2 items take 2·80 + 10 = 170 exactly, 3 would take 260.
        #expect(grid.columns == 2)
        #expect(grid.cells[1].frame == Rect(15, 95, 100, 80))   // column 0, second item: 5 + 80 + 10
        #expect(grid.cells[4].frame == Rect(255, 5, 100, 80))   // column 2: 15 + 2·(100 + 20)
        #expect(grid.cells[6].frame == Rect(375, 5, 100, 80))
        #expect(grid.contentSize == Size(490, 200))  // 15 + 4·100 + 3·20 + 15; as tall as the grid
        #expect(grid.scrollableAxes.horizontal && !grid.scrollableAxes.vertical)
    }

    @Test func cv1_1_changingAPropertyRelaysOutAtOnceAndBadValuesAreRefused() {
        let engine = Engine()
        let grid = Self.grid(.vertical)
        grid.collectionViewLayout.scrollDirection = .horizontal
        #expect(grid.cells[4].frame == Rect(255, 5, 100, 80))
        grid.collectionViewLayout.itemSize = Size(.nan, 10)
        grid.collectionViewLayout.minimumLineSpacing = -1
        #expect(grid.collectionViewLayout.itemSize == Size(100, 80) && grid.collectionViewLayout.minimumLineSpacing == 20)
        #expect(engine.diagnostics.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(grid.cells[4].frame == Rect(255, 5, 100, 80))
    }

    @Test func cv1_1_aHugeItemCountPerLineIsCappedRatherThanOverflowing() {
        let grid = CollectionView(frame: Rect(0, 0, 100, 100), itemSize: Size(1, 1), columns: Int.max, items: ["a", "b"])
        #expect(grid.columns == CollectionViewFlowLayout.maximumItemsPerLine)
        #expect(grid.contentSize == Size(100, 1) && grid.cells[1].frame == Rect(11, 0, 1, 1))  // one row: 1 + 10
    }

    // MARK: CV1.2 visible items

    @Test func cv1_2_visibleItemsAreThoseOverlappingTheBoundsInItemOrder() {
        let grid = Self.grid(.horizontal)
        // Columns span x 15–115, 135–235, 255–355, 375–475.
        grid.contentOffset = Point(150, 0)
        #expect(grid.indexesForVisibleItems == [2, 3, 4, 5, 6])
        #expect(grid.visibleCells.map(\.label.text) == ["i2", "i3", "i4", "i5", "i6"])
        // An edge that only touches the bounds is not an overlap; half a point is.
        grid.contentOffset = Point(115, 0)
        #expect(grid.indexesForVisibleItems == [2, 3, 4, 5, 6])
        grid.contentOffset = Point(114.5, 0)
        #expect(grid.indexesForVisibleItems == [0, 1, 2, 3, 4, 5, 6])  // column 0 ends at 115, column 3 at 475 < 504.5
    }

    // MARK: CV1.3 replacing the layout

    @Test func cv1_3_settingTheLayoutMovesTheCellsAtOnceAndReleasesTheOldLayout() {
        let grid = Self.grid(.vertical)
        let old = grid.collectionViewLayout
        let new = Self.layout(.horizontal)
        grid.collectionViewLayout = new
        #expect(old.collectionView == nil && new.collectionView === grid)
        #expect(grid.cells[4].frame == Rect(255, 5, 100, 80))
        old.itemSize = Size(10, 10)  // no longer the grid's: nothing moves
        #expect(grid.cells[4].frame == Rect(255, 5, 100, 80))
        // A layout given to another grid leaves the first one, which gets a default flow layout.
        let other = CollectionView(frame: Rect(0, 0, 390, 200), collectionViewLayout: CollectionViewFlowLayout(), items: ["x"])
        other.collectionViewLayout = new
        #expect(new.collectionView === other && grid.collectionViewLayout !== new)
        #expect(grid.cells[0].frame == Rect(0, 0, 50, 50))
    }

    @Test func cv1_3_anAnimatedChangeMovesTheCellsWithTheDefaultAnimation() {
        let engine = Engine()
        let grid = Self.grid(.vertical)
        // 50 × 50, at least 10 apart: 6 a row, (390 + 10) / 60 = 6.67, the gaps widened to (390 − 300) / 5 = 18.
        let small = CollectionViewFlowLayout()
        grid.setCollectionViewLayout(small, animated: true)
        #expect(grid.cells[4].frame == Rect(272, 0, 50, 50))  // the model moves at once; it was at (145, 105)
        engine.advance(frames: 6)  // 0.1 s of 0.25 s (presentation values are the last frame's)
        let early = grid.cells[4].presentation.frame, f = Reference.easeInOut(0.4)
        #expect(close(early.minX, Reference.lerp(145, 272, f)) && close(early.minY, Reference.lerp(105, 0, f)))
        #expect(close(early.width, Reference.lerp(100, 50, f)) && close(early.height, Reference.lerp(80, 50, f)))
        engine.advance(frames: 6)  // 0.2 s
        #expect(close(grid.cells[4].presentation.frame.minX, Reference.lerp(145, 272, Reference.easeInOut(0.8))))
        engine.advance(frames: 3)  // 0.25 s: the end
        #expect(grid.cells[4].presentation.frame == Rect(272, 0, 50, 50))
    }

    @Test func cv1_3_aLayoutChangeWhileScrolledKeepsTheOffsetInsideTheNewContent() {
        let grid = Self.grid(.vertical)
        grid.contentOffset = Point(0, 110)  // the end: 310 − 200
        grid.collectionViewLayout = CollectionViewFlowLayout()  // two rows of 50: 110 pt of content
        #expect(grid.contentSize == Size(390, 110))
        #expect(grid.contentOffset == Point(0, 0))
        // An offset the new content still reaches stays where it is.
        let tall = Self.grid(.vertical, items: 30)  // 10 rows: 5 + 10·80 + 9·20 + 25 = 1010
        tall.contentOffset = Point(0, 300)
        tall.collectionViewLayout.minimumLineSpacing = 0  // 5 + 800 + 25 = 830: 300 is still inside
        #expect(tall.contentSize.height == 830 && tall.contentOffset == Point(0, 300))
        tall.collectionViewLayout.itemSize = Size(100, 20)  // 5 + 200 + 25 = 230: at most 30
        #expect(tall.contentOffset == Point(0, 30))
    }

    // MARK: CV1.4 scrollToItem

    @Test func cv1_4_verticalPositionsPlaceTheItemAndClampAtTheContentsEnds() {
        let engine = Engine()
        let grid = Self.grid(.vertical)  // rows at y 5–85, 105–185, 205–285; offsets 0…110
        grid.scrollToItem(at: 3, at: [.top], animated: false)
        #expect(grid.contentOffset == Point(0, 105))
        grid.scrollToItem(at: 3, at: [.centeredVertically], animated: false)
        #expect(grid.contentOffset == Point(0, 45))  // 145 − 100
        grid.scrollToItem(at: 6, at: [.bottom], animated: false)
        #expect(grid.contentOffset == Point(0, 85))  // 285 − 200
        grid.scrollToItem(at: 6, at: [.top], animated: false)
        #expect(grid.contentOffset == Point(0, 110))  // 205 is past the end
        grid.scrollToItem(at: 0, at: [.bottom], animated: false)
        #expect(grid.contentOffset == Point(0, 0))  // 85 − 200 is before the start
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func cv1_4_theVisibleAreaIsTheBoundsLessTheAdjustedInsets() {
        let grid = Self.grid(.vertical)
        grid.contentInset = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)  // offsets −20…120
        grid.scrollToItem(at: 3, at: [.top], animated: false)
        #expect(grid.contentOffset == Point(0, 85))  // 105 − 20
        grid.scrollToItem(at: 6, at: [.bottom], animated: false)
        #expect(grid.contentOffset == Point(0, 95))  // 285 − 20 − 170
        grid.scrollToItem(at: 0, at: [.top], animated: false)
        #expect(grid.contentOffset == Point(0, -15))  // 5 − 20, inside the range
    }

    @Test func cv1_4_horizontalPositionsPlaceTheItemAndClampAtTheContentsEnds() {
        let grid = Self.grid(.horizontal, items: 11)  // 6 columns: 15 + 600 + 100 + 15 = 730; offsets 0…340
        grid.scrollToItem(at: 4, at: [.left], animated: false)
        #expect(grid.contentOffset == Point(255, 0))
        grid.scrollToItem(at: 4, at: [.centeredHorizontally], animated: false)
        #expect(grid.contentOffset == Point(110, 0))  // 305 − 195
        grid.scrollToItem(at: 10, at: [.right], animated: false)
        #expect(grid.contentOffset == Point(325, 0))  // 715 − 390
        grid.scrollToItem(at: 10, at: [.left], animated: false)
        #expect(grid.contentOffset == Point(340, 0))  // 615 is past the end
        // A vertical position on a grid that does not scroll vertically changes nothing.
        grid.scrollToItem(at: 1, at: [.bottom, .left], animated: false)
        #expect(grid.contentOffset == Point(15, 0))
    }

    @Test func cv1_4_twoPositionsOnOneAxisOrAMissingItemScrollNowhere() {
        let engine = Engine()
        let grid = Self.grid(.vertical)
        grid.contentOffset = Point(0, 30)
        #expect(grid.scrollToItem(at: 3, at: [.top, .bottom], animated: false) == false)
        #expect(grid.scrollToItem(at: 7, at: [.top], animated: false) == false)
        #expect(grid.contentOffset == Point(0, 30))
        #expect(engine.diagnostics.map(\.kind) == [.invalidValue, .indexOutOfRange])
    }

    @Test func cv1_4_animatedScrollsAsSetContentOffsetAnimatedDoes() {
        let engine = Engine()
        let grid = Self.grid(.vertical)
        grid.scrollToItem(at: 3, at: [.top], animated: true)
        #expect(grid.contentOffset == Point(0, 0))
        engine.advance(by: 0.15)
        #expect(grid.contentOffset.y > 0 && grid.contentOffset.y < 105)
        engine.advance(by: 0.15)
        #expect(grid.contentOffset == Point(0, 105))
    }

    // MARK: CV1.6 sections

    /// Sections of 3, 0 and 4 items in the 390 × 200 grid.
    static func sectioned(_ direction: CollectionViewFlowLayout.ScrollDirection) -> CollectionView {
        CollectionView(frame: Rect(0, 0, 390, 200), collectionViewLayout: layout(direction),
                       sections: [["a0", "a1", "a2"], [], ["c0", "c1", "c2", "c3"]])
    }

    @Test func cv1_6_verticalSectionsStackEachInsideItsInsetsStartingANewRow() {
        let engine = Engine()
        let grid = Self.sectioned(.vertical)
        // Section 0: 5 + one row of 80 + 25 = 110; the empty section: 5 + 25 → 140; section 2 starts
        // at 145 with two rows (3 + 1): 145 + 80 + 20 + 80 + 25 = 350.
        #expect(grid.numberOfSections == 3 && grid.numberOfItems == 7)
        #expect(grid.numberOfItems(inSection: 1) == 0 && grid.numberOfItems(inSection: 2) == 4)
        #expect(grid.cells[3].frame == Rect(15, 145, 100, 80))   // section 2, item 0: a new row, not after a2
        #expect(grid.cells[6].frame == Rect(15, 245, 100, 80))   // section 2, item 3
        #expect(grid.contentSize == Size(390, 350))
        #expect(grid.indexPath(forIndex: 3) == (2, 0) && grid.indexPath(forIndex: 6) == (2, 3) && grid.indexPath(forIndex: 2) == (0, 2))
        #expect(grid.index(section: 2, item: 3, "test") == 6)
        #expect(grid.cells[6].name == "section 2 item 3")
        #expect(engine.diagnostics.isEmpty)
        #expect(grid.index(section: 1, item: 0, "test") == nil)
        #expect(grid.numberOfItems(inSection: 3) == 0)
        #expect(engine.diagnostics.map(\.kind) == [.indexOutOfRange, .indexOutOfRange])
    }

    @Test func cv1_6_horizontalSectionsSitSideBySideEachInsideItsInsets() throws {
        let grid = Self.sectioned(.horizontal)
        // Section 0: 15 + two columns (2 + 1 items) 100 + 20 + 100 + 15 = 250; the empty one 15 + 15 → 280;
        // section 2 from 295: 295 + 100 + 20 + 100 + 15 = 530.
        #expect(grid.cells[2].frame == Rect(135, 5, 100, 80))
        #expect(grid.cells[3].frame == Rect(295, 5, 100, 80))
        #expect(grid.cells[6].frame == Rect(415, 95, 100, 80))
        #expect(grid.contentSize == Size(530, 200))
        let attributes = try #require(grid.layoutAttributesForItem(at: 6))
        #expect(attributes.section == 2 && attributes.item == 3 && attributes.frame == Rect(415, 95, 100, 80))
        grid.scrollToItem(at: 5, at: [.right], animated: false)  // section 2, item 2: 515 − 390
        #expect(grid.contentOffset == Point(125, 0))
    }

    // MARK: CV1.5 layout attributes

    @Test func cv1_5_attributesComeFromTheLayoutOnTheLayoutAndOnTheCollectionView() throws {
        let engine = Engine()
        let grid = Self.grid(.horizontal)
        let attributes = try #require(grid.layoutAttributesForItem(at: 5))
        #expect(attributes.item == 5 && attributes.frame == Rect(255, 95, 100, 80))
        #expect(attributes.center == Point(305, 135) && attributes.size == Size(100, 80))
        #expect(attributes.alpha == 1 && attributes.transform == .identity && attributes.zIndex == 0)
        #expect(grid.collectionViewLayout.layoutAttributesForItem(at: 5) == attributes)
        grid.contentOffset = Point(100, 0)  // content coordinates: scrolling does not move them
        #expect(grid.layoutAttributesForItem(at: 5)?.frame == Rect(255, 95, 100, 80))
        #expect(grid.layoutAttributesForItem(at: 7) == nil)
        #expect(engine.diagnostics.map(\.kind) == [.indexOutOfRange])
        #expect(CollectionViewFlowLayout().layoutAttributesForItem(at: 0) == nil)  // no collection view: nothing to lay out
        #expect(engine.diagnostics.count == 1)
    }
}
