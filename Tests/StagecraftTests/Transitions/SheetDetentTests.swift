import Testing
@testable import Stagecraft

/// T11.4: UISheetPresentationController's detents, dragging and chrome. The window is 390 × 844
/// with no safe area: the large detent's top is at 10, the medium one's at 844 / 2 = 422.
@Suite struct SheetDetentTests {
    static func mediumAndLarge(_ extra: (SheetPresentationController) -> Void = { _ in }) -> SheetStage {
        SheetStage { $0.detents = [.medium(), .large()]; extra($0) }
    }

    @Test func t11_4a_defaults() {
        let sheet = ViewController(name: "s")
        sheet.modalPresentationStyle = .pageSheet
        guard let controller = sheet.sheetPresentationController else { Issue.record("no sheet"); return }
        #expect(controller.detents.map(\.identifier) == ["large"])
        #expect(controller.selectedDetentIdentifier == nil)
        #expect(controller.largestUndimmedDetentIdentifier == nil)
        #expect(!controller.prefersGrabberVisible)
        #expect(controller.prefersScrollingExpandsWhenScrolledToEdge)
        #expect(!controller.prefersEdgeAttachedInCompactHeight)
    }

    @Test func t11_4b_mediumIsHalfTheScreenAndTheSheetRestsAtTheSmallest() {
        let s = Self.mediumAndLarge()
        s.present()
        #expect(s.sheet.view.frame == Rect(0, 422, 390, 422))
        #expect(s.controller?.dimmingView.alpha == 0.4)  // dimmed from the smallest detent up
        #expect(s.stage.root.view.transform == .identity)  // a medium sheet leaves the presenting view alone
        #expect(s.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_4b_customDetentsAreResolvedWithTheMaximumValueAndClamped() {
        var asked: [Double] = []
        let s = SheetStage {
            $0.detents = [
                .custom(identifier: "quarter") { context in asked.append(context.maximumDetentValue); return context.maximumDetentValue / 4 },
                .custom(identifier: "off") { _ in nil },          // inactive
                .custom(identifier: "huge") { _ in 10_000 },      // clamped to the maximum
            ]
        }
        s.present()
        // The maximum is the large detent's height: 844 − 10 = 834; a quarter is 208.5, so the top is at 635.5.
        #expect(asked.first == 834)
        #expect(s.sheet.view.frame == Rect(0, 844 - 208.5, 390, 208.5))
        s.controller?.selectedDetentIdentifier = "huge"
        #expect(s.sheet.view.frame.minY == 10)
        s.controller?.selectedDetentIdentifier = "off"  // not active: the smallest
        #expect(s.sheet.view.frame.minY == 635.5)
    }

    @Test func t11_4c_settingTheSelectedDetentFromCodeAppliesAtOnceWithoutTheDelegate() {
        let s = Self.mediumAndLarge()
        s.present()
        s.controller?.selectedDetentIdentifier = SheetDetent.largeIdentifier
        #expect(s.top == 10)
        #expect(close(s.stage.root.view.transform.a, 358.0 / 390))
        #expect(s.delegate.calls.isEmpty)
    }

    @Test func t11_4d_noDimAtOrBelowTheLargestUndimmedDetentAndTouchesReachThePresentingView() {
        let s = Self.mediumAndLarge { $0.largestUndimmedDetentIdentifier = SheetDetent.mediumIdentifier }
        var taps = 0
        let tap = TapGestureRecognizer(name: "rootTap")
        tap.addTarget { _ in taps += 1 }
        s.stage.root.view.addGestureRecognizer(tap)
        s.present()
        #expect(s.controller?.dimmingView.alpha == 0)
        #expect(s.stage.window.hitTest(windowPoint: Point(x: 195, y: 200)) === s.stage.root.view)
        s.touches.tap(at: Point(x: 195, y: 200))
        s.stage.engine.advance(by: 0.5)
        #expect(taps == 1)
        // Halfway between medium (422) and large (10): half the dim.
        s.controller?.place(top: 216)
        #expect(close(s.controller?.dimmingView.alpha ?? -1, 0.2))
        s.controller?.selectedDetentIdentifier = SheetDetent.largeIdentifier
        #expect(s.controller?.dimmingView.alpha == 0.4)
        #expect(s.stage.window.hitTest(windowPoint: Point(x: 195, y: 5)) === s.controller?.dimmingView)
    }

