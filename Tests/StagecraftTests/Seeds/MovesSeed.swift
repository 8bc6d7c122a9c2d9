@testable import Stagecraft

/// Seed S1 (../shared/seeds/000_472481dcbf78ae72.txt, "Breaking down Custom View Controller
/// Animations with 'Moves'"), ported line by line from the article and the library it presents:
/// the `Animator` base class with its lifecycle events and contextual view pairs (snapshots moved
/// between frames converted up deeply nested hierarchies), the slide-in/slide-out and fade-in/fade-out
/// animators, and the `MovesCoordinator` that is the transitioning delegate, keeps the dim overlay in
/// step with the animators' events and handles the pan-to-dismiss with its distance threshold.
/// The article shows parts of these; the rest follows the library's own source, which the article
/// points to ("check out the private method animateContextualViews").
///
/// UIKit → Stagecraft:
/// - `MiniObservable`'s `Observable` is the small `Observable` below (same `value`/`observe` shape).
/// - `.overCurrentContext` is `.overFullScreen` (Stagecraft has no presentation contexts; the
///   presenting navigation controller is the window's root, so both mean the same here).
/// - The rounded-corner `CAShapeLayer` mask becomes the layer's `cornerRadius` (all four corners).
/// - `DispatchQueue.main.async` is `Engine.current?.async` (the next run-loop turn).
/// - The pan recognizer's callback is `handlePan(translation:velocity:state:)`; Moves resets the
///   recognizer's translation on every call, so `translation` is the movement since the last call.
/// - `autoresizingMask` and the dispose bag have no equivalent and are left out.
enum MovesSeed {
    // MARK: - MiniObservable

    final class Observable<Value> {
        private var observers: [(Value, Value) -> Void] = []
        var value: Value {
            didSet { for observer in observers { observer(oldValue, value) } }
        }

        init(_ value: Value) { self.value = value }

        func observe(_ observer: @escaping (Value, Value) -> Void) { observers.append(observer) }
    }

    // MARK: - Configuration

    enum Direction { case up, down, left, right }
    enum HorizontalAlignment { case centered, left, right }
    enum VerticalAlignment { case centered, top, bottom }
    enum PannableMoveDirection { case vertical, horizontal, free }

    struct RectCorner: OptionSet {
        let rawValue: Int
        static let topLeft = RectCorner(rawValue: 1), topRight = RectCorner(rawValue: 2)
        static let bottomLeft = RectCorner(rawValue: 4), bottomRight = RectCorner(rawValue: 8)
    }

    final class ModalConfiguration {
        // No effect if vertical alignment is `centered`
        var verticalOffset: Double = 0
        // No effect if horizontalAlignment is `centered`
        var horizontalOffset: Double = 0
        var horizontalAlignment: HorizontalAlignment = .centered
        var verticalAlignment: VerticalAlignment = .centered
        var fromTop: Bool = true
        var height: Double = 0
        var width: Double = 0
        var roundedCorners: RectCorner = []
        var roundedCornersRadius: Double = 0
    }

    struct DimOverlayConfiguration {
        static func defaultConfig() -> DimOverlayConfiguration {
            DimOverlayConfiguration(showBackgroundDimView: true, dismissDimViewOnTap: true, dimAnimationDuration: 0.5)
        }
        let showBackgroundDimView: Bool
        let dismissDimViewOnTap: Bool
        let dimAnimationDuration: Double
    }

    struct MovesConfiguration {
        static func defaultConfig() -> MovesConfiguration {
            MovesConfiguration(showBackgroundDimView: true, dismissDimViewOnTap: true, pannable: false)
        }
        var showBackgroundDimView: Bool
        var dismissDimViewOnTap: Bool
        var pannable: Bool
        var unwindContextualViewsOnDismiss: Bool = true
    }

    struct PannableConfiguration {
        static func defaultOptions() -> PannableConfiguration {
            PannableConfiguration(direction: .free, dismissRadiusThreshold: 50, lockedDirections: [])
        }
        var direction: PannableMoveDirection
        var dismissRadiusThreshold: Double
        var lockedDirections: [Direction]
    }

    typealias ContextualViewPair = (fromView: View, toView: View)

    enum AnimaterLifecycleEvent: CustomStringConvertible {
        case transitionWillAnimate(transitionContext: TransitionContext)
        case transitionAnimating(transitionContext: TransitionContext)
        case transitionDidAnimate(transitionContext: TransitionContext)

