/* Unit tests for ext/src/http_client/head.c: head lines, Retry-After, the retry back-off's bounds. */
#include <stdint.h>
#include <string.h>

#include "src/http_client/head.h"
#include "unit.h"

static vela_http_head_kind_t line(const char *text, vela_http_head_field_t *f)
{
    return vela_http_head_line(text, strlen(text), f);
}

static void status_lines_fields_and_the_rest(void)
{
    vela_http_head_field_t f = {0};
    EXPECT_INT(line("HTTP/1.1 200 OK\r\n", &f), VELA_HTTP_HEAD_STATUS);
    EXPECT_INT(line("HTTP/2 503\r\n", &f), VELA_HTTP_HEAD_STATUS);
    const char *text = "Content-Type: \t application/json \t\r\n";
    EXPECT_INT(line(text, &f), VELA_HTTP_HEAD_FIELD);
    EXPECT_MEM(text, f.name_len, "Content-Type");
    EXPECT_MEM(text + f.value_start, f.value_end - f.value_start, "application/json");
    text = "X-Empty:\r\n";
    EXPECT_INT(line(text, &f), VELA_HTTP_HEAD_FIELD);
    EXPECT_INT(f.value_end - f.value_start, 0);
    text = "Location: http://h:1/a:b\r\n"; /* the first colon ends the name */
    EXPECT_INT(line(text, &f), VELA_HTTP_HEAD_FIELD);
    EXPECT_MEM(text + f.value_start, f.value_end - f.value_start, "http://h:1/a:b");
    EXPECT_INT(line("\r\n", &f), VELA_HTTP_HEAD_OTHER);
    EXPECT_INT(line(": no name\r\n", &f), VELA_HTTP_HEAD_OTHER);
    EXPECT_INT(line("garbage without colon\r\n", &f), VELA_HTTP_HEAD_OTHER);
    EXPECT_INT(line("HTTP", &f), VELA_HTTP_HEAD_OTHER);
    /* A length shorter than the text: nothing past it is read. */
    EXPECT_INT(vela_http_head_line("Name: value", 4, &f), VELA_HTTP_HEAD_OTHER);
}

static void retry_after_seconds_and_dates(void)
{
    time_t now = 1764662400; /* Tue, 02 Dec 2025 08:00:00 GMT */
    EXPECT(vela_http_retry_after_ms("0", now) == 0);
    EXPECT(vela_http_retry_after_ms("3", now) == 3000);
    EXPECT(vela_http_retry_after_ms("999999999", now) == 999999999000LL);
    EXPECT(vela_http_retry_after_ms("1234567890", now) == INT64_MAX); /* past 9 digits */
    EXPECT(vela_http_retry_after_ms("Tue, 02 Dec 2025 08:00:05 GMT", now) == 5000);
    EXPECT(vela_http_retry_after_ms("Tue, 02 Dec 2025 07:59:00 GMT", now) == 0); /* past */
    EXPECT(vela_http_retry_after_ms("", now) == -1);
    EXPECT(vela_http_retry_after_ms("soon", now) == -1);
    EXPECT(vela_http_retry_after_ms("-5", now) == -1);
}

/* Every wait lies in [b/2, b], b = min(100 ms << (attempt - 1), cap), whatever the random input. */
static void backoff_stays_within_its_bounds(void)
{
    const uint64_t randoms[] = {0,         1, 49, 50, 51, 12345, UINT64_MAX / 2, UINT64_MAX - 1,
                                UINT64_MAX};
    const int64_t caps[] = {0, 1, 99, 100, 250, 5000, INT64_MAX};
    for (unsigned attempt = 0; attempt <= 40; attempt++) {
        for (size_t c = 0; c < sizeof(caps) / sizeof(caps[0]); c++) {
            unsigned shift = attempt == 0 ? 0 : attempt - 1;
            int64_t b = (int64_t)100 << (shift < 16 ? shift : 16);
            b = b < caps[c] ? b : caps[c];
            for (size_t r = 0; r < sizeof(randoms) / sizeof(randoms[0]); r++) {
                int64_t wait = vela_http_backoff_ms(attempt, caps[c], randoms[r]);
                EXPECT(wait >= b / 2 && wait <= b);
            }
        }
    }
    EXPECT(vela_http_backoff_ms(1, 5000, 0) == 50);   /* the fixed half */
    EXPECT(vela_http_backoff_ms(1, 5000, 50) == 100); /* the whole */
    EXPECT(vela_http_backoff_ms(3, 5000, 0) == 200);
    EXPECT(vela_http_backoff_ms(10, 5000, 0) == 2500); /* capped */
}

/* Both ends of the jitter are reached, and values between: not a constant. */
static void backoff_jitter_covers_the_range(void)
{
    int64_t low = INT64_MAX, high = 0;
    uint64_t state = 88172645463325252ULL;
    for (int i = 0; i < 10000; i++) {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        int64_t wait = vela_http_backoff_ms(2, 5000, state);
        low = wait < low ? wait : low;
        high = wait > high ? wait : high;
    }
    EXPECT(low == 100);
    EXPECT(high == 200);
}

UNIT_MAIN(UNIT_TEST(status_lines_fields_and_the_rest), UNIT_TEST(retry_after_seconds_and_dates),
          UNIT_TEST(backoff_stays_within_its_bounds), UNIT_TEST(backoff_jitter_covers_the_range))
