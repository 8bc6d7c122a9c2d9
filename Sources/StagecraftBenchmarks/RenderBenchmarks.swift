import Stagecraft
import StagecraftRender

/// `render.*`: one frame of a 50-view screen at 390×844 points, scale 2, rasterized by Cairo;
/// and a one-second 60 Hz transition (that screen, a sheet sliding up over a dimming view)
/// encoded as a 60 fps GIF, palette and all.
enum RenderBenchmarks {
    static func run() {
        let (trace, frame) = transition()
        let renderer = FrameRenderer(options: RenderOptions(scale: 2))
        let frameTime = Harness.median(samples: 51) {
            blackHole(try? renderer.render(frame))
        }
        Harness.metric("render.frame_390x844.ms", frameTime * 1000, "ms")

        let gif = TraceRenderer(trace: trace, options: RenderOptions(scale: 1), timing: FrameTiming(fps: 60))
        var size = 0
        let gifTime = Harness.median(samples: 3, warmup: 1) {
            size = (try? gif.gif())?.count ?? 0
        }
        Harness.metric("render.gif_1s_60fps.s", gifTime, "s")
        Harness.metric("render.gif_1s_60fps.kib", Double(size) / 1024, "KiB")
    }

    /// The screen (50 views: window, root, a bar, 11 rows of background, image, title and
    /// subtitle, a translucent rounded card with a label, a tab bar), then a sheet sliding up
    /// over it for 1 s.
    static func transition() -> (Trace, TraceFrame) {
        let engine = Engine(frameRate: 60)
        let window = Window()
        let root = View(frame: Rect(0, 0, 390, 844), name: "root")
        root.backgroundColor = Color(hex: 0xF2F2F7)
        window.addSubview(root)
        let bar = View(frame: Rect(0, 0, 390, 100), name: "bar")
        bar.backgroundColor = Color(white: 0.97, alpha: 0.94)
        root.addSubview(bar)
        for row in 0..<11 {
            let cell = View(frame: Rect(16, 110 + Double(row) * 60, 358, 54))
            cell.backgroundColor = .white
            cell.cornerRadius = 10
            let image = ImageView(frame: Rect(8, 7, 40, 40), imageName: "photo\(row % 4)")
            image.cornerRadius = 6
            image.clipsToBounds = true
            let title = Label(frame: Rect(58, 6, 280, 22), text: "Row \(row + 1): a title")
            let subtitle = Label(frame: Rect(58, 28, 280, 18), text: "Subtitle with more words")
            subtitle.fontSize = 13
            subtitle.textColor = Color(hex: 0x8E8E93)
            for view in [image, title, subtitle] { cell.addSubview(view) }
            root.addSubview(cell)
        }
        let card = View(frame: Rect(40, 300, 310, 200), name: "card")
        card.backgroundColor = Color(hex: 0x007AFF)
        card.alpha = 0.9
        card.cornerRadius = 20
        card.addSubview(Label(frame: Rect(20, 20, 270, 30), text: "Translucent card"))
        root.addSubview(card)
        let tabBar = View(frame: Rect(0, 761, 390, 83), name: "tabBar")
        tabBar.backgroundColor = Color(white: 0.97, alpha: 0.94)
        root.addSubview(tabBar)
        let tracer = Tracer(engine: engine, window: window)
        let dim = View(frame: window.bounds, name: "dim")
        dim.backgroundColor = Color(white: 0, alpha: 0.4)
        dim.alpha = 0
        let sheet = View(frame: Rect(0, 844, 390, 422), name: "sheet")
        sheet.backgroundColor = .white
        sheet.cornerRadius = 12
        window.addSubview(dim)
        window.addSubview(sheet)
        View.animate(withDuration: 1) {
            dim.alpha = 1
            sheet.frame.origin.y = 422
        }
        engine.advance(by: 1)
        tracer.stop()
        let trace = tracer.trace
        // The first frame is the screen alone, before the dimming view and the sheet arrive.
        return (trace, trace.frames[0])
    }
}
