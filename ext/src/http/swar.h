/*
 * Word-at-a-time byte tests ("SIMD within a register") for the scanners of
 * ext/src/http: eight bytes of a head, a target or a header value are
 * tested for a byte of interest with a few integer operations. Not public:
 * static inline helpers, no state.
 */
#ifndef VELA_HTTP_SWAR_H
#define VELA_HTTP_SWAR_H

#include <stdint.h>
#include <string.h>

/*
 * Nonzero when a byte of `word` is zero. Exact as a yes/no, and its lowest
 * set bit marks the first zero byte (little-endian); bits above it may be
 * borrows.
 */
static inline uint64_t vela__http_zero_byte(uint64_t word)
{
    return (word - 0x0101010101010101u) & ~word & 0x8080808080808080u;
}

/* Nonzero when a byte of `word` equals `byte`, as vela__http_zero_byte() tells a zero. */
static inline uint64_t vela__http_has_byte(uint64_t word, unsigned char byte)
{
    return vela__http_zero_byte(word ^ (0x0101010101010101u * byte));
}

/* The eight bytes at `p` as a word (any alignment). */
static inline uint64_t vela__http_load_word(const char *p)
{
    uint64_t word;

    memcpy(&word, p, sizeof(word));
    return word;
}

#endif
