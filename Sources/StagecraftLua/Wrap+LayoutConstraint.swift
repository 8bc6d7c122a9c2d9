import CLuaShim
import Stagecraft

/// NSLayoutConstraint, UILayoutPriority and Auto Layout's UIView members (T12.2).
enum WrapLayoutConstraint {
    static let relations: [(String, LayoutConstraint.Relation)] = [("equal", .equal), ("lessThanOrEqual", .lessThanOrEqual), ("greaterThanOrEqual", .greaterThanOrEqual)]

    static func relation(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> LayoutConstraint.Relation {
        let name = try call.string(index)
        guard let relation = relations.first(where: { $0.0 == name })?.1 else {
            throw call.badChoice(index, relations.map(\.0))
        }
        return relation
    }

    /// A priority in 1…1000 (UIKit raises for others).
    static func priority(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> Double {
        let value = try call.number(index)
        guard LayoutPriority.isValid(value) else { throw call.argumentError(index, "a priority in 1…1000 expected, got \(formatLuaNumber(call.L, index))") }
        return value
    }

    /// An item of a constraint: a view or a layout guide.
    static func item(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> AnyObject {
        if let view = try? call.object(index, View.self) { return view }
        if let guide = try? call.object(index, LayoutGuide.self), guide.owningView != nil { return guide }
        throw call.badArgument(index, "View or LayoutGuide")
    }

    /// The constraints of a Lua list.
    static func list(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> [LayoutConstraint] {
        let table = try call.table(index)
        var constraints: [LayoutConstraint] = []
        let count = Int(lua_rawlen(call.L, table))
        guard count > 0 else { return [] }
        for position in 1...count {
            lua_rawgeti(call.L, table, lua_Integer(position))
            defer { sc_pop(call.L, 1) }
            constraints.append(try call.object(-1, LayoutConstraint.self))
        }
        return constraints
    }

    /// Activates, raising (before any is activated) if one of them has items with no common ancestor.
    static func activate(_ call: LuaCall, _ constraints: [LayoutConstraint]) throws(BridgeError) {
        for constraint in constraints where !constraint.isActive {
            if case let .failure(problem) = constraint.activationTarget() { throw BridgeError(problem.message) }
        }
        LayoutConstraint.activate(constraints)
    }

    static var constraint: LuaClass {
        var c = LuaClass("LayoutConstraint", object: LayoutConstraint.self, global: "NSLayoutConstraint")
        // NSLayoutConstraint(item, attribute, relatedBy, toItem, attribute, multiplier, constant): UIKit's order.
        c.constructor = { s in bridgedConstructor(s, "NSLayoutConstraint") { call throws(BridgeError) in
            let first = try WrapLayoutConstraint.item(call, 2)
            let firstAttribute = try call.choice(3, LayoutAttribute.self)
            let relation = try WrapLayoutConstraint.relation(call, 4)
            let second = call.isNoneOrNil(5) ? nil : try WrapLayoutConstraint.item(call, 5)
            let secondAttribute = call.isNoneOrNil(6) ? .notAnAttribute : try call.choice(6, LayoutAttribute.self)
            let multiplier = call.isNoneOrNil(7) ? 1 : try WrapAutoLayout.layoutNumber(call, 7)
            let constant = call.isNoneOrNil(8) ? 0 : try WrapAutoLayout.layoutNumber(call, 8)
            if let problem = LayoutConstraint.problem(firstAttribute: firstAttribute, secondAttribute: secondAttribute, hasSecondItem: second != nil,
                                                      multiplier: multiplier, constant: constant) {
                throw call.error(problem)
            }
            guard let made = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                              attribute: secondAttribute, multiplier: multiplier, constant: constant) else {
                throw call.error("these items cannot be constrained")
            }
            made.creationSite = LuaCall.callerLine(call.L)
            call.lua.push(made)
            return 1 } }
        c.statics = [
            ("activate", { s in bridged(s, "activate") { call throws(BridgeError) in
                try WrapLayoutConstraint.activate(call, try WrapLayoutConstraint.list(call, 1)); return 0 } }),
            ("deactivate", { s in bridged(s, "deactivate") { call throws(BridgeError) in
                LayoutConstraint.deactivate(try WrapLayoutConstraint.list(call, 1)); return 0 } }),
        ]
        c.getters = [
            ("constant", { s in luaGet(s, LayoutConstraint.self) { lua_pushnumber($0.state, $1.constant) } }),
            ("priority", { s in luaGet(s, LayoutConstraint.self) { lua_pushnumber($0.state, $1.priority) } }),
            ("multiplier", { s in luaGet(s, LayoutConstraint.self) { lua_pushnumber($0.state, $1.multiplier) } }),
            ("isActive", { s in luaGet(s, LayoutConstraint.self) { LuaStack.push($0.state, $1.isActive) } }),
            ("identifier", { s in luaGet(s, LayoutConstraint.self) { LuaStack.push($0.state, $1.identifier) } }),
            ("firstItem", { s in luaGet(s, LayoutConstraint.self) { $0.push($1.firstItem) } }),
            ("secondItem", { s in luaGet(s, LayoutConstraint.self) { $0.push($1.secondItem) } }),
            ("firstAttribute", { s in luaGet(s, LayoutConstraint.self) { LuaStack.push($0.state, $1.firstAttribute.rawValue) } }),
            ("secondAttribute", { s in luaGet(s, LayoutConstraint.self) { LuaStack.push($0.state, $1.secondAttribute.rawValue) } }),
            ("relation", { s in luaGet(s, LayoutConstraint.self) { c, constraint in
                LuaStack.push(c.state, WrapLayoutConstraint.relations.first { $0.1 == constraint.relation }?.0) } }),
        ]
        c.setters = [
            ("constant", { s in luaSet(s, "constant", LayoutConstraint.self) { call, constraint throws(BridgeError) in
                let value = try call.number(3)
                guard LayoutConstraint.isUsable(value) else { throw BridgeError("bad value for 'constant' (a number within ±1e12 expected, got \(formatLuaNumber(call.L, 3)))") }
                constraint.constant = value } }),
            ("priority", { s in luaSet(s, "priority", LayoutConstraint.self) { call, constraint throws(BridgeError) in
                let value = try call.number(3)
                if let problem = constraint.priorityProblem(from: constraint.priority, to: value) { throw BridgeError("bad value for 'priority' (\(problem))") }
                constraint.priority = value } }),
            ("isActive", { s in luaSet(s, "isActive", LayoutConstraint.self) { call, constraint throws(BridgeError) in
                let active = try call.boolean(3)
                if active { try WrapLayoutConstraint.activate(call, [constraint]) } else { constraint.isActive = false } } }),
            ("identifier", { s in luaSet(s, "identifier", LayoutConstraint.self) { call, constraint throws(BridgeError) in
                constraint.identifier = try call.optionalString(3) } }),
        ]
        c.tostring = { s in luaGet(s, LayoutConstraint.self) { LuaStack.push($0.state, $1.description) } }
        return c
    }

    /// `UILayoutPriority.required` (1000), `.defaultHigh` (750), `.defaultLow` (250),
    /// `.fittingSizeLevel` (50); `UILayoutPriority(999)` is the number, checked.
    static var priorityValues: LuaClass {
        var c = LuaClass(value: "LayoutPriority", global: "UILayoutPriority")
        c.constructor = { s in bridgedConstructor(s, "UILayoutPriority") { call throws(BridgeError) in
            lua_pushnumber(call.L, try WrapLayoutConstraint.priority(call, 2)); return 1 } }
        c.staticGetters = [
            ("required", { s in guard let L = s else { return 0 }; lua_pushnumber(L, LayoutPriority.required); return 1 }),
            ("defaultHigh", { s in guard let L = s else { return 0 }; lua_pushnumber(L, LayoutPriority.defaultHigh); return 1 }),
            ("defaultLow", { s in guard let L = s else { return 0 }; lua_pushnumber(L, LayoutPriority.defaultLow); return 1 }),
            ("fittingSizeLevel", { s in guard let L = s else { return 0 }; lua_pushnumber(L, LayoutPriority.fittingSizeLevel); return 1 }),
        ]
        return c
    }

    // MARK: - UIView members

    static let viewGetters: [(String, lua_CFunction)] = WrapAutoLayout.viewAnchorGetters + [
        ("translatesAutoresizingMaskIntoConstraints", { s in luaGet(s, View.self) { LuaStack.push($0.state, $1.translatesAutoresizingMaskIntoConstraints) } }),
        ("constraints", { s in luaGet(s, View.self) { lua, view in lua.pushArray(view.constraints) } }),
        ("layoutMarginsGuide", { s in luaGet(s, View.self) { $0.push($1.layoutMarginsGuide) } }),
        ("layoutMargins", { s in luaGet(s, View.self) { $0.push($1.layoutMargins) } }),
        ("insetsLayoutMarginsFromSafeArea", { s in luaGet(s, View.self) { LuaStack.push($0.state, $1.insetsLayoutMarginsFromSafeArea) } }),
        ("intrinsicContentSize", { s in luaGet(s, View.self) { $0.push($1.intrinsicContentSize) } }),
        ("hasAmbiguousLayout", { s in luaGet(s, View.self) { LuaStack.push($0.state, $1.hasAmbiguousLayout) } }),
    ]

    static let viewSetters: [(String, lua_CFunction)] = [
        ("translatesAutoresizingMaskIntoConstraints", { s in luaSet(s, "translatesAutoresizingMaskIntoConstraints", View.self) { c, v throws(BridgeError) in
            try WrapView.assign("translatesAutoresizingMaskIntoConstraints", c, v, 3) } }),
        ("layoutMargins", { s in luaSet(s, "layoutMargins", View.self) { c, v throws(BridgeError) in try WrapView.assign("layoutMargins", c, v, 3) } }),
        ("insetsLayoutMarginsFromSafeArea", { s in luaSet(s, "insetsLayoutMarginsFromSafeArea", View.self) { c, v throws(BridgeError) in
            try WrapView.assign("insetsLayoutMarginsFromSafeArea", c, v, 3) } }),
    ]

    /// The settable members, for `WrapView.assign` (setters and `view:set{…}`). Returns false for other keys.
    static func assign(_ key: String, _ call: LuaCall, _ view: View, _ i: Int32) throws(BridgeError) -> Bool {
        switch key {
        case "translatesAutoresizingMaskIntoConstraints": view.translatesAutoresizingMaskIntoConstraints = try call.boolean(i)
        case "insetsLayoutMarginsFromSafeArea": view.insetsLayoutMarginsFromSafeArea = try call.boolean(i)
        case "layoutMargins":
            let insets = try call.insets(i)
            guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite }) else {
                throw BridgeError("bad value for 'layoutMargins' (finite insets expected)")
            }
            view.layoutMargins = insets
        default: return false
        }
        return true
    }

    static let viewMethods: [(String, lua_CFunction)] = [
        ("setNeedsUpdateConstraints", { s in bridged(s, "setNeedsUpdateConstraints") { call throws(BridgeError) in
            try call.this(View.self).setNeedsUpdateConstraints(); return 0 } }),
        ("needsUpdateConstraints", { s in bridged(s, "needsUpdateConstraints") { call throws(BridgeError) in
            LuaStack.push(call.L, try call.this(View.self).needsUpdateConstraints); return 1 } }),
        ("updateConstraintsIfNeeded", { s in bridged(s, "updateConstraintsIfNeeded") { call throws(BridgeError) in
            try call.this(View.self).updateConstraintsIfNeeded(); return 0 } }),
        ("invalidateIntrinsicContentSize", { s in bridged(s, "invalidateIntrinsicContentSize") { call throws(BridgeError) in
            try call.this(View.self).invalidateIntrinsicContentSize(); return 0 } }),
        // view:systemLayoutSizeFitting(size [, horizontalFittingPriority, verticalFittingPriority])
        ("systemLayoutSizeFitting", { s in bridged(s, "systemLayoutSizeFitting") { call throws(BridgeError) in
            let view = try call.this(View.self)
            let target = try call.size(2)
            guard LayoutConstraint.isUsable(target.width), LayoutConstraint.isUsable(target.height) else {
                throw call.argumentError(2, "a size within ±1e12 expected")
            }
            let horizontal = call.isNoneOrNil(3) ? LayoutPriority.fittingSizeLevel : try priority(call, 3)
            let vertical = call.isNoneOrNil(4) ? LayoutPriority.fittingSizeLevel : try priority(call, 4)
            call.lua.push(view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical))
            return 1 } }),
        ("contentHuggingPriority", { s in bridged(s, "contentHuggingPriority") { call throws(BridgeError) in
            lua_pushnumber(call.L, try call.this(View.self).contentHuggingPriority(for: try call.choice(2, LayoutAttribute.Axis.self))); return 1 } }),
        ("setContentHuggingPriority", { s in bridged(s, "setContentHuggingPriority") { call throws(BridgeError) in
            try call.this(View.self).setContentHuggingPriority(try priority(call, 2), for: try call.choice(3, LayoutAttribute.Axis.self)); return 0 } }),
        ("contentCompressionResistancePriority", { s in bridged(s, "contentCompressionResistancePriority") { call throws(BridgeError) in
            lua_pushnumber(call.L, try call.this(View.self).contentCompressionResistancePriority(for: try call.choice(2, LayoutAttribute.Axis.self))); return 1 } }),
        ("setContentCompressionResistancePriority", { s in bridged(s, "setContentCompressionResistancePriority") { call throws(BridgeError) in
            try call.this(View.self).setContentCompressionResistancePriority(try priority(call, 2), for: try call.choice(3, LayoutAttribute.Axis.self)); return 0 } }),
        ("addConstraint", { s in bridged(s, "addConstraint") { call throws(BridgeError) in
            _ = try call.this(View.self); try activate(call, [try call.object(2, LayoutConstraint.self)]); return 0 } }),
        ("addConstraints", { s in bridged(s, "addConstraints") { call throws(BridgeError) in
            _ = try call.this(View.self); try activate(call, try list(call, 2)); return 0 } }),
        ("removeConstraint", { s in bridged(s, "removeConstraint") { call throws(BridgeError) in
            try call.this(View.self).removeConstraint(try call.object(2, LayoutConstraint.self)); return 0 } }),
        ("removeConstraints", { s in bridged(s, "removeConstraints") { call throws(BridgeError) in
            try call.this(View.self).removeConstraints(try list(call, 2)); return 0 } }),
    ]

    static let viewStaticGetters: [(String, lua_CFunction)] = [
        ("layoutFittingCompressedSize", { s in guard let L = s else { return 0 }; LuaState.of(L).push(View.layoutFittingCompressedSize); return 1 }),
        ("noIntrinsicMetric", { s in guard let L = s else { return 0 }; lua_pushnumber(L, View.noIntrinsicMetric); return 1 }),
    ]
}
