import Testing
@testable import StagecraftLayoutSolver

/// The solver against systems whose answers are worked out by hand in the comments (T12.2: required
/// constraints exact, optional ones by priority, highest first).
@Suite struct SolverTests {
    func strength(_ priority: Double) -> Strength { Strength(priority: priority) ?? .required }

    @Test func t12_2_requiredEqualitiesAreSolvedExactly() throws {
        // x + y = 10, x − y = 2  ⇒  x = 6, y = 4.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(x + y, .equal, Expression(constant: 10)))
        try solver.addConstraint(Constraint(x - y, .equal, Expression(constant: 2)))
        solver.updateVariables()
        #expect(abs(x.value - 6) < 1e-9 && abs(y.value - 4) < 1e-9, "\(x.value), \(y.value)")
    }

    @Test func t12_2_theMidpointExampleWithAnEdit() throws {
        // The paper's running example: 2·xm = xl + xr, xl + 10 ≤ xr, xr ≤ 100, xl ≥ 0.
        // xl = 30 @750 and xm = 50 @250 give xl = 30, xm = 50, xr = 70 (every wish met).
        // Then editing xm to 90 @800 beats xl's wish: xr = 180 − xl ≤ 100 ⇒ xl ≥ 80, so xl = 80, xr = 100.
        let solver = Solver()
        let left = Variable("xl"), middle = Variable("xm"), right = Variable("xr")
        try solver.addConstraint(Constraint(2 * middle, .equal, left + right))
        try solver.addConstraint(Constraint(left + 10, .lessThanOrEqual, Expression(right)))
        try solver.addConstraint(Constraint(right, .lessThanOrEqual, 100))
        try solver.addConstraint(Constraint(left, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(left, .equal, 30, strength: strength(750)))
        try solver.addConstraint(Constraint(middle, .equal, 50, strength: strength(250)))
        solver.updateVariables()
        #expect([left.value, middle.value, right.value].map(rounded) == [30, 50, 70])

        try solver.addEditVariable(middle, strength: strength(800))
        try solver.suggestValue(90, for: middle)
        solver.updateVariables()
        #expect([left.value, middle.value, right.value].map(rounded) == [80, 90, 100])
        // Back down: every wish holds again.
        try solver.suggestValue(50, for: middle)
        solver.updateVariables()
        #expect([left.value, middle.value, right.value].map(rounded) == [30, 50, 70])
        // Below what the required ones allow: xm = (xl + xr)/2 ≥ xl + 5 ≥ 5, so the edit is missed by
        // as little as possible: xm = 5, xl = 0, xr = 10.
        try solver.suggestValue(2, for: middle)
        solver.updateVariables()
        #expect([left.value, middle.value, right.value].map(rounded) == [0, 5, 10])
    }

    @Test func t12_2_priorityOrderIsLexicographicNotSummed() throws {
        // One wish at 750 against five at 250: Apple's guide satisfies by priority, highest first,
        // so x = 10 — a weighted sum with weights closer than 5:1 would give 20.
        for reversed in [false, true] {
            let solver = Solver()
            let x = Variable("x")
            var constraints = [Constraint(x, .equal, 10, strength: strength(750))]
            constraints += (0..<5).map { _ in Constraint(x, .equal, 20, strength: strength(250)) }
            for constraint in reversed ? constraints.reversed() : constraints { try solver.addConstraint(constraint) }
            #expect(rounded(solver.value(of: x)) == 10, "reversed: \(reversed)")
        }
    }

    @Test func t12_2_equalPrioritiesMinimiseTheirSummedError() throws {
        // |x − 10| + |x − 20| + |x − 20| is least at x = 20 (the weighted median).
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 10, strength: strength(500)))
        try solver.addConstraint(Constraint(x, .equal, 20, strength: strength(500)))
        try solver.addConstraint(Constraint(x, .equal, 20, strength: strength(500)))
        #expect(rounded(solver.value(of: x)) == 20)
    }

    @Test func t12_2_removingAConstraintRestoresThePreviousSolution() throws {
        // x = 10 @750 over x = 20 @250; without the first, 20; with it back, 10 — in both orders.
        for strongFirst in [true, false] {
            let solver = Solver()
            let x = Variable("x")
            let strong = Constraint(x, .equal, 10, strength: strength(750))
            let weak = Constraint(x, .equal, 20, strength: strength(250))
            for constraint in strongFirst ? [strong, weak] : [weak, strong] { try solver.addConstraint(constraint) }
            #expect(rounded(solver.value(of: x)) == 10)
            try solver.removeConstraint(strong)
            #expect(rounded(solver.value(of: x)) == 20)
            try solver.addConstraint(strong)
            #expect(rounded(solver.value(of: x)) == 10)
            try solver.removeConstraint(weak)
            #expect(rounded(solver.value(of: x)) == 10)
            #expect(solver.constraintCount == 1)
        }
    }

    @Test func t12_2_unsatisfiableRequiredConstraintsAreRefusedNamingTheConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = Constraint(x, .equal, 10)
        try solver.addConstraint(first)
        let second = Constraint(x, .equal, 20)
        #expect(throws: SolverError.unsatisfiable(second, conflicting: [first])) { try solver.addConstraint(second) }
        #expect(!solver.hasConstraint(second))
        #expect(rounded(solver.value(of: x)) == 10)
        // An inequality against an inequality: x ≥ 30 and x ≤ 5 (through phase one).
        let solver2 = Solver()
        let y = Variable("y")
        let atLeast = Constraint(y, .greaterThanOrEqual, 30)
        try solver2.addConstraint(atLeast)
        let atMost = Constraint(y, .lessThanOrEqual, 5)
        let refused = refusal { () throws(SolverError) in try solver2.addConstraint(atMost) }
        #expect(refused?.broken === atMost)
        #expect(refused?.conflicting.contains { $0 === atLeast } == true, "\(String(describing: refused))")
        // The solver keeps working after a refusal.
        try solver2.addConstraint(Constraint(y, .lessThanOrEqual, 50))
        try solver2.addConstraint(Constraint(y, .equal, 40, strength: strength(250)))
        #expect(rounded(solver2.value(of: y)) == 40)
    }

    @Test func t12_2_aContradictionThroughAChainIsFound() throws {
        // a = b + 10, b = c + 10, c = a + 5 ⇒ 0 = 25: the third is refused, the two others named.
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let ab = Constraint(Expression(a), .equal, b + 10)
        let bc = Constraint(Expression(b), .equal, c + 10)
        try solver.addConstraint(ab)
        try solver.addConstraint(bc)
        let ca = Constraint(Expression(c), .equal, a + 5)
        let refused = refusal { () throws(SolverError) in try solver.addConstraint(ca) }
        #expect(refused?.broken === ca)
        #expect(Set(refused?.conflicting.map(ObjectIdentifier.init) ?? []) == [ObjectIdentifier(ab), ObjectIdentifier(bc)])
        // The consistent version (c = a − 20) is redundant and accepted.
        try solver.addConstraint(Constraint(Expression(c), .equal, a - 20))
    }

    @Test func t12_2_changingAConstantIsIncrementalAndExact() throws {
        // x = 10, y = x + 5 ⇒ y = 15; x's constant to 20 ⇒ y = 25.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let pinX = Constraint(x, .equal, 10)
        try solver.addConstraint(pinX)
        try solver.addConstraint(Constraint(Expression(y), .equal, x + 5))
        try solver.changeConstant(of: pinX, to: -20)  // x − 20 = 0
        #expect(rounded(solver.value(of: y)) == 25)
        // An inequality's constant: z ≥ 10 with z = 0 wished (250) ⇒ 10; ≥ 30 ⇒ 30; ≥ −5 ⇒ 0.
        let z = Variable("z")
        let floor = Constraint(z, .greaterThanOrEqual, 10)
        try solver.addConstraint(floor)
        try solver.addConstraint(Constraint(z, .equal, 0, strength: strength(250)))
        #expect(rounded(solver.value(of: z)) == 10)
        try solver.changeConstant(of: floor, to: -30)
        #expect(rounded(solver.value(of: z)) == 30)
        try solver.changeConstant(of: floor, to: 5)
        #expect(rounded(solver.value(of: z)) == 0)
    }

    @Test func t12_2_aConstantThatContradictsTakesTheConstraintOut() throws {
        // x = 10 twice (the second redundant); moving the second's constant to 12 contradicts.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 10))
        let twin = Constraint(x, .equal, 10)
        try solver.addConstraint(twin)
        #expect(throws: SolverError.self) { try solver.changeConstant(of: twin, to: -12) }
        #expect(!solver.hasConstraint(twin))
        #expect(rounded(solver.value(of: x)) == 10)
        // An inequality pushed past a required bound: y ≤ 50, y ≥ 10 moved to y ≥ 60.
        let y = Variable("y")
        try solver.addConstraint(Constraint(y, .lessThanOrEqual, 50))
        let floor = Constraint(y, .greaterThanOrEqual, 10)
        try solver.addConstraint(floor)
        try solver.addConstraint(Constraint(y, .equal, 0, strength: strength(250)))
        #expect(throws: SolverError.self) { try solver.changeConstant(of: floor, to: -60) }
        #expect(!solver.hasConstraint(floor))
        #expect(rounded(solver.value(of: y)) == 0)  // only y ≤ 50 and the wish are left
    }

    @Test func t12_2_badInputIsAnErrorNotATrap() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x * .nan, .equal, Expression())) }
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x, .equal, .infinity)) }
        #expect(throws: SolverError.self) { try solver.removeConstraint(Constraint(x, .equal, 1)) }
        #expect(throws: SolverError.requiredEditStrength) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        try solver.addEditVariable(x, strength: strength(500))
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: strength(500)) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        let pin = Constraint(x, .equal, 3)
        try solver.addConstraint(pin)
        #expect(throws: SolverError.self) { try solver.addConstraint(pin) }
        #expect(Strength(priority: 0) == nil && Strength(priority: 1001) == nil && Strength(priority: .nan) == nil)
        // Huge but finite numbers stay finite through the pivots.
        try solver.changeConstant(of: pin, to: -1e15)
        #expect(solver.value(of: x) == 1e15)
    }

    @Test func t12_2_degenerateSystemsTerminate() throws {
        // Many constraints through one vertex (x = y = 0) with wishes pulling outside it: every
        // ratio test ties, where a naive pivot rule can cycle. The answer is the vertex.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        for k in 1...12 {
            let slope = Double(k)
            try solver.addConstraint(Constraint(x - slope * Expression(y), .lessThanOrEqual, Expression()))
            try solver.addConstraint(Constraint(slope * Expression(x) + y, .greaterThanOrEqual, Expression()))
        }
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 0))
        try solver.addConstraint(Constraint(x, .equal, -5, strength: strength(300)))
        try solver.addConstraint(Constraint(y, .equal, -7, strength: strength(200)))
        // x = −5 (300) first: x ≤ k·y needs y ≥ −5/k, k·x + y ≥ 0 needs y ≥ 5k, so y ≥ 60 (k = 12);
        // then y as near −7 as that allows: y = 60.
        solver.updateVariables()
        #expect(rounded(x.value) == -5 && rounded(y.value) == 60, "\(x.value), \(y.value)")
    }

    /// The constraint refused as unsatisfiable and those named with it, nil if accepted.
    func refusal(_ body: () throws(SolverError) -> Void) -> (broken: Constraint, conflicting: [Constraint])? {
        do {
            try body()
            return nil
        } catch {
            guard case let .unsatisfiable(broken, conflicting) = error else { return nil }
            return (broken, conflicting)
        }
    }

    func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
}

