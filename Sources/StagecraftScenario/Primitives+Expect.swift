import CLuaShim
import Stagecraft
import StagecraftLua

/// `expect.*`: each records a failure (expected vs actual, the time, the scenario line) and lets
/// the scenario go on, as XCTest's assertions do; each returns whether it held.
enum ExpectPrimitives {
    static let all: [(String, lua_CFunction)] = [
        ("near", { s in check(s, "expect.near") { a, host throws(ScenarioError) in
            let actual = try a.number(1), expected = try a.number(2), tolerance = try a.number(3, default: 1e-6)
            let what = try a.optionalString(4) ?? "value"
            guard abs(actual - expected) > tolerance else { return nil }
            let shown = ScenarioFormat.distinct(expected, actual)
            return ("\(what) differs by \(ScenarioFormat.magnitude(abs(actual - expected))) (tolerance \(ScenarioFormat.magnitude(tolerance)))",
                    shown.expected, shown.actual)
        } }),
        ("equal", { s in check(s, "expect.equal") { a, host throws(ScenarioError) in
            if lua_rawequal(a.L, 1, 2) != 0 { return nil }
            let what = try a.optionalString(3) ?? "value"
            // Numbers and value types compare by value, each number within `tolerance` (0: exactly).
            let tolerance = try a.number(4, default: 0)
            guard tolerance >= 0 else { throw ScenarioError("the tolerance must be a number ≥ 0, not \(ScenarioFormat.number(tolerance))") }
            let within = tolerance > 0 ? " (within \(ScenarioFormat.number(tolerance)))" : ""
            // Plain numbers within the tolerance too, shown apart when four decimals would round them alike.
            if lua_type(a.L, 1) == LUA_TNUMBER, lua_type(a.L, 2) == LUA_TNUMBER {
                let actual = lua_tonumberx(a.L, 1, nil), expected = lua_tonumberx(a.L, 2, nil)
                if abs(actual - expected) <= tolerance { return nil }
                let shown = ScenarioFormat.distinct(expected, actual)
                return ("\(what) is not the expected one\(within)", shown.expected, shown.actual)
            }
            if let actual = ValueComparison.read(a.L, 1), let expected = ValueComparison.read(a.L, 2),
               ValueComparison.equal(actual, expected, tolerance: tolerance) { return nil }
            return ("\(what) is not the expected one\(within)", show(a, 2), show(a, 1))
        } }),
        ("truthy", { s in check(s, "expect.truthy") { a, host throws(ScenarioError) in
            lua_toboolean(a.L, 1) != 0 ? nil : (try a.optionalString(2) ?? "expected a true value", "true", show(a, 1))
        } }),
        ("alpha", { s in check(s, "expect.alpha", naming: 1) { a, host throws(ScenarioError) in
            let view = try a.view(1), expected = try a.number(2), tolerance = try a.number(3, default: 0.001)
            host.sampleNow()
            let actual = view.presentation.alpha
            return abs(actual - expected) <= tolerance ? nil
                : ("\(view.displayName) alpha (on screen) is off by more than \(ScenarioFormat.number(tolerance))",
                   ScenarioFormat.number(expected), ScenarioFormat.number(actual))
        } }),
        ("blur", { s in check(s, "expect.blur", naming: 1) { a, host throws(ScenarioError) in
            let view = try a.view(1), expected = try a.number(2), tolerance = try a.number(3, default: 0.001)
            guard let effectView = view as? VisualEffectView else { throw ScenarioError("expect.blur: \(view.displayName) is not a UIVisualEffectView") }
            host.sampleNow()
            let actual = effectView.presentedBlurAmount
            return abs(actual - expected) <= tolerance ? nil
                : ("\(view.displayName) blur amount (on screen) is off by more than \(ScenarioFormat.number(tolerance))",
                   ScenarioFormat.number(expected), ScenarioFormat.number(actual))
        } }),
        ("frame", { s in check(s, "expect.frame", naming: 1) { a, host throws(ScenarioError) in
            let view = try a.view(1), expected = try a.rect(at: 2, "the expected frame"), tolerance = try a.number(3, default: 0.5)
            host.sampleNow()
            let actual = view.presentation.frame
            let off = [actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width, actual.height - expected.height]
            return off.allSatisfy({ abs($0) <= tolerance }) ? nil
                : ("\(view.displayName) frame (on screen) is off by more than \(ScenarioFormat.number(tolerance)) pt",
                   ScenarioFormat.rect(expected), ScenarioFormat.rect(actual))
        } }),
        ("inHierarchy", { s in check(s, "expect.inHierarchy", naming: 1) { a, host throws(ScenarioError) in
            let name = lua_type(a.L, 1) == LUA_TSTRING ? try a.string(1) : nil
            let view = name == nil ? try a.view(1) : host.findView(named: name ?? "")
            let parent = a.isNil(2) ? host.window : try a.view(2)
            guard let view, view.isDescendant(of: parent) else {
                return ("\(name ?? view?.displayName ?? "view") is not in \(parent.displayName)'s hierarchy", "present", "absent")
            }
            return nil
        } }),
        ("notInHierarchy", { s in check(s, "expect.notInHierarchy", naming: 1) { a, host throws(ScenarioError) in
            let view = lua_type(a.L, 1) == LUA_TSTRING ? host.findViewInWindow(named: try a.string(1)) : try a.view(1)
            let parent = a.isNil(2) ? host.window : try a.view(2)
            guard let view, view.isDescendant(of: parent) else { return nil }
            return ("\(view.displayName) is still in \(parent.displayName)'s hierarchy", "absent", "under \(view.superview?.displayName ?? "?")")
        } }),
        ("order", { s in check(s, "expect.order", naming: 1) { a, host throws(ScenarioError) in
            let parent = try a.view(1), names = try BuildPrimitives.strings(a, 2, "the names")
            let actual = parent.subviews.map(\.displayName)
            return isSubsequence(names, of: actual) ? nil
                : ("\(parent.displayName)'s subviews (back to front) are not in this order", names.joined(separator: ", "), actual.joined(separator: ", "))
        } }),
        ("events", { s in check(s, "expect.events") { a, host throws(ScenarioError) in try events(a, host, category: nil) } }),
        ("lifecycle", { s in check(s, "expect.lifecycle") { a, host throws(ScenarioError) in try events(a, host, category: .lifecycle) } }),
        ("completedOnce", { s in check(s, "expect.completedOnce") { a, host throws(ScenarioError) in try completions(a, host, 1) } }),
        ("completions", { s in check(s, "expect.completions") { a, host throws(ScenarioError) in
            try completions(a, host, try HostArgs.whole(try a.number(2), "the count", in: 0...1_000_000_000)) } }),
        ("noDiagnostics", { s in check(s, "expect.noDiagnostics") { a, host throws(ScenarioError) in
            host.diagnosticsChecked = true
            let found = host.engine.diagnostics
            return found.isEmpty ? nil : ("diagnostics were reported", "none", found.map(\.description).joined(separator: "\n            "))
        } }),
        ("diagnostics", { s in check(s, "expect.diagnostics") { a, host throws(ScenarioError) in
            host.diagnosticsChecked = true
            let wanted = try BuildPrimitives.strings(a, 1, "the diagnostics")
            let found = host.engine.diagnostics.map { "\($0.kind.rawValue): \($0.message)" }
            let matched = wanted.count == found.count && zip(wanted, found).allSatisfy { $1.hasPrefix($0) || $1.contains($0) }
            return matched ? nil : ("the diagnostics differ (each expected entry is a kind, or text the message contains)",
                                    wanted.isEmpty ? "none" : wanted.joined(separator: "\n            "),
                                    found.isEmpty ? "none" : found.joined(separator: "\n            "))
        } }),
        // expect.statusBar{style = "lightContent", hidden = false, height = 54}: what the window's status bar
        // shows now (SB1); the fields left out are not checked.
        ("statusBar", { s in check(s, "expect.statusBar") { a, host throws(ScenarioError) in
            let t = try a.table(1)
            try a.checkKeys(t, ["style", "hidden", "height"])
            let window = host.window
            var expected: [String] = [], actual: [String] = []
            if let style = try a.stringField(t, "style") {
                guard StatusBarStyle(rawValue: style) != nil else {
                    throw ScenarioError("style must be one of \(StatusBarStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))"
                                        + NameSuggestions.hint(for: style, among: StatusBarStyle.allCases.map(\.rawValue), quote: "\""))
                }
                expected.append("style=\(style)"); actual.append("style=\(window.statusBarStyle.rawValue)")
            }
            if let hidden = try a.boolField(t, "hidden") {
                expected.append("hidden=\(hidden)"); actual.append("hidden=\(window.isStatusBarHidden)")
            }
            if let height = try a.numberField(t, "height") {
                expected.append("height=\(ScenarioFormat.number(height))"); actual.append("height=\(ScenarioFormat.number(window.statusBarFrame.height))")
            }
            guard !expected.isEmpty else { throw ScenarioError("expect.statusBar needs style, hidden or height") }
            return expected == actual ? nil : ("the status bar is not as expected", expected.joined(separator: " "), actual.joined(separator: " "))
        } }),
        ("golden", { s in check(s, "expect.golden") { a, host throws(ScenarioError) in
            try GoldenTrace.check(host, name: try a.string(1), tolerance: try a.number(2, default: 0.01))
        } }),
    ]

