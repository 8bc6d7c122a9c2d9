import CLuaShim

/// One loaded version of a script: the number hosts see, and the flag that cancels its callbacks.
///
/// Every `LuaRef` (an animation completion, a gesture action, a timer) captured while a
/// generation's code runs keeps its token; once the generation is retired those callbacks never
/// run again (docs/embedding.md, "Hot reload"). A generation is retired when a newer one is active *and*
/// nothing it started is still in flight, so a transition finishes on the code it began with.
public final class GenerationToken: @unchecked Sendable {
    /// 1 for the first load of a script, then one more per successful reload.
    public let number: Int
    /// True once retired: its callbacks are cancelled.
    public private(set) var isRetired = false

    init(number: Int) { self.number = number }

    func retire() { isRetired = true }
}

/// How a role (animation controller, presentation controller, interaction handler, delegate…)
/// is made from a script, so that the registry can hot-reload any of them.
///
/// The roles live in their own files; each provides one loader (see `RoleLoader.animator`).
public struct RoleLoader<Role: AnyObject> {
    /// What the role is, for messages ("an animation controller").
    public var roleName: String
    /// Loads `source` as `chunkName` and checks it plays the role (throws on any failure).
    public var make: (_ lua: LuaState, _ source: String, _ chunkName: String, _ generation: GenerationToken) throws(LuaError) -> Role
    /// The table the script returned, for `onReload(state)`. stack: pushes 1 (nil when none).
    public var pushModule: (_ role: Role) -> Void
    /// True while work the role started is still running (a transition in flight): its
    /// generation is not retired until it ends.
    public var isInFlight: (_ role: Role) -> Bool

    public init(roleName: String,
                make: @escaping (LuaState, String, String, GenerationToken) throws(LuaError) -> Role,
                pushModule: @escaping (Role) -> Void,
                isInFlight: @escaping (Role) -> Bool) {
        self.roleName = roleName
        self.make = make
        self.pushModule = pushModule
        self.isInFlight = isInFlight
    }
}

/// A role backed by one script table, made from a module's source: what hot reload loads for
/// animators, presentation controllers, interaction handlers and delegates.
public protocol ScriptedRole: AnyObject {
    init(lua: LuaState, source: String, chunkName: String) throws(LuaError)
    var script: ScriptTable { get }
}

extension RoleLoader where Role: ScriptedRole {
    /// Loads the role with `generation` current (callbacks registered while loading belong to it)
    /// and tags its script with it.
    static func scripted(_ roleName: String, isInFlight: @escaping (Role) -> Bool) -> RoleLoader<Role> {
        RoleLoader(
            roleName: roleName,
            make: { lua, source, chunkName, generation throws(LuaError) in
                try loading(lua, as: generation) { () throws(LuaError) in
                    let role = try Role(lua: lua, source: source, chunkName: chunkName)
                    role.script.generation = generation
                    return role
                }
            },
            pushModule: { $0.script.push() },
            isInFlight: isInFlight)
    }
}

extension RoleLoader where Role == ScriptAnimator {
    /// Animation controllers: `transitionDuration` and `animateTransition` required; in flight
    /// from `animateTransition` until `animationEnded`.
    public static var animator: RoleLoader<ScriptAnimator> { .scripted("an animation controller") { $0.context != nil } }
}

/// The generations of one script: the active one, and older ones still finishing work.
///
/// An old generation is retired once its role is idle: the role's own `isInFlight` says so *and*
/// nothing but this list holds it. The second check covers the gap between a delegate handing an
/// animator out and the transition calling `animateTransition` on the next run-loop turn (the
/// transition holds the animator from the start), and any role a host keeps (a presentation
/// controller while its sheet is on screen) — for every role, with no bookkeeping in the roles.
final class GenerationList<Role: AnyObject> {
    struct Entry {
        let token: GenerationToken
        var role: Role
        let lua: LuaState  // keeps an old state alive after a hard reload while its work finishes
    }

    private(set) var active: Entry
    private(set) var retiring: [Entry] = []

    init(_ first: Entry) { active = first }

    /// Makes `entry` active; the previous one retires once it is idle.
    func activate(_ entry: Entry, isInFlight: (Role) -> Bool) {
        retiring.append(active)
        active = entry
        retireIdle(isInFlight: isInFlight)
    }

    /// Retires (cancels the callbacks of, and drops) every old generation that is idle.
    func retireIdle(isInFlight: (Role) -> Bool) {
        var index = 0
        while index < retiring.count {
            if !isInFlight(retiring[index].role) && isKnownUniquelyReferenced(&retiring[index].role) {
                retiring[index].token.retire()
                retiring.remove(at: index)
            } else {
                index += 1
            }
        }
    }
}
