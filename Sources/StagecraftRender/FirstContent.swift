import Stagecraft

/// Where an animation starts when nobody said: the first frame that draws anything. A trace often
/// opens on an empty window (frame 0, before the scenario's screens are built); the HTML player
/// skips it (player.js `firstContent`), and a GIF that began on it would flash a blank canvas on
/// every loop. The rule is the player's, read from the trace's values, not from drawing: a probe
/// render at another scale would leave Cairo's font caches in another state and change the GIF.
extension Trace {
    /// The first frame with a visible view that paints (a fill, a label's text, an image), or nil.
    var firstFrameShowingAnything: TraceFrame? {
        frames.first { frame in frame.views.contains(where: \.paints) }
    }
}

extension ViewSample {
    /// Whether drawing it puts anything on the canvas (player.js `firstContent`'s test).
    var paints: Bool {
        guard !isHidden, values.alpha > 0 else { return false }
        if values.backgroundColor != nil { return true }
        // A label with text that is not empty; an image view with any image named.
        if kind == "Label" { return details.contains { $0.hasPrefix("text=") && $0 != "text=\"\"" } }
        return kind == "ImageView" && details.contains { $0.hasPrefix("image=") }
    }
}
