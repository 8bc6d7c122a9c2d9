import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// The revised contract rules as Lua code meets them: the context after completeTransition (T2.3),
/// an interaction handler overriding startInteractiveTransition (T6.7), appearance forwarding (T3.8).
@Suite final class ContractBindingTests {
    private var states: [LuaState] = []
    deinit { for lua in states { lua.releaseAllObjects() } }

    /// A window with a root controller; `root` and a shared table `S` are globals of the state.
    func stage() throws -> (LuaState, Engine, Window, ViewController) {
        let lua = try LuaState()
        states.append(lua)
        let engine = Engine()
        let window = Window()
        let root = ViewController(name: "root")
        window.rootViewController = root
        engine.advance(by: 0)
        lua.setGlobal("root", root)
        try lua.loadPrivileged("S = {}", chunkName: "=shared")
        try lua.call(nargs: 0, nresults: 0)
        return (lua, engine, window, root)
    }

    /// T2.3 (revised): an animator reads the context in its completion after completing (as popular
    /// open-source animators do), and a second completeTransition is reported at its line, without
    /// a script error: the rest of the callback still runs.
    @Test func t2_3_theContextOutlivesCompleteTransitionFromLua() throws {
        let (lua, engine, window, root) = try stage()
        defer { withExtendedLifetime(window) {} }
        let animator = try ScriptAnimator(lua: lua, source: """
            local A = {}
            function A.transitionDuration(ctx) return 0.3 end
            function A.animateTransition(ctx)
              local to = ctx:view("to")
              ctx.containerView:addSubview(to)
              to.frame = ctx:finalFrame(ctx:viewController("to"))
              UIView.animate(0.3, function() to.alpha = 1 end, function()
                ctx:completeTransition(not ctx.transitionWasCancelled)
                S.cancelled = ctx.transitionWasCancelled
                S.container = ctx.containerView == to.superview
                S.toName = ctx:viewController("to").name
                S.fromName = ctx:viewController("from").name
                S.toView = ctx:view("to") == to
                S.finalHeight = ctx:finalFrame(ctx:viewController("to")).size.height
                ctx:completeTransition(true)
                S.after = "ran on"
              end)
            end
            return A
            """, chunkName: "reader.lua")
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = BadScriptCorpusTests.Delegate(animator)
        card.transitioningDelegate = delegate
        var completions = 0
        root.present(card, animated: true) { completions += 1 }
        engine.advance(by: 1)
        let values = try lua.run("return S.cancelled, S.container, S.toName, S.fromName, S.toView, S.finalHeight, S.after")
        #expect(values
                == ["false", "true", "card", "root", "true", "844.0", "ran on"], "\(values)")
        #expect(completions == 1, "\(engine.diagnostics) \(animator.errors)")
        #expect(animator.errors.isEmpty && lua.errors.isEmpty)
        let twice = engine.diagnostics.filter { $0.kind == .completeTransitionTwice }
        #expect(twice.count == 1)
        #expect(twice.first?.source == "reader.lua:15")  // the line of the second call
        #expect(engine.diagnostics.count == 1, "\(engine.diagnostics) \(animator.errors)")
        #expect(root.presentedViewController === card && card.view.window != nil)
    }
}

extension ContractBindingTests {
    /// T6.7 from Lua, in the shape of Apple's AAPLSwipeTransitionInteractionController: the
    /// handler's startInteractiveTransition keeps the context (for the container the gesture is
    /// measured in) and calls the base; one that forgets the base is reported at its file.
    @Test func t6_7_aHandlerOverridingStartInteractiveTransitionCallsTheBase() throws {
        for callsBase in [true, false] {
            let (lua, engine, window, root) = try stage()
            defer { withExtendedLifetime(window) {} }
            let interaction = try ScriptInteraction(lua: lua, source: """
                local H = { debugName = "Keeper" }
                function H.startInteractiveTransition(interaction, ctx)
                  S.ctx = ctx
                  \(callsBase ? "interaction:super(\"startInteractiveTransition\", ctx)" : "-- forgot the base")
                end
                function H.handleGesture(interaction, gesture) end
                function H.drag(interaction, y) interaction:update(y / S.ctx.containerView.bounds.height) end
                return H
                """, chunkName: "keeper.lua")
            let card = ViewController(name: "card")
            let delegate = RoleBadScriptTests.CardDelegate()
            delegate.dismissInteraction = interaction
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            root.present(card, animated: true)
            engine.advance(by: 0.5)
            card.dismiss(animated: true)
            engine.advance(by: 0)
            #expect(try lua.run("return S.ctx ~= nil") == ["true"])
            if callsBase {
                interaction.update(0.5)
                engine.advance(by: 0)
                #expect(close(card.view.presentation.frame.minY, 422))  // SlideUp is linear while interactive
                interaction.finish()
                engine.advance(by: 1)
                #expect(root.presentedViewController == nil)
                #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
            } else {
                let reports = engine.diagnostics.filter { $0.kind == .transitionMisuse }
                #expect(reports.count == 1 && reports.first?.message.contains("without calling the base") == true)
                #expect(reports.first?.source?.hasPrefix("keeper.lua") == true)
            }
        }
    }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

extension ContractBindingTests {
    /// T3.8 from Lua: begin/endAppearanceTransition on any controller send the callbacks (to a
    /// screen's script too), and unbalanced calls are reported, not raised.
    @Test func t3_8_appearanceForwardingFromLua() throws {
        let (lua, engine, window, _) = try stage()
        defer { withExtendedLifetime(window) {} }
        let mark = engine.events.count
        try lua.run("""
            root:beginAppearanceTransition(false, true)
            root:endAppearanceTransition()
            root:endAppearanceTransition()
            S.after = "ran on"
            """, chunkName: "=forwarding")
        let calls = engine.events[mark...].filter { $0.category == .lifecycle }.map { "\($0.subject).\($0.name) \($0.detail)" }
        #expect(calls == ["root.viewWillDisappear animated=true", "root.viewDidDisappear animated=true"])
        #expect(try lua.run("return S.after") == ["ran on"])
        let unbalanced = engine.diagnostics.filter { $0.kind == .unbalancedAppearance }
        #expect(unbalanced.count == 1)
        #expect(unbalanced.first?.message.contains("Unbalanced calls to begin/end appearance transitions") == true)
    }
}
