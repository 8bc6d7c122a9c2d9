import CLuaShim
import Stagecraft

/// `UICollectionViewFlowLayout` (CV1.1) and the layout attributes it answers (CV1.5).
enum WrapCollectionLayout {
    /// UIKit's properties of the flow layout, also the keys of its options table.
    static let propertyNames = ["scrollDirection", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "itemsPerLine"]

    /// `UICollectionViewFlowLayout()` or `UICollectionViewFlowLayout{scrollDirection = "horizontal", itemSize = …}`.
    static var flowLayout: LuaClass {
        var c = LuaClass("CollectionViewFlowLayout", object: CollectionViewFlowLayout.self, global: "UICollectionViewFlowLayout")
        c.constructor = { s in bridgedConstructor(s, "UICollectionViewFlowLayout") { call throws(BridgeError) in
            let layout = CollectionViewFlowLayout()
            if !call.isNoneOrNil(2) {
                try call.checkKeys(try call.table(2), WrapCollectionLayout.propertyNames)
                for key in WrapCollectionLayout.propertyNames {
                    LuaStack.getField(call.L, 2, key)
                    defer { sc_pop(call.L, 1) }
                    if !call.isNoneOrNil(-1) { try WrapCollectionLayout.set(key, layout, call, lua_gettop(call.L)) }
                }
            }
            call.lua.push(layout)
            return 1 } }
        c.getters = [
            ("scrollDirection", { s in luaGet(s, CollectionViewFlowLayout.self) { LuaStack.push($0.state, $1.scrollDirection.rawValue) } }),
            ("itemSize", { s in luaGet(s, CollectionViewFlowLayout.self) { $0.push($1.itemSize) } }),
            ("minimumLineSpacing", { s in luaGet(s, CollectionViewFlowLayout.self) { LuaStack.push($0.state, $1.minimumLineSpacing) } }),
            ("minimumInteritemSpacing", { s in luaGet(s, CollectionViewFlowLayout.self) { LuaStack.push($0.state, $1.minimumInteritemSpacing) } }),
            ("sectionInset", { s in luaGet(s, CollectionViewFlowLayout.self) { $0.push($1.sectionInset) } }),
            ("itemsPerLine", { s in luaGet(s, CollectionViewFlowLayout.self) { lua, layout in
                if let count = layout.itemsPerLine { LuaStack.push(lua.state, count) } else { lua_pushnil(lua.state) } } }),
            ("collectionView", { s in luaGet(s, CollectionViewFlowLayout.self) { $0.push($1.collectionView) } }),
        ]
        c.setters = [
            ("scrollDirection", { s in luaSet(s, "scrollDirection", CollectionViewFlowLayout.self) { c, l throws(BridgeError) in try WrapCollectionLayout.set("scrollDirection", l, c, 3) } }),
            ("itemSize", { s in luaSet(s, "itemSize", CollectionViewFlowLayout.self) { c, l throws(BridgeError) in try WrapCollectionLayout.set("itemSize", l, c, 3) } }),
            ("minimumLineSpacing", { s in luaSet(s, "minimumLineSpacing", CollectionViewFlowLayout.self) { c, l throws(BridgeError) in try WrapCollectionLayout.set("minimumLineSpacing", l, c, 3) } }),
            ("minimumInteritemSpacing", { s in luaSet(s, "minimumInteritemSpacing", CollectionViewFlowLayout.self) { c, l throws(BridgeError) in try WrapCollectionLayout.set("minimumInteritemSpacing", l, c, 3) } }),
            ("sectionInset", { s in luaSet(s, "sectionInset", CollectionViewFlowLayout.self) { c, l throws(BridgeError) in try WrapCollectionLayout.set("sectionInset", l, c, 3) } }),
            ("itemsPerLine", { s in luaSet(s, "itemsPerLine", CollectionViewFlowLayout.self) { c, l throws(BridgeError) in try WrapCollectionLayout.set("itemsPerLine", l, c, 3) } }),
        ]
        c.methods = [
            // layoutAttributesForItem(indexPath or item): nil without a collection view or for an item it does not have.
            ("layoutAttributesForItem", { s in bridged(s, "layoutAttributesForItem") { call throws(BridgeError) in
                let layout = try call.this(CollectionViewFlowLayout.self)
                guard let grid = layout.collectionView else { lua_pushnil(call.L); return 1 }
                let item = try call.item(2, in: grid, "layoutAttributesForItem(at:)")
                WrapCollectionLayout.push(call.lua, item.flatMap { layout.layoutAttributesForItem(at: $0) }); return 1 } }),
            ("invalidateLayout", { s in bridged(s, "invalidateLayout") { call throws(BridgeError) in
                try call.this(CollectionViewFlowLayout.self).invalidateLayout(); return 0 } }),
        ]
        return c
    }

