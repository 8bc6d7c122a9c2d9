import SwiftSyntax

/// SW9: a value-type property of a UIKit object changed in place. In Swift `nav.viewControllers`
/// is a `var` holding an array, a value: `nav.viewControllers.append(vc)` reads the array, appends
/// to the copy, and writes it back through the setter (`setViewControllers(_:animated: false)`).
/// The Lua API's getters hand out copies too (a new table each read), so an in-place change of
/// the read value would be lost without a word; it is translated as Swift's read–modify–write
/// (`S.modify`), the receiver evaluated once, or refused where Swift would not compile it (a
/// get-only property) or the Lua API cannot write it back (no setter).
extension Translator {
    /// Array's mutating methods (the ones `mutatingCollectionCall` translates).
    static let mutatingArrayMethods: Set<String> = ["append", "insert", "remove", "removeLast", "removeFirst", "removeAll", "swapAt", "sort", "reverse"]

    /// Properties whose Swift setter is a method of the Lua API: Apple documents assigning
    /// `viewControllers` as `setViewControllers(_:animated:)` with `animated` false.
    static let setterMethods: [String: (method: String, extraArguments: String)] = [
        "viewControllers": ("setViewControllers", ", false"),
    ]

    /// What to use instead of changing a get-only property, for the message.
    static let getOnlyAdvice: [String: String] = [
        "subviews": "use addSubview(_:), insertSubview(_:at:) or removeFromSuperview()",
        "children": "use addChild(_:) and removeFromParent()",
        "constraints": "use addConstraint(_:) / NSLayoutConstraint.activate(_:)",
    ]

    /// A property of a UIKit object that a mutation reaches: `holder.name`, or `name` alone in a
    /// subclass of a UIKit class (the holder is `self`).
    struct UIKitPropertyAccess {
        let holder: ExprSyntax?
        let name: String
        /// UIKit's Swift type of the holder (`UINavigationController`), when known.
        let holderType: String?
    }

