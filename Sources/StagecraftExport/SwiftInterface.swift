import Foundation
import StagecraftImport
import SwiftParser
import SwiftSyntax

/// What the exporter knows of UIKit's Swift: the declarations of the importer's `Interface/*.swiftinterface`,
/// written from Apple's documentation for the APIs the Lua bindings expose. The same files are
/// the module the tests type-check every export against, so a call the exporter writes is one
/// these declarations accept.
struct SwiftInterface: Sendable {
    struct Parameter: Sendable {
        /// The argument label (`_` when there is none).
        var label: String
        var name: String
        var type: SwiftTypeName
        var hasDefault: Bool
    }

    struct Member: Sendable {
        enum Kind: Sendable { case property, method, initializer, enumCase }
        var kind: Kind
        var name: String
        var parameters: [Parameter]
        /// A property's type, a method's result (nil: `Void`), an init's optional-ness as `T?`.
        var type: SwiftTypeName?
        var isStatic: Bool
        /// A property's `{ get set }` (or a stored `var`); `{ get }` is read-only.
        var isSettable: Bool
        /// A convenience init, which a subclass overriding the designated inits inherits.
        var isConvenience = false

        var labels: [String] { parameters.map(\.label) }
    }

    struct TypeDeclaration: Sendable {
        enum Kind: Sendable { case `class`, `struct`, `enum`, `protocol` }
        var name: String
        var kind: Kind
        /// The superclass first (for a class), then the conformances.
        var inherited: [String]
        var members: [Member]
    }

    private(set) var types: [String: TypeDeclaration] = [:]
    /// Global functions and constants (`CATransform3DMakeRotation`, `CATransform3DIdentity`).
    private(set) var globals: [Member] = []

    static let shared: SwiftInterface = {
        var interface = SwiftInterface()
        for name in UIKitInterface.moduleNames {
            guard let text = UIKitInterface.source(named: name) else {
                fatalError("the importer's Interface/\(name).swiftinterface is missing from its resources")
            }
            interface.read(text)
        }
        for base in Bases.all { interface.read(base.source) }
        return interface
    }()

    init() {}

    init(source: String) { read(source) }

    mutating func read(_ source: String) {
        let file = Parser.parse(source: source)
        for item in file.statements { read(item.item, in: nil) }
    }

    private mutating func read(_ item: CodeBlockItemSyntax.Item, in owner: String?) {
        guard case .decl(let decl) = item else { return }
        read(decl, in: owner)
    }

    private mutating func read(_ decl: DeclSyntax, in owner: String?) {
        func qualified(_ name: String) -> String { owner.map { "\($0).\(name)" } ?? name }
        if let c = decl.as(ClassDeclSyntax.self) {
            declare(qualified(c.name.text), .class, c.inheritanceClause, c.memberBlock)
        } else if let s = decl.as(StructDeclSyntax.self) {
            declare(qualified(s.name.text), .struct, s.inheritanceClause, s.memberBlock)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            declare(qualified(e.name.text), .enum, e.inheritanceClause, e.memberBlock)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            declare(qualified(p.name.text), .protocol, p.inheritanceClause, p.memberBlock)
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let name = x.extendedType.trimmedDescription
            if types[name] == nil { types[name] = TypeDeclaration(name: name, kind: .struct, inherited: [], members: []) }
            for inherited in x.inheritanceClause?.inheritedTypes ?? [] { types[name]?.inherited.append(inherited.type.trimmedDescription) }
            for member in x.memberBlock.members { read(member.decl, in: name) }
        } else if let members = Self.members(of: decl) {
            if let owner { types[owner]?.members += members } else { globals += members }
        }
    }

    private mutating func declare(_ name: String, _ kind: TypeDeclaration.Kind, _ inheritance: InheritanceClauseSyntax?, _ block: MemberBlockSyntax) {
        let inherited = inheritance?.inheritedTypes.map { Self.withoutGenericArguments($0.type.trimmedDescription) } ?? []
        if types[name] == nil {
            types[name] = TypeDeclaration(name: name, kind: kind, inherited: inherited, members: [])
        } else {
            types[name]?.kind = kind
            let earlier = types[name]?.inherited ?? []
            types[name]?.inherited = inherited + earlier
        }
        for member in block.members { read(member.decl, in: name) }
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
        clause.parameters.map { p in
            Parameter(label: p.firstName.text, name: (p.secondName ?? p.firstName).text, type: SwiftTypeName(parsing: p.type.trimmedDescription),
                      hasDefault: p.defaultValue != nil)
        }
    }

