// Value writes, Swift's way: `view.frame.origin.y = 40` sets the view's frame, and after
// `local b = a`, `b.origin.y = 10` changes `b` and not `a`.
//
// Geometry values are Lua tables, and a Lua assignment shares a table: in plain Lua the first
// line would change a temporary and be lost, and the second would change `a` too. Swift compiles
// a write through a value into get, modify, set; Lua cannot see that at run time (a table cannot
// tell which variable it was reached through, and copy-on-assignment has no hook in Lua), so the
// difference is made at load time, where the target's shape is visible: every assignment target
// with trailing field or index steps becomes a chain of `__stagecraft_place` calls,
//     P.a.b.c = v   →  __stagecraft_place(__stagecraft_place(P, "a", "P"), "b").c = v
//     b.x = v       →  __stagecraft_place(b, nil, "b").x = v
// which return their base unchanged, except that a value comes back as a *place*: a proxy whose
// write copies the value, changes the copy and assigns it back where the value lives, through the
// owner's setter or to the variable named (PlaceAccess.c, PlaceVariables.c). Objects and plain
// tables keep Lua's meaning; the cost for them is one C call per rewritten assignment.
//
// Only the targets change (table constructor fields `{x = 1}` are not targets); the rest of the
// text is kept byte for byte and every line keeps its number, so errors and tracebacks point
// where they did. The caller compiles the original text first (syntax errors are Lua's own) and
// this text only when the original compiled.
#include "Internal.h"
#include <stdlib.h>
#include <string.h>

enum { T_NAME = 256, T_KEYWORD, T_STRING, T_NUMBER, T_OP2, T_OTHER };

typedef struct {
    int type;          // T_*, or a one-character punctuator ('.', '(', '=' …)
    size_t start, end; // byte range in the source
    int keyword;       // for T_KEYWORD: which (K_*)
    long match;        // for brackets: the index of the matching one (-1: none)
} token;

typedef struct {
    token *items;
    size_t count, capacity;
    int failed;
} token_list;

static void push_token(token_list *list, int type, size_t start, size_t end, int keyword) {
    if (list->failed) return;
    if (list->count == list->capacity) {
        size_t capacity = list->capacity ? list->capacity * 2 : 256;
        token *grown = realloc(list->items, capacity * sizeof(token));
        if (grown == NULL) { list->failed = 1; return; }
        list->items = grown;
        list->capacity = capacity;
    }
    list->items[list->count++] = (token){type, start, end, keyword, -1};
}

