import Stagecraft

/// The demo's run: a dimmed bottom sheet presented, then swiped down, on the virtual clock.
/// `stagecraft demo` prints it as it goes; `stagecraft render demo` draws its trace.
struct DemoRun {
    var fps: Double = 30
    /// How far the swipe drags the sheet down, in points (past 211, half the sheet, it dismisses).
    var swipe: Double = 300

    /// What a caller may watch while the run goes.
    struct Observers {
        var section: (String) -> Void = { _ in }
        var event: (TraceEvent) -> Void = { _ in }
        /// Each rendered frame: the time, the sheet's y, the dimming view's alpha (nil before the
        /// sheet is on screen).
        var frame: (Double, (y: Double, dim: Double)?) -> Void = { _, _ in }
    }

    /// Runs the demo and returns its trace; `dismissed` tells whether the swipe dismissed the sheet.
    func run(_ observers: Observers = Observers()) -> (trace: Trace, dismissed: Bool, diagnostics: [Diagnostic]) {
        let engine = Engine(frameRate: fps)
        let window = Window()
        let home = ViewController(name: "home")
        window.rootViewController = home
        let sheet = ViewController(name: "sheet")
        sheet.view.backgroundColor = .white
        sheet.view.cornerRadius = 12
        decorate(home: home.view, sheet: sheet.view)
        sheet.modalPresentationStyle = .custom
        let transition = DemoSheet()
        sheet.transitioningDelegate = transition
        let touches = TouchSynthesizer(engine: engine, window: window)
        let tracer = Tracer(engine: engine, window: window)

        engine.onEvent { observers.event($0) }
        engine.onFrame { engine in
            guard let view = sheet.viewIfLoaded, view.window != nil else { return observers.frame(engine.now, nil) }
            let dim = (sheet.presentationController as? DimmingPresentationController)?.dimmingView.presentation.alpha ?? 0
            observers.frame(engine.now, (view.presentation.frame.minY, dim))
        }
        observers.section("present (0.4 s, ease-out)")
        home.present(sheet, animated: true)
        engine.runUntilIdle(limit: 2)
        transition.attachPan(to: sheet)
        observers.section("swipe down \(formatNumber(swipe)) pt over 0.3 s, then release")
        touches.pan(from: Point(195, 500), to: Point(195, 500 + swipe), duration: 0.3, hold: 0.05)
        engine.runUntilIdle(limit: 5)
        tracer.stop()
        return (tracer.trace, home.presentedViewController == nil, engine.diagnostics)
    }

    /// Content, so that rendered frames look like an app: a titled home screen with a photo, and a
    /// sheet with a grabber and a title. Kept clear of the swipe's path (x 195, y 500…).
    private func decorate(home: View, sheet: View) {
        home.backgroundColor = Color.named["systemGroupedBackground"]
        let title = Label(frame: Rect(20, 60, 350, 40), text: "Home", name: "homeTitle")
        title.fontSize = 34
        let photo = ImageView(frame: Rect(20, 120, 350, 220), imageName: "pizza", name: "photo")
        photo.cornerRadius = 10
        photo.clipsToBounds = true
        home.addSubview(title)
        home.addSubview(photo)
        let grabber = View(frame: Rect(177, 6, 36, 5), name: "grabber")
        grabber.backgroundColor = Color(white: 0.8)
        grabber.cornerRadius = 2.5
        let heading = Label(frame: Rect(20, 24, 350, 30), text: "Swipe me down", name: "sheetTitle")
        heading.fontSize = 22
        sheet.addSubview(grabber)
        sheet.addSubview(heading)
    }
}
