import Foundation
import Stagecraft
import Testing
@testable import StagecraftRender

/// A GIF frame whose views equal the previous frame's is the same picture (RD2.1: identical frames
/// lengthen the delay instead of repeating): `TraceRenderer.gif` adds its time to the frame before
/// without drawing it, and the bytes must be those of drawing it and finding nothing changed.
@Suite struct GIFHeldFramesTests {
    /// 0.5 s at 60 Hz of a red square over white, drawn at `x(time)` in a 120 × 40 window; `name`
    /// is given to the square per frame (a name is not drawn).
    static func trace(x: (Double) -> Double, name: (Int) -> String? = { _ in nil }) -> Trace {
        let frames = (0...30).map { index -> TraceFrame in
            let time = Double(index) / 60
            var scene = FrameBuilder(window: Size(width: 120, height: 40), background: .white)
            scene.add(Rect(x(time), 10, 20, 20), .red, name: name(index))
            return TraceFrame(index: index, time: time, views: scene.views)
        }
        return Trace(frameRate: 60, frames: frames, events: [])
    }

    /// Moves 60 pt a second, holds still from 0.15 s to 0.35 s (at x = 9), then moves on.
    static func moveHoldMove(_ time: Double) -> Double {
        time < 0.15 - 1e-9 ? time * 60 : time < 0.4 - 1e-9 ? 9 : time * 60
    }

    /// The delay (centiseconds) of each graphics control block, in order: the bytes 21 F9 04,
    /// the packed flags, then the delay, little-endian.
    static func delays(_ gif: [UInt8]) -> [Int] {
        var found: [Int] = []
        var at = 0
        while at + 5 < gif.count {
            if gif[at] == 0x21, gif[at + 1] == 0xF9, gif[at + 2] == 0x04 {
                found.append(Int(gif[at + 4]) | Int(gif[at + 5]) << 8)
                at += 6
            } else {
                at += 1
            }
        }
        return found
    }

    @Test func rd2_1_aHeldStretchIsOneFrameShowingForAllOfIt() throws {
        // 20 fps: GIF frames at 0, 0.05 … 0.5 s, 5 cs each. Moving at 0, 0.05, 0.1; held at
        // 0.15, 0.2, 0.25, 0.3, 0.35 (one frame of 5 × 5 cs); moving at 0.4, 0.45, 0.5.
        let gif = try TraceRenderer(trace: Self.trace(x: Self.moveHoldMove), timing: FrameTiming(fps: 20)).gif()
        #expect(Self.delays(gif) == [5, 5, 5, 25, 5, 5, 5])
    }

    @Test func rd2_1_aHeldFrameIsTheSameBytesAsDrawingItAndFindingNoChange() throws {
        // The same motion, but the held square's name changes every trace frame: its views differ,
        // so each held frame is drawn and compared pixel by pixel — the path without the shortcut.
        let same = try TraceRenderer(trace: Self.trace(x: Self.moveHoldMove), timing: FrameTiming(fps: 20)).gif()
        let renamed = try TraceRenderer(trace: Self.trace(x: Self.moveHoldMove, name: { "square \($0)" }), timing: FrameTiming(fps: 20)).gif()
        #expect(same == renamed)
        #expect(Self.delays(renamed) == [5, 5, 5, 25, 5, 5, 5])
    }

    @Test func rd2_1_aFrameBackToAnEarlierLookIsStoredAgain() throws {
        // Only the frame just before counts: A B A B … stores every frame (11 at 20 fps).
        let gif = try TraceRenderer(trace: Self.trace(x: { Int(($0 * 20).rounded()) % 2 == 0 ? 0 : 50 }), timing: FrameTiming(fps: 20)).gif()
        #expect(Self.delays(gif) == Array(repeating: 5, count: 11))
    }

    @Test func rd2_1_aTraceHeldFromItsFirstFrameIsOneFrameOfTheWholeLength() throws {
        // The first frame is always drawn (there is nothing before it to lengthen).
        let gif = try TraceRenderer(trace: Self.trace(x: { _ in 30 }), timing: FrameTiming(fps: 20)).gif()
        #expect(Self.delays(gif) == [55])
        let first = try #require(GIFFirstFrame.pixels(gif))
        #expect(first[20 * 120 + 40].near(.red, 24))          // inside the square (30…50, 10…30)
        #expect(first[20 * 120 + 10].near(.white, 8))
    }
}