        var description: String {
            switch self {
            case .transitionAnimating: return "transition animating"
            case .transitionWillAnimate: return "transition will animate"
            case .transitionDidAnimate: return "transition did animate"
            }
        }
    }

    // MARK: - Animator

    /// This protocol decorator informs Moves to reset presenting view controller transformations
    /// when dismissor is called.
    protocol TransformAnimator {}

    protocol ModalAnimator {
        var modalConfig: ModalConfiguration { get set }
        func determineModalOriginPoint(from containerView: View) -> Point
    }

    class Animator<PresentingVC: ViewController, PresentedVC: ViewController>: ViewControllerAnimatedTransitioning {
        let events: Observable<AnimaterLifecycleEvent?> = Observable(nil)
        let duration: Double
        var registeredContextualViews: (() -> [ContextualViewPair])?
        let isPresenter: Bool

        init(isPresenter: Bool, duration: Double) {
            self.isPresenter = isPresenter
            self.duration = duration
        }

        /// The class's name without its generic arguments, for traces.
        var debugName: String { String(String(describing: type(of: self)).prefix { $0 != "<" }) }

        func transitionDuration(using transitionContext: TransitionContext) -> Double {
            return duration
        }

        func prepareAnimationBlock(using transitionContext: TransitionContext, from presentingVC: PresentingVC, to presentedVC: PresentedVC) {
            events.value = AnimaterLifecycleEvent.transitionWillAnimate(transitionContext: transitionContext)
        }

        func performAnimations(using transitionContext: TransitionContext, from presentingVC: PresentingVC, to presentedVC: PresentedVC,
                               completion: @escaping () -> Void) {
            events.value = AnimaterLifecycleEvent.transitionAnimating(transitionContext: transitionContext)

            // Should be subclassed; here we define how the presented view controller
            // is animated in while the presenting view controller is animated out.
        }

        func completeAnimation(using transitionContext: TransitionContext, from presentingVC: PresentingVC, to presentedVC: PresentedVC) {
            events.value = AnimaterLifecycleEvent.transitionDidAnimate(transitionContext: transitionContext)
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }

        func animateTransition(using transitionContext: TransitionContext) {
            let presentingViewController: PresentingVC!

            if let fromVC = transitionContext.viewController(forKey: isPresenter ? .from : .to) as? PresentingVC {
                presentingViewController = fromVC
            } else if let fromVCNav = transitionContext.viewController(forKey: isPresenter ? .from : .to) as? NavigationController,
                      let embeddedFromVC = fromVCNav.topViewController as? PresentingVC {
                /* type check this common edge case.
                 * if a presenting view controller is embedded
                 * from a navigation controller, a modal presentation
                 * will present from the root navigation.
                 */
                presentingViewController = embeddedFromVC
            } else {
                // could not perform animation
                return
            }

            let toVC = transitionContext.viewController(forKey: isPresenter ? .to : .from) as! PresentedVC

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
            performAnimations(using: transitionContext, from: presentingViewController, to: toVC) { [weak self] in
                self?.completeAnimation(using: transitionContext, from: presentingViewController, to: toVC)
            }

            if isPresenter { animationContextualViewsIfNecessary() }
        }

