import CLuaShim
import Stagecraft
import StagecraftLua

/// Primitives for fault injection (docs/stress.md): `at(seconds, function)` runs a function when the
/// virtual clock reaches a time, `cancelTouches()` is the system cancelling every touch (a call
/// comes in), `releaseTouches{…}` lifts the fingers early, late or with a flick, `collectGarbage()`
/// lets go of what only released references kept, `stress{…}` is a scenario's word to
/// `stagecraft stress`, and `expect.invariants()` checks the idle world as a stress run does, so
/// that a replay file fails under `stagecraft test`.
enum StressPrimitives {
    static let all: [(String, lua_CFunction)] = [
        // at(0.175, function() rotate("landscapeLeft"); rotate("portrait") end)  (ST1.1): it waits for the clock
        // without keeping the scenario busy (untilIdle returns before it), so it shifts none of the scenario's steps.
        ("at", { s in hostCall(s, "at") { a throws(ScenarioError) in
            let host = try a.host
            let time = try a.number(1)
            guard time.isFinite, time >= 0 else { throw ScenarioError("the time must be a finite number of seconds ≥ 0, not \(ScenarioFormat.number(time))") }
            guard time >= host.engine.now - Engine.timeTolerance else {
                throw ScenarioError("t=\(ScenarioFormat.number(time))s is in the past (now t=\(ScenarioFormat.number(host.engine.now))s)")
            }
            try host.checkSimulatedTime(until: time, "at")
            guard lua_type(a.L, 2) == LUA_TFUNCTION else { throw a.bad(2, "a function to run at that time") }
            lua_pushvalue(a.L, 2)
            let reference = luaL_ref(a.L, sc_registryindex())
            let origin = ScenarioHost.location(a.L, level: 1)
            host.lastScheduled = max(host.lastScheduled, time)
            _ = host.engine.schedule(at: time, keepsBusy: false) { [weak host] in host?.runScheduled(reference, origin: origin) }
            return 0 } }),
        // cancelTouches(): every touch in progress ends with touchesCancelled, its recognizers cancel (ST1.2).
        ("cancelTouches", { s in hostCall(s, "cancelTouches") { a throws(ScenarioError) in
            try a.host.touches.cancelAllTouches(); return 0 } }),
        // releaseTouches(), releaseTouches { speed = 5000 } (a flick; negative: against the motion),
        // releaseTouches { after = 1 } (the finger stops and lifts a second later) (ST1.2).
        ("releaseTouches", { s in hostCall(s, "releaseTouches") { a throws(ScenarioError) in
            let host = try a.host
            var speed: Double?, after = 0.0
            if !a.isNil(1) {
                let t = try a.table(1)
                try a.checkKeys(t, ["speed", "after"])
                speed = try a.numberField(t, "speed")
                if let speed, !(speed.isFinite && abs(speed) <= 100_000) {
                    throw ScenarioError("speed must be points per second between -100000 and 100000, not \(ScenarioFormat.number(speed))")
                }
                after = try a.numberField(t, "after") ?? 0
                guard after.isFinite, after >= 0, after <= 10 else {
                    throw ScenarioError("after must be seconds from 0 to 10, not \(ScenarioFormat.number(after))")
                }
            }
            host.touches.releaseAllTouches(speed: speed, after: after); return 0 } }),
        // collectGarbage(): a full collection now, so whatever only the app's released references kept goes (ST1.2).
        ("collectGarbage", { s in hostCall(s, "collectGarbage") { a throws(ScenarioError) in
            try a.host.lua.collectGarbage(); return 0 } }),
        // release(detail): the app lets go of the controller: every reference the scenario holds,
        // and the transitioning delegate made for it, then a full collection (ST1.2d).
        ("release", { s in hostCall(s, "release") { a throws(ScenarioError) in
            try a.host.release(try a.controller(1)); return 0 } }),
        // stress {} (opts in), stress { skip = "why" } or stress { perturbations = { "rotate", "keyboard" } } (ST1.3).
        ("stress", { s in hostCall(s, "stress") { a throws(ScenarioError) in
            let host = try a.host
            var request = StressRequest()
            if !a.isNil(1) {
                let t = try a.table(1)
                try a.checkKeys(t, ["skip", "perturbations"])
                request.skip = try a.stringField(t, "skip")
                if a.field(t, "perturbations") > LUA_TNIL {
                    defer { sc_pop(a.L, 1) }
                    let names = try BuildPrimitives.strings(a, lua_gettop(a.L), "perturbations")
                    let known = Perturbation.Kind.allCases.map(\.rawValue)
                    if let unknown = names.first(where: { !known.contains($0) }) {
                        throw ScenarioError("no perturbation named '\(unknown)' (perturbations: \(known.joined(separator: ", ")))")
                    }
                    request.perturbations = names.compactMap(Perturbation.Kind.init(rawValue:))
                } else {
                    sc_pop(a.L, 1)
                }
            }
            host.stress = request
            return 0 } }),
    ]

