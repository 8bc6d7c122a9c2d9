import CLuaShim
import Foundation

/// The sandbox (docs/sandbox.md): an allow-listed base, per-script environments over it,
/// the host's `require`, `print` to the host's log, and deterministic `math.random`.
enum Sandbox {
    /// The base functions scripts may use; everything else the base library defines is dropped.
    static let allowedBase: Set<String> = [
        "assert", "error", "getmetatable", "ipairs", "next", "pairs", "pcall", "print", "rawequal", "rawget",
        "rawlen", "rawset", "select", "setmetatable", "tonumber", "tostring", "type", "xpcall", "_VERSION",
        "load", "collectgarbage", "require", "_G",
        "string", "table", "math", "utf8", "coroutine", "os",
    ]
    static let allowedOS: Set<String> = ["clock", "time", "date", "difftime"]

    /// Runs with full privileges once, before any script: replaces what must go through the host.
    static let prelude = """
        local hostprint, seed, virtualnow, raise, noterandom = ...
        local tostring, select, concat, type, floor = tostring, select, table.concat, type, math.floor
        local pcall, error, pack, unpack = pcall, error, table.pack, table.unpack
        -- An error these replacements meet (a bad argument passed on to the library's function)
        -- names the script's line, not this chunk's (see the scenario DSL's `dsl`).
        local function userfacing(f)
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
        local random, randomseed = math.random, math.randomseed
        local clock, time, date = os.clock, os.time, os.date
        print = userfacing(function(...)
          local n, parts = select("#", ...), { ... }
          for i = 1, n do parts[i] = tostring(parts[i]) end
          hostprint(concat(parts, "\\t", 1, n))
        end)
        math.randomseed = userfacing(function(x, y)
          if x == nil then return randomseed(seed) end
          return randomseed(x, y)
        end)
        randomseed(seed)
        -- The host says which seed a run used only when a script drew a number (`stagecraft test`
        -- prints the seed then): the first call tells it, later ones cost one comparison.
        local drawn = false
        math.random = userfacing(function(...)
          if not drawn then drawn = true; noterandom() end
          return random(...)
        end)
        -- On a virtual clock (a scenario), time is the clock's: os.clock() is its seconds, os.time()
        -- counts from 2001-01-01 00:00:00 UTC (Apple's reference date) and os.date is in UTC, so a
        -- run is the same on every machine, in every time zone, at any hour.
        local epoch = 978307200
        local function utc(t)  -- os.time{…} read as UTC (days from the civil date, no time zone)
          local y, m = t.year, t.month
          if type(y) ~= "number" or type(m) ~= "number" or type(t.day) ~= "number" then return time(t) end
          y = m <= 2 and y - 1 or y
          local era = floor(y / 400)
          local yoe = y - era * 400
          local doy = floor((153 * (m + (m > 2 and -3 or 9)) + 2) / 5) + t.day - 1
          local days = era * 146097 + yoe * 365 + floor(yoe / 4) - floor(yoe / 100) + doy - 719468
          return floor(days * 86400 + (t.hour or 12) * 3600 + (t.min or 0) * 60 + (t.sec or 0))
        end
        os.clock = function()
          local now = virtualnow()
          if now then return now end
          return clock()
        end
        os.time = userfacing(function(t)
          local now = virtualnow()
          if not now then return time(t) end
          if t == nil then return epoch + floor(now) end
          return utc(t)
        end)
        os.date = userfacing(function(format, t)
          local now = virtualnow()
          if not now then return date(format, t) end
          format = format or "%c"
          if type(format) == "string" and format:sub(1, 1) ~= "!" then format = "!" .. format end
          return date(format, t or epoch + floor(now))
        end)
        getmetatable("").__metatable = "locked"
        """

