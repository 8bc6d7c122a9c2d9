/// Changing a constraint's constant in place: the incremental edit (UIKit's
/// `constraint.constant = …`, and `suggestValue` for edit variables).
extension Solver {
    /// Gives `constraint`'s expression the constant `constant` and repairs the solution with the
    /// dual simplex — no new row, usually a few pivots. A required constraint the new constant makes
    /// unsatisfiable is taken out of the solver (`.unsatisfiable` thrown; `hasConstraint` false),
    /// the others keep their solution.
    public func changeConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let record = records[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue("constant \(constant) for \(constraint)") }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        // k·marker_old = k·marker_new + delta: the new system is the old one with the marker
        // shifted by delta / k, which only moves row constants.
        let shift = delta / record.markerCoefficient
        if shiftMarker(record.marker, by: shift) {
            do {
                try dualOptimize()
                constraint.expression.constant = constant
                return
            } catch {
                // The required constraints cannot hold with the new constant: undo the shift
                // (the old constants are feasible, so the repair succeeds) and report below.
                _ = shiftMarker(record.marker, by: -shift)
                try dualOptimize()
            }
        }
        // A redundant required equality whose constant now contradicts the others, or a repair that
        // failed: take the constraint out and add it back with the new constant, which reports.
        try removeConstraint(constraint)
        constraint.expression.constant = constant
        try addConstraint(constraint)
    }

    /// Moves every row constant as `marker_old = marker_new + shift` requires, remembering the
    /// rows it makes negative. False (nothing changed) when the marker is a basic dummy: a required
    /// equality that is redundant, which a non-zero shift would contradict.
    private func shiftMarker(_ marker: Symbol, by shift: Double) -> Bool {
        if var row = rows[marker.id] {
            guard marker.kind != .dummy else { return false }
            row.constant -= shift
            rows[marker.id] = row
            if row.isInfeasible { infeasible.append(marker) }
            return true
        }
        for id in rows.indices {
            guard let row = rows[id] else { continue }
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            rows[id]?.constant = row.constant + coefficient * shift
            if symbols[id].isRestricted, rows[id]?.isInfeasible == true { infeasible.append(symbols[id]) }
        }
        return true
    }
}
