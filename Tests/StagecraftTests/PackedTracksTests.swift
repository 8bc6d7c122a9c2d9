import Testing
@testable import Stagecraft

/// The per-frame path packs a group's tracks into one buffer of variable-length records
/// (`HotTracks`): each view must get its own values whatever keys precede it in the group.
@Suite struct PackedTracksTests {
    let engine = Engine()

    @Test func oneBlockOverSeveralViewsGivesEachItsOwnValues() {
        let a = View(frame: Rect(0, 0, 10, 10)), b = View(frame: Rect(0, 0, 20, 20)), c = View(frame: Rect(0, 0, 30, 30))
        b.backgroundColor = .black
        View.animate(withDuration: 1, options: .curveLinear) {
            a.alpha = 0
            b.transform = AffineTransform(scaleX: 3, y: 3)
            b.backgroundColor = .white
            c.frame = Rect(100, 100, 50, 50)
            a.cornerRadius = 8
        }
        engine.advance(by: 0.5)
        #expect(close(a.presentation.alpha, 0.5) && close(a.presentation.cornerRadius, 4))
        #expect(close(b.presentation.transform.a, 2) && close(b.presentation.transform.d, 2))
        #expect(close(b.presentation.backgroundColor?.green ?? -1, 0.5))
        #expect(close(c.presentation.center.x, 15 + 0.5 * 110) && close(c.presentation.bounds.width, 40))
        #expect(a.presentation.bounds.width == 10 && b.presentation.alpha == 1)
    }

    @Test func takingOverOnePropertyRepacksTheRest() {
        let a = View(frame: Rect(0, 0, 10, 10)), b = View(frame: Rect(0, 0, 10, 10))
        View.animate(withDuration: 1, options: .curveLinear) {
            a.alpha = 0
            b.center = Point(105, 5)
        }
        engine.advance(by: 0.5)
        View.animate(withDuration: 1, options: .curveLinear) { a.alpha = 1 }  // a's alpha leaves the first group
        engine.advance(by: 0.25)
        #expect(close(b.presentation.center.x, 5 + 0.75 * 100))
        #expect(close(a.presentation.alpha, 0.25))
    }
}
