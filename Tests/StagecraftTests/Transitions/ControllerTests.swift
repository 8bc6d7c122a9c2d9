import Testing
@testable import Stagecraft

/// View controllers outside transitions: loading, children, non-animated presentation, resizing.
@Suite struct ControllerTests {
    @Test func theViewLoadsOnceOnFirstAccess() {
        let engine = Engine()
        final class Screen: ViewController {
            var loads = 0, didLoads = 0
            override func loadView() { loads += 1; setView(Label(text: "hi")) }
            override func viewDidLoad() { didLoads += 1 }
        }
        let screen = Screen(name: "screen")
        #expect(!screen.isViewLoaded)
        #expect(screen.viewIfLoaded == nil)
        let first = screen.view
        #expect(screen.view === first)
        #expect(first is Label && first.name == "screen")
        #expect(screen.loads == 1 && screen.didLoads == 1)
        #expect(engine.events.map(\.call) == ["screen.viewDidLoad"])
    }

    @Test func childrenGetTheirParentsAppearanceAndContainmentCallbacks() {
        let parent = ViewController(name: "parent")
        let child = ViewController(name: "child")
        let engine = Engine()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.finishMove(toParent: parent)
        let window = Window()
        window.rootViewController = parent
        #expect(child.isVisible)
        #expect(engine.events.filter { $0.category == .lifecycle && $0.name != "viewDidLoad" }.map { "\($0.subject).\($0.name)" } == [
            "child.willMoveToParent", "child.didMoveToParent",
            "parent.viewWillAppear", "child.viewWillAppear", "parent.viewIsAppearing", "child.viewIsAppearing",
            "parent.viewDidAppear", "child.viewDidAppear",
        ])
        parent.addChild(parent)
        child.addChild(parent)
        #expect(engine.diagnostics.filter { $0.kind == .hierarchyMisuse }.count == 2)
        child.beginMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func nonAnimatedFullScreenPresentAndDismissComplete() {
        let stage = Stage()
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .fullScreen
        var presented = false, dismissed = false
        let mark = stage.mark
        stage.root.present(card, animated: false) { presented = true }
        stage.engine.advance(by: 0)
        #expect(presented)
        #expect(card.view.frame == Rect(0, 0, 390, 844))
        #expect(stage.root.view.superview == nil)
        card.dismiss(animated: false) { dismissed = true }
        stage.engine.advance(by: 0)
        #expect(dismissed)
        #expect(stage.root.view.superview === stage.window)
        #expect(stage.window.subviews.count == 1)
        #expect(stage.lifecycle(since: mark) == [
            "root.viewWillDisappear", "card.viewWillAppear", "card.viewIsAppearing", "card.viewDidAppear", "root.viewDidDisappear",
            "card.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing", "card.viewDidDisappear", "root.viewDidAppear",
        ])
        #expect(stage.engine.now == 0)
        #expect(stage.engine.diagnostics.isEmpty)
    }

    @Test func t4_5_resizingTheWindowRelaysOutTheSheetAndItsDimmingView() {
        let sheet = PresentationControllerTests.Sheet()
        sheet.stage.root.present(sheet.card, animated: true)
        sheet.stage.engine.advance(by: 1)
        let mark = sheet.stage.mark
        sheet.stage.window.resize(to: Size(width: 844, height: 390))
        #expect(sheet.controller?.dimmingView.frame == Rect(0, 0, 844, 390))
        #expect(sheet.card.view.frame == Rect(0, 195, 844, 195))
        #expect(sheet.stage.root.view.frame == Rect(0, 0, 844, 390))
        #expect(sheet.stage.calls(since: mark, [.presentation, .lifecycle]) == [
            "root.viewWillTransition",
            "DimmingPresentationController.containerViewWillLayoutSubviews",
            "DimmingPresentationController.containerViewDidLayoutSubviews",
            "sheet.viewWillTransition",
        ])
        sheet.stage.window.resize(to: Size(width: .nan, height: 1))
        #expect(sheet.stage.diagnostics(.invalidValue).count == 1)
    }

    @Test func containersResizeTheChildTheyShow() {
        let first = ViewController(name: "first")
        let navigation = NavigationController(rootViewController: first)
        let stage = Stage(root: navigation)
        stage.window.resize(to: Size(width: 500, height: 700))
        #expect(navigation.transitionView.frame == Rect(0, 0, 500, 700))
        #expect(first.view.frame == Rect(0, 0, 500, 700))
    }
}
