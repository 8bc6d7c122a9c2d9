import Stagecraft

/// The range a bound numeric property accepts, and what a value outside it does, as UIKit documents
/// it: a value is *clamped* to the range (CALayer's `opacity`: "values outside that range are
/// clamped") or *refused* — the property keeps its value and the core reports a diagnostic of
/// `kind` — or, where the binding checks the value itself, an *error* at the script's line (a
/// script's bad value is never a trap, and never a silent change either).
///
/// Most ranges are enforced by the core's setters (Swift hosts set the same properties); this table
/// is the one declaration of them for the Lua surface: the bindings that check a range themselves
/// read it here, and the binding tests generate every property's boundary and out-of-range cases
/// from it (issue 29: 0 is a corner radius, −0.001 is not).
public struct BoundNumberRange: Sendable {
    public enum Outside: Sendable, Equatable {
        case clamped
        case refused(Diagnostic.Kind)
        case error
    }

    /// The Lua global the object's class is bound under (`UIView`, `CALayer`…).
    public let owner: String
    public let property: String
    public let lower: Double?
    public let lowerIncluded: Bool
    public let upper: Double?
    public let upperIncluded: Bool
    /// A count (touches, taps): the nearest value outside a bound is 1 away, not a fraction.
    public let isCount: Bool
    public let outside: Outside
    /// The rule or document that gives the range.
    public let rule: String

    init(_ owner: String, _ property: String, atLeast lower: Double? = nil, above: Double? = nil,
         atMost upper: Double? = nil, below: Double? = nil, count: Bool = false, _ outside: Outside, _ rule: String) {
        self.owner = owner
        self.property = property
        self.lower = lower ?? above
        self.lowerIncluded = above == nil
        self.upper = upper ?? below
        self.upperIncluded = below == nil
        self.isCount = count
        self.outside = outside
        self.rule = rule
    }

    public func contains(_ value: Double) -> Bool {
        if let lower, lowerIncluded ? value < lower : value <= lower { return false }
        if let upper, upperIncluded ? value > upper : value >= upper { return false }
        return value.isFinite
    }

    /// How a message says the range: `0…1`, `≥ 0`, `> 0`, `strictly between 0 and 1`.
    public var wording: String {
        func number(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value) }
        switch (lower, upper) {
        case let (low?, high?) where lowerIncluded && upperIncluded: return "\(number(low))…\(number(high))"
        case let (low?, high?) where !lowerIncluded && !upperIncluded: return "strictly between \(number(low)) and \(number(high))"
        case let (low?, high?): return "\(lowerIncluded ? "≥" : ">") \(number(low)) and \(upperIncluded ? "≤" : "<") \(number(high))"
        case let (low?, nil): return "\(lowerIncluded ? "≥" : ">") \(number(low))"
        case let (nil, high?): return "\(upperIncluded ? "≤" : "<") \(number(high))"
        case (nil, nil): return "a finite number"
        }
    }
}

/// The bound numeric properties whose documented range Stagecraft enforces where they are set. A
/// property not listed takes any finite number (`LuaCall.number` insists on that); among them the
/// layer animations' `duration`, `repeatCount` and spring constants, which the core makes safe where
/// it evaluates them (`Spring` clamps mass and stiffness) rather than refusing at the setter.
public enum BoundNumberRanges {
    private static let refused = BoundNumberRange.Outside.refused(.invalidValue)
    private static let gestureRefused = BoundNumberRange.Outside.refused(.gestureMisuse)

    /// The velocity a scroll view keeps per millisecond while coasting (the binding checks it).
    public static let decelerationRate = BoundNumberRange("UIScrollView", "decelerationRate", above: 0, below: 1, .error, "SV1.6")

    public static let all: [BoundNumberRange] = [
        // Opacity: "values outside that range are clamped" (CALayer.opacity, which is UIView.alpha, L1.1).
        BoundNumberRange("UIView", "alpha", atLeast: 0, atMost: 1, .clamped, "T8.3, CALayer.opacity [Doc]"),
        BoundNumberRange("CALayer", "opacity", atLeast: 0, atMost: 1, .clamped, "L1.1"),
        BoundNumberRange("CALayer", "shadowOpacity", atLeast: 0, atMost: 1, .clamped, "L1.3, CALayer.shadowOpacity [Doc]"),
        // Lengths: 0 draws nothing (square corners, no border, a sharp shadow); a negative one is meaningless.
        BoundNumberRange("UIView", "cornerRadius", atLeast: 0, refused, "L1.2"),
        BoundNumberRange("CALayer", "cornerRadius", atLeast: 0, refused, "L1.2"),
        BoundNumberRange("CALayer", "borderWidth", atLeast: 0, refused, "L1.3"),
        BoundNumberRange("CALayer", "shadowRadius", atLeast: 0, refused, "L1.3"),
        BoundNumberRange("UILabel", "fontSize", above: 0, refused, "UIFont(ofSize:) [Doc]"),
        // Gestures: 0 s is the touch-down recognizer; at least one finger and one tap.
        BoundNumberRange("UILongPressGestureRecognizer", "minimumPressDuration", atLeast: 0, gestureRefused, "T12.4"),
        BoundNumberRange("UILongPressGestureRecognizer", "allowableMovement", atLeast: 0, gestureRefused, "T12.4"),
        BoundNumberRange("UILongPressGestureRecognizer", "numberOfTouchesRequired", atLeast: 1, count: true, gestureRefused, "T12.4"),
        BoundNumberRange("UIPanGestureRecognizer", "minimumNumberOfTouches", atLeast: 1, count: true, gestureRefused, "T12.4"),
        BoundNumberRange("UIPanGestureRecognizer", "maximumNumberOfTouches", atLeast: 1, count: true, gestureRefused, "T12.4"),
        BoundNumberRange("UITapGestureRecognizer", "numberOfTapsRequired", atLeast: 1, count: true, gestureRefused, "T12.4"),
        BoundNumberRange("UISwipeGestureRecognizer", "numberOfTouchesRequired", atLeast: 1, count: true, gestureRefused, "T12.8"),
        // Timing: completionSpeed must be > 0; a deceleration rate is a fraction kept per millisecond.
        BoundNumberRange("UIPercentDrivenInteractiveTransition", "completionSpeed", above: 0, .refused(.transitionMisuse), "T6.3"),
        decelerationRate,
        BoundNumberRange("UIViewPropertyAnimator", "fractionComplete", atLeast: 0, atMost: 1, .clamped, "T7.2"),
    ]
}