        private func animateContextualViews(isPresenting: Bool, using transitionContext: TransitionContext, contextualViews: [ContextualViewPair]) {
            let container = transitionContext.containerView

            for viewConfig in contextualViews {
                let canvas = View(frame: container.bounds, name: "canvas")
                container.addSubview(canvas)

                let startingContextualView = isPresenting ? viewConfig.fromView : viewConfig.toView
                let destinationContextualView = isPresenting ? viewConfig.toView : viewConfig.fromView

                guard let snapshot = startingContextualView.snapshotView(afterScreenUpdates: true) else {
                    continue
                }

                var startingAnimationFrame: Rect = startingContextualView.frame
                var startingAnimationCenter: Point = startingContextualView.center
                var currentSuperView: View = startingContextualView.superview!

                func completeAnimation() {
                    Engine.current?.async {
                        destinationContextualView.alpha = 1
                        canvas.removeFromSuperview()
                    }
                }

                while currentSuperView.superview !== canvas {
                    guard let animationSuperviewSuperView = currentSuperView.superview else { break }

                    let convertedFrame = currentSuperView.convert(startingAnimationFrame, to: animationSuperviewSuperView)
                    let convertedCenter = currentSuperView.convert(startingAnimationCenter, to: animationSuperviewSuperView)
                    startingAnimationFrame = convertedFrame
                    startingAnimationCenter = convertedCenter
                    currentSuperView = animationSuperviewSuperView
                }

                if let startingViewControllerView = transitionContext.view(forKey: .from),
                   startingViewControllerView.bounds.contains(startingAnimationFrame) == false {
                    // Contextual view is completely outside it's containing view controller .
                    // Do not animate and clean up transition
                    completeAnimation()
                    return
                }

                var destinationFrame: Rect = destinationContextualView.frame
                var destinationCenter: Point = destinationContextualView.center
                var currentDestinationSuperView: View = destinationContextualView.superview!

                while currentDestinationSuperView.superview !== canvas {
                    guard let animationSuperviewSuperView = currentDestinationSuperView.superview else { break }
                    let convertedFrame = currentDestinationSuperView.convert(destinationFrame, to: animationSuperviewSuperView)
                    let convertedCenter = currentDestinationSuperView.convert(destinationCenter, to: animationSuperviewSuperView)
                    destinationFrame = convertedFrame
                    destinationCenter = convertedCenter
                    currentDestinationSuperView = animationSuperviewSuperView
                }

                snapshot.frame = startingAnimationFrame
                snapshot.center = startingAnimationCenter

                canvas.addSubview(snapshot)

                startingContextualView.alpha = 0
                destinationContextualView.alpha = 0

                View.animate(withDuration: self.duration, delay: 0, options: [
                    .curveEaseInOut,
                    .allowAnimatedContent,
                ], animations: {
                    snapshot.frame = destinationFrame
                    snapshot.center = destinationCenter
                }, completion: { _ in
                    completeAnimation()
                })
            }
        }
    }

    // MARK: - Animators

