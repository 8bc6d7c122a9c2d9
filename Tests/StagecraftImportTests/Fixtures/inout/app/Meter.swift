import UIKit

/// `inout` parameters, copy-in copy-out (SW5.6): the callee works on the value, the caller's
/// variable gets the final value back when the call returns.
final class Meter {
    var total = 0
    var frame = CGRect(x: 0, y: 0, width: 10, height: 10)

    /// Clamps in place, and says whether it had to: a result besides the inout value.
    func clamp(_ value: inout Int, to limit: Int) -> Bool {
        if value > limit {
            value = limit
            return true
        }
        return false
    }

    func swapValues(_ a: inout Int, _ b: inout Int) {
        let kept = a
        a = b
        b = kept
    }

    /// A struct changed member-wise, then replaced as a whole.
    func grow(_ rect: inout CGRect, by amount: CGFloat) {
        rect.size.width += amount
        rect = rect.offsetBy(dx: amount, dy: 0)
    }

    func run() -> String {
        var high = 12
        let clampedHigh = clamp(&high, to: 10)
        var low = 3
        let clampedLow = clamp(&low, to: 10)
        var a = 1
        var b = 2
        swapValues(&a, &b)
        _ = clamp(&total, to: -1)
        grow(&frame, by: 5)
        return "\(high) \(clampedHigh) \(low) \(clampedLow) \(a) \(b) \(total) \(Int(frame.origin.x)) \(Int(frame.width))"
    }
}
