/*
 * UTF-8 validation (RFC 3629): WebSocket text messages (RFC 6455 §8.1) and
 * the text Vela\View escapes (src/core/html.h).
 *
 * Design. An incremental validator: a text message arrives in frames and a
 * frame in reads of any size, so a code point may be split anywhere. The
 * state is three bytes in a caller-owned struct: how many continuation bytes
 * the current sequence still needs and the range the next one must fall in.
 * The ranges are RFC 3629's table, so overlong forms (C0, C1, E0 80..9F,
 * F0 80..8F), surrogates (ED A0..BF) and code points past U+10FFFF (F4 90..,
 * F5..FF) are rejected at the first byte that makes them so, which is what
 * RFC 6455 asks ("fail fast" in Autobahn's section 6). Runs of ASCII are
 * skipped eight bytes at a time. No allocation, no I/O.
 */
#ifndef VELA_CORE_UTF8_H
#define VELA_CORE_UTF8_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct vela_utf8 {
    uint8_t need; /* continuation bytes still expected */
    uint8_t low;  /* the next continuation byte's range */
    uint8_t high;
} vela_utf8_t;

/* Starts a new message. Any context. */
void vela_utf8_init(vela_utf8_t *state);

/*
 * Validates the next `len` bytes of a message. Returns 0, or VELA_EPROTOCOL
 * at the first byte that cannot be part of valid UTF-8 (the state is then
 * meaningless until the next init). Any context.
 */
int vela_utf8_feed(vela_utf8_t *state, const uint8_t *bytes, size_t len);

/* True when the bytes fed so far end on a code point boundary. */
bool vela_utf8_complete(const vela_utf8_t *state);

/* Validates a whole string at once: 0 or VELA_EPROTOCOL. Any context. */
int vela_utf8_validate(const uint8_t *bytes, size_t len);

/*
 * The length (1-4) of the valid UTF-8 character that starts the `len` bytes,
 * or 0 when they do not start with one (a stray or missing continuation
 * byte, an overlong form, a surrogate, past U+10FFFF). Any context.
 */
size_t vela_utf8_sequence_len(const uint8_t *bytes, size_t len);

#endif
