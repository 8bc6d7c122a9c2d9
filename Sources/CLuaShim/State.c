// State creation with a capped allocator that fails only while Lua code runs.
#include "Internal.h"
#include <stdlib.h>
#include <string.h>

static void *sc_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    sc_state *state = (sc_state *)ud;
    size_t old_size = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        state->in_use -= old_size;
        return NULL;
    }
    // Refuse only while Lua runs: an allocation failure inside a Swift function would raise
    // through Swift frames (the trampoline clears `lua_running` around them).
    if (state->limit != 0 && state->lua_running && nsize > old_size && state->in_use - old_size + nsize > state->limit) {
        // First refuse once: Lua then runs an emergency full collection and asks again, which
        // often brings the state back under its limit (garbage of an earlier bomb, say).
        if (!state->refused_once) {
            state->refused_once = 1;
            return NULL;
        }
        state->refused_once = 0;
        // Still past it: the allocation succeeds within a headroom, and the deadline hook raises
        // "not enough memory" at the next instruction, where it can name the script's line (a
        // refused allocation raises from deep inside Lua, with no position). Only an allocation
        // past the headroom too is refused outright.
        size_t headroom = state->limit / 8 > ((size_t)1 << 20) ? state->limit / 8 : ((size_t)1 << 20);
        state->memory_failed = 1;
        if (!state->memory_exceeded) {
            state->memory_exceeded = 1;
            lua_sethook(state->L, sc_deadline_hook, LUA_MASKCOUNT, 1);
            if (state->current != NULL) lua_sethook(state->current, sc_deadline_hook, LUA_MASKCOUNT, 1);
        }
        if (state->in_use - old_size + nsize > state->limit + headroom) return NULL;  // "not enough memory"
    }
    void *grown = realloc(ptr, nsize);
    if (grown != NULL) state->in_use = state->in_use - old_size + nsize;
    state->refused_once = 0;  // the next request past the limit gets its emergency collection too
    return grown;
}

/// Lua's default warning function prints to stderr; warnings (errors in __gc) stay quiet here.
static void sc_warn(void *ud, const char *message, int tocont) { (void)ud; (void)message; (void)tocont; }

lua_State *sc_newstate(size_t limit_bytes) {
    sc_state *state = calloc(1, sizeof(sc_state));
    if (state == NULL) return NULL;
    state->limit = limit_bytes;
    lua_State *L = lua_newstate(sc_alloc, state);
    if (L == NULL) {
        free(state);
        return NULL;
    }
    state->L = L;
    lua_setwarnf(L, sc_warn, NULL);
    *sc_extraspace(L) = NULL;
    return L;
}

void *sc_state_handle(lua_State *L) { return sc_state_of(L); }

sc_state *sc_state_of(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (sc_state *)ud;
}

void sc_close(lua_State *L) {
    sc_state *state = sc_state_of(L);
    sc_watchdog_disarm(state);
    sc_watchdog_unregister(state);
    lua_close(L);
    free(state);
}

size_t sc_memory_in_use(lua_State *L) { return sc_state_of(L)->in_use; }

void sc_set_memory_limit(lua_State *L, size_t limit_bytes) { sc_state_of(L)->limit = limit_bytes; }

int sc_loadtext(lua_State *L, const char *chunk, size_t length, const char *chunkname, int places) {
    sc_state *s = sc_state_of(L);
    int was = s->lua_running;
    s->lua_running = 1;  // compiling is Lua's own work: a huge chunk may fail on memory
    int status = luaL_loadbufferx(L, chunk, length, chunkname, "t");
    s->lua_running = was;
    // After the flag is back: called from Swift, nothing here may raise (the allocator cannot refuse).
    if (status == LUA_OK && places) sc_apply_places(L, chunk, length, chunkname);
    return status;
}

int sc_places_available(lua_State *L) {
    int top = lua_gettop(L);
    lua_pushliteral(L, "");
    int available = luaL_getmetafield(L, -1, "__index") == LUA_TTABLE
        && lua_getfield(L, -1, "__stagecraft_place") == LUA_TFUNCTION;
    lua_settop(L, top);
    return available;
}

