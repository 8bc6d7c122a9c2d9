/// A property animator call that UIKit would answer with an exception (T7.4, T7.5, T7.9).
public struct AnimatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call that was refused, e.g. `startAnimation()`.
    public var call: String
    /// Why, in UIKit's terms.
    public var reason: String

    public init(call: String, reason: String) {
        self.call = call
        self.reason = reason
    }

    public var description: String { "\(call): \(reason)" }
}
