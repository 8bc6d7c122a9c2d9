import StagecraftLua

/// The bridge's callback names, read once from `BindingCatalog`.
enum BindingCatalogProxy {
    static let animator = BindingCatalog.animatorCallbacks
    static let delegate = BindingCatalog.delegateCallbacks
    static let presentation = BindingCatalog.presentationCallbacks
    static let interaction = BindingCatalog.interactionCallbacks
    static let screen = BindingCatalog.screenCallbacks
    static let gestures = BindingCatalog.gestureAndScrollDelegateCallbacks
}