    final class SlideInOverContextAnimator<PresentingVC: ViewController, PresentedVC: ViewController>:
        Animator<PresentingVC, PresentedVC>, TransformAnimator, ModalAnimator {
        fileprivate var presentingVCScale: Double = 1
        fileprivate var slidingFrom: Direction

        fileprivate var animationOptions: AnimationOptions = .curveLinear
        var modalConfig: ModalConfiguration

        init(slidingFrom: Direction, modalConfig: ModalConfiguration = ModalConfiguration(), duration: Double = 0.6,
             animationOptions: AnimationOptions = .curveLinear) {
            self.slidingFrom = slidingFrom
            self.modalConfig = modalConfig
            self.animationOptions = animationOptions
            super.init(isPresenter: true, duration: duration)
        }

        override func performAnimations(using transitionContext: TransitionContext, from presentingVC: PresentingVC, to presentedVC: PresentedVC,
                                        completion: @escaping () -> Void) {
            super.performAnimations(using: transitionContext, from: presentingVC, to: presentedVC, completion: completion)

            // Setup the transition
            let containerView = transitionContext.containerView
            let toView = transitionContext.view(forKey: .to)!
            containerView.addSubview(toView)

            // Define frame
            toView.frame.size = Size(width: modalConfig.width, height: modalConfig.height)

            let destininationModalOriginPoint = self.determineModalOriginPoint(from: containerView)
            toView.frame.origin = destininationModalOriginPoint

            // Set initial frame by determining where modal is sliding from and
            // setting appropriate center point such that modal begins out of view.
            // Set non-translated origin point here so that slide animates on 1 axis
            // only. This prevents any diagonal slides (subclass Animator on your own if you
            // want that capability!)
            switch slidingFrom {
            case .up:
                toView.frame.origin.y -= containerView.frame.height
            case .down:
                toView.frame.origin.y += containerView.frame.height
            case .left:
                toView.frame.origin.x -= containerView.frame.width
            case .right:
                toView.frame.origin.x += containerView.frame.width
            }

            // Add Corner Radius to presenting view (a mask of `roundedCorners` in Moves)
            toView.cornerRadius = modalConfig.roundedCornersRadius

            // Animate
            View.animateKeyframes(withDuration: duration, delay: 0, options: [], animations: { [weak self] in
                guard let strongSelf = self else { return }

                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: strongSelf.duration) {
                    /*
                     * Animate 'from' view controller.
                     */

                    // Scale
                    presentingVC.view.transform = AffineTransform(scaleX: strongSelf.presentingVCScale, y: strongSelf.presentingVCScale)

                    presentedVC.view.frame.origin = destininationModalOriginPoint
                }
            }) { _ in
                // must call this to proceed to completing
                // view controller transition.
                completion()
            }
        }
    }

    /// This animated transitioning object slides modal DOWN under a screen's view.
    final class SlideOutOverContextAnimator<PresentingVC: ViewController, PresentedVC: ViewController>: Animator<PresentingVC, PresentedVC> {
        fileprivate var slidingTo: Direction

        override func transitionDuration(using transitionContext: TransitionContext) -> Double {
            return duration
        }

        init(slidingTo: Direction, duration: Double) {
            self.slidingTo = slidingTo
            super.init(isPresenter: false, duration: duration)
        }

        override func performAnimations(using transitionContext: TransitionContext, from presentingVC: PresentingVC, to presentedVC: PresentedVC,
                                        completion: @escaping () -> Void) {
            super.performAnimations(using: transitionContext, from: presentingVC, to: presentedVC, completion: completion)

            // Setup the transition
            let containerView = transitionContext.containerView
            let fromView = transitionContext.view(forKey: .from)!

            View.animateKeyframes(withDuration: self.duration, delay: 0.0, options: KeyframeAnimationOptions(), animations: {
                // Slide view out
                switch self.slidingTo {
                case .up:
                    fromView.frame.origin.y -= containerView.frame.height
                case .down:
                    fromView.frame.origin.y += containerView.frame.height
                case .left:
                    fromView.frame.origin.x -= containerView.frame.width
                case .right:
                    fromView.frame.origin.x += containerView.frame.width
                }
            }, completion: { _ in
                // must call this to proceed to completing
                // view controller transition.
                completion()
            })
        }
    }

    final class FadeInOverContextAnimator<PresentingVC: ViewController, PresentedVC: ViewController>:
        Animator<PresentingVC, PresentedVC>, ModalAnimator {
        fileprivate var presentingVCScale: Double = 1
        var modalConfig: ModalConfiguration

        init(modalConfig: ModalConfiguration = ModalConfiguration(), duration: Double = 0.6) {
            self.modalConfig = modalConfig
            super.init(isPresenter: true, duration: duration)
        }

        override func performAnimations(using transitionContext: TransitionContext, from presentingVC: PresentingVC, to presentedVC: PresentedVC,
                                        completion: @escaping () -> Void) {
            super.performAnimations(using: transitionContext, from: presentingVC, to: presentedVC, completion: completion)

            // Setup the transition
            let containerView = transitionContext.containerView
            let destininationModalOriginPoint = self.determineModalOriginPoint(from: containerView)
            let toView = transitionContext.view(forKey: .to)!
            containerView.addSubview(toView)

            // Define frame
            toView.frame = Rect(x: destininationModalOriginPoint.x, y: destininationModalOriginPoint.y,
                                width: modalConfig.width, height: modalConfig.height)

            toView.alpha = 0

            // Add Corner Radius to presenting view (a mask of `roundedCorners` in Moves)
            toView.cornerRadius = modalConfig.roundedCornersRadius

            View.animate(withDuration: duration, animations: {
                toView.alpha = 1
            }) { _ in
                // must call this to proceed to completing
                // view controller transition.
                completion()
            }
        }
    }

    final class FadeOutOverContextAnimator<PresentingVC: ViewController, PresentedVC: ViewController>: Animator<PresentingVC, PresentedVC> {
        override func transitionDuration(using transitionContext: TransitionContext) -> Double {
            return duration
        }

        init(duration: Double) {
            super.init(isPresenter: false, duration: duration)
        }

        override func performAnimations(using transitionContext: TransitionContext, from presentingVC: PresentingVC, to presentedVC: PresentedVC,
                                        completion: @escaping () -> Void) {
            super.performAnimations(using: transitionContext, from: presentingVC, to: presentedVC, completion: completion)

            let fromView = transitionContext.view(forKey: .from)!

            View.animate(withDuration: duration, animations: {
                fromView.alpha = 0
            }) { _ in
                // must call this to proceed to completing view controller transition.
                completion()
            }
        }
    }

    // MARK: - The coordinator

    final class MovesCoordinator<T: ViewController, U: ViewController>: ViewControllerTransitioningDelegate {
        typealias VCAnimator = Animator<T, U>

        private var originPoint: Point = .zero
        let presenter: VCAnimator
        var dismisser: VCAnimator
        var movesConfig: MovesConfiguration
        var dimConfig: DimOverlayConfiguration
        var panConfig: PannableConfiguration
        private(set) weak var presentingViewController: T?
        private(set) weak var presentedViewController: U?

        // Background dim
        fileprivate(set) var dimBackgroundView: View?

        init(presenter: VCAnimator, dismisser: VCAnimator, movesConfig: MovesConfiguration = MovesConfiguration.defaultConfig(),
             dimConfig: DimOverlayConfiguration = DimOverlayConfiguration.defaultConfig()) {
            self.presenter = presenter
            self.dismisser = dismisser
            self.movesConfig = movesConfig
            self.dimConfig = dimConfig
            self.panConfig = PannableConfiguration.defaultOptions()

            self.observeAnimatorLifeCycles(presenter: presenter, dismisser: dismisser)
        }

        private func observeAnimatorLifeCycles(presenter: VCAnimator, dismisser: VCAnimator) {
            for animator in [presenter, dismisser] {
                animator.events.observe { [weak self] _, newEvent in
                    guard let strongSelf = self else { return }
                    guard let event = newEvent else { return }

                    switch event {
                    case .transitionDidAnimate:
                        if !animator.isPresenter {
                            // clean up any references coordinator has with
                            // the transition that just finished
                            strongSelf.performCleanup()
                        }
                    case .transitionWillAnimate(let transitionContext):
                        strongSelf.presentingViewController?.view.transform = .identity

                        strongSelf.resetVCTransformationsIfNecessary(animator: animator, with: transitionContext)

                        if strongSelf.movesConfig.showBackgroundDimView {
                            strongSelf.handleBackgroundDimView(isPresenting: animator.isPresenter, transitionContext: transitionContext)
                        }
                    case .transitionAnimating:
                        break
                    }
                }
            }
        }

        private func performCleanup() {
            presentedViewController = nil
            presentingViewController = nil
            presenter.registeredContextualViews = nil
            dismisser.registeredContextualViews = nil
            presenter.events.value = nil
            dismisser.events.value = nil
        }

        private func resetVCTransformationsIfNecessary(animator: VCAnimator, with transitionContext: TransitionContext) {
            // Make sure we are dismissing and presenter transformed presenting view controller
            guard !animator.isPresenter && presenter is TransformAnimator else { return }

            // Reset any view transformations presenter made
            Engine.current?.async { [weak self] in
                guard let strongSelf = self else { return }
                View.animate(withDuration: strongSelf.dismisser.transitionDuration(using: transitionContext), animations: {
                    strongSelf.presentingViewController?.view.transform = .identity
                })
            }
        }

        private func handleBackgroundDimView(isPresenting: Bool, transitionContext: TransitionContext) {
            if isPresenting {
                guard let toView = transitionContext.view(forKey: .to) else { return }
                guard dimBackgroundView == nil else { return }

                let containerView = transitionContext.containerView

                // Create dim view
                let dimView = View(frame: containerView.bounds, name: "dim")
                dimView.backgroundColor = Color(white: 0.0, alpha: 0)
                // The to view is not in the container yet (performAnimations adds it next): the dim
                // view lands below all the container's subviews (T10.5), as the article's code has it.
                containerView.insertSubview(dimView, belowSubview: toView)

                // Add gesture recognizer to remove dim view: `dimBackgroundTapped()` when `dismissDimViewOnTap`.

                // keep reference to dim view for future dismissal
                dimBackgroundView = dimView

                View.animate(withDuration: self.presenter.duration, delay: 0, options: [], animations: {
                    dimView.backgroundColor = Color(white: 0.0, alpha: 0.7)
                }, completion: nil)
            } else {
                self.removeDim(duration: self.dismisser.duration)
            }
        }

        func present(_ presentedVC: U, presentingVC: T, with registeredContextualViews: (() -> [ContextualViewPair])? = nil) {
            self.presenter.registeredContextualViews = registeredContextualViews
            self.presentedViewController = presentedVC
            self.presentingViewController = presentingVC

            // Register the same contextual views for the dismiss transition back.
            // This animates contextual views back into place when dismissing.
            if movesConfig.unwindContextualViewsOnDismiss {
                dismisser.registeredContextualViews = registeredContextualViews
            }

            presentedVC.transitioningDelegate = self
            presentedVC.modalPresentationStyle = .overFullScreen  // .overCurrentContext in Moves
            presentingVC.present(presentedVC, animated: true, completion: { [weak self] in
                guard let strongSelf = self else { return }
                if strongSelf.movesConfig.pannable {
                    strongSelf.enablePan()
                }
            })
        }

        func enablePan() {
            if let toView = presentedViewController?.view {
                let pan = PanGestureRecognizer(name: "movesPan")
                pan.addTarget { [weak self] gesture in
                    self?.handlePan(translation: gesture.translation(in: toView), velocity: gesture.velocity(in: toView), state: gesture.state)
                    gesture.setTranslation(.zero, in: toView)
                }
                toView.addGestureRecognizer(pan)

                // keep a reference of origin when we need to
                // animated back to starting position(minimal pan gestures)
                self.originPoint = toView.frame.origin
            }
        }

        /// `dimBackgroundTapped()`: the tap on the dim view.
        func dimBackgroundTapped() {
            // Dismiss presented view controller
            presentedViewController?.dismiss(animated: true, completion: nil)
        }

        /// `handlePan(_ gesture:)` on the presented controller's view. `translation` is the movement
        /// since the previous call (Moves sets the recognizer's translation back to zero each time).
        func handlePan(translation: Point, velocity: Point, state: SeedGestureState) {
            guard let presentedVC = presentedViewController else { return }
            let toView = presentedVC.view  // gesture.view

            // On Pan
            var xTranslation: Double = 0
            var yTranslation: Double = 0

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

            toView.center = Point(x: toView.center.x + xTranslation, y: toView.center.y + yTranslation)

            // gesture.setTranslation(CGPoint.zero, in: toView)

            // On Release
            if state == .ended {
                func distance(_ a: Point, _ b: Point) -> Double {
                    let xDist = a.x - b.x
                    let yDist = a.y - b.y
                    return ((xDist * xDist) + (yDist * yDist)).squareRoot()
                }

                let distanceFromCenter = distance(originPoint, toView.frame.origin)

                Engine.current?.async {
                    if distanceFromCenter > self.panConfig.dismissRadiusThreshold {
                        presentedVC.dismiss(animated: true, completion: nil)
                    } else {
                        View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 1, options: [],
                                     animations: {
                                         toView.frame.origin = self.originPoint
                                     }, completion: nil)
                    }
                }
            }
        }

        // Helpers
        private func removeDim(duration: Double) {
            View.animate(withDuration: duration, delay: 0, options: [], animations: { [weak self] in
                guard let strongSelf = self else { return }
                strongSelf.dimBackgroundView?.backgroundColor = Color(white: 0.0, alpha: 0)
            }, completion: { [weak self] _ in
                guard let strongSelf = self else { return }
                strongSelf.dimBackgroundView?.removeFromSuperview()
                strongSelf.dimBackgroundView = nil
            })
        }

        // MARK: UIViewControllerTransitioningDelegate
        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> ViewControllerAnimatedTransitioning? {
            return presenter
        }

        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
            return dismisser
        }
    }
}

