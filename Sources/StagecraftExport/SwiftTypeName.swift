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
        // `(T)?` is T that may be nil; `(a: T, b: U)` is a tuple and keeps its parentheses.
        if text.hasPrefix("("), text.hasSuffix(")"), Self.outerParenthesesMatch(text),
           Self.topLevelIndex(of: ",", in: text.dropFirst().dropLast()) == nil, Self.topLevelIndex(of: ":", in: text.dropFirst().dropLast()) == nil {
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

    /// The first `character` outside brackets and parentheses (a dictionary's colon, a tuple's comma).
    static func topLevelIndex(of character: Character, in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case character where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    var description: String {
        let base = isFunction && isOptional ? "(\(name))" : name
        return isOptional ? base + (isImplicitlyUnwrapped ? "!" : "?") : base
    }

    var nonOptional: SwiftTypeName { SwiftTypeName(name) }
    var optional: SwiftTypeName { SwiftTypeName(name, optional: true) }

    var isFunction: Bool { name.contains("->") }
    var isArray: Bool { name.hasPrefix("[") && name.hasSuffix("]") && Self.topLevelIndex(of: ":", in: name.dropFirst().dropLast()) == nil }
    var element: SwiftTypeName? { isArray ? SwiftTypeName(parsing: String(name.dropFirst().dropLast())) : nil }
    /// `[String: CGVector]`: its key and value types.
    var dictionary: (key: SwiftTypeName, value: SwiftTypeName)? {
        guard name.hasPrefix("["), name.hasSuffix("]"), let colon = Self.topLevelIndex(of: ":", in: name.dropFirst().dropLast()) else { return nil }
        return (SwiftTypeName(parsing: String(name[name.index(after: name.startIndex)..<colon])),
                SwiftTypeName(parsing: String(name[name.index(after: colon)..<name.index(before: name.endIndex)])))
    }

    /// A tuple with labels (`(view: UIView, index: Int)`, a Lua record): its elements in order.
    var tupleElements: [(label: String, type: SwiftTypeName)]? {
        guard !isFunction, name.hasPrefix("("), name.hasSuffix(")") else { return nil }
        var elements: [(label: String, type: SwiftTypeName)] = []
        var rest = name.dropFirst().dropLast()
        while !rest.isEmpty {
            let end = Self.topLevelIndex(of: ",", in: rest) ?? rest.endIndex
            let element = rest[..<end]
            guard let colon = Self.topLevelIndex(of: ":", in: element) else { return nil }
            elements.append((element[..<colon].trimmingCharacters(in: .whitespaces), SwiftTypeName(parsing: String(element[element.index(after: colon)...]))))
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
        }
        return elements.isEmpty ? nil : elements
    }

    /// A closure type's parameter types (`(Bool) -> Void` → [Bool]).
    var functionParameters: [SwiftTypeName] {
        guard isFunction, let arrow = name.range(of: "->") else { return [] }
        var parameters = name[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        if parameters.hasPrefix("(") { parameters = String(parameters.dropFirst().dropLast()) }
        var types: [SwiftTypeName] = []
        var rest = Substring(parameters)
        while !rest.isEmpty {
            let end = Self.topLevelIndex(of: ",", in: rest) ?? rest.endIndex
            types.append(SwiftTypeName(parsing: String(rest[..<end])))
            rest = end == rest.endIndex ? rest[end...] : rest[rest.index(after: end)...]
        }
        return types
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