void sc_apply_places(lua_State *L, const char *chunk, size_t length, const char *chunkname) {
    if (!sc_places_available(L)) return;
    size_t rewritten_length = 0;
    char *rewritten = sc_rewrite_places(chunk, length, &rewritten_length);
    if (rewritten == NULL) return;  // no nested targets
    // Compiled in a protected call (it allocates): a failure keeps the original function.
    if (luaL_loadbufferx(L, rewritten, rewritten_length, chunkname, "t") == LUA_OK) lua_replace(L, -2);
    else lua_pop(L, 1);
    sc_free_rewrite(rewritten);
}

/// Message handler: any error value becomes a string; a traceback is appended once.
static int sc_traceback_handler(lua_State *L) {
    const char *message = lua_type(L, 1) == LUA_TSTRING || lua_type(L, 1) == LUA_TNUMBER ? lua_tostring(L, 1) : NULL;
    if (message == NULL) {
        // error({}), error(view), error(nil): no position of their own; name the line that raised
        // them (the running function's current line, not where it was defined).
        sc_where_user(L, 1);
        // __tostring runs protected: one that raises or recurses forever must not turn this
        // report into "error in error handling".
        if (luaL_getmetafield(L, 1, "__tostring") != LUA_TNIL) {
            lua_pushvalue(L, 1);
            if (lua_pcall(L, 1, 1, 0) != LUA_OK || lua_type(L, -1) != LUA_TSTRING) lua_pop(L, 1);
        }
        if (lua_gettop(L) == 2) lua_pushfstring(L, "error object is a %s value", luaL_typename(L, 1));
        lua_concat(L, 2);
        message = lua_tostring(L, -1);
    }
    if (strstr(message, "\nstack traceback:") != NULL) {  // re-raised from a nested host call
        lua_pushstring(L, message);
        return 1;
    }
    luaL_traceback(L, L, message, 1);
    return 1;
}

int sc_pcall(lua_State *L, int nargs, int nresults, double budget_seconds) {
    sc_state *s = sc_state_of(L);
    int outermost = s->depth == 0;
    int armed = 0, tightened = 0;
    uint64_t loosen_to = 0;
    if (outermost) {
        s->memory_failed = 0;
        s->last_failure = 0;
        if (s->memory_exceeded) {  // left by a compile past the limit: this call starts clean
            s->memory_exceeded = 0;
            lua_sethook(L, NULL, 0, 0);
        }
        if (budget_seconds > 0) sc_watchdog_arm(s, budget_seconds), armed = 1;
    } else if (budget_seconds > 0) {
        // A nested call with a budget of its own (a module loading inside a scenario): the
        // tighter of its budget and what is left of its caller's, so a load that loops stops at
        // the load's limit. Under a caller with no budget, it is armed as an outermost call is.
        if (atomic_load(&s->active)) loosen_to = sc_watchdog_tighten(s, budget_seconds), tightened = 1;
        else sc_watchdog_arm(s, budget_seconds), armed = 1;
    }
    s->depth++;
    int base = lua_gettop(L) - nargs;  // index of the function
    lua_pushcclosure(L, sc_traceback_handler, 0);
    lua_insert(L, base);
    int was = s->lua_running;
    s->lua_running = 1;
    int status = lua_pcall(L, nargs, nresults, base);
    s->lua_running = was;
    lua_remove(L, base);
    s->depth--;
    int expired = s->expired;
    // A nested timeout stays expired (the hook keeps raising, so the caller's pcall cannot
    // swallow it) until the outermost call ends; only its own budget is put back.
    if (tightened) sc_watchdog_loosen(s, loosen_to);
    if (outermost) {
        s->current = NULL;
        s->calling = NULL;
        sc_watchdog_disarm(s);
        if (s->memory_exceeded) {
            s->memory_exceeded = 0;
            if (!s->expired) lua_sethook(L, NULL, 0, 0);  // coroutines still hooked stand down
        }
    } else if (armed) {
        sc_watchdog_disarm(s);
    }
    if (status != LUA_OK && (outermost || armed || tightened))
        s->last_failure = expired ? 1 : (s->memory_failed || status == LUA_ERRMEM) ? 2 : 0;
    return status;
}

int sc_pcall_traceback(lua_State *L, int nargs, int nresults) { return sc_pcall(L, nargs, nresults, 0); }

int sc_last_failure(lua_State *L) { return sc_state_of(L)->last_failure; }

int sc_call_depth(lua_State *L) { return sc_state_of(L)->depth; }