    private static func members(of decl: DeclSyntax) -> [Member]? {
        if let f = decl.as(FunctionDeclSyntax.self) {
            let result = f.signature.returnClause.map { SwiftTypeName(parsing: $0.type.trimmedDescription) }
            return [Member(kind: .method, name: f.name.text, parameters: parameters(f.signature.parameterClause), type: result,
                           isStatic: isStatic(f.modifiers), isSettable: false)]
        }
        if let v = decl.as(VariableDeclSyntax.self) {
            return v.bindings.compactMap { binding in
                // `let dimmingView = UIView()`: a stored property's type from its initializer.
                let value = binding.initializer?.value
                let made = value?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? (value?.is(BooleanLiteralExprSyntax.self) == true ? "Bool" : value?.is(StringLiteralExprSyntax.self) == true ? "String" : nil)
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type.trimmedDescription ?? made else { return nil }
                // `{ get }` is read-only; `{ get set }`, or a stored `var`, is settable.
                let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self)
                let settable = v.bindingSpecifier.tokenKind == .keyword(.var)
                    && (accessors.map { $0.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) } } ?? true)
                return Member(kind: .property, name: name, parameters: [], type: SwiftTypeName(parsing: type), isStatic: isStatic(v.modifiers),
                              isSettable: settable)
            }
        }
        if let i = decl.as(InitializerDeclSyntax.self) {
            return [Member(kind: .initializer, name: "init", parameters: parameters(i.signature.parameterClause),
                           type: i.optionalMark != nil ? SwiftTypeName("Self", optional: true) : nil,
                           isStatic: true, isSettable: false,
                           isConvenience: i.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) })]
        }
        if let c = decl.as(EnumCaseDeclSyntax.self) {
            return c.elements.map { element in
                Member(kind: .enumCase, name: element.name.text, parameters: element.parameterClause.map { clause in
                    clause.parameters.map { Parameter(label: $0.firstName?.text ?? "_", name: $0.firstName?.text ?? "_", type: SwiftTypeName(parsing: $0.type.trimmedDescription), hasDefault: false) }
                } ?? [], type: nil, isStatic: true, isSettable: false)
            }
        }
        return nil
    }

    // MARK: Lookup

    /// The type and its ancestors (superclasses, then protocols they conform to), nearest first.
    func lineage(of name: String) -> [TypeDeclaration] {
        var seen: Set<String> = []
        var result: [TypeDeclaration] = []
        var queue = [name]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted, let type = types[next] else { continue }
            result.append(type)
            queue += type.inherited
        }
        return result
    }

    func members(of type: String, static isStatic: Bool) -> [Member] {
        lineage(of: type).flatMap { $0.members.filter { $0.isStatic == isStatic || ($0.kind == .enumCase && isStatic) } }
    }

    /// The inits `T(…)` may call: its own, and its ancestors' convenience inits (the interface
    /// overrides a class's designated inits where Swift would inherit them).
    func initializers(of type: String) -> [Member] {
        let lineage = lineage(of: type)
        return (lineage.first?.members ?? []).filter { $0.kind == .initializer }
            + lineage.dropFirst().flatMap { $0.members.filter { $0.kind == .initializer && $0.isConvenience } }
    }

    func isSubtype(_ type: String, of ancestor: String) -> Bool {
        // A generic class's instances (`NSLayoutAnchor<AnchorType>`) by its name: the exporter
        // does not check type arguments (the compiler does, on the export).
        let ancestor = Self.withoutGenericArguments(ancestor)
        return type == ancestor || lineage(of: type).contains { $0.name == ancestor }
    }

    /// `NSLayoutAnchor<NSLayoutYAxisAnchor>` → `NSLayoutAnchor`.
    static func withoutGenericArguments(_ name: String) -> String {
        guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return name }
        return String(name[..<open])
    }

    /// The static values of `type` that are of its own type: enum cases and `static let` constants
    /// (`.to`, `.curveEaseOut`, `.identity`), what a Lua string or a `.name` stands for.
    func staticValues(of type: String) -> Set<String> {
        Set((types[type]?.members ?? []).filter { $0.kind == .enumCase || ($0.kind == .property && $0.isStatic && ($0.type?.name == type || $0.type?.name == "Self")) }.map(\.name))
    }

    var isOptionSet: (String) -> Bool {
        { name in types[name]?.inherited.contains("OptionSet") == true }
    }
}
