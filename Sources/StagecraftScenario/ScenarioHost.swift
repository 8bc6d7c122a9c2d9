#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLuaShim
import Stagecraft
import StagecraftLua

/// The state of one running scenario: its engine (own virtual clock), window, Lua state, tracer,
/// touch synthesizer, the objects its script created, and the failures recorded so far.
///
/// Primitives find it through `current`, a thread-local slot, so scenarios run on several
/// threads at once, each with its own host, engine and Lua state.
final class ScenarioHost {
    let engine: Engine
    let window: Window
    let lua: LuaState
    /// Records every frame, when something reads the trace (`run`, the gallery, a golden check):
    /// sampling every view every frame is a quarter of an untraced scenario's cost (perf).
    let tracer: Tracer?
    /// Set by a golden check on an untraced run: the runner runs the scenario again, traced
    /// (runs are deterministic, so the second run is the first one with its trace).
    var wantsTrace = false
    let touches: TouchSynthesizer
    /// The scenario file as given, and the directories scripts are looked up in.
    let file: String
    let searchDirectories: [String]
    let options: ScenarioOptions
    /// Every controller the script made through the DSL, for lookup by name.
    var controllers: [ViewController] = []
    /// Delegates and roles the core holds weakly, kept alive for the scenario's length.
    var keepAlive: [AnyObject] = []
    var failures: [ScenarioFailure] = []
    /// Whether a scenario primitive that acts, moves the clock or checks (`window`, `present`,
    /// `advance`, `expect.*`…) ran: a file with no `scenario(…)` whose top level called none ran no
    /// test (building screens or roles is not one), and is not reported as passing.
    var ranSomething = false

    /// The primitives that make a top level a test (see `ranSomething`).
    static func runsSomething(_ primitive: String) -> Bool {
        primitive.hasPrefix("expect.") || actingPrimitives.contains(primitive)
    }
    private static let actingPrimitives: Set<String> = [
        "setRoot", "present", "dismiss", "push", "pop", "selectTab", "tap", "press", "pan", "edgePan", "pinch", "resize",
        "rotate", "showKeyboard", "hideKeyboard", "advance", "advanceFrames", "advanceTo", "untilIdle", "at", "cancelTouches", "releaseTouches", "hotTransition", "reloadScripts", "release",
    ]
    var notes: [String] = []
    /// Completion counts of the operations handed out by `present`/`dismiss`, by id.
    var completions: [(label: String, count: Int)] = []
    /// Whether the script checked diagnostics itself; if not, script errors fail the scenario.
    var diagnosticsChecked = false
    /// What the scenario asked of stress runs (`stress{…}`), if anything.
    var stress: StressRequest?
    /// What `gallery{…}` said (the file's top level, then the scenario's body).
    var galleryCard = GalleryCard()
    /// Functions given to `at()` running now (they may not move the clock).
    var runningScheduled = 0
    /// What UIKit refused of what an `at()` function asked (a present on a controller not on
    /// screen yet): the perturbation's own misuse, not a broken state (ST2.2).
    var refusedInScheduled: [String] = []
    /// The latest time an `at()` function was scheduled for: a stress run settles past it.
    var lastScheduled = 0.0
    /// The hot reloader of the roles the scenario loaded from disk (over `lua`, made on first
    /// use), and those roles by what the scenario got back (`reloadScripts`, ST1.5).
    var hot: HotReloader?
    var loadedRoles: [LoadedRole] = []

