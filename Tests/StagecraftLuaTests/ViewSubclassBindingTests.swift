import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// `UIView{class = T}`: a bound view that is an instance of a UIView subclass written in Lua (what
/// the importer makes of `class DimmingView: UIView`): the class's members on the view, fields of
/// its own per view, computed properties, and the engine's calls of its overrides.
@Suite final class ViewSubclassBindingTests {
    private let made = MadeStates()

    func stage() throws -> (LuaState, Engine) {
        let lua = try LuaState()
        let engine = Engine()
        made.keep(lua, engine)
        try lua.loadPrivileged("S = {}", chunkName: "=shared")
        try lua.call(nargs: 0, nresults: 0)
        return (lua, engine)
    }

    static let dimming = """
        local Dimming = { taps = 0, layouts = 0 }
        function Dimming:tap() self.taps = self.taps + 1; return self end
        function Dimming:get_isDimmed() return self.alpha > 0 end
        function Dimming:set_isDimmed(on) self.alpha = on and 0.5 or 0 end
        function Dimming:layoutSubviews()
          Dimming.layouts = Dimming.layouts + 1
          self.subviews[1].frame = self.bounds:insetBy(10, 10)
        end

        """

    @Test func aViewOfAClassHasItsMethodsItsOwnFieldsAndItsComputedProperties() throws {
        let (lua, _) = try stage()
        let results = try lua.run(Self.dimming + """
            local a = UIView{frame = CGRect(0, 0, 100, 100), class = Dimming}
            local b = UIView{class = Dimming}
            a:tap():tap()
            b:tap()
            a.isDimmed = true
            return a.taps, b.taps, Dimming.taps, a.alpha, tostring(a.isDimmed), tostring(b.isDimmed), a.frame.size.width, tostring(a.name)
            """)
        #expect(results == ["2", "1", "0", "0.5", "true", "true", "100.0", "nil"])
    }

    /// The twin: a plain view takes no fields, and its class's methods are not there.
    @Test func aPlainViewHasNoneOfThem() throws {
        let (lua, _) = try stage()
        #expect(throws: LuaError.self) { try lua.run(Self.dimming + "local v = UIView(); v:tap()") }
        #expect(throws: LuaError.self) { try lua.run("local v = UIView(); v.taps = 1") }
    }

    @Test func ly1_3_theEngineCallsTheClassesLayoutSubviewsWithTheView() throws {
        let (lua, _) = try stage()
        let results = try lua.run(Self.dimming + """
            local a = UIView{frame = CGRect(0, 0, 100, 100), class = Dimming}
            a:addSubview(UIView())
            a:setNeedsLayout()
            a:layoutIfNeeded()
            return Dimming.layouts, a.subviews[1].frame.size.width
            """)
        #expect(results == ["1", "80.0"])
    }

    @Test func aFailingOverrideIsADiagnosticNotACrash() throws {
        let (lua, engine) = try stage()
        _ = try lua.run("""
            local Broken = {}
            function Broken:layoutSubviews() error('no layout today') end
            v = UIView{class = Broken}; v:setNeedsLayout(); v:layoutIfNeeded()
            """)
        #expect(engine.diagnostics.contains { $0.kind == .scriptError && $0.message.contains("no layout today") })
    }

    @Test func aClassAndAnOverrideFunctionTogetherAreAnError() throws {
        let (lua, _) = try stage()
        #expect(throws: LuaError.self) { try lua.run("UIView{class = {}, layoutSubviews = function() end}") }
    }
}