extension MovesSeed.ModalAnimator {
    func determineModalOriginPoint(from containerView: View) -> Point {
        let destinationXPoint: Double
        let destinationYPoint: Double

        switch modalConfig.horizontalAlignment {
        case .centered:
            destinationXPoint = containerView.frame.midX - modalConfig.width / 2
        case .left:
            destinationXPoint = modalConfig.horizontalOffset
        case .right:
            destinationXPoint = (containerView.bounds.width - modalConfig.width) - modalConfig.horizontalOffset
        }

        switch modalConfig.verticalAlignment {
        case .centered:
            destinationYPoint = containerView.frame.midY - modalConfig.height / 2
        case .top:
            destinationYPoint = modalConfig.verticalOffset
        case .bottom:
            destinationYPoint = (containerView.bounds.height - modalConfig.height) - modalConfig.verticalOffset
        }

        return Point(x: destinationXPoint, y: destinationYPoint)
    }
}

// MARK: - The example app's screens

extension MovesSeed {
    /// `SlideUpWithContextViewController`, the navigation controller's root: a title, and the
    /// contextual `item` deeply embedded (an image in a cell of a scrolled list inside a card).
    final class SlideUpWithContextViewController: ViewController {
        let titleTextLabel = Label(frame: Rect(20, 64, 300, 40), text: "Workouts", name: "title")
        let card = View(frame: Rect(16, 120, 358, 400), name: "card")
        let list = ListView(frame: Rect(0, 40, 358, 360), rowHeight: 60,
                            rows: ["Squats", "Lunges", "Deadlifts", "Bench press", "Rows", "Pull-ups", "Dips", "Planks"], name: "list")
        var item: View { list.cells[3].imageView }
        var example: MovesExample = .slideUpWithContext

