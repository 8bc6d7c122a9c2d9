import Stagecraft

/// Where an animation starts when nobody said: the first frame that shows anything. A trace often
/// opens on an empty window (frame 0, before the scenario's screens are built); the HTML player
/// skips it (player.js `firstContent`), and a GIF that began on it would flash a blank canvas on
/// every loop.
extension Trace {
    /// The first frame that is not all one colour when drawn with `options` (at a tenth of the
    /// size, as `ThumbnailMoment` probes), or nil when every frame is.
    func firstFrameShowingAnything(_ options: RenderOptions) -> TraceFrame? {
        var probe = options
        probe.scale = ThumbnailMoment.probeScale
        let renderer = FrameRenderer(options: probe)
        return frames.first { frame in
            guard let bitmap = try? renderer.render(frame) else { return true }
            return !ThumbnailMoment.plain(bitmap)
        }
    }
}
