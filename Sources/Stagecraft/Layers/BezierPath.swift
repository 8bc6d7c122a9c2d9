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
}
