extension GestureRecognizer {
    /// Where a recognizer is in recognising its gesture (UIKit's `UIGestureRecognizer.State`).
    ///
    /// A discrete gesture (a tap) goes `possible → ended` (`.recognized`) or `possible → failed`;
    /// a continuous one (pan, pinch) goes `possible → began → changed… → ended` or `→ cancelled`,
    /// or `possible → failed`. The raw value is the name trace events use.
    public enum State: String, Sendable, CaseIterable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture was recognised: the same state as `.ended`, as in UIKit.
        public static let recognized = State.ended

        /// Began or changed: the gesture is under way.
        public var isActive: Bool { self == .began || self == .changed }

        /// Ended, cancelled or failed: nothing more happens until the recognizer is reset.
        public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

        public var description: String { rawValue }

        /// Whether UIKit's state machine allows going from `self` to `next`.
        func allows(_ next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
            default: return false
            }
        }
    }
}
