@testable import Stagecraft

/// A fresh engine with a 390 × 844 window holding one view, "card", and a touch synthesiser.
struct GestureStage {
    let engine: Engine
    let window: Window
    let card: View
    let synth: TouchSynthesizer

    init(frameRate: Double = 60, sampleRate: Double = 120, cardFrame: Rect = Rect(0, 0, 390, 844)) {
        engine = Engine(frameRate: frameRate)
        window = Window()
        card = View(frame: cardFrame, name: "card")
        window.addSubview(card)
        synth = TouchSynthesizer(engine: engine, window: window, sampleRate: sampleRate)
    }

    /// The gesture state changes recorded so far.
    var gestureEvents: [TraceEvent] { engine.events.filter { $0.category == .gesture } }

    /// The gesture events of one recognizer, as `name` strings.
    func states(of recognizer: GestureRecognizer) -> [String] {
        gestureEvents.filter { $0.subject == recognizer.displayName }.map(\.name)
    }
}

