/*
 * Unit tests for ext/src/http/parser.c: framing, the smuggling pre-checks,
 * limits and resumability. Every input runs twice: whole and byte by byte.
 */
#include "src/http/parser.h"
#include "src/core/error.h"
#include "unit.h"

#include <stdlib.h>

/* What the callbacks saw, for one feeding of one input. */
struct seen {
    int heads, completes;
    char method[16], target[256], headers[1024], body[1024];
    size_t body_len;
    int64_t content_length;
    int version_major, version_minor;
    bool keep_alive, expect_continue, chunked;
    int head_status; /* what on_head answers */
    int from_cache;  /* heads whose strings were not in head_buf: the head cache's */
    char all_heads[2048];
};

static _Alignas(16) char head_buf[VELA_HTTP_PARSER_BUFFER_SIZE(1024)];

static int on_head(vela_http_parser_t *parser, const vela_http_head_t *head)
{
    struct seen *seen = parser->data;
    size_t used;

    seen->heads++;
    snprintf(seen->method, sizeof(seen->method), "%.*s", (int)head->method_len, head->method);
    snprintf(seen->target, sizeof(seen->target), "%.*s", (int)head->target_len, head->target);
    seen->headers[0] = '\0';
    for (size_t i = 0; i < head->header_count; i++) {
        size_t used = strlen(seen->headers);
        snprintf(seen->headers + used, sizeof(seen->headers) - used, "%.*s=%.*s;",
                 (int)head->headers[i].name_len, head->headers[i].name,
                 (int)head->headers[i].value_len, head->headers[i].value);
    }
    seen->content_length = head->content_length;
    seen->version_major = head->version_major;
    seen->version_minor = head->version_minor;
    seen->keep_alive = head->keep_alive;
    seen->expect_continue = head->expect_continue;
    seen->chunked = head->chunked;
    seen->from_cache += head->target < head_buf || head->target >= head_buf + sizeof(head_buf);
    used = strlen(seen->all_heads);
    snprintf(seen->all_heads + used, sizeof(seen->all_heads) - used, "%s %s %d.%d %s %lld %d|",
             seen->method, seen->target, seen->version_major, seen->version_minor, seen->headers,
             (long long)seen->content_length, seen->keep_alive);
    return seen->head_status;
}

static int on_body(vela_http_parser_t *parser, const char *data, size_t len)
{
    struct seen *seen = parser->data;

    if (seen->body_len + len < sizeof(seen->body)) {
        memcpy(seen->body + seen->body_len, data, len);
    }
    seen->body_len += len;
    return 0;
}

static int on_complete(vela_http_parser_t *parser)
{
    struct seen *seen = parser->data;

    seen->completes++;
    return 0;
}

static const vela_http_parser_callbacks_t callbacks = {on_head, on_body, on_complete};

/* Parses `input` in steps of `step` bytes (0 = whole); returns the last result. */
static int parse(const char *input, size_t step, struct seen *seen, int *status, size_t max_body)
{
    vela_http_parser_t parser;
    size_t len = strlen(input), off = 0;
    int result = VELA_HTTP_PARSE_AGAIN;

    vela_http_parser_init(&parser, &callbacks, seen, 1024, max_body);
    vela_http_parser_set_buffer(&parser, head_buf, sizeof(head_buf));
    while (off < len) {
        size_t n = step == 0 || len - off < step ? len - off : step, used;

        result = vela_http_parser_execute(&parser, input + off, n, &used);
        if (result < 0) {
            break;
        }
        off += used;
    }
    *status = parser.status;
    vela_http_parser_release(&parser);
    return result;
}

/* Runs `input` whole and byte by byte; both must agree on status and calls. */
static struct seen parse_both(const char *input, int *status, size_t max_body)
{
    struct seen whole = {0}, bytes = {0};
    int status_bytes;

    parse(input, 0, &whole, status, max_body);
    parse(input, 1, &bytes, &status_bytes, max_body);
    EXPECT_INT(status_bytes, *status);
    EXPECT_INT(bytes.heads, whole.heads);
    EXPECT_INT(bytes.completes, whole.completes);
    EXPECT_STR(bytes.headers, whole.headers);
    if (*status == 0) {
        EXPECT_INT(bytes.body_len, whole.body_len);
    }
    return whole;
}

