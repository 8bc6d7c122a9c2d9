// string.find, string.match, string.gmatch and string.gsub for the sandbox: Lua 5.4's patterns
// (reference manual §6.4.1) and the four functions' rules (§6.4), with a bounded cost.
//
// Lua's own matcher is C code that backtracks without limit, so a crafted pattern
// (`string.rep("a*", 20) .. "b"` against forty "a"s) runs for ages where the deadline hook can't
// reach it. This matcher counts its work in steps (one per item tried, plus a share of every scan
// over the subject or over a long set) and, every PM_SLICE steps, looks at the state's `expired`
// flag (the watchdog sets it when the running call's budget has passed): a passed deadline raises
// the same timeout error as the hook, at the Lua line that called the string function. A hard cap
// on the steps of one call (sc_set_pattern_step_cap) stops calls made without a deadline.
//
// Results and error messages are those of Lua 5.4's string library (PatternTests checks them
// against the original functions). The matcher reads the pattern where it stands, item by item,
// and recurses only where an item can match in more than one way (`?`, `*`, `+`, `-`) or a
// capture opens or closes, at most PM_MAXDEPTH deep, as Lua does (its "pattern too complex").
// Lua strings always end with a '\0' past their length, which the pattern reader relies on when it
// peeks one byte ahead.
#include "Internal.h"
#include <ctype.h>
#include <string.h>

#define PM_MAXCAPTURES 32                 // LUA_MAXCAPTURES
#define PM_MAXDEPTH 200                   // Lua's MAXCCALLS for the matcher
#define PM_OPEN (-1)                      // a capture still open
#define PM_POSITION (-2)                  // a position capture: `()`
#define PM_SLICE 4096                     // steps between two looks at the deadline
#define PM_DEFAULT_STEP_CAP 100000000ULL  // steps one call may take when none is configured

typedef struct pm_capture {
    const char *start;
    ptrdiff_t len;  // bytes, or PM_OPEN / PM_POSITION
} pm_capture;

typedef struct pm_state {
    const char *subject, *subject_end;
    const char *pattern_end;
    lua_State *L;
    const sc_state *sandbox;  // NULL: a state not made by sc_newstate (no deadline)
    const char *name;         // "find", "match"…: for the step-cap error
    int depth_left;           // nested matcher calls still allowed
    int ncap;                 // captures opened so far
    int64_t budget;           // steps left in this slice
    uint64_t steps;           // steps of the slices done
    uint64_t step_cap;
#ifdef __GLIBC__
    const unsigned short *ctype;  // the locale's character classes (what isalpha & co. read)
#endif
    pm_capture cap[PM_MAXCAPTURES];
} pm_state;

static void pm_init(pm_state *ms, lua_State *L, const char *s, size_t ls, const char *p, size_t lp, const char *name) {
    ms->subject = s;
    ms->subject_end = s + ls;
    ms->pattern_end = p + lp;
    ms->L = L;
    ms->sandbox = sc_state_of(L);
    ms->name = name;
    ms->depth_left = PM_MAXDEPTH;
    ms->ncap = 0;
    ms->budget = PM_SLICE;
    ms->steps = 0;
#ifdef __GLIBC__
    ms->ctype = *__ctype_b_loc();
#endif
    ms->step_cap = ms->sandbox != NULL && ms->sandbox->pattern_step_cap != 0 ? ms->sandbox->pattern_step_cap : PM_DEFAULT_STEP_CAP;
}

/// Before each attempt at a new position: no captures, the full depth.
static inline void pm_reset(pm_state *ms) {
    ms->ncap = 0;
    ms->depth_left = PM_MAXDEPTH;
}

/// A slice of steps is used up: raise if the deadline passed or the call took too many steps.
static void pm_checkpoint(pm_state *ms) {
    ms->steps += (uint64_t)(PM_SLICE - ms->budget);
    ms->budget = PM_SLICE;
    if (ms->sandbox != NULL && ms->sandbox->expired)
        luaL_error(ms->L, "timeout: the script ran past its time budget");
    if (ms->steps > ms->step_cap)
        luaL_error(ms->L, "string.%s: pattern too complex for the sandbox (over %I matching steps)", ms->name,
                   (lua_Integer)ms->step_cap);
}

