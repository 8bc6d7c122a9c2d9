import Testing
@testable import Stagecraft

/// T11.4i: drag versus scroll in a sheet with a scroll view. The sheet (medium 422, large 10 in the
/// 390 × 844 window) holds a scroll view filling it, 2000 pt of content. Gesture arithmetic: touches
/// are sampled at 120 Hz; a finger moving 250 pt in 0.4 s (625 pt/s) moves 5.208 pt per sample and
/// passes the pans' 10 pt hysteresis at the second sample, 10.417 pt in. From there each movement
/// goes to the sheet or to the content.
@Suite struct SheetScrollTests {
    static let began250 = 2 * 625.0 / 120

    static func stage(expands: Bool = true, at detent: String? = nil) -> (SheetStage, ScrollView) {
        let s = SheetStage {
            $0.detents = [.medium(), .large()]
            $0.prefersScrollingExpandsWhenScrolledToEdge = expands
            $0.selectedDetentIdentifier = detent
        }
        let scroll = ScrollView(frame: Rect(0, 0, 390, 844), name: "content")
        scroll.contentSize = Size(width: 390, height: 2000)
        scroll.autoresizingMask = [.flexibleHeight]
        s.sheet.view.addSubview(scroll)
        s.present()
        return (s, scroll)
    }

    @Test func t11_4i_draggingUpAtMediumWithTheContentAtItsTopExpandsTheSheetFirst() {
        let (s, scroll) = Self.stage()
        #expect(s.top == 422)
        s.touches.pan(from: Point(x: 195, y: 700), to: Point(x: 195, y: 450), duration: 0.4, hold: 0.2)
        s.stage.engine.advance(by: 0.5)
        #expect(close(s.top, 422 - (250 - Self.began250), 1e-6))
        #expect(scroll.contentOffset.y == 0)
        s.stage.engine.advance(by: 1)
        #expect(close(s.top, 10, 1e-6))  // 182.4 is nearer large
        #expect(scroll.contentOffset.y == 0)
        #expect(s.delegate.calls == ["didChange:large"])
    }

    @Test func t11_4i_atTheLargestDetentDraggingUpScrollsTheContent() {
        let (s, scroll) = Self.stage(at: SheetDetent.largeIdentifier)
        s.touches.pan(from: Point(x: 195, y: 700), to: Point(x: 195, y: 450), duration: 0.4, hold: 0.2)
        s.stage.engine.advance(by: 0.5)
        #expect(close(scroll.contentOffset.y, 250 - Self.began250, 1e-6))
        #expect(s.top == 10)
        s.stage.engine.advance(by: 1.5)
        #expect(s.top == 10)
        #expect(s.delegate.calls.isEmpty)
    }

    @Test func t11_4i_withoutExpandingTheContentScrollsAtMedium() {
        let (s, scroll) = Self.stage(expands: false)
        s.touches.pan(from: Point(x: 195, y: 700), to: Point(x: 195, y: 450), duration: 0.4, hold: 0.2)
        s.stage.engine.advance(by: 2)
        #expect(close(scroll.contentOffset.y, 250 - Self.began250, 1e-6))
        #expect(s.top == 422)
    }

    @Test func t11_4i_draggingDownScrollsTheContentBackToItsTopThenMovesTheSheet() {
        let (s, scroll) = Self.stage(at: SheetDetent.largeIdentifier)
        scroll.contentOffset = Point(x: 0, y: 100)
        // 500 pt down in 0.8 s (625 pt/s): the content takes the first 100 pt after the hysteresis.
        s.touches.pan(from: Point(x: 195, y: 200), to: Point(x: 195, y: 700), duration: 0.8, hold: 0.2)
        s.stage.engine.advance(by: 0.9)
        #expect(scroll.contentOffset.y == 0)
        // The sheet took the rest, give or take the one sample that crossed the content's top:
        // about 500 − 10.4 − 100 = 389.6 pt down from 10.
        #expect(abs(s.top - (10 + 500 - Self.began250 - 100)) <= 625.0 / 120 + 1e-6)
        s.stage.engine.advance(by: 1.5)
        #expect(close(s.top, 422, 1e-6))  // ~400 is nearer medium
        #expect(scroll.contentOffset.y == 0)
        #expect(s.delegate.calls == ["didChange:medium"])
        #expect(s.stage.engine.diagnostics.isEmpty)
    }

    @Test func t11_4i_draggingDownAtMediumWithTheContentAtItsTopDismissesWithoutBouncingTheContent() {
        let (s, scroll) = Self.stage()
        s.touches.pan(from: Point(x: 195, y: 500), to: Point(x: 195, y: 800), duration: 0.48, hold: 0.2)
        s.stage.engine.advance(by: 0.6)
        #expect(scroll.contentOffset.y == 0)
        #expect(s.top > 422 + 250)
        s.stage.engine.advance(by: 1.5)
        #expect(s.stage.root.presentedViewController == nil)
        #expect(s.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func t11_4i_aFlickOfTheContentDoesNotMoveTheSheet() {
        let (s, scroll) = Self.stage(at: SheetDetent.largeIdentifier)
        s.touches.pan(from: Point(x: 195, y: 600), to: Point(x: 195, y: 500), duration: 0.1, releaseVelocity: Point(x: 0, y: -2000))
        s.stage.engine.advance(by: 0.2)
        #expect(scroll.isDecelerating)  // the content coasts
        s.stage.engine.advance(by: 3)
        #expect(s.top == 10)
        #expect(scroll.contentOffset.y > 100)
    }
}
