/// How a property animator's progress follows engine time, and how it ends.
extension PropertyAnimator {
    /// τ at engine time `time`: fixed while paused; moving at 1/runDuration per second while running.
    func fraction(at time: Double) -> Double {
        guard isRunning, time > anchorTime, runDuration > 0 else {
            return isRunning && runDuration <= 0 && time >= anchorTime ? (runsReversed ? 0 : 1) : anchorFraction
        }
        let moved = (time - anchorTime) / runDuration
        return min(max(runsReversed ? anchorFraction - moved : anchorFraction + moved, 0), 1)
    }

    /// Paused animators that scrub linearly show values linear in `fractionComplete` (T7.9
    /// `scrubsLinearly`); a spring keeps its curve, so pausing it does not move the views
    /// (`UncertainRules.pausedSpringsFollowTheirCurve`).
    var scrubsLinearlyNow: Bool {
        guard state == .active, !isRunning, scrubsLinearly else { return false }
        if case .spring = timing { return !UncertainRules.pausedSpringsFollowTheirCurve }
        return true
    }

    /// Starts the animator's first run: the pending animation blocks are recorded now.
    func activate() {
        state = .active
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for block in blocks { record(block.animations, spanStart: block.delayFactor) }
        enterPause()
    }

    /// Records `animations` as a group driven by this animator over τ ∈ spanStart…1.
    func record(_ animations: () -> Void, spanStart: Double) {
        let group = AnimationGroup(engine: engine, sequence: engine.makeSequence(), clock: .driver(self), duration: duration, timing: timing,
                                   curve: CurveLabel.parameters(timingParameters))
        group.axisTiming = axisTiming
        let context = AnimationContext(duration: duration, delay: 0, timing: timing, options: .beginFromCurrentState, group: group)
        context.keyframeSpan = (min(spanStart, 1), 1)
        engine.contextStack.append(context)
        animations()
        engine.contextStack.removeLast()
        guard !group.tracks.isEmpty else { return }
        for track in group.tracks {
            if !startValues.contains(where: { $0.view === track.view && $0.key == track.key }) {
                startValues.append((track.view, track.key, track.from))
            }
            endValues.removeAll { $0.view === track.view && $0.key == track.key }
            endValues.append((track.view, track.key, track.to))
        }
        groups.append(group)
        engine.add(group)
    }

    /// The engine time at which τ was (or will be) 0 going forward at the run's speed: where the
    /// trace puts the start of the animator's motion (SD2.5). A paused animator is placed as if
    /// it had run to where it is.
    var startTime: Double {
        isRunning && !runsReversed ? anchorTime - anchorFraction * runDuration : engine.now - fraction(at: engine.now) * runDuration
    }

    /// Moves the anchor to now, so direction or speed can change without a jump.
    func reanchor() {
        anchorFraction = fraction(at: engine.now)
        anchorTime = max(engine.now, anchorTime)
    }

    /// When pausing with `scrubsLinearly`, re-expresses progress in value space so the views do not jump.
    func enterPause() {
        guard scrubsLinearly, case .bezier = timing else { return }
        anchorFraction = timing.progress(elapsed: anchorFraction, duration: 1)
    }

    /// Back from a linear-scrubbing pause: returns to time space on the curve (the inverse of `enterPause`).
    func leavePause() {
        guard scrubsLinearly, case let .bezier(curve) = timing else { return }
        anchorFraction = curve.inverse(anchorFraction)
    }

    /// Makes the current values the new start of every track (for a re-timed continue).
    func rebase(duration newDuration: Double) {
        let position = anchorFraction
        let reported = fractionOffset + fractionScale * position
        for group in groups where !group.isFinished {
            group.rebase(at: position, reversed: runsReversed, timing: timing, duration: newDuration, curve: CurveLabel.parameters(timingParameters))
            group.axisTiming = axisTiming
        }
        if runsReversed {
            (fractionOffset, fractionScale) = (0, reported)
            anchorFraction = 1
        } else {
            (fractionOffset, fractionScale) = (reported, 1 - reported)
            anchorFraction = 0
        }
    }

    func scheduleEnd() {
        endEvent?.cancel()
        guard isRunning else { return }
        let distance = runsReversed ? anchorFraction : 1 - anchorFraction
        endEvent = engine.schedule(at: anchorTime + distance * runDuration) { [weak self] in self?.reachedEnd() }
    }

    func renderNow() {
        for group in groups where !group.isFinished { group.render(at: engine.now) }
    }

    /// A run reached 1 (or 0 when reversed).
    private func reachedEnd() {
        anchorFraction = runsReversed ? 0 : 1
        isRunning = false
        renderNow()
        if pausesOnCompletion { return }  // stays active and paused at the end, no completions (T7.6)
        finish(at: runsReversed ? .start : .end)
    }

    /// Sets the properties for `position`, releases them and calls the completions.
    func finish(at position: Position) {
        switch position {
        case .end: for (view, key, value) in endValues { value.write(key, into: &view.model) }
        case .current: freezeAtPresentation()
        case .start: for (view, key, value) in startValues { value.write(key, into: &view.model) }
        }
        for group in groups { _ = group.end(ranToEnd: true) }
        for (view, key, _) in startValues where view.animationSlots[key] == nil { view.showModelValue(of: key) }
        state = .inactive
        resetClock()
        let work = completions
        completions.removeAll()
        for completion in work { completion(position) }
    }

    /// Makes every animated property's model its value on screen now, and releases the properties.
    func freezeAtPresentation() {
        for group in groups where !group.isFinished {
            for track in group.tracks { track.view.model.copy(track.key, from: track.view.presentation) }
            _ = group.end(ranToEnd: false)
        }
        groups.removeAll()
    }

    func resetClock() {
        groups.removeAll()
        startValues.removeAll()
        endValues.removeAll()
        anchorFraction = 0
        fractionOffset = 0
        fractionScale = 1
        runDuration = duration
        isRunning = false
        timing = timingParameters.timingFunction(duration: duration)
        axisTiming = timingParameters.axisTiming(duration: duration)
    }
}
