import Foundation
import Testing
@testable import Stagecraft

/// L1.11: `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)` appends as
/// `CGPathAddArc` does: a line from the current point to the arc's start (a move when the path is
/// empty), then the arc, clockwise on screen (y down) when `clockwise`. Expected points are worked
/// out on the circle: a cubic of handle 4/3·tan(θ/4) passes through the arc's midpoint exactly.
@Suite struct BezierPathArcTests {
    /// The point at t = 0.5 of the cubic from `start` with the element's control points.
    func midpoint(from start: Point, _ element: PathData.Element) -> Point? {
        guard case .curve(let c1, let c2, let end) = element else { return nil }
        return Point((start.x + 3 * c1.x + 3 * c2.x + end.x) / 8, (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8)
    }

    func near(_ a: Point?, _ b: Point) -> Bool { a.map { abs($0.x - b.x) < 1e-9 && abs($0.y - b.y) < 1e-9 } ?? false }

    @Test func l1_11_onAnEmptyPathTheArcStartsWithAMove() {
        let path = BezierPath()
        path.addArc(withCenter: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let e = path.cgPath.elements
        #expect(e.count == 2)
        #expect(e.first == .move(Point(10, 0)))
        guard case .curve(_, _, let end)? = e.last else { Issue.record("no curve"); return }
        #expect(near(end, Point(0, 10)))                          // clockwise on screen: down from +x
        let r = 10 * cos(Double.pi / 4)
        #expect(near(midpoint(from: Point(10, 0), e[1]), Point(r, r)))
    }

    @Test func l1_11_afterAPointALineJoinsTheArc() {
        let path = BezierPath()
        path.move(to: Point(100, 100))
        path.addArc(withCenter: Point(50, 50), radius: 20, startAngle: .pi, endAngle: .pi / 2, clockwise: false)
        let e = path.cgPath.elements
        #expect(e[0] == .move(Point(100, 100)))
        #expect(near({ if case .line(let p) = e[1] { p } else { nil } }(), Point(30, 50)))   // the arc's start, left of the centre
        guard case .curve(_, _, let end)? = e.last else { Issue.record("no curve"); return }
        #expect(near(end, Point(50, 70)))                         // anticlockwise from π to π/2: a quarter
        #expect(e.count == 3)
        #expect(path.cgPath.roundedRect == nil)
    }

    /// DeckTransition's corner: from 3π/2 to π. Anticlockwise it is the quarter through 5π/4; the
    /// same angles clockwise go the long way, three quarters through π/4.
    @Test func l1_11_theDirectionChoosesTheShortOrTheLongWayRound() {
        let c = Point(100, 100), r = 16.0, d = r * cos(Double.pi / 4)
        let short = BezierPath(), long = BezierPath()
        short.addArc(withCenter: c, radius: r, startAngle: .pi * 3 / 2, endAngle: .pi, clockwise: false)
        long.addArc(withCenter: c, radius: r, startAngle: .pi * 3 / 2, endAngle: .pi, clockwise: true)
        #expect(short.cgPath.elements.count == 2)                 // a move and one quarter
        #expect(long.cgPath.elements.count == 4)                  // a move and three quarters
        #expect(near(midpoint(from: Point(100, 84), short.cgPath.elements[1]), Point(100 - d, 100 - d)))
        // The long way's second quarter runs from angle 0 to π/2: its midpoint is at π/4.
        guard case .curve(_, _, let firstEnd) = long.cgPath.elements[1] else { Issue.record("no curve"); return }
        #expect(near(firstEnd, Point(116, 100)))
        #expect(near(midpoint(from: firstEnd, long.cgPath.elements[2]), Point(100 + d, 100 + d)))
    }

    /// More than a whole turn in the arc's direction is the whole circle (as `init(arcCenter:…)`
    /// has always drawn it); the same angles the other way round are what is left of the turns.
    @Test func l1_11_moreThanATurnIsTheCircleTheOtherWayTheRemainder() {
        let around = BezierPath(), back = BezierPath()
        around.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: 3 * .pi, clockwise: true)
        back.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: 3 * .pi, clockwise: false)
        #expect(around.cgPath.elements.count == 5)                // a move and four quarters
        #expect(back.cgPath.elements.count == 3)                  // anticlockwise to π: a move and two quarters
        #expect(PathData(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 3 * .pi, clockwise: true).roundedRect != nil)
    }

    @Test func l1_11_hugeAnglesEndQuickly() {
        let path = BezierPath()
        path.addArc(withCenter: .zero, radius: 1, startAngle: 0, endAngle: -1e300, clockwise: true)
        #expect(path.cgPath.elements.count >= 2)                  // bounded: a remainder, not a loop
    }
}
