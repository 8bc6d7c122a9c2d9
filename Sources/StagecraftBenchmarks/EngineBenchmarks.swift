import Foundation
import Stagecraft

/// `engine.*`: one 120 Hz frame with 10,000 views animating frame, alpha and transform with an
/// ease-in-ease-out curve, against a hand-written loop over plain arrays doing the same maths.
enum EngineBenchmarks {
    static let viewCount = 10_000

    static func run() {
        let engine = Engine(frameRate: 120)
        let root = Window(bounds: Size(width: 390, height: 844))
        var views: [View] = []
        for index in 0..<viewCount {
            let view = View(frame: Rect(Double(index % 100) * 4, Double(index / 100) * 8, 40, 40))
            root.addSubview(view)
            views.append(view)
        }
        // One animation block per view, each with its own duration, like independent UI elements.
        for (index, view) in views.enumerated() {
            View.animate(withDuration: 1000 + Double(index % 7)) {
                view.frame = view.frame.offsetBy(dx: 200, dy: 300).insetBy(dx: -10, dy: -10)
                view.alpha = 0.2
                view.transform = AffineTransform(scaleX: 1.5, y: 1.5).rotated(by: 0.3)
            }
        }
        engine.advance(frames: 1)
        let engineFrame = Harness.median(samples: 101) { engine.advance(frames: 1) }

        var raw = RawAnimationLoop(views: views, durations: (0..<viewCount).map { 1000 + Double($0 % 7) })
        var time = 0.0
        let rawFrame = Harness.median(samples: 101) {
            time += 1.0 / 120
            raw.step(at: time)
        }
        blackHole(raw.checksum)
        Harness.metric("engine.tick_10k_views.ms", engineFrame * 1000, "ms")
        Harness.metric("engine.tick_raw_loop.ms", rawFrame * 1000, "ms")
        Harness.metric("engine.tick.ratio_vs_raw", engineFrame / rawFrame, "x")

        // T8.7: every view's move and transform retargeted mid-flight, so three of its four properties
        // run as additive stacks of two animations (the worst case; a single animation stays packed).
        for view in views {
            View.animate(withDuration: 1000) {
                view.frame = view.frame.offsetBy(dx: -50, dy: 0)
                view.transform = .identity
            }
        }
        engine.advance(frames: 1)
        let stackedFrame = Harness.median(samples: 51) { engine.advance(frames: 1) }
        Harness.metric("engine.tick_10k_views_stacked.ms", stackedFrame * 1000, "ms")
        Harness.metric("engine.tick_stacked.ratio_vs_single", stackedFrame / engineFrame, "x")
    }
}

/// The same per-frame work with no engine: structs of arrays, the curve, interpolation, recomposition.
struct RawAnimationLoop {
    struct Item {
        var fromCenter, toCenter: (Double, Double)
        var fromSize, toSize: (Double, Double)
        var fromAlpha, toAlpha: Double
        var fromT, toT: (tx: Double, ty: Double, rot: Double, skew: Double, sx: Double, sy: Double)
        var duration: Double
    }

    var items: [Item] = []
    var output: [(cx: Double, cy: Double, w: Double, h: Double, alpha: Double, a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)]
    let curve = CubicBezier.easeInEaseOut

    init(views: [View], durations: [Double]) {
        for (view, duration) in zip(views, durations) {
            let f = view.frame
            let to = f.offsetBy(dx: 200, dy: 300).insetBy(dx: -10, dy: -10)
            items.append(Item(
                fromCenter: (f.midX, f.midY), toCenter: (to.midX, to.midY), fromSize: (f.width, f.height),
                toSize: (to.width, to.height), fromAlpha: 1, toAlpha: 0.2,
                fromT: (0, 0, 0, 0, 1, 1), toT: (0, 0, 0.3, 0, 1.5, 1.5), duration: duration))
        }
        output = Array(repeating: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), count: items.count)
    }

    mutating func step(at time: Double) {
        for i in items.indices {
            let item = items[i]
            let e = curve.value(at: min(max(time / item.duration, 0), 1))
            let rot = item.fromT.rot + (item.toT.rot - item.fromT.rot) * e
            let sx = item.fromT.sx + (item.toT.sx - item.fromT.sx) * e
            let sy = item.fromT.sy + (item.toT.sy - item.fromT.sy) * e
            let skew = item.fromT.skew + (item.toT.skew - item.fromT.skew) * e
            let (s, c) = (sin(rot), cos(rot))
            output[i] = (
                item.fromCenter.0 + (item.toCenter.0 - item.fromCenter.0) * e,
                item.fromCenter.1 + (item.toCenter.1 - item.fromCenter.1) * e,
                item.fromSize.0 + (item.toSize.0 - item.fromSize.0) * e,
                item.fromSize.1 + (item.toSize.1 - item.fromSize.1) * e,
                item.fromAlpha + (item.toAlpha - item.fromAlpha) * e,
                c * sx, s * sx, (c * skew - s) * sy, (s * skew + c) * sy,
                item.fromT.tx + (item.toT.tx - item.fromT.tx) * e, item.fromT.ty + (item.toT.ty - item.fromT.ty) * e)
        }
    }

    var checksum: Double { output.reduce(0) { $0 + $1.cx + $1.alpha + $1.a } }
}
