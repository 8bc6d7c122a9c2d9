/// A clock that view animations run on, which can be paused, scrubbed and driven
/// (Core Animation's media timing of a layer: `speed`, `timeOffset`, `beginTime`).
///
/// The engine's root timeline follows engine time. A transition gets a timeline of its own, so
/// that percent-driven interaction can pause its animations, set their time to
/// `percent × duration`, and later drive that time to the end or back to 0 along a curve (T6.2).
/// Local time is a pure function of engine time in every state.
public final class Timeline {
    /// How local time follows engine time.
    enum Mode {
        /// local = anchorLocal + (engineTime − anchorEngine) × speed
        case running(anchorEngine: Double, anchorLocal: Double, speed: Double)
        /// local stays fixed
        case paused(local: Double)
        /// local moves from `fromLocal` to `toLocal` along `timing` over `duration`, then pauses there.
        /// Indirect: its payload (a timing curve) is large, and keeping it out of line keeps `Mode`
        /// small, so reading it for every group every frame copies a few words instead of ~130 bytes.
        indirect case driven(startEngine: Double, duration: Double, fromLocal: Double, toLocal: Double, timing: TimingFunction)
    }

    unowned let engine: Engine
    public let name: String
    @exclusivity(unchecked) private(set) var mode: Mode  // read for every group every frame
    private var driveCompletion: ScheduledAction?
    /// The curve of the first animation block put on this timeline: a transition's alongside
    /// animations run with it, in the animator's animation context (T5.2).
    var firstBlockTiming: TimingFunction?

    init(engine: Engine, name: String) {
        self.engine = engine
        self.name = name
        mode = .running(anchorEngine: 0, anchorLocal: 0, speed: 1)
    }

    /// The timeline's time at engine time `time`.
    public func localTime(at time: Double) -> Double {
        switch mode {
        case let .running(anchorEngine, anchorLocal, speed):
            return anchorLocal + (time - anchorEngine) * speed
        case let .paused(local):
            return local
        case let .driven(start, duration, from, to, timing):
            let progress = timing.progress(elapsed: max(time - start, 0), duration: duration)
            return from + (to - from) * progress
        }
    }

    /// The timeline's time now.
    public var currentTime: Double { localTime(at: engine.now) }

    public var isPaused: Bool {
        if case .paused = mode { return true }
        return false
    }

    /// Freezes local time where it is.
    public func pause() {
        setMode(.paused(local: currentTime))
    }

    /// Sets local time (the layer's `timeOffset`); a paused timeline stays paused there.
    public func seek(to local: Double) {
        switch mode {
        case let .running(_, _, speed): setMode(.running(anchorEngine: engine.now, anchorLocal: local, speed: speed))
        case .paused, .driven: setMode(.paused(local: local))
        }
    }

    /// Lets local time run on from where it is at `speed` × engine time.
    public func resume(speed: Double = 1) {
        setMode(.running(anchorEngine: engine.now, anchorLocal: currentTime, speed: speed))
    }

    /// Moves local time to `target` over `duration` seconds of engine time along `timing`, then
    /// pauses there and calls `completion`. A later pause, seek, resume or drive cancels it.
    public func drive(to target: Double, duration: Double, timing: TimingFunction, completion: (() -> Void)? = nil) {
        let from = currentTime
        if duration <= 0 {
            setMode(.paused(local: target))
            if let completion { engine.async(completion) }
            return
        }
        setMode(.driven(startEngine: engine.now, duration: duration, fromLocal: from, toLocal: target, timing: timing))
        driveCompletion = engine.schedule(at: engine.now + duration) { [weak self] in
            guard let self else { return }
            self.driveCompletion = nil
            self.setMode(.paused(local: target))
            completion?()
        }
    }

    /// The engine time at which local time is (or was) `local`: at the timeline's speed while it
    /// runs forward; as if at normal speed while paused or driven (an interactive transition moves
    /// it by hand). Where the trace puts an animation's start (SD2.5).
    func engineTime(at local: Double) -> Double {
        if case let .running(anchorEngine, anchorLocal, speed) = mode, speed > 0 { return anchorEngine + (local - anchorLocal) / speed }
        return engine.now + (local - currentTime)
    }

    /// The engine time at which local time reaches `local` going forward, if it will.
    /// Used to fire animation completions at their exact time, whatever the frame rate.
    func engineTime(reaching local: Double) -> Double? {
        switch mode {
        case let .running(anchorEngine, anchorLocal, speed):
            if local <= anchorLocal { return speed >= 0 ? max(anchorEngine, engine.now) : nil }
            return speed > 0 ? anchorEngine + (local - anchorLocal) / speed : nil
        case .paused:
            return nil  // a paused timeline completes nothing, even past an animation's end
        case let .driven(start, duration, from, to, timing):
            // Driven backwards (a cancel running to 0), nothing is reached going forward; driven
            // to or past `local`, it is reached now if local time is already there.
            guard to > from, local <= to else { return to >= local ? engine.now : nil }
            if local <= from { return engine.now }
            guard case let .bezier(curve) = timing else { return nil }  // springs: checked per frame
            return start + curve.inverse((local - from) / (to - from)) * duration
        }
    }

    /// The input time (engine time, or a layer's local time read through this timeline, CA1) at
    /// which local time is `local`, running forward; nil while paused or running backwards.
    func inputTime(reaching local: Double) -> Double? {
        if case let .running(anchorEngine, anchorLocal, speed) = mode { return speed > 0 ? anchorEngine + (local - anchorLocal) / speed : nil }
        return engineTime(reaching: local)
    }

    private func setMode(_ newMode: Mode) {
        driveCompletion?.cancel()
        driveCompletion = nil
        mode = newMode
        engine.eventsChanged()
    }
}
