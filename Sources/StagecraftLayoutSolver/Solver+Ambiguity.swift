/// Whether a variable is determined: an ambiguous layout is one whose optimum is not unique.
extension Solver {
    /// True when the variable can take another value at no cost: it is in no constraint, or its
    /// row (or itself, if non-basic) holds a symbol that weighs nothing in the objective and can
    /// actually move (a step > 0 keeps every restricted row ≥ 0). Sound, not complete: a move
    /// that only a degenerate pivot would reveal is not reported, so a determined variable is never
    /// called ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)]?.symbol else { return true }
        var cache: [Int: Bool] = [:]
        if let row = rows[symbol.id] {
            return row.terms.contains { term in
                term.symbol.kind != .dummy && isWeightless(term.symbol) && canMove(term.symbol, cache: &cache)
            }
        }
        return isWeightless(symbol) && canMove(symbol, cache: &cache)
    }

    private func isWeightless(_ symbol: Symbol) -> Bool {
        objective.levels.allSatisfy { Row.isNearZero($0.row.coefficient(of: symbol)) }
    }

    /// A non-basic symbol can leave 0 (upward; downward too if unrestricted) without making a
    /// restricted row negative.
    private func canMove(_ symbol: Symbol, cache: inout [Int: Bool]) -> Bool {
        if let known = cache[symbol.id] { return known }
        var up = Double.infinity
        var down = Double.infinity
        for id in rows.indices where symbols[id].isRestricted {
            guard let row = rows[id] else { continue }
            let coefficient = row.coefficient(of: symbol)
            if coefficient < 0 { up = min(up, row.constant / -coefficient) } else if coefficient > 0 { down = min(down, row.constant / coefficient) }
        }
        let movable = up > Row.epsilon || (!symbol.isRestricted && down > Row.epsilon)
        cache[symbol.id] = movable
        return movable
    }
}
