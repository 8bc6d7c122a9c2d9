/// A Swift type as the exporter needs to know it: its name as written (`UIView`,
/// `UIView.AnimationOptions`, `[UIView]`, `(Bool) -> Void`), and whether it is optional.
struct SwiftTypeName: Sendable, Hashable, CustomStringConvertible {
    var name: String
    var isOptional = false
    /// `T!`: optional, but used as `T` without unwrapping.
    var isImplicitlyUnwrapped = false

    init(_ name: String, optional: Bool = false) {
        self.name = name
        isOptional = optional
    }

    /// Reads `T`, `T?`, `T!`, `(T)?` as written in a declaration.
    init(parsing text: String) {
        var text = text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("@escaping ") { text = String(text.dropFirst("@escaping ".count)) }
        // `any P` and `P` are one type to the exporter (Swift 5 accepts the plain name).
        text = text.replacingOccurrences(of: "any ", with: "")
        if text.hasSuffix("!") {
            isImplicitlyUnwrapped = true
            isOptional = true
            text.removeLast()
        } else if text.hasSuffix("?") {
            isOptional = true
            text.removeLast()
        }
        if text.hasPrefix("("), text.hasSuffix(")"), Self.outerParenthesesMatch(text) {
            text = String(text.dropFirst().dropLast())
        }
        name = text
    }

    private static func outerParenthesesMatch(_ text: String) -> Bool {
        var depth = 0
        for (offset, c) in text.enumerated() {
            if c == "(" { depth += 1 } else if c == ")" {
                depth -= 1
                if depth == 0 && offset != text.count - 1 { return false }
            }
        }
        return true
    }

    var description: String {
        let base = isFunction && isOptional ? "(\(name))" : name
        return isOptional ? base + (isImplicitlyUnwrapped ? "!" : "?") : base
    }

    var nonOptional: SwiftTypeName { SwiftTypeName(name) }
    var optional: SwiftTypeName { SwiftTypeName(name, optional: true) }

    var isFunction: Bool { name.contains("->") }
    var isArray: Bool { name.hasPrefix("[") && name.hasSuffix("]") && !name.contains(":") }
    var element: SwiftTypeName? { isArray ? SwiftTypeName(parsing: String(name.dropFirst().dropLast())) : nil }
    /// `[String: CGVector]`: its key and value types.
    var dictionary: (key: SwiftTypeName, value: SwiftTypeName)? {
        guard name.hasPrefix("["), name.hasSuffix("]"), let colon = name.firstIndex(of: ":") else { return nil }
        return (SwiftTypeName(parsing: String(name[name.index(after: name.startIndex)..<colon])),
                SwiftTypeName(parsing: String(name[name.index(after: colon)..<name.index(before: name.endIndex)])))
    }

    /// A closure type's parameter types (`(Bool) -> Void` → [Bool]).
    var functionParameters: [SwiftTypeName] {
        guard isFunction, let arrow = name.range(of: "->") else { return [] }
        var parameters = name[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        if parameters.hasPrefix("(") { parameters = String(parameters.dropFirst().dropLast()) }
        return parameters.isEmpty ? [] : parameters.split(separator: ",").map { SwiftTypeName(parsing: String($0)) }
    }

    var functionResult: SwiftTypeName? {
        guard isFunction, let arrow = name.range(of: "->", options: .backwards) else { return nil }
        let result = name[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        return result == "Void" || result == "()" ? nil : SwiftTypeName(parsing: result)
    }

    static let cgFloat = SwiftTypeName("CGFloat")
    static let int = SwiftTypeName("Int")
    static let bool = SwiftTypeName("Bool")
    static let string = SwiftTypeName("String")

    var isNumber: Bool { ["CGFloat", "Double", "Float", "Int", "TimeInterval"].contains(name) && !isOptional }
}

import Foundation
