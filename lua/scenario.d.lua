---@meta stagecraft.scenario
-- LuaLS annotations of the scenario DSL (`stagecraft test`/`run` files): the builders of
-- Sources/StagecraftScenario/ScenarioPrelude.swift and the host primitives of Primitives+*.swift.
-- Checked against examples/scenarios by scripts/check-lua. Names of views and controllers may be
-- given wherever a view or controller is expected (`expect.alpha("dimming", 0.4)`).

---@alias ScenarioView View|string a view, or the name of one in the window
---@alias ScenarioController ViewController|string a controller, or its name
---@alias ScenarioPoint number[]|{x: number, y: number}
---@alias ScenarioCurve "linear"|"easeIn"|"easeOut"|"easeInOut"
--- A role: a script's path (`"animators/fade.lua"`), a module table, or a loaded role.
---@alias ScenarioRole string|table|ScenarioRoleObject

--- What present() and dismiss() return, for expect.completedOnce / expect.completions.
---@class ScenarioOperation
---@field id integer
---@field label string

--- A role loaded by animator, presentation, interaction or dimming.
---@class ScenarioRoleObject

-- Builders. A view's table takes its name first, then properties, then its subviews:
-- `label { "title", frame = {20, 60, 350, 40}, text = "Home" }`.

---@class ScenarioViewSpec
---@field [1]? string the view's name
---@field name? string
---@field frame? CGRectLike
---@field alpha? number
---@field backgroundColor? UIColorLike
---@field cornerRadius? number
---@field isHidden? boolean
---@field clipsToBounds? boolean
---@field isUserInteractionEnabled? boolean
---@field tag? integer
---@field transform? CGAffineTransform
---@field [integer] View|string subviews (after the name)

---@class ScenarioLabelSpec : ScenarioViewSpec
---@field text? string
---@field fontSize? number
---@field textColor? UIColorLike
---@field numberOfLines? integer

---@class ScenarioImageSpec : ScenarioViewSpec
---@field image? string the image's name (docs/gallery.md, RC1): "pizza", "photo", "avatar", "map"…, a symbol ("star.fill", "symbol:heart"), else a picture made from the name
---@field contentMode? UIViewContentMode

---@class ScenarioListSpec : ScenarioViewSpec
---@field rows? string[]
---@field rowHeight? number default 44

---@class ScenarioGridSpec : ScenarioViewSpec
---@field items? string[]
---@field itemSize? CGSizeLike default {100, 100}
---@field columns? integer
---@field collectionViewLayout? CollectionViewFlowLayout a flow layout (vertical or horizontal) instead of itemSize and columns (CV1.1)
---@field sections? string[][] several sections instead of items, with a collectionViewLayout (CV1.6)

--- A screen's table: its view's properties and subviews, and optionally the callbacks of a
--- UIViewController subclass (each called with the controller; the screen is then a Lua screen).
---@class ScenarioScreenSpec : ScenarioViewSpec
---@field title? string
---@field modalPresentationStyle? UIModalPresentationStyle
---@field definesPresentationContext? boolean
---@field modalPresentationCapturesStatusBarAppearance? boolean presented other than "fullScreen", it still takes the status bar over (SB1.1)
---@field preferredStatusBarStyle? UIStatusBarStyle|fun(vc: ScriptViewController): UIStatusBarStyle its answer while it owns the status bar (SB1.1)
---@field prefersStatusBarHidden? boolean|fun(vc: ScriptViewController): boolean
---@field viewWillAppear? fun(vc: ScriptViewController, animated: boolean)
---@field viewIsAppearing? fun(vc: ScriptViewController, animated: boolean)
---@field viewDidAppear? fun(vc: ScriptViewController, animated: boolean)
---@field viewWillDisappear? fun(vc: ScriptViewController, animated: boolean)
---@field viewDidDisappear? fun(vc: ScriptViewController, animated: boolean)
---@field viewWillLayoutSubviews? fun(vc: ScriptViewController) lay the view out from vc.view.bounds and its guides (LY1.5)
---@field viewDidLayoutSubviews? fun(vc: ScriptViewController)
---@field viewSafeAreaInsetsDidChange? fun(vc: ScriptViewController) (T11.5)

