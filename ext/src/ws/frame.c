/*
 * WebSocket frames (see frame.h). The parser is a three-state machine:
 * HEADER gathers the header (2 bytes, then the extended length and the mask
 * key, whose sizes the first two bytes tell; a header that is whole in the
 * input, the usual case, is taken in one step), PAYLOAD unmasks and delivers,
 * and CLOSED/FAILED take nothing more. A frame is checked whole when its
 * header is complete; its end (also right after the header of an empty
 * frame) delivers a control payload or ends a message.
 */
#include "src/ws/frame.h"

#include <string.h>

#include "src/core/error.h"

enum { HEADER, PAYLOAD, CLOSED, FAILED };

#define FIN_BIT 0x80
#define RSV1_BIT 0x40
#define RSV23_BITS 0x30
#define MASK_BIT 0x80

void vela_ws_parser_init(vela_ws_parser_t *parser, const vela_ws_parser_callbacks_t *callbacks,
                         void *user, uint64_t max_frame, uint64_t max_message)
{
    memset(parser, 0, sizeof(*parser));
    parser->callbacks = callbacks;
    parser->user = user;
    parser->max_frame = max_frame ? max_frame : UINT64_MAX;
    parser->max_message = max_message ? max_message : UINT64_MAX;
    parser->state = HEADER;
    parser->header_need = 2;
}

/* The close code for a callback's own error (see frame.h). */
static uint16_t callback_close_code(int error)
{
    return error == VELA_ELIMIT      ? VELA_WS_CLOSE_TOO_BIG
           : error == VELA_EPROTOCOL ? VELA_WS_CLOSE_INVALID_DATA
                                     : VELA_WS_CLOSE_INTERNAL;
}

/* Makes an error stick; returns it. */
static long fail(vela_ws_parser_t *parser, int error, uint16_t close_code)
{
    parser->state = FAILED;
    parser->error = error;
    parser->close_code = close_code;
    return error;
}

static bool is_control(uint8_t opcode)
{
    return opcode & 0x8;
}

/* The header's size once its first two bytes are known. */
static uint8_t header_size(const uint8_t *header)
{
    uint8_t len7 = header[1] & 0x7F;

    return 2 + (len7 == 126 ? 2 : len7 == 127 ? 8 : 0) + 4;
}

/* Checks the first two bytes: the rules that do not need the length. */
static int check_start(vela_ws_parser_t *parser, uint8_t b0, uint8_t b1)
{
    uint8_t opcode = b0 & 0x0F;

    if (!(b1 & MASK_BIT) || (b0 & RSV23_BITS)) {
        return VELA_EPROTOCOL;
    }
    if (is_control(opcode)) {
        bool known = opcode == VELA_WS_CLOSE || opcode == VELA_WS_PING || opcode == VELA_WS_PONG;
        return known && (b0 & FIN_BIT) && !(b0 & RSV1_BIT) && (b1 & 0x7F) <= VELA_WS_CONTROL_MAX
                   ? 0
                   : VELA_EPROTOCOL;
    }
    if (opcode == VELA_WS_CONTINUATION) {
        return parser->message_opcode && !(b0 & RSV1_BIT) ? 0 : VELA_EPROTOCOL;
    }
    if (opcode != VELA_WS_TEXT && opcode != VELA_WS_BINARY) {
        return VELA_EPROTOCOL;
    }
    if (parser->message_opcode || ((b0 & RSV1_BIT) && !parser->deflate)) {
        return VELA_EPROTOCOL;
    }
    return 0;
}

/* Reads the payload length out of a complete header; UINT64_MAX when its top bit is set. */
static uint64_t header_length(const uint8_t *header)
{
    uint8_t len7 = header[1] & 0x7F;
    uint64_t len = 0;
    int bytes = len7 == 126 ? 2 : len7 == 127 ? 8 : 0;

    if (bytes == 0) {
        return len7;
    }
    for (int i = 0; i < bytes; i++) {
        len = (len << 8) | header[2 + i];
    }
    return (len >> 63) ? UINT64_MAX : len;
}

