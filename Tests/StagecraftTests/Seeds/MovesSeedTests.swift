import Testing
@testable import Stagecraft

/// Seed S1 ported (MovesSeed.swift): the Moves slide-up modal with its dim overlay, contextual view
/// pairs animated by snapshots, and pan-to-dismiss with a 100 pt threshold; and the fade example.
///
/// Geometry by hand (screen 390 × 844):
/// - The modal is 13/15 of the screen, 338 × 731.47, centred and at the bottom: (26, 112.53).
/// - `item` is the 44 pt image of row 3 (rows of 60 pt, image at (20, 8)) in a list at (0, 40) of a
///   card at (16, 120), scrolled by 44: x = 16 + 20 = 36, y = 120 + 40 − 44 + 180 + 8 = 304, so
///   (36, 304, 44, 44), centre (58, 326). The title label is at (20, 64, 300, 40), centre (170, 84).
/// - In the modal, `detailItem` is at (24, 24, 72, 72) of a header at its origin: (50, 136.53) at
///   rest, centre (86, 172.53); `detailTitle` at (110, 40, 200, 40): (136, 152.53), centre (236, 172.53).
///
/// Moves keeps its dim overlay in the container for the whole presentation (its animators, not a
/// presentation controller, own it) and removes the contextual canvases one run-loop turn after
/// `completeTransition`: views that stay with a modal container are not reported as leftovers.
@Suite struct MovesSeedTests {
    typealias Seed = MovesSeed
    typealias Modal = MovesSeed.SlideUpWithContextModalViewController
    let modalHeight = 844.0 * 13 / 15
    var restY: Double { 844 - modalHeight }

    func stage(_ example: Seed.SlideUpWithContextViewController.MovesExample = .slideUpWithContext)
        -> (Stage, NavigationController, Seed.SlideUpWithContextViewController) {
        let root = Seed.SlideUpWithContextViewController(name: "workouts")
        root.example = example
        let navigation = NavigationController(rootViewController: root)
        return (Stage(root: navigation), navigation, root)
    }

    /// The slide-up presented with its contextual pairs, run to rest.
    func presented() -> (Stage, NavigationController, Seed.SlideUpWithContextViewController, Modal) {
        let (stage, navigation, root) = stage()
        let modal = root.transitionButtonPressed()
        stage.engine.advance(to: 0.6)
        return (stage, navigation, root, modal)
    }

    func snapshot(in canvas: View?) -> View? { canvas?.subviews.first }