#ifdef __GLIBC__
#define PM_IS(ms, c, glibc_mask, function) (((ms)->ctype[(c)] & (glibc_mask)) != 0)
#else
#define PM_IS(ms, c, glibc_mask, function) (function(c) != 0)
#endif

#define PM_SPEND(ms, n)                                         \
    do {                                                        \
        if (((ms)->budget -= (int64_t)(n)) <= 0) pm_checkpoint(ms); \
    } while (0)

// MARK: - Single characters

/// Does byte `c` belong to the class `%cl`? Letters name classes (upper case: the complement);
/// anything else stands for itself. The classes are those of <ctype.h> in the current locale; with
/// glibc its table is read once per call (the ctype macros fetch it again for every byte tested).
static inline int pm_class(const pm_state *ms, int c, int cl) {
    switch (cl) {
    case 'a': return PM_IS(ms, c, _ISalpha, isalpha);
    case 'A': return !PM_IS(ms, c, _ISalpha, isalpha);
    case 'c': return PM_IS(ms, c, _IScntrl, iscntrl);
    case 'C': return !PM_IS(ms, c, _IScntrl, iscntrl);
    case 'd': return PM_IS(ms, c, _ISdigit, isdigit);
    case 'D': return !PM_IS(ms, c, _ISdigit, isdigit);
    case 'g': return PM_IS(ms, c, _ISgraph, isgraph);
    case 'G': return !PM_IS(ms, c, _ISgraph, isgraph);
    case 'l': return PM_IS(ms, c, _ISlower, islower);
    case 'L': return !PM_IS(ms, c, _ISlower, islower);
    case 'p': return PM_IS(ms, c, _ISpunct, ispunct);
    case 'P': return !PM_IS(ms, c, _ISpunct, ispunct);
    case 's': return PM_IS(ms, c, _ISspace, isspace);
    case 'S': return !PM_IS(ms, c, _ISspace, isspace);
    case 'u': return PM_IS(ms, c, _ISupper, isupper);
    case 'U': return !PM_IS(ms, c, _ISupper, isupper);
    case 'w': return PM_IS(ms, c, _ISalnum, isalnum);
    case 'W': return !PM_IS(ms, c, _ISalnum, isalnum);
    case 'x': return PM_IS(ms, c, _ISxdigit, isxdigit);
    case 'X': return !PM_IS(ms, c, _ISxdigit, isxdigit);
    case 'z': return c == 0;  // deprecated in the manual since 5.2, still accepted by 5.4
    case 'Z': return c != 0;
    default: return cl == c;
    }
}

/// Does byte `c` belong to the set `[…]` from `open` (its '[') to `close` (its ']')?
static int pm_set(const pm_state *ms, int c, const char *open, const char *close) {
    const char *p = open + 1;
    int found = 1;
    if (*p == '^') {
        found = 0;
        p++;
    }
    for (; p < close; p++) {
        if (*p == '%') {
            p++;
            if (pm_class(ms, c, (unsigned char)*p)) return found;
        } else if (p[1] == '-' && p + 2 < close) {
            if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2]) return found;
            p += 2;
        } else if ((unsigned char)*p == c) {
            return found;
        }
    }
    return !found;
}

/// Where the single-character item at `p` ends (`x`, `.`, `%x`, `[set]`). Sets are charged by length.
static const char *pm_item_end(pm_state *ms, const char *p) {
    const char *start = p;
    switch (*p++) {
    case '%':
        if (p >= ms->pattern_end) luaL_error(ms->L, "malformed pattern (ends with '%%')");
        return p + 1;
    case '[':
        if (*p == '^') p++;
        // The first character is part of the set even when it is ']'.
        do {
            if (p >= ms->pattern_end) luaL_error(ms->L, "malformed pattern (missing ']')");
            if (*p++ == '%' && p < ms->pattern_end) p++;
        } while (*p != ']');
        PM_SPEND(ms, (p - start) >> 2);  // finding its end, and testing a byte against it once
        return p + 1;
    default:
        return p;
    }
}

/// Does the subject byte at `s` match the item from `p` to `ep`? (False at the subject's end.)
static inline int pm_single(const pm_state *ms, const char *s, const char *p, const char *ep) {
    if (s >= ms->subject_end) return 0;
    int c = (unsigned char)*s;
    switch (*p) {
    case '.': return 1;
    case '%': return pm_class(ms, c, (unsigned char)p[1]);
    case '[': return pm_set(ms, c, p, ep - 1);
    default: return (unsigned char)*p == c;
    }
}

