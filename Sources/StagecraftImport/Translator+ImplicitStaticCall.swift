import SwiftSyntax

extension Translator {
    /// `movesConfig: MovesConfiguration = .defaultConfig()`, `apply(.standard())`: a call of a
    /// static method of the import's class or struct that the context names is that method,
    /// `require("helpers.MovesConfiguration").defaultConfig()` (SW6.2) — not an enum case with
    /// associated values, which a struct or a class has none of. An enum's `.slide(0.3)` and a
    /// UIKit type's stay as they were.
    func implicitStaticCall(_ method: String, _ arguments: [Argument], expected: String?, line: Int) -> LuaCode? {
        guard let contextual = expected?.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""),
              let info = catalog[contextual], !info.isExternal, !info.isProtocol, info.kind != .enum, info.isStatic(method) else { return nil }
        return typeReference(info, line: line) + ".\(method)(" + positional(arguments).joined(", ") + ")"
    }
}
