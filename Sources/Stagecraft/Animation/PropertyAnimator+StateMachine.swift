/// The calls that move a property animator between its states (T7.1, T7.4–T7.8).
extension PropertyAnimator {
    /// Runs from inactive or paused; never from stopped (T7.4).
    public func startAnimation() throws(AnimatorError) { try startAnimation(afterDelay: 0) }

    public func startAnimation(afterDelay delay: Double) throws(AnimatorError) {
        guard state != .stopped else { throw AnimatorError(call: "startAnimation", reason: "a stopped animator cannot be started; call finishAnimation(at:)") }
        guard delay.isFinite, delay >= 0 else { throw AnimatorError(call: "startAnimation(afterDelay:)", reason: "delay \(delay) must be ≥ 0") }
        if state == .inactive { activate() }
        guard !isRunning else { return }
        leavePause()
        isRunning = true
        anchorTime = engine.now + delay
        scheduleEnd()
    }

    /// Pauses (activating an inactive animator first). A programmer error while stopped (T7.4).
    public func pauseAnimation() throws(AnimatorError) {
        guard state != .stopped else { throw AnimatorError(call: "pauseAnimation", reason: "a stopped animator cannot be paused") }
        if state == .inactive {
            activate()
            return
        }
        guard isRunning else { return }
        guard isInterruptible else { throw AnimatorError(call: "pauseAnimation", reason: "a non-interruptible animator cannot be paused") }
        reanchor()
        isRunning = false
        endEvent?.cancel()
        enterPause()
        renderNow()
    }

    /// Stops where it is: properties keep their last rendered values (T7.5). `true` ends it now
    /// (inactive, no completions); `false` leaves it stopped until `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) throws(AnimatorError) {
        guard state == .active else { return }
        guard isInterruptible else { throw AnimatorError(call: "stopAnimation", reason: "a non-interruptible animator cannot be stopped") }
        if isRunning { reanchor() }
        isRunning = false
        endEvent?.cancel()
        freezeAtPresentation()
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { resetClock() }
    }

    /// Ends a stopped animator: `.current` leaves the properties, `.start`/`.end` set them; the
    /// completions get `position` (T7.5).
    public func finishAnimation(at position: Position) throws(AnimatorError) {
        guard state == .stopped else { throw AnimatorError(call: "finishAnimation(at:)", reason: "only a stopped animator can be finished (state: \(state))") }
        finish(at: position)
    }

    /// Resumes a paused animator as if it restarted from its current values: the rest of the motion
    /// takes `durationFactor × duration` with `parameters` (or the original timing) (T7.8).
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) throws(AnimatorError) {
        guard state == .active else { throw AnimatorError(call: "continueAnimation", reason: "only an active animator can be continued (state: \(state))") }
        guard durationFactor.isFinite, durationFactor > 0 else { throw AnimatorError(call: "continueAnimation", reason: "durationFactor \(durationFactor) must be > 0") }
        if isRunning { reanchor() }
        endEvent?.cancel()
        let remaining = durationFactor * duration
        if let parameters { timingParameters = parameters }
        timing = timingParameters.timingFunction(duration: remaining)
        axisTiming = timingParameters.axisTiming(duration: remaining)
        rebase(duration: remaining)
        runDuration = remaining
        isRunning = true
        anchorTime = engine.now
        scheduleEnd()
    }
}
