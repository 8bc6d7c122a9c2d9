import Foundation
import StagecraftImport
import StagecraftLua
import Testing

/// SX3.3 with Swift modules: a Lua module that `require`s an app's Swift type translates that
/// type's whole folder, which is the toolchain's work, not the script's — it is left out of the
/// module's load budget (before, an app folder of a few dozen files in a debug build ran the
/// module out of its 0.5 s and the require failed as a timeout).
@Suite struct TranslationBudgetTests {
    @Test func sx3_3_requiringATypeOfALargeSwiftFolderIsNotStoppedByTheLoadBudget() throws {
        _ = SharedTranslator.translator
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sc-translation-budget-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/app", withIntermediateDirectories: true)
        // 200 files of the app's helpers beside the type the module needs: translating them takes
        // far more than the 20 ms of CPU the module's load is given here (its Lua takes far less).
        for index in 0..<200 {
            try """
            import UIKit

            /// Helper \(index) of the app.
            final class Helper\(index) {
                var offset: CGFloat = \(index)
                func shifted(_ frame: CGRect) -> CGRect {
                    var moved = frame
                    moved.origin.x += offset
                    return moved.insetBy(dx: 1, dy: 1)
                }
            }
            """.write(toFile: root + "/app/Helper\(index).swift", atomically: true, encoding: .utf8)
        }
        try """
        import UIKit

        final class Timing {
            func duration() -> TimeInterval { return 0.35 }
        }
        """.write(toFile: root + "/app/Timing.swift", atomically: true, encoding: .utf8)
        var limits = LuaState.Limits()
        limits.loadBudget = 0.02
        let lua = try LuaState(limits: limits, scriptRoots: [root])
        #expect(try lua.run("return require('app.Timing').new():duration()", chunkName: "@scenario.lua") == ["0.35"])
    }
}
