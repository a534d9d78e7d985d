/*
 * libFuzzer target for the JSON limits scan (ext/src/http/json_limits.c).
 *
 * Each input is scanned twice: with limits nothing reaches (depth at the
 * scan's ceiling, members unlimited) and with small limits taken from its
 * first bytes. Checked: the scan reads only the input (ASan), a refusal
 * names a limit and an offset inside the input, the unlimited scan refuses
 * only for depth, and a text within the small limits is within the
 * unlimited ones too.
 *
 * fuzz-sources: ext/src/http/json_limits.c
 * fuzz-seeds: tests/fuzz/corpus/json-limits
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "src/http/json_limits.h"

/* Checks what one scan answered; aborts on a broken promise. */
static int scan(const vela_json_limits_t *limits, const char *text, size_t len)
{
    vela_json_limit_t passed;
    size_t offset;
    int rc = vela_json_check_limits(limits, text, len, &passed, &offset);

    if (rc == 0 && (passed != VELA_JSON_WITHIN_LIMITS || offset != 0)) {
        abort();
    }
    if (rc != 0 && (rc != VELA_ELIMIT || passed == VELA_JSON_WITHIN_LIMITS || offset >= len)) {
        abort();
    }
    if (rc != 0 && limits->max_members == 0 && limits->max_object_members == 0 &&
        passed != VELA_JSON_TOO_DEEP) {
        abort();
    }
    return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* A copy of exactly `size` bytes: ASan sees a read past the end. */
    char *text = malloc(size ? size : 1);
    vela_json_limits_t none = {0, 0, 0};
    vela_json_limits_t small = {size > 0 ? data[0] % 8 + 1 : 1, size > 1 ? data[1] % 8 + 1 : 1,
                                size > 2 ? data[2] % 32 + 1 : 1};

    memcpy(text, data, size);
    int unlimited = scan(&none, text, size);
    if (scan(&small, text, size) == 0 && unlimited != 0) {
        abort();
    }
    free(text);
    return 0;
}
