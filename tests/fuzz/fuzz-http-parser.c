/*
 * libFuzzer target for the HTTP parser glue (ext/src/http/parser.c).
 *
 * The first input byte picks a split step; the rest is fed to the parser
 * once whole and once in pieces of that step, resuming after every
 * completed message as the connection does. Checked invariants: consumed
 * never exceeds what was given; a failure carries 400, 413, 414, 417, 431 or
 * 505; head strings (also an absolute-form's Host) stay inside the head
 * buffer; an accepted target is origin form ("/..."), "*" or a CONNECT
 * authority, with no '#' and no '%' that does not start "%HH"; and both
 * feedings agree on how many messages completed and on whether the input was rejected — a parser
 * that depended on how bytes are split could be desynchronised by an attacker. (Which status a
 * doubly-bad head gets may differ: the pre-check may see a bare LF further on before llhttp counts
 * one header too many.) The head cache is off here, so every head is parsed and its strings
 * are in the head buffer; fuzz-http-head-cache.c checks that the cache changes nothing.
 *
 * llhttp is built strict, as ext/src/http/llhttp/build_llhttp.c builds it.
 * tests/fuzz/run reads each key below from one line (keep each under 100
 * columns, or clang-format folds it into the next and the build breaks).
 * fuzz-sources: ext/src/http/parser.c ext/src/http/target.c /usr/share/llhttp/[a-z]*.c
 * fuzz-seeds: tests/fuzz/corpus/http-parser
 * fuzz-flags: -DVELA_DEBUG -DLLHTTP_STRICT_MODE=1 -I/usr/share/include/llhttp -luv
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "src/http/parser.h"

static _Alignas(16) char head_buf[VELA_HTTP_PARSER_BUFFER_SIZE(2048)];

static bool is_hex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* What a handler may rely on in the target it is given. */
static void check_target(const vela_http_head_t *head)
{
    const char *t = head->target;
    size_t len = head->target_len;

    if (head->method_len == 7 && memcmp(head->method, "CONNECT", 7) == 0) {
        return;
    }
    if (len == 0 || (t[0] != '/' && !(len == 1 && t[0] == '*'))) {
        abort();
    }
    for (size_t i = 0; i < len; i++) {
        if (t[i] == '#' ||
            (t[i] == '%' && (i + 2 >= len || !is_hex(t[i + 1]) || !is_hex(t[i + 2])))) {
            abort();
        }
    }
}

static int on_head(vela_http_parser_t *parser, const vela_http_head_t *head)
{
    const char *strings_end = head_buf + parser->buf_cap; /* the field table follows */

    if (head->target < head_buf || head->target + head->target_len > strings_end) {
        abort();
    }
    check_target(head);
    for (size_t i = 0; i < head->header_count; i++) {
        const vela_http_header_t *h = &head->headers[i];

        if (h->name < head_buf || h->name + h->name_len > strings_end || h->value < head_buf ||
            h->value + h->value_len > strings_end) {
            abort();
        }
    }
    return 0;
}

static int on_body(vela_http_parser_t *parser, const char *data, size_t len)
{
    (void)parser;
    (void)data;
    (void)len;
    return 0;
}

static int on_complete(vela_http_parser_t *parser)
{
    (*(int *)parser->data)++;
    return 0;
}

static const vela_http_parser_callbacks_t callbacks = {on_head, on_body, on_complete};

/* Feeds data in steps of `step` (0 = whole); returns the final status. */
static int run(const uint8_t *data, size_t len, size_t step, int *messages)
{
    vela_http_parser_t parser;
    size_t off = 0;

    *messages = 0;
    vela_http_parser_init(&parser, &callbacks, messages, 2048, 4096);
    vela_http_parser_set_buffer(&parser, head_buf, sizeof(head_buf));
    vela_http_parser_set_head_cache(&parser, false);
    while (off < len) {
        size_t n = step == 0 || len - off < step ? len - off : step, used;
        int rc = vela_http_parser_execute(&parser, (const char *)data + off, n, &used);

        if (used > n) {
            abort();
        }
        if (rc < 0) {
            if (parser.status != 400 && parser.status != 413 && parser.status != 414 &&
                parser.status != 417 && parser.status != 431 && parser.status != 505) {
                abort();
            }
            vela_http_parser_release(&parser);
            return parser.status;
        }
        off += used;
    }
    vela_http_parser_release(&parser);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int whole_messages, split_messages, whole, split;
    size_t step;

    if (size < 1) {
        return 0;
    }
    step = (size_t)(data[0] % 16) + 1;
    whole = run(data + 1, size - 1, 0, &whole_messages);
    split = run(data + 1, size - 1, step, &split_messages);
    if ((whole == 0) != (split == 0) || whole_messages != split_messages) {
        fprintf(stderr, "whole: status %d, %d messages; step %zu: status %d, %d messages\n", whole,
                whole_messages, step, split, split_messages);
        abort();
    }
    return 0;
}
