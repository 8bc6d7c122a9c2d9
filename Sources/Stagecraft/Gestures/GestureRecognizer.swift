/// Recognises a gesture in the touches on a view and reports it to target actions (UIKit's
/// `UIGestureRecognizer`).
///
/// A recognizer attached with `View.addGestureRecognizer(_:)` receives the touches that land on
/// its view or a descendant of it (see `TouchDispatcher` for delivery and the simultaneity rule).
/// Its `state` follows UIKit's machine; every change except the silent reset to `.possible` is
/// recorded as a `.gesture` trace event, and target actions run for `.began`, `.changed`,
/// `.ended` (a discrete gesture's `.recognized`) and `.cancelled`, never for `.failed`.
///
/// After ended, cancelled or failed the recognizer keeps its state and last values until a new
/// touch sequence reaches it with none of its old touches still down; it is reset then (UIKit
/// resets on the run-loop turn after the gesture; doing it at the next touch keeps the final
/// values readable after `engine.advance`).
///
/// The kinds are this module's subclasses; a recognizer subclassed outside it (a script's class)
/// is one of them with a `subclass` that overrides its touch methods and sets its state
/// (GestureRecognizer+Subclass.swift), which is why the touch handlers here stay internal.
public class GestureRecognizer {
    /// Where recognition stands.
    public internal(set) var state: State = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// A name for traces and diagnostics; the kind and view name are used when nil.
    public var name: String?
    /// A disabled recognizer receives no touches; disabling it mid-gesture cancels the gesture.
    public var isEnabled = true {
        didSet { if oldValue && !isEnabled { interrupt(because: "disabled") } }
    }
    /// Asked when the gesture is about to begin (UIKit's `gestureRecognizerShouldBegin(_:)`);
    /// false makes it fail instead.
    public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// Whether this recognizer may recognise together with `other` on shared touches (UIKit's
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`); either side saying yes allows it.
    public var shouldRecognizeSimultaneously: ((GestureRecognizer) -> Bool)?
    /// Asked what UIKit's `UIGestureRecognizerDelegate` answers (G1.1–G1.5); held weakly. The
    /// closures above keep working beside it: either saying no to beginning fails the gesture,
    /// either saying yes to simultaneity allows it.
    public weak var delegate: GestureRecognizerDelegate?
    /// A delegate the recognizer keeps alive, for a binding whose delegate is an adapter made for
    /// this recognizer (a Lua table's), which nothing else would hold; setting it sets `delegate`.
    public var retainedDelegate: GestureRecognizerDelegate? {
        didSet { delegate = retainedDelegate }
    }
    /// Whether recognising the gesture takes its touches from the view they landed on, which gets
    /// `touchesCancelled` (UIKit's default, true; T12.4).
    public var cancelsTouchesInView = true
    /// Whether the touches' `touchesBegan` waits, for their view, until the gesture fails (then
    /// delivered) or is recognized (then never): UIKit's `delaysTouchesBegan`, default false (T12.4).
    public var delaysTouchesBegan = false
    /// Why the last failure or cancellation happened, in words (also the trace event's detail).
    public internal(set) var failureReason: String?
    /// Whether the recognizer would have left `.possible` and waits for a recognizer it requires
    /// to fail (G1.3).
    public var isWaitingForFailure: Bool { pendingState != nil }

    /// The recognizers given to `require(toFail:)`.
    var explicitFailureRequirements: [WeakGestureRecognizer] = []
    /// Recognizers waiting for this one to fail.
    var dependents: [WeakGestureRecognizer] = []
    /// The transition held back by a failure requirement, and what it waits for.
    var pendingState: State?
    var pendingBlockers: [WeakGestureRecognizer] = []

    /// The touches the recognizer receives now, in landing order; lifted ones leave after delivery.
    var touches: [Touch] = []
    /// The centroid of the touches at the last delivery, in window coordinates; kept after they lift.
    var lastLocation = Point.zero
    /// The engine of the touches delivered last (where trace events go); the current one otherwise.
    weak var engine: Engine?
    /// The window of the touches delivered last, for a recognizer waiting between touches.
    weak var lastWindow: Window?
    /// A subclass written outside the module (UIGestureRecognizerSubclass): its touch overrides
    /// run instead of the kind's, which they reach as `super`.
    public var subclass: GestureRecognizerSubclass?
    /// Whether a subclass's touch override is running (its targets wait until it returns).
    var isRunningOverride = false
    /// Whether a state change during that override has targets to run after it.
    var targetsWaiting = false
    /// The target actions in the order added; `owner` is what the caller keeps to find them again
    /// (a binding's record of the target and action it was given), for `removeTargets(where:)`,
    /// and says when a target object is released (T12.1, `runTargets`).
    var targets: [(id: Int, owner: AnyObject?, action: (GestureRecognizer) -> Void)] = []
    private var nextTargetID = 0

    public init(name: String? = nil) {
        self.name = name
    }

    /// The kind in traces and diagnostics.
    public var kindName: String { "GestureRecognizer" }

    /// `name`, or the kind and the view's name: `PanGestureRecognizer@card`.
    public var displayName: String { name ?? "\(kindName)@\(view?.displayName ?? "detached")" }

    /// How many touches the recognizer is receiving now.
    public var numberOfTouches: Int { touches.count }

    /// The centroid of the gesture's touches in `view`'s bounds (window coordinates when nil);
    /// after they lift, where they were last.
    public func location(in view: View?) -> Point {
        guard let view else { return lastLocation }
        return view.convert(lastLocation, from: nil)
    }

    /// Where touch `index` (in landing order) is, in `view`'s bounds; `.zero` with a diagnostic
    /// when there is no such touch.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        guard touches.indices.contains(index) else {
            Engine.current?.report(Diagnostic(
                kind: .indexOutOfRange, message: "\(displayName).location(ofTouch: \(index)) with \(touches.count) touches",
                subject: displayName))
            return .zero
        }
        return touches[index].location(in: view)
    }

    /// Adds an action run on every reported state change; returns a token for `removeTarget`.
    /// `addTarget(_:)` (from `GestureTargets`) gives the action the recognizer's own type.
    @discardableResult
    public func addAction(owner: AnyObject? = nil, _ action: @escaping (GestureRecognizer) -> Void) -> Int {
        nextTargetID += 1
        targets.append((nextTargetID, owner, action))
        return nextTargetID
    }

    /// Removes the action `addTarget`/`addAction` returned `token` for.
    public func removeTarget(_ token: Int) { targets.removeAll { $0.id == token } }

    /// Removes the actions whose owner (given to `addAction(owner:_:)`) `matches`: UIKit's
    /// `removeTarget(_:action:)`, where the binding decides what "the same target and action" means.
    public func removeTargets(where matches: (AnyObject?) -> Bool) { targets.removeAll { matches($0.owner) } }

    /// Removes every action.
    public func removeAllTargets() { targets.removeAll() }

    // MARK: - Touch handling, overridden by the kinds

    /// Whether the recognizer takes `touch` as it lands (a pan at its maximum number of touches
    /// does not). Called before the touch is added to `touches`.
    func accepts(_ touch: Touch) -> Bool { true }
    /// `newTouches` landed; they are already in `touches`.
    func touchesBegan(_ newTouches: [Touch]) {}
    /// Some of `touches` moved.
    func touchesMoved(_ moved: [Touch]) {}
    /// `lifted` ended; they are still in `touches` during the call and leave after it.
    func touchesEnded(_ lifted: [Touch]) {}
    /// `cancelled` were cancelled (the system took the touches away).
    func touchesCancelled(_ cancelled: [Touch]) { interrupt(because: "touches cancelled") }
    /// Back to a fresh `.possible`: clears values a kind keeps between deliveries.
    func reset() {}
    /// The values a state-change trace event shows, short and deterministic.
    var traceDetail: String { "" }
    /// Whether a `.possible` recognizer with no touches is still in the middle of its gesture
    /// (a double tap waiting for its second tap), so that an interruption must fail it.
    var isAwaitingTouches: Bool { false }

    // MARK: - State changes

    /// Moves to `next` if UIKit's machine allows it, applying the failure requirements (G1.3),
    /// `shouldBegin` (G1.1) and the simultaneity rule when leaving `.possible`; records the change
    /// and runs the targets.
    func transition(to next: State, because reason: String? = nil) {
        guard state.allows(next) else { return }
        let recognizing = state == .possible && (next == .began || next == .ended)
        if recognizing {
            switch checkFailureRequirements(towards: next) {
            case .proceed: clearPending()
            case .wait: return
            case let .fail(reason):
                clearPending()
                return transition(to: .failed, because: reason)
            }
            if let shouldBegin, !shouldBegin(self) {
                return transition(to: .failed, because: "shouldBegin returned false")
            }
            if delegate?.gestureRecognizerShouldBegin(self) == false {
                return transition(to: .failed, because: "gestureRecognizerShouldBegin returned false")
            }
            if let control = controlKeepingItsTouch {
                return transition(to: .failed, because: "\(control) keeps its own tap")
            }
            if let blocker = rivals().first(where: { $0.state.isActive }) {
                return transition(to: .failed, because: "\(blocker.displayName) had already begun")
            }
        }
        state = next
        if next == .failed || next == .cancelled { failureReason = reason }
        if next == .failed { clearPending() }
        if recognizing { for touch in touches { touch.wasRecognized = true } }
        if recognizing { discardDelayedTouches() }
        if next == .failed { releaseDelayedTouches() }
        if recognizing { takeTouchesFromViews() }
        let detail = next == .failed ? "" : traceDetail
        let because = reason.map { "reason=\($0)" } ?? ""
        (engine ?? Engine.current)?.record(.gesture, displayName, next.rawValue, [detail, because].filter { !$0.isEmpty }.joined(separator: " "))
        if recognizing {
            for rival in rivals() where rival.state == .possible {
                rival.transition(to: .failed, because: "\(displayName) recognized first")
            }
        }
        if recognizing || next == .failed { notifyDependents(recognized: recognizing) }
        guard next != .failed else { return }
        if isRunningOverride { targetsWaiting = true } else { runTargets() }
    }

    /// Ends the gesture from outside (the view left the window, the recognizer was removed or
    /// disabled, the touches were cancelled): an active gesture is cancelled, a pending one fails,
    /// and the recognizer lets go of its touches.
    func interrupt(because reason: String) {
        if state.isActive {
            transition(to: .cancelled, because: reason)
        } else if state == .possible && (!touches.isEmpty || isAwaitingTouches) {
            transition(to: .failed, because: reason)
        }
        touches.removeAll()
    }

    /// Called when the view moved into or out of a window: a gesture whose view left the window
    /// of its touches is cancelled.
    func viewDidMoveToWindow() {
        guard let touchWindow = touches.first?.window ?? (isAwaitingTouches ? lastWindow : nil) else { return }
        if view?.window !== touchWindow { interrupt(because: "view left the window") }
    }

    /// Back to `.possible` for a new touch sequence.
    func resetForNewSequence() {
        state = .possible
        clearPending()
        failureReason = nil
        reset()
    }

    /// Reports a property change the recognizer refused; the property keeps its value.
    func refuse(_ property: String, _ reason: String) {
        Engine.current?.report(Diagnostic(kind: .gestureMisuse, message: "\(displayName).\(property) not changed: \(reason)", subject: displayName))
    }
}
