import CLuaShim
import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// Nested value writes as Swift compiles them (issue 14 item 2): an assignment through a
/// value-typed property gets, modifies and sets that property (`view.frame.origin.y = 40` moves
/// the view), while a copy held in a variable is only a copy (`var f = view.frame; f.origin.y = 40`
/// leaves the view). Expected values are Swift's: what the same lines do to a UIView.
@Suite struct NestedWriteTests {
    private func world() throws -> (LuaState, View) {
        let lua = try LuaState()
        let view = View(frame: Rect(10, 20, 100, 50), name: "card")
        lua.setGlobal("card", view)
        return (lua, view)
    }

    @Test func aNestedWriteThroughAPropertySetsIt() throws {
        let (lua, view) = try world()
        try lua.run("card.frame.origin.y = 40")
        #expect(view.frame == Rect(10, 40, 100, 50))
        try lua.run("card.center.x = 10")
        #expect(view.center == Point(10, 65))
        try lua.run("card.bounds.size.width = 30")  // bounds keeps the centre: the frame shrinks around it
        #expect(view.bounds.size == Size(30, 50) && view.center == Point(10, 65))
        try lua.run("card.transform.tx = 5")
        #expect(view.transform.tx == 5)
    }

    @Test func aCopyInAVariableIsOnlyACopy() throws {
        let (lua, view) = try world()
        #expect(try lua.run("local f = card.frame; f.origin.y = 40; return f.origin.y") == ["40"])
        #expect(view.frame == Rect(10, 20, 100, 50))
        // The common port: read, change the copy, assign it to another view.
        let other = View(name: "other")
        lua.setGlobal("other", other)
        try lua.run("local start = card.frame; start.origin.x = start.origin.x - 100; other.frame = start")
        #expect(other.frame == Rect(-90, 20, 100, 50) && view.frame == Rect(10, 20, 100, 50))
    }

