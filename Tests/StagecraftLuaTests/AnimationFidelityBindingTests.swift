import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// Issue 11 item 7 from Lua, with UIKit's names: additive animations (T8.7), keyframe calculation
/// modes (T8.5), UIView.transition, modifyAnimations, UISpring/UICubicTimingParameters,
/// definesPresentationContext. Expected values from the rules, computed here.
@Suite struct AnimationFidelityBindingTests {
    @Test func t8_7_additiveAnimationsFromLua() throws {
        let engine = Engine()
        let lua = try LuaState()
        // Tests may end mid-animation: a running animation and its views hold each other until it ends.
        defer { engine.discardEverything(); lua.releaseAllObjects() }
        let view = View(frame: Rect(0, 0, 10, 10))
        lua.setGlobal("v", view)
        try lua.run("""
            UIView.animate(1, 0, "curveLinear", function() v.center = CGPoint(105, 5) end, function(f) print("first", f) end)
            """)
        engine.advance(by: 0.5)
        try lua.run("""
            UIView.animate(1, 0, "curveLinear", function() v.center = CGPoint(5, 5) end, function(f) print("second", f) end)
            """)
        engine.advance(by: 1)
        #expect(lua.log == ["first\ttrue", "second\ttrue"])
        lua.releaseAllObjects()
    }

    @Test func t8_5_pacedKeyframesFromLua() throws {
        let engine = Engine()
        let lua = try LuaState()
        // Tests may end mid-animation: a running animation and its views hold each other until it ends.
        defer { engine.discardEverything(); lua.releaseAllObjects() }
        let view = View(frame: Rect(0, 0, 10, 10))
        lua.setGlobal("v", view)
        try lua.run("""
            UIView.animateKeyframes(1, 0, "calculationModePaced", function()
              UIView.addKeyframe(0, 0.2, function() v.center = CGPoint(105, 5) end)
              UIView.addKeyframe(0.2, 0.8, function() v.center = CGPoint(105, 105) end)
            end)
            """)
        engine.advance(by: 0.25)
        #expect(abs(view.presentation.center.x - 55) < 1e-6 && abs(view.presentation.center.y - 5) < 1e-6)
        lua.releaseAllObjects()
    }

    @Test func transitionAndModifyAnimationsFromLua() throws {
        let engine = Engine()
        let lua = try LuaState()
        // Tests may end mid-animation: a running animation and its views hold each other until it ends.
        defer { engine.discardEverything(); lua.releaseAllObjects() }
        let card = View(frame: Rect(0, 0, 200, 100)), a = View(name: "a"), b = View(name: "b")
        card.addSubview(a)
        lua.setGlobal("card", card)
        lua.setGlobal("a", a)
        lua.setGlobal("b", b)
        try lua.run("""
            UIView.transition(card, 0.4, {"transitionCrossDissolve", "curveLinear"}, function() card.backgroundColor = UIColor.red end,
              function(finished) print("dissolved", finished) end)
            UIView.transition(a, b, 0.4, "transitionFlipFromLeft", function(finished) print("flipped", finished) end)
            UIView.animate(1, 0, "curveLinear", function()
              UIView.modifyAnimations(2, true, function() b.alpha = 0 end)
            end, function(finished) print("repeated", finished) end)
            """)
        #expect(a.superview == nil && b.superview === card)
        engine.advance(by: 0.5)
        #expect(abs(b.presentation.alpha - 0.5) < 1e-6)
        #expect(lua.log == ["dissolved\ttrue", "flipped\ttrue"])
        engine.advance(to: 4)
        #expect(lua.log.last == "repeated\ttrue")
        lua.releaseAllObjects()
    }

    @Test func t8_6_timingParametersWithUIKitsInitialisers() throws {
        let engine = Engine()
        let lua = try LuaState()
        // Tests may end mid-animation: a running animation and its views hold each other until it ends.
        defer { engine.discardEverything(); lua.releaseAllObjects() }
        let view = View(frame: Rect(0, 0, 10, 10))
        lua.setGlobal("v", view)
        #expect(try lua.run("""
            local s = UISpringTimingParameters()
            local c = UICubicTimingParameters("easeIn")
            local d = UICubicTimingParameters()
            return s.mass, s.stiffness, s.damping, s.initialVelocity, c.controlPoint1.x, c.controlPoint2.y, d.controlPoint1.x, d.controlPoint1.y
            """) == ["3.0", "1000.0", "500.0", "0.0", "0.42", "1.0", "0.25", "0.1"])  // d: CA's default curve (Apple's init() page)
        try lua.run("""
            local animator = UIViewPropertyAnimator(2, UISpringTimingParameters(), function() v.center = CGPoint(105, 5) end)
            animator:startAnimation()
            """)
        engine.advance(by: 0.1)
        let omega0 = (1000.0 / 3).squareRoot()  // critical formula for the overdamped system spring (TIMING.md)
        #expect(abs(view.presentation.center.x - (5 + 100 * (1 - exp(-omega0 * 0.1) * (1 + omega0 * 0.1)))) < 1e-3)
        try lua.run("""
            local animator = UIViewPropertyAnimator{duration = 1, timingParameters = UICubicTimingParameters{animationCurve = "easeIn"},
              animations = function() v.alpha = 0 end}
            animator:startAnimation()
            """)
        engine.advance(by: 0.5)
        #expect(abs(view.presentation.alpha - (1 - 0.315357)) < 1e-5)  // TIMING.md: easeIn(0.5)
        lua.releaseAllObjects()
    }

    @Test func definesPresentationContextFromLua() throws {
        let lua = try LuaState()
        let controller = ViewController(name: "context")
        lua.setGlobal("vc", controller)
        try lua.run("vc.definesPresentationContext = true; vc.modalPresentationStyle = 'overCurrentContext'")
        #expect(controller.definesPresentationContext && controller.modalPresentationStyle == .overCurrentContext)
        lua.releaseAllObjects()
    }
}
