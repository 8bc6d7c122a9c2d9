/// Where a controller is in its appearance cycle.
enum AppearanceState: String {
    case disappeared, appearing, appeared, disappearing
}

/// Appearance callbacks: `beginAppearanceTransition` / `endAppearanceTransition` and the
/// callbacks they send, forwarded to the children that are on screen with their parent.
///
/// A begin is valid from the opposite side of the cycle (a will-appear may follow a will-disappear
/// that has not ended: that is how a cancelled transition turns back, T3.6); an end needs a begin.
/// Anything else is reported as unbalanced (T3.8) and changes nothing.
extension ViewController {
    /// `beginAppearanceTransition(_:animated:)`: sends viewWillAppear or viewWillDisappear.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        guard allowedToBegin(isAppearing).contains(appearanceState) else {
            return reportUnbalanced("beginAppearanceTransition(\(isAppearing)) while \(appearanceState)")
        }
        appearanceAnimated = animated
        let detail = "animated=\(animated)"
        if isAppearing {
            appearanceState = .appearing
            didCallViewIsAppearing = false
            _ = view
            record(.lifecycle, "viewWillAppear", detail)
            viewWillAppear(animated)
        } else {
            appearanceState = .disappearing
            record(.lifecycle, "viewWillDisappear", detail)
            viewWillDisappear(animated)
        }
        // Forwarded to the children in step with this one; a child a container swapped in while
        // this controller was between will and did has no part in its transition (below).
        for child in childrenForAppearanceForwarding where allowedToBegin(isAppearing).contains(child.appearanceState) {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    private func allowedToBegin(_ isAppearing: Bool) -> Set<AppearanceState> {
        isAppearing ? [.disappeared, .disappearing] : [.appeared, .appearing]
    }

    /// `endAppearanceTransition()`: sends viewDidAppear (after viewIsAppearing if it has not run yet)
    /// or viewDidDisappear, `animated` as the begin said unless given. Any controller may call the
    /// pair itself — a custom presentation gives the presenting controller its disappear calls this
    /// way (T3.5 leaves it without them) — with the balance checks of T3.8.
    public func endAppearanceTransition(animated: Bool? = nil) {
        let animated = animated ?? appearanceAnimated
        let detail = "animated=\(animated)"
        switch appearanceState {
        case .appearing:
            callViewIsAppearing(animated: animated)
            appearanceState = .appeared
            record(.lifecycle, "viewDidAppear", detail)
            viewDidAppear(animated)
        case .disappearing:
            appearanceState = .disappeared
            record(.lifecycle, "viewDidDisappear", detail)
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return reportUnbalanced("endAppearanceTransition() with no transition begun (\(appearanceState))")
        }
        for child in childrenForAppearanceForwarding where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition(animated: animated)
        }
    }

    /// Sends `viewIsAppearing` once per appearance, when the view is in a window (T3.9).
    func callViewIsAppearing(animated: Bool) {
        guard appearanceState == .appearing, !didCallViewIsAppearing else { return }
        didCallViewIsAppearing = true
        record(.lifecycle, "viewIsAppearing", "animated=\(animated)")
        viewIsAppearing(animated)
        for child in childrenForAppearanceForwarding { child.callViewIsAppearing(animated: animated) }
    }

    /// Whether the controller's view is on screen (appeared or on its way).
    public var isAppearing: Bool { appearanceState == .appearing }
    public var isVisible: Bool { appearanceState == .appeared }

    private func reportUnbalanced(_ what: String) {
        report(.unbalancedAppearance, "Unbalanced calls to begin/end appearance transitions for \(self): \(what)")
    }
}