static void simple_get(void)
{
    int status;
    struct seen s =
        parse_both("GET /a?b=c HTTP/1.1\r\nHost: x\r\nAccept:  */* \r\n\r\n", &status, 100);

    EXPECT_INT(status, 0);
    EXPECT_INT(s.heads, 1);
    EXPECT_INT(s.completes, 1);
    EXPECT_STR(s.method, "GET");
    EXPECT_STR(s.target, "/a?b=c");
    EXPECT_STR(s.headers, "Host=x;Accept=*/*;");
    EXPECT_INT(s.content_length, -1);
    EXPECT(s.keep_alive);
}

static void keep_alive_by_version_and_connection(void)
{
    int status;
    struct seen s = parse_both("GET / HTTP/1.0\r\n\r\n", &status, 100);

    EXPECT(!s.keep_alive);
    s = parse_both("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", &status, 100);
    EXPECT(s.keep_alive);
    s = parse_both("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", &status, 100);
    EXPECT(!s.keep_alive);
}

static void content_length_body(void)
{
    int status;
    struct seen s =
        parse_both("POST /p HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello", &status, 100);

    EXPECT_INT(status, 0);
    EXPECT_INT(s.completes, 1);
    EXPECT_INT(s.content_length, 5);
    EXPECT_MEM(s.body, s.body_len, "hello");
}

static void chunked_body(void)
{
    int status;
    struct seen s = parse_both("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                               "3\r\nabc\r\na;ext=1\r\n0123456789\r\n0\r\nX-T: 1\r\n\r\n",
                               &status, 100);

    EXPECT_INT(status, 0);
    EXPECT(s.chunked);
    EXPECT_INT(s.completes, 1);
    EXPECT_MEM(s.body, s.body_len, "abc0123456789");
    EXPECT_STR(s.headers, "Host=x;Transfer-Encoding=chunked;"); /* the trailer is not a header */
}

static void expect_status(const char *input, int expected, size_t max_body)
{
    int status;
    struct seen s = parse_both(input, &status, max_body);

    EXPECT_INT(status, expected);
    EXPECT_INT(s.completes, 0);
}

#define CHUNKED_HEAD "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n"

/* llhttp 8.1 reads trailer fields as leniently as head fields: the trailer
 * section gets the head's pre-check, and its fields are never kept. */
static void trailers_are_checked_like_the_head(void)
{
    static const char *const bad[] = {
        CHUNKED_HEAD "0\r\nX-T: a\rY: b\r\n\r\n",    /* bare CR in a trailer line */
        CHUNKED_HEAD "0\r\nX-T: a\nY: b\r\n\r\n",    /* bare LF */
        CHUNKED_HEAD "0\r\nX-T: a\r\n Y: b\r\n\r\n", /* obs-fold */
        CHUNKED_HEAD "0\r\n\r\r\n",                  /* bare CR in the blank line */
        CHUNKED_HEAD "0\r\n\n",                      /* bare LF as the blank line */
        CHUNKED_HEAD "0\r\nX-T: a\r\n\rGET / HTTP/1.1\r\nHost: x\r\n\r\n",
    };
    int status;
    struct seen s;

    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        expect_status(bad[i], 400, 100);
    }
    s = parse_both(CHUNKED_HEAD
                   "0\r\nX-A: 1\r\nX-B: 2\r\n\r\nGET /next HTTP/1.1\r\nHost: x\r\n\r\n",
                   &status, 100);
    EXPECT_INT(status, 0);
    EXPECT_INT(s.completes, 2);
    EXPECT_STR(s.target, "/next");
    EXPECT_STR(s.headers, "Host=x;"); /* X-A and X-B were trailers: never kept */
    s = parse_both(CHUNKED_HEAD "0\r\n\r\n", &status, 100);
    EXPECT_INT(status, 0);
    EXPECT_INT(s.completes, 1);
    EXPECT_MEM(s.body, s.body_len, "abc");
}

