/// Making a constraint's row and putting rows into the tableau.
extension Solver {
    func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(id: symbols.count, kind: kind)
        symbols.append(symbol)
        rows.append(nil)
        return symbol
    }

    func symbol(for variable: Variable) -> Symbol {
        if let known = variableSymbols[ObjectIdentifier(variable)] { return known.symbol }
        let symbol = makeSymbol(.external)
        variableSymbols[ObjectIdentifier(variable)] = (variable, symbol)
        return symbol
    }

    /// The constraint's row, `0 = expression ± slack ± errors`, with basic variables already
    /// replaced by their rows; optional constraints' errors are weighed in the objective.
    func makeRow(for constraint: Constraint) -> (Row, Record) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Row.isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol.id] { row.add(basic, times: term.coefficient) } else { row.add(symbol, term.coefficient) }
        }
        let strength = constraint.strength
        let record: Record
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0  ⇔  expression + slack = 0 with slack ≥ 0 (≥: − slack).
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.add(slack, sign)
            var error: Symbol?
            if !strength.isRequired {
                let made = makeSymbol(.error)
                row.add(made, -sign)
                objective.add(made, 1, priority: strength.priority)
                error = made
            }
            record = Record(constraint: constraint, marker: slack, other: error, markerCoefficient: sign)
        case .equal where strength.isRequired:
            let dummy = makeSymbol(.dummy)
            row.add(dummy, 1)
            record = Record(constraint: constraint, marker: dummy, other: nil, markerCoefficient: 1)
        case .equal:
            // expression = errorPlus − errorMinus, both weighed.
            let errorPlus = makeSymbol(.error)
            let errorMinus = makeSymbol(.error)
            row.add(errorPlus, -1)
            row.add(errorMinus, 1)
            objective.add(errorPlus, 1, priority: strength.priority)
            objective.add(errorMinus, 1, priority: strength.priority)
            record = Record(constraint: constraint, marker: errorPlus, other: errorMinus, markerCoefficient: -1)
        }
        markerOwners[record.marker.id] = constraint
        if let other = record.other { markerOwners[other.id] = constraint }
        // Rows keep a non-negative constant so that a restricted subject starts feasible.
        if row.constant < 0 { row.negate() }
        return (row, record)
    }

    /// The symbol to solve the new row for: a user variable if any (lowest id), else the
    /// constraint's own slack or error when its coefficient is negative (then it starts ≥ 0).
    func chooseSubject(_ row: Row, _ record: Record) -> Symbol? {
        if let external = row.terms.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for candidate in [record.marker, record.other].compactMap({ $0 }) where candidate.isPivotable {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Replaces `symbol` by `row` in every row and the objectives; rows it makes negative are
    /// remembered for the dual simplex.
    func substitute(_ symbol: Symbol, with row: Row) {
        for id in rows.indices where rows[id] != nil {
            rows[id]?.substitute(symbol, with: row)
            if symbols[id].isRestricted, rows[id]?.isInfeasible == true { infeasible.append(symbols[id]) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// `leaving` leaves the basis and `entering` takes its row.
    func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = rows[leaving.id] else { return }
        rows[leaving.id] = nil
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        rows[entering.id] = row
        pivotCount += 1
    }

    /// Undoes what `makeRow` registered for a constraint that was refused.
    func forget(_ record: Record) {
        markerOwners[record.marker.id] = nil
        if let other = record.other {
            markerOwners[other.id] = nil
            objective.remove(other)
        }
        objective.remove(record.marker)
    }

    /// The constraints whose markers appear in `row` (what a refused constraint ran into).
    func owners(in row: Row, except constraint: Constraint) -> [Constraint] {
        var found: [Constraint] = []
        for term in row.terms {
            guard let owner = markerOwners[term.symbol.id], owner !== constraint, !found.contains(where: { $0 === owner }) else { continue }
            found.append(owner)
        }
        return found
    }
}
