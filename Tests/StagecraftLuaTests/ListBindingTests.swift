import Testing
import Stagecraft
@testable import StagecraftLua

/// Lists from Lua as UIKit code writes them: `tableView.delegate = vc`, the screen's
/// `tableViewDidSelectRowAt(vc, tableView, indexPath)` driven by a tap, `indexPathForRow(at:)`,
/// `cellForRow(at:)` with an IndexPath, and cells the screen fills itself (seed S4's
/// ColorTableViewCell, seed S2's PizzaViewCell).
@Suite final class ListBindingTests {
    let lua: LuaState
    let engine = Engine()
    let window = Window()

    init() throws {
        lua = try LuaState()
        engine.advance(by: 0)
    }

    /// The Lua state and the screens hold each other (handles ↔ script roles): broken apart when
    /// each test ends, as a host does, so the sanitized run's leak check sees nothing left.
    deinit {
        engine.discardEverything()
        lua.releaseAllObjects()
    }

    /// The seed S4 list: custom ColorTableViewCell rows (a 44 pt emoji image 20 pt in, a blue
    /// title 20 pt after it), selection reported with the cell's image frame in the screen's view.
    static let colorList = """
        local ColorTableViewCell = {}
        -- init(style:reuseIdentifier:): the cell builds its own subviews in its content view.
        function ColorTableViewCell.init(cell)
          local emojiImageView = UIImageView(CGRect(20, 20, 44, 44))
          emojiImageView.contentMode = "scaleAspectFit"
          local titleLabel = UILabel{frame = {84, 0, 286, 84}}
          titleLabel.textColor = UIColor.systemBlue
          titleLabel.numberOfLines = 2
          cell.contentView:addSubview(emojiImageView)
          cell.contentView:addSubview(titleLabel)
          cell.userInfo.emojiImageView = emojiImageView
          cell.userInfo.titleLabel = titleLabel
        end
        function ColorTableViewCell.configure(cell, imageString)
          cell.userInfo.emojiImageView.imageName = imageString
          cell.userInfo.titleLabel.text = imageString
        end

        local Screen = { data = {"trash", "folder", "peacesign"}, selections = {} }
        function Screen.loadView(vc)
          local root = UIView(UIScreen.main.bounds)
          local tableView = UITableView{frame = {0, 100, 390, 744}, rowHeight = 84, rows = Screen.data, cellStyle = "custom", name = "table"}
          for i, cell in ipairs(tableView.cells) do
            ColorTableViewCell.init(cell)
            ColorTableViewCell.configure(cell, Screen.data[i])
          end
          tableView.delegate = vc
          root:addSubview(tableView)
          Screen.tableView = tableView
          vc.view = root
        end
        function Screen.tableViewDidSelectRowAt(vc, tableView, indexPath)
          local cellTapped = tableView:cellForRow(indexPath)
          local frame = vc.view:convertFrom(cellTapped.userInfo.emojiImageView.frame, cellTapped)
          table.insert(Screen.selections, {row = indexPath.row, title = cellTapped.userInfo.titleLabel.text,
                                           same = tableView == Screen.tableView, frame = frame})
        end
        return Screen
        """

    func colorScreen() throws -> ScriptViewController {
        let screen = try ScriptViewController(lua: lua, name: "colors", source: Self.colorList, chunkName: "colors.lua")
        window.rootViewController = screen
        engine.advance(by: 0)
        lua.setGlobal("screen", screen)
        return screen
    }

