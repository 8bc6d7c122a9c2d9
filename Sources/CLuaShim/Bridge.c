// The trampoline and the property dispatch of object handles. Swift functions never raise: they
// push an error value and return SC_RAISE, and only these C frames call lua_error.
#include "Internal.h"
#include <stdarg.h>
#include <string.h>

/// Calls the Swift function `f` with the allocator unable to fail, then raises its error if asked.
static inline int sc_call_swift(lua_State *L, lua_CFunction f) {
    sc_state *s = sc_state_of(L);
    int was = s->lua_running;
    lua_State *caller = s->calling;
    s->lua_running = 0;
    s->calling = L;  // the Swift side pushes and reads on this thread (see sc_running_thread)
    int results = f(L);
    s->calling = caller;
    s->lua_running = was;
    if (results < 0) return lua_error(L);
    return results;
}

void sc_where_user(lua_State *L, int level) {
    lua_Debug ar;
    for (; lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;  // C functions, no line info
        if (strncmp(ar.source, "=stagecraft.", 12) == 0) continue;        // the built-in DSL and prelude
        lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
        return;
    }
    lua_pushliteral(L, "");
}

int sc_raise_at_user(lua_State *L) {
    lua_settop(L, 1);
    if (lua_type(L, 1) == LUA_TSTRING) {
        sc_where_user(L, 1);
        lua_insert(L, 1);
        lua_concat(L, 2);
    }
    return lua_error(L);
}

/// luaL_error, but at the user's line (`sc_where_user`): a handle's metamethods are reached from
/// the DSL's code too (`view(UIColor.systemRed)` reads `spec[1]` there). Stack: raises.
static int sc_user_error(lua_State *L, const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    sc_where_user(L, 1);
    lua_pushvfstring(L, format, arguments);
    va_end(arguments);
    lua_concat(L, 2);
    return lua_error(L);
}

static int sc_trampoline(lua_State *L) {
    lua_CFunction f = (lua_CFunction)lua_touserdata(L, lua_upvalueindex(1));
    return sc_call_swift(L, f);
}

void sc_pushswift(lua_State *L, lua_CFunction f, int nup) {
    lua_pushlightuserdata(L, (void *)f);
    if (nup > 0) lua_insert(L, -nup - 1);  // the function pointer becomes upvalue 1
    lua_pushcclosure(L, sc_trampoline, nup + 1);
}

sc_handle *sc_tohandle(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TUSERDATA || lua_rawlen(L, index) != sizeof(sc_handle)) return NULL;
    sc_handle *handle = (sc_handle *)lua_touserdata(L, index);
    return handle->magic == SC_HANDLE_MAGIC ? handle : NULL;
}

/// Raises "<what> was released" with the name kept in the handle's user value. Stack: pushes 1, raises.
static int sc_released(lua_State *L) {
    lua_getiuservalue(L, 1, 1);
    const char *name = lua_tostring(L, -1);
    return sc_user_error(L, "%s was released", name ? name : "object");
}

// stack: 1 object, 2 key. Upvalues: 1 members (methods, and getters as light userdata), 2 getters,
// 3 class name, 4 the Swift function answering other keys (light userdata), run in this frame. One raw lookup finds either: properties are the hot path, and a miss in a methods
// table first cost a second lookup on every property read.
static int sc_index(lua_State *L) {
    lua_settop(L, 2);
    lua_pushvalue(L, 2);
    int type = lua_rawget(L, lua_upvalueindex(1));
    if (type == LUA_TLIGHTUSERDATA) {
        lua_CFunction getter = (lua_CFunction)lua_touserdata(L, -1);
        lua_settop(L, 2);
        // Value types (geometry tables) share this dispatch; only handles can be released.
        sc_handle *handle = (sc_handle *)lua_touserdata(L, 1);
        if (handle != NULL && handle->object == NULL) return sc_released(L);
        return sc_call_swift(L, getter);
    }
    if (type != LUA_TNIL) return 1;  // a method
    // Objects that take fields of their own (script roles) answer the rest themselves; the others
    // raise "has no member", naming the nearest (UnknownMembers.swift, which reads these upvalues).
    lua_settop(L, 2);
    sc_handle *handle = (sc_handle *)lua_touserdata(L, 1);
    if (handle != NULL && handle->object == NULL) return sc_released(L);
    return sc_call_swift(L, (lua_CFunction)lua_touserdata(L, lua_upvalueindex(4)));
}

// stack: 1 object, 2 key, 3 value. Upvalues: 1 setters, 2 getters, 3 class name, 4 the Swift
// function taking other keys (light userdata), run in this frame.
static int sc_newindex(lua_State *L) {
    lua_settop(L, 3);
    lua_pushvalue(L, 2);
    if (lua_rawget(L, lua_upvalueindex(1)) == LUA_TLIGHTUSERDATA) {
        lua_CFunction setter = (lua_CFunction)lua_touserdata(L, -1);
        lua_settop(L, 3);
        sc_handle *handle = (sc_handle *)lua_touserdata(L, 1);
        if (handle != NULL && handle->object == NULL) return sc_released(L);
        return sc_call_swift(L, setter);
    }
    const char *class_name = lua_tostring(L, lua_upvalueindex(3));
    if (lua_type(L, 2) != LUA_TSTRING) return sc_user_error(L, "%s has no member of type %s", class_name, luaL_typename(L, 2));
    lua_pushvalue(L, 2);
    if (lua_rawget(L, lua_upvalueindex(2)) != LUA_TNIL)
        return sc_user_error(L, "%s.%s is read-only", class_name, lua_tostring(L, 2));
    lua_settop(L, 3);
    sc_handle *handle = (sc_handle *)lua_touserdata(L, 1);
    if (handle != NULL && handle->object == NULL) return sc_released(L);
    return sc_call_swift(L, (lua_CFunction)lua_touserdata(L, lua_upvalueindex(4)));
}

void sc_pushindex(lua_State *L) {
    // stack: methods, getters, name, fallback → members, getters, name, fallback (a method wins
    // over a getter's name).
    int methods = lua_absindex(L, -4), getters = lua_absindex(L, -3);
    lua_createtable(L, 0, 0);
    int members = lua_gettop(L);
    int sources[2] = {getters, methods};
    for (int i = 0; i < 2; i++) {
        lua_pushnil(L);
        while (lua_next(L, sources[i]) != 0) {  // stack: key, value
            lua_pushvalue(L, -2);
            lua_insert(L, -2);
            lua_rawset(L, members);
        }
    }
    lua_replace(L, methods);
    lua_pushcclosure(L, sc_index, 4);
}

void sc_pushnewindex(lua_State *L) { lua_pushcclosure(L, sc_newindex, 4); }

int sc_handle_eq(lua_State *L) {
    sc_handle *a = sc_tohandle(L, 1), *b = sc_tohandle(L, 2);
    lua_pushboolean(L, a != NULL && b != NULL && a->object != NULL && a->object == b->object);
    return 1;
}
