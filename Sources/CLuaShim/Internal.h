// Bookkeeping shared by the shim's C files (not visible to Swift).
#ifndef STAGECRAFT_CLUASHIM_INTERNAL_H
#define STAGECRAFT_CLUASHIM_INTERNAL_H
#include "CLuaShim.h"
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>

/// One state's allocator and limits, kept as the allocator's user data.
typedef struct sc_state {
    // First, so that `sc_running_thread` in the public header can read it (sc_state_head).
    lua_State *calling;                 // the thread of the innermost Swift call (NULL: none runs)
    size_t in_use;
    size_t limit;                       // 0 = unlimited
    int lua_running;                    // the allocator may refuse only while this is 1
    int memory_failed;                  // the allocator refused since the outermost call began
    volatile int memory_exceeded;       // past the limit: the hook raises "not enough memory" at the running line
    int refused_once;                   // the last request past the limit was refused, so Lua collected and retried
    int depth;                          // nesting of sc_pcall
    int last_failure;                   // see sc_last_failure
    uint64_t pattern_step_cap;          // steps one string.find/match/gmatch/gsub call may take (0: default)
    lua_State *L;                       // the main thread
    lua_State *volatile current;        // the coroutine running now (NULL: the main thread)
    // Deadline (watchdog). The running thread writes these without locking or waking anything
    // (an outermost call must stay cheap); the watchdog thread samples them on its own tick.
    _Atomic int active;                 // an outermost call with a deadline runs
    volatile sig_atomic_t expired;      // the deadline passed: the hook raises on every instruction
    _Atomic uint64_t call_seq;          // bumped by every outermost call with a deadline
    _Atomic uint64_t budget_ns;         // that call's budget
    pthread_t owner;                    // the thread running it (written before call_seq)
    // Watchdog-private, guarded by its mutex.
    int registered;                     // in the watchdog's list (set once, by the first armed call)
    uint64_t seen_seq;                  // the call the watchdog saw running
    uint64_t seen_since_ns;             // when it first saw it
    int fired;                          // it signalled that call already (and the handler ran)
    int unanswered;                     // signals for this call whose handler did not run in time
    struct sc_state *next;
} sc_state;

sc_state *sc_state_of(lua_State *L);
/// Monotonic nanoseconds.
uint64_t sc_now_ns(void);
/// Starts a deadline `seconds` from now for the outermost call on this thread (starts the
/// watchdog and registers `s` on first use; afterwards no lock and no system call).
void sc_watchdog_arm(sc_state *s, double seconds);
/// Ends the deadline of the outermost call; clears the hook if it fired.
void sc_watchdog_disarm(sc_state *s);
/// Takes `s` off the watchdog's list for good (before the state is freed).
void sc_watchdog_unregister(sc_state *s);
/// The hook that raises once the deadline passed (count hook, every instruction).
void sc_deadline_hook(lua_State *L, lua_Debug *ar);
#endif
