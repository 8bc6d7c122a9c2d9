import CLuaShim
import Foundation
import Stagecraft
import StagecraftLua

/// Runs the scenarios of one file, each in its own engine and Lua state.
///
/// A file either declares `scenario("name", function() … end)` blocks (its top level then only
/// builds screens, and runs again for each scenario) or is itself one scenario, named after the
/// file. Nothing a script does can crash the runner: errors become failures with `file:line`.
public struct ScenarioRunner: Sendable {
    public var options: ScenarioOptions
    public init(options: ScenarioOptions = ScenarioOptions()) { self.options = options }

    /// Called with each host after its teardown (tests check that nothing outlives a scenario and
    /// that a scenario's world is freed before the next one's is torn down).
    var didTearDown: (@Sendable (ScenarioHost) -> Void)?
    /// Called with each host as soon as it is made, before its file runs (tests hook its Lua
    /// state, e.g. its `onPrint`, to act on the disk mid-scenario).
    var didMakeHost: (@Sendable (ScenarioHost) -> Void)?
    /// Called with each scenario's host once its body ran, before its result is made (a stress
    /// run settles the world and checks its invariants there).
    var afterBody: (@Sendable (ScenarioHost) -> Void)?
    /// Whether a golden check on an untraced run runs the scenario again traced (stress runs
    /// do not read traces).
    var tracedReruns = true

    /// Runs the scenarios of `file` whose name contains `filter` (case-insensitive), in order.
    public func run(file: String, filter: String?) -> [ScenarioResult] {
        run(file: file, selection: ScenarioSelection(filter: filter))
    }

    /// Runs the selected scenarios of `file`, in order; with `bail`, none after the first that fails.
    public func run(file: String, selection: ScenarioSelection = .all, bail: Bool = false) -> [ScenarioResult] {
        let started = Self.clock()
        if let text = options.sourceOverrides.text(for: file) { return run(file: file, source: text, selection: selection, bail: bail) }
        guard let data = FileManager.default.contents(atPath: file) else {
            return [failed(file, "cannot read \(file) (missing, a directory, or no permission)", started)]
        }
        guard let source = String(data: data, encoding: .utf8) else { return [failed(file, "\(file) is not UTF-8 text", started)] }
        return run(file: file, source: source, selection: selection, bail: bail)
    }

    /// Runs the selected scenarios of `source`, read from `file` (a stress run's perturbed copy).
    func run(file: String, source: String, selection: ScenarioSelection = .all, bail: Bool = false) -> [ScenarioResult] {
        let started = Self.clock()
        let fileName = Self.scenarioName(of: file)
        // Each host is torn down as soon as its scenario's result is made: its Lua state and the
        // app objects hold each other (handles ↔ script roles), so neither would be freed on its
        // own, and a file of many scenarios would otherwise keep every one's world until its end.
        var hosts = HostPool(didTearDown: didTearDown)
        defer { hosts.tearDownAll() }
        var opening: Prepared
        do { opening = try prepare(file: file, source: source, frameRate: options.frameRate) } catch {
            return [failed(file, error.message, started, location: error.location, codeFrame: error.codeFrame)]
        }
        hosts.add(opening.host)
        if !opening.host.failures.isEmpty || opening.entries.isEmpty {
            guard selection.selects(name: fileName, file: file, lines: nil) else { return [] }
            if opening.host.failures.isEmpty, !opening.host.ranSomething, !options.allowEmpty {
                return [failed(file, "no scenarios in \(file): it calls no scenario(name, function() … end) and its top level "
                               + "runs nothing (a module? keep it out of the paths given to test, or pass --allow-empty)", started)]
            }
            if tracedReruns, opening.host.wantsTrace, opening.host.tracer == nil {
                // The file's top level is the scenario and it checks a golden trace: run it traced.
                do { opening = try prepare(file: file, source: source, frameRate: options.frameRate, traced: true) } catch {
                    return [failed(file, error.message, started, location: error.location, codeFrame: error.codeFrame)]
                }
                hosts.add(opening.host)
            }
            afterBody?(opening.host)
            return [finish(opening, name: fileName, started: started)]
        }
        var results: [ScenarioResult] = []
        // The first host runs the first scenario at its frame rate; until then only this keeps it.
        let entries = opening.entries
        var fresh: Prepared? = consume opening
        let picked = entries.indices.filter { selection.selects(name: entries[$0].name, file: file, lines: entries[$0].lines) }
        if picked.isEmpty, let lines = selection.lines[file] {
            return [failed(file, "no scenario of \(file) holds line \(lines.map(String.init).joined(separator: ", ")); its scenarios: "
                           + entries.map { "'\($0.name)' (lines \($0.lines.lowerBound)–\($0.lines.upperBound))" }.joined(separator: ", "), started)]
        }
        for index in picked.map({ $0 + 1 }) {
            let entry = entries[index - 1]
            let name = entry.name
            let begun = Self.clock()
            if let reason = entry.skip {
                results.append(ScenarioResult(name: name, file: file, line: entry.line, skipped: reason, failures: [], simulatedTime: 0,
                                              frames: 0, frameRate: options.frameRate, wallTime: 0, log: [], diagnostics: [], notes: []))
                continue
            }
            let fps = entry.fps ?? options.frameRate
            do {
                var prepared: Prepared
                if let unused = fresh, unused.host.engine.frameRate == fps { prepared = unused } else {
                    prepared = try prepare(file: file, source: source, frameRate: fps)
                    hosts.add(prepared.host)
                }
                fresh = nil
                runBody(prepared, index)
                if tracedReruns, prepared.host.wantsTrace, prepared.host.tracer == nil {
                    prepared = try prepare(file: file, source: source, frameRate: fps, traced: true)
                    hosts.add(prepared.host)
                    runBody(prepared, index)
                }
                afterBody?(prepared.host)
                var result = finish(prepared, name: name, started: begun)
                result.line = entry.line
                results.append(result)
            } catch {
                results.append(failed(file, error.message, begun, location: error.location, name: name, codeFrame: error.codeFrame))
            }
            // The result keeps copies of what it reports: this scenario's hosts can go now.
            hosts.tearDownAll(keeping: fresh?.host)
            if bail, results.last?.passed == false { break }
        }
        ScenarioHost.current = nil
        return results
    }

