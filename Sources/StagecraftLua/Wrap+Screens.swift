import CLuaShim
import Stagecraft

extension ScriptDelegate: LuaNamed { var luaDisplayName: String { debugName } }

/// What scripts need to write an app's screens and keep their data on them: script view
/// controllers (`UIViewController(name, screen)`), `vc.userInfo`, delegate objects made from tables
/// (`UIViewControllerTransitioningDelegate(table)`) and `DispatchQueue.main:async(f)`, `UIScreen.main.bounds`.
enum WrapScreens {
    /// A controller made by `UIViewController(name, screen)`: a ViewController whose `view` must
    /// not be read in its own `loadView` before the script set it (that would load it again).
    static var scriptViewController: LuaClass {
        var c = LuaClass("ScriptViewController", object: ScriptViewController.self, parent: "ViewController")
        c.getters = [
            ("view", { s in bridged(s, "view") { call throws(BridgeError) in
                let vc = try call.this(ScriptViewController.self)
                if vc.isLoadingView && !vc.isViewLoaded {
                    throw call.error("\(vc.name): loadView read vc.view before setting it (set vc.view = UIView(…) first)")
                }
                call.lua.push(vc.view); return 1 } }),
        ]
        return c
    }

    /// `UIViewControllerTransitioningDelegate(table)`: a delegate object from a delegate table (the
    /// callbacks of `ScriptDelegate`), for `vc.transitioningDelegate` or `nav.delegate`. Held weakly
    /// there, as in UIKit: the script keeps the returned object (in a screen's table, for instance).
    static var delegate: LuaClass {
        var c = LuaClass("TransitioningDelegate", object: ScriptDelegate.self, global: "UIViewControllerTransitioningDelegate")
        c.constructor = { s in bridgedConstructor(s, "UIViewControllerTransitioningDelegate") { call throws(BridgeError) in
            _ = try call.table(2)
            lua_pushvalue(call.L, 2)
            do throws(LuaError) {
                call.lua.push(try ScriptDelegate(lua: call.lua, popping: (), chunkName: LuaCall.callerChunk(call.L)))
            } catch { throw BridgeError(error.message) }
            return 1 } }
        c.getters = [("debugName", { s in luaGet(s, ScriptDelegate.self) { LuaStack.push($0.state, $1.debugName) } })]
        return c
    }

    /// `DispatchQueue.main:async(f)`: runs `f` on the engine's next run-loop turn (UIKit's main queue).
    static var dispatchQueue: LuaClass {
        var c = LuaClass("DispatchQueue", object: MainQueue.self, global: "DispatchQueue")
        c.staticGetters = [("main", { s in guard let L = s else { return 0 }; LuaState.of(L).push(MainQueue()); return 1 })]
        c.methods = [
            ("async", { s in bridged(s, "async") { call throws(BridgeError) in
                _ = try call.this(MainQueue.self)
                let block = try call.storedFunction(2)
                guard let engine = Engine.current else { throw call.error("no engine is running: nothing would ever run the block") }
                _ = engine.async { block.callFromHost() }
                return 0 } }),
            // asyncAfter(deadline: .now() + delay, execute:): `delay` seconds of the virtual clock
            // from now (0 is the next turn, as `async`).
            ("asyncAfter", { s in bridged(s, "asyncAfter") { call throws(BridgeError) in
                _ = try call.this(MainQueue.self)
                let delay = try call.number(2)
                guard delay >= 0, delay <= 86_400 else { throw call.argumentError(2, "a delay from 0 to 86400 seconds expected, got \(delay)") }
                let block = try call.storedFunction(3)
                guard let engine = Engine.current else { throw call.error("no engine is running: nothing would ever run the block") }
                _ = engine.schedule(after: delay) { block.callFromHost() }
                return 0 } }),
        ]
        return c
    }
}

