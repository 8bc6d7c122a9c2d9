import CLuaShim
import Stagecraft

/// The status bar (SB1): a controller's answers and capture flag, `setNeedsStatusBarAppearanceUpdate`,
/// and what the window shows (`statusBarStyle`, `isStatusBarHidden`, `statusBarFrame`, and UIKit's
/// `windowScene.statusBarManager` path to the frame).
enum WrapStatusBar {
    static let controllerGetters: [(String, lua_CFunction)] = [
        // The controller's answers, as the system would get them (a screen's override, else UIKit's default).
        ("preferredStatusBarStyle", { s in luaGet(s, ViewController.self) { LuaStack.push($0.state, $1.preferredStatusBarStyle.rawValue) } }),
        ("prefersStatusBarHidden", { s in luaGet(s, ViewController.self) { LuaStack.push($0.state, $1.prefersStatusBarHidden) } }),
        ("modalPresentationCapturesStatusBarAppearance", { s in luaGet(s, ViewController.self) {
            LuaStack.push($0.state, $1.modalPresentationCapturesStatusBarAppearance) } }),
    ]

    static let controllerSetters: [(String, lua_CFunction)] = [
        ("modalPresentationCapturesStatusBarAppearance", { s in luaSet(s, "modalPresentationCapturesStatusBarAppearance", ViewController.self) {
            c, vc throws(BridgeError) in vc.modalPresentationCapturesStatusBarAppearance = try c.boolean(3) } }),
    ]

    static let controllerMethods: [(String, lua_CFunction)] = [
        ("setNeedsStatusBarAppearanceUpdate", { s in bridged(s, "setNeedsStatusBarAppearanceUpdate") { call throws(BridgeError) in
            try call.this(ViewController.self).setNeedsStatusBarAppearanceUpdate(); return 0 } }),
    ]

    static var window: LuaClass {
        var c = LuaClass("Window", object: Window.self, parent: "View")
        c.getters = [
            ("statusBarStyle", { s in luaGet(s, Window.self) { LuaStack.push($0.state, $1.statusBarStyle.rawValue) } }),
            ("isStatusBarHidden", { s in luaGet(s, Window.self) { LuaStack.push($0.state, $1.isStatusBarHidden) } }),
            ("statusBarFrame", { s in luaGet(s, Window.self) { $0.push($1.statusBarFrame) } }),
            // window.windowScene.statusBarManager.statusBarFrame, as UIKit code reads it: a table of
            // the values now (read it again after a change).
            ("windowScene", { s in luaGet(s, Window.self) { lua, window in
                let L = lua.state
                lua_createtable(L, 0, 1)
                lua_createtable(L, 0, 3)
                lua.push(window.statusBarFrame); LuaStack.setField(L, -2, "statusBarFrame")
                LuaStack.push(L, window.statusBarStyle.rawValue); LuaStack.setField(L, -2, "statusBarStyle")
                LuaStack.push(L, window.isStatusBarHidden); LuaStack.setField(L, -2, "isStatusBarHidden")
                LuaStack.setField(L, -2, "statusBarManager") } }),
            ("rootViewController", { s in luaGet(s, Window.self) { $0.push($1.rootViewController) } }),
            // UIKit's window.isKeyWindow: the one `UIApplication.shared.keyWindow` is (SideMenu finds
            // its key window as `windows.filter { $0.isKeyWindow }.first`).
            ("isKeyWindow", { s in luaGet(s, Window.self) { lua, window in LuaStack.push(lua.state, lua.keyWindow?() === window) } }),
        ]
        return c
    }
}
