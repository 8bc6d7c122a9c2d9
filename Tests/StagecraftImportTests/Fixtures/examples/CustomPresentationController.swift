import UIKit

// Apple's "Custom View Controller Presentations and Transitions" sample, AAPLCustomPresentationController,
// written in Swift as the sample writes it: ONE class that is the presented controller's
// presentation controller, its transitioning delegate and its animator (the Lua port splits it
// into examples/presentations/aapl_custom.lua, delegates/aapl_custom.lua and animators/aapl_custom.lua).
// The presented controller rests at the bottom of the screen in a wrapper with rounded top
// corners, over a dimming view that a tap dismisses. The sample's drop shadow is left out, as in
// the Lua port; the views carry accessibility identifiers for the tests that find them.
class CustomPresentationController: UIPresentationController, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    private static let cornerRadius: CGFloat = 16
    // AAPLCustomPresentationSecondViewController's preferredContentSize height in a regular
    // vertical size class (portrait iPhone).
    private static let preferredContentHeight: CGFloat = 420

    private var dimmingView: UIView?
    private var presentationWrappingView: UIView?

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        // The presented view controller must have a modalPresentationStyle of .custom for a
        // custom presentation controller to be used.
        presentedViewController.modalPresentationStyle = .custom
    }

    // The wrapper is the presented view: nil before presentationTransitionWillBegin (T4.4).
    override var presentedView: UIView? {
        return presentationWrappingView
    }

    // MARK: - Presentation

    override func presentationTransitionWillBegin() {
        // The presented controller's own view (the base's presentedView).
        let presentedViewControllerView = super.presentedView!

        // Wrap it: presentationWrappingView (the shadow, in the sample) holds a view with rounded
        // corners, taller than the wrapper by the radius so its bottom corners are off screen,
        // which holds presentedViewControllerWrapperView, the size of the wrapper.
        let presentationWrapperView = UIView(frame: frameOfPresentedViewInContainerView)
        presentationWrapperView.accessibilityIdentifier = "presentationWrappingView"
        presentationWrappingView = presentationWrapperView

        let presentationRoundedCornerView = UIView(frame: presentationWrapperView.bounds.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: -Self.cornerRadius, right: 0)))
        presentationRoundedCornerView.accessibilityIdentifier = "presentationRoundedCornerView"
        presentationRoundedCornerView.layer.cornerRadius = Self.cornerRadius
        presentationRoundedCornerView.clipsToBounds = true

        let presentedViewControllerWrapperView = UIView(frame: presentationRoundedCornerView.bounds.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: Self.cornerRadius, right: 0)))
        presentedViewControllerWrapperView.accessibilityIdentifier = "presentedViewControllerWrapperView"
        presentedViewControllerView.frame = presentedViewControllerWrapperView.bounds
        presentedViewControllerWrapperView.addSubview(presentedViewControllerView)
        presentationRoundedCornerView.addSubview(presentedViewControllerWrapperView)
        presentationWrapperView.addSubview(presentationRoundedCornerView)

        // The dimming view, behind the presented view, dismisses on a tap.
        let dimmingView = UIView(frame: containerView!.bounds)
        dimmingView.accessibilityIdentifier = "dimmingView"
        dimmingView.backgroundColor = UIColor.black
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped(_:))))
        self.dimmingView = dimmingView
        containerView!.addSubview(dimmingView)

        let transitionCoordinator = presentingViewController.transitionCoordinator
        dimmingView.alpha = 0
        transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView?.alpha = 0.5 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        // A cancelled presentation: drop the views (the container takes them away).
        if !completed {
            presentationWrappingView = nil
            dimmingView = nil
        }
    }

    // MARK: - Dismissal

    override func dismissalTransitionWillBegin() {
        let transitionCoordinator = presentingViewController.transitionCoordinator
        transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView?.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            presentationWrappingView = nil
            dimmingView = nil
        }
    }

    @objc func dimmingViewTapped(_ sender: UITapGestureRecognizer) {
        presentingViewController.dismiss(animated: true, completion: nil)
    }

    // MARK: - Layout

    override var frameOfPresentedViewInContainerView: CGRect {
        let containerViewBounds = containerView!.bounds
        let height = Self.preferredContentHeight
        return CGRect(x: containerViewBounds.minX, y: containerViewBounds.maxY - height, width: containerViewBounds.width, height: height)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView?.frame = containerView!.bounds
        presentationWrappingView?.frame = frameOfPresentedViewInContainerView
    }

    // MARK: - UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return transitionContext?.isAnimated == true ? 0.35 : 0
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromViewController = transitionContext.viewController(forKey: .from)!
        let toViewController = transitionContext.viewController(forKey: .to)!
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        // Presenting when the controller we move from is the one that presents.
        let isPresenting = fromViewController === presentingViewController

        var fromViewFinalFrame = transitionContext.finalFrame(for: fromViewController)
        var toViewInitialFrame = transitionContext.initialFrame(for: toViewController)
        let toViewFinalFrame = transitionContext.finalFrame(for: toViewController)

        // Nil on dismissal.
        if let toView = toView { containerView.addSubview(toView) }

        if isPresenting {
            toViewInitialFrame.origin = CGPoint(x: containerView.bounds.minX, y: containerView.bounds.maxY)
            toViewInitialFrame.size = toViewFinalFrame.size
            toView!.frame = toViewInitialFrame
        } else {
            fromViewFinalFrame = fromView!.frame.offsetBy(dx: 0, dy: fromView!.frame.height)
        }

        let transitionDuration = self.transitionDuration(using: transitionContext)
        UIView.animate(withDuration: transitionDuration, animations: {
            if isPresenting {
                toView!.frame = toViewFinalFrame
            } else {
                fromView!.frame = fromViewFinalFrame
            }
        }, completion: { _ in
            let wasCancelled = transitionContext.transitionWasCancelled
            transitionContext.completeTransition(!wasCancelled)
        })
    }

    // MARK: - UIViewControllerTransitioningDelegate

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        assert(presentedViewController === presented, "You didn't initialize \(self) with the correct presentedViewController. Expected \(presented), got \(presentedViewController).")
        return self
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return self
    }
}
