/*
 * The WebSocket opening handshake's pure parts (RFC 6455 §4.2): checking an
 * upgrade request, computing Sec-WebSocket-Accept, choosing a subprotocol.
 * (permessage-deflate's negotiation lives with the extension, deflate.h.)
 *
 * Design. No I/O and no allocation: the binding hands over the header
 * values llhttp gave it (several fields of one name joined with ", ", as
 * RFC 9110 §5.3 allows) and writes the 101 itself. Header lists are read
 * as RFC 9110 lists: comma-separated, optional whitespace, tokens compared
 * without regard to case (Upgrade, Connection) or exactly (subprotocols,
 * which RFC 6455 §4.1 makes case-sensitive).
 */
#ifndef VELA_WS_HANDSHAKE_H
#define VELA_WS_HANDSHAKE_H

#include <stdbool.h>
#include <stddef.h>

/* Sec-WebSocket-Accept's value: 28 base64 characters and a NUL. */
#define VELA_WS_ACCEPT_SIZE 29

/* An upgrade request's parts; an absent field is NULL with length 0. */
typedef struct vela_ws_request {
    const char *method;
    size_t method_len;
    unsigned http_major;
    unsigned http_minor;
    const char *upgrade;
    size_t upgrade_len;
    const char *connection;
    size_t connection_len;
    const char *version; /* Sec-WebSocket-Version */
    size_t version_len;
    const char *key; /* Sec-WebSocket-Key */
    size_t key_len;
} vela_ws_request_t;

/*
 * Checks a request against RFC 6455 §4.2.1: GET over HTTP/1.1 or later,
 * Upgrade listing "websocket", Connection listing "upgrade", a key that is
 * the base64 of 16 bytes, version 13. Returns 0; VELA_EPROTOCOL when only
 * the version is wrong or missing (answer 426 with Sec-WebSocket-Version:
 * 13); VELA_EINVAL for anything else (answer 400). Any context.
 */
int vela_ws_check_request(const vela_ws_request_t *request);

/* True when a Sec-WebSocket-Key value is the base64 of exactly 16 bytes. */
bool vela_ws_key_valid(const char *key, size_t len);

/*
 * Writes the Sec-WebSocket-Accept value for a key (base64 of SHA-1 of the
 * key and RFC 6455's GUID) into out, NUL-terminated. Returns 0, or
 * VELA_EINVAL for a key vela_ws_key_valid() refuses. Any context.
 */
int vela_ws_accept_key(const char *key, size_t len, char out[VELA_WS_ACCEPT_SIZE]);

/* True when a comma-separated field value lists `token` (any case). */
bool vela_ws_list_has_token(const char *value, size_t len, const char *token);

/*
 * Chooses the subprotocol: the first of the client's Sec-WebSocket-Protocol
 * values (in the client's order of preference, as Node's ws and Spring do)
 * that is in `supported`. True with *index set to its position in
 * `supported`; false when none matches (the 101 then names none).
 */
bool vela_ws_select_subprotocol(const char *offered, size_t len, const char *const *supported,
                                size_t count, size_t *index);

#endif
