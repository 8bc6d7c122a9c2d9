/// Finds, in time order, the animation ends and scheduled actions due up to a time.
///
/// A full scan per frame keeps this simple and O(groups); between scans, groups and actions
/// created by completions are merged in, so a chain of short animations inside one frame still
/// runs at its exact times. A timeline change (pause, seek, drive) forces a new scan.
final class EventQueue {
    enum Kind {
        case group(AnimationGroup)
        case action(ScheduledAction)
    }

    struct Event {
        let time: Double
        let sequence: Int
        let kind: Kind
    }

    /// Due events sorted latest first, so `popLast` yields the earliest.
    private var due: [Event] = []
    private var horizon = -Double.infinity
    private var needsScan = true
    private var newGroups: [AnimationGroup] = []
    private var newActions: [ScheduledAction] = []

    func added(_ group: AnimationGroup) { newGroups.append(group) }
    func added(_ action: ScheduledAction) { newActions.append(action) }
    func invalidate() { needsScan = true }

    /// The earliest event due at or before `time`, removed from the queue.
    func next(upTo time: Double, engine: Engine, groups: ContiguousArray<AnimationGroup>, actions: [ScheduledAction]) -> Event? {
        if needsScan || time > horizon {
            due.removeAll(keepingCapacity: true)
            newGroups.removeAll()
            newActions.removeAll()
            for group in groups { consider(group, upTo: time, engine: engine) }
            for action in actions { consider(action, upTo: time) }
            horizon = time
            needsScan = false
            due.sort { ($0.time, $0.sequence) > ($1.time, $1.sequence) }
        } else if !newGroups.isEmpty || !newActions.isEmpty {
            let groupsToAdd = newGroups, actionsToAdd = newActions
            newGroups.removeAll()
            newActions.removeAll()
            for group in groupsToAdd { consider(group, upTo: horizon, engine: engine) }
            for action in actionsToAdd { consider(action, upTo: horizon) }
            due.sort { ($0.time, $0.sequence) > ($1.time, $1.sequence) }
        }
        while let event = due.popLast() {
            switch event.kind {
            case let .group(group) where !group.isFinished: return event
            case let .action(action) where !action.isCancelled: return event
            default: continue
            }
        }
        return nil
    }

    private func consider(_ action: ScheduledAction, upTo time: Double) {
        guard !action.isCancelled, action.time <= time else { return }
        due.append(Event(time: action.time, sequence: action.sequence, kind: .action(action)))
    }

    private func consider(_ group: AnimationGroup, upTo time: Double, engine: Engine) {
        guard !group.isFinished, let end = endTime(of: group, upTo: time, engine: engine), end <= time else { return }
        due.append(Event(time: max(end, engine.now), sequence: group.sequence, kind: .group(group)))
    }

    /// When `group` ends in engine time, if it ends by `time`.
    private func endTime(of group: AnimationGroup, upTo time: Double, engine: Engine) -> Double? {
        guard case let .timeline(timeline, _) = group.clock else { return nil }  // animators end their own groups
        if group.tracks.isEmpty { return engine.now }  // every property was taken over by other animations
        guard let endLocal = group.endLocalTime else { return nil }
        if let end = timeline.engineTime(reaching: endLocal) { return end }
        if case .driven = timeline.mode, timeline.localTime(at: time) >= endLocal { return time }
        return nil
    }
}
