import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

/// The bad-input corpus: every script under BadScripts/ is used as the animator of a custom
/// presentation. The host survives, the expected message (last line, `-- expect: …`) appears
/// with the script's name, and the transition ends consistently: completed, or cancelled with the
/// presented view gone — never left half-way, except where UIKit itself would (T2.2, reported).
@Suite struct BadScriptCorpusTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BadScripts")
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { name in name.hasSuffix(".lua") && (ProcessInfo.processInfo.environment["CORPUS_ONLY"].map { name == $0 } ?? true) }.sorted()
    }

    @Test func theCorpusHasAtLeastThirtyScripts() { #expect(Self.names.count >= 30) }

    @Test(arguments: BadScriptCorpusTests.names)
    func hostSurvivesAndTheTransitionEndsConsistently(_ name: String) throws {
        let source = try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
        let expected = source.split(separator: "\n").last.map { String($0.dropFirst("-- expect: ".count)) } ?? ""
        var limits = LuaState.Limits()
        limits.memory = 16 << 20
        // Long enough that a memory or string bomb reaches the memory cap first even under a
        // sanitizer with other suites running (the limits race otherwise); loops still end fast.
        limits.callbackBudget = 0.2
        limits.loadBudget = 0.2
        let lua = try LuaState(limits: limits)
        let engine = Engine()
        let window = Window()
        let root = ViewController(name: "root")
        window.rootViewController = root
        engine.advance(by: 0)

        let animator: ScriptAnimator
        do {
            animator = try ScriptAnimator(lua: lua, source: source, chunkName: "BadScripts/\(name)")
        } catch {
            // Load-time failures: syntax errors and role checks name the file.
            #expect(error.message.contains(expected), "\(error.message)")
            #expect(error.message.contains(name))
            return
        }
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        let delegate = Delegate(animator)
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        engine.advance(by: 3)
        engine.advance(by: 3)
        _ = lua.collectGarbage()

        let reported = (animator.errors + lua.errors).map { $0.message + "\n" + $0.traceback }
            + engine.diagnostics.map { "\($0.kind) \($0.message) \($0.source ?? "")" }
        // `a || b`: either message is the right end (a race between two limits, e.g. memory and
        // time under a sanitizer, which slows the script down).
        let alternatives = expected.components(separatedBy: " || ")
        #expect(reported.contains { report in alternatives.contains { report.contains($0) } }, "\(reported)")
        #expect(reported.contains { $0.contains(name) }, "no report names \(name): \(reported)")
        // Consistent end: either presented and on screen, or not presented and gone from the window.
        if expected.contains("never-called") {
            #expect(root.transitionCoordinator != nil)  // T2.2: UIKit leaves it hanging; reported above
        } else if root.presentedViewController === card {
            #expect(card.view.window != nil)
        } else {
            #expect(card.view.window == nil)
            #expect(root.view.window != nil && root.view.alpha == 1)
        }
        #expect(try lua.run("return 1 + 1") == ["2"])  // the state is still usable
    }

    final class Delegate: ViewControllerTransitioningDelegate {
        let animator: ScriptAnimator
        init(_ animator: ScriptAnimator) { self.animator = animator }
        func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
    }
}
