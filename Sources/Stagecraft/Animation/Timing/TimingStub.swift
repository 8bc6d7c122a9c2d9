// TEMPORARY stub until the timing branch lands.
import Foundation
public struct CubicBezier: Sendable, Hashable {
    var x1, y1, x2, y2: Double
    public init(x1: Double, y1: Double, x2: Double, y2: Double) { (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2) }
    func bx(_ t: Double) -> Double { 3*(1-t)*(1-t)*t*x1 + 3*(1-t)*t*t*x2 + t*t*t }
    func by(_ t: Double) -> Double { 3*(1-t)*(1-t)*t*y1 + 3*(1-t)*t*t*y2 + t*t*t }
    public func value(at x: Double) -> Double { var lo = 0.0, hi = 1.0; for _ in 0..<60 { let m = (lo+hi)/2; if bx(m) < x { lo = m } else { hi = m } }; return by((lo+hi)/2) }
    public func inverse(_ y: Double) -> Double { var lo = 0.0, hi = 1.0; for _ in 0..<60 { let m = (lo+hi)/2; if value(at: m) < y { lo = m } else { hi = m } }; return (lo+hi)/2 }
}
public struct Spring: Sendable, Hashable {
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {}
    public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) {}
    public var settlingDuration: Double { 1 }
    public func position(at t: Double) -> Double { 1 - exp(-10*t) }
}
public enum TimingFunction: Sendable, Hashable {
    case bezier(CubicBezier)
    case spring(Spring)
    public static let linear = TimingFunction.bezier(CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
    public static let easeIn = TimingFunction.bezier(CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    public static let easeOut = TimingFunction.bezier(CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    public static let easeInOut = TimingFunction.bezier(CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    public func progress(elapsed: Double, duration: Double) -> Double {
        switch self { case .bezier(let b): return duration <= 0 ? 1 : b.value(at: min(max(elapsed/duration, 0), 1)); case .spring(let s): return s.position(at: min(elapsed, duration)) }
    }
}
