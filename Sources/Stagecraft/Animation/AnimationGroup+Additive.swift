/// A group's side of additive animation (T8.7): joining a stack, its contribution to the sum,
/// leaving when it ends.
extension AnimationGroup {
    /// The stack the group's tracks of `key` of `view` follow, if the property is stacked.
    func additiveStack(of view: View, _ key: AnimatableKey) -> AdditiveStack? {
        stacks.first { $0.view === view && $0.key == key }
    }

    /// Makes the group's tracks of the stack's property follow `stack` (also the ones added later).
    func join(_ stack: AdditiveStack) {
        if !stacks.contains(where: { $0 === stack }) { stacks.append(stack) }
        updateTracks { tracks in
            for index in tracks.indices where tracks[index].view === stack.view && tracks[index].key == stack.key {
                tracks[index].isStacked = true
            }
        }
    }

    /// Adds the group's `current − final` value of `key` of `view` at engine time `time` to `sum`:
    /// the group's share of the stacked value (0 once it reaches its end).
    func addContribution(of view: View, _ key: AnimatableKey, at time: Double, layerTiming: Bool, to sum: inout SIMD8<Double>) {
        if let (current, final) = stackedValues(of: view, key, at: time, layerTiming: layerTiming) { sum += current.lanes - final.lanes }
    }

    /// The lanes of the group's one track of `key` of `view` when the stacked value follows it by
    /// the group's eased progress alone (a whole-span track, no keyframes, no per-axis spring): the
    /// stack then computes the contribution from them without searching the tracks each frame.
    func plainStackedLanes(of view: View, _ key: AnimatableKey) -> (from: SIMD8<Double>, to: SIMD8<Double>)? {
        guard !key.isMatrix, axisTiming == nil || key != .center else { return nil }
        var found: (from: SIMD8<Double>, to: SIMD8<Double>)?
        for index in tracks.indices where tracks[index].view === view && tracks[index].key == key {
            guard found == nil, tracks[index].spansWholeGroup else { return nil }
            found = (tracks[index].from.lanes, tracks[index].to.lanes)
        }
        return found
    }

    /// The group's current and final values of `key` of `view` at engine time `time`, nil when it
    /// has nothing to show yet.
    func stackedValues(of view: View, _ key: AnimatableKey, at time: Double, layerTiming: Bool) -> (AnimatableValue, AnimatableValue)? {
        let progress = stackedProgress(at: time, of: view, layerTiming: layerTiming)
        var current: AnimatableValue?
        var final: AnimatableValue?
        // Borrowed, not a `for track in tracks` copy: no retain and release of each track's references.
        tracks.withUnsafeBufferPointer { tracks in
            for index in tracks.indices where tracks[index].view === view && tracks[index].key == key {
                if tracks[index].spansWholeGroup, axisTiming == nil || key != .center {
                    current = AnimatableValue.interpolate(tracks[index].from, tracks[index].to, progress.eased)
                } else if let value = tracks[index].value(progress: progress.shaped, groupDuration: duration, timing: timing,
                                                          linear: progress.linear, axes: axisTiming) {
                    current = value  // later keyframes of the property override earlier ones once started
                }
                final = tracks[index].to
            }
        }
        guard let current, let final else { return nil }
        return (current, final)
    }

    /// Leaves `stack` at the group's end: the property goes on showing the remaining animations'
    /// sum, and its slot passes to the newest of them.
    func leave(_ stack: AdditiveStack) {
        stacks.removeAll { $0 === stack }
        if stacks.isEmpty { progressCell = -1 }  // in no stack: the next `HotStacks` build has no cell for it
        guard stack.contains(self) else { return }
        let remains = stack.remove(self)
        if stack.view.animationSlots[stack.key] === self { stack.view.animationSlots[stack.key] = stack.newest }
        if remains {
            stack.render(at: engine.now, layerTiming: engine.usesLayerTiming)
        } else if stack.view.animationSlots[stack.key] == nil {
            stack.view.showModelValue(of: stack.key)
        }
    }
}
