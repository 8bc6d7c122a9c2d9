import Foundation
import Testing
import Stagecraft
@testable import StagecraftLua

extension BoundNumberRange: CustomTestStringConvertible {
    public var testDescription: String { "\(owner).\(property) (\(rule))" }
}

/// Every bound numeric property at its boundary and just past it, generated from the one table of
/// ranges (`BoundNumberRanges`, each entry naming its rule): a bound the range includes is kept as
/// it is, one it excludes and the nearest value outside are clamped or refused as the table says
/// (refused: the old value stays and one diagnostic of the table's kind is reported; an error: a
/// Lua error saying the range, the old value kept), and no value inside the range is an error. Issue 29: "0 must be accepted for a corner radius, a negative refused".
@Suite struct BoundNumberRangeTests {
    /// How a test makes each class the table names (into `S.object`).
    static let makers: [String: String] = [
        "UIView": "S.object = UIView(CGRect(0, 0, 100, 100))",
        "CALayer": "S.host = UIView(CGRect(0, 0, 100, 100)) S.object = S.host.layer",
        "UILabel": "S.object = UILabel(CGRect(0, 0, 100, 20), 'label')",
        "UILongPressGestureRecognizer": "S.object = UILongPressGestureRecognizer()",
        "UISwipeGestureRecognizer": "S.object = UISwipeGestureRecognizer()",
        "UIPanGestureRecognizer": "S.object = UIPanGestureRecognizer()",
        "UITapGestureRecognizer": "S.object = UITapGestureRecognizer()",
        "UIPercentDrivenInteractiveTransition": "S.object = UIPercentDrivenInteractiveTransition()",
        "UIScrollView": "S.object = UIScrollView(CGRect(0, 0, 100, 100))",
        "UIViewPropertyAnimator": "S.object = UIViewPropertyAnimator(1, 'linear', function() end)",
    ]

    /// One object of the range's class, set to a value well inside the range first (so a refusal is
    /// seen as that value staying).
    struct Probe {
        let stage = LuaGestureStage()
        let range: BoundNumberRange
        let inside: Double

        init(_ range: BoundNumberRange) throws {
            self.range = range
            let step = range.isCount ? 1.0 : 0.25
            switch (range.lower, range.upper) {
            case let (low?, high?): inside = (low + high) / 2
            case let (low?, nil): inside = low + 2 * step
            case let (nil, high?): inside = high - 2 * step
            case (nil, nil): inside = 0
            }
            let maker = try #require(BoundNumberRangeTests.makers[range.owner], "no maker for \(range.owner): add one")
            try stage.lua.run(maker)
            try set(inside)
        }

        func set(_ value: Double) throws {
            try stage.lua.run("S.object.\(range.property) = \(Self.literal(value))")
        }

        func value() throws -> Double? {
            try stage.lua.run("return S.object.\(range.property)").first.flatMap(Double.init)
        }

        var diagnostics: [Diagnostic] { stage.engine.diagnostics }

        /// Exact in Lua source: `%.17g` reads back as the same Double.
        static func literal(_ value: Double) -> String { String(format: "%.17g", value) }

