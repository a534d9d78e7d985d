/*
 * Range header decisions (see range.h).
 *
 * Invariants: reads only value[0, len); a PART verdict always has
 * first < size and first + length <= size with length >= 1; any syntax
 * error anywhere in the list makes the verdict WHOLE.
 */
#include "src/http/range.h"

#include <stdbool.h>
#include <stdio.h>
#include <strings.h>

/* One range-spec: "first-last", "first-" (has_last false) or "-suffix". */
struct spec {
    bool suffix;
    bool has_last;
    uint64_t first, last; /* a suffix's length is in last */
};

static bool is_ows(char c)
{
    return c == ' ' || c == '\t';
}

/* Decimal digits from value[*at], saturating at UINT64_MAX; false when there are none. */
static bool parse_number(const char *value, size_t end, size_t *at, uint64_t *out)
{
    size_t i = *at;
    uint64_t n = 0;

    while (i < end && value[i] >= '0' && value[i] <= '9') {
        unsigned digit = (unsigned)(value[i] - '0');

        n = n > (UINT64_MAX - digit) / 10 ? UINT64_MAX : n * 10 + digit;
        i++;
    }
    if (i == *at) {
        return false;
    }
    *at = i;
    *out = n;
    return true;
}

/* Parses value[from, end) (trimmed, not empty) as one range-spec; false when it is not one. */
static bool parse_spec(const char *value, size_t from, size_t end, struct spec *spec)
{
    size_t i = from;

    spec->suffix = value[i] == '-';
    spec->has_last = true;
    if (spec->suffix) {
        i++;
        return parse_number(value, end, &i, &spec->last) && i == end;
    }
    if (!parse_number(value, end, &i, &spec->first) || i == end || value[i] != '-') {
        return false;
    }
    i++;
    spec->has_last = parse_number(value, end, &i, &spec->last);
    return i == end && !(spec->has_last && spec->last < spec->first);
}

/* The verdict for one valid spec. */
static enum vela_http_range_result decide(const struct spec *spec, uint64_t size,
                                          vela_http_range_t *out)
{
    if (spec->suffix) {
        if (spec->last == 0) {
            return VELA_HTTP_RANGE_UNSATISFIABLE;
        }
        if (size == 0) {
            return VELA_HTTP_RANGE_WHOLE; /* satisfiable, yet there is no byte to send */
        }
        out->first = spec->last >= size ? 0 : size - spec->last;
        out->length = size - out->first;
        return VELA_HTTP_RANGE_PART;
    }
    if (spec->first >= size) {
        return VELA_HTTP_RANGE_UNSATISFIABLE;
    }
    out->first = spec->first;
    out->length =
        (spec->has_last && spec->last < size - 1 ? spec->last : size - 1) - spec->first + 1;
    return VELA_HTTP_RANGE_PART;
}

/* What the range-set says: its first spec's verdict, how many specs, how many satisfiable. */
struct tally {
    enum vela_http_range_result first;
    vela_http_range_t part; /* the first spec's part, when it has one */
    size_t count, satisfiable;
};

/* Counts one element value[from, end) of the list; false when it is not a range-spec. */
static bool count_element(const char *value, size_t from, size_t end, uint64_t size,
                          struct tally *tally)
{
    struct spec spec = {false, false, 0, 0};
    vela_http_range_t part = {0, 0};
    enum vela_http_range_result verdict;

    while (from < end && is_ows(value[from])) {
        from++;
    }
    while (end > from && is_ows(value[end - 1])) {
        end--;
    }
    if (from == end) {
        return true; /* an empty element is skipped (RFC 9110 §5.6.1) */
    }
    if (!parse_spec(value, from, end, &spec)) {
        return false;
    }
    verdict = decide(&spec, size, &part);
    tally->satisfiable += verdict != VELA_HTTP_RANGE_UNSATISFIABLE;
    if (tally->count++ == 0) {
        tally->first = verdict;
        tally->part = part;
    }
    return true;
}

enum vela_http_range_result vela_http_range_parse(const char *value, size_t len, uint64_t size,
                                                  vela_http_range_t *out)
{
    struct tally tally = {VELA_HTTP_RANGE_WHOLE, {0, 0}, 0, 0};
    size_t from = 6, end;

    if (value == NULL || len < 6 || strncasecmp(value, "bytes=", 6) != 0) {
        return VELA_HTTP_RANGE_WHOLE; /* absent, or a unit we do not serve */
    }
    for (; from <= len; from = end + 1) {
        end = from;
        while (end < len && value[end] != ',') {
            end++;
        }
        if (!count_element(value, from, end, size, &tally)) {
            return VELA_HTTP_RANGE_WHOLE; /* an invalid range-set is ignored as a whole */
        }
    }
    if (tally.count == 0) {
        return VELA_HTTP_RANGE_WHOLE;
    }
    if (tally.count > 1) {
        return tally.satisfiable > 0 ? VELA_HTTP_RANGE_WHOLE : VELA_HTTP_RANGE_UNSATISFIABLE;
    }
    if (tally.first == VELA_HTTP_RANGE_PART) {
        *out = tally.part;
    }
    return tally.first;
}

size_t vela_http_content_range(enum vela_http_range_result result, const vela_http_range_t *range,
                               uint64_t size, char *buf, size_t cap)
{
    int n = 0;

    if (result == VELA_HTTP_RANGE_PART) {
        n = snprintf(buf, cap, "bytes %llu-%llu/%llu", (unsigned long long)range->first,
                     (unsigned long long)(range->first + range->length - 1),
                     (unsigned long long)size);
    } else if (result == VELA_HTTP_RANGE_UNSATISFIABLE) {
        n = snprintf(buf, cap, "bytes */%llu", (unsigned long long)size);
    }
    return n > 0 && (size_t)n < cap ? (size_t)n : 0;
}
