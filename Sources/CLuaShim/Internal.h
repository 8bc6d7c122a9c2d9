// Bookkeeping shared by the shim's C files (not visible to Swift).
#ifndef STAGECRAFT_CLUASHIM_INTERNAL_H
#define STAGECRAFT_CLUASHIM_INTERNAL_H
#include "CLuaShim.h"
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <time.h>

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
    // Budgets are CPU time of the running thread, so that a loaded machine (64 jobs on 2 cores)
    // does not make a script time out that would finish on an idle one.
    _Atomic int active;                 // an outermost call with a deadline runs
    volatile sig_atomic_t expired;      // the deadline passed: the hook raises on every instruction
    _Atomic uint64_t call_seq;          // bumped by every outermost call with a deadline
    _Atomic uint64_t budget_ns;         // that call's budget, in CPU nanoseconds of its thread
    pthread_t owner;                    // the thread running it (written before call_seq)
    clockid_t owner_clock;              // that thread's CPU clock (written before call_seq)
    _Atomic uint64_t nested_deadline_ns; // the tightest budget of a nested call (a module's load) as
                                        // a reading of owner_clock; 0: none
    _Atomic uint64_t nested_gen;        // bumped whenever nested_deadline_ns changes
    // Host work done for the script on its thread (a Swift role translated inside `require`): the
    // toolchain's time, not the script's, so the budgets measure the thread's CPU clock less it.
    _Atomic uint64_t host_ns;           // host work finished in the running call (owner_clock ns)
    _Atomic uint64_t host_since_ns;     // owner_clock when the running host work began; 0: none
    int host_depth;                     // nesting of sc_host_work_begin (the running thread only)
    // Watchdog-private, guarded by its mutex.
    int registered;                     // in the watchdog's list (set once, by the first armed call)
    uint64_t seen_seq;                  // the call the watchdog saw running
    uint64_t seen_cpu_ns;               // its thread's CPU clock when the watchdog first saw it
    int fired;                          // it signalled that call already (and the handler ran)
    int unanswered;                     // signals for this call whose handler did not run in time
    struct sc_state *next;
} sc_state;

sc_state *sc_state_of(lua_State *L);
/// Starts a deadline `seconds` from now for the outermost call on this thread (starts the
/// watchdog and registers `s` on first use; afterwards no lock and no system call).
void sc_watchdog_arm(sc_state *s, double seconds);
/// Ends the deadline of the outermost call; clears the hook if it fired.
void sc_watchdog_disarm(sc_state *s);
/// Gives a call nested in an armed one (a module's load) a budget of its own, `seconds` of this
/// thread's CPU from now, when that is tighter than the one in force. Returns what to pass to
/// `sc_watchdog_loosen` when the call ends. One clock read: nested budgets are for loads, not for
/// every callback.
uint64_t sc_watchdog_tighten(sc_state *s, double seconds);
/// Puts back the nested budget in force before `sc_watchdog_tighten`.
void sc_watchdog_loosen(sc_state *s, uint64_t previous);
/// Takes `s` off the watchdog's list for good (before the state is freed).
void sc_watchdog_unregister(sc_state *s);
/// The hook that raises once the deadline passed (count hook, every instruction).
void sc_deadline_hook(lua_State *L, lua_Debug *ar);

// Variables by name in the assigning function's frame (stack level 1), PlaceVariables.c.
/// "local", "upvalue" or "global": what Lua's own messages call the variable `name` there.
const char *sc_variable_kind(lua_State *L, const char *name);
/// Pushes the variable's value; returns 0 (pushing nothing) when there is no such variable.
int sc_push_variable(lua_State *L, const char *name);
/// Assigns the value at `value` to the variable; returns 0 when there is no such variable. stack: unchanged.
int sc_assign_variable(lua_State *L, const char *name, int value);
#endif
