import Testing
@testable import Stagecraft

/// A view whose layout sets its one subview's frame from its own bounds, as an app's does.
final class SplitView: View {
    let top = View(frame: .zero, name: "top")
    var passes = 0
    var log: (String) -> Void = { _ in }

    init(frame: Rect) {
        super.init(frame: frame, name: "split")
        addSubview(top)
    }

    override func layoutSubviews() {
        passes += 1
        log("layoutSubviews")
        top.frame = Rect(0, 0, bounds.width, bounds.height / 2)
    }
}

/// Layout (docs/layout.md, L1): autoresizing, the deferred pass, layoutIfNeeded in animations.
@Suite struct LayoutTests {
    // Expected frames follow Apple's autoresizingMask documentation: fixed parts keep their size,
    // flexible parts share the change in proportion to their sizes.
    @Test func ly1_1_flexibleWidthTakesTheWholeChange() {
        let parent = View(frame: Rect(0, 0, 300, 200)), child = View(frame: Rect(10, 20, 100, 50))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame = Rect(0, 0, 400, 260)
        #expect(child.frame == Rect(10, 20, 200, 50))
    }

    @Test func ly1_1_flexibleMarginsShareTheChangeInProportion() {
        let parent = View(frame: Rect(0, 0, 300, 200)), child = View(frame: Rect(10, 20, 100, 50))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
        parent.addSubview(child)
        parent.bounds = Rect(0, 0, 400, 300)
        // Margins 10 and 190 share +100 as 10:190 → left grows by 5; the top margin takes all +100.
        #expect(child.frame == Rect(15, 120, 100, 50))
    }

    @Test func ly1_1_noMaskKeepsTheFrameAndAControllersViewFollowsTheWindow() {
        let engine = Engine()
        let window = Window(bounds: Size(width: 390, height: 844))
        let fixed = View(frame: Rect(0, 0, 50, 50))
        let root = ViewController(name: "root")
        window.rootViewController = root
        root.view.addSubview(fixed)
        window.bounds = Rect(0, 0, 844, 390)  // not resize(to:): the root view follows by its mask alone
        #expect(root.view.frame == Rect(0, 0, 844, 390))
        #expect(fixed.frame == Rect(0, 0, 50, 50))
        withExtendedLifetime(engine) {}
    }

    @Test func ly1_2_layoutWaitsForTheEndOfTheTurnAndRunsOnce() {
        let engine = Engine()
        let view = SplitView(frame: Rect(0, 0, 100, 100))
        view.setNeedsLayout()
        view.frame = Rect(0, 0, 200, 100)
        view.setNeedsLayout()
        #expect(view.passes == 0)
        engine.advance(by: 0)
        #expect(view.passes == 1)
        #expect(view.top.frame == Rect(0, 0, 200, 50))
        engine.advance(by: 0.1)
        #expect(view.passes == 1)
    }

    @Test func ly1_2_aViewEnteringAWindowIsLaidOutAtTheEndOfTheTurn() {
        let engine = Engine()
        let window = Window()
        let view = SplitView(frame: Rect(0, 0, 100, 100))
        window.addSubview(view)
        #expect(view.passes == 0)
        engine.advance(by: 0)
        #expect(view.passes == 1 && view.top.frame == Rect(0, 0, 100, 50))
        view.removeFromSuperview()
        engine.advance(by: 0.1)
        #expect(view.passes == 1)  // leaving the window asks for no layout
    }

    @Test func ly1_3_layoutIfNeededLaysOutAtOnceFromTheTopMostViewThatNeedsIt() {
        let engine = Engine()
        let outer = SplitView(frame: Rect(0, 0, 100, 100))
        let inner = SplitView(frame: Rect(0, 0, 40, 40))
        outer.top.addSubview(inner)
        outer.setNeedsLayout()
        inner.setNeedsLayout()
        inner.layoutIfNeeded()  // the outer view needs layout too: it goes first, then the inner one
        #expect(outer.passes == 1 && inner.passes == 1)
        inner.layoutIfNeeded()
        #expect(inner.passes == 1)  // nothing pending
        engine.advance(by: 0)
        #expect(outer.passes == 1 && inner.passes == 1)
    }

    @Test func ly1_4_layoutIfNeededInAnAnimationBlockAnimatesTheNewFrames() {
        let engine = Engine()
        let view = SplitView(frame: Rect(0, 0, 100, 100))
        view.setNeedsLayout()
        view.layoutIfNeeded()  // the top half: 50 tall
        view.bounds = Rect(0, 0, 100, 300)  // needs layout again (LY1.2)
        View.animate(withDuration: 1, animations: { view.layoutIfNeeded() })
        #expect(view.top.frame == Rect(0, 0, 100, 150))
        engine.advance(by: 0.3)
        let expected = Reference.lerp(50, 150, Reference.easeInOut(0.3))
        #expect(close(view.top.presentation.frame.height, expected))
    }

    @Test func ly1_5_aControllersViewLaysOutBetweenWillAndDidLayoutSubviews() {
        final class Screen: ViewController {
            var log: [String] = []
            override func loadView() {
                let split = SplitView(frame: Rect(0, 0, 390, 844))
                split.log = { [unowned self] in log.append($0) }
                setView(split)
            }
            override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
        }
        let engine = Engine()
        let screen = Screen(name: "screen")
        screen.view.setNeedsLayout()
        engine.advance(by: 0)
        #expect(screen.log == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
    }
}

/// Layouts that never settle (UIKit hangs on them): a diagnostic, and time still moves.
@Suite struct LayoutLoopTests {
    final class Restless: View {
        var passes = 0
        var relayoutAtOnce = false
        override func layoutSubviews() {
            passes += 1
            setNeedsLayout()
            if relayoutAtOnce { layoutIfNeeded() }
        }
    }

    @Test func ly1_3_aLayoutThatLaysItselfOutAgainStopsWithADiagnostic() {
        let engine = Engine()
        let view = Restless(frame: Rect(0, 0, 10, 10))
        view.relayoutAtOnce = true
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.passes == View.maxLayoutNesting)
        #expect(engine.diagnostics.contains { $0.kind == .layoutLoop })
    }

    @Test func ly1_2_aLayoutThatMarksItselfRunsOncePerFrameNotForEverAtOneInstant() {
        let engine = Engine(frameRate: 60)
        let view = Restless(frame: Rect(0, 0, 10, 10))
        view.setNeedsLayout()
        engine.advance(by: 0.1)  // one pass now, then one each frame
        #expect(view.passes >= 6 && view.passes <= 8)
    }
}
