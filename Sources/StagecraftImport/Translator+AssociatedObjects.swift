import Foundation
import SwiftSyntax

/// Associated objects, the way Swift code adds stored properties to a type it extends:
/// `objc_getAssociatedObject(self, &Keys.swipeBack)` and `objc_setAssociatedObject(self,
/// &Keys.swipeBack, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`. The key is the address of a
/// variable, so its identity is the variable: its qualified name is the Lua key (a static of
/// another type `"Keys.swipeBack"`, of this type `"Fade.key"`, a file's own `"Fade.swift:key"`).
/// The retaining policies are the Lua API's association (the value lives as long as the object);
/// `.OBJC_ASSOCIATION_ASSIGN` (an unretained reference, dangling once the value goes) is refused.
extension Translator {
    static let associationFunctions: Set<String> = ["objc_getAssociatedObject", "objc_setAssociatedObject"]
    static let retainingPolicies: Set<String> = [
        "OBJC_ASSOCIATION_RETAIN_NONATOMIC", "OBJC_ASSOCIATION_RETAIN", "OBJC_ASSOCIATION_COPY_NONATOMIC", "OBJC_ASSOCIATION_COPY",
    ]

    func associationCall(_ name: String, _ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode {
        let line = self.line(call)
        let isSet = name == "objc_setAssociatedObject"
        guard arguments.count == (isSet ? 4 : 2) else {
            return refuseExpression(call, name, "\(isSet ? "four" : "two") arguments expected", kind: "api")
        }
        guard let key = associationKey(arguments[1].expression) else {
            return refuseExpression(arguments[1].expression, "associated-object key \(arguments[1].expression.trimmedDescription)", "a key is the address of a variable (&Keys.name): its identity is the variable's", kind: "api")
        }
        let object = expression(arguments[0].expression, expected: nil)
        guard isSet else { return .at(line, "objc_getAssociatedObject(") + object + ", " + Self.luaString(key) + ")" }
        let policy = arguments[3].expression.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        guard Self.retainingPolicies.contains(policy) else {
            return refuseExpression(arguments[3].expression, "association policy \(arguments[3].expression.trimmedDescription)", "an unretained association dangles once its value is gone: use .OBJC_ASSOCIATION_RETAIN_NONATOMIC", kind: "api")
        }
        return .at(line, "objc_setAssociatedObject(") + object + ", " + Self.luaString(key) + ", " + expression(arguments[2].expression, expected: nil) + ")"
    }

    /// The key's name for `&Keys.name`, `&Self.name`, `&name` (a static of this type, or a
    /// variable of the file); nil for anything else (a pointer computed elsewhere).
    func associationKey(_ expr: ExprSyntax) -> String? {
        guard let inner = expr.as(InOutExprSyntax.self)?.expression else { return nil }
        if let member = inner.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            let owner = base.baseName.text == "Self" ? type.name : base.baseName.text
            return owner + "." + member.declName.baseName.text
        }
        guard let reference = inner.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if type.isStatic(name) { return type.name + "." + name }
        return ((file.path as NSString).lastPathComponent) + ":" + name
    }
}
