// Variables by name, as the function running an assignment sees them: the run-time half of
// `b.origin.y = 10` when `b` holds a geometry value (PlaceAccess.c). Swift compiles that line as
// `b = b with origin.y changed`; Lua cannot rebind `b` from inside a metamethod, so the place
// that stands for `b` names it, and its write looks the name up in the assigning function's frame
// (stack level 1) with Lua's own scoping: the innermost active local of that name, else an
// upvalue of the function, else a global (a field of the function's `_ENV`). Chunks keep their
// debug information (ChunkCache dumps with it), so the names are there.
#include "Internal.h"
#include <string.h>

typedef struct {
    lua_Debug frame;
    int kind;   // SC_LOCAL, SC_UPVALUE or SC_GLOBAL; SC_NOWHERE when there is no frame or no _ENV
    int n;      // the local's or upvalue's number (for a global: the number of `_ENV`, kind in env_kind)
    int env_kind;
} variable;

enum { SC_NOWHERE, SC_LOCAL, SC_UPVALUE, SC_GLOBAL };

/// The local or upvalue `name` of the function at level 1. stack: unchanged.
static int find_local_or_upvalue(lua_State *L, const char *name, lua_Debug *frame, int *n) {
    const char *found;
    int local = 0;
    // Every active local in declaration order: the last one of that name is the one in scope
    // (`local b = 1; local b = 2` shadows). Temporaries are named "(…)", never a Lua name.
    for (int i = 1; (found = lua_getlocal(L, frame, i)) != NULL; i++) {
        lua_pop(L, 1);
        if (strcmp(found, name) == 0) local = i;
    }
    if (local) { *n = local; return SC_LOCAL; }
    if (!lua_getinfo(L, "f", frame)) return SC_NOWHERE;
    for (int i = 1; (found = lua_getupvalue(L, -1, i)) != NULL; i++) {
        lua_pop(L, 1);
        if (strcmp(found, name) == 0) { lua_pop(L, 1); *n = i; return SC_UPVALUE; }
    }
    lua_pop(L, 1);
    return SC_NOWHERE;
}

static variable find_variable(lua_State *L, const char *name) {
    variable v = {0};
    if (!lua_getstack(L, 1, &v.frame)) return v;
    v.kind = find_local_or_upvalue(L, name, &v.frame, &v.n);
    if (v.kind != SC_NOWHERE) return v;
    v.env_kind = find_local_or_upvalue(L, "_ENV", &v.frame, &v.n);
    v.kind = v.env_kind == SC_NOWHERE ? SC_NOWHERE : SC_GLOBAL;
    return v;
}

/// Pushes the local or upvalue `n` of `kind` of the frame. stack: pushes 1.
static void push_slot(lua_State *L, lua_Debug *frame, int kind, int n) {
    if (kind == SC_LOCAL) { lua_getlocal(L, frame, n); return; }
    lua_getinfo(L, "f", frame);
    lua_getupvalue(L, -1, n);
    lua_remove(L, -2);
}

const char *sc_variable_kind(lua_State *L, const char *name) {
    switch (find_variable(L, name).kind) {
    case SC_LOCAL: return "local";
    case SC_UPVALUE: return "upvalue";
    case SC_GLOBAL: return "global";
    default: return "variable";
    }
}

int sc_push_variable(lua_State *L, const char *name) {
    variable v = find_variable(L, name);
    if (v.kind == SC_NOWHERE) return 0;
    if (v.kind == SC_GLOBAL) {
        push_slot(L, &v.frame, v.env_kind, v.n);
        lua_getfield(L, -1, name);  // as Lua reads a global: through _ENV's metamethods
        lua_remove(L, -2);
        return 1;
    }
    push_slot(L, &v.frame, v.kind, v.n);
    return 1;
}

int sc_assign_variable(lua_State *L, const char *name, int value) {
    value = lua_absindex(L, value);
    variable v = find_variable(L, name);
    switch (v.kind) {
    case SC_LOCAL:
        lua_pushvalue(L, value);
        lua_setlocal(L, &v.frame, v.n);
        return 1;
    case SC_UPVALUE:
        lua_getinfo(L, "f", &v.frame);
        lua_pushvalue(L, value);
        lua_setupvalue(L, -2, v.n);
        lua_pop(L, 1);
        return 1;
    case SC_GLOBAL:
        push_slot(L, &v.frame, v.env_kind, v.n);
        lua_pushvalue(L, value);
        lua_setfield(L, -2, name);  // as Lua assigns a global: through _ENV's metamethods
        lua_pop(L, 1);
        return 1;
    default:
        return 0;
    }
}
