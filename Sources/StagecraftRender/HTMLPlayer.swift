import Foundation
import Stagecraft

/// A single-file HTML player for a trace: the trace embedded as JSON Lines, the drawing and the
/// controls (the files in Player/, see `PlayerAssets`) inline, no network. Plays at real speed or
/// slower (down to 0.1×), steps frame by frame, scrubs; shows events on the timeline, the view
/// tree of the current frame, and curves of a selected view's alpha, x, y, scale and rotation.
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
        <style>\(PlayerAssets.text("player.css"))</style>
        </head>
        <body>
        \(PlayerAssets.text("body.html"))
        <script type="application/x-ndjson" id="trace">
        \(Self.embeddable(trace.jsonLines()))</script>
        <script>\(PlayerAssets.text("draw.js"))\(PlayerAssets.text("player.js"))</script>
        </body>
        </html>

        """
    }

    /// JSON Lines made safe inside `<script>`: `<` only occurs in strings, where `\u003c` means the same.
    /// Replaced byte by byte (the byte of `<` is never part of a longer UTF-8 sequence): Foundation's
    /// `replacingOccurrences` goes through UTF-16 and was a sixth of the gallery's time (issue 28).
    static func embeddable(_ jsonLines: String) -> String {
        let less = UInt8(ascii: "<")
        guard jsonLines.utf8.contains(less) else { return jsonLines }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(jsonLines.utf8.count + 64)
        for byte in jsonLines.utf8 {
            if byte == less { bytes += "\\u003c".utf8 } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func escapeHTML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
