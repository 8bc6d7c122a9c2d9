import SwiftSyntax

/// SW9.4: a part of a computed property's value changed in place — `area.origin.x = 7` with
/// `var area: CGRect { get set }`, `items.append(3)`, `view.badgeFrame.origin.x = 3` where an
/// extension adds `badgeFrame` to UIView. Swift runs the getter, changes the copy it returned and
/// runs the setter with it. In Lua the getter's copy was changed and dropped (the setter never ran),
/// or, for an extension's property, the runtime stopped at a change of a value a call returned.
extension Translator {
    /// How a computed property is read and written: its holder's Lua, once, and the property's
    /// getter and setter as Lua functions of the holder.
    struct ComputedAccess {
        let holder: LuaCode
        /// The refusal's code, for a get-only property (Swift compiles no change of it).
        var refusal: LuaCode? = nil
        /// `S.modify`'s key: the property's name (the class's metatable runs its getter), or the
        /// extension's getter.
        let key: LuaCode
        let write: LuaCode
    }

    /// `expr` as a computed property with a setter, of an imported type or added to a UIKit type by
    /// an imported extension; a get-only one is refused (Swift compiles no change of it).
    func computedAccess(_ expr: ExprSyntax) -> ComputedAccess? {
        let name: String, holderExpr: ExprSyntax?
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            holderExpr = base
        } else if let reference = expr.as(DeclReferenceExprSyntax.self), selfName != nil, local(Self.luaName(reference.baseName.text)) == nil {
            name = reference.baseName.text
            holderExpr = nil
        } else {
            return nil
        }
        let lua = Self.luaName(name)
        // The holder translated only once the property is known to be one (a translation may refuse).
        func holder() -> LuaCode { holderExpr.map { expression($0, expected: nil) } ?? LuaCode(selfName ?? "self") }
        let isSelf = holderExpr == nil || holderExpr?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        let owner: TypeCatalog.TypeInfo?
        if isSelf {
            owner = type.isComputed(name) ? type : nil
        } else if let base = holderExpr, let declared = inferredType(base)?.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""),
                  let info = catalog[declared], !info.isExternal, info.isComputed(name) {
            owner = info
        } else {
            owner = nil
        }
        if let owner {
            // Through a class reference (`presentedView.frame.origin.y = y`) Swift changes the object: no setter runs.
            guard holdsValue(owner.propertyType(name)) else { return nil }
            guard owner.hasComputedSetter(name) else {
                let refusal = refuseExpression(expr, "change of \(name)", "\(name) is a get-only computed property of \(owner.name): Swift does not compile a change to it", kind: "get-only")
                return ComputedAccess(holder: "", refusal: refusal, key: "", write: "")
            }
            return ComputedAccess(holder: holder(), key: LuaCode(Self.luaString(lua)), write: LuaCode("function(o, v) o.\(lua) = v end"))
        }
        guard let base = holderExpr, !isBoundProperty(name), let extensionType = extensionOwner(ofComputed: name, on: base),
              holdsValue(extensionType.propertyType(name)), extensionType.hasComputedSetter(name) else { return nil }
        let module = typeReference(extensionType, line: line(expr))
        return ComputedAccess(holder: holder(), key: module + ".get_\(lua)", write: "function(o, v) " + module + ".set_\(lua)(o, v) end")
    }

    /// Whether a property declared `declared` holds a value Swift copies: an array, a struct of the
    /// import or a geometry value (not known: no).
    func holdsValue(_ declared: String?) -> Bool {
        guard let declared else { return false }
        return declared.hasPrefix("[") || mayBeValueType(declared)
    }

    /// `root.f1.f2 = v` (or `+=`…) where `root` is a computed property: get, change the copy, set.
    func computedFieldAssignment(_ infix: InfixOperatorExprSyntax) -> LuaCode? {
        var fields: [String] = [], current = infix.leftOperand
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            fields.insert(Self.luaName(member.declName.baseName.text), at: 0)
            current = base
            guard let access = computedAccess(current) else { continue }
            if let refusal = access.refusal { return refusal }
            let line = self.line(infix)
            guard let value = assignedValue(infix, expected: expectedType(of: infix.leftOperand)) else { return nil }
            let copy = temporary("value"), new = temporary("new"), path = fields.map { "." + $0 }.joined()
            return .at(line, "S.update(") + access.holder + ", " + access.key + ", " + access.write
                + ", function(\(copy), \(new)) \(copy)\(path) = \(new) return \(copy) end, " + value + ")"
        }
        return nil
    }

    /// `items.append(3)` on a computed property of the import: `S.modify` through its getter and setter.
    func computedMutationCall(_ property: ExprSyntax, _ method: String, _ arguments: [Argument], _ written: [String], line: Int) -> LuaCode? {
        guard let access = computedAccess(property) else { return nil }
        if let refusal = access.refusal { return refusal }
        let array = temporary("array"), parameters = arguments.indices.map { _ in temporary("arg") }
        guard let change = mutatingCollectionCall(LuaCode(array), method, written, parameters.map { LuaCode($0) }, line: line) else { return nil }
        return .at(line, "S.modify(") + access.holder + ", " + access.key + ", " + access.write + ", function(" + ([array] + parameters).joined(separator: ", ")
            + ") return " + change + " end" + positional(arguments).map { ", " + $0 }.reduce(LuaCode(), +) + ")"
    }
}
