/// A view that turns touches into events for target actions (UIKit's `UIControl`, T12.6).
///
/// A touch that lands on an enabled control is tracked by it (touch handling in
/// Control+Tracking.swift): `touchDown`, drags inside and outside its extended bounds, and on
/// lifting `touchUpInside` or `touchUpOutside`; `touchCancel` when a gesture recognizer takes the
/// touch. Each event the control sends is recorded as a `.control` trace event (subject: the
/// control, name: the event), then the targets listening to it run in the order added.
/// A disabled control tracks nothing and sends nothing: its touches go up the responder chain.
open class Control: View {
    /// A disabled control takes no touches (UIKit's `isEnabled`, true by default); disabling it
    /// mid-touch stops the tracking without sending `touchCancel`.
    public var isEnabled = true {
        willSet { if newValue != isEnabled { stateWillChange(to: newValue ? state.subtracting(.disabled) : state.union(.disabled)) } }
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled {
                abandonedTouch = trackedTouch
                stopTracking()
            }
            stateDidChange()
        }
    }
    /// Set while a touch is down inside the extended bounds (UIKit's `isHighlighted`).
    public var isHighlighted = false {
        willSet { if newValue != isHighlighted { stateWillChange(to: newValue ? state.union(.highlighted) : state.subtracting(.highlighted)) } }
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// Set by the app, never by touches (UIKit's `isSelected`): a toggle button's "on".
    public var isSelected = false {
        willSet { if newValue != isSelected { stateWillChange(to: newValue ? state.union(.selected) : state.subtracting(.selected)) } }
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// The flags above as one value (UIKit's `state`).
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether a touch is being tracked now (UIKit's `isTracking`).
    public var isTracking: Bool { trackedTouch != nil }
    /// Whether the tracked touch is inside the extended bounds now (UIKit's `isTouchInside`).
    public internal(set) var isTouchInside = false
    /// The touch being tracked: the first that landed; other fingers are ignored, as in UIKit.
    weak var trackedTouch: Touch?
    /// A touch whose tracking disabling the control stopped: the rest of it goes nowhere (the
    /// responders above never saw it begin).
    weak var abandonedTouch: Touch?

    /// The target actions in the order added, with the events each listens to. `owner` is what the
    /// caller keeps to find them again, and says when a target object was released: a control
    /// does not retain its targets (Apple's `addTarget(_:action:for:)` documentation).
    private var targets: [(id: Int, owner: AnyObject?, events: Event, action: (Control, Event) -> Void)] = []
    private var nextTargetID = 0

    public override init(frame: Rect = .zero, name: String? = nil) {
        super.init(frame: frame, name: name)
    }

    open override var kindName: String { "Control" }

    /// Called before `isEnabled`, `isHighlighted` or `isSelected` changes, with the state it is about
    /// to have (`state` is still the old one): where a Swift subclass's `willSet` on the flag runs.
    open func stateWillChange(to newState: State) {}

    /// Called after `isEnabled`, `isHighlighted` or `isSelected` changed; a button restyles itself.
    open func stateDidChange() {}

    /// Whether recognising `recognizer` (on an ancestor, for a touch that landed on this control)
    /// would take the control's own default action, so the control keeps the touch (T12.6). A plain
    /// control has none; a button's is a single-finger single tap.
    open func defaultActionOverlaps(_ recognizer: GestureRecognizer) -> Bool { false }

    /// Whether lifting a touch inside also sends `primaryActionTriggered` (a button does, T12.6).
    open var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: - Touches (T12.6; the tracking itself is in Control+Tracking.swift)

    open override func touchesBegan(_ touches: [Touch]) {
        guard isEnabled, trackedTouch == nil, let first = touches.first else { return super.touchesBegan(touches) }
        beginTracking(first)
        let others = Array(touches.dropFirst())
        if !others.isEmpty { super.touchesBegan(others) }
    }

    open override func touchesMoved(_ touches: [Touch]) {
        let (mine, others) = splitTracked(touches)
        if let mine { continueTracking(mine) }
        if !others.isEmpty { super.touchesMoved(others) }
    }

    open override func touchesEnded(_ touches: [Touch]) {
        let (mine, others) = splitTracked(touches)
        if let mine { endTracking(mine) }
        if !others.isEmpty { super.touchesEnded(others) }
    }

    open override func touchesCancelled(_ touches: [Touch]) {
        let (mine, others) = splitTracked(touches)
        if mine != nil { cancelTracking() }
        if !others.isEmpty { super.touchesCancelled(others) }
    }

    // MARK: - Targets

    /// Adds `action`, run with the control and the single event sent, for each of `events`
    /// (UIKit's `addTarget(_:action:for:)` / `addAction(_:for:)`). Returns a token for
    /// `removeTarget(_:)`. `owner` is held as given: a `WeakGestureTarget` owner that reports
    /// itself released is skipped and dropped (the target object is gone, T12.1's rule for controls).
    @discardableResult
    public func addAction(owner: AnyObject? = nil, for events: Event, _ action: @escaping (Control, Event) -> Void) -> Int {
        nextTargetID += 1
        targets.append((nextTargetID, owner, events, action))
        return nextTargetID
    }

    /// UIKit's `addTarget(_:action:for:)` with a Swift object: `action` of `target` runs while
    /// `target` lives (held weakly).
    @discardableResult
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Control) -> Void, for events: Event) -> Int {
        let owner = WeakObjectTarget(target)
        return addAction(owner: owner, for: events) { control, _ in
            if let target = owner.target as? Target { action(target)(control) }
        }
    }

    /// Removes the target added with `token`.
    public func removeTarget(_ token: Int) { targets.removeAll { $0.id == token } }

    /// Stops `events` reaching the targets whose owner matches (UIKit's
    /// `removeTarget(_:action:for:)`); a target left with no events is removed.
    public func removeTargets(for events: Event = .allEvents, where matches: (AnyObject?) -> Bool) {
        for index in targets.indices.reversed() where matches(targets[index].owner) {
            targets[index].events.subtract(events)
            if targets[index].events.isEmpty { targets.remove(at: index) }
        }
    }

    /// The events some target listens to (UIKit's `allControlEvents`).
    public var allControlEvents: Event { targets.reduce(Event()) { $0.union($1.events) } }

    /// The owners of the targets, in the order added (UIKit's `allTargets`).
    public var allTargetOwners: [AnyObject?] { targets.map(\.owner) }

    /// Sends each single event of `events`, in bit order, to the targets listening to it (UIKit's
    /// `sendActions(for:)`). It does so even when the control is disabled, as UIKit's does: only
    /// touches are refused by a disabled control.
    public func sendActions(for events: Event) {
        for (name, event) in Event.named where event.rawValue.nonzeroBitCount == 1 && events.contains(event) {
            Engine.current?.record(.control, displayName, name)
            for target in targets where target.events.contains(event) {
                if let weak = target.owner as? WeakGestureTarget, weak.isReleased {
                    targets.removeAll { $0.id == target.id }
                    continue
                }
                target.action(self, event)
            }
        }
    }
}