extension WrapScreens {
    /// `UIScreen.main.bounds` and `.scale`: the simulated device's screen (the scenario's device,
    /// else Stagecraft's default `Screen`).
    static var screen: LuaClass {
        var c = LuaClass("Screen", object: MainScreen.self, global: "UIScreen")
        c.staticGetters = [("main", { s in guard let L = s else { return 0 }; LuaState.of(L).push(MainScreen()); return 1 })]
        c.getters = [
            ("bounds", { s in luaGet(s, MainScreen.self) { lua, _ in lua.push(lua.mainScreen.map { let screen = $0(); return Rect(0, 0, screen.width, screen.height) } ?? Screen.bounds) } }),
            ("scale", { s in luaGet(s, MainScreen.self) { lua, _ in lua_pushnumber(lua.state, lua.mainScreen?().scale ?? Screen.scale) } }),
        ]
        return c
    }
}

extension WrapScreens {
    /// `UIDevice.current`: the simulated device's `orientation` (UIDeviceOrientation, which names
    /// landscape by where the home button went, so an interface turned `landscapeLeft` is a device
    /// held `landscapeRight`), its `userInterfaceIdiom` and `model`.
    static var device: LuaClass {
        var c = LuaClass("Device", object: CurrentDevice.self, global: "UIDevice")
        c.staticGetters = [("current", { s in guard let L = s else { return 0 }; LuaState.of(L).push(CurrentDevice()); return 1 })]
        c.getters = [
            ("orientation", { s in luaGet(s, CurrentDevice.self) { lua, _ in
                let interface = lua.currentDevice.flatMap { InterfaceOrientation(rawValue: $0().interfaceOrientation) } ?? .portrait
                LuaStack.push(lua.state, CurrentDevice.deviceOrientation(of: interface)) } }),
            ("userInterfaceIdiom", { s in luaGet(s, CurrentDevice.self) { lua, _ in
                LuaStack.push(lua.state, lua.currentDevice?().isPad ?? false ? "pad" : "phone") } }),
            ("model", { s in luaGet(s, CurrentDevice.self) { lua, _ in
                LuaStack.push(lua.state, lua.currentDevice?().isPad ?? false ? "iPad" : "iPhone") } }),
        ]
        return c
    }
}

/// The device as scripts see it (`UIDevice.current`).
final class CurrentDevice {
    /// UIKit's `UIDeviceOrientation` for an interface orientation: the landscape cases swap
    /// (Apple: UIInterfaceOrientation.landscapeLeft "is UIDeviceOrientation.landscapeRight").
    static func deviceOrientation(of interface: InterfaceOrientation) -> String {
        switch interface {
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeRight"
        case .landscapeRight: "landscapeLeft"
        }
    }
}

/// The device screen as scripts see it (`UIScreen.main`).
final class MainScreen {}

/// The main queue as scripts see it (`DispatchQueue.main`).
final class MainQueue {}

/// One controller's (or cell's) `userInfo` table, kept as long as its owner lives.
struct UserInfoEntry {
    weak var owner: AnyObject?
    let table: LuaRef
}

extension LuaState {
    /// Pushes `owner.userInfo` (a controller's or a cell's): a script controller's own table, else a
    /// table the bridge made on first use and keeps while the owner lives (dropped the next time a table is made).
    /// stack: pushes 1.
    func pushUserInfo(_ owner: AnyObject) {
        if let scripted = owner as? ScriptViewController { return scripted.pushTable() }
        if let scripted = owner as? ScriptNavigationController { return scripted.pushTable() }
        let key = ObjectIdentifier(owner)
        if let entry = userInfoTables[key], entry.owner === owner { return entry.table.push() }
        userInfoTables = userInfoTables.filter { $0.value.owner != nil }
        lua_createtable(state, 0, 4)
        lua_pushvalue(state, -1)
        userInfoTables[key] = UserInfoEntry(owner: owner, table: LuaRef(popping: self))
    }
}
