/// Options of a view animation block, with UIKit's names and bit values (`UIView.AnimationOptions`).
///
/// The curve is a two-bit field (bits 16–17), so `.curveEaseInOut` is the empty set, as in UIKit.
public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public var rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the presentation value of an in-flight animation instead of the old model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run forwards, then backwards (the model keeps the new value, so the view snaps to it at the end).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    // `UIView.transition(with:…)` effects: a three-bit field (bits 20–22), UIKit's raw values.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The timing curve the options select (UIKit's default is ease-in-ease-out).
    public var curve: TimingFunction {
        switch (rawValue >> 16) & 0x3 {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInOut
        }
    }

    /// True when a curve other than the default was named.
    var namesCurve: Bool { (rawValue >> 16) & 0x3 != 0 }
}

/// Options of a keyframe animation block (`UIView.KeyframeAnimationOptions`).
///
/// A keyframe block also takes the curve bits of `AnimationOptions` (as UIKit does, through the
/// shared raw values): the curve shapes the whole block, and keyframes are linear inside it.
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public var rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }
    public init(_ options: AnimationOptions) { self.init(rawValue: options.rawValue) }

    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each keyframe's value is held, then jumps at the keyframe's end.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Straight segments at constant speed; key times and the curve are ignored (T8.5).
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A Catmull-Rom spline through the keyframe values at their key times.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// The Catmull-Rom spline at constant speed; key times and the curve are ignored.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue) }
    var isDiscrete: Bool { (rawValue >> 10) & 0x7 == 1 }

    /// The calculation mode that needs a whole-block path, if any (paced, cubic, cubicPaced).
    var pathMode: KeyframePath.Mode? {
        switch (rawValue >> 10) & 0x7 {
        case 2: .paced
        case 3: .cubic
        case 4: .cubicPaced
        default: nil
        }
    }
}
