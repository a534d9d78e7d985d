/*
 * JSON Web Tokens (RFC 7519) and API keys, the bytes and the cryptography
 * only: no JSON, no clock, no PHP. The binding (php/auth/) decodes the JOSE
 * header and the claims with PHP's JSON parser, reads the time from the
 * app's Vela\Clock and asks this module the rest.
 *
 * A token is three base64url segments, header.claims.signature, the first
 * two signed as they are written (the "signing input"). Decoding is strict:
 * no padding, no character outside the URL-safe alphabet, no stray bits in
 * the last character, so a token has exactly one spelling.
 *
 * Keys. A vela_jwt_key_t holds one verification key of one algorithm,
 * parsed once (at the middleware's construction) and used for every token:
 * HS256 a shared secret, RS256 an RSA public key in PEM, EdDSA an Ed25519
 * public key, 32 raw bytes (what sodium_crypto_sign_publickey() gives) or
 * PEM. A token's "alg" must equal its key's algorithm, so an RSA public key
 * can never be used as an HMAC secret ("alg confusion") and "none" is never
 * accepted. Signatures are checked with OpenSSL's libcrypto (HMAC and
 * CRYPTO_memcmp, EVP_DigestVerify).
 *
 * Every function may be called from any context; none allocates except
 * vela_jwt_key_init() (freed by vela_jwt_key_free()).
 */
#ifndef VELA_AUTH_JWT_H
#define VELA_AUTH_JWT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum vela_jwt_alg { VELA_JWT_HS256 = 1, VELA_JWT_RS256, VELA_JWT_EDDSA } vela_jwt_alg_t;

/* The three segments of a token, pointing into the caller's bytes. */
typedef struct vela_jwt_parts {
    const char *header;
    size_t header_len;
    const char *claims;
    size_t claims_len;
    const char *signature;
    size_t signature_len;
    size_t signed_len; /* header "." claims: the first signed_len bytes of the token */
} vela_jwt_parts_t;

typedef struct vela_jwt_key {
    vela_jwt_alg_t alg;
    unsigned char *secret; /* HS256 */
    size_t secret_len;
    void *pkey; /* RS256, EdDSA: the EVP_PKEY */
} vela_jwt_key_t;

/* The registered time claims a token carries (has_* false when absent), in seconds. */
typedef struct vela_jwt_times {
    bool has_exp, has_nbf, has_iat;
    int64_t exp, nbf, iat;
} vela_jwt_times_t;

/*
 * Splits `token` into its three segments; 0, or VELA_EINVAL when it is not
 * three non-empty segments of base64url characters (the signature may not be
 * empty either: unsigned tokens are refused here already).
 */
int vela_jwt_split(const char *token, size_t len, vela_jwt_parts_t *out);

/* The most bytes decoding `len` base64url characters can give. */
size_t vela_base64url_decoded_size(size_t len);

/*
 * Decodes base64url without padding into `out` (vela_base64url_decoded_size(len)
 * bytes at least); 0 with *out_len set, or VELA_EINVAL for a character
 * outside the alphabet, a length of 1 mod 4, or non-zero unused bits.
 */
int vela_base64url_decode(const char *in, size_t len, unsigned char *out, size_t *out_len);

/* The algorithm named `name` ("HS256", "RS256", "EdDSA"); 0, or VELA_EINVAL for any other. */
int vela_jwt_alg_parse(const char *name, size_t len, vela_jwt_alg_t *out);

/* The algorithm's name as a token spells it. Static storage. */
const char *vela_jwt_alg_name(vela_jwt_alg_t alg);

/*
 * Parses `material` as a key of `alg` into `key` (see the design note);
 * 0, VELA_EINVAL when it is not one (an empty secret, a PEM that is not a
 * public key of that type), VELA_ENOMEM. The key owns copies of what it
 * keeps; release it with vela_jwt_key_free().
 */
int vela_jwt_key_init(vela_jwt_key_t *key, vela_jwt_alg_t alg, const char *material, size_t len);

/* Releases what vela_jwt_key_init() kept; NULL-safe, and safe on a zeroed key. */
void vela_jwt_key_free(vela_jwt_key_t *key);

/*
 * Verifies a token's signature: `sig` (decoded) over the first
 * parts->signed_len bytes of `token`, with `key`. 0 when it matches,
 * VELA_EAUTH when it does not (or has the wrong length), VELA_ENOMEM.
 */
int vela_jwt_verify(const vela_jwt_key_t *key, const char *token, size_t signed_len,
                    const unsigned char *sig, size_t sig_len);

/*
 * Checks the time claims at `now` (seconds) with `leeway` seconds of clock
 * skew either way: exp must be after now - leeway, nbf and iat at most
 * now + leeway. 0, or VELA_EAUTH with *failed naming the claim ("exp",
 * "nbf", "iat").
 */
int vela_jwt_check_times(const vela_jwt_times_t *t, int64_t now, int64_t leeway,
                         const char **failed);

/*
 * Whether SHA-256(`secret`) written as 64 lower-case hex digits equals
 * `stored_hex`, compared in constant time (an API key checked against the
 * hash its resolver keeps). False for a `stored_hex` that is not 64 bytes.
 */
bool vela_auth_key_matches(const char *secret, size_t secret_len, const char *stored_hex,
                           size_t stored_len);

#endif
