import SwiftSyntax

/// The types of the files being imported, each with the members of its declaration and of its
/// extensions (in the same file) merged in source order, and what each member is. Calls and
/// names resolve against it: `self.isPresenting`, `FadeAnimator(isPresenting: true)`.
final class TypeCatalog {
    enum Kind { case `class`, `struct`, `enum` }

    final class TypeInfo {
        let name: String
        let kind: Kind
        let file: SwiftSourceFile
        var inherited: [String] = []
        /// The declaration and its extensions, in source order.
        var bodies: [MemberBlockSyntax] = []
        var declarations: [Syntax] = []
        var storedProperties: [String] = []
        /// A property's declared (or literal-inferred) Swift type.
        var propertyTypes: [String: String] = [:]
        var computedProperties: Set<String> = []
        /// Computed properties with a `set` accessor: a change of their value is written back (SW9.4).
        var settableComputed: Set<String> = []
        /// Stored properties with `willSet`/`didSet`.
        var observedProperties: Set<String> = []
        var staticMembers: Set<String> = []
        /// Method base name → the label lists of its overloads.
        var methods: [String: [[String]]] = [:]
        /// Label lists (base name first) of the methods declared without `override`.
        var newMethods: Set<[String]> = []
        /// Init label lists, in source order.
        var initializers: [[String]] = []
        /// Each init's parameter types, as written, in `initializers`' order (overloads that share
        /// labels, such as SideMenu's `init(addTo: UIView)` and `init?(addTo: UIView?)`, differ here).
        var initializerParameterTypes: [[String]] = []
        /// Each init's labels whose parameters have a default value, in `initializers`' order.
        var initializerDefaultedLabels: [Set<String>] = []
        /// The inits Lua code can call: Interface Builder's `init?(coder:)` and a navigation
        /// controller subclass's nib init `init(nibName:bundle:)` are never called here (no
        /// storyboards, no nibs; the subclass is made with its root).
        var callableInitializers: [[String]] { initializers.filter { !isInterfaceBuilderInit($0) } }

        /// A plain screen's `init(nibName:bundle:)` is not one (SW11.5): it is UIViewController's
        /// designated init, which `init()` reaches (`Popup()` runs `init(nibName: nil, bundle: nil)`),
        /// so an override of it is the init that makes the screen.
        func isInterfaceBuilderInit(_ labels: [String]) -> Bool {
            labels == ["coder"] || (role == .screen && labels == ["nibName", "bundle"] && allInherited.contains("UINavigationController"))
        }
        var enumCases: [String: Int] = [:]  // case name → number of associated values
        var line: Int = 0

        init(name: String, kind: Kind, file: SwiftSourceFile) {
            self.name = name
            self.kind = kind
            self.file = file
        }

        /// The user superclass, if the first inherited name is a type of the catalog (set by `link`).
        var superclass: TypeInfo?
        var role: RoleKind = .helper
        /// Every role it plays, `role` first (a presentation controller that is also its own
        /// transitioning delegate and animator).
        var roles: [RoleKind] { isExternal ? [.helper] : RoleKind.all(inherited: allInherited) }
        /// A presentation controller that is its own transitioning delegate (Apple's sample); its
        /// own adaptive delegate (UIAdaptivePresentationControllerDelegate) is still only the
        /// presentation controller (OwnAdaptiveCallbacks).
        var isOwnTransitioningDelegate: Bool {
            role == .presentation && allInherited.contains("UIViewControllerTransitioningDelegate")
        }
        /// A UIKit or Foundation type the import extends (`extension UIView { … }`).
        var isExternal = false
        /// The protocols the import's extensions of that external type add (`extension UIScrollView: Scrollable`).
        var addedConformances: [String] = []
        /// Extensions of it in other files than its own.
        var parts: [ExtensionPart] = []

