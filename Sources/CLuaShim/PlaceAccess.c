// The run-time half of nested value writes (see PlaceRewrite.c): `__stagecraft_place(base, key)`
// and the places it makes. A place is a full userdata remembering an owner (an object handle) and
// a path of keys (`frame`, `origin`); writing `place.y = 40` reads a fresh copy of `owner.frame`,
// sets `origin.y` in it, and assigns the copy back through the owner's setter: Swift's get,
// modify, set, with the setter's checks and, inside an animation block, its animation.
#include "Internal.h"

#define PLACE_METATABLE "stagecraft.place"

/// Whether the value at `index` is a geometry value (a table whose metatable marks a bound value type).
static int is_value(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TTABLE) return 0;
    int marked = luaL_getmetafield(L, index, "__value") != LUA_TNIL;
    if (marked) lua_pop(L, 1);
    return marked;
}

static int is_place(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TUSERDATA || !lua_getmetatable(L, index)) return 0;
    luaL_getmetatable(L, PLACE_METATABLE);
    int same = lua_rawequal(L, -1, -2);
    lua_pop(L, 2);
    return same;
}

/// Raises Lua's own message for indexing what cannot be indexed, naming how it was reached.
static int cannot_index(lua_State *L, int index, const char *how, const char *name) {
    return luaL_error(L, "attempt to index a %s value (%s '%s')", luaL_typename(L, index), how, name);
}

/// Whether the value at `index` can be indexed (tables, userdata, strings; anything with `__index`).
static int indexable(lua_State *L, int index) {
    int type = lua_type(L, index);
    if (type == LUA_TTABLE || type == LUA_TUSERDATA || type == LUA_TSTRING) return 1;
    int has = luaL_getmetafield(L, index, "__index") != LUA_TNIL;
    if (has) lua_pop(L, 1);
    return has;
}

/// Pushes a fresh copy of the value a place stands for: `owner[path[1]][path[2]]…`. stack: pushes 1.
static void push_place_value(lua_State *L, int place) {
    lua_getiuservalue(L, place, 1);  // owner
    lua_getiuservalue(L, place, 2);  // path
    int path = lua_gettop(L);
    lua_Integer count = luaL_len(L, path);
    lua_pushvalue(L, path - 1);
    for (lua_Integer i = 1; i <= count; i++) {
        if (!indexable(L, -1)) {
            lua_geti(L, path, i);
            return (void)cannot_index(L, -2, "field", lua_tostring(L, -1));
        }
        lua_geti(L, path, i);
        lua_gettable(L, -2);
        lua_remove(L, -2);
    }
    lua_replace(L, path - 1);
    lua_settop(L, path - 1);
}

/// Makes a place for `owner` at `path` (a new table: the parent's path plus `key`). stack: pushes 1.
static void push_place(lua_State *L, int owner, int parent_path, int key) {
    lua_newuserdatauv(L, 0, 2);
    int place = lua_gettop(L);
    lua_pushvalue(L, owner);
    lua_setiuservalue(L, place, 1);
    lua_Integer count = parent_path ? luaL_len(L, parent_path) : 0;
    lua_createtable(L, (int)count + 1, 0);
    for (lua_Integer i = 1; i <= count; i++) {
        lua_geti(L, parent_path, i);
        lua_seti(L, -2, i);
    }
    lua_pushvalue(L, key);
    lua_seti(L, -2, count + 1);
    lua_setiuservalue(L, place, 2);
    luaL_setmetatable(L, PLACE_METATABLE);
}

