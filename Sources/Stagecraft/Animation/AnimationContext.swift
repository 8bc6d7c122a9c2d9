/// An open animation block: the settings that property changes made inside it are animated with.
///
/// Views ask the current engine for the open context on every animatable property change;
/// the context turns the change into a track of its group (or applies it at once when
/// animations are disabled).
final class AnimationContext {
    let duration: Double
    let delay: Double
    let timing: TimingFunction
    let options: AnimationOptions
    /// The group being filled; nil when changes must not animate (`performWithoutAnimation`, duration ≤ 0).
    let group: AnimationGroup?
    /// True inside `animateKeyframes`.
    let isKeyframeBlock: Bool
    let isDiscrete: Bool
    /// The span of the keyframe being recorded (inside `addKeyframe`).
    var keyframeSpan: (start: Double, end: Double)?

    init(duration: Double, delay: Double, timing: TimingFunction, options: AnimationOptions, group: AnimationGroup?,
         isKeyframeBlock: Bool = false, isDiscrete: Bool = false) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
        self.group = group
        self.isKeyframeBlock = isKeyframeBlock
        self.isDiscrete = isDiscrete
    }

    /// Records that `key` of `view` changed from `old` (the model is already at the new value).
    func record(_ view: View, _ key: AnimatableKey, from old: AnimatableValue) {
        guard let group else { return applyWithoutAnimation(view, key) }
        let span = keyframeSpan ?? (0, 1)
        let to = view.model.value(of: key)
        let previous = group.lastTrackIndex(of: view, key)
        if let previous, group.tracks[previous].spanStart == span.start, group.tracks[previous].spanEnd == span.end {
            group.setTarget(to, ofTrackAt: previous)  // set twice in one block or keyframe: keep the first start
            return
        }
        let owner = view.animationSlots[key].flatMap { $0 === group ? nil : $0 }
        let stacks = owner.map { addsOnTop(of: $0, key) } ?? false
        // An added animation runs from the old model value to the new one (its share ends at 0).
        let fromScreen = options.contains(.beginFromCurrentState) && previous == nil && !stacks
        let from = fromScreen ? view.presentation.value(of: key) : old
        if from == to, previous == nil, view.animationSlots[key] == nil { return applyWithoutAnimation(view, key) }
        var stack = previous == nil ? nil : group.additiveStack(of: view, key)
        if let owner {
            if stacks {
                stack = owner.additiveStack(of: view, key) ?? AdditiveStack(view: view, key: key, first: owner, hotStacks: group.engine.hotStacks)
            } else {
                let stacked = owner.additiveStack(of: view, key)?.groups ?? [owner]
                for running in stacked { running.yield(view, key) }
            }
        }
        view.animationSlots[key] = group
        group.append(AnimationTrack(
            view: view, key: key, from: from, to: to, spanStart: span.start, spanEnd: span.end,
            holdsBeforeStart: previous == nil, isDiscrete: isDiscrete))
        if let stack { stack.add(group) }
    }

    /// Whether a change of `key` made in this block is added on top of `owner`'s running animation
    /// of it instead of replacing it (T8.7). The one place this is decided:
    /// - UIKit (iOS 8+) animates position, bounds and transform additively (WWDC 2014 session 236,
    ///   "Building Interruptible and Responsive Interactions"); alpha and colours are replaced.
    /// - With or without `.beginFromCurrentState`: "for properties that adopt this additive animation
    ///   behavior, it will happen whether or not you use the UIViewAnimationOptionBeginFromCurrentState
    ///   option" (iosoteric.com, "Additive animations: animateWithDuration in iOS 8", which also shows
    ///   iOS 8 adding `additive = 1` CABasicAnimations for bounds.origin/size). The option still makes
    ///   non-additive properties start from the screen (T8.4).
    /// - Property animators keep replacing: their groups start from the presentation value and set
    ///   their end values into the model at the end (T7.5), which a stack would contradict. (?)
    /// - An animation of another engine (a view kept from an engine since dropped) is replaced: each
    ///   engine draws its own stacks, from its own groups' progress (`HotStacks`).
    private func addsOnTop(of owner: AnimationGroup, _ key: AnimatableKey) -> Bool {
        guard key.isAdditive, let group, owner.engineID == group.engineID else { return false }
        guard case .timeline = group.clock, case .timeline = owner.clock else { return false }
        return !owner.isFinished
    }

    /// A change that does not animate: on screen at once, unless an animation is driving the property
    /// (that animation keeps running, and the view shows the new model value when it ends).
    private func applyWithoutAnimation(_ view: View, _ key: AnimatableKey) {
        if view.animationSlots[key] == nil { view.showModelValue(of: key) }
    }
}
