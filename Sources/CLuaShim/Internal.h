// Bookkeeping shared by the shim's C files (not visible to Swift).
#ifndef STAGECRAFT_CLUASHIM_INTERNAL_H
#define STAGECRAFT_CLUASHIM_INTERNAL_H
#include "CLuaShim.h"
#include <pthread.h>
#include <signal.h>

/// One state's allocator and limits, kept as the allocator's user data.
typedef struct sc_state {
    size_t in_use;
    size_t limit;                       // 0 = unlimited
    int lua_running;                    // the allocator may refuse only while this is 1
    int memory_failed;                  // the allocator refused since the outermost call began
    int depth;                          // nesting of sc_pcall
    int last_failure;                   // see sc_last_failure
    lua_State *L;                       // the main thread
    lua_State *volatile current;        // the coroutine running now (NULL: the main thread)
    // Deadline (watchdog): armed by the outermost sc_pcall, fired from a signal handler.
    volatile sig_atomic_t active;       // an outermost call with a deadline runs
    volatile sig_atomic_t expired;      // the deadline passed: the hook raises on every instruction
    uint64_t deadline_ns;
    pthread_t owner;
    int fired;
    struct sc_state *next;
} sc_state;

sc_state *sc_state_of(lua_State *L);
/// Monotonic nanoseconds.
uint64_t sc_now_ns(void);
/// Adds `s` to the watchdog's list with a deadline (starts the watchdog on first use).
void sc_watchdog_arm(sc_state *s, double seconds);
/// Removes `s` from the watchdog's list; clears the hook if it fired.
void sc_watchdog_disarm(sc_state *s);
/// The hook that raises once the deadline passed (count hook, every instruction).
void sc_deadline_hook(lua_State *L, lua_Debug *ar);
#endif
