import SwiftSyntax

/// A container controller's name. UIKit identifies a controller by its `restorationIdentifier`
/// (APIRenames), set after its init; the Lua API's container constructors take the name, and the
/// events the init already records (the root's `willMoveToParent`) carry it. So
/// `let nav = UINavigationController(rootViewController: r)` followed by
/// `nav.restorationIdentifier = "x"` is one constructor, `UINavigationController{ rootViewController = r, name = "x" }`,
/// as the exporter writes it the other way.
enum ControllerNames {
    /// The bound constructors that take a `name` option.
    static let namedByConstructor: Set<String> = ["UINavigationController", "UITabBarController"]
}

extension Translator {
    /// The name (as Lua) that `next` gives the controller `decl` makes, when `decl` is
    /// `let x = <container>(…)` — or an imported screen's init, `let x = DetailViewController(…)`
    /// (SW10.3: the Lua API's `UIViewController("detail", Detail.new(…))`) — and `next` is
    /// `x.restorationIdentifier = "literal"` (or a name in scope, a screen's `make(_ name:)`'s
    /// parameter, SW10.5).
    func controllerName(declaredBy decl: DeclSyntax, namedBy next: CodeBlockItemSyntax) -> LuaCode? {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
              let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ControllerNames.namedByConstructor.contains(type) || catalog[type].map({ $0.role == .screen && !$0.isExternal }) == true,
              case .expr(let expr) = next.item, let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
              let member = infix.leftOperand.as(MemberAccessExprSyntax.self), APIRenames.controllerProperties[member.declName.baseName.text] != nil,
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == local,
              infix.rightOperand.is(StringLiteralExprSyntax.self) || infix.rightOperand.as(DeclReferenceExprSyntax.self).map({ $0.baseName.text != local }) == true
        else { return nil }
        return expression(infix.rightOperand, expected: nil)
    }
}
