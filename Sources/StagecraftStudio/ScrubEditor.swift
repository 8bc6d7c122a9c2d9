import Foundation
import Synchronization

/// What the source panel's scrubbing asks of the server (SD5.x): a script's text with its
/// literals, a preview run with one literal changed in memory, the write-back of a literal at
/// its bytes, and the undo of the last write-back.
///
/// Concurrent edits in the user's editor win: every request names the hash of the text the page
/// read, and nothing is previewed or written over a file whose bytes changed since (409, with
/// the file as it is now for the panel to reload). Only the files the scenarios on show loaded
/// are read or written (`StudioState.loadedFiles`), whatever a request names.
public final class ScrubEditor: Sendable {
    /// What a request gets: a status and a JSON body.
    public struct Answer: Sendable {
        public var status: Int
        public var body: String
    }

    /// Runs scenario `scenario` with `overrides` (path → text) in place of its files.
    public typealias Previewer = @Sendable (_ scenario: StudioScenario, _ overrides: [String: String]) -> StudioPreview

    /// One literal's new text: the span `start..<end` of the file as read, and what goes there.
    /// A curve's control point is two (x and y), written together.
    public struct Edit: Sendable, Equatable {
        public var start: Int
        public var end: Int
        public var text: String
        public init(start: Int, end: Int, text: String) {
            self.start = start
            self.end = end
            self.text = text
        }

        /// `S:E:TEXT,S:E:TEXT` (a query's `edits`): nil when malformed.
        public static func list(_ query: String) -> [Edit]? {
            let edits = query.split(separator: ",").map { item -> Edit? in
                let parts = item.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
                guard parts.count == 3, let start = Int(parts[0]), let end = Int(parts[1]) else { return nil }
                return Edit(start: start, end: end, text: String(parts[2]))
            }
            guard !edits.isEmpty, edits.count <= 16, edits.allSatisfy({ $0 != nil }) else { return nil }
            return edits.compactMap { $0 }
        }
    }

    /// One write-back, for its undo: the spans as written with what they held before (the same
    /// order), and the file's hash after it.
    struct Written: Sendable {
        var file: String
        var edits: [Edit]
        var hashAfter: String
    }

    let state: StudioState
    let previewer: Previewer?
    /// The literal scanners by file extension: Lua's always, others as the command installs them.
    let scanners: [String: LiteralScanner]
    private let history = Mutex<[Written]>([])
    /// Write-backs kept for undo.
    static let historyLimit = 200

    public init(state: StudioState, previewer: Previewer?, scanners: [String: LiteralScanner] = [:]) {
        self.state = state
        self.previewer = previewer
        self.scanners = scanners.merging(["lua": LuaNumberLiterals.scan]) { _, lua in lua }
    }

    func read(_ file: String) -> StudioSource? { StudioSource.read(file, scanners: scanners) }

    /// The file with its literals.
    public func source(file: String) -> Answer {
        guard state.loadedFiles.contains(file) else { return Self.refuse(404, "\(file) is not a file the scenarios on show loaded") }
        guard let source = read(file) else { return Self.refuse(404, "\(file) cannot be read as UTF-8 text") }
        return Self.answer(200, source)
    }

    /// A run of scenario `id` with the literals of `edits` in `file` replaced in memory; the file
    /// stays as it is.
    public func preview(scenario id: String, file: String, edits: [Edit], hash: String) -> Answer {
        guard let previewer else { return Self.refuse(404, "this studio does not preview") }
        guard let scenario = state.scenario(id: id) else { return Self.refuse(404, "no scenario \(id)") }
        let checked = check(file: file, edits: edits, hash: hash)
        guard case .success(let source) = checked else { return checked.refusal }
        let preview = previewer(scenario, [file: source.replacing(edits)])
        return Self.answer(200, preview)
    }

    public func preview(scenario id: String, file: String, start: Int, end: Int, text: String, hash: String) -> Answer {
        preview(scenario: id, file: file, edits: [Edit(start: start, end: end, text: text)], hash: hash)
    }

    /// Writes the literals of `edits` into `file` (the rest of the file byte for byte as it was),
    /// as editors save: a temporary file renamed into place, which the watch sees.
    public func write(file: String, edits: [Edit], hash: String) -> Answer {
        let checked = check(file: file, edits: edits, hash: hash)
        guard case .success(let source) = checked else { return checked.refusal }
        guard let written = save(source.replacing(edits), to: file) else { return Self.refuse(500, "\(file) could not be written") }
        history.withLock { history in
            history.append(Written(file: file, edits: Self.undoing(edits, in: source), hashAfter: written.hash))
            if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        }
        return Self.answer(200, written)
    }

    public func write(file: String, start: Int, end: Int, text: String, hash: String) -> Answer {
        write(file: file, edits: [Edit(start: start, end: end, text: text)], hash: hash)
    }