        func hasMember(_ name: String) -> Bool {
            storedProperties.contains(name) || computedProperties.contains(name) || methods[name] != nil || requirements.contains(name)
                || (superclass?.hasMember(name) ?? false) || mixins.contains { $0.hasMember(name) }
        }
        func hasMethod(_ name: String) -> Bool { methods[name] != nil || (superclass?.hasMethod(name) ?? false) || mixins.contains { $0.hasMethod(name) } }
        /// A computed property of the type, its superclasses or the protocol extensions it adopts.
        func isComputed(_ name: String) -> Bool {
            computedProperties.contains(name) || (superclass?.isComputed(name) ?? false) || mixins.contains { $0.isComputed(name) }
        }
        /// Protocol extensions whose members the type adopts (`extension TargetHolder { … }`).
        var mixins: [TypeInfo] = []
        /// For a protocol's extension: the protocol's requirements (and its parents'), members of `self`.
        var requirements: Set<String> = []
        var isProtocol = false
        /// The class a protocol extension requires of `Self` (`extension P where Self: UIViewController`):
        /// its members are `self`'s there.
        var selfConstraint: String?
        func propertyType(_ name: String) -> String? { propertyTypes[name] ?? superclass?.propertyType(name) }
        /// A computed property with a setter, of the type or its superclasses.
        func hasComputedSetter(_ name: String) -> Bool { settableComputed.contains(name) || (superclass?.hasComputedSetter(name) ?? false) }
        func isObserved(_ name: String) -> Bool { observedProperties.contains(name) || (superclass?.isObserved(name) ?? false) }
        func isStatic(_ name: String) -> Bool { staticMembers.contains(name) || (superclass?.isStatic(name) ?? false) }
        /// Every inherited name up the user chain (for the role).
        var allInherited: [String] { inherited + (superclass?.allInherited ?? []) }
    }

    private(set) var types: [String: TypeInfo] = [:]
    private(set) var order: [TypeInfo] = []
    /// Top-level functions and constants of the files.
    private(set) var globals: Set<String> = []

    /// Labels of tuple values and types in the files (`pair.second` is one of their elements).
    private(set) var tupleLabels: Set<String> = []