// MARK: - The matcher

static const char *pm_match(pm_state *ms, const char *s, const char *p);

/// `%bxy` at `s`, with `p` at x: the end of the balanced run, or NULL.
static const char *pm_balance(pm_state *ms, const char *s, const char *p) {
    if (p + 1 >= ms->pattern_end) luaL_error(ms->L, "malformed pattern (missing arguments to '%%b')");
    if (s >= ms->subject_end || *s != p[0]) return NULL;
    const char open = p[0], close = p[1];
    const char *start = s;
    int depth = 1;
    while (++s < ms->subject_end) {
        if (*s == close) {
            if (--depth == 0) {
                PM_SPEND(ms, (s - start) >> 3);
                return s + 1;
            }
        } else if (*s == open) {
            depth++;
        }
    }
    PM_SPEND(ms, (s - start) >> 3);
    return NULL;
}

/// `item*` (and `item+` after its first match): as many as possible, then fewer until the rest matches.
static const char *pm_greedy(pm_state *ms, const char *s, const char *p, const char *ep) {
    const int64_t per_test = (ep - p) >> 4;  // long sets cost more per byte tested
    ptrdiff_t n = 0;
    while (pm_single(ms, s + n, p, ep)) {
        n++;
        if ((n & 4095) == 0) PM_SPEND(ms, 512 + 4096 * per_test);
    }
    PM_SPEND(ms, ((n & 4095) >> 3) + (n & 4095) * per_test);
    for (; n >= 0; n--) {
        const char *end = pm_match(ms, s + n, ep + 1);
        if (end != NULL) return end;
    }
    return NULL;
}

/// `item-`: as few as possible, one more each time the rest fails.
static const char *pm_lazy(pm_state *ms, const char *s, const char *p, const char *ep) {
    const int64_t per_test = (ep - p) >> 4;
    for (;;) {
        const char *end = pm_match(ms, s, ep + 1);
        if (end != NULL) return end;
        if (!pm_single(ms, s, p, ep)) return NULL;
        if (per_test) PM_SPEND(ms, per_test);
        s++;
    }
}

/// `(` at `s`: opens capture `kind` (PM_OPEN or PM_POSITION) and matches the rest `p`.
static const char *pm_open(pm_state *ms, const char *s, const char *p, ptrdiff_t kind) {
    if (ms->ncap >= PM_MAXCAPTURES) luaL_error(ms->L, "too many captures");
    pm_capture *cap = &ms->cap[ms->ncap++];
    cap->start = s;
    cap->len = kind;
    const char *end = pm_match(ms, s, p);
    if (end == NULL) ms->ncap--;
    return end;
}

/// `)` at `s`: closes the innermost open capture and matches the rest `p`.
static const char *pm_close(pm_state *ms, const char *s, const char *p) {
    int i = ms->ncap - 1;
    while (i >= 0 && ms->cap[i].len != PM_OPEN) i--;
    if (i < 0) luaL_error(ms->L, "invalid pattern capture");
    ms->cap[i].len = s - ms->cap[i].start;
    const char *end = pm_match(ms, s, p);
    if (end == NULL) ms->cap[i].len = PM_OPEN;
    return end;
}

/// `%1`–`%9` at `s`: the text of that (closed) capture again.
static const char *pm_backref(pm_state *ms, const char *s, int digit) {
    int i = digit - '1';
    if (i < 0 || i >= ms->ncap || ms->cap[i].len == PM_OPEN) luaL_error(ms->L, "invalid capture index %%%d", i + 1);
    ptrdiff_t len = ms->cap[i].len;
    if (len < 0 || ms->subject_end - s < len) return NULL;  // a position capture never matches text
    PM_SPEND(ms, len >> 5);
    return memcmp(ms->cap[i].start, s, (size_t)len) == 0 ? s + len : NULL;
}

