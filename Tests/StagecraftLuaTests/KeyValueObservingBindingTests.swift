import Stagecraft
import Testing
@testable import StagecraftLua

/// T12.7 from Lua: `view:observe(key, options, handler)` and its `NSKeyValueObservation`; and
/// L1.11's `UIBezierPath:addArc`. Bad arguments are errors naming the script line; an error in a
/// handler is a script error that leaves the setter's change made.
@Suite final class KeyValueObservingBindingTests {
    private let made = MadeStates()

    func stage() throws -> (LuaState, Engine) {
        let lua = try LuaState(), engine = Engine()
        made.keep(lua, engine)
        try lua.loadPrivileged("S = {}", chunkName: "=shared")   // a table every chunk sees
        try lua.call(nargs: 0, nresults: 0)
        return (lua, engine)
    }

    @Test func t12_7_aHandlerGetsTheViewAndTheChangeItAskedFor() throws {
        let (lua, _) = try stage()
        #expect(try lua.run("""
            local v = UIView(CGRect(0, 0, 10, 10), "v")
            S.calls = {}
            S.o = v:observe("frame", {"initial", "new", "old"}, function(view, change)
              S.calls[#S.calls + 1] = view.name .. ":" .. tostring(change.oldValue) .. ">" .. tostring(change.newValue)
            end)
            v.frame = CGRect(1, 2, 3, 4)
            S.o:invalidate()
            v.frame = CGRect(9, 9, 9, 9)
            return #S.calls, S.calls[1], S.calls[2]
            """) == ["2", "v:nil>CGRect(0, 0, 10, 10)", "v:CGRect(0, 0, 10, 10)>CGRect(1, 2, 3, 4)"])
        // The short form: no options, the handler second; nothing is passed that was not asked for.
        #expect(try lua.run("""
            local v = UIView(CGRect(0, 0, 10, 10))
            local seen = {}
            v:observe("alpha", function(_, change) seen[#seen + 1] = tostring(change.newValue) end)
            v.alpha = 0.5
            return #seen, seen[1]
            """) == ["1", "nil"])
        // One option alone, as Swift writes `options: .old` (PanModal): a string, not a list.
        #expect(try lua.run("""
            local v = UIView(CGRect(0, 0, 10, 10))
            local seen = {}
            v:observe("alpha", "old", function(_, change) seen[#seen + 1] = tostring(change.oldValue) .. "/" .. tostring(change.newValue) end)
            v.alpha = 0.5
            return seen[1]
            """) == ["1.0/nil"])
    }

    @Test func t12_7_badArgumentsAreErrorsAtTheScriptsLine() throws {
        let (lua, _) = try stage()
        let cases: [(String, String)] = [
            ("UIView():observe('isHidden', function() end)", "cannot observe 'isHidden'"),
            ("UIView():observe('frame', {'prior'}, function() end)", "the option prior is not supported"),
            ("UIView():observe('frame', {'soon'}, function() end)", "unknown observing option 'soon'"),
            ("UIView():observe('contentOffset', function() end)", "only a scroll view has a contentOffset"),
            ("UIView():observe('frame', {})", "bad argument"),
        ]
        for (source, expected) in cases {
            do { try lua.run("\n" + source, chunkName: "@kvo.lua"); Issue.record("expected an error for \(source)") } catch {
                #expect(error.message.hasPrefix("kvo.lua:2:") && error.message.contains(expected), "\(error.message)")
            }
        }
    }

    @Test func t12_7_anErrorInAHandlerIsAScriptErrorAndTheSetStands() throws {
        let (lua, engine) = try stage()
        #expect(try lua.run("""
            S.v = UIView(CGRect(0, 0, 10, 10))
            S.v:observe("frame", function() error("boom") end)
            S.v.frame = CGRect(5, 5, 5, 5)
            return S.v.frame.origin.x
            """, chunkName: "@boom.lua") == ["5.0"])
        #expect(engine.diagnostics.contains { $0.kind == .scriptError && $0.message.contains("boom") })
    }

    @Test func l1_11_addArcsBadArgumentsAreErrorsAtTheScriptsLine() throws {
        let (lua, _) = try stage()
        for (source, expected) in [("UIBezierPath():addArc(CGPoint(0, 0), -1, 0, 1, true)", "negative"),
                                   ("UIBezierPath():addArc(CGPoint(0, 0), 1, 0, 1/0, true)", "finite")] {
            do { try lua.run("\n" + source, chunkName: "@arc.lua"); Issue.record("expected an error for \(source)") } catch {
                #expect(error.message.hasPrefix("arc.lua:2:") && error.message.contains(expected), "\(error.message)")
            }
        }
    }
}
