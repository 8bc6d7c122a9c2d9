@testable import Stagecraft

/// Seed S4 (../shared/seeds/003_e8b5073a545e785b.txt, "Animating View Transitions in Swift"), ported
/// line by line: a table of SF-symbol rows; tapping one presents a detail controller (`.custom`)
/// while a copy of the row's image flies to a fixed frame in keyframes; the dismissal fades the
/// detail out and flies the image back; the bonus pinch-to-dismiss drives that dismissal through a
/// `UIPercentDrivenInteractiveTransition`.
///
/// UIKit → Stagecraft: the article's `ViewController` is `ListViewController` here (the name is
/// Stagecraft's base class); `UITableView` is a `ListView` whose `.row` cells are `ColorTableViewCell`
/// (a 44 pt image 20 pt from the leading and top edges: rows of 84 pt); an `IndexPath` is a row
/// index; `UIImage(systemName:)` is an image name; gesture recognizers are handlers the test calls.
///
/// Lines the seed's text lost (blank in the article as extracted) are restored from the author's
/// repository where it has them, and otherwise as the prose describes them; each is marked
/// "restored" below.
enum ZoomSeed {
    static let data = [
        "square.and.arrow.up", "lasso.and.sparkles", "trash.square", "folder.badge.gearshape",
        "list.bullet.rectangle.portrait", "person.badge.clock.fill", "person.crop.square.filled.and.at.rectangle.fill",
        "peacesign", "network.badge.shield.half.filled", "music.mic.circle.fill",
    ]

    // MARK: - The list ("ViewController")

    final class ListViewController: ViewController {
        let tableView: ListView
        let transitionController: TransitionDetailsController
        let data = ZoomSeed.data

        var tempImageView = ImageView()

        init(name: String, transitionController: TransitionDetailsController) {
            self.transitionController = transitionController
            // configureTableView(): pinned to the view's edges; ColorTableViewCell rows are 20 + 44 + 20 pt.
            tableView = ListView(frame: Screen.bounds, rowHeight: 84, rows: ZoomSeed.data, name: "table")
            super.init(name: name)
        }

        override func viewDidLoad() {
            view.addSubview(tableView)
        }

        /// `tableView(_:didSelectRowAt:)`.
        func tableView(didSelectRowAt indexPath: Int) {
            let vc = DetailsViewController(name: "details", imageName: data[indexPath])

            let cellTapped = tableView.cellForRow(at: indexPath)!  // Mark 1
            tempImageView.imageName = data[indexPath]
            tempImageView.frame = view.convert(cellTapped.imageView.frame, from: cellTapped)  // Mark 1

            vc.transitioningDelegate = transitionController  // Mark 2
            vc.modalPresentationStyle = .custom

            present(vc, animated: true)
        }
    }

    // MARK: - The detail

    final class DetailsViewController: ViewController {
        var imageName: String!
        let emojiImageViewFinalFrame = Rect(x: 50, y: 50, width: Screen.bounds.width - 100, height: Screen.bounds.height / 3)
        var tempImageView: ImageView!
        var tempImageInitialFrame: Rect!
        var interactiveTransition: PercentDrivenInteractiveTransition!
        var percentage: Double = 0.0

        init(name: String, imageName: String) {
            super.init(name: name)
            self.imageName = imageName

            view.backgroundColor = .white

            let pinch = PinchGestureRecognizer(name: "pinch")
            pinch.addTarget { [weak self] sender in self?.handlePinch(scale: sender.scale, velocity: sender.velocity, state: sender.state) }
            view.addGestureRecognizer(pinch)
            let tap = TapGestureRecognizer(name: "tap")
            tap.addTarget { [weak self] _ in self?.viewTapped() }
            view.addGestureRecognizer(tap)
        }

        func viewTapped() {
            dismiss(animated: true)
        }

        /// `onPinch(sender:)`, called with the recognizer's `scale` and `state`.
        func handlePinch(scale: Double, velocity: Double, state: SeedGestureState) {
            if scale < 1 {
                if state == .began {
                    dismiss(animated: true)
                } else if state == .changed {
                    percentage = 1 - scale
                    interactiveTransition.update(percentage)  // restored: Mark 3, "we adjust the percentage of finish"
                } else if state == .ended {
                    interactiveTransition.finish()  // restored: Mark 4, "we tell … that we finish the transition"
                }
            } else if state == .ended {
                interactiveTransition.cancel()  // restored: the pinch was opened back past 1, nothing to finish
            }
        }
    }

