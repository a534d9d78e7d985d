/* Unit tests for ext/src/http/response_head.c: heads, validation, Date, chunk lines. */
#include "src/http/response_head.h"

#include <stdint.h>
#include <string.h>
#include <time.h>

#include "src/core/error.h"
#include "unit.h"

static const char date[] = "Sun, 06 Nov 1994 08:49:37 GMT";

static int write_head(vela_http_response_head_t *head, char *out, size_t cap, size_t *len)
{
    int rc = vela_http_response_write_head(head, out, cap, len);

    if (rc == 0) {
        out[*len] = '\0';
    }
    return rc;
}

static void plain_head_with_owned_fields(void)
{
    vela_http_field_t fields[] = {{"Content-Type", 12, "text/plain", 10, false, false}};
    vela_http_response_head_t head = {.status = 200,
                                      .fields = fields,
                                      .field_count = 1,
                                      .server_name = "Vela",
                                      .server_name_len = 4,
                                      .date = date,
                                      .content_length = 13,
                                      .keep_alive = true};
    char out[512];
    size_t len;

    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT_STR(out, "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nServer: Vela\r\n"
                    "Date: Sun, 06 Nov 1994 08:49:37 GMT\r\nContent-Length: 13\r\n\r\n");
    EXPECT(len <= vela_http_response_head_size(&head));
}

