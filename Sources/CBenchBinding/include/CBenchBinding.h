// A hand-written C userdata binding of one `alpha` property: the baseline the Swift bridge is
// measured against (bridge.property_set_get.ratio_vs_c). Used only by the benchmarks.
#ifndef STAGECRAFT_CBENCHBINDING_H
#define STAGECRAFT_CBENCHBINDING_H
#include "../../CLua/shim.h"
#include "HeapInUse.h"
/// Sets global `name` to a new C object with an `alpha` field reached through __index/__newindex.
void cbench_push_object(lua_State *L, const char *name);
#endif
