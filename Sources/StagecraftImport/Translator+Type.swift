import Foundation
import SwiftSyntax

/// The module of one type: its class table at the declaration's line, each member at its own
/// line, and the `return` after the file's last line.
extension Translator {
    /// The module, ending with its class table (what `require` and other modules get), and the
    /// same module ending with the role a scenario loads (`animator "Fade.swift"`: an instance made
    /// with `init()` when the role's methods take the instance as `self`): one translation, the
    /// two differing only in their last statement.
    func translateModuleAndRole() -> (module: String, role: String, delegateRole: String?) {
        let module = translateModule()
        guard let ending = module.range(of: "return ", options: .backwards) else { return (module, module, nil) }
        let body = String(module[..<ending.lowerBound])
        return (module, body + "return \(roleValue())\n", ownDelegateValue().map { body + "return \($0)\n" })
    }

    private func translateModule() -> String {
        let name = ownerName
        out.statement(.at(1, "local S = require \"swift_runtime\""))
        let firstLine = type.line
        translateFileConstants(before: firstLine)
        let superName: String = type.superclass.map { typeReference($0, line: firstLine).text } ?? "nil"
        if type.isExternal {
            // Members an app adds to a UIKit type: functions taking the object first.
            out.statement(.at(firstLine, "local \(name) = { extends = \(Self.luaString(type.name)) }"))
        } else if type.role.receivesUIKitSelf {
            // The table is the role's callbacks; the UIKit object (a controller) is `self`, named
            // in traces by the Swift type (`debugName`), as an S.class role is.
            out.statement(.at(firstLine, "local \(name) = { className = \(Self.luaString(type.name)), debugName = \(Self.luaString(type.name)), __fields = {} }"))
            if type.role == .gesture, type.superclass?.isExternal ?? true, let base = gestureBase(of: type) {
                // The UIKit recognizer its objects are made as (`S.gesture`); a subclass inherits it.
                // A base that is only the app's extension of UIKit's class (SideMenu's `extension
                // UIPanGestureRecognizer`) has none to inherit.
                out.statement(.at(firstLine, "\(name).__uikit = \(Self.luaString(base))"))
            }
            if type.role == .view, type.superclass?.isExternal ?? true, let base = Self.viewKindBase(of: type) {
                // The UIKit view kind its objects are made as (`S.view`: `UIButton{class = …}`); a subclass inherits it.
                out.statement(.at(firstLine, "\(name).__uikit = \(Self.luaString(base))"))
            }
            if type.superclass != nil && type.role.isUIKitInstance {
                // A view's base class: its methods through the class chain, its stored properties
                // made too (`S.view` walks `__super`); the view's are made when it is, so the base's
                // callbacks need no wrapping.
                out.statement(.at(firstLine, "\(name).__super = \(superName) setmetatable(\(name), { __index = \(superName) })"))
            } else if type.superclass != nil {
                // `__super`: the base's stored properties are made too (S.fields walks it).
                out.statement(.at(firstLine, "\(name).__super = \(superName) setmetatable(\(name), { __index = \(superName) }) S.inheritCallbacks(\(name))"))
            }
            if type.isOwnTransitioningDelegate || (type.role == .presentation && type.roles.contains(.animator)) {
                // Its own transitioning delegate (`S.ownDelegate`): UIKit's controller is made in
                // this chunk for each presentation, and, when it is its own animator too, the
                // animator it answers with is its transitionDuration and animateTransition called
                // on it; both are named after this Swift file in traces. A presentation controller
                // that is an animator, answered as one by another delegate, is made the same way
                // (`S.asAnimator`).
                out.statement(.at(firstLine, "function \(name).__controller(presented, presenting, role) return UIPresentationController(presented, presenting, role) end"))
                if type.roles.contains(.animator) {
                    out.statement(.at(firstLine, "function \(name).__animator(controller) return { debugName = \(name).debugName, transitionDuration = function(ctx) return \(name).transitionDuration(controller, ctx) end, animateTransition = function(ctx) return \(name).animateTransition(controller, ctx) end, animationEnded = \(name).animationEnded and function(completed) return \(name).animationEnded(controller, completed) end } end"))
                }
            }
            if type.role == .presentation, !type.isOwnTransitioningDelegate {
                // Lua's way to a role table of its own (porting.md's `T.new()`), for Lua code that
                // makes or extends one: the controller's callbacks through __index.
                out.statement(.at(firstLine, "function \(name).new() return setmetatable({}, { __index = \(name) }) end"))
            }
            if Self.isNavigationSubclass(type) {
                // A navigation controller subclass's `T.new(root, …)` is the controller itself, as
                // `T(rootViewController: root)` is in Swift (`S.navigation`).
                out.statement(.at(firstLine, "function \(name).new(...) return S.navigation(\(name), \(Self.luaString(name)), ...) end"))
            } else if type.role == .screen, type.callableInitializers.count <= 1 {
                // Lua's way to a screen (`UIViewController("detail", T.new(pizza))`): the table the
                // controller's fields live in, the callbacks through __index; the controller made
                // from it makes its stored properties and runs its init with itself as `self`
                // (`__madeWith`, SW11.5), before anything can present it, as Swift's init does.
                out.statement(.at(firstLine, "function \(name).new(...) return setmetatable({ __initArgs = { ... }, __madeWith = function(vc) S.fields(vc, \(name)) end }, { __index = \(name) }) end"))
            }
            if type.role == .interaction {
                // `T(…)` elsewhere (`S.interaction`) makes UIKit's controller from this chunk, so the
                // controller is named after this Swift file, as an animator is after its own.
                out.statement(.at(firstLine, "function \(name).__controller(handler) return UIPercentDrivenInteractiveTransition(handler) end"))
                if type.initializers.isEmpty || type.initializers.contains([]) {
                    // Lua's way to the handler (porting.md): `UIPercentDrivenInteractiveTransition(T.new())`.
                    out.statement(.at(firstLine, "function \(name).new() return \(name) end"))
                }
            }
        } else {
            // Role objects carry their callbacks on themselves: the bridge looks them up there. An
            // object implementing UIViewControllerInteractiveTransitioning itself is one (UIKit calls
            // its `startInteractiveTransition`), and so are its gesture actions.
            let isRole = type.role == .animator || type.role == .delegate || type.allInherited.contains("UIViewControllerInteractiveTransitioning")
            out.statement(.at(firstLine, "local \(name) = S.class(\(Self.luaString(type.name)), \(superName), \(type.kind == .struct)\(isRole ? ", true" : ""))"))
        }
        for declaration in type.declarations {
            if let decl = declaration.as(ClassDeclSyntax.self) { checkGenerics(decl.genericParameterClause, in: decl.memberBlock, what: "generic type \(type.name)") }
            if let decl = declaration.as(StructDeclSyntax.self) { checkGenerics(decl.genericParameterClause, in: decl.memberBlock, what: "generic type \(type.name)") }
            copyComments(in: declaration)
        }
        var wroteInit = false
        for body in type.bodies {
            for member in body.members {
                if member.decl.is(InitializerDeclSyntax.self) { wroteInit = true }
                translateMember(member.decl)
            }
        }
        if !wroteInit && !type.isExternal { writeDefaultInit() }
        if type.role == .interaction, initTakingArguments != nil {
            // Refused to a scenario at that init (translateInteractionInit).
        } else if type.role == .interaction, type.methods["handleGesture"] == nil, !wiresWithViewController {
            // The bridge needs `wire(vc)` or `handleGesture(g)`; this handler is made by Swift code
            // (a delegate) with what its init takes, never wired by a scenario.
            out.statement(.at(type.line, "function \(name):wire() error(\(Self.luaString("\(type.name) is made with its init (from a delegate), not wired to a view controller by a scenario"))) end"))
        }
        let last = file.text.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        // What `x is P` answers for its objects (Swift checks conformance at run time).
        let conformances = type.isExternal || type.isProtocol ? [] : catalog.conformances(of: type)
        if !conformances.isEmpty {
            out.statement(.at(last, "S.conforms(\(name), { \(conformances.map(Self.luaString).joined(separator: ", ")) })"))
        }
        // Protocol extensions' default implementations the type adopts (its own come first).
        for mixin in type.mixins {
            out.statement(.at(last, "S.mixin(\(name), require(\(Self.luaString(Self.moduleName(mixin)))))"))
        }
        // Extensions in other files add their members now (each a module of its own lines).
        for part in type.parts {
            out.statement(.at(last, "require(\(Self.luaString(Self.moduleName(part, of: type))))(\(name))"))
        }
        // A role's class is also usable as the role itself (`animator "animators/Fade.lua"`): its
        // stored properties are made on it as on an instance (instances made with `new` still get
        // their own).
        let usableAsRole = [.animator, .delegate, .selfDrivenInteraction].contains(type.role) && canInitWithoutArguments && !type.isExternal
        out.statement(.at(last, usableAsRole ? "return S.usableAsRole(\(name))" : "return \(name)"))
        return out.text()
    }

