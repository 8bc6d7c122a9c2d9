import UIKit

// Seed S1 (MovesSeed.swift, Animator): the Swift of examples/animators/moves_animator.lua, the base
// of Moves' animators. It publishes its lifecycle (will animate, animating, did animate) through a
// small observable the coordinator watches, and animates "contextual view pairs": a snapshot of
// each starting view flies, in a canvas over the container, from its frame converted up its
// (deeply nested) hierarchy to the destination's. Subclasses override performAnimations and call
// super's first. Moves makes the class generic over the two controllers' types; here the
// controllers are whichever the context gives, as in the Lua.

/// MiniObservable's Observable: observers hear the old and the new value of every write.
final class Observable<Value> {
    typealias Observer = (_ oldValue: Value, _ newValue: Value) -> Void

    private var observers: [Observer] = []

    var value: Value {
        didSet {
            for observer in observers { observer(oldValue, value) }
        }
    }

    init(_ value: Value) {
        self.value = value
    }

    func observe(_ observer: @escaping Observer) {
        observers.append(observer)
    }
}

enum AnimatorLifecycleEvent {
    case transitionWillAnimate(transitionContext: UIViewControllerContextTransitioning)
    case transitionAnimating(transitionContext: UIViewControllerContextTransitioning)
    case transitionDidAnimate(transitionContext: UIViewControllerContextTransitioning)
}

/// A view of the presenting screen and the view of the presented one it flies to.
struct ContextualViewPair {
    let fromView: UIView
    let toView: UIView
}

class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    let events: Observable<AnimatorLifecycleEvent?> = Observable(nil)
    let isPresenter: Bool
    let duration: TimeInterval
    var registeredContextualViews: (() -> [ContextualViewPair])?

    init(isPresenter: Bool, duration: TimeInterval) {
        self.isPresenter = isPresenter
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func prepareAnimationBlock(using transitionContext: UIViewControllerContextTransitioning, from presentingVC: UIViewController,
                               to presentedVC: UIViewController) {
        events.value = .transitionWillAnimate(transitionContext: transitionContext)
    }

    func performAnimations(using transitionContext: UIViewControllerContextTransitioning, from presentingVC: UIViewController,
                           to presentedVC: UIViewController, completion: @escaping () -> Void) {
        events.value = .transitionAnimating(transitionContext: transitionContext)
        // Should be subclassed; here we define how the presented view controller
        // is animated in while the presenting view controller is animated out.
    }

    func completeAnimation(using transitionContext: UIViewControllerContextTransitioning, from presentingVC: UIViewController,
                           to presentedVC: UIViewController) {
        events.value = .transitionDidAnimate(transitionContext: transitionContext)
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // A navigation controller presents from its root in UIKit, and it is the presenting
        // controller Moves is given, so the context's controller is the one.
        guard let presentingViewController = transitionContext.viewController(forKey: isPresenter ? .from : .to),
              let toVC = transitionContext.viewController(forKey: isPresenter ? .to : .from) else { return }

        // Animate Contextual Views before preparation and primary animations if animator is a dismissor.
        // Animate Contextual Views at the end if animator is presenter.
        func animationContextualViewsIfNecessary() {
            if let contextualViews = registeredContextualViews?() {
                animateContextualViews(isPresenting: isPresenter, using: transitionContext, contextualViews: contextualViews)

                // nil registered contextual views once animations are run
                // we do not want to keep references to detail view controller subviews
                registeredContextualViews = nil
            }
        }

        if !isPresenter { animationContextualViewsIfNecessary() }

        // Prepare, Perform, Complete animation lifecycles sequentially invoked
        prepareAnimationBlock(using: transitionContext, from: presentingViewController, to: toVC)
        performAnimations(using: transitionContext, from: presentingViewController, to: toVC) {
            self.completeAnimation(using: transitionContext, from: presentingViewController, to: toVC)
        }

        if isPresenter { animationContextualViewsIfNecessary() }
    }

    private func animateContextualViews(isPresenting: Bool, using transitionContext: UIViewControllerContextTransitioning,
                                        contextualViews: [ContextualViewPair]) {
        let container = transitionContext.containerView

        for viewConfig in contextualViews {
            let canvas = UIView(frame: container.bounds)
            canvas.accessibilityIdentifier = "canvas"
            container.addSubview(canvas)

            let startingContextualView = isPresenting ? viewConfig.fromView : viewConfig.toView
            let destinationContextualView = isPresenting ? viewConfig.toView : viewConfig.fromView

            guard let snapshot = startingContextualView.snapshotView(afterScreenUpdates: true) else { continue }

            var startingAnimationFrame = startingContextualView.frame
            var startingAnimationCenter = startingContextualView.center
            var currentSuperView = startingContextualView.superview!

            func completeAnimation() {
                DispatchQueue.main.async {
                    destinationContextualView.alpha = 1
                    canvas.removeFromSuperview()
                }
            }

            while currentSuperView.superview !== canvas {
                guard let animationSuperviewSuperView = currentSuperView.superview else { break }
                startingAnimationFrame = currentSuperView.convert(startingAnimationFrame, to: animationSuperviewSuperView)
                startingAnimationCenter = currentSuperView.convert(startingAnimationCenter, to: animationSuperviewSuperView)
                currentSuperView = animationSuperviewSuperView
            }

            if let startingViewControllerView = transitionContext.view(forKey: .from),
               !startingViewControllerView.bounds.contains(startingAnimationFrame) {
                // Contextual view is completely outside it's containing view controller.
                // Do not animate and clean up transition (no later pair is animated either).
                completeAnimation()
                return
            }

            var destinationFrame = destinationContextualView.frame
            var destinationCenter = destinationContextualView.center
            var currentDestinationSuperView = destinationContextualView.superview!

            while currentDestinationSuperView.superview !== canvas {
                guard let animationSuperviewSuperView = currentDestinationSuperView.superview else { break }
                destinationFrame = currentDestinationSuperView.convert(destinationFrame, to: animationSuperviewSuperView)
                destinationCenter = currentDestinationSuperView.convert(destinationCenter, to: animationSuperviewSuperView)
                currentDestinationSuperView = animationSuperviewSuperView
            }

            snapshot.frame = startingAnimationFrame
            snapshot.center = startingAnimationCenter

            canvas.addSubview(snapshot)

            startingContextualView.alpha = 0
            destinationContextualView.alpha = 0

            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut, .allowAnimatedContent], animations: {
                snapshot.frame = destinationFrame
                snapshot.center = destinationCenter
            }, completion: { _ in
                completeAnimation()
            })
        }
    }
}
