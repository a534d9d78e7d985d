/*
 * Trace context propagation (W3C Trace Context, traceparent): an outbound
 * request made while serving an incoming one continues its trace. The
 * child's traceparent keeps the incoming trace id and flags and takes a new
 * span id (the caller draws its random bytes). A pure function on bytes:
 * no I/O, no allocation (tests/unit/http_client/test-trace.c).
 */
#ifndef VELA_HTTP_CLIENT_TRACE_H
#define VELA_HTTP_CLIENT_TRACE_H

#include <stddef.h>
#include <stdint.h>

/* "00-" 32 hex "-" 16 hex "-" 2 hex */
#define VELA_HTTP_TRACEPARENT_LEN 55

/*
 * Writes into out (VELA_HTTP_TRACEPARENT_LEN + 1 bytes, NUL-terminated) the
 * version-00 traceparent of a child of `parent` (len bytes): its trace id
 * and flags, span id `span` in lower-case hex. A later version is read as
 * its version-00 prefix, as the spec asks. Returns 0; VELA_EINVAL when
 * `parent` is not a valid traceparent (bad length or hex, version ff, an
 * all-zero trace or parent id) or `span` is all zero.
 */
int vela_http_traceparent_child(const char *parent, size_t len, const uint8_t span[8], char *out);

#endif
