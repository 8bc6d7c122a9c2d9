import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// Coroutines are a supported way to sequence an animator (LUA_EMBEDDING.md §6): every binding
/// must read its arguments and push its results on the coroutine that called it, never on the
/// main thread (whose stack a coroutine does not share).
@Suite final class CoroutineTests {
    private var states: [LuaState] = []
    deinit { for lua in states { lua.releaseAllObjects() } }

    func state() throws -> LuaState {
        let lua = try LuaState()
        states.append(lua)
        return lua
    }

    @Test func sx2_3_bindingsCalledInCoroutinesReturnTheirOwnResults() throws {
        let lua = try state()
        #expect(try lua.run("local f = coroutine.wrap(function() return type(CGPoint) end) return f()") == ["table"])
        // A getter inside coroutine.resume(co, "x"): before the fix it returned "x", the value on
        // top of the main thread's stack.
        #expect(try lua.run("""
            local box = UIView()
            box.frame = CGRect(1, 2, 3, 4)
            local co = coroutine.create(function(a) return a, box.frame.size.width, box:isDescendant(box) end)
            return coroutine.resume(co, "x")
            """) == ["true", "x", "3.0", "true"])
    }

    @Test func sx2_3_nestedCoroutinesAndSettersKeepTheirStacksApart() throws {
        let lua = try state()
        #expect(try lua.run("""
            local a, b = UIView(), UIView()
            local outer = coroutine.wrap(function()
              a.alpha = 0.25
              local inner = coroutine.wrap(function()
                b.alpha = 0.5
                coroutine.yield(b.alpha)
                a:addSubview(b)
                return #a.subviews
              end)
              local first = inner()
              coroutine.yield(first + a.alpha)
              return inner()
            end)
            return outer(), outer(), b.superview == a
            """) == ["0.75", "1", "true"])
    }

    @Test func sx2_3_aYieldAcrossAHostCallIsAClearErrorAtItsLine() throws {
        let lua = try state()
        do {
            try lua.run("local co = coroutine.wrap(function()\nUIView.animate(0, function() coroutine.yield(1) end)\nend)\nco()", chunkName: "@yield.lua")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasPrefix("yield.lua:2: attempt to yield across a host call"), "\(error.message)")
        }
        #expect(try lua.run("return 1 + 1") == ["2"])
    }

    /// An animator sequenced with a coroutine: each step's completion resumes it, the last one
    /// completes the transition from inside the coroutine.
    @Test func sx2_3_anAnimatorSequencedByACoroutinePresentsAndCompletesOnce() throws {
        let lua = try state()
        let animator = try ScriptAnimator(lua: lua, source: """
            local A = {}
            function A.transitionDuration(ctx) return 0.4 end
            function A.animateTransition(ctx)
              local to = ctx:view("to")
              ctx.containerView:addSubview(to)
              to.alpha = 0
              local run
              run = coroutine.wrap(function()
                UIView.animate(0.2, function() to.alpha = 1 end, function() run() end)
                coroutine.yield()
                UIView.animate(0.2, function() to.center = CGPoint(200, 300) end, function() run() end)
                coroutine.yield()
                ctx:completeTransition(not ctx.transitionWasCancelled)
                completions = (completions or 0) + 1
              end)
              run()
            end
            return A
            """, chunkName: "@sequenced.lua")
        let engine = Engine()
        let window = Window()
        let root = ViewController(name: "root")
        window.rootViewController = root
        engine.advance(by: 0)
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = BadScriptCorpusTests.Delegate(animator)
        card.transitioningDelegate = delegate
        var presented = 0
        root.present(card, animated: true) { presented += 1 }
        engine.advance(by: 0.1)
        #expect(abs(card.view.presentation.alpha - 0.5) < 0.2)  // half way through the first step
        engine.advance(by: 1)
        #expect(presented == 1)
        #expect(root.presentedViewController === card)
        #expect(card.view.alpha == 1 && card.view.center == Point(200, 300))
        #expect(animator.errors.isEmpty && lua.errors.isEmpty, "\(animator.errors + lua.errors)")
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }
}
