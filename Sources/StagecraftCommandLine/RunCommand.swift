import ArgumentParser
import Foundation
import StagecraftScenario

/// `stagecraft run FILE`: one scenario file, with a frame-by-frame log of what changed.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run one scenario file and print, frame by frame, what changed on screen and what happened.")

    @Argument(help: "A scenario file.")
    var file: String

    @OptionGroup var selection: SelectionOptions

    @Option(help: "Frames per second of the virtual clock.")
    var fps: Double = 60

    @Option(help: "Seed of math.random in every scenario (each scenario starts from it), to replay a run.")
    var seed: Int = 0

    @Option(help: "Write each scenario's trace as JSON Lines into this directory (for stagecraft render).")
    var traceDir: String?

    @OptionGroup var colorOptions: ColorOptions

    func validate() throws {
        try OptionRanges.clockFPS.check(fps)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else { throw ValidationError("no such file: \(file)") }
        guard !isDirectory.boolValue else { throw ValidationError("\(file) is a directory; run takes one file (use `stagecraft test` for directories)") }
        guard FileManager.default.isReadableFile(atPath: file) else { throw ValidationError("cannot read \(file) (permission denied)") }
        if let traceDir, let problem = OutputDirectory.problem(making: traceDir, option: "--trace-dir") { throw ValidationError(problem) }
    }

    func run() throws {
        var options = ScenarioOptions()
        options.frameRate = fps
        options.keepTrace = true
        options.seed = seed
        let results = ScenarioRunner(options: options).run(file: file, selection: try selection.selection())
        let reporter = TestReporter(color: colorOptions.enabled, verbose: true, totalFiles: 1)
        for result in results {
            print("── \(result.name) ──")
            if let trace = result.trace {
                for line in FrameLog.lines(trace) { print(line) }
                if let traceDir {
                    try OutputDirectory.make(traceDir, option: "--trace-dir")
                    let safe = result.name.map { $0.isLetter || $0.isNumber ? $0 : "_" }
                    try OutputFile.write(trace.jsonLines(), to: "\(traceDir)/\(String(safe)).jsonl")
                }
            }
            reporter.report([result])
        }
        print(reporter.summary)
        if reporter.failed > 0 || results.isEmpty { throw ExitCode(1) }
    }
}
