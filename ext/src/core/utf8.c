/*
 * UTF-8 validation (see utf8.h). The lead byte decides the length of the
 * sequence and the range of its first continuation byte; later continuation
 * bytes are always 80..BF. The ASCII path reads eight bytes at a time with
 * memcpy (no alignment assumption) and leaves on the first high bit.
 */
#include "src/core/utf8.h"

#include <string.h>

#include "src/core/error.h"

#define ASCII_MASK 0x8080808080808080ULL

void vela_utf8_init(vela_utf8_t *state)
{
    state->need = 0;
    state->low = 0x80;
    state->high = 0xBF;
}

bool vela_utf8_complete(const vela_utf8_t *state)
{
    return state->need == 0;
}

/* Sets the state for a lead byte; false when it can never start a sequence. */
static bool start(vela_utf8_t *state, uint8_t lead)
{
    state->low = 0x80;
    state->high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        state->need = 1;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        state->need = 2;
        state->low = lead == 0xE0 ? 0xA0 : 0x80;  /* E0 80..9F: overlong */
        state->high = lead == 0xED ? 0x9F : 0xBF; /* ED A0..BF: surrogates */
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        state->need = 3;
        state->low = lead == 0xF0 ? 0x90 : 0x80;  /* F0 80..8F: overlong */
        state->high = lead == 0xF4 ? 0x8F : 0xBF; /* F4 90..: past U+10FFFF */
    } else {
        return false;
    }
    return true;
}

/* The length of the leading run of ASCII bytes, found eight at a time. */
static size_t ascii_run(const uint8_t *bytes, size_t len)
{
    size_t i = 0;
    uint64_t word;

    while (i + 8 <= len) {
        memcpy(&word, bytes + i, 8);
        if (word & ASCII_MASK) {
            break;
        }
        i += 8;
    }
    while (i < len && bytes[i] < 0x80) {
        i++;
    }
    return i;
}

int vela_utf8_feed(vela_utf8_t *state, const uint8_t *bytes, size_t len)
{
    size_t i = 0;

    while (i < len) {
        uint8_t byte = bytes[i];
        if (state->need == 0) {
            if (byte < 0x80) {
                i += ascii_run(bytes + i, len - i);
                continue;
            }
            if (!start(state, byte)) {
                return VELA_EPROTOCOL;
            }
        } else {
            if (byte < state->low || byte > state->high) {
                return VELA_EPROTOCOL;
            }
            state->need--;
            state->low = 0x80;
            state->high = 0xBF;
        }
        i++;
    }
    return 0;
}

int vela_utf8_validate(const uint8_t *bytes, size_t len)
{
    vela_utf8_t state;
    int rc;

    vela_utf8_init(&state);
    rc = vela_utf8_feed(&state, bytes, len);
    if (rc < 0) {
        return rc;
    }
    return vela_utf8_complete(&state) ? 0 : VELA_EPROTOCOL;
}

size_t vela_utf8_sequence_len(const uint8_t *bytes, size_t len)
{
    vela_utf8_t state;

    if (len == 0) {
        return 0;
    }
    if (bytes[0] < 0x80) {
        return 1;
    }
    if (!start(&state, bytes[0]) || state.need >= len) {
        return 0;
    }
    for (size_t i = 1; i <= state.need; i++) {
        if (bytes[i] < state.low || bytes[i] > state.high) {
            return 0;
        }
        state.low = 0x80;
        state.high = 0xBF;
    }
    return (size_t)state.need + 1;
}
