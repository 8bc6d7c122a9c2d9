import Foundation

/// A rectangle with its own radius at each corner: the shape of rounded cards, top-rounded
/// sheets and (with radii of half the side) circles. Its eight numbers are what a path
/// animation interpolates, so a circular reveal grows as a circle.
public struct RoundedRect: Hashable, Sendable {
    public var rect: Rect
    public var topLeft, topRight, bottomLeft, bottomRight: Double

    public init(rect: Rect, topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
        self.rect = rect.standardized
        // Core Graphics shrinks radii that do not fit; half the shorter side is the most a corner takes.
        let most = min(self.rect.width, self.rect.height) / 2
        func fit(_ r: Double) -> Double { min(max(r, 0), most) }
        (self.topLeft, self.topRight, self.bottomLeft, self.bottomRight) = (fit(topLeft), fit(topRight), fit(bottomLeft), fit(bottomRight))
    }

    /// The same radius at the corners in `corners`, none elsewhere.
    public init(rect: Rect, radius: Double, corners: CornerMask = .all) {
        self.init(rect: rect, topLeft: corners.contains(.minXMinY) ? radius : 0, topRight: corners.contains(.maxXMinY) ? radius : 0,
                  bottomLeft: corners.contains(.minXMaxY) ? radius : 0, bottomRight: corners.contains(.maxXMaxY) ? radius : 0)
    }
}

/// The geometry of a `UIBezierPath` / `CGPath` as a value: move, line, cubic curve and close
/// elements, plus the `RoundedRect` it is when it is one (rectangles, rounded rectangles,
/// circles), which is what lets a path animation interpolate it.
public struct PathData: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        case close
    }

    public var elements: [Element]
    /// Set when the path is exactly this rounded rectangle.
    public var roundedRect: RoundedRect?

    public init(elements: [Element] = []) {
        self.elements = elements
        roundedRect = nil
    }

    /// The outline of `shape`, clockwise from the top edge, corners as quarter circles.
    public init(_ shape: RoundedRect) {
        let r = shape.rect
        var e: [Element] = [.move(Point(r.minX + shape.topLeft, r.minY)), .line(Point(r.maxX - shape.topRight, r.minY))]
        Self.corner(&e, Point(r.maxX - shape.topRight, r.minY + shape.topRight), shape.topRight, -.pi / 2)
        e.append(.line(Point(r.maxX, r.maxY - shape.bottomRight)))
        Self.corner(&e, Point(r.maxX - shape.bottomRight, r.maxY - shape.bottomRight), shape.bottomRight, 0)
        e.append(.line(Point(r.minX + shape.bottomLeft, r.maxY)))
        Self.corner(&e, Point(r.minX + shape.bottomLeft, r.maxY - shape.bottomLeft), shape.bottomLeft, .pi / 2)
        e.append(.line(Point(r.minX, r.minY + shape.topLeft)))
        Self.corner(&e, Point(r.minX + shape.topLeft, r.minY + shape.topLeft), shape.topLeft, .pi)
        e.append(.close)
        elements = e
        roundedRect = shape
    }

    /// `UIBezierPath(rect:)`.
    public init(rect: Rect) { self.init(RoundedRect(rect: rect, radius: 0)) }

    /// `UIBezierPath(ovalIn:)`: a circle is a rounded square; other ellipses are curves only.
    public init(ovalIn rect: Rect) {
        let r = rect.standardized
        if abs(r.width - r.height) < 1e-9 {
            self.init(RoundedRect(rect: r, radius: r.width / 2))
        } else {
            let center = Point(r.midX, r.midY)
            self.init(elements: [])
            Self.arc(&elements, center, rx: r.width / 2, ry: r.height / 2, from: 0, sweep: 2 * .pi, moving: true)
            elements.append(.close)
        }
    }

    /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`; angles in radians, clockwise
    /// on screen (y down) when `clockwise`. A whole turn is the circle.
    public init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let sweep = Self.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        if abs(sweep) >= 2 * .pi - 1e-9 {
            self.init(RoundedRect(rect: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), radius: radius))
            return
        }
        self.init(elements: [])
        Self.arc(&elements, center, rx: radius, ry: radius, from: startAngle, sweep: sweep, moving: true)
    }

    /// The angle an arc from `start` to `end` turns through: positive (clockwise on screen) up to
    /// a whole turn when `clockwise`, negative otherwise; a turn of a whole circle or more in the
    /// arc's own direction, and distinct angles a whole number of turns apart, are a whole turn.
    static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        if clockwise, end - start >= 2 * .pi { return 2 * .pi }
        if !clockwise, start - end >= 2 * .pi { return -2 * .pi }
        var sweep = fmod(end - start, 2 * .pi)  // a remainder, not a loop: huge angles stay quick
        if clockwise, sweep < 0 { sweep += 2 * .pi } else if !clockwise, sweep > 0 { sweep -= 2 * .pi }
        if sweep == 0 && end != start { sweep = clockwise ? 2 * .pi : -2 * .pi }
        return sweep
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> PathData {
        if dx == 0, dy == 0 { return self }
        func m(_ p: Point) -> Point { Point(p.x + dx, p.y + dy) }
        var out = PathData(elements: elements.map {
            switch $0 {
            case .move(let p): .move(m(p))
            case .line(let p): .line(m(p))
            case .curve(let a, let b, let c): .curve(m(a), m(b), m(c))
            case .close: .close
            }
        })
        out.roundedRect = roundedRect.map { RoundedRect(rect: $0.rect.offsetBy(dx: dx, dy: dy), topLeft: $0.topLeft, topRight: $0.topRight,
                                                       bottomLeft: $0.bottomLeft, bottomRight: $0.bottomRight) }
        return out
    }

    // MARK: - Arcs as cubic curves

    /// A quarter circle of radius `r` about `center` starting at angle `start` (clockwise on screen).
    private static func corner(_ e: inout [Element], _ center: Point, _ r: Double, _ start: Double) {
        guard r > 0 else { return }
        arc(&e, center, rx: r, ry: r, from: start, sweep: .pi / 2, moving: false)
    }

    /// Appends an elliptic arc as cubic segments of at most a quarter turn each (the usual
    /// 4/3·tan(θ/4) handle length, which Core Graphics uses too).
    static func arc(_ e: inout [Element], _ c: Point, rx: Double, ry: Double, from start: Double, sweep: Double, moving: Bool) {
        func at(_ a: Double) -> Point { Point(c.x + rx * cos(a), c.y + ry * sin(a)) }
        if moving || e.isEmpty { e.append(.move(at(start))) }  // a corner continues the outline
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let p0 = at(a), p3 = at(b)
            let c1 = Point(p0.x - k * rx * sin(a), p0.y + k * ry * cos(a))
            let c2 = Point(p3.x + k * rx * sin(b), p3.y - k * ry * cos(b))
            e.append(.curve(c1, c2, p3))
            a = b
        }
    }
}
