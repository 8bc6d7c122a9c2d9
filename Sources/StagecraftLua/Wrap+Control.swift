import CLuaShim
import Stagecraft

/// UIControl and UIButton (T12.6): `UIButton("system")`, `button:setTitle("Close", "normal")`,
/// `button:addTarget(self, "close", "touchUpInside")` (Swift's `#selector(close)`) or
/// `button:addTarget(function(sender) … end, UIControl.Event.touchUpInside)`. Events and states
/// are UIKit's case names, as strings (`UIControl.Event.touchUpInside == "touchUpInside"`), or
/// arrays of them for a set; `"normal"` (or `{}`) is the empty state. Targets are held weakly, as
/// gesture recognizers hold theirs; an action is called with its target (when there is one) and
/// the control.
enum WrapControl {
    /// One event name or an array of them. stack: unchanged.
    static func events(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> Control.Event {
        try names(call, index, "UIControl.Event name", Control.Event.named.map { ($0.name, $0.event.rawValue) })
            .reduce(Control.Event()) { $0.union(Control.Event(rawValue: $1)) }
    }

    /// One state name or an array of them. stack: unchanged.
    static func state(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> Control.State {
        try names(call, index, "UIControl.State name", Control.State.named.map { ($0.name, $0.state.rawValue) })
            .reduce(Control.State()) { $0.union(Control.State(rawValue: $1)) }
    }

    /// The raw values of the names at `index` (a string, or an array of strings). stack: unchanged.
    private static func names(_ call: LuaCall, _ index: Int32, _ what: String, _ known: [(String, UInt)]) throws(BridgeError) -> [UInt] {
        let L = call.L
        func value(_ text: String) throws(BridgeError) -> UInt {
            guard let match = known.first(where: { $0.0 == text }) else {
                throw call.argumentError(index, "unknown \(what) '\(text)'" + NameSuggestions.hint(for: text, among: known.map(\.0))
                                        + " (expected \(known.map { "\"\($0.0)\"" }.joined(separator: ", ")))")
            }
            return match.1
        }
        if lua_type(L, index) == LUA_TSTRING { return [try value(try call.string(index))] }
        guard lua_type(L, index) == LUA_TTABLE else { throw call.badArgument(index, "\(what) or an array of them") }
        var values: [UInt] = []
        let count = Int(lua_rawlen(L, index))
        for position in stride(from: 1, through: count, by: 1) {
            defer { sc_pop(L, 1) }
            guard lua_rawgeti(L, index, lua_Integer(position)) == LUA_TSTRING, let text = sc_tostring(L, -1) else {
                throw call.argumentError(index, "item \(position) is not a \(what)")
            }
            values.append(try value(String(cString: text)))
        }
        return values
    }

    /// A table of the names, each its own value: `UIControl.Event`, `UIControl.State`. stack: pushes 1.
    static func pushNameTable(_ L: OpaquePointer, _ names: [String]) {
        lua_createtable(L, 0, Int32(names.count))
        for name in names {
            LuaStack.push(L, name)
            lua_setfield(L, -2, name)
        }
    }

    /// The `UIControl` global: the `Event` and `State` name tables.
    static var namespace: LuaClass {
        var c = LuaClass(value: "UIControlNames", global: "UIControl")
        c.staticGetters = [
            ("Event", { s in guard let L = s else { return 0 }; WrapControl.pushNameTable(L, Control.Event.named.map(\.name)); return 1 }),
            ("State", { s in guard let L = s else { return 0 }; WrapControl.pushNameTable(L, Control.State.named.map(\.name)); return 1 }),
        ]
        return c
    }

    static var control: LuaClass {
        var c = LuaClass("Control", object: Control.self, parent: "View")
        c.getters = [
            ("isEnabled", { s in luaGet(s, Control.self) { LuaStack.push($0.state, $1.isEnabled) } }),
            ("isHighlighted", { s in luaGet(s, Control.self) { LuaStack.push($0.state, $1.isHighlighted) } }),
            ("isSelected", { s in luaGet(s, Control.self) { LuaStack.push($0.state, $1.isSelected) } }),
            ("isTracking", { s in luaGet(s, Control.self) { LuaStack.push($0.state, $1.isTracking) } }),
            ("isTouchInside", { s in luaGet(s, Control.self) { LuaStack.push($0.state, $1.isTouchInside) } }),
            // "normal", or the flags joined by "|": "highlighted|selected".
            ("state", { s in luaGet(s, Control.self) { LuaStack.push($0.state, $1.state.description) } }),
        ]
        c.setters = [
            ("isEnabled", { s in luaSet(s, "isEnabled", Control.self) { c, v throws(BridgeError) in v.isEnabled = try c.boolean(3) } }),
            ("isHighlighted", { s in luaSet(s, "isHighlighted", Control.self) { c, v throws(BridgeError) in v.isHighlighted = try c.boolean(3) } }),
            ("isSelected", { s in luaSet(s, "isSelected", Control.self) { c, v throws(BridgeError) in v.isSelected = try c.boolean(3) } }),
        ]
        c.methods = [
            // addTarget(target, "method" | function(target, sender), events) or addTarget(function(sender), events);
            // returns a token removeTarget also takes.
            ("addTarget", { s in bridged(s, "addTarget") { call throws(BridgeError) in
                let control = try call.this(Control.self)
                let plainFunction = lua_type(call.L, 2) == LUA_TFUNCTION && lua_type(call.L, 4) == LUA_TNONE
                let target = plainFunction
                    ? GestureTarget(target: nil, action: try call.storedFunction(2), actionName: nil)
                    : try WrapGestures.target(call, at: 2, action: 3, adding: true)
                let events = try WrapControl.events(call, plainFunction ? 3 : 4)
                LuaStack.push(call.L, control.addAction(owner: target, for: events) { sender, _ in target.run(with: sender) })
                return 1 } }),
            // removeTarget(token), or removeTarget(target, action | nil, events) as UIKit's.
            ("removeTarget", { s in bridged(s, "removeTarget") { call throws(BridgeError) in
                let control = try call.this(Control.self)
                if lua_isinteger(call.L, 2) != 0 { control.removeTarget(try call.integer(2)); return 0 }
                let wanted = try WrapGestures.target(call, at: 2, action: 3, adding: false)
                let events = call.isNoneOrNil(4) ? Control.Event.allEvents : try WrapControl.events(call, 4)
                control.removeTargets(for: events) { ($0 as? GestureTarget)?.matches(wanted) == true }
                return 0 } }),
            ("sendActions", { s in bridged(s, "sendActions") { call throws(BridgeError) in
                try call.this(Control.self).sendActions(for: try WrapControl.events(call, 2)); return 0 } }),
        ]
        return c
    }

