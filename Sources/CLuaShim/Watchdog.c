// The deadline: a watchdog thread arms the hook only once a deadline passes, as lua.c does for
// Ctrl-C, because an always-on count hook slows every instruction 2–3×. The hook is set from a
// signal handler on the thread running Lua (lua_sethook is safe there), and keeps raising on every
// instruction so that a script's own pcall cannot swallow the timeout.
//
// Arming must be cheap: every host → Lua call arms it, and a mutex plus a condition-variable wake
// per call cost ~120 ns (bridge.pcall_into_lua). So the caller only writes atomics (its budget, a
// call sequence number, "active"); the watchdog samples them every tick while any call is active
// and fires once it has seen the same call running for its whole budget. A call is therefore
// stopped no earlier than its budget and at most one tick later. With nothing active for a while
// the watchdog parks on a condition variable, and only the first call after that pays a wake-up.
//
// Budgets are CPU time of the thread running the call (its CLOCK_THREAD_CPUTIME_ID, which the
// watchdog reads through the thread's CPU clock id), not wall time: with 64 jobs on 2 cores a
// scenario's wall time is ~30× its CPU time, and wall budgets made results depend on the load. A
// call blocked or descheduled uses none of its budget. The running thread itself reads no clock
// on an outermost call: the watchdog takes the thread's CPU time when it first sees the call, so
// the call is stopped no earlier than its budget and at most a tick of CPU later. A call nested in
// an armed one may tighten the budget (`sc_watchdog_tighten`: a module's load gets its 0.5 s even
// inside a scenario's 10 s); that reads the clock once, which loads can afford.
// Host work inside a call that is not the script's (translating a Swift role a `require` names)
// is left out: budgets measure the thread's CPU clock less it (`sc_script_clock_ns`).
#define _GNU_SOURCE
#include "Internal.h"
#include <errno.h>
#include <time.h>

/// How often the watchdog samples running calls: the lateness of a kill, at most.
static const uint64_t wd_tick_ns = 2000000;
/// Ticks with no active call before the watchdog parks.
static const int wd_idle_ticks = 50;

static pthread_mutex_t wd_mutex = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t wd_cond = PTHREAD_COND_INITIALIZER;
static pthread_once_t wd_once = PTHREAD_ONCE_INIT;
static atomic_int wd_started = 0;
static atomic_int wd_parked = 0;             // the watchdog waits on wd_cond: wake it to arm
static sc_state *wd_list = NULL;             // guarded by wd_mutex
static sc_state *_Atomic wd_target = NULL;   // read by the signal handler
static _Atomic uint64_t wd_target_seq = 0;   // the call the signal is meant for
static _Atomic uint64_t wd_target_gen = 0;   // for a nested budget: the nested_gen it was seen under
static atomic_int wd_ack = 0;                // 1: the handler expired the call; 2: it was stale
/// wd_target_gen when the call's own budget ran out: no nested budget needs to still be in force.
static const uint64_t wd_any_gen = UINT64_MAX;
static int wd_signal = 0;

/// Nanoseconds on `clock`, or 0 when it cannot be read (the thread it measures has exited).
static uint64_t sc_clock_ns(clockid_t clock) {
    struct timespec ts;
    if (clock_gettime(clock, &ts) != 0) return 0;
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/// What budgets measure: the thread's CPU clock less the host work done on it in the running call
/// (sc_host_work_begin), frozen while host work runs. 0 when the clock cannot be read, or when the
/// watchdog's reads straddled a start or end of host work (it then skips the tick): its thread can
/// be descheduled between them for milliseconds, and a clock read before host work ended, less the
/// work counted after it, would run backwards past the call's start and fire it.
static uint64_t sc_script_clock_ns(sc_state *s) {
    uint64_t since = atomic_load(&s->host_since_ns);
    uint64_t host = atomic_load(&s->host_ns);
    uint64_t cpu = sc_clock_ns(s->owner_clock);
    if (cpu == 0 || atomic_load(&s->host_since_ns) != since || atomic_load(&s->host_ns) != host) return 0;
    if (since != 0 && cpu > since) host += cpu - since;
    return cpu > host ? cpu - host : 1;
}

void sc_host_work_begin(lua_State *L) {
    sc_state *s = sc_state_of(L);
    if (s->host_depth++ > 0 || !atomic_load(&s->active)) return;
    uint64_t now = sc_clock_ns(s->owner_clock);
    atomic_store(&s->host_since_ns, now);
}

void sc_host_work_end(lua_State *L) {
    sc_state *s = sc_state_of(L);
    if (s->host_depth == 0 || --s->host_depth > 0) return;
    uint64_t since = atomic_load(&s->host_since_ns);
    if (since == 0) return;
    uint64_t now = sc_clock_ns(s->owner_clock);
    if (now > since) atomic_fetch_add(&s->host_ns, now - since);
    atomic_store(&s->host_since_ns, 0);
}

void sc_deadline_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    sc_state *s = sc_state_of(L);
    if (!s->expired && !s->memory_exceeded) {  // hooked during an earlier call that ended: stand down
        lua_sethook(L, NULL, 0, 0);
        return;
    }
    const char *what = s->expired ? "timeout: the script ran past its time budget" : "not enough memory";
    // luaL_where would name the hook's caller; level 0 is the running function. When that is
    // Stagecraft's own code (the DSL, the sandbox's prelude: the hook fires on every instruction
    // once expired, theirs included), the user's line that called it.
    sc_where_user(L, 0);
    lua_pushstring(L, what);
    lua_concat(L, 2);
    if (!s->expired)
        lua_pushfstring(L, " (the script's limit is %d MiB)", (int)(s->limit >> 20)), lua_concat(L, 2);
    lua_error(L);
}