static void trailers_count_toward_max_header_size(void)
{
    char input[2048];
    int n = snprintf(input, sizeof(input), "%s0\r\nX-T: %01000d\r\n\r\n", CHUNKED_HEAD, 0);

    EXPECT(n > 0 && (size_t)n < sizeof(input));
    expect_status(input, 431, 100);
}

/* RFC 9112 §7.1: llhttp built strict checks the CRLF after chunk data. */
static void chunk_data_must_end_with_crlf(void)
{
    expect_status("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                  "5\r\nhelloXX0\r\n\r\n",
                  400, 100);
    expect_status("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                  "5\r\nhello\n0\r\n\r\n",
                  400, 100);
}

static void pipelined_requests_stop_after_each(void)
{
    const char *input = "GET /1 HTTP/1.1\r\nHost: x\r\n\r\nGET /2 HTTP/1.1\r\nHost: x\r\n\r\nGET "
                        "/3 HTTP/1.1\r\nHost: x\r\n\r\n";
    struct seen s = {0};
    vela_http_parser_t parser;
    size_t used, off = 0;

    vela_http_parser_init(&parser, &callbacks, &s, 1024, 100);
    vela_http_parser_set_buffer(&parser, head_buf, sizeof(head_buf));
    EXPECT_INT(vela_http_parser_execute(&parser, input, strlen(input), &used),
               VELA_HTTP_PARSE_DONE);
    EXPECT_INT(used, 28);
    EXPECT_STR(s.target, "/1");
    EXPECT_INT(s.heads, 1);
    EXPECT(vela_http_parser_is_idle(&parser));
    off += used;
    EXPECT_INT(vela_http_parser_execute(&parser, input + off, strlen(input) - off, &used),
               VELA_HTTP_PARSE_DONE);
    EXPECT_STR(s.target, "/2");
    off += used;
    EXPECT_INT(vela_http_parser_execute(&parser, input + off, strlen(input) - off, &used),
               VELA_HTTP_PARSE_DONE);
    EXPECT_STR(s.target, "/3");
    EXPECT_INT(off + used, strlen(input));
    vela_http_parser_release(&parser);
}

static void smuggling_bare_cr_is_400(void)
{
    expect_status("GET / HTTP/1.1\r\nHost: x\r\nX: a\rTransfer-Encoding: chunked\r\n\r\n", 400,
                  100);
    expect_status("GET / HTTP/1.1\rHost: x\r\n\r\n", 400, 100);
    expect_status("GET / HTTP/1.1\r\nHost: x\r\n\rX\r\n", 400, 100);
}

static void smuggling_obs_fold_is_400(void)
{
    expect_status("GET / HTTP/1.1\r\nHost: x\r\nX: a\r\n Transfer-Encoding: chunked\r\n\r\n", 400,
                  100);
    expect_status("GET / HTTP/1.1\r\nHost: x\r\nX: a\r\n\tb\r\n\r\n", 400, 100);
}

static void bare_lf_is_400(void)
{
    expect_status("GET / HTTP/1.1\nHost: x\r\n\r\n", 400, 100);
}

/* Line content is scanned a word at a time: a bare CR or LF is found at any
 * offset, whatever the sizes the head arrives in. */
