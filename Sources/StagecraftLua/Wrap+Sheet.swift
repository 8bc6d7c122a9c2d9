import CLuaShim
import Stagecraft

extension SheetDetent: LuaNamed { var luaDisplayName: String { identifier } }

/// UISheetPresentationController (T11.4) and its detents. `vc.sheetPresentationController` is the
/// sheet of a "pageSheet", "formSheet" or "automatic" controller (nil otherwise), configurable
/// before `present`. Detents are `UISheetPresentationController.Detent.medium()`, `.large()` and
/// `.custom(identifier, function(context) return context.maximumDetentValue * 0.3 end)`; the
/// strings "medium" and "large" are accepted in `detents` too. Identifiers are strings.
enum WrapSheet {
    static var definition: LuaClass {
        var c = LuaClass("SheetPresentationController", object: SheetPresentationController.self,
                         parent: "PresentationController", global: "UISheetPresentationController")
        c.staticGetters = [("Detent", { s in bridged(s, "Detent") { call throws(BridgeError) in WrapSheet.pushDetentTable(call.L); return 1 } })]
        c.getters = [
            ("detents", { s in luaGet(s, SheetPresentationController.self) { $0.pushArray($1.detents) } }),
            ("selectedDetentIdentifier", { s in luaGet(s, SheetPresentationController.self) { LuaStack.push($0.state, $1.selectedDetentIdentifier) } }),
            ("largestUndimmedDetentIdentifier", { s in luaGet(s, SheetPresentationController.self) { LuaStack.push($0.state, $1.largestUndimmedDetentIdentifier) } }),
            ("prefersGrabberVisible", { s in luaGet(s, SheetPresentationController.self) { LuaStack.push($0.state, $1.prefersGrabberVisible) } }),
            ("prefersScrollingExpandsWhenScrolledToEdge", { s in luaGet(s, SheetPresentationController.self) {
                LuaStack.push($0.state, $1.prefersScrollingExpandsWhenScrolledToEdge) } }),
            ("prefersEdgeAttachedInCompactHeight", { s in luaGet(s, SheetPresentationController.self) {
                LuaStack.push($0.state, $1.prefersEdgeAttachedInCompactHeight) } }),
            ("preferredCornerRadius", { s in luaGet(s, SheetPresentationController.self) { WrapSheet.pushRadius($0.state, $1.preferredCornerRadius) } }),
            ("dimmingView", { s in luaGet(s, SheetPresentationController.self) { $0.push($1.dimmingView) } }),
            ("grabber", { s in luaGet(s, SheetPresentationController.self) { $0.push($1.grabber) } }),
            ("panGestureRecognizer", { s in luaGet(s, SheetPresentationController.self) { $0.push($1.panGestureRecognizer) } }),
        ]
        c.setters = [
            ("detents", { s in luaSet(s, "detents", SheetPresentationController.self) { c, sheet throws(BridgeError) in
                sheet.detents = try WrapSheet.detents(c, 3) } }),
            ("selectedDetentIdentifier", { s in luaSet(s, "selectedDetentIdentifier", SheetPresentationController.self) { c, sheet throws(BridgeError) in
                sheet.selectedDetentIdentifier = try c.optionalString(3) } }),
            ("largestUndimmedDetentIdentifier", { s in luaSet(s, "largestUndimmedDetentIdentifier", SheetPresentationController.self) { c, sheet throws(BridgeError) in
                sheet.largestUndimmedDetentIdentifier = try c.optionalString(3) } }),
            ("prefersGrabberVisible", { s in luaSet(s, "prefersGrabberVisible", SheetPresentationController.self) { c, sheet throws(BridgeError) in
                sheet.prefersGrabberVisible = try c.boolean(3) } }),
            ("prefersScrollingExpandsWhenScrolledToEdge", { s in luaSet(s, "prefersScrollingExpandsWhenScrolledToEdge", SheetPresentationController.self) {
                c, sheet throws(BridgeError) in sheet.prefersScrollingExpandsWhenScrolledToEdge = try c.boolean(3) } }),
            ("prefersEdgeAttachedInCompactHeight", { s in luaSet(s, "prefersEdgeAttachedInCompactHeight", SheetPresentationController.self) {
                c, sheet throws(BridgeError) in sheet.prefersEdgeAttachedInCompactHeight = try c.boolean(3) } }),
            ("preferredCornerRadius", { s in luaSet(s, "preferredCornerRadius", SheetPresentationController.self) { c, sheet throws(BridgeError) in
                sheet.preferredCornerRadius = try WrapSheet.radius(c, 3) } }),
        ]
        c.methods = [
            // animateChanges(function() sheet.selectedDetentIdentifier = "large" end)
            ("animateChanges", { s in bridged(s, "animateChanges") { call throws(BridgeError) in try WrapSheet.animateChanges(call) } }),
            ("invalidateDetents", { s in bridged(s, "invalidateDetents") { call throws(BridgeError) in
                try call.this(SheetPresentationController.self).invalidateDetents(); return 0 } }),
        ]
        return c
    }

    static var detent: LuaClass {
        var c = LuaClass("SheetDetent", object: SheetDetent.self, global: "UISheetPresentationControllerDetent")
        c.statics = detentFactories
        c.getters = [("identifier", { s in luaGet(s, SheetDetent.self) { LuaStack.push($0.state, $1.identifier) } })]
        return c
    }

