/// UIKit's haptic feedback generators (`UISelectionFeedbackGenerator`): a headless run has no
/// Taptic Engine, so each haptic played is a `.log` trace event — subject the generator's UIKit
/// class, name the method that played it (`UISelectionFeedbackGenerator selectionChanged`) — which
/// a scenario can expect; `prepare()` only readies the engine on a device, and records nothing.
public class FeedbackGenerator {
    /// UIKit's class name, the events' subject.
    public let kind: String

    public init(kind: String) {
        self.kind = kind
    }

    /// Records the haptic `name` (`selectionChanged`) as played now.
    public func play(_ name: String) {
        Engine.current?.record(.log, kind, name)
    }
}

/// `UIImpactFeedbackGenerator`: a class of its own (not only a `kind`) so that scripts see
/// `impactOccurred` on it and `selectionChanged` on the selection generator, never the other's.
public final class ImpactFeedbackGenerator: FeedbackGenerator {
    public init() { super.init(kind: "UIImpactFeedbackGenerator") }
}
