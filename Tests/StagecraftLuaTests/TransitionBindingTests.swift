import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// The transition bindings used from Lua: property animators (T7), the options table and the
/// iOS 17 spring of `UIView.animate` (T8, T11.1), gesture recognizers, a presentation controller
/// script with coordinator-driven dimming (T4.5, T5), an interaction handler with the default pan.
@Suite final class TransitionBindingTests {
    /// The states the tests made: their scripts and the app objects hold each other (a presented
    /// controller's script roles ↔ handles), so each test's world is released explicitly.
    private var states: [LuaState] = []
    deinit { for lua in states { lua.releaseAllObjects() } }

    static let examples = BadScriptCorpusTests.directory.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples")

    /// A window on an engine with a root controller; `view` is a plain view in the root's view.
    func stage() throws -> (LuaState, Engine, Window, ViewController, View) {
        let lua = try LuaState(scriptRoots: [Self.examples.path])
        states.append(lua)
        let engine = Engine()
        let window = Window()
        let root = ViewController(name: "root")
        window.rootViewController = root
        engine.advance(by: 0)
        let view = View(frame: Rect(0, 0, 100, 100), name: "box")
        root.view.addSubview(view)
        lua.setGlobal("box", view)
        lua.setGlobal("root", root)
        // S: a table in the shared base, so separate chunks (each with its own environment) share state.
        try lua.loadPrivileged("S = {}", chunkName: "=shared")
        try lua.call(nargs: 0, nresults: 0)
        return (lua, engine, window, root, view)
    }

    @Test func t7_1_propertyAnimatorStateMachineFromLua() throws {
        let (lua, engine, _, _, box) = try stage()
        try lua.run("""
            S.animator = UIViewPropertyAnimator{duration = 1, curve = "linear", animations = function() box.alpha = 0 end}
            S.animator:addCompletion(function(position) S.ended = position end)
            S.states = { S.animator.state }
            S.animator:startAnimation()
            S.states[2] = S.animator.state
            """)
        engine.advance(by: 0.5)
        #expect(abs(box.presentation.alpha - 0.5) < 1e-9)  // linear: half way at half time
        #expect(try lua.run("S.animator:pauseAnimation(); return S.animator.fractionComplete, S.animator.isRunning").first.flatMap(Double.init).map { abs($0 - 0.5) < 1e-9 } == true)
        try lua.run("S.animator.fractionComplete = 0.25")  // T7.2: settable while paused
        engine.advance(by: 0)
        #expect(abs(box.presentation.alpha - 0.75) < 1e-9)
        try lua.run("S.animator:continueAnimation(nil, 1)")
        engine.advance(by: 1.5)
        #expect(try lua.run("return S.states[1], S.states[2], S.ended, S.animator.state") == ["inactive", "active", "end", "inactive"])
        #expect(box.presentation.alpha == 0)
        // T7.4: a stopped animator cannot start; UIKit raises, here a Lua error with the line.
        #expect(throws: LuaError.self) { try lua.run("local a = UIViewPropertyAnimator(1, 'easeIn')\na:startAnimation()\na:stopAnimation(false)\na:startAnimation()", chunkName: "=misuse") }
        do { try lua.run("local a = UIViewPropertyAnimator(1, 'easeIn')\na:startAnimation()\na:stopAnimation(false)\na:startAnimation()", chunkName: "=misuse") } catch {
            #expect(error.message.hasPrefix("misuse:4: startAnimation: a stopped animator cannot be started"))
        }
    }

    @Test func t11_1_springTableFormMatchesTheSwiftCall() throws {
        let (lua, engine, _, root, box) = try stage()
        let twin = View(frame: Rect(0, 0, 100, 100), name: "twin")
        root.view.addSubview(twin)
        try lua.run("UIView.animate{springDuration = 0.5, bounce = 0.3, animations = function() box.frame = CGRect(0, 300, 100, 100) end}")
        View.animate(springDuration: 0.5, bounce: 0.3, animations: { twin.frame = Rect(0, 300, 100, 100) })
        for _ in 0..<6 {
            engine.advance(by: 0.1)
            #expect(box.presentation.frame == twin.presentation.frame)
        }
        try lua.run("UIView.animate{duration = 0.4, delay = 0.1, options = {'curveLinear'}, animations = function() box.alpha = 0 end, completion = function(f) S.done = f end}")
        engine.advance(by: 0.3)
        #expect(abs(box.presentation.alpha - 0.5) < 1e-9)  // linear, 0.2 of 0.4 s after the delay
        engine.advance(by: 0.3)
        #expect(try lua.run("return S.done") == ["true"])
    }