    /// Sets property `key` from the value at `index`; a value UIKit could not lay out is a Lua
    /// error naming the property, and the layout keeps its value. stack: unchanged.
    static func set(_ key: String, _ layout: CollectionViewFlowLayout, _ call: LuaCall, _ index: Int32) throws(BridgeError) {
        func spacing() throws(BridgeError) -> Double {
            let value = try call.number(index)
            guard value.isFinite, value >= 0 else { throw call.argumentError(index, "\(key) must be a finite number ≥ 0 (got \(value))") }
            return value
        }
        switch key {
        case "scrollDirection": layout.scrollDirection = try call.choice(index, CollectionViewFlowLayout.ScrollDirection.self)
        case "itemSize":
            let size = try call.size(index)
            guard size.isFinite, size.width >= 0, size.height >= 0 else { throw call.argumentError(index, "itemSize must be finite and ≥ 0") }
            layout.itemSize = size
        case "minimumLineSpacing": layout.minimumLineSpacing = try spacing()
        case "minimumInteritemSpacing": layout.minimumInteritemSpacing = try spacing()
        case "sectionInset":
            let insets = try call.insets(index)
            guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
                throw call.argumentError(index, "sectionInset must be finite")
            }
            layout.sectionInset = insets
        case "itemsPerLine":
            if call.isNoneOrNil(index) { layout.itemsPerLine = nil; return }
            let count = try call.integer(index)
            guard count > 0, count <= CollectionViewFlowLayout.maximumItemsPerLine else {
                throw call.argumentError(index, "itemsPerLine must be from 1 to \(CollectionViewFlowLayout.maximumItemsPerLine) (got \(count))")
            }
            layout.itemsPerLine = count
        default: throw call.error("UICollectionViewFlowLayout has no property '\(key)'")
        }
    }

    /// `UICollectionViewLayoutAttributes` as a table with UIKit's names (`frame`, `center`, `size`,
    /// `alpha`, `transform`, `zIndex`, `indexPath`), or nil. stack: pushes 1.
    static func push(_ lua: LuaState, _ attributes: CollectionViewLayoutAttributes?) {
        let L = lua.state
        guard let attributes else { return lua_pushnil(L) }
        lua_createtable(L, 0, 7)
        lua.push(attributes.frame); LuaStack.setField(L, -2, "frame")
        lua.push(attributes.center); LuaStack.setField(L, -2, "center")
        lua.push(attributes.size); LuaStack.setField(L, -2, "size")
        LuaStack.push(L, attributes.alpha); LuaStack.setField(L, -2, "alpha")
        lua.push(attributes.transform); LuaStack.setField(L, -2, "transform")
        LuaStack.push(L, attributes.zIndex); LuaStack.setField(L, -2, "zIndex")
        lua.pushIndexPath(section: attributes.section, item: attributes.item); LuaStack.setField(L, -2, "indexPath")
    }

    /// `UICollectionView.ScrollPosition`: one name (`"top"`) or an array of at most one per axis
    /// (`{"centeredVertically", "centeredHorizontally"}`); an empty array moves neither axis.
    static func positions(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> [CollectionView.ScrollPosition] {
        if lua_type(call.L, index) == LUA_TSTRING { return [try call.choice(index, CollectionView.ScrollPosition.self)] }
        guard lua_type(call.L, index) == LUA_TTABLE else { throw call.badArgument(index, "a scroll position name or an array of them") }
        var result: [CollectionView.ScrollPosition] = []
        let table = lua_absindex(call.L, index)
        for position in 0..<Int(lua_rawlen(call.L, table)) {
            lua_rawgeti(call.L, table, lua_Integer(position + 1))
            defer { sc_pop(call.L, 1) }
            result.append(try call.choice(lua_gettop(call.L), CollectionView.ScrollPosition.self))
        }
        let vertical = result.filter { [.top, .centeredVertically, .bottom].contains($0) }
        if vertical.count > 1 || result.count - vertical.count > 1 {
            throw call.argumentError(index, "at most one vertical and one horizontal position (UIKit raises for two on one axis)")
        }
        return result
    }
}
