import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// Screens written in Lua (`UIViewController(name, screen)`), `vc.userInfo`, lists and grids with
/// their cells, delegate objects from tables and `DispatchQueue.main:async`.
@Suite struct ScreenBindingTests {
    func stage() throws -> (LuaState, Engine, Window) {
        let lua = try LuaState()
        let engine = Engine()
        let window = Window()
        engine.advance(by: 0)
        try lua.loadPrivileged("S = {}", chunkName: "=shared")
        try lua.call(nargs: 0, nresults: 0)
        return (lua, engine, window)
    }

    /// A screen builds its view in loadView, keeps its fields in its table (its userInfo) and hears its lifecycle.
    @Test func aScreenLoadsItsViewAndHearsItsLifecycle() throws {
        let (lua, engine, window) = try stage()
        let source = """
            local Screen = { debugName = "ListScreen", calls = {} }
            function Screen.loadView(vc)
              local root = UIView(CGRect(0, 0, 390, 844))
              Screen.list = UITableView(CGRect(0, 0, 390, 844), 60, {"a", "b", "c"}, "list")
              root:addSubview(Screen.list)
              vc.view = root
            end
            function Screen.viewDidLoad(vc) table.insert(Screen.calls, "didLoad " .. vc.name) end
            function Screen.viewWillAppear(vc, animated) table.insert(Screen.calls, "willAppear " .. tostring(animated)) end
            return Screen
            """
        let screen = try ScriptViewController(lua: lua, name: "screen", source: source, chunkName: "screen.lua")
        window.rootViewController = screen
        engine.advance(by: 0)
        #expect(screen.view.name == "screen" && screen.view.subviews.map(\.displayName) == ["list"])
        lua.setGlobal("screen", screen)
        #expect(try lua.run("return table.concat(screen.userInfo.calls, ', '), screen.userInfo.list == screen.view:viewNamed('list')")
                == ["didLoad screen, willAppear false", "true"])
        #expect(screen.errors.isEmpty && engine.diagnostics.isEmpty)
    }

    /// Errors in callbacks are diagnostics and UIKit's default runs; reading the view in loadView is refused clearly.
    @Test func aFailingScreenKeepsUIKitsDefaults() throws {
        let (lua, engine, window) = try stage()
        let source = """
            return {
              loadView = function(vc) vc.view.alpha = 0.5 end,
              viewDidLoad = function(vc) error("no data") end,
            }
            """
        let screen = try ScriptViewController(lua: lua, name: "broken", source: source, chunkName: "broken.lua")
        window.rootViewController = screen
        engine.advance(by: 0)
        #expect(screen.view.frame == Screen.bounds && screen.view.alpha == 1)
        #expect(screen.errors.map(\.message).contains { $0.contains("loadView read vc.view before setting it") })
        #expect(screen.errors.map(\.message).contains { $0.contains("broken.lua:3") && $0.contains("no data") })
        #expect(engine.diagnostics.filter { $0.kind == .scriptError }.count == 2)
        #expect(throws: LuaError.self) { try ScriptViewController(lua: lua, name: "x", source: "return {viewDidLoad = 1}", chunkName: "x.lua") }
        #expect(throws: LuaError.self) { try lua.run("UIViewController('x', {loadView = 'no'})") }
        #expect(throws: LuaError.self) { try lua.run("UIViewController('x', 5)") }
    }

    /// A plain controller's userInfo outlives its Lua handle, and belongs to that controller only.
    @Test func userInfoStaysWithItsController() throws {
        let (lua, _, _) = try stage()
        let first = ViewController(name: "first"), second = ViewController(name: "second")
        lua.setGlobal("first", first)
        lua.setGlobal("second", second)
        try lua.run("first.userInfo.selected = 3")
        lua.setGlobal("first", nil)
        lua.collectGarbage()
        lua.setGlobal("first", first)
        #expect(try lua.run("return first.userInfo.selected, second.userInfo.selected") == ["3", "nil"])
        #expect(throws: LuaError.self) { try lua.run("first.userInfo = {}") }
    }

    /// Lists and grids: cells in UIKit's order, nil for an off-screen cell, the image's content mode.
    @Test func listsAndGridsExposeTheirCells() throws {
        let (lua, engine, _) = try stage()
        let results = try lua.run("""
            local list = UITableView(CGRect(0, 0, 390, 200), 100, {"a", "b", "c", "d"}, "list")
            list.contentOffset = CGPoint(0, 100)
            local grid = UICollectionView{frame = CGRect(0, 0, 390, 400), itemSize = CGSize(165, 200), spacing = 20,
                                          columns = 2, insets = UIEdgeInsets(20, 20, 20, 20), items = {"x", "y", "z"}}
            local cell = grid:cellForItem(2)
            cell.imageView.contentMode = "scaleAspectFill"
            return #list.cells, list:cellForRow(0) == nil, list:cellForRow(1) == list.cells[2], list:cellForRow(1).textLabel.text,
                   tostring(cell.frame), cell.imageView.imageName, cell.imageView.contentMode, cell.contentView.name, grid.numberOfItems
            """)
        #expect(results == ["4", "true", "true", "b", "CGRect(20, 240, 165, 200)", "z", "scaleAspectFill", "content", "3"])
        #expect(throws: LuaError.self) { try lua.run("UIImageView().contentMode = 'stretched'") }
        #expect(throws: LuaError.self) { try lua.run("UICollectionView{items = {'a'}}") }
        #expect(throws: LuaError.self) { try lua.run("UITableView(CGRect(0, 0, 1, 1), 44, {'a', 2})") }
        #expect(try lua.run("return UITableView(CGRect(0, 0, 1, 1), 44, {'a'}):cellForRow(5)") == ["nil"])
        #expect(engine.diagnostics.map(\.kind) == [.indexOutOfRange])
    }

    /// A screen that is its own navigation delegate, and a delegate object made from a table.
    @Test func t9_1_screensAndTablesAsDelegates() throws {
        let (lua, engine, window) = try stage()
        let source = """
            local Screen = { debugName = "ListScreen" }
            function Screen.viewDidLoad(vc) vc.navigationController.delegate = vc end
            function Screen.navigationControllerAnimationControllerFor(nav, operation, fromVC, toVC)
              S.asked = operation
              return nil
            end
            return Screen
            """
        let screen = try ScriptViewController(lua: lua, name: "list", source: source, chunkName: "list.lua")
        let navigation = NavigationController(rootViewController: screen)
        window.rootViewController = navigation
        engine.advance(by: 0)
        #expect(navigation.delegate === screen)
        navigation.pushViewController(ViewController(name: "detail"), animated: true)
        engine.advance(by: 1)
        #expect(try lua.run("return S.asked") == ["push"])
        #expect(engine.events.contains { $0.subject == "ListScreen" && $0.name == "animationControllerFor" })

        lua.setGlobal("detail", navigation.topViewController)
        try lua.run("""
            S.delegate = UIViewControllerTransitioningDelegate{debugName = "Modal", animationControllerForPresented = function() S.presented = true end}
            S.modal = UIViewController("modal")
            S.modal.transitioningDelegate = S.delegate
            detail:present(S.modal, true)
            """)
        engine.advance(by: 1)
        #expect(try lua.run("return S.presented, S.delegate.debugName, detail.navigationController.presentedViewController == S.modal") == ["true", "Modal", "true"])  // presented from the root, as UIKit
        #expect(throws: LuaError.self) { try lua.run("UIViewControllerTransitioningDelegate{}") }
        #expect(engine.diagnostics.isEmpty)
    }

    /// DispatchQueue.main:async runs on the next run-loop turn; an error in the block is a diagnostic.
    @Test func mainQueueAsyncRunsOnTheNextTurn() throws {
        let (lua, engine, _) = try stage()
        try lua.run("DispatchQueue.main:async(function() S.ran = true end); S.before = S.ran")
        #expect(try lua.run("return S.before, S.ran") == ["nil", "nil"])
        engine.advance(by: 0)
        #expect(try lua.run("return S.ran") == ["true"])
        try lua.run("DispatchQueue.main:async(function() error('late') end)", chunkName: "@late.lua")
        engine.advance(by: 0)
        #expect(engine.diagnostics.map(\.kind) == [.scriptError])
        #expect(throws: LuaError.self) { try lua.run("DispatchQueue.main:async(5)") }
    }

    /// DispatchQueue.main:asyncAfter(delay, f) runs `delay` seconds of the virtual clock later, not
    /// a frame before (Swift's `asyncAfter(deadline: .now() + delay)`); a negative, NaN or huge
    /// delay is an error at the script's line.
    @Test func mainQueueAsyncAfterRunsAtItsDelay() throws {
        let (lua, engine, _) = try stage()
        try lua.run("DispatchQueue.main:asyncAfter(0.25, function() S.at = 1 end)")
        engine.advance(by: 0.24)
        #expect(try lua.run("return S.at") == ["nil"])
        engine.advance(by: 0.02)
        #expect(try lua.run("return S.at") == ["1"])
        try lua.run("DispatchQueue.main:asyncAfter(0, function() S.zero = true end)")
        engine.advance(by: 0)
        #expect(try lua.run("return S.zero") == ["true"])
        for bad in ["-1", "0/0", "1e9"] {
            #expect(throws: LuaError.self) { try lua.run("DispatchQueue.main:asyncAfter(\(bad), function() end)") }
        }
        #expect(engine.diagnostics.isEmpty)
    }

    /// A screen made in Lua is freed once neither Swift nor Lua holds it (its table holds no handle of it).
    @Test func aScreenIsFreedWithItsLastReference() throws {
        let (lua, engine, window) = try stage()
        let root = ViewController(name: "root")
        window.rootViewController = root
        engine.advance(by: 0)
        lua.setGlobal("root", root)
        try lua.run("S.detail = UIViewController('detail', {image = UIImageView(), viewDidLoad = function(vc) end}); root:present(S.detail, false)")
        engine.advance(by: 0.1)
        weak var detail = root.presentedViewController
        #expect(detail is ScriptViewController)
        try lua.run("root:dismiss(false); S.detail = nil")
        engine.advance(by: 0.1)
        lua.collectGarbage()
        #expect(detail == nil)
    }
}
