// The run-time half of value writes (see PlaceRewrite.c): `__stagecraft_place(base, key, …)` and
// the places it makes. Geometry values are plain tables (reads stay raw field reads, the fast
// path), shared by reference as every Lua table is; what makes them values is that no rewritten
// write changes one in place. A write into a value goes through a *place*: a full userdata that
// remembers where the value lives and a path of keys below it, and whose `__newindex` copies the
// value, changes the copy and assigns the copy back where the value lives — Swift's get, modify,
// set. Where a value lives:
// - a member of an object or a table (`view.frame`, `state.rect`, `list[1]`): the place holds the
//   owner, and the copy goes back through `owner[key] = copy` (the setter's checks and, inside an
//   animation block, its animation, for an object);
// - a variable (`local b = a; b.origin.y = 10`): the place holds the variable's name, and the copy
//   is assigned to that variable as the assigning function sees it (PlaceVariables.c), so `a`
//   keeps its value, as after Swift's `var b = a`.
// Each write reads the current value first, so `r.x, r.y = 1, 2` keeps both. Objects (views,
// layers, controllers) are not values: a place is never made for them, and writing into one is
// the plain `__newindex` it always was.
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

/// Makes a place for `owner` at `path` (a new table: the parent's path plus `key`, when `key` is
/// not 0). `variable` (0: none) is the index of the name of the variable holding `owner`, for a
/// place whose writes assign that variable. stack: pushes 1.
static void push_place(lua_State *L, int owner, int parent_path, int key, int variable) {
    lua_newuserdatauv(L, 0, 3);
    int place = lua_gettop(L);
    lua_pushvalue(L, owner);
    lua_setiuservalue(L, place, 1);
    lua_Integer count = parent_path ? luaL_len(L, parent_path) : 0;
    lua_createtable(L, (int)count + 1, 0);
    for (lua_Integer i = 1; i <= count; i++) {
        lua_geti(L, parent_path, i);
        lua_seti(L, -2, i);
    }
    if (key) {
        lua_pushvalue(L, key);
        lua_seti(L, -2, count + 1);
    }
    lua_setiuservalue(L, place, 2);
    if (variable) {
        lua_pushvalue(L, variable);
        lua_setiuservalue(L, place, 3);
    }
    luaL_setmetatable(L, PLACE_METATABLE);
}

/// Pushes a copy of the value at `index`: a new table with its fields and metatable, nested
/// values copied too. Bounded in depth: a script could rawset a value into itself. stack: pushes 1.
static void push_copy(lua_State *L, int index, int depth) {
    index = lua_absindex(L, index);
    luaL_checkstack(L, 4, "copying a value");
    lua_createtable(L, 0, 4);
    int copy = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, index)) {
        if (depth < 4 && is_value(L, -1)) {
            push_copy(L, -1, depth + 1);
            lua_replace(L, -2);
        }
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, copy);
    }
    if (lua_getmetatable(L, index)) lua_setmetatable(L, copy);
}

/// Raises "attempt to index a nil value (local 'b')" for a target's root, as Lua would name it.
static int cannot_index_variable(lua_State *L, int index, const char *name) {
    return cannot_index(L, index, sc_variable_kind(L, name), name);
}