static int is_name_start(unsigned char c) { return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static int is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static int is_name_char(unsigned char c) { return is_name_start(c) || is_digit(c); }

static const char *const keywords[] = {
    "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
    "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while", NULL};

/// Positions in `keywords`, plus one: the ones that open and close blocks, and `function`.
enum { K_DO = 3, K_END = 6, K_FUNCTION = 9, K_IF = 11, K_REPEAT = 17, K_UNTIL = 21 };

/// The keyword's K_* number, or 0 for a name.
static int keyword_kind(const char *text, size_t length) {
    for (int i = 0; keywords[i]; i++)
        if (strlen(keywords[i]) == length && memcmp(keywords[i], text, length) == 0) return i + 1;
    return 0;
}

/// `[[`, `[==[`…: the level (number of '='), or -1 when `s[i]` does not open a long bracket.
static long long_bracket_level(const char *s, size_t n, size_t i) {
    if (i >= n || s[i] != '[') return -1;
    size_t j = i + 1;
    while (j < n && s[j] == '=') j++;
    return j < n && s[j] == '[' ? (long)(j - i - 1) : -1;
}

/// The index just past the long bracket closing one of `level` that starts its search at `i`.
static size_t skip_long_bracket(const char *s, size_t n, size_t i, long level) {
    for (; i < n; i++) {
        if (s[i] != ']') continue;
        size_t j = i + 1;
        while (j < n && s[j] == '=') j++;
        if (j < n && s[j] == ']' && (long)(j - i - 1) == level) return j + 1;
    }
    return n;
}

/// Lua's lexer, far enough to find tokens: names, keywords, strings, numbers and punctuators;
/// comments and white space are skipped. The text has compiled, so it is valid Lua.
static void tokenize(const char *s, size_t n, token_list *list) {
    size_t i = 0;
    while (i < n && !list->failed) {
        unsigned char c = (unsigned char)s[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') { i++; continue; }
        if (c == '-' && i + 1 < n && s[i + 1] == '-') {
            long level = long_bracket_level(s, n, i + 2);
            if (level >= 0) { i = skip_long_bracket(s, n, i + 2, level); continue; }
            while (i < n && s[i] != '\n' && s[i] != '\r') i++;
            continue;
        }
        size_t start = i;
        if (is_name_start(c)) {
            while (i < n && is_name_char((unsigned char)s[i])) i++;
            int kind = keyword_kind(s + start, i - start);
            push_token(list, kind ? T_KEYWORD : T_NAME, start, i, kind);
            continue;
        }
        if (is_digit(c) || (c == '.' && i + 1 < n && is_digit((unsigned char)s[i + 1]))) {
            int hex = c == '0' && i + 1 < n && (s[i + 1] == 'x' || s[i + 1] == 'X');
            char e1 = hex ? 'p' : 'e', e2 = hex ? 'P' : 'E';
            while (i < n) {
                char d = s[i];
                if ((d == e1 || d == e2) && i + 1 < n && (s[i + 1] == '+' || s[i + 1] == '-')) i += 2;
                else if (is_name_char((unsigned char)d) || d == '.') i++;
                else break;
            }
            push_token(list, T_NUMBER, start, i, 0);
            continue;
        }
        if (c == '"' || c == '\'') {
            i++;
            while (i < n && (unsigned char)s[i] != c) i += s[i] == '\\' ? 2 : 1;
            i = i < n ? i + 1 : n;
            push_token(list, T_STRING, start, i, 0);
            continue;
        }
        long level = long_bracket_level(s, n, i);
        if (level >= 0) {
            i = skip_long_bracket(s, n, i + (size_t)level + 2, level);
            push_token(list, T_STRING, start, i, 0);
            continue;
        }
        // Punctuators: the two- and three-character ones matter only in that `==`, `<=`, `>=`,
        // `~=`, `..` and `...` are not `=` or `.`.
        static const char *const longer[] = {"...", "..", "==", "~=", "<=", ">=", "<<", ">>", "//", "::", NULL};
        int matched = 0;
        for (int k = 0; longer[k]; k++) {
            size_t length = strlen(longer[k]);
            if (i + length <= n && memcmp(s + i, longer[k], length) == 0) {
                push_token(list, T_OP2, i, i + length, 0);
                i += length;
                matched = 1;
                break;
            }
        }
        if (matched) continue;
        push_token(list, c, i, i + 1, 0);
        i++;
    }
}

/// Pairs every bracket with its partner.
static int match_brackets(token_list *list) {
    size_t depth = 0;
    long *stack = malloc((list->count + 1) * sizeof(long));
    if (stack == NULL) return 0;
    for (size_t k = 0; k < list->count; k++) {
        int t = list->items[k].type;
        if (t == '(' || t == '[' || t == '{') stack[depth++] = (long)k;
        else if ((t == ')' || t == ']' || t == '}') && depth > 0) {
            long open = stack[--depth];
            list->items[open].match = (long)k;
            list->items[k].match = open;
        }
    }
    free(stack);
    return 1;
}

typedef struct { const token *t; size_t count; } tokens;

static int type_at(tokens ts, long k) { return k >= 0 && (size_t)k < ts.count ? ts.t[k].type : 0; }

/// Whether `(` at `open` starts a parameter list: `function (`, `function name.a:b (`.
static int opens_parameters(tokens ts, long open) {
    long k = open - 1;
    if (type_at(ts, k) == T_KEYWORD && ts.t[k].keyword == K_FUNCTION) return 1;
    while (type_at(ts, k) == T_NAME) {
        if (type_at(ts, k - 1) == '.' || type_at(ts, k - 1) == ':') { k -= 2; continue; }
        return type_at(ts, k - 1) == T_KEYWORD && ts.t[k - 1].keyword == K_FUNCTION;
    }
    return 0;
}

/// Whether token `k` ends a prefix expression (so a `(`, `[`, `{` or string after it continues
/// that expression as a call or an index). A `}` or a string does only as a call's argument
/// (`f{…}`, `f"…"`): what is before it must end a prefix in turn. Iterative, and bounded: a chain
/// of thousands of table or string arguments is not worth rewriting, and must not cost a deep
/// recursion or quadratic time.
static int ends_prefix(tokens ts, long k) {
    for (int steps = 0; steps < 64; steps++) {
        switch (type_at(ts, k)) {
        case T_NAME: return 1;
        case ']': return 1;
        case ')': return ts.t[k].match >= 0 && !opens_parameters(ts, ts.t[k].match);
        case '}': if (ts.t[k].match < 0) return 0; k = ts.t[k].match - 1; continue;
        case T_STRING: k--; continue;
        default: return 0;
        }
    }
    return 0;
}

/// The first token of the prefix expression ending at `end`, or -1 when none ends there.
static long prefix_start(tokens ts, long end) {
    long k = end;
    for (int steps = 0; steps < 4096; steps++) {  // a longer prefix is left as Lua reads it
        int t = type_at(ts, k);
        if (t == T_NAME) {
            if (type_at(ts, k - 1) == '.' || type_at(ts, k - 1) == ':') { k -= 2; continue; }
            return k;
        }
        if (t == ')' || t == ']' || t == '}') {
            long open = ts.t[k].match;
            if (open < 0) return -1;
            if (t == ')' && opens_parameters(ts, open)) return -1;
            if (ends_prefix(ts, open - 1)) { k = open - 1; continue; }  // call arguments or an index
            return t == ')' ? open : -1;                                  // ( exp ) is a root
        }
        if (t == T_STRING) {
            if (ends_prefix(ts, k - 1)) { k--; continue; }
            return -1;
        }
        return -1;
    }
    return -1;
}

/// Whether the prefix expression ending at `k` ends with a call (`f(x)`, `f{…}`, `f"…"`), not a
/// name, an index or a parenthesized expression.
static int ends_in_call(tokens ts, long k) {
    switch (type_at(ts, k)) {
    case ')': return ts.t[k].match >= 0 && ends_prefix(ts, ts.t[k].match - 1);
    case '}': case T_STRING: return 1;
    default: return 0;
    }
}

#define ROOT_IS_CALL (-2)

/// One assignment target: its prefix's tokens [root, root_end] and its trailing steps.
typedef struct {
    long root, root_end;
    long steps[64][2];  // first and last token of each `.name` / `[exp]` step, in source order
    int count;
} target;

/// Reads the target that ends at token `end` (the one before `=` or before a varlist's `,`).
/// Returns 0 when it is not a target with a prefix (a table constructor's `[k] =`, a name).
static int read_target(tokens ts, long end, target *out) {
    long k = end;
    long reversed[64][2];
    int count = 0;
    while (count < 64) {
        int t = type_at(ts, k);
        if (t == T_NAME && type_at(ts, k - 1) == '.') { reversed[count][0] = k - 1; reversed[count][1] = k; count++; k -= 2; continue; }
        if (t == ']') {
            long open = ts.t[k].match;
            if (open < 0 || !ends_prefix(ts, open - 1)) break;
            reversed[count][0] = open; reversed[count][1] = k; count++;
            k = open - 1;
            continue;
        }
        break;
    }
    if (count == 0 || count == 64) return 0;
    long root = prefix_start(ts, k);
    if (root < 0) return 0;
    out->root = root;
    out->root_end = k;
    out->count = count;
    for (int i = 0; i < count; i++) { out->steps[i][0] = reversed[count - 1 - i][0]; out->steps[i][1] = reversed[count - 1 - i][1]; }
    return 1;
}

typedef struct { char *data; size_t length, capacity; int failed; } buffer;

static void append(buffer *b, const char *text, size_t length) {
    if (b->failed) return;
    if (b->length + length + 1 > b->capacity) {
        size_t capacity = (b->length + length + 1) * 2;
        char *grown = realloc(b->data, capacity);
        if (grown == NULL) { b->failed = 1; return; }
        b->data = grown;
        b->capacity = capacity;
    }
    memcpy(b->data + b->length, text, length);
    b->length += length;
    b->data[b->length] = 0;
}

static void append_text(buffer *b, const char *text) { append(b, text, strlen(text)); }

/// The newlines in `s[from, to)`, so a replaced span keeps the line count.
static void append_newlines(buffer *b, const char *s, size_t from, size_t to) {
    for (size_t i = from; i < to; i++) if (s[i] == '\n') append(b, "\n", 1);
}

/// One change to the text: `[at, until)` becomes `text` (an insertion when empty).
typedef struct { size_t at, until; int kind; long first, last, root_name; } edit;
enum { E_OPEN, E_FIELD, E_INDEX_OPEN, E_INDEX_CLOSE, E_ROOT_CLOSE };

static int compare_edits(const void *a, const void *b) {
    const edit *x = a, *y = b;
    if (x->at != y->at) return x->at < y->at ? -1 : 1;
    return x->kind == E_OPEN ? -1 : y->kind == E_OPEN ? 1 : 0;  // an insertion before a replacement there
}

#define PLACE_FUNCTION "__stagecraft_place"

char *sc_rewrite_places(const char *s, size_t n, size_t *out_length) {
    if (n > ((size_t)8 << 20)) return NULL;  // far beyond any script; not worth the memory
    token_list list = {0};
    tokenize(s, n, &list);
    if (list.failed || !match_brackets(&list)) { free(list.items); return NULL; }
    tokens ts = {list.items, list.count};

    edit *edits = NULL;
    size_t edit_count = 0, edit_capacity = 0;
    int failed = 0;
    // What encloses each token: brackets, and blocks (`function`, `if`, `do`, `repeat` open one;
    // `end` and `until` close it). An `=` directly in a `{` is a table field, not an assignment.
    char *enclosing = malloc(list.count + 1);
    size_t depth = 0;
    if (enclosing == NULL) failed = 1;
    for (size_t k = 0; k < list.count && !failed; k++) {
        const token *t = &list.items[k];
        if (t->type == '(' || t->type == '[' || t->type == '{') enclosing[depth++] = (char)t->type;
        else if (t->type == T_KEYWORD && (t->keyword == K_FUNCTION || t->keyword == K_IF || t->keyword == K_DO || t->keyword == K_REPEAT)) enclosing[depth++] = 'b';
        else if ((t->type == ')' || t->type == ']' || t->type == '}' || (t->type == T_KEYWORD && (t->keyword == K_END || t->keyword == K_UNTIL))) && depth > 0) depth--;
        if (t->type != '=' || (depth > 0 && enclosing[depth - 1] == '{')) continue;
        long end = (long)k - 1;
        // The varlist `a.b.c, d.e.f = …` ends at `=`; earlier targets end before each `,`.
        for (int guard = 0; guard < 1000; guard++) {
            target tg;
            if (!read_target(ts, end, &tg)) {
                // A plain name (`a.x, n = …`): the targets before it are targets all the same.
                if (type_at(ts, end) == T_NAME && type_at(ts, end - 1) == ',') { end -= 2; continue; }
                break;
            }
            if (tg.count == 1) {
                // One step, `b.x = v`: the root is a variable that may hold a value, or a call or a
                // parenthesized expression; `__stagecraft_place(b, nil, "b").x = v`.
                size_t needed = edit_count + 2;
                if (needed > edit_capacity) {
                    edit_capacity = needed * 2;
                    edit *grown = realloc(edits, edit_capacity * sizeof(edit));
                    if (grown == NULL) { failed = 1; break; }
                    edits = grown;
                }
                long root_name = tg.root == tg.root_end && ts.t[tg.root].type == T_NAME ? tg.root
                               : ends_in_call(ts, tg.root_end) ? ROOT_IS_CALL : -1;
                edits[edit_count++] = (edit){ts.t[tg.root].start, ts.t[tg.root].start, E_OPEN, 0, 1, -1};
                edits[edit_count++] = (edit){ts.t[tg.root_end].end, ts.t[tg.root_end].end, E_ROOT_CLOSE, 0, 0, root_name};
            } else {
                size_t needed = edit_count + 2 * (size_t)tg.count;
                if (needed > edit_capacity) {
                    edit_capacity = needed * 2;
                    edit *grown = realloc(edits, edit_capacity * sizeof(edit));
                    if (grown == NULL) { failed = 1; break; }
                    edits = grown;
                }
                // The root names what was nil in messages when it is a plain name.
                // The root names what was nil in messages when it is a plain name; a root that is
                // a call's result is marked, so assigning into a value it returned is an error.
                long root_name = tg.root == tg.root_end && ts.t[tg.root].type == T_NAME ? tg.root
                               : ends_in_call(ts, tg.root_end) ? ROOT_IS_CALL : -1;
                edits[edit_count++] = (edit){ts.t[tg.root].start, ts.t[tg.root].start, E_OPEN, 0, tg.count - 1, -1};
                for (int i = 0; i < tg.count - 1; i++) {
                    const token *first = &ts.t[tg.steps[i][0]], *last = &ts.t[tg.steps[i][1]];
                    long name = i == 0 ? root_name : -1;
                    if (first->type == '[') {
                        // `[` and `]` change; the key expression stays in place (it may hold
                        // targets of its own, in a function).
                        edits[edit_count++] = (edit){first->start, first->end, E_INDEX_OPEN, 0, 0, -1};
                        edits[edit_count++] = (edit){last->start, last->end, E_INDEX_CLOSE, 0, 0, name};
                    } else {
                        edits[edit_count++] = (edit){first->start, last->end, E_FIELD, tg.steps[i][0], tg.steps[i][1], name};
                    }
                }
            }
            if (type_at(ts, tg.root - 1) != ',') break;
            end = tg.root - 2;
        }
    }
    free(enclosing);
    if (failed || edit_count == 0) { free(edits); free(list.items); return NULL; }
    qsort(edits, edit_count, sizeof(edit), compare_edits);

    buffer out = {0};
    // One local on the first line (no new line): the chunk's functions reach the helper as an
    // upvalue, whatever environment the chunk runs in.
    append_text(&out, "local " PLACE_FUNCTION " = (\"\")." PLACE_FUNCTION "; ");
    size_t at = 0;
    for (size_t e = 0; e < edit_count && !out.failed; e++) {
        edit ed = edits[e];
        if (ed.at < at) { out.failed = 1; break; }  // overlapping edits: not expected; keep the original
        append(&out, s + at, ed.at - at);
        at = ed.until;
        switch (ed.kind) {
        case E_OPEN:
            for (long i = 0; i < ed.last; i++) append_text(&out, PLACE_FUNCTION "(");
            continue;
        case E_INDEX_OPEN:
            append_text(&out, ", ");
            continue;
        case E_FIELD: {
            const token *dot = &ts.t[ed.first], *name = &ts.t[ed.last];
            append_text(&out, ", \"");
            append(&out, s + name->start, name->end - name->start);
            append_text(&out, "\"");
            append_newlines(&out, s, dot->start, name->start);
            break;
        }
        case E_INDEX_CLOSE:
            break;
        case E_ROOT_CLOSE:
            append_text(&out, ", nil");
            break;
        }
        if (ed.root_name >= 0) {
            const token *name = &ts.t[ed.root_name];
            append_text(&out, ", \"");
            append(&out, s + name->start, name->end - name->start);
            append_text(&out, "\"");
        } else if (ed.root_name == ROOT_IS_CALL) {
            append_text(&out, ", nil, true");
        }
        append_text(&out, ")");
    }
    append(&out, s + at, n - at);
    free(edits);
    free(list.items);
    if (out.failed) { free(out.data); return NULL; }
    *out_length = out.length;
    return out.data;
}

void sc_free_rewrite(char *text) { free(text); }
