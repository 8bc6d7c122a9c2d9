/// Operations on all the animations of one timeline (what a transition does to its own).
extension Engine {
    /// Ends every running animation on `timeline` now, calling completions with `finished == true`:
    /// a cancelled percent-driven transition whose timeline has run back to 0 (T6.3).
    func endGroups(on timeline: Timeline) {
        let groups = activeGroups.filter { group in
            if case let .timeline(owner, _) = group.clock { return owner === timeline && !group.isFinished }
            return false
        }
        for group in groups { finish(group, ranToEnd: true) }
    }

    /// Whether any animation on `timeline` is still running.
    func hasRunningGroups(on timeline: Timeline) -> Bool {
        activeGroups.contains { group in
            if case let .timeline(owner, _) = group.clock { return owner === timeline && !group.isFinished }
            return false
        }
    }
}
