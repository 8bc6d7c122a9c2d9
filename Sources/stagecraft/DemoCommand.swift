import ArgumentParser
import Stagecraft

/// `stagecraft demo`: a dimmed bottom sheet presented, then swiped down to dismiss, on the virtual
/// clock; prints the sheet and the dimming view frame by frame, and the callbacks as they happen.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Present a dimmed bottom sheet, swipe it away, and print the transition frame by frame.")

    @Option(help: "Frames per second of the virtual clock.")
    var fps: Double = 30

    @Option(help: "How far the swipe drags the sheet down, in points (past 211, half the sheet, it dismisses).")
    var swipe: Double = 300

    func validate() throws {
        guard fps > 0, fps <= 1000 else { throw ValidationError("--fps must be between 0 and 1000") }
        guard swipe.isFinite, swipe >= 0, swipe <= 800 else { throw ValidationError("--swipe must be between 0 and 800 points") }
    }

    func run() throws {
        let engine = Engine(frameRate: fps)
        let window = Window()
        let home = ViewController(name: "home")
        window.rootViewController = home
        let sheet = ViewController(name: "sheet")
        sheet.view.backgroundColor = .white
        sheet.modalPresentationStyle = .custom
        let transition = DemoSheet()
        sheet.transitioningDelegate = transition
        let touches = TouchSynthesizer(engine: engine, window: window)

        print("Stagecraft demo: a bottom sheet over a dimming view (\(formatted(fps)) fps, virtual clock)")
        engine.onEvent { event in
            guard [.lifecycle, .transition, .diagnostic].contains(event.category), event.name != "updateInteractiveTransition" else { return }
            print("  \(formatted(event.time, width: 6))  · \(event.call)")
        }
        engine.onFrame { engine in
            guard let view = sheet.viewIfLoaded, view.window != nil else { return }
            let dim = (sheet.presentationController as? DimmingPresentationController)?.dimmingView.presentation.alpha ?? 0
            print("  \(formatted(engine.now, width: 6))    sheet y \(formatted(view.presentation.frame.minY, width: 7))   dim alpha \(formatted(dim, width: 5))")
        }
        print("\n— present (0.4 s, ease-out)")
        home.present(sheet, animated: true)
        engine.runUntilIdle(limit: 2)
        transition.attachPan(to: sheet)
        print("\n— swipe down \(formatted(swipe)) pt over 0.3 s, then release")
        touches.pan(from: Point(195, 500), to: Point(195, 500 + swipe), duration: 0.3, hold: 0.05)
        engine.runUntilIdle(limit: 5)
        let dismissed = home.presentedViewController == nil
        print("\n\(dismissed ? "The sheet was dismissed" : "The swipe was cancelled: the sheet stays"); diagnostics: \(engine.diagnostics.count)")
        for diagnostic in engine.diagnostics { print("  \(diagnostic)") }
    }

    private func formatted(_ value: Double, width: Int = 0) -> String {
        let text = formatNumber(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

/// A short, stable rendering of a number (three decimals at most).
func formatNumber(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
