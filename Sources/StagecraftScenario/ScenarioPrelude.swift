import CLuaShim
import Foundation
import StagecraftLua

/// The Lua half of the scenario DSL: screen and view-tree builders on top of the bridge's UIKit
/// bindings, and `scenario(name, [options,] body)`. It runs once per scenario state with the
/// scenario file's environment and the host's primitives; the primitives that must report the
/// scenario's own `file:line` (actions, time, expectations) are installed as they are, so that
/// their caller is the scenario line.
enum ScenarioPrelude {
    static let source = #"""
    local env, host = ...
    -- This chunk runs in the scenario file's own environment (no fresh one for it): what it uses
    -- is taken now, so a scenario's globals named like them cannot change the DSL.
    local type, pairs, ipairs, error, tostring, insert, pcall, getmetatable = type, pairs, ipairs, error, tostring, table.insert, pcall, getmetatable
    local UIView, UILabel, UIImageView, UIViewController, CGRect = UIView, UILabel, UIImageView, UIViewController, CGRect

    -- Host primitives used as they are: called straight from scenario code.
    for _, name in ipairs({
      "present", "dismiss", "push", "pop", "selectTab", "tap", "press", "pan", "edgePan", "pinch", "resize",
      "advance", "advanceFrames", "advanceTo", "untilIdle", "now", "frameIndex", "find",
      "animator", "presentation", "interaction", "delegate", "dimming", "transition", "navigationTransition",
      "tabTransition", "setRoot", "device", "rotate", "showKeyboard", "hideKeyboard", "at", "cancelTouches", "releaseTouches", "collectGarbage", "release", "stress", "hotTransition", "reloadScripts",
      "gallery",
    }) do env[name] = host[name] end
    env.expect = host.expect