/// `__stagecraft_place(base, key [, name [, isCall]])`: `base[key]`, or a place when that is a
/// geometry value of an object (or of a place). `name` is the source text of `base` when it is a
/// plain name; `isCall` says `base` is what a call returned: a value there is a copy nobody keeps,
/// so writing into it is an error, as Swift's "cannot assign to property: function call returns
/// immutable value" — never a write lost in silence.
static int sc_place(lua_State *L) {
    int from_call = lua_toboolean(L, 4);
    lua_settop(L, 3);
    if (from_call && is_value(L, 1))
        return luaL_error(L, "cannot assign into '%s' of a value a call returned: it is a copy, and the change would be lost "
                             "(keep it in a local, change it, and assign it where it belongs)", lua_tostring(L, 2));
    if (is_place(L, 1)) {
        push_place_value(L, 1);  // 4: the parent's current value
        lua_pushvalue(L, 2);
        lua_gettable(L, 4);      // 5: the child
        if (is_value(L, 5)) {
            lua_getiuservalue(L, 1, 1);  // 6: owner
            lua_getiuservalue(L, 1, 2);  // 7: path
            push_place(L, 6, 7, 2);
            return 1;
        }
        if (!indexable(L, 5)) return cannot_index(L, 5, "field", lua_tostring(L, 2));
        return 1;
    }
    if (!indexable(L, 1)) {
        if (lua_type(L, 3) == LUA_TSTRING) return cannot_index(L, 1, "variable", lua_tostring(L, 3));
        return luaL_error(L, "attempt to index a %s value", luaL_typename(L, 1));
    }
    lua_pushvalue(L, 2);
    lua_gettable(L, 1);  // 4
    if (lua_type(L, 1) == LUA_TUSERDATA && is_value(L, 4)) {
        push_place(L, 1, 0, 2);
        return 1;
    }
    if (!indexable(L, 4)) {
        if (lua_type(L, 2) == LUA_TSTRING) return cannot_index(L, 4, "field", lua_tostring(L, 2));
        return luaL_error(L, "attempt to index a %s value", luaL_typename(L, 4));
    }
    return 1;
}

/// `place[key] = value`: get, modify, set. stack: 1 place, 2 key, 3 value.
static int sc_place_newindex(lua_State *L) {
    lua_settop(L, 3);
    lua_getiuservalue(L, 1, 1);  // 4: owner
    lua_getiuservalue(L, 1, 2);  // 5: path
    lua_geti(L, 5, 1);           // 6: the owner's key
    lua_pushvalue(L, 6);
    lua_gettable(L, 4);          // 7: a fresh copy of the owner's value
    lua_Integer count = luaL_len(L, 5);
    lua_pushvalue(L, 7);         // 8: walks down the copy
    for (lua_Integer i = 2; i <= count; i++) {
        lua_geti(L, 5, i);
        if (!indexable(L, 8)) return cannot_index(L, 8, "field", lua_tostring(L, -1));
        lua_gettable(L, 8);
        lua_replace(L, 8);
    }
    if (!indexable(L, 8)) return luaL_error(L, "attempt to index a %s value", luaL_typename(L, 8));
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 3);
    lua_settable(L, 8);          // the copy changes (a read-only member raises here)
    lua_pushvalue(L, 6);
    lua_pushvalue(L, 7);
    lua_settable(L, 4);          // and goes back through the owner's setter
    return 0;
}

/// Reading a place (not made by rewritten code, which only writes them): the current value's member.
static int sc_place_index(lua_State *L) {
    lua_settop(L, 2);
    push_place_value(L, 1);
    lua_pushvalue(L, 2);
    lua_gettable(L, 3);
    return 1;
}

static int sc_place_tostring(lua_State *L) {
    push_place_value(L, 1);
    luaL_tolstring(L, -1, NULL);
    return 1;
}

void sc_install_places(lua_State *L, int string_index) {
    string_index = lua_absindex(L, string_index);
    if (luaL_newmetatable(L, PLACE_METATABLE)) {
        lua_pushcfunction(L, sc_place_newindex);
        lua_setfield(L, -2, "__newindex");
        lua_pushcfunction(L, sc_place_index);
        lua_setfield(L, -2, "__index");
        lua_pushcfunction(L, sc_place_tostring);
        lua_setfield(L, -2, "__tostring");
        lua_pushliteral(L, "locked");
        lua_setfield(L, -2, "__metatable");
    }
    lua_pop(L, 1);
    // Reached as ("").__stagecraft_place by rewritten chunks: the string library is the
    // metatable's __index, which scripts cannot replace (their `string` is a copy on write).
    lua_pushcfunction(L, sc_place);
    lua_setfield(L, string_index, "__stagecraft_place");
}
