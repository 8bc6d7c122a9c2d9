import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// Issue 25 item 9: the shapes real code has. An interaction controller implementing
/// UIViewControllerInteractiveTransitioning itself — its own `startInteractiveTransition`, driving
/// a property animator it also hands out from `interruptibleAnimator(using:)`, `wantsInteractiveStart`
/// computed — and one object serving as the transitioning delegate, the animator and the interaction
/// controller at once, as Apple's WWDC 2016 photo sample (AssetTransitionController) is. Expected
/// values come from the animator's own numbers: a linear 0.5 s slide of the card from below the
/// 844-pt container to y = 0, so the card's y is 844 × (1 − fraction).
@Suite final class SelfDrivenInteractionTests {
    private var states: [LuaState] = []
    deinit { for lua in states { lua.releaseAllObjects() } }

    /// The one-object transition; `T.new(interactive)` makes it, `S` records what it saw.
    static let transition = """
        local T = { debugName = "PhotoTransition" }
        T.__index = T
        function T.new(interactive) return setmetatable({ initiallyInteractive = interactive }, T) end
        -- UIViewControllerTransitioningDelegate
        function T:animationControllerForPresented(presented, presenting, source) return self end
        function T:interactionControllerForPresentation(animator)
          S.sameObject = rawequal(animator, self)
          return self
        end
        -- UIViewControllerAnimatedTransitioning (the interaction starts the animation, as in Apple's sample)
        function T:transitionDuration(ctx) return 0.5 end
        function T:animateTransition(ctx) end
        function T:interruptibleAnimator(ctx) return self.propertyAnimator end
        -- UIViewControllerInteractiveTransitioning
        function T:wantsInteractiveStart() return self.initiallyInteractive end
        function T:startInteractiveTransition(ctx)
          self.ctx = ctx
          S.startedInteractive = ctx.isInteractive
          S.starts = (S.starts or 0) + 1
          local to = ctx:view("to")
          local final = ctx:finalFrame(ctx:viewController("to"))
          local start = final
          start.origin.y = final.origin.y + final.size.height
          to.frame = start
          ctx.containerView:addSubview(to)
          self.propertyAnimator = UIViewPropertyAnimator(0.5, "linear", function() to.frame = final end)
          self.propertyAnimator:addCompletion(function(position) ctx:completeTransition(position == "end") end)
          if not ctx.isInteractive then self.propertyAnimator:startAnimation() end
        end
        function T:drag(fraction)
          self.propertyAnimator.fractionComplete = fraction
          self.ctx:updateInteractiveTransition(fraction)
        end
        function T:release(finishing)
          if finishing then self.ctx:finishInteractiveTransition() else self.ctx:cancelInteractiveTransition() end
          self.propertyAnimator.isReversed = not finishing
          self.propertyAnimator:continueAnimation(nil, 1)
        end
        return T
        """

    /// A window with `root`, a custom-presented `card` whose delegate is the one-object transition.
    func stage(interactive: Bool, source: String = transition) throws -> (LuaState, Engine, Window, ViewController, ViewController) {
        let lua = try LuaState()
        states.append(lua)
        let engine = Engine()
        let window = Window()
        let root = ViewController(name: "root")
        window.rootViewController = root
        engine.advance(by: 0)
        let card = ViewController(name: "card")
        lua.setGlobal("root", root)
        lua.setGlobal("card", card)
        try lua.loadPrivileged("S = {}", chunkName: "=shared")
        try lua.call(nargs: 0, nresults: 0)
        try lua.run("""
            local T = load(\(String(reflecting: source)), "@photo_transition.lua")()
            S.transition = T.new(\(interactive))
            S.delegate = UIViewControllerTransitioningDelegate(S.transition)
            card.modalPresentationStyle = "custom"
            card.transitioningDelegate = S.delegate
            """, chunkName: "=setup")
        return (lua, engine, window, root, card)
    }

    @Test func i25_9_aSelfDrivenInteractionScrubsItsPropertyAnimatorAndFinishes() throws {
        let (lua, engine, window, root, card) = try stage(interactive: true)
        defer { withExtendedLifetime(window) {} }
        var completions = 0
        root.present(card, animated: true) { completions += 1 }
        engine.advance(by: 0)
        #expect(try lua.run("return S.sameObject, S.startedInteractive, S.starts") == ["true", "true", "1"])
        engine.advance(by: 0.3)  // paused while interactive: time alone does not move it
        #expect(abs(card.view.presentation.frame.minY - 844) < 1e-9)
        try lua.run("S.transition:drag(0.25)")
        engine.advance(by: 0)
        #expect(abs(card.view.presentation.frame.minY - 633) < 1e-9)  // 844 × 0.75
        try lua.run("S.transition:release(true)")
        engine.advance(by: 1)
        #expect(root.presentedViewController === card && completions == 1)
        #expect(card.view.frame.minY == 0)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func i25_9_theOtherWayAReleasedDragCancels() throws {
        let (lua, engine, window, root, card) = try stage(interactive: true)
        defer { withExtendedLifetime(window) {} }
        root.present(card, animated: true)
        engine.advance(by: 0)
        try lua.run("S.transition:drag(0.5)")
        engine.advance(by: 0)
        #expect(abs(card.view.presentation.frame.minY - 422) < 1e-9)
        try lua.run("S.transition:release(false)")
        engine.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(card.view.superview == nil)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func i25_9_aComputedWantsInteractiveStartFalseRunsByItself() throws {
        let (lua, engine, window, root, card) = try stage(interactive: false)
        defer { withExtendedLifetime(window) {} }
        root.present(card, animated: true)
        engine.advance(by: 0)
        // UIKit still calls startInteractiveTransition; the context says it is not interactive (T2.5).
        #expect(try lua.run("return S.startedInteractive, S.starts") == ["false", "1"])
        engine.advance(by: 0.25)
        #expect(abs(card.view.presentation.frame.minY - 422) < 1e-6)  // half of the linear 0.5 s
        engine.advance(by: 0.5)
        #expect(root.presentedViewController === card && card.view.frame.minY == 0)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func i25_9_anErrorInStartInteractiveTransitionEndsTheTransitionCancelled() throws {
        let broken = Self.transition.replacingOccurrences(of: "  self.ctx = ctx\n", with: "  self.ctx = ctx\n  local missing = nil; missing.x = 1\n")
        let (_, engine, window, root, card) = try stage(interactive: true, source: broken)
        defer { withExtendedLifetime(window) {} }
        var completions = 0
        root.present(card, animated: true) { completions += 1 }
        engine.advance(by: 1)
        let errors = engine.diagnostics.filter { $0.kind == .scriptError }
        #expect(errors.count == 1 && errors.first?.message.contains("photo_transition.lua:18: attempt to index a nil value (local 'missing')") == true, "\(engine.diagnostics)")
        #expect(root.presentedViewController == nil && completions == 0)
        #expect(card.view.superview == nil)
    }
}
