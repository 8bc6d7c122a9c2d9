@testable import Stagecraft

/// Seed S5 (../shared/seeds/004_e9d5984c56b92c9c.txt, "Mastering Custom View Controller Transitions
/// in iOS"), ported line by line: the instant animator, the fade animator (present and dismiss), the
/// swipe interaction controller (finish past 50 %), the transitioning delegate, the slide push/pop
/// with parallax, and the alongside dimming of "Transition Coordinators and View Lifecycle".
///
/// UIKit → Stagecraft: the UI prefix goes, `CGFloat`/`TimeInterval` are `Double`, `view(forKey:)` and
/// `viewController(forKey:)` take the same keys (the latter is non-optional, so its `!` goes), and a
/// gesture recognizer's callback becomes a handler the test calls (`SeedGestureState`).
enum MasteringSeed {
    // MARK: - "Here is a minimal non‑animated 'instant' transition that simply swaps views"

    final class InstantTransitionAnimator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: TransitionContext) -> Double {
            return 0.0
        }

        func animateTransition(using transitionContext: TransitionContext) {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            let container = transitionContext.containerView
            container.addSubview(toView)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    // MARK: - "Example: A Polished Fade Transition"

    /// The article's fade. Note its guard: it needs both views, which only a `.fullScreen`
    /// presentation gives (T1.11); with `.custom` the from view is nil on present and the guard
    /// returns without completing (pitfall 1 of the article, caught by the watchdog).
    final class FadeAnimator: ViewControllerAnimatedTransitioning {
        let isPresenting: Bool

        /// Not in the article: the reset that a cancelled interactive dismissal needs (T6.6, T1.14),
        /// which the article's animator lacks. Off by default, so the port stays the article's.
        var restoresViewsOnCancel = false

        init(isPresenting: Bool) {
            self.isPresenting = isPresenting
        }

        func transitionDuration(using transitionContext: TransitionContext) -> Double {
            return 0.35
        }

        func animateTransition(using transitionContext: TransitionContext) {
            guard let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) else { return }

            let container = transitionContext.containerView

            if isPresenting {
                toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to))
                toView.alpha = 0
                container.addSubview(toView)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
            }

            let targetAlpha: Double = isPresenting ? 1.0 : 0.0
            let viewToAnimate = isPresenting ? toView : fromView

            View.animate(withDuration: transitionDuration(using: transitionContext),
                         animations: { viewToAnimate.alpha = targetAlpha },
                         completion: { _ in
                             let wasCancelled = transitionContext.transitionWasCancelled
                             if wasCancelled && self.restoresViewsOnCancel {
                                 viewToAnimate.alpha = self.isPresenting ? 0 : 1
                                 toView.removeFromSuperview()
                             }
                             transitionContext.completeTransition(!wasCancelled)
                         })
        }
    }

    // MARK: - "Implementing an Interaction Controller"

    final class SwipeInteractionController: PercentDrivenInteractiveTransition {
        var interactionInProgress = false
        private var shouldCompleteTransition = false
        private weak var viewController: ViewController!

        func wire(to viewController: ViewController) {
            self.viewController = viewController
            let gesture = PanGestureRecognizer(name: "swipe")
            gesture.addTarget { [weak self] gesture in
                self?.handlePan(translation: gesture.translation(in: gesture.view?.superview),
                                velocity: gesture.velocity(in: gesture.view?.superview), state: gesture.state)
            }
            viewController.view.addGestureRecognizer(gesture)
        }

        /// `handlePan(_ gesture: UIPanGestureRecognizer)`. `translation` is
        /// `gesture.translation(in: gesture.view!.superview)`; the gesture's view is the wired
        /// controller's view. The article ignores the velocity.
        func handlePan(translation: Point, velocity: Point, state: SeedGestureState) {
            let progress = max(0, translation.x / viewController.view.frame.width)

            switch state {
            case .began:
                interactionInProgress = true
                viewController.dismiss(animated: true, completion: nil)
            case .changed:
                shouldCompleteTransition = progress > 0.5
                update(progress)
            case .cancelled:
                interactionInProgress = false
                cancel()
            case .ended:
                interactionInProgress = false
                if shouldCompleteTransition {
                    finish()
                } else {
                    cancel()
                }
            default:
                break
            }
        }
    }

    // MARK: - "Setting the Transition Delegate"

    /// The article's `CustomTransitionDelegate`, with what its later sections add: an animator
    /// re-initialised for each direction ("A property like isPresenting must be set correctly",
    /// pitfall 5) and the swipe controller "only when an interaction is in progress".
    final class CustomTransitionDelegate: ViewControllerTransitioningDelegate {
        let swipeInteractionController = SwipeInteractionController()
        /// The animators handed out, newest last (for the tests).
        private(set) var animators: [FadeAnimator] = []
        /// Applied to each new animator: the fix the article's fade lacks (see `FadeAnimator`).
        var restoresViewsOnCancel = false

        func animationController(forPresented presented: ViewController,
                                 presenting: ViewController,
                                 source: ViewController) -> ViewControllerAnimatedTransitioning? {
            return make(isPresenting: true)
        }

        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
            return make(isPresenting: false)
        }

        func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
            -> ViewControllerInteractiveTransitioning? {
            return swipeInteractionController.interactionInProgress ? swipeInteractionController : nil
        }

        private func make(isPresenting: Bool) -> FadeAnimator {
            let animator = FadeAnimator(isPresenting: isPresenting)
            animator.restoresViewsOnCancel = restoresViewsOnCancel
            animators.append(animator)
            return animator
        }
    }

    // MARK: - "Custom Transitions in Navigation Controllers"

    /// "return SlideAnimator(operation: operation)" from the navigation delegate.
    final class NavigationDelegate: NavigationControllerDelegate {
        func navigationController(_ navigationController: NavigationController,
                                  animationControllerFor operation: NavigationOperation,
                                  from fromVC: ViewController,
                                  to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
            return SlideAnimator(operation: operation)
        }
    }

    /// The article describes but does not list it: "simply animates the toView (for push) from the
    /// right or the fromView (for pop) to the right, while the other view translates in the opposite
    /// direction to create a parallax effect". Written here in the style of the article's fade:
    /// translation transforms, the article's 0.35 s and ease-in-out, UIKit's parallax of 30 % of the
    /// width, transforms reset in the completion, the to view removed on cancel (T9.3).
    final class SlideAnimator: ViewControllerAnimatedTransitioning {
        let operation: NavigationOperation
        let parallax: Double = 0.3

        init(operation: NavigationOperation) {
            self.operation = operation
        }

        func transitionDuration(using transitionContext: TransitionContext) -> Double {
            return 0.35
        }

        func animateTransition(using transitionContext: TransitionContext) {
            guard let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) else { return }

            let container = transitionContext.containerView
            let width = container.bounds.width
            let isPush = operation == .push

            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to))
            if isPush {
                container.addSubview(toView)
                toView.transform = AffineTransform(translationX: width, y: 0)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
                toView.transform = AffineTransform(translationX: -width * parallax, y: 0)
            }

            View.animate(withDuration: transitionDuration(using: transitionContext),
                         animations: {
                             toView.transform = .identity
                             fromView.transform = isPush
                                 ? AffineTransform(translationX: -width * self.parallax, y: 0)
                                 : AffineTransform(translationX: width, y: 0)
                         },
                         completion: { _ in
                             let wasCancelled = transitionContext.transitionWasCancelled
                             fromView.transform = .identity
                             if wasCancelled { toView.removeFromSuperview() }
                             transitionContext.completeTransition(!wasCancelled)
                         })
        }
    }

    // MARK: - "Advanced: Transition Coordinators and View Lifecycle"

    /// A presented screen with a dimming backdrop animated alongside the transition, as the
    /// article's `viewWillAppear` does.
    final class DimmedViewController: ViewController {
        let dimmingView = View(frame: Screen.bounds, name: "dimming")

        override func viewDidLoad() {
            dimmingView.backgroundColor = .black
            dimmingView.alpha = 0
            view.addSubview(dimmingView)
        }

        override func viewWillAppear(_ animated: Bool) {
            if let coordinator = transitionCoordinator {
                coordinator.animate(alongsideTransition: { context in
                    // Animate background views here
                    self.dimmingView.alpha = 0.7
                }, completion: nil)
            }
        }
    }
}
