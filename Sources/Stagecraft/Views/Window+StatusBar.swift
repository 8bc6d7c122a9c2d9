/// The status bar (SB1): which controller's `preferredStatusBarStyle` / `prefersStatusBarHidden`
/// counts, when the system asks, and what it does to the safe area.
///
/// The owner is the root controller, or the topmost controller presented `.fullScreen`, or one
/// presented any other way that sets `modalPresentationCapturesStatusBarAppearance` [Doc:
/// "status bar appearance control is transferred from the presenting to the presented view
/// controller only if the presented controller's modalPresentationStyle value is fullScreen"]; then
/// its `childForStatusBarStyle` / `childForStatusBarHidden`, followed down. The system asks when
/// the root is installed, when a presentation or dismissal begins (for the owner once it ends,
/// `UncertainRules.statusBarFollowsTransitionAtItsStart`), again when it ends (a cancelled one
/// gives the status bar back), and on `setNeedsStatusBarAppearanceUpdate()`.
extension Window {
    /// The status bar's frame in the window (UIKit's `windowScene.statusBarManager.statusBarFrame`):
    /// the device's status bar across the top, `.zero` while hidden or in a bare window, which has none.
    public var statusBarFrame: Rect {
        guard let device, !isStatusBarHidden else { return .zero }
        return Rect(x: 0, y: 0, width: bounds.width, height: device.statusBarHeight(in: orientation))
    }

    /// The controller whose answers the status bar follows, skipping `leaving` and what it presents
    /// (a dismissal that is beginning).
    func statusBarOwner(leaving: ViewController? = nil) -> ViewController? {
        guard var owner = rootViewController, owner !== leaving else { return nil }
        var next = owner.presentedViewController
        while let presented = next, presented !== leaving {
            if presented.presentationController?.presentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                owner = presented
            }
            next = presented.presentedViewController
        }
        return owner
    }

    /// Asks the owner (SB1.1) and applies its answers; a hidden status bar that changes the safe
    /// area lays the window out again (SB1.4). Records a lifecycle event when the look changes.
    func updateStatusBarAppearance(leaving: ViewController? = nil) {
        guard let owner = statusBarOwner(leaving: leaving) else { return }
        let styleOwner = Self.follow(owner, "childForStatusBarStyle", \.childForStatusBarStyle)
        let hiddenOwner = Self.follow(owner, "childForStatusBarHidden", \.childForStatusBarHidden)
        let style = styleOwner.preferredStatusBarStyle, hidden = hiddenOwner.prefersStatusBarHidden
        guard style != statusBarStyle || hidden != isStatusBarHidden else { return }
        let insetsBefore = screenSafeAreaInsets
        statusBarStyle = style
        isStatusBarHidden = hidden
        Engine.current?.record(.lifecycle, styleOwner.name, "statusBarAppearanceUpdate", "style=\(style.rawValue) hidden=\(hidden)")
        if screenSafeAreaInsets != insetsBefore { relayout() }
    }
}

extension Window {
    /// Follows `child` from `owner` down to the controller that answers (SB1.3). A chain that comes
    /// back to a controller it passed (a script's container naming its parent) stops there, with a
    /// diagnostic: UIKit would recurse until it crashed.
    static func follow(_ owner: ViewController, _ property: String, _ child: (ViewController) -> ViewController?) -> ViewController {
        var current = owner
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(owner)]
        while let next = child(current) {
            guard seen.insert(ObjectIdentifier(next)).inserted else {
                Engine.current?.report(Diagnostic(kind: .transitionMisuse,
                    message: "\(current).\(property) leads back to \(next): a cycle; \(current) answers", subject: current.name))
                break
            }
            current = next
        }
        return current
    }
}

extension ViewController {
    /// Tells the system this controller's status bar answers changed (UIKit's
    /// `setNeedsStatusBarAppearanceUpdate()`): they are asked again now, and apply if it owns the bar.
    public func setNeedsStatusBarAppearanceUpdate() {
        viewIfLoaded?.window?.updateStatusBarAppearance()
    }
}