/// `__stagecraft_place(base, key [, name [, isCall]])`: the start of a target's prefix, or one
/// step of it. `name` is the source text of `base` when it is a plain name; `isCall` says `base`
/// is what a call returned: a value there is a copy nobody keeps, so writing into it is an error,
/// as Swift's "cannot assign to property: function call returns immutable value" — never a write
/// lost in silence.
/// - `key` nil (a one-step target, `b.x = v`): `base`, or a place for the variable `name` when it
///   holds a value.
/// - `key` given: `base[key]`, or a place when that is a value of an object, a table, a variable
///   or a place.
static int sc_place(lua_State *L) {
    // The common case first: `view.alpha = 1`, an object's member, is Lua's own write.
    // (A place there, from a script calling this itself, is written through all the same.)
    if (lua_type(L, 1) == LUA_TUSERDATA && lua_isnoneornil(L, 2)) { lua_settop(L, 1); return 1; }
    int from_call = lua_toboolean(L, 4);
    lua_settop(L, 3);
    const char *name = lua_type(L, 3) == LUA_TSTRING ? lua_tostring(L, 3) : NULL;
    if (is_value(L, 1)) {
        if (from_call)
            return luaL_error(L, "cannot assign into %s%s%sa value a call returned: it is a copy, and the change would be lost "
                                 "(keep it in a local, change it, and assign it where it belongs)",
                              lua_isnil(L, 2) ? "" : "'", lua_isnil(L, 2) ? "" : lua_tostring(L, 2), lua_isnil(L, 2) ? "" : "' of ");
        if (name == NULL)
            return luaL_error(L, "cannot assign into a value in parentheses: it is a copy, and the change would be lost "
                                 "(assign to the variable or member that holds it)");
        if (lua_isnil(L, 2)) {
            push_place(L, 1, 0, 0, 3);
            return 1;
        }
        lua_pushvalue(L, 2);
        lua_gettable(L, 1);  // 4: the member
        if (is_value(L, 4)) {
            push_place(L, 1, 0, 2, 3);
            return 1;
        }
        if (!indexable(L, 4)) return cannot_index(L, 4, "field", lua_tostring(L, 2));
        return 1;
    }
    if (is_place(L, 1)) {
        if (lua_isnil(L, 2)) { lua_settop(L, 1); return 1; }
        push_place_value(L, 1);  // 4: the parent's current value
        lua_pushvalue(L, 2);
        lua_gettable(L, 4);      // 5: the child
        if (is_value(L, 5)) {
            lua_getiuservalue(L, 1, 1);  // 6: owner
            lua_getiuservalue(L, 1, 2);  // 7: path
            int variable = lua_getiuservalue(L, 1, 3) == LUA_TSTRING ? 8 : 0;  // 8: the variable's name
            push_place(L, 6, 7, 2, variable);
            return 1;
        }
        if (!indexable(L, 5)) return cannot_index(L, 5, "field", lua_tostring(L, 2));
        return 1;
    }
    if (!indexable(L, 1)) {
        if (name) return cannot_index_variable(L, 1, name);
        return luaL_error(L, "attempt to index a %s value", luaL_typename(L, 1));
    }
    if (lua_isnil(L, 2)) { lua_settop(L, 1); return 1; }
    lua_pushvalue(L, 2);
    lua_gettable(L, 1);  // 4
    if (is_value(L, 4)) {
        push_place(L, 1, 0, 2, 0);
        return 1;
    }
    if (!indexable(L, 4)) {
        if (lua_type(L, 2) == LUA_TSTRING) return cannot_index(L, 4, "field", lua_tostring(L, 2));
        return luaL_error(L, "attempt to index a %s value", luaL_typename(L, 4));
    }
    return 1;
}

/// `place[key] = value`: get (a copy), modify, set. stack: 1 place, 2 key, 3 value.
static int sc_place_newindex(lua_State *L) {
    lua_settop(L, 3);
    lua_getiuservalue(L, 1, 1);  // 4: owner
    lua_getiuservalue(L, 1, 2);  // 5: path
    lua_Integer count = luaL_len(L, 5);
    int is_variable = lua_getiuservalue(L, 1, 3) == LUA_TSTRING;  // 6: the variable's name
    const char *name = is_variable ? lua_tostring(L, 6) : NULL;
    lua_Integer first_step;
    if (is_variable) {
        // The variable's value now (an earlier target of the same varlist may have changed it).
        if (!sc_push_variable(L, name)) return luaL_error(L, "cannot assign into '%s': no variable of that name here", name);
        first_step = 1;          // 7: the variable's value
    } else {
        lua_geti(L, 5, 1);
        lua_gettable(L, 4);      // 7: the owner's member
        first_step = 2;
    }
    if (is_value(L, 7)) {
        push_copy(L, 7, 0);
        lua_replace(L, 7);       // 7: a copy, the only one this write changes
    }
    lua_pushvalue(L, 7);         // 8: walks down the copy
    for (lua_Integer i = first_step; i <= count; i++) {
        lua_geti(L, 5, i);
        if (!indexable(L, 8)) return cannot_index(L, 8, "field", lua_tostring(L, -1));
        lua_gettable(L, 8);
        lua_replace(L, 8);
    }
    if (!indexable(L, 8)) return luaL_error(L, "attempt to index a %s value", luaL_typename(L, 8));
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 3);
    lua_settable(L, 8);          // the copy changes (a read-only member raises here)
    if (is_variable) {
        sc_assign_variable(L, name, 7);
        return 0;
    }
    lua_geti(L, 5, 1);
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
