/// Running explicit Core Animation animations on the engine's timelines, beside view animations.
extension Engine {
    /// Starts `animation` on `view`'s layer (`offset` moves path values from a shape layer's
    /// coordinates into the host's). Returns the group, or nil when nothing could animate; misuse
    /// (an unknown key path, a value of the wrong kind) is reported, never thrown.
    @discardableResult
    func addLayerAnimation(_ animation: LayerAnimation, to view: View, offset: Point = .zero) -> AnimationGroup? {
        guard let keyPath = LayerKeyPath(animation.keyPath) else {
            report(Diagnostic(kind: .animationMisuse, message: "\(view).layer: key path '\(animation.keyPath)' is not animatable in Stagecraft; the animation was ignored", subject: view.displayName))
            return nil
        }
        let key = keyPath.key
        func lanes(_ value: LayerValue) -> AnimatableValue? {
            var moved = value
            if case .path(let path) = value { moved = .path(path?.offsetBy(dx: offset.x, dy: offset.y)) }
            return keyPath.lanes(moved, over: view.model)
        }
        func bad(_ what: String) -> AnimationGroup? {
            report(Diagnostic(kind: .animationMisuse, message: "\(view).layer '\(animation.keyPath)' animation: \(what); the animation was ignored", subject: view.displayName))
            return nil
        }
        // (from, to, spanStart, spanEnd) for each segment.
        var segments: [(AnimatableValue, AnimatableValue, Double, Double)] = []
        let transaction = transactionStack.last
        var isKeyframe = false
        switch animation {
        case let keyframes as KeyframeAnimation:
            isKeyframe = true
            let values = keyframes.values.compactMap(lanes)
            guard values.count == keyframes.values.count, values.count >= 2 else { return bad("values must be at least two of the key path's kind") }
            let times = keyframes.keyTimes ?? values.indices.map { Double($0) / Double(values.count - 1) }
            guard times.count == values.count, zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                return bad("keyTimes must be as many as values and increasing")
            }
            for i in 0..<(values.count - 1) { segments.append((values[i], values[i + 1], times[i], times[i + 1])) }
        case let basic as BasicAnimation:
            let from: AnimatableValue
            if let value = basic.fromValue {
                guard let lanes = lanes(value) else { return bad("fromValue has the wrong kind") }
                from = lanes
            } else {
                from = view.presentation.value(of: key)  // nil fromValue: what is on screen now
            }
            var to = view.model.value(of: key)
            if let value = basic.toValue {
                guard let lanes = lanes(value) else { return bad("toValue has the wrong kind") }
                to = lanes
            } else if case .number(let by)? = basic.byValue {
                to = from
                to.lanes[0] += by
            }
            segments.append((from, to, 0, 1))
        default:
            return bad("only CABasicAnimation, CASpringAnimation and CAKeyframeAnimation can be added")
        }
        let duration = animation.duration > 0 ? animation.duration : (transaction?.animationDuration ?? 0.25)
        let timing = animation.timing(transaction?.timingFunction)
        let timeline = activeTimeline
        // beginTime is in the layer's time space (CA1.4): CACurrentMediaTime() + delay where the
        // layer's time is media time, `layer.convertTime(CACurrentMediaTime(), from: nil) + delay` anywhere.
        let delay = animation.beginTime > 0 ? max(animation.beginTime - view.layerClock(below: nil).time(at: now), 0) : 0
        let group = AnimationGroup(
            engine: self, sequence: makeSequence(), clock: .timeline(timeline, begin: timeline.currentTime + delay),
            duration: duration, timing: isKeyframe ? .linear : timing, outerTiming: isKeyframe ? timing : nil,
            autoreverses: animation.autoreverses, repeatCount: animation.repeatCount > 0 ? animation.repeatCount : 1,
            curve: animation.curveLabel(timing))
        // A new animation of a property replaces the one running on it.
        if let owner = view.animationSlots[key] {
            for running in owner.additiveStack(of: view, key)?.groups ?? [owner] { running.yield(view, key) }
        }
        view.animationSlots[key] = group
        let holds = animation.fillMode == .backwards || animation.fillMode == .both
        for (index, segment) in segments.enumerated() {
            group.append(AnimationTrack(
                view: view, key: key, from: segment.0, to: segment.1, spanStart: segment.2, spanEnd: segment.3,
                holdsBeforeStart: index == 0 ? holds || delay == 0 : false,
                isDiscrete: (animation as? KeyframeAnimation)?.isDiscrete ?? false))
        }
        let final = animation.autoreverses ? segments[0].0 : segments[segments.count - 1].1
        let keepsFinal = !animation.isRemovedOnCompletion && (animation.fillMode == .forwards || animation.fillMode == .both)
        if let transaction, transaction.completion != nil { transaction.pending += 1 }
        let counted = transaction?.completion != nil ? transaction : nil
        group.completion = { [weak view, weak self] finished in
            // fillMode forwards without removal keeps the end value on screen until the model changes.
            if keepsFinal, finished, let view, view.animationSlots[key] == nil { final.write(key, into: &view.presentationStorage.pointee) }
            animation.didStop?(finished)
            if let counted, let self { counted.animationEnded(on: self) }
        }
        if let didStart = animation.didStart { async(didStart) }
        add(group)
        return group
    }
}
