/// A linear expression: Σ coefficient × variable + constant.
///
/// Built with the usual operators (`2 * x + y - 10`). Terms of one variable are not merged here;
/// the solver sums them when it makes the constraint's row.
public struct Expression: CustomStringConvertible {
    public struct Term {
        public var variable: Variable
        public var coefficient: Double
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// Every coefficient and the constant are finite numbers.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The expression's value with the variables' current values.
    public var value: Double { terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value } }

    public var description: String {
        var parts = terms.map { $0.coefficient == 1 ? "\($0.variable)" : "\($0.coefficient)*\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
    public static prefix func - (operand: Expression) -> Expression { operand * -1 }
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
}

extension Variable {
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([.init(lhs, rhs)]) }
    public static func * (lhs: Double, rhs: Variable) -> Expression { rhs * lhs }
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}
