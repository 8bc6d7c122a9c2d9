import CLuaShim
import Stagecraft

/// UIScrollView's scrolling API (SV1.1–SV1.11): offsets and insets, the switches, the pan, the
/// state, the animated scrolls and the delegate. Lists and grids inherit it.
enum WrapScrolling {
    static let getters: [(String, lua_CFunction)] = [
        ("contentOffset", { s in luaGet(s, ScrollView.self) { $0.push($1.contentOffset) } }),
        ("contentSize", { s in luaGet(s, ScrollView.self) { $0.push($1.contentSize) } }),
        ("contentInset", { s in luaGet(s, ScrollView.self) { $0.push($1.contentInset) } }),
        ("adjustedContentInset", { s in luaGet(s, ScrollView.self) { $0.push($1.adjustedContentInset) } }),
        ("contentInsetAdjustmentBehavior", { s in luaGet(s, ScrollView.self) { LuaStack.push($0.state, $1.contentInsetAdjustmentBehavior.rawValue) } }),
        ("isScrollEnabled", { s in luaGet(s, ScrollView.self) { LuaStack.push($0.state, $1.isScrollEnabled) } }),
        ("bounces", { s in luaGet(s, ScrollView.self) { LuaStack.push($0.state, $1.bounces) } }),
        ("alwaysBounceVertical", { s in luaGet(s, ScrollView.self) { LuaStack.push($0.state, $1.alwaysBounceVertical) } }),
        ("alwaysBounceHorizontal", { s in luaGet(s, ScrollView.self) { LuaStack.push($0.state, $1.alwaysBounceHorizontal) } }),
        ("isPagingEnabled", { s in luaGet(s, ScrollView.self) { LuaStack.push($0.state, $1.isPagingEnabled) } }),
        ("decelerationRate", { s in luaGet(s, ScrollView.self) { lua_pushnumber($0.state, $1.decelerationRate) } }),
        ("panGestureRecognizer", { s in luaGet(s, ScrollView.self) { $0.push($1.panGestureRecognizer) } }),
        ("isDragging", { s in luaGet(s, ScrollView.self) { LuaStack.push($0.state, $1.isDragging) } }),
        ("isDecelerating", { s in luaGet(s, ScrollView.self) { LuaStack.push($0.state, $1.isDecelerating) } }),
        ("isTracking", { s in luaGet(s, ScrollView.self) { LuaStack.push($0.state, $1.isTracking) } }),
        ("delegate", { s in luaGet(s, ScrollView.self) { lua, v in WrapGestures.pushDelegate(lua, v.delegate) } }),
    ]

    static let setters: [(String, lua_CFunction)] = [
        ("contentOffset", { s in luaSet(s, "contentOffset", ScrollView.self) { c, v throws(BridgeError) in v.contentOffset = try c.point(3) } }),
        ("contentSize", { s in luaSet(s, "contentSize", ScrollView.self) { c, v throws(BridgeError) in v.contentSize = try c.size(3) } }),
        ("contentInset", { s in luaSet(s, "contentInset", ScrollView.self) { c, v throws(BridgeError) in v.contentInset = try c.insets(3) } }),
        ("contentInsetAdjustmentBehavior", { s in luaSet(s, "contentInsetAdjustmentBehavior", ScrollView.self) { c, v throws(BridgeError) in
            v.contentInsetAdjustmentBehavior = try c.choice(3, ScrollView.ContentInsetAdjustmentBehavior.self) } }),
        ("isScrollEnabled", { s in luaSet(s, "isScrollEnabled", ScrollView.self) { c, v throws(BridgeError) in v.isScrollEnabled = try c.boolean(3) } }),
        ("bounces", { s in luaSet(s, "bounces", ScrollView.self) { c, v throws(BridgeError) in v.bounces = try c.boolean(3) } }),
        ("alwaysBounceVertical", { s in luaSet(s, "alwaysBounceVertical", ScrollView.self) { c, v throws(BridgeError) in v.alwaysBounceVertical = try c.boolean(3) } }),
        ("alwaysBounceHorizontal", { s in luaSet(s, "alwaysBounceHorizontal", ScrollView.self) { c, v throws(BridgeError) in
            v.alwaysBounceHorizontal = try c.boolean(3) } }),
        ("isPagingEnabled", { s in luaSet(s, "isPagingEnabled", ScrollView.self) { c, v throws(BridgeError) in v.isPagingEnabled = try c.boolean(3) } }),
        // decelerationRate = "normal" | "fast" | a number strictly between 0 and 1.
        ("decelerationRate", { s in luaSet(s, "decelerationRate", ScrollView.self) { c, v throws(BridgeError) in
            v.decelerationRate = try WrapScrolling.rate(c, 3) } }),
        // scrollView.delegate = self: a table (class instance) with UIScrollViewDelegate's callbacks, a screen, or nil.
        ("delegate", { s in luaSet(s, "delegate", ScrollView.self) { c, v throws(BridgeError) in
            switch try WrapGestures.delegate(c, ScrollViewDelegate.self, role: "delegate of \(v.displayName)") {
            case .none: v.retainedDelegate = nil
            case let .adapter(adapter): v.retainedDelegate = adapter
            case let .object(object): v.retainedDelegate = nil; v.delegate = object
            } } }),
    ]

    static let methods: [(String, lua_CFunction)] = [
        // setContentOffset(point, animated)
        ("setContentOffset", { s in bridged(s, "setContentOffset") { call throws(BridgeError) in
            try call.this(ScrollView.self).setContentOffset(try call.point(2), animated: try call.boolean(3)); return 0 } }),
        // scrollRectToVisible(rect, animated)
        ("scrollRectToVisible", { s in bridged(s, "scrollRectToVisible") { call throws(BridgeError) in
            try call.this(ScrollView.self).scrollRectToVisible(try call.rect(2), animated: try call.boolean(3)); return 0 } }),
    ]

    /// A deceleration rate: UIKit's names or a number in `BoundNumberRanges.decelerationRate`.
    static func rate(_ call: LuaCall, _ index: Int32) throws(BridgeError) -> Double {
        if lua_type(call.L, index) == LUA_TSTRING {
            switch try call.string(index) {
            case "normal": return ScrollView.DecelerationRate.normal
            case "fast": return ScrollView.DecelerationRate.fast
            default: throw call.badArgument(index, "\"normal\", \"fast\" or a number between 0 and 1")
            }
        }
        let value = try call.number(index)
        let range = BoundNumberRanges.decelerationRate
        guard range.contains(value) else { throw call.argumentError(index, "decelerationRate must be \(range.wording) (got \(value))") }
        return value
    }
}
