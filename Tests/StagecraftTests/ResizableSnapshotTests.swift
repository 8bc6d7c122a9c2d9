import Testing
@testable import Stagecraft

/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` (KT1.1, docs/known-transitions.md):
/// a static copy of one part of a view, the tile of Apple's checkerboard transition.
@Suite struct ResizableSnapshotTests {
    /// window → page 200 × 100 (blue) → badge at (150, 60), 30 × 20 (red).
    func scene() -> (window: Window, page: View, badge: View) {
        let window = Window()
        let page = View(frame: Rect(20, 30, 200, 100), name: "page")
        page.backgroundColor = .blue
        let badge = View(frame: Rect(150, 60, 30, 20), name: "badge")
        badge.backgroundColor = .red
        window.addSubview(page)
        page.addSubview(badge)
        return (window, page, badge)
    }

    @Test func kt1_1_theSnapshotIsTheRectsSizeAtTheOriginAndClips() throws {
        let (_, page, _) = scene()
        let tile = try #require(page.resizableSnapshotView(from: Rect(140, 50, 40, 40), afterScreenUpdates: false, withCapInsets: .zero))
        #expect(tile.frame == Rect(0, 0, 40, 40))
        #expect(tile.bounds == Rect(0, 0, 40, 40))
        #expect(tile.clipsToBounds)
        #expect(tile.transform.isIdentity)
        #expect(tile.superview == nil && tile.window == nil)
    }

    @Test func kt1_1_thePartAtRectsOriginShowsAtTheTopLeft() throws {
        let (_, page, _) = scene()
        let tile = try #require(page.resizableSnapshotView(from: Rect(140, 50, 40, 40), afterScreenUpdates: false, withCapInsets: .zero))
        // The copy of the page sits at −(140, 50): its badge at (150, 60) − (140, 50) = (10, 10) in the tile.
        let copy = try #require(tile.subviews.first)
        // The page's copy covers only what shows: its part (140, 50, 40, 40), at the tile's origin.
        #expect(copy.frame == Rect(0, 0, 40, 40) && copy.bounds == Rect(140, 50, 40, 40))
        #expect(copy.backgroundColor == .blue)
        let badge = try #require(copy.subviews.first)
        #expect(tile.convert(badge.bounds, from: badge) == Rect(10, 10, 30, 20))
        #expect(badge.backgroundColor == .red)
    }

    @Test func kt1_1_aScrolledSourceShowsWhatIsOnScreen() throws {
        let (_, page, _) = scene()
        page.bounds = Rect(0, 40, 200, 100)  // scrolled down 40: the badge shows at y 20 of the page
        let tile = try #require(page.resizableSnapshotView(from: Rect(140, 50, 40, 40), afterScreenUpdates: false, withCapInsets: .zero))
        let badge = try #require(tile.subviews.first?.subviews.first)
        // The rect is in bounds coordinates: (150, 60) − (140, 50) = (10, 10), whatever the scroll.
        #expect(tile.convert(badge.bounds, from: badge) == Rect(10, 10, 30, 20))
    }

    @Test func kt1_1_copiesPresentationOrModelValuesAsSnapshotViewDoes() throws {
        let engine = Engine()
        let (_, page, badge) = scene()
        View.animate(withDuration: 1, options: .curveLinear, animations: { badge.alpha = 0 })
        engine.advance(by: 0.25)
        let now = try #require(page.resizableSnapshotView(from: Rect(0, 0, 200, 100), afterScreenUpdates: false, withCapInsets: .zero))
        let set = try #require(page.resizableSnapshotView(from: Rect(0, 0, 200, 100), afterScreenUpdates: true, withCapInsets: .zero))
        #expect(abs((now.subviews.first?.subviews.first?.alpha ?? -1) - 0.75) < 1e-6)
        #expect(set.subviews.first?.subviews.first?.alpha == 0)
        engine.discardEverything()
    }

    @Test func kt1_1_whatCannotShowIsLeftOutAndTheRestStays() throws {
        let (_, page, badge) = scene()
        let mark = View(frame: Rect(10, 10, 20, 20), name: "mark")   // far from the tile
        page.addSubview(mark)
        let overflow = View(frame: Rect(190, 90, 40, 40), name: "overflow")   // past the page's corner
        page.addSubview(overflow)
        // The tile (170, 70, 40, 40) takes the badge's corner (150…180, 60…80) and part of `overflow`.
        let tile = try #require(page.resizableSnapshotView(from: Rect(170, 70, 40, 40), afterScreenUpdates: false, withCapInsets: .zero))
        let copy = try #require(tile.subviews.first)
        #expect(copy.subviews.map(\.name) == ["badge", "overflow"])   // the mark misses the tile
        // The page is not clipped: the part of `overflow` past its bounds still shows in the tile.
        let shown = try #require(copy.subviews.last)
        #expect(tile.convert(shown.bounds, from: shown) == Rect(20, 20, 40, 40))
        #expect(copy.bounds == Rect(170, 70, 30, 30))   // the page's own part: up to its corner
        let badgeCopy = try #require(copy.subviews.first)
        #expect(tile.convert(badgeCopy.bounds, from: badgeCopy) == Rect(badge.frame.minX - 170, badge.frame.minY - 70, 30, 20))
    }

    @Test func kt1_1_aRoundedOrStyledSourceIsCopiedWhole() throws {
        let (_, page, _) = scene()
        page.cornerRadius = 16   // its corners are the page's, not the tile's
        let tile = try #require(page.resizableSnapshotView(from: Rect(140, 50, 40, 40), afterScreenUpdates: false, withCapInsets: .zero))
        let copy = try #require(tile.subviews.first)
        #expect(copy.frame == Rect(-140, -50, 200, 100) && copy.cornerRadius == 16)
    }

    @Test func kt1_1_insideAnAnimationBlockNothingAnimates() throws {
        let engine = Engine()
        let (_, page, _) = scene()
        var tile: View?
        View.animate(withDuration: 1, animations: {
            tile = page.resizableSnapshotView(from: Rect(140, 50, 40, 40), afterScreenUpdates: false, withCapInsets: .zero)
        })
        let copy = try #require(tile?.subviews.first)
        #expect(copy.animatingKeys.isEmpty && tile?.animatingKeys.isEmpty == true)
        #expect(copy.presentation.frame == Rect(0, 0, 40, 40))
        engine.discardEverything()
    }

    @Test func kt1_1_badRectsAndInsetsGiveNilAndADiagnostic() throws {
        let engine = Engine()
        let (_, page, _) = scene()
        #expect(page.resizableSnapshotView(from: Rect(0, 0, -1, 10), afterScreenUpdates: false, withCapInsets: .zero) == nil)
        #expect(page.resizableSnapshotView(from: Rect(.nan, 0, 1, 10), afterScreenUpdates: false, withCapInsets: .zero) == nil)
        #expect(page.resizableSnapshotView(from: Rect(0, 0, 1, 10), afterScreenUpdates: false,
                                           withCapInsets: EdgeInsets(top: -1, left: 0, bottom: 0, right: 0)) == nil)
        #expect(engine.diagnostics.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
        engine.discardEverything()
    }
}