    /// `expr` as a UIKit object's property holding a value an array method can change; nil for an
    /// imported type's own property (a Lua table the object owns: changed in place, as before).
    func uikitArrayProperty(_ expr: ExprSyntax) -> UIKitPropertyAccess? {
        let holder: ExprSyntax?, name: String, holderType: String?
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            var typed = base
            if let chained = typed.as(OptionalChainingExprSyntax.self) { typed = chained.expression }
            if let forced = typed.as(ForceUnwrapExprSyntax.self) { typed = forced.expression }
            if typed.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                guard !type.hasMember(name) else { return nil }
                holderType = uikitSuperclassName
            } else {
                let declared = inferredType(typed)?.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
                if let declared, let info = catalog[declared] {
                    guard info.isExternal, !info.hasMember(name) else { return nil }
                    holderType = info.name
                } else {
                    holderType = declared
                }
            }
            holder = base
        } else if let reference = expr.as(DeclReferenceExprSyntax.self), selfName != nil {
            name = reference.baseName.text
            guard local(Self.luaName(name)) == nil, !type.hasMember(name), let superclass = uikitSuperclassName else { return nil }
            holder = nil
            holderType = superclass
        } else {
            return nil
        }
        // An imported type declaring a stored property of that name may be the holder: not UIKit's.
        if holderType == nil, catalog.allTypes.contains(where: { !$0.isExternal && $0.storedProperties.contains(name) }) { return nil }
        let luaClass = holderType.flatMap(api.luaClass(ofGlobal:))
        guard api.isProperty(name, luaClass: luaClass), !APIMapping.valueFields.contains(name) else { return nil }
        // Only a value the method can change: an array as Apple declares it (any UIKit class's
        // when the holder's is not known).
        let declared = holderType.flatMap { UIKitInterface.propertyType(name, of: $0) }
            ?? UIKitInterface.propertyTypes.values.lazy.compactMap { $0[name] }.first
        if let declared, !declared.hasPrefix("[") { return nil }
        return UIKitPropertyAccess(holder: holder, name: name, holderType: holderType)
    }

    /// The nearest UIKit class the type being written inherits from, if any.
    var uikitSuperclassName: String? {
        // `extension UITabBarController { … self.viewControllers … }`: the extended class itself.
        if type.isExternal { return UIKitInterface.propertyTypes[type.name] != nil || UIKitInterface.superclasses[type.name] != nil ? type.name : nil }
        var current: TypeCatalog.TypeInfo? = type, steps = 0
        while let info = current, steps < 64 {
            if let first = info.inherited.first.map({ String($0.prefix { $0 != "<" }) }), UIKitInterface.propertyTypes[first] != nil || UIKitInterface.superclasses[first] != nil {
                return first
            }
            current = info.superclass
            steps += 1
        }
        return nil
    }

    /// How the changed value goes back: a Lua function `function(o, v) … end` writing `v` to the
    /// holder `o`, or the refusal's code when it cannot.
    func writeBack(_ access: UIKitPropertyAccess, node: some SyntaxProtocol) -> (write: LuaCode?, refusal: LuaCode?) {
        let name = access.name, owner = access.holderType ?? "UIKit"
        if UIKitInterface.isGetOnly(name, of: access.holderType) {
            let advice = Self.getOnlyAdvice[name].map { ": " + $0 } ?? ""
            return (nil, refuseExpression(node, "change of \(name)", "\(name) is get-only in \(owner): Swift does not compile a change to it\(advice)", kind: "get-only"))
        }
        let luaClass = access.holderType.flatMap(api.luaClass(ofGlobal:))
        let classes = luaClass.map { [$0] } ?? api.properties.filter { $0.value.contains(name) }.map(\.key)
        if !classes.isEmpty, classes.allSatisfy({ api.settable[$0]?.contains(name) == true }) {
            return (LuaCode("function(o, v) o.\(Self.luaName(name)) = v end"), nil)
        }
        if let setter = Self.setterMethods[name], let luaClass, api.methods[luaClass]?.contains(setter.method) == true {
            return (LuaCode("function(o, v) o:\(setter.method)(v\(setter.extraArguments)) end"), nil)
        }
        if luaClass == nil, Self.setterMethods[name] != nil {
            return (nil, refuseExpression(node, "change of \(name)", "the type of its holder is not known here, and UIKit's classes write \(name) differently: declare it (`let nav: UINavigationController`)", kind: "type-inference"))
        }
        return (nil, refuseExpression(node, "change of \(name)", "the Lua API has no setter for \(owner).\(name), so the changed value could not be written back (docs/lua-api.md)", kind: "api"))
    }

    /// The Lua of the holder, once: `self` for a bare name.
    func holderCode(_ access: UIKitPropertyAccess) -> LuaCode {
        guard let holder = access.holder else { return LuaCode(selfName ?? "self") }
        return expression(holder, expected: nil)
    }

    /// `holder.name.method(args)`: `S.modify(holder, "name", write, function(a, …) <change a> end, args…)`;
    /// nil when the call is not a mutation of a UIKit object's property.
    func propertyMutationCall(_ base: ExprSyntax, _ method: String, _ arguments: [Argument], _ written: [String], call: FunctionCallExprSyntax) -> LuaCode? {
        guard Self.mutatingArrayMethods.contains(method) else { return nil }
        // `view.gestureRecognizers?.append(g)`: the optional array changed when there is one;
        // `nav.viewControllers!.append(vc)` as Swift's force unwrap (a nil fails in the change).
        var property = base, helper = "S.modify("
        if let chained = base.as(OptionalChainingExprSyntax.self) {
            property = chained.expression
            helper = "S.modifyIfPresent("
        } else if let forced = base.as(ForceUnwrapExprSyntax.self) {
            property = forced.expression
        }
        guard let access = uikitArrayProperty(property) else {
            return helper == "S.modify(" ? computedMutationCall(property, method, arguments, written, line: line(call)) : nil
        }
        let line = self.line(call)
        let array = temporary("array"), parameters = arguments.indices.map { _ in temporary("arg") }
        guard let change = mutatingCollectionCall(LuaCode(array), method, written, parameters.map { LuaCode($0) }, line: line) else { return nil }
        let (write, refusal) = writeBack(access, node: property)
        guard let write else { return refusal }
        let values = positional(arguments)
        let rest: (LuaCode) -> LuaCode = { holder in
            .at(line, helper) + holder + ", \(Self.luaString(Self.luaName(access.name))), " + write + ", function(" + ([array] + parameters).joined(separator: ", ")
                + ") return " + change + " end" + values.map { ", " + $0 }.reduce(LuaCode(), +) + ")"
        }
        // `nav?.viewControllers.removeLast()` as a value: nil when `nav` is, as Swift's chain.
        if let optional = access.holder?.as(OptionalChainingExprSyntax.self), optionalSubstitutions[optional.id] == nil {
            return optionalMember(optional, line: line, rest: rest)
        }
        return rest(holderCode(access))
    }

    /// `holder.name[i] = v`, `holder.name += list` and `holder.name = list` on a UIKit object's
    /// array property: read, changed, written back through the setter (or the setter alone).
    func propertyMutationAssignment(_ infix: InfixOperatorExprSyntax) -> LuaCode? {
        let line = self.line(infix)
        let isPlain = infix.operator.is(AssignmentExprSyntax.self)
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        if let element = infix.leftOperand.as(SubscriptCallExprSyntax.self), isPlain, element.arguments.count == 1,
           let index = element.arguments.first, let access = uikitArrayProperty(element.calledExpression) {
            let (write, refusal) = writeBack(access, node: element.calledExpression)
            guard let write else { return refusal }
            let array = temporary("array"), position = temporary("index"), value = temporary("value")
            return .at(line, "S.modify(") + holderCode(access) + ", \(Self.luaString(Self.luaName(access.name))), " + write
                + ", function(\(array), \(position), \(value)) S.setAt(\(array), \(position), \(value)) end, "
                + expression(index.expression, expected: "Int") + ", " + expression(infix.rightOperand, expected: nil) + ")"
        }
        guard isPlain || op == "+=", let access = uikitArrayProperty(infix.leftOperand) else { return nil }
        if isPlain {
            // Only a setter that is a method of the Lua API (`viewControllers`) differs from the
            // ordinary assignment (which the bridge refuses, at its line, for a property it cannot set).
            guard let setter = Self.setterMethods[access.name], let luaClass = access.holderType.flatMap(api.luaClass(ofGlobal:)),
                  api.methods[luaClass]?.contains(setter.method) == true, api.settable[luaClass]?.contains(access.name) != true else { return nil }
            let write = LuaCode("function(o, v) o:\(setter.method)(v\(setter.extraArguments)) end")
            return .at(line, "S.assign(") + holderCode(access) + ", " + write + ", " + expression(infix.rightOperand, expected: nil) + ")"
        }
        let (write, refusal) = writeBack(access, node: infix.leftOperand)
        guard let write else { return refusal }
        let value = expression(infix.rightOperand, expected: nil)
        let array = temporary("array"), added = temporary("value")
        return .at(line, "S.modify(") + holderCode(access) + ", \(Self.luaString(Self.luaName(access.name))), " + write
            + ", function(\(array), \(added)) table.move(\(added), 1, #\(added), #\(array) + 1, \(array)) end, " + value + ")"
    }
}
