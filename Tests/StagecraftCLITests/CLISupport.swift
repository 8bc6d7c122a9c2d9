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
        var lastLine: String { stdout.split(separator: "\n").last.map(String.init) ?? "" }
    }

    static func run(_ arguments: [String], in directory: String = repository, environment: [String: String] = [:]) -> Result {
        launch(binary, arguments, in: directory, environment: environment)
    }

    static func launch(_ executable: String, _ arguments: [String], in directory: String = repository,
                       environment: [String: String] = [:]) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return Result(stdout: "", stderr: "\(error)", status: -1) }
        // Read before waiting: a full pipe would block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                      status: process.terminationStatus)
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "stagecraft-cli-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