    /// `expect.invariants([{ allow = {"diagnostic-kind", …} }])`: the idle invariants (ST2) hold now.
    static let expectations: [(String, lua_CFunction)] = [
        ("invariants", { s in ExpectPrimitives.check(s, "expect.invariants") { a, host throws(ScenarioError) in
            var allowed = IdleInvariants.expectedDiagnostics
            if !a.isNil(1) {
                let t = try a.table(1)
                try a.checkKeys(t, ["allow"])
                if a.field(t, "allow") > LUA_TNIL {
                    defer { sc_pop(a.L, 1) }
                    allowed.formUnion(try BuildPrimitives.strings(a, lua_gettop(a.L), "allow").map(Diagnostic.Kind.init(rawValue:)))
                } else {
                    sc_pop(a.L, 1)
                }
            }
            host.diagnosticsChecked = true
            let broken = host.invariantViolations(allowing: allowed)
            return broken.isEmpty ? nil : ("the idle invariants are broken", "none broken",
                                           broken.map(\.description).joined(separator: "\n            "))
        } }),
    ]
}

/// What a scenario asked of stress runs with `stress{…}`.
struct StressRequest: Sendable {
    var skip: String?
    /// The perturbations to try (nil: all that apply).
    var perturbations: [Perturbation.Kind]?
}

extension ScenarioHost {
    /// Runs the function `at` scheduled, once; an error in it fails the scenario at its line.
    func runScheduled(_ reference: Int32, origin: String?) {
        let L = lua.state
        let top = lua_gettop(L)
        defer {
            lua_settop(L, top)
            luaL_unref(L, sc_registryindex(), reference)
        }
        lua_rawgeti(L, sc_registryindex(), lua_Integer(reference))
        runningScheduled += 1
        defer { runningScheduled -= 1 }
        do throws(LuaError) { try lua.call(nargs: 0, nresults: 0) } catch {
            var failure = ScenarioRunner.failure(error, self)
            if failure.location == nil { failure.location = origin }
            failures.append(failure)
        }
    }

    /// The idle invariants' violations, less the refusals of what `at()` functions asked (ST2.2),
    /// after a full collection, so that only what the scripts still refer to holds anything (ST2.9).
    func invariantViolations(allowing allowed: Set<Diagnostic.Kind>) -> [IdleInvariants.Violation] {
        lua.collectGarbage()
        return IdleInvariants(window: window, engine: engine).violations(allowing: allowed, isHeldByApp: isHeldByApp).filter { violation in
            !(violation.invariant == "no diagnostics" && refusedInScheduled.contains(violation.detail))
        }
    }

    /// `release(controller)` (ST1.2d): the app lets go of `controller`, as `self.detail = nil`
    /// does. The scenario's variables that hold it become nil (the locals of the scenario's
    /// functions running now, their upvalues, which the file's top-level locals are, its globals,
    /// and the fields of a table one of those holds), its name finds it no more, the transitioning
    /// delegate the scenario made for it goes too (unless another of the app's controllers uses
    /// it), and a full collection runs. Role scripts keep their own references, as an animator's
    /// closures keep what they captured: what keeps the controller alive then is UIKit's
    /// machinery (a transition in flight, its presentation, its container) and the roles' code.
    func release(_ controller: ViewController) {
        controllers.removeAll { $0 === controller }
        if let delegate = controller.transitioningDelegate, !controllers.contains(where: { other in
            other.transitioningDelegate === delegate || (other as? NavigationController)?.delegate === delegate
                || (other as? TabBarController)?.delegate === delegate
        }) {
            keepAlive.removeAll { $0 === delegate }
        }
        dropScenarioReferences(to: controller)
        engine.releasedControllers.note(controller)
        lua.collectGarbage()
    }

