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
        try OptionRanges.clockFPS.check(fps)
        try OptionRanges.swipe.check(swipe)
    }

    func run() throws {
        print("Stagecraft demo: a bottom sheet over a dimming view (\(formatted(fps)) fps, virtual clock)")
        var observers = DemoRun.Observers()
        observers.section = { print("\n— \($0)") }
        observers.event = { event in
            guard [.lifecycle, .transition, .diagnostic].contains(event.category), event.name != "updateInteractiveTransition" else { return }
            print("  \(formatted(event.time, width: 6))  · \(event.call)")
        }
        observers.frame = { time, sheet in
            guard let sheet else { return }
            print("  \(formatted(time, width: 6))    sheet y \(formatted(sheet.y, width: 7))   dim alpha \(formatted(sheet.dim, width: 5))")
        }
        let result = DemoRun(fps: fps, swipe: swipe).run(observers)
        print("\n\(result.dismissed ? "The sheet was dismissed" : "The swipe was cancelled: the sheet stays"); diagnostics: \(result.diagnostics.count)")
        for diagnostic in result.diagnostics { print("  \(diagnostic)") }
    }

    private func formatted(_ value: Double, width: Int = 0) -> String {
        let text = formatNumber(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

/// A short, stable rendering of a number (three decimals at most).
func formatNumber(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    guard rounded.isFinite, abs(rounded) < 1e15 else { return "\(rounded)" }  // Int(_:) would trap
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
