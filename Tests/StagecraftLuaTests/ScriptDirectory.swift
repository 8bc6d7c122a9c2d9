import Foundation
import Stagecraft
@testable import StagecraftLua

/// A temporary script root for hot-reload tests: files are saved the way editors do.
final class ScriptDirectory {
    let root: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sc-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        root = canonicalPath(url.path)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes a temporary file next to the target, then renames it into place (an atomic save).
    func save(_ relative: String, _ text: String) throws {
        let target = path(relative)
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let temporary = (target as NSString).deletingLastPathComponent + "/." + (target as NSString).lastPathComponent + ".tmp"
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, target) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Writes in place (open, write, close), as some editors and `cp` do.
    func overwrite(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(relative)))
    }

    func remove(_ relative: String) throws { try FileManager.default.removeItem(atPath: path(relative)) }

    /// An animation controller that prints `<tag> animate` and `<tag> done`, fading the presented
    /// view in (or out, dismissing) over `duration` (linear when interactive), and counts its
    /// loads in its state table.
    static func animator(_ tag: String, duration: Double = 1, prelude: String = "") -> String {
        """
        \(prelude)
        local M = {}
        function M.onReload(state, generation)
          state.loads = (state.loads or 0) + 1
          print("\(tag) onReload " .. generation .. " " .. state.loads)
        end
        function M.transitionDuration(ctx) return \(duration) end
        function M.animateTransition(ctx)
          print("\(tag) animate")
          local to, from = ctx:view("to"), ctx:view("from")  -- custom style: only the presented view
          if to then ctx.containerView:addSubview(to) to.alpha = 0 end
          UIView.animate(M.transitionDuration(ctx), 0, ctx.isInteractive and {"curveLinear"} or {},
            function() if to then to.alpha = 1 else from.alpha = 0 end end,
            function(finished)
              print("\(tag) done")
              ctx:completeTransition(not ctx.transitionWasCancelled)
            end)
        end
        return M
        """
    }
}

/// A window with a root controller on its own engine.
struct World {
    let engine = Engine()
    let window = Window()
    let root = ViewController(name: "root")

    init() {
        window.rootViewController = root
        engine.advance(by: 0)
    }

    /// Presents a fresh custom-style card with `delegate`.
    func present(_ delegate: ViewControllerTransitioningDelegate) -> ViewController {
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        root.present(card, animated: true)
        return card
    }
}
