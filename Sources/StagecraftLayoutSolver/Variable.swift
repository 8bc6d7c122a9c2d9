/// An unknown of the system (a view's x, its width…). Compared by identity.
///
/// Its `value` is written by `Solver.updateVariables()`; until then it keeps the last solution.
/// One thread only, as `Constraint` (`@unchecked Sendable` for `SolverError`).
public final class Variable: CustomStringConvertible, @unchecked Sendable {
    public let name: String
    public internal(set) var value: Double = 0

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}