    @Test func s1_slideUpWithDimAndContextualSnapshots() throws {
        let (stage, navigation, root) = stage()
        let mark = stage.mark
        let modal = root.transitionButtonPressed()
        stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
        let container = try #require(modal.view.superview)
        #expect(container.subviews.map(\.displayName) == ["dim", "modal", "canvas", "canvas"])
        let dim = container.subviews[0]
        let itemSnapshot = try #require(snapshot(in: container.subviews[2]))
        let titleSnapshot = try #require(snapshot(in: container.subviews[3]))
        #expect((itemSnapshot as? ImageView)?.imageName == "Bench press" && (titleSnapshot as? Label)?.text == "Workouts")
        #expect(modal.view.frame == Rect(26, restY, 338, modalHeight) && modal.view.cornerRadius == 5)
        #expect([root.item, root.titleTextLabel, modal.detailItem, modal.detailTitleTextLabel].allSatisfy { $0.alpha == 0 })

        stage.engine.advance(to: 0.1)
        // The keyframe lasts `relativeDuration: duration` = 0.5 of the block (Moves passes the
        // duration there), inside the block's ease-in-out: the modal is up after 0.25 s.
        let shaped = Reference.easeInOut(0.1 / 0.5)
        #expect(close(modal.view.presentation.frame, Rect(26, restY + 844 - 844 * min(shaped / 0.5, 1), 338, modalHeight)))
        #expect(close(dim.presentation.backgroundColor?.alpha ?? -1, 0.7 * shaped))
        #expect(close(itemSnapshot.presentation.center, Point(Reference.lerp(58, 86, shaped), Reference.lerp(326, restY + 60, shaped)), pointTolerance))
        #expect(close(itemSnapshot.presentation.bounds.width, Reference.lerp(44, 72, shaped), pointTolerance))
        #expect(close(titleSnapshot.presentation.center, Point(Reference.lerp(170, 236, shaped), Reference.lerp(84, restY + 60, shaped)), pointTolerance))
        #expect(close(titleSnapshot.presentation.bounds.width, Reference.lerp(300, 200, shaped), pointTolerance))
        stage.engine.advance(to: 0.3)
        #expect(modal.view.presentation.frame == Rect(26, restY, 338, modalHeight))
        let later = Reference.easeInOut(0.3 / 0.5)
        #expect(close(itemSnapshot.presentation.center, Point(Reference.lerp(58, 86, later), Reference.lerp(326, restY + 60, later)), pointTolerance))
        #expect(stage.count("present(modal).completeTransition", since: mark) == 0)

        stage.engine.advance(to: 0.6)
        #expect(stage.count("present(modal).completeTransition", since: mark) == 1)
        #expect(container.subviews.map(\.displayName) == ["dim", "modal"])  // canvases gone the turn after
        #expect(dim.backgroundColor == Color(white: 0, alpha: 0.7))
        #expect(modal.detailItem.alpha == 1 && modal.detailTitleTextLabel.alpha == 1)
        #expect(root.item.alpha == 0 && root.titleTextLabel.alpha == 0)  // Moves leaves them hidden under the modal
        #expect(root.movesCoordinator.presentedViewController === modal)
        #expect(navigation.view.window === stage.window)  // .overFullScreen: the presenter stays (T1.10)

        #expect(stage.calls(since: mark, [.delegate]).map { $0.replacingOccurrences(of: "<NavigationController, SlideUpWithContextModalViewController>", with: "") } == [
            "MovesCoordinator.animationControllerForPresented",  // no presentation controller question (T1.3)
            "MovesCoordinator.interactionControllerForPresentation",
        ])
        #expect(stage.calls(since: mark, [.animator]) == [
            "SlideInOverContextAnimator.transitionDuration", "SlideInOverContextAnimator.animateTransition",
            "SlideInOverContextAnimator.animationEnded",
        ])
        #expect(stage.lifecycle(since: mark) == ["modal.viewWillAppear", "modal.viewIsAppearing", "modal.viewDidAppear"])  // T3.5
        #expect(stage.diagnosticKinds.isEmpty)
    }

    /// Dragged 60 pt (sideways and upward moves locked out) and released: springs back.
    @Test func s1_panBelowTheThresholdSpringsBack() {
        let (stage, navigation, root, modal) = presented()
        let moves = root.movesCoordinator
        let mark = stage.mark
        stage.at(1.0) { moves.handlePan(translation: Point(0, 20), velocity: .zero, state: .began) }
        stage.at(1.05) { moves.handlePan(translation: Point(0, 25), velocity: .zero, state: .changed) }
        stage.at(1.1) { moves.handlePan(translation: Point(-30, 15), velocity: .zero, state: .changed) }
        stage.at(1.15) { moves.handlePan(translation: Point(0, -10), velocity: .zero, state: .changed) }
        stage.at(1.2) { moves.handlePan(translation: .zero, velocity: .zero, state: .ended) }

        stage.engine.advance(to: 1.15)
        #expect(modal.view.presentation.frame.origin == Point(26, restY + 60))
        stage.engine.advance(to: 1.2)
        #expect(modal.view.frame.origin == Point(26, restY))  // the spring's block set the model at once
        #expect(close(modal.view.presentation.frame.minY, restY + 60, pointTolerance))
        stage.engine.advance(to: 1.3)
        // UIView spring: 0.5 s, damping 0.8, initial velocity 1 (TIMING.md's duration/damping rule).
        let x = SeedReference.springProgress(0.1, duration: 0.5, dampingRatio: 0.8, velocity: 1)
        #expect(close(modal.view.presentation.frame.minY, restY + 60 - 60 * x, 5e-3))
        stage.engine.advance(to: 1.8)
        #expect(modal.view.presentation.frame.origin == Point(26, restY))
        #expect(navigation.presentedViewController === modal)
        #expect(stage.calls(since: mark, [.transition]).isEmpty)
        #expect(stage.diagnosticKinds.isEmpty)
    }

    /// Dragged 120 pt and released: dismisses, the contextual views unwind to their places and the dim goes.
    @Test func s1_panPastTheThresholdDismissesAndUnwindsTheContextualViews() throws {
        let (stage, navigation, root, modal) = presented()
        let moves = root.movesCoordinator
        let container = try #require(modal.view.superview)
        let dim = try #require(moves.dimBackgroundView)
        let mark = stage.mark
        stage.at(1.0) { moves.handlePan(translation: Point(0, 40), velocity: .zero, state: .began) }
        stage.at(1.05) { moves.handlePan(translation: Point(0, 50), velocity: .zero, state: .changed) }
        stage.at(1.1) { moves.handlePan(translation: Point(0, 30), velocity: .zero, state: .changed) }
        stage.at(1.15) { moves.handlePan(translation: .zero, velocity: .zero, state: .ended) }

        stage.engine.advance(to: 1.15)  // the release and, on the same turn after it, the dismissal
        #expect(container.subviews.map(\.displayName) == ["dim", "modal", "canvas", "canvas"])
        let itemSnapshot = try #require(snapshot(in: container.subviews[2]))
        let titleSnapshot = try #require(snapshot(in: container.subviews[3]))
        let from = restY + 120  // where the drag left the modal

        stage.engine.advance(to: 1.35)  // halfway through the 0.4 s dismissal: easeInOut(0.5) = 0.5
        #expect(close(modal.view.presentation.frame.minY, from + 844 * 0.5, pointTolerance))
        #expect(close(dim.presentation.backgroundColor?.alpha ?? -1, 0.35))
        #expect(close(itemSnapshot.presentation.center, Point(Reference.lerp(86, 58, 0.5), Reference.lerp(from + 60, 326, 0.5)), pointTolerance))
        #expect(close(titleSnapshot.presentation.center, Point(Reference.lerp(236, 170, 0.5), Reference.lerp(from + 60, 84, 0.5)), pointTolerance))
        #expect(modal.detailItem.alpha == 0 && root.item.alpha == 0)

        stage.engine.advance(to: 1.6)
        #expect(navigation.presentedViewController == nil && modal.view.window == nil && container.window == nil)
        #expect(moves.dimBackgroundView == nil && dim.superview == nil)
        #expect(root.item.alpha == 1 && root.titleTextLabel.alpha == 1)
        #expect(moves.presentedViewController == nil)  // performCleanup
        let completed = stage.engine.events[mark...].filter { $0.name == "completeTransition" }
        #expect(completed.map(\.call) == ["dismiss(modal).completeTransition(completed=true)"])
        #expect(completed.first.map { close($0.time, 1.55) } == true)
        #expect(stage.calls(since: mark, [.animator]) == [
            "SlideOutOverContextAnimator.transitionDuration", "SlideOutOverContextAnimator.animateTransition",
            "SlideOutOverContextAnimator.animationEnded",
        ])
        #expect(stage.lifecycle(since: mark) == ["modal.viewWillDisappear", "modal.viewDidDisappear"])
        #expect(stage.diagnosticKinds.isEmpty)
    }

    /// Moves' "experimental" contextual views, as the article warns: dragged 600 pt before release,
    /// the first pair starts outside the modal's bounds, so Moves gives up on every pair (`return`,
    /// not `continue`) and the title it hid on presentation is never shown again.
    /// Real touches on the modal, through the pan Moves installs once presented: 150 pt down is past
    /// the 100 pt threshold and dismisses; 60 pt springs back to where it rests.
    @Test func s1_aSynthesisedPanDismissesPastTheThresholdAndSpringsBackBelow() {
        for (distance, dismisses) in [(150.0, true), (60.0, false)] {
            let (stage, navigation, _, modal) = presented()
            let touches = TouchSynthesizer(engine: stage.engine, window: stage.window)
            touches.pan(from: Point(195, 500), to: Point(195, 500 + distance), duration: 0.25, hold: 0.05)
            stage.engine.advance(by: 0.25)
            #expect(close(modal.view.frame.minY, restY + distance, pointTolerance))  // the modal follows the finger
            stage.engine.advance(by: 2)
            #expect((navigation.presentedViewController == nil) == dismisses)
            if !dismisses { #expect(close(modal.view.presentation.frame.minY, restY, pointTolerance)) }
        }
    }

    @Test func s1_farDragDismissalLeavesTheTitleHidden() {
        let (stage, navigation, root, modal) = presented()
        let moves = root.movesCoordinator
        stage.at(1.0) { moves.handlePan(translation: Point(0, 300), velocity: .zero, state: .began) }
        stage.at(1.05) { moves.handlePan(translation: Point(0, 300), velocity: .zero, state: .changed) }
        stage.at(1.1) { moves.handlePan(translation: .zero, velocity: .zero, state: .ended) }
        stage.engine.advance(to: 1.1)
        // The one canvas made went on the turn after the dismissal began; no snapshot flies.
        #expect(modal.view.superview?.subviews.map(\.displayName) == ["dim", "modal"])
        #expect(modal.detailItem.alpha == 1 && root.titleTextLabel.alpha == 0)
        stage.engine.advance(to: 1.6)
        #expect(navigation.presentedViewController == nil)
        #expect(root.item.alpha == 1)             // restored by the pair that gave up
        #expect(root.titleTextLabel.alpha == 0)  // never reached
        #expect(stage.diagnosticKinds.isEmpty)
    }

    /// The article's first coordinator: fade in over a dimmed screen, fade out on a tap on the dim.
    @Test func s1_fadeExampleWithTapOnTheDim() throws {
        let (stage, navigation, root) = stage(.fadeIn)
        let modal = root.transitionButtonPressed(withContext: false)
        stage.engine.advance(by: 0)  // the animator starts on the next run-loop turn
        let moves = root.movesCoordinator
        let dim = try #require(moves.dimBackgroundView)
        #expect(modal.view.frame == Rect(26, 422 - 169, 338, 338))
        stage.engine.advance(to: 0.3)
        #expect(close(modal.view.presentation.alpha, 0.5) && close(dim.presentation.backgroundColor?.alpha ?? -1, 0.35))
        stage.engine.advance(to: 0.7)
        #expect(modal.view.presentation.alpha == 1 && navigation.presentedViewController === modal)

        stage.engine.advance(to: 1)
        moves.dimBackgroundTapped()
        stage.engine.advance(to: 1.3)
        #expect(close(modal.view.presentation.alpha, 0.5) && close(dim.presentation.backgroundColor?.alpha ?? -1, 0.35))
        stage.engine.advance(to: 1.7)
        #expect(navigation.presentedViewController == nil && dim.superview == nil)
        #expect(stage.diagnosticKinds.isEmpty)
    }
}
