/*
 * libFuzzer target for Accept-Encoding negotiation
 * (ext/src/http/accept_encoding.c).
 *
 * The first input byte picks the offered codings (its low two bits: none,
 * gzip, br or both); the rest, copied to a buffer of exactly its length, is
 * the field value. Checked invariants: the choice is identity or one of the
 * offered codings; nothing offered always gives identity; the choice is the
 * same for the value alone and for the value followed by bytes the parser
 * must not read; and nothing reads past the value (ASan).
 *
 * fuzz-sources: ext/src/http/accept_encoding.c
 * fuzz-seeds: tests/fuzz/corpus/http-accept-encoding
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/http/accept_encoding.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    enum vela_http_coding chosen, padded_chosen;
    unsigned offered;
    char *value, *padded;

    if (size < 1) {
        return 0;
    }
    offered = (unsigned)(data[0] & 3) << 1; /* bits 1 (gzip) and 2 (br) */
    value = malloc(size - 1 ? size - 1 : 1);
    padded = malloc(size + 16);
    if (value == NULL || padded == NULL) {
        abort();
    }
    memcpy(value, data + 1, size - 1);
    memcpy(padded, data + 1, size - 1);
    memcpy(padded + size - 1, ";q=0, br, gzip*", 16);
    chosen = vela_http_accept_encoding_choose(value, size - 1, offered);
    padded_chosen = vela_http_accept_encoding_choose(padded, size - 1, offered);
    if (chosen != padded_chosen ||
        (chosen != VELA_HTTP_CODING_IDENTITY && !(offered & VELA_HTTP_CODING_BIT(chosen))) ||
        vela_http_accept_encoding_choose(value, size - 1, 0) != VELA_HTTP_CODING_IDENTITY) {
        abort();
    }
    free(value);
    free(padded);
    return 0;
}
