import Testing
@testable import Stagecraft

/// SB1 (docs/layout.md): which controller's `preferredStatusBarStyle` / `prefersStatusBarHidden`
/// the status bar follows around presentations, when it is asked, and the status bar's frame and
/// its part of the safe area.
@Suite struct StatusBarTests {
    /// A controller with settable answers, counting how often the system asks.
    final class Styled: ViewController {
        var style: StatusBarStyle
        var hidden = false
        var asked = 0
        var child: ViewController?
        init(_ name: String, _ style: StatusBarStyle) {
            self.style = style
            super.init(name: name)
        }
        override var preferredStatusBarStyle: StatusBarStyle { asked += 1; return style }
        override var prefersStatusBarHidden: Bool { hidden }
        override var childForStatusBarStyle: ViewController? { child }
    }

    let home = Styled("home", .darkContent)
    let stage: Stage

    init() { stage = Stage(root: home) }

    /// Presents `name` (light content) with `style`, capturing or not, and lets it finish.
    func present(_ style: ModalPresentationStyle, captures: Bool = false, delegate: FixedDelegate? = nil) -> Styled {
        let shown = Styled("shown", .lightContent)
        shown.modalPresentationStyle = style
        shown.modalPresentationCapturesStatusBarAppearance = captures
        shown.transitioningDelegate = delegate
        home.present(shown, animated: true)
        stage.engine.advance(by: 1)
        return shown
    }

    // MARK: SB1.1 who owns the status bar

    @Test func sb1_1_theRootsAnswerCountsFromWhenItIsInstalled() {
        #expect(stage.window.statusBarStyle == .darkContent && !stage.window.isStatusBarHidden)
        #expect(home.asked >= 1)
    }

    @Test func sb1_1_aFullScreenPresentationTakesTheStatusBarAndItsDismissalGivesItBack() {
        let shown = present(.fullScreen)
        #expect(stage.window.statusBarStyle == .lightContent)
        shown.dismiss(animated: true)
        stage.engine.advance(by: 1)
        #expect(stage.window.statusBarStyle == .darkContent)
    }

