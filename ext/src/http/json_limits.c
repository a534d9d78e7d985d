/*
 * The limits of a JSON request body (see json_limits.h).
 *
 * Invariants: `depth` containers are open and levels[0..depth) describe
 * them, innermost last: twice the members counted so far, plus one for an
 * object. `first` is true right after a '[' or '{': the next byte that is
 * neither blank nor the closing bracket begins the container's first
 * member (a ',' begins each later one). `total` counts every member begun.
 */
#include "src/http/json_limits.h"

#include <stdbool.h>

#include "src/core/error.h"

typedef struct scan {
    const vela_json_limits_t *limits;
    size_t max_depth;
    size_t depth, total;
    bool first;
    vela_json_limit_t passed;
    size_t levels[VELA_JSON_DEPTH_LIMIT];
} scan_t;

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The index of the '"' that closes the string opened at `at`, or len when it does not close. */
static size_t skip_string(const char *text, size_t len, size_t at)
{
    for (size_t i = at + 1; i < len; i++) {
        if (text[i] == '\\') {
            i++;
        } else if (text[i] == '"') {
            return i;
        }
    }
    return len;
}

/* One more member in the innermost container; false with s->passed set past a limit. */
static bool count_member(scan_t *s)
{
    size_t *level = &s->levels[s->depth - 1];

    *level += 2;
    if ((*level & 1) && s->limits->max_object_members &&
        *level / 2 > s->limits->max_object_members) {
        s->passed = VELA_JSON_OBJECT_TOO_LARGE;
        return false;
    }
    if (s->limits->max_members && ++s->total > s->limits->max_members) {
        s->passed = VELA_JSON_TOO_MANY_MEMBERS;
        return false;
    }
    return true;
}

/* Opens an array ('[') or an object ('{'); false with s->passed set one level too deep. */
static bool open_container(scan_t *s, char bracket)
{
    if (s->depth == s->max_depth) {
        s->passed = VELA_JSON_TOO_DEEP;
        return false;
    }
    s->levels[s->depth++] = bracket == '{';
    s->first = true;
    return true;
}

/* Takes the byte at `i` (not blank); false past a limit. Moves *i past a string. */
static bool take(scan_t *s, const char *text, size_t len, size_t *i)
{
    char c = text[*i];

    if (s->first && c != ']' && c != '}' && !count_member(s)) {
        return false;
    }
    s->first = false;
    switch (c) {
    case '"':
        *i = skip_string(text, len, *i);
        return true;
    case '[':
    case '{':
        return open_container(s, c);
    case ']':
    case '}':
        s->depth -= s->depth > 0;
        return true;
    case ',':
        return s->depth == 0 || count_member(s);
    default:
        return true;
    }
}

int vela_json_check_limits(const vela_json_limits_t *limits, const char *text, size_t len,
                           vela_json_limit_t *passed, size_t *offset)
{
    scan_t s = {.limits = limits, .max_depth = limits->max_depth};

    if (s.max_depth == 0 || s.max_depth > VELA_JSON_DEPTH_LIMIT) {
        s.max_depth = VELA_JSON_DEPTH_LIMIT;
    }
    *passed = VELA_JSON_WITHIN_LIMITS;
    *offset = 0;
    for (size_t i = 0; i < len; i++) {
        if (!is_blank(text[i]) && !take(&s, text, len, &i)) {
            *passed = s.passed;
            *offset = i;
            return VELA_ELIMIT;
        }
    }
    return 0;
}