static void bare_cr_or_lf_anywhere_in_a_line_is_400(void)
{
    static const char value[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    static const size_t steps[] = {0, 1, 3, 7, 8, 9};
    char input[128];

    for (size_t at = 0; at < sizeof(value) - 1; at++) {
        for (int k = 0; k < 2; k++) {
            for (size_t j = 0; j < sizeof(steps) / sizeof(steps[0]); j++) {
                struct seen seen = {0};
                int status;

                snprintf(input, sizeof(input), "GET /x HTTP/1.1\r\nHost: x\r\nX-Long: %s\r\n\r\n",
                         value);
                input[34 + at] = k == 0 ? '\r' : '\n';
                parse(input, steps[j], &seen, &status, 100);
                if (status != 400 || seen.heads != 0) {
                    printf("  %s at %zu, step %zu: status %d, %d heads\n", k == 0 ? "CR" : "LF", at,
                           steps[j], status, seen.heads);
                    EXPECT(false);
                }
            }
        }
    }
    for (size_t j = 0; j < sizeof(steps) / sizeof(steps[0]); j++) {
        struct seen seen = {0};
        int status;

        snprintf(input, sizeof(input), "GET /x HTTP/1.1\r\nHost: x\r\nX-Long: %s\r\n\r\n", value);
        parse(input, steps[j], &seen, &status, 100);
        EXPECT_INT(status, 0);
        EXPECT_STR(seen.headers, "Host=x;X-Long=abcdefghijklmnopqrstuvwxyz0123456789;");
    }
}

static void cl_te_conflict_is_400(void)
{
    expect_status(
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n"
        "0\r\n\r\n",
        400, 100);
    expect_status(
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n"
        "0\r\n\r\n",
        400, 100);
}

static void duplicate_content_length_is_400(void)
{
    expect_status(
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd", 400,
        100);
}

static void bad_chunk_size_is_400(void)
{
    expect_status(
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n",
        400, 100);
    expect_status(
        "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\nabc\r\n0\r\n\r\n",
        400, 100);
}

static void te_not_ending_in_chunked_is_400(void)
{
    expect_status("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\nabc", 400, 100);
}

static void head_over_limit_is_431(void)
{
    char input[2048];

    snprintf(input, sizeof(input), "GET / HTTP/1.1\r\nHost: x\r\nX: %01200d\r\n\r\n", 0);
    expect_status(input, 431, 100);
}

static void too_many_headers_is_431(void)
{
    char input[4096] = "GET / HTTP/1.1\r\nHost: x\r\n";

    for (int i = 0; i < VELA_HTTP_MAX_HEADERS + 1; i++) {
        strcat(input, "A: b\r\n");
    }
    strcat(input, "\r\n");
    /* 101 * 6 + 18 bytes fit in 1024 only just: the count trips first. */
    expect_status(input, 431, 100);
}

static void content_length_over_limit_is_413_before_body(void)
{
    int status;
    struct seen s =
        parse_both("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 101\r\n\r\n", &status, 100);

    EXPECT_INT(status, 413);
    EXPECT_INT(s.heads, 0);
}

static void chunked_over_limit_is_413(void)
{
    expect_status("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                  "8\r\n01234567\r\n8\r\n01234567\r\n0\r\n\r\n",
                  413, 10);
}

static void expect_continue_is_reported(void)
{
    int status;
    struct seen s = parse_both(
        "POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\nok",
        &status, 100);

    EXPECT_INT(status, 0);
    EXPECT(s.expect_continue);
    EXPECT_MEM(s.body, s.body_len, "ok");
}

static void unknown_expect_is_417(void)
{
    expect_status("POST / HTTP/1.1\r\nHost: x\r\nExpect: tea\r\nContent-Length: 2\r\n\r\nok", 417,
                  100);
}

static void head_callback_can_reject(void)
{
    struct seen s = {.head_status = 503};
    int status;

    parse("GET / HTTP/1.1\r\nHost: x\r\n\r\n", 0, &s, &status, 100);
    EXPECT_INT(status, 503);
    EXPECT_INT(s.completes, 0);
}

static void garbage_is_400(void)
{
    expect_status("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n", 400, 100);
    expect_status("GET / HTTP/1.1\r\nHost: x\r\n\x01\r\n\r\n", 400, 100);
}

static void leading_empty_line_is_allowed(void)
{
    int status;
    struct seen s = parse_both("\r\nGET /x HTTP/1.1\r\nHost: x\r\n\r\n", &status, 100);

    EXPECT_INT(status, 0);
    EXPECT_STR(s.target, "/x");
}

/* RFC 9112 §3.2: exactly one valid Host in HTTP/1.1, never two or an invalid one. */
static void host_rules(void)
{
    static const char *const bad[] = {
        "GET / HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a\r\nhost: a\r\n\r\n",
        "GET / HTTP/1.0\r\nHost: a\r\nHost: a\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a/b\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a b\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: u@a\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a:8x\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: [::1\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: a%zz\r\n\r\n",
        "GET / HTTP/1.0\r\nHost: a?b\r\n\r\n",
    };
    static const char *const good[][2] = {
        {"GET / HTTP/1.1\r\nHost: example.com:8080\r\n\r\n", "Host=example.com:8080;"},
        {"GET / HTTP/1.1\r\nHOST: 10.0.0.1\r\n\r\n", "HOST=10.0.0.1;"},
        {"GET / HTTP/1.1\r\nHost: [::1]:80\r\n\r\n", "Host=[::1]:80;"},
        {"GET / HTTP/1.1\r\nHost: a%41b\r\n\r\n", "Host=a%41b;"},
        {"GET / HTTP/1.1\r\nHost:\r\n\r\n", "Host=;"},
        {"GET / HTTP/1.0\r\n\r\n", ""},
    };
    int status;

    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        expect_status(bad[i], 400, 100);
    }
    for (size_t i = 0; i < sizeof(good) / sizeof(good[0]); i++) {
        struct seen s = parse_both(good[i][0], &status, 100);

        EXPECT_INT(status, 0);
        EXPECT_STR(s.headers, good[i][1]);
    }
}

