/*
 * libFuzzer target for PostgreSQL's text output parsers (ext/src/pg/array.c,
 * ext/src/pg/types.c): what the server sends goes through them for every
 * array, date/time and bytea column.
 *
 * fuzz-sources: ext/src/pg/array.c ext/src/pg/types.c
 * fuzz-seeds: tests/fuzz/corpus/pg-text
 *
 * Checked besides memory errors and undefined behaviour: begin/end are
 * balanced and nest at most 6 deep; every element is NUL-terminated and no
 * longer than the input; re-encoding an accepted array (every element
 * quoted, as the binding sends parameters) parses back to the same events;
 * ISO 8601 output fits its bound and keeps the input's prefix; bytea hex
 * decoding stays within (len - 2) / 2 bytes; the int reader agrees with
 * strtoll().
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/pg/array.h"
#include "src/pg/types.h"

/* Events recorded as bytes: 'B', 'E', 'N', or 'S' + 4-byte length + bytes. */
typedef struct recorder {
    unsigned char *buf;
    size_t len, cap;
    int depth;
    size_t max_element;
} recorder_t;

static void put(recorder_t *r, const void *p, size_t n)
{
    if (r->len + n > r->cap) {
        r->cap = (r->len + n) * 2 + 64;
        r->buf = realloc(r->buf, r->cap);
        if (!r->buf) {
            abort();
        }
    }
    memcpy(r->buf + r->len, p, n);
    r->len += n;
}

static int on_begin(void *ctx)
{
    recorder_t *r = ctx;
    if (++r->depth > VELA_PG_ARRAY_MAX_DEPTH) {
        abort();
    }
    put(r, "B", 1);
    return 0;
}

static int on_end(void *ctx)
{
    recorder_t *r = ctx;
    if (--r->depth < 0) {
        abort();
    }
    put(r, "E", 1);
    return 0;
}

static int on_element(void *ctx, const char *v, size_t len)
{
    recorder_t *r = ctx;
    uint32_t n = (uint32_t)len;
    if (v[len] != '\0' || len > r->max_element) {
        abort();
    }
    put(r, "S", 1);
    put(r, &n, sizeof(n));
    put(r, v, len);
    return 0;
}

static int on_null(void *ctx)
{
    put(ctx, "N", 1);
    return 0;
}

static const vela_pg_array_builder_t builder = {on_begin, on_end, on_element, on_null};

/* Re-encodes recorded events as an array literal with every element quoted. */
static size_t encode(const recorder_t *r, char *out)
{
    size_t o = 0, i = 0;
    int comma = 0;
    while (i < r->len) {
        unsigned char e = r->buf[i++];
        if (e != 'E' && comma) {
            out[o++] = ',';
        }
        if (e == 'B') {
            out[o++] = '{';
            comma = 0;
            continue;
        }
        comma = 1;
        if (e == 'E') {
            out[o++] = '}';
        } else if (e == 'N') {
            memcpy(out + o, "NULL", 4);
            o += 4;
        } else {
            uint32_t n;
            memcpy(&n, r->buf + i, sizeof(n));
            i += sizeof(n);
            out[o++] = '"';
            for (uint32_t k = 0; k < n; k++, i++) {
                if (r->buf[i] == '"' || r->buf[i] == '\\') {
                    out[o++] = '\\';
                }
                out[o++] = (char)r->buf[i];
            }
            out[o++] = '"';
        }
    }
    return o;
}

static void check_array(const char *text, size_t len)
{
    recorder_t first = {.max_element = len}, second = {0};
    char *scratch = malloc(len + 1);
    int rc = vela_pg_array_parse(text, len, &builder, &first, scratch);
    if (rc == 0) {
        if (first.depth != 0) {
            abort();
        }
        char *again = malloc(first.len * 2 + 8);
        size_t n = encode(&first, again);
        char *scratch2 = malloc(n + 1);
        second.max_element = n;
        if (vela_pg_array_parse(again, n, &builder, &second, scratch2) != 0 ||
            second.len != first.len || memcmp(first.buf, second.buf, first.len) != 0) {
            abort();
        }
        free(scratch2);
        free(again);
    }
    free(first.buf);
    free(second.buf);
    free(scratch);
}

static void check_scalars(const char *text, size_t len)
{
    char *out = malloc(len + 8);
    int n = vela_pg_iso8601(text, len, out, len + 8);
    if (n < (int)len || n > (int)len + 3 || out[n] != '\0' ||
        (len > 10 && out[10] != text[10] && out[10] != 'T')) {
        abort();
    }
    unsigned char *bytes = malloc(len / 2 + 1);
    long b = vela_pg_bytea_decode(text, len, bytes);
    if (b > 0 && (size_t)b > (len - 2) / 2) {
        abort();
    }
    free(bytes);
    free(out);
    /* vela_pg_int reads what strtoll reads (the server's ints are plain digits). */
    char *copy = malloc(len + 1);
    memcpy(copy, text, len);
    copy[len] = '\0';
    size_t digits = strlen(copy); /* libpq's values stop at their NUL */
    if (vela_pg_int(copy, digits) != strtoll(copy, NULL, 10)) {
        abort();
    }
    free(copy);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_array((const char *)data, size);
    check_scalars((const char *)data, size);
    return 0;
}
