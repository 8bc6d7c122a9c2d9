import Foundation
import StagecraftScenario
import Testing

/// Every `expect.*` fails when it should (issue 29 item 5): for each primitive and each thing it
/// compares, one scenario has exactly that thing off by just more than the tolerance — it must fail,
/// with the message, expected and actual docs/scenarios.md describes — and one has it just inside,
/// which must pass. A comparison that drops a component (the frame's height, a colour's blue, the
/// order of two events) breaks the case named after it.
@Suite struct ExpectationBoundaryTests {
    /// One component of one primitive at its boundary.
    struct Boundary: Sendable, CustomTestStringConvertible {
        let name: String
        /// The window's options: a bare screen unless the case needs a device.
        var window = "size = {390, 844}"
        var setup = ""
        /// Holds: the component just inside the tolerance (or the matching value).
        let inside: String
        /// Fails: the component just outside.
        let outside: String
        /// Text the failure's message contains.
        let message: String
        /// The failure's expected and actual, as shown (nil: not checked here).
        var expected: String? = nil
        var actual: String? = nil
        /// Text the actual contains, when it is too long to spell out.
        var actualContains: String? = nil
        var testDescription: String { name }
    }

    /// A screen with a box at {10, 20, 100, 200}, alpha 0.5, and three small views after it.
    static let app = """
        local home = screen "home" {
          view { "box", frame = {10, 20, 100, 200}, alpha = 0.5 },
          view { "a", frame = {0, 0, 10, 10} }, view { "b", frame = {0, 0, 10, 10} }, view { "c", frame = {0, 0, 10, 10} },
        }
        local detail = screen "detail" { modalPresentationStyle = "fullScreen" }

        """

    static func run(_ boundary: Boundary) -> (inside: ScenarioResult?, outside: ScenarioResult?) {
        let scenario = { (name: String, line: String) in
            """
            scenario("\(name)", function()
              window { root = home, \(boundary.window) }
              \(boundary.setup)
              \(line)
            end)

            """
        }
        let results = ScenarioSandbox().run("boundary.lua", app + scenario("inside", boundary.inside) + scenario("outside", boundary.outside))
        return (results.first { $0.name == "inside" }, results.first { $0.name == "outside" })
    }

