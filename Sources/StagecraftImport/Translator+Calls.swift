import SwiftSyntax

/// Calls: the imported types' methods and inits, UIKit's API through `APIMapping` and
/// `SwiftSignatures`, Swift's math and collection functions, and `target:action:` pairs.
extension Translator {
    /// One argument as written: its label (nil for a trailing closure) and expression.
    struct Argument {
        let label: String?
        let expression: ExprSyntax
        var isTrailing = false
    }

    func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
        var list = call.arguments.map { Argument(label: $0.label?.text, expression: $0.expression) }
        if let trailing = call.trailingClosure { list.append(Argument(label: nil, expression: ExprSyntax(trailing), isTrailing: true)) }
        for extra in call.additionalTrailingClosures { list.append(Argument(label: extra.label.text, expression: ExprSyntax(extra.closure))) }
        return list
    }

    /// Swift labels as signatures name them (`_` for none).
    func labels(_ arguments: [Argument]) -> [String] { arguments.map { $0.label ?? "_" } }

    /// The arguments in order, a `target:`/`action:` pair made one function. `types`: the
    /// declared type of each parameter, when known (a bound method's, from `UIKitInterface`),
    /// which an implicit member argument (`.zero`, `.init(…)`) is of.
    func positional(_ arguments: [Argument], types: [String?]? = nil) -> [LuaCode] {
        var codes: [LuaCode] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            // `target: t, action: #selector(m)` and `addTarget(t, action: #selector(m))`
            if argument.label == "target" || (argument.label == nil && index == 0), index + 1 < arguments.count, arguments[index + 1].label == "action" {
                codes.append(action(arguments[index + 1].expression, target: argument.expression))
                index += 2
                continue
            }
            // `UIView(frame: .zero)`: a label that names a geometry property says its type.
            let declared = types.flatMap { index < $0.count ? $0[index] : nil }
            codes.append(expression(argument.expression, expected: declared ?? argument.label.flatMap { Self.geometryOfContext[$0] }))
            index += 1
        }
        return codes
    }

    /// `target: t, action: #selector(m)`: the target and the method's name, as the Lua API takes
    /// them (`addTarget(t, "m")`, `{target = t, action = "m"}`): the recognizer finds the method on
    /// the target when it fires, and holds the target weakly, as UIKit does.
    func action(_ expr: ExprSyntax, target: ExprSyntax) -> LuaCode {
        let targetCode = expression(target, expected: nil)
        if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector", let selector = macro.arguments.first?.expression {
            return targetCode + ", " + Self.luaString(selectorLuaName(selector))
        }
        return targetCode + ", " + expression(expr, expected: nil)
    }

    func call(_ call: FunctionCallExprSyntax, expected: String?) -> LuaCode {
        if let copiedInOut = inoutCall(call, expected: expected) { return copiedInOut }
        if let sharedInOut = inoutClosureCall(call, expected: expected) { return sharedInOut }
        let line = self.line(call)
        let arguments = arguments(of: call)
        var callee = call.calledExpression
        // `Stack<String>()`: the generic type's init.
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        if let closure = callee.as(ClosureExprSyntax.self) {
            return .at(line, "(") + self.closure(closure) + ")(" + positional(arguments).joined(", ") + ")"
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return globalCall(reference, arguments, call: call, expected: expected) }
        // SW7.7: `delegate?.didDismiss?()`, an optional requirement of an @objc protocol: called on
        // the receiver when it is not nil and implements it, else nothing (`S.optionalCall`). A
        // stored property of the files holding a closure (`other.onDone?()`) is SW6.3's, below.
        if let optional = callee.as(OptionalChainingExprSyntax.self), let member = optional.expression.as(MemberAccessExprSyntax.self), let base = member.base,
           !catalog.allTypes.contains(where: { $0.storedProperties.contains(member.declName.baseName.text) }) {
            // `delegate?` is the receiver or nil (a statement's chain has it in a temporary already).
            let receiver = expression(base, expected: nil)
            let name = Self.luaString(Self.luaName(member.declName.baseName.text))
            return .at(line, "S.optionalCall(") + ([receiver, LuaCode(name)] + positional(arguments)).joined(", ") + ")"
        }
        // `if let pairs = registeredContextualViews?()`: an optional closure, called only when it
        // is there, the value nil otherwise (SW6.3). As a statement, `optionalChainStatement` tests it.
        if let optional = callee.as(OptionalChainingExprSyntax.self), optionalSubstitutions[optional.id] == nil {
            return optionalMember(optional, line: line) { closure in self.wrapped(closure) + "(" + self.positional(arguments).joined(", ") + ")" }
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else {
            return wrapped(expression(callee, expected: nil)) + "(" + positional(arguments).joined(", ") + ")"
        }
        let method = member.declName.baseName.text
        let written = labels(arguments)
        // `view.isKind(of: UIScrollView.self)`: NSObject's kind test is Swift's `is` (SW5.10).
        if method == "isKind", written == ["of"], let base = member.base, let typeName = namedMetatype(arguments[0].expression) {
            return .at(line, "S.is(") + expression(base, expected: nil) + ", \(Self.luaString(catalog.resolvedTypeName(typeName))))"
        }
        guard let base = member.base else {
            // `.slide(.left)`: a case with associated values.
            // `.init(x: 0, y: 0, width: 300, height: 50)` where the context says the type
            // (`UIButton(frame: .init(…))`, `let r: CGRect = .init(…)`).
            if method == "init" {
                let contextual = expected.map { $0.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") }
                if let type = contextual.flatMap({ Self.geometryOfContext[$0] }) ?? contextual.flatMap({ api.globals.contains($0) ? $0 : nil }) {
                    return uikitConstructor(type, arguments, line: line)
                }
                // `SideMenuPushCoordinator(config: .init(…))`: a type of the import the parameter names.
                if let info = contextual.flatMap({ catalog[$0] }), !info.isExternal, !info.isProtocol { return construct(info, arguments, call: call) }
                return refuseExpression(call, ".init(…)", "its type is not clear here: write the type's name", kind: "type-inference")
            }
            if let made = implicitStaticCall(method, arguments, expected: expected, line: line) { return made }
            // `label.font = .boldSystemFont(ofSize: 28)`: UIFont's factories, none else UIKit's.
            if let size = systemFontSize(method, arguments) { return size }
            return .at(line, "{ case = \(Self.luaString(method)), ") + positional(arguments).joined(", ") + " }"
        }
        if method == "instantiateViewController" {
            return refuseExpression(call, "instantiateViewController(withIdentifier:)", "storyboards do not exist here: build the screen in the scenario (screen \"name\" {…}) and pass it in", kind: "storyboard")
        }
        if let optional = base.as(OptionalChainingExprSyntax.self), optionalSubstitutions[optional.id] == nil {
            return optionalMember(optional, line: line) { receiver in self.methodCall(receiver, baseExpr: optional.expression, method, arguments, written, call: call) }
        }
        if base.is(SuperExprSyntax.self) { return superCall(method, arguments, call: call) }
        if uikitExtensionInit != nil, method == "init", base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return uikitExtensionSelfInit(arguments, call: call)
        }
        // `UIApplication.value(forKeyPath: #keyPath(UIApplication.shared))`: key-value coding on a
        // type with a path the compiler checked, rooted at that type, reads the path's properties
        // (PanModal reaches the app this way); `#keyPath(T.a.b)` is then `T.a.b` as written.
        if method == "value", written == ["forKeyPath"], let macro = arguments.first?.expression.as(MacroExpansionExprSyntax.self),
           macro.macroName.text == "keyPath", let path = macro.arguments.first?.expression, path.is(MemberAccessExprSyntax.self),
           Self.keyPathRoot(path)?.trimmedDescription == base.trimmedDescription {
            return expression(path, expected: nil)
        }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let baseName = selfTypeName(reference.baseName.text)
            if local(Self.luaName(baseName)) == nil, !type.hasMember(baseName), baseName != "self" {
                if let info = catalog[baseName], !info.isExternal || info.methods[method] != nil || info.staticMembers.contains(method) {
                    if info.kind == .enum, info.enumCases[method] != nil {
                        return typeReference(info, line: line) + ".\(Self.luaName(method))(" + positional(arguments).joined(", ") + ")"
                    }
                    if method == "init" { return construct(info, arguments, call: call) }
                    return typeReference(info, line: line) + ".\(methodName(method, labels: written, in: info))(" + positional(arguments).joined(", ") + ")"
                }
                // `UIColor.init(red: …)`, `CGRect.init(x: …)`: the initializer named outright is the
                // type called (SW3.8), so it is translated, or refused, as `UIColor(red: …)` is.
                if method == "init", baseName.first?.isUppercase ?? false { return globalCall(reference, arguments, call: call, expected: expected) }
                if baseName == "UIFont", let size = systemFontSize(method, arguments) { return size }
                if api.globals.contains(baseName) { return staticCall(baseName, method, arguments, call: call) }
                if baseName.first?.isUppercase ?? false {
                    return refuseExpression(call, "\(baseName).\(method)(\(written.map { $0 + ":" }.joined()))", "\(baseName) is not in the Lua API (docs/lua-api.md)", kind: "api")
                }
            }
        }
        // `DispatchQueue.main.async { }` / `.asyncAfter(deadline: .now() + d) { }`
        if method == "asyncAfter", base.trimmedDescription == "DispatchQueue.main" {
            return asyncAfter(arguments, call: call)
        }
        // `ctx.responds(to: #selector(UIViewControllerContextTransitioning.view(forKey:)))`
        if method == "responds", written == ["to"], let macro = arguments.first?.expression.as(MacroExpansionExprSyntax.self),
           let selector = macro.arguments.first?.expression {
            return .at(line, "S.responds(") + expression(base, expected: nil) + ", \(Self.luaString(selectorLuaName(selector))))"
        }
        // SW9.1: `nav.viewControllers.append(vc)`, a UIKit object's array changed: read, changed, written back.
        if let change = propertyMutationCall(base, method, arguments, written, call: call) { return change }
        let receiver = expression(base, expected: nil)
        return methodCall(receiver, baseExpr: base, method, arguments, written, call: call)
    }

    /// The type's superclass when it comes from neither the imported files nor Apple's frameworks
    /// (no UI/NS/CA/CG prefix, no binding): what its `self` calls reach is not known here.
    var outsideSuperclass: String? {
        guard type.kind == .class, let first = type.inherited.first.map({ String($0.prefix { $0 != "<" }) }), catalog[first] == nil,
              api.luaClass(ofGlobal: first) == nil, !["UI", "NS", "CA", "CG"].contains(where: { first.hasPrefix($0) }) else { return nil }
        return first
    }

    /// `T` of the key path `T.a.b`.
    static func keyPathRoot(_ path: ExprSyntax) -> ExprSyntax? {
        var current = path
        while let member = current.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }
            current = base
        }
        return current.is(DeclReferenceExprSyntax.self) ? current : nil
    }

    /// The Lua name a `#selector(Type.method(labels:))` names.
    func selectorLuaName(_ selector: ExprSyntax) -> String {
        var base = selector.trimmedDescription, labels: [String] = []
        if let member = selector.as(MemberAccessExprSyntax.self) {
            base = member.declName.baseName.text
            labels = member.declName.argumentNames?.arguments.map { $0.name.text } ?? []
        } else if let reference = selector.as(DeclReferenceExprSyntax.self) {
            base = reference.baseName.text
            labels = reference.argumentNames?.arguments.map { $0.name.text } ?? []
        }
        if let owner = catalog.allTypes.first(where: { $0.hasMethod(base) }) { return methodName(base, labels: labels, in: owner) }
        return api.method(base, labels: labels, luaClass: nil) ?? Self.luaName(base)
    }

    /// A method on a receiver: an imported type's, a collection's, or a bound UIKit one.
    func methodCall(_ receiver: LuaCode, baseExpr: ExprSyntax, _ method: String, _ arguments: [Argument], _ written: [String], call: FunctionCallExprSyntax) -> LuaCode {
        let line = self.line(call)
        if method == "instantiateViewController" {
            return refuseExpression(call, "instantiateViewController(withIdentifier:)", "storyboards do not exist here: build the screen in the scenario (screen \"name\" {…}) and pass it in", kind: "storyboard")
        }
        let isSelf = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        // `self.init()` opening a protocol extension's init: the conforming type's `init()`, which
        // `S.protocolInit` has run already (SW4.4).
        if isSelf, method == "init", arguments.isEmpty, type.isProtocol, isOpeningProtocolInit(call) {
            return .at(line, "nil")
        }
        // SW7.4: `self.init(presentedViewController: p, presenting: s)` opening a presentation
        // controller's convenience init is UIKit's designated init, which the bridge ran when it
        // made the controller from the same two (`S.presentation`): the rest of the body runs on it.
        if isSelf, method == "init", type.role == .presentation, written == ["presentedViewController", "presenting"],
           !type.initializers.contains(written) {
            return .at(line, "nil")
        }
        if isSelf, let refusal = inheritedUIKitMember(call, base: baseExpr, name: method, isMethod: true) { return refusal }
        // `addObserver(self, selector: #selector(m), name: n, object: o)`: the block form the API has.
        if method == "addObserver", written.count == 4, written[1] == "selector", let selector = arguments[1].expression.as(MacroExpansionExprSyntax.self),
           let selectorExpr = selector.arguments.first?.expression {
            let handler = selectorFunction(selectorExpr, target: arguments[0].expression)
            return wrapped(receiver) + ":addObserver(" + expression(arguments[2].expression, expected: nil) + ", " + expression(arguments[3].expression, expected: nil) + ", nil, " + handler + ")"
        }
        if method == "observe", let observation = keyValueObservation(receiver, arguments, call: call) { return observation }
        if method == "isEqual", written == ["_"], let other = arguments.first {
            return .at(line, "(") + wrapped(receiver) + " == " + wrapped(expression(other.expression, expected: nil)) + ")"
        }
        // `anchor.constraint(equalTo: b, multiplier: m, constant: c)`: the binding takes the
        // multiplier (and the constant with it) as options, `constraintEqualTo(b, {multiplier = m, constant = c})`.
        if method == "constraint", written.contains("multiplier"), let first = written.first, first != "_", !isSelf || !type.hasMethod(method) {
            let name = "constraint" + first.prefix(1).uppercased() + first.dropFirst()
            var options: [LuaCode] = []
            for argument in arguments.dropFirst() {
                guard let label = argument.label, label == "multiplier" || label == "constant" else { continue }
                options.append(.at(line, "\(label) = ") + expression(argument.expression, expected: nil))
            }
            return wrapped(receiver) + ":\(name)(" + expression(arguments[0].expression, expected: nil) + ", {" + options.joined(", ") + "})"
        }
        if isSelf, type.hasMethod(method) {
            let declared = declaredLabels(method, written: written, in: type), values = self.arguments(arguments, at: declared)
            // `self.twice(x)` in a static method: `self` is the type, the method its own.
            if selfName == nil { return receiver + ".\(methodName(method, labels: declared, in: type))(" + values.joined(", ") + ")" }
            if selfIsUIKitObject || shadowedByBinding(methodName(method, labels: declared, in: type)) {
                return .at(line, "\(ownerName).\(methodName(method, labels: declared, in: type))(") + ([receiver] + values).joined(", ") + ")"
            }
            return receiver + ":\(methodName(method, labels: declared, in: type))(" + values.joined(", ") + ")"
        }
        var requirementBase = baseExpr  // `it?.m()`, `it!.m()`: the type of `it`
        if let chained = requirementBase.as(OptionalChainingExprSyntax.self) { requirementBase = chained.expression }
        if let forced = requirementBase.as(ForceUnwrapExprSyntax.self) { requirementBase = forced.expression }
        // A requirement of a protocol of the files on a value typed by it (`source:
        // ZoomTransitionSourceDelegate`, `source.transitionSourceImageView()`): the method of
        // whichever object conforms, even when no imported type implements it (SW8.1); its own
        // when it has one, else the extension's default mixed into its class (SW8.3: Swift
        // dispatches a requirement dynamically; only a method the protocol does not require is
        // the extension's for every receiver).
        if let declared = inferredType(requirementBase).map({ $0.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") }),
           catalog.protocols[declared] != nil, catalog.protocolRequires(declared, method) {
            // Named as a conforming type names its method: with its labels when overloaded.
            let overloads = catalog.requiredOverloads(declared, method)
            let name = overloads.count > 1 ? method + written.filter { $0 != "_" }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() : method
            return wrapped(receiver) + ":\(Self.luaName(name))(" + positional(arguments).joined(", ") + ")"
        }
        // A method an imported extension adds to a UIKit type: called through its module.
        if !api.anyMethod.contains(method), let owner = catalog.allTypes.first(where: { $0.isExternal && $0.methods[method] != nil }) {
            return typeReference(owner, line: line) + ".\(methodName(method, labels: written, in: owner))(" + ([receiver] + positional(arguments)).joined(", ") + ")"
        }
        // `speed.map { … }` on an optional that is not a collection (`dismissSwipeSpeed: CGFloat?`):
        // Optional's map, the closure applied to the value when there is one.
        if method == "map" || method == "flatMap", arguments.count == 1, let declared = inferredType(baseExpr), declared.hasSuffix("?"), !declared.hasPrefix("[") {
            return .at(line, "S.optionalMap(") + receiver + ", " + positional(arguments)[0] + ")"
        }
        // An array literal or a value declared an array is a collection even where a bound type
        // has a method of that name (`[short, long].contains(y)`, CGRect's `contains`).
        let isArray = baseExpr.is(ArrayExprSyntax.self) || inferredType(baseExpr).map { $0.hasPrefix("[") && !Self.isDictionaryType($0) } == true
        if !isArray, let setAlgebra = optionSetCall(receiver, baseExpr: baseExpr, method, arguments, written, line: line) { return setAlgebra }
        if let collection = collectionCall(receiver, method, arguments, written, line: line, isArray: isArray) { return collection }
        // A method of an imported type (its receiver's type is not known statically): the
        // first type that declares it names it.
        // An enum's method: its cases are strings, so the call goes through the enum's module.
        if let enumType = inferredType(baseExpr).flatMap({ catalog[$0.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")] }),
           enumType.kind == .enum, enumType.methods[method] != nil {
            return typeReference(enumType, line: line) + ".\(methodName(method, labels: written, in: enumType))(" + ([receiver] + positional(arguments)).joined(", ") + ")"
        }
        // The receiver's own type, when known (`context: SwipeToDismissContext!`), names the
        // method: two types may overload one name differently (`updateTransition(recognizer:)`).
        var typedBase = baseExpr  // `it?.update(…)`, `it!.update(…)`: the type of `it`
        if let chained = typedBase.as(OptionalChainingExprSyntax.self) { typedBase = chained.expression }
        if let forced = typedBase.as(ForceUnwrapExprSyntax.self) { typedBase = forced.expression }
        if let known = inferredType(typedBase).flatMap({ catalog[$0.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")] }),
           !known.isExternal, known.kind != .enum, known.methods[method] != nil || known.superclass?.methods[method] != nil {
            let declared = declaredLabels(method, written: written, in: known)
            // SW7.2: a view subclass's method named like a bound one (`closeButton.sizeToFit()` with
            // `override func sizeToFit()`) is the class's, past the binding `receiver:m()` would find.
            let lua = methodName(method, labels: declared, in: known)
            if known.role.isUIKitInstance, let bound = Self.uikitLuaClass(of: known, api: api), api.methods[bound]?.contains(lua) == true {
                return typeReference(known, line: line) + ".\(lua)(" + ([wrapped(receiver)] + self.arguments(arguments, at: declared)).joined(", ") + ")"
            }
            return wrapped(receiver) + ":\(methodName(method, labels: declared, in: known))(" + self.arguments(arguments, at: declared).joined(", ") + ")"
        }
        if !api.anyMethod.contains(method), let owner = catalog.allTypes.first(where: { !$0.isExternal && $0.methods[method] != nil }) {
            if owner.kind == .enum {
                return typeReference(owner, line: line) + ".\(methodName(method, labels: written, in: owner))(" + ([receiver] + positional(arguments)).joined(", ") + ")"
            }
            return wrapped(receiver) + ":\(methodName(method, labels: written, in: owner))(" + positional(arguments).joined(", ") + ")"
        }
        if let (signature, positions) = SwiftSignature.match(owner: nil, base: method, written: arguments.map { $0.isTrailing ? nil : ($0.label ?? "_") }) {
            return wrapped(receiver) + ":\(signature.lua)(" + signatureArguments(signature, positions, arguments) + ")"
        }
        // `menu.present(from: vc, interactively: true)`, the receiver's type unknown: UIKit's
        // `present(_:animated:completion:)` cannot take these labels, so, as Swift's overload
        // resolution does, the call is the import's method that can (SW5.2).
        if let owner = importedMethodOwner(method, written: written) {
            let declared = declaredLabels(method, written: written, in: owner)
            return wrapped(receiver) + ":\(methodName(method, labels: declared, in: owner))(" + self.arguments(arguments, at: declared).joined(", ") + ")"
        }
        let luaClass = isSelf ? selfLuaClass : nil
        guard let lua = api.method(method, labels: written, luaClass: luaClass) ?? api.method(method, labels: written, luaClass: nil) else {
            if isSelf, let base = outsideSuperclass {
                // SwipeTransition's `DelegateProxy<T>: STDelegateProxy`, an Objective-C class of its package.
                return refuseExpression(call, "\(method)(\(written.map { $0 + ":" }.joined()))",
                                        "\(type.name)'s superclass \(base) is neither in the Swift files imported nor Apple's (an Objective-C class of the package?): import a Swift version of it with these files", kind: "api")
            }
            return refuseExpression(call, "\(method)(\(written.map { $0 + ":" }.joined()))", "not in the Lua API (docs/lua-api.md) nor in the imported types", kind: "api")
        }
        return wrapped(receiver) + ":\(lua)(" + positional(arguments, types: UIKitInterface.parameterTypes(method, labels: written)).joined(", ") + ")"
    }

    /// The one class of the import whose method `base` takes the labels written, when UIKit's
    /// methods of that name (as the interface declares them) cannot.
    func importedMethodOwner(_ base: String, written: [String]) -> TypeCatalog.TypeInfo? {
        let uikit = UIKitInterface.labelLists(base)
        let admits: ([String]) -> Bool = { $0 == written || Self.isOrderedPart(written, of: $0) }
        guard !uikit.isEmpty, !uikit.contains(where: admits) else { return nil }
        let owners = catalog.allTypes.filter { info in
            !info.isExternal && info.kind == .class && (info.methods[base] ?? []).contains(where: admits)
        }
        return owners.count == 1 ? owners[0] : nil
    }

    /// Arguments placed at their parameters, defaults written where Swift left them out.
    func signatureArguments(_ signature: SwiftSignature, _ positions: [Int], _ arguments: [Argument]) -> LuaCode {
        var slots: [LuaCode?] = Array(repeating: nil, count: signature.labels.count)
        for (argument, position) in zip(arguments, positions) { slots[position] = expression(argument.expression, expected: nil) }
        var last = slots.lastIndex { $0 != nil } ?? -1
        // Trailing defaults are left out; those before a written argument are filled in.
        last = max(last, -1)
        var codes: [LuaCode] = []
        for index in 0...max(last, 0) where last >= 0 {
            codes.append(slots[index] ?? LuaCode(signature.defaults[index] ?? "nil"))
        }
        return codes.joined(", ")
    }

    /// `UIView.animate(…)`, `UIColor.black.withAlphaComponent(…)`: a bound global's function.
    func staticCall(_ global: String, _ method: String, _ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode {
        let line = self.line(call)
        if let (signature, positions) = SwiftSignature.match(owner: global, base: method, written: arguments.map { $0.isTrailing ? nil : ($0.label ?? "_") }) {
            return .at(line, "\(global).\(signature.lua)(") + signatureArguments(signature, positions, arguments) + ")"
        }
        guard let lua = api.staticMember(method, labels: labels(arguments), of: global) else {
            return refuseExpression(call, "\(global).\(method)(\(labels(arguments).map { $0 + ":" }.joined()))", "not in the Lua API (docs/lua-api.md)", kind: "api")
        }
        return .at(line, "\(global).\(lua)(") + positional(arguments).joined(", ") + ")"
    }

    /// `super.m(…)`: a UIKit role's base (`self:super("m", …)`), an imported superclass's
    /// method, or nothing for NSObject's `init`.
    func superCall(_ method: String, _ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode {
        let line = self.line(call)
        if type.role == .view { return viewSuperCall(method, arguments, call: call) }
        if type.role == .gesture { return gestureSuperCall(method, arguments, call: call) }
        // `super.init()` of a class whose base is a UIKit or Foundation type the import extends
        // (`extension NSObject: InitializableClass {}`): that type's init, which sets up nothing here.
        if let superclass = type.superclass, superclass.isExternal, method == "init" { return .at(line, "nil") }
        if let superclass = type.superclass {
            if method == "init" {
                // A controller's init body is `__init` (a presentation's) or `__new` (an interaction's):
                // UIKit makes the controller, the init only sets it up.
                let isController = superclass.role == .presentation || superclass.role == .interaction
                let name = superclass.role == .presentation ? "__init" : superclass.role == .interaction ? "__new" : "init" + initSuffix(labels(arguments), of: superclass)
                // A controller base without an init of its own inherits its base's, and UIKit's does
                // nothing here (the bridge made the controller; S.fields makes every stored property).
                var owner: TypeCatalog.TypeInfo? = superclass
                while isController, let base = owner, base.initializers.allSatisfy({ $0 == ["coder"] }) { owner = base.superclass }
                guard let owner else { return .at(line, "nil") }
                return typeReference(owner, line: line) + ".\(name)(self" + positional(arguments).map { ", " + $0 }.reduce(LuaCode(), +) + ")"
            }
            return typeReference(superclass, line: line) + ".\(methodName(method, labels: labels(arguments), in: superclass))(self" + positional(arguments).map { ", " + $0 }.reduce(LuaCode(), +) + ")"
        }
        if method == "init" { return .at(line, "nil") }
        if type.role == .helper, let base = type.inherited.first, base != "NSObject", base.hasPrefix("UI") || base.hasPrefix("CA") {
            // A subclass of another UIKit class (a control, a label, a layer): its `super` is that
            // class's own behaviour, which a Lua class does not have.
            return refuseExpression(call, "super.\(method) of a \(base) subclass", "only subclasses of UIView translate: make the \(base) in the code that uses it and set it up there", kind: "view-subclass")
        }
        if type.role == .screen {
            // UIViewController's own lifecycle methods do nothing a subclass must call on; its
            // other methods are the controller's (`super.present(…)` is `self:present(…)`).
            if RoleCallbacks.screen.contains(method) { return .at(line, "nil") }
            return methodCall(.at(line, "self"), baseExpr: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self))), method, arguments, labels(arguments), call: call)
        }
        if type.role.receivesUIKitSelf {
            let name = Self.roleCallback(base: method, labels: labels(arguments), role: type.role) ?? method
            return .at(line, "self:super(\(Self.luaString(name))") + positional(arguments).map { ", " + $0 }.reduce(LuaCode(), +) + ")"
        }
        // NSObject's methods (an animator's super) do nothing a role needs.
        return .at(line, "nil")
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + d) { … }` → `DispatchQueue.main:asyncAfter(d, f)`:
    /// the deadline is read as `.now()` plus seconds (or `.milliseconds(n)`, `.seconds(n)`…).
    func asyncAfter(_ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode {
        let line = self.line(call)
        guard arguments.count == 2, arguments[0].label == "deadline" || arguments[0].label == "wallDeadline",
              let delay = deadlineDelay(arguments[0].expression) else {
            return refuseExpression(call, "DispatchQueue.main.asyncAfter", "a deadline other than .now() + an interval", kind: "api")
        }
        return .at(line, "DispatchQueue.main:asyncAfter(") + delay + ", " + expression(arguments[1].expression, expected: nil) + ")"
    }

    /// The seconds from now of `.now()`, `.now() + d`, `.now() + .milliseconds(n)`.
    func deadlineDelay(_ expr: ExprSyntax) -> LuaCode? {
        func isNow(_ e: ExprSyntax) -> Bool {
            guard let call = e.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            return member.declName.baseName.text == "now"
        }
        if isNow(expr) { return "0" }
        guard let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
              isNow(infix.leftOperand) else { return nil }
        let interval = infix.rightOperand
        if let call = interval.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil, let amount = call.arguments.first?.expression {
            let scale: [String: String] = ["seconds": "", "milliseconds": " / 1000", "microseconds": " / 1000000", "nanoseconds": " / 1000000000"]
            guard let factor = scale[member.declName.baseName.text] else { return nil }
            return "(" + expression(amount, expected: "Double") + factor + ")"
        }
        return expression(interval, expected: "Double")
    }

    /// An imported type's init: `T(a: 1)` is `T.new(1)`; a struct's memberwise init takes its
    /// properties in order, a left-out one staying at its default.
    func construct(_ info: TypeCatalog.TypeInfo, _ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode {
        let line = self.line(call)
        let written = labels(arguments)
        let reference = typeReference(info, line: line)
        if info.kind == .enum, written == ["rawValue"] { return .at(line, "S.fromRaw(") + reference + ", " + positional(arguments).joined(", ") + ")" }
        if info.role == .presentation {
            // UIKit (the bridge) makes the controller from the role's table; the init's
            // arguments wait in a table of their own for its first callback (`S.presentation`).
            return .at(line, "S.presentation(") + reference + ", {" + positional(arguments).joined(", ") + "})"
        }
        if info.role == .view { return constructView(info, arguments, call: call) }
        if info.role == .gesture { return constructGesture(info, arguments, call: call) }
        if Self.isNavigationSubclass(info), arguments.first?.label == "rootViewController" {
            // A navigation controller subclass: UIKit's navigation controller made with the root and
            // the screen's table, its init run on that table (`super.init(rootViewController:)` is
            // the bridge's work, done with the root: `S.navigation`).
            return .at(line, "S.navigation(") + reference + ", \(Self.luaString(info.name)), " + positional(arguments).joined(", ") + ")"
        }
        if info.role == .screen {
            // SW10.3 Named by the statement after it (`detail.restorationIdentifier = "detail"`), and
            // made with its init's arguments: the Lua API's `UIViewController("detail", T.new(…))`,
            // the table `T.new` makes running the init (Translator+Type), as Lua code makes a screen.
            // Each screen its own table (`T.new`, as Lua makes one), its stored properties its own.
            if let name = pendingControllerName, info.callableInitializers.count <= 1 {
                pendingControllerName = nil
                let declared = declaredInitLabels(written, of: info)
                return .at(line, "UIViewController(") + name + ", " + reference + ".new(" + self.arguments(arguments, at: declared).joined(", ") + "))"
            }
            // A view controller subclass is a screen: UIKit's controller made with a table of its
            // own (`T.new(…)`), named after its class, its init run on it (SW11.5); a screen with
            // several inits is made from its class table (its inits are refused).
            if !Self.isNavigationSubclass(info), info.callableInitializers.count <= 1 {
                let declared = declaredInitLabels(written, of: info)
                return .at(line, "UIViewController(\(Self.luaString(info.name)), ") + reference + ".new(" + self.arguments(arguments, at: declared).joined(", ") + "))"
            }
            guard arguments.isEmpty else {
                return refuseExpression(call, "\(info.name)(\(written.map { $0 + ":" }.joined()))", "a screen is made without arguments here: set its properties after making it", kind: "init")
            }
            return .at(line, "UIViewController(\(Self.luaString(info.name)), ") + reference + ")"
        }
        if info.role == .interaction {
            // The bridge makes the controller from the handler table; the init's work is `wire(vc)`.
            return .at(line, "S.interaction(") + reference + (arguments.isEmpty ? "" : ", ") + positional(arguments).joined(", ") + ")"
        }
        // A struct's memberwise init, when every label is a stored property of it (a trailing
        // closure is not: `MenuSettings { $0.width = 300 }` is a protocol extension's init, below).
        if info.initializers.isEmpty, info.kind == .struct, arguments.allSatisfy({ $0.label.map(info.storedProperties.contains) ?? false }) {
            var slots: [LuaCode] = info.storedProperties.map { _ in LuaCode("nil") }
            for argument in arguments {
                if let label = argument.label, let index = info.storedProperties.firstIndex(of: label) { slots[index] = expression(argument.expression, expected: info.propertyType(label)) }
            }
            while slots.last?.text == "nil" { slots.removeLast() }
            return reference + ".new(" + slots.joined(", ") + ")"
        }
        // `SideMenuPresentationStyle { $0.menuOnTop = true }`: no init of the class takes these
        // labels, an init of a protocol extension it adopts does (SW4.4).
        if !info.callableInitializers.contains(written), let adopted = protocolInit(of: info, labels: written) {
            return .at(line, "S.protocolInit(") + reference + ", " + typeReference(adopted, line: line) + ".\(Self.protocolInitName(written))"
                + positional(arguments).map { ", " + $0 }.reduce(LuaCode(), +) + ")"
        }
        // An init call leaving out defaulted parameters before those it writes (Jelly's
        // `SlidePresentation(direction: .left, size: .halfscreen)`, `timing:` and `uiConfiguration:`
        // defaulted): the arguments at their declared places, nil where left out, which the init
        // replaces with its defaults, as SW4.5 does for methods (SW8.6).
        let declared = declaredInitLabels(written, of: info)
        if declared != written {
            return reference + ".new\(initSuffix(declared, of: info))(" + self.arguments(arguments, at: declared).joined(", ") + ")"
        }
        let implicitMemberTypes = initParameterTypes(info, labels: written).map { types in
            zip(types, arguments).map { type, argument in Self.isImplicitMember(argument.expression) ? type : nil }
        }
        return reference + ".new\(initSuffix(written, of: info))(" + positional(arguments, types: implicitMemberTypes).joined(", ") + ")"
    }

    /// `.zero`, `.init(…)`, `.slide(.left)`: a member whose type the context gives.
    static func isImplicitMember(_ expr: ExprSyntax) -> Bool {
        if let member = expr.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let member = expr.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        return false
    }

    /// The declared parameter types of `info`'s init taking `labels`, for its implicit member
    /// arguments (`config: .init(…)`, `frame: .zero`).
    func initParameterTypes(_ info: TypeCatalog.TypeInfo, labels: [String]) -> [String?]? {
        for body in info.bodies {
            for member in body.members {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
                let parameters = initializer.signature.parameterClause.parameters
                guard parameters.map(\.firstName.text) == labels else { continue }
                // Only where the argument is an implicit member: a literal keeps its own spelling.
                return parameters.map { $0.type.trimmedDescription }

            }
        }
        return nil
    }

    /// The extension of a protocol `info` (or a superclass of it) adopts that declares an init with `labels`.
    func protocolInit(of info: TypeCatalog.TypeInfo, labels: [String]) -> TypeCatalog.TypeInfo? {
        sequence(first: info, next: \.superclass).flatMap(\.mixins).first { $0.initializers.contains(labels) }
    }

    /// A protocol extension's init is a function of the extension taking the new instance:
    /// `init(_ block:)` → `protocolInit`, `init(name:)` → `protocolInitName`.
    static func protocolInitName(_ labels: [String]) -> String {
        "protocolInit" + labels.filter { $0 != "_" }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Whether `call` is the first statement of an init (a protocol extension's `self.init()`).
    func isOpeningProtocolInit(_ call: FunctionCallExprSyntax) -> Bool {
        guard let item = call.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.parent?.parent?.is(InitializerDeclSyntax.self) == true else { return false }
        return list.first?.id == item.id
    }


    // MARK: - Free functions

    static let mathFunctions: [String: String] = [
        "abs": "math.abs", "fabs": "math.abs", "sqrt": "math.sqrt", "sin": "math.sin", "cos": "math.cos", "tan": "math.tan",
        "asin": "math.asin", "acos": "math.acos", "atan": "math.atan", "atan2": "math.atan", "exp": "math.exp", "log": "math.log",
        "min": "math.min", "max": "math.max", "fmax": "math.max", "fmin": "math.min", "fmaxf": "math.max", "fminf": "math.min",
        "sinf": "math.sin", "cosf": "math.cos", "sqrtf": "math.sqrt", "fabsf": "math.abs", "atan2f": "math.atan",
    ]

    func globalCall(_ reference: DeclReferenceExprSyntax, _ arguments: [Argument], call: FunctionCallExprSyntax, expected: String?) -> LuaCode {
        let line = self.line(call)
        let name = reference.baseName.text
        let lua = Self.luaName(name)
        if local(lua) == nil, let refusal = refuseGenericValue(call, name) { return refusal }
        let values = { self.positional(arguments) }
        if local(lua) != nil { return .at(line, lua + "(") + values().joined(", ") + ")" }
        if let selfName, type.hasMethod(name) {
            let declared = declaredLabels(name, written: labels(arguments), in: type)
            let values = { self.arguments(arguments, at: declared) }
            if (selfIsUIKitObject || shadowedByBinding(methodName(name, labels: declared, in: type))) && !type.isStatic(name) {
                return .at(line, "\(ownerName).\(methodName(name, labels: declared, in: type))(\(selfName)") + values().map { ", " + $0 }.reduce(LuaCode(), +) + ")"
            }
            if type.isStatic(name) { return .at(line, "\(ownerName).\(methodName(name, labels: declared, in: type))(") + values().joined(", ") + ")" }
            return .at(line, "\(selfName):\(methodName(name, labels: declared, in: type))(") + values().joined(", ") + ")"
        }
        // `condition(old, new)` with `var condition: (T, T) -> T` (SideMenu's Protected): a
        // property holding a closure, called as a function (not a method: no `self` passed).
        if let selfName, !type.hasMethod(name), type.hasMember(name) {
            let holder = type.isStatic(name) ? ownerName : selfName
            return .at(line, "\(holder).\(lua)(") + values().joined(", ") + ")"
        }
        // `UIView()` where the import extends UIView: still UIKit's init (the extension adds members).
        if let info = catalog[name], !(info.isExternal && api.globals.contains(name)) { return construct(info, arguments, call: call) }
        if catalog.isGlobal(name) { return .at(line, lua + "(") + values().joined(", ") + ")" }
        // `String(describing: Cell.self)`: Swift prints a named type's metatype as its name; a
        // generic parameter's is whatever type it stands for, unknown here (refused as a metatype).
        // Before the arguments are translated (a metatype argument alone is refused).
        if name == "String", arguments.count == 1, let only = arguments.first, only.label == "describing", let typeName = namedMetatype(only.expression) {
            return .at(line, Self.luaString(typeName))
        }
        if name == "type", Self.typeOfOperand(ExprSyntax(call)) != nil { return refuseDynamicType(call) }
        if let math = Self.mathFunctions[name] { return .at(line, math + "(") + values().joined(", ") + ")" }
        if Self.associationFunctions.contains(name) { return associationCall(name, arguments, call: call) }
        if api.globalFunctions.contains(name) { return .at(line, name + "(") + values().joined(", ") + ")" }
        if let legacy = legacyFunction(name, values(), line: line) { return legacy }
        switch name {
        case "CGFloat", "Double", "Float", "TimeInterval", "CFTimeInterval": return .at(line, "S.float(") + values().joined(", ") + ")"
        case "Int": return .at(line, "S.int(") + values().joined(", ") + ")"
        case "String": return .at(line, "S.str(") + values().joined(", ") + ")"
        case "Bool": return .at(line, "(") + values().joined(", ") + ")"
        case "pow": let v = values(); return v.count == 2 ? .at(line, "(") + wrapped(v[0]) + " ^ " + wrapped(v[1]) + ")" : refuseExpression(call, "pow", "two arguments", kind: "expression")
        case "floor", "floorf": return .at(line, "(math.floor(") + values().joined(", ") + ") + 0.0)"
        case "ceil", "ceilf": return .at(line, "(math.ceil(") + values().joined(", ") + ") + 0.0)"
        case "round", "roundf": return .at(line, "S.round(") + values().joined(", ") + ")"
        case "print": return .at(line, "print(") + values().map { "S.str(" + $0 + ")" }.joined(" .. \" \" .. ") + ")"
        case "fatalError", "preconditionFailure", "assertionFailure": return .at(line, "S.fatal(") + values().joined(", ") + ")"
        case "precondition", "assert": return .at(line, "S.precondition(") + values().joined(", ") + ")"
        case "stride": return refuseExpression(call, "stride as a value", "use it in a for loop", kind: "expression")
        case "NSLocalizedString":
            // SW7.3: a run here has no strings tables, so the lookup finds nothing and answers the
            // key, as Foundation does for a missing key without a `value:` (with one, that value).
            guard let key = arguments.first, key.label == nil, !arguments.contains(where: { $0.label == "value" }) else {
                return refuseExpression(call, "NSLocalizedString with value:", "write the text the key stands for", kind: "api")
            }
            return expression(key.expression, expected: "String")
        default: break
        }
        if selfName != nil, type.role.receivesUIKitSelf || type.isExternal, let owner = catalog.allTypes.first(where: { $0.isExternal && $0 !== type && $0.methods[name] != nil }) {
            return typeReference(owner, line: line) + ".\(methodName(name, labels: labels(arguments), in: owner))(self" + values().map { ", " + $0 }.reduce(LuaCode(), +) + ")"
        }
        if let uikit = selfLuaClass, selfName != nil, let method = api.method(name, labels: labels(arguments), luaClass: uikit) {
            if let (signature, positions) = SwiftSignature.match(owner: nil, base: name, written: arguments.map { $0.isTrailing ? nil : ($0.label ?? "_") }) {
                return .at(line, "self:\(signature.lua)(") + signatureArguments(signature, positions, arguments) + ")"
            }
            return .at(line, "self:\(method)(") + values().joined(", ") + ")"
        }
        // `UIPanGestureRecognizer(addTo: view, target: self, action: …)` where an extension of the
        // import adds that init to the class or a UIKit superclass (SideMenu's `extension
        // UIGestureRecognizer`): that init, making a UIPanGestureRecognizer.
        if api.globals.contains(name), let made = uikitExtensionConstruction(of: name, kind: .at(line, name), arguments, call: call) { return made }
        if api.globals.contains(name) { return uikitConstructor(name, arguments, line: line) }
        // CGVector is a table in the Lua API (`{dx =, dy =}`), as gesture velocities are.
        if name == "CGVector" { return .at(line, "S.vector(") + values().joined(", ") + ")" }
        // An image is its name in the Lua API (`imageView.imageName = "pizza"`): `UIImage(named:)`
        // and `UIImage(systemName:)` are the name (`image` is `imageName`, APIRenames).
        if name == "UIImage", arguments.count == 1, let label = arguments[0].label, label == "named" || label == "systemName" {
            return expression(arguments[0].expression, expected: "String")
        }
        if name.first?.isUppercase ?? false {
            return refuseExpression(call, "type \(name)", "neither imported nor in the Lua API (docs/lua-api.md)", kind: "api")
        }
        return refuseExpression(call, "function \(name)(\(labels(arguments).map { $0 + ":" }.joined()))", "not declared in the imported files nor in the Lua API", kind: "unknown-name")
    }

    /// SW10.2 A font is its size in the Lua API (`font` is `fontSize`, APIRenames):
    /// `UIFont.systemFont(ofSize: s)` and `boldSystemFont(ofSize: s)` are `s` (the weight is not drawn).
    func systemFontSize(_ method: String, _ arguments: [Argument]) -> LuaCode? {
        guard method == "systemFont" || method == "boldSystemFont", arguments.count == 1, arguments[0].label == "ofSize" else { return nil }
        return expression(arguments[0].expression, expected: "CGFloat")
    }

    /// Core Graphics' and UIKit's C-style functions, which Swift still offers: the methods and
    /// constructors they are now (`UIEdgeInsetsInsetRect(r, i)` is `r.inset(by: i)`).
    func legacyFunction(_ name: String, _ values: [LuaCode], line: Int) -> LuaCode? {
        func method(_ lua: String) -> LuaCode { wrapped(values[0]) + ":\(lua)(" + values.dropFirst().map { $0 }.joined(", ") + ")" }
        func field(_ lua: String) -> LuaCode { wrapped(values[0]) + ".\(lua)" }
        switch (name, values.count) {
        case ("UIEdgeInsetsInsetRect", 2): return method("inset")
        case ("CGRectInset", 3): return method("insetBy")
        case ("CGRectOffset", 3): return method("offsetBy")
        case ("CGRectGetMidX", 1): return field("midX")
        case ("CGRectGetMidY", 1): return field("midY")
        case ("CGRectGetMinX", 1): return field("minX")
        case ("CGRectGetMinY", 1): return field("minY")
        case ("CGRectGetMaxX", 1): return field("maxX")
        case ("CGRectGetMaxY", 1): return field("maxY")
        case ("CGRectGetWidth", 1): return field("width")
        case ("CGRectGetHeight", 1): return field("height")
        case ("CGRectMake", 4): return .at(line, "CGRect(") + values.joined(", ") + ")"
        case ("CGPointMake", 2): return .at(line, "CGPoint(") + values.joined(", ") + ")"
        case ("CGSizeMake", 2): return .at(line, "CGSize(") + values.joined(", ") + ")"
        case ("CGAffineTransformMakeScale", 2): return .at(line, "CGAffineTransform{ scaleX = ") + values[0] + ", y = " + values[1] + " }"
        case ("CGAffineTransformMakeTranslation", 2): return .at(line, "CGAffineTransform{ translationX = ") + values[0] + ", y = " + values[1] + " }"
        case ("CGAffineTransformMakeRotation", 1): return .at(line, "CGAffineTransform{ rotationAngle = ") + values[0] + " }"
        case ("CGVectorMake", 2): return .at(line, "S.vector(") + values.joined(", ") + ")"
        default: return nil
        }
    }

    /// Label lists the bound constructors take positionally, in this order.
    static let positionalConstructors: [[String]] = [
        ["x", "y", "width", "height"], ["x", "y"], ["width", "height"], ["top", "left", "bottom", "right"],
        ["red", "green", "blue", "alpha"], ["red", "green", "blue"], ["frame"], ["origin", "size"], ["dx", "dy"],
        ["rootViewController"],
    ]

    /// SW7.6: label lists one bound constructor takes positionally, which other constructors with
    /// the same labels do not (`CAMediaTimingFunction(name: .easeOut)` → `CAMediaTimingFunction("easeOut")`).
    static let positionalConstructorsOf: [String: [[String]]] = [
        "CAMediaTimingFunction": [["name"], ["controlPoints", "_", "_", "_"]],
    ]

    /// `UIView(frame: r)` → `UIView(r)`; `CGAffineTransform(scaleX: 2, y: 2)` →
    /// `CGAffineTransform{scaleX = 2, y = 2}` (the bound constructors' options tables take
    /// UIKit's labels); a `target:`/`action:` pair becomes the action function.
    func uikitConstructor(_ global: String, _ arguments: [Argument], line: Int) -> LuaCode {
        let written = labels(arguments)
        // A container controller named by the statement after it: its name in the constructor.
        if let name = pendingControllerName, ControllerNames.namedByConstructor.contains(global), !written.contains("_") {
            pendingControllerName = nil
            return .at(line, "\(global){ ") + arguments.map { LuaCode("\(Self.luaName($0.label ?? "_")) = ") + expression($0.expression, expected: nil) }.joined(", ")
                + ", name = " + name + " }"
        }
        // `UIViewController()`: the Lua API names every controller (traces, expectations).
        if global == "UIViewController", arguments.isEmpty { return .at(line, "UIViewController(\"viewController\")") }
        // `UIButton()`, `UIButton(frame: r)`: UIKit's `init(frame:)` makes a `.custom` button (SW11.3),
        // where the Lua API's first argument is the type, "system" when left out.
        if global == "UIButton", written.isEmpty || written == ["frame"] {
            return .at(line, "UIButton{ type = \"custom\"") + arguments.map { ", frame = " + expression($0.expression, expected: "CGRect") }.reduce(LuaCode(), +) + " }"
        }
        if written == ["target", "action"], let macro = arguments[1].expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
           let selector = macro.arguments.first?.expression {
            return .at(line, "\(global){ target = ") + expression(arguments[0].expression, expected: nil) + ", action = " + Self.luaString(selectorLuaName(selector)) + " }"
        }
        if written.isEmpty || written.allSatisfy({ $0 == "_" }) || Self.positionalConstructors.contains(written) || written.contains("target")
            || Self.positionalConstructorsOf[global]?.contains(written) == true {
            return .at(line, "\(global)(") + positional(arguments).joined(", ") + ")"
        }
        // A trailing closure is the animations (`UIViewPropertyAnimator(duration: 1, curve: .easeIn) { … }`).
        return .at(line, "\(global){ ") + arguments.map { argument -> LuaCode in
            var key = argument.label ?? (argument.isTrailing ? "animations" : "_")
            // `UIImageView(image: UIImage(named: "x"))`: the Lua option is `imageName`.
            if global == "UIImageView", let renamed = APIRenames.properties[key] { key = renamed }
            return LuaCode("\(Self.luaName(key)) = ") + expression(argument.expression, expected: argument.label.flatMap { Self.geometryOfContext[$0] })
        }.joined(", ") + " }"
    }

    /// Swift's Array methods on a Lua sequence; nil when `method` is not one (or is a bound one).
    func collectionCall(_ receiver: LuaCode, _ method: String, _ arguments: [Argument], _ written: [String], line: Int, isArray: Bool = false) -> LuaCode? {
        if !isArray, api.anyMethod.contains(method) || catalog.allTypes.contains(where: { $0.methods[method] != nil }) { return nil }
        let values = positional(arguments)
        if let change = mutatingCollectionCall(receiver, method, written, values, line: line) { return change }
        switch (method, written) {
        case ("reversed", []): return .at(line, "S.reversed(") + receiver + ")"
        case ("map", _): return .at(line, "S.map(") + receiver + ", " + values[0] + ")"
        case ("compactMap", _): return .at(line, "S.compactMap(") + receiver + ", " + values[0] + ")"
        case ("filter", _): return .at(line, "S.filter(") + receiver + ", " + values[0] + ")"
        case ("forEach", _): return .at(line, "S.forEach(") + receiver + ", " + values[0] + ")"
        case ("enumerated", []): return .at(line, "S.enumeratedPairs(") + receiver + ")"
        case ("contains", _): return .at(line, "S.contains(") + receiver + ", " + values[0] + ")"
        case ("first", ["where"]), ("first", ["_"]): return .at(line, "S.firstWhere(") + receiver + ", " + values[0] + ")"
        case ("min", ["by"]), ("min", ["_"]): return .at(line, "S.minBy(") + receiver + ", " + values[0] + ")"
        case ("max", ["by"]), ("max", ["_"]): return .at(line, "S.maxBy(") + receiver + ", " + values[0] + ")"
        case ("reduce", _) where values.count == 2: return .at(line, "S.reduce(") + receiver + ", " + values[0] + ", " + values[1] + ")"
        // `[String].joined(separator:)`: its elements are strings, so Lua's concatenation is Swift's.
        case ("joined", ["separator"]): return .at(line, "table.concat(") + receiver + ", " + values[0] + ")"
        case ("joined", []): return .at(line, "table.concat(") + receiver + ")"
        case ("rounded", []): return .at(line, "S.round(") + receiver + ")"
        case ("uppercased", []): return .at(line, "string.upper(") + receiver + ")"
        case ("lowercased", []): return .at(line, "string.lower(") + receiver + ")"
        case ("hasPrefix", ["_"]): return .at(line, "S.hasPrefix(") + receiver + ", " + values[0] + ")"
        case ("hasSuffix", ["_"]): return .at(line, "S.hasSuffix(") + receiver + ", " + values[0] + ")"
        default: return nil
        }
    }

    /// Array's mutating methods on `receiver`, the arguments' values given (`values`): a Lua
    /// sequence changed in place. `Translator+PropertyWriteBack` runs them on the copy a UIKit
    /// getter hands out, then writes it back (SW9.1).
    func mutatingCollectionCall(_ receiver: LuaCode, _ method: String, _ written: [String], _ values: [LuaCode], line: Int) -> LuaCode? {
        switch (method, written) {
        case ("append", ["_"]): return .at(line, "table.insert(") + receiver + ", " + values[0] + ")"
        case ("append", ["contentsOf"]): return .at(line, "table.move(") + values[0] + ", 1, #" + wrapped(values[0]) + ", #" + wrapped(receiver) + " + 1, " + receiver + ")"
        case ("insert", ["_", "at"]): return .at(line, "table.insert(") + receiver + ", " + values[1] + " + 1, " + values[0] + ")"
        case ("remove", ["at"]): return .at(line, "table.remove(") + receiver + ", " + values[0] + " + 1)"
        case ("removeLast", []): return .at(line, "S.removeLast(") + receiver + ")"
        case ("removeFirst", []): return .at(line, "table.remove(") + receiver + ", 1)"
        case ("removeAll", []): return .at(line, "S.removeAll(") + receiver + ")"
        case ("swapAt", ["_", "_"]): return .at(line, "S.swapAt(") + receiver + ", " + values[0] + ", " + values[1] + ")"
        case ("reverse", []): return .at(line, "S.reverse(") + receiver + ")"
        // Sorted in place by the order (`sort { a, b in … }`), or by `<`, as table.sort does.
        case ("sort", ["by"]), ("sort", ["_"]): return .at(line, "table.sort(") + receiver + ", " + values[0] + ")"
        case ("sort", []): return .at(line, "table.sort(") + receiver + ")"
        default: return nil
        }
    }
}

extension Translator {
    /// `Cell.self` of a named type (not a generic parameter, which stands for a type not known
    /// here): the type's name; nil for any other expression (SW5.10).
    func namedMetatype(_ expression: ExprSyntax) -> String? {
        guard let metatype = expression.as(MemberAccessExprSyntax.self), metatype.declName.baseName.text == "self",
              let typeName = metatype.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName.first?.isUppercase == true,
              typeName != "Self", genericParameters[typeName] == nil else { return nil }
        return typeName
    }
}
