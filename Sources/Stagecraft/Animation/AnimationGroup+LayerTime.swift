/// A view animation in its layer's local time (CA1).
///
/// Core Animation adds an animation block's changes to each layer as an animation of that layer,
/// begun at the layer's current local time and evaluated in it, so a layer whose `speed` is 0
/// holds every animation under it still, and its `timeOffset` scrubs them. A group here spans
/// several views; once some layer has timing of its own, each view's tracks follow the group's
/// timeline read at that view's layer time, begun where that layer time was when they were added.
extension AnimationGroup {
    var isOnTimeline: Bool { timeline != nil }

    /// Records where `view`'s layer time stands against the timeline now (its first track only).
    func noteLayerTime(of view: View) {
        guard engine.usesLayerTiming, let timeline = timeline?.takeUnretainedValue() else { return }
        let id = ObjectIdentifier(view)
        guard layerTimeShifts[id] == nil else { return }
        let now = engine.now
        layerTimeShifts[id] = timeline.localTime(at: view.layerClock(below: nil).time(at: now)) - timeline.localTime(at: now)
    }

    /// Group progress 0…1 of `view`'s tracks at engine time `time`.
    func fraction(at time: Double, of view: View) -> Double {
        guard let timeline = timeline?.takeUnretainedValue() else { return fraction(at: time).fraction }
        let local = timeline.localTime(at: view.layerClock(below: nil).time(at: time))
        return progress(elapsed: local - beginTime - (layerTimeShifts[ObjectIdentifier(view)] ?? 0))
    }

    /// `render(at:)` with each view's tracks at their own layer time.
    func renderInLayerTime(at time: Double) {
        var lastView: View?
        var shaped = 0.0
        for index in tracks.indices where !tracks[index].isStacked {
            let view = tracks[index].view
            if view !== lastView {
                let fraction = fraction(at: time, of: view)
                shaped = outerTiming.map { $0.progress(elapsed: fraction, duration: 1) } ?? fraction
                lastView = view
            }
            tracks[index].apply(progress: shaped, groupDuration: duration, timing: timing, linear: false, axes: axisTiming)
        }
        for stack in drawnStacks { stack.render(at: time, layerTiming: true) }
    }

    /// The engine time at which every animated view's layer time has reached the group's end, or
    /// nil when some view's will not by itself (a paused layer, or a paused timeline).
    /// `endLocal` is the group's end on its timeline.
    func engineTimeOfEnd(_ endLocal: Double, on timeline: Timeline) -> Double? {
        guard engine.usesLayerTiming else { return timeline.engineTime(reaching: endLocal) }
        let now = engine.now
        var end = now
        var seen: Set<ObjectIdentifier> = []
        for track in tracks where seen.insert(ObjectIdentifier(track.view)).inserted {
            let clock = track.view.layerClock(below: nil)
            let target = endLocal + (layerTimeShifts[ObjectIdentifier(track.view)] ?? 0)
            if timeline.localTime(at: clock.time(at: now)) >= target - Engine.timeTolerance { continue }
            guard clock.rate > 0, let input = timeline.inputTime(reaching: target), let reached = clock.parentTime(at: input) else { return nil }
            end = max(end, reached)
        }
        return end
    }
}
