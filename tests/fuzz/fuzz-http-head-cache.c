/*
 * libFuzzer target for the HTTP parser's head cache (ext/src/http/parser.c):
 * a differential fuzz. Identical and near-identical heads must parse exactly
 * as they do without the cache.
 *
 * Input: byte 0 picks a split step; bytes 1-2 a script of up to eight
 * steps (two bits each: message A, message B, A with one byte changed, or
 * the end); bytes 3-4 the position and the value of that byte; byte 5 where
 * A ends in the rest, which is A then B. So the stream is, say, A A A' A or
 * A B A: heads served from the cache, one that differs in a single byte, a
 * different one in between (Connection: close, HTTP/1.0, a body, a bad
 * head), then the first again. It is fed whole and in pieces of the step,
 * each with the cache on and off, resuming after every completed message as
 * the connection does. With the same feeding, both parsers must report the
 * same trace — every head (method, target, version, fields, Content-Length,
 * flags), body bytes, completion, the result and the input consumed of each
 * call, and the final status — folded into one hash. That covers the bodies
 * of cached heads too: a Content-Length body counted off, a chunked one
 * de-chunked by the parser in the plain form and by llhttp, brought to the
 * same point, past it (extensions, trailers, lines cut between pieces,
 * framing errors, bodies over the limit); the seeds named chunked-* start
 * the fuzzer there.
 *
 * tests/fuzz/run reads each key below from one line (keep each under 100
 * columns, or clang-format folds it into the next and the build breaks).
 * fuzz-sources: ext/src/http/parser.c ext/src/http/target.c /usr/share/llhttp/[a-z]*.c
 * fuzz-seeds: tests/fuzz/corpus/http-head-cache
 * fuzz-flags: -DVELA_DEBUG -DLLHTTP_STRICT_MODE=1 -I/usr/share/include/llhttp -luv
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "src/http/parser.h"

#define MAX_INPUT 4096
#define MAX_STREAM (8 * MAX_INPUT)

static _Alignas(16) char head_buf[VELA_HTTP_PARSER_BUFFER_SIZE(2048)];
static char stream[MAX_STREAM];

/* One run's trace: an FNV-1a hash of every event, and counts. */
struct trace {
    uint64_t hash;
    int heads, completes;
};

static void mix(struct trace *t, const void *bytes, size_t len)
{
    const unsigned char *p = bytes;

    for (size_t i = 0; i < len; i++) {
        t->hash = (t->hash ^ p[i]) * 0x100000001b3ull;
    }
}

static void mix_int(struct trace *t, int64_t value)
{
    mix(t, &value, sizeof(value));
}

static void mix_string(struct trace *t, const char *s, size_t len)
{
    mix_int(t, (int64_t)len);
    mix(t, s, len);
}

static int on_head(vela_http_parser_t *parser, const vela_http_head_t *head)
{
    struct trace *t = parser->data;

    t->heads++;
    mix_int(t, 'H');
    mix_string(t, head->method, head->method_len);
    mix_string(t, head->target, head->target_len);
    mix_int(t, head->version_major * 10 + head->version_minor);
    mix_int(t, (int64_t)head->header_count);
    for (size_t i = 0; i < head->header_count; i++) {
        mix_string(t, head->headers[i].name, head->headers[i].name_len);
        mix_string(t, head->headers[i].value, head->headers[i].value_len);
    }
    mix_int(t, head->content_length);
    mix_int(t, head->chunked | head->keep_alive << 1 | head->expect_continue << 2 |
                   head->upgrade << 3);
    return 0;
}

static int on_body(vela_http_parser_t *parser, const char *data, size_t len)
{
    struct trace *t = parser->data;

    /* pieces may be cut differently; the bytes and their order may not */
    mix(t, data, len);
    return 0;
}

static int on_complete(vela_http_parser_t *parser)
{
    struct trace *t = parser->data;

    t->completes++;
    mix_int(t, 'C');
    return 0;
}

static const vela_http_parser_callbacks_t callbacks = {on_head, on_body, on_complete};

/* Feeds stream[0, len) in steps of `step` (0 = whole), the cache on or off. */
static void run(size_t len, size_t step, bool cache, struct trace *t)
{
    vela_http_parser_t parser;
    size_t off = 0;

    *t = (struct trace){0xcbf29ce484222325ull, 0, 0};
    vela_http_parser_init(&parser, &callbacks, t, 2048, 4096);
    vela_http_parser_set_buffer(&parser, head_buf, sizeof(head_buf));
    vela_http_parser_set_head_cache(&parser, cache);
    while (off < len) {
        size_t n = step == 0 || len - off < step ? len - off : step, used;
        int rc = vela_http_parser_execute(&parser, stream + off, n, &used);

        if (used > n) {
            abort();
        }
        mix_int(t, rc);
        mix_int(t, (int64_t)used);
        if (rc < 0) {
            mix_int(t, parser.status);
            break;
        }
        off += used;
    }
    vela_http_parser_release(&parser);
}

static void compare(size_t len, size_t step)
{
    struct trace on, off;

    run(len, step, true, &on);
    run(len, step, false, &off);
    if (on.hash != off.hash || on.heads != off.heads || on.completes != off.completes) {
        fprintf(stderr, "step %zu: cache on %d heads %d completes, off %d heads %d completes\n",
                step, on.heads, on.completes, off.heads, off.completes);
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    unsigned script;
    size_t step, len = 0, rest_len, a_len, pos;
    const char *rest;

    if (size < 7 || size - 6 > MAX_INPUT) {
        return 0;
    }
    step = (size_t)(data[0] % 16) + 1;
    script = (unsigned)data[1] | (unsigned)data[2] << 8;
    rest = (const char *)data + 6;
    rest_len = size - 6;
    a_len = data[5] % (rest_len + 1);
    pos = a_len > 0 ? data[3] % a_len : 0;
    for (int i = 0; i < 8 && (script & 3) != 3; i++, script >>= 2) {
        const char *from = (script & 3) == 1 ? rest + a_len : rest;
        size_t n = (script & 3) == 1 ? rest_len - a_len : a_len;

        memcpy(stream + len, from, n);
        if ((script & 3) == 2 && n > 0) {
            stream[len + pos] = (char)data[4];
        }
        len += n;
    }
    compare(len, 0);
    compare(len, step);
    return 0;
}
