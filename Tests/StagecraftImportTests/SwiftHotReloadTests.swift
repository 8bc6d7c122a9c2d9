import CLuaShim
import Foundation
import Testing
@testable import StagecraftImport
@testable import StagecraftLua

/// Issue 23 item 4: a Swift role is re-translated and hot-reloaded on save like a Lua one: the
/// watcher sees the .swift save, a new generation runs the new code, a save of another Swift file
/// it uses reloads it too, and a save that does not parse keeps the last good generation with an
/// error naming the Swift file and line.
@Suite(.serialized) struct SwiftHotReloadTests {
    final class Files {
        let root: String
        init() throws {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("sc-swift-reload-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            root = canonicalPath(url.path)
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
        func path(_ name: String) -> String { root + "/" + name }
        /// An editor's atomic save: a hidden temporary file renamed into place.
        func save(_ name: String, _ text: String) throws {
            let temporary = root + "/." + name + ".tmp"
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path(name)) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
    }

    static func animator(duration: String) -> String {
        """
        import UIKit

        class Timing {
            static let duration: TimeInterval = \(duration)
        }
        """
    }

    static let fade = """
        import UIKit

        class Fade: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
                Timing.duration
            }

            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                transitionContext.completeTransition(true)
            }
        }
        """

    /// The duration the active generation's animator answers.
    static func duration(_ script: ReloadableScript<ScriptAnimator>) -> Double? {
        let animator = script.current
        let L = animator.script.lua.state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        animator.script.push()
        guard lua_getfield(L, -1, "transitionDuration") == LUA_TFUNCTION else { return nil }
        lua_pushvalue(L, -2)
        lua_pushnil(L)
        guard sc_pcall(L, 2, 1, 1) == LUA_OK else { return nil }
        return lua_tonumberx(L, -1, nil)
    }

    @Test func savingTheSwiftFilesReloadsTheRoleAndABrokenSaveKeepsTheLastGood() throws {
        _ = SharedTranslator.translator
        let files = try Files()
        try files.save("Timing.swift", Self.animator(duration: "0.35"))
        try files.save("Fade.swift", Self.fade)
        let reloader = try HotReloader(roots: [files.root])
        let fade = try reloader.load(files.path("Fade.swift"), as: .animator)
        #expect(fade.generation == 1)
        #expect(Self.duration(fade) == 0.35)

        // The file the role uses (another type, another file) is a dependency.
        try files.save("Timing.swift", Self.animator(duration: "0.6"))
        let reports = reloader.poll()
        #expect(reports.count == 1 && reports.first?.succeeded == true, "\(reports)")
        #expect(fade.generation == 2)
        #expect(Self.duration(fade) == 0.6)

        // A save that does not parse: an error at the Swift line, the last good generation stays.
        try files.save("Fade.swift", Self.fade.replacingOccurrences(of: "Timing.duration\n", with: "Timing.duration +\n"))
        let broken = reloader.poll()
        #expect(broken.first?.succeeded == false)
        #expect(fade.generation == 2)
        #expect(fade.lastError?.message.contains("Fade.swift:") == true, "\(String(describing: fade.lastError))")
        #expect(Self.duration(fade) == 0.6)

        // The fix is picked up.
        try files.save("Fade.swift", Self.fade.replacingOccurrences(of: "Timing.duration\n", with: "Timing.duration * 2\n"))
        #expect(reloader.poll().first?.succeeded == true)
        #expect(fade.generation == 3)
        #expect(Self.duration(fade) == 1.2)
    }
}
