import Testing
@testable import Stagecraft

/// Issue 27, part 1, the core's side: an animation added inside `startingAnimations(from:)` keeps
/// the embedder's origin, opaque, and `busyWork(placing:)` hands it back to be put in words.
@Suite struct AnimationOriginTests {
    /// Places as the embedder would: its own numbering of files.
    static func place(_ origin: AnimationOrigin) -> String? { origin.file == 7 ? "f7:\(origin.line)" : nil }

    @Test func anAnimationKeepsTheOriginItWasAddedUnder() {
        let engine = Engine()
        let tagged = View(frame: Rect(0, 0, 10, 10)), plain = View(frame: Rect(0, 20, 10, 10))
        tagged.name = "tagged"; plain.name = "plain"
        engine.startingAnimations(from: AnimationOrigin(file: 7, line: 12)) {
            View.animate(withDuration: 1, delay: 0, options: .repeat, animations: { tagged.alpha = 0 })
        }
        // Added after the scope ended: no origin, so no place, rather than the last one's.
        View.animate(withDuration: 1, delay: 0, options: .repeat, animations: { plain.alpha = 0 })
        engine.advance(by: 0.5)
        #expect(engine.busyWork(placing: Self.place) == ["tagged's alpha animation (repeat) started at f7:12", "plain's alpha animation (repeat)"])
    }

    @Test func anOriginThePlacerCannotNameSaysNothing() {
        let engine = Engine()
        let view = View(frame: Rect(0, 0, 10, 10))
        view.name = "view"
        engine.startingAnimations(from: AnimationOrigin(file: 3, line: 1)) {
            View.animate(withDuration: 1, animations: { view.alpha = 0 })
        }
        #expect(engine.busyWork(placing: Self.place) == ["view's alpha animation"])
    }
}
