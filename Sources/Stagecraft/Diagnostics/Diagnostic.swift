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
        /// A transition API used wrongly (a duration that is not a number, finish after complete…).
        public static let transitionMisuse = Kind(rawValue: "transition-misuse")
        /// Present, dismiss, push or pop refused while another transition runs (T1.18).
        public static let transitionInProgress = Kind(rawValue: "transition-in-progress")
        /// The animator never called completeTransition (T2.2).
        public static let completeTransitionNeverCalled = Kind(rawValue: "complete-transition-never-called")
        /// completeTransition called more than once (T2.3).
        public static let completeTransitionTwice = Kind(rawValue: "complete-transition-twice")
        /// An interaction controller was returned but nothing drove it (T1.16).
        public static let interactionNotDriven = Kind(rawValue: "interaction-not-driven")
        /// Views other than the expected ones left in the container after a transition.
        public static let viewsLeftInContainer = Kind(rawValue: "views-left-in-container")
        /// The view that should be on screen after a transition is not in the container.
        public static let viewMissingFromContainer = Kind(rawValue: "view-missing-from-container")
        /// A presentation controller's chrome (a dimming view) left after its end callback (T4.2).
        public static let chromeLeftBehind = Kind(rawValue: "chrome-left-behind")
        /// A cancelled transition left a view that stays on screen moved, transformed or faded (T6.6).
        public static let cancelLeftViewsAltered = Kind(rawValue: "cancel-left-views-altered")
        /// begin/endAppearanceTransition calls that do not balance (T3.8).
        public static let unbalancedAppearance = Kind(rawValue: "unbalanced-appearance")
        /// A gesture API given a value it cannot use (a NaN touch point, a negative duration, zero
        /// taps required); the call changed nothing.
        public static let gestureMisuse = Kind(rawValue: "gesture-misuse")
        /// A synthesised touch sequence ended without any gesture recognizer recognising it: it hit
        /// no recognizer at all, or every one it reached failed. Scripted touches are authored, so
        /// this is almost always a scenario that taps the wrong place.
        public static let gestureUnrecognized = Kind(rawValue: "gesture-unrecognized")
        /// A layout that never settles: layoutSubviews laying itself out again (LY1.3).
        public static let layoutLoop = Kind(rawValue: "layout-loop")
        /// Required constraints that contradict each other: one is broken (T12.2), as UIKit's
        /// "Unable to simultaneously satisfy constraints." log says.
        public static let unsatisfiableConstraints = Kind(rawValue: "unsatisfiable-constraints")
        /// Constraints that leave a view's frame open: many frames satisfy them (T12.2).
        public static let ambiguousLayout = Kind(rawValue: "ambiguous-layout")
        /// An Auto Layout call UIKit raises for (no common ancestor, a priority out of range…).
        public static let autoLayoutMisuse = Kind(rawValue: "auto-layout-misuse")
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
