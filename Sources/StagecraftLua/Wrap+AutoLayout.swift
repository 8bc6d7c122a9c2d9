import CLuaShim
import Stagecraft

/// Auto Layout from Lua under UIKit's names (T12.2): `view.leadingAnchor:constraintEqualTo(other.leadingAnchor, 16)`,
/// `NSLayoutConstraint.activate{…}`, `c.constant = 300`, `view.translatesAutoresizingMaskIntoConstraints = false`.
///
/// What UIKit raises for is a Lua error at the script's line here: a NaN or out-of-range
/// constant, priority or multiplier, anchors of different axes, activating a constraint whose items
/// share no ancestor, a required priority changed on an active constraint.
enum WrapAutoLayout {
    /// The three anchor classes: self and the other anchor must be of the same one.
    enum AnchorKind {
        case xAxis, yAxis, dimension

        func anchors(_ call: LuaCall) throws(BridgeError) -> (LayoutAnchorRelating, AnyObject) {
            switch self {
            case .xAxis: return (try call.this(LayoutXAxisAnchor.self), try call.object(2, LayoutXAxisAnchor.self))
            case .yAxis: return (try call.this(LayoutYAxisAnchor.self), try call.object(2, LayoutYAxisAnchor.self))
            case .dimension: return (try call.this(LayoutDimension.self), try call.object(2, LayoutDimension.self))
            }
        }
    }

    // MARK: - Anchors

    /// `anchor:constraintEqualTo(other [, constant])`, `…GreaterThanOrEqualTo`, `…LessThanOrEqualTo`;
    /// on dimensions the second argument may be `{multiplier =, constant =}`. `anchors` reads self and
    /// the other anchor, each checked to be of the method's class (so the axes match).
    static func relate(_ state: OpaquePointer?, _ name: StaticString, _ relation: LayoutConstraint.Relation, _ kind: AnchorKind) -> Int32 {
        bridged(state, name) { call throws(BridgeError) in
            let (anchor, other) = try kind.anchors(call)
            var multiplier = 1.0
            var constant = 0.0
            if call.isOptionsTable(3) {
                guard anchor is LayoutDimension else { throw call.argumentError(3, "number expected; only width and height anchors take a multiplier") }
                try call.checkKeys(3, ["multiplier", "constant"])
                multiplier = try call.field(3, "multiplier") { c, i throws(BridgeError) in try layoutNumber(c, i) } ?? 1
                constant = try call.field(3, "constant") { c, i throws(BridgeError) in try layoutNumber(c, i) } ?? 0
                guard multiplier != 0 else { throw call.error("a multiplier of 0 is invalid (UIKit raises); use a constant") }
            } else if !call.isNoneOrNil(3) {
                constant = try layoutNumber(call, 3)
            }
            guard let made = anchor.constraint(relation, to: other, multiplier: multiplier, constant: constant) else {
                throw call.error("the anchors are of different kinds")
            }
            made.creationSite = LuaCall.callerLine(call.L)
            call.lua.push(made)
            return 1
        }
    }

    /// `widthAnchor:constraintEqualToConstant(100)` and the two inequalities.
    static func relateToConstant(_ state: OpaquePointer?, _ name: StaticString, _ relation: LayoutConstraint.Relation) -> Int32 {
        bridged(state, name) { call throws(BridgeError) in
            let anchor = try call.this(LayoutDimension.self)
            let constant = try layoutNumber(call, 2)
            let made: LayoutConstraint
            switch relation {
            case .equal: made = anchor.constraint(equalToConstant: constant)
            case .greaterThanOrEqual: made = anchor.constraint(greaterThanOrEqualToConstant: constant)
            case .lessThanOrEqual: made = anchor.constraint(lessThanOrEqualToConstant: constant)
            }
            made.creationSite = LuaCall.callerLine(call.L)
            call.lua.push(made)
            return 1
        }
    }