    @Test func t11_4e_animateChangesAnimatesWithTheSheetSpring() {
        let s = Self.mediumAndLarge()
        s.present()
        s.controller?.animateChanges { s.controller?.selectedDetentIdentifier = SheetDetent.largeIdentifier }
        #expect(s.sheet.view.frame.minY == 10)  // the model at once
        #expect(s.top == 422)                   // on screen still at medium
        s.stage.engine.advance(by: 0.1)
        // A critically damped spring settling in 0.5 s (TIMING.md): partway, above medium and below large.
        #expect(s.top < 422 && s.top > 10)
        s.stage.engine.advance(by: 0.5)
        #expect(close(s.top, 10, 1e-6))
        #expect(s.delegate.calls.isEmpty)
    }

    @Test func t11_4f_resolversAreAskedAgainOnlyAfterInvalidateDetents() {
        var fraction = 0.25, calls = 0
        let s = SheetStage {
            $0.detents = [.custom(identifier: "part") { context in calls += 1; return context.maximumDetentValue * fraction }]
        }
        s.present()
        let before = calls
        fraction = 0.5
        s.stage.window.layoutIfNeeded()
        s.controller?.containerView?.setNeedsLayout()
        s.stage.engine.advance(by: 0.1)
        #expect(calls == before)
        #expect(s.sheet.view.frame.minY == 844 - 834 * 0.25)
        s.controller?.invalidateDetents()
        #expect(calls == before + 1)
        #expect(s.sheet.view.frame.minY == 844 - 834 * 0.5)
    }

    @Test func t11_4g_theGrabberIsA36By5PillFivePointsFromTheTop() {
        let s = SheetStage { $0.prefersGrabberVisible = true }
        s.present()
        let grabber = s.controller?.grabber
        #expect(grabber?.superview === s.sheet.view)
        #expect(grabber?.frame == Rect((390 - 36) / 2, 5, 36, 5))
        #expect(grabber?.cornerRadius == 2.5)
        s.stage.root.dismiss(animated: true)
        s.stage.engine.advance(by: 1)
        #expect(grabber?.superview == nil)
    }

    @Test func t11_4h_aDragUpPastTheMidpointSettlesAtLargeAndTellsTheDelegate() {
        let s = Self.mediumAndLarge()
        s.present()
        // 250 pt up, held still: the top at 172 is nearer large (10) than medium (422).
        s.touches.pan(from: Point(x: 195, y: 600), to: Point(x: 195, y: 350), duration: 0.4, hold: 0.2)
        s.stage.engine.advance(by: 0.5)
        #expect(close(s.top, 172, 1e-6))  // following the finger
        s.stage.engine.advance(by: 1)
        #expect(close(s.top, 10, 1e-6))
        #expect(s.controller?.selectedDetentIdentifier == "large")
        #expect(s.delegate.calls == ["didChange:large"])
        #expect(close(s.stage.root.view.transform.a, 358.0 / 390))
    }

    @Test func t11_4k_aShortDragBackSettlesAtTheSameDetentSilently() {
        let s = Self.mediumAndLarge()
        s.present()
        // 200 pt up: the top at 222 is nearer medium (200 away) than large (212 away).
        s.touches.pan(from: Point(x: 195, y: 600), to: Point(x: 195, y: 400), duration: 0.4, hold: 0.2)
        s.stage.engine.advance(by: 2)
        #expect(close(s.top, 422, 1e-6))
        #expect(s.delegate.calls.isEmpty)
    }

    @Test func t11_4k_anUpwardFlickIsProjectedToLarge() {
        let s = Self.mediumAndLarge()
        s.present()
        // 60 pt up in 0.1 s, released at −1500 pt/s: 362 − 0.499 × 1500 = −386.5, nearest large.
        s.touches.pan(from: Point(x: 195, y: 600), to: Point(x: 195, y: 540), duration: 0.1, releaseVelocity: Point(x: 0, y: -1500))
        s.stage.engine.advance(by: 1.5)
        #expect(close(s.top, 10, 1e-6))
        #expect(s.delegate.calls == ["didChange:large"])
    }

