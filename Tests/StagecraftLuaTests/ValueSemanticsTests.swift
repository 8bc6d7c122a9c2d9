import CLuaShim
import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// Swift's value semantics for geometry in Lua (issue 25 item 2): `var b = a; b.origin.y = 10`
/// changes `b` only, however `b` came to hold `a`'s value (a local, an upvalue, a global, a table
/// field, a varlist, a parameter), inside animation blocks and coroutines; objects (views,
/// layers) are references, as in Swift. Expected values are what the same Swift lines leave in
/// each variable: a value assigned is a copy, a closure captures the variable itself.
@Suite struct ValueSemanticsTests {
    /// The numbers `source` returns (Lua prints 1.0 and 1 differently; Swift's values are numbers).
    private func numbers(_ lua: LuaState, _ source: String) throws -> [Double] {
        try lua.run(source).map { Double($0) ?? .nan }
    }

    private func world() throws -> (LuaState, View) {
        let lua = try LuaState()
        let view = View(frame: Rect(10, 20, 100, 50), name: "card")
        lua.setGlobal("card", view)
        return (lua, view)
    }

    @Test func i25_2_aLocalCopyChangesAloneInBothOrders() throws {
        let (lua, _) = try world()
        // Nested (`b.origin.y`) and one-step (`p.x`) writes into the copy.
        #expect(try numbers(lua, "local a = CGRect(1, 2, 3, 4); local b = a; b.origin.y = 10; return a.origin.y, b.origin.y") == [2, 10])
        #expect(try numbers(lua, "local a = CGPoint(1, 2); local b = a; b.x = 10; return a.x, b.x") == [1, 10])
        // The other order: the original changes, the copy keeps the old value.
        #expect(try numbers(lua, "local a = CGPoint(1, 2); local b = a; a.x = 10; return a.x, b.x") == [10, 1])
        // A value read from a view, copied, then changed: the view's own value and the first copy stay.
        #expect(try numbers(lua, "local a = card.frame; local b = a; b.size.width = 7; return a.size.width, b.size.width, card.frame.size.width") == [100, 7, 100])
    }

    @Test func i25_2_everyGeometryTypeIsAValue() throws {
        let (lua, _) = try world()
        let cases: [(make: String, field: String, before: Double)] = [
            ("CGRect(1, 2, 3, 4)", "size.height", 4),
            ("CGPoint(1, 2)", "y", 2),
            ("CGSize(3, 4)", "width", 3),
            ("CGAffineTransform.identity", "tx", 0),
            ("CATransform3DIdentity", "m34", 0),
            ("UIEdgeInsets(1, 2, 3, 4)", "bottom", 3),
            ("CGVector(5, 6)", "dx", 5),
        ]
        for c in cases {
            #expect(try numbers(lua, "local a = \(c.make); local b = a; b.\(c.field) = 99; return a.\(c.field), b.\(c.field)") == [c.before, 99], "\(c.make)")
        }
    }

