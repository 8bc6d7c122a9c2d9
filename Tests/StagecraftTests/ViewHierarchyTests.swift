import Testing
@testable import Stagecraft

/// Building and querying the view tree, and refused misuse (the call changes nothing, a diagnostic is reported).
@Suite struct ViewHierarchyTests {
    /// Counts `didMoveToWindow` calls.
    final class WindowWatcher: View {
        var moves = 0
        override func didMoveToWindow() { moves += 1 }
    }

    func names(_ view: View) -> [String] { view.subviews.map { $0.name ?? "?" } }

    @Test func addAndInsertAtIndexClampsLikeUIKit() {
        let parent = View(name: "p")
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c"), d = View(name: "d")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 1)
        #expect(names(parent) == ["a", "c", "b"])
        parent.insertSubview(d, at: 99)
        #expect(names(parent) == ["a", "c", "b", "d"])
        parent.insertSubview(d, at: -5)
        #expect(names(parent) == ["d", "a", "c", "b"])
        #expect(a.superview === parent && d.superview === parent)
    }

    @Test func insertAboveAndBelowSiblings() {
        let parent = View(name: "p")
        let a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, aboveSubview: a)
        #expect(names(parent) == ["a", "c", "b"])
        parent.insertSubview(b, belowSubview: a)
        #expect(names(parent) == ["b", "a", "c"])
        parent.insertSubview(b, aboveSubview: c)
        #expect(names(parent) == ["a", "c", "b"])
        // Moving a view up past one sibling (its own old slot must not count).
        parent.insertSubview(a, aboveSubview: c)
        #expect(names(parent) == ["c", "a", "b"])
        parent.insertSubview(b, belowSubview: a)
        #expect(names(parent) == ["c", "b", "a"])
    }

    @Test func addingToAnotherSuperviewMovesTheView() {
        let first = View(name: "first"), second = View(name: "second"), child = View(name: "child")
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
        child.removeFromSuperview()
        #expect(second.subviews.isEmpty && child.superview == nil)
        child.removeFromSuperview()  // no superview: no effect
        #expect(child.superview == nil)
    }

    @Test func bringToFrontSendToBackAndExchange() {
        let parent = View()
        for name in ["a", "b", "c"] { parent.addSubview(View(name: name)) }
        parent.bringSubviewToFront(parent.subviews[0])
        #expect(names(parent) == ["b", "c", "a"])
        parent.sendSubviewToBack(parent.subviews[2])
        #expect(names(parent) == ["a", "b", "c"])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(names(parent) == ["c", "b", "a"])
    }

    @Test func descendantsWindowAndTags() {
        let window = Window()
        let container = View(name: "container"), leaf = View(name: "leaf")
        leaf.tag = 7
        container.addSubview(leaf)
        #expect(leaf.window == nil)
        #expect(leaf.rootView === container)
        window.addSubview(container)
        #expect(leaf.window === window)
        #expect(leaf.rootView === window)
        #expect(leaf.isDescendant(of: window) && leaf.isDescendant(of: leaf))
        #expect(!window.isDescendant(of: leaf))
        #expect(window.viewWithTag(7) === leaf)
        #expect(window.viewWithTag(0) === window)  // depth first, starting with the receiver
        #expect(window.viewWithTag(8) == nil)
        #expect(window.viewNamed("leaf") === leaf)
        #expect(window.allViews.count == 3)
        container.removeFromSuperview()
        #expect(leaf.window == nil)
    }

    @Test func didMoveToWindowRunsOnlyWhenTheWindowChanges() {
        let window = Window()
        let watcher = WindowWatcher(), other = View()
        window.addSubview(watcher)
        window.addSubview(other)
        #expect(watcher.moves == 1)
        window.bringSubviewToFront(watcher)
        window.insertSubview(watcher, belowSubview: other)
        window.insertSubview(watcher, aboveSubview: other)
        window.insertSubview(watcher, at: 0)
        #expect(watcher.moves == 1)  // reordering inside one window is not a move
        watcher.removeFromSuperview()
        #expect(watcher.moves == 2)
    }

    @Test func addingAViewToItselfOrItsDescendantIsRefused() {
        let engine = Engine()
        let root = View(name: "root"), child = View(name: "child"), grandchild = View(name: "grandchild")
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(root)
        grandchild.addSubview(root)
        grandchild.insertSubview(child, at: 0)
        #expect(root.superview == nil && root.subviews.map(\.name) == ["child"])
        #expect(child.superview === root && child.subviews.map(\.name) == ["grandchild"])
        #expect(grandchild.subviews.isEmpty)
        #expect(engine.diagnostics.count == 3)
        #expect(engine.diagnostics.allSatisfy { $0.kind == .hierarchyMisuse })
    }

    @Test func operationsOnNonSubviewsAreRefused() {
        let engine = Engine()
        let parent = View(), a = View(name: "a"), stranger = View(name: "stranger")
        parent.addSubview(a)
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(parent.subviews.count == 1 && parent.subviews[0] === a)
        #expect(engine.diagnostics.map(\.kind) == Array(repeating: .hierarchyMisuse, count: 3))
    }

    /// T10.5 (uncertain): beside a sibling that is not a subview, below means below all the
    /// subviews and above on top of them (AppKit's documented reading; UIKit does not raise).
    @Test func t10_5_insertingBelowOrAboveAStrangerGoesToTheBottomOrTheTop() {
        let engine = Engine()
        let parent = View(), a = View(name: "a"), b = View(name: "b"), stranger = View(name: "stranger")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(View(name: "under"), belowSubview: stranger)
        parent.insertSubview(View(name: "over"), aboveSubview: stranger)
        #expect(parent.subviews.map(\.name) == ["under", "a", "b", "over"])
        #expect(stranger.superview == nil)
        #expect(engine.diagnostics.isEmpty, "\(engine.diagnostics)")
    }

    /// The running state: a view already among the subviews moves to the edge (not duplicated), a
    /// view of another superview leaves it, and a sibling of another superview is a stranger too.
    @Test func t10_5_aViewAlreadyThereOrElsewhereMovesToTheEdge() {
        let engine = Engine()
        let parent = View(), other = View(), a = View(name: "a"), b = View(name: "b"), c = View(name: "c")
        parent.addSubview(a)
        parent.addSubview(b)
        other.addSubview(c)
        parent.insertSubview(b, belowSubview: c)
        #expect(parent.subviews.map(\.name) == ["b", "a"])
        parent.insertSubview(b, aboveSubview: c)
        #expect(parent.subviews.map(\.name) == ["a", "b"])
        parent.insertSubview(c, belowSubview: View())
        #expect(parent.subviews.map(\.name) == ["c", "a", "b"] && other.subviews.isEmpty && c.superview === parent)
        #expect(engine.diagnostics.isEmpty)
    }

    /// The boundary: the empty receiver (the real code's case), where both edges are the one
    /// place; and a view beside itself, a subview (stays, silently) or not (nowhere to go, reported).
    @Test func t10_5_anEmptyReceiverAndAViewBesideItself() {
        let engine = Engine()
        let container = View(), snapshot = View(name: "snapshot"), presented = View(name: "presented")
        container.insertSubview(snapshot, belowSubview: presented)
        container.addSubview(presented)
        #expect(container.subviews.map(\.name) == ["snapshot", "presented"])
        container.insertSubview(snapshot, aboveSubview: snapshot)
        #expect(container.subviews.map(\.name) == ["snapshot", "presented"] && engine.diagnostics.isEmpty)
        let loose = View(name: "loose")
        container.insertSubview(loose, belowSubview: loose)
        #expect(loose.superview == nil && engine.diagnostics.map(\.kind) == [.hierarchyMisuse])
    }

    @Test func invalidGeometryIsRefusedAndKept() {
        let engine = Engine()
        let view = View(frame: Rect(10, 20, 30, 40))
        view.frame = Rect(.nan, 0, 10, 10)
        view.frame = Rect(0, 0, -10, 10)
        view.bounds = Rect(0, 0, 10, -1)
        view.center = Point(.infinity, 0)
        view.alpha = .nan
        view.cornerRadius = -1
        view.transform = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(view.frame == Rect(10, 20, 30, 40))
        #expect(view.presentation.frame == Rect(10, 20, 30, 40))
        #expect(view.alpha == 1 && view.cornerRadius == 0 && view.transform.isIdentity)
        #expect(engine.diagnostics.count == 7)
        #expect(engine.diagnostics.allSatisfy { $0.kind == .invalidValue })
    }
}

@Suite struct ConstructionMisuseTests {
    @Test func invalidInitialFramesStartAtZeroWithADiagnostic() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, -10, 5))
        #expect(view.frame == .zero)
        #expect(engine.diagnostics.map(\.kind) == [.invalidValue])
    }

    @Test func invalidFrameRatesFallBackToSixtyHertz() {
        let engine = Engine(frameRate: 0)
        #expect(engine.frameRate == 60)
        #expect(engine.diagnostics.map(\.kind) == [.invalidValue])
    }
}
