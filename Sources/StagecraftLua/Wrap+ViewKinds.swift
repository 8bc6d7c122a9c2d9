import CLuaShim
import Stagecraft

/// UILabel, UIImageView and UIWindow: View plus their own content properties.
enum WrapViewKinds {
    static func assign(_ key: String, _ call: LuaCall, _ label: Label, _ i: Int32) throws(BridgeError) -> Bool {
        switch key {
        case "text": label.text = try call.optionalString(i)
        case "textColor": label.textColor = try call.color(i)
        case "fontSize": label.fontSize = try call.number(i)
        case "numberOfLines": label.numberOfLines = try call.integer(i)
        default: return false
        }
        return true
    }

    static func assign(_ key: String, _ call: LuaCall, _ image: ImageView, _ i: Int32) throws(BridgeError) -> Bool {
        switch key {
        case "imageName": image.imageName = try call.optionalString(i)
        case "contentMode": image.contentMode = try call.choice(i, ImageView.ContentMode.self)
        case "imageSize":
            let size = try call.size(i)
            guard size.isFinite, size.width >= 0, size.height >= 0 else { throw BridgeError("bad value for 'imageSize' (a finite, non-negative size expected)") }
            image.imageSize = size
        default: return false
        }
        return true
    }

    static var label: LuaClass {
        var c = LuaClass("Label", object: Label.self, parent: "View", global: "UILabel")
        // UILabel(frame [, text [, name]]) or UILabel{frame =, text =, name =, class =}.
        c.constructor = { s in bridgedConstructor(s, "UILabel") { call throws(BridgeError) in
            if call.isOptionsTable(2) {
                try call.checkKeys(2, ["frame", "text", "name", "class"])
                let frame = try call.field(2, "frame") { c, i throws(BridgeError) in try c.rect(i) } ?? .zero
                let text = try call.field(2, "text") { c, i throws(BridgeError) in try c.string(i) }
                let name = try call.field(2, "name") { c, i throws(BridgeError) in try c.string(i) }
                // An instance of a UILabel subclass whose members are the class table's (ScriptLabelSubclass).
                let label = try call.field(2, "class") { c, i throws(BridgeError) in _ = try c.table(i); return c.lua.ref(at: i) }
                    .map { ScriptLabelSubclass(frame: frame, text: text, name: name, class: $0) } ?? Label(frame: frame, text: text, name: name)
                call.lua.push(label)
                return 1
            }
            call.lua.push(Label(frame: call.isNoneOrNil(2) ? .zero : try call.rect(2), text: try call.optionalString(3), name: try call.optionalString(4)))
            return 1 } }
        c.getters = [
            ("text", { s in luaGet(s, Label.self) { LuaStack.push($0.state, $1.text) } }),
            ("textColor", { s in luaGet(s, Label.self) { $0.push($1.textColor) } }),
            ("fontSize", { s in luaGet(s, Label.self) { lua_pushnumber($0.state, $1.fontSize) } }),
            ("numberOfLines", { s in luaGet(s, Label.self) { LuaStack.push($0.state, $1.numberOfLines) } }),
        ]
        c.setters = [
            ("text", { s in luaSet(s, "text", Label.self) { c, v throws(BridgeError) in _ = try WrapViewKinds.assign("text", c, v, 3) } }),
            ("textColor", { s in luaSet(s, "textColor", Label.self) { c, v throws(BridgeError) in _ = try WrapViewKinds.assign("textColor", c, v, 3) } }),
            ("fontSize", { s in luaSet(s, "fontSize", Label.self) { c, v throws(BridgeError) in _ = try WrapViewKinds.assign("fontSize", c, v, 3) } }),
            ("numberOfLines", { s in luaSet(s, "numberOfLines", Label.self) { c, v throws(BridgeError) in _ = try WrapViewKinds.assign("numberOfLines", c, v, 3) } }),
        ]
        return c
    }

    static var imageView: LuaClass {
        var c = LuaClass("ImageView", object: ImageView.self, parent: "View", global: "UIImageView")
        // UIImageView(frame [, imageName [, name]]) or UIImageView{frame =, imageName =, name =, class =}.
        c.constructor = { s in bridgedConstructor(s, "UIImageView") { call throws(BridgeError) in
            if call.isOptionsTable(2) {
                try call.checkKeys(2, ["frame", "imageName", "name", "class"])
                let frame = try call.field(2, "frame") { c, i throws(BridgeError) in try c.rect(i) } ?? .zero
                let imageName = try call.field(2, "imageName") { c, i throws(BridgeError) in try c.string(i) }
                let name = try call.field(2, "name") { c, i throws(BridgeError) in try c.string(i) }
                // An instance of a UIImageView subclass whose members are the class table's (ScriptImageViewSubclass).
                let view = try call.field(2, "class") { c, i throws(BridgeError) in _ = try c.table(i); return c.lua.ref(at: i) }
                    .map { ScriptImageViewSubclass(frame: frame, imageName: imageName, name: name, class: $0) }
                    ?? ImageView(frame: frame, imageName: imageName, name: name)
                call.lua.push(view)
                return 1
            }
            call.lua.push(ImageView(frame: call.isNoneOrNil(2) ? .zero : try call.rect(2), imageName: try call.optionalString(3), name: try call.optionalString(4)))
            return 1 } }
        c.getters = [
            ("imageName", { s in luaGet(s, ImageView.self) { LuaStack.push($0.state, $1.imageName) } }),
            ("contentMode", { s in luaGet(s, ImageView.self) { LuaStack.push($0.state, $1.contentMode.rawValue) } }),
            ("imageSize", { s in luaGet(s, ImageView.self) { lua, view in if let size = view.imageSize { lua.push(size) } else { lua_pushnil(lua.state) } } }),
        ]
        c.setters = [
            ("imageName", { s in luaSet(s, "imageName", ImageView.self) { c, v throws(BridgeError) in _ = try WrapViewKinds.assign("imageName", c, v, 3) } }),
            ("contentMode", { s in luaSet(s, "contentMode", ImageView.self) { c, v throws(BridgeError) in _ = try WrapViewKinds.assign("contentMode", c, v, 3) } }),
            ("imageSize", { s in luaSet(s, "imageSize", ImageView.self) { c, v throws(BridgeError) in _ = try WrapViewKinds.assign("imageSize", c, v, 3) } }),
        ]
        return c
    }
}
