import Foundation
import Testing

/// Every numeric option of every subcommand, just out of its range and at its boundary (issue 24,
/// item 13): the first is a usage error (exit 64) naming the option and its range, the second
/// passes validation. Before, `--fps 1e-320` passed a `> 0` check and its infinite frame interval
/// exhausted memory (`run`, `demo`), trapped (`render`) or timed every scenario out (`test`).
@Suite struct OptionRangeTests {
    struct Case: CustomStringConvertible {
        var command: [String]
        var option: String
        var refused: String
        var accepted: String
        var description: String { "\(command.first ?? "") \(option) \(refused)/\(accepted)" }
    }

    /// The arguments around the option: a path that does not exist, so that a value that passes
    /// validation stops at the path (quickly) instead of running anything.
    static let test = ["test", "no/such/dir"], run = ["run", "no/such.lua"], stress = ["stress", "no/such/dir"]
    static let watch = ["watch", "no/such/dir"], studio = ["studio", "no/such/dir"], gallery = ["gallery", "no/such/dir", "--out", "/nonexistent/x"]
    static let render = ["render", "no/such.jsonl", "--out", "/nonexistent/x.png"], renderGIF = ["render", "no/such.jsonl", "--out", "/nonexistent/x.gif"]

    static let cases: [Case] = [
        Case(command: test, option: "--fps", refused: "1e-320", accepted: "1"),
        Case(command: test, option: "--fps", refused: "1000.001", accepted: "1000"),
        Case(command: test, option: "--timeout", refused: "0.009", accepted: "0.01"),
        Case(command: test, option: "--timeout", refused: "3600.5", accepted: "3600"),
        Case(command: test, option: "--jobs", refused: "0", accepted: "1"),
        Case(command: test, option: "--jobs", refused: "1025", accepted: "1024"),
        Case(command: test, option: "--seed", refused: "9223372036854775808", accepted: "9223372036854775807"),
        Case(command: run, option: "--fps", refused: "0.999", accepted: "1"),
        Case(command: run, option: "--fps", refused: "inf", accepted: "1000"),
        Case(command: run, option: "--seed", refused: "9223372036854775808", accepted: "9223372036854775807"),
        Case(command: stress, option: "--fps", refused: "nan", accepted: "1000"),
        Case(command: stress, option: "--timeout", refused: "1e300", accepted: "3600"),
        Case(command: stress, option: "--jobs", refused: "1025", accepted: "1024"),
        Case(command: stress, option: "--budget", refused: "0", accepted: "1"),
        Case(command: stress, option: "--budget", refused: "1000001", accepted: "1000000"),
        Case(command: stress, option: "--seed", refused: "18446744073709551616", accepted: "18446744073709551615"),
        Case(command: watch, option: "--fps", refused: "1e-320", accepted: "1"),
        Case(command: watch, option: "--timeout", refused: "0", accepted: "0.01"),
        Case(command: watch, option: "--exit-after", refused: "0", accepted: "1"),
        Case(command: watch, option: "--exit-after", refused: "1000001", accepted: "1000000"),
        Case(command: watch, option: "--seed", refused: "9223372036854775808", accepted: "9223372036854775807"),
        Case(command: studio, option: "--port", refused: "65536", accepted: "65535"),
        Case(command: studio, option: "--fps", refused: "1000.5", accepted: "1000"),
        Case(command: studio, option: "--timeout", refused: "3601", accepted: "3600"),
        Case(command: gallery, option: "--scale", refused: "0.09", accepted: "0.1"),
        Case(command: gallery, option: "--scale", refused: "4.01", accepted: "4"),
        Case(command: gallery, option: "--jobs", refused: "1025", accepted: "1024"),
        Case(command: renderGIF, option: "--fps", refused: "1e-320", accepted: "1"),
        Case(command: renderGIF, option: "--fps", refused: "240.1", accepted: "240"),
        Case(command: render, option: "--scale", refused: "8.5", accepted: "8"),
        Case(command: render, option: "--scale", refused: "1e-300", accepted: "0.1"),
        Case(command: render, option: "--at", refused: "86400.5", accepted: "86400"),
        Case(command: renderGIF, option: "--from", refused: "1e300", accepted: "0"),
        Case(command: renderGIF, option: "--to", refused: "inf", accepted: "86400"),
        Case(command: ["demo"], option: "--fps", refused: "1e-320", accepted: "1"),
        Case(command: ["demo"], option: "--swipe", refused: "800.5", accepted: "800"),
    ]

    @Test(arguments: OptionRangeTests.cases)
    func cl6_1_numericOptionsAreRangeCheckedByName(_ item: Case) {
        let refused = CLI.run(item.command + [item.option, item.refused], timeout: 60)
        #expect(refused.status == 64, "\(item): exit \(refused.status)\n\(refused.stderr.suffix(800))")
        let named = refused.stderr.contains("Error: \(item.option) must be between ") || refused.stderr.contains("for '\(item.option) <")
        #expect(named, "\(item): \(refused.stderr.prefix(400))")
        let accepted = CLI.run(item.command + [item.option, item.accepted], timeout: 60)
        #expect(accepted.exitedNormally && !accepted.timedOut, "\(item)")
        #expect(!accepted.stderr.contains("\(item.option) must be") && !accepted.stderr.contains("for '\(item.option) <"),
                "\(item): the boundary \(item.accepted) was refused: \(accepted.stderr.prefix(400))")
    }

    /// The message gives the range and the value, in one line.
    @Test func cl6_1_theMessageNamesTheOptionItsRangeAndTheValue() {
        let result = CLI.run(["test", "examples/scenarios", "--fps", "1e-320"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --fps must be between 1 and 1000 frames per second (got 1e-320)\n"), "\(result.stderr)")
    }
}
