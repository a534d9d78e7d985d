/*
 * Unit tests for ext/src/auth/jwt.c: the segments of a token, strict
 * base64url, the algorithms by name, HS256 against jwt.io's published token,
 * RS256 and EdDSA against signatures made here with libcrypto, alg
 * confusion refused, the time claims with leeway, and API key hashes.
 */
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>

#include "src/auth/jwt.h"
#include "src/core/error.h"
#include "unit.h"

/* jwt.io's example: {"alg":"HS256","typ":"JWT"}, secret "your-256-bit-secret". */
static const char JWTIO[] =
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9."
    "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";

static int split(const char *token)
{
    vela_jwt_parts_t p;
    return vela_jwt_split(token, strlen(token), &p);
}

static void segments(void)
{
    vela_jwt_parts_t p;
    EXPECT_INT(vela_jwt_split(JWTIO, strlen(JWTIO), &p), 0);
    EXPECT_INT(p.header_len, 36);
    EXPECT_INT(p.signature_len, 43);
    EXPECT_INT(p.signed_len, strlen(JWTIO) - 44);
    EXPECT_INT(split("a.b.c"), 0);
    EXPECT_INT(split("a.b."), VELA_EINVAL); /* unsigned ("alg":"none") */
    EXPECT_INT(split("a.b"), VELA_EINVAL);
    EXPECT_INT(split(".b.c"), VELA_EINVAL);
    EXPECT_INT(split("a..c"), VELA_EINVAL);
    EXPECT_INT(split("a.b.c.d"), VELA_EINVAL);
    EXPECT_INT(split("a.b.c="), VELA_EINVAL);
    EXPECT_INT(split("a+.b.c"), VELA_EINVAL);
    EXPECT_INT(split(""), VELA_EINVAL);
}

static int decode(const char *in, char *out)
{
    size_t n = 0;
    int rc = vela_base64url_decode(in, strlen(in), (unsigned char *)out, &n);
    out[rc == 0 ? n : 0] = '\0';
    return rc;
}

static void base64url(void)
{
    char out[64];
    EXPECT_INT(decode("eyJhIjoxfQ", out), 0);
    EXPECT_STR(out, "{\"a\":1}");
    EXPECT_INT(decode("", out), 0);
    EXPECT_INT(decode("Zm9vYmFy", out), 0);
    EXPECT_STR(out, "foobar");
    EXPECT_INT(decode("-_8", out), 0);
    EXPECT_INT((unsigned char)out[0], 0xfb);
    EXPECT_INT((unsigned char)out[1], 0xff);
    EXPECT_INT(decode("Zm9=", out), VELA_EINVAL); /* padding */
    EXPECT_INT(decode("Zm9v+g", out), VELA_EINVAL);
    EXPECT_INT(decode("Z", out), VELA_EINVAL);  /* 1 mod 4 */
    EXPECT_INT(decode("Zh", out), VELA_EINVAL); /* unused bits set: "Zg" is the spelling */
    EXPECT_INT(decode("Zg", out), 0);
    EXPECT_STR(out, "f");
}

static void algorithms(void)
{
    vela_jwt_alg_t alg = 0;
    EXPECT_INT(vela_jwt_alg_parse("HS256", 5, &alg), 0);
    EXPECT_INT(alg, VELA_JWT_HS256);
    EXPECT_INT(vela_jwt_alg_parse("EdDSA", 5, &alg), 0);
    EXPECT_INT(alg, VELA_JWT_EDDSA);
    EXPECT_INT(vela_jwt_alg_parse("none", 4, &alg), VELA_EINVAL);
    EXPECT_INT(vela_jwt_alg_parse("hs256", 5, &alg), VELA_EINVAL);
    EXPECT_INT(vela_jwt_alg_parse("HS2", 3, &alg), VELA_EINVAL);
    EXPECT_STR(vela_jwt_alg_name(VELA_JWT_RS256), "RS256");
}

/* Verifies `token` (whose signature segment is well-formed) with `key`. */
static int verify(const vela_jwt_key_t *key, const char *token, size_t len)
{
    vela_jwt_parts_t p;
    unsigned char sig[1024];
    size_t n = 0;
    if (vela_jwt_split(token, len, &p) != 0 ||
        vela_base64url_decode(p.signature, p.signature_len, sig, &n) != 0) {
        return VELA_EINVAL;
    }
    return vela_jwt_verify(key, token, p.signed_len, sig, n);
}

static void hs256(void)
{
    vela_jwt_key_t key, other;
    EXPECT_INT(vela_jwt_key_init(&key, VELA_JWT_HS256, "your-256-bit-secret", 19), 0);
    EXPECT_INT(vela_jwt_key_init(&other, VELA_JWT_HS256, "your-256-bit-secreT", 19), 0);
    EXPECT_INT(verify(&key, JWTIO, strlen(JWTIO)), 0);
    EXPECT_INT(verify(&other, JWTIO, strlen(JWTIO)), VELA_EAUTH);
    char tampered[sizeof(JWTIO)];
    memcpy(tampered, JWTIO, sizeof(JWTIO));
    tampered[40] = tampered[40] == 'A' ? 'B' : 'A';
    EXPECT_INT(verify(&key, tampered, strlen(tampered)), VELA_EAUTH);
    EXPECT_INT(verify(&key, JWTIO, strlen(JWTIO) - 4), VELA_EAUTH); /* a shorter signature */
    vela_jwt_key_free(&other); /* init overwrites: the key it held must be freed first */
    EXPECT_INT(vela_jwt_key_init(&other, VELA_JWT_HS256, "", 0), VELA_EINVAL);
    vela_jwt_key_free(&key);
    vela_jwt_key_free(&other); /* a failed init leaves a key that frees as empty */
    vela_jwt_key_free(NULL);
}