    /// The scenarios `file` declares, without running them (its top level runs, as for a run),
    /// or why they cannot be known.
    public func list(file: String, selection: ScenarioSelection = .all) -> Result<[ScenarioEntry], ScenarioFailure> {
        guard let data = FileManager.default.contents(atPath: file), let source = String(data: data, encoding: .utf8) else {
            return .failure(ScenarioFailure(.error, message: "cannot read \(file) as UTF-8 text", time: 0, frame: 0, location: nil))
        }
        let prepared: Prepared
        do { prepared = try prepare(file: file, source: source, frameRate: options.frameRate) } catch {
            return .failure(ScenarioFailure(.error, message: error.message, time: 0, frame: 0, location: error.location))
        }
        defer { prepared.host.tearDown(); ScenarioHost.current = nil }
        if let failure = prepared.host.failures.first { return .failure(failure) }
        let entries = prepared.entries.isEmpty
            ? [ScenarioEntry(file: file, name: Self.scenarioName(of: file), lines: 1...1)]
            : prepared.entries
        return .success(entries.filter { selection.selects(name: $0.name, file: file, lines: prepared.entries.isEmpty ? nil : $0.lines) })
    }

    /// Runs scenario `index`'s body; a script error becomes a failure.
    private func runBody(_ prepared: Prepared, _ index: Int) {
        ScenarioHost.current = prepared.host
        prepared.host.engine.makeCurrent()
        do throws(LuaError) {
            try prepared.call("run", index)
        } catch {
            prepared.host.failures.append(Self.failure(error, prepared.host))
        }
    }

    /// A scenario's default name: the file name without `.lua`.
    public static func scenarioName(of file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return base.hasSuffix(".lua") ? String(base.dropLast(4)) : base
    }

    /// A file loaded into a fresh host: its top level ran, the prelude's control table is kept.
    struct Prepared {
        let host: ScenarioHost
        let control: Int32
        /// The scenarios the file declares (none: the file is one scenario).
        var entries: [ScenarioEntry] = []

        /// Calls `control[function](index)` under the scenario's budget (CPU time).
        func call(_ function: String, _ index: Int) throws(LuaError) {
            let L = host.lua.state
            lua_rawgeti(L, sc_registryindex(), lua_Integer(control))
            LuaStack.push(L, function)
            lua_rawget(L, -2)
            lua_rotate(L, -2, 1)
            sc_pop(L, 1)
            LuaStack.push(L, index)
            try host.lua.call(nargs: 1, nresults: 0, budget: host.options.timeout)
        }
    }

