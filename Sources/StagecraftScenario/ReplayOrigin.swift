import Foundation
import StagecraftLua

/// A stress replay's way back to the scenario it was made from. The replay is written to another
/// folder (`--out DIR`), but the scenario's `require "delegates.fade"` and `animator "…"` name
/// files relative to the original's folder: the replay's last line records that folder, relative
/// to DIR (so that the two can move together), and a run of the replay looks there too.
enum ReplayOrigin {
    static let marker = "-- stagecraft stress replay: the original scenario's folder is "

    /// The replay's closing line: `original`'s folder as seen from `replayDirectory`.
    static func line(original: String, replayDirectory: String) -> String {
        marker + Perturbation.quoted(relativePath(from: absolute(replayDirectory), to: absolute(ScenarioHost.directory(of: original))))
    }

    /// The original's folder a replay in `directory` records, as a path to look in; nil for a file
    /// that records none, or whose folder does not lie inside `roots` (the folders a scenario
    /// may read at all: the line widens where names are looked up, never what can be read).
    static func directory(in source: String, fileDirectory directory: String, roots: [String]) -> String? {
        // Every scenario file is searched: from the end, where the line is, and without splitting.
        guard let found = source.range(of: "\n" + marker, options: .backwards) else { return nil }
        let quoted = source[found.upperBound...].prefix { $0 != "\n" }
        guard quoted.count >= 2, quoted.first == "\"", quoted.last == "\"" else { return nil }
        let recorded = String(quoted.dropFirst().dropLast())
        let path = recorded.hasPrefix("/") ? recorded : (directory as NSString).appendingPathComponent(recorded)
        return isInside(path, roots: roots) ? path : nil
    }

    /// Whether `path` exists and is one of `roots` or lies inside one (symbolic links resolved).
    static func isInside(_ path: String, roots: [String]) -> Bool {
        guard let real = ScriptRoots.realPath(path) else { return false }
        let canonical = roots.compactMap(ScriptRoots.realPath)
        return canonical.contains(real) || ScriptRoots.contains(real, roots: canonical)
    }

    private static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (full as NSString).standardizingPath
    }

    /// `to` relative to `from` (both absolute and standardized): `../scenarios`.
    static func relativePath(from: String, to: String) -> String {
        let base = from.split(separator: "/"), target = to.split(separator: "/")
        var common = 0
        while common < min(base.count, target.count), base[common] == target[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
