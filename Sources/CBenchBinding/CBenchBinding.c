// The plain C binding: strcmp dispatch in __index/__newindex, the baseline the bridge is measured against.
#include "CBenchBinding.h"
#include <string.h>

typedef struct { double alpha; } cbench_view;

static int cbench_index(lua_State *L) {
    cbench_view *v = (cbench_view *)luaL_checkudata(L, 1, "CBenchView");
    const char *key = luaL_checkstring(L, 2);
    if (strcmp(key, "alpha") == 0) { lua_pushnumber(L, v->alpha); return 1; }
    return luaL_error(L, "no member '%s'", key);
}

static int cbench_newindex(lua_State *L) {
    cbench_view *v = (cbench_view *)luaL_checkudata(L, 1, "CBenchView");
    const char *key = luaL_checkstring(L, 2);
    if (strcmp(key, "alpha") == 0) {
        double value = luaL_checknumber(L, 3);
        v->alpha = value < 0 ? 0 : value > 1 ? 1 : value;  // the same clamp as View.alpha
        return 0;
    }
    return luaL_error(L, "no property '%s'", key);
}

void cbench_push_object(lua_State *L, const char *name) {
    cbench_view *v = (cbench_view *)lua_newuserdatauv(L, sizeof(cbench_view), 0);
    v->alpha = 0.5;
    if (luaL_newmetatable(L, "CBenchView")) {
        lua_pushcfunction(L, cbench_index);
        lua_setfield(L, -2, "__index");
        lua_pushcfunction(L, cbench_newindex);
        lua_setfield(L, -2, "__newindex");
    }
    lua_setmetatable(L, -2);
    lua_setglobal(L, name);
}
