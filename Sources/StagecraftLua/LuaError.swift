/// An error raised by a Lua script or by loading one, kept as structured data.
public struct LuaError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, in the categories users see.
    public enum Kind: String, Sendable { case syntax, runtime, timeout, memory, misuse }

    public var kind: Kind
    /// The message, starting with `chunk:line:` when Lua knows the position.
    public var message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind): \(message)" }
}
