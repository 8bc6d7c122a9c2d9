import CLuaShim
import Stagecraft

/// UIScrollView, UITableView, UICollectionView and their cells: what a script needs to build a
/// list screen and to find the cell a transition starts from. Indices are UIKit's (0-based: an
/// `IndexPath`'s row or item), like the subview indices of `insertSubviewAt`.
enum WrapLists {
    static var scrollView: LuaClass {
        var c = LuaClass("ScrollView", object: ScrollView.self, parent: "View", global: "UIScrollView")
        // UIScrollView(frame [, name]) or UIScrollView{frame =, name =}.
        c.constructor = { s in bridgedConstructor(s, "UIScrollView") { call throws(BridgeError) in
            if call.isOptionsTable(2) {
                try call.checkKeys(2, ["frame", "name"])
                call.lua.push(ScrollView(frame: try call.field(2, "frame") { c, i throws(BridgeError) in try c.rect(i) } ?? .zero,
                                         name: try call.field(2, "name") { c, i throws(BridgeError) in try c.string(i) }))
                return 1
            }
            call.lua.push(ScrollView(frame: call.isNoneOrNil(2) ? .zero : try call.rect(2), name: try call.optionalString(3))); return 1 } }
        c.getters = WrapScrolling.getters
        c.setters = WrapScrolling.setters
        c.methods = WrapScrolling.methods
        return c
    }

    /// `UITableView(frame, rowHeight, rows [, name])` or `UITableView{frame =, rowHeight =, rows =, cellStyle =, name =}`:
    /// one cell per string, `"row"` style unless `cellStyle = "custom"` (bare cells the screen fills).
    static var listView: LuaClass {
        var c = LuaClass("ListView", object: ListView.self, parent: "ScrollView", global: "UITableView")
        c.constructor = { s in bridgedConstructor(s, "UITableView") { call throws(BridgeError) in
            if call.isOptionsTable(2) { call.lua.push(try WrapLists.makeListView(call, 2)); return 1 }
            let frame = try call.rect(2), rowHeight = try call.number(3), rows = try WrapLists.strings(call, 4)
            call.lua.push(ListView(frame: frame, rowHeight: rowHeight, rows: rows, name: try call.optionalString(5))); return 1 } }
        c.getters = [
            ("cells", { s in luaGet(s, ListView.self) { $0.pushArray($1.cells) } }),
            ("visibleCells", { s in luaGet(s, ListView.self) { $0.pushArray($1.visibleCells) } }),
            ("numberOfRows", { s in luaGet(s, ListView.self) { LuaStack.push($0.state, $1.numberOfRows) } }),
            ("indexPathForSelectedRow", { s in luaGet(s, ListView.self) { $0.pushIndexPath($1.indexForSelectedRow) } }),
        ]
        c.methods = [
            // cellForRow(indexPath or row): nil when the row is off screen (UIKit's), or does not exist (a diagnostic).
            ("cellForRow", { s in bridged(s, "cellForRow") { call throws(BridgeError) in
                let list = try call.this(ListView.self)
                call.lua.push(list.cellForRow(at: try call.index(2, "row"))); return 1 } }),
            ("rectForRow", { s in bridged(s, "rectForRow") { call throws(BridgeError) in
                let list = try call.this(ListView.self)
                if let rect = list.rectForRow(at: try call.index(2, "row")) { call.lua.push(rect) } else { lua_pushnil(call.L) }
                return 1 } }),
            ("scrollToRow", { s in bridged(s, "scrollToRow") { call throws(BridgeError) in
                let list = try call.this(ListView.self)
                list.scrollToRow(at: try call.index(2, "row")); return 0 } }),
            // indexPathForRow(point): the row under a point of the table's own (scrolled) coordinates, or nil.
            ("indexPathForRow", { s in bridged(s, "indexPathForRow") { call throws(BridgeError) in
                let list = try call.this(ListView.self)
                call.lua.pushIndexPath(list.indexForRow(at: try call.point(2))); return 1 } }),
        ]
        return c
    }

