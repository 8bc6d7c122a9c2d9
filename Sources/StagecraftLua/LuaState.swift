import CLuaShim

/// Owns one `lua_State`: the sandboxed base every script's environment reads from, the bound
/// classes, the object handles, and the limits.
///
/// Every call into Lua goes through `sc_pcall` (a traceback handler, the deadline watchdog, the
/// allocator's "Lua is running" flag), and every Swift function Lua calls runs through the C
/// trampoline, so no Lua error ever unwinds a Swift frame.
public final class LuaState {
    /// Memory and time limits of one state.
    public struct Limits: Sendable {
        /// Bytes the state may allocate (the allocator refuses more while Lua runs); 0 = no limit.
        public var memory = 64 << 20
        /// Seconds of CPU a module may take to load.
        public var loadBudget = 0.5
        /// Seconds one callback from the host (animateTransition, a completion…) may run.
        public var callbackBudget = 0.25
        /// The longest string `string.rep` may build.
        public var stringRepCap = 16 << 20
        /// The longest subject `string.find`/`match`/`gmatch`/`gsub` accept.
        public var patternSubjectCap = 1 << 20
        /// Printed lines kept in `log` (and passed to `onPrint`): a print in a loop must not
        /// grow the host's memory or flood its terminal.
        public var logLines = 1000
        /// Bytes of printed text kept; a longer line is cut to what is left.
        public var logBytes = 1 << 20
        /// The most matching steps one `string.find`/`match`/`gmatch`/`gsub` call may take, deadline
        /// or not (the sandbox's matcher also stops at the call's deadline): a backstop for calls
        /// made with no budget. About a second of the worst patterns.
        public var patternStepCap = 100_000_000
        public init() {}
    }

    /// The main thread. Valid for the lifetime of this object.
    public let mainThread: OpaquePointer
    /// The bookkeeping `sc_running_thread` reads (which thread called into Swift).
    private let stateHandle: UnsafeMutableRawPointer
    /// The thread to push on and read from now: the coroutine whose call into Swift runs (a bound
    /// function, a getter, a scenario primitive), else the main thread. Bindings reach the stack
    /// through this, never through `mainThread`: a coroutine has a stack of its own, and pushing a
    /// result on the main thread's hands the caller whatever its own stack had on top.
    @inline(__always)
    public var state: OpaquePointer { sc_running_thread(stateHandle, mainThread) }
    public let limits: Limits
    /// Directories `require` may load modules from (text files only).
    public let scriptRoots: [String]
    /// What scripts printed, one entry per `print` call, up to `Limits.logLines` lines and
    /// `Limits.logBytes` bytes; then a last line counts what was not kept.
    public var log: [String] {
        droppedPrints == 0 ? printed : printed + ["… \(droppedPrints) more printed line\(droppedPrints == 1 ? "" : "s") not kept (the log keeps \(limits.logLines) lines, \(limits.logBytes >> 10) KiB)"]
    }
    private var printed: [String] = []
    private var printedBytes = 0
    /// `print` calls past the log's limits.
    public private(set) var droppedPrints = 0
    /// Called for each `print`, after it is logged.
    public var onPrint: ((String) -> Void)?
    /// Texts read in place of script files by `require` and role loading (the studio's preview).
    public var sourceOverrides = ScriptOverrides()
    /// Seconds of a virtual clock, when scripts run on one (scenarios): `os.clock`, `os.time` and
    /// `os.date` then read it (from 2001-01-01 UTC), so runs are reproducible.
    public var virtualClock: (() -> Double)?
    /// Whether a script called `math.random`: only then does the run's seed matter to a reader.
    public internal(set) var drewRandomNumbers = false
    /// The simulated screen's bounds and scale, when scripts run in a window (scenarios):
    /// `UIScreen.main` reads it; without it, Stagecraft's default 390 × 844 @3x.
    public var mainScreen: (() -> (width: Double, height: Double, scale: Double))?
    /// The simulated device and which way up it is, when scripts run in a window (scenarios):
    /// `UIDevice.current` reads it; without it, an iPhone held upright.
    public var currentDevice: (() -> (isPad: Bool, interfaceOrientation: String))?
    /// The app's key window (a `Window`), when scripts run in one (scenarios):
    /// `UIApplication.shared.keyWindow` reads it; without it, nil.
    public var keyWindow: (() -> AnyObject?)?