/* RFC 9112 §3.2.2: absolute-form reaches on_head as origin form, the authority as Host. */
static void absolute_form_is_served_as_origin_form(void)
{
    static const char *const cases[][3] = {
        {"GET http://a/echo?x=1 HTTP/1.1\r\nHost: b\r\nX: y\r\n\r\n", "/echo?x=1", "Host=a;X=y;"},
        {"GET HTTP://A:8080?q HTTP/1.1\r\nHost: b\r\n\r\n", "/?q", "Host=A:8080;"},
        {"GET https://[::1]:8443 HTTP/1.1\r\nHost: b\r\n\r\n", "/", "Host=[::1]:8443;"},
        {"GET http://a/ HTTP/1.0\r\n\r\n", "/", "Host=a;"},
    };
    int status;

    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        struct seen s = parse_both(cases[i][0], &status, 100);

        EXPECT_INT(status, 0);
        EXPECT_STR(s.target, cases[i][1]);
        EXPECT_STR(s.headers, cases[i][2]);
    }
    expect_status("GET http://u@a/ HTTP/1.1\r\nHost: a\r\n\r\n", 400, 100);
    expect_status("GET http:///x HTTP/1.1\r\nHost: a\r\n\r\n", 400, 100);
    expect_status("GET http://:80/x HTTP/1.1\r\nHost: a\r\n\r\n", 400, 100);
    expect_status("GET ftp://a/x HTTP/1.1\r\nHost: a\r\n\r\n", 400, 100);
    expect_status("GET http://a/x HTTP/1.1\r\n\r\n", 400, 100); /* still needs Host */
}

/* RFC 9112 §3: a request line over the limit is 414, however the bytes arrive. */
static void long_request_line_is_414(void)
{
    char input[2048];

    snprintf(input, sizeof(input), "GET /%01100d HTTP/1.1\r\nHost: x\r\n\r\n", 0);
    expect_status(input, 414, 100);
    snprintf(input, sizeof(input), "GET /%01100d", 0);
    expect_status(input, 414, 100);
    snprintf(input, sizeof(input), "GET /%0900d HTTP/1.1\r\nHost: x\r\nX: %0200d\r\n\r\n", 0, 0);
    expect_status(input, 431, 100);
}

