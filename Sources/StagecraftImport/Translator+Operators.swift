import SwiftSyntax

/// Binary operators with Swift's meaning, and the little type knowledge they need: an `Int`
/// divided by an `Int` truncates, `+` of strings concatenates, `??` and `?:` keep their values.
extension Translator {
    func binaryOperation(_ op: String, left: ExprSyntax, right: ExprSyntax, node: some SyntaxProtocol, context: String? = nil) -> LuaCode {
        let line = self.line(node)
        if let compared = dynamicTypeComparison(op, left: left, right: right, line: line) { return compared }
        let leftType = inferredType(left), rightType = inferredType(right)
        if op == "??" {
            // `a?.bounds ?? .zero`: the right side has the left side's type. It is Swift's
            // autoclosure: evaluated only when the left is nil (`keyWindow?.bounds ?? UIWindow().bounds`
            // never makes the window when there is a key window), so it is a function unless it is
            // a literal, which cannot fail and is no function itself.
            let l = expression(left, expected: context)
            let r = expression(right, expected: context ?? expectedType(of: left) ?? leftType)
            return .at(line, "S.coalesce(") + l + ", " + (Self.isLiteral(right) ? r : "function() return " + r + " end") + ")"
        }
        let expected = Self.floatTypes.contains(leftType ?? "") ? leftType : Self.floatTypes.contains(rightType ?? "") ? rightType : nil
        let l = expression(left, expected: expected), r = expression(right, expected: expected)
        func infix(_ lua: String) -> LuaCode { .at(line, "") + wrapped(l) + " \(lua) " + wrapped(r) }
        switch op {
        case "+":
            if leftType == "String" || rightType == "String" { return infix("..") }
            // `[self] + others`: arrays concatenate into a new array (an array literal, or a
            // declared `[T]`, on either side).
            func isArray(_ e: ExprSyntax, _ type: String?) -> Bool { e.is(ArrayExprSyntax.self) || (type?.hasPrefix("[") == true && type?.contains(":") == false) }
            if isArray(left, leftType) || isArray(right, rightType) { return .at(line, "S.concat(") + l + ", " + r + ")" }
            return infix("+")
        case "-", "*", "<", ">", "<=", ">=", "==", "&", "|", "<<", ">>": return infix(op)
        case "^": return infix("~")
        case "!=": return infix("~=")
        case "===": return infix("==")
        case "!==": return infix("~=")
        case "&&": return infix("and")
        case "||": return infix("or")
        case "/":
            // Int / Int truncates; two literals are Ints only where nothing else types them (an
            // untyped `let`) or the context is an integer.
            let integerContext = context.map { isInteger($0) } ?? inUntypedInitializer
            let literalsAsFloat = leftType == "IntLiteral" && rightType == "IntLiteral" && !integerContext
            if isInteger(leftType) && isInteger(rightType) && !literalsAsFloat {
                return .at(line, "S.idiv(") + l + ", " + r + ")"
            }
            return infix("/")
        case "%": return .at(line, "S.rem(") + l + ", " + r + ")"
        case "..<", "...": return refuseExpression(node, "range \(op) as a value", "use it in a for loop or a case pattern", kind: "expression")
        case "~=": return refuseExpression(node, "pattern match operator ~=", "compare with == or a range test", kind: "operator")
        default: return refuseExpression(node, "operator \(op)", "custom operators do not translate", kind: "operator")
        }
    }

    func isInteger(_ type: String?) -> Bool { type == "Int" || type == "IntLiteral" || (type.map(Self.intTypes.contains) ?? false) }

    func ternary(_ ternary: TernaryExprSyntax, expected: String?) -> LuaCode {
        let line = self.line(ternary)
        let condition = expression(ternary.condition, expected: "Bool")
        let yes = expression(ternary.thenExpression, expected: expected), no = expression(ternary.elseExpression, expected: expected)
        // `c and a or b` is the ternary when `a` can never be false or nil.
        if Self.neverFalsy(ternary.thenExpression) { return .at(line, "(") + wrapped(condition) + " and " + wrapped(yes) + " or " + wrapped(no) + ")" }
        return .at(line, "(function() if ") + condition + " then return " + yes + " else return " + no + " end end)()"
    }

