/*
 * JWT segments, base64url and signatures (see jwt.h). The decoder is a table
 * lookup per character; the checks that give a token one spelling (length
 * mod 4, unused bits) are made here so the binding never sees two encodings
 * of one signature. Signatures go to libcrypto: HMAC() then CRYPTO_memcmp()
 * for HS256, EVP_DigestVerify with SHA-256 for RS256 and with no digest for
 * Ed25519 (EdDSA signs the message itself).
 */
#include "src/auth/jwt.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/pem.h>
#include <openssl/sha.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"

#define ED25519_RAW_LEN 32

/* The value of a base64url character, or -1. */
static int b64_value(unsigned char c)
{
    if (c >= 'A' && c <= 'Z') {
        return c - 'A';
    }
    if (c >= 'a' && c <= 'z') {
        return c - 'a' + 26;
    }
    if (c >= '0' && c <= '9') {
        return c - '0' + 52;
    }
    return c == '-' ? 62 : c == '_' ? 63 : -1;
}

size_t vela_base64url_decoded_size(size_t len)
{
    return len / 4 * 3 + 2;
}

int vela_base64url_decode(const char *in, size_t len, unsigned char *out, size_t *out_len)
{
    uint32_t acc = 0;
    size_t bits = 0, n = 0;
    if (len % 4 == 1) {
        return VELA_EINVAL;
    }
    for (size_t i = 0; i < len; i++) {
        int v = b64_value((unsigned char)in[i]);
        if (v < 0) {
            return VELA_EINVAL;
        }
        acc = (acc << 6) | (uint32_t)v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out[n++] = (unsigned char)(acc >> bits);
        }
    }
    if (acc & ((1u << bits) - 1)) {
        return VELA_EINVAL; /* the unused low bits of the last character must be zero */
    }
    *out_len = n;
    return 0;
}

/* The length of the run of base64url characters at `s`. */
static size_t b64_run(const char *s, size_t len)
{
    size_t i = 0;
    while (i < len && b64_value((unsigned char)s[i]) >= 0) {
        i++;
    }
    return i;
}

int vela_jwt_split(const char *token, size_t len, vela_jwt_parts_t *out)
{
    size_t h = b64_run(token, len);
    if (h == 0 || h + 1 >= len || token[h] != '.') {
        return VELA_EINVAL;
    }
    const char *claims = token + h + 1;
    size_t c = b64_run(claims, len - h - 1);
    size_t signed_len = h + 1 + c;
    if (c == 0 || signed_len + 1 >= len || token[signed_len] != '.') {
        return VELA_EINVAL;
    }
    const char *sig = token + signed_len + 1;
    size_t s = len - signed_len - 1;
    if (b64_run(sig, s) != s) {
        return VELA_EINVAL;
    }
    *out = (vela_jwt_parts_t){token, h, claims, c, sig, s, signed_len};
    return 0;
}

int vela_jwt_alg_parse(const char *name, size_t len, vela_jwt_alg_t *out)
{
    static const vela_jwt_alg_t all[] = {VELA_JWT_HS256, VELA_JWT_RS256, VELA_JWT_EDDSA};
    for (size_t i = 0; i < sizeof(all) / sizeof(all[0]); i++) {
        const char *known = vela_jwt_alg_name(all[i]);
        if (strlen(known) == len && memcmp(known, name, len) == 0) {
            *out = all[i];
            return 0;
        }
    }
    return VELA_EINVAL;
}

const char *vela_jwt_alg_name(vela_jwt_alg_t alg)
{
    switch (alg) {
    case VELA_JWT_HS256:
        return "HS256";
    case VELA_JWT_RS256:
        return "RS256";
    case VELA_JWT_EDDSA:
        return "EdDSA";
    }
    return "?";
}

/* A PEM public key of `type` (EVP_PKEY_RSA, EVP_PKEY_ED25519), or NULL. */
static EVP_PKEY *read_pem(const char *pem, size_t len, int type)
{
    BIO *bio = BIO_new_mem_buf(pem, (int)len);
    if (bio == NULL) {
        return NULL;
    }
    EVP_PKEY *pkey = PEM_read_bio_PUBKEY(bio, NULL, NULL, NULL);
    BIO_free(bio);
    if (pkey != NULL && EVP_PKEY_get_base_id(pkey) != type) {
        EVP_PKEY_free(pkey);
        return NULL;
    }
    return pkey;
}

