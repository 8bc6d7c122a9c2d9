import CLuaShim
import Stagecraft

/// `UIApplication.shared`: what transition code reads of the app — its key window (the scenario's
/// window) and that window's root controller (PanModal reads the root's safe area through
/// `UIApplication.shared.keyWindow?.rootViewController`).
enum WrapApplication {
    static var application: LuaClass {
        var c = LuaClass("Application", object: SharedApplication.self, global: "UIApplication")
        c.staticGetters = [("shared", { s in guard let L = s else { return 0 }; LuaState.of(L).push(SharedApplication()); return 1 })]
        c.getters = [
            ("keyWindow", { s in luaGet(s, SharedApplication.self) { lua, _ in lua.push(lua.keyWindow?()) } }),
            // The app's windows: the scenario's one window, or none outside a scenario.
            ("windows", { s in luaGet(s, SharedApplication.self) { lua, _ in
                let L = lua.state
                lua_createtable(L, 1, 0)
                if let window = lua.keyWindow?() { lua.push(window); lua_rawseti(L, -2, 1) } } }),
            // UIApplication's statusBarFrame (deprecated in iOS 13, still read by libraries): the key
            // window's status bar, zero without a window (UIKit's answer with no status bar).
            ("statusBarFrame", { s in luaGet(s, SharedApplication.self) { lua, _ in lua.push((lua.keyWindow?() as? Window)?.statusBarFrame ?? .zero) } }),
        ]
        c.methods = [
            // isKind(name): Swift's `x as? UIApplication` (`S.is`) — UIKit's class and its bases.
            ("isKind", { s in bridged(s, "isKind") { call throws(BridgeError) in
                _ = try call.this(SharedApplication.self)
                LuaStack.push(call.L, ["UIApplication", "UIResponder", "NSObject"].contains(try call.string(2))); return 1 } }),
        ]
        return c
    }
}

/// The app as scripts see it (`UIApplication.shared`).
final class SharedApplication {}
