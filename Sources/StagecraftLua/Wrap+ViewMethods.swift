import CLuaShim
import Stagecraft

/// UIView's methods. Subview indices are UIKit's (0-based), not Lua's.
enum WrapViewMethods {
    static var methods: [(String, lua_CFunction)] {
        [
            ("addSubview", { s in bridged(s, "addSubview") { call throws(BridgeError) in
                let parent = try call.this(View.self), child = try call.object(2, View.self)
                if let problem = parent.hierarchyError(adding: child) { throw call.error(problem) }
                parent.addSubview(child); child.insertionSite = LuaCall.callerLine(call.L); return 0 } }),
            ("insertSubviewAt", { s in bridged(s, "insertSubviewAt") { call throws(BridgeError) in
                let parent = try call.this(View.self), child = try call.object(2, View.self)
                if let problem = parent.hierarchyError(adding: child) { throw call.error(problem) }
                parent.insertSubview(child, at: try call.integer(3)); child.insertionSite = LuaCall.callerLine(call.L); return 0 } }),
            ("insertSubviewAboveSubview", { s in bridged(s, "insertSubviewAboveSubview") { call throws(BridgeError) in
                let parent = try call.this(View.self), child = try call.object(2, View.self), sibling = try call.object(3, View.self)
                if let problem = parent.hierarchyError(adding: child) { throw call.error(problem) }
                // A sibling that is not a subview is no error: the view goes to that edge (T10.5).
                parent.insertSubview(child, aboveSubview: sibling); child.insertionSite = LuaCall.callerLine(call.L); return 0 } }),
            ("insertSubviewBelowSubview", { s in bridged(s, "insertSubviewBelowSubview") { call throws(BridgeError) in
                let parent = try call.this(View.self), child = try call.object(2, View.self), sibling = try call.object(3, View.self)
                if let problem = parent.hierarchyError(adding: child) { throw call.error(problem) }
                // A sibling that is not a subview is no error: the view goes to that edge (T10.5).
                parent.insertSubview(child, belowSubview: sibling); child.insertionSite = LuaCall.callerLine(call.L); return 0 } }),
            ("removeFromSuperview", { s in bridged(s, "removeFromSuperview") { call throws(BridgeError) in
                try call.this(View.self).removeFromSuperview(); return 0 } }),
            // No view is ever first responder here (no text input: scenarios show the keyboard), so
            // there is nothing to resign: false, as UIKit answers when nothing resigned.
            ("endEditing", { s in bridged(s, "endEditing") { call throws(BridgeError) in
                _ = try call.this(View.self)
                _ = try call.boolean(2)
                LuaStack.push(call.L, false)
                return 1 } }),
            // UIKit's sizeToFit() and sizeThatFits(_:): a plain view keeps its size, a label and
            // a button fit their content (View.sizeThatFits).
            ("sizeToFit", { s in bridged(s, "sizeToFit") { call throws(BridgeError) in
                try call.this(View.self).sizeToFit(); return 0 } }),
            ("sizeThatFits", { s in bridged(s, "sizeThatFits") { call throws(BridgeError) in
                let view = try call.this(View.self)
                call.lua.push(view.sizeThatFits(try call.size(2))); return 1 } }),
            ("bringSubviewToFront", { s in bridged(s, "bringSubviewToFront") { call throws(BridgeError) in
                try call.this(View.self).bringSubviewToFront(try call.object(2, View.self)); return 0 } }),
            ("sendSubviewToBack", { s in bridged(s, "sendSubviewToBack") { call throws(BridgeError) in
                try call.this(View.self).sendSubviewToBack(try call.object(2, View.self)); return 0 } }),
            ("exchangeSubview", { s in bridged(s, "exchangeSubview") { call throws(BridgeError) in
                try call.this(View.self).exchangeSubview(at: try call.integer(2), withSubviewAt: try call.integer(3)); return 0 } }),
            ("isDescendant", { s in bridged(s, "isDescendant") { call throws(BridgeError) in
                LuaStack.push(call.L, try call.this(View.self).isDescendant(of: try call.object(2, View.self))); return 1 } }),
            ("viewWithTag", { s in bridged(s, "viewWithTag") { call throws(BridgeError) in
                call.lua.push(try call.this(View.self).viewWithTag(try call.integer(2))); return 1 } }),
            ("viewNamed", { s in bridged(s, "viewNamed") { call throws(BridgeError) in
                call.lua.push(try call.this(View.self).viewNamed(try call.string(2))); return 1 } }),
            // T12.4: hitTest(_:with:) and point(inside:with:); the event argument is accepted and
            // unused (there is no UIEvent), the point is in the view's bounds.
            ("hitTest", { s in bridged(s, "hitTest") { call throws(BridgeError) in
                call.lua.push(try call.this(View.self).hitTest(try call.point(2))); return 1 } }),
            ("pointInside", { s in bridged(s, "pointInside") { call throws(BridgeError) in
                LuaStack.push(call.L, try call.this(View.self).point(inside: try call.point(2))); return 1 } }),
            // T12.4: UIResponder's touch methods, called with an array of touches; inside a view class's
            // own override, super's (the next responder gets them; see ScriptViewSubclass).
            ("touchesBegan", { s in bridged(s, "touchesBegan") { call throws(BridgeError) in
                try call.this(View.self).touchesBegan(try WrapViewMethods.touches(call, 2)); return 0 } }),
            ("touchesMoved", { s in bridged(s, "touchesMoved") { call throws(BridgeError) in
                try call.this(View.self).touchesMoved(try WrapViewMethods.touches(call, 2)); return 0 } }),
            ("touchesEnded", { s in bridged(s, "touchesEnded") { call throws(BridgeError) in
                try call.this(View.self).touchesEnded(try WrapViewMethods.touches(call, 2)); return 0 } }),
            ("touchesCancelled", { s in bridged(s, "touchesCancelled") { call throws(BridgeError) in
                try call.this(View.self).touchesCancelled(try WrapViewMethods.touches(call, 2)); return 0 } }),
            ("convertTo", { s in bridged(s, "convertTo") { call throws(BridgeError) in
                let view = try call.this(View.self), other = try call.optionalObject(3, View.self)
                if let rect = GeometryReader.rect(call.L, 2) { call.lua.push(view.convert(rect, to: other)) } else {
                    call.lua.push(view.convert(try call.point(2), to: other))
                }
                return 1 } }),
            ("convertFrom", { s in bridged(s, "convertFrom") { call throws(BridgeError) in
                let view = try call.this(View.self), other = try call.optionalObject(3, View.self)
                if let rect = GeometryReader.rect(call.L, 2) { call.lua.push(view.convert(rect, from: other)) } else {
                    call.lua.push(view.convert(try call.point(2), from: other))
                }
                return 1 } }),
            ("snapshotView", { s in bridged(s, "snapshotView") { call throws(BridgeError) in
                call.lua.push(try call.this(View.self).snapshotView(afterScreenUpdates: call.bool(2))); return 1 } }),
            // resizableSnapshotView(from:afterScreenUpdates:withCapInsets:) (KT1.1); the insets may be omitted (.zero).
            ("resizableSnapshotView", { s in bridged(s, "resizableSnapshotView") { call throws(BridgeError) in
                let view = try call.this(View.self)
                let rect = try call.rect(2)
                guard rect.isFinite, rect.size.width >= 0, rect.size.height >= 0 else {
                    throw call.argumentError(2, "a finite CGRect of non-negative size expected, got \(rect)")
                }
                let insets = call.isNoneOrNil(4) ? EdgeInsets.zero : try call.insets(4)
                guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                    throw call.argumentError(4, "finite UIEdgeInsets ≥ 0 expected, got \(insets)")
                }
                call.lua.push(view.resizableSnapshotView(from: rect, afterScreenUpdates: call.bool(3), withCapInsets: insets))
                return 1 } }),
            ("removeAllAnimations", { s in bridged(s, "removeAllAnimations") { call throws(BridgeError) in
                try call.this(View.self).removeAllAnimations(); return 0 } }),
            ("addGestureRecognizer", { s in bridged(s, "addGestureRecognizer") { call throws(BridgeError) in
                try call.this(View.self).addGestureRecognizer(try call.object(2, GestureRecognizer.self)); return 0 } }),
            // UIKit's removeGestureRecognizer(_:): an active gesture is cancelled (G1.x, View+Gestures).
            ("removeGestureRecognizer", { s in bridged(s, "removeGestureRecognizer") { call throws(BridgeError) in
                try call.this(View.self).removeGestureRecognizer(try call.object(2, GestureRecognizer.self)); return 0 } }),
            ("set", { s in bridged(s, "set") { call throws(BridgeError) in
                // Batch setter: one crossing for many properties (`view:set{alpha = 1, frame = f}`).
                let view = try call.this(View.self)
                let table = try call.table(2)
                lua_pushnil(call.L)
                while lua_next(call.L, table) != 0 {
                    guard let key = LuaStack.string(call.L, -2) else { throw call.error("property names must be strings") }
                    var property = call
                    property.convention = .property(nameAt: lua_gettop(call.L) - 1)  // errors name the property, as a setter's do
                    try WrapView.assign(key, property, view, lua_gettop(call.L))
                    sc_pop(call.L, 1)
                }
                lua_settop(call.L, 1)
                return 1 } }),
        ]
    }
}
