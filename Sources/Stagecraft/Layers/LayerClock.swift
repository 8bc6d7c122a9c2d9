/// A layer's local time as a function of media time (`CACurrentMediaTime()`, the engine's clock):
/// `local = rate × media + offset` (CA1.1).
///
/// Core Animation gives every layer a time space of its own (the `CAMediaTiming` protocol): a
/// layer's local time is `(parent − beginTime) × speed + timeOffset`, its parent's local time
/// computed the same way up to the root layer, whose parent time is media time. Each step is
/// affine, so the whole chain is one rate and one offset; a chain of default layers is the identity.
public struct LayerClock: Equatable, Sendable {
    /// Local seconds per second of media time: the product of the speeds on the way up.
    public var rate: Double
    public var offset: Double

    public static let identity = LayerClock(rate: 1, offset: 0)

    /// Local time when the parent's time is `parent`.
    public func time(at parent: Double) -> Double { rate * parent + offset }

    /// The parent time at which local time is `local`; nil when local time stands still (rate 0).
    public func parentTime(at local: Double) -> Double? { rate != 0 ? (local - offset) / rate : nil }

    /// This clock applied to the local time of a layer with the given timing, whose own parent
    /// time is the input: one step further up the layer tree.
    func after(speed: Double, timeOffset: Double, beginTime: Double) -> LayerClock {
        LayerClock(rate: rate * speed, offset: rate * (timeOffset - speed * beginTime) + offset)
    }
}
