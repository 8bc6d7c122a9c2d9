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

    /// Each class's and protocol's instance properties with their declared types, as the
    /// interface declares them (`UIScreenEdgePanGestureRecognizer`: `edges: UIRectEdge`).
    static var propertyTypes: [String: [String: String]] { declaredProperties.types }

    /// Each class's and protocol's get-only instance properties (`subviews`, `children`): Swift
    /// compiles no mutation of them (SW9.2).
    static var getOnlyProperties: [String: Set<String>] { declaredProperties.getOnly }

    private static let declaredProperties: (types: [String: [String: String]], getOnly: [String: Set<String>]) = {
        var types: [String: [String: String]] = [:], getOnly: [String: Set<String>] = [:]
        for name in moduleNames {
            guard let text = source(named: name) else { continue }
            for item in Parser.parse(source: text).statements.map(\.item) {
                guard case .decl(let decl) = item else { continue }
                collectProperties(decl, into: &types, getOnly: &getOnly)
            }
        }
        return (types, getOnly)
    }()

    /// Whether `name` is get-only on UIKit's `typeName` (or the superclass declaring it); for a
    /// receiver of unknown type (nil), whether every class declaring it has it get-only.
    static func isGetOnly(_ name: String, of typeName: String?) -> Bool {
        guard let typeName else {
            let owners = propertyTypes.filter { $0.value[name] != nil }.map(\.key)
            return !owners.isEmpty && owners.allSatisfy { getOnlyProperties[$0]?.contains(name) == true }
        }
        var current: String? = typeName, steps = 0
        while let type = current, steps < 64 {
            if propertyTypes[type]?[name] != nil { return getOnlyProperties[type]?.contains(name) == true }
            current = superclasses[type]
            steps += 1
        }
        return false
    }

    /// The declared type of the property `name` of UIKit's class `typeName` or of a superclass
    /// (`superclasses`); nil when the interface does not declare that class or the property.
    static func propertyType(_ name: String, of typeName: String) -> String? {
        var current: String? = typeName, steps = 0
        while let type = current, steps < 64 {
            if let declared = propertyTypes[type]?[name] { return declared }
            current = superclasses[type]
            steps += 1
        }
        return nil
    }

    private static func collectProperties(_ decl: DeclSyntax, into types: inout [String: [String: String]], getOnly: inout [String: Set<String>]) {
        let owner: (name: String, members: MemberBlockSyntax)?
        if let type = decl.as(ClassDeclSyntax.self) {
            owner = (type.name.text, type.memberBlock)
        } else if let type = decl.as(ProtocolDeclSyntax.self) {
            owner = (type.name.text, type.memberBlock)
        } else if let type = decl.as(ExtensionDeclSyntax.self) {
            owner = (type.extendedType.trimmedDescription, type.memberBlock)
        } else {
            owner = nil
        }
        guard let owner else { return }
        for member in owner.members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type.trimmedDescription else { continue }
                types[owner.name, default: [:]][name] = type
                let setter = binding.accessorBlock?.trimmedDescription.contains("set") ?? (variable.bindingSpecifier.tokenKind == .keyword(.var))
                if !setter { getOnly[owner.name, default: []].insert(name) }
            }
        }
    }

    /// The key of `base(labels…)`, labels as written (`_` for none).
    static func key(_ base: String, _ labels: [String]) -> String {
        base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// The label lists of the instance methods the interface declares with base name `base`.
    static func labelLists(_ base: String) -> [[String]] {
        methodParameterTypes.keys.compactMap { key -> [String]? in
            guard key.hasPrefix(base + "("), key.hasSuffix(")") else { return nil }
            let inside = key.dropFirst(base.count + 1).dropLast()
            return inside.split(separator: ":").map(String.init)
        }
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