    struct LoadFailure: Error {
        var message: String
        var location: String?
        var codeFrame: CodeFrame?
    }

    /// A fresh host with the file's top level run. Traced when asked, or when the result keeps
    /// the trace (`run`, the gallery); else a golden check asks for a traced run afterwards.
    private func prepare(file: String, source: String, frameRate: Double, traced: Bool = false) throws(LoadFailure) -> Prepared {
        let host: ScenarioHost
        do { host = try ScenarioHost(file: file, source: source, options: options, frameRate: frameRate, traced: traced || options.keepTrace) } catch {
            throw LoadFailure(message: "cannot create a Lua state: \(error.message)")
        }
        ScenarioHost.current = host
        host.engine.makeCurrent()
        didMakeHost?(host)
        let L = host.lua.state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        do throws(LuaError) {
            try host.lua.load(source, chunkName: "@" + file)
            _ = lua_getupvalue(L, -1, 1)  // the chunk's environment: the prelude fills it
            try ScenarioPrelude.push(L)
            lua_pushvalue(L, -2)
            _ = lua_setupvalue(L, -2, 1)  // and runs in it
            lua_pushvalue(L, -2)
            pushPrimitives(L)
            try host.lua.call(nargs: 2, nresults: 1)
            let control = luaL_ref(L, sc_registryindex())
            host.lua.scenarioOnlyNames = Self.globalNames(L, -1)  // what the prelude put in the scenario's environment
            sc_pop(L, 1)
            var prepared = Prepared(host: host, control: control)
            do throws(LuaError) { try host.lua.call(nargs: 0, nresults: 0, budget: options.timeout) } catch {
                // The top level failed: the file is one failed scenario, with what it recorded so far.
                host.failures.append(Self.failure(error, host))
                return prepared
            }
            lua_rawgeti(L, sc_registryindex(), lua_Integer(control))
            let table = lua_gettop(L)
            let count = Self.callInt(L, host, table, "count", nil).map(Int.init) ?? 0
            for index in stride(from: 1, through: count, by: 1) {
                let first = Self.callInt(L, host, table, "line", index).map(Int.init) ?? 0
                let last = Self.callInt(L, host, table, "last", index).map(Int.init) ?? first
                prepared.entries.append(ScenarioEntry(
                    file: file, name: Self.callString(L, host, table, "name", index) ?? "scenario \(index)", lines: first...max(first, last),
                    fps: Self.callInt(L, host, table, "fps", index), skip: Self.callString(L, host, table, "skip", index)))
            }
            if let bad = prepared.entries.compactMap(\.fps).first(where: { !ScenarioOptions.frameRates.contains($0) }) {
                throw LuaError(kind: .misuse, message: "\(file): fps must be between 1 and 1000, got \(bad)")
            }
            return prepared
        } catch {
            let failure = Self.failure(error, host)
            let frame = Self.codeFrame(of: failure, host: host)
            host.tearDown()  // no result keeps this host: break its state ↔ objects cycle now
            throw LoadFailure(message: failure.message, location: failure.location, codeFrame: frame)
        }
    }

    /// Calls `table[name](argument)` and returns a number result (no budget: prelude code only).
    private static func callInt(_ L: OpaquePointer, _ host: ScenarioHost, _ table: Int32, _ name: String, _ argument: Int?) -> Double? {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        LuaStack.push(L, name)
        lua_rawget(L, table)
        if let argument { LuaStack.push(L, argument) }
        guard (try? host.lua.call(nargs: argument == nil ? 0 : 1, nresults: 1)) != nil, lua_type(L, -1) == LUA_TNUMBER else { return nil }
        return lua_tonumberx(L, -1, nil)
    }

    private static func callString(_ L: OpaquePointer, _ host: ScenarioHost, _ table: Int32, _ name: String, _ argument: Int) -> String? {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        LuaStack.push(L, name)
        lua_rawget(L, table)
        LuaStack.push(L, argument)
        guard (try? host.lua.call(nargs: 1, nresults: 1)) != nil else { return nil }
        return luaString(L, -1)
    }

