/*
 * WebSocket frames (RFC 6455 §5): the server side's incremental parser of
 * client frames and the builder of server frames.
 *
 * Design. Our own framer, in the style of src/http/multipart.c: plain C, no
 * I/O, no allocation. The parser is one caller-owned struct (about 200
 * bytes: a frame header of at most 14 bytes and one control payload of at
 * most 125); bytes may arrive in pieces of any size and the result does not
 * depend on the split. Data payloads are unmasked in place in the caller's
 * buffer and handed to on_data without copying; control payloads are
 * gathered (they are at most 125 bytes) and handed whole to on_control,
 * which may arrive between the frames of a fragmented message.
 *
 * Every rule is checked on the header, before any payload byte is taken:
 * the mask bit (a client frame must be masked), RSV1 only when
 * permessage-deflate was negotiated and only on a message's first frame,
 * RSV2/RSV3 never, known opcodes, control frames final and at most 125
 * bytes, continuation only inside a message and a new message only outside
 * one, a 64-bit length with its top bit clear, and the limits: a frame
 * longer than max_frame or a message that would pass max_message is refused
 * then (so a peer cannot make us buffer what we will refuse). Text that is
 * not compressed is validated as UTF-8 as it arrives (src/core/utf8.h), so
 * invalid text fails at the first bad byte; compressed text is validated by
 * the caller after inflating (src/ws/deflate.h). A close frame's payload is
 * checked: empty, or a code a peer may send and a UTF-8 reason.
 *
 * Errors stick (hiredis style): every later call returns the same code, and
 * `close_code` says how to close: VELA_EPROTOCOL with 1002 (protocol) or
 * 1007 (invalid UTF-8), VELA_ELIMIT with 1009 (too big). A callback's own
 * negative code stops the parser too, with close_code 1009 for VELA_ELIMIT
 * and 1007 for VELA_EPROTOCOL (so on_data can return what the inflater
 * said: a bomb, corrupt data) and 1011 for anything else. After a close
 * frame, the parser takes nothing more: the connection is closing.
 *
 * Ownership. The caller owns the parser and the buffers; the pointers given
 * to callbacks are valid only during the call.
 */
#ifndef VELA_WS_FRAME_H
#define VELA_WS_FRAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "src/core/utf8.h"

enum vela_ws_opcode {
    VELA_WS_CONTINUATION = 0x0,
    VELA_WS_TEXT = 0x1,
    VELA_WS_BINARY = 0x2,
    VELA_WS_CLOSE = 0x8,
    VELA_WS_PING = 0x9,
    VELA_WS_PONG = 0xA,
};

/* Close codes (RFC 6455 §7.4.1) the engine itself uses. */
enum vela_ws_close_code {
    VELA_WS_CLOSE_NORMAL = 1000,
    VELA_WS_CLOSE_GOING_AWAY = 1001,
    VELA_WS_CLOSE_PROTOCOL = 1002,
    VELA_WS_CLOSE_NO_STATUS = 1005, /* reported for an empty close; never sent */
    VELA_WS_CLOSE_INVALID_DATA = 1007,
    VELA_WS_CLOSE_POLICY = 1008,
    VELA_WS_CLOSE_TOO_BIG = 1009,
    VELA_WS_CLOSE_INTERNAL = 1011,
};

#define VELA_WS_CONTROL_MAX 125
#define VELA_WS_HEADER_MAX 14 /* 2 + 8 (length) + 4 (mask) */

/*
 * The callbacks; each returns 0 or a negative code that stops the parser.
 * on_data: a piece of a data message's payload, unmasked. `opcode` is the
 * message's (text or binary, also for continuation frames); `compressed`
 * says RSV1 was set on its first frame. Empty pieces are not delivered.
 * on_message_end: the final frame of a message ended.
 * on_control: a whole ping, pong or close payload (a close one validated).
 */