int sc_deadline_expired(lua_State *L) { return sc_state_of(L)->expired != 0; }

static void sc_on_signal(int signo) {
    (void)signo;
    sc_state *s = atomic_load(&wd_target);
    // Only the call the watchdog timed: the thread may have finished it and started another, or
    // ended the nested call whose budget ran out and gone back to its caller's.
    uint64_t gen = atomic_load(&wd_target_gen);
    if (s != NULL && atomic_load(&s->active) && atomic_load(&s->call_seq) == atomic_load(&wd_target_seq) &&
        pthread_equal(pthread_self(), s->owner) && (gen == wd_any_gen || gen == atomic_load(&s->nested_gen))) {
        s->expired = 1;
        lua_sethook(s->L, sc_deadline_hook, LUA_MASKCOUNT, 1);
        lua_State *co = s->current;
        if (co != NULL) lua_sethook(co, sc_deadline_hook, LUA_MASKCOUNT, 1);
        atomic_store(&wd_ack, 1);
    } else {
        atomic_store(&wd_ack, 2);
    }
}

/// Signals the thread running `s` and waits (bounded) for its handler. Called with wd_mutex held,
/// so that `s` cannot be unregistered and freed before the handler has run.
static void sc_fire(sc_state *s, uint64_t seq, uint64_t gen) {
    atomic_store(&wd_ack, 0);
    atomic_store(&wd_target_seq, seq);
    atomic_store(&wd_target_gen, gen);
    atomic_store(&wd_target, s);
    int answered = 0;
    if (pthread_kill(s->owner, wd_signal) == 0) {
        for (int i = 0; i < 500 && !(answered = atomic_load(&wd_ack)); i++) {
            struct timespec pause = {0, 100000};
            nanosleep(&pause, NULL);
        }
    }
    atomic_store(&wd_target, NULL);
    // A handler that did not run within 50 ms (a thread not scheduled on a loaded machine) is
    // signalled again on later ticks: giving up after one try left a loop running for ever. Only
    // a thread that never answers (the signal blocked) is given up on, after ~40 tries (2 s). A
    // handler that found the target stale (the nested call ended) leaves the call to later ticks.
    s->fired = answered == 1 || (!answered && ++s->unanswered >= 40);
}

/// One sample of every registered state. Returns 1 when any call is active.
static int sc_scan(void) {
    int busy = 0;
    for (sc_state *s = wd_list; s != NULL; s = s->next) {
        if (!atomic_load(&s->active)) continue;
        busy = 1;
        uint64_t seq = atomic_load_explicit(&s->call_seq, memory_order_acquire);
        uint64_t cpu = sc_script_clock_ns(s);  // published with seq
        if (cpu == 0) continue;  // the thread is gone (its call ended), or host work began or ended: next tick
        if (seq != s->seen_seq) {  // a call the watchdog had not seen: it began after the last tick
            s->seen_seq = seq;
            s->seen_cpu_ns = cpu;
            s->fired = 0;
            s->unanswered = 0;
        } else if (!s->fired) {
            uint64_t gen = atomic_load(&s->nested_gen);
            uint64_t nested = atomic_load(&s->nested_deadline_ns);
            if (cpu >= s->seen_cpu_ns && cpu - s->seen_cpu_ns >= atomic_load(&s->budget_ns)) sc_fire(s, seq, wd_any_gen);
            else if (nested != 0 && cpu >= nested) sc_fire(s, seq, gen);
        }
    }
    return busy;
}

