/// The simplex steps: primal optimisation after a change of constraints, dual optimisation after a
/// change of constants, phase one for a required row with no subject, and marker removal.
extension Solver {
    /// The most pivots one optimisation may take before it is declared stuck. Bland's rule makes
    /// the simplex terminate in exact arithmetic; this bounds what round-off could still do.
    var pivotBudget: Int { 10_000 + 50 * symbols.count }

    /// Primal simplex on the objective (or phase one's): enter the lowest-id symbol with a
    /// negative weight, leave by the minimum ratio (ties: lowest id).
    func optimize(artificialPhase: Bool = false) throws(SolverError) {
        var budget = pivotBudget
        while true {
            let goal = artificialPhase ? (artificial ?? Objective()) : objective
            guard let entering = goal.enteringSymbol() else { return }
            var leaving: Symbol?
            var bestRatio = Double.infinity
            for id in rows.indices {
                guard symbols[id].isRestricted, let row = rows[id] else { continue }
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if ratio < bestRatio {  // ascending ids: a tie keeps the lower one
                    bestRatio = ratio
                    leaving = symbols[id]
                }
            }
            guard let leaving else { throw .internalFailure("the objective is unbounded") }
            budget -= 1
            guard budget > 0 else { throw .internalFailure("the simplex did not settle within its pivot budget") }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex: while a restricted row is negative, pivot it out for the symbol whose weight
    /// ratio is least, keeping the objective optimal. Used after constants changed.
    func dualOptimize() throws(SolverError) {
        var budget = pivotBudget
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving.id], row.isInfeasible else { continue }
            var entering: Symbol?
            var bestWeight: [Double] = []
            var bestCoefficient = 1.0
            for term in row.terms where term.coefficient > 0 && term.symbol.kind != .dummy {
                let weight = objective.weight(of: term.symbol)
                if entering == nil || Objective.isLess(weight, dividedBy: term.coefficient, than: bestWeight, dividedBy: bestCoefficient) {
                    entering = term.symbol
                    bestWeight = weight
                    bestCoefficient = term.coefficient
                }
            }
            guard let entering else {
                infeasible.removeAll()
                throw .internalFailure("no symbol can repair row \(leaving.id)")
            }
            budget -= 1
            guard budget > 0 else {
                infeasible.removeAll()
                throw .internalFailure("the dual simplex did not settle within its pivot budget")
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Phase one: a required row with no subject is given an artificial variable, which the
    /// simplex then drives to 0; if it cannot, the row contradicts the required constraints in.
    func addWithArtificialVariable(_ row: Row, _ record: Record) throws(SolverError) {
        let art = makeSymbol(.slack)
        rows[art.id] = row
        artificial = Objective(row: row)
        defer { artificial = nil }
        do {
            try optimize(artificialPhase: true)
        } catch {
            rows[art.id] = nil
            forget(record)
            throw error
        }
        let satisfied = Row.isNearZero(artificial?.firstConstant ?? 0)
        if let artRow = rows[art.id] {
            rows[art.id] = nil
            if !satisfied {
                // Phase one's pivots kept the old system equivalent; the art row, now gone, was the
                // new constraint. The markers left in it are the constraints it ran into.
                for id in rows.indices where rows[id] != nil { rows[id]?.remove(art) }
                objective.remove(art)
                forget(record)
                throw .unsatisfiable(record.constraint, conflicting: owners(in: artRow, except: record.constraint))
            }
            if !artRow.isConstant {
                guard let entering = artRow.terms.first(where: { $0.symbol.isPivotable })?.symbol else {
                    forget(record)
                    throw .unsatisfiable(record.constraint, conflicting: owners(in: artRow, except: record.constraint))
                }
                var moved = artRow
                moved.solve(for: entering, replacing: art)
                substitute(entering, with: moved)
                rows[entering.id] = moved
                pivotCount += 1
            }
        }
        for id in rows.indices where rows[id] != nil { rows[id]?.remove(art) }
        objective.remove(art)
        guard satisfied else {
            forget(record)
            throw .unsatisfiable(record.constraint, conflicting: [])
        }
    }

    /// For a non-basic marker being removed: the row to pivot it into. Prefer the restricted row
    /// that leaves first as the marker decreases, then as it increases, then any row holding it.
    func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: Symbol?
        var second: Symbol?
        var third: Symbol?
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        for id in rows.indices {
            guard let row = rows[id] else { continue }
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if !symbols[id].isRestricted {
                third = third ?? symbols[id]
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = symbols[id] }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = symbols[id] }
            }
        }
        return first ?? second ?? third
    }

    /// Takes an optional constraint's errors out of the objective.
    func removeErrorWeights(_ record: Record) {
        let priority = record.constraint.strength.priority
        for error in [record.marker, record.other].compactMap({ $0 }) where error.kind == .error {
            if let row = rows[error.id] { objective.add(row, times: -1, priority: priority) } else { objective.add(error, -1, priority: priority) }
        }
    }
}