/// Matches pattern `p` (to the pattern's end) at subject position `s`: the end of the match, or NULL.
static const char *pm_match(pm_state *ms, const char *s, const char *p) {
    if (ms->depth_left-- == 0) luaL_error(ms->L, "pattern too complex");
    PM_SPEND(ms, 1);
    const char *const pe = ms->pattern_end;
    while (p != pe) {
        const char *ep;
        switch (*p) {
        case '(':
            s = p[1] == ')' ? pm_open(ms, s, p + 2, PM_POSITION) : pm_open(ms, s, p + 1, PM_OPEN);
            goto out;
        case ')':
            s = pm_close(ms, s, p + 1);
            goto out;
        case '$':
            if (p + 1 != pe) goto item;  // a '$' elsewhere is an ordinary character
            if (s != ms->subject_end) s = NULL;
            goto out;
        case '%':
            switch (p[1]) {
            case 'b':
                s = pm_balance(ms, s, p + 2);
                if (s == NULL) goto out;
                p += 4;
                continue;
            case 'f': {
                p += 2;
                if (*p != '[') luaL_error(ms->L, "missing '[' after '%%f' in pattern");
                ep = pm_item_end(ms, p);
                int before = s == ms->subject ? 0 : (unsigned char)s[-1];
                int here = s < ms->subject_end ? (unsigned char)*s : 0;
                if (pm_set(ms, before, p, ep - 1) || !pm_set(ms, here, p, ep - 1)) {
                    s = NULL;
                    goto out;
                }
                p = ep;
                continue;
            }
            case '0': case '1': case '2': case '3': case '4':
            case '5': case '6': case '7': case '8': case '9':
                s = pm_backref(ms, s, (unsigned char)p[1]);
                if (s == NULL) goto out;
                p += 2;
                continue;
            default:
                goto item;
            }
        default:
        item:
            ep = pm_item_end(ms, p);
            if (!pm_single(ms, s, p, ep)) {
                if (*ep == '*' || *ep == '?' || *ep == '-') {  // zero repetitions will do
                    p = ep + 1;
                    continue;
                }
                s = NULL;
                goto out;
            }
            switch (*ep) {
            case '?': {
                const char *end = pm_match(ms, s + 1, ep + 1);
                if (end != NULL) {
                    s = end;
                    goto out;
                }
                p = ep + 1;
                continue;
            }
            case '+': s = pm_greedy(ms, s + 1, p, ep); goto out;
            case '*': s = pm_greedy(ms, s, p, ep); goto out;
            case '-': s = pm_lazy(ms, s, p, ep); goto out;
            default:
                s++;
                p = ep;
                continue;
            }
        }
    }
out:
    ms->depth_left++;
    return s;
}

// MARK: - Skipping starting positions

/// The pattern's first item when every match must begin with one byte that this item matches (a
/// single-character item not followed by '*', '?' or '-'). The searches then skip the starting
/// positions it rejects without entering the matcher (a literal byte with memchr), which is where
/// most of an ordinary search's time goes. Results are the same: the matcher would fail there at once.
typedef struct pm_lead {
    const char *p, *ep;  // the item, or p == NULL: no such item
    int literal;         // the item is one plain byte, *p
    int64_t per_test;    // extra steps for testing one byte against a long set
} pm_lead;

/// Reads the first item of `p`. Call it only where the matcher will be entered at least once: it
/// raises the errors of a malformed first item, as that first attempt would.
static void pm_lead_init(pm_state *ms, pm_lead *lead, const char *p) {
    lead->p = NULL;
    if (p >= ms->pattern_end) return;
    switch (*p) {
    case '(': case ')':
        return;
    case '$':
        if (p + 1 == ms->pattern_end) return;
        break;
    case '%':
        if (p[1] == 'b' || p[1] == 'f' || isdigit((unsigned char)p[1])) return;
        break;
    default:
        break;
    }
    const char *ep = pm_item_end(ms, p);
    if (*ep == '*' || *ep == '?' || *ep == '-') return;
    lead->p = p;
    lead->ep = ep;
    lead->literal = *p != '.' && *p != '%' && *p != '[';
    lead->per_test = (ep - p) >> 4;
}

