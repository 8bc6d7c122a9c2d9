import Testing
@testable import Stagecraft

/// A sheet delegate that logs its calls.
final class LoggingSheetDelegate: SheetPresentationControllerDelegate {
    var calls: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ controller: PresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ controller: PresentationController) { calls.append("willDismiss") }
    func presentationControllerDidDismiss(_ controller: PresentationController) { calls.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ controller: PresentationController) { calls.append("didAttemptToDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ controller: SheetPresentationController) {
        calls.append("didChange:\(controller.selectedDetentIdentifier ?? "nil")")
    }
}

/// A 390 × 844 window (no device: no safe area), a root controller and a sheet to present.
struct SheetStage {
    let stage: Stage
    let sheet: ViewController
    let touches: TouchSynthesizer
    let delegate = LoggingSheetDelegate()

    init(style: ModalPresentationStyle = .pageSheet, configure: (SheetPresentationController) -> Void = { _ in }) {
        stage = Stage()
        sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = style
        touches = TouchSynthesizer(engine: stage.engine, window: stage.window)
        if let controller = sheet.sheetPresentationController {
            controller.delegate = delegate
            configure(controller)
        }
    }

    var controller: SheetPresentationController? { sheet.presentationController as? SheetPresentationController }

    func present() {
        stage.root.present(sheet, animated: true)
        stage.engine.advance(by: 1)
    }

    var top: Double { sheet.view.presentation.frame.minY }
}

/// T11.3: iOS 13 page and form sheets.
@Suite struct SheetTests {
    // The default window is 390 × 844 with no safe area: the card's top is 0 + 10 = 10 pt.
    static let cardTop = 10.0
    /// The presenting view pushed back: 16 pt each side, (390 − 32) / 390.
    static let pushedScale = 358.0 / 390

