/// How a presentation adapts to its environment (UIKit's `UIAdaptivePresentationControllerDelegate`,
/// the adaptation methods). Every method is optional (the extension's defaults).
///
/// UIKit's rules, which Stagecraft follows:
/// - the delegate of a `.custom` presentation's controller is asked when the presentation starts
///   (after `presentationController(forPresented:…)`, so set `delegate` before `present` or when
///   vending the controller), and again when the traits change while presented (a window resize);
/// - `adaptivePresentationStyle(for:traitCollection:)` (iOS 8.3) answers for every environment; if
///   the delegate does not implement it, the older `adaptivePresentationStyle(for:)` is asked in a
///   horizontally compact environment only;
/// - the answer must be `.fullScreen`, `.overFullScreen` or `.none`; `.none` (and the answer of a
///   delegate that implements neither) means no adaptation: the presentation runs as designed;
/// - another style replaces `.custom` for the presentation, which then runs as that style does:
///   the presentation controller's `presentedView`, frame and chrome are not used;
/// - `presentationController(_:viewControllerForAdaptivePresentationStyle:)` may return a controller
///   to show instead (typically a navigation controller with the presented one as its root); nil
///   shows the presented controller itself.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    func presentationController(_ controller: PresentationController,
                                viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController?
    /// A user's swipe wants to dismiss the sheet (T11.3d): false keeps it, as `isModalInPresentation` does.
    func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool
    /// A user's swipe began dismissing the sheet (not called for `dismiss(animated:)` from code).
    func presentationControllerWillDismiss(_ controller: PresentationController)
    /// A user's swipe dismissed the sheet (only when the dismissal completed).
    func presentationControllerDidDismiss(_ controller: PresentationController)
    /// A user's swipe tried to dismiss a sheet that may not be dismissed (`isModalInPresentation`,
    /// or `presentationControllerShouldDismiss` answered false).
    func presentationControllerDidAttemptToDismiss(_ controller: PresentationController)
    /// A name for traces.
    var adaptiveDebugName: String { get }
}

extension AdaptivePresentationControllerDelegate {
    /// UIKit's fallback: the older question, in a horizontally compact environment only.
    public func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle {
        guard traitCollection.horizontalSizeClass == .compact else { return .none }
        Engine.current?.record(.delegate, adaptiveDebugName, "adaptivePresentationStyleForPresentationController")
        return adaptivePresentationStyle(for: controller)
    }
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { .none }
    public func presentationController(_ controller: PresentationController,
                                       viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController? { nil }
    public func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ controller: PresentationController) {}
    public func presentationControllerDidDismiss(_ controller: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) {}
    public var adaptiveDebugName: String { typeName(of: self) }
}

extension PresentationController {
    /// The style the presentation adapts to in `traitCollection`: the delegate's answer, or `.none`
    /// (no adaptation) without a delegate or for an answer UIKit does not accept (reported).
    public func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        guard let delegate else { return .none }
        Engine.current?.record(.delegate, delegate.adaptiveDebugName, "adaptivePresentationStyle", traitCollection.horizontalSizeClass.rawValue)
        let style = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        switch style {
        case .none, .fullScreen, .overFullScreen: return style
        default:
            Engine.current?.report(Diagnostic(
                kind: .transitionMisuse,
                message: "adaptivePresentationStyle returned .\(style.rawValue); it must be .fullScreen, .overFullScreen or .none (treated as .none: no adaptation)",
                subject: delegate.adaptiveDebugName))
            return .none
        }
    }

    /// The controller to show for an adapted `style`: the delegate's replacement, or nil.
    func adaptiveReplacement(for style: ModalPresentationStyle) -> ViewController? {
        guard let delegate else { return nil }
        Engine.current?.record(.delegate, delegate.adaptiveDebugName, "viewControllerForAdaptivePresentationStyle", style.rawValue)
        return delegate.presentationController(self, viewControllerForAdaptivePresentationStyle: style)
    }
}

extension PresentationController {
    /// The traits changed while presented (a window resize): UIKit asks the delegate again. Stagecraft
    /// asks (so traces show the question) but does not yet move a running presentation to another
    /// style; a different answer is noted in the trace.
    func traitsDidChange(to traits: TraitCollection) {
        let custom = adaptedFrom ?? self
        guard custom.presentationStyle == .custom || adaptedFrom != nil, custom.delegate != nil else { return }
        let answer = custom.adaptivePresentationStyle(for: traits)
        let now = adaptedFrom == nil ? ModalPresentationStyle.none : presentationStyle
        if answer != now {
            Engine.current?.record(.presentation, custom.debugName, "adaptiveStyleChangeNotApplied",
                                   "wants .\(answer.rawValue), stays .\(presentationStyle.rawValue) (Stagecraft does not re-adapt while presented yet)")
        }
    }
}
