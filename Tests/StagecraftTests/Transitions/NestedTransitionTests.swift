import Testing
@testable import Stagecraft

/// Transitions that overlap one another, as the property-based core tests found them: each case
/// here was a shrunk failing sequence. Expected values come from the appearance rules (T3.6: a
/// will is always followed by its did or turned back; T3.8: no unbalanced calls from correct code)
/// and T1.10 (a parked presenting view goes back where it was).
@Suite struct NestedTransitionTests {
    @Test func aPushOntoANavigationControllerUnderAFullScreenModalSendsNoAppearanceCalls() {
        // Deep-link handling does this: the navigation stack changes while a modal covers it.
        // UIKit sends appearance calls only to what is on screen; Stagecraft reported
        // "Unbalanced calls" here (a false alarm on correct code).
        let world = PropertyWorld()
        world.perform(PropertyWorld.Step(0 + 10 * 4))   // present(.fullScreen, animated: false)
        world.engine.runUntilIdle()
        let mark = world.engine.events.count
        world.perform(PropertyWorld.Step(2 + 10 * 1))   // push(animated: true)
        world.engine.runUntilIdle()
        let calls = world.engine.events[mark...].filter { $0.category == .lifecycle && $0.name.hasPrefix("view") && $0.name != "viewDidLoad" }
        #expect(calls.isEmpty, "\(calls.map(\.call))")
        #expect(world.engine.diagnostics.isEmpty, "\(world.engine.diagnostics)")
        #expect(world.settle().isEmpty)
        world.tearDown()
    }

    @Test func aPushWithoutAnimationDuringAFullScreenPresentEndsTheLeavingChildsDisappearance() {
        // T3.6: list got viewWillDisappear from the present over the tabs; the push takes it off
        // screen at once, so its viewDidDisappear comes then, not never.
        let world = PropertyWorld()
        world.perform(PropertyWorld.Step(0 + 10 * 0))   // present(.fullScreen, animated: true)
        world.perform(PropertyWorld.Step(2 + 10 * 4))   // push(animated: false)
        world.engine.runUntilIdle()
        let list = world.engine.events.filter { $0.category == .lifecycle && $0.subject == "list" }.map(\.name)
        #expect(Array(list.suffix(2)) == ["viewWillDisappear", "viewDidDisappear"], "\(list)")
        #expect(world.list.appearanceState == .disappeared)
        #expect(world.settle().isEmpty)
        world.tearDown()
    }

    @Test func aPushThatEndsDuringARevealLeavesItsChildToTheReveal() {
        // push, a full-screen present over the tabs, then an interactive dismissal revealing them
        // while the push is still running: when the push ends, the pushed controller is still
        // appearing with the tabs, and its viewDidAppear comes with theirs.
        let world = PropertyWorld()
        for code in [212, 0, 209, 255, 6] { world.perform(PropertyWorld.Step(code)) }
        #expect(world.navigation.topViewController?.name == "pushed1")
        #expect(world.settle().isEmpty)  // the reveal, abandoned, cancels: pushed1 ends disappeared
        #expect(world.navigation.topViewController?.appearanceState == .disappeared)
        world.tearDown()
    }

    @Test func aPresentedViewGoesBackToItsRestingFrameAfterAFullScreenPresentationOverIt() {
        // T1.10: the view a full-screen presentation parked returns where it rested — for a
        // presented controller, its presentation controller's frame in its own container (here
        // the lower three quarters, inset by a quarter of the height top and bottom).
        let world = PropertyWorld()
        world.perform(PropertyWorld.Step(0 + 10 * 2))   // present(.custom, animated: true)
        world.engine.runUntilIdle()
        let modal = world.window.topViewController!
        let resting = modal.view.frame
        world.perform(PropertyWorld.Step(0 + 10 * 0))   // present(.fullScreen, animated: true) over it
        world.engine.runUntilIdle()
        world.perform(PropertyWorld.Step(1))            // dismiss(animated: true)
        world.engine.runUntilIdle()
        #expect(modal.view.frame == resting, "\(modal.view.frame) vs \(resting)")
        let height = world.window.bounds.height
        #expect(resting == Rect(x: 0, y: height / 4, width: world.window.bounds.width, height: height / 2))
        #expect(world.settle().isEmpty)
        world.tearDown()
    }
}