    /// `sheet:animateChanges(block)`: runs the block inside the sheet's animation.
    static func animateChanges(_ call: LuaCall) throws(BridgeError) -> Int32 {
        let sheet = try call.this(SheetPresentationController.self), block = try call.function(2)
        var failure: BridgeError?
        sheet.animateChanges { failure = call.lua.callNested(call.L, block) }
        if let failure { throw failure }
        return 0
    }

    /// stack: pushes 1.
    static func pushRadius(_ L: OpaquePointer, _ radius: Double?) {
        if let radius { lua_pushnumber(L, radius) } else { lua_pushnil(L) }
    }

    /// A corner radius or nil (the system's).
    static func radius(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> Double? {
        guard !call.isNoneOrNil(index) else { return nil }
        let radius = try call.number(index)
        guard radius.isFinite, radius >= 0 else { throw call.error("preferredCornerRadius must be a finite number ≥ 0, not \(radius)") }
        return radius
    }

    /// `UISheetPresentationController.Detent`: a table of the factories. stack: pushes 1.
    static func pushDetentTable(_ L: OpaquePointer) {
        lua_createtable(L, 0, 3)
        for (name, function) in detentFactories { LuaStack.setFunction(L, -1, name, function) }
    }

    /// `medium()`, `large()` and `custom(identifier, resolver)`.
    static let detentFactories: [(String, lua_CFunction)] = [
        ("medium", { s in bridged(s, "medium") { call throws(BridgeError) in call.lua.push(SheetDetent.medium()); return 1 } }),
        ("large", { s in bridged(s, "large") { call throws(BridgeError) in call.lua.push(SheetDetent.large()); return 1 } }),
        ("custom", { s in bridged(s, "custom") { call throws(BridgeError) in
            let identifier = try call.string(1), index = try call.function(2)
            guard !identifier.isEmpty else { throw call.error("a custom detent needs a non-empty identifier") }
            lua_pushvalue(call.L, index)
            let site = ScriptRole.definitionSite(call.L, chunkName: LuaCall.callerChunk(call.L))
            let resolver = call.lua.ref(at: index)
            call.lua.push(SheetDetent.custom(identifier: identifier) { context in
                WrapSheet.resolve(resolver, context, identifier: identifier, site: site)
            })
            return 1 } }),
    ]

    /// Calls a script's resolver with `{maximumDetentValue =, traitCollection =}`; a number is the
    /// detent's value, nil makes it inactive; an error or another answer is reported (with the
    /// resolver's file:line) and makes it inactive.
    private static func resolve(_ resolver: LuaRef, _ context: SheetDetentContext, identifier: String, site: String?) -> Double? {
        guard let lua = resolver.lua else { return nil }
        let L = lua.state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        resolver.push()
        lua_createtable(L, 0, 2)
        lua_pushnumber(L, context.maximumDetentValue)
        lua_setfield(L, -2, "maximumDetentValue")
        AdaptiveScript.push(L, context.traitCollection)
        lua_setfield(L, -2, "traitCollection")
        do throws(LuaError) {
            try lua.call(nargs: 1, nresults: 1)
        } catch {
            lua.fail(error, scope: nil)
            return nil
        }
        if lua_type(L, -1) == LUA_TNIL { return nil }
        var isNumber: Int32 = 0
        let value = lua_tonumberx(L, -1, &isNumber)
        guard lua_type(L, -1) == LUA_TNUMBER, isNumber != 0, value.isFinite else {
            let got = lua_type(L, -1) == LUA_TNUMBER ? "\(value)" : String(cString: lua_typename(L, lua_type(L, -1)))
            Engine.current?.report(Diagnostic(kind: .scriptError,
                message: "the resolver of custom detent '\(identifier)' must return a finite number or nil, not \(got); the detent is inactive",
                subject: identifier, source: site))
            return nil
        }
        return value
    }

    /// A list of detents (handles, or the strings "medium" and "large"). Empty is refused, as UIKit does.
    static func detents(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> [SheetDetent] {
        let L = call.L
        guard lua_type(L, index) == LUA_TTABLE else { throw call.badArgument(index, "a list of detents") }
        var result: [SheetDetent] = []
        let count = lua_rawlen(L, index)
        guard count > 0 else { throw call.error("detents must not be empty (UIKit requires at least one)") }
        for position in 1...count {
            lua_rawgeti(L, index, lua_Integer(position))
            defer { sc_pop(L, 1) }
            if lua_type(L, -1) == LUA_TSTRING, let name = LuaStack.string(L, -1) {
                switch name {
                case SheetDetent.mediumIdentifier: result.append(.medium())
                case SheetDetent.largeIdentifier: result.append(.large())
                default: throw call.error("detent \(position): '\(name)' is not a system detent (\"medium\" or \"large\"); use UISheetPresentationController.Detent.custom(identifier, resolver)")
                }
            } else if let detent = ScriptRole.handleObject(L) as? SheetDetent {
                result.append(detent)
            } else {
                throw call.error("detent \(position): a UISheetPresentationController.Detent or \"medium\"/\"large\" expected, got \(String(cString: lua_typename(L, lua_type(L, -1))))")
            }
        }
        return result
    }
}
