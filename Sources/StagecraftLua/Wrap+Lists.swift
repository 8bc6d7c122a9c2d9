import CLuaShim
import Stagecraft

/// UIScrollView, UITableView, UICollectionView and their cells: what a script needs to build a
/// list screen and to find the cell a transition starts from. Indices are UIKit's (0-based: an
/// `IndexPath`'s row or item), like the subview indices of `insertSubviewAt`.
enum WrapLists {
    static var scrollView: LuaClass {
        var c = LuaClass("ScrollView", object: ScrollView.self, parent: "View", global: "UIScrollView")
        c.constructor = { s in bridgedConstructor(s, "UIScrollView") { call throws(BridgeError) in
            call.lua.push(ScrollView(frame: call.isNoneOrNil(2) ? .zero : try call.rect(2), name: try call.optionalString(3))); return 1 } }
        c.getters = [
            ("contentOffset", { s in luaGet(s, ScrollView.self) { $0.push($1.contentOffset) } }),
            ("contentSize", { s in luaGet(s, ScrollView.self) { $0.push($1.contentSize) } }),
        ]
        c.setters = [
            ("contentOffset", { s in luaSet(s, "contentOffset", ScrollView.self) { c, v throws(BridgeError) in v.contentOffset = try c.point(3) } }),
            ("contentSize", { s in luaSet(s, "contentSize", ScrollView.self) { c, v throws(BridgeError) in v.contentSize = try c.size(3) } }),
        ]
        return c
    }

    /// `UITableView(frame, rowHeight, rows [, name])`: one `.row` cell per string.
    static var listView: LuaClass {
        var c = LuaClass("ListView", object: ListView.self, parent: "ScrollView", global: "UITableView")
        c.constructor = { s in bridgedConstructor(s, "UITableView") { call throws(BridgeError) in
            let frame = try call.rect(2), rowHeight = try call.number(3), rows = try WrapLists.strings(call, 4)
            call.lua.push(ListView(frame: frame, rowHeight: rowHeight, rows: rows, name: try call.optionalString(5))); return 1 } }
        c.getters = [
            ("cells", { s in luaGet(s, ListView.self) { $0.pushArray($1.cells) } }),
            ("visibleCells", { s in luaGet(s, ListView.self) { $0.pushArray($1.visibleCells) } }),
            ("numberOfRows", { s in luaGet(s, ListView.self) { LuaStack.push($0.state, $1.numberOfRows) } }),
        ]
        c.methods = [
            // cellForRow(row): nil when the row is off screen (UIKit's), or does not exist (a diagnostic).
            ("cellForRow", { s in bridged(s, "cellForRow") { call throws(BridgeError) in
                call.lua.push(try call.this(ListView.self).cellForRow(at: try call.integer(2))); return 1 } }),
            ("rectForRow", { s in bridged(s, "rectForRow") { call throws(BridgeError) in
                if let rect = try call.this(ListView.self).rectForRow(at: try call.integer(2)) { call.lua.push(rect) } else { lua_pushnil(call.L) }
                return 1 } }),
            ("scrollToRow", { s in bridged(s, "scrollToRow") { call throws(BridgeError) in
                try call.this(ListView.self).scrollToRow(at: try call.integer(2)); return 0 } }),
        ]
        return c
    }

    /// `UICollectionView{frame=, itemSize=, spacing=, columns=, insets=, items=, name=}`: one `.tile` cell per string.
    static var collectionView: LuaClass {
        var c = LuaClass("CollectionView", object: CollectionView.self, parent: "ScrollView", global: "UICollectionView")
        c.constructor = { s in bridgedConstructor(s, "UICollectionView") { call throws(BridgeError) in
            call.lua.push(try WrapLists.makeCollectionView(call, try call.table(2))); return 1 } }
        c.getters = [
            ("cells", { s in luaGet(s, CollectionView.self) { $0.pushArray($1.cells) } }),
            ("visibleCells", { s in luaGet(s, CollectionView.self) { $0.pushArray($1.visibleCells) } }),
            ("numberOfItems", { s in luaGet(s, CollectionView.self) { LuaStack.push($0.state, $1.numberOfItems) } }),
        ]
        c.methods = [
            // cellForItem(item): nil when the item is off screen (UIKit's), or does not exist (a diagnostic).
            ("cellForItem", { s in bridged(s, "cellForItem") { call throws(BridgeError) in
                call.lua.push(try call.this(CollectionView.self).cellForItem(at: try call.integer(2))); return 1 } }),
        ]
        return c
    }

    /// A cell of either (UITableViewCell / UICollectionViewCell): made by its list, never by scripts.
    static var cell: LuaClass {
        var c = LuaClass("CellView", object: CellView.self, parent: "View")
        c.getters = [
            ("contentView", { s in luaGet(s, CellView.self) { $0.push($1.contentView) } }),
            ("imageView", { s in luaGet(s, CellView.self) { $0.push($1.imageView) } }),
            ("textLabel", { s in luaGet(s, CellView.self) { $0.push($1.label) } }),
        ]
        return c
    }

    /// The collection view the options table at `table` describes. stack: unchanged.
    static func makeCollectionView(_ call: LuaCall, _ table: Int32) throws(BridgeError) -> CollectionView {
        let L = call.L
        try call.checkKeys(table, ["frame", "itemSize", "spacing", "columns", "insets", "items", "name"])
        /// Reads field `name` with `read` (nil when absent). stack: unchanged.
        func field<T>(_ name: String, _ read: (Int32) throws(BridgeError) -> T) throws(BridgeError) -> T? {
            LuaStack.getField(L, table, name)
            defer { sc_pop(L, 1) }
            return call.isNoneOrNil(-1) ? nil : try read(lua_gettop(L))
        }
        guard let itemSize = try field("itemSize", call.size) else { throw call.error("itemSize (CGSize) is required") }
        guard let items = try field("items", { i throws(BridgeError) in try strings(call, i) }) else {
            throw call.error("items (a list of strings) is required")
        }
        return CollectionView(
            frame: try field("frame", call.rect) ?? .zero, itemSize: itemSize,
            spacing: try field("spacing", call.number) ?? CollectionView.defaultSpacing,
            columns: try field("columns", call.integer), insets: try field("insets", call.insets) ?? .zero,
            items: items, name: try field("name", call.string))
    }

    /// A Lua array of strings. stack: unchanged.
    static func strings(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> [String] {
        let L = call.L, table = try call.table(index)
        var result: [String] = []
        let count = Int(lua_rawlen(L, table))
        guard count > 0 else { return [] }
        for position in 1...count {
            lua_rawgeti(L, table, lua_Integer(position))
            defer { sc_pop(L, 1) }
            guard lua_type(L, -1) == LUA_TSTRING, let text = LuaStack.string(L, -1) else {
                throw call.error("element \(position) of the list is not a string (got \(LuaStack.typeName(L, -1)))")
            }
            result.append(text)
        }
        return result
    }
}
