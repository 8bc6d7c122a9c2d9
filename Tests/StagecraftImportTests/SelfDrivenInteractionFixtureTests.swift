import Foundation
import Testing
@testable import StagecraftImport
import StagecraftScenario

/// Issue 23 items 1 and 4: an interaction controller implementing UIViewControllerInteractiveTransitioning
/// itself is a role of its own (imported into interactions/), accepted wherever a scenario takes an
/// interaction role, and driven as UIKit drives one (T1.2, T2.5, T6.1, T6.5).
@Suite(.serialized) struct SelfDrivenInteractionFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/selfdriven"

    /// Swift and Lua self-driven controllers and a percent-driven handler in one scenario file:
    /// scrub and finish, cancel, wantsInteractiveStart false (Swift and Lua), the handler's scrub.
    @Test func t6_1_selfDrivenAndPercentDrivenControllersRunTheirScenarios() {
        RoleFixtureTests.expectPasses("selfdriven/selfdriven.lua", count: 5)
    }

    /// The importer's role and folder: interactions/, not helpers/; a plain type stays a helper.
    @Test func aSelfDrivenControllerIsImportedIntoInteractions() throws {
        let slideAway = try String(contentsOfFile: Self.folder + "/app/SlideAway.swift", encoding: .utf8)
        let helper = "struct Distance {\n    var points: Double = 400\n}\n"
        let result = SwiftImporter().translate([("SlideAway.swift", slideAway), ("Distance.swift", helper)])
        let roles = Dictionary(uniqueKeysWithValues: result.modules.map { ($0.typeName, ($0.role, $0.moduleName)) })
        #expect(roles["SlideAway"]?.0 == .selfDrivenInteraction)
        #expect(roles["SlideAway"]?.1 == "interactions.SlideAway")
        #expect(roles["Distance"]?.0 == .helper)
        #expect(roles["Distance"]?.1 == "helpers.Distance")
        // A scenario's `interaction "SlideAway.swift"` finds it.
        let module = SwiftRoleTranslator.primary(result.modules, path: "SlideAway.swift", wanted: .interaction)
        #expect(module?.typeName == "SlideAway")
    }

    /// T6.1 / LUA_EMBEDDING: an error in a Swift `startInteractiveTransition` names the Swift file and
    /// line, and ends the dismissal it was starting as cancelled (the screen stays, nothing waits).
    @Test func anErrorInStartInteractiveTransitionNamesTheSwiftLine() throws {
        let directory = NSTemporaryDirectory() + "stagecraft-selfdriven-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let original = try String(contentsOfFile: Self.folder + "/app/SlideAway.swift", encoding: .utf8)
        // Instead of `self.slide = slide`: the stored animator is still nil.
        let swift = original.replacingOccurrences(of: "        self.slide = slide\n", with: "        self.slide!.stopAnimation(true)\n")
        #expect(swift != original)
        try swift.write(toFile: directory + "/app/SlideAway.swift", atomically: true, encoding: .utf8)
        try String(contentsOfFile: Self.folder + "/app/FadeOut.swift", encoding: .utf8).write(toFile: directory + "/app/FadeOut.swift", atomically: true, encoding: .utf8)
        let line = swift.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("self.slide!.stopAnimation") }.map { $0 + 1 }
        try """
            local home = screen "home" {}
            local detail = screen "detail" {}
            scenario("dismiss", function()
              window { root = home, size = {390, 844} }
              transition(detail, { dismiss = animator "app/FadeOut.swift", interactive = interaction "app/SlideAway.swift", style = "fullScreen" })
              present(home, detail)
              untilIdle()
              dismiss(detail)
              untilIdle()
              expect.inHierarchy("detail")
              expect.events { "dismiss(detail).cancelInteractiveTransition(percent=0)", "dismiss(detail).completeTransition(completed=false)" }
            end)
            """.write(toFile: directory + "/s.lua", atomically: true, encoding: .utf8)
        let results = RoleFixtureTests.run(directory + "/s.lua")
        let messages = results.flatMap(\.failures).map { "\($0.location ?? "") \($0.message)" }
        #expect(line == 33)
        #expect(messages.contains { $0.contains("SlideAway.swift:\(line ?? 0)") && $0.contains("Unexpectedly found nil") }, "\(messages)")
        // The script error is the only failure: the transition ended cancelled, as the scenario expects.
        #expect(messages.count == 1, "\(messages)")
    }
}
