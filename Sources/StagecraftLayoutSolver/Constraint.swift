/// A linear constraint `expression relation 0` with a strength. Compared by identity: the same
/// constraint object is what `Solver.addConstraint` and `removeConstraint` pair.
///
/// Like the engine, a solver and its constraints live on one thread; `@unchecked Sendable` only
/// lets a `SolverError` carry the constraint it is about.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    public enum Relation: String, Sendable {
        case lessThanOrEqual = "<="
        case equal = "=="
        case greaterThanOrEqual = ">="
    }

    /// Its constant changes through `Solver.changeConstant(of:to:)` only.
    public internal(set) var expression: Expression
    public let relation: Relation
    public let strength: Strength
    /// Who made it (the layout layer puts its NSLayoutConstraint here), for reports.
    public var owner: AnyObject?

    /// `lhs relation rhs`, kept as `lhs - rhs relation 0`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression = Expression(), strength: Strength = .required) {
        expression = lhs - rhs
        self.relation = relation
        self.strength = strength
    }

    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, strength: Strength = .required) {
        self.init(Expression(lhs), relation, Expression(constant: rhs), strength: strength)
    }

    public var description: String { "\(expression) \(relation.rawValue) 0 @\(strength)" }
}
