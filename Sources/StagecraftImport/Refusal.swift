/// Something the importer could not translate, at its Swift position: printed as
/// `File.swift:LINE:COL: cannot translate <what> — <why>` and left in the Lua as an `error(…)` at
/// that line, so running the role fails there and nowhere else.
public struct Refusal: Equatable, Sendable, CustomStringConvertible {
    /// The family of what was refused, for the summary's counts (`async`, `api`, `generics`…).
    public let kind: String
    public let file: String
    public let line: Int
    public let column: Int
    public let what: String
    public let why: String

    public var description: String { "\(file):\(line):\(column): cannot translate \(what) — \(why)" }

    /// The message the generated `error(…)` raises.
    var luaMessage: String { "not translated: \(what) (\(fileName):\(line))" }
    var fileName: String { file.split(separator: "/").last.map(String.init) ?? file }
}