    static func build(_ lua: LuaState, seed: Int) throws(LuaError) {
        let L = lua.state
        let opens: [(String, lua_CFunction)] = [
            ("_G", luaopen_base), ("string", luaopen_string), ("table", luaopen_table), ("math", luaopen_math),
            ("utf8", luaopen_utf8), ("coroutine", luaopen_coroutine), ("os", luaopen_os),
        ]
        for (name, open) in opens {
            luaL_requiref(L, name, open, 1)
            sc_pop(L, 1)
        }
        lua_rawgeti(L, sc_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        lua.baseIndex = lua_gettop(L)
        let base = lua.baseIndex
        LuaStack.getField(L, base, "string")
        LuaStack.getField(L, base, "coroutine")
        sc_install_sandbox(L, base, -2, -1, lua.limits.stringRepCap, lua.limits.patternSubjectCap)
        sc_set_pattern_step_cap(L, UInt64(max(1, lua.limits.patternStepCap)))
        sc_pop(L, 2)
        LuaStack.setFunction(L, base, "require", Sandbox.require)

        let top = lua_gettop(L)
        try? lua.loadPrivileged(prelude, chunkName: "=stagecraft.prelude")
        sc_pushswift(L, Sandbox.hostPrint, 0)
        lua_pushinteger(L, lua_Integer(seed))
        sc_pushswift(L, Sandbox.virtualNow, 0)
        lua_pushcclosure(L, sc_raise_at_user, 0)
        sc_pushswift(L, Sandbox.noteRandom, 0)
        if lua_gettop(L) == top + 6 { try lua.call(nargs: 5, nresults: 0, budget: 0) }
        lua_settop(L, top)

        keepOnly(L, base, allowedBase)
        LuaStack.getField(L, base, "os")
        keepOnly(L, lua_gettop(L), allowedOS)
        sc_pop(L, 1)
        LuaStack.getField(L, base, "string")
        lua_pushnil(L)
        LuaStack.setField(L, -2, "dump")
        sc_pop(L, 1)

        lua_createtable(L, 0, 2)  // environments read the base (lazily, see environmentIndex) and hide it
        sc_pushswift(L, Sandbox.environmentIndex, 0)
        LuaStack.setField(L, -2, "__index")
        lua_pushboolean(L, 0)
        LuaStack.setField(L, -2, "__metatable")
        lua.environmentMetaRef = luaL_ref(L, sc_registryindex())
        lua_createtable(L, 0, 64)  // handles, weak values: identity without keeping them alive
        lua_createtable(L, 0, 1)
        LuaStack.push(L, "v")
        LuaStack.setField(L, -2, "__mode")
        lua_setmetatable(L, -2)
        lua.objectsRef = luaL_ref(L, sc_registryindex())
        lua_createtable(L, 0, 8)
        lua.loadedRef = luaL_ref(L, sc_registryindex())

        for definition in Bindings.all { lua.register(definition) }
        for (name, function) in WrapTransform3D.functions + WrapLayer.functions + WrapAssociatedObjects.functions { LuaStack.setFunction(L, base, name, function) }
        lua_pushvalue(L, base)
        lua.baseRef = luaL_ref(L, sc_registryindex())
        sc_pop(L, 1)
        lua.baseIndex = 0
    }

    /// Removes every field of the table at `index` whose name is not in `allowed`. stack: unchanged.
    static func keepOnly(_ L: OpaquePointer, _ index: Int32, _ allowed: Set<String>) {
        var doomed: [String] = []
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            if let key = LuaStack.string(L, -2), !allowed.contains(key) { doomed.append(key) }
            sc_pop(L, 1)
        }
        for key in doomed {
            lua_pushnil(L)
            LuaStack.setField(L, index, key)
        }
    }

