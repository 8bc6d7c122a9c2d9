import Foundation
import PropertyBased
import Testing
@testable import StagecraftLayoutSolver

/// Random systems (T12.2): required constraints built to hold at a hidden integer point, so they are
/// always satisfiable together, plus optional wishes. The solver must never refuse them, must meet
/// every required one, must give the same answer in any insertion order when the answer is unique,
/// and removing constraints must give back the answer without them.
@Suite struct SolverPropertyTests {
    static let runs = ProcessInfo.processInfo.environment["STAGECRAFT_PROPERTY_RUNS"].flatMap(Int.init).map { min($0, 2000) } ?? 200

    /// A random system decoded from integers (so the property library can shrink it).
    struct RandomSystem {
        let variables: [Variable]
        let witness: [Double]
        var required: [Constraint] = []
        /// One wish per variable at distinct priorities: makes the lexicographic optimum unique.
        var pins: [Constraint] = []
        /// Optional constraints at random priorities (the answer may then not be unique).
        var wishes: [Constraint] = []

        init(codes: [Int]) {
            let count = 2 + (codes.first ?? 0) % 5
            variables = (0..<count).map { Variable("v\($0)") }
            witness = (0..<count).map { Double((codes.dropFirst($0 + 1).first ?? 7) % 41 - 20) }
            for code in codes.dropFirst(count + 1) {
                var digits = code
                func next(_ base: Int) -> Int { defer { digits /= base }; return digits % base }
                var expression = Expression()
                for variable in variables.indices where next(2) == 1 {
                    expression = expression + variables[variable] * Double(next(7) - 3)
                }
                let atWitness = expression.terms.reduce(0.0) { sum, term in
                    sum + term.coefficient * witness[variables.firstIndex { $0 === term.variable } ?? 0]
                }
                let slack = Double(next(5))
                switch next(4) {
                case 0: required.append(Constraint(expression, .equal, Expression(constant: atWitness)))
                case 1: required.append(Constraint(expression, .lessThanOrEqual, Expression(constant: atWitness + slack)))
                case 2: required.append(Constraint(expression, .greaterThanOrEqual, Expression(constant: atWitness - slack)))
                default:
                    let priority = Double(1 + next(999))
                    let target = Double(next(61) - 30)
                    wishes.append(Constraint(expression, .equal, Expression(constant: target), strength: Strength(priority: priority) ?? .defaultLow))
                }
            }
            pins = variables.enumerated().map { index, variable in
                Constraint(variable, .equal, Double(index * 13 % 50 - 25), strength: Strength(priority: Double(900 - index * 100)) ?? .defaultLow)
            }
        }

        func violation(of constraint: Constraint, in solver: Solver) -> Double {
            let value = constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
            switch constraint.relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(value, 0)
            case .greaterThanOrEqual: return max(-value, 0)
            }
        }

        func solve(_ constraints: [Constraint]) throws -> Solver {
            let solver = Solver()
            for constraint in constraints { try solver.addConstraint(constraint) }
            return solver
        }

        func values(_ solver: Solver) -> [Double] { variables.map { solver.value(of: $0) } }
    }

    static let codes = Gen.int(in: 0...Int(Int32.max)).array(of: 3...30)

    @Test func t12_2_randomSatisfiableSystemsMeetEveryRequiredConstraint() async {
        await propertyCheck(count: Self.runs, input: Self.codes) { codes in
            let system = RandomSystem(codes: codes)
            do {
                let solver = try system.solve(system.required + system.wishes + system.pins)
                for constraint in system.required {
                    #expect(system.violation(of: constraint, in: solver) < 1e-6, "\(constraint) violated in \(codes)")
                }
            } catch {
                Issue.record("refused a satisfiable system \(codes): \(error)")
            }
        }
    }

    @Test func t12_2_theUniqueAnswerDoesNotDependOnInsertionOrder() async {
        await propertyCheck(count: Self.runs, input: Self.codes) { codes in
            let system = RandomSystem(codes: codes)
            let constraints = system.required + system.pins
            do {
                let forward = system.values(try system.solve(constraints))
                let backward = system.values(try system.solve(constraints.reversed()))
                let interleaved = system.values(try system.solve(constraints.enumerated().sorted { ($0.offset % 3, $0.offset) < ($1.offset % 3, $1.offset) }.map(\.element)))
                for (a, (b, c)) in zip(forward, zip(backward, interleaved)) {
                    #expect(abs(a - b) < 1e-6 && abs(a - c) < 1e-6, "\(forward) vs \(backward) vs \(interleaved) for \(codes)")
                }
            } catch {
                Issue.record("refused a satisfiable system \(codes): \(error)")
            }
        }
    }

    @Test func t12_2_removingConstraintsGivesBackTheAnswerWithoutThem() async {
        await propertyCheck(count: Self.runs, input: Self.codes) { codes in
            let system = RandomSystem(codes: codes)
            do {
                let without = system.values(try system.solve(system.required + system.pins))
                let solver = try system.solve(system.required + system.wishes + system.pins)
                for wish in system.wishes.reversed() { try solver.removeConstraint(wish) }
                let after = system.values(solver)
                for (a, b) in zip(without, after) { #expect(abs(a - b) < 1e-6, "\(without) vs \(after) for \(codes)") }
                // And the edits of constants on the way (each pin moved and moved back).
                for pin in system.pins {
                    let constant = pin.expression.constant
                    try solver.changeConstant(of: pin, to: constant + 17)
                    try solver.changeConstant(of: pin, to: constant)
                }
                let restored = system.values(solver)
                for (a, b) in zip(without, restored) { #expect(abs(a - b) < 1e-6, "after edits: \(without) vs \(restored) for \(codes)") }
            } catch {
                Issue.record("refused a satisfiable system \(codes): \(error)")
            }
        }
    }

    @Test func t12_2_aContradictionAddedLastIsRefusedAndChangesNothing() async {
        await propertyCheck(count: Self.runs, input: Self.codes) { codes in
            let system = RandomSystem(codes: codes)
            do {
                let solver = try system.solve(system.required + system.pins)
                let before = system.values(solver)
                // w = v0 + t with t ≥ 1 is always satisfiable (w and t are new); t ≤ −1 then is not.
                let w = Variable("w"), t = Variable("t")
                try solver.addConstraint(Constraint(w - system.variables[0] - t, .equal, Expression()))
                try solver.addConstraint(Constraint(t, .greaterThanOrEqual, 1))
                let contradiction = Constraint(t, .lessThanOrEqual, -1)
                #expect(throws: SolverError.self) { try solver.addConstraint(contradiction) }
                #expect(!solver.hasConstraint(contradiction))
                let after = system.values(solver)
                for (a, b) in zip(before, after) { #expect(abs(a - b) < 1e-6, "\(before) vs \(after) for \(codes)") }
            } catch {
                Issue.record("refused a satisfiable system \(codes): \(error)")
            }
        }
    }
}