/// The first position from `s` on where the lead item matches (the subject's end if none).
static const char *pm_lead_next(pm_state *ms, const pm_lead *lead, const char *s) {
    const char *const end = ms->subject_end;
    const char *start = s;
    if (lead->literal) {
        const char *hit = memchr(s, (unsigned char)*lead->p, (size_t)(end - s));
        s = hit != NULL ? hit : end;
        PM_SPEND(ms, (s - start) >> 6);
        return s;
    }
    if (lead->per_test == 0) {
        while (s < end && !pm_single(ms, s, lead->p, lead->ep)) s++;
        PM_SPEND(ms, (s - start) >> 3);
        return s;
    }
    while (s < end && !pm_single(ms, s, lead->p, lead->ep)) {
        s++;
        PM_SPEND(ms, lead->per_test);
    }
    return s;
}

// MARK: - Results

/// Pushes capture `i` of the match from `s` to `e` (capture 0 is the whole match when there are none).
static void pm_push_capture(pm_state *ms, int i, const char *s, const char *e) {
    if (i >= ms->ncap) {
        if (i != 0) luaL_error(ms->L, "invalid capture index %%%d", i + 1);
        lua_pushlstring(ms->L, s, (size_t)(e - s));
        return;
    }
    const pm_capture *cap = &ms->cap[i];
    if (cap->len == PM_OPEN) luaL_error(ms->L, "unfinished capture");
    if (cap->len == PM_POSITION)
        lua_pushinteger(ms->L, (lua_Integer)(cap->start - ms->subject) + 1);
    else
        lua_pushlstring(ms->L, cap->start, (size_t)cap->len);
}

/// Pushes every capture; with none, the whole match when `whole_if_none`. Returns how many.
static int pm_push_captures(pm_state *ms, const char *s, const char *e, int whole_if_none) {
    int n = ms->ncap == 0 && whole_if_none ? 1 : ms->ncap;
    luaL_checkstack(ms->L, n, "too many captures");
    for (int i = 0; i < n; i++) pm_push_capture(ms, i, s, e);
    return n;
}

// MARK: - The library functions

/// A 1-based start position as the string functions read it (negative: from the end).
static size_t pm_start(lua_Integer pos, size_t len) {
    if (pos > 0) return (size_t)pos;
    if (pos == 0) return 1;
    if (pos < -(lua_Integer)len) return 1;
    return len + (size_t)pos + 1;
}

/// Raises when the subject is longer than the sandbox's cap (upvalue 1).
static void pm_check_subject(lua_State *L, size_t length, const char *name) {
    lua_Integer cap = lua_tointeger(L, lua_upvalueindex(1));
    if ((lua_Integer)length > cap)
        luaL_error(L, "string.%s: subject of %d bytes is over the sandbox's cap of %I bytes", name, (int)length, cap);
}

/// Does the pattern use none of the magic characters? Then `find` searches for it as plain text.
static int pm_is_plain(const char *p, size_t lp) {
    for (size_t i = 0; i < lp; i++) {
        switch (p[i]) {
        case '^': case '$': case '*': case '+': case '?': case '.': case '(': case '[': case '%': case '-':
            return 0;
        default:
            break;
        }
    }
    return 1;
}

/// The first occurrence of `p` (`lp` bytes) in `s` (`ls` bytes), or NULL.
static const char *pm_plain_find(pm_state *ms, const char *s, size_t ls, const char *p, size_t lp) {
    if (lp == 0) return s;
    if (lp > ls) return NULL;
    const char *last = s + (ls - lp);  // the last place it can start
    while (s <= last) {
        const char *hit = memchr(s, *p, (size_t)(last - s) + 1);
        if (hit == NULL) {
            PM_SPEND(ms, (last - s) >> 6);
            return NULL;
        }
        PM_SPEND(ms, 1 + ((hit - s) >> 6) + (lp >> 6));
        if (memcmp(hit + 1, p + 1, lp - 1) == 0) return hit;
        s = hit + 1;
    }
    return NULL;
}

