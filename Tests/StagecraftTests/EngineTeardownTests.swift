import Testing
@testable import Stagecraft

/// `discardEverything` lets a host free its world: nothing the engine still holds may keep it
/// alive through a cycle back to the engine.
@Suite struct EngineTeardownTests {
    /// An `afterNextFrame` action with no frame after it (a transition completed synchronously at the
    /// end of a scenario: its container check holds the transition, which holds the engine) is
    /// dropped, so the engine is freed (found by LeakSanitizer on the pizza seed's pop).
    @Test func pendingAfterNextFrameActionsAreDropped() {
        final class Holder { var engine: Engine? }
        weak var weakEngine: Engine?
        weak var weakHolder: Holder?
        do {
            let engine = Engine()
            let holder = Holder()
            holder.engine = engine  // a cycle: the engine keeps the action, the action the holder, the holder the engine
            engine.afterNextFrame { _ = holder.engine }
            engine.discardEverything()
            weakEngine = engine
            weakHolder = holder
        }
        #expect(weakEngine == nil, "a dropped afterNextFrame action kept the engine alive")
        #expect(weakHolder == nil)
    }

    /// One that runs is forgotten: discarding afterwards removes nothing else.
    @Test func anActionThatRanIsForgotten() {
        let engine = Engine()
        var runs = 0
        engine.afterNextFrame { runs += 1 }
        engine.advance(by: 1.0 / 60)
        var frames = 0
        _ = engine.onFrame { _ in frames += 1 }
        engine.discardEverything()
        engine.advance(by: 1.0 / 60)
        #expect(runs == 1 && frames == 1)
    }
}

/// A window that goes away frees its controllers, whatever became of its root.
@Suite struct WindowTeardownTests {
    /// `rootViewController = presented` while `home` still presents it leaves the presentation's
    /// cycle (presented ↔ presentation controller → presenting) reachable only upwards from the root.
    @Test func aPresentedControllerMadeRootFreesItsPresenterToo() {
        weak var weakHome: ViewController?
        weak var weakCard: ViewController?
        weak var weakController: PresentationController?
        do {
            let stage = Stage()
            let card = ViewController(name: "card")
            card.modalPresentationStyle = .custom
            let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.1))
            card.transitioningDelegate = delegate
            stage.root.present(card, animated: true)
            stage.engine.advance(by: 1)
            #expect(card.presentingViewController === stage.root)
            weakController = card.presentationController
            stage.window.rootViewController = card
            weakHome = stage.root
            weakCard = card
            stage.engine.discardEverything()
        }
        #expect(weakController == nil, "the presentation controller outlived the window")
        #expect(weakCard == nil)
        #expect(weakHome == nil)
    }
}
