/*
 * libFuzzer target for the urlencoded parser (ext/src/http/urlencoded.c).
 *
 * Byte 0 picks the options (separators "&" or "&;", max_depth 0 to 3 or 64,
 * max_fields 1 to 8 or 1000); the rest is the input. A builder that numbers
 * its arrays checks the contract: every array the parser passes back is the
 * root or one enter() made; keys point into the scratch buffer (names are
 * decoded there) and are never empty bases; remove() only targets the root;
 * the parse returns 0 or VELA_ELIMIT, and VELA_ELIMIT only with more pairs
 * than max_fields. It also checks that URL-decoding undoes a full
 * percent-encoding of every byte.
 *
 * fuzz-sources: ext/src/http/urlencoded.c
 * fuzz-seeds: tests/fuzz/corpus/urlencoded
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "src/http/urlencoded.h"

struct seen {
    intptr_t arrays; /* made so far; array ids are 1 (root) .. arrays + 1 */
    const char *scratch;
    size_t scratch_len;
    size_t sets;
};

static void check_array(const struct seen *seen, void *array)
{
    if ((intptr_t)array < 1 || (intptr_t)array > seen->arrays + 1) {
        abort();
    }
}

/* A key lies in the scratch buffer with a readable byte after it; a value just lies in it. */
static void check_in_scratch(const struct seen *seen, const char *s, size_t len, size_t after)
{
    if (s != NULL && (s < seen->scratch || s + len + after > seen->scratch + seen->scratch_len)) {
        abort();
    }
}

static void check_key(const struct seen *seen, const char *key, size_t len)
{
    check_in_scratch(seen, key, len, 1);
}

static int enter(void *data, void *array, const char *key, size_t key_len, void **inner)
{
    struct seen *seen = data;

    check_array(seen, array);
    check_key(seen, key, key_len);
    if (key != NULL && key_len > 0 && key[0] == 'z') {
        return 0; /* a builder may drop a pair */
    }
    *inner = (void *)(++seen->arrays + 1);
    return 0;
}

static int set(void *data, void *array, const char *key, size_t key_len, const void *value,
               size_t value_len)
{
    struct seen *seen = data;

    check_array(seen, array);
    check_key(seen, key, key_len);
    check_in_scratch(seen, value, value_len, 0);
    if ((intptr_t)array == 1 && (key == NULL || key_len == 0)) {
        abort(); /* the root only gets named values */
    }
    seen->sets++;
    return 0;
}

static int remove_key(void *data, void *root, const char *key, size_t key_len)
{
    struct seen *seen = data;

    check_key(seen, key, key_len);
    if ((intptr_t)root != 1 || key_len == 0) {
        abort();
    }
    return 0;
}

static const vela_urlencoded_builder_t builder = {enter, set, remove_key};

static size_t count_pairs(const char *input, size_t len, const char *separators)
{
    size_t pairs = 0, run = 0;

    for (size_t i = 0; i < len && input[i] != '\0'; i++) {
        if (strchr(separators, input[i]) != NULL) {
            pairs += run > 0;
            run = 0;
        } else {
            run++;
        }
    }
    return pairs + (run > 0);
}

static void check_decode(const char *input, size_t len)
{
    char *encoded = malloc(3 * len + 1), *decoded = malloc(3 * len + 1);

    for (size_t i = 0; i < len; i++) {
        snprintf(encoded + 3 * i, 4, "%%%02X", (unsigned char)input[i]);
    }
    if (vela_urlencoded_decode(decoded, encoded, 3 * len) != len ||
        memcmp(decoded, input, len) != 0 || vela_urlencoded_decode(decoded, input, len) > len) {
        abort();
    }
    free(encoded);
    free(decoded);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const size_t depths[] = {0, 1, 2, 3, 64};
    vela_urlencoded_options_t options;
    struct seen seen = {0};
    const char *input = (const char *)data + 1;
    size_t len = size > 0 ? size - 1 : 0;
    char *scratch;
    int rc;

    if (size == 0) {
        return 0;
    }
    options.separators = data[0] & 1 ? "&;" : "&";
    options.max_depth = depths[(data[0] >> 1) % 5];
    options.max_fields = data[0] & 0x80 ? 1000 : 1 + (data[0] >> 4) % 8;
    scratch = malloc(len + 1);
    seen.scratch = scratch;
    seen.scratch_len = len + 1;
    rc = vela_urlencoded_parse(&options, &builder, &seen, (void *)1, input, len, scratch);
    if ((rc != 0 && rc != VELA_ELIMIT) ||
        ((rc == VELA_ELIMIT) !=
         (count_pairs(input, len, options.separators) > options.max_fields))) {
        abort();
    }
    check_decode(input, len);
    free(scratch);
    return 0;
}
