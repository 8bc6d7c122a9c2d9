import SwiftSyntax

/// SW12.2 `type(of: a) == type(of: b)` (SideMenu's push coordinator: "is the screen to push of the
/// same class as the one on top?"): two objects' dynamic types compared, `S.dynamicType(a) ==
/// S.dynamicType(b)`, which names each object's most derived class. A type is no Lua value, so
/// `type(of:)` anywhere else — stored, passed, compared with a named `T.self`, its members read —
/// stays the `metatype` refusal: `is` (`x is T`) asks what Swift code usually means there.
extension Translator {
    /// `type(of: x) ==/!=/===/!== type(of: y)`, or nil when the operation is not that comparison.
    func dynamicTypeComparison(_ op: String, left: ExprSyntax, right: ExprSyntax, line: Int) -> LuaCode? {
        guard ["==", "!=", "===", "!=="].contains(op), let a = Self.typeOfOperand(left), let b = Self.typeOfOperand(right) else { return nil }
        let same = .at(line, "(S.dynamicType(") + expression(a, expected: nil) + ") == S.dynamicType(" + expression(b, expected: nil) + "))"
        return op.hasPrefix("!") ? .at(line, "(not ") + same + ")" : same
    }

    /// The argument of `type(of: x)`, or nil for another expression.
    static func typeOfOperand(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
              call.arguments.count == 1, let only = call.arguments.first, only.label?.text == "of" else { return nil }
        return only.expression
    }

    /// `type(of: x)` that is not one side of a comparison with another `type(of:)`.
    func refuseDynamicType(_ call: FunctionCallExprSyntax) -> LuaCode {
        refuseExpression(call, "type(of:) as a value", "a type is no Lua value: compare two objects' classes with type(of: a) == type(of: b), or test one with is", kind: "metatype")
    }
}
