// C wrappers that the sandbox puts in place of library functions: long C functions can't be
// interrupted by the deadline hook, so their inputs are capped (and the pattern functions are
// replaced by Pattern.c's, which check the deadline themselves); `load` is text-only in the
// caller's environment; the running coroutine is tracked so that a timeout reaches it.
#include "Internal.h"
#include <string.h>

// string.rep(s, n [, sep]) with a cap on the result. Upvalues: 1 original, 2 cap.
static int sc_string_rep(lua_State *L) {
    size_t length = 0, separator = 0;
    luaL_checklstring(L, 1, &length);
    lua_Integer count = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &separator);
    lua_Integer cap = lua_tointeger(L, lua_upvalueindex(2));
    if (count > 0) {
        double total = (double)length * (double)count + (double)separator * (double)(count - 1);
        if (total > (double)cap)
            return luaL_error(L, "string.rep: result of %I bytes is over the sandbox's cap of %I bytes", (lua_Integer)(total > 9e18 ? 9e18 : total), cap);
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/// Pushes the `_ENV` of the Lua function at `level`, or nothing. Returns 1 when pushed.
static int sc_push_env_of_caller(lua_State *L, int level) {
    lua_Debug ar;
    if (!lua_getstack(L, level, &ar) || !lua_getinfo(L, "f", &ar)) return 0;
    for (int i = 1;; i++) {
        const char *name = lua_getupvalue(L, -1, i);
        if (name == NULL) break;
        if (strcmp(name, "_ENV") == 0) {
            lua_remove(L, -2);
            return 1;
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return 0;
}

static int sc_push_text(lua_State *L) {
    lua_pushlstring(L, (const char *)lua_touserdata(L, 1), (size_t)lua_tointeger(L, 2));
    return 1;
}

// load(chunk [, chunkname [, mode [, env]]]): mode is always "t"; env defaults to the caller's.
// Upvalue 1: the original load.
static int sc_load(lua_State *L) {
    int nargs = lua_gettop(L);
    if (nargs < 1) return luaL_error(L, "bad argument #1 to 'load' (string or function expected, got no value)");
    if (lua_type(L, 3) == LUA_TSTRING && strchr(lua_tostring(L, 3), 't') == NULL)
        return luaL_error(L, "load: only text chunks are allowed in the sandbox (mode \"%s\")", lua_tostring(L, 3));
    lua_settop(L, nargs < 4 ? 4 : nargs);
    lua_pushstring(L, "t");
    lua_replace(L, 3);
    if (nargs < 4) {
        if (!sc_push_env_of_caller(L, 1)) return luaL_error(L, "load: no caller environment; pass one as argument #4");
        lua_replace(L, 4);
    }
    lua_settop(L, 4);
    lua_pushvalue(L, lua_upvalueindex(1));
    for (int i = 1; i <= 4; i++) lua_pushvalue(L, i);
    lua_call(L, 4, LUA_MULTRET);  // 5…: the results
    if (lua_type(L, 1) != LUA_TSTRING || lua_type(L, 5) != LUA_TFUNCTION || !sc_places_available(L))
        return lua_gettop(L) - 4;
    // A text that compiled gets Swift's nested writes, as script files do (sc_apply_places).
    size_t length = 0, rewritten_length = 0;
    const char *text = lua_tolstring(L, 1, &length);
    char *rewritten = sc_rewrite_places(text, length, &rewritten_length);
    if (rewritten == NULL) return lua_gettop(L) - 4;
    lua_settop(L, 5);
    lua_pushvalue(L, lua_upvalueindex(1));
    // Copied into Lua under a protected call, so running out of memory there cannot leak the text.
    lua_pushcfunction(L, sc_push_text);
    lua_pushlightuserdata(L, rewritten);
    lua_pushinteger(L, (lua_Integer)rewritten_length);
    int copied = lua_pcall(L, 2, 1, 0);
    sc_free_rewrite(rewritten);
    if (copied != LUA_OK) return lua_error(L);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 3);
    lua_pushvalue(L, 4);
    lua_call(L, 4, 1);
    if (lua_type(L, -1) != LUA_TFUNCTION) lua_settop(L, 5);  // not expected: keep the original
    return 1;
}

// collectgarbage("count") only: scripts must not stop, tune or force the collector.
static int sc_collectgarbage(lua_State *L) {
    const char *option = luaL_optstring(L, 1, "collect");
    if (strcmp(option, "count") != 0)
        return luaL_error(L, "collectgarbage: only \"count\" is allowed in scripts (got \"%s\")", option);
    int kb = lua_gc(L, LUA_GCCOUNT, 0), bytes = lua_gc(L, LUA_GCCOUNTB, 0);
    lua_pushnumber(L, (lua_Number)kb + (lua_Number)bytes / 1024);
    return 1;
}

// coroutine.resume(co, ...) remembering the running coroutine for the watchdog. Upvalue 1: original.
static int sc_coroutine_resume(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTHREAD);
    sc_state *s = sc_state_of(L);
    lua_State *previous = s->current;
    s->current = lua_tothread(L, 1);
    if (s->expired) lua_sethook(s->current, sc_deadline_hook, LUA_MASKCOUNT, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);  // does not raise for errors inside the coroutine
    s->current = previous;
    return lua_gettop(L);
}

/// Whether an error message starts with a position (`chunk:line:` on its first line).
static int sc_has_position(const char *message) {
    for (const char *p = message; *p != '\0' && *p != '\n'; p++) {
        if (*p != ':' || p[1] < '0' || p[1] > '9') continue;
        const char *q = p + 1;
        while (*q >= '0' && *q <= '9') q++;
        if (*q == ':') return 1;
    }
    return 0;
}

/// The function `coroutine.wrap` returns: resumes its coroutine (upvalue 1) as `coroutine.resume`
/// does, tracked for the watchdog, and raises the coroutine's error as Lua's own wrap does.
static int sc_coroutine_wrapped(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int nargs = lua_gettop(L);
    int status = lua_status(co);
    if (co == L) return luaL_error(L, "cannot resume non-suspended coroutine");
    if (status != LUA_OK && status != LUA_YIELD) return luaL_error(L, "cannot resume dead coroutine");
    if (status == LUA_OK) {  // not started, finished, or resuming another coroutine (frames on its stack)
        lua_Debug ar;
        if (lua_getstack(co, 0, &ar)) return luaL_error(L, "cannot resume non-suspended coroutine");
        if (lua_gettop(co) == 0) return luaL_error(L, "cannot resume dead coroutine");
    }
    if (!lua_checkstack(co, nargs)) return luaL_error(L, "too many arguments to resume");
    lua_xmove(L, co, nargs);
    sc_state *s = sc_state_of(L);
    lua_State *previous = s->current;
    s->current = co;
    if (s->expired) lua_sethook(co, sc_deadline_hook, LUA_MASKCOUNT, 1);
    int nresults = 0;
    status = lua_resume(co, L, nargs, &nresults);
    s->current = previous;
    if (status == LUA_OK || status == LUA_YIELD) {
        if (!lua_checkstack(L, nresults + 1)) {
            lua_pop(co, nresults);
            return luaL_error(L, "too many results to resume");
        }
        lua_xmove(co, L, nresults);
        return nresults;
    }
    lua_xmove(co, L, 1);  // the error value
    lua_resetthread(co);  // closes its to-be-closed variables; the coroutine is dead
    if (lua_type(L, -1) == LUA_TSTRING && !sc_has_position(lua_tostring(L, -1))) {
        sc_where_user(L, 1);  // "C stack overflow" from too deep a nesting has no position of its own
        lua_insert(L, -2);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

// coroutine.wrap(f): a coroutine resumed through sc_coroutine_wrapped. Upvalue 1: original wrap.
static int sc_coroutine_wrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, sc_coroutine_wrapped, 1);
    return 1;
}

// coroutine.yield(...) where yielding is possible; elsewhere a clear error at the caller's line
// (Lua's own message has no position: it is raised from inside a C function).
static int sc_coroutine_yield(lua_State *L) {
    if (!lua_isyieldable(L)) {
        luaL_where(L, 1);
        lua_pushstring(L, lua_pushthread(L) ? "attempt to yield from outside a coroutine"
                                            : "attempt to yield across a host call (a callback the host runs, such as an animation block, cannot yield)");
        lua_remove(L, -2);  // the thread
        lua_concat(L, 2);
        return lua_error(L);
    }
    return lua_yield(L, lua_gettop(L));
}

// setmetatable(t, mt) refusing `__gc`, as Luau does: finalizers run whenever the collector
// gets to them, last of all at lua_close, outside any callback's time and memory limits (an
// endless finalizer would hang the host with no script to blame). Upvalue 1: the original.
static int sc_setmetatable(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);  // checked here so that messages name 'setmetatable'
    luaL_argexpected(L, lua_type(L, 2) == LUA_TNIL || lua_type(L, 2) == LUA_TTABLE, 2, "nil or table");
    if (lua_type(L, 2) == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        int kind = lua_rawget(L, 2);
        lua_pop(L, 1);
        if (kind != LUA_TNIL)
            return luaL_error(L, "setmetatable: __gc finalizers are not allowed in scripts (they would run outside the "
                                 "sandbox's time and memory limits); release resources explicitly or with a <close> variable");
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/// Replaces `table[name]` by closure `f` over (original, extra upvalues pushed by the caller).
/// Stack: pops `nup` extra upvalues.
static void sc_wrap(lua_State *L, int table, const char *name, lua_CFunction f, int nup) {
    lua_getfield(L, table, name);
    if (nup > 0) lua_insert(L, -nup - 1);
    lua_pushcclosure(L, f, nup + 1);
    lua_setfield(L, table, name);
}

void sc_install_sandbox(lua_State *L, int base_index, int string_index, int coroutine_index,
                        size_t rep_cap, size_t pattern_subject_cap) {
    base_index = lua_absindex(L, base_index);
    string_index = lua_absindex(L, string_index);
    coroutine_index = lua_absindex(L, coroutine_index);
    lua_pushinteger(L, (lua_Integer)rep_cap);
    sc_wrap(L, string_index, "rep", sc_string_rep, 1);
    sc_install_patterns(L, string_index, pattern_subject_cap);
    sc_install_places(L, string_index);
    sc_wrap(L, base_index, "load", sc_load, 0);
    sc_wrap(L, base_index, "setmetatable", sc_setmetatable, 0);
    lua_pushcclosure(L, sc_collectgarbage, 0);
    lua_setfield(L, base_index, "collectgarbage");
    sc_wrap(L, coroutine_index, "resume", sc_coroutine_resume, 0);
    sc_wrap(L, coroutine_index, "wrap", sc_coroutine_wrap, 0);
    lua_pushcclosure(L, sc_coroutine_yield, 0);
    lua_setfield(L, coroutine_index, "yield");
}
