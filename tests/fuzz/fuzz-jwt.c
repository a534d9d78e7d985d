/*
 * libFuzzer target for the token parser (ext/src/auth/jwt.c): splitting,
 * strict base64url decoding of each segment, and the HS256 check.
 *
 * Checked for every input: the three segments lie inside the token, in
 * order, and signed_len covers exactly the first two and their dot; a
 * decoded segment is no longer than vela_base64url_decoded_size() says; a
 * successful decode re-encodes to the same characters (one spelling per
 * value); and a token signed with the fuzz key's own HMAC verifies while
 * the input's own signature never does unless it equals that HMAC.
 *
 * fuzz-sources: ext/src/auth/jwt.c
 * fuzz-seeds: tests/fuzz/corpus/jwt
 * fuzz-flags: -lcrypto
 */
#include <openssl/hmac.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/auth/jwt.h"

static const char B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/* base64url of `in` without padding into `out`; its length. */
static size_t encode(const unsigned char *in, size_t len, char *out)
{
    size_t n = 0;
    for (size_t i = 0; i < len * 8; i += 6) {
        size_t byte = i / 8, shift = i % 8;
        unsigned v = (unsigned)in[byte] << 8 | (byte + 1 < len ? in[byte + 1] : 0);
        out[n++] = B64[(v >> (10 - shift)) & 63];
    }
    return n;
}

/* Decodes a segment and checks the bounds and the round trip. */
static void check_segment(const char *s, size_t len)
{
    size_t max = vela_base64url_decoded_size(len), n = 0;
    unsigned char *out = malloc(max + 1);
    char *again = malloc(len + 4);
    if (vela_base64url_decode(s, len, out, &n) == 0) {
        if (n > max || encode(out, n, again) != len || memcmp(again, s, len) != 0) {
            abort();
        }
    }
    free(again);
    free(out);
}

static void check_signature(const vela_jwt_key_t *key, const char *token, const vela_jwt_parts_t *p)
{
    unsigned char mac[32], sig[64];
    unsigned int mac_len = 0;
    size_t n = 0;
    HMAC(EVP_sha256(), "k", 1, (const unsigned char *)token, p->signed_len, mac, &mac_len);
    if (vela_jwt_verify(key, token, p->signed_len, mac, mac_len) != 0) {
        abort();
    }
    if (p->signature_len <= 86 &&
        vela_base64url_decode(p->signature, p->signature_len, sig, &n) == 0 &&
        vela_jwt_verify(key, token, p->signed_len, sig, n) == 0 &&
        (n != mac_len || memcmp(sig, mac, n) != 0)) {
        abort();
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *token = (const char *)data;
    vela_jwt_parts_t p;
    vela_jwt_key_t key;
    check_segment(token, size);
    if (vela_jwt_split(token, size, &p) != 0) {
        return 0;
    }
    if (p.header != token || p.claims != token + p.header_len + 1 ||
        p.signed_len != p.header_len + 1 + p.claims_len ||
        p.signature != token + p.signed_len + 1 || p.signature + p.signature_len != token + size) {
        abort();
    }
    check_segment(p.header, p.header_len);
    check_segment(p.claims, p.claims_len);
    vela_jwt_key_init(&key, VELA_JWT_HS256, "k", 1);
    check_signature(&key, token, &p);
    vela_jwt_key_free(&key);
    return 0;
}
