/*
 * URL generation (see url.h). Invariant: *len counts every byte the path
 * needs, written or not, so that out[0..cap) is a prefix of the path.
 */
#include "src/router/url.h"

#include <stdlib.h>
#include <string.h>

#include "src/core/ascii.h"
#include "src/core/error.h"

/* The bytes rawurlencode() keeps as they are. */
static bool is_unreserved(unsigned char c)
{
    return vela_ascii_is_alpha(c) || vela_ascii_is_digit(c) || c == '-' || c == '.' || c == '_' ||
           c == '~';
}

size_t vela_url_encode_raw(const char *in, size_t len, char *out)
{
    static const char hex[] = VELA_HEX_UPPER;
    size_t n = 0;

    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)in[i];

        if (is_unreserved(c)) {
            out[n++] = (char)c;
        } else {
            out[n++] = '%';
            out[n++] = hex[c >> 4];
            out[n++] = hex[c & 15];
        }
    }
    return n;
}

/* An output that counts what it cannot hold. */
typedef struct writer {
    char *out;
    size_t cap, len;
} writer_t;

static void put(writer_t *w, const char *bytes, size_t n)
{
    if (w->len < w->cap) {
        size_t room = w->cap - w->len;
        memcpy(w->out + w->len, bytes, n < room ? n : room);
    }
    w->len += n;
}

/*
 * Writes the placeholder's encoded value. Returns 0; VELA_EINVAL when it is
 * missing (*missing), empty or off its regex; VELA_ENOMEM.
 */
static int put_value(writer_t *w, const char *text, const vela_route_segment_t *segment,
                     const vela_route_url_values_t *values, bool *missing)
{
    size_t raw_len;
    const char *raw =
        values->lookup(values->data, text + segment->name.offset, segment->name.len, &raw_len);
    char *encoded;
    int rc = VELA_EINVAL;

    *missing = raw == NULL;
    if (raw == NULL || raw_len == 0) {
        return VELA_EINVAL;
    }
    if ((encoded = malloc(3 * raw_len)) == NULL) {
        return VELA_ENOMEM;
    }
    size_t n = vela_url_encode_raw(raw, raw_len, encoded);
    if (segment->regex.len == 0 || values->matches(values->data, text + segment->regex.offset,
                                                   segment->regex.len, encoded, n)) {
        put(w, encoded, n);
        rc = 0;
    }
    free(encoded);
    return rc;
}

int vela_route_url_path(const vela_route_pattern_t *pattern, const char *text,
                        const vela_route_url_values_t *values, char *out, size_t cap, size_t *len,
                        vela_route_url_error_t *error)
{
    writer_t w = {out, cap, 0};

    for (size_t i = 0; i < pattern->nsegments; i++) {
        const vela_route_segment_t *segment = &pattern->segments[i];
        int rc;

        put(&w, "/", 1);
        put(&w, text + segment->prefix.offset, segment->prefix.len);
        if (vela_route_segment_is_param(segment) &&
            (rc = put_value(&w, text, segment, values, &error->missing)) != 0) {
            error->segment = i;
            return rc;
        }
        put(&w, text + segment->suffix.offset, segment->suffix.len);
    }
    if (cap > 0) {
        out[w.len < cap ? w.len : cap - 1] = '\0';
    }
    *len = w.len;
    return 0;
}
