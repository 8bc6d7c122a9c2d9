import Foundation
import SwiftParser
import SwiftSyntax

/// UIKit's Swift as Apple documents it, for exactly the APIs the bindings expose: the
/// declarations of `Interface/*.swiftinterface`. The importer reads the parameter types of the
/// bound methods from them, so an implicit member argument (`setTranslation(.zero, in: view)`)
/// resolves by its parameter's type; the exporter reads its signatures from the same files, and
/// the tests type-check every export against them.
public enum UIKitInterface {
    /// The interface files, in the order they build on each other.
    public static let moduleNames = ["FoundationGeometry", "DispatchForExport", "QuartzCore", "UIKit"]

    /// The text of `Interface/NAME.swiftinterface`.
    public static func source(named name: String) -> String? {
        guard let url = Bundle.module.url(forResource: name, withExtension: "swiftinterface", subdirectory: "Interface") else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    /// `base(labels:)` → the type of each parameter, over every instance method the interface
    /// declares with that base name and those labels. A position whose type differs between two
    /// declarations (the receiver's class is rarely known statically) is nil: never a guess.
    static let methodParameterTypes: [String: [String?]] = {
        var table: [String: [String?]] = [:]
        for name in moduleNames {
            guard let text = source(named: name) else { continue }
            collect(Parser.parse(source: text).statements.map(\.item), into: &table)
        }
        return table
    }()

    /// The key of `base(labels…)`, labels as written (`_` for none).
    static func key(_ base: String, _ labels: [String]) -> String {
        base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// The declared type of each parameter of the bound method `base(labels…)`, when the
    /// interface has it; nil where a position's type is not one.
    static func parameterTypes(_ base: String, labels: [String]) -> [String?]? {
        methodParameterTypes[key(base, labels)]
    }

    private static func collect(_ items: [CodeBlockItemSyntax.Item], into table: inout [String: [String?]]) {
        for item in items {
            guard case .decl(let decl) = item else { continue }
            collect(decl, into: &table)
        }
    }

    private static func collect(_ decl: DeclSyntax, into table: inout [String: [String?]]) {
        let members: MemberBlockSyntax? = decl.as(ClassDeclSyntax.self)?.memberBlock ?? decl.as(StructDeclSyntax.self)?.memberBlock
            ?? decl.as(ExtensionDeclSyntax.self)?.memberBlock ?? decl.as(ProtocolDeclSyntax.self)?.memberBlock
        if let members {
            for member in members.members { collect(member.decl, into: &table) }
            return
        }
        guard let function = decl.as(FunctionDeclSyntax.self),
              !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) else { return }
        let parameters = function.signature.parameterClause.parameters
        let types: [String?] = parameters.map { $0.type.trimmedDescription }
        let key = key(function.name.text, parameters.map(\.firstName.text))
        guard let known = table[key] else {
            table[key] = types
            return
        }
        table[key] = zip(known, types).map { $0 == $1 ? $0 : nil }
    }
}