    /// Runs a check; a returned (message, expected, actual) is recorded as a failure at the caller,
    /// with the view (or view's name) at argument `naming` as its subject. Pushes whether it held.
    static func check(_ state: OpaquePointer?, _ name: String, naming: Int32? = nil,
                      _ body: (HostArgs, ScenarioHost) throws(ScenarioError) -> (String, String, String)?) -> Int32 {
        hostCall(state, name) { a throws(ScenarioError) in
            let host = try a.host
            let problem = try body(a, host)
            if let (message, expected, actual) = problem {
                host.fail(a.L, message, expected: expected, actual: actual, view: naming.flatMap { try? a.view($0) })
            }
            LuaStack.push(a.L, problem == nil)
            return 1
        }
    }

    /// `expect.events({"home.viewWillDisappear", …}, {exact = true})`: by default the listed calls
    /// must appear in this order (other events may come between); `exact` requires exactly them
    /// among the events of the subjects the list names.
    /// An entry matches `subject.name(detail)` or `subject.name`.
    static func events(_ a: HostArgs, _ host: ScenarioHost, category: TraceEvent.Category?) throws(ScenarioError) -> (String, String, String)? {
        let wanted = try BuildPrimitives.strings(a, 1, "the events")
        if !a.isNil(2) { try a.checkKeys(try a.table(2), ["exact"]) }
        let exact = a.isNil(2) ? false : try a.boolField(try a.table(2), "exact") ?? false
        var all = host.engine.events.filter { category == nil ? $0.category != .diagnostic : $0.category == category }
        if exact {
            // Exact about the subjects named: every event of theirs, and nothing else.
            let subjects = Set(wanted.compactMap { $0.split(separator: ".").first.map(String.init) })
            all = all.filter { subjects.contains($0.subject) }
        }
        let matches = { (entry: String, event: TraceEvent) in entry == event.call || entry == "\(event.subject).\(event.name)" }
        let kind = category.map { "\($0.rawValue) events" } ?? "events"
        let calls = all.map(\.call)
        if exact {
            // Where the two lists first differ.
            guard let broken = (0..<max(wanted.count, all.count)).first(where: { i in
                i >= wanted.count || i >= all.count || !matches(wanted[i], all[i])
            }) else { return nil }
            let got = broken < all.count ? "'\(calls[broken])'" : "nothing more"
            let want = broken < wanted.count ? "'\(wanted[broken])'" : "nothing more"
            return ("the \(kind) are not exactly the expected ones: they differ at #\(broken + 1), \(want) expected, \(got) happened",
                    marked(wanted, at: broken), marked(calls, at: broken))
        }
        // In order: each wanted entry matched by a later event than the one before it.
        var matchedAt: [Int] = []
        for (index, event) in all.enumerated() where matchedAt.count < wanted.count && matches(wanted[matchedAt.count], event) {
            matchedAt.append(index)
        }
        guard matchedAt.count < wanted.count else { return nil }
        let broken = matchedAt.count
        let missing = wanted[broken]
        let after = matchedAt.last.map { "after '\(wanted[broken - 1])' (event #\($0 + 1))" } ?? ""
        let why: String
        let mark: Int
        if let earlier = all.firstIndex(where: { matches(missing, $0) }) {
            why = "it happened earlier, as event #\(earlier + 1), not \(after)"
            mark = earlier
        } else {
            why = "it never happened" + (after.isEmpty ? "" : " " + after)
            mark = calls.count
        }
        return ("the \(kind) do not contain, in order, the expected ones: the order breaks at #\(broken + 1) '\(missing)': \(why)",
                marked(wanted, at: broken), marked(calls, at: mark))
    }

