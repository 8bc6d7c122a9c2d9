/// Something that happened during a run, recorded in order: a delegate or animator call, an
/// appearance callback, a transition step, a gesture state change, a diagnostic.
///
/// Events are plain data so a run can be asserted on, diffed and rendered; the same inputs give
/// the same events in the same order.
public struct TraceEvent: Hashable, Sendable, CustomStringConvertible {
    /// The broad kind of event, for filtering.
    public enum Category: String, Sendable, Codable, CaseIterable {
        /// Appearance and loading callbacks: viewDidLoad, viewWillAppear…
        case lifecycle
        /// Transitioning / navigation / tab delegate questions.
        case delegate
        /// Animation and interaction controller calls.
        case animator
        /// Presentation controller calls.
        case presentation
        /// Transition steps: start, complete, cancel, finish, coordinator callbacks.
        case transition
        /// Gesture recognizer state changes.
        case gesture
        /// Events a control sent to its targets: `touchDown`, `touchUpInside`… (T12.6).
        case control
        /// A diagnostic was reported.
        case diagnostic
        /// Anything a script or scenario logs.
        case log
    }

    public var time: Double
    public var frame: Int
    public var category: Category
    /// Who it happened to: a view controller's, view's or object's display name.
    public var subject: String
    /// What happened, in UIKit's words where there are some: `viewWillAppear`, `animateTransition`.
    public var name: String
    /// Arguments or outcome, short and deterministic: `animated=true`, `completed=false`.
    public var detail: String

    public init(time: Double = 0, frame: Int = 0, category: Category, subject: String, name: String, detail: String = "") {
        self.time = time
        self.frame = frame
        self.category = category
        self.subject = subject
        self.name = name
        self.detail = detail
    }

    /// `subject.name(detail)`, the form tests compare lifecycle sequences in.
    public var call: String { detail.isEmpty ? "\(subject).\(name)" : "\(subject).\(name)(\(detail))" }

    public var description: String { "[\(formatNumber(time))s] \(category.rawValue) \(call)" }
}
