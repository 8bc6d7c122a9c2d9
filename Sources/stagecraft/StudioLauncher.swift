import ArgumentParser
import Foundation

/// `stagecraft studio` continues in `stagecraft-studio`, built beside `stagecraft`: the web server
/// and the networking stack its library links (FoundationNetworking, libcurl and ~50 shared
/// libraries) cost every start of every other command several milliseconds of dynamic linking,
/// so only the studio's own executable loads them (docs/performance.md).
enum StudioLauncher {
    static let executableName = "stagecraft-studio"

    /// Replaces this process with `stagecraft-studio` and the same command line (the same process
    /// id, signals and limits, so scripts and tests see one process); returns only by throwing.
    static func handOver() throws -> Never {
        let path = sibling()
        let arguments = CommandLine.arguments
        let argv = arguments.map { strdup($0) } + [nil]
        execv(path, argv)
        // Only reached when execv failed: the copies are this process's again to free.
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        FileHandle.standardError.write(Data("Error: cannot start \(path): \(reason) (build it with `swift build --product \(executableName)`)\n".utf8))
        throw ExitCode(1)
    }

    /// The studio executable in this executable's directory (found through /proc, as the command
    /// may have been started through PATH or a link).
    private static func sibling() -> String {
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (own as NSString).deletingLastPathComponent + "/" + executableName
    }
}