/* A complete header: its length and the limits, then the frame's state. */
static long begin_frame(vela_ws_parser_t *parser)
{
    uint8_t b0 = parser->header[0];
    uint64_t len = header_length(parser->header);

    if (len == UINT64_MAX) {
        return fail(parser, VELA_EPROTOCOL, VELA_WS_CLOSE_PROTOCOL);
    }
    parser->opcode = b0 & 0x0F;
    parser->fin = b0 & FIN_BIT;
    parser->frame_len = len;
    parser->frame_done = 0;
    memcpy(parser->mask, parser->header + parser->header_len - 4, 4);
    if (is_control(parser->opcode)) {
        return 0;
    }
    if (len > parser->max_frame || len > parser->max_message - parser->message_len) {
        return fail(parser, VELA_ELIMIT, VELA_WS_CLOSE_TOO_BIG);
    }
    if (parser->opcode != VELA_WS_CONTINUATION) {
        parser->message_opcode = parser->opcode;
        parser->message_compressed = b0 & RSV1_BIT;
        parser->message_len = 0;
        vela_utf8_init(&parser->utf8);
    }
    parser->message_len += len;
    return 0;
}

/*
 * The common case: a whole header at the start of `bytes`, taken in one
 * step. Returns its size, 0 when the header is not whole there (the
 * gathering path takes it), or a negative code.
 */
static long take_whole_header(vela_ws_parser_t *parser, const uint8_t *bytes, size_t len)
{
    uint8_t size;
    int rc;

    if (len < 2 || (size = header_size(bytes)) > len) {
        return 0;
    }
    rc = check_start(parser, bytes[0], bytes[1]);
    if (rc < 0) {
        return fail(parser, rc, VELA_WS_CLOSE_PROTOCOL);
    }
    memcpy(parser->header, bytes, size);
    parser->header_len = parser->header_need = size;
    rc = (int)begin_frame(parser);
    if (rc < 0) {
        return rc;
    }
    parser->state = PAYLOAD;
    return size;
}

/* Gathers header bytes; returns the count taken or a negative code. */
static long take_header(vela_ws_parser_t *parser, const uint8_t *bytes, size_t len)
{
    size_t want = parser->header_need - parser->header_len;
    size_t n = len < want ? len : want;
    int rc;

    if (parser->header_len == 0) {
        long whole = take_whole_header(parser, bytes, len);

        if (whole != 0) {
            return whole;
        }
    }

    memcpy(parser->header + parser->header_len, bytes, n);
    parser->header_len += n;
    if (parser->header_len == 2 && parser->header_need == 2) {
        rc = check_start(parser, parser->header[0], parser->header[1]);
        if (rc < 0) {
            return fail(parser, rc, VELA_WS_CLOSE_PROTOCOL);
        }
        parser->header_need = header_size(parser->header);
        long more = take_header(parser, bytes + n, len - n);
        return more < 0 ? more : (long)n + more;
    }
    if (parser->header_len < parser->header_need) {
        return (long)n;
    }
    rc = (int)begin_frame(parser);
    if (rc < 0) {
        return rc;
    }
    parser->state = PAYLOAD;
    return (long)n;
}

/* Unmasks len bytes in place; `offset` is the payload position of bytes[0]. */
static void unmask(uint8_t *bytes, size_t len, const uint8_t mask[4], uint64_t offset)
{
    uint8_t key[8];
    uint64_t word, key_word;
    size_t i = 0;

    for (int k = 0; k < 4; k++) {
        key[k] = key[k + 4] = mask[(offset + k) & 3];
    }
    memcpy(&key_word, key, 8);
    for (; i + 8 <= len; i += 8) {
        memcpy(&word, bytes + i, 8);
        word ^= key_word;
        memcpy(bytes + i, &word, 8);
    }
    for (; i < len; i++) {
        bytes[i] ^= key[i & 7];
    }
}