    @Test func sv1_12_aTapOnARowCallsTheScreensDidSelectRowAtWithTheTableAndIndexPath() throws {
        let screen = try colorScreen()
        let touches = TouchSynthesizer(engine: engine, window: window)
        touches.tap(at: Point(200, 100 + 84 + 40))  // row 1: 184…268 in the window
        engine.advance(by: 1)
        #expect(try lua.run("""
            local s = screen.userInfo.selections[1]
            return #screen.userInfo.selections, s.row, s.title, s.same, tostring(s.frame)
            """) == ["1", "1", "folder", "true", "CGRect(20, 204, 44, 44)"])  // 100 + 84 + 20
        #expect(screen.errors.isEmpty && engine.diagnostics.isEmpty, "\(screen.errors) \(engine.diagnostics)")
    }

    @Test func sv1_12_aPanOverTheRowsCallsNothing() throws {
        let screen = try colorScreen()
        let touches = TouchSynthesizer(engine: engine, window: window)  // kept: it delivers the touches
        touches.pan(from: Point(200, 220), to: Point(200, 400), duration: 0.3)
        engine.advance(by: 1)
        #expect(engine.events.contains { $0.subject.hasPrefix("SelectionGestureRecognizer") && $0.name == "failed" })
        #expect(try lua.run("return #screen.userInfo.selections") == ["0"])
        #expect(screen.errors.isEmpty)
    }

    @Test func customCellsHaveNoBuiltInImageOrLabel() throws {
        _ = try colorScreen()
        #expect(try lua.run("""
            local cell = screen.userInfo.tableView.cells[1]
            return cell.imageView, cell.textLabel, #cell.contentView.subviews, cell.userInfo.titleLabel.text
            """) == ["nil", "nil", "2", "trash"])
    }

    @Test func sv1_1_indexPathForRowAndCellForRowFollowTheScroll() throws {
        _ = try colorScreen()
        #expect(try lua.run("""
            local t = screen.userInfo.tableView
            t.contentOffset = {0, 100}
            local ip = t:indexPathForRow(CGPoint(10, 100 + 90))  -- the table's own coordinates: row 2
            return ip.row, ip.item, ip.section, t:indexPathForRow({10, 5000}), t:indexPathForRow({10, 90}).row
            """) == ["2", "2", "0", "nil", "1"])
        let list = ListView(frame: Rect(0, 0, 390, 100), rowHeight: 50, rows: ["a", "b", "c", "d"], name: "short")
        lua.setGlobal("short", list)
        // Rows 2 and 3 are below the 100 pt bounds: not visible, so nil (UIKit's cellForRow(at:)).
        #expect(try lua.run("return short:cellForRow(IndexPath{row = 3, section = 0}), short:cellForRow(IndexPath(1)) == short.cells[2], short:cellForRow(0) == short.cells[1]")
                == ["nil", "true", "true"])
    }

    @Test func cv1_6_indexPathsCompareAndPrintAsUIKits() throws {
        #expect(try lua.run("return IndexPath(2) == IndexPath{item = 2}, tostring(IndexPath{row = 2, section = 0}), IndexPath(2, 0).item")
                == ["true", "IndexPath(row: 2, section: 0)", "2"])
        // Collection views have sections (CV1.6): any section ≥ 0 makes an IndexPath; a list refuses it on use.
        #expect(try lua.run("return tostring(IndexPath(1, 1)), IndexPath(1, 1) == IndexPath(1, 0), IndexPath{item = 1, section = 1} == IndexPath(1, 1)")
                == ["IndexPath(row: 1, section: 1)", "false", "true"])
        #expect(throws: LuaError.self) { try lua.run("IndexPath(-1)") }
        #expect(throws: LuaError.self) { try lua.run("IndexPath{row = 1, rows = 2}") }
    }

    @Test func sv1_12_aGridTapCallsCollectionViewDidSelectItemAt() throws {
        let source = """
            local Screen = { picked = {} }
            function Screen.loadView(vc)
              local root = UIView(UIScreen.main.bounds)
              Screen.grid = UICollectionView{frame = {0, 0, 390, 844}, itemSize = {165, 200}, spacing = 20, columns = 2,
                                             insets = UIEdgeInsets(20, 20, 20, 20), items = {"a", "b", "c"}, cellStyle = "custom"}
              Screen.grid.delegate = vc
              root:addSubview(Screen.grid)
              vc.view = root
            end
            function Screen.collectionViewDidSelectItemAt(vc, collectionView, indexPath)
              table.insert(Screen.picked, indexPath.item)
              Screen.selected = collectionView.indexPathsForSelectedItems[1].item
            end
            return Screen
            """
        let screen = try ScriptViewController(lua: lua, name: "grid", source: source, chunkName: "grid.lua")
        window.rootViewController = screen
        engine.advance(by: 0)
        lua.setGlobal("screen", screen)
        // Item 1 is at (205, 20, 165, 200): 20 + 165 + 20.
        let touches = TouchSynthesizer(engine: engine, window: window)
        touches.tap(at: Point(250, 100))
        engine.advance(by: 1)
        let picked = try lua.run("return table.concat(screen.userInfo.picked, ','), screen.userInfo.selected")
        #expect(picked == ["1", "1"], "\(picked)")
        #expect(screen.errors.isEmpty && engine.diagnostics.isEmpty, "\(screen.errors) \(engine.diagnostics)")
    }

    @Test func anErrorInDidSelectRowAtIsADiagnosticWithFileAndLine() throws {
        let source = """
            local Screen = {}
            function Screen.loadView(vc)
              Screen.list = UITableView{frame = {0, 0, 390, 844}, rowHeight = 50, rows = {"a", "b"}}
              Screen.list.delegate = vc
              vc.view = UIView{frame = {0, 0, 390, 844}}
              vc.view:addSubview(Screen.list)
            end
            function Screen.tableViewDidSelectRowAt(vc, tableView, indexPath)
              error("no detail for row " .. indexPath.row)
            end
            return Screen
            """
        let screen = try ScriptViewController(lua: lua, name: "broken", source: source, chunkName: "broken.lua")
        window.rootViewController = screen
        engine.advance(by: 0)
        let touches = TouchSynthesizer(engine: engine, window: window)
        touches.tap(at: Point(100, 75))
        engine.advance(by: 1)
        #expect(screen.errors.map(\.message).contains { $0.contains("broken.lua:9") && $0.contains("no detail for row 1") }, "\(screen.errors)")
        #expect(engine.diagnostics.map(\.kind) == [.scriptError])
    }

    @Test func aDelegateMustBeAbleToHearSelections() throws {
        let list = ListView(rows: ["a"])
        lua.setGlobal("list", list)
        do { try lua.run("list.delegate = UIView()", chunkName: "@d.lua"); Issue.record("expected an error") } catch {
            #expect(error.message.hasPrefix("d.lua:1: bad value for 'delegate' (a delegate table, a screen or nil"), "\(error.message)")
        }
        try lua.run("list.delegate = UIViewController('screen', {}) list.delegate = nil")
        #expect(list.delegate == nil)
    }
}
