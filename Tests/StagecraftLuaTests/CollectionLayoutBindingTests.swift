import Testing
import Stagecraft
@testable import StagecraftLua

/// Collection views' layouts from Lua (CV1.x of docs/scrolling.md), written as UIKit code is:
/// `UICollectionViewFlowLayout()`, `layout.scrollDirection = "horizontal"`, `scrollToItem`,
/// `setCollectionViewLayout`, `layoutAttributesForItem`.
@Suite final class CollectionLayoutBindingTests {
    let lua: LuaState
    let engine = Engine()

    init() throws {
        lua = try LuaState()
        engine.advance(by: 0)
        // 7 items of 100 × 80 in a 390 × 200 grid: 20 between lines, 10 between items, insets 5/15/25/15.
        let layout = CollectionViewFlowLayout()
        lua.setGlobal("layout", layout)
        try lua.run("""
            layout.itemSize = CGSize(100, 80)
            layout.minimumLineSpacing = 20
            layout.minimumInteritemSpacing = 10
            layout.sectionInset = UIEdgeInsets(5, 15, 25, 15)
            """)
        lua.setGlobal("grid", CollectionView(frame: Rect(0, 0, 390, 200), collectionViewLayout: layout, items: ["a", "b", "c", "d", "e", "f", "g"]))
    }

    deinit {
        engine.discardEverything()
        lua.releaseAllObjects()
    }

