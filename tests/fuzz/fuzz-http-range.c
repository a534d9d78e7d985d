/*
 * libFuzzer target for the Range header (ext/src/http/range.c).
 *
 * The first input byte picks the representation's size (small sizes, where
 * the edge cases are, or one of 0, 2^32 and 2^64 - 1); the rest, copied to
 * a buffer of exactly its length, is the Range value. Checked invariants: a
 * part lies inside the representation and is never empty; its
 * Content-Range and the 416's fit VELA_HTTP_CONTENT_RANGE_MAX; the verdict
 * is the same for the value alone and for the value followed by bytes the
 * parser must not read; and nothing reads past the value (ASan).
 *
 * fuzz-sources: ext/src/http/range.c
 * fuzz-seeds: tests/fuzz/corpus/http-range
 * fuzz-flags: -D_DEFAULT_SOURCE -DVELA_DEBUG
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/http/range.h"

static uint64_t pick_size(uint8_t byte)
{
    static const uint64_t large[] = {0, 4294967296u, UINT64_MAX, 1000000};

    return byte < 252 ? byte : large[byte - 252];
}

static void check_part(const vela_http_range_t *range, uint64_t size)
{
    if (range->length == 0 || range->first >= size || range->length > size - range->first) {
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    vela_http_range_t range = {0, 0}, again = {0, 0};
    char content_range[VELA_HTTP_CONTENT_RANGE_MAX], *value, *padded;
    enum vela_http_range_result verdict, padded_verdict;
    uint64_t length;

    if (size < 1) {
        return 0;
    }
    length = pick_size(data[0]);
    value = malloc(size - 1 ? size - 1 : 1);
    padded = malloc(size + 8);
    if (value == NULL || padded == NULL) {
        abort();
    }
    memcpy(value, data + 1, size - 1);
    memcpy(padded, data + 1, size - 1);
    memcpy(padded + size - 1, "-1,0-9x", 8);
    verdict = vela_http_range_parse(value, size - 1, length, &range);
    padded_verdict = vela_http_range_parse(padded, size - 1, length, &again);
    if (verdict != padded_verdict ||
        (verdict == VELA_HTTP_RANGE_PART &&
         (range.first != again.first || range.length != again.length))) {
        abort();
    }
    if (verdict == VELA_HTTP_RANGE_PART) {
        check_part(&range, length);
    }
    if (verdict != VELA_HTTP_RANGE_WHOLE &&
        vela_http_content_range(verdict, &range, length, content_range, sizeof(content_range)) ==
            0) {
        abort();
    }
    free(value);
    free(padded);
    return 0;
}
