import ArgumentParser
import Stagecraft

/// `stagecraft demo`: animates a card on the virtual clock and prints what is on screen frame by frame.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run a small animation on the virtual clock and print its presentation values frame by frame.")

    @Option(help: "Frames per second of the virtual clock.")
    var fps: Double = 30

    @Option(help: "Timing curve: linear, easeIn, easeOut, easeInOut or spring.")
    var curve: String = "easeInOut"

    func validate() throws {
        guard fps > 0, fps <= 1000 else { throw ValidationError("--fps must be between 0 and 1000") }
        guard ["linear", "easeIn", "easeOut", "easeInOut", "spring"].contains(curve) else {
            throw ValidationError("--curve must be one of linear, easeIn, easeOut, easeInOut, spring")
        }
    }

    func run() throws {
        let engine = Engine(frameRate: fps)
        let window = Window(bounds: Size(width: 390, height: 844))
        let card = View(frame: Rect(20, 844, 350, 400), name: "card")
        card.alpha = 0
        window.addSubview(card)
        print("Presenting a card: slide up from below the screen and fade in over 0.5 s (\(curve), \(formatted(fps)) fps).")
        print(String(repeating: "-", count: 60))
        print("  time   frame (x, y, w, h)             alpha")
        engine.onFrame { engine in
            let p = card.presentation
            print("  \(formatted(engine.now, width: 5))  \(p.frame.description.padding(toLength: 29, withPad: " ", startingAt: 0))  \(formatted(p.alpha, width: 5))")
        }
        var finishedAt: Double?
        let animations = { card.frame = Rect(20, 444, 350, 400); card.alpha = 1 }
        let completion: (Bool) -> Void = { _ in finishedAt = engine.now }
        switch curve {
        case "spring":
            View.animate(withDuration: 0.5, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, animations: animations, completion: completion)
        default:
            let options: AnimationOptions = ["linear": .curveLinear, "easeIn": .curveEaseIn, "easeOut": .curveEaseOut][curve] ?? .curveEaseInOut
            View.animate(withDuration: 0.5, options: options, animations: animations, completion: completion)
        }
        let idle = engine.runUntilIdle(limit: 5)
        print(String(repeating: "-", count: 60))
        print(idle ? "completion(finished: true) at t = \(formatted(finishedAt ?? engine.now)) s" : "did not settle within 5 s")
    }

    private func formatted(_ value: Double, width: Int = 0) -> String {
        let text = String((value * 1000).rounded() / 1000)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
