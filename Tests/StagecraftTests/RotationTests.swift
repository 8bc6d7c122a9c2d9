import Foundation
import Testing
@testable import Stagecraft

/// LY1.7: an interface rotation animates on the virtual clock, with `viewWillTransition(to:with:)`'s
/// coordinator: its duration (0.3 s a quarter turn, 0.6 s a half turn, UncertainRules), its
/// alongside blocks in the same block, its completions when it ends.
@Suite struct RotationTests {
    /// A root screen that animates a badge's alpha to 0 alongside the rotation and notes what it heard.
    final class Screen: ViewController {
        let badge = View(frame: Rect(0, 0, 10, 10), name: "badge")
        var coordinator: TransitionCoordinator?
        var sizes: [Size] = []
        var completed: [Double] = []
        var queuedLate: Bool?

        override func viewDidLoad() { view.addSubview(badge) }

        override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            sizes.append(size)
            self.coordinator = coordinator
            coordinator.animate(alongsideTransition: { _ in self.badge.alpha = 0 }, completion: { _ in
                self.completed.append(Engine.current?.now ?? -1)
                self.queuedLate = coordinator.animate(alongsideTransition: { _ in })
            })
        }
    }

    func stage() -> (Engine, Window, Screen) {
        let engine = Engine()
        let window = Window()
        let screen = Screen(name: "screen")
        window.rootViewController = screen
        window.use(.iPhone15)  // a resize too: forget what it told the screen
        engine.advance(by: 0)
        (screen.sizes, screen.completed, screen.coordinator) = ([], [], nil)
        View.performWithoutAnimation { screen.badge.alpha = 1 }
        return (engine, window, screen)
    }

    // LY1.7: a quarter turn: the coordinator says 0.3 s, animated, a +90° target for portrait →
    // landscapeLeft; the model takes the new size at once, the root view's frame and the alongside
    // alpha animate together on ease-in-ease-out (half way at half time: width (393 + 852) / 2,
    // alpha 0.5); the completion runs when the 0.3 s end, not before.
    @Test func ly1_7_aQuarterTurnAnimatesForThreeTenthsWithItsAlongsideBlocks() {
        let (engine, window, screen) = stage()
        window.rotate(to: .landscapeLeft)
        guard let coordinator = screen.coordinator else { Issue.record("no viewWillTransition(to:with:)"); return }
        #expect(screen.sizes == [Size(width: 852, height: 393)])
        #expect(coordinator.isAnimated && close(coordinator.transitionDuration, 0.3))
        #expect(coordinator.targetTransform == AffineTransform(rotationAngle: Double.pi / 2))
        #expect(coordinator.containerView === window && coordinator.viewController(forKey: .from) === screen)
        #expect(window.bounds.size == Size(width: 852, height: 393) && screen.view.frame.size == Size(width: 852, height: 393))
        engine.advance(by: 0.15)
        #expect(close(screen.view.presentation.frame.width, (393 + 852) / 2.0, 1e-6))
        #expect(close(screen.badge.presentation.alpha, 0.5, 1e-6))
        #expect(screen.completed.isEmpty)
        engine.advance(by: 0.15)
        #expect(screen.completed.count == 1 && close(screen.completed[0], engine.now, 1e-9))
        #expect(screen.view.presentation.frame.size == Size(width: 852, height: 393) && screen.badge.presentation.alpha == 0)
        #expect(screen.queuedLate == false)  // the rotation's animations have run: nothing joins them (T5.3)
    }

    // LY1.7: a half turn (landscapeLeft → landscapeRight) takes twice as long, with a 180° target.
    @Test func ly1_7_aHalfTurnTakesTwiceAsLong() {
        let (engine, window, screen) = stage()
        window.rotate(to: .landscapeLeft, animated: false)
        window.rotate(to: .landscapeRight)
        #expect(close(screen.coordinator?.transitionDuration ?? 0, 0.6))
        #expect(abs(abs(atan2(screen.coordinator?.targetTransform.b ?? 0, screen.coordinator?.targetTransform.a ?? 1)) - Double.pi) < 1e-9)
        engine.advance(by: 0.5)
        #expect(screen.completed.count == 1)  // the first, not animated, completed at once
        engine.advance(by: 0.1)
        #expect(screen.completed.count == 2)
    }

    // LY1.7: not animated (`animated: false`, or a plain `resize`): duration 0, everything at once,
    // the completions right away.
    @Test func ly1_7_anUnanimatedRotationOrResizeAppliesAtOnce() {
        let (_, window, screen) = stage()
        window.rotate(to: .landscapeLeft, animated: false)
        #expect(screen.coordinator?.isAnimated == false && screen.coordinator?.transitionDuration == 0)
        #expect(screen.view.presentation.frame.size == Size(width: 852, height: 393) && screen.badge.presentation.alpha == 0)
        #expect(screen.completed.count == 1)
        window.resize(to: Size(width: 500, height: 400))
        #expect(screen.completed.count == 2 && screen.view.presentation.frame.size == Size(width: 500, height: 400))
    }

    // LY1.7: the targets of the four orientations' turns, and none for no change.
    @Test func ly1_7_targetTransformsFollowTheOrientationsAroundTheDevice() {
        #expect(Window.rotationTurn(from: .portrait, to: .portrait) == 0)
        #expect(Window.rotationTurn(from: .portrait, to: .landscapeRight) == -Double.pi / 2)
        #expect(Window.rotationTurn(from: .landscapeRight, to: .portrait) == Double.pi / 2)
        #expect(Window.rotationTurn(from: .portrait, to: .portraitUpsideDown) == Double.pi)
    }
}
