extension Engine {
    /// What keeps the engine from being idle, in words a report can print: each running
    /// animation — the views it moves and their properties, whether it repeats forever or its
    /// timeline is paused (an interaction nobody drives) — then the scheduled work waiting. An
    /// `untilIdle` that gives up says this rather than only that something was busy. Each
    /// animation a script started ends with where (`started at animators/x.lua:12`): `place` turns
    /// the origin the embedder's bindings gave it (`startingAnimations(from:)`) into words, or nil.
    public func busyWork(placing place: (AnimationOrigin) -> String?) -> [String] {
        var found: [String] = []
        for group in activeGroups where !group.isFinished {
            // Each view once, in the order the block animated them; its properties in a fixed order.
            var keys: [(view: String, keys: Set<AnimatableKey>)] = []
            for track in group.tracks {
                let view = track.view.displayName
                if let index = keys.firstIndex(where: { $0.view == view }) { keys[index].keys.insert(track.key) } else { keys.append((view, [track.key])) }
            }
            var notes: [String] = []
            if group.repeatCount == .infinity { notes.append(group.autoreverses ? "repeat, autoreverse" : "repeat") }
            if group.timeline?.takeUnretainedValue().isPaused == true { notes.append("paused") }
            if group.propertyAnimator != nil { notes.append("property animator") }
            let what = keys.isEmpty ? "an animation with no properties" : keys.map { "\($0.view)'s \($0.keys.sorted { $0.rawValue < $1.rawValue }.map(\.description).joined(separator: ", "))" }.joined(separator: " and ")
            let origin = group.origin.flatMap(place).map { " started at " + $0 } ?? ""
            found.append(what + " animation" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))") + origin)
        }
        let waiting = scheduled.filter { !$0.isCancelled && $0.keepsBusy }.count
        if waiting > 0 { found.append(waiting == 1 ? "1 scheduled action" : "\(waiting) scheduled actions") }
        return found
    }
}