    @Test func cv1_1_aFlowLayoutBuildsRowsOrColumnsAsUIKitNamesThem() throws {
        #expect(try lua.run("""
            return layout.scrollDirection, layout.collectionView == grid, grid.collectionViewLayout == layout,
              grid.contentSize.height, grid:cellForItem(4).frame.origin.x, grid:cellForItem(4).frame.origin.y
            """) == ["vertical", "true", "true", "310.0", "145.0", "105.0"])  // gaps widened to (360 − 300) / 2
        // Horizontal: columns of 2, minimumLineSpacing between columns, minimumInteritemSpacing down a column.
        #expect(try lua.run("""
            layout.scrollDirection = "horizontal"
            local f = grid:layoutAttributesForItem(IndexPath{item = 5, section = 0}).frame
            return grid.contentSize.width, grid.contentSize.height, f.origin.x, f.origin.y
            """) == ["490.0", "200.0", "255.0", "95.0"])
    }

    @Test func cv1_2_visibleItemsAreIndexPathsInItemOrder() throws {
        #expect(try lua.run("""
            layout.scrollDirection = "horizontal"
            grid.contentOffset = CGPoint(150, 0)
            local items = {}
            for _, indexPath in ipairs(grid.indexPathsForVisibleItems) do items[#items + 1] = indexPath.item end
            return table.concat(items, ","), #grid.visibleCells
            """) == ["2,3,4,5,6", "5"])
    }

    @Test func cv1_3_setCollectionViewLayoutAnimatedMovesTheCellsOverAQuarterSecond() throws {
        #expect(try lua.run("""
            grid:setCollectionViewLayout(UICollectionViewFlowLayout{itemSize = {50, 50}}, true)
            return grid.cells[5].frame.origin.x
            """) == ["272.0"])  // the model at once: 6 a row, gaps (390 − 300) / 5 = 18
        engine.advance(frames: 6)  // 0.1 s of 0.25
        let x = try #require(Double(try lua.run("return grid.cells[5].layer:presentation().position.x").first ?? ""))
        #expect(x > 195 && x < 297)  // the centre, on its way from 195 to 297
        engine.advance(frames: 9)
        #expect(try lua.run("return grid.cells[5].frame.origin.x, grid.cells[5].frame.width, layout.collectionView") == ["272.0", "50.0", "nil"])
    }

    @Test func cv1_4_scrollToItemTakesOneOrTwoPositions() throws {
        #expect(try lua.run("""
            grid:scrollToItem(3, "top", false)
            local a = grid.contentOffset.y
            grid:scrollToItem(IndexPath{item = 6}, {"top", "centeredHorizontally"}, false)
            return a, grid.contentOffset.y, grid.contentOffset.x
            """) == ["105.0", "110.0", "0.0"])
    }

    @Test func cv1_1_theOptionsTableSetsTheSameProperties() throws {
        #expect(try lua.run("""
            local l = UICollectionViewFlowLayout{scrollDirection = "horizontal", itemSize = {60, 40}, minimumLineSpacing = 4,
                                                 minimumInteritemSpacing = 2, sectionInset = UIEdgeInsets(1, 2, 3, 4), itemsPerLine = 3}
            local g = UICollectionView{frame = {0, 0, 300, 200}, collectionViewLayout = l, items = {"a", "b", "c", "d"}}
            return g:cellForItem(3).frame.origin.x, g:cellForItem(2).frame.origin.y, l.itemsPerLine, l.sectionInset.right
            """) == ["66.0", "157.0", "3", "4.0"])  // column 1 at 2 + 60 + 4; 196 pt down, gaps (196 − 120) / 2 = 38: 1 + 2·78
    }

    @Test func cv1_6_sectionsTakeIndexPathsWithASection() throws {
        #expect(try lua.run("""
            local g = UICollectionView{frame = {0, 0, 390, 200}, collectionViewLayout = layout,
                                       sections = {{"a", "b", "c"}, {}, {"d", "e", "f", "g"}}}
            local cell = g:cellForItem(IndexPath{item = 0, section = 2})
            local a = g:layoutAttributesForItem(IndexPath(3, 2))
            local picked = g:indexPathForItem(CGPoint(20, 150))
            return g.numberOfSections, g:numberOfItemsInSection(2), cell.frame.origin.y, a.frame.origin.y, tostring(a.indexPath),
              tostring(picked), g:cellForItem(IndexPath{item = 0, section = 1}), g:cellForItem(3) == cell
            """) == ["3", "4", "145.0", "245.0", "IndexPath(row: 3, section: 2)", "IndexPath(row: 0, section: 2)", "nil", "true"])
        #expect(engine.diagnostics.map(\.kind) == [.indexOutOfRange])
        for (source, message) in [
            ("UICollectionView{collectionViewLayout = layout, items = {'a'}, sections = {{'b'}}}", "give items (one section) or sections, not both"),
            ("UICollectionView{itemSize = {1, 1}, sections = {{'b'}}}", "sections need a collectionViewLayout"),
            ("UICollectionView{collectionViewLayout = layout, sections = {'b'}}", "section 1 of sections is not a list of strings"),
        ] {
            do { _ = try lua.run(source, chunkName: "@bad.lua"); Issue.record("expected an error for \(source)") } catch {
                #expect(error.message.hasPrefix("bad.lua:1:") && error.message.contains(message), "\(source): \(error.message)")
            }
        }
    }

    @Test func cv1_5_layoutAttributesAreATableOfUIKitsNames() throws {
        #expect(try lua.run("""
            local a = layout:layoutAttributesForItem(4)
            return a.frame.width, a.center.x, a.center.y, a.size.height, a.alpha, a.transform.a, a.zIndex, a.indexPath.item,
              UICollectionViewFlowLayout():layoutAttributesForItem(0)
            """) == ["100.0", "195.0", "145.0", "80.0", "1.0", "1.0", "0", "4", "nil"])
    }

    @Test func cv1_badLayoutValuesAndPositionsAreErrorsNamingTheLine() throws {
        for (source, message) in [
            ("layout.itemSize = {-1, 10}", "itemSize must be finite and ≥ 0"),
            ("layout.minimumLineSpacing = -1", "minimumLineSpacing must be a finite number ≥ 0"),
            ("layout.scrollDirection = 'diagonal'", "\"vertical\" or \"horizontal\""),
            ("layout.itemsPerLine = 0", "itemsPerLine must be from 1 to 10000"),
            ("layout.itemsPerLine = math.maxinteger", "itemsPerLine must be from 1 to 10000"),
            ("UICollectionViewFlowLayout{spacing = 3}", "spacing"),
            ("grid:scrollToItem(1, {'top', 'bottom'}, false)", "at most one vertical and one horizontal position"),
            ("grid:scrollToItem(1, 'middle', false)", "\"top\""),
            ("grid:setCollectionViewLayout(grid, true)", "CollectionViewFlowLayout expected"),
            ("UICollectionView{collectionViewLayout = layout, itemSize = {1, 1}, items = {}}", "itemSize is the layout's to say"),
        ] {
            do { _ = try lua.run(source, chunkName: "@bad.lua"); Issue.record("expected an error for \(source)") } catch {
                #expect(error.message.hasPrefix("bad.lua:1:") && error.message.contains(message), "\(source): \(error.message)")
            }
        }
        #expect(try lua.run("return layout.itemSize.width, layout.minimumLineSpacing, grid.contentOffset.y") == ["100.0", "20.0", "0.0"])
    }
}
