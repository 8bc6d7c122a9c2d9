import StagecraftScenario
import Testing

/// `expect.equal` compares the bindings' value types as Swift compares them, by value (issue 25
/// item 6): two CGRects with the same numbers are equal; every number is compared, exactly or
/// within a tolerance; a failure prints the values, not just "CGRect".
@Suite struct ValueEqualityTests {
    func run(_ body: String) -> [ScenarioResult] {
        ScenarioSandbox().run("values.lua", """
            scenario("values", function()
            \(body)
            end)
            """)
    }

    func messages(_ results: [ScenarioResult]) -> String { results.flatMap(\.failures).map(\.description).joined(separator: "\n") }

    @Test func equalValuesMadeApartAreEqual() {
        let results = run("""
            expect.equal(CGRect(0, 10, 390, 844), CGRect(0, 10, 390, 844))
            expect.equal(CGPoint(1, 2), CGPoint(1, 2))
            expect.equal(CGSize(3, 4), CGSize(3, 4))
            expect.equal(CGAffineTransform{scaleX = 2, y = 3}, CGAffineTransform{scaleX = 2, y = 3})
            expect.equal(UIColor(1, 0.5, 0, 1), UIColor(1, 0.5, 0, 1))
            expect.equal(UIEdgeInsets(1, 2, 3, 4), UIEdgeInsets(1, 2, 3, 4))
            expect.equal(CATransform3DMakeScale(1, 1, 1), CATransform3DIdentity)
            local frame = CGRect(5, 6, 7, 8)
            local copy = frame
            expect.equal(copy, CGRect(5, 6, 7, 8), "a copy")
            """)
        #expect(results.count == 1 && results.allSatisfy(\.passed), "\(messages(results))")
    }

    /// Each number of a CGRect is compared: one of them off by 1 fails, and the failure shows both values.
    @Test func everyNumberIsComparedAndTheFailureShowsTheValues() {
        for (index, name) in ["x", "y", "width", "height"].enumerated() {
            var numbers = [0.0, 10, 390, 844]
            numbers[index] += 1
            let other = numbers.map { String(format: "%g", $0) }.joined(separator: ", ")
            let results = run("expect.equal(CGRect(\(other)), CGRect(0, 10, 390, 844), \"the frame\")")
            let text = messages(results)
            #expect(results.first?.passed == false, "\(name) off by 1 passed")
            #expect(text.contains("the frame is not the expected one"), "\(text)")
            #expect(text.contains("CGRect {x = 0, y = 10, width = 390, height = 844}"), "the expected value printed: \(text)")
            #expect(text.contains("\(name) = \(String(format: "%g", numbers[index]))"), "the actual value printed: \(text)")
        }
    }

    /// The tolerance is the largest difference allowed in each number: just inside passes, just outside fails.
    @Test func theToleranceHoldsEachNumberEitherSideOfItsBoundary() {
        #expect(run("expect.equal(CGPoint(10.4, 0), CGPoint(10, 0), \"p\", 0.5)").first?.passed == true)
        #expect(run("expect.equal(CGPoint(10, -0.5), CGPoint(10, 0), \"p\", 0.5)").first?.passed == true, "the boundary itself is inside")
        let outside = run("expect.equal(CGPoint(10, 0.6), CGPoint(10, 0), \"p\", 0.5)")
        #expect(outside.first?.passed == false)
        #expect(messages(outside).contains("p is not the expected one (within 0.5)"), "\(messages(outside))")
        #expect(run("expect.equal(CGPoint(10.000001, 0), CGPoint(10, 0))").first?.passed == false, "no tolerance: exactly")
    }

    @Test func differentTypesPlainTablesNaNAndABadToleranceAreNotEqual() {
        #expect(run("expect.equal(CGPoint(1, 2), CGSize(1, 2))").first?.passed == false, "the same numbers in another type")
        #expect(run("expect.equal({1, 2}, {1, 2})").first?.passed == false, "plain tables compare by identity, as Lua's rawequal")
        #expect(run("expect.equal(CGPoint(0/0, 0), CGPoint(0/0, 0), \"p\", 1)").first?.passed == false, "NaN is never within a tolerance")
        let negative = run("expect.equal(CGPoint(1, 2), CGPoint(1, 2), \"p\", -1)")
        #expect(messages(negative).contains("the tolerance must be a number ≥ 0, not -1"), "\(messages(negative))")
    }
}