    init(file: String, source: String, options: ScenarioOptions, frameRate: Double, traced: Bool) throws(LuaError) {
        engine = Engine(frameRate: frameRate)
        window = Window(bounds: options.device?.portraitSize ?? Size(width: 390, height: 844))
        if let device = options.device { window.use(device) }
        let directory = ScenarioHost.directory(of: file)
        var roots = [directory, directory + "/..", "examples", "."]
        // A stress replay also looks where its original scenario did (ReplayOrigin).
        if let origin = ReplayOrigin.directory(in: source, fileDirectory: directory, roots: roots) {
            roots.insert(contentsOf: [origin, origin + "/.."].filter { ReplayOrigin.isInside($0, roots: roots) }, at: 1)
        }
        searchDirectories = roots
        lua = try LuaState(limits: options.limits, scriptRoots: searchDirectories, seed: options.seed)
        lua.sourceOverrides = options.sourceOverrides
        tracer = traced ? Tracer(engine: engine, window: window) : nil
        touches = TouchSynthesizer(engine: engine, window: window)
        tracer?.touchLocations = { [weak touches] in touches?.activeTouches.map(\.locationInWindow) ?? [] }
        self.file = file
        self.options = options
        // The scenario's budget (CPU time of its thread) also stops clock advances, which run in Swift.
        // Where each serious diagnostic falls among the failures, for the report's root-cause order.
        engine.onDiagnostic { [weak self] diagnostic in
            guard let self else { return }
            if self.runningScheduled > 0, diagnostic.kind == .transitionMisuse || diagnostic.kind == .transitionInProgress {
                self.refusedInScheduled.append(diagnostic.description)
            }
            guard SeriousDiagnostics.fails(diagnostic.kind) else { return }
            self.seriousDiagnosticPositions.append(self.failures.count)
        }
        // Where each transition was asked for, for stress reports (ST3.1).
        engine.transitionLedger.originProvider = { [weak self] in self?.scenarioLine() }
        engine.shouldStop = { [weak lua] in lua.map { sc_deadline_expired($0.mainThread) != 0 } ?? false }
        lua.virtualClock = { [weak engine] in engine?.now ?? 0 }
        // UIDevice.current: the window's device (an iPad or not) and which way up it is.
        lua.currentDevice = { [weak window] in
            (window?.device?.name.hasPrefix("iPad") ?? false, (window?.orientation ?? .portrait).rawValue)
        }
        // UIApplication.shared.keyWindow: the scenario's window.
        lua.keyWindow = { [weak window] in window }
        // UIScreen.main: the window's device in its orientation (the window's size without one).
        lua.mainScreen = { [weak window] in
            guard let window else { return (Screen.bounds.width, Screen.bounds.height, Screen.scale) }
            return (window.bounds.width, window.bounds.height, window.device?.scale ?? Screen.scale)
        }
    }

    /// Refuses to move the clock past the scenario's simulated-time limit: the cost of an advance
    /// grows with the time it covers (every frame is computed), so `advance(1e9)` is an error
    /// up front rather than hours of work.
    func checkSimulatedTime(until time: Double, _ what: String) throws(ScenarioError) {
        let limit = options.maxSimulatedTime
        guard time <= limit + Engine.timeTolerance else {
            throw ScenarioError("\(what) would take the scenario to t=\(ScenarioFormat.number(time))s, past its limit of "
                                + "\(ScenarioFormat.number(limit)) s of simulated time (ScenarioOptions.maxSimulatedTime)")
        }
    }

    /// Raises the timeout when the scenario's budget stopped the last advance.
    func checkNotStopped(_ what: String) throws(ScenarioError) {
        guard engine.wasStopped else { return }
        let work = busyWork
        throw ScenarioError("timeout: the scenario ran past its time budget of \(ScenarioFormat.number(options.timeout)) s "
                            + "of CPU time (stagecraft test --timeout SECONDS changes it) while \(what) was moving the clock, "
                            + "at t=\(ScenarioFormat.number(engine.now))s" + (work.isEmpty ? "" : "; still running: " + work.joined(separator: "; ")))
    }

    /// What keeps the engine busy (`Engine.busyWork`), each animation a script started named by
    /// the line that started it.
    var busyWork: [String] { engine.busyWork(placing: lua.animationOrigins.place) }

    static func directory(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return file[..<slash].isEmpty ? "/" : String(file[..<slash])
    }

    private var sampledAt = -1.0

    /// Brings presentation values to the current time when it falls between frames, so that
    /// expectations read the same values at 60 and 120 Hz (the clock advances to exact times,
    /// frames only land on the grid).
    func sampleNow() {
        let frameTime = Double(engine.frameIndex) / engine.frameRate
        guard engine.now > frameTime + 1e-9, sampledAt != engine.now else { return }
        sampledAt = engine.now
        engine.renderFrame()
    }

    /// Records a failure at the scenario line that called the current primitive (`level` 1);
    /// `view` is the view the expectation named, if any.
    func fail(_ L: OpaquePointer, _ message: String, expected: String? = nil, actual: String? = nil, level: Int32 = 1, view: View? = nil) {
        guard failures.count < Self.failureLimit else {
            droppedFailures += 1
            return
        }
        failures.append(ScenarioFailure(message: message, expected: expected, actual: actual, time: engine.now,
                                        frame: engine.frameIndex, location: Self.location(L, level: level),
                                        viewID: view.flatMap { tracer?.traceID(of: $0) }))
    }