    /// Puts back what the last write-back replaced, unless the file changed since it was written.
    public func undo() -> Answer {
        guard let last = history.withLock({ $0.popLast() }) else { return Self.refuse(409, "nothing to undo") }
        guard let now = read(last.file), now.hash == last.hashAfter else {
            return Self.refuse(409, "\(last.file) changed on disk since the studio wrote it; its edit is not undone", current: read(last.file))
        }
        guard let written = save(now.replacing(last.edits), to: last.file) else { return Self.refuse(500, "\(last.file) could not be written") }
        return Self.answer(200, written)
    }

    /// The edits that put `source`'s text back after `edits` were applied to it: each span where
    /// its new text landed (shifted by the edits before it), holding the old text.
    static func undoing(_ edits: [Edit], in source: StudioSource) -> [Edit] {
        let bytes = Array(source.text.utf8)
        var shift = 0
        return edits.sorted { $0.start < $1.start }.map { edit in
            let start = edit.start + shift
            shift += edit.text.utf8.count - (edit.end - edit.start)
            return Edit(start: start, end: start + edit.text.utf8.count, text: String(decoding: bytes[edit.start..<edit.end], as: UTF8.self))
        }
    }

    /// How many write-backs can be undone.
    public var undoCount: Int { history.withLock { $0.count } }

    enum Checked {
        case success(StudioSource)
        case failure(Answer)
        var refusal: Answer { if case .failure(let answer) = self { answer } else { ScrubEditor.refuse(500, "") } }
    }

    /// The file as it is on disk, when it is the one the page read, each edit's span is one of its
    /// literals (each once) and its text a number that may stand there.
    func check(file: String, edits: [Edit], hash: String) -> Checked {
        guard state.loadedFiles.contains(file) else { return .failure(Self.refuse(404, "\(file) is not a file the scenarios on show loaded")) }
        guard let source = read(file) else { return .failure(Self.refuse(404, "\(file) cannot be read as UTF-8 text")) }
        guard source.hash == hash else {
            return .failure(Self.refuse(409, "\(file) changed on disk since the studio read it; the editor's version wins", current: source))
        }
        guard !edits.isEmpty, Set(edits.map(\.start)).count == edits.count else { return .failure(Self.refuse(400, "no edits, or one literal edited twice")) }
        for edit in edits {
            guard let literal = source.literal(start: edit.start, end: edit.end) else {
                return .failure(Self.refuse(409, "\(file) has no number at bytes \(edit.start)..<\(edit.end)", current: source))
            }
            guard let scanner = scanners[(file as NSString).pathExtension],
                  NumberLiteral.value(ofReplacement: edit.text, scanner: scanner) != nil else {
                return .failure(Self.refuse(400, "'\(edit.text)' is not a finite number literal (\(file):\(literal.line))"))
            }
            guard !edit.text.hasPrefix("-") || literal.negatable else {
                return .failure(Self.refuse(400, "a minus cannot be written before \(literal.text) at \(file):\(literal.line): it follows a value or a '-'"))
            }
        }
        return .success(source)
    }

    /// `text` saved at `path` through a temporary file renamed into place; the file as saved. A
    /// script reached through a symbolic link is saved at the link's target: the rename would
    /// otherwise put a plain file where the link was.
    func save(_ text: String, to named: String) -> StudioSource? {
        let data = Data(text.utf8)
        let path = LoadedSources.realPath(named) ?? named
        let directory = (path as NSString).deletingLastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).studio-\(UUID().uuidString)"
        let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int
        guard FileManager.default.createFile(atPath: temporary, contents: data, attributes: mode.map { [.posixPermissions: $0] }) else { return nil }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return nil
        }
        return StudioSource(path: named, text: text, data: data, scanners: scanners)
    }

    struct Refusal: Encodable {
        var error: String
        var current: StudioSource?
    }

    /// A request whose `edits` is not `S:E:TEXT,…` (at most 16).
    static let malformedEdits = refuse(400, "edits must be START:END:TEXT, separated by commas (at most 16)")

    static func refuse(_ status: Int, _ message: String, current: StudioSource? = nil) -> Answer {
        answer(status, Refusal(error: message, current: current))
    }

    static func answer(_ status: Int, _ value: some Encodable) -> Answer {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Answer(status: status, body: (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}")
    }
}

/// A preview run's outcome as the page shows it: the trace to draw, or the error that stopped it.
public struct StudioPreview: Sendable, Codable, Equatable {
    public var trace: String?
    public var error: StudioError?
    public var passed: Bool
    public var failures: [String]

    public init(trace: String?, error: StudioError?, passed: Bool, failures: [String]) {
        self.trace = trace
        self.error = error
        self.passed = passed
        self.failures = failures
    }
}