    -- Errors in the DSL name the scenario's line, never this chunk's: `raise` reports a bad value at
    -- the first line outside Stagecraft's own code, and `dsl` wraps each builder so that an error
    -- raised at one of this chunk's lines (a binding reading a user's value here, `spec[1]` of a
    -- UIColor) is raised again there. Other errors (the user's own code, a timeout) pass as they are.
    local raise, pack, unpack = host.raise, table.pack, table.unpack
    local function dsl(f)
      return function(...)
        local results = pack(pcall(f, ...))
        if results[1] then return unpack(results, 2, results.n) end
        local message = results[2]
        if type(message) == "string" and message:find("^stagecraft%.[%w_]+:%d+: ") then
          raise((message:gsub("^stagecraft%.[%w_]+:%d+: ", "")))
        end
        error(message, 0)
      end
    end

    -- A table the DSL reads as options: not a value of the bindings (a UIColor, a CGRect), whose
    -- fields are the binding's and whose unknown keys raise.
    local function plain(spec) return type(spec) == "table" and getmetatable(spec) == nil end

    local function rect(t, what)
      if type(t) ~= "table" then raise((what or "frame") .. " must be a table {x, y, width, height}") end
      if getmetatable(t) ~= nil then  -- a binding's value: a CGRect, or a mistake (a UIColor)
        local ok, origin = pcall(function() return t.origin end)
        if ok and origin then return t end
        raise((what or "frame") .. " must be a CGRect or a table {x, y, width, height} (got " .. tostring(t) .. ")")
      end
      local x, y, w, h = t[1] or t.x, t[2] or t.y, t[3] or t.width, t[4] or t.height
      if type(x) ~= "number" or type(y) ~= "number" or type(w) ~= "number" or type(h) ~= "number" then
        raise((what or "frame") .. " needs four numbers {x, y, width, height}")
      end
      return CGRect(x, y, w, h)
    end

    local skip = { frame = true, image = true, rows = true, rowHeight = true, items = true, itemSize = true,
                   columns = true, root = true, size = true, cellStyle = true, collectionViewLayout = true, sections = true }

    -- Sets the named properties of `spec` and adds the views of its array part as subviews.
    local function fill(view, spec)
      for key, value in pairs(spec) do
        if type(key) == "string" and not skip[key] then
          local ok, message = pcall(function() view[key] = value end)
          if not ok then raise(key .. ": " .. tostring(message):gsub("^[^:]*:%d+: ", "")) end
        end
      end
      for i, child in ipairs(spec) do
        if i > 1 or type(child) ~= "string" then
          if type(child) ~= "userdata" then raise("item " .. i .. " of a view's table must be a view (got " .. type(child) .. ")") end
          view:addSubview(child)
        end
      end
      return view
    end

    local function named(spec, kind)
      if not plain(spec) then
        raise(kind .. " takes a table: " .. kind .. " { \"name\", frame = {x, y, w, h}, … } (got " .. (type(spec) == "table" and tostring(spec) or type(spec)) .. ")")
      end
      if spec[1] ~= nil and type(spec[1]) ~= "string" and type(spec[1]) ~= "userdata" then
        raise(kind .. ": the first item must be the view's name")
      end
      return type(spec[1]) == "string" and spec[1] or spec.name
    end

    env.view = dsl(function(spec)
      local name = named(spec, "view")
      local v = fill(UIView(spec.frame and rect(spec.frame, "frame") or nil, name), spec)
      return v  -- not a tail call: errors must point at the scenario's line
    end)

    env.label = dsl(function(spec)
      local name = named(spec, "label")
      local v = fill(UILabel(spec.frame and rect(spec.frame, "frame") or nil, spec.text, name), spec)
      return v
    end)

    env.image = dsl(function(spec)
      local name = named(spec, "image")
      local v = fill(UIImageView(spec.frame and rect(spec.frame, "frame") or nil, spec.image, name), spec)
      return v
    end)

    env.list = dsl(function(spec)
      local name = named(spec, "list")
      local v = fill(host.list(rect(spec.frame or {0, 0, 390, 844}, "frame"), spec.rows or {}, spec.rowHeight or 44, name,
                               spec.cellStyle), spec)
      return v
    end)

    env.grid = dsl(function(spec)
      local name = named(spec, "grid")
      if spec.collectionViewLayout ~= nil and (spec.itemSize ~= nil or spec.columns ~= nil) then
        raise("grid: itemSize and columns are the layout's to say when collectionViewLayout is given")
      end
      if spec.sections ~= nil and (spec.items ~= nil or spec.collectionViewLayout == nil) then
        raise("grid: sections take a collectionViewLayout, and no items")
      end
      local v = fill(host.grid(rect(spec.frame or {0, 0, 390, 844}, "frame"), spec.items or {}, spec.itemSize or {100, 100},
                               spec.columns, name, spec.cellStyle, spec.collectionViewLayout, spec.sections), spec)
      return v
    end)

    -- The callbacks a screen's table may override (a UIViewController subclass's), besides its views.
    -- Not viewDidLoad: it would run before the table's views are added.
    local screenCallbacks = { viewWillAppear = true, viewIsAppearing = true, viewDidAppear = true, viewWillDisappear = true,
                              viewDidDisappear = true, viewWillLayoutSubviews = true, viewDidLayoutSubviews = true,
                              viewSafeAreaInsetsDidChange = true }
    -- The status bar questions (SB1.1): a value, or a function of the controller returning one.
    local statusBarAnswers = { preferredStatusBarStyle = true, prefersStatusBarHidden = true }

    -- screen "home" { backgroundColor = "systemBackground", label { … }, …, viewWillLayoutSubviews = function(vc) … end }
    env.screen = dsl(function(name)
      if type(name) ~= "string" then raise("screen takes a name: screen \"home\" { … }") end
      return dsl(function(spec)
        if spec ~= nil and not plain(spec) then raise("screen \"" .. name .. "\" takes a table of properties and views") end
        local callbacks
        for k, v in pairs(spec or {}) do
          if statusBarAnswers[k] then
            callbacks = callbacks or {}
            callbacks[k] = v
          elseif screenCallbacks[k] then
            if type(v) ~= "function" then raise("screen \"" .. name .. "\": " .. k .. " must be a function (got " .. type(v) .. ")") end
            callbacks = callbacks or {}
            callbacks[k] = v
          end
        end
        -- With callbacks, a screen written in Lua (the table is its userInfo); else UIKit's plain controller.
        local controller = callbacks and UIViewController(name, callbacks) or UIViewController(name)
        host.register(controller)
        if spec ~= nil then
          if spec.title then controller.title = spec.title end
          local viewSpec = {}
          for k, v in pairs(spec) do
            if k ~= "title" and k ~= "modalPresentationStyle" and k ~= "definesPresentationContext"
               and k ~= "modalPresentationCapturesStatusBarAppearance" and not screenCallbacks[k] and not statusBarAnswers[k] then
              viewSpec[k] = v
            end
          end
          fill(controller.view, viewSpec)
          if spec.modalPresentationStyle then controller.modalPresentationStyle = spec.modalPresentationStyle end
          if spec.definesPresentationContext then controller.definesPresentationContext = true end
          if spec.modalPresentationCapturesStatusBarAppearance ~= nil then
            controller.modalPresentationCapturesStatusBarAppearance = spec.modalPresentationCapturesStatusBarAppearance
          end
        end
        return controller
      end)
    end)

    -- navigation { root, name = "nav" } and tabs { a, b, name = "tabs" }: container controllers.
    env.navigation = dsl(function(spec)
      if not plain(spec) or type(spec[1]) ~= "userdata" then raise("navigation takes { rootController, name = … }") end
      return host.navigation(spec[1], spec.name or "navigation")
    end)

    env.tabs = dsl(function(spec)
      if not plain(spec) or #spec == 0 then raise("tabs takes { controller, controller, …, name = … }") end
      return host.tabs(spec, spec.name or "tabs")
    end)

    -- window { root = controller, size = {w, h} } (a bare screen, no safe areas) or
    -- window { root = controller, device = "iPhone 15", orientation = "portrait" }; without either
    -- the window stays the default iPhone 14 (T11.5).
    env.window = dsl(function(spec)
      if not plain(spec) then raise("window takes { root = controller, size = {width, height} or device = name }") end
      host.checkKeys(spec, { "root", "size", "device", "orientation" })
      if spec.size and spec.device then raise("window: give a size or a device, not both") end
      if spec.orientation and not spec.device then raise("window: an orientation needs a device") end
      if spec.size then host.bareScreen(spec.size) end
      if spec.root then host.setRoot(spec.root) end
      -- The device last: it lays the window out at once, root included (as a launched app is).
      if spec.device then host.device(spec.device, spec.orientation) end
    end)

    local scenarios = {}
    -- scenario("name", [options,] function() … end): options are { fps = 120, skip = "why" }.
    -- Not wrapped in `dsl`: host.lines reads its caller's line two levels up. Each check raises itself.
    function env.scenario(name, options, body)
      if body == nil then options, body = {}, options end
      if type(name) ~= "string" then raise("scenario needs a name: scenario(\"name\", function() … end)") end
      if type(options) ~= "table" then raise("scenario options must be a table such as { fps = 120 }") end
      host.checkKeys(options, { "fps", "skip" })
      if options.fps ~= nil and type(options.fps) ~= "number" then
        raise("scenario \"" .. name .. "\": fps must be a number of frames per second (fps = 120)")
      end
      if options.skip ~= nil and type(options.skip) ~= "string" then
        raise("scenario \"" .. name .. "\": skip must be the reason, a string (skip = \"flaky on iPad\")")
      end
      if type(body) ~= "function" then raise("scenario \"" .. name .. "\" needs a function body") end
      local line, last = host.lines(body)
      insert(scenarios, { name = name, options = options, body = body, line = line, last = last })
    end

    return {
      count = function() return #scenarios end,
      name = function(i) return scenarios[i].name end,
      fps = function(i) return scenarios[i].options.fps end,
      skip = function(i) return scenarios[i].options.skip end,
      line = function(i) return scenarios[i].line end,
      last = function(i) return scenarios[i].last end,
      run = function(i) return scenarios[i].body() end,
    }
    """#
}

extension ScenarioPrelude {
    /// Pushes the prelude as a function with no environment yet (the caller sets the scenario
    /// file's). Compiled once per process and loaded from its bytecode after that: it is the same
    /// text in every scenario's state. stack: pushes 1.
    static func push(_ L: OpaquePointer) throws(LuaError) {
        let bytecode = compiled.bytecode(L)
        guard let bytecode else { throw LuaError(kind: .syntax, message: "stagecraft.scenario: the DSL prelude does not compile") }
        let status = bytecode.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { luaL_loadbufferx(L, $0, buffer.count, "=stagecraft.scenario", "b") }
            } ?? LUA_ERRSYNTAX
        }
        guard status == LUA_OK else {
            sc_pop(L, 1)
            throw LuaError(kind: .memory, message: "stagecraft.scenario: the DSL prelude did not load")
        }
    }

    private static let compiled = Compiled()

    /// The bytecode, made by the first state that needs it (scenarios run on several threads).
    private final class Compiled: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8]?

        func bytecode(_ L: OpaquePointer) -> [UInt8]? {
            lock.lock()
            defer { lock.unlock() }
            if let bytes { return bytes }
            let status = source.withCString { luaL_loadbufferx(L, $0, source.utf8.count, "=stagecraft.scenario", "t") }
            defer { sc_pop(L, 1) }  // the function, or the error message
            guard status == LUA_OK else { return nil }
            var dumped: [UInt8] = []
            let result = withUnsafeMutablePointer(to: &dumped) { pointer in
                lua_dump(L, { _, data, count, buffer in
                    guard let data, let buffer else { return 1 }
                    buffer.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeRawBufferPointer(start: data, count: count))
                    return 0
                }, pointer, 0)
            }
            if result == 0 { bytes = dumped }
            return bytes
        }
    }
}