    static func neverFalsy(_ expr: ExprSyntax) -> Bool {
        if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) || expr.is(StringLiteralExprSyntax.self)
            || expr.is(ArrayExprSyntax.self) || expr.is(DictionaryExprSyntax.self) || expr.is(ClosureExprSyntax.self) { return true }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return literal.literal.text == "true" }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return true }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil { return true }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           ["+", "-", "*", "/"].contains(op) { return true }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           name.first?.isUppercase ?? false || ["min", "max", "abs", "sqrt"].contains(name) { return true }
        return false
    }

    /// What is known of an expression's Swift type, or nil.
    func inferredType(_ expr: ExprSyntax) -> String? {
        if expr.is(IntegerLiteralExprSyntax.self) { return "IntLiteral" }
        if expr.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expr.is(StringLiteralExprSyntax.self) { return "String" }
        if expr.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if expr.is(DictionaryExprSyntax.self) { return "[:]" }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return inferredType(only.expression) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = Self.luaName(reference.baseName.text)
            if let info = local(name) { return info.type }
            return type.propertyType(reference.baseName.text)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "count" { return "Int" }
            // `presentable?.panScrollable`: the member of the optional's type.
            if let base = member.base, let baseType = inferredType(base) {
                if let info = catalog[baseType.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")] {
                    return info.propertyType(name) ?? (info.isExternal ? UIKitInterface.propertyType(name, of: info.name) : nil)
                }
                if let specialized = specializedMemberType(name, of: baseType) { return specialized }
                // `gesture.edges` on a UIKit object: the type Apple declares (SW5.1).
                if let declared = UIKitInterface.propertyType(name, of: baseType.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")) { return declared }
            }
            // `Config.shared`: a static property of an imported type.
            if let base = member.base?.as(DeclReferenceExprSyntax.self), local(Self.luaName(base.baseName.text)) == nil,
               let info = catalog[base.baseName.text], info.staticMembers.contains(name) { return info.propertyType(name) }
            if ["width", "height", "x", "y", "minX", "minY", "maxX", "maxY", "midX", "midY", "alpha", "cornerRadius", "percentComplete",
                "fractionComplete", "duration", "scale", "pi"].contains(name) { return "CGFloat" }
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" { return type.propertyType(name) }
            // `self?.stack` in a closure capturing `[weak self]`: the type's own property too.
            if let base = member.base?.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self),
               base.baseName.text == "self", selfName != nil { return type.propertyType(name) }
            return nil
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return inferredType(prefix.expression) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return inferredType(optional.expression) }
        // `vc as? PanModalPresentable.LayoutType`: the type cast to (optional for `as?`).
        if let cast = expr.as(AsExprSyntax.self) { return cast.type.trimmedDescription + (cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? "?" : "") }
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return inferredType(forced.expression).map { $0.replacingOccurrences(of: "?", with: "") } }
        if let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if name == "Int" { return "Int" }
            if Self.floatTypes.contains(name) { return "Double" }
            if name == "String" { return "String" }
            if ["min", "max", "abs"].contains(name), let first = call.arguments.first { return inferredType(first.expression) }
            if name.first?.isUppercase ?? false { return name }
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op) { return "Bool" }
            let left = inferredType(infix.leftOperand), right = inferredType(infix.rightOperand)
            if left == "String" || right == "String" { return "String" }
            if isInteger(left) && isInteger(right) { return left == "Int" || right == "Int" ? "Int" : "IntLiteral" }
            if Self.floatTypes.contains(left ?? "") || Self.floatTypes.contains(right ?? "") { return "Double" }
        }
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.isEmpty ? nil : "[" + (inferredType(array.elements.first!.expression) ?? "Any") + "]" }
        return nil
    }

    /// `_leftMenu.value` with `_leftMenu: Protected<Menu?>` and `class Protected<T> { var value: T }`:
    /// the type argument in place of the parameter, `Menu?` (SW5.4); nil for a type the import does
    /// not declare generic, or a member not typed by a parameter.
    func specializedMemberType(_ name: String, of baseType: String) -> String? {
        var written = baseType
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        guard let open = written.firstIndex(of: "<"), written.hasSuffix(">"), let info = catalog[String(written[..<open])],
              let declared = info.propertyType(name) else { return nil }
        let clause = info.declarations.first?.as(ClassDeclSyntax.self)?.genericParameterClause
            ?? info.declarations.first?.as(StructDeclSyntax.self)?.genericParameterClause
        guard let parameters = clause?.parameters.map(\.name.text) else { return nil }
        var arguments: [String] = [], current = "", depth = 0
        for character in written[written.index(after: open)..<written.index(before: written.endIndex)] {
            if character == "<" || character == "[" || character == "(" { depth += 1 }
            if character == ">" || character == "]" || character == ")" { depth -= 1 }
            if character == ",", depth == 0 { arguments.append(current.trimmingCharacters(in: .whitespaces)); current = ""; continue }
            current.append(character)
        }
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        var plain = declared, suffix = ""
        while plain.hasSuffix("?") || plain.hasSuffix("!") { suffix = String(plain.removeLast()) + suffix }
        guard parameters.count == arguments.count, let index = parameters.firstIndex(of: plain) else { return nil }
        return arguments[index] + suffix
    }

    /// The declared type of an assignment target, so `frame = .zero` knows its `.zero`.
    func expectedType(of target: ExprSyntax) -> String? {
        if let optional = target.as(OptionalChainingExprSyntax.self) { return expectedType(of: optional.expression) }
        if let member = target.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self", let declared = type.propertyType(name) { return declared }
            if let geometry = Self.geometryOfContext[name] {
                if name == "transform", member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "layer" { return "CATransform3D" }
                return geometry
            }
            return nil
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            return local(Self.luaName(reference.baseName.text))?.type ?? type.propertyType(reference.baseName.text) ?? Self.geometryOfContext[reference.baseName.text]
        }
        return nil
    }
}
