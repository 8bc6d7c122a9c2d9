import Foundation

/// The files a run loaded — the scenario, the role scripts and modules it loaded, by the path the
/// loader resolved — which are the only files the overlay quotes a source line from.
///
/// An error's `file:line` is parsed from its message, and a script writes its own messages:
/// `error("/etc/passwd:1: boom", 0)` names any file of the machine, and `/proc/self/environ`
/// holds the studio's environment (tokens). Quoting whatever the message names would put those
/// on `/state` and `/live`; quoting only what the run loaded shows nothing the scripts could not
/// already read. Paths are compared by their real path (links and `..` resolved, relative ones
/// against the working directory, as the loader opened them), so a link to a loaded script is
/// that script and a path spelled differently is not another file.
public struct LoadedSources: Sendable {
    private let real: Set<String>

    /// The sources of a run that loaded `paths` (missing files are left out).
    public init(_ paths: some Sequence<String>) {
        real = Set(paths.compactMap(Self.realPath))
    }

    /// None: nothing is quoted.
    public static let none = LoadedSources([String]())

    /// The text of `file` at `line` (1-based), when `file` is one of the loaded files.
    public func line(_ line: Int?, of file: String?) -> String? {
        guard let line, let lines = lines(of: file), line > 0, line <= lines.count else { return nil }
        return lines[line - 1]
    }

    /// The lines of `file` from `context` before `line` to `context` after it (fewer at the file's
    /// ends), numbered, when `file` is one of the loaded files and has that line: the overlay's
    /// code frame, as the terminal prints it.
    public func lines(around line: Int?, of file: String?, context: Int = 2) -> [StudioSourceLine]? {
        guard let line, let lines = lines(of: file), line > 0, line <= lines.count else { return nil }
        return (max(1, line - context)...min(lines.count, line + context)).map { StudioSourceLine(number: $0, text: lines[$0 - 1]) }
    }

    private func lines(of file: String?) -> [String]? {
        guard let file, let path = Self.realPath(file), real.contains(path),
              let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    public func contains(_ file: String) -> Bool { Self.realPath(file).map(real.contains) ?? false }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
