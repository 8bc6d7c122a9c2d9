import Stagecraft
import SwiftSyntax

/// Key-value observing (T12.7, SW3.x): `view.observe(\.frame, options: [.initial]) { view, change in … }`
/// becomes the bound `view:observe("frame", {"initial"}, function(view, change) … end)`, and an
/// `NSKeyValueObservation` property keeps Swift's lifetime: when a new value (nil too) replaces
/// the one it held, the old observation is invalidated, as its deinit does in Swift.
extension Translator {
    /// `receiver.observe(\.key, options: …, changeHandler: …)`; nil when the call is not that form.
    func keyValueObservation(_ receiver: LuaCode, _ arguments: [Argument], call: FunctionCallExprSyntax) -> LuaCode? {
        guard let first = arguments.first, first.label == nil, let keyPath = first.expression.as(KeyPathExprSyntax.self) else { return nil }
        let line = self.line(call)
        let observable = ObservedViewKey.allCases.map(\.rawValue)
        guard keyPath.components.count == 1, let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self),
              observable.contains(component.declName.baseName.text) else {
            return refuseExpression(keyPath, "key path \(keyPath.trimmedDescription)",
                                    "only a view's own \(observable.joined(separator: ", ")) can be observed (one property, no chain)", kind: "key-path")
        }
        var options: LuaCode = .at(line, "nil"), handler: LuaCode?
        for argument in arguments.dropFirst() {
            switch argument.label {
            case "options": options = expression(argument.expression, expected: "NSKeyValueObservingOptions")
            case "changeHandler", nil: handler = expression(argument.expression, expected: nil)
            default: return nil
            }
        }
        guard let handler else { return nil }
        return wrapped(receiver) + ":observe(" + .at(line, Self.luaString(component.declName.baseName.text)) + ", " + options + ", " + handler + ")"
    }

    /// `target = value` where target is an `NSKeyValueObservation` property: the value replaced is
    /// invalidated (unless it is the one assigned again). nil for any other assignment.
    func observationAssignment(_ target: LuaCode, _ infix: InfixOperatorExprSyntax) -> LuaCode? {
        guard let declared = inferredType(infix.leftOperand)?.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""),
              declared == "NSKeyValueObservation" else { return nil }
        let line = self.line(infix)
        return .at(line, "do local replaced = ") + target + " " + target + " = " + expression(infix.rightOperand, expected: nil)
            + " if replaced ~= nil and replaced ~= " + target + " then replaced:invalidate() end end"
    }
}
