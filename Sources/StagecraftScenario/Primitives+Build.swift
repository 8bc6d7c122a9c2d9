import CLuaShim
import Stagecraft
import StagecraftLua

/// Primitives that build screens and containers (the roles and their wiring: `Primitives+Roles`).
enum BuildPrimitives {
    static let all: [(String, lua_CFunction)] = [
        ("register", { s in hostCall(s, "screen") { a throws(ScenarioError) in
            try a.host.controllers.append(try a.object(1, ViewController.self, "a view controller")); return 0 } }),
        ("list", { s in hostCall(s, "list") { a throws(ScenarioError) in
            let rows = try strings(a, 2, "rows")
            let list = ListView(frame: try a.rect(at: 1, "frame"), rowHeight: try a.number(3), rows: rows,
                                cellStyle: try cellStyle(a, 5) ?? .row, name: try a.optionalString(4))
            try a.host.lua.push(list); return 1 } }),
        ("grid", { s in hostCall(s, "grid") { a throws(ScenarioError) in
            let items = try strings(a, 2, "items")
            if !a.isNil(7) {  // a flow layout (CV1.1) instead of the item size and columns
                let layout = try a.object(7, CollectionViewFlowLayout.self, "a UICollectionViewFlowLayout")
                var sections = [items]
                if !a.isNil(8) {  // several sections (CV1.6)
                    let table = try a.table(8)
                    sections = []
                    for position in 0..<Int(lua_rawlen(a.L, table)) {
                        lua_rawgeti(a.L, table, lua_Integer(position + 1))
                        defer { sc_pop(a.L, 1) }
                        guard a.type(-1) == LUA_TTABLE else { throw ScenarioError("section \(position + 1) must be a list of strings (got \(a.typeName(-1)))") }
                        sections.append(try strings(a, lua_gettop(a.L), "section \(position + 1)"))
                    }
                }
                let grid = CollectionView(frame: try a.rect(at: 1, "frame"), collectionViewLayout: layout, sections: sections,
                                          cellStyle: try cellStyle(a, 6) ?? .tile, name: try a.optionalString(5))
                try a.host.lua.push(grid); return 1
            }
            let size = try a.numbers(at: 3, keys: ["width", "height"], what: "itemSize")
            let columns = a.isNil(4) ? nil : try HostArgs.whole(try a.number(4), "columns", in: 1...10_000)
            let grid = CollectionView(frame: try a.rect(at: 1, "frame"), itemSize: Size(width: size[0], height: size[1]),
                                      columns: columns, items: items, cellStyle: try cellStyle(a, 6) ?? .tile, name: try a.optionalString(5))
            try a.host.lua.push(grid); return 1 } }),
        ("navigation", { s in hostCall(s, "navigation") { a throws(ScenarioError) in
            let root = try a.controller(1)
            if let problem = NavigationController.rootError(root) { throw ScenarioError(problem.message) }
            let nav = NavigationController(rootViewController: root, name: try a.string(2))
            let host = try a.host
            host.controllers.append(nav)
            host.lua.push(nav); return 1 } }),
        ("tabs", { s in hostCall(s, "tabs") { a throws(ScenarioError) in
            var controllers: [ViewController] = []
            let count = Int(lua_rawlen(a.L, 1))
            for i in 1...max(count, 1) {
                lua_rawgeti(a.L, 1, lua_Integer(i))
                defer { sc_pop(a.L, 1) }
                controllers.append(try a.object(-1, ViewController.self, "a view controller (tab \(i))"))
            }
            if let problem = TabBarController.tabsError(controllers) { throw ScenarioError(problem.message) }
            let tabs = TabBarController(viewControllers: controllers, name: try a.string(2))
            let host = try a.host
            host.controllers.append(tabs)
            host.lua.push(tabs); return 1 } }),
        // checkKeys(table, {known…}): the bridge's unknown-key check for the prelude's own options tables.
        ("checkKeys", { s in hostCall(s, "options") { a throws(ScenarioError) in
            try a.checkKeys(try a.table(1), try strings(a, 2, "the known keys"), allowsItems: a.isNil(3) ? false : lua_toboolean(a.L, 3) != 0)
            return 0 } }),
        // lines(body): the line of the scenario(…) call that declares `body`, and its body's last
        // line, so `FILE:LINE` can pick the scenario around a line and reports can name it.
        ("lines", { s in hostCall(s, "scenario") { a throws(ScenarioError) in
            guard lua_type(a.L, 1) == LUA_TFUNCTION else { throw ScenarioError("the scenario's body must be a function") }
            var info = lua_Debug()
            var call: Int32 = 0
            // Level 0 is this primitive, 1 the prelude's scenario(), 2 the file calling it.
            if lua_getstack(a.L, 2, &info) != 0, lua_getinfo(a.L, "l", &info) != 0 { call = info.currentline }
            lua_pushvalue(a.L, 1)
            var body = lua_Debug()
            let last = lua_getinfo(a.L, ">S", &body) != 0 ? body.lastlinedefined : 0
            lua_pushinteger(a.L, lua_Integer(max(call, 0)))
            lua_pushinteger(a.L, lua_Integer(max(last, call)))
            return 2 } }),
        ("setRoot", { s in hostCall(s, "setRoot") { a throws(ScenarioError) in
            try a.host.window.rootViewController = try a.controller(1); return 0 } }),
    ]

    /// A list's or grid's `cellStyle` ("row", "tile" or "custom": bare cells for the screen to fill), or nil.
    static func cellStyle(_ a: HostArgs, _ i: Int32) throws(ScenarioError) -> CellView.Style? {
        guard let name = try a.optionalString(i) else { return nil }
        guard let style = CellView.Style(rawValue: name) else {
            throw ScenarioError("cellStyle must be \(CellView.Style.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), not '\(name)'")
        }
        return style
    }

    /// An array of strings at `i`.
    static func strings(_ a: HostArgs, _ i: Int32, _ what: String) throws(ScenarioError) -> [String] {
        let table = try a.table(i)
        return try (0..<Int(lua_rawlen(a.L, table))).map { (k: Int) throws(ScenarioError) -> String in
            lua_rawgeti(a.L, table, lua_Integer(k + 1))
            defer { sc_pop(a.L, 1) }
            guard let text = luaString(a.L, -1) else { throw ScenarioError("\(what) must be a list of strings (item \(k + 1) is \(a.typeName(-1)))") }
            return text
        }
    }
}