    /// `__index` of every script environment. The first read of a global takes it from the base and
    /// keeps it in the environment; a library or class table (`string`, `UIView`) is copied first,
    /// so a script changing it, even with `rawset`, changes only its own copy. Copying on first use
    /// rather than every table for every environment keeps a new environment cheap (a scenario
    /// makes one per script it loads). stack: (env, key) → pushes the value.
    static let environmentIndex: lua_CFunction = { state in
        bridged(state, "__index") { call throws(BridgeError) in
            let L = call.L
            let lua = LuaState.of(L)
            // A global value read afresh every time, never kept (CATransform3DIdentity).
            if let name = LuaStack.string(L, 2), let make = WrapTransform3D.computedGlobals[name] {
                make(lua)
                return 1
            }
            lua_rawgeti(L, sc_registryindex(), lua_Integer(lua.baseRef))
            lua_pushvalue(L, 2)
            if lua_rawget(L, -2) == LUA_TNIL, let name = LuaStack.string(L, 2), lua.makePendingGlobal(name, base: 3) {
                sc_pop(L, 1)
                lua_pushvalue(L, 2)
                lua_rawget(L, -2)
            }
            // stack: env, key, base, value
            if lua_type(L, -1) == LUA_TTABLE, let name = LuaStack.string(L, 2), lua.libraryNames.contains(name) {
                lua.copyTable(at: lua_gettop(L))  // stack: …, value, copy
            }
            if lua_type(L, -1) != LUA_TNIL {
                lua_pushvalue(L, 2)
                lua_pushvalue(L, -2)
                lua_rawset(L, 1)  // env[key] = value (or its copy)
            } else if let name = LuaStack.string(L, 2), lua.scenarioOnlyNames.contains(name) {
                // A module (or any script but the scenario file) reading the scenario DSL.
                throw BridgeError("'\(name)' is part of the scenario DSL: it exists only in the scenario file, not in modules loaded with require or in role scripts; build it in the scenario and pass it in (or return a function from the module that takes it)")
            }
            return 1
        }
    }

    /// `print` lands here with one string, built by the prelude.
    /// The virtual clock's seconds for `os.clock`/`os.time`/`os.date`, or nil for the real ones.
    static let virtualNow: lua_CFunction = { state in
        bridged(state, "os.clock") { call throws(BridgeError) in
            if let now = LuaState.of(call.L).virtualClock?() { LuaStack.push(call.L, now) } else { lua_pushnil(call.L) }
            return 1
        }
    }

    /// Called by `math.random` the first time a script draws a number.
    static let noteRandom: lua_CFunction = { state in
        bridged(state, "math.random") { call throws(BridgeError) in
            LuaState.of(call.L).drewRandomNumbers = true
            return 0
        }
    }

    static let hostPrint: lua_CFunction = { state in
        bridged(state, "print") { call throws(BridgeError) in
            let lua = LuaState.of(call.L)
            let line = lua.keepPrinted(LuaStack.string(call.L, 1) ?? "")
            lua.onPrint?(line)
            return 0
        }
    }

