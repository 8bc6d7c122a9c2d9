/// Plays scripted touches into a window on an engine's virtual clock: the stand-in for a finger
/// on the glass, from which gesture recognizers work exactly as they would with real touches.
///
/// A gesture is a `TouchSequence` (one `TouchPath` per finger); `perform(_:startTime:)` plays
/// any, and `pan`, `edgePan`, `pinch` and `tap` (in `TouchSynthesizer+Gestures.swift`) build the
/// common ones. Nothing is delivered at the call: touches arrive through `engine.schedule(at:)`
/// as the engine's time moves, on a sampling grid of the synthesiser's own (`sampleRate`,
/// default 120 Hz) rather than on render frames, so the gesture values at any instant are the
/// same whatever the engine's frame rate.
///
/// When a sequence's last finger lifts and no recognizer recognised any of its touches, a
/// `.gestureUnrecognized` diagnostic says what was hit and why each recognizer failed. A
/// sequence that cannot be played (NaN points, negative times, no fingers) is refused with a
/// `.gestureMisuse` diagnostic and nothing happens.
///
/// Use one synthesiser per window: it owns the window's touch delivery, so several sequences
/// played on it at once (two fingers scripted separately) share recognizers as UIKit's would.
public final class TouchSynthesizer {
    /// UIKit devices sample touches at 60–240 Hz; 120 Hz is ProMotion's.
    public static let defaultSampleRate = 120.0

    public let engine: Engine
    public let window: Window
    /// Touch samples per second while a finger moves.
    public let sampleRate: Double
    let dispatcher: TouchDispatcher
    private var playbacks: [TouchPlayback] = []

    /// A synthesiser for `window` on `engine`. A sample rate that is not a positive finite number
    /// falls back to `defaultSampleRate`, with a diagnostic.
    public init(engine: Engine, window: Window, sampleRate: Double = TouchSynthesizer.defaultSampleRate) {
        let valid = sampleRate.isFinite && sampleRate > 0
        self.engine = engine
        self.window = window
        self.sampleRate = valid ? sampleRate : Self.defaultSampleRate
        dispatcher = TouchDispatcher(engine: engine, window: window)
        if !valid {
            engine.report(Diagnostic(kind: .gestureMisuse, message: "TouchSynthesizer sampleRate \(formatNumber(sampleRate)) is not a positive number; using \(formatNumber(Self.defaultSampleRate)) Hz"))
        }
    }

    /// The touches down now, over every sequence being played.
    public var activeTouches: [Touch] { playbacks.flatMap(\.liveTouches) }

    /// Plays `sequence` from engine time `startTime` (now when nil). Returns the engine time at
    /// which its last finger lifts, or nil when the sequence was refused.
    @discardableResult
    public func perform(_ sequence: TouchSequence, startTime: Double? = nil) -> Double? {
        if let problem = sequence.problem { return refuse(sequence.name, problem) }
        let start = startTime ?? engine.now
        guard start.isFinite, start >= engine.now else {
            return refuse(sequence.name, "start time \(formatNumber(start)) s is before the engine's time \(formatNumber(engine.now)) s")
        }
        let playback = TouchPlayback(sequence: sequence, start: start, sampleRate: sampleRate)
        playbacks.append(playback)
        playback.scheduleNext(on: engine) { [weak self] in self?.deliver($0) }
        return start + sequence.duration
    }

    /// Cancels every touch down and every sequence still to come (what an incoming call does on
    /// a device): active gestures are cancelled, pending ones fail.
    public func cancelAllTouches() {
        let live = activeTouches
        for playback in playbacks { playback.cancelPending() }
        playbacks.removeAll()
        for touch in live { touch.update(phase: .cancelled, location: touch.locationInWindow, velocity: .zero, timestamp: engine.now) }
        dispatcher.cancelled(live)
    }

    /// Lets go of every touch down now, where it is (a finger lifted early, or flicked): the rest
    /// of each sequence is dropped. `speed` (points per second, along each touch's current motion;
    /// negative: against it) replaces the release velocity when given. With `after` > 0 the fingers
    /// stop where they are and lift that many seconds later, with no velocity (released late).
    public func releaseAllTouches(speed: Double? = nil, after delay: Double = 0) {
        let live = activeTouches
        for playback in playbacks { playback.cancelPending() }
        playbacks.removeAll()
        let lift = { [engine, dispatcher] (velocity: (Touch) -> Point) in
            let down = live.filter { $0.phase != .ended && $0.phase != .cancelled }
            for touch in down {
                touch.update(phase: .ended, location: touch.locationInWindow, velocity: velocity(touch), timestamp: engine.now)
            }
            dispatcher.ended(down)
        }
        guard delay <= 0 else {
            for touch in live {
                touch.update(phase: .stationary, location: touch.locationInWindow, velocity: .zero, timestamp: engine.now)
            }
            engine.schedule(after: delay) { lift { _ in .zero } }
            return
        }
        lift { touch in
            guard let speed else { return touch.velocityInWindow }
            let v = touch.velocityInWindow, length = (v.x * v.x + v.y * v.y).squareRoot()
            return length > 0 ? Point(v.x / length * speed, v.y / length * speed) : .zero
        }
    }

    /// Runs one delivery of `playback` and schedules the next.
    private func deliver(_ playback: TouchPlayback) {
        let changes = playback.advance(window: window, timestamp: engine.now)
        dispatcher.began(changes.began)
        dispatcher.moved(changes.moved)
        playback.lift(changes.ended, timestamp: engine.now)
        dispatcher.ended(changes.ended)
        if playback.isFinished {
            playbacks.removeAll { $0 === playback }
            checkRecognized(playback)
        } else {
            playback.scheduleNext(on: engine) { [weak self] in self?.deliver($0) }
        }
    }

    /// Reports a finished sequence that no recognizer recognised (unless one may still do so, a
    /// double tap waiting for its second tap).
    private func checkRecognized(_ playback: TouchPlayback) {
        let touches = playback.touches.compactMap { $0 }
        guard !touches.contains(where: \.wasRecognized) else { return }
        // A view or controller that overrides touchesBegan handled it: nothing went unrecognized (T12.4).
        guard !touches.contains(where: \.wasHandledByResponder) else { return }
        var reached: [GestureRecognizer] = []
        for recognizer in touches.flatMap(\.gestureRecognizers) where !reached.contains(where: { $0 === recognizer }) {
            reached.append(recognizer)
        }
        guard !reached.contains(where: { $0.state == .possible || $0.state.isActive }) else { return }
        let name = playback.sequence.name
        let count = touches.count == 1 ? "1 touch" : "\(touches.count) touches"
        let origin = playback.sequence.fingers.first.map { " from \(formatPoint($0.position(at: 0)))" } ?? ""
        let message: String
        if reached.isEmpty {
            let hits = touches.map { $0.view?.description ?? "no view" }
            message = "\(name) (\(count)\(origin)) reached no gesture recognizer: it hit \(Set(hits).sorted().joined(separator: ", "))"
        } else {
            let outcomes = reached.map { recognizer in
                "\(recognizer.displayName) \(recognizer.state)" + (recognizer.failureReason.map { " (\($0))" } ?? "")
            }
            message = "\(name) (\(count)\(origin)) was recognized by none of its gesture recognizers: \(outcomes.joined(separator: "; "))"
        }
        engine.report(Diagnostic(kind: .gestureUnrecognized, message: message, subject: name))
    }

    private func refuse(_ name: String, _ problem: String) -> Double? {
        engine.report(Diagnostic(kind: .gestureMisuse, message: "\(name) not performed: \(problem)", subject: name))
        return nil
    }
}