typedef struct vela_ws_parser_callbacks {
    int (*on_data)(void *user, enum vela_ws_opcode opcode, bool compressed, const uint8_t *chunk,
                   size_t len);
    int (*on_message_end)(void *user, enum vela_ws_opcode opcode, bool compressed);
    int (*on_control)(void *user, enum vela_ws_opcode opcode, const uint8_t *payload, size_t len);
} vela_ws_parser_callbacks_t;

typedef struct vela_ws_parser {
    const vela_ws_parser_callbacks_t *callbacks;
    void *user;
    uint64_t max_frame;   /* payload bytes per frame */
    uint64_t max_message; /* payload bytes per message, on the wire */
    bool deflate;         /* permessage-deflate negotiated: RSV1 allowed */
    /* State; read close_code and error after a failure, nothing else. */
    int error;
    uint16_t close_code;
    uint8_t state;
    uint8_t header[VELA_WS_HEADER_MAX];
    uint8_t header_len;
    uint8_t header_need;
    uint8_t opcode;         /* of the current frame */
    bool fin;               /* of the current frame */
    uint8_t message_opcode; /* 0: no message in progress */
    bool message_compressed;
    uint8_t mask[4];
    uint64_t frame_len;
    uint64_t frame_done;
    uint64_t message_len;
    vela_utf8_t utf8;
    uint8_t control[VELA_WS_CONTROL_MAX];
} vela_ws_parser_t;

/*
 * Readies a parser with its callbacks, their user pointer and the limits
 * (0: no limit). Set `deflate` afterwards when the extension was agreed.
 */
void vela_ws_parser_init(vela_ws_parser_t *parser, const vela_ws_parser_callbacks_t *callbacks,
                         void *user, uint64_t max_frame, uint64_t max_message);

/*
 * Parses `len` bytes, unmasking the payloads in place (so `bytes` is
 * written). Returns the number of bytes taken (all of them, unless a close
 * frame ended before the end), or a negative code as the design note says;
 * after a close frame it returns VELA_ECLOSED.
 */
long vela_ws_parse(vela_ws_parser_t *parser, uint8_t *bytes, size_t len);

/*
 * Reads a close payload: `code` is 1005 for an empty one, else its code,
 * and the reason follows. Returns 0, or VELA_EPROTOCOL with *close_code the
 * code to answer with: 1002 for a one-byte payload or a code a peer may not
 * send, 1007 for a reason that is not UTF-8.
 */
int vela_ws_close_parse(const uint8_t *payload, size_t len, uint16_t *code, const uint8_t **reason,
                        size_t *reason_len, uint16_t *close_code);

/* True for a code a peer may send in a close frame (RFC 6455 §7.4). */
bool vela_ws_close_code_valid(unsigned code);

/*
 * Writes a server frame header (never masked) for a payload of `len` bytes
 * into out[0..VELA_WS_HEADER_MAX) and returns its length (2, 4 or 10).
 * `rsv1` marks a compressed message's first frame. Any context.
 */
size_t vela_ws_frame_header(uint8_t *out, enum vela_ws_opcode opcode, bool fin, bool rsv1,
                            uint64_t len);

/*
 * Writes a whole ping or pong frame with its payload into out[0..cap) and
 * stores its length. Returns 0, VELA_EINVAL for another opcode or a payload
 * over 125 bytes, or VELA_ELIMIT when `cap` is short (127 always fits).
 */
int vela_ws_build_control(uint8_t *out, size_t cap, enum vela_ws_opcode opcode,
                          const uint8_t *payload, size_t len, size_t *out_len);

/*
 * Writes a whole close frame: `code` (0: an empty close) and a reason of at
 * most 123 bytes. Returns 0, VELA_EINVAL for a code that may not be sent
 * (1005, 1006, 1015, out of range), a reason with a code of 0, a reason too
 * long or not UTF-8, or VELA_ELIMIT when `cap` is short (127 always fits).
 */
int vela_ws_build_close(uint8_t *out, size_t cap, uint16_t code, const char *reason,
                        size_t reason_len, size_t *out_len);

#endif