    /// Sets to nil every variable of the scenario file's code that refers to `object` (see
    /// `release`). stack: unchanged.
    private func dropScenarioReferences(to object: AnyObject) {
        let L = lua.state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        lua.push(object)
        let target = lua_gettop(L)
        let chunk = "@" + file
        // Whether the value at `index` is the target (the caller sets it to nil), else clears the
        // fields of a table there that are.
        func clearIn(_ index: Int32) -> Bool {
            if lua_rawequal(L, index, target) != 0 { return true }
            if lua_type(L, index) == LUA_TTABLE { clearFields(L, lua_absindex(L, index), target) }
            return false
        }
        var record = lua_Debug()
        var level: Int32 = 0
        while lua_getstack(L, level, &record) != 0 {
            level += 1
            guard lua_getinfo(L, "Sf", &record) != 0, let source = record.source, String(cString: source) == chunk else {
                lua_settop(L, target)
                continue
            }
            let function = lua_gettop(L)
            var n: Int32 = 1
            while let name = lua_getlocal(L, &record, n) {
                if clearIn(-1), name.pointee != 40 {  // "(" : Lua's temporaries, not variables
                    lua_pushnil(L)
                    _ = lua_setlocal(L, &record, n)
                }
                sc_pop(L, 1)
                n += 1
            }
            n = 1
            while let name = lua_getupvalue(L, function, n) {
                if String(cString: name) == "_ENV", lua_type(L, -1) == LUA_TTABLE {
                    clearFields(L, lua_gettop(L), target)
                } else if clearIn(-1) {
                    lua_pushnil(L)
                    _ = lua_setupvalue(L, function, n)
                }
                sc_pop(L, 1)
                n += 1
            }
            lua_settop(L, target)
        }
    }

    /// Sets to nil the fields of the table at `table` whose value is the one at `target`.
    private func clearFields(_ L: OpaquePointer, _ table: Int32, _ target: Int32) {
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            if lua_rawequal(L, -1, target) != 0 {
                lua_pushvalue(L, -2)
                lua_pushnil(L)
                lua_rawset(L, table)  // clearing a field during a traversal is allowed
            }
            sc_pop(L, 1)
        }
    }

    /// Whether the scripts still hold `controller`, or an object that keeps it (a presentation
    /// controller holds its presented controller, as UIKit's does; a container its children): the
    /// app's own reference, not a leak (ST2.9).
    func isHeldByApp(_ controller: ViewController) -> Bool {
        lua.heldObjects().contains { object in
            if object === controller { return true }  // a script still refers to it
            if let presentation = object as? PresentationController { return presentation.presentedViewController === controller }
            if let container = object as? ViewController { return container.children.contains { $0 === controller } }
            return false
        }
    }

    /// Refuses to move the clock from inside a function `at` runs: it runs while the clock moves.
    func checkNotScheduled(_ what: String) throws(ScenarioError) {
        guard runningScheduled > 0 else { return }
        throw ScenarioError("\(what) cannot move the clock inside a function given to at(): it runs while the clock is moving "
                            + "(schedule another at() for later instead)")
    }

    /// `file:line` of the innermost line of the scenario file itself on the Lua stack (not an
    /// animator or interaction module's): where a transition was asked for.
    func scenarioLine() -> String? {
        let L = lua.state
        var record = lua_Debug()
        var level: Int32 = 0
        let chunk = "@" + file
        while lua_getstack(L, level, &record) != 0 {
            level += 1
            guard lua_getinfo(L, "Sl", &record) != 0, record.currentline > 0, let source = record.source,
                  String(cString: source) == chunk else { continue }
            return "\(file):\(record.currentline)"
        }
        return nil
    }
}