---@param spec ScenarioViewSpec
---@return View
function view(spec) end
---@param spec ScenarioLabelSpec
---@return Label
function label(spec) end
---@param spec ScenarioImageSpec
---@return ImageView
function image(spec) end
---@param spec ScenarioListSpec
---@return ListView
function list(spec) end
---@param spec ScenarioGridSpec
---@return CollectionView
function grid(spec) end
--- screen "home" { backgroundColor = "systemBackground", label { … } }: a view controller.
---@param name string
---@return fun(spec?: ScenarioScreenSpec): ViewController
function screen(name) end
--- navigation { root, name = "nav" }
---@param spec {[1]: ViewController, name?: string}
---@return NavigationController
function navigation(spec) end
--- tabs { a, b, name = "tabs" }
---@param spec {[integer]: ViewController, name?: string}
---@return TabBarController
function tabs(spec) end
--- window { root = controller } on the default iPhone 14; window { root = controller, size = {width, height} } for a bare screen
--- without safe areas; window { root = controller, device = "iPhone 15", orientation = "landscapeLeft" } for another device
---@param spec {root?: ViewController, size?: CGSizeLike, device?: ScenarioDevice, orientation?: ScenarioOrientation}
function window(spec) end
--- scenario("name", [options,] function() … end). `skip = "reason"` reports it skipped without running it.
---@overload fun(name: string, body: fun())
---@param name string
---@param options {fps?: number, skip?: string}
---@param body fun()
function scenario(name, options, body) end

-- Actions.

--- present(presenter, presented [, animated]): returns the operation for expect.completedOnce.
---@param presenter ScenarioController
---@param presented ScenarioController
---@param animated? boolean|{animated?: boolean} default true
---@return ScenarioOperation
function present(presenter, presented, animated) end
---@param controller ScenarioController
---@param animated? boolean|{animated?: boolean} default true
---@return ScenarioOperation
function dismiss(controller, animated) end
---@param navigationController NavigationController
---@param controller ScenarioController
---@param animated? boolean|{animated?: boolean} default true
function push(navigationController, controller, animated) end
---@param navigationController NavigationController
---@param animated? boolean|{animated?: boolean} default true
function pop(navigationController, animated) end
--- selectTab(tabs, index or name): a tap on the tab bar item (0-based index)
---@param tabBarController TabBarController
---@param tab integer|string
function selectTab(tabBarController, tab) end
--- tap(view or name), tap{x, y}, tap{at = {x, y}, count = 2} or tap{view = v}
---@param target ScenarioView|ScenarioPoint|{at?: ScenarioPoint, view?: ScenarioView, count?: integer}
function tap(target) end
--- press{at = {x, y} or view = v, duration = s [, touches = n]}: fingers held still for duration
--- seconds, then lifted (a long press, T12.4)
---@param press {at?: ScenarioPoint, view?: ScenarioView, duration: number, touches?: integer}
function press(press) end
---@class ScenarioPan
---@field from ScenarioPoint
---@field to ScenarioPoint
---@field duration number seconds
---@field hold? number seconds still before release
---@field velocity? ScenarioPoint release velocity, points per second
---@field curve? ScenarioCurve

---@param spec ScenarioPan
function pan(spec) end
---@class ScenarioEdgePan
---@field edge? "left"|"right"|"top"|"bottom" default left
---@field distance number
---@field duration number
---@field offset? number where along the edge
---@field hold? number
---@field velocity? number
---@field curve? ScenarioCurve

---@param spec ScenarioEdgePan
function edgePan(spec) end
---@class ScenarioPinch
---@field center ScenarioPoint
---@field from number the fingers' distance at the start
---@field to number the fingers' distance at the end
---@field duration number
---@field angle? number
---@field hold? number
---@field velocity? number
---@field curve? ScenarioCurve

---@param spec ScenarioPinch
function pinch(spec) end
--- resize{width, height}: the window's new size (a rotation)
---@param size CGSizeLike
function resize(size) end
---@param name string
---@return View?
function find(name) end
---@param controller ViewController
function setRoot(controller) end

