/// What the bindings register, as names only: the data the Swift importer derives its Swift → Lua
/// call mapping from (StagecraftImport never needs a live Lua state for it).
public enum BindingCatalog {
    /// One bound class: its Lua name, the global that makes it (`UIView`), its parent, and its
    /// members by kind.
    public struct Entry: Sendable {
        public let name: String
        public let global: String?
        public let parent: String?
        public let methods: [String]
        public let properties: [String]
        public let statics: [String]
        /// The properties a script can assign (`view.alpha = 0`), a subset of `properties`: the
        /// importer writes a changed value back only through one of these (SW9.1).
        public let settable: [String]
    }

    /// Every bound class, in registration order.
    public static let entries: [Entry] = Bindings.all.map { c in
        let members = c.memberNames
        return Entry(name: c.name, global: c.global, parent: c.parent, methods: members.methods,
                     properties: members.properties + c.setters.map(\.0), statics: members.statics,
                     settable: c.setters.map(\.0))
    }

    /// Global functions and values that are not a class's (`CATransform3DMakeRotation`, `CATransform3DIdentity`,
    /// `CACurrentMediaTime`).
    public static let globalFunctions: [String] = (WrapTransform3D.functions + WrapLayer.functions + WrapAssociatedObjects.functions).map(\.0) + Array(WrapTransform3D.computedGlobals.keys)

    /// The callbacks each script role may define, by role.
    public static let animatorCallbacks = ["transitionDuration", "animateTransition", "animationEnded", "interruptibleAnimator"]
    public static let delegateCallbacks = ScriptDelegate.callbacks
    public static let presentationCallbacks = ScriptPresentationController.callbacks + AdaptiveScript.callbacks
    public static let interactionCallbacks = ["wire", "handleGesture", "startInteractiveTransition"]
    public static let screenCallbacks = ScriptViewController.callbacks
    /// The UIView methods the engine calls that a view subclass overrides (`UIView{class = T}`).
    public static let viewCallbacks = ScriptViewSubclass.overrides
    public static let gestureAndScrollDelegateCallbacks = DelegateCallbacks.gesture + DelegateCallbacks.scroll
}
