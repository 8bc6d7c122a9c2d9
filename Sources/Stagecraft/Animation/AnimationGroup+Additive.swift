/// A group's side of additive animation (T8.7): joining a stack, its contribution to the sum,
/// leaving when it ends.
extension AnimationGroup {
    /// The stack the group's tracks of `key` of `view` follow, if the property is stacked.
    func additiveStack(of view: View, _ key: AnimatableKey) -> AdditiveStack? {
        tracks.first { $0.view === view && $0.key == key && $0.stack != nil }?.stack
    }

    /// Makes the group's tracks of the stack's property follow `stack`.
    func join(_ stack: AdditiveStack) {
        updateTracks { tracks in
            for index in tracks.indices where tracks[index].view === stack.view && tracks[index].key == stack.key {
                tracks[index].stack = stack
            }
        }
    }

    /// The group's value of `key` of `view` at engine time `time` and the value it ends at: the
    /// group adds `current − final` to the model (0 once it reaches its end).
    func contribution(of view: View, _ key: AnimatableKey, at time: Double) -> (current: AnimatableValue, final: AnimatableValue)? {
        let (fraction, linear) = fraction(at: time)
        let shaped = outerTiming.map { $0.progress(elapsed: fraction, duration: 1) } ?? fraction
        var current: AnimatableValue?
        var final: AnimatableValue?
        for track in tracks where track.view === view && track.key == key {
            // Later keyframes of the property override earlier ones once they have started.
            if let value = track.value(progress: shaped, groupDuration: duration, timing: timing, linear: linear) { current = value }
            final = track.to
        }
        guard let current, let final else { return nil }
        return (current, final)
    }

    /// Leaves `stack` at the group's end: the property goes on showing the remaining animations'
    /// sum, and its slot passes to the newest of them.
    func leave(_ stack: AdditiveStack) {
        guard stack.contains(self) else { return }
        let remains = stack.remove(self)
        if stack.view.animationSlots[stack.key] === self { stack.view.animationSlots[stack.key] = stack.newest }
        if remains {
            stack.render(at: engine.now)
        } else if stack.view.animationSlots[stack.key] == nil {
            stack.view.showModelValue(of: stack.key)
        }
    }
}