    @Test(arguments: [ModalPresentationStyle.overFullScreen, .pageSheet, .formSheet, .custom])
    func sb1_1_otherStylesTakeItOnlyWithModalPresentationCapturesStatusBarAppearance(style: ModalPresentationStyle) {
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.1))
        let plain = present(style, delegate: style == .custom ? delegate : nil)
        #expect(stage.window.statusBarStyle == .darkContent)
        plain.dismiss(animated: true)
        stage.engine.advance(by: 1)
        let capturing = present(style, captures: true, delegate: style == .custom ? delegate : nil)
        #expect(stage.window.statusBarStyle == .lightContent)
        capturing.dismiss(animated: true)
        stage.engine.advance(by: 1)
        #expect(stage.window.statusBarStyle == .darkContent)
    }

    @Test func sb1_1_theTopmostCapturingControllerWinsAndChildrenAnswerForTheirContainer() {
        let shown = present(.fullScreen)
        let above = Styled("above", .darkContent)
        above.modalPresentationStyle = .overFullScreen  // does not capture: `shown` keeps the bar
        shown.present(above, animated: false)
        #expect(stage.window.statusBarStyle == .lightContent)
        above.dismiss(animated: false)
        // A container whose child answers (childForStatusBarStyle).
        let inner = Styled("inner", .lightContent)
        let outer = Styled("outer", .darkContent)
        outer.child = inner
        let window = Window()
        window.rootViewController = outer
        #expect(window.statusBarStyle == .lightContent)
    }

    @Test func sb1_3_aChildChainThatLoopsStopsWithADiagnosticInsteadOfHanging() {
        let a = Styled("a", .lightContent), b = Styled("b", .darkContent)
        a.child = b
        b.child = a
        let window = Window()
        window.rootViewController = a
        #expect(window.statusBarStyle == .darkContent)  // a → b, then b names a again: b answers
        #expect(stage.engine.diagnostics.map(\.kind) == [.transitionMisuse])
        #expect(stage.engine.diagnostics.first?.message.contains("childForStatusBarStyle leads back to") == true)
    }

    // MARK: SB1.2 when it is asked

    @Test func sb1_2_thePresentedControllerIsAskedWhenTheTransitionBeginsNotAtItsEnd() {
        let shown = Styled("shown", .lightContent)
        shown.modalPresentationStyle = .fullScreen
        home.present(shown, animated: true)
        #expect(shown.asked >= 1 && stage.window.statusBarStyle == .lightContent)  // at once, before any frame
        stage.engine.advance(by: 0.1)
        #expect(shown.presentingViewController === home && stage.window.statusBarStyle == .lightContent)  // mid-way
        stage.engine.advance(by: 1)
        shown.dismiss(animated: true)
        #expect(stage.window.statusBarStyle == .darkContent)  // the dismissal hands it back as it begins
        stage.engine.advance(by: 1)
        #expect(stage.window.statusBarStyle == .darkContent)
    }

    @Test func sb1_2_aCancelledInteractiveDismissalGivesTheBarBackToThePresentedController() {
        let delegate = FixedDelegate(animator: FadeAnimator(duration: 0.1))
        delegate.dismissAnimator = PercentDrivenTests.SlideDown()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.dismissInteraction = interaction
        let card = present(.custom, captures: true, delegate: delegate)
        #expect(stage.window.statusBarStyle == .lightContent)
        card.dismiss(animated: true)
        stage.engine.advance(by: 0)
        #expect(stage.window.statusBarStyle == .darkContent)
        interaction.update(0.3)
        interaction.cancel()
        stage.engine.advance(by: 2)
        #expect(card.presentingViewController === home)  // still presented
        #expect(stage.window.statusBarStyle == .lightContent)
        let updates = stage.engine.events.filter { $0.name == "statusBarAppearanceUpdate" }.map { "\($0.subject) \($0.detail)" }
        #expect(updates == ["home style=darkContent hidden=false", "shown style=lightContent hidden=false",
                            "home style=darkContent hidden=false", "shown style=lightContent hidden=false"])
    }

    @Test func sb1_2_setNeedsStatusBarAppearanceUpdateAsksAgainAndOnlyTheOwnerCounts() {
        home.style = .lightContent
        #expect(stage.window.statusBarStyle == .darkContent)  // not asked yet
        home.setNeedsStatusBarAppearanceUpdate()
        #expect(stage.window.statusBarStyle == .lightContent)
        let sheet = present(.pageSheet)  // does not own the bar
        sheet.style = .darkContent
        sheet.setNeedsStatusBarAppearanceUpdate()
        #expect(stage.window.statusBarStyle == .lightContent)
    }

    // MARK: SB1.4 the status bar's frame and the safe area

    @Test func sb1_4_aHiddenStatusBarGivesItsRoomBackOnlyWhereNoNotchTakesIt() {
        stage.window.use(.iPhoneSE)
        #expect(stage.window.statusBarFrame == Rect(0, 0, 375, 20) && home.view.safeAreaInsets.top == 20)
        home.hidden = true
        home.setNeedsStatusBarAppearanceUpdate()
        #expect(stage.window.isStatusBarHidden && stage.window.statusBarFrame == .zero)
        #expect(home.view.safeAreaInsets.top == 0)
        stage.window.use(.iPhone15)  // Dynamic Island: the bar is 54 of the 59, and hiding it leaves 59
        #expect(home.view.safeAreaInsets.top == 59 && stage.window.statusBarFrame == .zero)
        home.hidden = false
        home.setNeedsStatusBarAppearanceUpdate()
        #expect(stage.window.statusBarFrame == Rect(0, 0, 393, 54) && home.view.safeAreaInsets.top == 59)
        stage.window.rotate(to: .landscapeLeft, animated: false)  // iPhones hide it in landscape
        #expect(stage.window.statusBarFrame.height == 0)
    }

    /// CV1.4 with SB1.4: `.top` puts an item just under the status bar, whose height is part of the
    /// grid's adjusted content inset; with the bar hidden on the iPhone SE, at the very top.
    @Test func sb1_4_scrollToItemTopStopsUnderTheStatusBarOnlyWhileItIsShown() {
        stage.window.use(.iPhoneSE)
        let grid = CollectionView(frame: Rect(0, 0, 375, 667), itemSize: Size(100, 80), items: (0..<30).map { "i\($0)" })
        home.view.addSubview(grid)
        // 3 a row ((375 + 10) / 110 = 3.5), rows 90 apart: item 6 is row 2 at y 180.
        grid.scrollToItem(at: 6, at: [.top], animated: false)
        #expect(grid.adjustedContentInset.top == 20 && grid.contentOffset == Point(0, 160))
        home.hidden = true
        home.setNeedsStatusBarAppearanceUpdate()
        grid.scrollToItem(at: 6, at: [.top], animated: false)
        #expect(grid.adjustedContentInset.top == 0 && grid.contentOffset == Point(0, 180))
    }

    @Test func sb1_4_aBareWindowHasNoStatusBar() {
        #expect(stage.window.statusBarFrame == .zero)
        home.hidden = true
        home.setNeedsStatusBarAppearanceUpdate()
        #expect(stage.window.isStatusBarHidden && home.view.safeAreaInsets == .zero)
    }
}
