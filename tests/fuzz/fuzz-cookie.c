/*
 * libFuzzer target for the Cookie header parser (ext/src/http/cookie.c).
 *
 * Checked for every cookie: its name is a non-empty slice of the header
 * that holds no ';' or '=' and does not start with a space or tab; its
 * value lies in the scratch buffer, no longer than the header; and there
 * are never more cookies than ';'-separated pieces.
 *
 * fuzz-sources: ext/src/http/cookie.c ext/src/http/urlencoded.c
 * fuzz-seeds: tests/fuzz/corpus/cookie
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/http/cookie.h"

struct seen {
    const char *header, *scratch;
    size_t len, cookies;
};

static int on_cookie(void *data, const char *name, size_t name_len, const char *value,
                     size_t value_len)
{
    struct seen *seen = data;

    if (name_len == 0 || name < seen->header || name + name_len > seen->header + seen->len ||
        memchr(name, ';', name_len) || memchr(name, '=', name_len) || name[0] == ' ' ||
        name[0] == '\t' || value < seen->scratch || value + value_len > seen->scratch + seen->len) {
        abort();
    }
    seen->cookies++;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct seen seen = {(const char *)data, NULL, size, 0};
    char *scratch = malloc(size + 1);
    size_t pieces = 1;

    seen.scratch = scratch;
    if (vela_cookie_parse((const char *)data, size, scratch, on_cookie, &seen) != 0) {
        abort();
    }
    for (size_t i = 0; i < size; i++) {
        pieces += data[i] == ';';
    }
    if (seen.cookies > pieces) {
        abort();
    }
    free(scratch);
    return 0;
}