/// string.find(s, pattern [, init [, plain]]) and string.match(s, pattern [, init]).
static int pm_find_or_match(lua_State *L, int find) {
    const char *name = find ? "find" : "match";
    size_t ls, lp;
    const char *s = luaL_checklstring(L, 1, &ls);
    pm_check_subject(L, ls, name);
    const char *p = luaL_checklstring(L, 2, &lp);
    size_t init = pm_start(luaL_optinteger(L, 3, 1), ls) - 1;
    if (init > ls) {
        lua_pushnil(L);
        return 1;
    }
    pm_state ms;
    if (find && (lua_toboolean(L, 4) || pm_is_plain(p, lp))) {
        pm_init(&ms, L, s, ls, p, lp, name);
        const char *hit = pm_plain_find(&ms, s + init, ls - init, p, lp);
        if (hit != NULL) {
            lua_pushinteger(L, (lua_Integer)(hit - s) + 1);
            lua_pushinteger(L, (lua_Integer)(hit - s + (ptrdiff_t)lp));
            return 2;
        }
    } else {
        int anchored = *p == '^';
        if (anchored) {
            p++;
            lp--;
        }
        pm_init(&ms, L, s, ls, p, lp, name);
        const char *at = s + init;
        pm_lead lead = {0};
        if (!anchored) pm_lead_init(&ms, &lead, p);
        for (;;) {
            if (lead.p != NULL && (at = pm_lead_next(&ms, &lead, at)) == ms.subject_end) break;
            pm_reset(&ms);
            const char *end = pm_match(&ms, at, p);
            if (end != NULL) {
                if (!find) return pm_push_captures(&ms, at, end, 1);
                lua_pushinteger(L, (lua_Integer)(at - s) + 1);
                lua_pushinteger(L, (lua_Integer)(end - s));
                return 2 + pm_push_captures(&ms, NULL, NULL, 0);
            }
            if (anchored || at >= ms.subject_end) break;
            at++;
        }
    }
    lua_pushnil(L);
    return 1;
}

static int pm_find(lua_State *L) { return pm_find_or_match(L, 1); }
static int pm_match_function(lua_State *L) { return pm_find_or_match(L, 0); }

/// What a gmatch iterator remembers between calls (offsets into its subject).
typedef struct pm_iterator {
    size_t next;         // where the next search starts
    size_t last_end;     // where the last match ended: an empty match there is skipped
    int matched;         // last_end is set
} pm_iterator;

/// The gmatch iterator. Upvalues: 1 subject, 2 pattern, 3 pm_iterator.
static int pm_gmatch_next(lua_State *L) {
    size_t ls, lp;
    const char *s = lua_tolstring(L, lua_upvalueindex(1), &ls);
    const char *p = lua_tolstring(L, lua_upvalueindex(2), &lp);
    pm_iterator *it = (pm_iterator *)lua_touserdata(L, lua_upvalueindex(3));
    pm_state ms;
    pm_init(&ms, L, s, ls, p, lp, "gmatch");
    pm_lead lead = {0};
    if (it->next <= ls) pm_lead_init(&ms, &lead, p);
    for (size_t at = it->next; at <= ls; at++) {
        if (lead.p != NULL && (at = (size_t)(pm_lead_next(&ms, &lead, s + at) - s)) == ls) break;
        pm_reset(&ms);
        const char *end = pm_match(&ms, s + at, p);
        if (end != NULL && !(it->matched && (size_t)(end - s) == it->last_end)) {
            it->next = it->last_end = (size_t)(end - s);
            it->matched = 1;
            return pm_push_captures(&ms, s + at, end, 1);
        }
    }
    it->next = ls + 1;  // done: later calls find nothing at once
    return 0;
}

/// string.gmatch(s, pattern [, init]). A leading '^' is an ordinary character here, as in Lua 5.4.
static int pm_gmatch(lua_State *L) {
    size_t ls, lp;
    luaL_checklstring(L, 1, &ls);
    pm_check_subject(L, ls, "gmatch");
    luaL_checklstring(L, 2, &lp);
    size_t init = pm_start(luaL_optinteger(L, 3, 1), ls) - 1;
    if (init > ls) init = ls + 1;
    lua_settop(L, 2);
    pm_iterator *it = (pm_iterator *)lua_newuserdatauv(L, sizeof(pm_iterator), 0);
    it->next = init;
    it->last_end = 0;
    it->matched = 0;
    lua_pushcclosure(L, pm_gmatch_next, 3);
    return 1;
}