    /// `UICollectionView{frame=, collectionViewLayout=, items=, cellStyle=, name=}` (or, instead of a layout, a vertical
    /// flow layout's `itemSize=, spacing=, columns=, insets=`): one cell per string, `"tile"` style unless
    /// `cellStyle = "custom"` (bare cells the screen fills).
    static var collectionView: LuaClass {
        var c = LuaClass("CollectionView", object: CollectionView.self, parent: "ScrollView", global: "UICollectionView")
        c.constructor = { s in bridgedConstructor(s, "UICollectionView") { call throws(BridgeError) in
            call.lua.push(try WrapLists.makeCollectionView(call, try call.table(2))); return 1 } }
        c.getters = [
            ("cells", { s in luaGet(s, CollectionView.self) { $0.pushArray($1.cells) } }),
            ("visibleCells", { s in luaGet(s, CollectionView.self) { $0.pushArray($1.visibleCells) } }),
            ("numberOfItems", { s in luaGet(s, CollectionView.self) { LuaStack.push($0.state, $1.numberOfItems) } }),
            // In item order: UIKit leaves the order unspecified (CV1.2).
            ("indexPathsForVisibleItems", { s in luaGet(s, CollectionView.self) { lua, grid in
                let items = grid.indexesForVisibleItems
                lua_createtable(lua.state, Int32(items.count), 0)
                for (position, item) in items.enumerated() { lua.pushIndexPath(item); lua_rawseti(lua.state, -2, lua_Integer(position + 1)) } } }),
            ("collectionViewLayout", { s in luaGet(s, CollectionView.self) { $0.push($1.collectionViewLayout) } }),
            ("indexPathsForSelectedItems", { s in luaGet(s, CollectionView.self) { lua, grid in
                lua_createtable(lua.state, 1, 0)
                if let item = grid.indexForSelectedItem { lua.pushIndexPath(item); lua_rawseti(lua.state, -2, 1) } } }),
        ]
        c.setters = [
            ("collectionViewLayout", { s in luaSet(s, "collectionViewLayout", CollectionView.self) { c, grid throws(BridgeError) in
                grid.collectionViewLayout = try c.object(3, CollectionViewFlowLayout.self) } }),
        ]
        c.methods = [
            // setCollectionViewLayout(layout, animated): the cells move to the new layout (CV1.3).
            ("setCollectionViewLayout", { s in bridged(s, "setCollectionViewLayout") { call throws(BridgeError) in
                let grid = try call.this(CollectionView.self)
                grid.setCollectionViewLayout(try call.object(2, CollectionViewFlowLayout.self), animated: try call.boolean(3)); return 0 } }),
            // scrollToItem(indexPath or item, position(s), animated) (CV1.4).
            ("scrollToItem", { s in bridged(s, "scrollToItem") { call throws(BridgeError) in
                let grid = try call.this(CollectionView.self)
                let item = try call.index(2, "item"), positions = try WrapCollectionLayout.positions(call, 3)
                grid.scrollToItem(at: item, at: positions, animated: try call.boolean(4)); return 0 } }),
            // layoutAttributesForItem(indexPath or item): the layout's answer (CV1.5).
            ("layoutAttributesForItem", { s in bridged(s, "layoutAttributesForItem") { call throws(BridgeError) in
                let grid = try call.this(CollectionView.self)
                WrapCollectionLayout.push(call.lua, grid.layoutAttributesForItem(at: try call.index(2, "item"))); return 1 } }),
            // cellForItem(indexPath or item): nil when the item is off screen (UIKit's), or does not exist (a diagnostic).
            ("cellForItem", { s in bridged(s, "cellForItem") { call throws(BridgeError) in
                let grid = try call.this(CollectionView.self)
                call.lua.push(grid.cellForItem(at: try call.index(2, "item"))); return 1 } }),
            // indexPathForItem(point): the item under a point of the grid's own (scrolled) coordinates, or nil in the gaps.
            ("indexPathForItem", { s in bridged(s, "indexPathForItem") { call throws(BridgeError) in
                let grid = try call.this(CollectionView.self)
                call.lua.pushIndexPath(grid.indexForItem(at: try call.point(2))); return 1 } }),
        ]
        return c
    }

    /// A cell of either (UITableViewCell / UICollectionViewCell): made by its list, never by scripts.
    /// A `"custom"` cell has no image view or label (nil), only its content view, and `userInfo`
    /// keeps the views a screen builds into it (`cell.userInfo.emojiImageView`), as a cell
    /// subclass's stored properties do.
    static var cell: LuaClass {
        var c = LuaClass("CellView", object: CellView.self, parent: "View")
        c.getters = [
            ("contentView", { s in luaGet(s, CellView.self) { $0.push($1.contentView) } }),
            ("imageView", { s in luaGet(s, CellView.self) { $0.push($1.style == .custom ? nil : $1.imageView) } }),
            ("textLabel", { s in luaGet(s, CellView.self) { $0.push($1.style == .custom ? nil : $1.label) } }),
            ("userInfo", { s in luaGet(s, CellView.self) { $0.pushUserInfo($1) } }),
        ]
        return c
    }

    /// `IndexPath(row [, section])`, `IndexPath{row =, section =}` or `IndexPath{item =, section =}`:
    /// a table with `row`, `item` (the same number, as in UIKit) and `section` (lists here have one, 0).
    static var indexPath: LuaClass {
        var c = LuaClass(value: "IndexPath")
        c.constructor = { s in bridgedConstructor(s, "IndexPath") { call throws(BridgeError) in
            let index: Int
            if lua_type(call.L, 2) == LUA_TTABLE {
                try call.checkKeys(2, ["row", "item", "section"])
                index = try call.index(2, "row")
            } else {
                index = try call.integer(2)
                if !call.isNoneOrNil(3), try call.integer(3) != 0 { throw call.error("section \(try call.integer(3)) does not exist: lists have one section, 0") }
            }
            call.lua.pushIndexPath(index); return 1 } }
        c.tostring = { s in bridged(s, "tostring") { call throws(BridgeError) in
            LuaStack.push(call.L, "IndexPath(row: \(try call.index(1, "row")), section: 0)"); return 1 } }
        c.metamethods = [("__eq", { s in bridged(s, "==") { call throws(BridgeError) in
            LuaStack.push(call.L, (try? call.index(1, "row")) == (try? call.index(2, "row"))); return 1 } })]
        return c
    }