    /// `__index` of the `expect` table: "expect: no expectation 'alpah' — did you mean 'alpha'?".
    /// stack: 1 the table, 2 the key; raises.
    static let unknownExpectation: lua_CFunction = { s in hostCall(s, "expect") { a throws(ScenarioError) in
        let names = (ExpectPrimitives.all + StressPrimitives.expectations).map(\.0)
        guard lua_type(a.L, 2) == LUA_TSTRING, let key = luaString(a.L, 2) else { throw ScenarioError("no expectation of type \(a.typeName(2))") }
        throw ScenarioError("no expectation '\(key)'" + NameSuggestions.hint(for: key, among: names))
    } }

    /// The host's primitives as a table: build, act and time functions, and `expect`. stack: pushes 1.
    private func pushPrimitives(_ L: OpaquePointer) {
        lua_createtable(L, 0, 48)
        for (name, function) in BuildPrimitives.all + RolePrimitives.all + ActPrimitives.all + DevicePrimitives.all + StressPrimitives.all + HotPrimitives.all
            + GalleryPrimitives.all {
            sc_pushswift(L, function, 0)
            lua_setfield(L, -2, name)
        }
        lua_createtable(L, 0, 16)
        for (name, function) in ExpectPrimitives.all + StressPrimitives.expectations {
            sc_pushswift(L, function, 0)
            lua_setfield(L, -2, name)
        }
        // `expect.alpah(…)`: an error naming the nearest expectation, not "attempt to call a nil value".
        lua_createtable(L, 0, 1)
        sc_pushswift(L, Self.unknownExpectation, 0)
        lua_setfield(L, -2, "__index")
        lua_setmetatable(L, -2)
        lua_setfield(L, -2, "expect")
        lua_pushcclosure(L, sc_raise_at_user, 0)  // C, not Swift: it raises itself
        lua_setfield(L, -2, "raise")
    }