    static var button: LuaClass {
        var c = LuaClass("Button", object: Button.self, parent: "Control", global: "UIButton")
        // UIButton([type [, name]]) or UIButton{type =, frame =, title =, name =, class =}; the type defaults to "system".
        c.constructor = { s in bridgedConstructor(s, "UIButton") { call throws(BridgeError) in
            if call.isOptionsTable(2) {
                try call.checkKeys(2, ["type", "frame", "title", "name", "class"])
                let type = try call.field(2, "type") { c, i throws(BridgeError) in try c.choice(i, Button.ButtonType.self) } ?? .system
                let frame = try call.field(2, "frame") { c, i throws(BridgeError) in try c.rect(i) } ?? .zero
                let name = try call.field(2, "name") { c, i throws(BridgeError) in try c.string(i) }
                // An instance of a UIButton subclass whose members are the class table's (ScriptButtonSubclass).
                let button = try call.field(2, "class") { c, i throws(BridgeError) in _ = try c.table(i); return c.lua.ref(at: i) }
                    .map { ScriptButtonSubclass(type: type, frame: frame, name: name, class: $0) } ?? Button(type: type, frame: frame, name: name)
                if let title = try call.field(2, "title", { c, i throws(BridgeError) in try c.string(i) }) { button.setTitle(title, for: .normal) }
                call.lua.push(button)
                return 1
            }
            let type = call.isNoneOrNil(2) ? .system : try call.choice(2, Button.ButtonType.self)
            call.lua.push(Button(type: type, name: try call.optionalString(3)))
            return 1 } }
        c.getters = [
            ("buttonType", { s in luaGet(s, Button.self) { LuaStack.push($0.state, $1.buttonType.rawValue) } }),
            ("titleLabel", { s in luaGet(s, Button.self) { $0.push($1.titleLabel) } }),
            ("imageView", { s in luaGet(s, Button.self) { $0.push($1.imageView) } }),
            ("currentImage", { s in luaGet(s, Button.self) { LuaStack.push($0.state, $1.currentImage) } }),
            ("currentTitle", { s in luaGet(s, Button.self) { LuaStack.push($0.state, $1.currentTitle) } }),
            ("currentTitleColor", { s in luaGet(s, Button.self) { $0.push($1.currentTitleColor) } }),
            ("contentEdgeInsets", { s in luaGet(s, Button.self) { $0.push($1.contentEdgeInsets) } }),
            ("tintColor", { s in luaGet(s, Button.self) { $0.push($1.tintColor) } }),
        ]
        c.setters = [
            ("contentEdgeInsets", { s in luaSet(s, "contentEdgeInsets", Button.self) { c, v throws(BridgeError) in v.contentEdgeInsets = try c.insets(3) } }),
            ("tintColor", { s in luaSet(s, "tintColor", Button.self) { c, v throws(BridgeError) in v.tintColor = try c.color(3) } }),
        ]
        c.methods = [
            // setTitle(title | nil, state): UIKit's setTitle(_:for:).
            ("setTitle", { s in bridged(s, "setTitle") { call throws(BridgeError) in
                let button = try call.this(Button.self)
                button.setTitle(try call.optionalString(2), for: try WrapControl.state(call, 3)); return 0 } }),
            ("setTitleColor", { s in bridged(s, "setTitleColor") { call throws(BridgeError) in
                let button = try call.this(Button.self)
                button.setTitleColor(call.isNoneOrNil(2) ? nil : try call.color(2), for: try WrapControl.state(call, 3)); return 0 } }),
            // setImage(imageName | nil, state): UIKit's setImage(_:for:), an image being its name.
            ("setImage", { s in bridged(s, "setImage") { call throws(BridgeError) in
                let button = try call.this(Button.self)
                button.setImage(try call.optionalString(2), for: try WrapControl.state(call, 3)); return 0 } }),
            ("title", { s in bridged(s, "title") { call throws(BridgeError) in
                LuaStack.push(call.L, try call.this(Button.self).title(for: try WrapControl.state(call, 2))); return 1 } }),
            ("titleColor", { s in bridged(s, "titleColor") { call throws(BridgeError) in
                call.lua.push(try call.this(Button.self).titleColor(for: try WrapControl.state(call, 2))); return 1 } }),
        ]
        return c
    }
}
