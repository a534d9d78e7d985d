/*
 * Redacting connection strings and messages about them (see redact.h).
 *
 * Invariants: a region is a byte range [start, end) of the connection
 * string; regions never overlap and are found in increasing order; output
 * goes through one bounded writer, so no path writes past cap.
 */
#include "src/core/redact.h"

#include "src/core/ascii.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"

#define MAX_REGIONS 16

typedef struct region {
    size_t start, end;
} region_t;

typedef struct regions {
    region_t at[MAX_REGIONS];
    size_t count;
    bool uri;
} regions_t;

typedef struct writer {
    char *out;
    size_t cap, len;
} writer_t;

/* The first occurrence of needle (n > 0 bytes) in hay (len bytes), or NULL. */
static const char *find(const char *hay, size_t len, const char *needle, size_t n)
{
    for (const char *p = hay; n <= len && p <= hay + len - n; p++) {
        p = memchr(p, needle[0], (size_t)(hay + len - n - p) + 1);
        if (!p || memcmp(p, needle, n) == 0) {
            return p;
        }
    }
    return NULL;
}

/* A malloc'd copy of text (strdup is not C11), or NULL. */
static char *copy_text(const char *text)
{
    size_t n = strlen(text) + 1;
    char *copy = malloc(n);
    return copy ? memcpy(copy, text, n) : NULL;
}

static void put(writer_t *w, const char *text, size_t n)
{
    size_t room = w->cap - 1 - w->len;
    n = n < room ? n : room;
    memcpy(w->out + w->len, text, n);
    w->len += n;
    w->out[w->len] = '\0';
}

static void add(regions_t *r, size_t start, size_t end)
{
    if (end > start && r->count < MAX_REGIONS) {
        r->at[r->count++] = (region_t){start, end};
    }
}

/* The offset just past "scheme://" when dsn is a URI, else 0. */
static size_t uri_authority(const char *dsn)
{
    size_t i = 0;
    while (isalnum((unsigned char)dsn[i]) || dsn[i] == '+' || dsn[i] == '-' || dsn[i] == '.') {
        i++;
    }
    return i > 0 && strncmp(dsn + i, "://", 3) == 0 ? i + 3 : 0;
}

/* URI: the password of the user info (up to the last '@') and every password= parameter. */
static void find_uri(const char *dsn, size_t authority, regions_t *r)
{
    const char *at = strrchr(dsn, '@');
    size_t after = authority;
    if (at && (size_t)(at - dsn) >= authority) {
        const char *colon = memchr(dsn + authority, ':', (size_t)(at - dsn) - authority);
        if (colon) {
            add(r, (size_t)(colon + 1 - dsn), (size_t)(at - dsn));
        }
        after = (size_t)(at - dsn) + 1;
    }
    for (const char *p = strchr(dsn + after, '?'); p; p = strchr(p + 1, '&')) {
        if (strncmp(p + 1, "password=", 9) == 0) {
            size_t start = (size_t)(p + 10 - dsn);
            add(r, start, start + strcspn(dsn + start, "&"));
        }
    }
}

static size_t skip_space(const char *s, size_t i)
{
    while (isspace((unsigned char)s[i])) {
        i++;
    }
    return i;
}

/* The end of a keyword/value value starting at i, as libpq reads it (backslash escapes). */
static size_t value_end(const char *s, size_t i)
{
    bool quoted = s[i] == '\'';
    for (i += quoted; s[i]; i++) {
        if (s[i] == '\\' && s[i + 1]) {
            i++;
        } else if (quoted ? s[i] == '\'' : isspace((unsigned char)s[i])) {
            return i + quoted;
        }
    }
    return i;
}

/* Past the words after i that are not a key (not followed by '='): a malformed value's spill. */
static size_t loose_words_end(const char *s, size_t i)
{
    for (;;) {
        size_t j = skip_space(s, i), word = j;
        while (s[j] && !isspace((unsigned char)s[j]) && s[j] != '=') {
            j++;
        }
        if (j == word || s[skip_space(s, j)] == '=') {
            return i;
        }
        i = j;
    }
}

/* Keyword/value: the value of every password keyword, with what it spilled into. */
static void find_keyword_value(const char *s, regions_t *r)
{
    size_t i = 0;
    while (s[i = skip_space(s, i)]) {
        size_t key = i;
        while (s[i] && !isspace((unsigned char)s[i]) && s[i] != '=') {
            i++;
        }
        size_t key_len = i - key;
        i = skip_space(s, i);
        if (s[i] != '=') {
            continue; /* a word that is not key=value: libpq refuses it; move on */
        }
        i = skip_space(s, i + 1);
        size_t start = i;
        i = value_end(s, i);
        if (key_len == 8 && strncmp(s + key, "password", 8) == 0) {
            i = loose_words_end(s, i);
            add(r, start, i);
        }
    }
}

static void find_regions(const char *dsn, regions_t *r)
{
    size_t authority = uri_authority(dsn);
    r->count = 0;
    r->uri = authority > 0;
    if (r->uri) {
        find_uri(dsn, authority, r);
    } else {
        find_keyword_value(dsn, r);
    }
}

