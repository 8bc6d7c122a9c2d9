/// One row of the tableau: `basic = constant + Σ coefficient × symbol` (or, for a constraint's
/// fresh row, `0 = constant + Σ …`).
///
/// Terms are kept sorted by symbol id in a plain array: merges are linear, lookups binary, and
/// iteration is in a fixed order, so the solver's choices never depend on hashing.
struct Row {
    struct Term {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var terms: [Term] = []

    /// Coefficients this close to zero are zero: pivots leave round-off behind (kiwi's 1e-8).
    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// A restricted row is infeasible below −epsilon: round-off leaves −1e-14 where 0 is meant,
    /// and a row of dummies at −1e-14 has nothing that could repair it.
    var isInfeasible: Bool { constant < -Self.epsilon }

    init(constant: Double = 0) { self.constant = constant }

    var isConstant: Bool { terms.isEmpty }

    private func index(of symbol: Symbol) -> (found: Bool, at: Int) {
        var low = 0
        var high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if terms[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low < terms.count && terms[low].symbol.id == symbol.id, low)
    }

    func coefficient(of symbol: Symbol) -> Double {
        let (found, at) = index(of: symbol)
        return found ? terms[at].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the term if it cancels.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let (found, at) = index(of: symbol)
        if found {
            let sum = terms[at].coefficient + coefficient
            if Self.isNearZero(sum) { terms.remove(at: at) } else { terms[at].coefficient = sum }
        } else if !Self.isNearZero(coefficient) {
            terms.insert(Term(symbol: symbol, coefficient: coefficient), at: at)
        }
    }

    /// Adds `coefficient × other` (its constant too): one linear merge of the sorted terms.
    mutating func add(_ other: Row, times coefficient: Double) {
        constant += other.constant * coefficient
        guard !other.terms.isEmpty else { return }
        var merged: [Term] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        var mine = 0
        var theirs = 0
        while mine < terms.count || theirs < other.terms.count {
            if theirs == other.terms.count || (mine < terms.count && terms[mine].symbol.id < other.terms[theirs].symbol.id) {
                merged.append(terms[mine])
                mine += 1
            } else if mine == terms.count || other.terms[theirs].symbol.id < terms[mine].symbol.id {
                let scaled = other.terms[theirs].coefficient * coefficient
                if !Self.isNearZero(scaled) { merged.append(Term(symbol: other.terms[theirs].symbol, coefficient: scaled)) }
                theirs += 1
            } else {
                let sum = terms[mine].coefficient + other.terms[theirs].coefficient * coefficient
                if !Self.isNearZero(sum) { merged.append(Term(symbol: terms[mine].symbol, coefficient: sum)) }
                mine += 1
                theirs += 1
            }
        }
        terms = merged
    }

    mutating func remove(_ symbol: Symbol) {
        let (found, at) = index(of: symbol)
        if found { terms.remove(at: at) }
    }

    mutating func negate() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// Turns `0 = constant + c·symbol + rest` into `symbol = -(constant + rest) / c`.
    /// The symbol must be in the row.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / coefficient(of: symbol)
        remove(symbol)
        constant *= factor
        for index in terms.indices { terms[index].coefficient *= factor }
    }

    /// Turns `lhs = … + c·rhs + …` into `rhs = …` (lhs moves into the row).
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` stands for.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let (found, at) = index(of: symbol)
        guard found else { return }
        let coefficient = terms[at].coefficient
        terms.remove(at: at)
        add(row, times: coefficient)
    }
}
