import Testing
@testable import Stagecraft

@Suite struct GeometryTests {
    @Test func rectSetOperations() {
        let a = Rect(0, 0, 100, 50), b = Rect(50, 25, 100, 50)
        #expect(a.union(b) == Rect(0, 0, 150, 75))
        #expect(a.intersection(b) == Rect(50, 25, 50, 25))
        #expect(a.intersection(Rect(200, 200, 10, 10)).isNull)
        #expect(a.insetBy(dx: 10, dy: 5) == Rect(10, 5, 80, 40))
        #expect(a.offsetBy(dx: 3, dy: -4) == Rect(3, -4, 100, 50))
        #expect(a.contains(Point(99.5, 49)) && !a.contains(Point(100, 10)))
        let (slice, rest) = a.divided(atDistance: 30, from: .minXEdge)
        #expect(slice == Rect(0, 0, 30, 50) && rest == Rect(30, 0, 70, 50))
        #expect(Rect(10, 10, -5, -5).standardized == Rect(5, 5, 5, 5))
    }

    @Test func formatNumberHidesFloatNoise() {
        #expect(formatNumber(6.123e-17) == "0")
        #expect(formatNumber(-1e-14) == "0")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(12) == "12")
        #expect(formatNumber(-2.5) == "-2.5")
        #expect(formatNumber(1.0 / 3.0) == "0.3333")
        #expect(formatNumber(.nan) == "nan")
        #expect(Rect(1e-15, -1e-15, 10, 20).description == "(0, 0, 10, 20)")
    }
}

@Suite struct TransformAndColorTests {
    @Test func concatenationAppliesTheReceiverFirst() {
        let scale = AffineTransform(scaleX: 2, y: 3), move = AffineTransform(translationX: 10, y: 20)
        // scale then move: (1,1) → (2,3) → (12,23)
        #expect(scale.concatenating(move).apply(to: Point(1, 1)) == Point(12, 23))
        // move then scale: (1,1) → (11,21) → (22,63)
        #expect(move.concatenating(scale).apply(to: Point(1, 1)) == Point(22, 63))
        // Core Graphics: t.scaledBy applies the scale before t.
        #expect(move.scaledBy(x: 2, y: 3) == scale.concatenating(move))
    }

    @Test func rotationTurnsClockwiseOnScreen() {
        let p = AffineTransform(rotationAngle: .pi / 2).apply(to: Point(1, 0))
        #expect(close(p.x, 0, 1e-12) && close(p.y, 1, 1e-12))  // +x turns to +y (down)
    }

    @Test func inversionUndoesATransform() {
        let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        let p = Point(12.5, -3.25)
        let back = t.inverted().apply(to: t.apply(to: p))
        #expect(close(back.x, p.x, 1e-9) && close(back.y, p.y, 1e-9))
        #expect(close(t.concatenating(t.inverted()).a, 1, 1e-12))
    }

    @Test func rectsTransformToTheirBoundingBox() {
        let box = AffineTransform(rotationAngle: .pi / 4).apply(to: Rect(-1, -1, 2, 2))
        let half = (2.0).squareRoot()
        #expect(close(box.minX, -half, 1e-12) && close(box.width, 2 * half, 1e-12))
    }

    @Test func decompositionRoundTrips() {
        let samples = [
            AffineTransform.identity, AffineTransform(rotationAngle: 2.5).scaledBy(x: 1.5, y: 0.25),
            AffineTransform(a: 1, b: 0.3, c: 0.8, d: 1, tx: 4, ty: 5), AffineTransform(scaleX: -2, y: 1).rotated(by: 0.4),
        ]
        for t in samples {
            let back = TransformComponents(t).transform
            for (x, y) in [(t.a, back.a), (t.b, back.b), (t.c, back.c), (t.d, back.d), (t.tx, back.tx), (t.ty, back.ty)] {
                #expect(close(x, y, 1e-9), "\(t) → \(back)")
            }
        }
    }

    @Test func colorsParseHexAndNames() {
        #expect(Color(parsing: "#FF8000") == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(Color(parsing: "#00000080") == Color(red: 0, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(Color(parsing: "#F0A") == Color(red: 1, green: 0, blue: 10.0 / 15))
        #expect(Color(parsing: "systemBlue") == Color(red: 0, green: 122.0 / 255, blue: 1))
        #expect(Color(parsing: "not a colour") == nil && Color(parsing: "#12345") == nil)
        #expect(Color(red: 1, green: 0.5, blue: 0).hexString == "#FF8000")
    }

    @Test func colorsInterpolateComponentWise() {
        let mid = Color.interpolate(.black, Color(red: 1, green: 0.5, blue: 0, alpha: 0), 0.5)
        #expect(mid == Color(red: 0.5, green: 0.25, blue: 0, alpha: 0.5))
    }
}
