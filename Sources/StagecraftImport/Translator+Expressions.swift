import Foundation
import SwiftSyntax

/// Expressions, with Swift's meaning: `!`, `??`, `?:`, casts, integer division, string
/// interpolation, 0-based subscripts, implicit `self`, enum cases as strings.
extension Translator {
    static let floatTypes: Set<String> = ["CGFloat", "Double", "Float", "TimeInterval", "CFTimeInterval", "CGFloat?", "Double?", "TimeInterval?", "CFTimeInterval?"]
    static let intTypes: Set<String> = ["Int", "Int?", "UInt", "Int32", "Int64"]

    func expression(_ expr: ExprSyntax, expected: String?, asTarget: Bool = false) -> LuaCode {
        let line = self.line(expr)
        if let literal = expr.as(IntegerLiteralExprSyntax.self) {
            let digits = literal.literal.text.replacingOccurrences(of: "_", with: "")
            if let expected, Self.floatTypes.contains(expected), !digits.hasPrefix("0x") { return .at(line, digits + ".0") }
            return .at(line, digits)
        }
        if let literal = expr.as(FloatLiteralExprSyntax.self) { return .at(line, literal.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return .at(line, literal.literal.text) }
        if expr.is(NilLiteralExprSyntax.self) { return .at(line, "nil") }
        if let string = expr.as(StringLiteralExprSyntax.self) { return stringLiteral(string) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return name(reference, asTarget: asTarget) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return memberAccess(member, expected: expected) }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            // A call's arguments take its parameters' types, not the untyped `let`'s.
            let untyped = inUntypedInitializer
            inUntypedInitializer = false
            defer { inUntypedInitializer = untyped }
            return self.call(call, expected: expected)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            if isAssignment(ExprSyntax(infix)) { return refuseExpression(infix, "assignment inside an expression", "assign in its own statement", kind: "expression") }
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
                return refuseExpression(infix, "operator \(infix.operator.trimmedDescription)", "not an operator the importer knows", kind: "operator")
            }
            return binaryOperation(op, left: infix.leftOperand, right: infix.rightOperand, node: infix, context: expected)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let operand = expression(prefix.expression, expected: expected)
            switch prefix.operator.text {
            case "!": return .at(line, "not ") + wrapped(operand)
            case "-": return .at(line, "-") + wrapped(operand)
            case "+": return operand
            case "~": return .at(line, "~") + wrapped(operand)
            default: return refuseExpression(prefix, "prefix operator \(prefix.operator.text)", "not an operator Lua has", kind: "operator")
            }
        }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) {
            let inner = expression(forced.expression, expected: expected, asTarget: asTarget)
            return asTarget ? inner : .at(line, "S.unwrap(") + inner + ")"
        }
        if let optional = expr.as(OptionalChainingExprSyntax.self) {
            if let temp = optionalSubstitutions[optional.id] { return .at(line, temp) }
            return expression(optional.expression, expected: expected)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) { return self.ternary(ternary, expected: expected) }
        if let cast = expr.as(AsExprSyntax.self) {
            let value = expression(cast.expression, expected: nil)
            let typeName = catalog.resolvedTypeName(cast.type.trimmedDescription)
            switch cast.questionOrExclamationMark?.text {
            case "?": return .at(line, "S.cast(") + value + ", \(Self.luaString(typeName)))"
            case "!": return .at(line, "S.forceCast(") + value + ", \(Self.luaString(typeName)))"
            default: return value
            }
        }
        if let isExpr = expr.as(IsExprSyntax.self) {
            return .at(line, "S.is(") + expression(isExpr.expression, expected: nil) + ", \(Self.luaString(catalog.resolvedTypeName(isExpr.type.trimmedDescription))))"
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return .at(line, "(") + expression(only.expression, expected: expected, asTarget: asTarget) + ")"
            }
            let values = LuaCode.at(line, "{ ") + tuple.elements.map { expression($0.expression, expected: nil) }.joined(", ") + " }"
            // `return (.default, .default)` from `-> (width: ModalSize, height: ModalSize)?`: Swift
            // gives the tuple the type's labels, so `size.width` reads it.
            let typeLabels = expected.flatMap(Self.tupleLabels(ofType:)).flatMap { $0.count == tuple.elements.count ? $0 : nil }
            guard tuple.elements.contains(where: { $0.label != nil }) || typeLabels?.contains(where: { !$0.isEmpty }) == true else { return values }
            let labels = tuple.elements.enumerated().map { index, element in
                Self.luaString(element.label.map { Self.luaName($0.text) } ?? typeLabels.map { Self.luaName($0[index]) } ?? "")
            }.joined(separator: ", ")
            return .at(line, "S.tuple(") + values + ", {\(labels)})"
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            if let set = optionSetLiteral(array, expected: expected, line: line) { return set }
            let element = expected.flatMap { $0.hasPrefix("[") && !$0.contains(":") ? String($0.dropFirst().dropLast()) : nil }
            return .at(line, "{") + array.elements.map { expression($0.expression, expected: element) }.joined(", ") + "}"
        }
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .at(line, "{}") }
            return .at(line, "{ ") + elements.map { "[" + expression($0.key, expected: nil) + "] = " + expression($0.value, expected: nil) }.joined(", ") + " }"
        }
        if let closure = expr.as(ClosureExprSyntax.self) { return self.closure(closure) }
        // `Stack<String>` as a value is the generic type itself.
        if let specialized = expr.as(GenericSpecializationExprSyntax.self) { return expression(specialized.expression, expected: expected) }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) { return subscriptAccess(subscriptCall, asTarget: asTarget) }
        if let macro = expr.as(MacroExpansionExprSyntax.self) { return macroExpansion(macro) }
        if expr.is(DiscardAssignmentExprSyntax.self) { return .at(line, "_") }
        if expr.is(SuperExprSyntax.self) { return refuseExpression(expr, "super as a value", "call a method of super instead", kind: "expression") }
        if let ifExpr = expr.as(IfExprSyntax.self) { return valueOfStatement(line) { ifStatement(ifExpr, returnsValue: true) } }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return valueOfStatement(line) { switchStatement(switchExpr, returnsValue: true) } }
        if expr.is(AwaitExprSyntax.self) { return refuseExpression(expr, "await", "async/await has no equivalent on Stagecraft's virtual clock: use completion blocks", kind: "async") }
        if expr.is(TryExprSyntax.self) { return refuseExpression(expr, "try", "Swift errors do not translate: the APIs the Lua binds do not throw", kind: "throws") }
        if expr.is(KeyPathExprSyntax.self) { return refuseExpression(expr, "key path \(expr.trimmedDescription)", "key paths do not translate: use a closure", kind: "key-path") }
        // `&x` passed to a method of the import with an inout parameter: `x`, assigned back after the call (SW5.6).
        if let argument = expr.as(InOutExprSyntax.self), allowedInOutArguments.contains(argument.id) { return expression(argument.expression, expected: expected) }
        if expr.is(InOutExprSyntax.self) { return refuseExpression(expr, "inout argument \(expr.trimmedDescription)", "pass it to a method of the import declaring the parameter inout, or return the new value instead", kind: "inout") }
        return refuseExpression(expr, "expression `\(expr.trimmedDescription.prefix(40))`", "not an expression the importer knows", kind: "expression")
    }

    /// An `if`/`switch` used as a value (Swift 5.9): a function that returns each branch's value.
    private func valueOfStatement(_ line: Int, _ write: () -> Void) -> LuaCode {
        // Inside the function, `break` and `continue` have no loop of their own to leave (Swift
        // does not allow them there either): refused, not jumps out of a function.
        let savedLoops = loops, savedBreaks = breakTargets
        loops = []
        breakTargets = []
        defer { loops = savedLoops; breakTargets = savedBreaks }
        return .at(line, "(function() ") + recorded(write) + " end)()"
    }

    func wrapped(_ code: LuaCode) -> LuaCode {
        code.isSimple || code.text.hasSuffix(")") && code.text.first != "(" && !code.text.contains(" ") ? code : "(" + code + ")"
    }

    // MARK: - Names

    func name(_ reference: DeclReferenceExprSyntax, asTarget: Bool = false) -> LuaCode {
        let line = self.line(reference)
        let swiftName = reference.baseName.text
        if swiftName == "self" {
            // In a static method `self` is the type (`self.defaultDuration`, `Bundle(for: self)`).
            guard let selfName else { return typeReference(type, line: line) }
            return .at(line, selfName)
        }
        let lua = Self.luaName(swiftName)
        if local(lua) != nil { return .at(line, lua) }
        if let refusal = refuseGenericValue(reference, swiftName) { return refusal }
        if type.storedProperties.contains(swiftName) || type.isComputed(swiftName) || type.requirements.contains(swiftName)
            || type.superclass?.hasMember(swiftName) == true || type.mixins.contains(where: { $0.hasMember(swiftName) && !$0.hasMethod(swiftName) }) {
            if type.isStatic(swiftName) { return .at(line, ownerName + "." + lua) }
            guard let selfName else { return .at(line, ownerName + "." + lua) }
            // A protocol's requirement, read in its extension, is the conforming type's (Swift
            // dispatches requirements dynamically; the extension's default is only a fallback,
            // which S.mixin gave the type): PanModal's `shortFormHeight` in its layout helpers.
            let isRequirement = type.isProtocol && type.requirements.contains(swiftName)
            if readsComputedThroughOwner && type.isComputed(swiftName) && !asTarget && !isRequirement {
                return .at(line, "\(ownerName).get_\(lua)(\(selfName))")
            }
            return .at(line, "\(selfName).\(lua)")
        }
        if type.isStatic(swiftName) { return .at(line, ownerName + "." + lua) }
        // SW10.1 A screen that is its navigation controller's delegate declares
        // `navigationController(_:animationControllerFor:from:to:)` beside UIViewController's
        // `navigationController`: the bare name is the property, as Swift reads it.
        let isUIKitProperty = reference.argumentNames == nil && selfLuaClass.map { api.isProperty(swiftName, luaClass: $0) } == true
        if type.hasMethod(swiftName), let selfName, !isUIKitProperty {
            let method = methodName(swiftName, labels: reference.argumentNames?.arguments.map { $0.name.text } ?? [], in: type)
            // A method as a value: a closure, in parentheses so that it is a prefix expression
            // wherever the name stood (`f.x`, `f(…)` are Lua only with them).
            if selfIsUIKitObject { return .at(line, "(function(...) return \(ownerName).\(method)(\(selfName), ...) end)") }
            return .at(line, "(function(...) return \(selfName):\(method)(...) end)")
        }
        if let uikit = selfLuaClass, selfName != nil, api.isProperty(swiftName, luaClass: uikit) {
            return .at(line, "self.\(lua)")
        }
        // A view subclass's own `accessibilityIdentifier = "dim"`: its name, as `view.accessibilityIdentifier` is.
        if let uikit = selfLuaClass, selfName != nil, let renamed = APIRenames.properties[swiftName], api.isProperty(renamed, luaClass: uikit) {
            return .at(line, "self.\(renamed)")
        }
        // A computed property an imported extension gives `self`'s UIKit class (`isPanModalPresented`
        // of `extension UIViewController`, read in `extension P where Self: UIViewController` or in a screen).
        if let selfName, let owner = selfExtensionOwner(of: swiftName) {
            return typeReference(owner, line: line) + ".get_\(lua)(\(selfName))"
        }
        if let info = catalog[swiftName] { return typeReference(info, line: line) }
        if catalog.isGlobal(swiftName) { return .at(line, lua) }
        if api.globals.contains(swiftName) || api.globalFunctions.contains(swiftName) { return .at(line, swiftName) }
        if swiftName == "print" { return .at(line, "print") }
        if swiftName.first?.isUppercase ?? false {
            return refuseExpression(reference, "type \(swiftName)", "neither imported nor in the Lua API (docs/lua-api.md); import the file that declares it", kind: "api")
        }
        if type.role == .helper, let base = type.inherited.first, base.hasPrefix("UI") || base.hasPrefix("CA") {
            return refuseExpression(reference, "name '\(swiftName)' (\(base)'s, inherited)", "subclasses of UIKit classes do not translate yet: their UIKit members are not reachable from a Lua class", kind: "view-subclass")
        }
        return refuseExpression(reference, "name '\(swiftName)'", "not declared in the imported files", kind: "unknown-name")
    }

    /// The imported extension of `self`'s UIKit class (the class a protocol extension constrains
    /// `Self` to, a screen's controller class, a view's UIView) that adds the computed property `name`.
    /// The extension of a UIKit class being translated, when `name` is a computed property it adds:
    /// `self` there is UIKit's object, which has no such member, so the property is the extension's
    /// getter and setter (SW11.2).
    func ownComputedOfUIKitExtension(_ name: String) -> TypeCatalog.TypeInfo? {
        type.isExternal && !type.isProtocol && type.computedProperties.contains(name) && !type.isStatic(name) ? type : nil
    }

    func selfExtensionOwner(of name: String) -> TypeCatalog.TypeInfo? {
        var candidates = type.selfConstraint.map { [$0] } ?? []
        if type.role == .screen { candidates += type.allInherited.filter { $0.hasPrefix("UI") } + ["UIViewController"] }
        if type.role == .view { candidates += ["UIView"] }
        return candidates.lazy.compactMap { self.catalog[$0] }.first { $0.isExternal && $0.computedProperties.contains(name) }
    }

    // MARK: - Members

    static let typeNumbers: [String: String] = [
        "pi": "math.pi", "infinity": "math.huge", "greatestFiniteMagnitude": "1.7976931348623157e308",
        "leastNormalMagnitude": "2.2250738585072014e-308", "leastNonzeroMagnitude": "4.9406564584124654e-324",
        "max": "math.maxinteger", "min": "math.mininteger", "ulpOfOne": "2.220446049250313e-16",
    ]
    static let numberTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "TimeInterval", "CFTimeInterval", "Float64"]
    /// The value type a contextual `.zero`/`.identity` means, from the property or type it goes to.
    static let geometryOfContext: [String: String] = [
        "CGRect": "CGRect", "CGPoint": "CGPoint", "CGSize": "CGSize", "CGAffineTransform": "CGAffineTransform", "UIEdgeInsets": "UIEdgeInsets",
        "CATransform3D": "CATransform3D", "CGVector": "CGVector",
        "frame": "CGRect", "bounds": "CGRect", "center": "CGPoint", "origin": "CGPoint", "contentOffset": "CGPoint", "size": "CGSize",
        "transform": "CGAffineTransform", "transform3D": "CATransform3D", "contentInset": "UIEdgeInsets", "additionalSafeAreaInsets": "UIEdgeInsets",
        "anchorPoint": "CGPoint", "shadowOffset": "CGSize", "preferredContentSize": "CGSize", "sublayerTransform": "CATransform3D",
        "withCapInsets": "UIEdgeInsets", "insets": "UIEdgeInsets",
    ]

    func memberAccess(_ member: MemberAccessExprSyntax, expected: String?) -> LuaCode {
        let line = self.line(member)
        let swiftName = member.declName.baseName.text
        let lua = Self.luaName(swiftName)
        // `value.self` (SideMenu's `String(describing: self.self)`) is the value itself (SW5.8); a
        // type's `T.self` is left to the rules for types.
        if swiftName == "self", let base = member.base, let first = base.trimmedDescription.split(separator: ".").last?.first,
           first.isLowercase || first == "_" {
            return expression(base, expected: expected)
        }
        // `UIView.self`, `T.self`: a metatype, which has no Lua value (it would read as the enum
        // case "self"). `String(describing: Cell.self)`, a type's name, is translated by the call.
        if swiftName == "self", let base = member.base {
            return refuseExpression(member, "\(base.trimmedDescription).self", "a metatype has no Lua value; `String(describing: Type.self)` of a named type is its name", kind: "metatype")
        }
        guard let base = member.base else {
            // `.to`, `.curveEaseIn`: UIKit's enums are strings in Lua; `.zero` needs its type.
            if swiftName == "zero" || swiftName == "identity" || swiftName == "null" || swiftName == "infinite" {
                let candidate = expected.map { $0.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") }
                guard let global = candidate.flatMap({ Self.geometryOfContext[$0] }) else {
                    if swiftName == "identity" { return .at(line, "CGAffineTransform.identity") }
                    return refuseExpression(member, ".\(swiftName)", "its type is not clear here: write CGPoint.\(swiftName), CGRect.\(swiftName) or CGSize.\(swiftName)", kind: "type-inference")
                }
                return .at(line, global == "CATransform3D" && swiftName == "identity" ? "CATransform3DIdentity" : "\(global).\(swiftName)")
            }
            // `.dim` where an imported extension gives a UIKit type that static member.
            let wanted = expected?.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            // `var presentationStyle: SideMenuPresentationStyle = .viewSlideOut`: a static member of
            // the import's class (or struct) the context names, not an enum case.
            if let wanted, let info = catalog[wanted], !info.isExternal, info.kind != .enum, info.isStatic(swiftName) {
                return typeReference(info, line: line) + (info.computedProperties.contains(swiftName) ? ".get_\(lua)()" : ".\(lua)")
            }
            if let owner = catalog.allTypes.first(where: { $0.isExternal && $0.isStatic(swiftName) && (wanted == nil || $0.name == wanted) }) {
                return typeReference(owner, line: line) + (owner.computedProperties.contains(swiftName) ? ".get_\(lua)()" : ".\(lua)")
            }
            // `.leastNonzeroMagnitude` (SideMenu's `statusBarEndAlpha > .leastNonzeroMagnitude`): only
            // a number has these; `.max`/`.min` may be an enum's cases.
            if Self.typeNumbers[swiftName] != nil, !["max", "min"].contains(swiftName) {
                return .at(line, Self.typeNumbers[swiftName] ?? "nil")
            }
            return .at(line, Self.luaString(swiftName))
        }
        if let optional = base.as(OptionalChainingExprSyntax.self), optionalSubstitutions[optional.id] == nil {
            // `presentingViewController?.activeViewController`: a computed property an imported
            // extension adds to a UIKit class is that extension's getter, as without the `?`
            // (a protocol's extension is reached through the conforming object: its requirements
            // are dispatched dynamically).
            if let owner = exactExtensionOwner(ofComputed: swiftName, on: base) ?? (isBoundProperty(swiftName) ? nil : extensionOwner(ofComputed: swiftName, on: base)),
               !owner.isProtocol {
                let reference = owner === type ? LuaCode.at(line, ownerName) : typeReference(owner, line: line)
                return optionalMember(optional, line: line) { inner in reference + ".get_\(lua)(" + inner + ")" }
            }
            return optionalMember(optional, line: line) { inner in Int(swiftName).map { inner + "[\($0 + 1)]" } ?? inner + "." + lua }
        }
        if base.is(SuperExprSyntax.self) {
            // An overridable property of a controller role (`super.presentedView` in an override of
            // `presentedView`): the base class's value, not the override's.
            if type.role.receivesUIKitSelf, let callback = Self.roleCallback(base: swiftName, labels: [], role: type.role) {
                return .at(line, "self:super(\(Self.luaString(callback)))")
            }
            // `override var isHidden: Bool { super.isHidden }` where an imported extension of the
            // UIKit class adds `isHidden` (SideMenu): the extension's getter, not the override again.
            if type.role.receivesUIKitSelf, type.isComputed(swiftName), let owner = selfExtensionOwner(of: swiftName) {
                return typeReference(owner, line: line) + ".get_\(lua)(self)"
            }
            return .at(line, "self.\(lua)")
        }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let baseName = selfTypeName(reference.baseName.text)
            if local(Self.luaName(baseName)) == nil, !type.hasMember(baseName) {
                if Self.numberTypes.contains(baseName), let number = Self.typeNumbers[swiftName] { return .at(line, number) }
                if let info = catalog[baseName], !info.isExternal || info.hasMember(swiftName) || info.isStatic(swiftName) {
                    if info.kind == .enum, info.enumCases[swiftName] == 0 { return .at(line, Self.luaString(swiftName)) }
                    // `PresentrConstants.Values`: a nested type is a module of its own (by its simple name).
                    if !info.hasMember(swiftName), !info.isStatic(swiftName), info.enumCases[swiftName] == nil, let nested = catalog[swiftName] {
                        return typeReference(nested, line: line)
                    }
                    // A computed static (`Spot.origin`, `static var origin: Spot { … }`) is its getter,
                    // as `.origin` is where the context names the type (it had read a nil field).
                    if info.isExternal || info.isStatic(swiftName), info.computedProperties.contains(swiftName) { return typeReference(info, line: line) + ".get_\(lua)()" }
                    return typeReference(info, line: line) + "." + lua
                }
                if api.globals.contains(baseName) {
                    if api.statics[baseName]?.contains(swiftName) == true { return .at(line, "\(baseName).\(lua)") }
                    if swiftName == "identity", baseName == "CATransform3D" { return .at(line, "CATransform3DIdentity") }
                }
                if baseName.first?.isUppercase ?? false {
                    // Where a Bool is wanted it is no enum case but a static property the Lua API
                    // lacks (`!UIAccessibility.isReduceMotionEnabled`): a string would always be true.
                    if expected == "Bool", swiftName.first?.isLowercase ?? false {
                        return refuseExpression(member, "\(baseName).\(swiftName)", "not in the Lua API (docs/lua-api.md)", kind: "api")
                    }
                    // `UIRectEdge.left`, `UIViewAnimatingPosition.end`: a case, a string in Lua.
                    if swiftName.first?.isLowercase ?? false, !(api.statics[baseName]?.isEmpty == false && swiftName == "main") {
                        return .at(line, Self.luaString(swiftName))
                    }
                }
            }
        }
        if let refusal = inheritedUIKitMember(member, base: base, name: swiftName, isMethod: false) { return refusal }
        // `UIView.AnimationOptions.curveEaseIn`, `UIView.KeyframeAnimationOptions.calculationModeCubic`
        if let nested = base.as(MemberAccessExprSyntax.self), nested.base?.as(DeclReferenceExprSyntax.self).map({ $0.baseName.text.first?.isUppercase ?? false && api.globals.contains($0.baseName.text) }) == true,
           nested.declName.baseName.text.first?.isUppercase ?? false {
            return .at(line, Self.luaString(swiftName))
        }
        // SW10.2 `label.font.pointSize`: a font is its size in the Lua API (`label.fontSize`).
        if swiftName == "pointSize", let font = base.as(MemberAccessExprSyntax.self), font.declName.baseName.text == "font",
           !catalog.allTypes.contains(where: { $0.hasMember("font") }) {
            return expression(base, expected: nil)
        }
        var receiver = expression(base, expected: nil)
        // A literal receiver (`1.y`, `"s".count`, `{…}.x`) needs parentheses in Lua.
        if let first = receiver.text.first, first.isNumber || first == "\"" || first == "{" || first == "-" { receiver = "(" + receiver + ")" }
        // Tuples: `.0` is the first element.
        if let index = Int(swiftName) { return receiver + "[\(index + 1)]" }
        switch swiftName {
        // A type of the import declaring its own `count`, `first`, `last` (SW5.9): its property, not a length.
        case _ where ["count", "first", "last", "isEmpty"].contains(swiftName) && declaresOwnMember(swiftName, on: base): return receiver + "." + lua
        case "count" where !isBoundProperty(swiftName): return .at(line, "#") + wrapped(receiver)
        case "isEmpty":
            if let setType = optionSetType(named: inferredType(base), line: line) { return .at(line, "S.setAlgebra(") + setType + ", \"isEmpty\", " + receiver + ")" }
            return .at(line, "(#") + wrapped(receiver) + " == 0)"
        case "first" where !isBoundProperty(swiftName): return wrapped(receiver) + "[1]"
        case "last" where !isBoundProperty(swiftName): return .at(line, "S.last(") + receiver + ")"
        case "description": return .at(line, "S.str(") + receiver + ")"
        case "rawValue":
            if let enumType = inferredType(base), let info = catalog[enumType.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")], info.kind == .enum {
                return typeReference(info, line: line) + ".__byName[" + receiver + "]"
            }
            return .at(line, "S.rawValue(") + receiver + ")"
        default: break
        }
        if base.is(DeclReferenceExprSyntax.self), base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
           readsComputedThroughOwner, type.isComputed(swiftName) {
            return .at(line, "\(ownerName).get_\(lua)(") + receiver + ")"
        }
        // An enum's computed property: its cases are strings, so it is read through the enum.
        if let enumType = inferredType(base).flatMap({ catalog[$0.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")] }),
           enumType.kind == .enum, enumType.computedProperties.contains(swiftName) {
            return typeReference(enumType, line: line) + ".get_\(lua)(" + receiver + ")"
        }
        if !isBoundProperty(swiftName), let owner = catalog.allTypes.first(where: { $0.kind == .enum && $0.computedProperties.contains(swiftName) }),
           !catalog.allTypes.contains(where: { $0.kind != .enum && $0.hasMember(swiftName) }) {
            return typeReference(owner, line: line) + ".get_\(lua)(" + receiver + ")"
        }
        // A computed property an imported extension adds to a UIKit type.
        // Not a requirement of the protocol the extension extends (`source.animationDuration` with
        // `source: ZoomTransitionSourceDelegate`): the conforming object's, its own or the default (SW8.3).
        if let owner = exactExtensionOwner(ofComputed: swiftName, on: base) ?? (isBoundProperty(swiftName) ? nil : extensionOwner(ofComputed: swiftName, on: base)),
           owner !== type || !base.is(DeclReferenceExprSyntax.self), !(owner.isProtocol && catalog.protocolRequires(owner.name, swiftName)) {
            return typeReference(owner, line: line) + ".get_\(lua)(" + receiver + ")"
        }
        if let renamed = APIRenames.properties[swiftName], !catalog.allTypes.contains(where: { $0.hasMember(swiftName) }) {
            return receiver + "." + renamed
        }
        // A controller's `restorationIdentifier` is its name (a view's is not: its name is its accessibilityIdentifier).
        if let renamed = APIRenames.controllerProperties[swiftName], let receiverType = inferredType(base),
           ["ViewController", "NavigationController", "TabBarController"].contains(where: { receiverType.replacingOccurrences(of: "?", with: "").hasSuffix($0) }) {
            return receiver + "." + renamed
        }
        if let uikitClass = uikitReceiverLacking(swiftName, on: base) {
            return refuseExpression(member.declName, "property \(swiftName) of \(uikitClass)", "not in the Lua API (docs/lua-api.md) nor added by an extension of the import", kind: "api")
        }
        if !knownMember(swiftName) {
            return refuseExpression(member.declName, "property \(swiftName)", "not in the Lua API (docs/lua-api.md) nor in the imported types", kind: "api")
        }
        return receiver + "." + lua
    }

    func isBoundProperty(_ name: String) -> Bool { api.anyProperty.contains(name) }

    /// `Self` as a member's base (`Self.cornerRadius`, `Self.make()`) is the type being translated
    /// (in a protocol's extension it is the conforming type, which is not known here).
    func selfTypeName(_ name: String) -> String {
        name == "Self" && !type.isProtocol && !type.isExternal ? type.name : name
    }

    /// A member name some bound class, value type or imported type has.
    /// The element labels of a tuple type's text (`(width: ModalSize, height: ModalSize)?` →
    /// `["width", "height"]`, `""` for an unlabeled element); nil when it is not a tuple type.
    static func tupleLabels(ofType text: String) -> [String]? {
        var type = text.trimmingCharacters(in: .whitespaces)
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        guard type.hasPrefix("("), type.hasSuffix(")"), type.count > 2 else { return nil }
        var elements: [String] = [], current = "", depth = 0
        for character in type.dropFirst().dropLast() {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                elements.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        elements.append(current)
        guard elements.count > 1, depth == 0 else { return nil }
        return elements.map { element in
            let parts = element.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, !parts[0].contains("->") else { return "" }
            let label = parts[0].trimmingCharacters(in: .whitespaces)
            return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? label : ""
        }
    }

    func knownMember(_ name: String) -> Bool {
        if api.isProperty(name, luaClass: nil) || api.anyMethod.contains(name) { return true }
        for info in catalog.allTypes where info.hasMember(name) || info.enumCases[name] != nil || info.isStatic(name) { return true }
        // A requirement of one of the files' protocols (`var interactionPhase: Phase? { get set }`):
        // a value typed by the protocol has it, whichever type conforms.
        if catalog.protocols.values.contains(where: { $0.requirements.contains(name) }) { return true }
        // `offset` and `element`: the labels of `enumerated()`'s pairs.
        return ["rawValue", "hashValue", "className", "offset", "element"].contains(name) || catalog.tupleLabels.contains(name)
    }

    /// Whether `base`'s static type (`self`'s, or an imported class or struct) declares a stored or
    /// computed property `name` of its own.
    func declaresOwnMember(_ name: String, on base: ExprSyntax) -> Bool {
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", selfName != nil {
            return type.kind != .enum && (type.storedProperties.contains(name) || type.isComputed(name))
        }
        guard let written = inferredType(base), !written.hasPrefix("["),
              let info = catalog[written.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")],
              !info.isExternal, info.kind != .enum else { return false }
        return info.storedProperties.contains(name) || info.isComputed(name)
    }

    /// `a?.rest`: nil when `a` is, else the rest, with `a` evaluated once.
    func optionalMember(_ optional: OptionalChainingExprSyntax, line: Int, rest: (LuaCode) -> LuaCode) -> LuaCode {
        var base = expression(optional.expression, expected: nil)
        if let first = base.text.first, first.isNumber || first == "\"" || first == "{" || first == "-" { base = "(" + base + ")" }
        // Not `(a ~= nil and rest or nil)`: a rest that is `false` (`menu?.isHidden == false`)
        // would read as nil (SW5.3).
        if base.isSimple { return .at(line, "(function() if ") + base + " == nil then return nil end return " + rest(base) + " end)()" }
        let temp = temporary("opt")
        return .at(line, "(function() local \(temp) = ") + base + " if \(temp) == nil then return nil end return " + rest(LuaCode(temp)) + " end)()"
    }

    // MARK: - Strings and subscripts

    func stringLiteral(_ string: StringLiteralExprSyntax) -> LuaCode {
        let line = self.line(string)
        var parts: [LuaCode] = []
        var text = ""
        for segment in string.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += Self.unescape(plain.content.text)
            } else if let interpolated = segment.as(ExpressionSegmentSyntax.self) {
                if !text.isEmpty { parts.append(LuaCode(Self.luaString(text))); text = "" }
                if let first = interpolated.expressions.first {
                    parts.append("S.str(" + expression(first.expression, expected: nil) + ")")
                }
            }
        }
        if !text.isEmpty || parts.isEmpty { parts.append(LuaCode(Self.luaString(text))) }
        if parts.count == 1 { return .at(line, "") + parts[0] }
        return .at(line, "(") + parts.joined(" .. ") + ")"
    }

    /// A Swift string literal segment's text: `\n`, `\t`, `\r`, `\0`, `\"`, `\\`, `\'` and `\u{…}`.
    static func unescape(_ text: String) -> String {
        var out = "", characters = Array(text), index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            guard character == "\\", index < characters.count else { out.append(character); continue }
            let escaped = characters[index]
            index += 1
            switch escaped {
            case "n": out += "\n"
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "u" where index < characters.count && characters[index] == "{":
                let close = characters[index...].firstIndex(of: "}") ?? characters.count
                let hex = String(characters[(index + 1)..<min(close, characters.count)])
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { out.unicodeScalars.append(scalar) }
                index = min(close + 1, characters.count)
            default: out.append(escaped)
            }
        }
        return out
    }

    /// `[K: V]`, not `[(a: T, b: U)]` (an array of tuples with labels): a colon outside the
    /// element's parentheses.
    static func isDictionaryType(_ text: String) -> Bool {
        guard text.hasPrefix("[") else { return false }
        var depth = 0
        for character in text.dropFirst() {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }

    func subscriptAccess(_ access: SubscriptCallExprSyntax, asTarget: Bool) -> LuaCode {
        let line = self.line(access)
        let base = expression(access.calledExpression, expected: nil)
        guard access.arguments.count == 1, let argument = access.arguments.first else {
            return refuseExpression(access, "subscript with \(access.arguments.count) arguments", "one index only", kind: "subscript")
        }
        let baseType = inferredType(access.calledExpression)
        let isDictionary = baseType.map(Self.isDictionaryType) ?? false
        if isDictionary { return wrapped(base) + "[" + expression(argument.expression, expected: nil) + "]" }
        if let literal = argument.expression.as(IntegerLiteralExprSyntax.self), let index = Int(literal.literal.text) {
            return asTarget ? wrapped(base) + "[\(index + 1)]" : .at(line, "S.at(") + base + ", \(index))"
        }
        let index = expression(argument.expression, expected: "Int")
        return asTarget ? wrapped(base) + "[" + index + " + 1]" : .at(line, "S.at(") + base + ", " + index + ")"
    }

    func macroExpansion(_ macro: MacroExpansionExprSyntax) -> LuaCode {
        let line = self.line(macro)
        switch macro.macroName.text {
        case "selector":
            guard let argument = macro.arguments.first?.expression else { return refuseExpression(macro, "#selector", "no method named", kind: "selector") }
            return selectorFunction(argument, target: nil)
        case "line": return .at(line, "\(line)")
        case "file", "fileID", "filePath": return .at(line, Self.luaString(file.path))
        case "function": return .at(line, "\"\"")
        default: return refuseExpression(macro, "macro #\(macro.macroName.text)", "macros do not translate", kind: "macro")
        }
    }

    /// `#selector(handle(_:))` with a target: a function calling the target's method with the
    /// sender, which is how the Lua API takes gesture actions.
    func selectorFunction(_ selector: ExprSyntax, target: ExprSyntax?) -> LuaCode {
        let line = self.line(selector)
        var methodBase = selector.trimmedDescription
        var labels: [String] = []
        if let reference = selector.as(DeclReferenceExprSyntax.self) {
            methodBase = reference.baseName.text
            labels = reference.argumentNames?.arguments.map { $0.name.text } ?? []
        } else if let member = selector.as(MemberAccessExprSyntax.self) {
            methodBase = member.declName.baseName.text
            labels = member.declName.argumentNames?.arguments.map { $0.name.text } ?? []
        }
        let receiver: LuaCode
        var owner: TypeCatalog.TypeInfo? = type
        if let target, !(target.as(DeclReferenceExprSyntax.self)?.baseName.text == "self") {
            receiver = expression(target, expected: nil)
            owner = catalog.allTypes.first { $0.hasMethod(methodBase) }
        } else {
            receiver = LuaCode(selfName ?? "self")
        }
        let method = owner.map { methodName(methodBase, labels: labels, in: $0) } ?? Self.luaName(methodBase)
        if receiver.isSimple { return .at(line, "(function(...) return ") + receiver + ":\(method)(...) end)" }
        let temp = temporary("target")
        return .at(line, "(function() local \(temp) = ") + receiver + " return function(...) return \(temp):\(method)(...) end end)()"
    }

    // MARK: - Closures

    func closure(_ closure: ClosureExprSyntax) -> LuaCode {
        let line = self.line(closure)
        // A closure in an init an extension adds to a UIKit class returns its own values, not `self`.
        let savedInit = uikitExtensionInit, savedInOuts = inoutParameters
        uikitExtensionInit = nil
        inoutParameters = []
        defer { uikitExtensionInit = savedInit; inoutParameters = savedInOuts }
        var parameters: [String] = []
        if let signature = closure.signature {
            if let clause = signature.parameterClause {
                switch clause {
                case .simpleInput(let list): parameters = list.map { Self.luaName($0.name.text) }
                case .parameterClause(let params): parameters = params.parameters.map { Self.luaName(($0.secondName ?? $0.firstName).text) }
                }
            }
            if signature.effectSpecifiers?.asyncSpecifier != nil {
                return refuseExpression(closure, "async closure", "async/await has no equivalent on Stagecraft's virtual clock", kind: "async")
            }
        } else {
            // `$0`, `$1`: as many parameters as the highest one used.
            var highest = -1
            for token in closure.statements.tokens(viewMode: .sourceAccurate) {
                if case .dollarIdentifier(let text) = token.tokenKind, let number = Int(text.dropFirst()) { highest = max(highest, number) }
            }
            if highest >= 0 { parameters = (0...highest).map { "_\($0)" } }
        }
        let savedLoops = loops, savedBreaks = breakTargets, savedDefers = deferList
        loops = []
        breakTargets = []
        deferList = nil
        pushScope()
        parameters.forEach { declare($0) }
        // The body is written line by line into the module; the closure is the code between.
        let body = captureStatements(closure.statements, implicitReturn: true)
        popScope()
        loops = savedLoops
        breakTargets = savedBreaks
        deferList = savedDefers
        return .at(line, "function(\(parameters.joined(separator: ", ")))") + body + .at(self.line(closure.rightBrace), " end")
    }

    /// Statements written as code with their lines (for a closure inside an expression).
    func captureStatements(_ items: CodeBlockItemListSyntax, implicitReturn: Bool) -> LuaCode {
        recorded {
            if items.contains(where: { $0.item.is(DeferStmtSyntax.self) }) {
                let list = temporary("defers")
                deferList = list
                out.statement(.at(line(items), "local \(list) = {}"))
            }
            statements(items, implicitReturn: implicitReturn && items.count == 1)
            if let list = deferList { out.statement(.at(endLine(of: items), "S.runDefers(\(list))")) }
        }
    }

    /// What `write` gives the writer, as code with its lines instead (nested in an expression).
    func recorded(_ write: () -> Void) -> LuaCode {
        let recorder = CodeRecorder()
        let saved = out.recorder
        out.recorder = recorder
        write()
        out.recorder = saved
        return recorder.code
    }
}

/// Collects what a `LuaLines` is given, as code with lines, for a closure's body.
final class CodeRecorder {
    var code = LuaCode()
}
