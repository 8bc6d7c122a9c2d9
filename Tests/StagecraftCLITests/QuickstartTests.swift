import Foundation
import Testing

/// The README's five-minute quickstart works as written: its `stagecraft new` commands, its edit of
/// the scenario, the pass it promises, and the failure it quotes after the duration is changed.
@Suite struct QuickstartTests {
    static func quickstart() throws -> String {
        let readme = try ReadmeCommandsTests.readme()
        let start = try #require(readme.range(of: "## Five-minute quickstart"))
        let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        return String(readme[start.upperBound..<end])
    }

    /// The fenced blocks of a language, in order.
    static func blocks(_ text: String, _ language: String) -> [String] {
        text.components(separatedBy: "```" + language + "\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    }

    @Test func theQuickstartRunsAsWritten() throws {
        let text = try Self.quickstart()
        let dir = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let commands = Self.blocks(text, "sh").flatMap { $0.split(separator: "\n") }
            .map { String($0.split(separator: "#", maxSplits: 1)[0]).trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("stagecraft new ") }
        #expect(commands.count == 2, "\(commands)")
        for command in commands {
            let result = CLI.run(Array(command.split(separator: " ").dropFirst().map(String.init)), in: dir)
            #expect(result.status == 0, "\(command): \(result.stderr)")
        }
        // "replace the line `local shown = …` with" the Lua block.
        let replaced = try #require(text.firstMatch(of: /replace the line `([^`]+)` with/)?.1).trimmingCharacters(in: .whitespaces)
        let edit = try #require(Self.blocks(text, "lua").first)
        let scenario = dir + "/scenarios/slide_in.lua"
        var lines = try String(contentsOfFile: scenario, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(replaced) }, "the template has no line \(replaced)")
        lines[index] = edit.trimmingCharacters(in: .newlines)
        try lines.joined(separator: "\n").write(toFile: scenario, atomically: true, encoding: .utf8)

        let passed = CLI.run(["test"], in: dir)
        #expect(passed.status == 0 && passed.stdout.contains("1 passed, 0 failed"), "\(passed.stdout)\(passed.stderr)")
        let stressed = CLI.run(["stress"], in: dir)
        #expect(stressed.status == 0 && stressed.stdout.contains(" 0 failed"), "\(stressed.stdout)\(stressed.stderr)")

        // The slower animator fails with the values the README quotes.
        let animator = dir + "/animators/slide_in.lua"
        let source = try String(contentsOfFile: animator, encoding: .utf8)
        #expect(source.contains("return 0.3"))
        try source.replacingOccurrences(of: "return 0.3", with: "return 0.6").write(toFile: animator, atomically: true, encoding: .utf8)
        let failed = CLI.run(["test"], in: dir)
        #expect(failed.status == 1, "\(failed.stdout)")
        for quoted in text.matches(of: /`(expected|actual): ([^`]+)`/) {
            #expect(failed.stdout.contains("\(quoted.1):") && failed.stdout.contains(String(quoted.2)), "\(quoted.0) not in \(failed.stdout)")
        }
        #expect(text.contains("`expected: {123, 0, 390, 844}`"))
    }
}
