import Testing
import Stagecraft
@testable import StagecraftLua

/// T12.4 in Lua: `touchesBegan/Moved/Ended/Cancelled` overridden by a view class and by a screen,
/// with an array of touches; `self:touchesBegan(touches)` inside the override is super's.
@Suite struct TouchOverrideBindingTests {
    let stage = LuaGestureStage()

    /// A highlight button: dims on touch-down, restores on lift or cancel.
    static let button = """
        local Button = {}
        function Button:touchesBegan(touches, event)
          self.alpha = 0.5
          S.log[#S.log + 1] = "began " .. #touches .. " " .. touches[1].phase
        end
        function Button:touchesEnded(touches, event) self.alpha = 1; S.log[#S.log + 1] = "ended" end
        function Button:touchesCancelled(touches, event) self.alpha = 1; S.log[#S.log + 1] = "cancelled" end
        S.log = {}
        S.button = UIView{frame = CGRect(0, 0, 200, 200), class = Button, name = "button"}
        card:addSubview(S.button)

        """

    func log() throws -> String { try stage.lua.run("return table.concat(S.log, ',')").first ?? "" }

    @Test func t12_4_aViewClassHighlightsOnTouchDownAndRestoresOnLift() throws {
        try stage.lua.run(Self.button)
        stage.touches.press(at: Point(100, 100), duration: 0.2)
        stage.engine.advance(by: 0.1)
        #expect(try stage.lua.run("return S.button.alpha") == ["0.5"])
        stage.engine.advance(by: 1)
        #expect(try log() == "began 1 began,ended")
        #expect(try stage.lua.run("return S.button.alpha") == ["1.0"])
    }

    @Test func t12_4_aRecognizerOnTheButtonCancelsItsTouch() throws {
        try stage.lua.run(Self.button + "S.button:addGestureRecognizer(UITapGestureRecognizer())")
        stage.touches.tap(at: Point(100, 100))
        stage.engine.advance(by: 1)
        #expect(try log() == "began 1 began,cancelled")
    }

    @Test func t12_4_superPassesTheTouchesToTheNextResponder() throws {
        try stage.lua.run("""
            S.log = {}
            local Inner = {}
            function Inner:touchesBegan(touches, event)
              S.log[#S.log + 1] = "inner"
              self:touchesBegan(touches, event)   -- super.touchesBegan(touches, with: event)
            end
            local Outer = {}
            function Outer:touchesBegan(touches, event) S.log[#S.log + 1] = "outer " .. touches[1].view.name end
            local outer = UIView{frame = CGRect(0, 0, 300, 300), class = Outer, name = "outer"}
            outer:addSubview(UIView{frame = CGRect(0, 0, 100, 100), class = Inner, name = "inner"})
            card:addSubview(outer)
            """)
        stage.touches.tap(at: Point(50, 50))
        stage.engine.advance(by: 1)
        #expect(try log() == "inner,outer inner")
    }

    @Test func t12_4_aViewClassWithoutTheOverridePassesTouchesOn() throws {
        try stage.lua.run(Self.button + """
            local Plain = {}
            S.button:addSubview(UIView{frame = CGRect(0, 0, 50, 50), class = Plain})
            """)
        stage.touches.tap(at: Point(10, 10))
        stage.engine.advance(by: 1)
        #expect(try log() == "began 1 began,ended")
    }

    @Test func t12_4_anErrorInAnOverrideIsAScriptErrorAndTouchesGoOn() throws {
        try stage.lua.run("""
            local Broken = {}
            function Broken:touchesBegan(touches)
              local x = touches.nothing.here
            end
            card:addSubview(UIView{frame = CGRect(0, 0, 100, 100), class = Broken})
            """)
        stage.touches.tap(at: Point(10, 10))
        stage.engine.advance(by: 1)
        let errors = stage.engine.diagnostics.filter { $0.kind == .scriptError }
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.message.contains(":3:") == true || errors.first?.source?.hasSuffix(":3") == true, "\(errors)")
    }

    @Test func t12_4_cancelsTouchesInViewFromLua() throws {
        try stage.lua.run(Self.button + """
            local tap = UITapGestureRecognizer()
            tap.cancelsTouchesInView = false
            S.button:addGestureRecognizer(tap)
            S.tap = tap
            """)
        stage.touches.tap(at: Point(100, 100))
        stage.engine.advance(by: 1)
        #expect(try log() == "began 1 began,ended")
        #expect(try stage.lua.run("return S.tap.state, S.tap.cancelsTouchesInView") == ["ended", "false"])
    }
}
