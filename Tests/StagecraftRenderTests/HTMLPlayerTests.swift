import Stagecraft
import Testing
@testable import StagecraftRender

/// The single-file player: offline, the trace inside, cropped on request.
@Suite struct HTMLPlayerTests {
    @Test func rd3_1_thePageEmbedsTheTraceAndNeedsNoNetwork() throws {
        let trace = EncoderTests.moving(seconds: 0.2)
        let html = try HTMLPlayer(trace: trace, title: "a <b> & c").html()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>a &lt;b&gt; &amp; c</title>"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("src="))
        #expect(html.contains("{\"type\":\"header\",\"format\":\"stagecraft-trace/1\",\"frameRate\":60}"))
        #expect(html.components(separatedBy: "{\"type\":\"frame\"").count - 1 == 13)
    }

    @Test func rd3_1_textThatLooksLikeMarkupCannotCloseTheScript() throws {
        var scene = FrameBuilder()
        scene.add(Rect(0, 0, 50, 20), nil, kind: "Label", details: ["text=\"</script><b>\""])
        let html = try HTMLPlayer(trace: Trace(frameRate: 60, frames: [scene.frame], events: [])).html()
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)   // the two real script tags
        #expect(html.contains("\\u003c/script>\\u003cb>"))
    }

    /// The replacement works on bytes: text around it (multi-byte characters, `\u003c` already
    /// written out, a `<` at either end) comes through unchanged, and text without `<` is returned as is.
    @Test func rd3_1_onlyTheLessThanSignIsReplaced() {
        #expect(HTMLPlayer.embeddable("<é🎞️<\\u003c x<") == "\\u003cé🎞️\\u003c\\u003c x\\u003c")
        #expect(HTMLPlayer.embeddable("{\"text\":\"ça > va\"}\n") == "{\"text\":\"ça > va\"}\n")
        #expect(HTMLPlayer.embeddable("") == "")
    }

    @Test func rd3_1_fromAndToCropTheFramesAndEvents() throws {
        var trace = EncoderTests.moving(seconds: 1)
        trace.events = [
            TraceEvent(time: 0.1, frame: 6, category: .lifecycle, subject: "a", name: "viewWillAppear"),
            TraceEvent(time: 0.5, frame: 30, category: .diagnostic, subject: "a", name: "watchdog"),
        ]
        let player = try HTMLPlayer(trace: trace, timing: FrameTiming(from: 0.4, to: 0.6))
        #expect(player.trace.frames.first?.index == 24)
        #expect(player.trace.frames.last?.index == 36)
        #expect(player.trace.events.map(\.name) == ["watchdog"])
        #expect(throws: RenderError.self) { try HTMLPlayer(trace: trace, timing: FrameTiming(from: 5, to: 6)) }
    }
}
