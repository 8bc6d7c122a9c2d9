@testable import Stagecraft

/// Seed S2 (../shared/seeds/001_6653f200f5700ba6.txt, "Animated Transitions in ViewController –
/// Part 1"), ported line by line: a navigation delegate returning an `AnimationManager` for push and
/// pop; the push mirrors the tapped cell's background and pizza image with "fake" views in the
/// container and animates them with two chained property animators — 1/3 of the duration scaling
/// the background down (a critically damped spring), 2/3 moving it to full screen while the pizza
/// turns half a turn into the detail's image frame. The pop "does not animate anything" (part 1).
///
/// UIKit → Stagecraft: `UICollectionView` is a `CollectionView` whose tile cells stand for
/// `PizzaViewCell` (its `containerView` is the cell's `contentView`, its `pizzaImage` the cell's
/// `imageView`); an `IndexPath` is an item index; `UIScreen.main.bounds` is `Screen.bounds`;
/// `startAnimation()` throws in Stagecraft (never here), hence `try?`.
enum PizzaSeed {
    protocol PizzaTransitionable {
        var backgroundView: View { get }
        var pizzaImage: ImageView { get }
    }

    enum AnimationType {
        case present
        case dismiss
    }

    final class PizzaViewModel {
        let pizzas = ["margherita", "pepperoni", "funghi", "quattro formaggi", "diavola", "capricciosa"]
        var indexPath: Int?
    }

    // MARK: - The list

    final class PizzaViewController: ViewController {
        let viewModel = PizzaViewModel()
        private(set) var collectionView: CollectionView!

        override func loadView() {
            let root = View(frame: Screen.bounds)
            root.backgroundColor = .white
            // Below a 88 pt navigation bar: two columns of 165 × 200 cells, 20 pt apart and from the edges.
            collectionView = CollectionView(
                frame: Rect(0, 88, 390, 756), itemSize: Size(165, 200), spacing: 20, columns: 2,
                insets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20), items: viewModel.pizzas, name: "pizzas")
            for cell in collectionView.cells {
                // PizzaViewCell: a rounded, coloured containerView behind the pizza image.
                cell.contentView.backgroundColor = Color(red: 1, green: 0.85, blue: 0.6)
                cell.contentView.cornerRadius = 16
            }
            root.addSubview(collectionView)
            setView(root)
        }

        override func viewDidLoad() {
            navigationController?.delegate = self
        }

        /// `collectionView(_:didSelectItemAt:)`.
        func collectionView(didSelectItemAt indexPath: Int) {
            viewModel.indexPath = indexPath
            let pizza = viewModel.pizzas[indexPath]

            let detailVC = PizzaDetailViewController(name: "detail")
            detailVC.pizza = pizza

            navigationController?.modalPresentationStyle = .custom
            navigationController?.pushViewController(detailVC, animated: true)
        }
    }

    // MARK: - The detail

    final class PizzaDetailViewController: ViewController {
        var pizza: String?
        let detailBackgroundView = View(frame: Screen.bounds, name: "detailBackground")
        let header = View(frame: Rect(0, 100, 390, 400), name: "header")
        let detailPizzaImage = ImageView(frame: Rect(45, 50, 300, 300), name: "detailPizza")

        override func viewDidLoad() {
            detailBackgroundView.backgroundColor = Color(red: 1, green: 0.85, blue: 0.6)
            detailPizzaImage.imageName = pizza
            detailPizzaImage.contentMode = .scaleAspectFit
            view.addSubview(detailBackgroundView)
            view.addSubview(header)
            header.addSubview(detailPizzaImage)
        }
    }

    // MARK: - The animation manager

    final class AnimationManager {
        // MARK: - Variables
        private let animationDuration: Double
        private let animationType: AnimationType

        // MARK: - Init
        init(animationDuration: Double, animationType: AnimationType) {
            self.animationDuration = animationDuration
            self.animationType = animationType
        }
    }
}

// MARK: - PizzaTransitionable

extension PizzaSeed.PizzaViewController: PizzaSeed.PizzaTransitionable {
    var backgroundView: View {
        guard
            let indexPath = viewModel.indexPath,
            let pizzaCell = collectionView.cellForItem(at: indexPath)
        else {
            return View()
        }
        return pizzaCell.contentView
    }

    var pizzaImage: ImageView {
        guard
            let indexPath = viewModel.indexPath,
            let pizzaCell = collectionView.cellForItem(at: indexPath)
        else {
            return ImageView()
        }
        return pizzaCell.imageView
    }
}

extension PizzaSeed.PizzaDetailViewController: PizzaSeed.PizzaTransitionable {
    var backgroundView: View {
        return detailBackgroundView
    }

    var pizzaImage: ImageView {
        return detailPizzaImage
    }
}

// MARK: - UINavigationControllerDelegate

extension PizzaSeed.PizzaViewController: NavigationControllerDelegate {
    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationOperation,
                              from fromVC: ViewController,
                              to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        switch operation {
        case .push:
            return PizzaSeed.AnimationManager(animationDuration: 1.5, animationType: .present)
        case .pop:
            return PizzaSeed.AnimationManager(animationDuration: 1.5, animationType: .dismiss)
        default:
            return nil
        }
    }
}

