import CLuaShim
import Stagecraft

/// A view controller written in Lua: an app's screen, so a ported transition has the screens it
/// animates between (the cell that was tapped, the detail's image view…) and not only the animator.
/// `UIViewController(name, screen)` in a script, or `ScriptViewController(lua:name:source:chunkName:)`
/// from Swift, where `screen` is a table with any of the lifecycle callbacks below, each called
/// with the controller as its argument (`function Screen.viewDidLoad(vc) … end`), and any fields
/// the screen keeps (its views, its selection). That table is the controller's `userInfo`, so an
/// animator reaches what the screen keeps: `ctx:viewController("from").userInfo.collectionView`.
///
/// The table may also define transitioning or navigation delegate callbacks (as a delegate
/// script does): the controller is then its own delegate, as UIKit screens often are
/// (`vc.navigationController.delegate = vc` in `viewDidLoad`).
///
/// An error in a callback is a `.scriptError` diagnostic with file:line, and UIKit's default runs
/// instead (a failed `loadView` leaves the plain full-screen view). Keep the controller out of its
/// own table: the table is held by the controller, so the controller in it would never be freed.
public final class ScriptViewController: ViewController, LuaErrorScope {
    public static let callbacks = ["loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear",
                                   "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                   "viewSafeAreaInsetsDidChange", "viewWillTransition", "updateViewConstraints",
                                   "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"]
    let script: ScriptTable
    /// The delegate half, when the table defines delegate callbacks.
    let delegateScript: ScriptDelegate?
    private let scriptName: String
    private let location: String?
    /// The errors its callbacks raised.
    public private(set) var errors: [LuaError] = []
    /// True while the script's `loadView` runs: reading `vc.view` before setting it would load again.
    private(set) var isLoadingView = false

    /// Loads a screen module (a file returning the screen table).
    public convenience init(lua: LuaState, name: String, source: String, chunkName: String) throws(LuaError) {
        let L = lua.state
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        try ScriptRole.load(lua, source: source, chunkName: chunkName)
        try self.init(lua: lua, popping: (), name: name, chunkName: chunkName)
    }

    /// Checks the screen table on top and keeps it. stack: pops 1.
    public init(lua: LuaState, popping: Void, name: String, chunkName: String) throws(LuaError) {
        let L = lua.state
        do {
            try Self.validate(lua, chunkName: chunkName)
            let definesDelegate = ScriptDelegate.callbacks.contains { callback in
                defer { sc_pop(L, 1) }
                return LuaStack.getMember(L, -1, callback) != LUA_TNIL
            }
            if definesDelegate {
                lua_pushvalue(L, -1)
                delegateScript = try ScriptDelegate(lua: lua, popping: (), chunkName: chunkName)
            } else {
                delegateScript = nil
            }
        } catch {
            sc_pop(L, 1)
            throw error
        }
        location = ScriptRole.location(lua, chunkName: chunkName, of: Self.callbacks + ScriptDelegate.callbacks)
        scriptName = ScriptRole.debugName(lua, chunkName: chunkName)
        script = ScriptTable(lua: lua, popping: chunkName)
        super.init(name: name)
        // A screen that is its own delegate is `self` in its delegate methods, as in UIKit.
        delegateScript?.script.methodSelf = .object { [weak self] in self }
    }

    /// The table on top must be a table whose lifecycle callbacks, when present, are functions. stack: unchanged.
    private static func validate(_ lua: LuaState, chunkName: String) throws(LuaError) {
        let L = lua.state
        guard lua_type(L, -1) == LUA_TTABLE else {
            throw LuaError(kind: .misuse, message: "\(chunkName): a view controller must be a table (got \(LuaStack.typeName(L, -1)))", chunk: chunkName)
        }
        let wrong = callbacks.filter { callback in
            defer { sc_pop(L, 1) }
            let type = LuaStack.getMember(L, -1, callback)
            return type != LUA_TNIL && type != LUA_TFUNCTION
        }
        guard wrong.isEmpty else {
            throw LuaError(kind: .misuse, message: "\(chunkName): a view controller: not functions: \(wrong.joined(separator: ", "))", chunk: chunkName)
        }
    }

    public func scriptDidFail(_ error: LuaError) {
        errors.append(error)
        ScriptRole.report(error, role: debugName, source: location)
    }

    /// Calls `callback(vc [, animated])` if the screen defines it; false when it raised.
    @discardableResult
    private func run(_ callback: String, animated: Bool? = nil) -> Bool {
        script.call(callback, scope: self) { lua in
            lua.push(self)
            guard let animated else { return 1 }
            LuaStack.push(lua.state, animated)
            return 2
        } != false
    }

    /// stack: pushes 1 (the screen table).
    func pushTable() { script.push() }

    // MARK: - Lifecycle

    public override func loadView() {
        guard script.has("loadView") else { return super.loadView() }
        isLoadingView = true
        defer { isLoadingView = false }
        // Without a view set by the script (or after an error), the plain full-screen view, as UIKit's.
        if !run("loadView") || !isViewLoaded { super.loadView() }
    }

