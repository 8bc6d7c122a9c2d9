/// An incremental Cassowary solver (Badros, Borning & Stuckey 2001): linear equalities and
/// inequalities, required or optional by priority, kept solved as constraints come and go and as
/// edit variables are suggested new values.
///
/// The tableau is in the paper's "basic form": each row expresses one basic symbol through
/// non-basic ones, every restricted row's constant is ≥ 0 (feasible) and the objective has no
/// negative weight (optimal). Adding a constraint solves its row for a subject and re-optimises
/// (primal simplex); changing a constant shifts the row constants and restores feasibility with the
/// dual simplex, which is what makes an edit cheap. Pivots choose by Bland's rule (lowest id) and
/// every simplex loop has a cap, so degenerate or badly conditioned systems end with an error,
/// never a hang. No call traps: bad input is a `SolverError`.
public final class Solver {
    /// What the tableau knows of a constraint: the symbols that mark its row.
    struct Record {
        let constraint: Constraint
        /// The slack, the first error or the dummy: the symbol whose value is the constraint's violation.
        let marker: Symbol
        /// The second error of an optional equality.
        let other: Symbol?
        /// The marker's coefficient in the constraint's own row, to shift the constant later.
        let markerCoefficient: Double
    }

    struct Edit {
        let constraint: Constraint
    }

    /// The rows by basic symbol id (nil: not basic).
    var rows: [Row?] = []
    /// Every symbol made, by id.
    var symbols: [Symbol] = []
    var objective = Objective()
    /// Phase one's objective, while a required constraint is added through an artificial variable.
    var artificial: Objective?
    /// Restricted basic symbols whose row went negative, for the dual simplex.
    var infeasible: [Symbol] = []

    var records: [ObjectIdentifier: Record] = [:]
    /// The constraint each marker belongs to, by symbol id (for conflict reports).
    var markerOwners: [Int: Constraint] = [:]
    var variableSymbols: [ObjectIdentifier: (variable: Variable, symbol: Symbol)] = [:]
    var edits: [ObjectIdentifier: Edit] = [:]

    /// Pivots made since the solver was created (for benchmarks and tests of incrementality).
    public internal(set) var pivotCount = 0

    public init() {}

    public var constraintCount: Int { records.count }

    public func hasConstraint(_ constraint: Constraint) -> Bool { records[ObjectIdentifier(constraint)] != nil }

    /// Adds `constraint`; a required one that contradicts the required ones in is refused
    /// (`.unsatisfiable`, naming them) and the tableau is as before.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard records[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else { throw .nonFiniteValue("\(constraint)") }
        var (row, record) = makeRow(for: constraint)
        var subject = chooseSubject(row, record)
        if subject == nil, row.terms.allSatisfy({ $0.symbol.kind == .dummy }) {
            // Nothing left but required equalities' markers: the constraint is redundant if the
            // constant is 0 (its own marker becomes basic, at 0), else it contradicts them.
            guard Row.isNearZero(row.constant) else {
                forget(record)
                throw .unsatisfiable(constraint, conflicting: owners(in: row, except: constraint))
            }
            subject = record.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject.id] = row
            pivotCount += 1
        } else {
            do {
                try addWithArtificialVariable(row, record)
            } catch {
                // Phase one's pivots left a feasible basis of the old system, not an optimal one.
                try optimize()
                throw error
            }
        }
        records[ObjectIdentifier(constraint)] = record
        try optimize()
    }

    /// Removes `constraint`; the others are re-optimised.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { throw .unknownConstraint(constraint) }
        removeErrorWeights(record)
        if rows[record.marker.id] != nil {
            rows[record.marker.id] = nil
        } else {
            guard let leaving = markerLeavingSymbol(record.marker), var row = rows[leaving.id] else {
                throw .internalFailure("no row to remove the marker of \(constraint) from")
            }
            rows[leaving.id] = nil
            row.solve(for: record.marker, replacing: leaving)
            substitute(record.marker, with: row)
            pivotCount += 1
        }
        markerOwners[record.marker.id] = nil
        if let other = record.other { markerOwners[other.id] = nil }
        try optimize()
    }

    /// Makes `variable` editable: `suggestValue` then asks for a value at `strength` (optional).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength }
        let constraint = Constraint(Expression(variable), .equal, Expression(), strength: strength)
        try addConstraint(constraint)
        edits[ObjectIdentifier(variable)] = Edit(constraint: constraint)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Asks for `value` for an edit variable: one dual-simplex repair, not a new solve.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
        try changeConstant(of: edit.constraint, to: -value)
    }

    /// Writes the solution into every variable's `value`.
    public func updateVariables() {
        for (variable, symbol) in variableSymbols.values {
            variable.value = rows[symbol.id]?.constant ?? 0
        }
    }

    /// The variable's value in the current solution (0 for a variable in no constraint).
    public func value(of variable: Variable) -> Double {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)]?.symbol else { return 0 }
        return rows[symbol.id]?.constant ?? 0
    }
}