/* RFC 9110 §5.1, RFC 9112 §5.1: a field name is a token, right before the colon. */
static void bad_field_names_are_400(void)
{
    expect_status("GET / HTTP/1.1\r\nHost: x\r\nFoo Bar: y\r\n\r\n", 400, 100);
    expect_status("GET / HTTP/1.1\r\nHost: x\r\n: y\r\n\r\n", 400, 100);
    expect_status("GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400, 100);
    expect_status("GET / HTTP/1.1\r\nHost: x\r\nFoo\t: y\r\n\r\n", 400, 100);
}

/* RFC 9110 §2.5, §15.6.6: 1.x is served (as 1.1 past 1.1); 0.9 (also without a version) and 2+ are
 * 505. */
static void versions(void)
{
    static const char *const refused[] = {"2.0", "0.9", "3.1", "9.9"};
    char input[128];
    int status;
    struct seen s;

    for (size_t i = 0; i < sizeof(refused) / sizeof(refused[0]); i++) {
        snprintf(input, sizeof(input), "GET / HTTP/%s\r\nHost: x\r\n\r\n", refused[i]);
        expect_status(input, 505, 100);
    }
    expect_status("GET /\r\nHost: x\r\n\r\n", 505, 100); /* HTTP/0.9's request line */
    expect_status("GET / HTTP/1.10\r\nHost: x\r\n\r\n", 400, 100);
    s = parse_both("GET / HTTP/1.2\r\nHost: x\r\n\r\n", &status, 100);
    EXPECT_INT(status, 0);
    EXPECT_INT(s.version_major, 1);
    EXPECT_INT(s.version_minor, 1);
    EXPECT(s.keep_alive);
}

/* RFC 3986 §2.1, §3.5: every '%' starts "%HH"; a request-target has no fragment. */
static void target_escapes_and_fragments(void)
{
    static const char *const bad[] = {"/a%zz",     "/a%4", "/a%4g", "/a?q=%",
                                      "/a?q=%%41", "/a#f", "/a?q#"};
    char input[128];
    int status;
    struct seen s;

    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        snprintf(input, sizeof(input), "GET %s HTTP/1.1\r\nHost: x\r\n\r\n", bad[i]);
        expect_status(input, 400, 100);
    }
    s = parse_both("GET /a%41%2f?q=%7E HTTP/1.1\r\nHost: x\r\n\r\n", &status, 100);
    EXPECT_INT(status, 0);
    EXPECT_STR(s.target, "/a%41%2f?q=%7E");
}

