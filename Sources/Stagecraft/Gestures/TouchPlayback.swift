/// One `TouchSequence` being played: works out when its touches change and delivers them.
///
/// Deliveries fall on the sequence's own sampling grid (`k / sampleRate` seconds after its start,
/// while some finger is moving) plus the exact instants where a finger lands, reaches the end of
/// its motion, or lifts. Each delivery is an `engine.schedule(at:)` action, the next one scheduled
/// by the current one, so the touches are independent of the engine's frame rate: an engine
/// rendering at 60 Hz and one at 120 Hz see the same touches at the same times.
final class TouchPlayback {
    let sequence: TouchSequence
    /// Engine time of the sequence's start.
    let start: Double
    let sampleRate: Double
    /// The touch of each finger once it has landed.
    private(set) var touches: [Touch?]
    private(set) var pending: ScheduledAction?
    /// Seconds after `start` of the delivery that ran last.
    private var elapsed = -1.0
    /// Two instants closer than this are the same delivery (float noise in `k / rate`).
    private static let tolerance = 1e-9

    init(sequence: TouchSequence, start: Double, sampleRate: Double) {
        self.sequence = sequence
        self.start = start
        self.sampleRate = sampleRate
        touches = Array(repeating: nil, count: sequence.fingers.count)
    }

    /// True once every finger has lifted (or been cancelled).
    var isFinished: Bool { touches.allSatisfy { $0?.phase == .ended || $0?.phase == .cancelled } }

    /// The touches down now.
    var liveTouches: [Touch] { touches.compactMap { $0 }.filter { $0.phase != .ended && $0.phase != .cancelled } }

    /// Schedules the next delivery on `engine`; `deliver` runs it.
    func scheduleNext(on engine: Engine, _ deliver: @escaping (TouchPlayback) -> Void) {
        guard let next = nextTime(after: elapsed) else { return }
        pending = engine.schedule(at: start + next) { [weak self] in
            guard let self else { return }
            self.elapsed = next
            deliver(self)
        }
    }

    /// Stops further deliveries.
    func cancelPending() { pending?.cancel() }

    /// The touches that change at the current delivery, by phase, updated to their new state.
    func advance(window: Window, timestamp: Double) -> (began: [Touch], moved: [Touch], ended: [Touch]) {
        var began: [Touch] = [], moved: [Touch] = [], ended: [Touch] = []
        let t = elapsed
        for (index, finger) in sequence.fingers.enumerated() {
            let local = t - finger.delay
            if touches[index] == nil && abs(local) < Self.tolerance {
                let touch = Touch(window: window, finger: index, location: finger.position(at: 0), velocity: finger.velocity(at: 0), timestamp: timestamp)
                touches[index] = touch
                began.append(touch)
            }
            guard let touch = touches[index], touch.phase != .ended, touch.phase != .cancelled else { continue }
            if abs(t - finger.liftTime) < Self.tolerance {
                ended.append(touch)
            } else if local > Self.tolerance && local <= finger.duration + Self.tolerance {
                moved.append(touch)
            }
        }
        // Phases change after the batches are formed so that a finger landing and lifting at the
        // same instant is delivered as began, then ended.
        for touch in moved {
            let finger = sequence.fingers[touch.finger]
            let local = min(t - finger.delay, finger.duration)
            touch.update(phase: .moved, location: finger.position(at: local), velocity: finger.velocity(at: local), timestamp: timestamp)
        }
        return (began, moved, ended)
    }

    /// Marks `touches` lifted at their final point with their release velocity (done after the
    /// began batch is delivered, for the same reason as above).
    func lift(_ lifted: [Touch], timestamp: Double) {
        for touch in lifted {
            let finger = sequence.fingers[touch.finger]
            touch.update(phase: .ended, location: finger.position(at: finger.duration), velocity: finger.velocityAtLift, timestamp: timestamp)
        }
    }

    /// The first instant after `t` (seconds from the start) at which some touch changes.
    private func nextTime(after t: Double) -> Double? {
        var best = Double.infinity
        // The grid tick after t: rounding t·rate first keeps t = k/rate itself from coming back.
        let nextTick = Double(Int((t * sampleRate + Self.tolerance).rounded(.down)) + 1) / sampleRate
        for finger in sequence.fingers {
            let motionEnd = finger.delay + finger.duration
            for candidate in [finger.delay, motionEnd, finger.liftTime] where candidate > t + Self.tolerance {
                best = min(best, candidate)
            }
            if nextTick > finger.delay + Self.tolerance && nextTick < motionEnd - Self.tolerance {
                best = min(best, nextTick)
            }
        }
        return best.isFinite ? best : nil
    }
}
