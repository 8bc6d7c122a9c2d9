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
                for (position, item) in items.enumerated() { lua.pushIndexPath(item, in: grid); lua_rawseti(lua.state, -2, lua_Integer(position + 1)) } } }),
            ("numberOfSections", { s in luaGet(s, CollectionView.self) { LuaStack.push($0.state, $1.numberOfSections) } }),
            ("collectionViewLayout", { s in luaGet(s, CollectionView.self) { $0.push($1.collectionViewLayout) } }),
            ("indexPathsForSelectedItems", { s in luaGet(s, CollectionView.self) { lua, grid in
                lua_createtable(lua.state, 1, 0)
                if let item = grid.indexForSelectedItem { lua.pushIndexPath(item, in: grid); lua_rawseti(lua.state, -2, 1) } } }),
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
                let item = try call.item(2, in: grid, "scrollToItem(at:)"), positions = try WrapCollectionLayout.positions(call, 3)
                let animated = try call.boolean(4)
                if let item { grid.scrollToItem(at: item, at: positions, animated: animated) }
                return 0 } }),
            // layoutAttributesForItem(indexPath or item): the layout's answer (CV1.5).
            ("layoutAttributesForItem", { s in bridged(s, "layoutAttributesForItem") { call throws(BridgeError) in
                let grid = try call.this(CollectionView.self)
                let item = try call.item(2, in: grid, "layoutAttributesForItem(at:)")
                WrapCollectionLayout.push(call.lua, item.flatMap { grid.layoutAttributesForItem(at: $0) }); return 1 } }),
            // cellForItem(indexPath or item): nil when the item is off screen (UIKit's), or does not exist (a diagnostic).
            ("cellForItem", { s in bridged(s, "cellForItem") { call throws(BridgeError) in
                let grid = try call.this(CollectionView.self)
                call.lua.push(try call.item(2, in: grid, "cellForItem(at:)").flatMap { grid.cellForItem(at: $0) }); return 1 } }),
            // indexPathForItem(point): the item under a point of the grid's own (scrolled) coordinates, or nil in the gaps.
            ("indexPathForItem", { s in bridged(s, "indexPathForItem") { call throws(BridgeError) in
                let grid = try call.this(CollectionView.self)
                call.lua.pushIndexPath(grid.indexForItem(at: try call.point(2)), in: grid); return 1 } }),
            // numberOfItemsInSection(section): UIKit's numberOfItems(inSection:); 0 and a diagnostic for a section it does not have.
            ("numberOfItemsInSection", { s in bridged(s, "numberOfItemsInSection") { call throws(BridgeError) in
                let grid = try call.this(CollectionView.self)
                LuaStack.push(call.L, grid.numberOfItems(inSection: try call.integer(2))); return 1 } }),
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
    /// a table with `row`, `item` (the same number, as in UIKit) and `section` (default 0; lists
    /// have one section, collection views may have several).
    static var indexPath: LuaClass {
        var c = LuaClass(value: "IndexPath")
        c.constructor = { s in bridgedConstructor(s, "IndexPath") { call throws(BridgeError) in
            let (section, item) = try call.indexPathParts(2)
            call.lua.pushIndexPath(section: section, item: item); return 1 } }
        c.tostring = { s in bridged(s, "tostring") { call throws(BridgeError) in
            let (section, item) = try call.indexPathParts(1)
            LuaStack.push(call.L, "IndexPath(row: \(item), section: \(section))"); return 1 } }
        c.metamethods = [("__eq", { s in bridged(s, "==") { call throws(BridgeError) in
            let a = try? call.indexPathParts(1), b = try? call.indexPathParts(2)
            LuaStack.push(call.L, a != nil && a?.section == b?.section && a?.item == b?.item); return 1 } })]
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
        try call.checkKeys(table, ["frame", "collectionViewLayout", "itemSize", "spacing", "columns", "insets", "items", "sections", "cellStyle", "name"])
        let sections = try call.field(table, "sections") { c, i throws(BridgeError) in try sectionLists(c, i) }
        let listed = try call.field(table, "items") { c, i throws(BridgeError) in try strings(c, i) }
        if sections != nil, listed != nil { throw call.error("give items (one section) or sections, not both") }
        guard let items = listed ?? sections?.flatMap({ $0 }) else {
            throw call.error("items (a list of strings) or sections (a list of lists) is required")
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
            return CollectionView(frame: frame, collectionViewLayout: layout, sections: sections ?? [items], cellStyle: cellStyle, name: name)
        }
        if sections != nil { throw call.error("sections need a collectionViewLayout") }
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

    /// A Lua array of arrays of strings (a collection view's sections). stack: unchanged.
    static func sectionLists(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> [[String]] {
        let L = call.L, table = try call.table(index)
        let count = Int(lua_rawlen(L, table))
        guard count > 0 else { return [] }
        var result: [[String]] = []
        for position in 1...count {
            lua_rawgeti(L, table, lua_Integer(position))
            defer { sc_pop(L, 1) }
            guard lua_type(L, -1) == LUA_TTABLE else {
                throw call.error("section \(position) of sections is not a list of strings (got \(LuaStack.typeName(L, -1)))")
            }
            result.append(try strings(call, lua_gettop(L)))
        }
        return result
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

extension LuaCall {
    /// The section and item of an `IndexPath` table (`{row =}` or `{item =}`, `section` default 0)
    /// or of `(row [, section])` integers at `i`, `i + 1`; negative numbers are refused.
    func indexPathParts(_ i: Int32) throws(BridgeError) -> (section: Int, item: Int) {
        let section: Int, item: Int
        if lua_type(L, i) == LUA_TTABLE {
            try checkKeys(i, ["row", "item", "section"])
            let value = LuaStack.numberField(L, i, "row") ?? LuaStack.numberField(L, i, "item")
            guard let value, let whole = Int(exactly: value) else { throw argumentError(i, "IndexPath needs a whole row or item") }
            let sectionValue = LuaStack.numberField(L, i, "section") ?? 0
            guard let wholeSection = Int(exactly: sectionValue) else { throw argumentError(i, "IndexPath needs a whole section") }
            (section, item) = (wholeSection, whole)
        } else {
            item = try integer(i)
            section = isNoneOrNil(i + 1) ? 0 : try integer(i + 1)
        }
        guard section >= 0, item >= 0 else { throw error("IndexPath(row: \(item), section: \(section)): negative") }
        return (section, item)
    }

    /// An item of `grid` counted across its sections: an integer as it is (0-based), or an
    /// `IndexPath` of a section and item it has; nil (with a diagnostic naming `operation`) for an
    /// index path it does not have.
    func item(_ i: Int32, in grid: CollectionView, _ operation: String) throws(BridgeError) -> Int? {
        guard lua_type(L, i) == LUA_TTABLE else {
            guard lua_isinteger(L, i) != 0 else { throw badArgument(i, "IndexPath or integer") }
            return try integer(i)
        }
        let (section, item) = try indexPathParts(i)
        return grid.index(section: section, item: item, operation)
    }
}

extension LuaState {
    /// An `IndexPath` value (`row` and `item` both the index, section 0), or nil. stack: pushes 1.
    func pushIndexPath(_ index: Int?) {
        guard let index else { return lua_pushnil(state) }
        pushIndexPath(section: 0, item: index)
    }

    /// The `IndexPath` of `grid`'s item `index` (counted across sections), or nil. stack: pushes 1.
    func pushIndexPath(_ index: Int?, in grid: CollectionView) {
        guard let index else { return lua_pushnil(state) }
        let path = grid.indexPath(forIndex: index)
        pushIndexPath(section: path.section, item: path.item)
    }

    /// An `IndexPath` value: `row` and `item` both `item`, and `section`. stack: pushes 1.
    func pushIndexPath(section: Int, item: Int) {
        lua_createtable(state, 0, 3)
        LuaStack.push(state, item); LuaStack.setField(state, -2, "row")
        LuaStack.push(state, item); LuaStack.setField(state, -2, "item")
        LuaStack.push(state, section); LuaStack.setField(state, -2, "section")
        setValueMetatable("IndexPath")
    }
}