        enum MovesExample { case fadeIn, slideUpWithContext }

        override func viewDidLoad() {
            view.addSubview(titleTextLabel)
            view.addSubview(card)
            card.addSubview(list)
            list.contentOffset = Point(0, 44)
        }

        lazy var movesCoordinator: MovesCoordinator<NavigationController, SlideUpWithContextModalViewController> = {
            let presenter: Animator<NavigationController, SlideUpWithContextModalViewController>
            let dismisser: Animator<NavigationController, SlideUpWithContextModalViewController>

            switch self.example {
            case .fadeIn:
                let modalConfig = ModalConfiguration()
                modalConfig.width = self.view.bounds.width * 13 / 15
                modalConfig.height = self.view.bounds.width * 13 / 15
                modalConfig.roundedCorners = [.topLeft, .topRight, .bottomRight, .bottomLeft]
                modalConfig.roundedCornersRadius = 5

                presenter = FadeInOverContextAnimator<NavigationController, SlideUpWithContextModalViewController>(
                    modalConfig: modalConfig, duration: 0.6)
                dismisser = FadeOutOverContextAnimator<NavigationController, SlideUpWithContextModalViewController>(duration: 0.6)
            case .slideUpWithContext:
                let modalConfig = ModalConfiguration()
                modalConfig.width = self.view.bounds.width * 13 / 15
                modalConfig.height = self.view.bounds.height * 13 / 15
                modalConfig.verticalAlignment = .bottom
                modalConfig.horizontalAlignment = .centered
                modalConfig.roundedCorners = [.topLeft, .topRight]
                modalConfig.roundedCornersRadius = 5

                presenter = SlideInOverContextAnimator<NavigationController, SlideUpWithContextModalViewController>(
                    slidingFrom: Direction.down, modalConfig: modalConfig, duration: 0.5)
                dismisser = SlideOutOverContextAnimator<NavigationController, SlideUpWithContextModalViewController>(
                    slidingTo: .down, duration: 0.4)
            }

            let coordinator = MovesCoordinator(presenter: presenter, dismisser: dismisser)

            // Allow pan with a dismiss threshold of 100pts
            coordinator.movesConfig.pannable = true
            coordinator.panConfig.dismissRadiusThreshold = 100

            return coordinator
        }()