    /// Errors raised by deferred callbacks (completions, gesture actions), in order.
    public internal(set) var errors: [LuaError] = []
    /// The names a scenario's DSL defines in the scenario file's environment (`screen`, `expect`…),
    /// so another script reading one is told why it is nil there.
    public var scenarioOnlyNames: Set<String> = []
    /// Every file loaded as a chunk (`@path` chunk names: scripts, `require`d modules), including
    /// ones that failed to compile, so a host (`stagecraft watch`) knows what a run depended on.
    public internal(set) var loadedFiles: Set<String> = []
    /// Every file a script asked for, found or not: each place `require` and a scenario's role
    /// loader looked. A run that failed because a script was missing for a moment (an editor that
    /// deletes and rewrites, vim's backup rename, `git checkout`) still names it, so a host that
    /// watches what a run depends on keeps watching it and re-runs when it is back.
    public private(set) var soughtFiles: Set<String> = []

    /// Records the paths looked at for one script or module (see `soughtFiles`).
    public func noteSought(_ paths: some Sequence<String>) { soughtFiles.formUnion(paths) }
    /// The transition whose script callbacks run now, if any.
    var currentScope: LuaErrorScope?
    /// The hot-reload generation whose code runs now: callbacks captured meanwhile belong to it
    /// and are cancelled when it is retired.
    var currentGeneration: GenerationToken?
    /// Told of every `require` (requiring chunk, module name, file when loaded now): hot reload's
    /// dependency edges.
    var requireObserver: ((_ requirer: String?, _ name: String, _ path: String?) -> Void)?

    /// Absolute stack index of the base table while the state is being set up.
    var baseIndex: Int32 = 0
    /// Registry references: the base table, the metatable of environments, the handle table, loaded modules.
    var baseRef: Int32 = 0
    var environmentMetaRef: Int32 = 0
    var objectsRef: Int32 = 0
    var loadedRef: Int32 = 0
    /// Tables of the base copied into every environment, so `rawset(string, …)` stays local.
    var libraryNames = ["string", "table", "math", "utf8", "coroutine", "os"]
    var classes: [String: LuaClass] = [:]
    /// Class globals not made yet, by global name (several definitions may add to one global):
    /// made on a script's first read of the name (`Sandbox.environmentIndex`).
    var pendingGlobals: [String: [LuaClass]] = [:]
    var metatables: [String: Int32] = [:]
    var classNames: [ObjectIdentifier: String] = [:]
    /// The metatable of new handles, by Swift class (`push`); emptied when a class is registered.
    var handleClasses: [ObjectIdentifier: HandleClass] = [:]
    /// `vc.userInfo` tables of controllers that are not script controllers (see `pushUserInfo`).
    var userInfoTables: [ObjectIdentifier: UserInfoEntry] = [:]
    /// `objc_setAssociatedObject` values of UIKit objects, and of tables (Wrap+AssociatedObjects).
    var associatedValues: [ObjectIdentifier: AssociatedValues] = [:]
    var tableAssociations: LuaRef?
    /// The script files animations were started from, numbered for `AnimationOrigin`.
    public let animationOrigins = AnimationOrigins()

    /// Creates a sandboxed state with the bindings registered.
    /// - Parameter seed: seeds `math.random`, so runs are reproducible.
    public init(limits: Limits = Limits(), scriptRoots: [String] = [], seed: Int = 0) throws(LuaError) {
        guard let state = sc_newstate(limits.memory) else { throw LuaError(kind: .memory, message: "cannot create a Lua state") }
        self.mainThread = state
        self.stateHandle = sc_state_handle(state)
        self.limits = limits
        self.scriptRoots = scriptRoots
        sc_extraspace(state).pointee = Unmanaged.passUnretained(self).toOpaque()
        try Sandbox.build(self, seed: seed)
    }

    deinit { sc_close(mainThread) }