    func add(_ file: SwiftSourceFile) {
        for token in file.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .colon {
            if let label = token.previousToken(viewMode: .sourceAccurate), case .identifier(let name) = label.tokenKind,
               token.parent?.is(LabeledExprSyntax.self) == true && token.parent?.parent?.parent?.is(TupleExprSyntax.self) == true
                || token.parent?.is(TupleTypeElementSyntax.self) == true {
                tupleLabels.insert(name)
            }
        }
        for item in file.topLevelItems {
            if let decl = item.as(ClassDeclSyntax.self) {
                add(decl.name.text, .class, decl.inheritanceClause, decl.memberBlock, Syntax(decl), file)
            } else if let decl = item.as(StructDeclSyntax.self) {
                add(decl.name.text, .struct, decl.inheritanceClause, decl.memberBlock, Syntax(decl), file)
            } else if let decl = item.as(EnumDeclSyntax.self) {
                add(decl.name.text, .enum, decl.inheritanceClause, decl.memberBlock, Syntax(decl), file)
            } else if let decl = item.as(ProtocolDeclSyntax.self) {
                var requirements: Set<String> = []
                for member in decl.memberBlock.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings {
                            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                            requirements.insert(name)
                            if let declared = binding.typeAnnotation?.type.trimmedDescription { requirementTypes[decl.name.text, default: [:]][name] = declared }
                        }
                    } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                        requirements.insert(function.name.text)
                        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
                        requiredMethods[decl.name.text, default: [:]][function.name.text, default: []].append(labels)
                    }
                }
                protocols[decl.name.text] = (decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [], requirements)
            } else if let decl = item.as(FunctionDeclSyntax.self) {
                globals.insert(decl.name.text)
            } else if let decl = item.as(VariableDeclSyntax.self) {
                for binding in decl.bindings { if let name = binding.pattern.as(IdentifierPatternSyntax.self) { globals.insert(name.identifier.text) } }
            }
        }
        for item in file.topLevelItems {
            if let ext = item.as(ExtensionDeclSyntax.self) { pendingExtensions.append((file, ext)) }
        }
        addTypeAliases(of: file)
    }

    /// Type aliases of the files, by qualified name (`TypeCatalog+Conformances.swift`).
    var typeAliases: [String: String] = [:]

    /// The declared types of the protocols' property requirements (`var panScrollable: UIScrollView? { get }`),
    /// by protocol: a value typed by the protocol has them (its extension's `propertyType`).
    private var requirementTypes: [String: [String: String]] = [:]

    /// Protocols of the files: what they inherit and require.
    private(set) var protocols: [String: (inherited: [String], requirements: Set<String>)] = [:]

    /// A protocol and every protocol it inherits, transitively.
    func protocolClosure(_ name: String, seen: inout Set<String>) -> [String] {
        guard seen.insert(name).inserted else { return [] }
        return [name] + (protocols[name]?.inherited ?? []).flatMap { protocolClosure($0, seen: &seen) }
    }

    /// The labels of each method requirement, by protocol and base name (SideMenu's two
    /// `sideMenuAnimationController(_:didDismiss:)` / `(_:didPresent:)`).
    private var requiredMethods: [String: [String: [[String]]]] = [:]

    /// The overloads the protocol `name` (or one it inherits) requires under the base name `method`.
    func requiredOverloads(_ name: String, _ method: String) -> [[String]] {
        var seen: Set<String> = []
        return protocolClosure(name, seen: &seen).flatMap { requiredMethods[$0]?[method] ?? [] }
    }

    /// Whether the protocol `name` of the files, or one it inherits, requires `member`.
    func protocolRequires(_ name: String, _ member: String) -> Bool {
        var seen: Set<String> = []
        return protocolClosure(name, seen: &seen).contains { protocols[$0]?.requirements.contains(member) == true }
    }

    /// Extensions seen, resolved by `link` once every file's types are known.
    private var pendingExtensions: [(SwiftSourceFile, ExtensionDeclSyntax)] = []

    /// Merges each extension into its type: in the type's file, into its module; in another
    /// file, as a part of its own (`ExtensionPart`, its lines are that file's); of a type the
    /// import does not declare (UIKit's, Foundation's), as an external type whose members take
    /// the object as their first argument (`extensions.UIView`).
    private func resolveExtensions() {
        for (file, ext) in pendingExtensions {
            let name = ext.extendedType.trimmedDescription
            if let info = types[name], !info.isExternal {
                info.inherited += ext.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                merge(ext, of: file, into: info)
                continue
            }
            let info = types[name] ?? {
                let made = TypeInfo(name: name, kind: .class, file: file)
                made.isExternal = true
                if protocols[name] != nil {
                    made.isProtocol = true
                    var seen: Set<String> = []
                    let closure = protocolClosure(name, seen: &seen)
                    made.requirements = Set(closure.flatMap { protocols[$0]?.requirements ?? [] })
                    for parent in closure.reversed() { made.propertyTypes.merge(requirementTypes[parent] ?? [:]) { $1 } }
                }
                made.line = file.line(of: ext)
                made.selfConstraint = Self.selfConstraint(of: ext)
                types[name] = made
                order.append(made)
                return made
            }()
            if info.selfConstraint == nil { info.selfConstraint = Self.selfConstraint(of: ext) }
            info.addedConformances += ext.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            merge(ext, of: file, into: info)
        }
        pendingExtensions.removeAll()
    }

    /// `where Self: UIViewController`: the class named for `Self`, if any.
    static func selfConstraint(of ext: ExtensionDeclSyntax) -> String? {
        for requirement in ext.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement, conformance.leftType.trimmedDescription == "Self" {
                return conformance.rightType.trimmedDescription
            }
        }
        return nil
    }

    /// An extension's members join the type; in the type's own file its body is the module's, in
    /// another it is a part of its own (its lines are that file's).
    private func merge(_ ext: ExtensionDeclSyntax, of file: SwiftSourceFile, into info: TypeInfo) {
        collectMembers(ext.memberBlock, into: info)
        if info.file.path == file.path {
            info.bodies.append(ext.memberBlock)
            info.declarations.append(Syntax(ext))
        } else {
            info.parts.append(ExtensionPart(file: file, declaration: ext))
        }
    }

    private func add(_ name: String, _ kind: Kind, _ inheritance: InheritanceClauseSyntax?, _ body: MemberBlockSyntax, _ decl: Syntax, _ file: SwiftSourceFile) {
        let info = types[name] ?? TypeInfo(name: name, kind: kind, file: file)
        if types[name] == nil {
            types[name] = info
            order.append(info)
            info.line = file.line(of: decl)
        }
        info.inherited += inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        info.bodies.append(body)
        info.declarations.append(decl)
        collectMembers(body, into: info)
    }

    private func collectMembers(_ body: MemberBlockSyntax, into info: TypeInfo) {
        for member in body.members {
            let decl = member.decl
            // A nested type is a type of its own here, named by its simple name (its own module).
            if let nested = decl.as(EnumDeclSyntax.self) { add(nested.name.text, .enum, nested.inheritanceClause, nested.memberBlock, Syntax(nested), info.file); continue }
            if let nested = decl.as(StructDeclSyntax.self) { add(nested.name.text, .struct, nested.inheritanceClause, nested.memberBlock, Syntax(nested), info.file); continue }
            if let nested = decl.as(ClassDeclSyntax.self) { add(nested.name.text, .class, nested.inheritanceClause, nested.memberBlock, Syntax(nested), info.file); continue }
            if let variable = decl.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if isStatic { info.staticMembers.insert(name) }
                    if let declared = binding.typeAnnotation?.type.trimmedDescription { info.propertyTypes[name] = declared }
                    else if let value = binding.initializer?.value { info.propertyTypes[name] = Self.literalType(value) }
                    if Self.isComputed(binding) { info.computedProperties.insert(name) } else if !isStatic { info.storedProperties.append(name) }
                    if case .accessors(let list) = binding.accessorBlock?.accessors, list.contains(where: { $0.accessorSpecifier.text == "set" }) {
                        info.settableComputed.insert(name)
                    }
                    if case .accessors(let list) = binding.accessorBlock?.accessors,
                       list.contains(where: { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) { info.observedProperties.insert(name) }
                }
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
                info.methods[function.name.text, default: []].append(labels)
                if !function.modifiers.contains(where: { $0.name.text == "override" }) { info.newMethods.insert([function.name.text] + labels) }
                if function.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) { info.staticMembers.insert(function.name.text) }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                info.initializers.append(initializer.signature.parameterClause.parameters.map { $0.firstName.text })
                info.initializerParameterTypes.append(initializer.signature.parameterClause.parameters.map { $0.type.trimmedDescription })
                info.initializerDefaultedLabels.append(Set(initializer.signature.parameterClause.parameters.filter { $0.defaultValue != nil }.map(\.firstName.text)))
            } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements { info.enumCases[element.name.text] = element.parameterClause?.parameters.count ?? 0 }
            }
        }
    }

    /// The type a literal initializer gives a property (`var count = 0` is an Int).
    static func literalType(_ value: ExprSyntax) -> String? {
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let call = value.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           name.first?.isUppercase ?? false { return name }
        return nil
    }

    /// A property with a getter (or `get`/`set`) rather than storage; observers keep storage.
    static func isComputed(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return false }
        switch accessors {
        case .getter: return true
        case .accessors(let list): return list.contains { $0.accessorSpecifier.text == "get" || $0.accessorSpecifier.text == "set" }
        }
    }

    /// Links superclasses and decides each type's role, once every file is added.
    func link() {
        resolveExtensions()
        for info in order {
            // `Context<UINavigationController>`: the generic class `Context`.
            if let first = info.inherited.first.map({ String($0.prefix { $0 != "<" }) }), let base = types[first], base !== info { info.superclass = base }
        }
        for info in order { info.role = info.isExternal ? .helper : RoleKind.of(inherited: info.allInherited) }
        // Default implementations in protocol extensions are the conforming types' members.
        for info in order where !info.isExternal {
            var seen: Set<String> = []
            let adopted = info.inherited.map { String($0.prefix { $0 != "<" }) }.flatMap { protocolClosure($0, seen: &seen) }
            // An app's extension of a UIKit protocol the type adopts (`extension
            // UIViewControllerAnimatedTransitioning` for an animator) mixes in like its own (SW8.2).
            info.mixins = adopted.compactMap { types[$0] }.filter { $0.isProtocol || ($0.isExternal && UIKitInterface.protocolNames.contains($0.name)) }
        }
    }

    subscript(name: String) -> TypeInfo? { types[name] }
    var allTypes: [TypeInfo] { order }
    func isGlobal(_ name: String) -> Bool { globals.contains(name) }
}

/// An extension of an imported type in another file: a module of its own, named after that file
/// (so its lines are that file's), which adds its members to the type's class.
struct ExtensionPart {
    let file: SwiftSourceFile
    let declaration: ExtensionDeclSyntax
}
