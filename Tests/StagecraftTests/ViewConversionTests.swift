import Foundation
import Testing
@testable import Stagecraft

/// Point and rectangle conversion between views (T10.1–T10.3). Expected values are worked out
/// by hand in the comments, or by `stepUp`, an independent transcription of T10.2.
@Suite struct ViewConversionTests {
    func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
        close(a.origin, b.origin, tolerance) && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// T10.2 written out in plain arithmetic: center + T·(p − bounds.origin − anchor·bounds.size).
    func stepUp(_ view: View, _ p: Point) -> Point {
        let b = view.bounds, k = view.anchorPoint, t = view.transform, c = view.center
        let x = p.x - b.origin.x - k.x * b.width, y = p.y - b.origin.y - k.y * b.height
        return Point(x: c.x + t.a * x + t.c * y + t.tx, y: c.y + t.b * x + t.d * y + t.ty)
    }

    // MARK: - T10.2

    @Test func t10_2_boundsOriginShiftsSubviews() {
        let window = Window()
        let scroller = View(frame: Rect(30, 40, 200, 200))
        let child = View(frame: Rect(10, 60, 20, 20))
        window.addSubview(scroller)
        scroller.addSubview(child)
        scroller.bounds = Rect(0, 50, 200, 200)  // scrolled down by 50
        #expect(child.frame == Rect(10, 60, 20, 20))  // the frame does not change…
        #expect(child.convert(Point.zero, to: nil) == Point(40, 50))  // …but it shows 50 higher: (30+10, 40+60-50)
        #expect(window.convert(Point(40, 50), to: child) == .zero)
        #expect(scroller.convert(Point(10, 60), to: window) == Point(40, 50))
    }

    @Test func t10_2_rotationTurnsAboutTheAnchor() {
        let window = Window()
        let view = View(frame: Rect(100, 100, 100, 50))  // center (150, 125)
        window.addSubview(view)
        view.transform = AffineTransform(rotationAngle: .pi / 2)  // clockwise on screen
        // Top-left is 50 left and 25 up of the center; a quarter turn clockwise makes that 50 up and 25 right.
        #expect(close(view.convert(Point(0, 0), to: nil), Point(175, 75)))
        // Bottom-right: 50 right, 25 down → 50 down, 25 left.
        #expect(close(view.convert(Point(100, 50), to: nil), Point(125, 175)))
        #expect(close(view.convert(Point(50, 25), to: nil), Point(150, 125)))  // the anchor stays put
    }

    @Test func t10_2_scaleAboutATopLeftAnchor() {
        let window = Window()
        let view = View(frame: Rect(0, 0, 100, 100))
        window.addSubview(view)
        view.anchorPoint = Point(0, 0)  // center stays (50, 50), which now names the top-left corner
        #expect(view.frame == Rect(50, 50, 100, 100))
        view.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(view.convert(Point(10, 20), to: nil) == Point(70, 90))  // (50 + 2·10, 50 + 2·20)
        #expect(view.frame == Rect(50, 50, 200, 200))  // T10.3: grows right and down from the anchor
    }

    @Test func t10_2_unequalScaleAboutAnEdgeAnchor() {
        let window = Window()
        let view = View(frame: Rect(80, 90, 40, 20))  // center (100, 100)
        window.addSubview(view)
        view.anchorPoint = Point(1, 0.5)  // the middle of the right edge
        view.transform = AffineTransform(scaleX: 2, y: 3)
        // (0, 0) is 40 left and 10 up of the anchor → 80 left and 30 up of (100, 100).
        #expect(view.convert(Point(0, 0), to: nil) == Point(20, 70))
        #expect(view.convert(Point(40, 10), to: nil) == Point(100, 100))
        #expect(view.convert(view.bounds, to: nil) == Rect(20, 70, 80, 60))
    }

