import Foundation
import PropertyBased
import Testing
@testable import Stagecraft

/// Issue 16 item 2: random sequences of what apps and users do — presents in every style,
/// dismisses, pushes, pops, tab switches, interactive dismissals started, moved and finished or
/// abandoned, interruptions (a present or dismiss while another transition runs), animator swaps
/// (a hot reload) and time advances — must leave the window sound once idle (`IdleInvariants`).
/// A failure is shrunk to a minimal sequence and printed with its replay seed.
///
/// The short run here keeps `swift test` fast; `scripts/soak` sets STAGECRAFT_PROPERTY_RUNS for
/// ≥ 100,000 steps.
@Suite struct CorePropertyTests {
    static let runs = ProcessInfo.processInfo.environment["STAGECRAFT_PROPERTY_RUNS"].flatMap(Int.init) ?? 150

    @Test func randomOperationSequencesLeaveASoundWindow() async {
        let steps = Gen.int(in: 0...(PropertyWorld.Step.kinds * 40 - 1)).array(of: 1...40)
        let counted = StepCount()
        await propertyCheck(count: Self.runs, input: steps) { codes in
            counted.add(codes.count)
            let world = PropertyWorld()
            let trail = codes.map(PropertyWorld.Step.init)
            for step in trail { world.perform(step) }
            let violations = world.settle()
            #expect(violations.isEmpty, "after \(trail.map(\.description).joined(separator: ", ")): \(violations.map(\.description).joined(separator: "; "))")
            world.tearDown()
        }
        print("property: \(Self.runs) random sequences, \(counted.total) steps (shrinking included)")
    }

    @Test func theInvariantsCatchABrokenWorld() {
        // The checker itself must fail where it should: a cover that eats touches, a will-appear
        // with no did, a container left behind.
        let world = PropertyWorld()
        world.engine.runUntilIdle()
        #expect(world.settle().isEmpty)
        let cover = View(frame: world.window.bounds, name: "cover")
        world.window.addSubview(cover)
        world.list.beginAppearanceTransition(false, animated: false)
        let leftover = ContainerView(frame: world.window.bounds)
        world.window.addSubview(leftover)
        let found = Set(world.settle().map(\.invariant))
        #expect(found == ["accepts touches", "appearance balanced", "no leftovers"], "\(found)")
        world.tearDown()
    }
}

/// A tab bar (a navigation stack and a plain screen) whose controllers present with a fade in
/// every modal style, optionally driven by a percent-driven interaction.
final class PropertyWorld {
    let engine = Engine(frameRate: 60)
    let window = Window()
    let list = ViewController(name: "list")
    let settings = ViewController(name: "settings")
    let navigation: NavigationController
    let tabs: TabBarController
    let delegate = FixedDelegate(animator: CrossFade(duration: 0.3))
    private var made = 0
    private var interaction: PercentDrivenInteractiveTransition?
    private var interactionUpdated = false

    init() {
        navigation = NavigationController(rootViewController: list, name: "navigation")
        tabs = TabBarController(viewControllers: [navigation, settings], name: "tabs")
        engine.makeCurrent()
        window.rootViewController = tabs
        engine.advance(by: 0)
    }

    /// One operation, decoded from a generated number so shrinking a number shrinks the step.
    struct Step: CustomStringConvertible {
        static let kinds = 10
        let kind: Int
        let argument: Int

        init(_ code: Int) {
            kind = code % Self.kinds
            argument = code / Self.kinds
        }

        var description: String {
            switch kind {
            case 0: "present(\(PropertyWorld.styles[argument % PropertyWorld.styles.count]), animated: \(argument % 5 != 4))"
            case 1: "dismiss(animated: \(argument % 5 != 4))"
            case 2: "push(animated: \(argument % 5 != 4))"
            case 3: "pop(animated: \(argument % 5 != 4))"
            case 4: "selectTab(\(argument % 2))"
            case 5: "beginInteractiveDismiss"
            case 6: "update(\(Double(argument % 11) / 10))"
            case 7: argument % 2 == 0 ? "finishInteraction" : "cancelInteraction"
            case 8: "reloadAnimator(\(PropertyWorld.durations[argument % PropertyWorld.durations.count]))"
            default: "advance(frames: \(argument))"
            }
        }
    }

    /// What UIKit itself warns about when transitions overlap — a present refused while another
    /// runs, and "Unbalanced calls to begin/end appearance transitions" when a push and a
    /// full-screen present interleave — is the app's misuse, faithfully reported, not a broken
    /// engine; the state invariants still hold afterwards.
    static let uikitWarnings: Set<Diagnostic.Kind> = [.transitionInProgress]

    static let styles: [ModalPresentationStyle] = [.fullScreen, .overFullScreen, .custom, .overCurrentContext]
    static let durations = [0.3, 0.1, 0.5, 0]

