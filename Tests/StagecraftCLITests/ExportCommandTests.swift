import Foundation
import Testing

/// `stagecraft export` as a user runs it (issue 23 item 5): the Swift on standard output or in
/// --out, each problem on stderr as FILE:LINE, exit 0 only when everything exported, and bad input
/// a one-line error, never a crash.
@Suite struct ExportCommandTests {
    func scratch() throws -> String {
        let directory = NSTemporaryDirectory() + "stagecraft-export-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func sw3_1_aRoleExportsToStandardOutputAndExitsZero() {
        let result = CLI.run(["export", "examples/animators/fade.lua"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("import UIKit\n"))
        #expect(result.stdout.contains("class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {"))
        #expect(result.stdout.contains("init(isPresenting: Bool) {"))
        #expect(result.stdout.contains("guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else { return }"))
    }

    /// A delegate's `require("animators.slide")` is read from the folder above the delegate's.
    @Test func sw3_3_aRequiredRoleIsReadForItsClassAndInit() throws {
        let out = try scratch()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = CLI.run(["export", "examples/delegates/slide_navigation.lua", "--out", out + "/NavigationDelegate.swift"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lastLine == "exported NavigationDelegate (examples/delegates/slide_navigation.lua) → \(out)/NavigationDelegate.swift; 0 problems")
        let swift = try String(contentsOfFile: out + "/NavigationDelegate.swift", encoding: .utf8)
        #expect(swift.contains("class NavigationDelegate: NSObject, UINavigationControllerDelegate {"), "\(swift)")
        #expect(swift.contains("return SlideAnimator(operation: operation)"), "\(swift)")
    }

    @Test func sw3_2_whatDoesNotMapIsReportedByLineAndStopsThereInTheSwift() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try """
            local Odd = { debugName = "Odd" }

            ---@param ctx TransitionContext
            function Odd:transitionDuration(ctx)
              return 0.3
            end

            ---@param ctx TransitionContext
            function Odd:animateTransition(ctx)
              ctx.containerView:frobnicate(1)
              for k, v in next, ctx do end
              ctx:completeTransition(true)
            end

            return Odd
            """.write(toFile: directory + "/odd.lua", atomically: true, encoding: .utf8)
        let result = CLI.run(["export", directory + "/odd.lua"])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines.first?.hasPrefix(directory + "/odd.lua:10: cannot export `:frobnicate(…)` of a UIView") == true, "\(result.stderr)")
        #expect(lines.last?.hasPrefix(directory + "/odd.lua:11: cannot export this `for … in`") == true, "\(result.stderr)")
        #expect(result.stdout.contains("fatalError(\"not exported: `:frobnicate(…)` of a UIView with 1 argument(s) (odd.lua:10)\")"), "\(result.stdout)")
        #expect(result.stdout.contains("ctx.completeTransition(true)"), "the rest is still exported:\n\(result.stdout)")
    }

    @Test func sw3_2_badInputIsAOneLineErrorNeverACrash() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cases: [(String, Data, String)] = [
            ("syntax.lua", Data("local x = = 1\n".utf8), "syntax.lua:1: unexpected symbol near '='"),
            ("deep.lua", Data(("return " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)).utf8), "deep.lua:1: chunk has too many syntax levels"),
            ("binary.lua", Data([0x1B, 0x4C, 0x75, 0x61, 0xFF, 0xFE, 0x00]), "binary.lua is not UTF-8 text"),
            ("huge.lua", Data(("-- " + String(repeating: "x", count: 3 << 20) + "\n").utf8), "is larger than a role can be (2 MiB)"),
        ]
        for (name, data, message) in cases {
            try data.write(to: URL(fileURLWithPath: directory + "/" + name))
            let result = CLI.run(["export", directory + "/" + name], timeout: 300)
            #expect(result.exitedNormally, "\(name): \(result.stderr)")
            #expect(result.status == 1 || result.status == 64, "\(name): \(result.status)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains(message), "\(name): \(result.stderr)")
        }
        let missing = CLI.run(["export", directory + "/none.lua"])
        #expect(missing.status == 64, "\(missing.stderr)")
        #expect(missing.stderr.contains("cannot read"), "\(missing.stderr)")
    }
}
