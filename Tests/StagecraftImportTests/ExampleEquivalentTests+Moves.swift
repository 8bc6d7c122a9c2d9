import Foundation
import Testing

/// Issue 23 item 6, the last three example roles: Seed S1's Moves library in Swift
/// (Fixtures/examples/moves, written as the article's library is: an `Animator` base class with
/// an `Observable` of lifecycle events and contextual view pairs, its four subclasses, the
/// `ModalAnimator` protocol's default `determineModalOriginPoint`, and the `MovesCoordinator`
/// transitioning delegate with its configuration structs) runs seed_moves.lua with the Lua's traces.
extension ExampleEquivalentTests {
    static let movesExamples = swiftExamples + "/moves"

    /// moves_workouts.lua (the example's screen, which stays Lua: its list is the Lua API's)
    /// `require`s the library as `Moves` and the coordinator: the Swift classes stand in for both
    /// modules; animators/moves_animator.lua is the base class `Animator` they are built on.
    static let movesModules = ["delegates/moves_coordinator.lua": "MovesCoordinator"]
    static let movesLibrary = ["animators/moves.lua": ["ModalConfiguration", "SlideInOverContextAnimator", "SlideOutOverContextAnimator",
                                                       "FadeInOverContextAnimator", "FadeOutOverContextAnimator"]]

    static func runMoves(in directory: String = movesExamples) throws -> [ScenarioResultSummary] {
        try runExample("seed_moves.lua", replacing: [:], swiftDirectory: directory, modules: movesModules, libraries: movesLibrary)
            .map { ScenarioResultSummary(name: $0.name, failures: $0.failures.map(\.description)) }
    }

    struct ScenarioResultSummary {
        let name: String
        let failures: [String]
    }

    /// The Swift Moves in place of the three Lua modules: the four scenarios of seed_moves.lua pass
    /// — the slide up over the dim with the contextual snapshots flying (T1.3, T3.5), the pan short
    /// of the threshold springing back, the pan past it dismissing with the pairs flying home, the
    /// fade dismissed by the dim's tap — and record the Lua's traces, byte for byte.
    @Test func theSwiftMovesRunSeedMovesWithItsTraces() throws {
        try Self.expectSameTraces("seed_moves.lua", swiftDirectory: Self.movesExamples, modules: Self.movesModules, libraries: Self.movesLibrary)
    }

    /// The twin whose coordinator dismisses short of the threshold fails both pans (the 60 pt one
    /// dismisses, the 150 pt one springs back); the slide up and the fade still pass.
    @Test func aMovesCoordinatorWithTheThresholdTurnedFailsThePans() throws {
        let directory = try Self.changedCopy("MovesCoordinator.swift", in: Self.movesExamples) {
            $0.replacingOccurrences(of: "if distanceFromCenter > self.panConfig.dismissRadiusThreshold {", with: "if distanceFromCenter < self.panConfig.dismissRadiusThreshold {")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runMoves(in: directory)
        #expect(results.count == 4)
        #expect(results.map(\.failures.isEmpty) == [true, false, false, true], "\(results.map(\.failures))")
    }

    /// The twin whose base animator leaves the starting contextual views shown fails the slide up
    /// (Moves hides them while their snapshots fly).
    @Test func anAnimatorThatLeavesTheContextualViewsShownFailsTheSlideUp() throws {
        let directory = try Self.changedCopy("Animator.swift", in: Self.movesExamples) {
            $0.replacingOccurrences(of: "            startingContextualView.alpha = 0\n", with: "")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runMoves(in: directory)
        #expect(results.count == 4)
        #expect(!(results.first?.failures.isEmpty ?? true), "\(results.map(\.failures))")
        #expect(results.last?.failures.isEmpty ?? false, "the fade has no contextual views: \(results.map(\.failures))")
    }

    /// The twin whose slide-in starts above the screen (the `.down` case moving up) fails the
    /// slide up's frames.
    @Test func aSlideInFromTheWrongSideFailsTheSlideUp() throws {
        let directory = try Self.changedCopy("SlideInOverContextAnimator.swift", in: Self.movesExamples) {
            $0.replacingOccurrences(of: "        case .down:\n            toView.frame.origin.y += containerView.frame.height",
                                    with: "        case .down:\n            toView.frame.origin.y -= containerView.frame.height")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runMoves(in: directory)
        #expect(!(results.first?.failures.isEmpty ?? true), "\(results.map(\.failures))")
    }

    /// The twin whose dim darkens to half black fails every scenario's dim (the coordinator's
    /// "will animate" handler is what adds it).
    @Test func aMovesCoordinatorWithALighterDimFailsSeedMoves() throws {
        let directory = try Self.changedCopy("MovesCoordinator.swift", in: Self.movesExamples) {
            $0.replacingOccurrences(of: "UIColor(white: 0.0, alpha: 0.7)", with: "UIColor(white: 0.0, alpha: 0.5)")
        }
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let results = try Self.runMoves(in: directory)
        #expect(results.count == 4)
        #expect(results[0].failures.contains { $0.contains("dim") } && results[3].failures.contains { $0.contains("dim") }, "\(results.map(\.failures))")
    }

    /// The Moves library's files are Swift an app compiles: they type-check together against
    /// UIKit's declarations.
    @Test func theSwiftMovesTypeChecks() async throws {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.movesExamples) where name.hasSuffix(".swift") {
            files[name] = try String(contentsOfFile: Self.movesExamples + "/" + name, encoding: .utf8)
        }
        #expect(files.count == 7)
        let outcome = try await SwiftTypecheck.check(files)
        #expect(outcome.succeeded, "\(outcome.diagnostics)")
    }
}
