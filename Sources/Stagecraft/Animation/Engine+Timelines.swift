/// Operations on all the animations of one timeline (what a transition does to its own).
extension Engine {
    /// Ends every running animation on `timeline` now, calling completions with `finished == true`:
    /// a cancelled percent-driven transition whose timeline has run back to 0 (T6.3).
    ///
    /// `restoringStartValues`: the animated properties get their start values back in the model
    /// before any completion runs, as a property animator finishing at `.start` does — the
    /// animations ran back, so they end where they began (T6.6, T5.6, revised).
    func endGroups(on timeline: Timeline, restoringStartValues: Bool = false) {
        let groups = activeGroups.filter { group in
            if case let .timeline(owner, _) = group.clock { return owner === timeline && !group.isFinished }
            return false
        }
        if restoringStartValues {
            // Latest first, so where several animations moved one property the earliest start wins.
            for group in groups.sorted(by: { $0.sequence > $1.sequence }) { group.restoreStartValues() }
        }
        for group in groups { finish(group, ranToEnd: true) }
    }

    /// Writes the current values of every animation on `timeline` into the presentation values now,
    /// without waiting for the next frame: a scrubbed transition shows where it was scrubbed to.
    func renderGroups(on timeline: Timeline) {
        for group in activeGroups where !group.isFinished {
            if case let .timeline(owner, _) = group.clock, owner === timeline { group.render(at: now) }
        }
    }
}
