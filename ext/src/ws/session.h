/*
 * One WebSocket connection's protocol state, server side: the frame parser,
 * permessage-deflate, message assembly, ping/pong and the closing
 * handshake (RFC 6455 §5.5, §7), without I/O.
 *
 * Design. The binding feeds the bytes it reads; the session calls back
 * with whole messages (text already validated as UTF-8, compressed ones
 * inflated within the cap) and with the control frames it must write (a
 * pong for every ping, the close answer). A protocol error, a message past
 * the limits or a compression bomb writes a close frame with the code the
 * parser chose (1002, 1007, 1009) and ends the session; so does the peer's
 * close frame, which is echoed (RFC 6455 §5.5.1) unless ours went first.
 * After the end nothing is parsed: the binding shuts the TCP connection
 * down (the server closes first, §7.1.1).
 *
 * Ownership. The caller owns the struct; init allocates the codec and the
 * message buffer grows with malloc; vela_ws_session_free() releases both.
 * Pointers given to callbacks are valid during the call only.
 */
#ifndef VELA_WS_SESSION_H
#define VELA_WS_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "src/ws/deflate.h"
#include "src/ws/frame.h"

/* Reasons are at most 123 bytes (a close payload is at most 125). */
#define VELA_WS_REASON_MAX 123

typedef struct vela_ws_session_callbacks {
    /* A whole message. Returns 0, or a negative code that ends the session (1011 unless
     * VELA_ELIMIT: 1009, VELA_EPROTOCOL: 1007). */
    int (*on_message)(void *user, bool binary, const uint8_t *data, size_t len);
    /* A whole control frame to write (pong, close). */
    void (*write)(void *user, const uint8_t *frame, size_t len);
    /* A pong arrived (the peer is alive). May be NULL. */
    void (*on_pong)(void *user);
} vela_ws_session_callbacks_t;

typedef struct vela_ws_session {
    vela_ws_parser_t parser;
    const vela_ws_session_callbacks_t *callbacks;
    void *user;
    vela_ws_deflate_t *codec; /* NULL: permessage-deflate not agreed */
    vela_ws_buffer_t message; /* the message being assembled */
    bool close_sent;
    bool close_received;
    bool ended;          /* nothing more is parsed */
    uint16_t close_code; /* the peer's code (1005: none), or ours after an error */
    uint8_t close_reason_len;
    char close_reason[VELA_WS_REASON_MAX + 1];
} vela_ws_session_t;

/*
 * Readies a session: limits as for the parser (0: none; max_message also
 * caps an inflated message), `deflate` the agreed parameters or NULL.
 * Returns 0, VELA_EINVAL, VELA_ENOMEM. Any context.
 */
int vela_ws_session_init(vela_ws_session_t *session, const vela_ws_session_callbacks_t *callbacks,
                         void *user, uint64_t max_frame, uint64_t max_message,
                         const vela_ws_deflate_params_t *deflate);

/* Releases the codec and the message buffer. */
void vela_ws_session_free(vela_ws_session_t *session);

/*
 * Takes `len` bytes read from the peer (unmasked in place). Returns 0 to go
 * on, or VELA_ECLOSED once the session ended (the close frame, ours or the
 * echo, was handed to write; close_code says why). Any context.
 */
int vela_ws_session_feed(vela_ws_session_t *session, uint8_t *bytes, size_t len);

/*
 * Writes our close frame (code 0: none; an invalid code or reason is
 * VELA_EINVAL) through the write callback, once: later calls return
 * VELA_ECLOSED. The session ends when the peer answers.
 */
int vela_ws_session_close(vela_ws_session_t *session, uint16_t code, const char *reason,
                          size_t reason_len);

/*
 * Frames a data message: its header into header[VELA_WS_HEADER_MAX]
 * (*header_len set) and, when the session compresses (deflate agreed and
 * the message at least `min_compress` bytes), the compressed payload into
 * `compressed` (*use_compressed true; else the payload is `data` as is).
 * Returns 0, VELA_ENOMEM, VELA_EINVAL. Any context.
 */
int vela_ws_session_frame(vela_ws_session_t *session, bool binary, const uint8_t *data, size_t len,
                          size_t min_compress, uint8_t *header, size_t *header_len,
                          vela_ws_buffer_t *compressed, bool *use_compressed);

#endif
