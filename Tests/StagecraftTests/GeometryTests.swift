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
