// State creation with a capped allocator, and protected calls with a traceback.
#include "CLuaShim.h"
#include <stdlib.h>

/// Allocator bookkeeping, kept as the allocator's user data.
typedef struct {
    size_t in_use;
    size_t limit;  // 0 = unlimited
} sc_alloc_state;

static void *sc_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    sc_alloc_state *state = (sc_alloc_state *)ud;
    size_t old_size = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        state->in_use -= old_size;
        return NULL;
    }
    if (state->limit != 0 && nsize > old_size && state->in_use - old_size + nsize > state->limit) {
        return NULL;  // Lua turns this into a "not enough memory" error.
    }
    void *grown = realloc(ptr, nsize);
    if (grown != NULL) state->in_use = state->in_use - old_size + nsize;
    return grown;
}

lua_State *sc_newstate(size_t limit_bytes) {
    sc_alloc_state *state = calloc(1, sizeof(sc_alloc_state));
    if (state == NULL) return NULL;
    state->limit = limit_bytes;
    lua_State *L = lua_newstate(sc_alloc, state);
    if (L == NULL) free(state);
    return L;
}

static sc_alloc_state *sc_alloc_state_of(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (sc_alloc_state *)ud;
}

void sc_close(lua_State *L) {
    sc_alloc_state *state = sc_alloc_state_of(L);
    lua_close(L);
    free(state);
}

size_t sc_memory_in_use(lua_State *L) { return sc_alloc_state_of(L)->in_use; }

void sc_set_memory_limit(lua_State *L, size_t limit_bytes) { sc_alloc_state_of(L)->limit = limit_bytes; }

int sc_loadtext(lua_State *L, const char *chunk, size_t length, const char *chunkname) {
    return luaL_loadbufferx(L, chunk, length, chunkname, "t");
}

/// Message handler: string errors get a traceback; other values pass through unchanged.
static int sc_traceback_handler(lua_State *L) {
    const char *message = lua_tostring(L, 1);
    if (message == NULL) return 1;
    luaL_traceback(L, L, message, 1);
    return 1;
}

int sc_pcall_traceback(lua_State *L, int nargs, int nresults) {
    int base = lua_gettop(L) - nargs;  // index of the function
    lua_pushcclosure(L, sc_traceback_handler, 0);
    lua_insert(L, base);
    int status = lua_pcall(L, nargs, nresults, base);
    lua_remove(L, base);
    return status;
}
