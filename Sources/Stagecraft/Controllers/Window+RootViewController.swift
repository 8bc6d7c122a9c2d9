/// Installing a window's root view controller: its view fills the window at the back, and it
/// appears (non-animated) while the old root disappears.
extension Window {
    func rootViewControllerDidChange(from old: ViewController?) {
        let new = rootViewController
        guard old !== new else { return }
        if let old {
            if old.appearanceState == .appeared || old.appearanceState == .appearing {
                old.beginAppearanceTransition(false, animated: false)
            }
            old.viewIfLoaded?.removeFromSuperview()
            if old.appearanceState == .disappearing { old.endAppearanceTransition() }
        }
        guard let new else { return }
        let rootView = new.view
        rootView.frame = bounds
        insertSubview(rootView, at: 0)
        new.beginAppearanceTransition(true, animated: false)
        new.endAppearanceTransition()
    }

    /// The controller presented on top of all others, or the root: where a new presentation goes.
    public var topViewController: ViewController? {
        var top = rootViewController
        while let presented = top?.presentedViewController { top = presented }
        return top
    }
}
