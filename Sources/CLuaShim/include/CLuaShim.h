// CLuaShim: the C side of Stagecraft's Lua bridge.
//
// Swift cannot import Lua's function-like macros, and must never be unwound by a Lua error
// (longjmp skips Swift releases). This header re-declares the macros Stagecraft needs as
// `static inline` functions (prefix `sc_`), and declares the C helpers that own every
// operation able to raise: state creation with a capped allocator, the trampoline that turns a
// Swift function's sentinel into `lua_error`, property dispatch, protected calls with a
// traceback message handler, the deadline watchdog and hook, and the sandbox's C wrappers.
#ifndef STAGECRAFT_CLUASHIM_H
#define STAGECRAFT_CLUASHIM_H

#include <stddef.h>
#include <stdint.h>
#include "../../CLua/shim.h"

// MARK: - Macro shims (stack effects as in the Lua manual)

static inline void sc_pop(lua_State *L, int n) { lua_settop(L, -(n) - 1); }                 // pops n
static inline void sc_newtable(lua_State *L) { lua_createtable(L, 0, 0); }                  // pushes 1
static inline const char *sc_tostring(lua_State *L, int i) { return lua_tolstring(L, i, NULL); }
static inline lua_Number sc_tonumber(lua_State *L, int i) { return lua_tonumberx(L, i, NULL); }
static inline lua_Integer sc_tointeger(lua_State *L, int i) { return lua_tointegerx(L, i, NULL); }
static inline int sc_isnil(lua_State *L, int i) { return lua_type(L, i) == LUA_TNIL; }
static inline int sc_isnoneornil(lua_State *L, int i) { return lua_type(L, i) <= 0; }
static inline int sc_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int sc_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void sc_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcclosure(L, f, 0); } // pushes 1
static inline void *sc_newuserdata(lua_State *L, size_t size) { return lua_newuserdatauv(L, size, 1); } // pushes 1
static inline void sc_insert(lua_State *L, int i) { lua_rotate(L, i, 1); }                  // moves top to i
static inline void sc_remove(lua_State *L, int i) { lua_rotate(L, i, -1); lua_settop(L, -2); } // pops 1 (at i)
/// A full collection (lua_gc is variadic, which Swift cannot call).
static inline void sc_collect(lua_State *L) { lua_gc(L, LUA_GCCOLLECT); }
/// The pointer-sized block Lua reserves before every thread (LUA_EXTRASPACE); new threads copy it.
static inline void **sc_extraspace(lua_State *L) { return (void **)lua_getextraspace(L); }

/// What a Swift `lua_CFunction` returns after pushing an error value: the trampoline then raises it.
static const int SC_RAISE = -1;

// MARK: - State ownership

/// Creates a state whose allocator refuses to grow past `limit_bytes` (0 = no limit), and only
/// while Lua code runs (never inside a Swift function). Opens no libraries. NULL on failure.
lua_State *sc_newstate(size_t limit_bytes);
/// Closes a state created by `sc_newstate` and frees its bookkeeping.
void sc_close(lua_State *L);
/// Bytes currently allocated by the state.
size_t sc_memory_in_use(lua_State *L);
/// Changes the allocation cap (0 = no limit).
void sc_set_memory_limit(lua_State *L, size_t limit_bytes);

// MARK: - Trampoline and object dispatch

/// Pushes a closure that calls the Swift function `f` through the trampoline: the allocator may not
/// fail while `f` runs, and a return of SC_RAISE raises the value `f` left on top.
/// Stack: pops `nup` upvalues (seen by `f` at sc_upvalueindex(2)…), pushes 1.
void sc_pushswift(lua_State *L, lua_CFunction f, int nup);

/// The start of a state's bookkeeping (its first field): which thread the innermost Swift call
/// came from. Bindings must push results and read arguments on that thread, the coroutine that
/// called them, never the main one (a coroutine has its own stack).
typedef struct { lua_State *calling; } sc_state_head;
/// The state's bookkeeping, to pass to `sc_running_thread` (stable for the state's lifetime).
void *sc_state_handle(lua_State *L);
/// The thread whose Swift call runs now, or `main` when no Swift function called from Lua runs
/// (the host itself is calling). Cheap: one load.
static inline lua_State *sc_running_thread(void *handle, lua_State *main) {
    lua_State *calling = ((sc_state_head *)handle)->calling;
    return calling != NULL ? calling : main;
}

/// Pushes `"chunk:line: "` of the user's code that is running `level` levels up or above: the
/// first Lua function with line information that is not Stagecraft's own built-in code (chunks
/// named `=stagecraft.…`, such as the scenario DSL), so an error raised for a DSL builder names
/// the scenario line that called it. Pushes "" when there is none. Stack: pushes 1.
void sc_where_user(lua_State *L, int level);

/// `raise(message)` for Stagecraft's own Lua code (the scenario DSL, the sandbox's prelude):
/// raises `message` prefixed with `sc_where_user`'s position, so a bad value a user passed to a
/// DSL builder is reported at the user's line however deep in the DSL it is found. A non-string
/// message is raised as it is. Stack: raises.
int sc_raise_at_user(lua_State *L);