    /// A script error as a failure: `file:line` split from the message.
    /// The string keys of the table at `index`, read raw. stack: unchanged.
    static func globalNames(_ L: OpaquePointer, _ index: Int32) -> Set<String> {
        let table = lua_absindex(L, index)
        var names: Set<String> = []
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            if lua_type(L, -2) == LUA_TSTRING, let name = sc_tostring(L, -2) { names.insert(String(cString: name)) }
            sc_pop(L, 1)
        }
        return names
    }

    static func failure(_ error: LuaError, _ host: ScenarioHost) -> ScenarioFailure {
        if let inner = host.roleLoadError, let source = inner.source, error.message.contains(inner.message) {
            // A role script that did not load: the mistake is in it, at its own line.
            let message = inner.message.hasPrefix(source + ": ") ? String(inner.message.dropFirst(source.count + 2)) : inner.message
            let loader = error.source.map { " (loaded at \(host.expand($0)))" } ?? ""
            return ScenarioFailure(.error, message: "\(inner.kind.rawValue) error: \(message)\(loader)", time: host.engine.now,
                                   frame: host.engine.frameIndex, location: host.expand(source))
        }
        var message = error.message
        if let source = error.source, message.hasPrefix(source + ": ") { message.removeFirst(source.count + 2) }
        let kind = error.kind == .runtime ? "error" : "\(error.kind.rawValue) error"
        return ScenarioFailure(.error, message: "\(kind): \(message)", time: host.engine.now, frame: host.engine.frameIndex,
                               location: error.source.map(host.expand))
    }

    /// The source around an error's `file:line`, when that file is a script the run loaded (a
    /// role script or a module), not the scenario file itself, whose line the report names in
    /// the file being run. The path is taken as given (relative to the working directory, as the
    /// loader opened it), else relative to the scenario's folder.
    ///
    /// Only loaded scripts: a message's `file:line` is the script's to write, and
    /// `error("/proc/self/environ:1: boom", 0)` must not print the environment (see the studio's
    /// LoadedSources, which quotes by the same rule).
    static func codeFrame(of failure: ScenarioFailure, host: ScenarioHost) -> CodeFrame? {
        guard let location = failure.location, let colon = location.lastIndex(of: ":"),
              let line = Int(location[location.index(after: colon)...]) else { return nil }
        let path = String(location[..<colon])
        let scripts = Set(host.lua.loadedFiles.compactMap(CodeFrame.realPath)).subtracting([CodeFrame.realPath(host.file)].compactMap { $0 })
        let candidates = path.hasPrefix("/") ? [path] : [path, ScenarioHost.directory(of: host.file) + "/" + path]
        for candidate in candidates {
            guard let real = CodeFrame.realPath(candidate), scripts.contains(real) else { continue }
            if let frame = CodeFrame(path: real, line: line, message: failure.message) { return frame }
        }
        return nil
    }

    /// A serious diagnostic as a failure's message. A script error reads as the script's own
    /// (`error: UIView has no member 'animte'`), naming its role only when that adds something to
    /// the location printed before it (`error in FadeAnimator: …`, not `typo.lua: … typo.lua`).
    static func message(of diagnostic: Diagnostic) -> String {
        guard diagnostic.kind == .scriptError else {
            return "\(diagnostic.kind): \(diagnostic.message) (fails the scenario: expect.diagnostics{…} if it is meant)"
        }
        var message = diagnostic.message
        // The location leads the printed line already: not again inside the message.
        if let source = diagnostic.source { message = message.replacingOccurrences(of: "\(source): ", with: "") }
        var role: String?
        if let subject = diagnostic.subject, message.hasPrefix(subject + ": ") {
            message.removeFirst(subject.count + 2)
            let file = diagnostic.source.map { String($0.split(separator: ":").first ?? "") } ?? ""
            if !file.hasSuffix(subject) { role = subject }
        }
        var kind = "error"
        for name in LuaError.Kind.allCases.map(\.rawValue) where message.hasPrefix("\(name) error: ") {
            message.removeFirst(name.count + 8)
            if name != "runtime" { kind = "\(name) error" }
        }
        return kind + (role.map { " in \($0)" } ?? "") + ": " + message
    }

    private func finish(_ prepared: Prepared, name: String, started: Double) -> ScenarioResult {
        let host = prepared.host
        if !host.diagnosticsChecked {
            // A serious diagnostic nobody expected (a script error, a transition left broken) fails
            // the scenario, at the script's own line. It is the root cause of what failed after it,
            // so it goes where it happened: before the failures recorded after it.
            let serious = host.engine.diagnostics.filter { SeriousDiagnostics.fails($0.kind) }
            for (offset, diagnostic) in serious.enumerated().reversed() {
                let failure = ScenarioFailure(diagnostic.kind == .scriptError ? .error : .expectation, message: Self.message(of: diagnostic),
                                              time: diagnostic.time,
                                              frame: Int((diagnostic.time * host.engine.frameRate + 1e-9).rounded(.down)),
                                              location: diagnostic.source.map(host.expand))
                let position = offset < host.seriousDiagnosticPositions.count ? host.seriousDiagnosticPositions[offset] : host.failures.count
                host.failures.insert(failure, at: min(position, host.failures.count))
            }
        }
        for index in host.failures.indices where host.failures[index].kind == .error {
            host.failures[index].codeFrame = Self.codeFrame(of: host.failures[index], host: host)
        }
        host.tracer?.stop()
        if host.droppedFailures > 0 {
            host.failures.append(ScenarioFailure(message: "… and \(host.droppedFailures) more failed expectations, not listed (the first \(ScenarioHost.failureLimit) are)",
                                                 time: host.engine.now, frame: host.engine.frameIndex, location: nil))
        }
        var result = ScenarioResult(
            name: name, file: host.file, failures: host.failures, simulatedTime: host.engine.now, frames: host.engine.frameIndex,
            frameRate: host.engine.frameRate, wallTime: Self.clock() - started, log: host.lua.log, diagnostics: host.engine.diagnostics,
            notes: host.notes, trace: options.keepTrace ? host.tracer?.trace : nil)
        result.scripts = host.lua.loadedFiles.sorted()
        result.sought = host.lua.soughtFiles.sorted()
        result.drewRandomNumbers = host.lua.drewRandomNumbers
        result.gallery = host.galleryCard
        ScenarioHost.current = nil
        return result
    }

    private func failed(_ file: String, _ message: String, _ started: Double, location: String? = nil, name: String? = nil,
                        codeFrame: CodeFrame? = nil) -> ScenarioResult {
        var failure = ScenarioFailure(.error, message: message, time: 0, frame: 0, location: location)
        failure.codeFrame = codeFrame
        return ScenarioResult(name: name ?? Self.scenarioName(of: file), file: file, failures: [failure],
                       simulatedTime: 0, frames: 0, frameRate: options.frameRate, wallTime: Self.clock() - started,
                       log: [], diagnostics: [], notes: [], trace: nil)
    }

    /// Monotonic seconds, for wall-time reports only.
    static func clock() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
