/*
 * URL generation: the path of a named route from its parsed pattern and
 * the values of its placeholders, the inverse of matching. Plain C, no
 * I/O; the binding (php/app/url_generator_class.c) supplies
 * the values, the regex check (PHP's PCRE cache) and the exceptions.
 *
 * Design. Each segment is written as "/" prefix value suffix; a value is
 * percent-encoded as PHP's rawurlencode() does (RFC 3986: every byte but
 * ALPHA, DIGIT, "-", ".", "_" and "~" becomes %XX, upper case), so a "/"
 * in a value never splits a segment, and then must be non-empty and match
 * the placeholder's regex, or the URL would not reach the route. Output is
 * snprintf-style: the length is returned whatever the room, so a caller
 * can size its buffer and write again.
 */
#ifndef VELA_ROUTER_URL_H
#define VELA_ROUTER_URL_H

#include <stdbool.h>
#include <stddef.h>

#include "src/router/route_pattern.h"

typedef struct vela_route_url_values {
    /* The raw value of placeholder name[0..len), or NULL when there is none (*value_len set). */
    const char *(*lookup)(void *data, const char *name, size_t len, size_t *value_len);
    /* Whether an encoded value matches regex[0..regex_len) anchored at both ends. */
    bool (*matches)(void *data, const char *regex, size_t regex_len, const char *value, size_t len);
    void *data;
} vela_route_url_values_t;

/* Why a path could not be written: which segment, and whether its value was missing or refused. */
typedef struct vela_route_url_error {
    size_t segment;
    bool missing; /* no value; else the value is empty or does not match the regex */
} vela_route_url_error_t;

/*
 * Writes the path of `pattern` (its spans point into `text`) into
 * out[0..cap) (NUL-terminated when cap > 0, cut to fit) and stores its full
 * length in *len. Returns 0; VELA_EINVAL with *error saying which
 * placeholder has no usable value (out then holds nothing useful);
 * VELA_ENOMEM (a value is encoded in a malloc'd buffer, freed before
 * return). Any context; the callbacks are called in path order.
 */
int vela_route_url_path(const vela_route_pattern_t *pattern, const char *text,
                        const vela_route_url_values_t *values, char *out, size_t cap, size_t *len,
                        vela_route_url_error_t *error);

/*
 * Percent-encodes in[0..len) as rawurlencode() into out, which has room for
 * 3 * len bytes (no NUL written). Returns the encoded length. Any context.
 */
size_t vela_url_encode_raw(const char *in, size_t len, char *out);

#endif