-- The device (T11.5). A scenario starts on an iPhone 14 (390 × 844, safe area 47 top and 34 bottom in
-- portrait); `window { size = … }` asks for a bare screen without safe areas.
---@alias ScenarioDevice "iPhone SE"|"iPhone 14"|"iPhone 15"|"iPhone 15 Pro Max"|"iPad"
---@alias ScenarioOrientation "portrait"|"portraitUpsideDown"|"landscapeLeft"|"landscapeRight"
--- device "iPhone 15": the window becomes its screen (size, safe area), laid out at once
---@param name ScenarioDevice
---@param orientation? ScenarioOrientation default "portrait"
function device(name, orientation) end
--- rotate("landscapeLeft"): the device turns (its landscape size and safe area); controllers hear
--- viewWillTransition(size, coordinator) and lay out, and the new frames animate for 0.3 s a quarter
--- turn, 0.6 s a half turn (LY1.7): `advance(0.3)` before checking where things ended
---@param orientation ScenarioOrientation
function rotate(orientation) end
--- at(0.175, function() rotate("landscapeLeft"); rotate("portrait") end): runs the function when the virtual clock
--- reaches that time during any advance (exactly then, between frames too); it must not move the clock itself
---@param seconds number
---@param action fun()
function at(seconds, action) end
--- cancelTouches(): the system cancels every touch in progress (a call comes in); gestures end cancelled
function cancelTouches() end
--- releaseTouches(): every finger down lifts now, where it is; { speed = 5000 } flicks it along its motion (negative:
--- against it); { after = 1 } stops it where it is and lifts it that many seconds later
---@param spec? {speed?: number, after?: number}
function releaseTouches(spec) end
--- hotTransition(detail, { animator = "animators/fade.lua" [, style = "overFullScreen"] }): the controller's transitions use
--- that animator through the hot reloader (a running transition keeps its generation; the next gets the newest)
---@param controller ViewController|string
---@param spec {animator: string, style?: UIModalPresentationStyle}
function hotTransition(controller, spec) end
--- reloadScripts(): every role script the scenario loaded from disk (animator "…", presentation "…", interaction "…",
--- delegate "…", a path in transition{…}, hotTransition) and the modules they require are reloaded now, as a save in an
--- editor does: a running transition keeps its generation, the next gets the newest. A script that no longer loads is an
--- error naming its file:line, and every script keeps its last good generation.
function reloadScripts() end
--- collectGarbage(): a full Lua garbage collection now: what only references the app released kept goes
function collectGarbage() end
--- release(detail): the app lets go of the controller (`self.detail = nil`): the scenario's variables that hold it
--- (locals of the running scenario code, the file's top-level locals, globals, a table's fields) become nil, its name
--- finds it no more, the transitioning delegate made for it goes too, and a full collection runs. Once idle, a released
--- controller that left the screen must have been freed (expect.invariants, `stagecraft stress`).
---@param controller ViewController|string
function release(controller) end
---@alias StressPerturbation "rotate"|"keyboard"|"cancelTouches"|"releaseEarly"|"releaseLate"|"flickForward"|"flickBack"|"collectGarbage"|"release"|"reload"|"tapDim"|"present"|"dismiss"|"push"|"pop"|"selectTab"
--- stress{} opts in (`stagecraft stress --opted-in`), stress{ skip = "why" } opts out, stress{ perturbations = {"rotate"} }
--- picks what `stagecraft stress` does with this scenario
---@param spec? {skip?: string, perturbations?: StressPerturbation[]}
function stress(spec) end
--- gallery{ section = "Seeds", title = "…", about = "…" } at a file's top level: how `stagecraft gallery` groups and
--- describes the file's scenarios; gallery{ moment = 0.2 } in a scenario's body: the time its thumbnail shows
---@param spec {section?: string, title?: string, about?: string, moment?: number}
function gallery(spec) end
--- showKeyboard{height = 336 [, duration = 0.25]}: posts UIKeyboardWillChangeFrame/WillShow now, inside the keyboard's
--- animation (curve 7, lasting 2 × duration), and the Did notifications when it settles; keyboardLayoutGuide follows
---@param spec {height: number, duration?: number}
function showKeyboard(spec) end
--- hideKeyboard() or hideKeyboard{duration = 0.25}: the will-hide notifications now, the did ones when it is gone
---@param spec? {duration?: number}
function hideKeyboard(spec) end

-- Time: the virtual clock only moves forward.

