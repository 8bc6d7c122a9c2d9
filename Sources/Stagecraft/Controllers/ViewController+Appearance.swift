/// Where a controller is in its appearance cycle.
enum AppearanceState: String {
    case disappeared, appearing, appeared, disappearing
}

/// Appearance callbacks: `beginAppearanceTransition` / `endAppearanceTransition` and the
/// callbacks they send, forwarded to the children that are on screen with their parent.
///
/// A begin is valid from the opposite side of the cycle (a will-appear may follow a will-disappear
/// that has not ended: that is how a cancelled transition turns back, T3.6); an end needs a begin.
/// T3.8 (revised): a plain controller told to begin the direction it is already going ignores the
/// repeat, and the end that balances it later is absorbed; a container reports it. Anything else
/// is reported as unbalanced and changes nothing.
extension ViewController {
    /// `beginAppearanceTransition(_:animated:)`: sends viewWillAppear or viewWillDisappear.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if appearanceState == (isAppearing ? .appearing : .disappearing),
           UncertainRules.plainControllersIgnoreRepeatedBegin, !forwardsAppearance {
            repeatedAppearanceBegins += 1  // no second will-call, no message; its end is absorbed
            return
        }
        guard allowedToBegin(isAppearing).contains(appearanceState) else {
            return reportUnbalanced("beginAppearanceTransition(\(isAppearing)) while \(appearanceState)")
        }
        // A new cycle from rest owes nothing to the last one; a turn-back keeps what the begins
        // of its cycle still expect.
        if appearanceState == .appeared || appearanceState == .disappeared { repeatedAppearanceBegins = 0 }
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
            // The end that balances an ignored repeated begin (T3.8): the cycle already completed once.
            if repeatedAppearanceBegins > 0 { repeatedAppearanceBegins -= 1; return }
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

    /// Whether this is a container for T3.8: a navigation or tab bar controller, or a controller with
    /// children on screen that follow its appearance (a custom container forwarding to them).
    var forwardsAppearance: Bool { self is ContainerViewController || !childrenForAppearanceForwarding.isEmpty }

    /// Whether the controller's view is on screen (appeared or on its way).
    public var isAppearing: Bool { appearanceState == .appearing }
    public var isVisible: Bool { appearanceState == .appeared }

    private func reportUnbalanced(_ what: String) {
        report(.unbalancedAppearance, "Unbalanced calls to begin/end appearance transitions for \(self): \(what)")
    }
}
