/*
 * The "did you mean" hint (see suggest.h for the rules).
 *
 * Design. Names are short (option names), so the distance is the textbook
 * dynamic programme over three rows on the stack; a name longer than
 * NAME_MAX is never near anything. The aliases are one table for every
 * caller: an alias applies only where its target is a known name, so the
 * same table serves the server's options and the pools'.
 */
#include "src/core/suggest.h"

#include "src/core/ascii.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#define NAME_MAX_LEN 64
#define FAR ((size_t)-1)

/* Names used elsewhere for one of our options: {theirs, ours}. */
static const char *const aliases[][2] = {
    {"pool_size", "max"},        {"size", "max"},          {"max_size", "max"},
    {"max_connections", "max"},  {"max_active", "max"},    {"maxconn", "max"},
    {"pool_max", "max"},         {"min_size", "min"},      {"min_connections", "min"},
    {"min_idle", "min"},         {"pool_min", "min"},      {"worker_num", "workers"},
    {"worker_count", "workers"}, {"processes", "workers"}, {"db", "database"},
    {"user", "username"},        {"pass", "password"},     {"auth", "password"},
};

static size_t min3(size_t a, size_t b, size_t c)
{
    size_t m = a < b ? a : b;

    return m < c ? m : c;
}

size_t vela_suggest_distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b), rows[3][NAME_MAX_LEN + 1];
    size_t *before = rows[0], *prev = rows[1], *cur = rows[2];

    if (la > NAME_MAX_LEN || lb > NAME_MAX_LEN) {
        return FAR;
    }
    for (size_t j = 0; j <= lb; j++) {
        prev[j] = j;
    }
    for (size_t i = 1; i <= la; i++) {
        cur[0] = i;
        for (size_t j = 1; j <= lb; j++) {
            size_t cost = vela_ascii_lower(a[i - 1]) != vela_ascii_lower(b[j - 1]);

            cur[j] = min3(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && vela_ascii_lower(a[i - 1]) == vela_ascii_lower(b[j - 2]) &&
                vela_ascii_lower(a[i - 2]) == vela_ascii_lower(b[j - 1]) &&
                before[j - 2] + 1 < cur[j]) {
                cur[j] = before[j - 2] + 1;
            }
        }
        size_t *oldest = before;
        before = prev;
        prev = cur;
        cur = oldest;
    }
    return prev[lb];
}

static const char *known_name(const char *name, const char *const *known, size_t count)
{
    for (size_t i = 0; i < count; i++) {
        if (strcmp(known[i], name) == 0) {
            return known[i];
        }
    }
    return NULL;
}

/* The known name `given` stands for, by alias or by nearness; NULL if none. */
static const char *meant(const char *given, const char *const *known, size_t count)
{
    size_t len = strlen(given), best = FAR, limit = (len < 3 ? 3 : len) / 3;
    const char *found = NULL;

    for (size_t i = 0; i < sizeof(aliases) / sizeof(aliases[0]); i++) {
        if (strcasecmp(given, aliases[i][0]) == 0 &&
            (found = known_name(aliases[i][1], known, count)) != NULL) {
            return found;
        }
    }
    for (size_t i = 0; i < count; i++) {
        size_t d = vela_suggest_distance(given, known[i]);

        if (d <= limit && d < best) {
            best = d;
            found = known[i];
        }
    }
    return found;
}

const char *vela_suggest_hint(const char *given, const char *const *known, size_t count, char *buf,
                              size_t size)
{
    const char *name = meant(given, known, count);
    size_t at;

    if (name != NULL) {
        snprintf(buf, size, "did you mean \"%s\"?", name);
        return buf;
    }
    at = (size_t)snprintf(buf, size, "known:");
    for (size_t i = 0; i < count && at < size; i++) {
        at += (size_t)snprintf(buf + at, size - at, "%s %s", i == 0 ? "" : ",", known[i]);
    }
    return buf;
}
