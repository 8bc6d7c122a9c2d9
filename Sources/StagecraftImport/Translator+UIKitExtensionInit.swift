import SwiftSyntax

/// An init an app's extension adds to a UIKit class (SideMenu's `extension UIGestureRecognizer {
/// convenience init(addTo view: UIView, target: Any, action: Selector) { self.init(target: target,
/// action: action); view.addGestureRecognizer(self) } }`), with Swift's meaning: a convenience init
/// whose `self.init(…)` is the designated init of the class it is called on (`UIPanGestureRecognizer
/// (addTo:…)` makes a pan recognizer, `SideMenuPanGestureRecognizer(addTo:…)` an instance of that
/// subclass), then its body on that object, which the caller gets (nil when a failable one returns
/// nil). In Lua it is a function of the extension's module taking that class first (`__kind`): a
/// constructor of the Lua API, or `S.kind(T)` for an imported subclass.
extension Translator {
    /// The Lua name of `info.initializers[index]`, an init of an extension of a UIKit class. Two
    /// inits with the same labels (`init(addTo: UIView, …)`, `init?(addTo: UIView?, …)`) are told
    /// apart by the optional parameters only, the one taking optionals named `…Optional`; nil for
    /// overloads that differ otherwise, which Lua cannot tell apart.
    static func uikitExtensionInitName(_ info: TypeCatalog.TypeInfo, _ index: Int) -> String? {
        let labels = info.initializers[index]
        let name = "uikitInit" + labels.filter { $0 != "_" }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let others = info.initializers.indices.filter { $0 != index && info.initializers[$0] == labels }
        if others.isEmpty { return name }
        guard others.count == 1 else { return nil }
        if takesOptionals(info, index, where: others[0]) { return name + "Optional" }
        return takesOptionals(info, others[0], where: index) ? name : nil
    }

    /// Whether init `index` differs from init `other` only by taking optionals where `other` does not.
    static func takesOptionals(_ info: TypeCatalog.TypeInfo, _ index: Int, where other: Int) -> Bool {
        let mine = info.initializerParameterTypes[index], theirs = info.initializerParameterTypes[other]
        guard mine.count == theirs.count, mine != theirs else { return false }
        return zip(mine, theirs).allSatisfy { a, b in a == b || (isOptionalType(a) && !isOptionalType(b) && a.dropLast() == b) }
    }

    static func isOptionalType(_ type: String) -> Bool { type.hasSuffix("?") || type.hasSuffix("!") }

    /// `init(…)` in an extension of a UIKit class: `function Ext.uikitInitX(__kind, …)`, whose
    /// `self` is made by the body's `self.init(…)` and returned at its end.
    func translateUIKitExtensionInit(_ initializer: InitializerDeclSyntax) {
        guard let body = initializer.body else { return }
        let parameters = initializer.signature.parameterClause.parameters
        let labels = parameters.map { $0.firstName.text }
        let types = parameters.map { $0.type.trimmedDescription }
        guard let index = type.initializers.indices.first(where: { type.initializers[$0] == labels && type.initializerParameterTypes[$0] == types }),
              let name = Self.uikitExtensionInitName(type, index) else {
            out.statement(refuse(initializer.initKeyword, "init(\(labels.map { $0 + ":" }.joined()))", "overloads of an init with the same labels translate only when they differ by optional parameters: Lua cannot tell them apart", kind: "init"))
            return
        }
        let names = parameters.map { Self.luaName(($0.secondName ?? $0.firstName).text) }
        pushScope()
        for (parameter, local) in zip(parameters, names) { declare(local, type: parameter.type.trimmedDescription) }
        writeFunction(named: "\(ownerName).\(name)", parameters: ["__kind"] + names, body: body.statements, line: line(initializer.initKeyword), isStatic: false,
                      prologue: ["local self"], implicitReturn: false,
                      defaults: zip(names, parameters).compactMap { local, parameter in parameter.defaultValue.map { (local, $0.value) } },
                      epilogue: ["do return self end"], uikitExtensionInit: index)
        popScope()
    }

