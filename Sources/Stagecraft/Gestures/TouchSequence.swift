/// A scripted gesture: one `TouchPath` per finger, all timed from the sequence's start.
///
/// Fingers may overlap (a pinch: two paths at once) or follow each other (a double tap: two
/// presses, the second delayed). `TouchSynthesizer.perform(_:)` plays it on the engine's clock.
public struct TouchSequence: Sendable {
    /// A word for diagnostics and traces: `pan`, `pinch`, `tap`.
    public var name: String
    public var fingers: [TouchPath]

    public init(name: String = "touches", fingers: [TouchPath]) {
        self.name = name
        self.fingers = fingers
    }

    /// Seconds from the start until the last finger lifts.
    public var duration: Double { fingers.map(\.liftTime).max() ?? 0 }

    /// What is wrong with the sequence, or nil when it can be performed.
    var problem: String? {
        if fingers.isEmpty { return "no fingers" }
        for (index, finger) in fingers.enumerated() {
            if let problem = finger.problem { return "finger \(index): \(problem)" }
        }
        return nil
    }
}
