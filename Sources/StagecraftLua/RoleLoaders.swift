import CLuaShim
import Stagecraft

/// A presentation controller script as hot reload keeps it: one generation's checked module
/// table, which makes a `ScriptPresentationController` for each presentation. The role is this
/// factory rather than a controller because UIKit makes a controller per presentation, for the
/// controllers it presents.
public final class ScriptPresentationRole: ScriptedRole {
    public let script: ScriptTable
    /// Controllers made so far, weakly: a presented controller holds its own until its dismissal ends.
    private var made: [WeakRole] = []

    /// Loads `source` and checks it is a presentation controller table (`extends`, overrides, settings).
    public init(lua: LuaState, source: String, chunkName: String) throws(LuaError) {
        let L = lua.state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try ScriptRole.load(lua, source: source, chunkName: chunkName)
        _ = try ScriptPresentationController.read(lua, chunkName: chunkName)
        script = ScriptTable(lua: lua, popping: chunkName)
    }

    /// The script's path.
    public var chunkName: String { script.chunkName }

    /// A controller for one presentation, running this generation's code. Never nil in practice:
    /// the table was checked when it loaded; if the script changed it since, the error is a
    /// `.scriptError` diagnostic and nil selects UIKit's default controller.
    public func makeController(presented: ViewController, presenting: ViewController) -> PresentationController? {
        let L = script.lua.state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        script.push()
        do throws(LuaError) {
            let controller = try ScriptPresentationController(lua: script.lua, popping: (), chunkName: script.chunkName,
                                                              presented: presented, presenting: presenting)
            controller.script.generation = script.generation
            made.removeAll { $0.object == nil }
            made.append(WeakRole(object: controller))
            return controller
        } catch {
            ScriptRole.report(error, role: script.chunkName, source: nil)
            return nil
        }
    }

    /// True while a controller it made is presenting: from its presentation until its dismissal
    /// ends (the presented controller drops it then).
    public var isPresenting: Bool {
        made.contains { entry in
            guard let controller = entry.object as? PresentationController else { return false }
            return controller.presentedViewController.presentationController === controller
        }
    }
}

extension RoleLoader where Role == ScriptPresentationRole {
    /// Presentation controllers: a table of overrides (at least one) or `extends =
    /// "DimmingPresentationController"`; in flight from a presentation until its dismissal ends,
    /// so a sheet on screen keeps the generation it was presented with.
    public static var presentationController: RoleLoader<ScriptPresentationRole> {
        .scripted("a presentation controller") { $0.isPresenting }
    }
}

extension RoleLoader where Role == ScriptInteraction {
    /// Interaction handlers: `handleGesture` required; in flight while driving a transition or
    /// while the controller it is wired to is on screen (its gesture may start a transition).
    public static var interaction: RoleLoader<ScriptInteraction> {
        .scripted("an interaction handler") { $0.isInUse }
    }
}

extension RoleLoader where Role == ScriptDelegate {
    /// Delegates (transitioning, navigation, tab bar): at least one callback; in flight while a
    /// role it returned (an animator, a presentation controller, an interaction) is in use, since
    /// those run on the delegate's generation and its retirement would cancel their callbacks.
    public static var delegate: RoleLoader<ScriptDelegate> { .scripted("a delegate") { $0.hasRolesInUse } }
}

/// Runs `body` with `generation` current, so callbacks a script registers while it loads belong
/// to that generation (and are cancelled with it).
func loading<T>(_ lua: LuaState, as generation: GenerationToken, _ body: () throws(LuaError) -> T) throws(LuaError) -> T {
    let previous = lua.currentGeneration
    lua.currentGeneration = generation
    defer { lua.currentGeneration = previous }
    return try body()
}

/// A script with no role of its own (a module of helpers, a parameter table): hot reload only
/// checks that it loads and runs, and keeps what it returned.
public final class ScriptModule {
    let value: LuaRef

    init(lua: LuaState, source: String, chunkName: String) throws(LuaError) {
        try ScriptRole.load(lua, source: source, chunkName: chunkName)
        value = LuaRef(popping: lua)
    }
}

extension RoleLoader where Role == ScriptModule {
    /// Any script that loads: nothing to check, nothing in flight.
    public static var module: RoleLoader<ScriptModule> {
        RoleLoader(
            roleName: "a module",
            make: { lua, source, chunkName, generation throws(LuaError) in
                try loading(lua, as: generation) { () throws(LuaError) in try ScriptModule(lua: lua, source: source, chunkName: chunkName) }
            },
            pushModule: { $0.value.push() },
            isInFlight: { _ in false })
    }
}
