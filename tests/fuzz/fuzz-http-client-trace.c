/*
 * libFuzzer target for the child traceparent the client sends
 * (ext/src/http_client/trace.c), whose input is an incoming request's
 * traceparent header: untrusted bytes.
 *
 * The input, copied to a buffer of exactly its length, is the incoming
 * value; the span id is fixed. Checked invariants: on success the output
 * is 55 bytes of version 00, lower-case hex and dashes, with the input's
 * trace id and flags and the given span id, NUL-terminated; an input
 * shorter than 55 bytes always fails; nothing reads past the input (ASan).
 *
 * fuzz-sources: ext/src/http_client/trace.c
 * fuzz-seeds: tests/fuzz/corpus/http-client-trace
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/http_client/trace.h"

static const uint8_t span[8] = {0xde, 0xad, 0xbe, 0xef, 0x01, 0x23, 0x45, 0x67};

static void check_child(const char *in, const char *out)
{
    if (strlen(out) != VELA_HTTP_TRACEPARENT_LEN || memcmp(out, "00-", 3) != 0 ||
        memcmp(out + 3, in + 3, 33) != 0 || memcmp(out + 36, "deadbeef01234567-", 17) != 0 ||
        memcmp(out + 53, in + 53, 2) != 0) {
        abort();
    }
    for (size_t i = 0; i < VELA_HTTP_TRACEPARENT_LEN; i++) {
        char c = out[i];
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || c == '-')) {
            abort();
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *in = malloc(size ? size : 1);
    char out[VELA_HTTP_TRACEPARENT_LEN + 1];
    if (!in) {
        abort();
    }
    memcpy(in, data, size);
    int rc = vela_http_traceparent_child(in, size, span, out);
    if (rc == 0) {
        if (size < VELA_HTTP_TRACEPARENT_LEN) {
            abort();
        }
        check_child(in, out);
    }
    free(in);
    return 0;
}