static void close_and_custom_reason(void)
{
    vela_http_response_head_t head = {
        .status = 599, .reason = "Odd", .reason_len = 3, .content_length = 0, .keep_alive = false};
    char out[256];
    size_t len;

    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT_STR(out, "HTTP/1.1 599 Odd\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
}

static void streamed_is_chunked_on_1_1_and_closes_on_1_0(void)
{
    vela_http_response_head_t head = {.status = 200, .content_length = -1, .keep_alive = true};
    char out[256];
    size_t len;

    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT_STR(out, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
    EXPECT(head.keep_alive);
    head.http_1_0 = true;
    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT_STR(out, "HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n");
    EXPECT(!head.keep_alive);
}

static void keep_alive_1_0_says_so(void)
{
    vela_http_response_head_t head = {
        .status = 404, .content_length = 0, .keep_alive = true, .http_1_0 = true};
    char out[256];
    size_t len;

    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT_STR(out,
               "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: keep-alive\r\n\r\n");
}

static void application_framing_fields_are_dropped(void)
{
    vela_http_field_t fields[] = {{"content-length", 14, "99", 2, false, false},
                                  {"Transfer-Encoding", 17, "gzip", 4, false, false},
                                  {"X-A", 3, "1", 1, false, false},
                                  {"DATE", 4, "then", 4, false, false},
                                  {"Vary", 4, "Origin", 6, false, false},
                                  {"connectION", 10, "close", 5, false, false},
                                  {"Content-ID", 10, "<a>", 3, false, false},
                                  {"Server", 6, "mine", 4, false, false}};
    vela_http_response_head_t head = {.status = 200,
                                      .fields = fields,
                                      .field_count = 8,
                                      .server_name = "Vela",
                                      .server_name_len = 4,
                                      .content_length = 2,
                                      .keep_alive = true};
    char out[256];
    size_t len;

    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT_STR(out, "HTTP/1.1 200 OK\r\nX-A: 1\r\nVary: Origin\r\nContent-ID: <a>\r\nServer: "
                    "mine\r\nContent-Length: 2\r\n\r\n");
}

static void no_content_length_on_204_and_304(void)
{
    vela_http_response_head_t head = {.status = 204, .content_length = 0, .keep_alive = true};
    char out[256];
    size_t len;

    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT_STR(out, "HTTP/1.1 204 No Content\r\n\r\n");
    EXPECT(!vela_http_status_allows_body(304));
    EXPECT(!vela_http_status_allows_body(100));
    EXPECT(vela_http_status_allows_body(200));
}

static void crlf_in_field_fails(void)
{
    vela_http_field_t bad_value[] = {{"X", 1, "a\r\nSet-Cookie: x", 16, false, false}};
    vela_http_field_t bad_name[] = {{"X\nY", 3, "a", 1, false, false}};
    vela_http_response_head_t head = {.status = 200, .fields = bad_value, .field_count = 1};
    char out[256];
    size_t len;

    EXPECT_INT(write_head(&head, out, sizeof(out), &len), VELA_EINVAL);
    EXPECT_INT(len, 0);
    head.fields = bad_name;
    EXPECT_INT(write_head(&head, out, sizeof(out), &len), VELA_EINVAL);
    EXPECT(!vela_http_field_is_valid("X", 1, "a\rb", 3));
    EXPECT(!vela_http_field_is_valid("", 0, "a", 1));
    EXPECT(!vela_http_field_is_valid("A B", 3, "a", 1));
    EXPECT(vela_http_field_is_valid("X-Ok", 4, "a b\tc", 5));
}

/* Values are checked eight bytes at a time: a bad byte anywhere, in a word or the tail. */
static void forbidden_byte_at_every_position_fails(void)
{
    static const char forbidden[] = {'\r', '\n', '\0'};
    char value[40];

    for (size_t len = 1; len <= sizeof(value); len++) {
        memset(value, 'a', sizeof(value));
        EXPECT(vela_http_field_is_valid("X", 1, value, len));
        for (size_t at = 0; at < len; at++) {
            for (size_t k = 0; k < sizeof(forbidden); k++) {
                memset(value, 'a', sizeof(value));
                value[at] = forbidden[k];
                if (vela_http_field_is_valid("X", 1, value, len)) {
                    printf("  byte %d at %zu of %zu was accepted\n", forbidden[k], at, len);
                    EXPECT(false);
                }
            }
        }
    }
    /* Bytes next to the forbidden ones in value (0x0c, 0x0e, 0x09, 0x0b, 0x01, 0x80+) pass. */
    EXPECT(vela_http_field_is_valid("X", 1, "\x0c\x0e\x09\x0b\x01\x8d\x8a\x80\xff text", 14));
}

static void bad_status_and_small_buffer_fail(void)
{
    vela_http_response_head_t head = {.status = 42, .content_length = 0};
    char out[16];
    size_t len;

    EXPECT_INT(write_head(&head, out, sizeof(out), &len), VELA_EINVAL);
    head.status = 200;
    EXPECT_INT(write_head(&head, out, sizeof(out), &len), VELA_ELIMIT);
}

static void reason_phrases(void)
{
    EXPECT_STR(vela_http_reason_phrase(431), "Request Header Fields Too Large");
    EXPECT_STR(vela_http_reason_phrase(503), "Service Unavailable");
    EXPECT_STR(vela_http_reason_phrase(299), "Unknown");
}

static void chunk_lines_are_hex(void)
{
    char out[VELA_HTTP_CHUNK_LINE_MAX];

    EXPECT_MEM(out, vela_http_chunk_line(out, 1), "1\r\n");
    EXPECT_MEM(out, vela_http_chunk_line(out, 255), "ff\r\n");
    EXPECT_MEM(out, vela_http_chunk_line(out, 65536), "10000\r\n");
    EXPECT_MEM(out, vela_http_chunk_line(out, SIZE_MAX), "ffffffffffffffff\r\n");
}

static void date_is_imf_fixdate_and_cached_per_second(void)
{
    vela_http_date_cache_t cache = {0};
    const char *first = vela_http_date_get(&cache, 784111777);

    EXPECT_STR(first, date);
    cache.value[0] = 'X'; /* a second format of the same second would erase this */
    EXPECT(vela_http_date_get(&cache, 784111777)[0] == 'X');
    EXPECT_STR(vela_http_date_get(&cache, 784111778), "Sun, 06 Nov 1994 08:49:38 GMT");
}

/* The C library's IMF-fixdate of `now` (gmtime_r() + strftime() in the C locale) against ours. */
static void expect_date_of(time_t now)
{
    vela_http_date_cache_t cache = {0};
    struct tm tm;
    char want[64];
    gmtime_r(&now, &tm);
    strftime(want, sizeof(want), "%a, %d %b %Y %H:%M:%S GMT", &tm);
    EXPECT_STR(vela_http_date_get(&cache, now), want);
}

/* A random second of every day from 1970 to 2199, and the edges: leap days, century years, the
 * last second of a year, the last second of 9999. */
static void date_matches_the_c_library_for_every_day(void)
{
    static const int64_t edges[] = {0,         951782399,  951782400,  951868799,   978307199,
                                    978307200, 4107542399, 4107542400, 253402300799};
    for (size_t i = 0; i < sizeof(edges) / sizeof(edges[0]); i++) {
        expect_date_of((time_t)edges[i]);
    }
    uint64_t state = 88172645463325252ull;
    for (int64_t day = 0; day < 84000; day++) {
        state ^= state << 13, state ^= state >> 7, state ^= state << 17;
        expect_date_of((time_t)(day * 86400 + (int64_t)(state % 86400)));
    }
}

/*
 * The memo: a head of constant fields is remembered up to Server and copied
 * while status, fields (by address) and Server stay the same; Date and the
 * framing are written anew. The remembered bytes are marked here, so that a
 * head taken from the memo shows it.
 */
static void memo_copies_the_leading_part_of_constant_heads(void)
{
    static const char type[] = "text/plain", vary[] = "Accept-Encoding";
    vela_http_field_t fields[] = {{"Content-Type", 12, type, 10, true, true},
                                  {"Vary", 4, vary, 15, true, true}};
    vela_http_head_memo_t memo = {0};
    vela_http_response_head_t head = {.status = 200,
                                      .fields = fields,
                                      .field_count = 2,
                                      .server_name = "Vela",
                                      .server_name_len = 4,
                                      .date = date,
                                      .content_length = 2,
                                      .keep_alive = true,
                                      .memo = &memo};
    char out[512], copy[sizeof(type)];
    size_t len;

    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT_STR(out,
               "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nVary: Accept-Encoding\r\n"
               "Server: Vela\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\nContent-Length: 2\r\n\r\n");
    EXPECT_INT((int)memo.len, (int)(strstr(out, "Date:") - out));
    memo.bytes[9] = '#'; /* "HTTP/1.1 #00 OK": taken from the memo */

    head.content_length = 12345;
    head.keep_alive = false;
    head.date = "Mon, 07 Nov 1994 08:49:37 GMT";
    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT_STR(out, "HTTP/1.1 #00 OK\r\nContent-Type: text/plain\r\nVary: Accept-Encoding\r\n"
                    "Server: Vela\r\nDate: Mon, 07 Nov 1994 08:49:37 GMT\r\nContent-Length: "
                    "12345\r\nConnection: close\r\n\r\n");

    /* the same bytes elsewhere, a field not constant, another status: written anew */
    memcpy(copy, type, sizeof(type));
    fields[0].value = copy;
    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT(strncmp(out, "HTTP/1.1 200 OK", 15) == 0);
    memo.bytes[9] = '#'; /* the write above remembered the head with `copy` */
    fields[0].constant = false;
    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT(strncmp(out, "HTTP/1.1 200 OK", 15) == 0);
    fields[0].constant = true;
    head.status = 404;
    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT(strncmp(out, "HTTP/1.1 404 Not Found", 22) == 0);
    head.status = 200; /* the 404 was remembered in its place */
    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT(strncmp(out, "HTTP/1.1 200 OK", 15) == 0);

    /* another Server value, a custom reason: written anew */
    memo.bytes[9] = '#';
    head.server_name = "Other";
    head.server_name_len = 5;
    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT(strstr(out, "HTTP/1.1 200 OK\r\n") == out && strstr(out, "Server: Other\r\n") != NULL);
    memo.bytes[9] = '#';
    head.reason = "Fine";
    head.reason_len = 4;
    EXPECT_INT(write_head(&head, out, sizeof(out), &len), 0);
    EXPECT(strncmp(out, "HTTP/1.1 200 Fine\r\n", 19) == 0);
}

/* A field the serializer must check is still checked when its head could be remembered. */
static void memo_never_keeps_an_invalid_head(void)
{
    vela_http_field_t fields[] = {{"X-Bad", 5, "a\r\nb", 4, false, true}};
    vela_http_head_memo_t memo = {0};
    vela_http_response_head_t head = {
        .status = 200, .fields = fields, .field_count = 1, .content_length = 0, .memo = &memo};
    char out[256];
    size_t len;

    EXPECT_INT(write_head(&head, out, sizeof(out), &len), VELA_EINVAL);
    EXPECT_INT((int)memo.len, 0);
}

UNIT_MAIN(UNIT_TEST(plain_head_with_owned_fields), UNIT_TEST(close_and_custom_reason),
          UNIT_TEST(streamed_is_chunked_on_1_1_and_closes_on_1_0),
          UNIT_TEST(keep_alive_1_0_says_so), UNIT_TEST(application_framing_fields_are_dropped),
          UNIT_TEST(no_content_length_on_204_and_304), UNIT_TEST(crlf_in_field_fails),
          UNIT_TEST(forbidden_byte_at_every_position_fails),
          UNIT_TEST(bad_status_and_small_buffer_fail), UNIT_TEST(reason_phrases),
          UNIT_TEST(chunk_lines_are_hex), UNIT_TEST(date_is_imf_fixdate_and_cached_per_second),
          UNIT_TEST(date_matches_the_c_library_for_every_day),
          UNIT_TEST(memo_copies_the_leading_part_of_constant_heads),
          UNIT_TEST(memo_never_keeps_an_invalid_head))
