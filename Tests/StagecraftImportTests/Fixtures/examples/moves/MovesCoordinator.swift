import UIKit

// Seed S1 (MovesSeed.swift, MovesCoordinator): the Swift of examples/delegates/moves_coordinator.lua,
// the transitioning delegate vending Moves' presenter and dismisser. It watches their lifecycle
// events to keep a dim overlay in the container in step (faded in with the presentation, out
// with the dismissal), resets the presenting controller's transform, registers the contextual
// view pairs for both directions, and once presented handles a pan on the modal with a distance
// threshold: past it dismisses, short of it springs back.

struct MovesConfiguration {
    var showBackgroundDimView: Bool
    var dismissDimViewOnTap: Bool
    var pannable: Bool
    var unwindContextualViewsOnDismiss = true

    static func defaultConfig() -> MovesConfiguration {
        return MovesConfiguration(showBackgroundDimView: true, dismissDimViewOnTap: true, pannable: false)
    }
}

struct DimOverlayConfiguration {
    let showBackgroundDimView: Bool
    let dismissDimViewOnTap: Bool
    let dimAnimationDuration: TimeInterval

    static func defaultConfig() -> DimOverlayConfiguration {
        return DimOverlayConfiguration(showBackgroundDimView: true, dismissDimViewOnTap: true, dimAnimationDuration: 0.5)
    }
}

enum PannableMoveDirection {
    case vertical, horizontal, free
}

struct PannableConfiguration {
    var direction: PannableMoveDirection
    var dismissRadiusThreshold: CGFloat
    var lockedDirections: [Direction]

    static func defaultOptions() -> PannableConfiguration {
        return PannableConfiguration(direction: .free, dismissRadiusThreshold: 50, lockedDirections: [])
    }
}

final class MovesCoordinator: NSObject, UIViewControllerTransitioningDelegate {
    let presenter: Animator
    let dismisser: Animator
    var movesConfig: MovesConfiguration
    var dimConfig: DimOverlayConfiguration
    var panConfig = PannableConfiguration.defaultOptions()
    var originPoint: CGPoint = .zero

    weak var presentingViewController: UIViewController?
    weak var presentedViewController: UIViewController?
    private var dimBackgroundView: UIView?

    init(presenter: Animator, dismisser: Animator, movesConfig: MovesConfiguration = .defaultConfig(),
         dimConfig: DimOverlayConfiguration = .defaultConfig()) {
        self.presenter = presenter
        self.dismisser = dismisser
        self.movesConfig = movesConfig
        self.dimConfig = dimConfig
        super.init()
        observeAnimatorLifeCycles(presenter: presenter, dismisser: dismisser)
    }

