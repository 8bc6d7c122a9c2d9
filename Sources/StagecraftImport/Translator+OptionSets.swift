import SwiftSyntax

/// Option sets with Swift's meaning (SW5.1). The Lua API spells UIKit's option sets as names
/// (`"left"`, `{"curveEaseOut", "allowUserInteraction"}`, `"top|right"` read back from an edge
/// pan's `edges`, CACornerMask's bits as a number), and an app's own `struct X: OptionSet` is an
/// instance carrying its `rawValue`; `contains`, `union`, `insert`… are SetAlgebra's on the bits
/// (Apple's raw values, in the runtime's `S.setAlgebra`), so `.contains(.curveEaseInOut)` is true
/// and `[.left, .right].contains(.all)` false, as on a device.
extension Translator {
    /// UIKit's option set types as Swift spells them → the runtime's name for their raw values.
    static let uikitOptionSets: [String: String] = [
        "UIRectEdge": "UIRectEdge",
        "UIRectCorner": "UIRectCorner",
        "CACornerMask": "CACornerMask",
        "UIView.AnimationOptions": "UIView.AnimationOptions", "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIView.KeyframeAnimationOptions": "UIView.KeyframeAnimationOptions", "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIView.AutoresizingMask": "UIView.AutoresizingMask", "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UISwipeGestureRecognizer.Direction": "UISwipeGestureRecognizer.Direction",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
    ]

    /// SetAlgebra's methods that answer a value, by Swift's labels.
    static let setAlgebraQueries: [String: [String]] = [
        "contains": ["_"], "union": ["_"], "intersection": ["_"], "subtracting": ["_"], "symmetricDifference": ["_"],
        "isSubset": ["of"], "isSuperset": ["of"], "isDisjoint": ["with"], "isStrictSubset": ["of"], "isStrictSuperset": ["of"],
    ]

    /// SetAlgebra's mutating methods: the receiver is assigned the new set.
    static let setAlgebraMutations: [String: [String]] = [
        "insert": ["_"], "remove": ["_"], "update": ["with"], "formUnion": ["_"], "formIntersection": ["_"],
        "subtract": ["_"], "formSymmetricDifference": ["_"],
    ]

    /// The Lua naming the option set type `swiftType` is (`"UIRectEdge"`, an imported struct's
    /// module), or nil when it is none.
    func optionSetType(named swiftType: String?, line: Int) -> LuaCode? {
        guard let swiftType else { return nil }
        let name = swiftType.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if let uikit = Self.uikitOptionSets[name] { return LuaCode(Self.luaString(uikit)) }
        if let info = catalog[name], !info.isExternal, info.kind == .struct, info.allInherited.contains("OptionSet") {
            return typeReference(info, line: line)
        }
        return nil
    }

    /// `edges.contains(.left)`, `options.insert(.allowUserInteraction)`, `a.union(b)` on a value
    /// whose static type is an option set; nil for any other receiver or method.
    func optionSetCall(_ receiver: LuaCode, baseExpr: ExprSyntax, _ method: String, _ arguments: [Argument], _ written: [String], line: Int) -> LuaCode? {
        guard arguments.count == 1, let setType = optionSetType(named: inferredType(baseExpr), line: line) else { return nil }
        let argument = expression(arguments[0].expression, expected: inferredType(baseExpr))
        if Self.setAlgebraQueries[method] == written {
            return .at(line, "S.setAlgebra(") + setType + ", " + Self.luaString(method) + ", " + receiver + ", " + argument + ")"
        }
        guard Self.setAlgebraMutations[method] == written else { return nil }
        // `x = S.setAlgebra(…)` where the call is written, its Swift result (`remove`'s removed
        // member, `insert`'s tuple) the call's value. The receiver must be a name or a field path.
        guard receiver.text.range(of: #"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"#, options: .regularExpression) != nil else {
            return refuseExpression(baseExpr, "\(method)(_:) on \(baseExpr.trimmedDescription)", "a mutating option set method needs a variable or a property as its receiver: assign the result of union/subtracting instead", kind: "expression")
        }
        return .at(line, "(function() local __set, __result = S.setAlgebra(") + setType + ", " + Self.luaString(method) + ", " + receiver + ", " + argument
            + ") " + receiver + " = __set return __result end)()"
    }

    /// `[.fresh, .sale]` or `[]` where an app's own option set is expected: the set of those members.
    /// (UIKit's option sets take the list of names as it is: the Lua API's spelling.)
    func optionSetLiteral(_ array: ArrayExprSyntax, expected: String?, line: Int) -> LuaCode? {
        guard let expected, Self.uikitOptionSets[expected.replacingOccurrences(of: "?", with: "")] == nil,
              let setType = optionSetType(named: expected, line: line) else { return nil }
        return .at(line, "S.optionSet(") + setType + ", {" + array.elements.map { expression($0.expression, expected: expected) }.joined(", ") + "})"
    }
}
