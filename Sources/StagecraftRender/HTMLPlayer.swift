import Stagecraft

/// A single-file HTML player for a trace: the trace embedded as JSON Lines, the drawing and the
/// controls inline, no network. Plays at real speed or slower (down to 0.1×), steps frame by
/// frame, scrubs; shows events on the timeline, the view tree of the current frame, and curves
/// of a selected view's alpha, x, y, scale and rotation.
///
/// The URL's hash sets the state, so a test or a link can open it at a moment:
/// `player.html#t=0.25&view=sheet&speed=0.1&zoom=0.5&play=1`.
public struct HTMLPlayer {
    public let trace: Trace
    public var title: String

    /// The player for the part of `trace` that `timing` selects (fps is ignored: every frame is kept).
    public init(trace: Trace, timing: FrameTiming = FrameTiming(), title: String = "Stagecraft trace") throws {
        self.trace = try trace.cropped(from: timing.from, to: timing.to)
        self.title = title
    }

    /// The whole document.
    public func html() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(Self.escapeHTML(title))</title>
        <style>\(Self.style)</style>
        </head>
        <body>
        \(Self.body)
        <script type="application/x-ndjson" id="trace">
        \(Self.embeddable(trace.jsonLines()))</script>
        <script>\(Self.drawingScript)\(Self.interfaceScript)</script>
        </body>
        </html>

        """
    }

    /// JSON Lines made safe inside `<script>`: `<` only occurs in strings, where `\u003c` means the same.
    static func embeddable(_ jsonLines: String) -> String {
        jsonLines.replacingOccurrences(of: "<", with: "\\u003c")
    }

    static func escapeHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let body = """
        <div id="stage-box"><canvas id="stage"></canvas></div>
        <main>
          <h1 id="title"></h1>
          <div class="controls">
            <button id="play" title="Play / pause (space)">▶</button>
            <button id="back" title="Previous frame (←)">◀︎|</button>
            <button id="next" title="Next frame (→)">|▶︎</button>
            <label>speed <select id="speed">
              <option value="1">1×</option><option value="0.5">0.5×</option><option value="0.25">0.25×</option><option value="0.1">0.1×</option>
            </select></label>
            <span id="clock"></span>
          </div>
          <input id="scrub" type="range" min="0" max="0" step="1" value="0">
          <canvas id="timeline" height="36"></canvas>
          <div class="columns">
            <section><h2>Views at this frame</h2><ul id="tree"></ul></section>
            <section><h2>Events</h2><ol id="events"></ol></section>
          </div>
          <section><h2 id="plot-title">Curves (select a view)</h2><div id="plots"></div></section>
        </main>
        """

    static let style = """
        body { margin: 0; font: 13px/1.4 -apple-system, "DejaVu Sans", sans-serif; background: #1c1c1e; color: #eee; }
        #stage-box { position: absolute; left: 16px; top: 16px; background: #000; box-shadow: 0 0 0 1px #444; }
        #stage { display: block; }
        main { position: absolute; top: 0; right: 0; padding: 12px 16px; box-sizing: border-box; }
        h1 { font-size: 16px; margin: 4px 0 8px; } h2 { font-size: 13px; margin: 10px 0 4px; color: #aaa; }
        .controls { display: flex; gap: 6px; align-items: center; }
        button, select { background: #333; color: #eee; border: 1px solid #555; border-radius: 4px; padding: 3px 8px; }
        #clock { font-variant-numeric: tabular-nums; margin-left: 8px; }
        #scrub { width: 100%; margin: 8px 0 0; } #timeline { width: 100%; display: block; cursor: pointer; }
        .columns { display: flex; gap: 16px; } .columns section { flex: 1; min-width: 0; }
        #tree, #events { max-height: 260px; overflow: auto; margin: 0; padding: 0 0 0 4px; list-style: none; font-family: "DejaVu Sans Mono", monospace; font-size: 11px; }
        #tree li { cursor: pointer; white-space: nowrap; } #tree li.selected { background: #0a84ff55; }
        #tree li.hidden { opacity: 0.45; }
        #events li { cursor: pointer; white-space: nowrap; } #events li.past { color: #888; }
        #events li.diagnostic { color: #ff6961; } #events li.lifecycle { color: #7fd1ff; }
        #plots { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 8px; }
        .plot canvas { width: 100%; height: 90px; background: #111; display: block; }
        .plot span { color: #aaa; font-size: 11px; }
        """
}