/* A data frame's piece: UTF-8 check for plain text, then on_data. */
static long deliver_data(vela_ws_parser_t *parser, const uint8_t *chunk, size_t len)
{
    int rc;

    if (parser->message_opcode == VELA_WS_TEXT && !parser->message_compressed &&
        vela_utf8_feed(&parser->utf8, chunk, len) < 0) {
        return fail(parser, VELA_EPROTOCOL, VELA_WS_CLOSE_INVALID_DATA);
    }
    if (len == 0 || parser->callbacks->on_data == NULL) {
        return 0;
    }
    rc = parser->callbacks->on_data(parser->user, parser->message_opcode,
                                    parser->message_compressed, chunk, len);
    return rc < 0 ? fail(parser, rc, callback_close_code(rc)) : 0;
}

/* A control frame is whole: validate a close, deliver, and stop after a close. */
static long end_control(vela_ws_parser_t *parser)
{
    const uint8_t *reason;
    size_t reason_len;
    uint16_t code, close_code;
    int rc;

    if (parser->opcode == VELA_WS_CLOSE &&
        vela_ws_close_parse(parser->control, parser->frame_len, &code, &reason, &reason_len,
                            &close_code) < 0) {
        return fail(parser, VELA_EPROTOCOL, close_code);
    }
    if (parser->callbacks->on_control) {
        rc = parser->callbacks->on_control(parser->user, parser->opcode, parser->control,
                                           parser->frame_len);
        if (rc < 0) {
            return fail(parser, rc, callback_close_code(rc));
        }
    }
    parser->state = parser->opcode == VELA_WS_CLOSE ? CLOSED : HEADER;
    return 0;
}

/* A data frame ended: a final one ends its message (whose text must be whole). */
static long end_data(vela_ws_parser_t *parser)
{
    enum vela_ws_opcode opcode = parser->message_opcode;
    bool compressed = parser->message_compressed;
    int rc = 0;

    parser->state = HEADER;
    if (!parser->fin) {
        return 0;
    }
    if (opcode == VELA_WS_TEXT && !compressed && !vela_utf8_complete(&parser->utf8)) {
        return fail(parser, VELA_EPROTOCOL, VELA_WS_CLOSE_INVALID_DATA);
    }
    parser->message_opcode = 0;
    parser->message_len = 0;
    if (parser->callbacks->on_message_end) {
        rc = parser->callbacks->on_message_end(parser->user, opcode, compressed);
    }
    return rc < 0 ? fail(parser, rc, callback_close_code(rc)) : 0;
}

/* Takes payload bytes of the current frame; returns the count or a negative code. */
static long take_payload(vela_ws_parser_t *parser, uint8_t *bytes, size_t len)
{
    uint64_t left = parser->frame_len - parser->frame_done;
    size_t n = len < left ? len : (size_t)left;
    long rc;

    unmask(bytes, n, parser->mask, parser->frame_done);
    if (is_control(parser->opcode)) {
        memcpy(parser->control + parser->frame_done, bytes, n);
        rc = 0;
    } else {
        rc = deliver_data(parser, bytes, n);
    }
    parser->frame_done += n;
    if (rc < 0 || parser->frame_done < parser->frame_len) {
        return rc < 0 ? rc : (long)n;
    }
    parser->header_len = 0;
    parser->header_need = 2;
    rc = is_control(parser->opcode) ? end_control(parser) : end_data(parser);
    return rc < 0 ? rc : (long)n;
}

long vela_ws_parse(vela_ws_parser_t *parser, uint8_t *bytes, size_t len)
{
    size_t used = 0;
    long n;

    if (parser->state == FAILED) {
        return parser->error;
    }
    while (parser->state != CLOSED) {
        if (parser->state == HEADER) {
            if (used == len) {
                break;
            }
            n = take_header(parser, bytes + used, len - used);
        } else {
            if (used == len && parser->frame_done < parser->frame_len) {
                break;
            }
            n = take_payload(parser, bytes + used, len - used);
        }
        if (n < 0) {
            return n;
        }
        used += (size_t)n;
    }
    return used == 0 && parser->state == CLOSED && len > 0 ? VELA_ECLOSED : (long)used;
}

