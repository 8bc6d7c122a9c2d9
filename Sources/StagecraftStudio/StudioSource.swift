import Foundation

/// A script as the source panel shows it: its text, the hash of the bytes it was read from (what
/// a write-back must still find on disk), and the numbers that can be scrubbed (SD5.1) — none in
/// a file that cannot be written back at a literal's bytes, with `note` saying why.
public struct StudioSource: Sendable, Codable, Equatable {
    public var file: String
    public var text: String
    public var hash: String
    public var literals: [NumberLiteral]
    /// Why the numbers cannot be scrubbed, when they cannot.
    public var note: String?

    /// The file at `path` read now, its literals found by the scanner of its extension; nil when
    /// it cannot be read as UTF-8 text.
    public static func read(_ path: String, scanners: [String: LiteralScanner] = ["lua": LuaNumberLiterals.scan]) -> StudioSource? {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return nil }
        return StudioSource(path: path, text: text, data: data, scanners: scanners)
    }

    init(path: String, text: String, data: Data, scanners: [String: LiteralScanner]) {
        file = path
        self.text = text
        hash = Self.hash(data)
        let ext = (path as NSString).pathExtension
        if let scanner = scanners[ext] {
            literals = scanner(text)
        } else {
            // No lexer of that language here: a write-back could land anywhere. Shown, not scrubbed.
            literals = []
            note = "read-only: the studio has no lexer for .\(ext) files"
        }
    }

    /// FNV-1a (64 bits) of the bytes, in hex: enough to tell that a file changed since it was read.
    static func hash(_ data: Data) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        return String(value, radix: 16)
    }

    /// The literal whose span is exactly `start..<end`, if there is one.
    func literal(start: Int, end: Int) -> NumberLiteral? {
        literals.first { $0.start == start && $0.end == end }
    }

    /// The text with each edit's span (bytes, not overlapping) replaced by its text.
    func replacing(_ edits: [ScrubEditor.Edit]) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.start > $1.start }) { bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
