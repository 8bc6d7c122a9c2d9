// The deadline: a watchdog thread arms the hook only once a deadline passes, as lua.c does for
// Ctrl-C, because an always-on count hook slows every instruction 2–3×. The hook is set from a
// signal handler on the thread running Lua (lua_sethook is safe there), and keeps raising on every
// instruction so that a script's own pcall cannot swallow the timeout.
#define _GNU_SOURCE
#include "Internal.h"
#include <errno.h>
#include <stdatomic.h>
#include <time.h>

static pthread_mutex_t wd_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wd_cond;
static pthread_once_t wd_once = PTHREAD_ONCE_INIT;
static sc_state *wd_list = NULL;
static sc_state *_Atomic wd_target = NULL;  // read by the signal handler
static atomic_int wd_ack = 0;
static int wd_signal = 0;
// When the watchdog thread wakes next (0: not until signalled). Arming does not wake it when it
// will wake soon enough anyway: a futex wake and two context switches on every call into Lua (every
// callback of every script role) were a twentieth of a scenario's time (perf).
static uint64_t wd_wakes_at = 0;
// While anything is armed the watchdog wakes at least this often, so a deadline armed without
// waking it fires at most this late (budgets are a quarter of a second and more).
#define SC_WATCHDOG_TICK_NS 10000000u

uint64_t sc_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

void sc_deadline_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    sc_state *s = sc_state_of(L);
    if (!s->expired) {  // a coroutine hooked during an earlier, expired call: stand down
        lua_sethook(L, NULL, 0, 0);
        return;
    }
    // luaL_where would name the hook's caller; the running function is the one `ar` describes.
    if (lua_getinfo(L, "Sl", ar) && ar->currentline > 0)
        lua_pushfstring(L, "%s:%d: timeout: the script ran past its time budget", ar->short_src, ar->currentline);
    else
        lua_pushstring(L, "timeout: the script ran past its time budget");
    lua_error(L);
}

static void sc_on_signal(int signo) {
    (void)signo;
    sc_state *s = atomic_load(&wd_target);
    if (s != NULL && s->active && pthread_equal(pthread_self(), s->owner)) {
        s->expired = 1;
        lua_sethook(s->L, sc_deadline_hook, LUA_MASKCOUNT, 1);
        lua_State *co = s->current;
        if (co != NULL) lua_sethook(co, sc_deadline_hook, LUA_MASKCOUNT, 1);
    }
    atomic_store(&wd_ack, 1);
}

static void *sc_watchdog_main(void *unused) {
    (void)unused;
    pthread_mutex_lock(&wd_mutex);
    for (;;) {
        uint64_t now = sc_now_ns(), earliest = 0;
        for (sc_state *s = wd_list; s != NULL; s = s->next) {
            if (s->fired) continue;
            if (s->deadline_ns <= now) {
                // Fire while holding the mutex, so that `s` cannot be disarmed and freed before
                // the handler has run on its thread.
                s->fired = 1;
                atomic_store(&wd_ack, 0);
                atomic_store(&wd_target, s);
                if (pthread_kill(s->owner, wd_signal) == 0) {
                    // Bounded: if the handler cannot run (the signal blocked), give up on this call.
                    for (int i = 0; i < 500 && !atomic_load(&wd_ack); i++) {
                        struct timespec pause = {0, 100000};
                        nanosleep(&pause, NULL);
                    }
                }
                atomic_store(&wd_target, NULL);
            } else if (earliest == 0 || s->deadline_ns < earliest) {
                earliest = s->deadline_ns;
            }
        }
        if (earliest == 0) {
            wd_wakes_at = 0;
            pthread_cond_wait(&wd_cond, &wd_mutex);
        } else {
            if (earliest > now + SC_WATCHDOG_TICK_NS) earliest = now + SC_WATCHDOG_TICK_NS;
            wd_wakes_at = earliest;
            struct timespec until = {(time_t)(earliest / 1000000000u), (long)(earliest % 1000000000u)};
            pthread_cond_timedwait(&wd_cond, &wd_mutex, &until);
        }
    }
    return NULL;
}

static void sc_watchdog_start(void) {
    pthread_condattr_t attr;
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_init(&wd_cond, &attr);
    wd_signal = SIGRTMIN + 7;
    struct sigaction action = {0};
    action.sa_handler = sc_on_signal;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(wd_signal, &action, NULL);
    pthread_t thread;
    pthread_attr_t thread_attr;
    pthread_attr_init(&thread_attr);
    pthread_attr_setdetachstate(&thread_attr, PTHREAD_CREATE_DETACHED);
    pthread_create(&thread, &thread_attr, sc_watchdog_main, NULL);
    pthread_attr_destroy(&thread_attr);
}

void sc_watchdog_arm(sc_state *s, double seconds) {
    pthread_once(&wd_once, sc_watchdog_start);
    // Worker threads (libdispatch's, the test runner's) block most signals; only the watchdog
    // sends this one, so unblock it once on every thread that runs Lua with a deadline.
    static __thread int unblocked = 0;
    if (!unblocked) {
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, wd_signal);
        pthread_sigmask(SIG_UNBLOCK, &set, NULL);
        unblocked = 1;
    }
    pthread_mutex_lock(&wd_mutex);
    s->owner = pthread_self();
    s->deadline_ns = sc_now_ns() + (uint64_t)(seconds * 1e9);
    s->fired = 0;
    s->expired = 0;
    s->active = 1;
    s->next = wd_list;
    wd_list = s;
    // Asleep with nothing armed, or due to wake after this deadline plus a tick: wake it now.
    if (wd_wakes_at == 0 || wd_wakes_at > s->deadline_ns + SC_WATCHDOG_TICK_NS) pthread_cond_signal(&wd_cond);
    pthread_mutex_unlock(&wd_mutex);
}

void sc_watchdog_disarm(sc_state *s) {
    if (!s->active) return;
    pthread_mutex_lock(&wd_mutex);
    for (sc_state **link = &wd_list; *link != NULL; link = &(*link)->next) {
        if (*link == s) {
            *link = s->next;
            break;
        }
    }
    s->active = 0;
    s->next = NULL;
    pthread_mutex_unlock(&wd_mutex);
    if (s->expired) {
        lua_sethook(s->L, NULL, 0, 0);
        s->expired = 0;  // coroutines still hooked stand down on their next instruction
    }
}