    /// An extension in another file than its type's: `return function(T) … end`, its members
    /// added to the class it is given, each on its own line of that file.
    func translatePart(_ part: ExtensionPart) -> String {
        let name = ownerName
        out.statement(.at(1, "local S = require \"swift_runtime\""))
        out.statement(.at(file.line(of: part.declaration), "return function(\(name))"))
        copyComments(in: part.declaration)
        for member in part.declaration.memberBlock.members { translateMember(member.decl) }
        out.statement(.at(lastLine(of: part.declaration), "end"))
        return out.text()
    }

    /// Lua is dynamically typed, so a type parameter that only types things (`Context<Target>`,
    /// `func first<T>(_ list: [T]) -> T?`) translates as it is; one used as a value (`T.self`,
    /// `T()`, `T.make()`) would need Swift's specialization, and is refused where it is used
    /// (`genericParameters`, which the names and calls check).
    func checkGenerics(_ clause: GenericParameterClauseSyntax?, in body: some SyntaxProtocol, what: String) {
        guard let clause else { return }
        for parameter in clause.parameters { genericParameters[parameter.name.text] = what }
    }

    /// The value the role's module returns to a scenario.
    func roleValue() -> String {
        let name = ownerName
        guard !type.role.receivesUIKitSelf else { return name }
        return instanceRoleValue()
    }