    /// window → a (translated) → b (half turn) → c (half scale); d is a plain sibling of a.
    func nestedTree() -> (window: Window, a: View, b: View, c: View, d: View) {
        let window = Window()
        let a = View(frame: Rect(10, 20, 200, 200)), b = View(frame: Rect(50, 50, 100, 100))
        let c = View(frame: Rect(10, 10, 20, 20)), d = View(frame: Rect(100, 100, 50, 50))
        window.addSubview(a)
        window.addSubview(d)
        a.addSubview(b)
        b.addSubview(c)
        a.transform = AffineTransform(translationX: 5, y: 0)
        b.transform = AffineTransform(rotationAngle: .pi)
        c.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        return (window, a, b, c, d)
    }

    @Test func t10_2_threeLevelsOfTransforms() {
        let (window, a, b, c, d) = nestedTree()
        // In c: (20, 20) is 10, 10 from c's center (20, 20 in b) → halved → (25, 25) in b.
        // In b: 25 − 50 = −25 from b's center (100, 100 in a) → half turn → +25 → (125, 125) in a.
        // In a: 125 − 100 = 25 from a's center (110, 120) → +5 in x → (140, 145) in the window.
        #expect(close(c.convert(Point(20, 20), to: b), Point(25, 25)))
        #expect(close(c.convert(Point(20, 20), to: a), Point(125, 125)))
        #expect(close(c.convert(Point(20, 20), to: nil), Point(140, 145)))
        #expect(close(c.convert(Point(20, 20), to: window), Point(140, 145)))
        #expect(close(c.convert(Point(20, 20), to: d), Point(40, 45)))  // d's origin is (100, 100)
        // Its bounds: corners (0, 0) and (20, 20) land at (150, 155) and (140, 145).
        #expect(close(c.convert(c.bounds, to: nil), Rect(140, 145, 10, 10)))
    }

    @Test func t10_2_roundTripsToAndFrom() {
        let (window, _, _, c, d) = nestedTree()
        #expect(close(window.convert(Point(140, 145), to: c), Point(20, 20)))
        #expect(close(c.convert(Point(140, 145), from: nil), Point(20, 20)))
        #expect(close(c.convert(Point(40, 45), from: d), Point(20, 20)))
        #expect(close(d.convert(Point(40, 45), to: c), Point(20, 20)))
        #expect(close(c.convert(Rect(140, 145, 10, 10), from: window), Rect(0, 0, 20, 20)))
        for p in [Point(0, 0), Point(3.5, -7), Point(123, 45.25)] {
            #expect(close(c.convert(c.convert(p, to: d), from: d), p))
            #expect(close(d.convert(d.convert(p, to: c), from: c), p))
        }
    }

