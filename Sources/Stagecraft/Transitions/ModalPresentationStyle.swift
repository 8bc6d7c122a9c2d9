/// How a presented controller is shown (UIKit's `UIModalPresentationStyle`, the styles Stagecraft models).
public enum ModalPresentationStyle: String, Sendable, CaseIterable {
    /// Covers the screen; the presenting view leaves the window once the presentation completes.
    case fullScreen
    /// Covers the screen; the presenting view stays underneath.
    case overFullScreen
    /// Covers the view of the closest ancestor that defines the presentation context; that view
    /// leaves the window once the presentation completes, as with `.fullScreen`.
    case currentContext
    /// Covers the context's view, which stays underneath, as with `.overFullScreen`.
    case overCurrentContext
    /// A presentation controller from the transitioning delegate decides; the presenting view stays.
    case custom
    /// Not a modal transition: what a navigation or tab transition's context reports (T2.7).
    case none
    /// UIKit's default since iOS 13: resolves to `.pageSheet` for a plain controller (T11.3a).
    case automatic
    /// A card over the presenting view, inset from the top, with rounded top corners; swipe down
    /// to dismiss (T11.3). Managed by a `SheetPresentationController`.
    case pageSheet
    /// A centred card in a regular-width environment; in compact width the same as `.pageSheet` (T11.3).
    case formSheet

    /// Whether the presenting controller's view stays in the window while presented (T1.10, T3.5).
    var keepsPresentingView: Bool { self != .fullScreen && self != .currentContext }

    /// The style a presentation runs with: `.automatic` is `.pageSheet` (T11.3a).
    public var resolved: ModalPresentationStyle { self == .automatic ? .pageSheet : self }

    /// Whether the style is shown by a sheet presentation controller (T11.3, T11.4).
    public var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }

    /// Whether the presentation happens in a presentation context rather than the whole window.
    var isContextual: Bool { self == .currentContext || self == .overCurrentContext }
}

/// The two ends of a transition, for `viewController(forKey:)` and `view(forKey:)`.
public enum TransitionContextKey: String, Sendable, CaseIterable {
    case from, to
}

/// What a navigation transition does (`UINavigationController.Operation`).
public enum NavigationOperation: String, Sendable {
    case none, push, pop
}
