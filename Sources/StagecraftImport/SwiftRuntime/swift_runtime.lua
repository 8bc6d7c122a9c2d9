-- The helpers Lua translated from Swift by `stagecraft import` calls, for what Swift means and
-- plain Lua does not say the same way: classes with stored-property initializers, computed
-- properties and observers; structs with value semantics; Optional's unwrap and `??`; casts;
-- integer arithmetic as Swift's; ranges and strides. Generated modules load it with
-- `local S = require "swift_runtime"`. Every error is raised at the translated line's caller, so
-- it names the Swift file and line the generated code keeps.
local S = {}

local rawget, rawset, setmetatable, getmetatable, type, error, tostring = rawget, rawset, setmetatable, getmetatable, type, error, tostring
local mtype, floor, ceil, fmod = math.type, math.floor, math.ceil, math.fmod

-- A class: its table holds methods and class-wide defaults (literal stored-property values);
-- instances find them through __index. Computed properties (`get_x`/`set_x`), lazy ones and
-- observers (`didSet_x`/`willSet_x`) are found by name, so `a.x` and `a.x = v` keep Swift's
-- meaning from any receiver. `className` is what `isKind` and `as?` compare; `debugName` names a
-- role made of the class in traces and diagnostics by its Swift type, as UIKit would.
function S.class(name, super, isStruct, isRole)
  local class = { className = name, debugName = name, __super = super, __isStruct = isStruct or false, __isRole = isRole or false, __fields = {} }
  class.__index = function(self, key)
    if type(key) == "string" then
      -- A computed or observed property's getter comes before a class-wide value of that name.
      local getter = class["get_" .. key]
      if getter then return getter(self) end
      local value = class[key]
      if value ~= nil then return value end
      local lazy = class["lazy_" .. key]
      if lazy then
        local made = lazy(self)
        rawset(self, key, made)
        return made
      end
      return nil
    end
    return class[key]
  end
  class.__newindex = function(self, key, value)
    if type(key) == "string" then
      local setter = class["set_" .. key]
      if setter then return setter(self, value) end
      local willSet, didSet = class["willSet_" .. key], class["didSet_" .. key]
      if willSet or didSet then
        local stored = rawget(self, "__stored") or {}
        rawset(self, "__stored", stored)
        local old = stored[key]
        if willSet then willSet(self, value) end
        stored[key] = value
        if didSet then didSet(self, old) end
        return
      end
    end
    rawset(self, key, value)
  end
  return setmetatable(class, { __index = super })
end

-- A static stored property whose value is not a literal (`static var shared = Config()`): made on
-- the first read of `Class.key`, as Swift initializes statics lazily (the value may use an init
-- written below it); a write before that read just stores the value.
function S.lazyStatic(class, key, make)
  local lazies = rawget(class, "__lazyStatics")
  if not lazies then
    lazies = {}
    rawset(class, "__lazyStatics", lazies)
    local meta = getmetatable(class)
    if not meta then meta = {} setmetatable(class, meta) end
    local inherited = meta.__index
    meta.__index = function(t, k)
      local maker = rawequal(t, class) and lazies[k]
      if maker then
        lazies[k] = nil
        local value = maker()
        if rawget(class, k) == nil then rawset(class, k, value) end
        return rawget(class, k)
      end
      if type(inherited) == "function" then return inherited(t, k) end
      if inherited then return inherited[k] end
      return nil
    end
  end
  lazies[key] = make
end

-- A stored property with observers keeps its value out of the instance's raw fields (so every
-- write reaches __newindex); its getter reads it back.
function S.observed(class, key)
  class["get_" .. key] = function(self)
    local stored = rawget(self, "__stored")
    local value = stored and stored[key]
    if value == nil then return rawget(class, key) end  -- the declared initial value
    return value
  end
end

-- A tuple with labels: its elements by position (`.0`) and by label (`.second`).
function S.tuple(values, labels)
  for i, label in ipairs(labels) do
    if label ~= "" then values[label] = values[i] end
  end
  return values
end

-- A stored property's initializer, run for each new instance in declaration order (a base
-- class's first, as Swift initializes them).
function S.field(class, key, make)
  local fields = class.__fields
  fields[#fields + 1] = { key = key, make = make }
end

-- A stored property's initial value, stored without running its observers (Swift runs
-- didSet/willSet only for later assignments).
local function store(instance, class, key, value)
  if type(instance) ~= "table" then
    -- A UIKit object (a view): an observed property's value goes to its slot, not through the
    -- setter that runs the observers (S.observedView).
    if class["willSet_" .. key] or class["didSet_" .. key] then key = "__stored_" .. key end
    instance[key] = value
    return
  end
  if class["willSet_" .. key] or class["didSet_" .. key] then
    local stored = rawget(instance, "__stored") or {}
    rawset(instance, "__stored", stored)
    stored[key] = value
  else
    rawset(instance, key, value)
  end
end

local function initializeFields(class, instance)
  if class.__super and type(class.__super) == "table" and class.__super.__fields then initializeFields(class.__super, instance) end
  for _, field in ipairs(class.__fields) do store(instance, class, field.key, field.make(instance)) end
end