/// The memory of one object handle (a full userdata). `object` is an `Unmanaged` pointer, NULL once released.
typedef struct {
    void *object;
    uint32_t class_id;
    uint32_t magic;
} sc_handle;
#define SC_HANDLE_MAGIC 0x5C4A11u
/// The handle at `index`, or NULL when that value is not an object handle.
sc_handle *sc_tohandle(lua_State *L, int index);

/// Pushes the `__index` function of a class. Stack: pops 4 (methods table, getters table, class
/// name, and a light userdata Swift function answering any other key, called in the dispatch's own
/// frame so it can read these upvalues), pushes 1. Getters are light userdata holding Swift functions called with (object, key).
/// Methods and getters are merged into one table, so a property read costs one lookup.
void sc_pushindex(lua_State *L);
/// Pushes the `__newindex` function of a class. Stack: pops 4 (setters table, getters table,
/// class name, and a light userdata Swift function taking any other key, in the same way), pushes 1. Setters are called with (object, key, value).
void sc_pushnewindex(lua_State *L);
/// `__eq` for handles: the same Swift object. A plain C function (it cannot fail).
int sc_handle_eq(lua_State *L);

// MARK: - Protected calls and limits

/// Loads `chunk` as text (never binary) under `chunkname`. Pushes the function, or an error message.
/// Returns a Lua status code (LUA_OK, LUA_ERRSYNTAX, LUA_ERRMEM). With `places`, a script's
/// writes into values are rewritten as Swift's (see sc_rewrite_places); the host's own text passes 0.
int sc_loadtext(lua_State *L, const char *chunk, size_t length, const char *chunkname, int places);

/// Value writes (PlaceRewrite.c): the text with every assignment target that has a field or index
/// step (`b.x = v`, `view.frame.origin.y = v`, `t[i] = v`) rewritten to go through
/// `__stagecraft_place`, lines kept; NULL when there is none (or the text is over 8 MiB). Free
/// with `sc_free_rewrite`.
char *sc_rewrite_places(const char *text, size_t length, size_t *out_length);
void sc_free_rewrite(char *text);
/// Whether this state has the run-time half (`("").__stagecraft_place`, installed with the sandbox).
int sc_places_available(lua_State *L);
/// Replaces the function on top (compiled from `chunk`) with the rewritten text's, when it has
/// nested targets and compiles. Stack: unchanged.
void sc_apply_places(lua_State *L, const char *chunk, size_t length, const char *chunkname);
/// Installs `__stagecraft_place` in the string library (PlaceAccess.c).
void sc_install_places(lua_State *L, int string_index);
/// `lua_pcall` with a message handler that turns any error value into a string with a traceback
/// (kept once: an error re-raised from a nested call keeps its first traceback).
/// The outermost call arms the deadline: `budget_seconds` of CPU time of the calling thread
/// (<= 0: none). A nested call inherits it, or with a budget of its own runs under the tighter of
/// the two (a module's load inside a scenario). Stack: pops the function and `nargs` arguments,
/// pushes `nresults` results or one error.
int sc_pcall(lua_State *L, int nargs, int nresults, double budget_seconds);
/// Like `sc_pcall` with no budget of its own (kept for the first tests).
int sc_pcall_traceback(lua_State *L, int nargs, int nresults);

/// Why the last `sc_pcall` with a budget (the outermost call, or a nested one with a budget of its
/// own) failed, beyond its status: 1 = a deadline passed, 2 = the allocator refused memory,
/// 0 = neither. Reset by the next outermost call.
int sc_last_failure(lua_State *L);
/// True once the running outermost call's deadline has passed (the watchdog fired): host work
/// that Lua's hook cannot interrupt (a long clock advance) checks this to stop in time.
int sc_deadline_expired(lua_State *L);
/// Brackets host work done inside a running call that is not the script's to pay for (translating
/// a Swift role a `require` names): the CPU time between the two is left out of every budget in
/// force. Nests; outside a call with a deadline both do nothing.
void sc_host_work_begin(lua_State *L);
void sc_host_work_end(lua_State *L);
/// How deep the host's protected calls are nested right now (0 = no Lua running).
int sc_call_depth(lua_State *L);

// MARK: - Sandbox helpers (C wrappers of library functions that must not be replaced by scripts)

/// Installs the capped `string.rep`, the pattern functions of sc_install_patterns, `load` (text
/// only, the caller's environment), `setmetatable` without `__gc`, `collectgarbage("count")`, and
/// the tracked `coroutine.resume`/`wrap` and positioned `coroutine.yield` into the tables at
/// `string_index`, `base_index` and `coroutine_index`. Caps in bytes.
void sc_install_sandbox(lua_State *L, int base_index, int string_index, int coroutine_index,
                        size_t rep_cap, size_t pattern_subject_cap);
/// Puts the sandbox's own `find`, `match`, `gmatch` and `gsub` (Pattern.c: Lua 5.4's patterns with a
/// bounded cost: the deadline is checked while matching) into the table at `string_index`, with a
/// cap on the subject's length. Stack: unchanged.
void sc_install_patterns(lua_State *L, int string_index, size_t subject_cap);
/// The most matching steps one call of those functions may take (0: the default, 100 million);
/// past it the call raises "string.find: pattern too complex for the sandbox (over N matching steps)".
void sc_set_pattern_step_cap(lua_State *L, uint64_t steps);

#endif
