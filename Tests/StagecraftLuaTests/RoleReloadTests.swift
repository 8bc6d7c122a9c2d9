import Foundation
import Stagecraft
import Testing
@testable import StagecraftLua

/// Hot reload of the roles other than animators (LUA_EMBEDDING.md §5): what is on screen keeps the
/// generation it started with, the next transition gets the new one, and a broken save changes nothing.
@Suite struct RoleReloadTests {
    /// A bottom sheet over a dimming view that prints when it begins and ends.
    static func sheet(_ tag: String, fraction: Double) -> String {
        """
        local Sheet = { extends = "DimmingPresentationController", bottomSheet = \(fraction), debugName = "sheet" }
        function Sheet:presentationTransitionWillBegin()
          print("\(tag) presents")
          self:super("presentationTransitionWillBegin")
        end
        function Sheet:dismissalTransitionDidEnd(completed)
          print("\(tag) dismissed")
          self:super("dismissalTransitionDidEnd", completed)
        end
        return Sheet
        """
    }

    @Test func hr1_5_aPresentedSheetKeepsItsGenerationUntilDismissedAndTheNextUsesTheNewOne() throws {
        let files = try ScriptDirectory()
        try files.save("fade.lua", ScriptDirectory.animator("fade"))
        try files.save("sheet.lua", Self.sheet("v1", fraction: 0.5))
        let reloader = try HotReloader(roots: [files.root])
        defer { reloader.lua.releaseAllObjects() }  // break the state ↔ app cycles
        let delegate = HotTransitioningDelegate(presenting: try reloader.load(files.path("fade.lua"), as: .animator))
        let sheet = try reloader.load(files.path("sheet.lua"), as: .presentationController)
        delegate.presentation = sheet
        let world = World()
        let card = world.present(delegate)
        world.engine.advance(by: 2)
        let first = try #require(card.presentationController as? ScriptPresentationController)
        #expect(first.frameOfPresentedViewInContainerView.height == 422)
        let firstToken = sheet.token

        try files.save("sheet.lua", Self.sheet("v2", fraction: 0.25))
        #expect(reloader.poll().first?.succeeded == true)
        #expect(sheet.generation == 2 && sheet.retiringCount == 1 && !firstToken.isRetired)  // v1 is on screen
        #expect(card.presentationController === first)
        world.root.dismiss(animated: true)
        world.engine.advance(by: 2)
        #expect(card.presentingViewController == nil)
        #expect(reloader.lua.log.filter { $0.hasSuffix("presents") || $0.hasSuffix("dismissed") } == ["v1 presents", "v1 dismissed"])
        reloader.poll()
        #expect(sheet.retiringCount == 0 && firstToken.isRetired)

        world.root.present(card, animated: true)
        world.engine.advance(by: 2)
        let second = try #require(card.presentationController as? ScriptPresentationController)
        #expect(second !== first && second.frameOfPresentedViewInContainerView.height == 211)
        #expect(reloader.lua.log.last { $0.hasSuffix("presents") } == "v2 presents")
        #expect(world.engine.diagnostics.isEmpty, "\(world.engine.diagnostics)")
    }

    /// A handler that wires its own pan and dismisses past a third of the height.
    static func handler(_ tag: String) -> String {
        """
        local Handler = { debugName = "cardDismissal" }
        local controller
        function Handler.wire(interaction, vc)
          controller = vc
          local pan = UIPanGestureRecognizer("cardPan")
          pan:addTarget(function(g) Handler.handleGesture(interaction, g) end)
          vc.view:addGestureRecognizer(pan)
        end
        function Handler.handleGesture(interaction, gesture)
          local v = gesture.view
          local progress = math.max(0, gesture:translation(v.superview).y / v.bounds.height)
          if gesture.state == "began" then
            print("\(tag) began")
            controller:dismiss(true)
          elseif gesture.state == "changed" then
            interaction:update(progress)
          elseif gesture.state == "ended" then
            if progress > 1 / 3 then interaction:finish() else interaction:cancel() end
          end
        end
        return Handler
        """
    }