-- A new instance of `class` with its stored properties initialized (Swift's phase one).
function S.alloc(class)
  local instance = setmetatable({}, class)
  initializeFields(class, instance)
  if class.__isRole then S.role(instance) end
  return instance
end

-- The instance a scenario's role is (`animator "Fade.swift"`): the bridge looks the role's
-- callbacks and its `debugName` up on the table itself, so the class chain's methods and the
-- class's name are copied onto it: the class's own first, so an override (a subclass's
-- `performAnimations`) is what the table holds, not the base's it overrides (SW6.4).
function S.role(instance)
  local class = getmetatable(instance)
  if rawget(instance, "debugName") == nil then rawset(instance, "debugName", class.debugName) end
  local chain = {}
  while type(class) == "table" do
    chain[#chain + 1] = class
    class = rawget(class, "__super")
  end
  for i = 1, #chain do
    for key, value in pairs(chain[i]) do
      if type(value) == "function" and type(key) == "string" and key:sub(1, 2) ~= "__" and rawget(instance, key) == nil then
        rawset(instance, key, value)
      end
    end
  end
  return instance
end

-- A role's class loaded as a role (`animator "animators/Fade.lua"` of an imported module): the
-- class's stored properties are made on the class itself, so its methods find them on `self`.
function S.usableAsRole(class)
  initializeFields(class, class)
  if rawget(class, "init") then class.init(class) end
  return class
end

-- Runs a UIKit object's init `body` as `class`'s: its own observed properties' observers stay
-- silent meanwhile (S.observedView), as Swift's are while their class's initializer sets them.
local function initialize(object, class, body, ...)
  object.__initializing = class
  body(object, ...)
  object.__initializing = nil
end

-- Stored properties of a UIKit object a role's methods receive as `self` (a presentation or an
-- interaction controller): initialized once, the first time one of the role's methods runs, then
-- the class's `__init` (a presentation controller's init, an interaction controller's `init()`).
function S.fields(instance, class)
  if instance.__stagecraftFields then return end
  instance.__stagecraftFields = true
  initializeFields(class, instance)
  if class.__init then initialize(instance, class, class.__init, table.unpack(instance.__initArgs or {})) end
end

-- `receiver?.method?(…)`: an @objc protocol's optional requirement, called on the receiver when it
-- is not nil and implements it; nil otherwise, as Swift's optional call is (a UIKit object without
-- the member answers nil too, rather than raising).
function S.optionalCall(receiver, name, ...)
  if receiver == nil then return nil end
  local found, method = pcall(function() return receiver[name] end)
  if not found or type(method) ~= "function" then return nil end
  return method(receiver, ...)
end

-- A subclass of a UIKit view kind (`class CloseButton: UIButton`, `__uikit`) is that kind's view:
-- UIKit's `UIButton(frame:)`, which a subclass's `super.init(frame:)` is, makes a custom button.
local viewKinds = {
  UIButton = function(class) return UIButton{ class = class, type = "custom" } end,
  UILabel = function(class) return UILabel{ class = class } end,
  UIImageView = function(class) return UIImageView{ class = class } end,
}
local function makeView(class)
  local kind = class.__uikit and viewKinds[class.__uikit]
  if kind then return kind(class) end
  return UIView{ class = class }
end

-- `DimmingView(frame: r)`, `DimmingView()`: UIKit's view made as an instance of the UIView
-- subclass (the bridge's `UIView{class = …}`: what the view does not bind is the class's), its
-- stored properties made in Swift's order (a base class's first), then the init `init` (a name
-- found through the class chain: the subclass's own, or an imported base's) run on it once,
-- before the caller gets the view; with no such init, UIKit's `init(frame:)` (S.viewInit).
function S.view(class, init, ...)
  local view = makeView(class)
  initializeFields(class, view)
  local body = init and class[init]
  if body then initialize(view, class, body, ...) else S.viewInit(view, ...) end
  return view
end

-- `DirectionalPan(direction: .right)`: UIKit's recognizer of the class's UIKit kind (`__uikit`)
-- made as an instance of the subclass (`UIPanGestureRecognizer{class = …}`: its touch overrides
-- run instead of the kind's), its stored properties made in Swift's order, then its init run on
-- it once; with no such init, UIKit's `init(target:action:)` (S.gestureInit).
local gestureKinds = {
  UIPanGestureRecognizer = function(o) return UIPanGestureRecognizer(o) end,
  UIScreenEdgePanGestureRecognizer = function(o) return UIScreenEdgePanGestureRecognizer(o) end,
  UITapGestureRecognizer = function(o) return UITapGestureRecognizer(o) end,
  UILongPressGestureRecognizer = function(o) return UILongPressGestureRecognizer(o) end,
  UIPinchGestureRecognizer = function(o) return UIPinchGestureRecognizer(o) end,
  UISwipeGestureRecognizer = function(o) return UISwipeGestureRecognizer(o) end,
}
function S.gesture(class, init, ...)
  local recognizer = gestureKinds[class.__uikit]{ class = class }
  initializeFields(class, recognizer)
  local body = init and class[init]
  if body then initialize(recognizer, class, body, ...) else S.gestureInit(recognizer, ...) end
  return recognizer
end

-- The class an init an app's extension adds to UIKit's class is called on, when it is an imported
-- subclass (`SideMenuPanGestureRecognizer(addTo:target:action:)`): the extension's
-- `self.init(target:action:)` makes UIKit's object as an instance of the subclass (a recognizer of
-- its kind, or a view), with the options UIKit's constructor takes, and its stored properties.
function S.kind(class)
  return function(options, name)
    local uikit = class.__uikit
    local made = { class = class }
    -- UIKit's constructor's options (a plain table), or a view's frame (a CGRect) given first.
    if type(options) == "table" and getmetatable(options) == nil then
      for key, value in pairs(options) do made[key] = value end
    elseif options ~= nil then
      -- A view's positional form, `UIView(frame, name)` (`self.init(frame: r)`).
      if gestureKinds[uikit] then error("S.kind: " .. tostring(class.className) .. " is made from an options table, not from a " .. type(options), 2) end
      made.frame, made.name = options, name
    end
    local object
    if gestureKinds[uikit] then
      object = gestureKinds[uikit](made)
    else
      -- As S.view makes it (`UIView{class = …}`, a view kind's), then UIKit's init's options set on it.
      object = makeView(class)
      for key, value in pairs(made) do
        if key ~= "class" then object[key] = value end
      end
    end
    initializeFields(class, object)
    return object
  end
end

-- UIGestureRecognizer's `init(target:action:)` (`super.init(target: t, action: a)`): the
-- recognizer exists already; a target and action given (both may be nil) are its first target.
function S.gestureInit(recognizer, target, action)
  if target ~= nil and action ~= nil then recognizer:addTarget(target, action) end
end

-- UIView's `init(frame:)` (`super.init(frame: r)` in a subclass's init): the view exists already,
-- so it takes the frame; `init()` is `init(frame: .zero)`, the frame it has.
function S.viewInit(view, frame)
  if frame ~= nil then view.frame = frame end