    @Test func t10_2_matchesTheFormulaStepByStep() {
        let window = Window()
        let a = View(frame: Rect(12, 34, 150, 90)), b = View(frame: Rect(-20, 15, 60, 80)), c = View(frame: Rect(7, 9, 33, 21))
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        a.bounds = Rect(4, -6, 150, 90)
        a.transform = AffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.75)
        b.anchorPoint = Point(0.2, 0.9)
        b.transform = AffineTransform(a: 1, b: 0.2, c: -0.4, d: 1.1, tx: 8, ty: -3)
        c.bounds = Rect(-3, 2, 33, 21)
        c.transform = AffineTransform(rotationAngle: -1.1).translatedBy(x: 2, y: 5)
        for p in [Point(0, 0), Point(33, 21), Point(-5, 12.5)] {
            let expected = stepUp(a, stepUp(b, stepUp(c, p)))
            #expect(close(c.convert(p, to: nil), expected, 1e-9))
            #expect(close(window.convert(expected, to: c), p, 1e-9))
        }
    }

    // MARK: - T10.3

    @Test func t10_3_frameOfATransformedViewIsTheBoundingBox() {
        let window = Window()
        let view = View(frame: Rect(40, 40, 20, 20))
        window.addSubview(view)
        view.transform = AffineTransform(rotationAngle: .pi / 4)
        let half = 10 * 2.0.squareRoot()  // half the diagonal of a 20-pt square
        #expect(close(view.frame, Rect(50 - half, 50 - half, 2 * half, 2 * half)))
        #expect(view.bounds == Rect(0, 0, 20, 20) && view.center == Point(50, 50))
        #expect(close(view.convert(view.bounds, to: window), view.frame))
    }

    // MARK: - T10.1

    @Test func t10_1_nilMeansWindowCoordinates() {
        let window = Window()
        let view = View(frame: Rect(30, 40, 100, 100))
        window.addSubview(view)
        #expect(view.convert(Point(1, 2), to: nil) == Point(31, 42))
        #expect(view.convert(Point(31, 42), from: nil) == Point(1, 2))
        #expect(window.convert(Point(1, 2), to: nil) == Point(1, 2))
        #expect(view.convert(Rect(0, 0, 10, 10), to: nil) == Rect(30, 40, 10, 10))
    }

    @Test func t10_1_withoutAWindowNilMeansTheRootOfTheTree() {
        let root = View(frame: Rect(100, 100, 300, 300)), child = View(frame: Rect(10, 10, 50, 50))
        root.addSubview(child)
        // The root's own frame plays no part: its bounds space is the reference.
        #expect(child.convert(Point.zero, to: nil) == Point(10, 10))
        #expect(child.convert(Point.zero, to: root) == Point(10, 10))
    }

    @Test func t10_1_viewsInDifferentWindowsAreRefused() {
        let engine = Engine()
        let first = Window(name: "first"), second = Window(name: "second")
        let a = View(frame: Rect(10, 10, 10, 10)), b = View(frame: Rect(50, 50, 10, 10))
        first.addSubview(a)
        second.addSubview(b)
        #expect(a.convert(Point(3, 4), to: b) == Point(3, 4))
        #expect(a.convert(Point(3, 4), from: b) == Point(3, 4))
        #expect(a.convert(Rect(1, 2, 3, 4), to: b) == Rect(1, 2, 3, 4))
        #expect(a.convert(Rect(1, 2, 3, 4), from: second) == Rect(1, 2, 3, 4))
        #expect(engine.diagnostics.count == 4)
        #expect(engine.diagnostics.allSatisfy { $0.kind == .conversionMisuse })
        let loose = View()  // two trees without windows are just as separate
        #expect(loose.convert(Point(5, 6), to: a) == Point(5, 6))
        #expect(engine.diagnostics.count == 5)
    }

    @Test func aTargetThatCannotBeInvertedIsRefused() {
        let engine = Engine()
        let window = Window()
        let flat = View(frame: Rect(10, 10, 20, 20))
        window.addSubview(flat)
        flat.transform = AffineTransform(scaleX: 0, y: 0)
        #expect(flat.convert(Point(5, 5), to: window) == Point(20, 20))  // everything lands on the center
        #expect(engine.diagnostics.isEmpty)
        #expect(window.convert(Point(5, 5), to: flat) == Point(5, 5))
        #expect(flat.convert(Point(5, 5), from: nil) == Point(5, 5))
        #expect(engine.diagnostics.map(\.kind) == [.conversionMisuse, .conversionMisuse])
    }

    @Test func aCollapsedCommonAncestorDoesNotStopConversionBelowIt() {
        let engine = Engine()
        let window = Window(), container = View(frame: Rect(0, 0, 200, 200))
        let a = View(frame: Rect(0, 0, 10, 10)), b = View(frame: Rect(50, 50, 10, 10))
        window.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
        container.transform = AffineTransform(scaleX: 0, y: 0)
        #expect(a.convert(Point.zero, to: b) == Point(-50, -50))
        #expect(engine.diagnostics.isEmpty)
    }

    @Test func presentationValuesFollowAnAnimation() {
        let engine = Engine()
        let window = Window()
        let view = View(frame: Rect(0, 0, 100, 100))  // center (50, 50)
        window.addSubview(view)
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.center = Point(250, 50) })
        engine.advance(by: 0.5)
        // Halfway: the center is at (150, 50) on screen, at (250, 50) in the model.
        #expect(close(view.convert(Point.zero, to: nil, using: .presentation), Point(100, 0)))
        #expect(view.convert(Point.zero, to: nil) == Point(200, 0))
        #expect(close(view.convert(view.bounds, to: window, using: .presentation), Rect(100, 0, 100, 100)))
        #expect(close(view.convert(Point(100, 0), from: nil, using: .presentation), Point.zero))
    }
}
