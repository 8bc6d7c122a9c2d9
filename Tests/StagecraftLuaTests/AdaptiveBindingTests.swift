import Foundation
import Testing
@testable import Stagecraft
@testable import StagecraftLua

/// Adaptive presentation from Lua (UIAdaptivePresentationControllerDelegate): a delegate table's
/// `adaptivePresentationStyle(controller, traitCollection)` / `viewControllerForAdaptivePresentationStyle`
/// adapt the presentation controllers it vends; a wrong answer is a script error and no adaptation.
@Suite(.serialized) final class AdaptiveBindingTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
    var states: [LuaState] = []

    private func present(_ adaptive: String, size: Size = Size(width: 390, height: 844)) throws
        -> (LuaState, Engine, Window, ViewController, ViewController, ScriptDelegate) {
        let lua = try LuaState(scriptRoots: [Self.examples.path])
        states.append(lua)
        let engine = Engine()
        let window = Window(bounds: size)
        let root = ViewController(name: "root")
        window.rootViewController = root
        engine.advance(by: 0)
        lua.setGlobal("root", root)
        // S: a table in the shared base, so the delegate's chunk and the test's share state.
        try lua.loadPrivileged("S = {}", chunkName: "=shared")
        try lua.call(nargs: 0, nresults: 0)
        let delegate = try ScriptDelegate(lua: lua, source: """
            local Delegate = { debugName = "AdaptiveDelegate" }
            function Delegate.presentationControllerForPresented(presented, presenting, source)
              return { frameOfPresentedViewInContainerView = function(self)
                local b = self.containerView.bounds
                return CGRect(0, b.height - 300, b.width, 300)
              end }
            end
            \(adaptive)
            return Delegate
            """, chunkName: "adaptive_delegate.lua")
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: false)
        engine.advance(by: 1)
        return (lua, engine, window, root, card, delegate)
    }

    @Test func adaptive_delegateTableWrapsInANavigationControllerWhenCompact() throws {
        let (lua, engine, window, root, card, delegate) = try present("""
            function Delegate.adaptivePresentationStyle(controller, traits)
              S.asked = traits.horizontalSizeClass .. "/" .. traits.verticalSizeClass
              return traits.horizontalSizeClass == "compact" and "fullScreen" or "none"
            end
            function Delegate.viewControllerForAdaptivePresentationStyle(controller, style)
              S.style = style
              return UINavigationController(controller.presentedViewController, "wrapper")
            end
            """)
        defer { withExtendedLifetime((window, delegate)) {} }
        #expect(try lua.run("return S.asked, S.style") == ["compact/regular", "fullScreen"])
        #expect(root.presentedViewController?.name == "wrapper")
        #expect(card.parent === root.presentedViewController)
        #expect(root.presentedViewController?.view.frame == Rect(0, 0, 390, 844))
        #expect(try lua.run("return root.traitCollection.horizontalSizeClass") == ["compact"])
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func adaptive_regularWidthKeepsTheCustomPresentation() throws {
        let (_, engine, window, root, card, delegate) = try present("""
            function Delegate.adaptivePresentationStyle(controller, traits)
              return traits.horizontalSizeClass == "compact" and "fullScreen" or nil
            end
            """, size: Size(width: 1024, height: 768))
        defer { withExtendedLifetime((window, delegate)) {} }
        #expect(root.presentedViewController === card)
        #expect(card.presentationController?.presentationStyle == .custom)
        #expect(card.view.frame == Rect(0, 468, 1024, 300))
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    @Test func adaptive_aWrongAnswerIsAScriptErrorAndNoAdaptation() throws {
        let (_, engine, window, root, card, delegate) = try present("""
            function Delegate.adaptivePresentationStyle(controller, traits) return "sideways" end
            """)
        defer { withExtendedLifetime((window, delegate)) {} }
        #expect(root.presentedViewController === card)
        #expect(card.presentationController?.presentationStyle == .custom)
        #expect(engine.diagnostics.contains { $0.kind == .scriptError && $0.message.contains("adaptivePresentationStyle must return") })
    }

    /// A replacement is presented in the original's place, so it must be presentable: the presenter
    /// itself would close the presentation chain into a loop (issue 24, item 7).
    @Test func sx3_2_aReplacementThatIsThePresenterIsAScriptErrorAndTheOriginalIsPresented() throws {
        let (_, engine, window, root, card, delegate) = try present("""
            function Delegate.adaptivePresentationStyle(controller, traits) return "fullScreen" end
            function Delegate.viewControllerForAdaptivePresentationStyle(controller, style)
              return controller.presentingViewController
            end
            """)
        defer { withExtendedLifetime((window, delegate)) {} }
        #expect(root.presentedViewController === card && root.presentingViewController == nil)
        #expect(engine.diagnostics.contains { $0.kind == .scriptError && $0.message.contains("an active controller ViewController<root>") },
                "\(engine.diagnostics)")
    }
}
