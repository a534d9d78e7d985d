/*
 * Reading a response head as libcurl hands it over: one line per call
 * (status lines of every response, redirects and 100 Continue included,
 * then "Name: value" fields, then the blank line), and the Retry-After
 * field. Pure functions on bytes: no I/O, no allocation, fuzzed
 * (tests/fuzz/fuzz-http-client-head.c).
 */
#ifndef VELA_HTTP_CLIENT_HEAD_H
#define VELA_HTTP_CLIENT_HEAD_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>

typedef enum vela_http_head_kind {
    VELA_HTTP_HEAD_STATUS, /* "HTTP/..." : a new response starts */
    VELA_HTTP_HEAD_FIELD,  /* "Name: value" */
    VELA_HTTP_HEAD_OTHER,  /* the blank line, a folded line, garbage: ignored */
} vela_http_head_kind_t;

typedef struct vela_http_head_field {
    size_t name_len;               /* the name is line[0, name_len) */
    size_t value_start, value_end; /* the value, blanks and CR LF trimmed: line[start, end) */
} vela_http_head_field_t;

/*
 * Classifies one head line of len bytes (CR LF included or not) and, for a
 * field, stores where its name and value are (offsets into line, within
 * len). A field has a non-empty name before its first ':'.
 */
vela_http_head_kind_t vela_http_head_line(const char *line, size_t len,
                                          vela_http_head_field_t *field);

/*
 * The wait a Retry-After value asks for, in ms, at time `now`:
 * delay-seconds (digits only; INT64_MAX past 9 digits) or an HTTP date
 * (libcurl's curl_getdate()), 0 for a date in the past; -1 when the value
 * is empty or unreadable. value is NUL-terminated.
 */
int64_t vela_http_retry_after_ms(const char *value, time_t now);

/*
 * The back-off before retry `attempt` (1 for the first) when the server
 * asked for no wait: 100 ms doubling per attempt, capped at max_ms (>= 0),
 * with equal jitter: half of it fixed, the other half drawn from `random`
 * (any value, e.g. a PRNG's next output). The result lies in [b / 2, b]
 * for b = min(100 << (attempt - 1), max_ms); attempt 0 counts as 1.
 */
int64_t vela_http_backoff_ms(unsigned attempt, int64_t max_ms, uint64_t random);

#endif