/// Appends the replacement string (argument 3) for the match from `s` to `e`: `%0`–`%9`, `%%`.
static void pm_add_template(pm_state *ms, luaL_Buffer *b, const char *s, const char *e) {
    lua_State *L = ms->L;
    size_t length;
    const char *r = lua_tolstring(L, 3, &length);
    const char *const end = r + length;
    for (;;) {
        const char *percent = memchr(r, '%', (size_t)(end - r));
        if (percent == NULL) {
            luaL_addlstring(b, r, (size_t)(end - r));
            return;
        }
        luaL_addlstring(b, r, (size_t)(percent - r));
        const char code = percent[1];  // the string's final '\0' when '%' ends it
        if (code == '%') {
            luaL_addchar(b, '%');
        } else if (code == '0') {
            luaL_addlstring(b, s, (size_t)(e - s));
        } else if (isdigit((unsigned char)code)) {
            pm_push_capture(ms, code - '1', s, e);
            luaL_tolstring(L, -1, NULL);
            lua_remove(L, -2);
            luaL_addvalue(b);
        } else {
            luaL_error(L, "invalid use of '%c' in replacement string", '%');
        }
        r = percent + 2;
    }
}

/// Appends the replacement of the match from `s` to `e`. Returns 1 when it changed the text.
static int pm_add_replacement(pm_state *ms, luaL_Buffer *b, const char *s, const char *e, int kind) {
    lua_State *L = ms->L;
    if (kind == LUA_TFUNCTION) {
        lua_pushvalue(L, 3);
        int n = pm_push_captures(ms, s, e, 1);
        lua_call(L, n, 1);
    } else if (kind == LUA_TTABLE) {
        pm_push_capture(ms, 0, s, e);
        lua_gettable(L, 3);
    } else {
        pm_add_template(ms, b, s, e);
        return 1;
    }
    if (!lua_toboolean(L, -1)) {  // nil or false: keep the match as it is
        lua_pop(L, 1);
        luaL_addlstring(b, s, (size_t)(e - s));
        return 0;
    }
    if (!lua_isstring(L, -1)) return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
    luaL_addvalue(b);
    return 1;
}

/// string.gsub(s, pattern, repl [, n]).
static int pm_gsub(lua_State *L) {
    size_t ls, lp;
    const char *src = luaL_checklstring(L, 1, &ls);
    pm_check_subject(L, ls, "gsub");
    const char *p = luaL_checklstring(L, 2, &lp);
    int kind = lua_type(L, 3);
    lua_Integer max = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
    luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION || kind == LUA_TTABLE, 3,
                     "string/function/table");
    int anchored = *p == '^';
    if (anchored) {
        p++;
        lp--;
    }
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    pm_state ms;
    pm_init(&ms, L, src, ls, p, lp, "gsub");
    const char *last_end = NULL;
    lua_Integer count = 0;
    int changed = 0;
    pm_lead lead = {0};
    if (!anchored && max > 0) pm_lead_init(&ms, &lead, p);
    while (count < max) {
        if (lead.p != NULL) {
            const char *next = pm_lead_next(&ms, &lead, src);
            luaL_addlstring(&b, src, (size_t)(next - src));
            src = next;
            if (src == ms.subject_end) break;
        }
        pm_reset(&ms);
        const char *end = pm_match(&ms, src, p);
        if (end != NULL && end != last_end) {
            count++;
            changed |= pm_add_replacement(&ms, &b, src, end, kind);
            src = last_end = end;
        } else if (src < ms.subject_end) {
            luaL_addchar(&b, *src++);
        } else {
            break;
        }
        if (anchored) break;
    }
    if (changed) {
        luaL_addlstring(&b, src, (size_t)(ms.subject_end - src));
        luaL_pushresult(&b);
    } else {
        lua_pushvalue(L, 1);  // nothing replaced: the subject itself
    }
    lua_pushinteger(L, count);
    return 2;
}

void sc_install_patterns(lua_State *L, int string_index, size_t subject_cap) {
    string_index = lua_absindex(L, string_index);
    static const luaL_Reg functions[] = {
        {"find", pm_find}, {"match", pm_match_function}, {"gmatch", pm_gmatch}, {"gsub", pm_gsub}, {NULL, NULL}};
    for (const luaL_Reg *f = functions; f->name != NULL; f++) {
        lua_pushinteger(L, (lua_Integer)subject_cap);
        lua_pushcclosure(L, f->func, 1);
        lua_setfield(L, string_index, f->name);
    }
}

void sc_set_pattern_step_cap(lua_State *L, uint64_t steps) { sc_state_of(L)->pattern_step_cap = steps; }