        /// `transitionButtonPressed(_:)`: presents the modal with the two contextual pairs.
        @discardableResult
        func transitionButtonPressed(withContext: Bool = true) -> SlideUpWithContextModalViewController {
            let vc = SlideUpWithContextModalViewController(name: "modal")

            movesCoordinator.panConfig.lockedDirections = [.left, .right, .up]

            guard withContext else {
                movesCoordinator.present(vc, presentingVC: self.navigationController!)
                return vc
            }
            movesCoordinator.present(vc, presentingVC: self.navigationController!, with: { [weak self] () -> [ContextualViewPair] in
                guard let strongSelf = self else { return [] }

                // Register contextual views
                return [
                    ContextualViewPair(strongSelf.item, vc.detailItem),
                    ContextualViewPair(strongSelf.titleTextLabel, vc.detailTitleTextLabel),
                ]
            })
            return vc
        }
    }

    /// `SlideUpWithContextModalViewController`: the modal, its `detailItem` in a header.
    final class SlideUpWithContextModalViewController: ViewController {
        let header = View(frame: Rect(0, 0, 338, 120), name: "header")
        let detailItem = ImageView(frame: Rect(24, 24, 72, 72), name: "detailItem")
        let detailTitleTextLabel = Label(frame: Rect(110, 40, 200, 40), text: "Bench press", name: "detailTitle")

        override func viewDidLoad() {
            view.backgroundColor = .white
            view.addSubview(header)
            header.addSubview(detailItem)
            view.addSubview(detailTitleTextLabel)
        }
    }
}
