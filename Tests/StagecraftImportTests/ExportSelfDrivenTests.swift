import Foundation
import StagecraftImport
import StagecraftScenario
import Testing
@testable import StagecraftExport

/// Issue 23 items 1 and 5: a Lua interaction controller implementing the protocol itself
/// (`startInteractiveTransition`, no handler callbacks) exports as a plain NSObject conforming to
/// UIViewControllerInteractiveTransitioning — not a UIPercentDrivenInteractiveTransition subclass —
/// with `wantsInteractiveStart` a stored property; it type-checks, imports back as a self-driven
/// interaction controller (interactions/), and runs a scenario with the Lua's trace.
@Suite(.serialized) struct ExportSelfDrivenTests {
    static let lua = """
        -- Fades the presented screen out by itself, on a linear 0.5-s property animator.
        ---@class FadeByItself : InteractiveTransitioning
        local FadeByItself = { debugName = "FadeByItself" }
        FadeByItself.__index = FadeByItself

        -- Not interactive from the start (T6.5).
        FadeByItself.wantsInteractiveStart = false

        -- UIKit calls it instead of the animator's animateTransition.
        ---@param transitionContext TransitionContext
        function FadeByItself:startInteractiveTransition(transitionContext)
          local fromView = transitionContext:view("from")
          local fade = UIViewPropertyAnimator(0.5, "linear", function() fromView.alpha = 0 end)
          fade:addCompletion(function(position) transitionContext:completeTransition(position == "end") end)
          fade:startAnimation()
        end

        return FadeByItself
        """

    static let scenario = """
        local home = screen "home" {}
        local detail = screen "detail" {}
        local Still = { debugName = "Still" }
        function Still:transitionDuration() return 0.5 end
        function Still:animateTransition() end

        scenario("the self-driven controller fades the screen out by itself", function()
          window { root = home, size = {390, 844} }
          transition(detail, { dismiss = Still, interactive = interaction "interactions/fade_by_itself.lua", style = "overFullScreen" })
          present(home, detail)
          untilIdle()
          dismiss(detail)
          advance(0.25)
          expect.alpha("detail", 0.5, 0.001)
          untilIdle()
          expect.notInHierarchy("detail")
          expect.noDiagnostics()
        end)
        """

    static func exported() throws -> LuaExporter.Result {
        try LuaExporter.export(source: lua, fileName: "interactions/fade_by_itself.lua", module: { _ in nil }, screens: [])
    }

    @Test func t6_1_aSelfDrivenTableExportsAsAnNSObjectConformingToTheProtocol() async throws {
        let result = try Self.exported()
        #expect(result.problems.isEmpty, "\(result.problems.map { $0.message(file: "fade_by_itself.lua") })")
        #expect(result.swift.contains("class FadeByItself: NSObject, UIViewControllerInteractiveTransitioning {"), "\(result.swift)")
        #expect(result.swift.contains("var wantsInteractiveStart = false"), "\(result.swift)")
        #expect(!result.swift.contains("UIPercentDrivenInteractiveTransition"))
        // A method's comment stays above it (its annotation is Swift's types).
        #expect(result.swift.contains("""
                // UIKit calls it instead of the animator's animateTransition.
                func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
            """), "\(result.swift)")
        let outcome = try await SwiftTypecheck.check(["FadeByItself.swift": result.swift])
        #expect(outcome.succeeded, "\(outcome.diagnostics)\n\(result.swift)")
    }

    @Test func t6_5_theImportOfTheExportIsSelfDrivenAndRunsWithTheLuasTrace() throws {
        let imported = SwiftImporter().translate([("FadeByItself.swift", try Self.exported().swift)])
        #expect(imported.errors.isEmpty && imported.refusals.isEmpty, "\(imported.errors) \(imported.refusals)")
        let module = try #require(imported.modules.first { $0.typeName == "FadeByItself" })
        #expect(module.role == .selfDrivenInteraction)
        #expect(module.moduleName == "interactions.FadeByItself")
        var traces: [String] = []
        for role in [Self.lua, module.lua] {
            let root = NSTemporaryDirectory() + "stagecraft-selfdriven-export-\(UUID().uuidString)"
            defer { try? FileManager.default.removeItem(atPath: root) }
            try FileManager.default.createDirectory(atPath: root + "/interactions", withIntermediateDirectories: true)
            try role.write(toFile: root + "/interactions/fade_by_itself.lua", atomically: true, encoding: .utf8)
            try SwiftImporter.runtimeSource.write(toFile: root + "/swift_runtime.lua", atomically: true, encoding: .utf8)
            try Self.scenario.write(toFile: root + "/s.lua", atomically: true, encoding: .utf8)
            var options = ScenarioOptions()
            options.keepTrace = true
            let results = ScenarioRunner(options: options).run(file: root + "/s.lua", filter: nil)
            #expect(results.count == 1 && results.allSatisfy(\.passed), "\(results.flatMap(\.failures).map(\.description))")
            traces.append(results.first?.trace?.jsonLines() ?? "")
        }
        #expect(!traces[0].isEmpty && traces[0] == traces[1])
    }

    /// `stagecraft new scenario --swift` says how to drive a self-driven controller.
    @Test func theScenarioTemplateSaysHowToDriveASelfDrivenController() throws {
        let path = RoleFixtureTests.fixtures + "/selfdriven/app/SlideAway.swift"
        let text = try SwiftScenarioTemplate.source(swiftPath: path, rolePath: "app/SlideAway.swift")
        #expect(text.contains("interactive = interaction \"app/SlideAway.swift\""), "\(text)")
    }
}
