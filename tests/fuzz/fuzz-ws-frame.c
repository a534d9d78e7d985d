/*
 * libFuzzer target for the WebSocket frame parser (ext/src/ws/frame.c),
 * UTF-8 validation (utf8.c) and permessage-deflate's inflate (deflate.c).
 *
 * The first input byte picks the options: bit 0 negotiates deflate, bits
 * 1-3 the piece size of the second parse (1 to 8 bytes). The rest, as client
 * frames, is parsed whole and then in pieces. Checked invariants: both
 * parses give the same result and close code, and (on success) the same
 * bytes of each message; a failure's close code is 1002, 1007 or 1009; no
 * frame or message passes its limit; every compressed message inflates to
 * at most the cap (VELA_ELIMIT past it) and its text is validated; nothing
 * reads or writes out of bounds (ASan).
 *
 * fuzz-sources: ext/src/ws/frame.c ext/src/core/utf8.c ext/src/ws/deflate.c
 * fuzz-seeds: tests/fuzz/corpus/ws-frame
 * fuzz-flags: -D_DEFAULT_SOURCE -DVELA_DEBUG -lz
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "src/ws/deflate.h"
#include "src/ws/frame.h"

#define MAX_FRAME 4096
#define MAX_MESSAGE 8192
#define MAX_INFLATED 65536

struct sink {
    vela_ws_deflate_t *codec;
    vela_ws_buffer_t message;  /* this message's payload as received */
    vela_ws_buffer_t inflated; /* a compressed one, inflated */
    uint64_t digest;           /* of every finished message, in order */
    size_t wire;
};

static int on_data(void *user, enum vela_ws_opcode opcode, bool compressed, const uint8_t *chunk,
                   size_t len)
{
    struct sink *sink = user;
    (void)opcode;

    sink->wire += len;
    if (sink->wire > MAX_MESSAGE) {
        abort();
    }
    for (size_t i = 0; i < len; i++) {
        sink->digest = sink->digest * 31 + chunk[i];
    }
    if (compressed) {
        int rc = vela_ws_inflate(sink->codec, chunk, len, false, &sink->inflated);
        return rc == VELA_ELIMIT || rc == VELA_EPROTOCOL ? rc : 0;
    }
    return 0;
}

static int on_message_end(void *user, enum vela_ws_opcode opcode, bool compressed)
{
    struct sink *sink = user;
    int rc = 0;

    sink->digest = sink->digest * 31 + 0x100;
    sink->wire = 0;
    if (compressed) {
        rc = vela_ws_inflate(sink->codec, NULL, 0, true, &sink->inflated);
        if (sink->inflated.len > MAX_INFLATED) {
            abort();
        }
        if (rc == 0 && opcode == VELA_WS_TEXT) {
            rc = vela_utf8_validate(sink->inflated.data, sink->inflated.len);
        }
        sink->inflated.len = 0;
    }
    return rc == VELA_ELIMIT || rc == VELA_EPROTOCOL ? rc : 0;
}

static int on_control(void *user, enum vela_ws_opcode opcode, const uint8_t *payload, size_t len)
{
    struct sink *sink = user;

    if (len > VELA_WS_CONTROL_MAX) {
        abort();
    }
    sink->digest = sink->digest * 31 + opcode + len;
    (void)payload;
    return 0;
}

static const vela_ws_parser_callbacks_t CALLBACKS = {on_data, on_message_end, on_control};

/* Parses a copy of data in pieces of `step` (0: whole); returns the result. */
static long parse(const uint8_t *data, size_t size, size_t step, bool deflate, uint16_t *close,
                  uint64_t *digest)
{
    vela_ws_deflate_params_t params = {false, false, 15, false};
    struct sink sink = {0};
    vela_ws_parser_t parser;
    uint8_t *copy = malloc(size ? size : 1);
    size_t used = 0;
    long rc = 0;

    if (copy == NULL || (deflate && vela_ws_deflate_new(&params, MAX_INFLATED, &sink.codec) < 0)) {
        abort();
    }
    memcpy(copy, data, size);
    vela_ws_parser_init(&parser, &CALLBACKS, &sink, MAX_FRAME, MAX_MESSAGE);
    parser.deflate = deflate;
    while (used < size) {
        size_t n = step == 0 || size - used < step ? size - used : step;
        rc = vela_ws_parse(&parser, copy + used, n);
        if (rc < 0 || (size_t)rc < n) {
            used += rc < 0 ? 0 : (size_t)rc;
            break;
        }
        used += n;
    }
    *close = parser.close_code;
    *digest = sink.digest;
    vela_ws_buffer_free(&sink.inflated);
    vela_ws_deflate_free(sink.codec);
    free(copy);
    /* VELA_ECLOSED: a close frame ended an earlier piece; the parse stopped there. */
    return rc < 0 && rc != VELA_ECLOSED ? rc : (long)used;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    uint16_t close_whole, close_split;
    uint64_t digest_whole, digest_split;
    long whole, split;

    if (size < 1) {
        return 0;
    }
    bool deflate = data[0] & 1;
    size_t step = 1 + ((data[0] >> 1) & 7);
    whole = parse(data + 1, size - 1, 0, deflate, &close_whole, &digest_whole);
    split = parse(data + 1, size - 1, step, deflate, &close_split, &digest_split);
    if ((whole < 0) != (split < 0) || close_whole != close_split) {
        abort();
    }
    if (whole < 0 && whole != VELA_EPROTOCOL && whole != VELA_ELIMIT) {
        abort();
    }
    if (whole < 0 && close_whole != 1002 && close_whole != 1007 && close_whole != 1009) {
        abort();
    }
    if (whole >= 0 && (whole != split || digest_whole != digest_split)) {
        abort();
    }
    return 0;
}