    public override func viewDidLoad() { run("viewDidLoad") }
    // T12.4: touches the screen's views passed up reach `touchesBegan(vc, touches)` and the rest;
    // without one, UIKit's default passes them on to the view's superview.
    public override func touchesBegan(_ touches: [Touch]) { runTouches("touchesBegan", .began, touches) }
    public override func touchesMoved(_ touches: [Touch]) { runTouches("touchesMoved", .moved, touches) }
    public override func touchesEnded(_ touches: [Touch]) { runTouches("touchesEnded", .ended, touches) }
    public override func touchesCancelled(_ touches: [Touch]) { runTouches("touchesCancelled", .cancelled, touches) }

    private func runTouches(_ name: String, _ phase: TouchResponderPhase, _ touches: [Touch]) {
        let ran = script.call(name, scope: self) { lua in lua.push(self); lua.push(touches: touches); return 2 }
        if ran == nil { nextResponderTouches(phase, touches) }
    }
    public override func viewWillAppear(_ animated: Bool) { run("viewWillAppear", animated: animated) }
    public override func viewIsAppearing(_ animated: Bool) { run("viewIsAppearing", animated: animated) }
    public override func viewDidAppear(_ animated: Bool) { run("viewDidAppear", animated: animated) }
    public override func viewWillDisappear(_ animated: Bool) { run("viewWillDisappear", animated: animated) }
    public override func viewDidDisappear(_ animated: Bool) { run("viewDidDisappear", animated: animated) }
    // Layout (LY1.5) and safe areas (T11.5): called by the layout pass, with the controller as argument.
    public override func viewWillLayoutSubviews() { run("viewWillLayoutSubviews") }
    public override func viewDidLayoutSubviews() { run("viewDidLayoutSubviews") }
    public override func viewSafeAreaInsetsDidChange() { run("viewSafeAreaInsetsDidChange") }
    /// T12.2f: the screen's `updateViewConstraints(vc)`, then UIKit's base (the view's own
    /// `updateConstraints`), which a Swift override calls last as `super`.
    public override func updateViewConstraints() {
        run("updateViewConstraints")
        super.updateViewConstraints()
    }
    /// `preferredStatusBarStyle` and `prefersStatusBarHidden` (SB1.1): a value in the screen's table
    /// or a function of the controller returning one; a wrong answer is reported and UIKit's default used.
    public override var preferredStatusBarStyle: StatusBarStyle {
        statusBarAnswer("preferredStatusBarStyle", expected: "a UIStatusBarStyle name") { L in
            LuaStack.string(L, -1).flatMap(StatusBarStyle.init(rawValue:))
        } ?? super.preferredStatusBarStyle
    }
    public override var prefersStatusBarHidden: Bool {
        statusBarAnswer("prefersStatusBarHidden", expected: "a boolean") { L in
            lua_type(L, -1) == LUA_TBOOLEAN ? lua_toboolean(L, -1) != 0 : nil
        } ?? super.prefersStatusBarHidden
    }
    /// `childForStatusBarStyle` / `childForStatusBarHidden` (SB1.3): a function of the controller
    /// returning a child (or nil) whose answers count instead; a custom container screen's.
    public override var childForStatusBarStyle: ViewController? {
        statusBarAnswer("childForStatusBarStyle", expected: "a view controller or nil", allowsNil: true) { L in
            ScriptRole.handleObject(L) as? ViewController
        } ?? super.childForStatusBarStyle
    }
    public override var childForStatusBarHidden: ViewController? {
        statusBarAnswer("childForStatusBarHidden", expected: "a view controller or nil", allowsNil: true) { L in
            ScriptRole.handleObject(L) as? ViewController
        } ?? super.childForStatusBarHidden
    }
    /// `viewWillTransition(vc, size, coordinator)` (LY1.7): UIKit's default (the view takes the size,
    /// children hear it) runs first, then the script, which may animate alongside with the coordinator.
    public override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        script.call("viewWillTransition", scope: self) { lua in
            lua.push(self)
            lua.push(size)
            lua.push(coordinator)
            return 3
        }
    }
}

// MARK: - The delegate half: the screen's delegate callbacks, answered by its ScriptDelegate

extension ScriptViewController: ViewControllerTransitioningDelegate, NavigationControllerDelegate {
    public var debugName: String { scriptName }
    public var sourceLocation: String? { location }

    public func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> ViewControllerAnimatedTransitioning? { delegateScript?.animationController(forPresented: presented, presenting: presenting, source: source) }
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        delegateScript?.animationController(forDismissed: dismissed)
    }
    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        delegateScript?.interactionControllerForPresentation(using: animator)
    }
    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        delegateScript?.interactionControllerForDismissal(using: animator)
    }
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?, source: ViewController) -> PresentationController? {
        delegateScript?.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
    public func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
                                     from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        delegateScript?.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        delegateScript?.navigationController(navigationController, interactionControllerFor: animationController)
    }
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
        delegateScript?.navigationController(navigationController, willShow: viewController, animated: animated)
    }
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
        delegateScript?.navigationController(navigationController, didShow: viewController, animated: animated)
    }
}
