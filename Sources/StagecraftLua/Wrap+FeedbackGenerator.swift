import CLuaShim
import Stagecraft

/// `UISelectionFeedbackGenerator()`: `prepare()` and `selectionChanged()`, each haptic played a
/// `.log` trace event (FeedbackGenerator): transition code that ticks as a sheet snaps runs, and
/// its ticks can be expected.
enum WrapFeedbackGenerator {
    static var selection: LuaClass {
        var c = LuaClass("SelectionFeedbackGenerator", object: FeedbackGenerator.self, global: "UISelectionFeedbackGenerator")
        c.constructor = { s in bridgedConstructor(s, "UISelectionFeedbackGenerator") { call throws(BridgeError) in
            call.lua.push(FeedbackGenerator(kind: "UISelectionFeedbackGenerator")); return 1 } }
        c.methods = [
            ("prepare", { s in bridged(s, "prepare") { call throws(BridgeError) in _ = try call.this(FeedbackGenerator.self); return 0 } }),
            ("selectionChanged", { s in bridged(s, "selectionChanged") { call throws(BridgeError) in
                try call.this(FeedbackGenerator.self).play("selectionChanged"); return 0 } }),
        ]
        return c
    }
}
