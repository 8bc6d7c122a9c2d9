/// Lua text made of fragments, each remembering the Swift line it came from, so the writer can
/// put every fragment on the line of the Swift it translates (see `LuaLines`).
struct LuaCode: ExpressibleByStringLiteral, Sendable {
    struct Part: Sendable {
        let text: String
        /// The Swift line; 0 when the fragment just follows the one before.
        let line: Int
    }
    private(set) var parts: [Part] = []

    init() {}
    init(_ text: String, line: Int = 0) { parts = [Part(text: text, line: line)] }
    init(stringLiteral value: String) { self.init(value) }

    var isEmpty: Bool { parts.allSatisfy { $0.text.isEmpty } }
    /// The text without line information (for checks and simple expressions).
    var text: String { parts.map(\.text).joined() }
    /// The first line any fragment names.
    var firstLine: Int { parts.first { $0.line > 0 }?.line ?? 0 }

    static func + (lhs: LuaCode, rhs: LuaCode) -> LuaCode {
        var code = lhs
        code.parts += rhs.parts
        return code
    }
    static func + (lhs: LuaCode, rhs: String) -> LuaCode { lhs + LuaCode(rhs) }
    static func + (lhs: String, rhs: LuaCode) -> LuaCode { LuaCode(lhs) + rhs }
    static func += (lhs: inout LuaCode, rhs: LuaCode) { lhs = lhs + rhs }
    static func += (lhs: inout LuaCode, rhs: String) { lhs = lhs + rhs }

    /// A fragment of text placed on `line`.
    static func at(_ line: Int, _ text: String) -> LuaCode { LuaCode(text, line: line) }

    /// Whether the code is one name or a chain of fields of names (`a`, `self.x`): cheap, side
    /// effect free, safe to evaluate twice.
    var isSimple: Bool {
        let t = text
        if Double(t) != nil { return true }
        return !t.isEmpty && t.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            && !(t.first?.isNumber ?? false)
    }
}

extension Array where Element == LuaCode {
    func joined(_ separator: String) -> LuaCode {
        var code = LuaCode()
        for (index, item) in enumerated() {
            if index > 0 { code += separator }
            code += item
        }
        return code
    }
}
