/*
 * SHA-1 (see sha1.h): the textbook 80-round compression over 64-byte
 * blocks, with the padding (0x80, zeros, the bit length big-endian) built
 * in a two-block tail buffer.
 */
#include "src/ws/sha1.h"

#include <string.h>

static uint32_t rotl(uint32_t x, int n)
{
    return (x << n) | (x >> (32 - n));
}

/* The round function and constant of round i. */
static uint32_t mix(int i, uint32_t b, uint32_t c, uint32_t d, uint32_t *k)
{
    if (i < 20) {
        *k = 0x5A827999;
        return (b & c) | (~b & d);
    }
    if (i < 40) {
        *k = 0x6ED9EBA1;
        return b ^ c ^ d;
    }
    if (i < 60) {
        *k = 0x8F1BBCDC;
        return (b & c) | (b & d) | (c & d);
    }
    *k = 0xCA62C1D6;
    return b ^ c ^ d;
}

static void compress(uint32_t h[5], const uint8_t block[64])
{
    uint32_t w[80], a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], k, f, t;

    for (int i = 0; i < 16; i++) {
        w[i] = (uint32_t)block[4 * i] << 24 | (uint32_t)block[4 * i + 1] << 16 |
               (uint32_t)block[4 * i + 2] << 8 | block[4 * i + 3];
    }
    for (int i = 16; i < 80; i++) {
        w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
    }
    for (int i = 0; i < 80; i++) {
        f = mix(i, b, c, d, &k);
        t = rotl(a, 5) + f + e + k + w[i];
        e = d;
        d = c;
        c = rotl(b, 30);
        b = a;
        a = t;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
}

void vela_ws_sha1(const uint8_t *data, size_t len, uint8_t digest[VELA_WS_SHA1_SIZE])
{
    uint32_t h[5] = {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0};
    uint8_t tail[128] = {0};
    size_t full = len & ~(size_t)63, rest = len - full, tail_len;
    uint64_t bits = (uint64_t)len * 8;

    for (size_t i = 0; i < full; i += 64) {
        compress(h, data + i);
    }
    memcpy(tail, data + full, rest);
    tail[rest] = 0x80;
    tail_len = rest + 1 + 8 <= 64 ? 64 : 128;
    for (int i = 0; i < 8; i++) {
        tail[tail_len - 1 - i] = (uint8_t)(bits >> (8 * i));
    }
    for (size_t i = 0; i < tail_len; i += 64) {
        compress(h, tail + i);
    }
    for (int i = 0; i < 20; i++) {
        digest[i] = (uint8_t)(h[i / 4] >> (24 - 8 * (i % 4)));
    }
}
