import SwiftSyntax

/// What `x is P` and `x as? P` need at run time: the protocols a type conforms to, and the type a
/// `typealias` names (`PanModalPresentable.LayoutType` is `UIViewController & PanModalPresentable`).
extension TypeCatalog {
    /// The names a type's objects are, besides its class chain: every name of its inheritance
    /// clauses (its declaration's and its extensions') but a catalog superclass (the chain covers
    /// it), with the protocols each imported protocol inherits. Swift checks conformance at run
    /// time, so a protocol the import only declares is as real as UIKit's.
    func conformances(of info: TypeInfo) -> [String] {
        var seen: Set<String> = []
        return info.inherited.map { String($0.prefix { $0 != "<" }) }
            .filter { name in !(types[name].map { !$0.isProtocol && $0 === info.superclass } ?? false) }
            .flatMap { protocolClosure($0, seen: &seen) }
    }

    /// Records the file's type aliases under their qualified names (`Outer.Name`; a top-level one
    /// under its own name).
    func addTypeAliases(of file: SwiftSourceFile) {
        let finder = TypeAliasFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        for alias in finder.found {
            let owners = Self.ownerNames(of: Syntax(alias))
            typeAliases[(owners + [alias.name.text]).joined(separator: ".")] = alias.initializer.value.trimmedDescription
        }
    }

    /// The type a cast or `is` names, its aliases replaced (a few levels: an alias of an alias);
    /// an unqualified name inside a type also finds that type's alias when only one type has it.
    func resolvedTypeName(_ written: String) -> String {
        var name = written
        for _ in 0..<8 {
            if let aliased = typeAliases[name] { name = aliased; continue }
            let nested = typeAliases.keys.filter { $0.hasSuffix("." + name) }
            guard !name.contains("."), nested.count == 1, let only = nested.first, let aliased = typeAliases[only] else { break }
            name = aliased
        }
        return name
    }

    /// The names of the types and extensions around a declaration, outermost first.
    private static func ownerNames(of node: Syntax) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let node = current {
            if let decl = node.as(ClassDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = node.as(StructDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = node.as(EnumDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = node.as(ProtocolDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = node.as(ExtensionDeclSyntax.self) { names.insert(decl.extendedType.trimmedDescription, at: 0) }
            current = node.parent
        }
        return names
    }
}

/// Every `typealias` of a file, at any depth.
private final class TypeAliasFinder: SyntaxVisitor {
    var found: [TypeAliasDeclSyntax] = []
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .skipChildren }
}
