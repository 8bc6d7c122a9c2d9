import SwiftSyntax

/// `inout` parameters with Swift's copy-in copy-out meaning (SW5.6). A method of the import with
/// inout parameters returns its result followed by each inout parameter's final value, in order
/// (`return r, a, b`; `return nil, a, b` when it returns nothing); a call `f(&x, y)` passes `x`'s value
/// and assigns the value that comes back to `x` once the call returns, the call's own result its
/// value. SW12.3: a closure whose type takes an `inout` struct (`block(&self)`, SideMenu's
/// `InitializableStruct`) gets the struct itself (below). `&x` to anything else (UIKit, a closure
/// with another inout argument) stays refused (`inout`).
extension Translator {
    /// `base(labels:)` of every method of the import with an inout parameter.
    var inoutMethodKeys: Set<String> {
        var keys: Set<String> = []
        for info in catalog.allTypes {
            for body in info.bodies {
                for member in body.members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                    let parameters = function.signature.parameterClause.parameters
                    guard parameters.contains(where: Self.isInOut) else { continue }
                    keys.insert(UIKitInterface.key(function.name.text, parameters.map(\.firstName.text)))
                }
            }
        }
        return keys
    }

    static func isInOut(_ parameter: FunctionParameterSyntax) -> Bool {
        parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
    }

    /// `f(&x, 2)` calling a method of the import with an inout parameter:
    /// `(function() local r, io = f(x, 2) x = io return r end)()`; nil for any other call.
    func inoutCall(_ call: FunctionCallExprSyntax, expected: String?) -> LuaCode? {
        let inouts = call.arguments.compactMap { $0.expression.as(InOutExprSyntax.self) }
        guard !inouts.isEmpty, inouts.allSatisfy({ !allowedInOutArguments.contains($0.id) }) else { return nil }
        let base: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { base = reference.baseName.text }
        else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { base = member.declName.baseName.text }
        else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        // Declared labels may include defaulted parameters left out: the written ones in order.
        guard inoutMethodKeys.contains(where: { key in
            guard key.hasPrefix(base + "(") else { return false }
            let declared = key.dropFirst(base.count + 1).dropLast().split(separator: ":").map(String.init)
            return declared == labels || Self.isOrderedPart(labels, of: declared)
        }) else { return nil }
        let line = self.line(call)
        var targets: [LuaCode] = []
        for argument in inouts {
            let target = expression(argument.expression, expected: nil, asTarget: true)
            guard target.text.range(of: #"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"#, options: .regularExpression) != nil else {
                return refuseExpression(argument, "inout argument \(argument.trimmedDescription)", "pass a variable or a property: its new value is assigned back to it", kind: "inout")
            }
            targets.append(target)
        }
        inouts.forEach { allowedInOutArguments.insert($0.id) }
        let translated = self.call(call, expected: expected)
        inouts.forEach { allowedInOutArguments.remove($0.id) }
        let result = temporary("result")
        let values = targets.map { _ in temporary("inout") }
        var code = LuaCode.at(line, "(function() local \(([result] + values).joined(separator: ", ")) = ") + translated
        for (target, value) in zip(targets, values) { code = code + " " + target + " = \(value)" }
        return code + " return \(result) end)()"
    }

    /// SW12.3 `block(&value)` where `block` is a parameter or a local of a function type with an
    /// `inout` parameter (`(inout Self) -> Void`) and `value` is a struct of the import held in
    /// `self` (in a struct, or in an extension of a protocol only structs of the import adopt) or in
    /// a local: the closure gets the struct's table itself, so its writes to the fields
    /// (`$0.menuWidth = 240`) are in `value` when it returns, as copy-in copy-out leaves them. Not a
    /// property (its observers would not run after the call), not a number or a geometry value (a
    /// write to either makes a new value), not a closure that assigns its parameter as a whole: nil
    /// for those, which the caller refuses.
    func inoutClosureCall(_ call: FunctionCallExprSyntax, expected: String?) -> LuaCode? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              let closureType = local(Self.luaName(callee.baseName.text))?.type, closureType.contains("inout ") else { return nil }
        let inouts = call.arguments.compactMap { $0.expression.as(InOutExprSyntax.self) }
        guard !inouts.isEmpty, inouts.allSatisfy({ !allowedInOutArguments.contains($0.id) && isStructHeldInSelfOrLocal($0.expression) }) else { return nil }
        inouts.forEach { allowedInOutArguments.insert($0.id) }
        defer { inouts.forEach { allowedInOutArguments.remove($0.id) } }
        return self.call(call, expected: expected)
    }

    private func isStructHeldInSelfOrLocal(_ value: ExprSyntax) -> Bool {
        guard let reference = value.as(DeclReferenceExprSyntax.self) else { return false }
        let name = reference.baseName.text
        if name == "self" { return selfIsStructValue }
        guard let localType = local(Self.luaName(name))?.type?.replacingOccurrences(of: "?", with: "") else { return false }
        return catalog[localType].map { $0.kind == .struct && !$0.isProtocol } ?? false
    }

    /// What a `return` of a method with inout parameters appends: their final values.
    var inoutReturnSuffix: String {
        inoutParameters.isEmpty ? "" : ", " + inoutParameters.joined(separator: ", ")
    }
}
