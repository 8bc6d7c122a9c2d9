/// A ready presentation controller with a dimming overlay (UIKit's documented pattern, T4.5):
/// a dimming view behind the presented view fades in alongside the presentation and out alongside
/// the dismissal, a tap on it can dismiss, and the presented view can take any frame (a bottom sheet).
open class DimmingPresentationController: PresentationController {
    /// The overlay; created with alpha 0 and inserted at the back of the container.
    public let dimmingView: View
    /// The dimming view's alpha once presented.
    public var dimmingAlpha: Double
    /// Whether a tap on the dimming view dismisses the presented controller.
    public var dismissesOnTap: Bool
    /// Where the presented view rests, given the container's bounds; the whole container when nil.
    public var presentedFrame: ((Rect) -> Rect)?

    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController,
                dimmingColor: Color = Color(white: 0, alpha: 0.5), dimmingAlpha: Double = 1, dismissesOnTap: Bool = true,
                presentedFrame: ((Rect) -> Rect)? = nil) {
        dimmingView = View(name: "dimming")
        dimmingView.backgroundColor = dimmingColor
        dimmingView.alpha = 0
        self.dimmingAlpha = dimmingAlpha
        self.dismissesOnTap = dismissesOnTap
        self.presentedFrame = presentedFrame
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        let tap = TapGestureRecognizer(name: "dimmingTap")
        tap.addTarget { [weak self] _ in self?.dimmingViewTapped() }
        dimmingView.addGestureRecognizer(tap)
    }

    /// The lower `fraction` of the container (the "bottom half" sheet of the seed articles).
    public static func bottomSheet(fraction: Double) -> (Rect) -> Rect {
        { bounds in
            let height = bounds.height * min(max(fraction, 0), 1)
            return Rect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        }
    }

    open override var frameOfPresentedViewInContainerView: Rect {
        guard let bounds = containerView?.bounds else { return .zero }
        return presentedFrame?(bounds) ?? bounds
    }

    open override var debugName: String { "DimmingPresentationController" }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        fade(to: dimmingAlpha)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    open override func dismissalTransitionWillBegin() { fade(to: 0) }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    open override func containerViewWillLayoutSubviews() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    /// A tap on the dimming view: dismisses the presented controller when `dismissesOnTap`.
    public func dimmingViewTapped() {
        guard dismissesOnTap, presentedViewController.presentingViewController != nil else { return }
        presentedViewController.dismiss(animated: true)
    }

    /// Animates the dimming alpha alongside the transition, or sets it at once without one (T4.5).
    /// A cancelled transition runs the fade back and ends at the alpha it started from (T5.6).
    private func fade(to alpha: Double) {
        let dimmingView = dimmingView
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimmingView.alpha = alpha })
        } else {
            dimmingView.alpha = alpha
        }
    }
}
