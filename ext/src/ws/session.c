/*
 * A WebSocket session (see session.h): the parser's callbacks assemble
 * messages and answer control frames; errors become close frames.
 *
 * Invariants: `message` holds the current message's payload (inflated when
 * compressed) and is emptied after each one; once `ended`, feed() parses
 * nothing and returns VELA_ECLOSED; at most one close frame is written.
 */
#include "src/ws/session.h"

#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"

static int append(vela_ws_buffer_t *buffer, const uint8_t *bytes, size_t len)
{
    if (buffer->len + len > buffer->cap) {
        size_t cap = buffer->cap ? buffer->cap : 4096;
        uint8_t *grown;

        while (cap < buffer->len + len) {
            cap *= 2;
        }
        if ((grown = realloc(buffer->data, cap)) == NULL) {
            return VELA_ENOMEM;
        }
        buffer->data = grown;
        buffer->cap = cap;
    }
    memcpy(buffer->data + buffer->len, bytes, len);
    buffer->len += len;
    return 0;
}

static int on_data(void *user, enum vela_ws_opcode opcode, bool compressed, const uint8_t *chunk,
                   size_t len)
{
    vela_ws_session_t *session = user;

    (void)opcode;
    if (compressed) {
        return vela_ws_inflate(session->codec, chunk, len, false, &session->message);
    }
    return append(&session->message, chunk, len);
}

/* A message ended: inflate its tail, validate inflated text, deliver, empty the buffer. */
static int on_message_end(void *user, enum vela_ws_opcode opcode, bool compressed)
{
    vela_ws_session_t *session = user;
    vela_ws_buffer_t *message = &session->message;
    int rc = 0;

    if (compressed) {
        rc = vela_ws_inflate(session->codec, NULL, 0, true, message);
        if (rc == 0 && opcode == VELA_WS_TEXT &&
            vela_utf8_validate(message->data, message->len) != 0) {
            rc = VELA_EPROTOCOL;
        }
    }
    if (rc == 0) {
        rc = session->callbacks->on_message(session->user, opcode == VELA_WS_BINARY,
                                            message->data ? message->data : (const uint8_t *)"",
                                            message->len);
    }
    message->len = 0;
    return rc;
}

/* Writes a close frame with `code` (0: empty) unless one went already. */
static int send_close(vela_ws_session_t *session, uint16_t code, const char *reason, size_t len)
{
    uint8_t frame[VELA_WS_CONTROL_MAX + 2];
    size_t frame_len;
    int rc;

    if (session->close_sent) {
        return VELA_ECLOSED;
    }
    rc = vela_ws_build_close(frame, sizeof(frame), code, reason, len, &frame_len);
    if (rc != 0) {
        return rc;
    }
    session->close_sent = true;
    session->callbacks->write(session->user, frame, frame_len);
    return 0;
}

/* The peer's close: remembered, echoed when it came first, and the session ends. */
static int on_close_frame(vela_ws_session_t *session, const uint8_t *payload, size_t len)
{
    const uint8_t *reason;
    size_t reason_len;
    uint16_t code, answer;

    /* The parser validated the payload before handing it over. */
    vela_ws_close_parse(payload, len, &code, &reason, &reason_len, &answer);
    session->close_received = true;
    session->close_code = code;
    session->close_reason_len = (uint8_t)reason_len;
    memcpy(session->close_reason, reason, reason_len);
    session->close_reason[reason_len] = '\0';
    send_close(session, code == VELA_WS_CLOSE_NO_STATUS ? 0 : code, NULL, 0);
    session->ended = true;
    return 0;
}

static int on_control(void *user, enum vela_ws_opcode opcode, const uint8_t *payload, size_t len)
{
    vela_ws_session_t *session = user;
    uint8_t frame[VELA_WS_CONTROL_MAX + 2];
    size_t frame_len;

    if (opcode == VELA_WS_CLOSE) {
        return on_close_frame(session, payload, len);
    }
    if (opcode == VELA_WS_PONG) {
        if (session->callbacks->on_pong) {
            session->callbacks->on_pong(session->user);
        }
        return 0;
    }
    if (!session->close_sent &&
        vela_ws_build_control(frame, sizeof(frame), VELA_WS_PONG, payload, len, &frame_len) == 0) {
        session->callbacks->write(session->user, frame, frame_len);
    }
    return 0;
}

static const vela_ws_parser_callbacks_t parser_callbacks = {on_data, on_message_end, on_control};

int vela_ws_session_init(vela_ws_session_t *session, const vela_ws_session_callbacks_t *callbacks,
                         void *user, uint64_t max_frame, uint64_t max_message,
                         const vela_ws_deflate_params_t *deflate)
{
    memset(session, 0, sizeof(*session));
    session->callbacks = callbacks;
    session->user = user;
    vela_ws_parser_init(&session->parser, &parser_callbacks, session, max_frame, max_message);
    if (deflate) {
        int rc = vela_ws_deflate_new(deflate, (size_t)max_message, &session->codec);

        if (rc != 0) {
            return rc;
        }
        session->parser.deflate = true;
    }
    return 0;
}

void vela_ws_session_free(vela_ws_session_t *session)
{
    vela_ws_deflate_free(session->codec);
    session->codec = NULL;
    vela_ws_buffer_free(&session->message);
}

int vela_ws_session_feed(vela_ws_session_t *session, uint8_t *bytes, size_t len)
{
    long taken;

    if (session->ended) {
        return VELA_ECLOSED;
    }
    taken = vela_ws_parse(&session->parser, bytes, len);
    if (taken < 0 && !session->ended) {
        /* A protocol error, a limit, a bomb: close with the parser's code and stop. */
        session->close_code = session->parser.close_code;
        send_close(session, session->parser.close_code, NULL, 0);
        session->ended = true;
    }
    return session->ended ? VELA_ECLOSED : 0;
}

int vela_ws_session_close(vela_ws_session_t *session, uint16_t code, const char *reason,
                          size_t reason_len)
{
    int rc = send_close(session, code, reason, reason_len);

    if (rc == 0 && session->close_received) {
        session->ended = true;
    }
    return rc;
}

int vela_ws_session_frame(vela_ws_session_t *session, bool binary, const uint8_t *data, size_t len,
                          size_t min_compress, uint8_t *header, size_t *header_len,
                          vela_ws_buffer_t *compressed, bool *use_compressed)
{
    enum vela_ws_opcode opcode = binary ? VELA_WS_BINARY : VELA_WS_TEXT;

    *use_compressed = session->codec != NULL && len >= min_compress;
    if (*use_compressed) {
        int rc;

        compressed->len = 0;
        rc = vela_ws_deflate(session->codec, data, len, compressed);
        if (rc != 0) {
            return rc;
        }
        len = compressed->len;
    }
    *header_len = vela_ws_frame_header(header, opcode, true, *use_compressed, len);
    return 0;
}
