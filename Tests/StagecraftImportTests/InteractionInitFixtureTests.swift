import Foundation
import Testing
@testable import StagecraftImport
import StagecraftScenario

/// Issue 23: an interaction controller's Swift init runs with Swift's meaning (stored properties'
/// initial values, then the body) whether a scenario's `interaction "…"` or a delegate's `T()`
/// makes it; what it sets (T6.3's completionSpeed and completionCurve) shapes the finish.
@Suite(.serialized) struct InteractionInitFixtureTests {
    static let folder = RoleFixtureTests.fixtures + "/initrun"

    /// T6.3: `override init()` sets speed 0.5 (from a stored property its body changed before
    /// `super.init()`) and an ease-out curve; both creation paths finish a release at 0.6 in 0.28 s.
    @Test func t6_3_anInteractionControllersInitRunsWhenTheScenarioOrADelegateMakesIt() {
        RoleFixtureTests.expectPasses("initrun/initrun.lua", count: 2)
    }

    /// An init with parameters a scenario cannot give (`init(distance:)`): wiring it is a clear error
    /// at that init's Swift line, never a controller whose init was skipped.
    @Test func anInitTakingArgumentsIsRefusedToAScenarioAtItsSwiftLine() throws {
        let directory = NSTemporaryDirectory() + "stagecraft-initrun-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/app", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let original = try String(contentsOfFile: Self.folder + "/app/SlowFinish.swift", encoding: .utf8)
        let swift = original
            .replacingOccurrences(of: "    override init() {\n        distance = 200\n", with: "    init(distance: CGFloat) {\n        self.distance = distance\n")
            .replacingOccurrences(of: "SlowFinish()", with: "SlowFinish(distance: 200)")
        #expect(swift != original)
        try swift.write(toFile: directory + "/app/SlowFinish.swift", atomically: true, encoding: .utf8)
        try String(contentsOfFile: Self.folder + "/app/FadeOut.swift", encoding: .utf8).write(toFile: directory + "/app/FadeOut.swift", atomically: true, encoding: .utf8)
        let line = swift.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("init(distance: CGFloat)") }.map { $0 + 1 }
        try """
            local home = screen "home" {}
            local detail = screen "detail" {}
            scenario("scenario-made", function()
              window { root = home, size = {390, 844} }
              transition(detail, { dismiss = animator "app/FadeOut.swift", interactive = interaction "app/SlowFinish.swift", style = "fullScreen" })
            end)
            scenario("delegate-made", function()
              window { root = home, size = {390, 844} }
              transition(detail, { delegate = delegate "app/SlowFinish.swift", style = "fullScreen" })
              present(home, detail)
              untilIdle()
              pan { from = {195, 300}, to = {195, 420}, duration = 0.2, hold = 0.1 }
              untilIdle()
              expect.notInHierarchy("detail")
              expect.noDiagnostics()
            end)
            """.write(toFile: directory + "/s.lua", atomically: true, encoding: .utf8)
        let results = RoleFixtureTests.run(directory + "/s.lua")
        #expect(results.count == 2)
        let messages = results.first?.failures.map { "\($0.location ?? "") \($0.message)" } ?? []
        #expect(line == 10)
        #expect(messages.contains { $0.contains("SlowFinish.swift:\(line ?? 0)") && $0.contains("init(distance:)") }, "\(messages)")
        // A delegate calls that init as Swift does: the same controller dismisses.
        #expect(results.last?.failures.isEmpty == true, "\(results.last?.failures.map(\.description) ?? [])")
    }

    /// Beside a designated `init(viewController:)` that calls `super.init()`, `init()` is not what
    /// a scenario's wiring runs (Swift runs one designated init): only the one init is `__init`.
    @Test func initIsRunByFieldsOnlyAsTheOneInit() throws {
        let original = try String(contentsOfFile: Self.folder + "/app/SlowFinish.swift", encoding: .utf8)
        let alone = SwiftImporter().translate([("SlowFinish.swift", original)]).modules.first { $0.typeName == "SlowFinish" }?.lua ?? ""
        #expect(alone.contains("function SlowFinish:__init()"), "\(alone)")
        let swift = original.replacingOccurrences(of: "    @objc func handleGesture", with: """
                init(viewController: UIViewController) {
                    super.init()
                    viewController.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handleGesture(_:))))
                }

                @objc func handleGesture
            """)
        #expect(swift != original)
        let lua = SwiftImporter().translate([("SlowFinish.swift", swift)]).modules.first { $0.typeName == "SlowFinish" }?.lua ?? ""
        #expect(!lua.contains("__init"), "\(lua)")
        #expect(lua.contains("SlowFinish.wire = SlowFinish.__new"), "\(lua)")
    }
}
