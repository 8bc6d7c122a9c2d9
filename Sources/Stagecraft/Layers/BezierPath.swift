import Foundation

/// UIKit's `UIBezierPath`: a mutable path object; `cgPath` is its geometry as a value.
public final class BezierPath {
    public var cgPath: PathData

    public init(_ path: PathData = PathData()) { cgPath = path }

    public func move(to point: Point) { cgPath.elements.append(.move(point)); cgPath.roundedRect = nil }
    public func addLine(to point: Point) { cgPath.elements.append(.line(point)); cgPath.roundedRect = nil }
    public func addCurve(to point: Point, controlPoint1 a: Point, controlPoint2 b: Point) {
        cgPath.elements.append(.curve(a, b, point)); cgPath.roundedRect = nil
    }
    public func close() { cgPath.elements.append(.close) }

    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)` (L1.11): like `CGPathAddArc`, a
    /// line from the current point to the arc's start when the path has one (a move there when it
    /// is empty), then the arc, whose end becomes the current point. Angles as in
    /// `init(arcCenter:…)`: radians, clockwise on screen when `clockwise`.
    public func addArc(withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        let start = Point(center.x + radius * cos(startAngle), center.y + radius * sin(startAngle))
        cgPath.elements.append(cgPath.elements.isEmpty ? .move(start) : .line(start))
        PathData.arc(&cgPath.elements, center, rx: radius, ry: radius, from: startAngle,
                     sweep: PathData.sweep(from: startAngle, to: endAngle, clockwise: clockwise), moving: false)
        cgPath.roundedRect = nil
    }
}
