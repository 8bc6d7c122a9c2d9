import Foundation

/// Texts that stand in for script files during one run, without touching the disk: the studio's
/// scrubbing re-runs a scenario with a literal changed while the user drags it, and only writes
/// the file when they let go. Keyed by real path (links and `..` resolved), so a script reached
/// through another spelling is still the one overridden; everything else about loading — the
/// script roots, the sandbox, the budgets — is what a run from the file would have.
public struct ScriptOverrides: Sendable {
    private var texts: [String: String] = [:]

    public init() {}

    /// `text` in place of the file at `path` (which must exist: its real path is the key).
    public init(_ texts: [String: String]) {
        for (path, text) in texts { if let real = ScriptRoots.realPath(path) { self.texts[real] = text } }
    }

    public var isEmpty: Bool { texts.isEmpty }

    /// The (real) paths overridden, sorted.
    public var paths: [String] { texts.keys.sorted() }

    /// The text standing in for the file at `path`, if any.
    public func text(for path: String) -> String? {
        guard !texts.isEmpty, let real = ScriptRoots.realPath(path) else { return nil }
        return texts[real]
    }
}
