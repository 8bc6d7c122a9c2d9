import CLuaShim
import Stagecraft

/// A `UINavigationController` subclass written in Lua (an imported Swift class whose base is
/// UINavigationController): UIKit's navigation controller — `viewControllers`, `topViewController`,
/// `pushViewController`, `delegate` are its own — with the screen table's overrides.
/// `UINavigationController(root, name, screen)` in a script.
///
/// The table's `pushViewController(nav, vc, animated)` runs instead of UIKit's push; the push
/// happens only if it calls `nav:pushViewController(vc, animated)` itself, which is then UIKit's
/// (Swift's `super.pushViewController`): a subclass that does not call `super` pushes nothing.
/// `popViewController(nav, animated)` (from code or the back swipe, T9.4) and
/// `setViewControllers(nav, list, animated)` alike; `viewWillLayoutSubviews` and
/// `viewDidLayoutSubviews` run in each layout pass of its view, as UIKit calls them.
/// Lifecycle callbacks run after UIKit's own (an override's `super.viewWillAppear` first).
/// The table is the controller's `userInfo`, where its Swift stored properties live.
public final class ScriptNavigationController: NavigationController, LuaErrorScope {
    public static let callbacks = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
                                   "pushViewController", "popViewController", "setViewControllers",
                                   "viewWillLayoutSubviews", "viewDidLayoutSubviews"]
    let script: ScriptTable
    private let scriptName: String
    private let location: String?
    /// The errors its callbacks raised.
    public private(set) var errors: [LuaError] = []
    /// True while the table's `pushViewController` runs: a push it makes on this controller then
    /// is `super`'s, not the override again.
    private var isOverridingPush = false
    /// Likewise for the table's `popViewController` and `setViewControllers`.
    private var isOverridingPop = false
    private var isOverridingSet = false

    /// Keeps the screen table on top. stack: pops 1.
    public init(lua: LuaState, popping: Void, rootViewController: ViewController, name: String, chunkName: String) throws(LuaError) {
        let L = lua.state
        guard lua_type(L, -1) == LUA_TTABLE else {
            let got = LuaStack.typeName(L, -1)
            sc_pop(L, 1)
            throw LuaError(kind: .misuse, message: "\(chunkName): a navigation controller's screen must be a table (got \(got))", chunk: chunkName)
        }
        let wrong = Self.callbacks.filter { callback in
            defer { sc_pop(L, 1) }
            let type = LuaStack.getMember(L, -1, callback)
            return type != LUA_TNIL && type != LUA_TFUNCTION
        }
        guard wrong.isEmpty else {
            sc_pop(L, 1)
            throw LuaError(kind: .misuse, message: "\(chunkName): a navigation controller: not functions: \(wrong.joined(separator: ", "))", chunk: chunkName)
        }
        location = ScriptRole.location(lua, chunkName: chunkName, of: Self.callbacks)
        scriptName = ScriptRole.debugName(lua, chunkName: chunkName)
        script = ScriptTable(lua: lua, popping: chunkName)
        super.init(rootViewController: rootViewController, name: name)
    }

    public var debugName: String { scriptName }

    public func scriptDidFail(_ error: LuaError) {
        errors.append(error)
        ScriptRole.report(error, role: scriptName, source: location)
    }

    /// stack: pushes 1 (the screen table).
    func pushTable() { script.push() }

    private func run(_ callback: String, animated: Bool? = nil) {
        script.call(callback, scope: self) { lua in
            lua.push(self)
            guard let animated else { return 1 }
            LuaStack.push(lua.state, animated)
            return 2
        }
    }

    public override func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !isOverridingPush, script.has("pushViewController") else {
            return super.pushViewController(viewController, animated: animated)
        }
        isOverridingPush = true
        defer { isOverridingPush = false }
        script.call("pushViewController", scope: self) { lua in
            lua.push(self)
            lua.push(viewController)
            LuaStack.push(lua.state, animated)
            return 3
        }
    }

    /// The table's `popViewController(nav, animated)`: what it returns (super's popped controller,
    /// or nil) is the pop's answer.
    @discardableResult
    public override func popViewController(animated: Bool) -> ViewController? {
        guard !isOverridingPop, script.has("popViewController") else { return super.popViewController(animated: animated) }
        isOverridingPop = true
        defer { isOverridingPop = false }
        var popped: ViewController?
        script.call("popViewController", scope: self, nresults: 1, { lua in
            lua.push(self)
            LuaStack.push(lua.state, animated)
            return 2
        }) { L in
            guard let handle = sc_tohandle(L, -1), let pointer = handle.pointee.object else { return }
            popped = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? ViewController
        }
        return popped
    }

    public override func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        guard !isOverridingSet, script.has("setViewControllers") else { return super.setViewControllers(controllers, animated: animated) }
        isOverridingSet = true
        defer { isOverridingSet = false }
        script.call("setViewControllers", scope: self) { lua in
            lua.push(self)
            lua.pushArray(controllers)
            LuaStack.push(lua.state, animated)
            return 3
        }
    }

    /// A `transitioningDelegate` override of the table's (`get_transitioningDelegate`: SideMenu's
    /// makes its delegate on each read): UIKit reads the property each time it presents or
    /// dismisses the controller, so the getter's answer — the Lua API's delegate object, or nil —
    /// is the delegate asked; a `set_transitioningDelegate` replaces the store, as a Swift setter
    /// override does. Without them the property is UIKit's own.
    public override var transitioningDelegate: ViewControllerTransitioningDelegate? {
        get {
            guard !isReadingDelegate, script.has("get_transitioningDelegate") else { return super.transitioningDelegate }
            isReadingDelegate = true
            defer { isReadingDelegate = false }
            var answer: ViewControllerTransitioningDelegate?
            script.call("get_transitioningDelegate", scope: self, nresults: 1, { lua in lua.push(self); return 1 }) { L in
                guard let handle = sc_tohandle(L, -1), let pointer = handle.pointee.object else { return }
                answer = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? ViewControllerTransitioningDelegate
            }
            return answer
        }
        set {
            guard script.has("set_transitioningDelegate") else { return super.transitioningDelegate = newValue }
            script.call("set_transitioningDelegate", scope: self) { lua in
                lua.push(self)
                lua.push(newValue as AnyObject?)
                return 2
            }
        }
    }
    /// True while the table's getter runs: its own reads of the property are the stored one's.
    private var isReadingDelegate = false

    public override func viewDidLoad() { super.viewDidLoad(); run("viewDidLoad") }
    public override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); run("viewWillAppear", animated: animated) }
    public override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); run("viewDidAppear", animated: animated) }
    public override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); run("viewWillDisappear", animated: animated) }
    public override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); run("viewDidDisappear", animated: animated) }
    public override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); run("viewWillLayoutSubviews") }
    public override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); run("viewDidLayoutSubviews") }
}