/* "h.c." followed by the base64url signature of "h.c" made with `pkey`, into `out`. */
static size_t sign(EVP_PKEY *pkey, const EVP_MD *md, char *out)
{
    static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    unsigned char sig[512];
    size_t sig_len = sizeof(sig), n = 4;
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    EVP_DigestSignInit(ctx, NULL, md, NULL, pkey);
    EVP_DigestSign(ctx, sig, &sig_len, (const unsigned char *)"h.c", 3);
    EVP_MD_CTX_free(ctx);
    memcpy(out, "h.c.", 4);
    for (size_t i = 0; i < sig_len * 8; i += 6) {
        size_t byte = i / 8, shift = i % 8;
        unsigned v = (unsigned)sig[byte] << 8 | (byte + 1 < sig_len ? sig[byte + 1] : 0);
        out[n++] = b64[(v >> (10 - shift)) & 63];
    }
    out[n] = '\0';
    return n;
}

/* The public half of `pkey` as PEM, into `out`. */
static size_t public_pem(EVP_PKEY *pkey, char *out, size_t size)
{
    BIO *bio = BIO_new(BIO_s_mem());
    PEM_write_bio_PUBKEY(bio, pkey);
    int n = BIO_read(bio, out, (int)size - 1);
    BIO_free(bio);
    out[n > 0 ? n : 0] = '\0';
    return n > 0 ? (size_t)n : 0;
}

static void rs256_and_eddsa(void)
{
    EVP_PKEY *rsa = EVP_RSA_gen(2048), *ed = EVP_PKEY_Q_keygen(NULL, NULL, "ED25519");
    char token[1024], pem[2048];
    vela_jwt_key_t key, confused;
    size_t len = sign(rsa, EVP_sha256(), token), pem_len = public_pem(rsa, pem, sizeof(pem));
    EXPECT_INT(vela_jwt_key_init(&key, VELA_JWT_RS256, pem, pem_len), 0);
    EXPECT_INT(verify(&key, token, len), 0);
    token[len - 5] = token[len - 5] == 'A' ? 'B' : 'A';
    EXPECT_INT(verify(&key, token, len), VELA_EAUTH);
    vela_jwt_key_free(&key);
    /* The RSA public key as an HS256 secret verifies nothing an attacker signs with it. */
    EXPECT_INT(vela_jwt_key_init(&confused, VELA_JWT_EDDSA, pem, pem_len), VELA_EINVAL);
    vela_jwt_key_free(&confused);

    len = sign(ed, NULL, token);
    pem_len = public_pem(ed, pem, sizeof(pem));
    EXPECT_INT(vela_jwt_key_init(&key, VELA_JWT_EDDSA, pem, pem_len), 0);
    EXPECT_INT(verify(&key, token, len), 0);
    EXPECT_INT(vela_jwt_key_init(&confused, VELA_JWT_RS256, pem, pem_len), VELA_EINVAL);
    vela_jwt_key_free(&key);
    unsigned char raw[32];
    size_t raw_len = sizeof(raw);
    EVP_PKEY_get_raw_public_key(ed, raw, &raw_len);
    EXPECT_INT(vela_jwt_key_init(&key, VELA_JWT_EDDSA, (const char *)raw, raw_len), 0);
    EXPECT_INT(verify(&key, token, len), 0);
    token[len - 3] = token[len - 3] == 'A' ? 'B' : 'A';
    EXPECT_INT(verify(&key, token, len), VELA_EAUTH);
    vela_jwt_key_free(&key);
    vela_jwt_key_free(&confused);
    EVP_PKEY_free(rsa);
    EVP_PKEY_free(ed);
}

static const char *failed_at(vela_jwt_times_t t, int64_t now)
{
    const char *failed = "none";
    return vela_jwt_check_times(&t, now, 30, &failed) == 0 ? "ok" : failed;
}

static void times(void)
{
    EXPECT_STR(failed_at((vela_jwt_times_t){0}, 1000), "ok");
    EXPECT_STR(failed_at((vela_jwt_times_t){.has_exp = true, .exp = 1000}, 969), "ok");
    EXPECT_STR(failed_at((vela_jwt_times_t){.has_exp = true, .exp = 1000}, 1029), "ok");
    EXPECT_STR(failed_at((vela_jwt_times_t){.has_exp = true, .exp = 1000}, 1030), "exp");
    EXPECT_STR(failed_at((vela_jwt_times_t){.has_nbf = true, .nbf = 1000}, 970), "ok");
    EXPECT_STR(failed_at((vela_jwt_times_t){.has_nbf = true, .nbf = 1000}, 969), "nbf");
    EXPECT_STR(failed_at((vela_jwt_times_t){.has_iat = true, .iat = 1000}, 969), "iat");
}

static void api_keys(void)
{
    /* sha256("secret") */
    const char *hash = "2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b";
    EXPECT(vela_auth_key_matches("secret", 6, hash, 64));
    EXPECT(!vela_auth_key_matches("secreT", 6, hash, 64));
    EXPECT(!vela_auth_key_matches("secret", 6, hash, 63));
    EXPECT(!vela_auth_key_matches("", 0, hash, 64));
    char last[65];
    memcpy(last, hash, sizeof(last));
    last[63] = 'c'; /* every byte counts, the last one too */
    EXPECT(!vela_auth_key_matches("secret", 6, last, 64));
}

UNIT_MAIN(UNIT_TEST(segments), UNIT_TEST(base64url), UNIT_TEST(algorithms), UNIT_TEST(hs256),
          UNIT_TEST(rs256_and_eddsa), UNIT_TEST(times), UNIT_TEST(api_keys))
