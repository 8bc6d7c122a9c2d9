import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// The bad-input corpus of the roles besides the animator (BadScripts/Roles/): the file name's
/// prefix says the role — `presentation_` (a presentation controller of a `.custom` card),
/// `interaction_` (the card's dismissal interaction, driven by a synthesised drag), `delegate_`
/// (the card's transitioning delegate). Each card is presented, then dragged or dismissed.
/// The host survives, the expected message (last line, `-- expect: …`) is reported naming the
/// file, the transitions end (none is left running), the card is either presented and on screen or
/// gone, and the Lua state is still usable.
@Suite struct RoleBadScriptTests {
    static let directory = BadScriptCorpusTests.directory.appendingPathComponent("Roles")
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".lua") }.sorted()
    }

    @Test func everyRoleHasBadScripts() {
        for prefix in ["presentation_", "interaction_", "delegate_"] { #expect(Self.names.filter { $0.hasPrefix(prefix) }.count >= 3) }
    }

    @Test(arguments: RoleBadScriptTests.names)
    func hostSurvivesAndTransitionsEndConsistently(_ name: String) throws {
        let source = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        let expected = source.split(separator: "\n").last.map { String($0.dropFirst("-- expect: ".count)) } ?? ""
        var limits = LuaState.Limits()
        limits.callbackBudget = 0.05
        let lua = try LuaState(limits: limits)
        defer { lua.releaseAllObjects() }  // break the state ↔ app cycles the scripts made
        let engine = Engine()
        let window = Window()
        let root = ViewController(name: "root")
        window.rootViewController = root
        engine.advance(by: 0)
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let chunk = "BadScripts/Roles/\(name)"
        let delegate = CardDelegate()
        var script: AnyObject?
        do {
            if name.hasPrefix("presentation_") {
                try ScriptRole.load(lua, source: source, chunkName: chunk)
                let probe = try ScriptPresentationController(lua: lua, popping: (), chunkName: chunk, presented: card, presenting: root)
                script = probe
                delegate.makePresentationController = { presented, presenting in
                    // A fresh controller per presentation, from the same table.
                    probe.script.push()
                    return try? ScriptPresentationController(lua: lua, popping: (), chunkName: chunk, presented: presented, presenting: presenting)
                }
            } else if name.hasPrefix("interaction_") {
                let interaction = try ScriptInteraction(lua: lua, source: source, chunkName: chunk)
                script = interaction
                delegate.dismissInteraction = interaction
                interaction.wire(to: card)
            } else {
                let scripted = try ScriptDelegate(lua: lua, source: source, chunkName: chunk)
                script = scripted
                card.transitioningDelegate = scripted
            }
        } catch {
            #expect(error.message.contains(expected), "\(error.message)")
            #expect(error.message.contains(name))
            return
        }
        if card.transitioningDelegate == nil { card.transitioningDelegate = delegate }
        root.present(card, animated: true)
        engine.advance(by: 1)
        let touches = TouchSynthesizer(engine: engine, window: window)  // kept: it plays the touches as time moves
        if name.hasPrefix("interaction_") {
            touches.pan(from: Point(195, 600), to: Point(195, 800), duration: 0.3, hold: 0.05)
        } else {
            root.dismiss(animated: true)
        }
        engine.advance(by: 2)
        engine.advance(by: 2)
        lua.collectGarbage()

        let reported = lua.errors.map { $0.message + "\n" + $0.traceback } + engine.diagnostics.map { "\($0.kind) \($0.message) \($0.source ?? "")" }
        #expect(reported.contains { $0.contains(expected) }, "\(reported)")
        #expect(reported.contains { $0.contains(name) }, "no report names \(name): \(reported)")
        #expect(root.transitionCoordinator == nil && card.transitionCoordinator == nil)  // nothing left running
        if root.presentedViewController === card {
            #expect(card.view.window != nil)
        } else {
            #expect(card.view.window == nil && root.view.window != nil)
        }
        #expect(try lua.run("return 1 + 1") == ["2"])
        _ = script
    }

    /// Vends a Swift slide-up animator and whatever the test sets.
    final class CardDelegate: ViewControllerTransitioningDelegate {
        var makePresentationController: ((ViewController, ViewController) -> PresentationController?)?
        var dismissInteraction: ViewControllerInteractiveTransitioning?
        func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
            makePresentationController?(presented, presenting ?? source)
        }
        func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? { SlideUp() }
        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { SlideUp() }
        func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
            dismissInteraction
        }
    }

    /// Slides the presented view up into its final frame, and down out on dismissal; linear while interactive.
    final class SlideUp: ViewControllerAnimatedTransitioning {
        func transitionDuration(using context: TransitionContext) -> Double { 0.3 }
        func animateTransition(using context: TransitionContext) {
            let container = context.containerView
            let options: AnimationOptions = context.isInteractive ? .curveLinear : []
            if let toView = context.view(forKey: .to) {
                let final = context.finalFrame(for: context.viewController(forKey: .to))
                toView.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
                container.addSubview(toView)
                View.animate(withDuration: 0.3, delay: 0, options: options, animations: { toView.frame = final }) { _ in
                    if context.transitionWasCancelled { toView.removeFromSuperview() }
                    context.completeTransition(!context.transitionWasCancelled)
                }
            } else if let fromView = context.view(forKey: .from) {
                let start = fromView.frame
                View.animate(withDuration: 0.3, delay: 0, options: options, animations: { fromView.frame = start.offsetBy(dx: 0, dy: container.bounds.height) }) { _ in
                    if context.transitionWasCancelled { fromView.frame = start }
                    context.completeTransition(!context.transitionWasCancelled)
                }
            }
        }
    }
}