    func perform(_ step: Step) {
        engine.makeCurrent()
        let top = window.topViewController ?? tabs
        let animated = step.argument % 5 != 4
        switch step.kind {
        case 0:
            made += 1
            let presented = ViewController(name: "modal\(made)")
            presented.modalPresentationStyle = Self.styles[step.argument % Self.styles.count]
            presented.transitioningDelegate = delegate
            if presented.modalPresentationStyle == .custom {
                delegate.makePresentationController = { presented, presenting in
                    DimmingPresentationController(presentedViewController: presented, presenting: presenting ?? self.tabs,
                                                  presentedFrame: { $0.insetBy(dx: 0, dy: $0.height / 4) })
                }
            }
            top.present(presented, animated: animated)
        case 1:
            delegate.dismissInteraction = nil
            top.presentingViewController?.dismiss(animated: animated)
        case 2:
            made += 1
            navigation.pushViewController(ViewController(name: "pushed\(made)"), animated: animated)
        case 3:
            _ = navigation.popViewController(animated: animated)
        case 4:
            tabs.select(index: step.argument % 2)
        case 5:
            guard top.presentingViewController != nil, interaction == nil else { return }
            let driver = PercentDrivenInteractiveTransition()
            interaction = driver
            interactionUpdated = false
            delegate.dismissInteraction = driver
            top.presentingViewController?.dismiss(animated: true)
            delegate.dismissInteraction = nil
        case 6:
            startPendingInteraction()
            interaction?.update(Double(step.argument % 11) / 10)
        case 7:
            startPendingInteraction()
            guard let driver = interaction else { return }
            if step.argument % 2 == 0 { driver.finish() } else { driver.cancel() }
            interaction = nil
        case 8:
            // A hot reload: the next transitions get a fresh animator of another duration.
            let animator = CrossFade(duration: Self.durations[step.argument % Self.durations.count])
            delegate.presentAnimator = animator
            delegate.dismissAnimator = animator
        default:
            startPendingInteraction()
            engine.advance(frames: step.argument % 40)
        }
    }

    /// A gesture's next event comes on a later frame than the one that began the dismissal, after
    /// the transition started (UIKit starts it when the run loop turns), and a pan that began has
    /// moved: its first change reports where the finger is. Steps a frame and sends that first
    /// update when the transition has not started yet.
    private func startPendingInteraction() {
        guard let driver = interaction, !driver.isDriving, !interactionUpdated else { return }
        engine.advance(frames: 1)
        driver.update(0)
        interactionUpdated = true
    }

    /// Lets go of any interaction (a finger lifted: the abandoned dismissal cancels), runs until
    /// idle, and checks the invariants.
    func settle() -> [IdleInvariants.Violation] {
        engine.makeCurrent()
        startPendingInteraction()
        interaction?.cancel()
        interaction = nil
        engine.runUntilIdle(limit: 30)
        return IdleInvariants(window: window, engine: engine).violations(allowing: Self.uikitWarnings)
    }

    func tearDown() {
        engine.discardEverything()
    }
}

/// A cross-fade written as careful app code does: the presented view fades in; on dismissal it
/// fades out over the presenting view (put back under it when the style took it away); a
/// cancelled dismissal puts the alpha back and takes the presenting view out again.
final class CrossFade: ViewControllerAnimatedTransitioning {
    let duration: Double
    init(duration: Double) { self.duration = duration }

    func transitionDuration(using context: TransitionContext) -> Double { context.isAnimated ? duration : 0 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let to = context.viewController(forKey: .to)
        let presenting = to.presentingViewController != nil && to.presentingViewController === context.viewController(forKey: .from)
        let options: AnimationOptions = context.isInteractive ? .curveLinear : []
        if presenting, let toView = context.view(forKey: .to) {
            container.addSubview(toView)
            toView.frame = context.finalFrame(for: to)
            toView.alpha = 0
            View.animate(withDuration: duration, options: options, animations: { toView.alpha = 1 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        } else if let fromView = context.view(forKey: .from) {
            let toView = context.view(forKey: .to)
            if let toView {
                toView.frame = context.finalFrame(for: to)
                container.insertSubview(toView, belowSubview: fromView)
            }
            View.animate(withDuration: duration, options: options, animations: { fromView.alpha = 0 }) { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled {
                    fromView.alpha = 1
                    toView?.removeFromSuperview()
                }
                context.completeTransition(!cancelled)
            }
        } else {
            context.completeTransition(true)
        }
    }
}

/// Steps performed across the runs (the closure may be called from any thread).
final class StepCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add(_ steps: Int) { lock.lock(); value += steps; lock.unlock() }
    var total: Int { lock.lock(); defer { lock.unlock() }; return value }
}
