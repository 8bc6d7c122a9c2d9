/// A problem Stagecraft noticed: misuse, a broken contract, or state left inconsistent.
///
/// UIKit answers many of these with an exception, a console warning or silence; Stagecraft
/// records them as data (in the trace and the scenario report) and keeps running.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem; an open set so each layer can add its own kinds.
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A property was given a value it cannot hold (NaN, a negative size…); it kept its value.
        public static let invalidValue = Kind(rawValue: "invalid-value")
        /// A view-tree operation that UIKit refuses (a cycle, a sibling that is not one…).
        public static let hierarchyMisuse = Kind(rawValue: "hierarchy-misuse")
        /// A coordinate conversion between views that share no window or root, or into a view whose
        /// transform cannot be inverted (a zero scale).
        public static let conversionMisuse = Kind(rawValue: "conversion-misuse")
        /// A row, item or other index outside the valid range; the call answered nil.
        public static let indexOutOfRange = Kind(rawValue: "index-out-of-range")
        /// An animation API used where UIKit forbids it (a keyframe outside a keyframe block…).
        public static let animationMisuse = Kind(rawValue: "animation-misuse")
        /// A gesture API given a value it cannot use (a NaN touch point, a negative duration, zero
        /// taps required); the call changed nothing.
        public static let gestureMisuse = Kind(rawValue: "gesture-misuse")
        /// A synthesised touch sequence ended without any gesture recognizer recognising it: it hit
        /// no recognizer at all, or every one it reached failed. Scripted touches are authored, so
        /// this is almost always a scenario that taps the wrong place.
        public static let gestureUnrecognized = Kind(rawValue: "gesture-unrecognized")
    }

    public var kind: Kind
    public var message: String
    /// The view, controller or script the problem is about, when there is one.
    public var subject: String?
    /// Where it came from in a script (`file:line`), when a script is responsible.
    public var source: String?
    /// The engine time at which it was reported.
    public var time: Double

    public init(kind: Kind, message: String, subject: String? = nil, source: String? = nil, time: Double = 0) {
        self.kind = kind
        self.message = message
        self.subject = subject
        self.source = source
        self.time = time
    }

    public var description: String {
        var text = "[\(kind)] \(message)"
        if let source { text += " (\(source))" }
        return text
    }
}
