/*
 * The child traceparent of an incoming one (trace.h). The incoming value
 * is checked as W3C Trace Context says a receiver must: a version other
 * than ff, lower-case hex fields of the right lengths, ids not all zero,
 * and for version 00 nothing after the flags (a later version may add
 * fields after a '-'). An invalid one is not forwarded at all.
 */
#include "src/http_client/trace.h"

#include "src/core/error.h"

#include <stdbool.h>
#include <string.h>

/* Offsets of the fields in "vv-trace(32)-parent(16)-ff". */
enum { TRACE_AT = 3, PARENT_AT = 36, FLAGS_AT = 53 };

/* True when s[0, n) is lower-case hex; *nonzero is set when a digit is not '0'. */
static bool lower_hex(const char *s, size_t n, bool *nonzero)
{
    *nonzero = false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
            return false;
        }
        *nonzero |= c != '0';
    }
    return true;
}

/* True when `parent` is a traceparent this code can continue. */
static bool valid(const char *p, size_t len)
{
    bool nonzero;
    if (len < VELA_HTTP_TRACEPARENT_LEN || !lower_hex(p, 2, &nonzero) ||
        (p[0] == 'f' && p[1] == 'f') || p[2] != '-' || p[PARENT_AT - 1] != '-' ||
        p[FLAGS_AT - 1] != '-') {
        return false;
    }
    if (len > VELA_HTTP_TRACEPARENT_LEN &&
        ((p[0] == '0' && p[1] == '0') || p[VELA_HTTP_TRACEPARENT_LEN] != '-')) {
        return false;
    }
    bool flags_ok = lower_hex(p + FLAGS_AT, 2, &nonzero);
    if (!flags_ok || !lower_hex(p + TRACE_AT, 32, &nonzero) || !nonzero) {
        return false;
    }
    return lower_hex(p + PARENT_AT, 16, &nonzero) && nonzero;
}

int vela_http_traceparent_child(const char *parent, size_t len, const uint8_t span[8], char *out)
{
    static const char hex[] = "0123456789abcdef";
    uint8_t any = 0;
    for (int i = 0; i < 8; i++) {
        any |= span[i];
    }
    if (parent == NULL || !valid(parent, len) || any == 0) {
        return VELA_EINVAL;
    }
    memcpy(out, "00-", 3);
    memcpy(out + TRACE_AT, parent + TRACE_AT, 33); /* the trace id and its '-' */
    for (int i = 0; i < 8; i++) {
        out[PARENT_AT + 2 * i] = hex[span[i] >> 4];
        out[PARENT_AT + 2 * i + 1] = hex[span[i] & 15];
    }
    out[FLAGS_AT - 1] = '-';
    memcpy(out + FLAGS_AT, parent + FLAGS_AT, 2);
    out[VELA_HTTP_TRACEPARENT_LEN] = '\0';
    return 0;
}