    /// A list with `▶` before item `index` (at the end when `index` is past it): where an order broke.
    static func marked(_ items: [String], at index: Int) -> String {
        var shown = items
        if index < shown.count { shown[index] = "▶ " + shown[index] } else { shown.append("▶ (end)") }
        return shown.joined(separator: ", ")
    }

    static func completions(_ a: HostArgs, _ host: ScenarioHost, _ count: Int) throws(ScenarioError) -> (String, String, String)? {
        guard lua_type(a.L, 1) == LUA_TTABLE, let id = try a.numberField(1, "id").flatMap({ Int(exactly: $0) }), id >= 1, id <= host.completions.count else {
            throw ScenarioError("bad argument #1 (the value present() or dismiss() returned expected, got \(a.typeName(1)))")
        }
        let (label, actual) = host.completions[id - 1]
        return actual == count ? nil : ("the completion of '\(label)' ran \(actual) time\(actual == 1 ? "" : "s")",
                                        "\(count) time\(count == 1 ? "" : "s")", "\(actual)")
    }

    static func isSubsequence(_ wanted: [String], of actual: [String]) -> Bool {
        var remaining = wanted[...]
        for name in actual where remaining.first == name { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }

    /// A value as a script author would recognise it.
    static func show(_ a: HostArgs, _ i: Int32) -> String {
        switch lua_type(a.L, i) {
        case LUA_TNIL, LUA_TNONE: return "nil"
        case LUA_TBOOLEAN: return lua_toboolean(a.L, i) != 0 ? "true" : "false"
        case LUA_TNUMBER: return ScenarioFormat.number(lua_tonumberx(a.L, i, nil))
        case LUA_TSTRING: return "\"\(luaString(a.L, i) ?? "")\""
        default:
            if let value = ValueComparison.read(a.L, i) { return ValueComparison.describe(value) }
            if let handle = sc_tohandle(a.L, i), let pointer = handle.pointee.object {
                return "\(Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue())"
            }
            return a.typeName(i)
        }
    }
}

extension ScenarioHost {
    /// Only views in the window (not detached controllers' views).
    func findViewInWindow(named name: String) -> View? {
        func search(_ view: View) -> View? {
            if view.name == name { return view }
            for subview in view.subviews { if let found = search(subview) { return found } }
            return nil
        }
        return search(window)
    }
}