/* The region's text as the library reads it: percent-decoded (URI) or unquoted (keyword/value). */
static size_t decode(const char *text, size_t n, bool uri, char *out)
{
    size_t len = 0, i = 0;
    bool quoted = !uri && n >= 2 && text[0] == '\'' && text[n - 1] == '\'';
    if (quoted) {
        i = 1;
        n--;
    }
    for (; i < n; i++) {
        if (uri && text[i] == '%' && i + 2 < n && vela_hex_value(text[i + 1]) >= 0 &&
            vela_hex_value(text[i + 2]) >= 0) {
            out[len++] = (char)(vela_hex_value(text[i + 1]) * 16 + vela_hex_value(text[i + 2]));
            i += 2;
        } else if (!uri && text[i] == '\\' && i + 1 < n) {
            out[len++] = text[++i];
        } else {
            out[len++] = text[i];
        }
    }
    return len;
}

/* Writes piece (the connection string's bytes [from, to)) with its overlap with regions as "***". */
static void put_redacted(writer_t *w, const char *dsn, const regions_t *r, size_t from, size_t to)
{
    size_t i = from;
    for (size_t k = 0; k < r->count && i < to; k++) {
        const region_t *g = &r->at[k];
        if (g->end <= i || g->start >= to) {
            continue;
        }
        if (g->start > i) {
            put(w, dsn + i, g->start - i);
        }
        put(w, VELA_REDACTED, strlen(VELA_REDACTED));
        i = g->end < to ? g->end : to;
    }
    if (i < to) {
        put(w, dsn + i, to - i);
    }
}

/* Where token occurs in dsn overlapping a region, or -1. */
static long overlapping_occurrence(const char *dsn, const regions_t *r, const char *token, size_t n)
{
    size_t len = strlen(dsn);
    for (const char *p = dsn; n > 0 && p + n <= dsn + len; p++) {
        p = find(p, (size_t)(dsn + len - p), token, n);
        if (!p) {
            return -1;
        }
        size_t at = (size_t)(p - dsn);
        for (size_t k = 0; k < r->count; k++) {
            if (at < r->at[k].end && at + n > r->at[k].start) {
                return (long)at;
            }
        }
    }
    return -1;
}

/* Copies text into w, each "quoted token" that overlaps a region redacted there. */
static void put_tokens(writer_t *w, const char *text, const char *dsn, const regions_t *r)
{
    const char *open;
    while ((open = strchr(text, '"')) != NULL) {
        const char *close = strchr(open + 1, '"');
        if (!close) {
            break;
        }
        size_t n = (size_t)(close - open - 1);
        long at = overlapping_occurrence(dsn, r, open + 1, n);
        put(w, text, (size_t)(open + 1 - text));
        if (at >= 0) {
            put_redacted(w, dsn, r, (size_t)at, (size_t)at + n);
        } else {
            put(w, open + 1, n);
        }
        put(w, "\"", 1);
        text = close + 1;
    }
    put(w, text, strlen(text));
}

/* The whole message becomes "***": what a failure to redact leaves. */
static int fail_closed(char *message, size_t cap)
{
    writer_t w = {message, cap, 0};
    message[0] = '\0';
    put(&w, VELA_REDACTED, strlen(VELA_REDACTED));
    return VELA_ENOMEM;
}

int vela_redact_secret(char *message, size_t cap, const char *secret, size_t len)
{
    if (len == 0 || cap == 0 || !find(message, strlen(message), secret, len)) {
        return 0;
    }
    char *copy = copy_text(message);
    if (!copy) {
        return fail_closed(message, cap);
    }
    writer_t w = {message, cap, 0};
    const char *p = copy, *end = copy + strlen(copy), *hit;
    while ((hit = find(p, (size_t)(end - p), secret, len)) != NULL) {
        put(&w, p, (size_t)(hit - p));
        put(&w, VELA_REDACTED, strlen(VELA_REDACTED));
        p = hit + len;
    }
    put(&w, p, (size_t)(end - p));
    free(copy);
    return 0;
}

/* Replaces each region's text, as written and as decoded, wherever it still occurs. */
static int redact_texts(char *message, size_t cap, const char *dsn, const regions_t *r)
{
    for (size_t k = 0; k < r->count; k++) {
        const region_t *g = &r->at[k];
        size_t n = g->end - g->start;
        char *decoded = malloc(n + 1);
        if (!decoded) {
            return fail_closed(message, cap);
        }
        size_t decoded_len = decode(dsn + g->start, n, r->uri, decoded);
        int rc = vela_redact_secret(message, cap, dsn + g->start, n);
        if (rc == 0) {
            rc = vela_redact_secret(message, cap, decoded, decoded_len);
        }
        free(decoded);
        if (rc != 0) {
            return rc;
        }
    }
    return 0;
}

int vela_redact_dsn_message(char *message, size_t cap, const char *dsn)
{
    regions_t r;
    if (cap == 0) {
        return 0;
    }
    find_regions(dsn, &r);
    if (r.count == 0) {
        return 0;
    }
    char *copy = copy_text(message);
    if (!copy) {
        return fail_closed(message, cap);
    }
    writer_t w = {message, cap, 0};
    message[0] = '\0';
    put_tokens(&w, copy, dsn, &r);
    free(copy);
    return redact_texts(message, cap, dsn, &r);
}

void vela_redact_dsn(const char *dsn, char *out, size_t cap)
{
    regions_t r;
    writer_t w = {out, cap, 0};
    if (cap == 0) {
        return;
    }
    out[0] = '\0';
    find_regions(dsn, &r);
    put_redacted(&w, dsn, &r, 0, strlen(dsn));
}
