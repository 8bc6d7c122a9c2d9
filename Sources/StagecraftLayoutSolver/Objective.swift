/// What the simplex minimises: one row per priority present, highest first — a symbolic weight
/// per symbol, compared lexicographically (Borning et al.'s Cassowary; see `Strength`).
///
/// A symbol's weight is "negative" when its first non-zero coefficient, from the highest
/// priority down, is negative: increasing it lowers the error at that priority, whatever it costs
/// below.
struct Objective {
    struct Level {
        let priority: Double
        var row: Row
    }

    private(set) var levels: [Level] = []

    init() {}

    /// A single-level objective (phase one's artificial row).
    init(row: Row) { levels = [Level(priority: 0, row: row)] }

    private mutating func levelIndex(for priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority == priority }) { return index }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(Level(priority: priority, row: Row()), at: index)
        return index
    }

    mutating func add(_ symbol: Symbol, _ coefficient: Double, priority: Double) {
        levels[levelIndex(for: priority)].row.add(symbol, coefficient)
    }

    mutating func add(_ row: Row, times coefficient: Double, priority: Double) {
        levels[levelIndex(for: priority)].row.add(row, times: coefficient)
    }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
    }

    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    /// The first level's constant (phase one: the artificial variable's value).
    var firstConstant: Double { levels.first?.row.constant ?? 0 }

    /// The symbol's weight, one coefficient per level, highest priority first.
    func weight(of symbol: Symbol) -> [Double] { levels.map { $0.row.coefficient(of: symbol) } }

    /// Bland's rule: of the symbols whose weight is negative, the lowest id (dummies never enter).
    func enteringSymbol() -> Symbol? {
        var decided = Set<Int>()
        var best: Symbol?
        for level in levels {
            for term in level.row.terms where !decided.contains(term.symbol.id) {
                decided.insert(term.symbol.id)
                guard term.coefficient < 0, term.symbol.kind != .dummy else { continue }
                if best.map({ term.symbol < $0 }) ?? true { best = term.symbol }
            }
        }
        return best
    }

    /// Lexicographic order of two weights divided by positive scalars: `lhs / lhsDivisor < rhs / rhsDivisor`.
    static func isLess(_ lhs: [Double], dividedBy lhsDivisor: Double, than rhs: [Double], dividedBy rhsDivisor: Double) -> Bool {
        for (left, right) in zip(lhs, rhs) {
            let a = left / lhsDivisor
            let b = right / rhsDivisor
            if Row.isNearZero(a - b) { continue }
            return a < b
        }
        return false
    }
}