    @Test func t11_4k_pastTheLargestDetentTheSheetRubberBands() {
        let s = SheetStage()
        s.present()
        s.touches.pan(from: Point(x: 195, y: 400), to: Point(x: 195, y: 300), duration: 0.3, hold: 0.3)
        s.stage.engine.advance(by: 0.45)
        // 100 pt past the top: UIScrollView's band, (1 − 1 / (100 · 0.55 / 844 + 1)) · 844.
        let band = (1 - 1 / (100 * 0.55 / 844 + 1)) * 844
        #expect(close(s.top, 10 - band, 1e-6))
        #expect(close(s.sheet.view.frame.height, 834 + band, 1e-6))  // the card grows, its bottom stays
        s.stage.engine.advance(by: 1.5)
        #expect(close(s.top, 10, 1e-6))
        #expect(s.stage.root.presentedViewController === s.sheet)
    }

    @Test func t11_4k_theProjectionIsTheFluidInterfacesFormula() {
        // (v / 1000) · 0.998 / (1 − 0.998)
        #expect(close(SheetMotion.projection(velocity: 1000), 499, 1e-9))
        #expect(SheetMotion.projection(velocity: .nan) == 0)
        #expect(SheetMotion.rubberBand(.infinity, dimension: 844) == 0)
    }

    @Test func t11_4j_compactHeightIsFullScreenUnlessEdgeAttached() {
        let full = Self.mediumAndLarge()
        full.stage.window.resize(to: Size(width: 844, height: 390))
        full.present()
        // Medium is inactive in compact height: the sheet is at large, full screen, square.
        #expect(full.sheet.view.frame == Rect(0, 0, 844, 390))
        #expect(full.sheet.view.cornerRadius == 0)
        let attached = Self.mediumAndLarge { $0.prefersEdgeAttachedInCompactHeight = true }
        attached.stage.window.resize(to: Size(width: 844, height: 390))
        attached.present()
        // A 390 pt wide card (the portrait width) centred, 10 pt from the top.
        #expect(attached.sheet.view.frame == Rect(227, 10, 390, 380))
        #expect(attached.stage.root.view.transform == .identity)
    }

    @Test func t11_4_aMediumSheetDraggedDownBelowMediumDismisses() {
        let s = Self.mediumAndLarge()
        s.present()
        s.touches.pan(from: Point(x: 195, y: 500), to: Point(x: 195, y: 800), duration: 0.3, releaseVelocity: Point(x: 0, y: 800))
        s.stage.engine.advance(by: 1.5)
        #expect(s.stage.root.presentedViewController == nil)
        #expect(s.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(s.stage.engine.diagnostics.isEmpty)
    }
}

/// T11.4f/T11.4j: a sheet through a rotation (a window resize while presented).
@Suite struct SheetRotationTests {
    @Test func t11_4j_aRotationLaysTheSheetOutAgainAndKeepsThePresentingViewWhole() {
        let s = SheetStage { $0.detents = [.medium(), .large()] }
        s.present()
        s.controller?.selectedDetentIdentifier = SheetDetent.largeIdentifier
        s.stage.window.resize(to: Size(width: 844, height: 390))
        s.stage.engine.advance(by: 0.1)
        // Compact height: full screen, nothing pushed back; the presenting view fills the window.
        #expect(s.sheet.view.frame == Rect(0, 0, 844, 390))
        #expect(s.stage.root.view.transform == .identity)
        #expect(s.stage.root.view.bounds.size == Size(width: 844, height: 390))
        s.stage.window.resize(to: Size(width: 390, height: 844))
        s.stage.engine.advance(by: 0.1)
        #expect(s.sheet.view.frame == Rect(0, 10, 390, 834))
        #expect(s.stage.root.view.bounds.size == Size(width: 390, height: 844))
        #expect(close(s.stage.root.view.transform.a, 358.0 / 390))
        #expect(s.stage.engine.diagnostics.isEmpty)
    }
}