        /// Sets `value` and checks what the range says happens to it.
        func expectOutside(_ value: Double, clampedTo bound: Double) throws {
            let before = diagnostics.count
            if range.outside == .error {
                // The binding's own check: a Lua error at the script's line, before anything changes.
                do {
                    try stage.lua.run("S.object.\(range.property) = \(Self.literal(value))", chunkName: "@bounds.lua")
                    Issue.record("\(range.testDescription) = \(value) is an error")
                } catch {
                    #expect(error.message.hasPrefix("bounds.lua:1:") && error.message.contains(range.wording), "\(error.message)")
                }
                #expect(try self.value() == inside && diagnostics.count == before)
                return
            }
            try set(value)
            switch range.outside {
            case .clamped:
                #expect(try self.value() == bound, "\(range.testDescription) = \(value) is clamped to \(bound)")
                #expect(diagnostics.count == before, "clamping is not a misuse: \(diagnostics.suffix(1))")
            case .error: break
            case let .refused(kind):
                #expect(try self.value() == inside, "\(range.testDescription) = \(value) is refused, the old value kept")
                #expect(diagnostics.count == before + 1 && diagnostics.last?.kind == kind,
                        "\(range.testDescription) = \(value) reports one \(kind.rawValue) diagnostic: \(diagnostics.suffix(1))")
            }
        }
    }

    /// Just past a bound: a whole count, or the smallest step a script plausibly writes.
    static func step(_ range: BoundNumberRange) -> Double { range.isCount ? 1 : 0.001 }

    @Test func everyClassInTheTableCanBeMade() {
        for owner in Set(BoundNumberRanges.all.map(\.owner)) { #expect(Self.makers[owner] != nil, "no maker for \(owner)") }
    }

    @Test(arguments: BoundNumberRanges.all)
    func ruleRange_aBoundTheRangeIncludesIsKept(_ range: BoundNumberRange) throws {
        let probe = try Probe(range)
        #expect(try probe.value() == probe.inside)
        for bound in [range.lowerIncluded ? range.lower : nil, range.upperIncluded ? range.upper : nil].compactMap({ $0 }) {
            try probe.set(bound)
            #expect(try probe.value() == bound, "\(range.testDescription) accepts \(bound)")
            try probe.set(probe.inside)
        }
        #expect(probe.diagnostics.isEmpty, "\(probe.diagnostics)")
    }

    @Test(arguments: BoundNumberRanges.all)
    func ruleRange_justPastEachBoundIsClampedOrRefused(_ range: BoundNumberRange) throws {
        let probe = try Probe(range)
        let step = Self.step(range)
        if let low = range.lower {
            if !range.lowerIncluded { try probe.expectOutside(low, clampedTo: low) }
            try probe.expectOutside(low - step, clampedTo: low)
        }
        if let high = range.upper {
            if !range.upperIncluded { try probe.expectOutside(high, clampedTo: high) }
            try probe.expectOutside(high + step, clampedTo: high)
        }
    }

    /// LUA_EMBEDDING.md §1 and bad input: NaN and both infinities are refused at the edge, as a Lua
    /// error at the script's line (a count as "integer expected"), before any range or clamp applies.
    @Test(arguments: BoundNumberRanges.all)
    func ruleRange_nonFiniteValuesAreAnErrorAtTheScriptsLine(_ range: BoundNumberRange) throws {
        let probe = try Probe(range)
        for value in ["0/0", "math.huge", "-math.huge"] {
            do {
                try probe.stage.lua.run("S.object.\(range.property) = \(value)", chunkName: "@bounds.lua")
                Issue.record("\(range.testDescription) = \(value) is an error")
            } catch {
                let expected = range.isCount ? "integer expected" : "finite number expected"
                #expect(error.message.hasPrefix("bounds.lua:1:") && error.message.contains(expected), "\(error.message)")
            }
            #expect(try probe.value() == probe.inside)
        }
        #expect(probe.diagnostics.isEmpty, "\(probe.diagnostics)")
    }

    @Test(arguments: BoundNumberRanges.all.filter { !$0.lowerIncluded || !$0.upperIncluded })
    func ruleRange_justInsideAnOpenBoundIsKept(_ range: BoundNumberRange) throws {
        let probe = try Probe(range)
        let step = Self.step(range)
        for value in [range.lowerIncluded ? nil : range.lower.map { $0 + step }, range.upperIncluded ? nil : range.upper.map { $0 - step }].compactMap({ $0 }) {
            try probe.set(value)
            #expect(try probe.value() == value, "\(range.testDescription) accepts \(value)")
        }
        #expect(probe.diagnostics.isEmpty, "\(probe.diagnostics)")
    }
}
