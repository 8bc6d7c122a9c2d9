// CLuaShim: the C side of Stagecraft's Lua bridge.
//
// Swift cannot import Lua's function-like macros, and must never be unwound by a Lua error
// (longjmp skips Swift releases). This header re-declares the macros Stagecraft needs as
// `static inline` functions (prefix `sc_`), and declares the C helpers that own every
// operation able to raise: state creation with a capped allocator, protected calls with a
// traceback message handler, and the deadline hook.
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

// MARK: - State ownership

/// Creates a state whose allocator refuses to grow past `limit_bytes` (0 = no limit).
/// Opens no libraries. Returns NULL if the state itself cannot be allocated.
lua_State *sc_newstate(size_t limit_bytes);
/// Closes a state created by `sc_newstate` and frees its allocator bookkeeping.
void sc_close(lua_State *L);
/// Bytes currently allocated by the state.
size_t sc_memory_in_use(lua_State *L);
/// Changes the allocation cap (0 = no limit).
void sc_set_memory_limit(lua_State *L, size_t limit_bytes);

// MARK: - Protected calls

/// Loads `chunk` as text (never binary) under `chunkname`. Pushes the function, or an error message.
/// Returns a Lua status code (LUA_OK, LUA_ERRSYNTAX, LUA_ERRMEM).
int sc_loadtext(lua_State *L, const char *chunk, size_t length, const char *chunkname);
/// `lua_pcall` with a message handler that appends a traceback to string errors.
/// Stack: pops the function and `nargs` arguments, pushes `nresults` results or one error value.
int sc_pcall_traceback(lua_State *L, int nargs, int nresults);

#endif