bool vela_ws_close_code_valid(unsigned code)
{
    /* 1004-1006 and 1015 are reserved or never sent; 1016-2999 are unassigned. */
    if (code >= 1000 && code <= 1014) {
        return code != 1004 && code != 1005 && code != 1006;
    }
    return code >= 3000 && code <= 4999;
}

int vela_ws_close_parse(const uint8_t *payload, size_t len, uint16_t *code, const uint8_t **reason,
                        size_t *reason_len, uint16_t *close_code)
{
    *code = VELA_WS_CLOSE_NO_STATUS;
    *reason = payload;
    *reason_len = 0;
    *close_code = VELA_WS_CLOSE_PROTOCOL;
    if (len == 0) {
        return 0;
    }
    if (len == 1) {
        return VELA_EPROTOCOL;
    }
    *code = (uint16_t)((payload[0] << 8) | payload[1]);
    if (!vela_ws_close_code_valid(*code)) {
        return VELA_EPROTOCOL;
    }
    *reason = payload + 2;
    *reason_len = len - 2;
    if (vela_utf8_validate(*reason, *reason_len) < 0) {
        *close_code = VELA_WS_CLOSE_INVALID_DATA;
        return VELA_EPROTOCOL;
    }
    return 0;
}

size_t vela_ws_frame_header(uint8_t *out, enum vela_ws_opcode opcode, bool fin, bool rsv1,
                            uint64_t len)
{
    size_t size = 2;

    out[0] = (uint8_t)((fin ? FIN_BIT : 0) | (rsv1 ? RSV1_BIT : 0) | opcode);
    if (len < 126) {
        out[1] = (uint8_t)len;
    } else if (len <= 0xFFFF) {
        out[1] = 126;
        out[2] = (uint8_t)(len >> 8);
        out[3] = (uint8_t)len;
        size = 4;
    } else {
        out[1] = 127;
        for (int i = 0; i < 8; i++) {
            out[2 + i] = (uint8_t)(len >> (56 - 8 * i));
        }
        size = 10;
    }
    return size;
}

int vela_ws_build_control(uint8_t *out, size_t cap, enum vela_ws_opcode opcode,
                          const uint8_t *payload, size_t len, size_t *out_len)
{
    if ((opcode != VELA_WS_PING && opcode != VELA_WS_PONG) || len > VELA_WS_CONTROL_MAX) {
        return VELA_EINVAL;
    }
    if (cap < 2 + len) {
        return VELA_ELIMIT;
    }
    vela_ws_frame_header(out, opcode, true, false, len);
    if (len > 0) {
        memcpy(out + 2, payload, len);
    }
    *out_len = 2 + len;
    return 0;
}

int vela_ws_build_close(uint8_t *out, size_t cap, uint16_t code, const char *reason,
                        size_t reason_len, size_t *out_len)
{
    size_t len = code ? 2 + reason_len : 0;

    if ((code && !vela_ws_close_code_valid(code)) || (!code && reason_len) ||
        reason_len > VELA_WS_CONTROL_MAX - 2 ||
        vela_utf8_validate((const uint8_t *)reason, reason_len) < 0) {
        return VELA_EINVAL;
    }
    if (cap < 2 + len) {
        return VELA_ELIMIT;
    }
    vela_ws_frame_header(out, VELA_WS_CLOSE, true, false, len);
    if (code) {
        out[2] = (uint8_t)(code >> 8);
        out[3] = (uint8_t)code;
        if (reason_len > 0) {
            memcpy(out + 4, reason, reason_len);
        }
    }
    *out_len = 2 + len;
    return 0;
}