end

-- A UIKit object's property with `willSet`/`didSet` (a view subclass's, a navigation controller
-- subclass's): the bridge sends `object.x = v` to the class's `set_x`, which runs the observers
-- around the store (in the object's own slot) as Swift does — but not while the class's own init
-- runs (`__initializing`, set by `initialize` below): Swift does not call a property's observers
-- when its class's initializer sets it. Its `get_x` reads the slot, or the class-wide initial value.
function S.observedView(class, key)
  local slot = "__stored_" .. key
  class["get_" .. key] = function(self)
    local value = self[slot]
    if value == nil then return class[key] end
    return value
  end
  class["set_" .. key] = function(self, value)
    if rawequal(self.__initializing, class) then self[slot] = value return end
    local willSet, didSet = class["willSet_" .. key], class["didSet_" .. key]
    local old = self[key]
    if willSet then willSet(self, value) end
    self[slot] = value
    if didSet then didSet(self, old) end
  end
end

-- A controller's subclass (`class HalfSheet: DimmingPresentationController`): the base's callbacks,
-- which UIKit calls on the subclass's controller, first make that controller's stored properties
-- and run its init as the subclass's (S.fields with the subclass), not the base's. The subclass's
-- own callbacks, defined after this, replace these.
function S.inheritCallbacks(class)
  local base, seen = rawget(class, "__super"), {}
  while type(base) == "table" do
    for key, value in pairs(base) do
      if type(value) == "function" and type(key) == "string" and key:sub(1, 2) ~= "__" and not seen[key] then
        seen[key] = true
        class[key] = function(self, ...)
          S.fields(self, class)
          return value(self, ...)
        end
      end
    end
    base = rawget(base, "__super")
  end
end

-- `CardPresentationController(presentedViewController: p, presenting: q, …)` in a delegate: the
-- bridge makes the controller from the table this returns (the role's callbacks, through
-- __index); the init runs on the controller with these arguments before its first callback.
function S.presentation(class, arguments)
  return setmetatable({ __initArgs = arguments }, { __index = class })
end

-- `return T(presentedViewController: p, presenting: s)` where UIKit wants an animator and `T` is
-- a presentation controller that is also an animator (answered by another delegate): UIKit's
-- init(presentedViewController:presenting:) makes the object at once, with those two as its
-- presentedViewController and presentingViewController, and runs the init's body; UIKit then
-- calls the animator's methods on that object (`class.__animator`). Anything else is as it is.
function S.asAnimator(value)
  if type(value) ~= "table" or rawget(value, "__initArgs") == nil then return value end
  local meta = getmetatable(value)
  local class = meta and meta.__index
  if type(class) ~= "table" or not rawget(class, "__animator") or not rawget(class, "__controller") then return value end
  local controller = class.__controller(value.__initArgs[1], value.__initArgs[2], value)
  S.fields(controller, class)
  return class.__animator(controller)
end

-- A presentation controller that is its own transitioning delegate, and often its own animator
-- (Apple's AAPLCustomPresentationController): the app makes one for the screen it presents,
-- `T(presentedViewController: p, presenting: s)`, and sets it as p's transitioningDelegate; UIKit
-- then asks it the delegate's questions, and it answers `self`. Loaded as a delegate, this is that
-- app code for every presentation UIKit asks about: when UIKit asks for the presentation
-- controller (first, for a custom presentation), UIKit's controller is made for the presented
-- screen (`class.__controller`, in the type's own module) and its init run, as Swift's init runs
-- at once; every question about that screen is then the class's method with that controller as
-- `self`. A controller answered as an animator animates as one: its own transitionDuration and
-- animateTransition, with it as `self` (`class.__animator`); a new instance of the class
-- (`T(presentedViewController:presenting:)` in the method) is made first.
function S.ownDelegate(class, callbacks)
  local made = setmetatable({}, { __mode = "k" })   -- presented screen → its controller
  local current
  local function make(presented, presenting, role)
    local controller = class.__controller(presented, presenting, role or S.presentation(class, { presented, presenting }))
    S.fields(controller, class)
    return controller
  end
  local function controllerFor(presented, presenting)
    local controller = made[presented]
    if controller == nil then
      controller = make(presented, presenting)
      made[presented] = controller
    end
    current = controller
    return controller
  end
  local function animator(controller, value)
    if value == nil or not class.__animator then return value end
    if rawequal(value, controller) then return class.__animator(controller) end
    if type(value) == "table" and rawget(value, "__initArgs") and getmetatable(value).__index == class then
      return class.__animator(make(value.__initArgs[1], value.__initArgs[2], value))
    end
    return value
  end
  local delegate = { debugName = class.debugName }
  local asks = {
    presentationControllerForPresented = function(presented, presenting, source)
      -- A new presentation: a new controller, as the app makes one before presenting.
      made[presented] = nil
      local controller = controllerFor(presented, presenting or source)
      return class.presentationControllerForPresented(controller, presented, presenting, source)
    end,
    animationControllerForPresented = function(presented, presenting, source)
      local controller = controllerFor(presented, presenting)
      return animator(controller, class.animationControllerForPresented(controller, presented, presenting, source))
    end,
    animationControllerForDismissed = function(dismissed)
      local controller = controllerFor(dismissed, dismissed.presentingViewController)
      return animator(controller, class.animationControllerForDismissed(controller, dismissed))
    end,
  }
  for _, name in ipairs(callbacks) do
    delegate[name] = asks[name] or function(...)
      if current == nil then error(class.className .. " has no controller yet: UIKit asks " .. name .. " after the presentation controller", 2) end
      return class[name](current, ...)
    end
  end
  return delegate
end

-- The Lua API's value kinds: values whose metatable is the API's (locked: `getmetatable` answers
-- "locked") and whose tostring starts with their name ("CGRect(1, 2, 3, 4)",
-- "UISpringTimingParameters", "UIEdgeInsets: 0x…"). They answer no `className` and no `isKind`.
local valueKinds = {
  CGPoint = true, CGSize = true, CGRect = true, CGVector = true, UIEdgeInsets = true,
  CGAffineTransform = true, CATransform3D = true, UIColor = true, IndexPath = true,
  UISpringTimingParameters = true, UICubicTimingParameters = true,
}
local function valueKindName(value)
  if getmetatable(value) ~= "locked" then return nil end
  local name = tostring(value):match("^(%a%w*)")
  if valueKinds[name] then return name end
  return nil
end

-- Swift's `var b = a` for a struct or a geometry value: a copy, so changing one leaves the
-- other. Classes and UIKit objects are references and stay shared.
local copiers = {
  CGPoint = function(v) return CGPoint(v.x, v.y) end,
  CGSize = function(v) return CGSize(v.width, v.height) end,
  CGRect = function(v) return CGRect(v.origin.x, v.origin.y, v.size.width, v.size.height) end,
  UIEdgeInsets = function(v) return UIEdgeInsets(v.top, v.left, v.bottom, v.right) end,
  CGAffineTransform = function(v) return CGAffineTransform(v.a, v.b, v.c, v.d, v.tx, v.ty) end,
}
function S.copy(value)
  local kind = valueKindName(value)
  if kind then return copiers[kind] and copiers[kind](value) or value end
  local t = type(value)
  if t == "table" then
    local class = getmetatable(value)
    if type(class) == "table" and rawget(class, "__isStruct") then
      local copy = {}
      for k, v in pairs(value) do copy[k] = S.copy(v) end
      return setmetatable(copy, class)
    end
    return value
  end
  return value
end

-- `x!`: Swift stops the app on nil; here, an error at the line that unwrapped it.
function S.unwrap(value)
  if value == nil then error("Fatal error: Unexpectedly found nil while unwrapping an Optional value", 2) end
  return value
end

-- `a ?? b`: Swift evaluates `b` only when `a` is nil, so the translator passes it as a function
-- (a literal as it is).
function S.coalesce(value, default)
  if value == nil then
    if type(default) == "function" then return default() end
    return default
  end
  return value
end

-- `fatalError(message)` and `preconditionFailure`.
function S.fatal(message)
  error("Fatal error: " .. tostring(message or ""), 2)
end

-- `precondition(c, message)` / `assert(c, message)`.
function S.precondition(condition, message)
  if not condition then error("Precondition failed: " .. tostring(message or ""), 2) end
end

--- SW12.2 Swift's `type(of: x)` where two are compared (`type(of: a) == type(of: b)`): a name of
--- x's most derived class, equal for two objects of one class and different for two classes — an
--- app class's name (a struct's or class's, a screen's, a view subclass's), a controller's kind.
--- A UIKit view or another object with no class name here raises at the line rather than guess.
function S.dynamicType(value)
  if type(value) == "table" then
    local class = getmetatable(value)
    local name = type(class) == "table" and rawget(class, "className")
    if name then return name end
    error("type(of:) of a value that is no instance of a class", 2)
  end
  if type(value) == "userdata" then
    local ok, name = pcall(function() return value.className end)
    if ok and type(name) == "string" then return name end
    error("type(of:) of " .. tostring(value) .. ": its class is not known here (the app's classes and view controllers are)", 2)
  end
  return type(value)
end

-- `x is T` / `x as? T`: a translated class (its chain of classNames and of the protocols each
-- class conforms to, `S.conforms`), a UIKit object (`isKind`, its class and its bases), or a Lua
-- value for Swift's basic types. `A & B` (a protocol composition) is each of them.
local basic = { Int = "integer", Double = "number", CGFloat = "number", Float = "number", String = "string", Bool = "boolean" }
local function conformsAlong(class, name)
  while type(class) == "table" do
    local protocols = rawget(class, "__protocols")
    if protocols and protocols[name] then return true end
    class = rawget(class, "__super")
  end
  return false
end
function S.is(value, name)
  if value == nil then return false end
  if name:find("&", 1, true) then
    for part in name:gmatch("[^&%s]+") do
      if not S.is(value, part) then return false end
    end
    return true
  end
  local want = basic[name]
  if want == "integer" then return mtype(value) == "integer" end
  if want then return type(value) == want end
  -- A value kind is its own type and no other (`stored as? CGRect`, SW13.1).
  local valueKind = valueKindName(value)
  if valueKind then return valueKind == name end
  if type(value) == "table" then
    local class = getmetatable(value)
    while type(class) == "table" do
      if rawget(class, "className") == name then return true end
      class = rawget(class, "__super")
    end
    return conformsAlong(getmetatable(value), name)
  end
  if type(value) == "userdata" then
    local ok, kind = pcall(function() return value:isKind(name) end)
    if ok and kind == true then return true end
    -- A screen's or view subclass's protocols: its own class's (read through the object), then
    -- its bases'.
    local okOwn, protocols = pcall(function() return value.__protocols end)
    if okOwn and type(protocols) == "table" and protocols[name] then return true end
    local okBase, base = pcall(function() return value.__super end)
    if okBase and conformsAlong(base, name) then return true end
    if ok then return false end
    local okName, className = pcall(function() return value.className end)
    if okName and className == name then return true end
    -- A view subclass's instance: its class chain (`view.__super` is its class's base).
    local okSuper, class = pcall(function() return value.__super end)
    while okSuper and type(class) == "table" do
      if rawget(class, "className") == name then return true end
      class = rawget(class, "__super")
    end
    return false
  end
  return false
end

function S.cast(value, name)
  if S.is(value, name) then return value end
  return nil
end

function S.forceCast(value, name)
  if S.is(value, name) then return value end
  error("Could not cast value of type '" .. S.typeName(value) .. "' to '" .. name .. "'", 2)
end

function S.typeName(value)
  local valueKind = valueKindName(value)
  if valueKind then return valueKind end
  if type(value) == "table" then
    local class = getmetatable(value)
    if type(class) == "table" and rawget(class, "className") then return rawget(class, "className") end
  end
  if type(value) == "userdata" then
    local ok, name = pcall(function() return value.className end)
    if ok and name then return name end
  end
  return type(value)
end

-- Integer arithmetic as Swift's: `/` truncates toward zero, `%` keeps the dividend's sign, and
-- both stop on a zero divisor (Lua would give inf, or floor toward minus infinity).
function S.idiv(a, b)
  if b == 0 then error("Fatal error: Division by zero", 2) end
  local q = a / b
  if q >= 0 then return floor(q) else return ceil(q) end
end

function S.rem(a, b)
  if mtype(a) == "integer" and mtype(b) == "integer" and b == 0 then error("Fatal error: Division by zero in remainder operation", 2) end
  return fmod(a, b)
end

-- `Int(x)`: truncation toward zero; an error where Swift traps (NaN, infinity, out of range).
function S.int(x)
  if type(x) == "string" then return math.tointeger(tonumber(x)) end
  if x ~= x or x == math.huge or x == -math.huge then error("Fatal error: Double value cannot be converted to Int because it is either infinite or NaN", 2) end
  local t = x >= 0 and floor(x) or ceil(x)
  local i = math.tointeger(t)
  if i == nil then error("Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max", 2) end
  return i
end

-- `CGFloat(x)`, `Double(x)`: a float.
function S.float(x)
  if type(x) == "string" then return tonumber(x) end
  return x + 0.0
end

-- `x.rounded()` (to nearest, halves away from zero, as Swift's default rule).
function S.round(x)
  if x >= 0 then return floor(x + 0.5) + 0.0 end
  return ceil(x - 0.5) + 0.0
end

-- String interpolation: Swift's description of each value.
function S.str(value)
  local t = type(value)
  if value == nil then return "nil" end
  if t == "number" then
    if mtype(value) == "integer" then return tostring(value) end
    if value == floor(value) and value > -1e15 and value < 1e15 then return string.format("%.1f", value) end
    return string.format("%.15g", value)
  end
  return tostring(value)
end

-- `for i in stride(from: a, to: b, by: s)` (b excluded) and `through:` (b included).
function S.stride(from, to, by, through)
  if by == 0 then error("Fatal error: Stride size must not be zero", 2) end
  local i = from - by
  return function()
    i = i + by
    if by > 0 then
      if (through and i > to) or (not through and i >= to) then return nil end
    else
      if (through and i < to) or (not through and i <= to) then return nil end
    end
    return i
  end
end

-- `for (i, x) in a.enumerated()`: Swift's offsets start at 0.
function S.enumerated(list)
  local i = 0
  return function()
    i = i + 1
    local value = list[i]
    if value == nil then return nil end
    return i - 1, value
  end
end

-- Swift's collection methods the translator maps (arrays are Lua sequences).
-- `for (a, b) in tuples`: each element's index, then its values, in order.
function S.eachTuple(list)
  local i = 0
  return function()
    i = i + 1
    local tuple = list[i]
    if tuple == nil then return nil end
    return i, table.unpack(tuple, 1, 8)
  end
end

-- `a.enumerated()` as a value (`forEach { $0.offset … $0.element }`, `for pair in …`): the list of
-- its (offset: from 0, element:) pairs.
function S.enumeratedPairs(list)
  local pairs = {}
  for i, value in ipairs(list) do pairs[i] = S.tuple({ i - 1, value }, { "offset", "element" }) end
  return pairs
end

function S.map(list, f)
  local out = {}
  for i, v in ipairs(list) do out[i] = f(v) end
  return out
end

function S.compactMap(list, f)
  local out = {}
  for _, v in ipairs(list) do
    local mapped = f(v)
    if mapped ~= nil then out[#out + 1] = mapped end
  end
  return out
end

function S.filter(list, f)
  local out = {}
  for _, v in ipairs(list) do if f(v) then out[#out + 1] = v end end
  return out
end

function S.forEach(list, f)
  for _, v in ipairs(list) do f(v) end
end

-- `a + b` on arrays: a new array, a's elements then b's.
function S.concat(a, b)
  local result = table.move(a, 1, #a, 1, {})
  return table.move(b, 1, #b, #result + 1, result)
end

-- Optional's map and flatMap: `f(value)`, or nil when there is no value.
function S.optionalMap(value, f)
  if value == nil then return nil end
  return f(value)
end

function S.contains(list, value)
  for _, v in ipairs(list) do
    if type(value) == "function" then
      if value(v) then return true end
    elseif v == value then return true end
  end
  return false
end

function S.firstWhere(list, f)
  for _, v in ipairs(list) do if f(v) then return v end end
  return nil
end

-- `min(by:)` / `max(by:)`: nil for an empty array; of equal elements, the first (Swift replaces
-- its candidate only when the order says strictly).
function S.minBy(list, less)
  local result = list[1]
  for i = 2, #list do if less(list[i], result) then result = list[i] end end
  return result
end

function S.maxBy(list, less)
  local result = list[1]
  for i = 2, #list do if less(result, list[i]) then result = list[i] end end
  return result
end

function S.reduce(list, initial, f)
  local result = initial
  for _, v in ipairs(list) do result = f(result, v) end
  return result
end

-- `array[i]` with Swift's 0-based index, and its trap out of range.
function S.at(list, index)
  local value = list[index + 1]
  if value == nil and (index < 0 or index >= #list) then error("Fatal error: Index out of range", 2) end
  return value
end

function S.removeLast(list)
  if #list == 0 then error("Fatal error: Can't remove last element from an empty collection", 2) end
  return table.remove(list)
end

-- `list.reversed()`: a new array, last element first (Swift's `ReversedCollection`, iterated or
-- indexed as an array here).
function S.reversed(list)
  local reversed = {}
  for i = #list, 1, -1 do reversed[#reversed + 1] = list[i] end
  return reversed
end

function S.last(list)
  return list[#list]
end

-- `SwipeInteraction(viewController: vc)`: UIKit's controller made from the handler table (whose
-- methods get the controller as `self`), wired as the Swift init wired it. The handler's module
-- makes it (`__controller`), so traces name the controller after the handler's Swift file.
function S.interaction(handler, ...)
  local interaction = (rawget(handler, "__controller") or UIPercentDrivenInteractiveTransition)(handler)
  S.fields(interaction, handler)
  if handler.__new then handler.__new(interaction, ...) end
  return interaction
end

-- `MyNavigation(rootViewController: root, …)` of a UINavigationController subclass: UIKit's
-- navigation controller with that root (`super.init(rootViewController:)`), named after the class,
-- whose fields and overrides are the screen's table; then the stored properties made and the init
-- run with the controller as `self`, so what it sets on UIKit's controller
-- (`modalPresentationStyle = .overFullScreen`) is the controller's.
function S.navigation(screen, name, root, ...)
  local nav = UINavigationController(root, name, setmetatable({ __initArgs = { root, ... } }, { __index = screen }))
  S.fields(nav, screen)
  return nav
end

-- `list.swapAt(i, j)` (0-based): Swift traps on an index out of range, and so does this.
function S.swapAt(list, i, j)
  if i < 0 or j < 0 or i >= #list or j >= #list then error("Fatal error: Index out of range", 2) end
  list[i + 1], list[j + 1] = list[j + 1], list[i + 1]
end

-- `list.reverse()`: reversed in place.
function S.reverse(list)
  local n = #list
  for i = 1, n // 2 do list[i], list[n + 1 - i] = list[n + 1 - i], list[i] end
end

-- `list[i] = v` (0-based) on an array that must hold index i, as Swift's subscript setter.
function S.setAt(list, i, value)
  if i < 0 or i >= #list then error("Fatal error: Index out of range", 2) end
  list[i + 1] = value
end

-- SW9.1: Swift's read-modify-write of a value-type property of a UIKit object
-- (`nav.viewControllers.append(vc)`): the object is evaluated once by the caller, the
-- arguments before the read (Swift begins the access after them), then the property is read
-- (a copy: the Lua API's getters hand out new tables), changed by `change`, and written back
-- through `write` (its setter). Returns what `change` returns (`removeLast()`'s element).
function S.modify(object, key, write, change, ...)
  -- `key` is the property's name, or its getter (a property an extension adds, SW9.4).
  local value
  if type(key) == "function" then value = key(object) else value = object[key] end
  local result = change(value, ...)
  write(object, value)
  return result
end

-- SW9.4: `area.origin.x = 7` on a computed property: its getter's value changed by `change`, which
-- returns it (a geometry value is immutable here: the loader's rewrite of `v.origin.x = n` makes a
-- new one), and handed to its setter.
function S.update(object, key, write, change, ...)
  local value
  if type(key) == "function" then value = key(object) else value = object[key] end
  write(object, change(value, ...))
end

-- SW9.1: `view.gestureRecognizers?.append(g)`: as S.modify when the property holds a value;
-- nothing, and nil, when it holds none.
function S.modifyIfPresent(object, key, write, change, ...)
  if object[key] == nil then return nil end
  return S.modify(object, key, write, change, ...)
end

-- SW9.1: `nav.viewControllers = list`, a property whose setter is a method of the Lua API.
function S.assign(object, write, value)
  write(object, value)
end

-- `list.removeAll()`, `dictionary.removeAll()`: a call (so a statement of its own), emptying the table in place.
function S.removeAll(collection)
  for key in pairs(collection) do collection[key] = nil end
end

-- `T { … }` through a protocol extension's `init(_ block:)` (SW4.4): the conforming type's `init()`
-- makes the instance (the extension init's opening `self.init()`), then the extension's init runs on it.
function S.protocolInit(class, init, ...)
  local instance = class.new()
  init(instance, ...)
  return instance
end

-- A navigation controller subclass's `transitioningDelegate` getter override: the runtime asks it
-- each time it presents or dismisses the controller, and takes the Lua API's delegate object made
-- from what the Swift getter returns (a translated delegate's instance, S.delegate).
function S.delegateGetter(class)
  local get = rawget(class, "get_transitioningDelegate")
  if get == nil then return end
  class.get_transitioningDelegate = function(self) return S.delegate(get(self)) end
end

-- `x.responds(to: #selector(m))`: whether the object (a bound UIKit object or a table) has the method.
function S.responds(object, name)
  if object == nil then return false end
  local ok, member = pcall(function() return object[name] end)
  return ok and member ~= nil
end

-- `CGVector(dx:dy:)`: a table, as the Lua API's vectors are.
function S.vector(dx, dy)
  return { dx = dx or 0, dy = dy or 0 }
end

-- `nav.delegate = self`, `vc.transitioningDelegate = delegate`: UIKit keeps delegates weakly and
-- the Lua API takes a delegate object made from a table; one is made per table and kept by it, so
-- the table's owner keeps both alive, as the Swift object was. Other values (a screen, a
-- gesture or scroll view delegate table, nil) pass as they are.
local delegatePrefixes = { "animationController", "interactionController", "presentationController", "navigationController", "tabBarController" }
function S.delegate(value)
  if type(value) ~= "table" then return value end
  local made = rawget(value, "__delegateObject")
  if made ~= nil then return made end
  local isTransitioning = false
  for key, member in pairs(getmetatable(value) or {}) do
    if type(member) == "function" and type(key) == "string" then
      for _, prefix in ipairs(delegatePrefixes) do if key:sub(1, #prefix) == prefix then isTransitioning = true end end
    end
  end
  for key in pairs(value) do
    if type(key) == "string" then
      for _, prefix in ipairs(delegatePrefixes) do if key:sub(1, #prefix) == prefix then isTransitioning = true end end
    end
  end
  if not isTransitioning then return value end
  made = UIViewControllerTransitioningDelegate(value)
  rawset(value, "__delegateObject", made)
  return made
end

-- Raw values of an enum's cases: `x.rawValue` (a case is its name, a string) and `T(rawValue:)`.
local rawValues = setmetatable({}, { __mode = "k" })
function S.raw(enum, name, value)
  local raws = rawValues[enum] or {}
  rawValues[enum] = raws
  raws[name] = value
  local byName = rawget(enum, "__byName") or {}
  rawset(enum, "__byName", byName)
  byName[name] = value
  local cases = rawget(enum, "__cases") or {}
  rawset(enum, "__cases", cases)
  cases[#cases + 1] = name
end

function S.rawValue(value)
  if type(value) ~= "string" then return value end
  for _, raws in pairs(rawValues) do
    local raw = raws[value]
    if raw ~= nil then return raw end
  end
  return value
end

function S.fromRaw(enum, value)
  for _, name in ipairs(rawget(enum, "__cases") or {}) do
    if enum.__byName[name] == value then return name end
  end
  return nil
end

function S.hasPrefix(text, prefix) return text:sub(1, #prefix) == prefix end
function S.hasSuffix(text, suffix) return suffix == "" or text:sub(-#suffix) == suffix end

-- A protocol extension's default implementations, adopted by a conforming type: the functions
-- it does not define itself.
-- `class C: Base, P, Q` and `extension C: R`: what `x is P` answers for C's objects and its
-- subclasses' (the protocols each inherits are listed too).
function S.conforms(class, names)
  local set = {}
  for _, name in ipairs(names) do set[name] = true end
  rawset(class, "__protocols", set)
end

function S.mixin(class, extension)
  for key, value in pairs(extension) do
    if type(value) == "function" and type(key) == "string" and rawget(class, key) == nil then rawset(class, key, value) end
  end
end

-- Option sets (SW5.1): SetAlgebra on the bits, Apple's raw values. The Lua API spells UIKit's
-- sets as names: one name, a list of names, `"top|right"`/`"none"`/`"all"` as an edge pan's
-- `edges` reads, CACornerMask's bits as a number; a result goes back in the API's spelling.
-- An app's own `struct X: OptionSet` is an instance carrying its `rawValue`.
local function flags(names) local t = {} for i, name in ipairs(names) do t[i] = { name, 1 << (i - 1) } end return t end
local animationFlags = flags { "layoutSubviews", "allowUserInteraction", "beginFromCurrentState", "repeat", "autoreverse",
  "overrideInheritedDuration", "overrideInheritedCurve", "allowAnimatedContent", "showHideTransitionViews", "overrideInheritedOptions" }
local keyframeFlags = flags { "layoutSubviews", "allowUserInteraction", "beginFromCurrentState", "repeat", "autoreverse", "overrideInheritedDuration" }
keyframeFlags[#keyframeFlags + 1] = { "overrideInheritedOptions", 1 << 9 }
-- Each set: its single-bit members in order, its multi-bit fields (a mask and a name per value;
-- the 0 value, `curveEaseInOut`, is the default and is contained in every set), names for
-- several bits at once, and how the Lua API spells a set of it.
local uikitOptionSets = {
  UIRectEdge = { flags = flags { "top", "left", "bottom", "right" }, composite = { all = 15, none = 0 }, edges = true },
  UIRectCorner = { flags = flags { "topLeft", "topRight", "bottomLeft", "bottomRight" }, composite = { allCorners = ~0 } },
  CACornerMask = { flags = flags { "layerMinXMinYCorner", "layerMaxXMinYCorner", "layerMinXMaxYCorner", "layerMaxXMaxYCorner" } },
  ["UIView.AutoresizingMask"] = { flags = flags { "flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin",
    "flexibleHeight", "flexibleBottomMargin" } },
  ["UIView.AnimationOptions"] = { flags = animationFlags, fields = {
    { 3 << 16, { "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear" }, 16 },
    { 7 << 20, { "transitionNone", "transitionFlipFromLeft", "transitionFlipFromRight", "transitionCurlUp", "transitionCurlDown",
      "transitionCrossDissolve", "transitionFlipFromTop", "transitionFlipFromBottom" }, 20 },
    { 15 << 24, { [1] = "preferredFramesPerSecondDefault", [4] = "preferredFramesPerSecond60", [8] = "preferredFramesPerSecond30" }, 24 } } },
  ["UIView.KeyframeAnimationOptions"] = { flags = keyframeFlags, fields = {
    { 7 << 10, { "calculationModeLinear", "calculationModeDiscrete", "calculationModePaced", "calculationModeCubic", "calculationModeCubicPaced" }, 10 } } },
  ["UISwipeGestureRecognizer.Direction"] = { flags = flags { "right", "left", "up", "down" }, edges = true },
}

local function memberBits(set, name, setName)
  for _, flag in ipairs(set.flags) do if flag[1] == name then return flag[2] end end
  for _, field in ipairs(set.fields or {}) do
    for value, fieldName in pairs(field[2]) do if fieldName == name then return (value - 1) << field[3] end end
  end
  local composite = set.composite and set.composite[name]
  if composite then return composite end
  error("'" .. tostring(name) .. "' is not a member of " .. setName, 4)
end

local function optionBits(setType, value)
  if value == nil then return 0 end
  if math.type(value) == "integer" then return value end
  if type(setType) == "table" then
    if type(value) == "table" and value.rawValue ~= nil then return value.rawValue end
    local bits = 0
    for _, element in ipairs(value) do bits = bits | optionBits(setType, element) end
    return bits
  end
  local set = uikitOptionSets[setType]
  if type(value) == "string" then
    local bits = 0
    for name in value:gmatch("[^|]+") do bits = bits | memberBits(set, name, setType) end
    return bits
  end
  if type(value) == "table" then
    local bits = 0
    for _, element in ipairs(value) do bits = bits | optionBits(setType, element) end
    return bits
  end
  error("not a " .. setType .. ": " .. tostring(value), 3)
end

local function optionValue(setType, bits)
  if type(setType) == "table" then
    local value = S.alloc(setType)
    value.rawValue = bits
    return value
  end
  local set, names = uikitOptionSets[setType], {}
  for name, composite in pairs(set.composite or {}) do
    if composite ~= 0 and bits == composite then return set.edges and name or { name } end
  end
  for _, flag in ipairs(set.flags) do if bits & flag[2] ~= 0 then names[#names + 1] = flag[1] end end
  for _, field in ipairs(set.fields or {}) do
    local value = (bits & field[1]) >> field[3]
    if value ~= 0 then names[#names + 1] = field[2][value + 1] end
  end
  if set.edges then return #names == 0 and "none" or table.concat(names, "|") end
  return names
end

-- `[.a, .b]` where an option set is expected: the set of its members.
function S.optionSet(setType, elements)
  return optionValue(setType, optionBits(setType, elements))
end

-- `set.method(other)` of SetAlgebra: the answer, or for a mutating method the new set then
-- Swift's result (`insert`'s `(inserted:memberAfterInsert:)`, `remove`'s removed members or nil).
function S.setAlgebra(setType, method, set, other)
  local a, b = optionBits(setType, set), optionBits(setType, other)
  if method == "isEmpty" then return a == 0
  elseif method == "contains" or method == "isSuperset" then return a & b == b
  elseif method == "isSubset" then return a & b == a
  elseif method == "isStrictSubset" then return a & b == a and a ~= b
  elseif method == "isStrictSuperset" then return a & b == b and a ~= b
  elseif method == "isDisjoint" then return a & b == 0
  elseif method == "union" then return optionValue(setType, a | b)
  elseif method == "intersection" then return optionValue(setType, a & b)
  elseif method == "subtracting" then return optionValue(setType, a & ~b)
  elseif method == "symmetricDifference" then return optionValue(setType, a ~ b)
  elseif method == "formUnion" then return optionValue(setType, a | b)
  elseif method == "formIntersection" then return optionValue(setType, a & b)
  elseif method == "subtract" then return optionValue(setType, a & ~b)
  elseif method == "formSymmetricDifference" then return optionValue(setType, a ~ b)
  elseif method == "insert" then
    local old = a & b
    local inserted = old ~= b
    return optionValue(setType, a | b), S.tuple({ inserted, optionValue(setType, inserted and b or old) }, { "inserted", "memberAfterInsert" })
  elseif method == "remove" then
    local removed = a & b
    return optionValue(setType, a & ~b), removed ~= 0 and optionValue(setType, removed) or nil
  elseif method == "update" then
    local old = a & b
    return optionValue(setType, a | b), old ~= 0 and optionValue(setType, old) or nil
  end
  error("no SetAlgebra method " .. tostring(method), 2)
end

-- `defer { … }`: the blocks a function registered, run in reverse order on the way out.
function S.runDefers(defers)
  for i = #defers, 1, -1 do defers[i]() end
end

return S