/* Past nginx: each form for its method only, and no Transfer-Encoding in HTTP/1.0. */
static void target_forms_by_method_and_te_in_1_0(void)
{
    int status;
    struct seen s;

    expect_status("GET * HTTP/1.1\r\nHost: x\r\n\r\n", 400, 100);
    expect_status("GET a:80 HTTP/1.1\r\nHost: x\r\n\r\n", 400, 100);
    expect_status("POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400, 100);
    s = parse_both("OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n", &status, 100);
    EXPECT_INT(status, 0);
    EXPECT_STR(s.target, "*");
    s = parse_both("CONNECT a:443 HTTP/1.1\r\nHost: a:443\r\n\r\n", &status, 100);
    EXPECT_INT(status, 0);
    EXPECT_STR(s.target, "a:443");
}

static void dead_parser_stays_dead(void)
{
    struct seen s = {0};
    vela_http_parser_t parser;
    size_t used;

    vela_http_parser_init(&parser, &callbacks, &s, 1024, 100);
    vela_http_parser_set_buffer(&parser, head_buf, sizeof(head_buf));
    EXPECT_INT(vela_http_parser_execute(&parser, "GET / HTTP/1.1\r\nHost: x\r\n x\r\n", 29, &used),
               VELA_EPROTOCOL);
    EXPECT_INT(vela_http_parser_execute(&parser, "GET / HTTP/1.1\r\nHost: x\r\n\r\n", 27, &used),
               VELA_EPROTOCOL);
    EXPECT_INT(used, 0);
    EXPECT_INT(s.heads, 0);
    vela_http_parser_release(&parser);
}

/*
 * Feeds `input` (pipelined messages) whole or in pieces of `step` bytes,
 * resuming after each message, with the head cache on or off; *in_cache
 * counts the heads whose target was not in the head buffer (served from the
 * cache). Returns the final status.
 */
static int parse_cached(const char *input, size_t step, bool cache, struct seen *seen,
                        int *in_cache)
{
    vela_http_parser_t parser;
    size_t len = strlen(input), off = 0, used;
    int rc = 0;

    *in_cache = 0;
    vela_http_parser_init(&parser, &callbacks, seen, 1024, 100);
    vela_http_parser_set_buffer(&parser, head_buf, sizeof(head_buf));
    vela_http_parser_set_head_cache(&parser, cache);
    while (off < len && rc >= 0) {
        size_t n = step == 0 || len - off < step ? len - off : step;

        rc = vela_http_parser_execute(&parser, input + off, n, &used);
        off += used;
    }
    *in_cache = seen->from_cache;
    rc = parser.status;
    vela_http_parser_release(&parser);
    return rc;
}

/* Feeds `input` in pieces of `step` with the cache and without; both must see the same. */
static int expect_same_in_steps(const char *input, size_t step, int status)
{
    struct seen on = {0}, off = {0};
    int hits, no_hits;

    EXPECT_INT(parse_cached(input, step, true, &on, &hits), status);
    EXPECT_INT(parse_cached(input, step, false, &off, &no_hits), status);
    EXPECT_INT(no_hits, 0);
    EXPECT_INT(on.heads, off.heads);
    EXPECT_INT(on.completes, off.completes);
    EXPECT_STR(on.all_heads, off.all_heads);
    EXPECT_INT(on.body_len, off.body_len);
    EXPECT(memcmp(on.body, off.body, on.body_len < sizeof(on.body) ? on.body_len : 0) == 0);
    return hits;
}

/*
 * Runs `input` whole and in pieces of 1 to 64 bytes, with the cache and
 * without; each feeding must see the same both ways. Returns the hits of
 * the whole feeding.
 */
static int expect_same_with_cache(const char *input, int status)
{
    for (size_t step = 1; step <= 64; step++) {
        expect_same_in_steps(input, step, status);
    }
    return expect_same_in_steps(input, 0, status);
}

#define GET_A "GET /a?b=c HTTP/1.1\r\nHost: x\r\nAccept:  */* \r\n\r\n"
#define POST_2 "POST /p?a=1 HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n"

#define POST_CHUNKED "POST /p?a=1 HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"

/*
 * A cached chunked head's body is de-chunked without llhttp in the plain
 * form and by llhttp past it: both give what llhttp alone gives, in every
 * cut of the input (the hit counts show the cache was used).
 */
static void head_cache_reads_chunked_bodies_as_llhttp_does(void)
{
    /* the plain form: sizes in hex of either case, several chunks, leading zeros */
    EXPECT_INT(expect_same_with_cache(POST_CHUNKED
                                      "2\r\n20\r\n0\r\n\r\n" POST_CHUNKED
                                      "1\r\na\r\nA\r\n0123456789\r\n0\r\n\r\n" POST_CHUNKED
                                      "0B\r\n0123456789b\r\n000\r\n\r\n",
                                      0),
               2);
    /* an empty body, then trailers and an extension: llhttp takes over and checks them */
    EXPECT_INT(expect_same_with_cache(POST_CHUNKED "0\r\n\r\n" POST_CHUNKED
                                                   "1\r\na\r\n0\r\nX-T: 1\r\n\r\n" POST_CHUNKED
                                                   "1;ext=v\r\nb\r\n0\r\n\r\n" POST_CHUNKED
                                                   "0;e\r\n\r\n" GET_A,
                                      0),
               3);
    /* framing errors after a cached head are llhttp's: the same 400s */
    EXPECT_INT(expect_same_with_cache(
                   POST_CHUNKED "1\r\na\r\n0\r\n\r\n" POST_CHUNKED "1\r\nab\r\n0\r\n\r\n", 400),
               1);
    expect_same_with_cache(POST_CHUNKED "0\r\n\r\n" POST_CHUNKED "1\r\r\na\r\n", 400);
    expect_same_with_cache(POST_CHUNKED "0\r\n\r\n" POST_CHUNKED "\r\n", 400);
    expect_same_with_cache(POST_CHUNKED "0\r\n\r\n" POST_CHUNKED "g\r\n", 400);
    expect_same_with_cache(POST_CHUNKED "0\r\n\r\n" POST_CHUNKED "1 \r\na\r\n", 400);
    expect_same_with_cache(POST_CHUNKED "0\r\n\r\n" POST_CHUNKED "1\r\na\n0\r\n\r\n", 400);
    expect_same_with_cache(POST_CHUNKED "0\r\n\r\n" POST_CHUNKED "0\r\nX\r\r\n\r\n", 400);
    expect_same_with_cache(POST_CHUNKED "0\r\n\r\n" POST_CHUNKED "0\r\n\n", 400);
    expect_same_with_cache(POST_CHUNKED "0\r\n\r\n" POST_CHUNKED "ffffffffffffffffff\r\n", 400);
    /* a body over max_body_size (100) is 413 on both paths */
    expect_same_with_cache(POST_CHUNKED "1\r\na\r\n0\r\n\r\n" POST_CHUNKED
                                        "40\r\n0123456789012345678901234567890123456789012345678901"
                                        "234567890123\r\n40\r\n0123456789012345678901234567890123"
                                        "456789012345678901234567890123\r\n0\r\n\r\n",
                           413);
}

/* A head seen again on the connection comes from the cache, parsed the same. */
static void head_cache_serves_a_repeated_head(void)
{
    EXPECT_INT(expect_same_with_cache(GET_A GET_A GET_A, 0), 2);
    EXPECT_INT(expect_same_with_cache(GET_A "GET /b HTTP/1.1\r\nHost: x\r\n\r\n" GET_A, 0), 0);
    EXPECT_INT(expect_same_with_cache(POST_2 "20" POST_2 "21" POST_2 "22", 0), 2);
    EXPECT_INT(expect_same_with_cache(
                   "OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\nOPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n", 0),
               1);
}

/* What the cache must not keep: it would answer differently from llhttp. */
static void head_cache_keeps_only_what_parses_the_same(void)
{
    /* after Connection: close llhttp takes nothing more */
    EXPECT_INT(expect_same_with_cache(GET_A "GET /a?b=c HTTP/1.1\r\nHost: x\r\nConnection: "
                                            "close\r\n\r\n" GET_A,
                                      400),
               0);
    /* Expect and absolute-form heads are parsed every time */
    EXPECT_INT(expect_same_with_cache("POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n"
                                      "Content-Length: 1\r\n\r\na"
                                      "POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n"
                                      "Content-Length: 1\r\n\r\nb",
                                      0),
               0);
    EXPECT_INT(expect_same_with_cache("GET http://h/a HTTP/1.1\r\nHost: x\r\n\r\n"
                                      "GET http://h/a HTTP/1.1\r\nHost: x\r\n\r\n",
                                      0),
               0);
    /* a bad head after cached ones is still refused */
    EXPECT_INT(expect_same_with_cache(
                   GET_A GET_A "GET /a?b=c HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n", 400),
               1);
}

UNIT_MAIN(UNIT_TEST(simple_get), UNIT_TEST(keep_alive_by_version_and_connection),
          UNIT_TEST(content_length_body), UNIT_TEST(chunked_body),
          UNIT_TEST(trailers_are_checked_like_the_head),
          UNIT_TEST(trailers_count_toward_max_header_size),
          UNIT_TEST(chunk_data_must_end_with_crlf), UNIT_TEST(pipelined_requests_stop_after_each),
          UNIT_TEST(smuggling_bare_cr_is_400), UNIT_TEST(smuggling_obs_fold_is_400),
          UNIT_TEST(bare_lf_is_400), UNIT_TEST(bare_cr_or_lf_anywhere_in_a_line_is_400),
          UNIT_TEST(cl_te_conflict_is_400), UNIT_TEST(duplicate_content_length_is_400),
          UNIT_TEST(bad_chunk_size_is_400), UNIT_TEST(te_not_ending_in_chunked_is_400),
          UNIT_TEST(head_over_limit_is_431), UNIT_TEST(too_many_headers_is_431),
          UNIT_TEST(content_length_over_limit_is_413_before_body),
          UNIT_TEST(chunked_over_limit_is_413), UNIT_TEST(expect_continue_is_reported),
          UNIT_TEST(unknown_expect_is_417), UNIT_TEST(head_callback_can_reject),
          UNIT_TEST(garbage_is_400), UNIT_TEST(leading_empty_line_is_allowed),
          UNIT_TEST(host_rules), UNIT_TEST(absolute_form_is_served_as_origin_form),
          UNIT_TEST(long_request_line_is_414), UNIT_TEST(bad_field_names_are_400),
          UNIT_TEST(versions), UNIT_TEST(target_escapes_and_fragments),
          UNIT_TEST(target_forms_by_method_and_te_in_1_0), UNIT_TEST(dead_parser_stays_dead),
          UNIT_TEST(head_cache_serves_a_repeated_head),
          UNIT_TEST(head_cache_reads_chunked_bodies_as_llhttp_does),
          UNIT_TEST(head_cache_keeps_only_what_parses_the_same))
