/*
 * permessage-deflate (RFC 7692): its negotiation and the compression of
 * messages with zlib.
 *
 * Design. Negotiation reads the client's Sec-WebSocket-Extensions offers in
 * order and accepts the first permessage-deflate offer it can honour; an
 * offer with an unknown parameter, a repeated one or a bad value is
 * declined, as RFC 7692 §5 requires. server_max_window_bits=8 is declined
 * too: zlib's raw deflate silently uses a 512-byte window for 256, which a
 * client that asked for 8 could not inflate. Incoming messages are always
 * inflated with a 32 KiB window, which reads whatever window the client
 * used, so client_max_window_bits is never answered.
 *
 * A codec holds one inflate and one deflate stream, made once per
 * connection (context takeover keeps them between messages; "no context
 * takeover" resets one after each message). Inflated output is capped: the
 * output buffer never grows past max_inflated + 1 bytes, and a message that
 * would inflate further is VELA_ELIMIT (close with 1009), so a compression
 * bomb costs at most the cap. Corrupt input is VELA_EPROTOCOL (close with
 * 1007, as Node's ws does). Inflated text is not validated here: the caller
 * runs it through src/core/utf8.h.
 *
 * Ownership. vela_ws_deflate_new() allocates the codec, freed with
 * vela_ws_deflate_free(); the output buffers are the caller's (their data
 * is malloc'd, freed with free()).
 */
#ifndef VELA_WS_DEFLATE_H
#define VELA_WS_DEFLATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What the server wants; window bits 9..15 (0: 15). */
typedef struct vela_ws_deflate_config {
    bool server_no_context_takeover;
    bool client_no_context_takeover;
    uint8_t server_max_window_bits;
} vela_ws_deflate_config_t;

/* What was agreed. */
typedef struct vela_ws_deflate_params {
    bool server_no_context_takeover;
    bool client_no_context_takeover;
    uint8_t server_max_window_bits;   /* 9..15 */
    bool send_server_max_window_bits; /* answer with it (offered, or smaller than 15) */
} vela_ws_deflate_params_t;

/* A growable byte buffer the caller owns; start it zeroed. */
typedef struct vela_ws_buffer {
    uint8_t *data;
    size_t len;
    size_t cap;
} vela_ws_buffer_t;

typedef struct vela_ws_deflate vela_ws_deflate_t;

/*
 * Reads a Sec-WebSocket-Extensions value (NULL: none). True with *agreed
 * filled when a permessage-deflate offer is accepted; false when there is
 * none or every one is declined. Any context.
 */
bool vela_ws_deflate_negotiate(const char *offers, size_t len,
                               const vela_ws_deflate_config_t *config,
                               vela_ws_deflate_params_t *agreed);

/*
 * Writes the response's Sec-WebSocket-Extensions value for `agreed` into
 * out[0..cap), NUL-terminated. Returns 0, or VELA_ELIMIT when cap is short
 * (128 always fits). Any context.
 */
int vela_ws_deflate_response(const vela_ws_deflate_params_t *agreed, char *out, size_t cap);

/*
 * Makes a codec for `agreed` whose messages inflate to at most max_inflated
 * bytes (0: no cap). Returns 0, VELA_EINVAL for window bits out of 9..15,
 * or VELA_ENOMEM. Any context.
 */
int vela_ws_deflate_new(const vela_ws_deflate_params_t *agreed, size_t max_inflated,
                        vela_ws_deflate_t **out);

/* Frees a codec; NULL-safe. */
void vela_ws_deflate_free(vela_ws_deflate_t *codec);

/*
 * Inflates the next piece of a compressed message's payload, appending to
 * `out` (out->len counts this message's bytes: empty it between messages);
 * `last` marks the message's final piece. Returns 0, VELA_ELIMIT past the
 * cap, VELA_EPROTOCOL for corrupt data, or VELA_ENOMEM. After an error the
 * codec is unusable (the connection closes).
 */
int vela_ws_inflate(vela_ws_deflate_t *codec, const uint8_t *in, size_t len, bool last,
                    vela_ws_buffer_t *out);

/*
 * Compresses a whole message into `out` (appended) as the payload of a
 * frame with RSV1 set. Returns 0, VELA_EINVAL past 4 GiB, or VELA_ENOMEM.
 */
int vela_ws_deflate(vela_ws_deflate_t *codec, const uint8_t *in, size_t len, vela_ws_buffer_t *out);

/* Frees a buffer's data and zeroes it. */
void vela_ws_buffer_free(vela_ws_buffer_t *buffer);

#endif