---@param seconds number
function advance(seconds) end
---@param frames integer
function advanceFrames(frames) end
---@param time number seconds since the scenario started
function advanceTo(time) end
--- Runs until no animation or work is left; a failure when still busy after `limit` seconds,
--- naming what still runs and the script line that started each animation (`detail's alpha
--- animation (repeat) started at animators/pulse.lua:6`; a `.swift` role's Swift file and line).
--- An animation UIKit itself runs (a presentation with no animator of the scenario's) names no line.
---@param limit? number default 10
function untilIdle(limit) end
---@return number
function now() end
---@return integer
function frameIndex() end

-- Roles.

---@param role ScenarioRole
---@return ScenarioRoleObject
function animator(role) end
---@param role ScenarioRole
---@return ScenarioRoleObject
function presentation(role) end
--- A percent-driven handler's controller (wired to the controller's view by transition), or a
--- self-driven controller's own table (startInteractiveTransition and no handler callbacks).
---@param role ScenarioRole
---@return PercentDrivenInteractiveTransition|InteractiveTransitioning
function interaction(role) end
--- The delegate module's own table (checked to be a delegate).
---@param role string|table
---@return table the module: its fields are its own (TransitioningDelegateScript describes the callbacks)
function delegate(role) end
--- dimming{…}: the ready dimming presentation controller with these settings.
---@param settings? {dimmingColor?: UIColorLike, dimmingAlpha?: number, dismissesOnTap?: boolean, bottomSheet?: number, debugName?: string}
---@return ScenarioRoleObject
function dimming(settings) end
---@class ScenarioTransition
---@field animator? ScenarioRole both directions
---@field present? ScenarioRole
---@field dismiss? ScenarioRole
---@field presentation? ScenarioRole
---@field interactive? ScenarioRole
---@field delegate? ScenarioRole instead of the roles
---@field style? UIModalPresentationStyle

--- transition(vc, {animator =, presentation =, interactive =, …}): vc's transitioning delegate
---@param controller ScenarioController
---@param spec ScenarioTransition
function transition(controller, spec) end
---@param navigationController NavigationController
---@param spec {animator?: ScenarioRole, push?: ScenarioRole, pop?: ScenarioRole, delegate?: ScenarioRole}
function navigationTransition(navigationController, spec) end
---@param tabBarController TabBarController
---@param spec {animator?: ScenarioRole, delegate?: ScenarioRole}
function tabTransition(tabBarController, spec) end

-- Expectations: each records a failure with the scenario's line and goes on; each returns
-- whether it held.

---@class ScenarioExpect
expect = {}
--- |actual - expected| <= tolerance
---@param actual number
---@param expected number
---@param tolerance? number default 1e-6
---@param what? string
---@return boolean
function expect.near(actual, expected, tolerance, what) end
--- rawequal(actual, expected); numbers, and the bindings' values (CGRect, CGPoint, CGSize, CGAffineTransform, CATransform3D, UIColor, UIEdgeInsets, IndexPath) by value, each number within tolerance (default 0: exactly)
---@param actual any
---@param expected any
---@param what? string
---@param tolerance? number
---@return boolean
function expect.equal(actual, expected, what, tolerance) end
---@param value any
---@param message? string
---@return boolean
function expect.truthy(value, message) end
--- The on-screen (presentation) alpha.
---@param view ScenarioView
---@param expected number
---@param tolerance? number default 0.001
---@return boolean
function expect.alpha(view, expected, tolerance) end
--- The on-screen (presentation) frame, each of x, y, width, height within tolerance.
---@param view ScenarioView
---@param expected CGRectLike
---@param tolerance? number default 0.5 pt
---@return boolean
function expect.frame(view, expected, tolerance) end
--- The on-screen (presentation) blur amount of a visual effect view, 0 (none) to 1 (its style in full) (T12.3).
---@param view ScenarioView
---@param expected number
---@param tolerance? number default 0.001
---@return boolean
function expect.blur(view, expected, tolerance) end
---@param view ScenarioView
---@param parent? View default the window
---@return boolean
function expect.inHierarchy(view, parent) end
---@param view ScenarioView
---@param parent? View default the window
---@return boolean
function expect.notInHierarchy(view, parent) end
--- The subviews' names appear in this order, back to front (others may come between).
---@param parent ScenarioView
---@param names string[]
---@return boolean
function expect.order(parent, names) end
--- The events ("home.viewWillDisappear", "subject.name(detail)") in this order; {exact = true}:
--- exactly these among the events of the subjects named.
---@param events string[]
---@param options? {exact?: boolean}
---@return boolean
function expect.events(events, options) end
--- As expect.events, among lifecycle events only.
---@param events string[]
---@param options? {exact?: boolean}
---@return boolean
function expect.lifecycle(events, options) end
---@param operation ScenarioOperation
---@return boolean
function expect.completedOnce(operation) end
---@param operation ScenarioOperation
---@param count integer
---@return boolean
function expect.completions(operation, count) end
---@return boolean
function expect.noDiagnostics() end
--- expect.invariants{ allow = {"gesture-unrecognized"} }: the idle invariants hold (touches reach the top screen, no
--- leftover containers or snapshots, completeTransition once, appearance balanced, hierarchy, no other diagnostics)
---@param options? {allow?: string[]}
---@return boolean
function expect.invariants(options) end
--- Exactly these diagnostics, in order: each entry a kind or text the message contains.
---@param diagnostics string[]
---@return boolean
function expect.diagnostics(diagnostics) end
--- The window's status bar now (SB1): its owner's style, whether it is hidden, its height (0 while hidden or without a device); the fields left out are not checked.
---@param status {style?: UIStatusBarStyle, hidden?: boolean, height?: number}
---@return boolean
function expect.statusBar(status) end
--- The trace matches examples/scenarios/golden/NAME.jsonl (STAGECRAFT_RECORD=1 records it).
---@param name string
---@param tolerance? number default 0.01
---@return boolean
function expect.golden(name, tolerance) end
