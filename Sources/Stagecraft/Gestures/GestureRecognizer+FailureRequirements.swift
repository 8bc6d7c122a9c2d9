/// Failure requirements (UIKit's `require(toFail:)` and the delegate's `shouldRequireFailureOf` /
/// `shouldBeRequiredToFailBy`), rule G1.3 of docs/scrolling.md.
///
/// A recognizer that would leave `.possible` while a recognizer it requires to fail is still
/// in play (`.possible` with touches, or between the taps of a multi-tap) does not: it stays
/// `.possible` and remembers the state it was going to (its *pending* state). When every such
/// recognizer has failed, it makes that transition then; when one of them recognises (begins,
/// or ends a discrete gesture) instead, it fails. So a single tap that requires a double tap to
/// fail recognises once the double tap's second tap is late, at the double tap's failure time.
/// A required recognizer that is not in play (idle, or finished in an earlier sequence) does
/// not hold anything up, as UIKit only relates recognizers taking part in the same touches.
extension GestureRecognizer {
    /// Makes this recognizer wait for `other` to fail before it recognises; if `other`
    /// recognises, this one fails. `other` is held weakly. Requiring itself is refused.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self else { return refuse("require(toFail:)", "a recognizer cannot require itself to fail") }
        explicitFailureRequirements.removeAll { $0.recognizer == nil }
        if !explicitFailureRequirements.contains(where: { $0.recognizer === other }) {
            explicitFailureRequirements.append(WeakGestureRecognizer(recognizer: other))
        }
    }

    /// The recognizers this one must wait for now: those given to `require(toFail:)`, and those
    /// sharing a touch with it for which either delegate asks it.
    func failureRequirements() -> [GestureRecognizer] {
        var result = explicitFailureRequirements.compactMap(\.recognizer)
        for other in touchPartners() where !result.contains(where: { $0 === other }) {
            if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true {
                result.append(other)
            }
        }
        return result
    }

    /// Every other recognizer receiving one of this recognizer's touches, simultaneous or not.
    func touchPartners() -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for touch in touches {
            for other in touch.gestureRecognizers where other !== self && other.isReceiving(touch) && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// Whether the recognizer is taking part in a gesture now and may still recognise it.
    var isInPlay: Bool { state == .possible && (!touches.isEmpty || isAwaitingTouches) }

    /// Applies the failure requirements to a transition out of `.possible` towards `next`: nil to go
    /// ahead, or the failure reason when a required recognizer is already active. When one is still
    /// in play, the transition is kept pending and `.possible` is returned.
    func checkFailureRequirements(towards next: State) -> FailureRequirementOutcome {
        let required = failureRequirements()
        if let winner = required.first(where: { $0.state.isActive }) {
            return .fail("\(winner.displayName) (required to fail) recognized")
        }
        let waiting = required.filter(\.isInPlay)
        guard !waiting.isEmpty else { return .proceed }
        pendingState = next
        pendingBlockers = waiting.map { WeakGestureRecognizer(recognizer: $0) }
        for blocker in waiting where !blocker.dependents.contains(where: { $0.recognizer === self }) {
            blocker.dependents.append(WeakGestureRecognizer(recognizer: self))
        }
        return .wait
    }

    enum FailureRequirementOutcome { case proceed, wait, fail(String) }

    /// After this recognizer's state changed: recognizers waiting on it fail when it recognised,
    /// and make their pending transition when it failed and nothing else holds them; recognizers
    /// sharing its touches that require it fail when it recognised.
    func notifyDependents(recognized: Bool) {
        let waiting = dependents.compactMap(\.recognizer)
        dependents.removeAll()
        if recognized {
            var losers = waiting.filter { $0.pendingState != nil }
            for partner in touchPartners() where partner.state == .possible && !losers.contains(where: { $0 === partner }) {
                if partner.failureRequirements().contains(where: { $0 === self }) { losers.append(partner) }
            }
            for loser in losers where loser.state == .possible {
                loser.clearPending()
                loser.transition(to: .failed, because: "\(displayName) (required to fail) recognized")
            }
            return
        }
        guard state == .failed else { return }
        for dependent in waiting {
            guard let pending = dependent.pendingState, dependent.state == .possible else { continue }
            let blockers = dependent.pendingBlockers.compactMap(\.recognizer).filter { $0 !== self && $0.isInPlay }
            if !blockers.isEmpty {
                dependent.pendingBlockers = blockers.map { WeakGestureRecognizer(recognizer: $0) }
                continue
            }
            dependent.clearPending()
            dependent.transition(to: pending)
        }
    }

    /// The name of the first recognizer a pending transition waits for, for messages.
    var pendingBlockerName: String? { pendingBlockers.compactMap(\.recognizer).first?.displayName }

    func clearPending() {
        pendingState = nil
        pendingBlockers.removeAll()
    }
}

/// A recognizer held weakly (failure requirements must not keep recognizers alive).
struct WeakGestureRecognizer {
    weak var recognizer: GestureRecognizer?
}
