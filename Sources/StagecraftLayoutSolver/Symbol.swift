/// A column of the simplex tableau: a user variable or one of the solver's own.
///
/// Ids are handed out in creation order and never reused, so "the lowest id" is a fixed order
/// over the symbols — what Bland's rule needs to keep degenerate pivots from cycling, and what
/// makes every choice of the solver reproducible (no hash-order iteration anywhere).
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: UInt8, Sendable {
        /// A user variable: unrestricted in sign, never leaves the basis for a ratio test.
        case external
        /// The slack of an inequality (≥ 0).
        case slack
        /// The error of an optional constraint (≥ 0), weighed in the objective.
        case error
        /// The marker of a required equality: must stay 0, never enters the basis.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Slack and error symbols may enter the basis when a row must be re-expressed.
    var isPivotable: Bool { kind == .slack || kind == .error }
    /// Restricted to ≥ 0 (every kind but the user's variables).
    var isRestricted: Bool { kind != .external }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
