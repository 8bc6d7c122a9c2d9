import Testing
@testable import Stagecraft

/// Transitions driven by synthesised gestures: UIKit's edge-swipe pop (T9.4) and the dimming tap (T4.5).
@Suite struct GestureDrivenTransitionTests {
    static func stack() -> (Stage, NavigationController, ViewController, ViewController, TouchSynthesizer) {
        let first = ViewController(name: "first"), second = ViewController(name: "second")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        navigation.pushViewController(second, animated: false)
        return (stage, navigation, first, second, TouchSynthesizer(engine: stage.engine, window: stage.window))
    }

    @Test func t9_4_theEdgeSwipeDrivesTheDefaultPopAndFinishesPastHalf() {
        let (stage, navigation, first, second, touches) = Self.stack()
        let mark = stage.mark
        // 5 pt from the left edge, 300 pt to the right over 0.5 s, then held 0.1 s and released.
        touches.edgePan(from: .left, distance: 300, duration: 0.5, hold: 0.1)
        stage.engine.advance(by: 0.5)
        // The finger is at x = 305: translation 300 of 390, the pop follows it (linear scrub of an eased slide).
        let progress = 300.0 / 390
        #expect(close(second.view.presentation.frame.minX, 390 * Reference.easeInOut(progress), 1e-4))
        #expect(navigation.viewControllers.count == 1)
        stage.engine.advance(by: 1)
        #expect(navigation.viewControllers.map(\.name) == ["first"])
        #expect(navigation.transitionView.subviews.map(\.displayName) == ["first"])
        #expect(first.view.frame == Rect(0, 0, 390, 844))
        #expect(stage.lifecycle(since: mark) == [
            "second.viewWillDisappear", "first.viewWillAppear", "first.viewIsAppearing", "second.viewDidDisappear", "first.viewDidAppear",
        ])
        #expect(stage.engine.diagnostics.isEmpty)
    }

    @Test func t9_4_aShortSlowSwipeCancelsThePop() {
        let (stage, navigation, first, second, touches) = Self.stack()
        let mark = stage.mark
        touches.edgePan(from: .left, distance: 100, duration: 0.5, hold: 0.2)
        stage.engine.advance(by: 2)
        #expect(navigation.viewControllers.map(\.name) == ["first", "second"])
        #expect(navigation.transitionView.subviews.map(\.displayName) == ["second"])
        #expect(second.view.frame == Rect(0, 0, 390, 844))
        #expect(first.view.superview == nil)
        #expect(stage.lifecycle(since: mark) == [
            "second.viewWillDisappear", "first.viewWillAppear", "first.viewIsAppearing",
            "first.viewWillDisappear", "first.viewDidDisappear", "second.viewWillAppear", "second.viewIsAppearing", "second.viewDidAppear",
        ])
        #expect(stage.engine.diagnostics.isEmpty)
    }

    @Test func t9_4_aFastFlickFinishesEvenWhenShort() {
        let (stage, navigation, _, _, touches) = Self.stack()
        touches.edgePan(from: .left, distance: 80, duration: 0.1, releaseVelocity: 900)
        stage.engine.advance(by: 2)
        #expect(navigation.viewControllers.map(\.name) == ["first"])
    }

    @Test func t9_4_aCustomPopAnimatorDisablesTheEdgeSwipe() {
        let (stage, navigation, _, _, touches) = Self.stack()
        let delegate = AppearanceTests.NavigationDelegate()
        delegate.animator = FadeAnimator()
        navigation.delegate = delegate
        touches.edgePan(from: .left, distance: 300, duration: 0.5)
        stage.engine.advance(by: 2)
        #expect(navigation.viewControllers.map(\.name) == ["first", "second"])
        #expect(navigation.interactivePopGestureRecognizer.state != .began)
        #expect(stage.engine.events.contains { $0.category == .gesture && $0.name == "failed" && $0.detail.contains("shouldBegin") })
    }

    @Test func t4_5_aTapOnTheDimmingViewDismissesTheSheet() {
        let sheet = PresentationControllerTests.Sheet()
        let touches = TouchSynthesizer(engine: sheet.stage.engine, window: sheet.stage.window)
        sheet.stage.root.present(sheet.card, animated: true)
        sheet.stage.engine.advance(by: 1)
        touches.tap(at: Point(195, 600))  // on the sheet: nothing happens
        sheet.stage.engine.advance(by: 1)
        #expect(sheet.stage.root.presentedViewController === sheet.card)
        touches.tap(at: Point(195, 200))  // on the dimming view above the sheet
        sheet.stage.engine.advance(by: 1)
        #expect(sheet.stage.root.presentedViewController == nil)
    }
}