    /// The list or grid the options table at `table` describes. stack: unchanged.
    static func makeListView(_ call: LuaCall, _ table: Int32) throws(BridgeError) -> ListView {
        try call.checkKeys(table, ["frame", "rowHeight", "rows", "cellStyle", "name"])
        guard let rows = try call.field(table, "rows", { c, i throws(BridgeError) in try strings(c, i) }) else {
            throw call.error("rows (a list of strings) is required")
        }
        return ListView(
            frame: try call.field(table, "frame") { c, i throws(BridgeError) in try c.rect(i) } ?? .zero,
            rowHeight: try call.field(table, "rowHeight") { c, i throws(BridgeError) in try c.number(i) } ?? ListView.defaultRowHeight,
            rows: rows, cellStyle: try call.field(table, "cellStyle") { c, i throws(BridgeError) in try c.choice(i, CellView.Style.self) } ?? .row,
            name: try call.field(table, "name") { c, i throws(BridgeError) in try c.string(i) })
    }

    /// The collection view the options table at `table` describes. stack: unchanged.
    static func makeCollectionView(_ call: LuaCall, _ table: Int32) throws(BridgeError) -> CollectionView {
        try call.checkKeys(table, ["frame", "collectionViewLayout", "itemSize", "spacing", "columns", "insets", "items", "cellStyle", "name"])
        guard let items = try call.field(table, "items", { c, i throws(BridgeError) in try strings(c, i) }) else {
            throw call.error("items (a list of strings) is required")
        }
        let frame = try call.field(table, "frame") { c, i throws(BridgeError) in try c.rect(i) } ?? .zero
        let cellStyle = try call.field(table, "cellStyle") { c, i throws(BridgeError) in try c.choice(i, CellView.Style.self) } ?? .tile
        let name = try call.field(table, "name") { c, i throws(BridgeError) in try c.string(i) }
        if let layout = try call.field(table, "collectionViewLayout", { c, i throws(BridgeError) in try c.object(i, CollectionViewFlowLayout.self) }) {
            for key in ["itemSize", "spacing", "columns", "insets"] {
                let type = LuaStack.getField(call.L, table, key)
                sc_pop(call.L, 1)
                if type != LUA_TNIL { throw call.error("\(key) is the layout's to say when collectionViewLayout is given") }
            }
            return CollectionView(frame: frame, collectionViewLayout: layout, items: items, cellStyle: cellStyle, name: name)
        }
        guard let itemSize = try call.field(table, "itemSize", { c, i throws(BridgeError) in try c.size(i) }) else {
            throw call.error("itemSize (CGSize) is required, or a collectionViewLayout")
        }
        return CollectionView(
            frame: frame, itemSize: itemSize,
            spacing: try call.field(table, "spacing") { c, i throws(BridgeError) in try c.number(i) } ?? CollectionViewFlowLayout.defaultSpacing,
            columns: try call.field(table, "columns") { c, i throws(BridgeError) in try c.integer(i) },
            insets: try call.field(table, "insets") { c, i throws(BridgeError) in try c.insets(i) } ?? .zero,
            items: items, cellStyle: cellStyle, name: name)
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

extension LuaCall {
    /// A row or item index: an integer (0-based, as before) or an `IndexPath` (`{row =}` or
    /// `{item =}`, section 0), so `tableView:cellForRow(indexPath)` ports as UIKit writes it.
    func index(_ i: Int32, _ label: String) throws(BridgeError) -> Int {
        guard lua_type(L, i) == LUA_TTABLE else {
            guard lua_isinteger(L, i) != 0 else { throw badArgument(i, "IndexPath or integer") }
            return try integer(i)
        }
        let value = LuaStack.numberField(L, i, "row") ?? LuaStack.numberField(L, i, "item")
        guard let value, let index = Int(exactly: value) else { throw argumentError(i, "IndexPath needs a whole \(label)") }
        if let section = LuaStack.numberField(L, i, "section"), section != 0 {
            throw error("section \(section) does not exist: lists have one section, 0")
        }
        return index
    }
}

extension LuaState {
    /// An `IndexPath` value (`row` and `item` both the index, section 0), or nil. stack: pushes 1.
    func pushIndexPath(_ index: Int?) {
        guard let index else { return lua_pushnil(state) }
        lua_createtable(state, 0, 3)
        LuaStack.push(state, index); LuaStack.setField(state, -2, "row")
        LuaStack.push(state, index); LuaStack.setField(state, -2, "item")
        LuaStack.push(state, 0); LuaStack.setField(state, -2, "section")
        setValueMetatable("IndexPath")
    }
}