static void *sc_watchdog_main(void *unused) {
    (void)unused;
    int idle = 0;
    pthread_mutex_lock(&wd_mutex);
    for (;;) {
        idle = sc_scan() ? 0 : idle + 1;
        if (idle >= wd_idle_ticks) {
            // Park. A caller stores `active` then reads `wd_parked`; this stores `wd_parked` then
            // reads `active` (all sequentially consistent), so one of the two sees the other.
            atomic_store(&wd_parked, 1);
            if (!sc_scan()) pthread_cond_wait(&wd_cond, &wd_mutex);
            atomic_store(&wd_parked, 0);
            idle = 0;
            continue;
        }
        pthread_mutex_unlock(&wd_mutex);
        struct timespec tick = {0, (long)wd_tick_ns};
        nanosleep(&tick, NULL);
        pthread_mutex_lock(&wd_mutex);
    }
    return NULL;
}

static void sc_watchdog_start(void) {
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
    atomic_store(&wd_started, 1);
}

/// The slow path of the first armed call: starts the watchdog, registers `s`.
static void sc_watchdog_register(sc_state *s) {
    if (!atomic_load(&wd_started)) pthread_once(&wd_once, sc_watchdog_start);
    pthread_mutex_lock(&wd_mutex);
    if (!s->registered) {
        s->next = wd_list;
        wd_list = s;
        s->registered = 1;
    }
    pthread_mutex_unlock(&wd_mutex);
}

void sc_watchdog_arm(sc_state *s, double seconds) {
    if (!s->registered) sc_watchdog_register(s);
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
    // The thread's CPU clock id is computed, not read from the kernel: once per thread.
    static __thread clockid_t clock = 0;
    static __thread int has_clock = 0;
    if (!has_clock) has_clock = pthread_getcpuclockid(pthread_self(), &clock) == 0;
    s->owner = pthread_self();
    s->owner_clock = has_clock ? clock : CLOCK_MONOTONIC;  // no CPU clock: wall time, as before
    s->expired = 0;
    atomic_store_explicit(&s->nested_deadline_ns, 0, memory_order_relaxed);
    atomic_store_explicit(&s->budget_ns, (uint64_t)(seconds * 1e9), memory_order_relaxed);
    // Host work is left out of this call's budgets only (the thread may differ from the last call's).
    atomic_store_explicit(&s->host_ns, 0, memory_order_relaxed);
    atomic_store_explicit(&s->host_since_ns, 0, memory_order_relaxed);
    // Only this thread writes call_seq: a plain release store publishes owner and budget with it.
    uint64_t seq = atomic_load_explicit(&s->call_seq, memory_order_relaxed) + 1;
    atomic_store_explicit(&s->call_seq, seq, memory_order_release);
    atomic_store(&s->active, 1);
    if (atomic_load(&wd_parked)) {
        pthread_mutex_lock(&wd_mutex);
        pthread_cond_signal(&wd_cond);
        pthread_mutex_unlock(&wd_mutex);
    }
}

uint64_t sc_watchdog_tighten(sc_state *s, double seconds) {
    uint64_t previous = atomic_load_explicit(&s->nested_deadline_ns, memory_order_relaxed);
    uint64_t now = sc_script_clock_ns(s);
    if (now == 0) return previous;
    uint64_t deadline = now + (uint64_t)(seconds * 1e9);
    if (previous == 0 || deadline < previous) {
        atomic_store(&s->nested_deadline_ns, deadline);
        atomic_fetch_add(&s->nested_gen, 1);
    }
    return previous;
}

void sc_watchdog_loosen(sc_state *s, uint64_t previous) {
    if (atomic_load_explicit(&s->nested_deadline_ns, memory_order_relaxed) == previous) return;
    atomic_store(&s->nested_deadline_ns, previous);
    atomic_fetch_add(&s->nested_gen, 1);
}

void sc_watchdog_disarm(sc_state *s) {
    if (!atomic_load_explicit(&s->active, memory_order_relaxed)) return;
    atomic_store_explicit(&s->active, 0, memory_order_release);
    if (s->expired) {
        lua_sethook(s->L, NULL, 0, 0);
        s->expired = 0;  // coroutines still hooked stand down on their next instruction
    }
}

void sc_watchdog_unregister(sc_state *s) {
    if (!s->registered) return;
    pthread_mutex_lock(&wd_mutex);
    for (sc_state **link = &wd_list; *link != NULL; link = &(*link)->next) {
        if (*link == s) {
            *link = s->next;
            break;
        }
    }
    s->registered = 0;
    s->next = NULL;
    pthread_mutex_unlock(&wd_mutex);
}