int vela_jwt_key_init(vela_jwt_key_t *key, vela_jwt_alg_t alg, const char *material, size_t len)
{
    memset(key, 0, sizeof(*key));
    key->alg = alg;
    if (len == 0 || len > INT32_MAX) {
        return VELA_EINVAL;
    }
    if (alg == VELA_JWT_HS256) {
        key->secret = malloc(len);
        if (key->secret == NULL) {
            return VELA_ENOMEM;
        }
        memcpy(key->secret, material, len);
        key->secret_len = len;
        return 0;
    }
    if (alg == VELA_JWT_EDDSA && len == ED25519_RAW_LEN) {
        key->pkey = EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, NULL,
                                                (const unsigned char *)material, len);
    } else if (alg == VELA_JWT_EDDSA || alg == VELA_JWT_RS256) {
        key->pkey =
            read_pem(material, len, alg == VELA_JWT_RS256 ? EVP_PKEY_RSA : EVP_PKEY_ED25519);
    }
    return key->pkey ? 0 : VELA_EINVAL;
}

void vela_jwt_key_free(vela_jwt_key_t *key)
{
    if (key == NULL) {
        return;
    }
    if (key->secret) {
        OPENSSL_cleanse(key->secret, key->secret_len);
        free(key->secret);
    }
    EVP_PKEY_free(key->pkey);
    memset(key, 0, sizeof(*key));
}

static int verify_hmac(const vela_jwt_key_t *key, const char *input, size_t len,
                       const unsigned char *sig, size_t sig_len)
{
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned int mac_len = 0;
    if (HMAC(EVP_sha256(), key->secret, (int)key->secret_len, (const unsigned char *)input, len,
             mac, &mac_len) == NULL) {
        return VELA_ENOMEM;
    }
    if (sig_len != mac_len || CRYPTO_memcmp(mac, sig, mac_len) != 0) {
        return VELA_EAUTH;
    }
    return 0;
}

static int verify_pkey(const vela_jwt_key_t *key, const char *input, size_t len,
                       const unsigned char *sig, size_t sig_len)
{
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    if (ctx == NULL) {
        return VELA_ENOMEM;
    }
    const EVP_MD *md = key->alg == VELA_JWT_RS256 ? EVP_sha256() : NULL;
    int rc = VELA_EAUTH;
    if (EVP_DigestVerifyInit(ctx, NULL, md, NULL, key->pkey) == 1 &&
        EVP_DigestVerify(ctx, sig, sig_len, (const unsigned char *)input, len) == 1) {
        rc = 0;
    }
    EVP_MD_CTX_free(ctx);
    return rc;
}

int vela_jwt_verify(const vela_jwt_key_t *key, const char *token, size_t signed_len,
                    const unsigned char *sig, size_t sig_len)
{
    if (key->alg == VELA_JWT_HS256) {
        return key->secret ? verify_hmac(key, token, signed_len, sig, sig_len) : VELA_EAUTH;
    }
    return key->pkey ? verify_pkey(key, token, signed_len, sig, sig_len) : VELA_EAUTH;
}

int vela_jwt_check_times(const vela_jwt_times_t *t, int64_t now, int64_t leeway,
                         const char **failed)
{
    if (t->has_exp && t->exp <= now - leeway) {
        *failed = "exp";
    } else if (t->has_nbf && t->nbf > now + leeway) {
        *failed = "nbf";
    } else if (t->has_iat && t->iat > now + leeway) {
        *failed = "iat";
    } else {
        return 0;
    }
    return VELA_EAUTH;
}

bool vela_auth_key_matches(const char *secret, size_t secret_len, const char *stored_hex,
                           size_t stored_len)
{
    static const char hex[] = "0123456789abcdef";
    unsigned char digest[SHA256_DIGEST_LENGTH];
    char written[2 * SHA256_DIGEST_LENGTH];
    if (stored_len != sizeof(written)) {
        return false;
    }
    SHA256((const unsigned char *)secret, secret_len, digest);
    for (size_t i = 0; i < sizeof(digest); i++) {
        written[2 * i] = hex[digest[i] >> 4];
        written[2 * i + 1] = hex[digest[i] & 15];
    }
    return CRYPTO_memcmp(written, stored_hex, sizeof(written)) == 0;
}