    /// The value the module returns to a scenario loading it as a delegate when it is a
    /// presentation controller that is its own transitioning delegate: the delegate that makes one
    /// for each presentation (`S.ownDelegate`), with the delegate callbacks it defines.
    func ownDelegateValue() -> String? {
        guard type.isOwnTransitioningDelegate else { return nil }
        let known = Set(RoleCallbacks.transitionDelegate)
        var callbacks: [String] = []
        for (base, overloads) in type.methods.sorted(by: { $0.key < $1.key }) {
            for labels in overloads {
                if let callback = APIMapping.luaName(base: base, labels: labels, in: known), !callbacks.contains(callback) { callbacks.append(callback) }
            }
        }
        return "S.ownDelegate(\(ownerName), {\(callbacks.sorted().map(Self.luaString).joined(separator: ", "))})"
    }

    private func instanceRoleValue() -> String {
        let name = ownerName
        if canInitWithoutArguments { return "\(name).new()" }
        return name
    }

    /// The file's top-level `let` constants (`private let cornerRadius: CGFloat = 16`), which any
    /// type of the file may read: locals of each module, at their line when it comes before the
    /// type (else on the first line, so that the type's functions see them).
    func translateFileConstants(before firstLine: Int) {
        for item in file.topLevelItems {
            guard let constant = Self.fileConstant(item) else { continue }
            let binding = constant.bindings.first!
            let name = Self.luaName(binding.pattern.cast(IdentifierPatternSyntax.self).identifier.text)
            let declared = binding.typeAnnotation?.type.trimmedDescription
            let line = self.line(constant)
            let value = expression(binding.initializer!.value, expected: declared)
            let inferred = inferredType(binding.initializer!.value)
            declare(name, type: declared ?? (inferred == "IntLiteral" ? "Int" : inferred))
            out.statement(.at(line < firstLine ? line : 1, "local \(name) = ") + value)
        }
    }

    /// A top-level `let NAME[: T] = value`: one binding, one name, a value.
    static func fileConstant(_ node: CodeBlockItemSyntax.Item) -> VariableDeclSyntax? {
        guard let variable = node.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
              variable.bindings.count == 1, let binding = variable.bindings.first, binding.pattern.is(IdentifierPatternSyntax.self),
              binding.initializer != nil, binding.accessorBlock == nil else { return nil }
        return variable
    }

