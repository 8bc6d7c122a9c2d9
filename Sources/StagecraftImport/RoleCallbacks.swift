import StagecraftLua

/// The callbacks the bridge calls on each role, by their Lua names (read from `BindingCatalog`):
/// a Swift method that is one of them keeps that name (`animationController(forPresented:…)` is
/// `animationControllerForPresented`).
enum RoleCallbacks {
    static let screen = BindingCatalog.screenCallbacks
    /// A transitioning, navigation or tab bar controller delegate's callbacks (no gesture ones).
    static let transitionDelegate = BindingCatalog.delegateCallbacks

    static func names(for role: RoleKind) -> [String] {
        let gestures = BindingCatalog.gestureAndScrollDelegateCallbacks, delegate = BindingCatalog.delegateCallbacks
        switch role {
        case .animator: return BindingCatalog.animatorCallbacks
        case .delegate: return delegate + gestures
        case .presentation: return BindingCatalog.presentationCallbacks
        case .interaction: return BindingCatalog.interactionCallbacks + gestures
        case .selfDrivenInteraction: return ["startInteractiveTransition"] + gestures
        case .screen: return screen + delegate + gestures
        case .view: return BindingCatalog.viewCallbacks + gestures
        case .gesture: return gestures
        case .helper: return gestures + delegate
        }
    }
}
