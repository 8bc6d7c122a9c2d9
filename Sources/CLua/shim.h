#ifndef STAGECRAFT_CLUA_SHIM_H
#define STAGECRAFT_CLUA_SHIM_H
#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#endif
