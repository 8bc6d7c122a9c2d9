import SwiftSyntax

/// SW3.9: a subclass of a UIKit class that is neither `UIView` nor a role's base (`UIButton`,
/// `CAShapeLayer`, `UIStoryboardSegue`) translates as a plain Lua class, which has none of its
/// superclass's members. A bare inherited name was already refused; `self.addSubview(v)` and
/// `self.backgroundColor = c` are refused the same way, at their column, rather than written as
/// calls that fail at run time with "attempt to call a nil value".
extension Translator {
    /// The refusal for `self.name` when `name` is a UIKit member the type only inherits; nil otherwise.
    func inheritedUIKitMember(_ node: some SyntaxProtocol, base: ExprSyntax, name: String, isMethod: Bool) -> LuaCode? {
        guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", type.role == .helper, type.kind == .class,
              let superclass = type.inherited.first, superclass.hasPrefix("UI") || superclass.hasPrefix("CA"),
              !["Delegate", "DataSource", "Transitioning", "Protocol"].contains(where: superclass.hasSuffix),
              !type.hasMember(name), !type.hasMethod(name),
              isMethod ? api.anyMethod.contains(name) : api.anyProperty.contains(name) else { return nil }
        return refuseExpression(node, "\(isMethod ? "method" : "property") '\(name)' (\(superclass)'s, inherited)",
                                "subclasses of UIKit classes do not translate yet: their UIKit members are not reachable from a Lua class", kind: "view-subclass")
    }
}