    /// The `LuaState` that owns `L` (any of its threads).
    @inline(__always)
    public static func of(_ L: OpaquePointer) -> LuaState {
        // The extra space holds an unretained pointer set in `init`; threads copy it from the main one.
        guard let pointer = sc_extraspace(L).pointee else { preconditionFailure("a lua_State without its LuaState") }
        return Unmanaged<LuaState>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `source` as a text chunk in a fresh environment and returns its results as strings.
    @discardableResult
    public func run(_ source: String, chunkName: String = "=chunk") throws(LuaError) -> [String] {
        let L = state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try load(source, chunkName: chunkName)
        try call(nargs: 0, nresults: LUA_MULTRET, budget: limits.loadBudget)
        return ((top + 1)..<(lua_gettop(L) + 1)).map { index in
            switch lua_type(L, index) {
            case LUA_TNUMBER: formatLuaNumber(L, index)
            case LUA_TBOOLEAN: lua_toboolean(L, index) != 0 ? "true" : "false"
            case LUA_TNIL: "nil"
            default: LuaStack.string(L, index) ?? LuaStack.typeName(L, index)
            }
        }
    }

    /// Compiles `source` (text only; a compile of the same text is reused, see `ChunkCache`) with
    /// its own environment. stack: pushes 1 (the function).
    public func load(_ source: String, chunkName: String) throws(LuaError) {
        let L = state
        if chunkName.hasPrefix("@") { loadedFiles.insert(String(chunkName.dropFirst())) }
        let (status, text) = compile(source, chunkName: chunkName)
        guard status == LUA_OK else {
            throw LuaError(kind: status == LUA_ERRSYNTAX ? .syntax : .memory, luaText: text ?? "cannot load \(chunkName)")
        }
        pushNewEnvironment()
        _ = lua_setupvalue(L, -2, 1)  // a main chunk's only upvalue is _ENV
    }

    /// Calls the function below `nargs` arguments under `budget` seconds of CPU time; on error pops
    /// it and throws. Without a budget: `callbackBudget` for a call from the host, and none of its
    /// own for a call made while Lua runs (a callback during a scenario's `advance`), which the
    /// running call's budget covers. An explicit budget (a module's load) applies nested too.
    /// stack: pops the function and arguments, pushes `nresults` results.
    /// Runs on the calling thread (`state`): the coroutine whose bound function calls back into Lua.
    public func call(nargs: Int32, nresults: Int32, budget: Double? = nil) throws(LuaError) {
        let L = state
        let status = sc_pcall(L, nargs, nresults, budget ?? (sc_call_depth(L) == 0 ? limits.callbackBudget : 0))
        guard status == LUA_OK else { throw popError(status: status) }
    }

    /// Runs the host's `work` inside a running call (a Swift role translated for a `require` or a
    /// role's load) with its CPU time left out of the budgets in force: translating an app's folder
    /// of Swift is the toolchain's time, not the script's. The script's own code is still stopped
    /// at its budget. Outside a call with a deadline it only runs `work`.
    func outsideBudget<T, E: Error>(_ work: () throws(E) -> T) throws(E) -> T {
        sc_host_work_begin(state)
        defer { sc_host_work_end(state) }
        return try work()
    }

    /// Converts the error value on top into a `LuaError` and pops it. stack: pops 1.
    func popError(status: Int32) -> LuaError {
        let L = state
        let text = LuaStack.string(L, -1) ?? "(error object is a \(LuaStack.typeName(L, -1)) value)"
        sc_pop(L, 1)
        let kind: LuaError.Kind
        switch sc_last_failure(state) {
        case 1: kind = .timeout
        case 2: kind = .memory
        default: kind = status == LUA_ERRMEM ? .memory : status == LUA_ERRSYNTAX ? .syntax : .runtime
        }
        return LuaError(kind: kind, luaText: text)
    }

    /// Keeps a printed line in the log within its limits (past them, only counts it) and returns
    /// it as `onPrint` gets it: every line, cut to at most `logBytes`.
    func keepPrinted(_ line: String) -> String {
        let length = line.utf8.count
        func cut(_ room: Int) -> String {
            length <= room ? line : String(decoding: line.utf8.prefix(room), as: UTF8.self) + " … (cut: \(length - room) more bytes)"
        }
        let room = limits.logBytes - printedBytes
        guard printed.count < limits.logLines, room > 0 else {
            droppedPrints += 1
            return cut(limits.logBytes)
        }
        printedBytes += min(length, room)
        printed.append(cut(room))
        return cut(limits.logBytes)
    }

    /// Empties the log (a long-running host between runs), its limits counting afresh.
    public func clearLog() {
        printed.removeAll()
        printedBytes = 0
        droppedPrints = 0
    }

    /// Bytes the state uses now.
    public var memoryInUse: Int { sc_memory_in_use(state) }
}

/// A number as Lua prints it (integers without a fraction). stack: unchanged.
func formatLuaNumber(_ L: OpaquePointer, _ index: Int32) -> String {
    if lua_isinteger(L, index) != 0 { return String(lua_tointegerx(L, index, nil)) }
    let value = lua_tonumberx(L, index, nil)
    return "\(value)"
}

extension LuaState {
    /// Makes `object` visible to every script as the global `name` (the host's own objects, such
    /// as the root controller of a scenario). stack: unchanged.
    public func setGlobal(_ name: String, _ object: AnyObject?) {
        lua_rawgeti(state, sc_registryindex(), lua_Integer(baseRef))
        push(object)
        LuaStack.setField(state, -2, name)
        sc_pop(state, 1)
    }

    /// Runs a full garbage collection (hosts and tests; scripts cannot).
    public func collectGarbage() { sc_collect(state) }
}