    // MARK: - The transitioning delegate and animator

    final class TransitionDetailsController: ViewControllerTransitioningDelegate, ViewControllerAnimatedTransitioning {
        /// "Bonus points": the version with `interactionControllerForDismissal` uncommented.
        let pinchToDismiss: Bool
        /// Not in the article: the reset a cancelled pinch needs (T6.6). Off by default.
        var restoresViewsOnCancel = false

        let interactiveTransition = PercentDrivenInteractiveTransition()

        init(pinchToDismiss: Bool = false) {
            self.pinchToDismiss = pinchToDismiss
        }

        // this is the animation duration.
        func transitionDuration(using transitionContext: TransitionContext) -> Double {
            0.5  // restored from the author's repository
        }

        // this is where we gonna put all of animations.
        func animateTransition(using transitionContext: TransitionContext) {
            // there are three View Controllers involved in every View Controller animation transition.
            let containerView = transitionContext.containerView  // Mark 1
            if let toViewController = transitionContext.viewController(forKey: .to) as? DetailsViewController,
               let fromViewController = transitionContext.viewController(forKey: .from) as? ListViewController {  // Mark 2

                containerView.addSubview(toViewController.view)  // Mark 3

                showPresentingAnimation(fromViewController, toViewController, transitionContext)  // Mark 4

            } else if let fromViewController = transitionContext.viewController(forKey: .from) as? DetailsViewController {  // Mark 5
                showDismissAnimation(fromViewController, transitionContext)  // Mark 6
            }
        }

        private func showPresentingAnimation(_ fromViewController: ListViewController, _ toViewController: DetailsViewController,
                                             _ transitionContext: TransitionContext) {
            // Here I setup the image view as a subview I created in the ViewController to the DetailsViewControler, this I can Animate the dismiss.
            let tempImage = fromViewController.tempImageView
            toViewController.tempImageInitialFrame = tempImage.frame
            toViewController.tempImageView = tempImage
            toViewController.interactiveTransition = interactiveTransition
            toViewController.view.addSubview(tempImage)  // restored from the author's repository

            toViewController.view.alpha = 0

            // Just the animation of the tempImage
            View.animateKeyframes(withDuration: 0.5, delay: 0, options: .calculationModePaced, animations: {
                View.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.90) {
                    View.animate(withDuration: 0.90, animations: {
                        tempImage.frame = toViewController.emojiImageViewFinalFrame
                    })
                }

                View.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.10) {
                    View.animate(withDuration: 0.10, animations: {
                        toViewController.view.alpha = 1
                    })
                }
            }, completion: { _ in
                transitionContext.completeTransition(true)  // restored from the author's repository
            })
        }

        // the dismiss animation
        private func showDismissAnimation(_ fromViewController: DetailsViewController, _ transitionContext: TransitionContext) {
            View.animate(withDuration: 0.5, animations: {
                fromViewController.view.alpha = 0
                fromViewController.tempImageView.frame = fromViewController.tempImageInitialFrame
            }) { _ in
                // restored: the repository completes with `true`; with the pinch's cancel the
                // conventional `!transitionWasCancelled` is needed (T2.1), and that is what is used.
                let cancelled = transitionContext.transitionWasCancelled
                if cancelled && self.restoresViewsOnCancel {
                    fromViewController.view.alpha = 1
                    fromViewController.tempImageView.frame = fromViewController.emojiImageViewFinalFrame
                }
                transitionContext.completeTransition(!cancelled)
            }
        }

        func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
            -> ViewControllerInteractiveTransitioning? {
            guard pinchToDismiss else { return nil }  // commented out in the article's first version
            interactiveTransition.completionSpeed = 0.99
            return interactiveTransition
        }

        // Mark 7
        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> ViewControllerAnimatedTransitioning? {
            return self
        }

        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
            return self
        }
    }
}

extension KeyframeAnimationOptions {
    /// UIKit's `.calculationModePaced` (raw value 2 << 10). Stagecraft has no paced mode: it runs
    /// as `.calculationModeLinear`.
    static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
}
