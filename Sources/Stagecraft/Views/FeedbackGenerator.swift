/// UIKit's haptic feedback generators (`UISelectionFeedbackGenerator`): a headless run has no
/// Taptic Engine, so each haptic played is a `.log` trace event — subject the generator's UIKit
/// class, name the method that played it (`UISelectionFeedbackGenerator selectionChanged`) — which
/// a scenario can expect; `prepare()` only readies the engine on a device, and records nothing.
public final class FeedbackGenerator {
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
