import Foundation

/// Runs the built `stagecraft` binary (found with `swift build --show-bin-path`, or
/// `STAGECRAFT_BIN`) from the repository root.
enum CLI {
    static let repository: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let binary: String = {
        if let path = ProcessInfo.processInfo.environment["STAGECRAFT_BIN"] { return path }
        let result = launch("/usr/bin/env", ["swift", "build", "--show-bin-path"])
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + "/stagecraft"
    }()

    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
        /// False when the process ended by a signal (a trap, a segfault, or the hang limit).
        var exitedNormally = true
        /// The process was still running after its time limit and was killed.
        var timedOut = false
        var lastLine: String { stdout.split(separator: "\n").last.map(String.init) ?? "" }
    }

    static func run(_ arguments: [String], in directory: String = repository, environment: [String: String] = [:],
                    timeout: Double? = nil) -> Result {
        launch(binary, arguments, in: directory, environment: environment, timeout: timeout)
    }

    /// Runs `executable`; with a `timeout`, kills it once that many seconds have passed.
    static func launch(_ executable: String, _ arguments: [String], in directory: String = repository,
                       environment: [String: String] = [:], timeout: Double? = nil) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var inherited = ProcessInfo.processInfo.environment
        // scripts/sanitize checks the binary for leaks but not this test process (see there).
        if let options = inherited["STAGECRAFT_CHILD_ASAN_OPTIONS"] { inherited["ASAN_OPTIONS"] = options }
        process.environment = inherited.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return Result(stdout: "", stderr: "\(error)", status: -1) }
        let killer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer) }
        let started = Date()
        // Read both pipes before waiting, and at once: a child that fills one while this reads the
        // other would block for ever (a sanitizer's long report on stderr did).
        let errReader = PipeReader(err)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = errReader.wait()
        process.waitUntilExit()
        killer.cancel()
        var result = Result(stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                            status: process.terminationStatus)
        result.exitedNormally = process.terminationReason == .exit
        result.timedOut = timeout.map { !result.exitedNormally && Date().timeIntervalSince(started) >= $0 } ?? false
        return result
    }

    /// A fresh temporary directory. Tests leave theirs for a failure to be looked at; the first
    /// call of a run removes those of runs more than a day old, so they do not pile up.
    static func temporaryDirectory() -> String {
        _ = removeStaleDirectories
        let path = NSTemporaryDirectory() + "stagecraft-cli-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static let removeStaleDirectories: Void = {
        let manager = FileManager.default
        let root = NSTemporaryDirectory()
        let dayAgo = Date().addingTimeInterval(-86_400)
        for name in (try? manager.contentsOfDirectory(atPath: root)) ?? [] where name.hasPrefix("stagecraft-cli-") {
            let path = root + name
            if let modified = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date, modified < dayAgo {
                try? manager.removeItem(atPath: path)
            }
        }
    }()
}

/// Reads a pipe to its end on another thread.
final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchGroup()

    init(_ pipe: Pipe) {
        done.enter()
        DispatchQueue.global().async { [self] in
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.leave()
        }
    }

    /// Everything the pipe carried; written before `leave`, read after `wait` (no race).
    func wait() -> Data {
        done.wait()
        return data
    }
}