    static func check(_ boundary: Boundary) {
        let (inside, outside) = run(boundary)
        #expect(inside?.failures.isEmpty == true, "just inside must hold: \(inside?.failures.map(\.description) ?? ["no result"])")
        let failures = outside?.failures ?? []
        #expect(failures.count == 1, "just outside must fail once: \(failures.map(\.description))")
        guard let failure = failures.first else { return }
        #expect(failure.kind != .error, "a failed expectation, not an error: \(failure)")
        #expect(failure.message.contains(boundary.message), "\(failure)")
        if let expected = boundary.expected { #expect(failure.expected == expected, "\(failure)") }
        if let actual = boundary.actual { #expect(failure.actual == actual, "\(failure)") }
        if let part = boundary.actualContains { #expect(failure.actual?.contains(part) == true, "\(failure)") }
    }

    /// A number as ScenarioFormat shows it: at most 4 decimals, no trailing zeros.
    static func shown(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    // MARK: expect.near — |actual − expected| ≤ tolerance (default 1e-6)

    static let near: [Boundary] = [
        Boundary(name: "near, default tolerance 1e-6", inside: "expect.near(1.0000009, 1)", outside: "expect.near(1.0000011, 1)",
                 // Four decimals would show both as 1: the numbers are shown in full.
                 message: "value differs by 1.1e-06 (tolerance 1e-06)", expected: "1", actual: "1.0000011"),
        Boundary(name: "near, explicit tolerance, above", inside: "expect.near(10.24, 10, 0.25, \"offset\")",
                 outside: "expect.near(10.26, 10, 0.25, \"offset\")",
                 message: "offset differs by 0.26 (tolerance 0.25)", expected: "10", actual: "10.26"),
        Boundary(name: "near, explicit tolerance, below", inside: "expect.near(9.76, 10, 0.25, \"offset\")",
                 outside: "expect.near(9.74, 10, 0.25, \"offset\")",
                 message: "offset differs by 0.26 (tolerance 0.25)", expected: "10", actual: "9.74"),
    ]

    @Test(arguments: near) func expectNear(_ boundary: Boundary) { Self.check(boundary) }

    // MARK: expect.frame — each of x, y, width, height within tolerance (default 0.5 pt)

    static let frame: [Boundary] = {
        let base = [10.0, 20, 100, 200]
        var cases: [Boundary] = []
        for (index, component) in ["x", "y", "width", "height"].enumerated() {
            // Default tolerance above the value; an explicit one below it.
            for (tolerance, sign, argument) in [(0.5, 1.0, ""), (2, -1, ", 2")] {
                let rect = { (offset: Double) -> String in
                    var numbers = base
                    numbers[index] += sign * offset
                    return "{" + numbers.map(shown).joined(separator: ", ") + "}"
                }
                cases.append(Boundary(
                    name: "frame \(component), tolerance \(shown(tolerance))",
                    inside: "expect.frame(\"box\", \(rect(tolerance - 0.01))\(argument))",
                    outside: "expect.frame(\"box\", \(rect(tolerance + 0.01))\(argument))",
                    message: "box frame (on screen) is off by more than \(shown(tolerance)) pt",
                    expected: rect(tolerance + 0.01), actual: "{10, 20, 100, 200}"))
            }
        }
        return cases
    }()

    @Test(arguments: frame) func expectFrame(_ boundary: Boundary) { Self.check(boundary) }

    // MARK: expect.alpha and expect.blur — the on-screen value within tolerance (default 0.001)

    static let alphaAndBlur: [Boundary] = [
        Boundary(name: "alpha, default tolerance 0.001", inside: "expect.alpha(\"box\", 0.5009)", outside: "expect.alpha(\"box\", 0.5011)",
                 message: "box alpha (on screen) is off by more than 0.001", expected: "0.5011", actual: "0.5"),
        Boundary(name: "alpha, explicit tolerance 0.1", inside: "expect.alpha(\"box\", 0.41, 0.1)", outside: "expect.alpha(\"box\", 0.39, 0.1)",
                 message: "box alpha (on screen) is off by more than 0.1", expected: "0.39", actual: "0.5"),
        Boundary(name: "blur, default tolerance 0.001",
                 setup: "home.view:addSubview(UIVisualEffectView(UIBlurEffect(\"light\"), \"glass\"))",
                 inside: "expect.blur(\"glass\", 0.9991)", outside: "expect.blur(\"glass\", 0.9989)",
                 message: "glass blur amount (on screen) is off by more than 0.001", expected: "0.9989", actual: "1"),
        Boundary(name: "blur, explicit tolerance 0.25", setup: "home.view:addSubview(UIVisualEffectView(nil, \"plain\"))",
                 inside: "expect.blur(\"plain\", 0.24, 0.25)", outside: "expect.blur(\"plain\", 0.26, 0.25)",
                 message: "plain blur amount (on screen) is off by more than 0.25", expected: "0.26", actual: "0"),
    ]

    @Test(arguments: alphaAndBlur) func expectAlphaAndBlur(_ boundary: Boundary) { Self.check(boundary) }

    /// "Within tolerance" includes the tolerance itself (|actual − expected| ≤ tolerance, as
    /// docs/scenarios.md says): numbers a binary fraction apart, so that no rounding decides.
    @Test func theToleranceItselfIsInside() {
        let lines = [
            "expect.near(10.25, 10, 0.25)",
            "expect.frame(\"box\", {10.5, 19.5, 100.5, 199.5})",
            "expect.frame(\"box\", {12, 18, 102, 198}, 2)",
            "expect.alpha(\"box\", 0.75, 0.25)",
            "expect.blur(\"plain\", 0.25, 0.25)",
        ]
        let source = Self.app + """
            scenario("at the tolerance", function()
              window { root = home, size = {390, 844} }
              home.view:addSubview(UIVisualEffectView(nil, "plain"))
              \(lines.joined(separator: "\n  "))
            end)
            """
        let failures = ScenarioSandbox().run("at.lua", source).first?.failures
        #expect(failures?.isEmpty == true, "\(failures ?? [])")
    }

    // MARK: expect.equal — value types by value, each number within tolerance (default 0: exactly)

    /// Each value type's constructor and the numbers it makes, in ValueComparison's order.
    static let values: [(type: String, make: String, components: [(path: [String], value: Double)])] = [
        ("CGPoint", "CGPoint(1, 2)", [(["x"], 1), (["y"], 2)]),
        ("CGSize", "CGSize(3, 4)", [(["width"], 3), (["height"], 4)]),
        ("CGVector", "CGVector(5, 6)", [(["dx"], 5), (["dy"], 6)]),
        ("CGRect", "CGRect(1, 2, 3, 4)", [(["origin", "x"], 1), (["origin", "y"], 2), (["size", "width"], 3), (["size", "height"], 4)]),
        ("CGAffineTransform", "CGAffineTransform(1, 2, 3, 4, 5, 6)", zip(["a", "b", "c", "d", "tx", "ty"], 1...6).map { ([$0], Double($1)) }),
        ("UIColor", "UIColor(0.125, 0.25, 0.5, 0.75)", [(["red"], 0.125), (["green"], 0.25), (["blue"], 0.5), (["alpha"], 0.75)]),
        ("UIEdgeInsets", "UIEdgeInsets(1, 2, 3, 4)", [(["top"], 1), (["left"], 2), (["bottom"], 3), (["right"], 4)]),
        // The identity: 1 on the diagonal.
        ("CATransform3D", "CATransform3DMakeScale(1, 1, 1)", (1...4).flatMap { row in (1...4).map { (["m\(row)\($0)"], row == $0 ? 1.0 : 0) } }),
        ("IndexPath", "IndexPath(1, 2)", [(["row"], 1), (["section"], 2)]),
    ]

    /// `bump(value, {"origin", "x"}, by)`: the value with that one number moved, set raw so no binding rounds it.
    static let bump = """
        local function bump(value, path, by)
          local t = value
          for i = 1, #path - 1 do t = rawget(t, path[i]) end
          rawset(t, path[#path], rawget(t, path[#path]) + by)
          return value
        end
        """

    static let equal: [Boundary] = values.flatMap { type, make, components in
        components.flatMap { path, value in
            let keys = "{" + path.map { "\"\($0)\"" }.joined(separator: ", ") + "}"
            let name = path.last ?? ""
            return [
                // No tolerance: the same numbers in another value are equal; the least change is not.
                Boundary(name: "equal \(type) \(name), exactly", setup: bump,
                         inside: "expect.equal(\(make), \(make), \"v\")",
                         outside: "expect.equal(bump(\(make), \(keys), 0.001), \(make), \"v\")",
                         message: "v is not the expected one", actualContains: "\(name) = \(shown(value + 0.001))"),
                Boundary(name: "equal \(type) \(name), tolerance 0.25", setup: bump,
                         inside: "expect.equal(bump(\(make), \(keys), -0.24), \(make), \"v\", 0.25)",
                         outside: "expect.equal(bump(\(make), \(keys), -0.26), \(make), \"v\", 0.25)",
                         message: "v is not the expected one (within 0.25)", actualContains: "\(name) = \(shown(value - 0.26))"),
            ]
        }
    }

    /// Plain numbers too: a tolerance given is honoured; without one they compare exactly (rawequal).
    static let equalNumbers: [Boundary] = [
        Boundary(name: "equal numbers, exactly", inside: "expect.equal(0.5 + 0.25, 0.75, \"sum\")",
                 outside: "expect.equal(0.1 + 0.2, 0.3, \"sum\")",
                 message: "sum is not the expected one", expected: "0.3", actual: "0.30000000000000004"),
        Boundary(name: "equal numbers, tolerance 0.25", inside: "expect.equal(10.24, 10, \"n\", 0.25)",
                 outside: "expect.equal(9.74, 10, \"n\", 0.25)",
                 message: "n is not the expected one (within 0.25)", expected: "10", actual: "9.74"),
    ]

    @Test(arguments: equalNumbers) func expectEqualNumbers(_ boundary: Boundary) { Self.check(boundary) }

    @Test(arguments: equal) func expectEqual(_ boundary: Boundary) { Self.check(boundary) }

    // MARK: expect.truthy — Lua's truth: only nil and false fail

    static let truthy: [Boundary] = [
        Boundary(name: "truthy false", inside: "expect.truthy(0, \"zero\")", outside: "expect.truthy(false, \"flag\")",
                 message: "flag", expected: "true", actual: "false"),
        Boundary(name: "truthy nil", inside: "expect.truthy(\"\")", outside: "expect.truthy(nil)",
                 message: "expected a true value", expected: "true", actual: "nil"),
    ]

    @Test(arguments: truthy) func expectTruthy(_ boundary: Boundary) { Self.check(boundary) }

    // MARK: expect.inHierarchy, expect.notInHierarchy, expect.order

    static let hierarchy: [Boundary] = [
        Boundary(name: "inHierarchy of the window", setup: "local loose = UIView(); loose.name = \"loose\"",
                 inside: "expect.inHierarchy(\"box\")", outside: "expect.inHierarchy(loose)",
                 message: "loose is not in window's hierarchy", expected: "present", actual: "absent"),
        Boundary(name: "inHierarchy of a parent", inside: "expect.inHierarchy(\"box\", home.view)", outside: "expect.inHierarchy(\"box\", \"a\")",
                 message: "box is not in a's hierarchy", expected: "present", actual: "absent"),
        Boundary(name: "notInHierarchy", setup: "local loose = UIView(); loose.name = \"loose\"",
                 inside: "expect.notInHierarchy(loose)", outside: "expect.notInHierarchy(\"box\")",
                 message: "box is still in window's hierarchy", expected: "absent", actual: "under home"),
        Boundary(name: "notInHierarchy of a parent", inside: "expect.notInHierarchy(\"box\", \"a\")",
                 outside: "expect.notInHierarchy(\"box\", home.view)",
                 message: "box is still in home's hierarchy", expected: "absent", actual: "under home"),
        Boundary(name: "order, two swapped", inside: "expect.order(home.view, {\"a\", \"c\"})", outside: "expect.order(home.view, {\"c\", \"a\"})",
                 message: "home's subviews (back to front) are not in this order", expected: "c, a", actual: "box, a, b, c"),
        Boundary(name: "order, one not there", inside: "expect.order(home.view, {\"box\", \"a\", \"b\", \"c\"})",
                 outside: "expect.order(home.view, {\"box\", \"a\", \"b\", \"c\", \"d\"})",
                 message: "not in this order", expected: "box, a, b, c, d", actual: "box, a, b, c"),
    ]

    @Test(arguments: hierarchy) func expectHierarchyAndOrder(_ boundary: Boundary) { Self.check(boundary) }

    // MARK: expect.events and expect.lifecycle — in order, or exactly; an entry's detail counts

    static let presented = "present(home, detail, false)\n  untilIdle()"

    static let events: [Boundary] = ["events", "lifecycle"].flatMap { primitive in
        let kind = primitive == "events" ? "events" : "lifecycle events"
        return [
            Boundary(name: "\(primitive), two in the other order", setup: presented,
                     inside: "expect.\(primitive) { \"detail.viewWillAppear\", \"detail.viewDidAppear\" }",
                     outside: "expect.\(primitive) { \"detail.viewDidAppear\", \"detail.viewWillAppear\" }",
                     message: "the \(kind) do not contain, in order, the expected ones: the order breaks at #2 'detail.viewWillAppear': it happened earlier",
                     expected: "detail.viewDidAppear, ▶ detail.viewWillAppear"),
            Boundary(name: "\(primitive), one that never happened", setup: presented,
                     inside: "expect.\(primitive) { \"home.viewWillDisappear\", \"home.viewDidDisappear\" }",
                     outside: "expect.\(primitive) { \"home.viewWillDisappear\", \"detail.viewDidDisappear\" }",
                     message: "the order breaks at #2 'detail.viewDidDisappear': it never happened after 'home.viewWillDisappear'",
                     expected: "home.viewWillDisappear, ▶ detail.viewDidDisappear", actualContains: "▶ (end)"),
            Boundary(name: "\(primitive), the detail differs", setup: presented,
                     inside: "expect.\(primitive) { \"detail.viewWillAppear(animated=false)\" }",
                     outside: "expect.\(primitive) { \"detail.viewWillAppear(animated=true)\" }",
                     message: "the order breaks at #1 'detail.viewWillAppear(animated=true)': it never happened",
                     expected: "▶ detail.viewWillAppear(animated=true)"),
            Boundary(name: "\(primitive), exact with one left out", setup: presented,
                     inside: "expect.\(primitive)({ \"detail.viewDidLoad\", \"detail.viewWillAppear\", \"detail.viewIsAppearing\", \"detail.viewDidAppear\" }, { exact = true })",
                     outside: "expect.\(primitive)({ \"detail.viewDidLoad\", \"detail.viewWillAppear\", \"detail.viewDidAppear\" }, { exact = true })",
                     message: "the \(kind) are not exactly the expected ones: they differ at #3, 'detail.viewDidAppear' expected, 'detail.viewIsAppearing(animated=false)' happened",
                     expected: "detail.viewDidLoad, detail.viewWillAppear, ▶ detail.viewDidAppear",
                     actual: "detail.viewDidLoad, detail.viewWillAppear(animated=false), ▶ detail.viewIsAppearing(animated=false), detail.viewDidAppear(animated=false)"),
            Boundary(name: "\(primitive), exact with one too many", setup: presented,
                     inside: "expect.\(primitive)({ \"detail.viewDidLoad\", \"detail.viewWillAppear\", \"detail.viewIsAppearing\", \"detail.viewDidAppear\" }, { exact = true })",
                     outside: "expect.\(primitive)({ \"detail.viewDidLoad\", \"detail.viewWillAppear\", \"detail.viewIsAppearing\", \"detail.viewDidAppear\", \"detail.viewDidAppear\" }, { exact = true })",
                     message: "they differ at #5, 'detail.viewDidAppear' expected, nothing more happened",
                     actualContains: "detail.viewDidAppear(animated=false), ▶ (end)"),
        ]
    }

    @Test(arguments: events) func expectEventsAndLifecycle(_ boundary: Boundary) { Self.check(boundary) }

    // MARK: expect.completedOnce and expect.completions — the count, fresh and while running

    static let completions: [Boundary] = [
        Boundary(name: "completedOnce, not yet", setup: "local op = present(home, detail)",
                 inside: "untilIdle()\n  expect.completedOnce(op)", outside: "advance(0.1)\n  expect.completedOnce(op)",
                 message: "the completion of", expected: "1 time", actual: "0"),
        Boundary(name: "completions, one more", setup: "local op = present(home, detail, false)\n  untilIdle()",
                 inside: "expect.completions(op, 1)", outside: "expect.completions(op, 2)",
                 message: "ran 1 time", expected: "2 times", actual: "1"),
        Boundary(name: "completions, one fewer while running", setup: "local op = present(home, detail)\n  advance(0.1)",
                 inside: "expect.completions(op, 0)", outside: "expect.completions(op, 1)",
                 message: "ran 0 times", expected: "1 time", actual: "0"),
    ]

    @Test(arguments: completions) func expectCompletions(_ boundary: Boundary) { Self.check(boundary) }

    // MARK: expect.noDiagnostics, expect.diagnostics, expect.invariants

    /// One diagnostic: a negative size refused (invalid-value).
    static let misuse = "home.view.subviews[1].frame = CGRect(0, 0, -1, 1)"

    static let diagnostics: [Boundary] = [
        Boundary(name: "noDiagnostics", setup: "",
                 inside: "expect.noDiagnostics()", outside: misuse + "\n  expect.noDiagnostics()",
                 message: "diagnostics were reported", expected: "none", actualContains: "invalid-value"),
        Boundary(name: "diagnostics, one fewer", setup: misuse,
                 inside: "expect.diagnostics { \"invalid-value\" }", outside: "expect.diagnostics {}",
                 message: "the diagnostics differ", expected: "none", actualContains: "invalid-value"),
        Boundary(name: "diagnostics, one more", setup: misuse,
                 inside: "expect.diagnostics { \"invalid-value\" }", outside: "expect.diagnostics { \"invalid-value\", \"invalid-value\" }",
                 message: "the diagnostics differ", expected: "invalid-value\n            invalid-value"),
        Boundary(name: "diagnostics, another kind", setup: misuse,
                 inside: "expect.diagnostics { \"invalid-value\" }", outside: "expect.diagnostics { \"hierarchy-misuse\" }",
                 message: "the diagnostics differ", expected: "hierarchy-misuse"),
        Boundary(name: "diagnostics, text the message lacks", setup: misuse,
                 inside: "expect.diagnostics { \"negative size\" }", outside: "expect.diagnostics { \"a text no diagnostic has\" }",
                 message: "the diagnostics differ", expected: "a text no diagnostic has"),
        Boundary(name: "invariants, a diagnostic not allowed", setup: misuse,
                 inside: "untilIdle()\n  expect.invariants { allow = {\"invalid-value\"} }", outside: "untilIdle()\n  expect.invariants()",
                 message: "the idle invariants are broken", expected: "none broken", actualContains: "invalid-value"),
        Boundary(name: "invariants, not yet idle", setup: "present(home, detail)",
                 inside: "untilIdle()\n  expect.invariants()", outside: "advance(0.1)\n  expect.invariants()",
                 message: "the idle invariants are broken", expected: "none broken", actualContains: "still running"),
    ]

    @Test(arguments: diagnostics) func expectDiagnostics(_ boundary: Boundary) { Self.check(boundary) }

    // MARK: expect.statusBar — style, hidden and height each checked (SB1)

    static let statusBar: [Boundary] = [
        Boundary(name: "statusBar style", window: "device = \"iPhone SE\"",
                 inside: "expect.statusBar { style = \"default\" }", outside: "expect.statusBar { style = \"lightContent\" }",
                 message: "the status bar is not as expected", expected: "style=lightContent", actual: "style=default"),
        Boundary(name: "statusBar hidden", window: "device = \"iPhone SE\"",
                 inside: "expect.statusBar { hidden = false }", outside: "expect.statusBar { hidden = true }",
                 message: "the status bar is not as expected", expected: "hidden=true", actual: "hidden=false"),
        // The SE's status bar is 20 pt; the height is compared as shown, to 4 decimals.
        Boundary(name: "statusBar height", window: "device = \"iPhone SE\"",
                 inside: "expect.statusBar { style = \"default\", hidden = false, height = 20.00001 }",
                 outside: "expect.statusBar { style = \"default\", hidden = false, height = 20.001 }",
                 message: "the status bar is not as expected",
                 expected: "style=default hidden=false height=20.001", actual: "style=default hidden=false height=20"),
    ]

    @Test(arguments: statusBar) func expectStatusBar(_ boundary: Boundary) { Self.check(boundary) }

    // MARK: expect.golden — each number of the trace within tolerance (default 0.01)

    /// The box's numbers in a recorded golden trace, each moved just past and just inside the
    /// tolerance in the file: the run's trace must then differ, or match.
    /// The scenario whose trace is recorded, then checked against the edited file.
    static func goldenSource(_ argument: String) -> String {
        app + """
            scenario("golden", function()
              window { root = home, size = {390, 844} }
              advanceFrames(2)
              expect.golden("box"\(argument))
            end)
            """
    }

    @Test(arguments: [("center", [60.0, 120]), ("size", [100.0, 200]), ("alpha", [0.5])], [(0.01, ""), (0.5, ", 0.5")])
    func expectGolden(_ field: (name: String, numbers: [Double]), _ tolerance: (value: Double, argument: String)) throws {
        // The trace writes a view's alpha as a number, its center and size as arrays.
        let json = { (numbers: [Double]) in
            field.numbers.count == 1 ? Self.shown(numbers[0]) : "[" + numbers.map(Self.shown).joined(separator: ",") + "]"
        }
        let path = { (index: Int) in field.numbers.count == 1 ? field.name : "\(field.name)[\(index)]" }
        for index in field.numbers.indices {
            let sandbox = ScenarioSandbox()
            let source = Self.goldenSource(tolerance.argument)
            let recorded = sandbox.run("golden.lua", source, record: true)
            try #require(recorded.first?.passed == true, "\(recorded.first?.failures ?? [])")
            let file = sandbox.directory + "/golden/box.jsonl"
            let golden = try String(contentsOfFile: file, encoding: .utf8)
            let original = "\"\(field.name)\":" + json(field.numbers)
            // Each frame shows the box: each is one difference.
            let frames = golden.components(separatedBy: original).count - 1
            try #require(frames >= 1, "the box's \(field.name) in the trace: \(golden)")
            for (offset, holds) in [(tolerance.value - 0.001, true), (tolerance.value + 0.001, false)] {
                var moved = field.numbers
                moved[index] += offset
                let edited = golden.replacingOccurrences(of: original, with: "\"\(field.name)\":" + json(moved))
                try edited.write(toFile: file, atomically: true, encoding: .utf8)
                let failures = sandbox.run("golden.lua", source).first?.failures ?? []
                let label = "\(path(index)) moved by \(Self.shown(offset)), tolerance \(Self.shown(tolerance.value))"
                if holds {
                    #expect(failures.isEmpty, "\(label): \(failures)")
                } else {
                    #expect(failures.count == 1, "\(label): \(failures)")
                    #expect(failures.first?.message.contains("the trace differs from \(file) (tolerance \(Self.shown(tolerance.value)))") == true, "\(label): \(failures)")
                    #expect(failures.first?.actual?.hasPrefix("\(frames) difference\(frames == 1 ? "" : "s")") == true, "\(label): \(failures)")
                    #expect(failures.first?.actual?.contains(
                        "s view 'box' \(path(index)): expected \(Self.shown(moved[index])), got \(Self.shown(field.numbers[index]))") == true,
                            "\(label): \(failures)")
                }
            }
        }
    }

    /// Events are compared exactly: a golden trace with one event's name or detail changed fails at that event.
    @Test(arguments: [("\"name\":\"viewDidAppear\"", "\"name\":\"viewDidDisappear\"", "home.viewDidDisappear(animated=false)"),
                      ("\"name\":\"viewDidAppear\",\"detail\":\"animated=false\"", "\"name\":\"viewDidAppear\",\"detail\":\"animated=true\"",
                       "home.viewDidAppear(animated=true)")])
    func expectGoldenEvents(_ original: String, _ changed: String, _ shownInGolden: String) throws {
        let sandbox = ScenarioSandbox()
        let source = Self.goldenSource("")
        try #require(sandbox.run("golden.lua", source, record: true).first?.passed == true)
        let file = sandbox.directory + "/golden/box.jsonl"
        let golden = try String(contentsOfFile: file, encoding: .utf8)
        try #require(golden.components(separatedBy: original).count == 2, "one such event in \(golden)")
        try golden.replacingOccurrences(of: original, with: changed).write(toFile: file, atomically: true, encoding: .utf8)
        let failures = sandbox.run("golden.lua", source).first?.failures ?? []
        #expect(failures.count == 1, "\(failures)")
        #expect(failures.first?.actual?.hasPrefix("1 difference") == true, "\(failures)")
        #expect(failures.first?.actual?.contains("expected [0s] \(shownInGolden), got [0s] home.viewDidAppear(animated=false)") == true, "\(failures)")
    }
}
