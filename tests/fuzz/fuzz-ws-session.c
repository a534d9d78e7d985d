/*
 * libFuzzer target for a WebSocket session (ext/src/ws/session.c): the
 * parser, inflate, message assembly, pong answers and the closing
 * handshake together, as the server feeds them what a peer sends.
 *
 * The first input byte picks the options: bit 0 agrees permessage-deflate,
 * bits 1-3 the piece size of the second run (1 to 8 bytes). The rest, as
 * client frames, is fed whole to one session and in pieces to another.
 * Checked invariants: both runs end alike (same result, same close code,
 * same messages and control frames written); every message is within the
 * limit; every frame written is a well-formed server frame (unmasked, a
 * pong of at most 125 bytes, or a close whose code a server may send); at
 * most one close frame is written, and once the session ended it takes
 * nothing more; nothing reads or writes out of bounds (ASan).
 *
 * fuzz-sources: ext/src/ws/session.c ext/src/ws/frame.c ext/src/core/utf8.c
 * ext/src/ws/deflate.c
 * fuzz-seeds: tests/fuzz/corpus/ws-frame
 * fuzz-flags: -D_DEFAULT_SOURCE -DVELA_DEBUG -lz
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "src/ws/session.h"

#define MAX_FRAME 4096
#define MAX_MESSAGE 8192

struct record {
    uint64_t digest; /* of every message and frame written, in order */
    unsigned closes;
    unsigned messages;
};

static uint64_t mix(uint64_t h, const uint8_t *bytes, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        h = (h ^ bytes[i]) * 1099511628211ULL;
    }
    return h * 31 + len;
}

static int on_message(void *user, bool binary, const uint8_t *data, size_t len)
{
    struct record *r = user;

    if (len > MAX_MESSAGE) {
        abort();
    }
    r->messages++;
    r->digest = mix(r->digest + binary, data, len);
    return 0;
}

/* A server frame: FIN set, unmasked, a pong of at most 125 bytes or a valid close. */
static void on_write(void *user, const uint8_t *frame, size_t len)
{
    struct record *r = user;
    unsigned opcode = frame[0] & 0x0f;

    if (len < 2 || frame[0] >> 4 != 0x8 || (frame[1] & 0x80) || (frame[1] & 0x7f) > 125 ||
        (size_t)(frame[1] & 0x7f) + 2 != len) {
        abort();
    }
    if (opcode == VELA_WS_CLOSE) {
        if (++r->closes > 1 ||
            (len >= 4 && !vela_ws_close_code_valid((unsigned)(frame[2] << 8 | frame[3])))) {
            abort();
        }
    } else if (opcode != VELA_WS_PONG) {
        abort();
    }
    r->digest = mix(r->digest + 7, frame, len);
}

static const vela_ws_session_callbacks_t callbacks = {on_message, on_write, NULL};

/* Feeds `data` in pieces of `step` bytes (0: whole); returns the last result. */
static int run(const uint8_t *data, size_t size, size_t step, bool deflate, struct record *r,
               uint16_t *close_code)
{
    vela_ws_deflate_params_t params = {false, false, 15, false};
    vela_ws_session_t session;
    uint8_t *copy = malloc(size ? size : 1);
    int rc = 0;

    memcpy(copy, data, size);
    if (vela_ws_session_init(&session, &callbacks, r, MAX_FRAME, MAX_MESSAGE,
                             deflate ? &params : NULL) != 0) {
        abort();
    }
    for (size_t done = 0; done < size && rc == 0;) {
        size_t n = step == 0 || size - done < step ? size - done : step;

        rc = vela_ws_session_feed(&session, copy + done, n);
        done += n;
    }
    if (rc == VELA_ECLOSED && vela_ws_session_feed(&session, copy, size ? 1 : 0) != VELA_ECLOSED) {
        abort(); /* an ended session takes nothing more */
    }
    *close_code = session.close_code;
    vela_ws_session_free(&session);
    free(copy);
    return rc;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct record whole = {0}, pieces = {0};
    uint16_t code_whole, code_pieces;
    bool deflate;
    size_t step;
    int a, b;

    if (size < 1) {
        return 0;
    }
    deflate = data[0] & 1;
    step = ((data[0] >> 1) & 7) + 1;
    a = run(data + 1, size - 1, 0, deflate, &whole, &code_whole);
    b = run(data + 1, size - 1, step, deflate, &pieces, &code_pieces);
    if (a != b || code_whole != code_pieces || whole.digest != pieces.digest ||
        whole.closes != pieces.closes) {
        abort();
    }
    return 0;
}
