extension Control {
    /// What a control reports to its targets (UIKit's `UIControl.Event`), an option set so one
    /// target can listen to several (T12.6).
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // The bit positions are UIKit's, so the raw values match `UIControl.Event`'s.
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The single events by UIKit's names, in bit order: the Lua API's `UIControl.Event` table,
        /// the importer's and trace names.
        public static let named: [(name: String, event: Event)] = [
            ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
            ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
            ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
            ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
            ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
            ("primaryActionTriggered", .primaryActionTriggered), ("menuActionTriggered", .menuActionTriggered),
            ("allTouchEvents", .allTouchEvents), ("allEvents", .allEvents),
        ]

        /// The names of the single events in the set, `touchDown|touchUpInside`.
        public var description: String {
            let singles = Event.named.filter { $0.event.rawValue.nonzeroBitCount == 1 && contains($0.event) }
            return singles.isEmpty ? "[]" : singles.map(\.name).joined(separator: "|")
        }
    }

    /// What a control looks like now (UIKit's `UIControl.State`); `.normal` is the empty set.
    public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)

        /// The states by UIKit's names: the Lua API's `UIControl.State` table and the importer's.
        public static let named: [(name: String, state: State)] = [
            ("normal", .normal), ("highlighted", .highlighted), ("disabled", .disabled),
            ("selected", .selected), ("focused", .focused),
        ]

        public var description: String {
            let flags = State.named.filter { !$0.state.isEmpty && contains($0.state) }.map(\.name)
            return flags.isEmpty ? "normal" : flags.joined(separator: "|")
        }
    }
}
