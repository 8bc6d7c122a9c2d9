/// Finds, in time order, the animation ends and scheduled actions due up to a time.
///
/// A scan computes every pending end time once; until the earliest of them (`nextDue`) comes,
/// later frames cost nothing here. Groups and actions created meanwhile are merged in one by
/// one, so a chain of short animations inside one frame still runs at its exact times. A timeline
/// change (pause, seek, drive) or a group losing its last track forces a new scan.
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
    /// The earliest end time not yet in `due`: nothing else can become due before it.
    private var nextDue = -Double.infinity
    private var needsScan = true
    private var newGroups: [AnimationGroup] = []
    private var newActions: [ScheduledAction] = []

    func added(_ group: AnimationGroup) { newGroups.append(group) }
    func added(_ action: ScheduledAction) { newActions.append(action) }
    func invalidate() { needsScan = true }

    /// The earliest event due at or before `time`, removed from the queue.
    func next(upTo time: Double, engine: Engine, groups: ContiguousArray<AnimationGroup>, actions: [ScheduledAction]) -> Event? {
        if needsScan || time >= nextDue {
            due.removeAll(keepingCapacity: true)
            newGroups.removeAll()
            newActions.removeAll()
            nextDue = .infinity
            needsScan = false
            for group in groups { consider(group, upTo: time, engine: engine) }
            for action in actions { consider(action, upTo: time) }
            due.sort { ($0.time, $0.sequence) > ($1.time, $1.sequence) }
        } else if !newGroups.isEmpty || !newActions.isEmpty {
            let groupsToAdd = newGroups, actionsToAdd = newActions
            newGroups.removeAll()
            newActions.removeAll()
            for group in groupsToAdd { consider(group, upTo: time, engine: engine) }
            for action in actionsToAdd { consider(action, upTo: time) }
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
        guard !action.isCancelled else { return }
        guard action.time <= time else { return nextDue = min(nextDue, action.time) }
        due.append(Event(time: action.time, sequence: action.sequence, kind: .action(action)))
    }

    private func consider(_ group: AnimationGroup, upTo time: Double, engine: Engine) {
        guard !group.isFinished, case let .timeline(timeline, _) = group.clock else { return }  // animators end their own groups
        let end: Double
        if group.tracks.isEmpty {
            end = engine.now  // every property was taken over by other animations
        } else if let endLocal = group.endLocalTime {
            if let exact = group.engineTimeOfEnd(endLocal, on: timeline) {
                end = exact
            } else if case .driven = timeline.mode {
                // A spring-driven timeline cannot be inverted: check again at every frame.
                guard timeline.localTime(at: time) >= endLocal else { return nextDue = min(nextDue, time) }
                end = time
            } else {
                return  // paused: it ends only after the timeline changes
            }
        } else {
            return  // repeats forever
        }
        guard end <= time else { return nextDue = min(nextDue, end) }
        due.append(Event(time: max(end, engine.now), sequence: group.sequence, kind: .group(group)))
    }
}
