import Testing
import Stagecraft
@testable import StagecraftLua

/// T12.4 in Lua: `hitTest(_:with:)` and `point(inside:with:)` callable on every view and
/// overridable by a Lua view class (`UIView{class = T}`); a pass-through view returns nil.
@Suite struct HitTestBindingTests {
    let stage = LuaGestureStage()

    /// A full-window overlay above the card that lets touches through except on its button.
    static let overlay = """
        local Pass = {}
        function Pass:hitTest(point, event)
          local hit = self:hitTest(point, event)   -- super.hitTest(point, with: event)
          if hit == self then return nil end
          return hit
        end
        local overlay = UIView{frame = CGRect(0, 0, 390, 844), class = Pass, name = "overlay"}
        local button = UIView{frame = CGRect(0, 0, 100, 100), name = "button"}
        overlay:addSubview(button)
        card.superview:addSubview(overlay)
        S.window, S.overlay, S.button = card.superview, overlay, button

        """

    func hitName(_ x: Double, _ y: Double) throws -> String {
        try stage.lua.run("local hit = S.window:hitTest(CGPoint(\(x), \(y))); return hit and hit.name or 'nil'").first ?? "?"
    }

    @Test func t12_4_aPassThroughViewLetsTouchesReachTheViewBelow() throws {
        try stage.lua.run(Self.overlay)
        #expect(try hitName(200, 400) == "card")    // the overlay itself answers nil
        #expect(try hitName(50, 50) == "button")    // its subview is still hit
        #expect(try stage.lua.run("return tostring(S.overlay:hitTest(CGPoint(200, 400)))") == ["nil"])
    }

    @Test func t12_4_aTapThroughThePassThroughViewReachesTheCardsRecognizer() throws {
        try stage.lua.run(Self.overlay + """
            S.taps = 0
            local tap = UITapGestureRecognizer(function() S.taps = S.taps + 1 end)
            card:addGestureRecognizer(tap)
            """)
        stage.touches.tap(at: Point(200, 400))
        stage.touches.tap(at: Point(50, 50), startTime: 1)  // on the button: not the card's
        stage.engine.advance(by: 2)
        #expect(try stage.lua.run("return S.taps") == ["1"])
    }

    @Test func t12_4_pointInsideOverriddenWidensTheTouchArea() throws {
        try stage.lua.run("""
            local Wide = {}
            function Wide:pointInside(point, event)  -- 20 pt of slop on every side
              local b = self.bounds
              return point.x >= -20 and point.x <= b.width + 20 and point.y >= -20 and point.y <= b.height + 20
            end
            local small = UIView{frame = CGRect(100, 100, 40, 40), class = Wide, name = "small"}
            card:addSubview(small)
            S.window, S.small = card.superview, small
            """)
        #expect(try hitName(80, 120) == "small")     // exactly 20 pt left of it
        #expect(try hitName(79.9, 120) == "card")    // just past the slop
        #expect(try hitName(160, 160) == "small")    // 20 pt past its bottom-right corner
        #expect(try stage.lua.run("return S.small:pointInside(CGPoint(-20, 0)), S.small:pointInside(CGPoint(-20.1, 0))") == ["true", "false"])
    }

    @Test func t12_4_hitTestAndPointInsideAreCallableOnAnyView() throws {
        #expect(try stage.lua.run("return card:pointInside(CGPoint(0, 0)), card:pointInside(CGPoint(-1, 10)), tostring(card:hitTest(CGPoint(-1, 10)))")
                == ["true", "false", "nil"])
        #expect(try stage.lua.run("card.isHidden = true; return tostring(card:hitTest(CGPoint(10, 10)))") == ["nil"])
    }

    @Test func t12_4_anAnswerOfTheWrongKindIsReportedAndUIKitsRuleAnswers() throws {
        try stage.lua.run("""
            local Bad = {}
            function Bad:hitTest(point) return 42 end
            local bad = UIView{frame = CGRect(0, 0, 100, 100), class = Bad, name = "bad"}
            card:addSubview(bad)
            S.window = card.superview
            """)
        #expect(try hitName(50, 50) == "bad")
        let messages = stage.engine.diagnostics.map(\.message)
        #expect(messages == ["bad.hitTest returned number, not a view or nil; UIKit's own rule answered instead"])
    }

    @Test func t12_4_anOverrideThatRaisesIsAScriptErrorAtItsLine() throws {
        try stage.lua.run("""
            local Raises = {}
            function Raises:pointInside(point)
              error("no touch area")
            end
            local v = UIView{frame = CGRect(0, 0, 100, 100), class = Raises, name = "raises"}
            card:addSubview(v)
            S.window = card.superview
            """)
        #expect(try hitName(50, 50) == "raises")  // the bounds answered
        let diagnostics = stage.engine.diagnostics.filter { $0.kind == .scriptError }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("no touch area") == true, "\(diagnostics)")
        #expect(diagnostics.first?.source?.hasSuffix(":3") == true || diagnostics.first?.message.contains(":3:") == true, "\(diagnostics)")
    }
}
