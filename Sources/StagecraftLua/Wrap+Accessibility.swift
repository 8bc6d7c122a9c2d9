import CLuaShim

/// `UIAccessibility`: the assistive technologies a headless run has, none — VoiceOver is off, as
/// on a device where the user has not turned it on (PanModal shows its short form only then).
enum WrapAccessibility {
    static var namespace: LuaClass {
        var c = LuaClass(value: "Accessibility", global: "UIAccessibility")
        c.staticGetters = [
            ("isVoiceOverRunning", { s in guard let L = s else { return 0 }; LuaStack.push(L, false); return 1 }),
        ]
        return c
    }
}
