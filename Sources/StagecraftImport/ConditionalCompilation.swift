import SwiftSyntax

/// `#if` as an iPhone build of today evaluates it: Swift 6 and later checks hold, `os(iOS)` and
/// `canImport(UIKit)` hold, other platforms and custom flags (DEBUG…) do not. The importer
/// translates the clause that would compile; nil means a condition it cannot decide.
enum ConditionalCompilation {
    static let swiftVersion = [6, 0]

    static func isActive(_ condition: ExprSyntax?) -> Bool? {
        guard let condition else { return true }  // #else
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return isActive(prefix.expression).map { !$0 }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            guard let left = isActive(infix.leftOperand), let right = isActive(infix.rightOperand) else { return nil }
            return op == "&&" ? left && right : op == "||" ? left || right : nil
        }
        if let paren = condition.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first { return isActive(only.expression) }
        if let flag = condition.as(DeclReferenceExprSyntax.self) { return flag.baseName.text == "true" ? true : false }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
        guard let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
        switch name {
        case "swift", "compiler":
            let comparison = argument.hasPrefix(">=") ? ">=" : argument.hasPrefix("<") ? "<" : nil
            guard let comparison else { return nil }
            let version = argument.dropFirst(comparison.count).split(separator: ".").compactMap { Int($0) }
            let newer = compare(swiftVersion, version) >= 0
            return comparison == ">=" ? newer : !newer
        case "os": return argument == "iOS"
        case "canImport": return ["UIKit", "Foundation", "QuartzCore", "CoreGraphics", "Darwin"].contains(argument)
        case "targetEnvironment": return false
        case "arch": return argument == "arm64"
        default: return nil
        }
    }

    private static func compare(_ a: [Int], _ b: [Int]) -> Int {
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : 0, y = index < b.count ? b[index] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    /// The active clause of an `#if`, or nil (with the clause that could not be decided).
    static func activeClause(_ config: IfConfigDeclSyntax) -> (clause: IfConfigClauseSyntax?, undecided: IfConfigClauseSyntax?) {
        for clause in config.clauses {
            guard let active = isActive(clause.condition) else { return (nil, clause) }
            if active { return (clause, nil) }
        }
        return (nil, nil)
    }
}

extension ConditionalCompilation {
    /// A top-level declaration no Swift of today compiles into an iOS build (SW5.7): `@available(swift
    /// 256)` (SwipeTransition's `__AssocKey`, kept for Objective-C headers), `@available(swift,
    /// introduced: 7)`, `@available(*, unavailable)`. Nothing can use it, so it is not translated.
    static func isUnavailable(_ item: CodeBlockItemSyntax.Item) -> Bool {
        guard case .decl(let decl) = item, let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes else { return false }
        return attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available",
                  let arguments = attribute.arguments?.trimmedDescription else { return false }
            let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.first == "*", parts.contains("unavailable") { return true }
            let version: Substring?
            if let first = parts.first, first.hasPrefix("swift ") { version = first.dropFirst(6) }
            else if parts.first == "swift", let introduced = parts.first(where: { $0.hasPrefix("introduced:") }) { version = introduced.dropFirst(11) }
            else { version = nil }
            guard let major = version.flatMap({ Int($0.trimmingCharacters(in: .whitespaces).split(separator: ".").first ?? "") }) else { return false }
            return major > swiftVersion[0]
        }
    }
}

extension SwiftSourceFile {
    /// The file's top-level statements as an iOS build compiles them: a top-level `#if` (a library
    /// that wraps each file in `#if os(iOS)`, an import under `#if SWIFT_PACKAGE`) is the items of
    /// its active clause, none when no clause is active; an `#if` it cannot decide stays as it is
    /// (refused as top-level code).
    var topLevelItems: [CodeBlockItemSyntax.Item] {
        func expand(_ items: [CodeBlockItemSyntax.Item], depth: Int) -> [CodeBlockItemSyntax.Item] {
            items.flatMap { item -> [CodeBlockItemSyntax.Item] in
                if ConditionalCompilation.isUnavailable(item) { return [] }
                guard depth < Self.maximumNestingLevel, let config = item.as(IfConfigDeclSyntax.self) else { return [item] }
                let (active, undecided) = ConditionalCompilation.activeClause(config)
                if undecided != nil { return [item] }
                guard case .statements(let statements)? = active?.elements else { return [] }
                return expand(statements.map(\.item), depth: depth + 1)
            }
        }
        return expand(tree.statements.map(\.item), depth: 0)
    }
}