    /// A constant or multiplier: finite and within ±1e12 (`LayoutConstraint.maximumMagnitude`).
    static func layoutNumber(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> Double {
        let value = try call.number(index)
        guard LayoutConstraint.isUsable(value) else {
            throw call.argumentError(index, "a number within ±1e12 expected, got \(formatLuaNumber(call.L, index))")
        }
        return value
    }

    static var xAxisAnchor: LuaClass {
        var c = LuaClass("LayoutXAxisAnchor", object: LayoutXAxisAnchor.self)
        c.methods = [
            ("constraintEqualTo", { s in WrapAutoLayout.relate(s, "constraintEqualTo", .equal, .xAxis) }),
            ("constraintGreaterThanOrEqualTo", { s in WrapAutoLayout.relate(s, "constraintGreaterThanOrEqualTo", .greaterThanOrEqual, .xAxis) }),
            ("constraintLessThanOrEqualTo", { s in WrapAutoLayout.relate(s, "constraintLessThanOrEqualTo", .lessThanOrEqual, .xAxis) }),
        ]
        c.getters = [("attribute", { s in luaGet(s, LayoutXAxisAnchor.self) { LuaStack.push($0.state, $1.attribute.rawValue) } })]
        return c
    }

    static var yAxisAnchor: LuaClass {
        var c = LuaClass("LayoutYAxisAnchor", object: LayoutYAxisAnchor.self)
        c.methods = [
            ("constraintEqualTo", { s in WrapAutoLayout.relate(s, "constraintEqualTo", .equal, .yAxis) }),
            ("constraintGreaterThanOrEqualTo", { s in WrapAutoLayout.relate(s, "constraintGreaterThanOrEqualTo", .greaterThanOrEqual, .yAxis) }),
            ("constraintLessThanOrEqualTo", { s in WrapAutoLayout.relate(s, "constraintLessThanOrEqualTo", .lessThanOrEqual, .yAxis) }),
        ]
        c.getters = [("attribute", { s in luaGet(s, LayoutYAxisAnchor.self) { LuaStack.push($0.state, $1.attribute.rawValue) } })]
        return c
    }

    static var dimension: LuaClass {
        var c = LuaClass("LayoutDimension", object: LayoutDimension.self)
        c.methods = [
            ("constraintEqualTo", { s in WrapAutoLayout.relate(s, "constraintEqualTo", .equal, .dimension) }),
            ("constraintGreaterThanOrEqualTo", { s in WrapAutoLayout.relate(s, "constraintGreaterThanOrEqualTo", .greaterThanOrEqual, .dimension) }),
            ("constraintLessThanOrEqualTo", { s in WrapAutoLayout.relate(s, "constraintLessThanOrEqualTo", .lessThanOrEqual, .dimension) }),
            ("constraintEqualToConstant", { s in WrapAutoLayout.relateToConstant(s, "constraintEqualToConstant", .equal) }),
            ("constraintGreaterThanOrEqualToConstant", { s in WrapAutoLayout.relateToConstant(s, "constraintGreaterThanOrEqualToConstant", .greaterThanOrEqual) }),
            ("constraintLessThanOrEqualToConstant", { s in WrapAutoLayout.relateToConstant(s, "constraintLessThanOrEqualToConstant", .lessThanOrEqual) }),
        ]
        c.getters = [("attribute", { s in luaGet(s, LayoutDimension.self) { LuaStack.push($0.state, $1.attribute.rawValue) } })]
        return c
    }

    static let viewAnchorGetters: [(String, lua_CFunction)] = [
        ("leadingAnchor", { s in luaGet(s, View.self) { $0.push($1.leadingAnchor) } }),
        ("trailingAnchor", { s in luaGet(s, View.self) { $0.push($1.trailingAnchor) } }),
        ("leftAnchor", { s in luaGet(s, View.self) { $0.push($1.leftAnchor) } }),
        ("rightAnchor", { s in luaGet(s, View.self) { $0.push($1.rightAnchor) } }),
        ("centerXAnchor", { s in luaGet(s, View.self) { $0.push($1.centerXAnchor) } }),
        ("topAnchor", { s in luaGet(s, View.self) { $0.push($1.topAnchor) } }),
        ("bottomAnchor", { s in luaGet(s, View.self) { $0.push($1.bottomAnchor) } }),
        ("centerYAnchor", { s in luaGet(s, View.self) { $0.push($1.centerYAnchor) } }),
        ("widthAnchor", { s in luaGet(s, View.self) { $0.push($1.widthAnchor) } }),
        ("heightAnchor", { s in luaGet(s, View.self) { $0.push($1.heightAnchor) } }),
    ]

    static let guideAnchorGetters: [(String, lua_CFunction)] = [
        ("leadingAnchor", { s in luaGet(s, LayoutGuide.self) { $0.push($1.leadingAnchor) } }),
        ("trailingAnchor", { s in luaGet(s, LayoutGuide.self) { $0.push($1.trailingAnchor) } }),
        ("leftAnchor", { s in luaGet(s, LayoutGuide.self) { $0.push($1.leftAnchor) } }),
        ("rightAnchor", { s in luaGet(s, LayoutGuide.self) { $0.push($1.rightAnchor) } }),
        ("centerXAnchor", { s in luaGet(s, LayoutGuide.self) { $0.push($1.centerXAnchor) } }),
        ("topAnchor", { s in luaGet(s, LayoutGuide.self) { $0.push($1.topAnchor) } }),
        ("bottomAnchor", { s in luaGet(s, LayoutGuide.self) { $0.push($1.bottomAnchor) } }),
        ("centerYAnchor", { s in luaGet(s, LayoutGuide.self) { $0.push($1.centerYAnchor) } }),
        ("widthAnchor", { s in luaGet(s, LayoutGuide.self) { $0.push($1.widthAnchor) } }),
        ("heightAnchor", { s in luaGet(s, LayoutGuide.self) { $0.push($1.heightAnchor) } }),
    ]
}
