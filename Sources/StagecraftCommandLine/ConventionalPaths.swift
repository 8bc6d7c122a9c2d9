import ArgumentParser
import Foundation
import StagecraftScenario

/// The scenario paths a command was given or, given none, the ones found by convention (a
/// `scenarios/` folder, else `*_test.lua` / `*.scenario.lua` files), as `swift test` and pytest
/// find their tests: `test`, `stress`, `watch` and `studio` all take them this way.
package enum ConventionalPaths {
    /// The paths, and the line that says how they were found when none were given.
    static func resolve(_ given: [String]) throws(ValidationError) -> (paths: [String], note: String?) {
        guard given.isEmpty else { return (given, nil) }
        guard let found = ScenarioSuite.discover(in: ".") else {
            throw ValidationError("no path given and none found by convention in \(FileManager.default.currentDirectoryPath): "
                                  + "no scenarios/ folder, no *_test.lua or *.scenario.lua file (give the scenario files or directories, "
                                  + "or \(startOne))")
        }
        return (found.paths, "no path given: running \(found.description)")
    }

    /// What a newcomer in an empty folder does next.
    static let startOne = "start one with `stagecraft new scenario NAME`"

    /// The error for paths that hold no scenario file (an empty scenarios/ folder).
    package static func noScenarioFiles(under paths: [String]) -> String {
        "no scenario files (.lua) under \(paths.joined(separator: ", ")): \(startOne)"
    }
}

extension ParsableCommand {
    /// `ConventionalPaths.resolve`, its error printed with this subcommand's usage.
    static func conventionalPaths(_ given: [String]) throws -> (paths: [String], note: String?) {
        do { return try ConventionalPaths.resolve(given) } catch { throw usageError(error.message) }
    }
}