    @Test func plainTablesKeepLuasMeaning() throws {
        let (lua, _) = try world()
        #expect(try lua.run("""
            local state = { rect = CGRect(0, 0, 1, 1), inner = { x = 1 } }
            state.rect.origin.y = 9
            state.inner.x = 2
            local list = { state }
            list[1].inner.x = 3
            return state.rect.origin.y, state.inner.x
            """) == ["9", "3"])
    }

    @Test func indexStepsCallsAndVarlistsAreTargetsToo() throws {
        let (lua, view) = try world()
        let other = View(frame: Rect(0, 0, 10, 10), name: "other")
        lua.setGlobal("other", other)
        lua.setGlobal("parent", { let p = View(name: "parent"); p.addSubview(view); return p }())
        try lua.run("""
            local views = { card }
            views[1].frame["origin"].x = 1
            parent.subviews[1].frame.size.height = 7
            card.frame.origin.y, other.center.y = 3, 50
            """)
        #expect(view.frame == Rect(1, 3, 100, 7))
        #expect(other.center == Point(5, 50))
    }

    @Test func insideAnAnimationBlockTheWriteAnimates() throws {
        // UIView.animate with a nested write animates the property (the setter runs inside the block).
        let engine = Engine()
        let (lua, view) = try world()
        defer { engine.discardEverything(); lua.releaseAllObjects() }
        try lua.run("UIView.animate(1, 0, 'curveLinear', function() card.frame.origin.x = 110 end)")
        engine.advance(by: 0.5)
        #expect(abs(view.presentation.frame.origin.x - 60) < 1e-9)
        #expect(view.frame.origin.x == 110)  // the model value is the target at once
    }

    /// The message of the error `source` raises ("" when it runs).
    private func failure(_ lua: LuaState, _ source: String, _ chunkName: String) -> String {
        do { try lua.run(source, chunkName: "@" + chunkName); return "" } catch { return error.message }
    }

    @Test func errorsNameTheLineAndWhatWasNil() throws {
        let (lua, view) = try world()
        #expect(failure(lua, "\n\nmissing.frame.origin.y = 1", "t.lua").contains("t.lua:3: attempt to index a nil value (global 'missing')"))  // Lua's own words
        #expect(failure(lua, "local s = {}\ns.config.speed = 2", "u.lua").contains("u.lua:2: attempt to index a nil value (field 'config')"))
        // A value the setter refuses is the setter's error, at the script's line; the view keeps its frame.
        #expect(failure(lua, "card.frame.origin.y = 0/0", "v.lua").contains("v.lua:1:"))
        #expect(view.frame == Rect(10, 20, 100, 50))
        // Into a value a call returned: a copy nobody keeps, an error (Swift's "function call
        // returns immutable value"), not a silent no-op. A handle a call returned is fine.
        #expect(failure(lua, "local function f() return card.frame end\nf().origin.y = 1", "x.lua").contains("x.lua:2: cannot assign into 'origin' of a value a call returned"))
        #expect(failure(lua, "local function v() return card end\nv().frame.origin.y = 33", "y.lua") == "")
        #expect(view.frame.origin.y == 33)
        // A computed member of a value is read-only, as in Swift (`frame.width` has no setter).
        #expect(failure(lua, "card.frame.width = 5", "w.lua").contains("read-only"))
    }

    @Test func stringsCommentsAndOtherAssignmentsAreUntouched() throws {
        let source = """
            local t = { a = { b = 1 }, [1] = 2 }  -- a.b.c = 1 in a comment
            local s = "x.y.z = 1" .. [[p.q.r = 2]] --[==[ m.n.o = 3 ]==]
            for i = 1, 2 do t.a.b = i end
            if t.a.b == 2 and t.a.b >= 1 and t.a.b ~= 0 and t.a.b <= 9 then end
            local f = function(x) (x).a.b = 3 end
            """
        var length = 0
        let rewritten = source.withCString { sc_rewrite_places($0, source.utf8.count, &length) }
        defer { sc_free_rewrite(rewritten) }
        let text = rewritten.map { String(cString: $0) } ?? ""
        // Two targets: `t.a.b = i` and `(x).a.b = 3`; everything else byte for byte.
        #expect(text.components(separatedBy: "__stagecraft_place(").count - 1 == 2)
        #expect(text.contains(#""x.y.z = 1" .. [[p.q.r = 2]] --[==[ m.n.o = 3 ]==]"#))
        #expect(text.contains("-- a.b.c = 1 in a comment"))
        #expect(text.contains(#"__stagecraft_place(t, "a", "t").b = i"#))
        #expect(text.contains(#"__stagecraft_place((x), "a").b = 3"#))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        // No target with a step (a one-step `x.y = 1` is one since issue 25 item 2): nothing to rewrite.
        #expect("local a = b.c.d; x = 1".withCString { sc_rewrite_places($0, 22, &length) } == nil)
    }

    @Test func hostileChainsNeitherRecurseNorTakeLong() throws {
        // Calls chained on table and string arguments, and a deep index chain, hundreds of
        // thousands long: no stack overflow, no quadratic scan; the text stays valid Lua.
        for source in [
            "local f = function() return f end\nf" + String(repeating: "{}", count: 200_000) + ".x.y = 1",
            "local f = function() return f end\nf" + String(repeating: "''", count: 200_000) + ".x.y = 1",
            "local t = {}\nt" + String(repeating: "[1]", count: 100_000) + " = 1",
            String(repeating: "a.b.c = 1\n", count: 50_000),
        ] {
            var length = 0
            let start = ContinuousClock.now
            let rewritten = source.withCString { sc_rewrite_places($0, source.utf8.count, &length) }
            defer { sc_free_rewrite(rewritten) }
            #expect(ContinuousClock.now - start < .seconds(5))
            if let rewritten {
                let lua = try LuaState()
                let text = String(cString: rewritten)
                #expect(text.withCString { luaL_loadbufferx(lua.state, $0, text.utf8.count, "x", "t") } == LUA_OK)
            }
        }
    }

    @Test func linesKeepTheirNumbersAcrossRewrittenTargets() throws {
        let (lua, _) = try world()
        #expect(failure(lua, "card\n.frame\n.origin\n.y = 1\nlocal x = nil\nx.y = 2", "lines.lua").contains("lines.lua:6:"))
    }

    @Test func everyExampleScriptRewritesToTextThatCompiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../examples")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }.filter { $0.pathExtension == "lua" } ?? []
        #expect(files.count > 30)
        for file in files {
            let source = try String(contentsOf: file, encoding: .utf8)
            var length = 0
            guard let rewritten = source.withCString({ sc_rewrite_places($0, source.utf8.count, &length) }) else { continue }
            defer { sc_free_rewrite(rewritten) }
            let text = String(cString: rewritten)
            let lua = try LuaState()
            #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count, "\(file.lastPathComponent)")
            #expect(text.withCString { luaL_loadbufferx(lua.state, $0, text.utf8.count, "x", "t") } == LUA_OK, "\(file.lastPathComponent): \(text)")
        }
    }

    @Test func loadOfATextChunkGetsNestedWritesToo() throws {
        let (lua, view) = try world()
        try lua.run("load('card.frame.origin.x = 3')()")
        #expect(view.frame.origin.x == 3)
        #expect(try lua.run("return load('x.y.z = ', 'bad')") == ["nil", #"[string "bad"]:1: unexpected symbol near <eof>"#])
    }
}
