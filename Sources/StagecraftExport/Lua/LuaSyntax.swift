/// The syntax tree of a Lua 5.4 chunk, as the exporter reads a role: every node keeps the line
/// it starts on, so whatever does not map to Swift is reported at its line.
struct LuaExpression: Sendable {
    indirect enum Kind: Sendable {
        case `nil`, `true`, `false`, vararg
        case number(String)
        case string(String)
        case function(LuaFunctionBody)
        case table([LuaField])
        case name(String)
        /// `object.name`
        case field(LuaExpression, String)
        /// `object[key]`
        case index(LuaExpression, LuaExpression)
        case call(LuaExpression, [LuaExpression])
        /// `object:name(arguments)`
        case method(LuaExpression, String, [LuaExpression])
        case binary(String, LuaExpression, LuaExpression)
        case unary(String, LuaExpression)
        /// `(e)`: one value of a call, and the grouping the author wrote.
        case parenthesized(LuaExpression)
    }

    var kind: Kind
    var line: Int
}

struct LuaField: Sendable {
    enum Key: Sendable {
        case positional
        case name(String)
        case expression(LuaExpression)
    }

    var key: Key
    var value: LuaExpression
}

struct LuaFunctionBody: Sendable {
    var parameters: [String]
    var isVararg: Bool
    var body: [LuaStatement]
    var line: Int
    var endLine: Int
}

struct LuaStatement: Sendable {
    indirect enum Kind: Sendable {
        case local(names: [String], values: [LuaExpression])
        case localFunction(String, LuaFunctionBody)
        /// `function a.b.c(…)` / `function a.b:c(…)`: the dotted path, and whether it has `self`.
        case function(path: [String], isMethod: Bool, LuaFunctionBody)
        case assignment(targets: [LuaExpression], values: [LuaExpression])
        case call(LuaExpression)
        case `do`([LuaStatement])
        case `while`(LuaExpression, [LuaStatement])
        case `repeat`([LuaStatement], LuaExpression)
        /// `if c then … elseif c then … else … end`: the branches in order, then the else.
        case `if`([(condition: LuaExpression, body: [LuaStatement])], else: [LuaStatement]?)
        case numericFor(variable: String, start: LuaExpression, limit: LuaExpression, step: LuaExpression?, [LuaStatement])
        case genericFor(names: [String], values: [LuaExpression], [LuaStatement])
        case `return`([LuaExpression])
        case `break`
        case goto(String)
        case label(String)
    }

    var kind: Kind
    var line: Int
    var endLine: Int
}

/// A comment of the chunk: its first line and its text without the dashes (`---` doc comments
/// keep one dash, so `---@param` reads `-@param`).
struct LuaComment: Sendable {
    var line: Int
    var text: String
    /// A code token precedes it on its line.
    var trailsCode: Bool
}

struct LuaChunk: Sendable {
    var statements: [LuaStatement]
    var comments: [LuaComment]
}

/// A chunk that is not Lua: the line and what was expected there.
struct LuaSyntaxError: Error, Sendable, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "\(line): \(message)" }
}
