import ArgumentParser
import Foundation

extension ParsableCommand {
    /// An error found after the arguments parsed (a path that does not exist, a filter that
    /// matches nothing), printed as ArgumentParser prints a parse error: the message, then this
    /// subcommand's own usage — not the top command's, which a `ValidationError` thrown from
    /// `run()` would show. Exit code 64 (EX_USAGE), as for parse errors.
    package static func usageError(_ message: String) -> ExitCode {
        let usage = StagecraftCommand.usageString(for: Self.self)
        let name = configuration.commandName ?? ""
        FileHandle.standardError.write(Data("Error: \(message)\nUsage: \(usage)\n  See 'stagecraft \(name) --help' for more information.\n".utf8))
        return ExitCode(64)
    }
}
