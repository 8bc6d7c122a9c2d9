/// The engine's side of layer-local time (CA1): animations run in their layer's time space.
extension Engine {
    /// A layer's `speed`, `timeOffset` or `beginTime` changed: animation ends move (a paused layer
    /// completes nothing), and what is on screen shows the new local time at once, as a scrubbed
    /// transition does. From then on the engine evaluates each animated view in its layer's time.
    func layerTimingChanged() {
        usesLayerTiming = true
        eventsChanged()
        for group in activeGroups where !group.isFinished && group.isOnTimeline { group.render(at: now) }
    }

    /// A view moved in the tree while some layer has its own timing: it now follows its new
    /// superlayers' time, so animation ends move.
    func hierarchyChangedUnderLayerTiming() {
        if usesLayerTiming { eventsChanged() }
    }
}