    @Test func t11_3a_automaticResolvesToPageSheet() {
        let s = SheetStage(style: .automatic)
        s.present()
        #expect(s.controller != nil)
        #expect(s.controller?.presentationStyle == .pageSheet)
        #expect(s.sheet.modalPresentationStyle == .automatic)  // the property keeps what was set
        let plain = ViewController(name: "plain")
        #expect(plain.modalPresentationStyle == .automatic)  // iOS 13's default (T11.3)
        #expect(plain.sheetPresentationController != nil)
        let full = ViewController(name: "full")
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)  // no sheet for .fullScreen
        plain.modalPresentationStyle = .formSheet
        #expect(plain.sheetPresentationController === plain.sheetPresentationController)  // made once
        #expect(s.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_3a_theSheetConfiguredBeforePresentIsTheOneUsed() {
        var made: SheetPresentationController?
        let s = SheetStage { made = $0; $0.detents = [.medium(), .large()] }
        s.present()
        #expect(s.controller === made)
        #expect(s.controller?.presentingViewController === s.stage.root)
        #expect(s.sheet.view.frame.minY == 422)  // the medium detent: half of 844
    }

    @Test func t11_3b_aPageSheetIsARoundedCardOverThePushedBackPresentingView() {
        let s = SheetStage()
        let mark = s.stage.mark
        s.present()
        #expect(s.sheet.view.frame == Rect(0, Self.cardTop, 390, 844 - Self.cardTop))
        #expect(s.sheet.view.cornerRadius == 10)
        #expect(s.sheet.view.layer.maskedCorners == [.minXMinY, .maxXMinY])
        #expect(s.sheet.view.clipsToBounds)
        let root = s.stage.root.view
        #expect(root.superview === s.stage.window)  // the presenting view stays in the window
        // Scaled about its centre (y 422): its top would be at 422 · (1 − s); moved up to the safe top (0).
        let shift = 0 - 422 * (1 - Self.pushedScale)
        #expect(close(root.transform.a, Self.pushedScale) && close(root.transform.d, Self.pushedScale))
        #expect(close(root.transform.ty, shift))
        #expect(close(root.convert(root.bounds, to: nil).minY, 0, 1e-9))
        #expect(close(root.convert(root.bounds, to: nil).minX, 16, 1e-9))
        #expect(root.cornerRadius == 10)
        #expect(s.controller?.dimmingView.alpha == 0.4)
        #expect(s.controller?.dimmingView.superview === s.controller?.containerView)
        // T3.5-like: the presenting controller stays on screen, so it hears nothing.
        #expect(s.stage.lifecycle(since: mark) == ["sheet.viewWillAppear", "sheet.viewIsAppearing", "sheet.viewDidAppear"])
        #expect(s.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_3b_onADeviceTheCardStartsTenPointsBelowTheSafeArea() {
        let s = SheetStage()
        s.stage.window.use(.iPhone15)
        s.present()
        // iPhone 15: 393 × 852, 59 pt top inset: the card from 69 down.
        #expect(s.sheet.view.frame == Rect(0, 69, 393, 852 - 69))
        let root = s.stage.root.view
        #expect(close(root.convert(root.bounds, to: nil).minY, 59, 1e-9))  // the pushed-back top at the safe area
        #expect(close(root.transform.a, 361.0 / 393))
    }

    @Test func t11_3b_programmaticDismissalRestoresEverythingWithoutTheSwipeCallbacks() {
        let s = SheetStage()
        s.present()
        s.stage.root.dismiss(animated: true)
        s.stage.engine.advance(by: 1)
        let root = s.stage.root.view
        #expect(root.transform == .identity && root.cornerRadius == 0 && !root.clipsToBounds)
        #expect(s.sheet.view.cornerRadius == 0 && s.sheet.view.layer.maskedCorners == .all && !s.sheet.view.clipsToBounds)
        #expect(s.stage.window.subviews.map(\.displayName) == ["root"])
        #expect(s.delegate.calls.isEmpty)  // willDismiss/didDismiss are for the user's swipe only
        #expect(s.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_3c_aLongSlowSwipeDismissesFollowingTheFinger() {
        let s = SheetStage()
        s.present()
        let mark = s.stage.mark
        // 500 pt down over 0.5 s, held 0.3 s (no release velocity), then lifted.
        s.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 800), duration: 0.5, hold: 0.3)
        s.stage.engine.advance(by: 0.7)
        // The sheet follows the finger: its top 500 pt below where it rested.
        #expect(close(s.top, Self.cardTop + 500, 1e-4))
        // The dim fades with the dismissal's progress: 500 pt of the 844 pt the card travels.
        let progress = 1 - 500.0 / 844
        #expect(close(s.controller?.dimmingView.presentation.alpha ?? -1, 0.4 * progress, 1e-6))
        s.stage.engine.advance(by: 1)
        #expect(s.stage.root.presentedViewController == nil)
        #expect(s.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(s.stage.lifecycle(since: mark) == ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        #expect(s.stage.root.view.transform == .identity)
        #expect(s.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_3c_aShortSlowSwipeCancelsAndTheSheetComesBack() {
        let s = SheetStage()
        s.present()
        let mark = s.stage.mark
        // 300 pt: the top at 310, short of halfway (10 + 844) / 2 = 427.
        s.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 600), duration: 0.4, hold: 0.2)
        s.stage.engine.advance(by: 2)
        #expect(s.stage.root.presentedViewController === s.sheet)
        #expect(s.sheet.view.frame == Rect(0, Self.cardTop, 390, 834))
        #expect(s.controller?.dimmingView.alpha == 0.4)
        #expect(close(s.stage.root.view.transform.a, Self.pushedScale))
        #expect(s.delegate.calls == ["shouldDismiss", "willDismiss"])  // no did-dismiss for a cancelled swipe
        #expect(s.stage.lifecycle(since: mark) == [
            "sheet.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewIsAppearing", "sheet.viewDidAppear",
        ])
        #expect(s.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_3c_aShortDownwardFlickDismisses() {
        let s = SheetStage()
        s.present()
        // 100 pt in 0.1 s, let go at 1500 pt/s: the top at 110 projects 0.499 × 1500 = 748.5 further, past 427.
        s.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 400), duration: 0.1, releaseVelocity: Point(x: 0, y: 1500))
        s.stage.engine.advance(by: 1.5)
        #expect(s.stage.root.presentedViewController == nil)
        #expect(s.delegate.calls.last == "didDismiss")
    }

    @Test func t11_3d_aModalSheetRubberBandsAndReportsTheAttempt() {
        let s = SheetStage()
        s.sheet.isModalInPresentation = true
        s.present()
        let mark = s.stage.mark
        s.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 600), duration: 0.4, hold: 0.2)
        s.stage.engine.advance(by: 0.5)
        // 300 pt of pull moves the sheet (1 − 1 / (300 · 0.55 / 844 + 1)) · 844.
        let band = (1 - 1 / (300 * 0.55 / 844 + 1)) * 844
        #expect(close(s.top, Self.cardTop + band, 1e-6))
        s.stage.engine.advance(by: 1.5)
        #expect(s.stage.root.presentedViewController === s.sheet)
        #expect(close(s.top, Self.cardTop, 1e-6))
        #expect(s.delegate.calls == ["didAttemptToDismiss"])  // isModalInPresentation: shouldDismiss is not asked
        #expect(s.stage.lifecycle(since: mark).isEmpty)
        #expect(s.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_3d_theDelegateCanRefuseTheDismissal() {
        let s = SheetStage()
        s.delegate.allowsDismissal = false
        s.present()
        s.touches.pan(from: Point(x: 195, y: 300), to: Point(x: 195, y: 700), duration: 0.4, hold: 0.2)
        s.stage.engine.advance(by: 2)
        #expect(s.stage.root.presentedViewController === s.sheet)
        #expect(s.delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test func t11_3e_aFormSheetInCompactWidthIsAPageSheet() {
        let s = SheetStage(style: .formSheet)
        s.present()
        #expect(s.sheet.view.frame == Rect(0, Self.cardTop, 390, 834))
        #expect(s.controller?.presentationStyle == .formSheet)
    }

    @Test func t11_3e_inRegularWidthSheetsAreCentredCardsAndNothingIsPushedBack() {
        let form = SheetStage(style: .formSheet)
        form.stage.window.resize(to: Size(width: 1024, height: 768))
        form.present()
        // 540 × 620 centred in 1024 × 768.
        #expect(form.sheet.view.frame == Rect((1024 - 540) / 2, (768 - 620) / 2, 540, 620))
        #expect(form.sheet.view.layer.maskedCorners == .all)
        #expect(form.stage.root.view.transform == .identity)
        let page = SheetStage(style: .pageSheet)
        page.stage.window.resize(to: Size(width: 1024, height: 768))
        page.present()
        #expect(page.sheet.view.frame == Rect((1024 - 704) / 2, 10, 704, 758))
        let sized = SheetStage(style: .formSheet)
        sized.sheet.preferredContentSize = Size(width: 400, height: 300)
        sized.stage.window.resize(to: Size(width: 1024, height: 768))
        sized.present()
        #expect(sized.sheet.view.frame == Rect(312, 234, 400, 300))
    }
}