    /// Failures kept per scenario: an expectation in a loop can fail millions of times, and
    /// the first ones say what is wrong.
    static let failureLimit = 100
    /// The last role script that did not load: its own file and line are where the scenario's
    /// failure points (the mistake is there, not at the line that loaded it).
    var roleLoadError: LuaError?
    /// For each serious diagnostic (`SeriousDiagnostics`), in order: how many failures were recorded before it.
    var seriousDiagnosticPositions: [Int] = []
    /// Failed expectations past `failureLimit`, counted in the result's last failure.
    var droppedFailures = 0

    /// `file:line` of the Lua function `level` levels up, if it is Lua code.
    static func location(_ L: OpaquePointer, level: Int32) -> String? {
        sc_where_user(L, level)
        defer { sc_pop(L, 1) }
        guard var text = luaString(L, -1), !text.isEmpty else { return nil }
        if text.hasSuffix(": ") { text.removeLast(2) }
        return current?.expand(text) ?? text
    }

    /// Lua shortens long chunk names to `...tail`; gives back the full path of the scenario or of
    /// the script it loaded that ends so.
    func expand(_ location: String) -> String {
        guard location.hasPrefix("..."), let colon = location.lastIndex(of: ":") else { return location }
        let tail = location[location.index(location.startIndex, offsetBy: 3)..<colon]
        if file.hasSuffix(tail) { return file + location[colon...] }
        return lua.loadedFiles.sorted().first { $0.hasSuffix(tail) }.map { $0 + location[colon...] } ?? location
    }

    /// The first view named `name` in the window (depth first, front-most last), else the view
    /// of the controller with that name.
    func findView(named name: String) -> View? {
        // An explicit stack: a script can nest views deeper than the native stack would allow.
        var pending: [View] = [window]
        while let view = pending.popLast() {
            if view.name == name { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return controllers.first { $0.name == name }?.view
    }

    /// Ends the scenario's world: Lua lets go of every app object it holds, which breaks the
    /// cycles between the Lua state and the script roles the app keeps, so both can be freed.
    func tearDown() {
        tracer?.stop()
        engine.discardEverything()  // no completion may run into a state being released
        lua.releaseAllObjects()
    }

    // MARK: - The current host of this thread

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The host running on this thread (unretained: the runner keeps it alive while it runs).
    static var current: ScenarioHost? {
        get {
            guard let pointer = pthread_getspecific(key) else { return nil }
            return Unmanaged<ScenarioHost>.fromOpaque(pointer).takeUnretainedValue()
        }
        set { pthread_setspecific(key, newValue.map { Unmanaged.passUnretained($0).toOpaque() }) }
    }
}

/// How scenarios run: the knobs the CLI and tests set.
public struct ScenarioOptions: Sendable {
    /// Frames per second of the virtual clock, unless a scenario sets its own.
    public var frameRate: Double = 60
    /// The frame rates a scenario may run at (`--fps`, `scenario(name, { fps = … })`). At 1 fps a
    /// frame is a second; at 1000 the longest scenario (`maxSimulatedTime`) is 600,000 frames. Under
    /// 1 the frame interval grows without bound: 1e-320 fps made it infinite.
    public static let frameRates: ClosedRange<Double> = 1...1000
    /// The screen a scenario's window starts as: an iPhone 14 in portrait with its safe areas
    /// (T11.5); nil starts on a bare 390×844 window without them (`window { size = … }` asks for one).
    public var device: DeviceProfile? = .iPhone14
    /// Seeds `math.random`.
    public var seed = 0
    public var limits = LuaState.Limits()
    /// Seconds of CPU time a whole scenario may use before it is stopped (its thread's, not the
    /// wall clock's: on a loaded machine a scenario gets the same budget as on an idle one).
    public var timeout = 10.0
    /// Seconds of simulated time a scenario may reach. Transitions last a second or so; an hour
    /// of frames would be a mistake (`advance(3600)` for `advance(0.36)`) that costs minutes.
    public var maxSimulatedTime = 600.0
    /// Write golden traces instead of comparing with them (`--record` or `STAGECRAFT_RECORD=1`).
    public var recordGoldens = false
    /// Keep each scenario's trace in its result (run, gallery).
    public var keepTrace = false
    /// Accept a file that defines no scenario and checks nothing at its top level (`--allow-empty`);
    /// by default it fails: a runner never passes what it did not run.
    public var allowEmpty = false
    /// Texts run in place of the scenario file or its scripts, the files left as they are (the
    /// studio's preview of a scrubbed literal, SD5.2).
    public var sourceOverrides = ScriptOverrides()
    public init() {}
}
