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

    /// Whether the presenting controller's view stays in the window while presented (T1.10, T3.5).
    var keepsPresentingView: Bool { self != .fullScreen && self != .currentContext }

    /// Whether the presentation happens in a presentation context rather than the whole window.
    var isContextual: Bool { self == .currentContext || self == .overCurrentContext }
}

/// The two ends of a transition, for `viewController(forKey:)` and `view(forKey:)`.
public enum TransitionContextKey: String, Sendable {
    case from, to
}

/// What a navigation transition does (`UINavigationController.Operation`).
public enum NavigationOperation: String, Sendable {
    case none, push, pop
}
