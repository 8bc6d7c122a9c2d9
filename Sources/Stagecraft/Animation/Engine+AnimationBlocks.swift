/// Running animation blocks: the engine side of `View.animate`, keyframes and `performWithoutAnimation`.
extension Engine {
    /// The settings an animation block runs with after inheriting from the enclosing block (T8.4).
    struct BlockSettings {
        var duration: Double
        var delay: Double
        var timing: TimingFunction
        var options: AnimationOptions
        /// The curve in the words of the API that asked for it (SD2.5); nil names it from `timing`.
        var curve: String? = nil
    }

    /// Runs `animations` as one animation block and calls `completion` when its animations end
    /// (`finished` is false if another animation took over one of its properties).
    func runAnimationBlock(
        _ requested: BlockSettings, keyframes: KeyframeAnimationOptions? = nil,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let settings = inherit(requested)
        // T8.1: no duration (or animations disabled) applies the changes at once.
        let animates = settings.duration > 0 && !(contextStack.last.map { $0.group == nil } ?? false)
        guard animates else {
            let context = AnimationContext(duration: 0, delay: 0, timing: settings.timing, options: settings.options, group: nil)
            contextStack.append(context)
            animations()
            contextStack.removeLast()
            if let completion { async { completion(true) } }
            return
        }
        let timeline = activeTimeline
        if timeline.firstBlockTiming == nil { timeline.firstBlockTiming = settings.timing }
        let isKeyframeBlock = keyframes != nil
        let pathMode = keyframes?.pathMode
        // Paced modes ignore the block's curve as well as the key times (T8.5).
        let pacedModes: [KeyframePath.Mode] = [.paced, .cubicPaced]
        let isPaced = pathMode.map { pacedModes.contains($0) } == true
        let outerTiming = isPaced ? TimingFunction.linear : settings.timing
        let curve = settings.curve ?? CurveLabel.uiKit(settings.timing)
        let group = AnimationGroup(
            engine: self, sequence: makeSequence(), clock: .timeline(timeline, begin: timeline.currentTime + settings.delay),
            duration: settings.duration, timing: isKeyframeBlock ? .linear : settings.timing,
            outerTiming: isKeyframeBlock ? outerTiming : nil,
            autoreverses: settings.options.contains(.autoreverse), repeatCount: settings.options.contains(.repeat) ? .infinity : 1,
            curve: keyframes.map { CurveLabel.keyframes($0.calculationModeName, curve: isPaced ? nil : curve) } ?? curve)
        group.completion = completion
        let context = AnimationContext(
            duration: settings.duration, delay: settings.delay, timing: settings.timing, options: settings.options,
            group: group, isKeyframeBlock: isKeyframeBlock, isDiscrete: keyframes?.isDiscrete ?? false)
        contextStack.append(context)
        animations()
        contextStack.removeLast()
        if let pathMode { group.followPaths(pathMode) }
        if group.tracks.isEmpty {
            // Nothing changed: UIKit calls the completion right away (on the next run-loop turn).
            let (work, finished) = group.end(ranToEnd: true)
            if let work { async { work(finished) } }
        } else {
            add(group)
        }
    }

    /// Runs `animations` as one keyframe of the enclosing keyframe block (T8.5).
    func addKeyframe(relativeStartTime start: Double, relativeDuration length: Double, animations: () -> Void) {
        guard let context = contextStack.last, context.isKeyframeBlock, context.group != nil else {
            report(Diagnostic(kind: .animationMisuse, message: "addKeyframe called outside animateKeyframes; its changes were applied without animation"))
            return performWithoutAnimation(animations)
        }
        guard start.isFinite, length.isFinite, start >= 0, length >= 0, start + length <= 1 + 1e-9 else {
            report(Diagnostic(kind: .animationMisuse, message: "addKeyframe(withRelativeStartTime: \(start), relativeDuration: \(length)): the keyframe must lie within 0…1; its changes were applied without animation"))
            return performWithoutAnimation(animations)
        }
        let outer = context.keyframeSpan
        context.keyframeSpan = (start, min(start + length, 1))
        animations()
        context.keyframeSpan = outer
    }

    /// Runs `changes` with animations disabled, even inside an animation block.
    func performWithoutAnimation(_ changes: () -> Void) {
        let context = AnimationContext(duration: 0, delay: 0, timing: .linear, options: [], group: nil)
        contextStack.append(context)
        changes()
        contextStack.removeLast()
    }

    /// A nested block inherits the enclosing block's duration, curve and options unless told otherwise.
    private func inherit(_ requested: BlockSettings) -> BlockSettings {
        guard let outer = contextStack.last, outer.group != nil else { return requested }
        var settings = requested
        let options = requested.options
        if !options.contains(.overrideInheritedDuration) { settings.duration = outer.duration }
        if !options.contains(.overrideInheritedCurve) { (settings.timing, settings.curve) = (outer.timing, outer.group?.curve) }
        if !options.contains(.overrideInheritedOptions) {
            let ownBits = options.intersection([.overrideInheritedDuration, .overrideInheritedCurve])
            settings.options = outer.options.union(ownBits)
        }
        settings.delay = outer.delay + requested.delay
        return settings
    }
}
