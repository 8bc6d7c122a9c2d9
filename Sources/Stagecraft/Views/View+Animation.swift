/// UIKit's view animation API (`UIView.animate…`), on the current thread's engine.
///
/// Without a current engine (none created on this thread) changes apply at once and
/// completions run immediately with `finished == true`.
extension View {
    /// Animates the changes made in `animations` (T8.1–T8.4).
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(.init(duration: duration, delay: delay, timing: options.curve, options: options), animations, completion)
    }

    /// Animates with a spring that settles at `duration` (T8.6): `dampingRatio` 1 never overshoots;
    /// `velocity` is the initial speed as a fraction of the distance per second (gesture velocity ÷ distance).
    public static func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        run(.init(duration: duration, delay: delay, timing: .spring(spring), options: options.union(.overrideInheritedCurve),
                  curve: CurveLabel.spring(dampingRatio: dampingRatio, initialVelocity: velocity)), animations, completion)
    }

    /// The iOS 17 spring animation: perceptual `duration` and `bounce` (T11.1).
    public static func animate(
        springDuration duration: Double = 0.5, bounce: Double = 0, initialSpringVelocity velocity: Double = 0,
        delay: Double = 0, options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = Spring(duration: duration, bounce: bounce, initialVelocity: velocity)
        let length = max(duration, spring.settlingDuration)  // the animation runs until the spring settles
        run(.init(duration: length, delay: delay, timing: .spring(spring), options: options.union(.overrideInheritedCurve),
                  curve: CurveLabel.spring(duration: duration, bounce: bounce)), animations, completion)
    }

    /// A keyframe animation: the block's changes are made in `addKeyframe` calls (T8.5).
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let animationOptions = options.animationOptions
        let settings = Engine.BlockSettings(duration: duration, delay: delay, timing: animationOptions.curve, options: animationOptions)
        guard let engine = Engine.current else { return runWithoutEngine(animations, completion) }
        engine.runAnimationBlock(settings, keyframes: options, animations: animations, completion: completion)
    }

    /// One keyframe of the enclosing `animateKeyframes` block; start and duration are fractions of it.
    public static func addKeyframe(withRelativeStartTime start: Double, relativeDuration duration: Double, animations: () -> Void) {
        guard let engine = Engine.current else { return animations() }
        engine.addKeyframe(relativeStartTime: start, relativeDuration: duration, animations: animations)
    }

    /// Inside an animation block, makes the changes in `animations` repeat `count` times (fractions
    /// allowed), running back each time if `autoreverses` (iOS 13); see `Engine.modifyAnimations`.
    public static func modifyAnimations(withRepeatCount count: Double, autoreverses: Bool, animations: () -> Void) {
        guard let engine = Engine.current else { return animations() }
        engine.modifyAnimations(repeatCount: count, autoreverses: autoreverses, animations: animations)
    }

    /// Makes the changes without animation, even inside an animation block (T8.4).
    public static func performWithoutAnimation(_ changes: () -> Void) {
        guard let engine = Engine.current else { return changes() }
        engine.performWithoutAnimation(changes)
    }

    /// The duration of the enclosing animation block, 0 outside one.
    public static var inheritedAnimationDuration: Double {
        guard let context = Engine.currentAnimationContext, context.group != nil else { return 0 }
        return context.duration
    }

    /// Stops every animation of this view (its layer's `removeAllAnimations`): properties show
    /// their model values, and the stopped blocks complete with `finished == false`.
    public func removeAllAnimations() {
        for key in AnimatableKey.allCases {
            animationSlots[key]?.removeTracks(of: self)
        }
    }

    /// The properties being animated now.
    public var animatingKeys: [AnimatableKey] { AnimatableKey.allCases.filter { animationSlots[$0] != nil } }

    /// Called by the property setters after the model changed.
    @inline(__always)
    func modelDidChange(_ key: AnimatableKey, from old: AnimatableValue?, in context: AnimationContext?) {
        if let context, let old {
            context.record(self, key, from: old)
        } else if animationSlots[key] == nil {
            showModelValue(of: key)
        }
    }

    private static func run(_ settings: Engine.BlockSettings, _ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        guard let engine = Engine.current else { return runWithoutEngine(animations, completion) }
        engine.runAnimationBlock(settings, animations: animations, completion: completion)
    }

    private static func runWithoutEngine(_ animations: () -> Void, _ completion: ((Bool) -> Void)?) {
        animations()
        completion?(true)
    }
}