    /// An interaction controller whose init takes one view controller (it becomes `wire(vc)`).
    var wiresWithViewController: Bool {
        type.initializers.contains { $0.count == 1 } && type.bodies.contains { body in
            body.members.contains { member in
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), initializer.signature.parameterClause.parameters.count == 1 else { return false }
                return initializer.signature.parameterClause.parameters.first?.type.trimmedDescription.contains("ViewController") == true
            }
        }
    }

    /// The type's init that takes arguments when it has no `init()` (`init?(coder:)` aside): what
    /// only Swift code can call.
    var initTakingArguments: InitializerDeclSyntax? {
        guard !canInitWithoutArguments else { return nil }
        let initializers = type.bodies.flatMap { $0.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) } }
        return initializers.first { initializer in
            let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text }
            return !labels.isEmpty && labels != ["coder"]
        }
    }

    var canInitWithoutArguments: Bool {
        if type.initializers.isEmpty { return type.kind == .class || type.kind == .struct }
        return type.initializers.contains { $0.isEmpty }
    }

    /// Swift's implicit initializers: a class's `init()` (its stored properties all have
    /// values), a struct's memberwise `init(a:b:)` whose arguments may be left out when the
    /// property has a value.
    private func writeDefaultInit() {
        let name = ownerName
        let line = type.line
        if type.role.isUIKitInstance {
            // UIView's inits, inherited: `T(frame: r)` and `T()` make the view with the nearest
            // init of the class chain, else UIKit's (`S.view`); a recognizer's alike (`S.gesture`).
            out.statement(.at(line, "function \(name).new(...) return \(Self.instanceMaker(type))(\(name), \"init\", ...) end"))
            return
        }
        guard !type.role.receivesUIKitSelf else { return }
        if type.kind == .struct {
            let fields = type.storedProperties.map(Self.luaName)
            let assigns = fields.map { "if \($0) ~= nil then self.\($0) = \($0) end" }.joined(separator: " ")
            out.statement(.at(line, "function \(name).new(\(fields.joined(separator: ", "))) local self = S.alloc(\(name)) \(assigns) return self end"))
        } else if type.kind == .class {
            out.statement(.at(line, "function \(name).new(...) local self = S.alloc(\(name)) if \(name).init then \(name).init(self, ...) end return self end"))
        }
    }

    // MARK: - Members

    func translateMember(_ decl: DeclSyntax) {
        if let variable = decl.as(VariableDeclSyntax.self) { translateProperty(variable) }
        else if let function = decl.as(FunctionDeclSyntax.self) { translateMethod(function) }
        else if let initializer = decl.as(InitializerDeclSyntax.self) { translateInit(initializer) }
        else if decl.is(EnumCaseDeclSyntax.self) { translateEnumCases(decl.cast(EnumCaseDeclSyntax.self)) }
        else if decl.is(TypeAliasDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self) { return }
        else if let config = decl.as(IfConfigDeclSyntax.self) {
            let (clause, undecided) = ConditionalCompilation.activeClause(config)
            if let undecided { out.statement(refuse(undecided, "#if \(undecided.condition?.trimmedDescription ?? "")", "a condition the importer cannot decide for an iOS build", kind: "conditional-compilation")); return }
            if case .decls(let members)? = clause?.elements { for member in members { translateMember(member.decl) } }
        }
        // Nested types are modules of their own (TypeCatalog lists them by their simple name).
        else if decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) { return }
        else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) { out.statement(refuse(subscriptDecl.subscriptKeyword, "subscript", "Lua roles have no subscripts: use a method", kind: "subscript")) }
        else { out.statement(refuse(decl, "declaration `\(decl.trimmedDescription.prefix(40))`", "not a member a transition role uses", kind: "declaration")) }
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    /// A stored property's value: a literal is the class's (found through `__index`, as a value
    /// type's copy would be); anything else is made for each instance (`S.field`), in order.
    private func translateProperty(_ variable: VariableDeclSyntax) {
        let name = ownerName
        let staticMember = isStatic(variable.modifiers)
        let isLazy = variable.modifiers.contains { $0.name.text == "lazy" }
        for attribute in variable.attributes {
            if let attribute = attribute.as(AttributeSyntax.self), !Self.attributesWithoutMeaningHere.contains(attribute.attributeName.trimmedDescription) {
                out.statement(refuse(attribute, "property wrapper @\(attribute.attributeName.trimmedDescription)", "property wrappers (SwiftUI, Combine) have no Lua meaning", kind: "property-wrapper"))
            }
        }
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                out.statement(refuse(binding.pattern, "property pattern \(binding.pattern.trimmedDescription)", "declare one property per name", kind: "pattern"))
                continue
            }
            let property = Self.luaName(identifier.identifier.text)
            let line = self.line(binding)
            let declaredType = binding.typeAnnotation?.type.trimmedDescription
            // A view whose own layer is another class (`override class var layerClass`, as
            // DeckTransition's CornerView): the runtime never asks for it, so translating the getter
            // would be a silent guess; a view's layer here is always a plain CALayer.
            if type.role == .view, staticMember, identifier.identifier.text == "layerClass" {
                out.statement(refuse(binding, "override class var layerClass", "a view's own layer is always a plain CALayer here, never a subclass: draw the shape with a CAShapeLayer as layer.mask or in a subview", kind: "layer-class"))
                continue
            }
            if let accessors = binding.accessorBlock?.accessors {
                if identifier.identifier.text == "debugDescription", !staticMember, let shown = Self.literalGetter(accessors) {
                    // SW3.4: the name the object gives the debugger is the one traces give it.
                    out.statement(.at(line, "\(name).debugName = \(Self.luaString(shown))"))
                }
                translateAccessors(accessors, property: property, owner: name, line: line, isStatic: staticMember, hasValue: binding.initializer != nil, declaredType: declaredType)
                // `override var transitioningDelegate { get { … } }` of a navigation controller
                // subclass: UIKit asks the getter's object, which the Lua API takes as its delegate
                // object (S.delegate), so the getter answers with that.
                if Self.isNavigationSubclass(type), property == "transitioningDelegate", !staticMember {
                    out.statement(.at(line, "S.delegateGetter(\(name))"))
                }
                if let initializer = binding.initializer { writeStoredValue(initializer.value, property: property, owner: name, line: line, isStatic: staticMember, isLazy: false, declaredType: declaredType) }
                continue
            }
            guard let initializer = binding.initializer else { continue }
            writeStoredValue(initializer.value, property: property, owner: name, line: line, isStatic: staticMember, isLazy: isLazy, declaredType: declaredType)
        }
    }

    private func writeStoredValue(_ value: ExprSyntax, property: String, owner: String, line: Int, isStatic: Bool, isLazy: Bool, declaredType: String?) {
        if isStatic && !Self.isLiteral(value) {
            // Swift makes a static's value on first access (`static var shared = Config()` may name
            // an init written below it): S.lazyStatic makes it then.
            selfName = nil
            defer { selfName = "self" }
            out.statement(.at(line, "S.lazyStatic(\(owner), \(Self.luaString(property)), function() return ") + expression(value, expected: declaredType) + " end)")
            return
        }
        // An observed property of a controller role whose fields table is also its role table (an
        // interaction's handler): its initial value is each object's, in the observed slot, so the
        // class table holds no value that a read would find before the getter (SW11.6).
        let observedOnController = !isStatic && type.role.receivesUIKitSelf && !type.role.isUIKitInstance && !Self.isNavigationSubclass(type)
            && type.observedProperties.contains(property)
        if isStatic || (Self.isLiteral(value) && !observedOnController) {
            selfName = isStatic ? nil : "self"
            defer { selfName = "self" }
            out.statement(.at(line, "\(owner).\(property) = ") + expression(value, expected: declaredType))
            return
        }
        pushScope()
        defer { popScope() }
        let made = expression(value, expected: declaredType)
        if isLazy && !type.role.receivesUIKitSelf {
            out.statement(.at(line, "function \(owner).lazy_\(property)(self) return ") + made + " end")
        } else {
            out.statement(.at(line, "S.field(\(owner), \(Self.luaString(property)), function(self) return ") + made + " end)")
        }
    }

    /// Attributes that change nothing a translation keeps (Objective-C exposure, Interface
    /// Builder, availability, actors); any other attribute on a property is a property wrapper.
    static let attributesWithoutMeaningHere: Set<String> = ["objc", "IBOutlet", "IBInspectable", "MainActor", "nonobjc", "available",
                                                            "discardableResult", "inlinable", "usableFromInline", "dynamic", "GKInspectable"]

    /// `{ "Name" }` or `{ return "Name" }`: a getter that returns a string without interpolation.
    static func literalGetter(_ accessors: AccessorBlockSyntax.Accessors) -> String? {
        guard case .getter(let body) = accessors, body.count == 1, let item = body.first?.item else { return nil }
        let value: ExprSyntax?
        switch item {
        case .expr(let expression): value = expression
        case .stmt(let statement): value = statement.as(ReturnStmtSyntax.self)?.expression
        default: value = nil
        }
        guard let string = value?.as(StringLiteralExprSyntax.self), string.segments.count == 1,
              let segment = string.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }

    static func isLiteral(_ value: ExprSyntax) -> Bool {
        if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
            || value.is(NilLiteralExprSyntax.self) { return true }
        if let string = value.as(StringLiteralExprSyntax.self) { return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return isLiteral(prefix.expression) }
        if let member = value.as(MemberAccessExprSyntax.self), member.base == nil { return true }  // `.left`: a case, a string
        return false
    }

    private func translateAccessors(_ accessors: AccessorBlockSyntax.Accessors, property: String, owner: String, line: Int, isStatic: Bool, hasValue: Bool, declaredType: String?) {
        let receiver = isStatic ? "" : "self"
        switch accessors {
        case .getter(let body) where Self.roleCallback(base: property, labels: [], role: type.role) != nil && !isStatic:
            // `override var frameOfPresentedViewInContainerView: CGRect { … }`: the role's callback.
            writeFunction(named: "\(owner).\(property)", parameters: [receiver], body: body, line: line, isStatic: false, implicitReturn: true, returns: declaredType)
            // Read as a property inside the type (`self.frameOfPresentedViewInContainerView`).
            out.statement(.at(line, "\(owner).get_\(property) = \(owner).\(property)"))
        case .getter(let body):
            writeFunction(named: "\(owner).get_\(property)", parameters: [receiver].filter { !$0.isEmpty }, body: body, line: line, isStatic: isStatic, implicitReturn: true, returns: declaredType)
        case .accessors(let list):
            for accessor in list {
                let specifier = accessor.accessorSpecifier.text
                let parameter = accessor.parameters?.name.text ?? (specifier == "didSet" ? "oldValue" : "newValue")
                guard let body = accessor.body else { continue }
                switch specifier {
                case "get": writeFunction(named: "\(owner).get_\(property)", parameters: [receiver], body: body.statements, line: self.line(accessor), isStatic: isStatic, implicitReturn: true, returns: declaredType)
                case "set": writeFunction(named: "\(owner).set_\(property)", parameters: [receiver, Self.luaName(parameter)], body: body.statements, line: self.line(accessor), isStatic: isStatic, implicitReturn: false)
                case "willSet", "didSet":
                    if type.role.receivesUIKitSelf && !isStatic {
                        // A view, a navigation controller subclass and a presentation, interaction or
                        // screen role's controller (SW11.6) are UIKit objects whose every write to a
                        // key they do not bind reaches the class's `set_x` (the bridge), which runs
                        // the observers around the store (`S.observedView`).
                        out.statement(.at(self.line(accessor), "S.observedView(\(owner), \(Self.luaString(property)))"))
                        writeFunction(named: "\(owner).\(specifier)_\(property)", parameters: [receiver, Self.luaName(parameter)], body: body.statements, line: self.line(accessor), isStatic: isStatic, implicitReturn: false)
                        continue
                    }
                    out.statement(.at(self.line(accessor), "S.observed(\(owner), \(Self.luaString(property)))"))
                    writeFunction(named: "\(owner).\(specifier)_\(property)", parameters: [receiver, Self.luaName(parameter)], body: body.statements, line: self.line(accessor), isStatic: isStatic, implicitReturn: false)
                default:
                    out.statement(refuse(accessor.accessorSpecifier, "accessor \(specifier)", "only get, set, willSet and didSet translate", kind: "accessor"))
                }
            }
        }
    }

    private func translateEnumCases(_ decl: EnumCaseDeclSyntax) {
        // Cases are strings (`.presenting` is "presenting", as UIKit's enums are in Lua); with
        // associated values, a table `{ case = "slide", … }` made by the case's constructor.
        // Raw values (written, or Swift's implicit ones: the name, or the previous Int plus one)
        // are in `__raw`, which `x.rawValue` and `T(rawValue:)` read.
        let owner = ownerName
        let rawType = type.inherited.first { ["Int", "String", "CGFloat", "Double", "Float", "UInt"].contains($0) }
        for element in decl.elements {
            let caseName = Self.luaName(element.name.text)
            let line = self.line(element)
            if let parameters = element.parameterClause?.parameters, !parameters.isEmpty {
                let names = parameters.enumerated().map { index, _ in "_\(index + 1)" }
                let fields = names.enumerated().map { "[\($0.offset + 1)] = \($0.element)" }.joined(separator: ", ")
                out.statement(.at(line, "function \(owner).\(caseName)(\(names.joined(separator: ", "))) return { case = \(Self.luaString(element.name.text)), \(fields) } end"))
                continue
            }
            out.statement(.at(line, "\(owner).\(caseName) = \(Self.luaString(element.name.text))"))
            guard let rawType else { continue }
            let raw: LuaCode
            if let value = element.rawValue?.value {
                raw = expression(value, expected: rawType)
                if let number = Int(value.trimmedDescription) { lastRawInt = number }
            } else if rawType == "String" {
                raw = LuaCode(Self.luaString(element.name.text))
            } else {
                lastRawInt = (lastRawInt ?? -1) + 1
                raw = LuaCode("\(lastRawInt ?? 0)")
            }
            out.statement(.at(line, "S.raw(\(owner), \(Self.luaString(element.name.text)), ") + raw + ")")
        }
    }

    // MARK: - Methods and inits

    /// The Lua name of a method of this type: its base name, or with its labels when the type
    /// has overloads of that name (Lua has no overloading). Role callbacks keep the Lua API's names.
    func methodName(_ base: String, labels: [String], in info: TypeCatalog.TypeInfo) -> String {
        if let callback = Self.roleCallback(base: base, labels: labels, roles: info.roles) { return callback }
        let overloads = info.methods[base] ?? info.superclass?.methods[base] ?? []
        // A new method of a UIKit object's role named like one of the object's bound methods
        // (`func update(value:maxValue:)` beside UIPercentDrivenInteractiveTransition's
        // `update(_:)`) is an overload in Swift; in Lua the bound one would answer its calls.
        if info.role.receivesUIKitSelf, info.newMethods.contains([base] + labels), let uikit = Self.uikitLuaClass(of: info, api: api),
           api.methods[uikit]?.contains(Self.luaName(base)) == true, !labels.allSatisfy({ $0 == "_" }) {
            return Self.luaName(base + labels.filter { $0 != "_" }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        }
        guard overloads.count > 1 else { return Self.luaName(base) }
        return Self.luaName(base + labels.filter { $0 != "_" }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
    }

    /// A UIKit callback's Lua name (`animationController(forPresented:presenting:source:)` →
    /// `animationControllerForPresented`), from the callbacks the bridge calls.
    static func roleCallback(base: String, labels: [String], role: RoleKind) -> String? {
        let known = Set(RoleCallbacks.names(for: role))
        return APIMapping.luaName(base: base, labels: labels, in: known)
    }

    /// A callback of any role the type plays, its own role's first.
    static func roleCallback(base: String, labels: [String], roles: [RoleKind]) -> String? {
        for role in roles { if let name = roleCallback(base: base, labels: labels, role: role) { return name } }
        return nil
    }

    private func translateMethod(_ function: FunctionDeclSyntax) {
        let owner = ownerName
        let staticMethod = isStatic(function.modifiers)
        let savedGenerics = genericParameters
        defer { genericParameters = savedGenerics }
        if let body = function.body { checkGenerics(function.genericParameterClause, in: body, what: "generic method \(function.name.text)") }
        // A method refused for its signature fails when it is called, not when its module loads:
        // Jelly's Animator has seven throwing live-update methods beside the transitioning delegate
        // methods a presentation needs (SW8.5).
        var refusedOnCall: [String] = []
        if let effects = function.signature.effectSpecifiers {
            if effects.asyncSpecifier != nil { out.statement(refuse(effects, "async method \(function.name.text)", "async/await has no equivalent on Stagecraft's virtual clock: use completion blocks", kind: "async")); return }
            if effects.throwsClause != nil { refusedOnCall.append(refuse(effects, "throwing method \(function.name.text)", "Swift errors do not translate: return nil or a flag instead", kind: "throws").text) }
        }
        guard let body = function.body else { return }
        let parameters = function.signature.parameterClause.parameters
        let labels = parameters.map { $0.firstName.text }
        var luaName = methodName(function.name.text, labels: labels, in: type)
        var names = parameters.map { Self.luaName(($0.secondName ?? $0.firstName).text == "_" ? "_" : ($0.secondName ?? $0.firstName).text) }
        let receiver = staticMethod ? [] : ["self"]
        pushScope()
        for (parameter, name) in zip(parameters, names) { declare(name, type: parameter.type.trimmedDescription) }
        // A presentation controller's own adaptive delegate method: the bridge asks the controller,
        // which is the method's first parameter (`self` in Lua).
        var prologue: [String] = refusedOnCall
        if type.role == .presentation, !staticMethod, let callback = OwnAdaptiveCallbacks.luaName(of: function.name.text, labels: labels) {
            guard Self.setsDelegateToSelf(type) else {
                out.statement(refuse(function.name, "\(function.name.text)(\(labels.map { $0 + ":" }.joined())) of a presentation controller that is not its own delegate",
                                     "UIKit asks the controller's delegate; set `delegate = self` in its init (the bridge asks the controller itself)", kind: "api"))
                popScope()
                return
            }
            luaName = callback
            if names.first != "_" { prologue.append("local \(names[0]) = self") }
            names.removeFirst()
        }
        writeFunction(named: "\(owner).\(luaName)", parameters: receiver + names, body: body.statements, line: line(function.name), isStatic: staticMethod, prologue: prologue,
                      implicitReturn: body.statements.count == 1 && function.signature.returnClause != nil,
                      defaults: zip(names, parameters).compactMap { name, parameter in parameter.defaultValue.map { (name, $0.value) } },
                      returns: function.signature.returnClause?.type.trimmedDescription,
                      inoutParameters: zip(parameters, names).filter { Self.isInOut($0.0) }.map(\.1))
        popScope()
    }

    private func translateInit(_ initializer: InitializerDeclSyntax) {
        let owner = ownerName
        guard let body = initializer.body else { return }
        let parameters = initializer.signature.parameterClause.parameters
        let labels = parameters.map { $0.firstName.text }
        // `required init?(coder:)` and a navigation subclass's `init(nibName:bundle:)` are Interface Builder's: nothing here calls them.
        if type.isInterfaceBuilderInit(labels) { return }
        if initializer.signature.effectSpecifiers?.throwsClause != nil {
            out.statement(refuse(initializer, "throwing init", "Swift errors do not translate", kind: "throws"))
        }
        if type.role.receivesUIKitSelf && !type.role.isUIKitInstance {
            if type.role == .interaction {
                translateInteractionInit(initializer, parameters: parameters)
            } else if type.role == .screen, type.callableInitializers.count == 1 {
                // A screen's one init: its work runs on the table Lua makes the screen from
                // (`T.new(…)`, below), with its stored properties, as Swift's init runs at once.
                translateControllerInitBody(initializer)
            } else if type.role == .presentation {
                // The bridge makes the controller; the init's work (beyond super.init) runs on it
                // with the stored properties, on first use, with the arguments the delegate gave
                // (`S.presentation(T, {…})`, what `T(presentedViewController:presenting:…)` became).
                translateControllerInitBody(initializer)
            } else {
                out.statement(refuse(initializer.initKeyword, "init(\(labels.map { $0 + ":" }.joined()))", "a \(type.role.rawValue) role's controller is made by UIKit (the bridge), not by this init", kind: "init"))
            }
            return
        }
        if type.isExternal, !type.isProtocol {
            translateUIKitExtensionInit(initializer)
            return
        }
        if type.isProtocol {
            translateProtocolInit(initializer, body: body)
            return
        }
        let names = parameters.map { Self.luaName(($0.secondName ?? $0.firstName).text) }
        let suffix = initSuffix(labels)
        let isConvenience = initializer.modifiers.contains { $0.name.text == "convenience" }
        pushScope()
        for (parameter, name) in zip(parameters, names) { declare(name, type: parameter.type.trimmedDescription) }
        let line = self.line(initializer.initKeyword)
        writeFunction(named: "\(owner).init\(suffix)", parameters: ["self"] + names, body: body.statements, line: line, isStatic: false, implicitReturn: false,
                      defaults: zip(names, parameters).compactMap { name, parameter in parameter.defaultValue.map { (name, $0.value) } })
        popScope()
        let list = names.joined(separator: ", ")
        if type.role.isUIKitInstance {
            // UIKit's view made as an instance of the class, its stored properties first, then
            // this init on it (`S.view`, a recognizer's `S.gesture`), convenience or not.
            out.statement(.at(line, "function \(owner).new\(suffix)(\(list)) return \(Self.instanceMaker(type))(\(owner), \"init\(suffix)\"\(list.isEmpty ? "" : ", " + list)) end"))
            return
        }
        if isConvenience {
            out.statement(.at(line, "function \(owner).new\(suffix)(\(list)) local self = setmetatable({}, \(owner)) \(owner).init\(suffix)(self\(list.isEmpty ? "" : ", " + list)) return self end"))
        } else {
            out.statement(.at(line, "function \(owner).new\(suffix)(\(list)) local self = S.alloc(\(owner)) \(owner).init\(suffix)(self\(list.isEmpty ? "" : ", " + list)) return self end"))
        }
    }

    /// An init of a protocol extension (`extension Initializable { init(_ block: (Self) -> Void) {
    /// self.init(); block(self) } }`, SW4.4): a function of the extension taking the instance the
    /// conforming type's `init()` made (`S.protocolInit(T, PExtension.protocolInit, block)`), its
    /// opening `self.init()` that init. Any other delegation (`self.init(x)`, or none first) is refused.
    private func translateProtocolInit(_ initializer: InitializerDeclSyntax, body: CodeBlockSyntax) {
        let parameters = initializer.signature.parameterClause.parameters
        let opening = body.statements.first?.item.as(FunctionCallExprSyntax.self)
        guard let opening, opening.arguments.isEmpty, let callee = opening.calledExpression.as(MemberAccessExprSyntax.self),
              callee.declName.baseName.text == "init", callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else {
            out.statement(refuse(initializer.initKeyword, "init in a protocol extension", "only one opening with self.init() translates: the conforming type's init() makes the instance", kind: "init"))
            return
        }
        let names = parameters.map { Self.luaName(($0.secondName ?? $0.firstName).text) }
        pushScope()
        for (parameter, name) in zip(parameters, names) { declare(name, type: parameter.type.trimmedDescription) }
        writeFunction(named: "\(ownerName).\(Self.protocolInitName(parameters.map { $0.firstName.text }))", parameters: ["self"] + names, body: body.statements,
                      line: self.line(initializer.initKeyword), isStatic: false, implicitReturn: false,
                      defaults: zip(names, parameters).compactMap { name, parameter in parameter.defaultValue.map { (name, $0.value) } })
        popScope()
    }

    /// `init(a:b:)` is `new`/`init` when it is the type's only init; overloads get their labels.
    func initSuffix(_ labels: [String], of info: TypeCatalog.TypeInfo? = nil) -> String {
        let info = info ?? type
        guard info.callableInitializers.count > 1 else { return "" }
        return labels.filter { $0 != "_" }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// An interaction controller's init runs on the controller the bridge makes from the
    /// handler table (`S.interaction(T, …)`, what `T(…)` becomes); an init taking one view
    /// controller is also the handler's `wire(vc)`, which a scenario's `interaction "…"` calls.
    /// `init()`, the class's only init, is its `__init`, which `S.fields` runs right after the stored
    /// properties' initial values, so it runs however the controller was made: by a delegate's
    /// `T()` at once, by a scenario's `interaction "…"` before the controller's first callback.
    private func translateInteractionInit(_ initializer: InitializerDeclSyntax, parameters: FunctionParameterListSyntax) {
        let owner = ownerName
        guard let body = initializer.body else { return }
        let names = parameters.map { Self.luaName(($0.secondName ?? $0.firstName).text) }
        pushScope()
        for (parameter, name) in zip(parameters, names) { declare(name, type: parameter.type.trimmedDescription) }
        let line = self.line(initializer.initKeyword)
        if initTakingArguments?.id == initializer.id {
            // A scenario makes the controller with no arguments, so this init cannot run: wiring
            // it is an error at this line (written first, on it), never a controller whose init
            // was skipped.
            let labels = parameters.map { $0.firstName.text + ":" }.joined()
            let message = "\(type.name) is made with init(\(labels)), which a scenario's interaction \"…\" cannot call: make it in a delegate, or give it init() or init(viewController:)"
            out.statement(.at(line, "function \(owner):wire() error(\(Self.luaString(message))) end"))
        }
        // `init()` as the one init: whichever way the controller is made, it is this init (with
        // another init, one that calls `super.init()` runs instead of it, so it stays `__new`).
        let isTheOnlyInit = names.isEmpty && type.initializers.filter({ $0 != ["coder"] }).count == 1
        writeFunction(named: "\(owner).\(isTheOnlyInit ? "__init" : "__new")", parameters: ["self"] + names, body: body.statements, line: line, isStatic: false, implicitReturn: false)
        popScope()
        let wiresAViewController = parameters.count == 1 && parameters.first.map { $0.type.trimmedDescription.contains("ViewController") } == true
        if wiresAViewController {
            out.statement(.at(line, "\(owner).wire = \(owner).__new"))
        } else if !names.isEmpty {
            // Lua's way to make one (an interaction class whose `new(…)` makes the controller, as
            // Swift's init does): what `T(…)` is in Swift.
            out.statement(.at(line, "function \(owner).new(...) return S.interaction(\(owner), ...) end"))
        }
    }

    /// Whether an init of the type sets `delegate = self` (or `self.delegate = self`): the
    /// presentation controller is its own adaptive delegate.
    static func setsDelegateToSelf(_ type: TypeCatalog.TypeInfo) -> Bool {
        type.bodies.contains { body in
            body.members.contains { member in
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), let statements = initializer.body?.statements else { return false }
                return statements.contains { isDelegateSetToSelf($0.item.as(ExprSyntax.self)) }
            }
        }
    }

    /// `delegate = self` or `self.delegate = self`.
    static func isDelegateSetToSelf(_ expr: ExprSyntax?) -> Bool {
        guard let infix = expr?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
              infix.rightOperand.trimmedDescription == "self" else { return false }
        let target = infix.leftOperand.trimmedDescription
        return target == "delegate" || target == "self.delegate"
    }

    private func translateControllerInitBody(_ initializer: InitializerDeclSyntax) {
        guard let body = initializer.body else { return }
        let owner = ownerName
        let parameters = initializer.signature.parameterClause.parameters
        let names = parameters.map { Self.luaName(($0.secondName ?? $0.firstName).text) }
        pushScope()
        for (parameter, name) in zip(parameters, names) { declare(name, type: parameter.type.trimmedDescription) }
        writeFunction(named: "\(owner).__init", parameters: ["self"] + names, body: body.statements, line: line(initializer.initKeyword), isStatic: false, implicitReturn: false,
                      defaults: zip(names, parameters).compactMap { name, parameter in parameter.defaultValue.map { (name, $0.value) } })
        popScope()
    }
}
