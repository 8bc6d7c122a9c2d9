import ArgumentParser
import Foundation
import StagecraftScenario

/// `--filter` as `test`, `watch` and `run` take it: repeatable regular expressions, any of which
/// may match a scenario's name or file (case-insensitive, as pytest's `-k` and jest's `-t` match).
struct SelectionOptions: ParsableArguments {
    @Option(name: .customLong("filter"),
            help: "Run only scenarios whose name or file matches this regular expression (case-insensitive; repeatable: any may match).")
    var filters: [String] = []

    /// Checked while parsing, so a bad pattern is a usage error of the command it was given to.
    func validate() throws { _ = try selection() }

    /// The selection, or a usage error naming the pattern that does not compile.
    func selection() throws -> ScenarioSelection {
        do { return try ScenarioSelection(patterns: filters) } catch { throw ValidationError(error.description) }
    }

    /// `--filter a --filter b` as the user typed it, for messages.
    var described: String { filters.map { "--filter \($0)" }.joined(separator: " ") }
}

/// `--color auto|always|never`, with the environment's say for `auto`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// `auto` colours a terminal. `FORCE_COLOR` (force-color.org) and `NO_COLOR` (no-color.org)
    /// count only when set to something non-empty; `FORCE_COLOR` wins when both are, as in Node.
    /// `TERM=dumb` means no colour.
    func resolve(environment: [String: String], isTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let force = environment["FORCE_COLOR"], !force.isEmpty { return true }
            if let none = environment["NO_COLOR"], !none.isEmpty { return false }
            return isTerminal && environment["TERM"] != "dumb"
        }
    }
}

/// The `--color` option of every command that prints results.
package struct ColorOptions: ParsableArguments {
    @Option(help: "Colour the output: auto (a terminal, unless NO_COLOR is set; FORCE_COLOR forces it), always or never.")
    var color: ColorChoice = .auto

    package init() {}

    package var enabled: Bool {
        color.resolve(environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1)
    }
}