// MARK: - UIViewControllerAnimatedTransitioning

extension PizzaSeed.AnimationManager: ViewControllerAnimatedTransitioning {
    // Return the animation duration defined when we instantiated the view.
    func transitionDuration(using transitionContext: TransitionContext) -> Double {
        return animationDuration
    }

    // Retrieve the ViewControllers and call the animation method
    func animateTransition(using transitionContext: TransitionContext) {
        // The article guards these two with `completeTransition(false)` in its else branch; in
        // Stagecraft `viewController(forKey:)` is never nil (T1.12), so there is nothing to guard.
        let toViewController = transitionContext.viewController(forKey: .to)
        let fromViewController = transitionContext.viewController(forKey: .from)

        // According to the animation type we call the method to animate the presenting or dismissing.
        switch animationType {
        case .present:
            presentAnimation(
                transitionContext: transitionContext,
                fromView: fromViewController,
                toView: toViewController
            )
        case .dismiss:
            dismissAnimation(
                transitionContext: transitionContext,
                fromView: fromViewController,
                toView: toViewController
            )
        }
    }
}

extension PizzaSeed.AnimationManager {
    func presentAnimation(transitionContext: TransitionContext,
                          fromView: ViewController,
                          toView: ViewController) {
        // Assigning the context to a variable.
        let containerView = transitionContext.containerView

        // We split the whole animation in 2 different parts.
        // The fist part should run in 1/3 of the time and the second part 2/3 of the time.
        let firstPartDuration = (animationDuration / 3)
        let secondPartDuration = (animationDuration / 3) * 2

        // Cast the ViewControllers to their original type
        guard let fromPizzaVC = fromView as? PizzaSeed.PizzaViewController else { return }
        guard let toPizzaDetailVC = toView as? PizzaSeed.PizzaDetailViewController else { return }

        // Mirroring the objects that we will animate.
        let backgroundView = View()
        let pizzaSnapshot = ImageView()

        // Storing the frame positions.
        let backgroundFrame = containerView.convert(
            fromPizzaVC.backgroundView.frame,
            from: fromPizzaVC.backgroundView.superview
        )

        let pizzaSnapshotFrame = containerView.convert(
            fromPizzaVC.pizzaImage.frame,
            from: fromPizzaVC.pizzaImage.superview
        )

        // Setting up new objects with original attributes from the presented view controller.
        backgroundView.frame = backgroundFrame
        backgroundView.backgroundColor = fromPizzaVC.backgroundView.backgroundColor
        backgroundView.cornerRadius = fromPizzaVC.backgroundView.cornerRadius

        pizzaSnapshot.frame = pizzaSnapshotFrame
        pizzaSnapshot.imageName = fromPizzaVC.pizzaImage.imageName
        pizzaSnapshot.contentMode = .scaleAspectFit

        // Adding the subviews to the container view.
        containerView.addSubview(fromPizzaVC.view)
        containerView.addSubview(toPizzaDetailVC.view)
        containerView.addSubview(backgroundView)
        containerView.addSubview(pizzaSnapshot)

        // Hidding/Showing objects to not/be displayed while animating the transition.
        fromPizzaVC.view.isHidden = false
        fromPizzaVC.collectionView.isHidden = true
        toPizzaDetailVC.view.isHidden = true

        // Background view final position.
        let frameAnim = Rect(x: 0, y: 0, width: Screen.bounds.width, height: Screen.bounds.height)

        // Animate the view objects using PropertyAnimator
        let animator1 = {
            PropertyAnimator(duration: firstPartDuration, dampingRatio: 1) {
                backgroundView.transform = AffineTransform(scaleX: 0.9, y: 0.9)
            }
        }()

        let animator2 = {
            PropertyAnimator(duration: secondPartDuration, curve: .easeInOut) {
                backgroundView.frame = frameAnim
                pizzaSnapshot.transform = AffineTransform(rotationAngle: .pi)
                pizzaSnapshot.frame = containerView.convert(
                    toPizzaDetailVC.pizzaImage.frame,
                    from: toPizzaDetailVC.pizzaImage.superview
                )
            }
        }()

        // Prepare the animations sequence
        animator1.addCompletion { _ in
            try? animator2.startAnimation()
        }

        animator2.addCompletion { _ in
            fromPizzaVC.collectionView.isHidden = false
            toPizzaDetailVC.view.isHidden = false

            backgroundView.removeFromSuperview()
            pizzaSnapshot.removeFromSuperview()

            transitionContext.completeTransition(true)
        }

        // Run animations
        try? animator1.startAnimation()
    }

    func dismissAnimation(transitionContext: TransitionContext,
                          fromView: ViewController,
                          toView: ViewController) {
        let containerView = transitionContext.containerView

        containerView.addSubview(toView.view)
        containerView.addSubview(fromView.view)

        // We'll not animate anything. This will be covered in the next part of the article.
        transitionContext.completeTransition(true)
    }
}
