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

    /// `UIImpactFeedbackGenerator(style)` or `{style =}` (UIKit's `init()` is `.medium`):
    /// `prepare()`, `impactOccurred([intensity])`, each impact a trace event as the selection's are.
    static var impact: LuaClass {
        var c = LuaClass("ImpactFeedbackGenerator", object: ImpactFeedbackGenerator.self, global: "UIImpactFeedbackGenerator")
        c.constructor = { s in bridgedConstructor(s, "UIImpactFeedbackGenerator") { call throws(BridgeError) in
            if call.isOptionsTable(2) {
                try call.checkKeys(2, ["style"])
                _ = try call.field(2, "style", { c, i throws(BridgeError) in try c.choice(i, ImpactStyle.self) })
            } else if !call.isNoneOrNil(2) {
                _ = try call.choice(2, ImpactStyle.self)
            }
            call.lua.push(ImpactFeedbackGenerator()); return 1 } }
        c.methods = [
            ("prepare", { s in bridged(s, "prepare") { call throws(BridgeError) in _ = try call.this(ImpactFeedbackGenerator.self); return 0 } }),
            ("impactOccurred", { s in bridged(s, "impactOccurred") { call throws(BridgeError) in
                let generator = try call.this(ImpactFeedbackGenerator.self)
                if !call.isNoneOrNil(2) {
                    let intensity = try call.number(2)
                    guard (0...1).contains(intensity) else { throw call.error("intensity \(intensity) is outside 0…1") }
                }
                generator.play("impactOccurred"); return 0 } }),
        ]
        return c
    }

    /// `UIImpactFeedbackGenerator.FeedbackStyle`: how strong the tap feels on a device; nothing
    /// to show here, but a wrong name is still an error.
    enum ImpactStyle: String, CaseIterable { case light, medium, heavy, soft, rigid }
}