    @Test func hr1_5_aBrokenInteractionHandlerKeepsTheLastGoodOneAndTheFixDrivesTheNextDismissal() throws {
        let files = try ScriptDirectory()
        try files.save("fade.lua", ScriptDirectory.animator("fade"))
        try files.save("pan.lua", Self.handler("v1"))
        let reloader = try HotReloader(roots: [files.root])
        defer { reloader.lua.releaseAllObjects() }  // break the state ↔ app cycles
        let delegate = HotTransitioningDelegate(presenting: try reloader.load(files.path("fade.lua"), as: .animator))
        let handler = try reloader.load(files.path("pan.lua"), as: .interaction)
        delegate.dismissalHandler = handler
        let world = World()
        let touches = TouchSynthesizer(engine: world.engine, window: world.window)
        let card = world.present(delegate)
        world.engine.advance(by: 2)
        #expect(card.view.gestureRecognizers.map(\.displayName) == ["cardPan"])

        let broken: [(String, LuaError.Kind, String)] = [
            ("local Handler = {}\nfunction Handler.handleGesture(i, g)\n  if g.state == 'began' then\nreturn Handler", .syntax, "pan.lua:3: 'if' is not closed"),  // where it opened (issue 27), not line 4
            ("return { completionSpeed = 2 }", .misuse, "missing handleGesture"),
        ]
        for (source, kind, text) in broken {
            try files.save("pan.lua", source)
            let report = try #require(reloader.poll().first)
            #expect(report.error?.kind == kind && report.error?.message.contains(text) == true, "\(report)")
            #expect(handler.generation == 1 && handler.lastError != nil)
        }
        // The wired v1 still drives the dismissal.
        touches.pan(from: Point(195, 300), to: Point(195, 800), duration: 0.3, hold: 0.05)
        world.engine.advance(by: 2)
        #expect(card.presentingViewController == nil && reloader.lua.log.contains("v1 began"))

        try files.save("pan.lua", Self.handler("v2"))
        #expect(reloader.poll().first?.succeeded == true)
        #expect(handler.generation == 2 && handler.lastError == nil)
        world.root.present(card, animated: true)
        world.engine.advance(by: 2)
        #expect(card.view.gestureRecognizers.map(\.displayName) == ["cardPan"])  // v1's pan is gone
        touches.pan(from: Point(195, 300), to: Point(195, 800), duration: 0.3, hold: 0.05)
        world.engine.advance(by: 2)
        #expect(card.presentingViewController == nil)
        #expect(reloader.lua.log.filter { $0.hasSuffix("began") } == ["v1 began", "v2 began"])
        // v1's pan left the card when v2 was wired; Lua lets go of it (the pan's handle, then
        // its target closure, then the handler's handle) over a few collections.
        for _ in 0..<3 { reloader.lua.collectGarbage() }
        reloader.poll()
        #expect(handler.retiringCount == 0)
        #expect(world.engine.diagnostics.isEmpty, "\(world.engine.diagnostics)")
    }

    /// A delegate returning an inline animator that prints as it runs (one second, a fade).
    static func delegate(_ tag: String) -> String {
        """
        local function fade()
          local A = {}
          function A.transitionDuration(ctx) return 1 end
          function A.animateTransition(ctx)
            print("\(tag) animate")
            local to, from = ctx:view("to"), ctx:view("from")
            if to then ctx.containerView:addSubview(to) to.alpha = 0 end
            UIView.animate(1, function() if to then to.alpha = 1 else from.alpha = 0 end end,
              function() print("\(tag) done") ctx:completeTransition(not ctx.transitionWasCancelled) end)
          end
          return A
        end
        return {
          animationControllerForPresented = function(presented, presenting, source) return fade() end,
          animationControllerForDismissed = function(dismissed) return fade() end,
        }
        """
    }

    @Test func hr1_5_aDelegateReloadLetsTheTransitionItStartedFinishAndTheNextUsesTheNewCode() throws {
        let files = try ScriptDirectory()
        try files.save("delegate.lua", Self.delegate("v1"))
        let reloader = try HotReloader(roots: [files.root])
        defer { reloader.lua.releaseAllObjects() }  // break the state ↔ app cycles
        let script = try reloader.load(files.path("delegate.lua"), as: .delegate)
        let hot = HotScriptDelegate(script)
        let world = World()
        let card = world.present(hot)
        world.engine.advance(by: 0.3)
        let firstToken = script.token

        try files.save("delegate.lua", Self.delegate("v2"))
        #expect(reloader.poll().first?.succeeded == true)
        // The animator v1 returned is mid-transition: v1's callbacks (its completion) must still run.
        #expect(script.generation == 2 && script.retiringCount == 1 && !firstToken.isRetired)
        world.engine.advance(by: 2)
        #expect(card.presentingViewController === world.root && card.view.alpha == 1)
        #expect(reloader.lua.log.suffix(2) == ["v1 animate", "v1 done"])
        world.engine.advance(by: 0.1)  // the ended transition lets go of its animator after a frame
        reloader.poll()
        #expect(script.retiringCount == 0 && firstToken.isRetired)

        world.root.dismiss(animated: true)
        world.engine.advance(by: 2)
        #expect(card.presentingViewController == nil)
        #expect(reloader.lua.log.suffix(2) == ["v2 animate", "v2 done"])
        #expect(world.engine.diagnostics.isEmpty, "\(world.engine.diagnostics)")
    }
}