    /// `self.init(…)` in such an init: another init of the extension (`self.init(addTo: view, …)`
    /// in the failable overload), else UIKit's init of the class it is called on (`__kind{ target =
    /// target, action = action }`), which makes `self`.
    func uikitExtensionSelfInit(_ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode {
        let line = self.line(call)
        let written = labels(arguments)
        let overloads = type.initializers.indices.filter { type.initializers[$0] == written }
        if !overloads.isEmpty {
            guard let index = chooseUIKitExtensionInit(type, overloads, arguments, excluding: uikitExtensionInit),
                  let name = Self.uikitExtensionInitName(type, index) else {
                return refuseExpression(call, "self.init(\(written.map { $0 + ":" }.joined()))", "which overload Swift calls depends on whether the argument is optional, and its type is not known here: declare it", kind: "init")
            }
            return .at(line, "self = \(ownerName).\(name)(__kind") + positional(arguments).map { ", " + $0 }.reduce(LuaCode(), +) + ")"
        }
        // `UIViewController()`: the Lua API names every controller (traces, expectations), as
        // `uikitConstructor` names one made without arguments.
        if written.isEmpty, UIKitInterface.isClass(type.name, kindOf: "UIViewController") {
            return .at(line, "self = __kind(\"viewController\")")
        }
        // UIKit's recognizers take their target and action as options (`{ target =, action = }`).
        if written == ["target", "action"] {
            return .at(line, "self = __kind{ target = ") + expression(arguments[0].expression, expected: nil) + ", action = " + expression(arguments[1].expression, expected: nil) + " }"
        }
        return .at(line, "self = ") + uikitConstructor("__kind", arguments, line: line)
    }

    /// `K(addTo: v, target: self, action: #selector(m))` where the import's extension of `K` or of
    /// one of its UIKit superclasses adds an init with these labels: that init, called with `kind`
    /// (the class the object is made as). nil when no extension adds one.
    func uikitExtensionConstruction(of className: String, kind: LuaCode, _ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode? {
        let line = self.line(call)
        let written = labels(arguments)
        var current: String? = className
        var steps = 0
        while let name = current, steps < 64 {
            steps += 1
            current = UIKitInterface.superclasses[name]
            guard let owner = catalog[name], owner.isExternal, !owner.isProtocol else { continue }
            // The init taking exactly the written labels, else (SW11.4) the shortest one taking them
            // in order whose other parameters all have defaults (`UISpringTimingParameters(damping: d,
            // response: r)` of `init(damping:response:initialVelocity: = .zero)`; `UIImageView(frame:)`
            // beside `init(baseImageView:frame:)` without a default stays UIKit's).
            // (`UIView()` stays UIKit's `init()`, whatever an extension's defaults would allow.)
            let defaultedOnly = owner.initializers.indices.filter { index in
                let labels = owner.initializers[index]
                return Self.isOrderedPart(written, of: labels)
                    && Set(labels).subtracting(written).isSubset(of: owner.initializerDefaultedLabels[index])
            }.map { owner.initializers[$0] }
            let declared = owner.initializers.contains(written) || written.isEmpty ? written
                : defaultedOnly.min { $0.count < $1.count } ?? written
            let overloads = owner.initializers.indices.filter { owner.initializers[$0] == declared }
            if overloads.isEmpty { continue }
            guard let index = chooseUIKitExtensionInit(owner, overloads, arguments, excluding: nil),
                  let lua = Self.uikitExtensionInitName(owner, index) else {
                return refuseExpression(call, "\(className)(\(written.map { $0 + ":" }.joined()))", "which of \(owner.name)'s overloads Swift calls depends on whether the argument is optional, and its type is not known here: declare it", kind: "init")
            }
            return typeReference(owner, line: line) + ".\(lua)(" + kind + self.arguments(arguments, at: declared).map { ", " + $0 }.reduce(LuaCode(), +) + ")"
        }
        return nil
    }

    /// `SideMenuPanGestureRecognizer(addTo:…)`: an imported subclass of a UIKit view or recognizer
    /// calling an init its UIKit base's extension adds; the object is made as an instance of the
    /// subclass (`S.kind`). A subclass with inits of its own is refused: Swift's `self.init(…)` in
    /// the extension would reach them, which this does not follow.
    func uikitExtensionConstruction(ofSubclass info: TypeCatalog.TypeInfo, _ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode? {
        var declared = info
        while let base = declared.superclass, !base.isExternal { declared = base }
        guard let uikit = declared.inherited.first.map({ String($0.prefix { $0 != "<" }) }) else { return nil }
        let kind = .at(line(call), "S.kind(") + typeReference(info, line: line(call)) + ")"
        guard let made = uikitExtensionConstruction(of: uikit, kind: kind, arguments, call: call) else { return nil }
        if sequence(first: info, next: \.superclass).contains(where: { !$0.isExternal && !$0.callableInitializers.isEmpty }) {
            return refuseExpression(call, "\(info.name)(\(labels(arguments).map { $0 + ":" }.joined()))", "an init \(uikit)'s extension adds, on a subclass with inits of its own: which one its self.init reaches is not followed; make it with the subclass's init", kind: "init")
        }
        return made
    }

    /// Which of the same-labelled overloads `indexes` Swift's overload resolution picks for
    /// `arguments`: the one taking optionals when an argument there is optional (`nil`, a value
    /// declared `T?`), the other when every such argument is known not to be; nil when unknown.
    func chooseUIKitExtensionInit(_ owner: TypeCatalog.TypeInfo, _ indexes: [Int], _ arguments: [Argument], excluding: Int?) -> Int? {
        let candidates = indexes.filter { $0 != excluding || owner !== type }
        if candidates.count == 1 { return candidates[0] }
        guard candidates.count == 2 else { return nil }
        let (a, b) = (candidates[0], candidates[1])
        let optional = Self.takesOptionals(owner, a, where: b) ? a : Self.takesOptionals(owner, b, where: a) ? b : nil
        guard let optional else { return nil }
        let plain = optional == a ? b : a
        let optionalTypes = owner.initializerParameterTypes[optional], plainTypes = owner.initializerParameterTypes[plain]
        for (position, argument) in arguments.enumerated() where position < optionalTypes.count && optionalTypes[position] != plainTypes[position] {
            guard let isOptional = isOptionalValue(argument.expression) else { return nil }
            if isOptional { return optional }
        }
        return plain
    }

    /// Whether `expr`'s static type is an optional, when that is known.
    func isOptionalValue(_ expr: ExprSyntax) -> Bool? {
        if expr.is(NilLiteralExprSyntax.self) || expr.is(OptionalChainingExprSyntax.self) { return true }
        if expr.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return false }
        if expr.is(ForceUnwrapExprSyntax.self) { return false }
        return inferredType(expr).map(Self.isOptionalType)
    }

    /// Whether `expr` is `self.init(…)`.
    static func isSelfInitCall(_ expr: ExprSyntax) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "init" && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }
}