    @Test func i25_2_anUpvalueWrittenInAClosureIsTheOuterVariable() throws {
        let (lua, _) = try world()
        // Swift closures capture the variable: the closure's write is seen outside, `a` keeps its value.
        #expect(try numbers(lua, """
            local a = CGPoint(1, 2)
            local b = a
            local function move() b.x = 5 end
            move()
            return a.x, b.x
            """) == [1, 5])
        // And a copy made inside the closure from the upvalue leaves the upvalue.
        #expect(try numbers(lua, """
            local a = CGPoint(1, 2)
            local function copyAndMove() local c = a; c.y = 8; return c.y end
            return copyAndMove(), a.y
            """) == [8, 2])
    }

    @Test func i25_2_globalsAreVariablesToo() throws {
        let (lua, _) = try world()
        #expect(try numbers(lua, "A = CGPoint(1, 2); B = A; B.x = 5; return A.x, B.x") == [1, 5])
        // From inside a function (the global is reached through the function's _ENV).
        #expect(try numbers(lua, "P = CGSize(1, 1); Q = P; local function grow() Q.width = 3 end; grow(); return P.width, Q.width") == [1, 3])
    }

    @Test func i25_2_tableFieldsHoldValues() throws {
        let (lua, _) = try world()
        #expect(try numbers(lua, """
            local state = { rect = CGRect(0, 0, 1, 1), point = CGPoint(1, 1) }
            local savedRect, savedPoint = state.rect, state.point
            state.rect.origin.x = 5
            state.point.y = 6
            return savedRect.origin.x, state.rect.origin.x, savedPoint.y, state.point.y
            """) == [0, 5, 1, 6])
        // An array of values, and a value copied out of one field into another.
        #expect(try numbers(lua, """
            local list = { CGPoint(1, 1), CGPoint(2, 2) }
            local first = list[1]
            list[1].x = 7
            local t = { a = CGPoint(0, 0) }
            t.b = t.a
            t.b.x = 3
            return first.x, list[1].x, t.a.x, t.b.x
            """) == [1, 7, 0, 3])
    }

    @Test func i25_2_varlistsChangeEachTargetAndKeepEveryField() throws {
        let (lua, _) = try world()
        // Two fields of the same variable in one statement: both changes kept.
        #expect(try numbers(lua, "local a = CGPoint(1, 2); local b = a; b.x, b.y = 5, 6; return a.x, a.y, b.x, b.y") == [1, 2, 5, 6])
        // A plain name last in the varlist does not hide the targets before it.
        #expect(try numbers(lua, "local a = CGPoint(1, 2); local b = a; local n; b.x, n = 5, 9; return a.x, b.x, n") == [1, 5, 9])
        // Two variables and a view in one varlist.
        #expect(try numbers(lua, "local a = CGRect(0, 0, 1, 1); local b, c = a, a; b.origin.x, c.size.width, card.alpha = 4, 5, 0.5; return a.origin.x, a.size.width, b.origin.x, c.size.width, card.alpha") == [0, 1, 4, 5, 0.5])
    }

    @Test func i25_2_parametersLoopVariablesAndShadowedLocalsAreCopies() throws {
        let (lua, _) = try world()
        #expect(try numbers(lua, """
            local function moved(r) r.origin.y = 10; return r end
            local a = CGRect(0, 0, 1, 1)
            local m = moved(a)
            return a.origin.y, m.origin.y
            """) == [0, 10])
        // `for var r in rects { r.origin.x = 0 }` leaves the array.
        #expect(try numbers(lua, "local rects = { CGRect(5, 0, 1, 1) }; for _, r in ipairs(rects) do r.origin.x = 0 end; return rects[1].origin.x") == [5])
        // The write goes to the variable in scope: the inner `b` in the block, the outer one after it.
        #expect(try numbers(lua, """
            local a = CGPoint(1, 1)
            local b = a
            do local b = CGPoint(0, 0); b.x = 3 end
            b.x = 4
            return a.x, b.x
            """) == [1, 4])
    }

    @Test func i25_2_insideAnAnimationBlockTheCopyAnimatesAndTheOriginalStays() throws {
        let engine = Engine()
        let (lua, view) = try world()
        defer { engine.discardEverything(); lua.releaseAllObjects() }
        // The block runs at once (UIView.animate calls it), so the chunk sees its effect on return.
        #expect(try numbers(lua, """
            local start = card.frame
            local target = start
            UIView.animate(1, 0, 'curveLinear', function() target.origin.x = 110; card.frame = target end)
            return start.origin.x, target.origin.x
            """) == [10, 110])
        engine.advance(by: 0.5)
        #expect(abs(view.presentation.frame.origin.x - 60) < 1e-9)  // linear, half way from 10 to 110
        #expect(view.frame.origin.x == 110)
    }

    @Test func i25_2_insideACoroutineAcrossAYield() throws {
        let (lua, _) = try world()
        #expect(try numbers(lua, """
            local a = CGPoint(1, 2)
            local b = a
            local co = coroutine.wrap(function()
              local c = a
              c.x = 9
              coroutine.yield(c.x)
              b.y = 7           -- an upvalue, written after the resume
              return a.x, a.y
            end)
            local first = co()
            local ax, ay = co()
            return first, ax, ay, b.y
            """) == [9, 1, 2, 7])
    }

    @Test func i25_2_objectsStayReferences() throws {
        let (lua, view) = try world()
        try lua.run("local v = card; v.alpha = 0.5; local l = card.layer; l.cornerRadius = 8")
        #expect(view.alpha == 0.5)
        #expect(view.layer.cornerRadius == 8)
        // A table is a reference too: only geometry values are copied.
        #expect(try numbers(lua, "local t = { n = 1 }; local u = t; u.n = 2; return t.n") == [2])
    }

    /// The message of the error `source` raises ("" when it runs).
    private func failure(_ lua: LuaState, _ source: String, _ chunkName: String) -> String {
        do { try lua.run(source, chunkName: "@" + chunkName); return "" } catch { return error.message }
    }

    @Test func i25_2_errorsNameTheFileLineAndVariableAsLuaDoes() throws {
        let (lua, _) = try world()
        #expect(failure(lua, "local r\n\nr.x = 1", "a.lua").contains("a.lua:3: attempt to index a nil value (local 'r')"))
        #expect(failure(lua, "missing.x = 1", "b.lua").contains("b.lua:1: attempt to index a nil value (global 'missing')"))
        #expect(failure(lua, "local u\nlocal function f() u.x = 1 end\nf()", "c.lua").contains("c.lua:2: attempt to index a nil value (upvalue 'u')"))
        // A value a call returned, or one in parentheses, is a copy nobody keeps.
        #expect(failure(lua, "local function f() return CGPoint(0, 0) end\nf().x = 1", "d.lua").contains("d.lua:2: cannot assign into a value a call returned"))
        #expect(failure(lua, "local p = CGPoint(0, 0);\n(p).x = 1", "e.lua").contains("e.lua:2: cannot assign into a value in parentheses"))
        // A handle a call returned is an object: fine.
        #expect(failure(lua, "local function v() return card end\nv().alpha = 0.25", "f.lua") == "")
        // A computed member of a value is read-only, as in Swift.
        #expect(failure(lua, "local r = CGRect(0, 0, 1, 1)\nr.width = 5", "g.lua").contains("g.lua:2:") )
        #expect(failure(lua, "local r = CGRect(0, 0, 1, 1)\nr.width = 5", "g.lua").contains("read-only"))
    }

    @Test func i25_2_aValueMadeToHoldItselfIsCopiedWithoutRecursingForever() throws {
        let (lua, _) = try world()
        // rawset can make a cycle the bindings never make; the copy is bounded, the host keeps running.
        #expect(try numbers(lua, "local r = CGRect(0, 0, 1, 1); rawset(r, 'origin', r); r.size.width = 2; return r.size.width") == [2])
    }

    @Test func i25_2_theRewriteTouchesAssignmentsOnly() throws {
        let source = """
            local t = { x = 1, [2] = 3, f = function() a.b = 1 end, { y = 2 } }
            a.b, n = 1, 2
            local p, q = 1, 2
            for i = 1, 2 do s[i] = i end
            if t.x == 1 then u.v = 1 end
            """
        var length = 0
        let rewritten = source.withCString { sc_rewrite_places($0, source.utf8.count, &length) }
        defer { sc_free_rewrite(rewritten) }
        let text = rewritten.map { String(cString: $0) } ?? ""
        // The table's fields stay; the assignments in the function, the varlist, the loop and the if change.
        #expect(text.contains("local t = { x = 1, [2] = 3, f = function() __stagecraft_place(a, nil, \"a\").b = 1 end, { y = 2 } }"), "\(text)")
        #expect(text.contains(#"__stagecraft_place(a, nil, "a").b, n = 1, 2"#))
        #expect(text.contains("local p, q = 1, 2"))
        #expect(text.contains(#"__stagecraft_place(s, nil, "s")[i] = i"#))
        #expect(text.contains(#"__stagecraft_place(u, nil, "u").v = 1"#))
        #expect(text.components(separatedBy: "__stagecraft_place(").count - 1 == 4)
    }
}