    /// `require(name)`: a module from the script roots, as text, loaded once per state.
    static let require: lua_CFunction = { state in
        bridged(state, "require") { call throws(BridgeError) in
            let L = call.L
            let name = try call.string(1)
            let lua = LuaState.of(L)
            lua_rawgeti(L, sc_registryindex(), lua_Integer(lua.loadedRef))
            let loaded = lua_gettop(L)
            if LuaStack.getField(L, loaded, name) != LUA_TNIL {
                lua.requireObserver?(callerSource(L), name, nil)
                return 1
            }
            sc_pop(L, 1)
            let segments = name.split(separator: ".", omittingEmptySubsequences: false)
            guard !segments.isEmpty, segments.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" } }) else {
                throw call.error("module name '\(name)' must be dotted names (letters, digits, _), like 'animators.fade'")
            }
            let relative = segments.joined(separator: "/") + ".lua"
            let candidates = lua.scriptRoots.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + relative }
            // Watched whether found or not: a module that appears later is a save to re-run on.
            lua.noteSought(candidates + (ScriptSources.translator?.extensions.flatMap { ext in candidates.map { String($0.dropLast(3)) + ext } } ?? []))
            let path: String, source: String
            /// Confined as role scripts are: a symbolic link (the file or a folder on the way) that
            /// leads out of the roots is refused, not followed, and the refusal names the link.
            func confined(_ candidate: String, root index: Int) throws(BridgeError) -> Data {
                if let refusal = ScriptRoots.refusal(of: candidate, under: lua.scriptRoots[index], roots: lua.scriptRoots) {
                    throw call.error("module '\(name)' refused: \(refusal); require reads only regular files inside the script roots")
                }
                guard let data = FileManager.default.contents(atPath: candidate) else {
                    throw call.error("module '\(name)' (\(candidate)) could not be read")
                }
                return data
            }
            // `require "app.FadeAnimator"` with no app/FadeAnimator.lua finds app/FadeAnimator.swift
            // (its main type's module) when a translator is installed.
            let translator = ScriptSources.translator
            let translated = translator.map { translator in
                candidates.indices.lazy.flatMap { index in translator.extensions.map { (String(candidates[index].dropLast(3)) + $0, index) } }
                    .first { FileManager.default.fileExists(atPath: $0.0) }
            } ?? nil
            if let index = candidates.firstIndex(where: { FileManager.default.fileExists(atPath: $0) }) {
                path = candidates[index]
                let data = try confined(path, root: index)
                lua.requireObserver?(callerSource(L), name, path)  // before loading: a broken module is still a dependency
                guard let text = String(data: data, encoding: .utf8) else { throw call.error("module '\(name)' (\(path)) is not UTF-8 text") }
                source = lua.sourceOverrides.text(for: path) ?? text
            } else if let translator, let (found, index) = translated {
                path = found
                let data = try confined(found, root: index)
                lua.requireObserver?(callerSource(L), name, path)
                guard let text = String(data: data, encoding: .utf8) else { throw call.error("module '\(name)' (\(found)) is not UTF-8 text") }
                do throws(LuaError) {
                    source = try lua.outsideBudget { () throws(LuaError) in
                        try translator.moduleSource(path: found, text: lua.sourceOverrides.text(for: found) ?? text, overrides: lua.sourceOverrides)
                    }
                } catch { throw BridgeError(error.message) }
            } else if let translator, let module = lua.outsideBudget({ translator.module(named: name, overrides: lua.sourceOverrides) }) {
                // A module a Swift role's translation made (another type of the app, the runtime).
                // A file of its own is a dependency (its saves reload); "=name" is built in.
                path = module.file
                if !path.hasPrefix("=") { lua.requireObserver?(callerSource(L), name, path) }
                source = module.source
            } else {
                throw call.error("module '\(name)' not found in the script roots (\(candidates.isEmpty ? "none configured" : candidates.joined(separator: ", ")))")
            }
            do throws(LuaError) {
                try lua.load(source, chunkName: path.hasPrefix("=") ? path : "@" + path)
                try lua.call(nargs: 0, nresults: 1, budget: lua.limits.loadBudget)
            } catch {
                throw BridgeError(error.luaText, isRaw: true)
            }
            if lua_type(L, -1) == LUA_TNIL {
                sc_pop(L, 1)
                lua_pushboolean(L, 1)
            }
            lua_pushvalue(L, -1)
            LuaStack.setField(L, loaded, name)
            return 1
        }
    }
}

extension LuaState {
    /// Compiles `source` to run in the base itself (the prelude). stack: pushes 1.
    func loadPrivileged(_ source: String, chunkName: String) throws(LuaError) {
        // The host's own text: no nested value writes to rewrite (places = 0).
        let status = source.withCString { sc_loadtext(state, $0, source.utf8.count, chunkName, 0) }
        guard status == LUA_OK else { throw popError(status: status) }
    }

    /// A fresh environment: globals read from the base on first use, library tables copied then
    /// (`Sandbox.environmentIndex`). stack: pushes 1.
    func pushNewEnvironment() {
        let L = state
        lua_createtable(L, 0, 8)
        let environment = lua_gettop(L)
        lua_pushvalue(L, environment)
        LuaStack.setField(L, environment, "_G")
        lua_rawgeti(L, sc_registryindex(), lua_Integer(environmentMetaRef))
        lua_setmetatable(L, environment)
    }

    /// A shallow, raw copy of the table at `index`, with the same metatable. stack: pushes 1.
    func copyTable(at index: Int32) {
        let L = state
        lua_createtable(L, 0, 16)
        let copy = lua_gettop(L)
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            lua_pushvalue(L, -2)
            lua_rotate(L, -2, 1)
            lua_rawset(L, copy)
        }
        if lua_getmetatable(L, index) != 0 { lua_setmetatable(L, copy) }
    }
}
