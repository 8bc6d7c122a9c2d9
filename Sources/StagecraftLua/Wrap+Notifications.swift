import CLuaShim
import Stagecraft

/// `NotificationCenter.default` (the running engine's) and the keyboard's names as Swift spells
/// them (`UIResponder.keyboardWillShowNotification`, `UIResponder.keyboardFrameEndUserInfoKey`);
/// the strings are UIKit's (`"UIKeyboardWillShowNotification"`), so either form works.
enum WrapNotifications {
    /// `NotificationCenter.default:addObserver(name, function(note) … end)` (or Swift's
    /// `addObserver(forName, object, queue, using)` with `nil, nil`): returns the observer token
    /// for `removeObserver`. `note` is `{name =, userInfo = {key = CGRect or number or boolean}}`.
    static var center: LuaClass {
        var c = LuaClass("NotificationCenter", object: AppNotificationCenter.self, global: "NotificationCenter")
        c.staticGetters = [("default", { s in
            guard let L = s else { return 0 }
            LuaState.of(L).push(Engine.current?.notificationCenter)
            return 1 })]
        c.methods = [
            ("addObserver", { s in bridged(s, "addObserver") { call throws(BridgeError) in
                let center = try call.this(AppNotificationCenter.self), name = try call.string(2)
                let short = lua_type(call.L, 3) == LUA_TFUNCTION
                if !short {
                    guard call.isNoneOrNil(3), call.isNoneOrNil(4) else {
                        throw call.error("object and queue must be nil (every notification comes from the app, on the main queue)")
                    }
                }
                let block = try call.storedFunction(short ? 3 : 5)
                let token = center.addObserver(forName: name) { note in
                    block.callFromHost { lua in WrapNotifications.push(lua, note); return 1 }
                }
                LuaStack.push(call.L, token); return 1 } }),
            ("removeObserver", { s in bridged(s, "removeObserver") { call throws(BridgeError) in
                try call.this(AppNotificationCenter.self).removeObserver(try call.integer(2)); return 0 } }),
        ]
        return c
    }

    /// `{name =, userInfo = {…}}`. stack: pushes 1.
    static func push(_ lua: LuaState, _ note: AppNotification) {
        let L = lua.state
        lua_createtable(L, 0, 2)
        LuaStack.push(L, note.name)
        LuaStack.setField(L, -2, "name")
        lua_createtable(L, 0, Int32(note.userInfo.count))
        for (key, value) in note.userInfo.sorted(by: { $0.key < $1.key }) {
            switch value {
            case .rect(let rect): lua.push(rect)
            case .number(let number): lua_pushnumber(L, number)
            case .bool(let flag): LuaStack.push(L, flag)
            }
            LuaStack.setField(L, -2, key)
        }
        LuaStack.setField(L, -2, "userInfo")
    }

    /// `UIResponder.keyboard…`: the names of the keyboard's notifications and user-info keys.
    static var responder: LuaClass {
        var c = LuaClass("Responder", object: ResponderNames.self, global: "UIResponder")
        c.staticGetters = [
            ("keyboardWillShowNotification", { s in WrapNotifications.pushName(s, Window.keyboardWillShowNotification) }),
            ("keyboardDidShowNotification", { s in WrapNotifications.pushName(s, Window.keyboardDidShowNotification) }),
            ("keyboardWillHideNotification", { s in WrapNotifications.pushName(s, Window.keyboardWillHideNotification) }),
            ("keyboardDidHideNotification", { s in WrapNotifications.pushName(s, Window.keyboardDidHideNotification) }),
            ("keyboardWillChangeFrameNotification", { s in WrapNotifications.pushName(s, Window.keyboardWillChangeFrameNotification) }),
            ("keyboardDidChangeFrameNotification", { s in WrapNotifications.pushName(s, Window.keyboardDidChangeFrameNotification) }),
            ("keyboardFrameBeginUserInfoKey", { s in WrapNotifications.pushName(s, Window.keyboardFrameBeginUserInfoKey) }),
            ("keyboardFrameEndUserInfoKey", { s in WrapNotifications.pushName(s, Window.keyboardFrameEndUserInfoKey) }),
            ("keyboardAnimationDurationUserInfoKey", { s in WrapNotifications.pushName(s, Window.keyboardAnimationDurationUserInfoKey) }),
            ("keyboardAnimationCurveUserInfoKey", { s in WrapNotifications.pushName(s, Window.keyboardAnimationCurveUserInfoKey) }),
            ("keyboardIsLocalUserInfoKey", { s in WrapNotifications.pushName(s, Window.keyboardIsLocalUserInfoKey) }),
        ]
        return c
    }

    /// stack: pushes 1.
    static func pushName(_ state: OpaquePointer?, _ name: String) -> Int32 {
        guard let L = state else { return 0 }
        LuaStack.push(L, name)
        return 1
    }
}

/// The global `UIResponder`: it holds only the keyboard's names (no responder chain here).
final class ResponderNames {}
