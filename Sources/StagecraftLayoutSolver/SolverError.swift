/// Why the solver refused a request. The solver's state is unchanged by a refused request.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint contradicts the required ones already in: it was not added.
    /// `conflicting` are those others (the smallest set the tableau shows, maybe not minimal).
    case unsatisfiable(Constraint, conflicting: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables are optional by nature: a required one would make `suggestValue` unsatisfiable.
    case requiredEditStrength
    /// A NaN or infinite coefficient, constant or suggested value.
    case nonFiniteValue(String)
    /// The tableau reached a state the algorithm says it cannot (numerical trouble): reported
    /// instead of trapping; the caller can rebuild the solver from its constraints.
    case internalFailure(String)

    public static func == (lhs: SolverError, rhs: SolverError) -> Bool { lhs.description == rhs.description }

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicting):
            return "unsatisfiable: \(constraint) conflicts with \(conflicting.map(\.description).joined(separator: "; "))"
        case let .duplicateConstraint(constraint): return "duplicate constraint: \(constraint)"
        case let .unknownConstraint(constraint): return "unknown constraint: \(constraint)"
        case let .duplicateEditVariable(variable): return "duplicate edit variable: \(variable)"
        case let .unknownEditVariable(variable): return "unknown edit variable: \(variable)"
        case .requiredEditStrength: return "an edit variable cannot be required"
        case let .nonFiniteValue(what): return "not a finite number: \(what)"
        case let .internalFailure(what): return "internal solver failure: \(what)"
        }
    }
}