/// Ambiguity (T12.2: "ambiguous layouts are a diagnostic") — never claimed of a determined variable.
@Suite struct SolverAmbiguityTests {
    func strength(_ priority: Double) -> Strength { Strength(priority: priority) ?? .required }

    @Test func t12_2_aVariableFixedByEqualitiesOrWishesIsDetermined() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(Expression(y), .equal, x + 5))
        try solver.addConstraint(Constraint(z, .greaterThanOrEqual, 3))
        try solver.addConstraint(Constraint(z, .equal, 0, strength: strength(250)))  // z = 3, held by the wish
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y) && !solver.isAmbiguous(z))
        // Both sides of a bound: x ≥ 0 and x ≤ 0 pin w exactly (a degenerate vertex).
        let w = Variable("w")
        try solver.addConstraint(Constraint(w, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(w, .lessThanOrEqual, 0))
        #expect(!solver.isAmbiguous(w))
    }

    @Test func t12_2_aVariableWithRoomAndNoWishIsAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), free = Variable("free")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))  // any x ≥ 10
        try solver.addConstraint(Constraint(x + y, .equal, Expression(constant: 100)))  // y follows x
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        #expect(solver.isAmbiguous(free))  // in no constraint at all
        // A wish on x settles both.
        try solver.addConstraint(Constraint(x, .equal, 40, strength: strength(250)))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
        #expect(abs(solver.value(of: y) - 60) < 1e-9)
    }
}