    private func removeDim(duration: TimeInterval) {
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
            self.dimBackgroundView?.backgroundColor = UIColor(white: 0.0, alpha: 0)
        }, completion: { _ in
            self.dimBackgroundView?.removeFromSuperview()
            self.dimBackgroundView = nil
        })
    }

    private func performCleanup() {
        presentedViewController = nil
        presentingViewController = nil
        presenter.registeredContextualViews = nil
        dismisser.registeredContextualViews = nil
        presenter.events.value = nil
        dismisser.events.value = nil
    }

    private func resetVCTransformationsIfNecessary(animator: Animator, transitionContext: UIViewControllerContextTransitioning) {
        // Make sure we are dismissing and presenter transformed presenting view controller
        guard !animator.isPresenter, presenter is TransformAnimator else { return }

        // Reset any view transformations presenter made
        DispatchQueue.main.async {
            UIView.animate(withDuration: self.dismisser.transitionDuration(using: transitionContext)) {
                self.presentingViewController?.view.transform = .identity
            }
        }
    }

    private func handleBackgroundDimView(isPresenting: Bool, transitionContext: UIViewControllerContextTransitioning) {
        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            guard dimBackgroundView == nil else { return }

            let containerView = transitionContext.containerView

            // Create dim view
            let dimView = UIView(frame: containerView.bounds)
            dimView.accessibilityIdentifier = "dim"
            dimView.backgroundColor = UIColor(white: 0.0, alpha: 0)
            // Moves inserts it below the to view, which is not in the container yet: with the
            // container still empty it can only land at the back.
            if toView.superview === containerView {
                containerView.insertSubview(dimView, belowSubview: toView)
            } else {
                containerView.insertSubview(dimView, at: 0)
            }

            // keep reference to dim view for future dismissal
            dimBackgroundView = dimView

            UIView.animate(withDuration: presenter.duration, delay: 0, options: [], animations: {
                dimView.backgroundColor = UIColor(white: 0.0, alpha: 0.7)
            }, completion: nil)
        } else {
            removeDim(duration: dismisser.duration)
        }
    }

    private func observeAnimatorLifeCycles(presenter: Animator, dismisser: Animator) {
        for animator in [presenter, dismisser] {
            animator.events.observe { [weak self] _, newEvent in
                guard let self, let event = newEvent else { return }
                switch event {
                case .transitionDidAnimate:
                    // clean up any references coordinator has with the transition that just finished
                    if !animator.isPresenter { self.performCleanup() }
                case .transitionWillAnimate(let transitionContext):
                    self.presentingViewController?.view.transform = .identity

                    self.resetVCTransformationsIfNecessary(animator: animator, transitionContext: transitionContext)

                    if self.movesConfig.showBackgroundDimView {
                        self.handleBackgroundDimView(isPresenting: animator.isPresenter, transitionContext: transitionContext)
                    }
                case .transitionAnimating:
                    break
                }
            }
        }
    }

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let presentedVC = presentedViewController else { return }
        let toView = presentedVC.view!

        // On Pan
        let translation = gesture.translation(in: toView)
        var xTranslation: CGFloat = 0
        var yTranslation: CGFloat = 0
        switch panConfig.direction {
        case .horizontal:
            xTranslation = translation.x
        case .vertical:
            yTranslation = translation.y
        case .free:
            xTranslation = translation.x
            yTranslation = translation.y
        }

        for lockedDirection in panConfig.lockedDirections {
            switch lockedDirection {
            case .up:
                if yTranslation < 0 { yTranslation = 0 }
            case .down:
                if yTranslation > 0 { yTranslation = 0 }
            case .left:
                if xTranslation < 0 { xTranslation = 0 }
            case .right:
                if xTranslation > 0 { xTranslation = 0 }
            }
        }

        toView.center = CGPoint(x: toView.center.x + xTranslation, y: toView.center.y + yTranslation)
        gesture.setTranslation(.zero, in: toView)

        // On Release
        if gesture.state == .ended {
            func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
                let xDist = a.x - b.x
                let yDist = a.y - b.y
                return sqrt((xDist * xDist) + (yDist * yDist))
            }

            let distanceFromCenter = distance(originPoint, toView.frame.origin)

            DispatchQueue.main.async {
                if distanceFromCenter > self.panConfig.dismissRadiusThreshold {
                    presentedVC.dismiss(animated: true)
                } else {
                    UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 1, options: [], animations: {
                        toView.frame.origin = self.originPoint
                    })
                }
            }
        }
    }

    private func enablePan() {
        guard let toView = presentedViewController?.view else { return }
        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.name = "movesPan"
        toView.addGestureRecognizer(pan)

        // keep a reference of origin when we need to
        // animated back to starting position(minimal pan gestures)
        originPoint = toView.frame.origin
    }

    /// The tap on the dim view.
    @objc func dimBackgroundTapped() {
        // Dismiss presented view controller
        presentedViewController?.dismiss(animated: true)
    }

    func present(_ presentedVC: UIViewController, presentingVC: UIViewController,
                 with registeredContextualViews: (() -> [ContextualViewPair])? = nil) {
        presenter.registeredContextualViews = registeredContextualViews
        presentedViewController = presentedVC
        presentingViewController = presentingVC

        // Register the same contextual views for the dismiss transition back.
        // This animates contextual views back into place when dismissing.
        if movesConfig.unwindContextualViewsOnDismiss {
            dismisser.registeredContextualViews = registeredContextualViews
        }

        presentedVC.transitioningDelegate = self
        presentedVC.modalPresentationStyle = .overFullScreen  // .overCurrentContext in Moves
        presentingVC.present(presentedVC, animated: true) {
            if self.movesConfig.pannable { self.enablePan() }
        }
    }

    // MARK: UIViewControllerTransitioningDelegate

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return presenter
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return dismisser
    }
}
