/*
 * Unit tests for ext/src/http/range.c: which Range values give a part, the
 * whole body or 416, for the sizes that matter (0, 1, 100), and the
 * Content-Range values written for them.
 */
#include "src/http/range.h"
#include "unit.h"

#include <stdbool.h>
#include <stdint.h>

/* Parses `value` against `size`; a part is returned as "first+length", else "whole"/"416". */
static const char *verdict(const char *value, uint64_t size)
{
    static char text[64];
    vela_http_range_t range = {7, 7};

    switch (vela_http_range_parse(value, value ? strlen(value) : 0, size, &range)) {
    case VELA_HTTP_RANGE_PART:
        snprintf(text, sizeof(text), "%llu+%llu", (unsigned long long)range.first,
                 (unsigned long long)range.length);
        return text;
    case VELA_HTTP_RANGE_UNSATISFIABLE:
        return "416";
    default:
        return range.first == 7 && range.length == 7 ? "whole" : "whole, but *out written";
    }
}

static void one_range(void)
{
    EXPECT_STR(verdict("bytes=0-0", 100), "0+1");
    EXPECT_STR(verdict("bytes=10-19", 100), "10+10");
    EXPECT_STR(verdict("bytes=10-", 100), "10+90");
    EXPECT_STR(verdict("bytes=0-", 100), "0+100");
    EXPECT_STR(verdict("bytes=90-1000", 100), "90+10");
    EXPECT_STR(verdict("bytes=99-99", 100), "99+1");
    EXPECT_STR(verdict("bytes=-10", 100), "90+10");
    EXPECT_STR(verdict("bytes=-100", 100), "0+100");
    EXPECT_STR(verdict("bytes=-1000", 100), "0+100");
    EXPECT_STR(verdict("BYTES=1-2", 100), "1+2");
    EXPECT_STR(verdict("bytes= 1-2 ", 100), "1+2");
    EXPECT_STR(verdict("bytes=,1-2,", 100), "1+2"); /* empty elements are skipped */
    EXPECT_STR(verdict("bytes=0-99999999999999999999999", 100), "0+100"); /* saturates */
    EXPECT_STR(verdict("bytes=0-0", 1), "0+1");
    EXPECT_STR(verdict("bytes=-1", 1), "0+1");
}

/* RFC 9110 §14.2: an invalid Range is ignored, the whole body is the answer. */
static void malformed_is_ignored(void)
{
    static const char *const bad[] = {
        "bytes=1-2-3", "bytes=0--5", "bytes=5-1",  "bytes=",     "bytes=,",       "bytes=a-b",
        "bytes=-",     "bytes=1",    "bytes=--1",  "bytes=1-2x", "bytes=1 -2",    "bytes=+1-2",
        "bytes=0x1-2", "bytes 1-2",  "bytes =1-2", "bytes",      "byte=1-2",      "items=0-1",
        "bytes=1-2,x", "bytes=1-2;", "=1-2",       "bytes=-1-2", "bytes=1-2,3-1",
    };

    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        if (strcmp(verdict(bad[i], 100), "whole") != 0) {
            printf("  \"%s\": %s, expected whole\n", bad[i], verdict(bad[i], 100));
            EXPECT(false);
        }
    }
    EXPECT_STR(verdict(NULL, 100), "whole");
    EXPECT_STR(verdict("", 100), "whole");
}

static void unsatisfiable_is_416(void)
{
    EXPECT_STR(verdict("bytes=100-", 100), "416");
    EXPECT_STR(verdict("bytes=100-200", 100), "416");
    EXPECT_STR(verdict("bytes=18446744073709551615-", 100), "416");
    EXPECT_STR(verdict("bytes=99999999999999999999999-", 100), "416");
    EXPECT_STR(verdict("bytes=-0", 100), "416");
    EXPECT_STR(verdict("bytes=0-0", 0), "416");
    EXPECT_STR(verdict("bytes=200-300,400-", 100), "416"); /* none overlaps */
}

/* Several ranges are answered with the whole body (no multipart/byteranges). */
static void several_ranges_are_whole(void)
{
    EXPECT_STR(verdict("bytes=0-1,5-6", 100), "whole");
    EXPECT_STR(verdict("bytes=0-1, 200-300", 100), "whole"); /* one satisfiable is enough */
    EXPECT_STR(verdict("bytes=-5,0-", 100), "whole");
}

/* An empty representation has no part to send. */
static void empty_representation(void)
{
    EXPECT_STR(verdict("bytes=-5", 0), "whole");
    EXPECT_STR(verdict("bytes=0-", 0), "416");
}

static void content_range_values(void)
{
    char buf[VELA_HTTP_CONTENT_RANGE_MAX];
    vela_http_range_t range = {10, 10}, max = {0, UINT64_MAX};
    size_t n;

    n = vela_http_content_range(VELA_HTTP_RANGE_PART, &range, 100, buf, sizeof(buf));
    EXPECT_MEM(buf, n, "bytes 10-19/100");
    n = vela_http_content_range(VELA_HTTP_RANGE_UNSATISFIABLE, &range, 100, buf, sizeof(buf));
    EXPECT_MEM(buf, n, "bytes */100");
    EXPECT_INT(vela_http_content_range(VELA_HTTP_RANGE_WHOLE, &range, 100, buf, sizeof(buf)), 0);
    n = vela_http_content_range(VELA_HTTP_RANGE_PART, &max, UINT64_MAX, buf, sizeof(buf));
    EXPECT_MEM(buf, n, "bytes 0-18446744073709551614/18446744073709551615");
}

UNIT_MAIN(UNIT_TEST(one_range), UNIT_TEST(malformed_is_ignored), UNIT_TEST(unsatisfiable_is_416),
          UNIT_TEST(several_ranges_are_whole), UNIT_TEST(empty_representation),
          UNIT_TEST(content_range_values))