    @Test func panRecognizerFromLuaSeesUIKitsStatesAndTranslation() throws {
        let (lua, engine, window, _, box) = try stage()
        try lua.run("""
            S.seen = {}
            local pan = UIPanGestureRecognizer("drag")
            pan:addTarget(function(g) S.seen[#S.seen + 1] = g.state; S.last = g:translation(nil) end)
            box:addGestureRecognizer(pan)
            """)
        let touches = TouchSynthesizer(engine: engine, window: window)
        touches.pan(from: Point(50, 50), to: Point(50, 250), duration: 0.3)
        engine.advance(by: 1)
        let states = try lua.run("return table.concat(S.seen, ','), S.last.x, S.last.y")
        #expect(states[0].hasPrefix("began,changed") && states[0].hasSuffix("changed,ended"))
        #expect(states[1] == "0" || states[1] == "0.0")
        #expect(Double(states[2]) == 200)
    }

    /// examples/presentations/custom_dimming.lua: a card inset 24 × 160 in the container, a dimming
    /// view faded alongside by the coordinator, removed after the dismissal.
    @Test func t4_5_customDimmingScriptPresentsAndDismissesACard() throws {
        let (lua, engine, window, root, _) = try stage()
        defer { withExtendedLifetime(window) {} }
        let delegate = try ScriptDelegate(lua: lua, source: """
            local Card = require("presentations.custom_dimming")
            local Delegate = {}
            local function fade()
              return {
                transitionDuration = function(ctx) return 0.4 end,
                animateTransition = function(ctx)
                  local toView, fromView = ctx:view("to"), ctx:view("from")
                  if toView then
                    toView.frame = ctx:finalFrame(ctx:viewController("to"))
                    toView.alpha = 0
                    ctx.containerView:addSubview(toView)
                  end
                  UIView.animate(0.4, function() if toView then toView.alpha = 1 else fromView.alpha = 0 end end,
                    function() ctx:completeTransition(not ctx.transitionWasCancelled) end)
                end,
              }
            end
            function Delegate.presentationControllerForPresented(presented, presenting, source) return Card end
            function Delegate.animationControllerForPresented() return fade() end
            function Delegate.animationControllerForDismissed() return fade() end
            return Delegate
            """, chunkName: "card_delegate.lua")
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        engine.advance(by: 0.2)
        let container = card.view.superview
        let dimming = container?.subviews.first
        #expect(container?.subviews.map(\.displayName) == ["cardDimming", "card"])
        #expect(card.view.frame == Rect(24, 160, 342, 524))  // 390 × 844 inset by 24, 160
        #expect(dimming.map { $0.presentation.alpha > 0 && $0.presentation.alpha < 1 } == true)  // alongside, mid-way
        engine.advance(by: 0.5)
        #expect(dimming?.presentation.alpha == 1)
        root.dismiss(animated: true)
        engine.advance(by: 1)
        #expect(root.presentedViewController == nil && dimming?.superview == nil && container?.window == nil)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
        #expect(lua.errors.isEmpty)
    }

    /// An interaction handler without `wire`: the default pan (named `gestureName`) feeds
    /// `handleGesture`, which finishes past a third of the height or on a fast downward swipe.
    @Test func t6_3_interactionHandlerWithTheDefaultPanDismisses() throws {
        let (lua, engine, window, root, _) = try stage()
        let interaction = try ScriptInteraction(lua: lua, source: """
            local Handler = { debugName = "CardDismissal", gestureName = "cardPan", completionSpeed = 2 }
            function Handler.handleGesture(interaction, gesture)
              local v = gesture.view
              local progress = math.max(0, gesture:translation(v.superview).y / v.bounds.height)
              if gesture.state == "began" then
                root.presentedViewController:dismiss(true)
              elseif gesture.state == "changed" then
                interaction:update(progress)
              elseif gesture.state == "ended" then
                if progress > 1 / 3 or gesture:velocity(nil).y > 1000 then interaction:finish() else interaction:cancel() end
              end
            end
            return Handler
            """, chunkName: "card_dismissal.lua")
        #expect(interaction.debugName == "CardDismissal" && interaction.completionSpeed == 2)
        let card = ViewController(name: "card")
        let delegate = RoleBadScriptTests.CardDelegate()
        delegate.dismissInteraction = interaction
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        engine.advance(by: 0.5)
        interaction.wire(to: card)
        #expect(card.view.gestureRecognizers.map(\.displayName) == ["cardPan"])
        let touches = TouchSynthesizer(engine: engine, window: window)
        touches.pan(from: Point(195, 300), to: Point(195, 700), duration: 0.3, hold: 0.05)
        engine.advance(by: 2)
        #expect(root.presentedViewController == nil && card.view.window == nil)
        #expect(engine.events.contains { $0.subject == "CardDismissal" && $0.name == "startInteractiveTransition" })
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }
}
