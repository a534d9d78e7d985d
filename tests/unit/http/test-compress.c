/*
 * Unit tests for ext/src/http/compress.c: gzip and br bodies decode (with
 * zlib and libbrotlidec, not our code) to the input, the bound is enough
 * for incompressible input, one compressor serves many bodies in a row,
 * which media types count as compressible and which answers may be
 * compressed at all.
 */
#include "src/http/compress.h"
#include "unit.h"

#include <brotli/decode.h>
#include <stdlib.h>
#include <zlib.h>

#include "src/core/error.h"

/* Compresses `len` bytes with `coding` and decodes them back; true when the round trip is exact. */
static bool round_trip(vela_http_compressor_t *c, enum vela_http_coding coding, const char *in,
                       size_t len, size_t *compressed_len)
{
    size_t cap = vela_http_compress_bound(coding, len), back_len = len + 16;
    char *out = malloc(cap), *back = malloc(back_len);
    bool ok = false;

    if (vela_http_compress(c, coding, in, len, out, cap, compressed_len) == 0) {
        if (coding == VELA_HTTP_CODING_GZIP) {
            z_stream z = {0};
            inflateInit2(&z, 31); /* gzip wrapper required */
            z.next_in = (Bytef *)out;
            z.avail_in = (uInt)*compressed_len;
            z.next_out = (Bytef *)back;
            z.avail_out = (uInt)back_len;
            ok = inflate(&z, Z_FINISH) == Z_STREAM_END && z.total_out == len;
            inflateEnd(&z);
        } else {
            ok = BrotliDecoderDecompress(*compressed_len, (const uint8_t *)out, &back_len,
                                         (uint8_t *)back) == BROTLI_DECODER_RESULT_SUCCESS &&
                 back_len == len;
        }
        ok = ok && memcmp(back, in, len) == 0;
    }
    free(out);
    free(back);
    return ok;
}

static char *json_like(size_t len)
{
    char *s = malloc(len + 1);

    for (size_t i = 0; i < len; i++) {
        s[i] = "{\"id\":1,\"name\":\"item\",\"tags\":[\"a\",\"b\"]},"[i % 40];
    }
    s[len] = '\0';
    return s;
}

static void gzip_and_br_round_trip(void)
{
    vela_http_compressor_t *c;
    char *text = json_like(100000);
    size_t n = 0;

    EXPECT_INT(vela_http_compressor_new(&c), 0);
    for (int i = 0; i < 3; i++) { /* the deflate state is reused */
        EXPECT(round_trip(c, VELA_HTTP_CODING_GZIP, text, 4000, &n));
        EXPECT(n < 400);
        EXPECT(round_trip(c, VELA_HTTP_CODING_BR, text, 4000, &n));
        EXPECT(n < 400);
    }
    EXPECT(round_trip(c, VELA_HTTP_CODING_GZIP, text, 100000, &n));
    EXPECT(round_trip(c, VELA_HTTP_CODING_BR, text, 100000, &n));
    EXPECT(round_trip(c, VELA_HTTP_CODING_GZIP, "", 0, &n));
    EXPECT(round_trip(c, VELA_HTTP_CODING_BR, "", 0, &n));
    vela_http_compressor_free(c);
    free(text);
}

/* Random bytes grow when compressed: the bound still holds them. */
static void incompressible_fits_the_bound(void)
{
    vela_http_compressor_t *c;
    size_t len = 70000, n = 0;
    char *noise = malloc(len);
    unsigned x = 12345;

    for (size_t i = 0; i < len; i++) {
        x = x * 1103515245u + 12345u;
        noise[i] = (char)(x >> 16);
    }
    EXPECT_INT(vela_http_compressor_new(&c), 0);
    EXPECT(round_trip(c, VELA_HTTP_CODING_GZIP, noise, len, &n));
    EXPECT(round_trip(c, VELA_HTTP_CODING_BR, noise, len, &n));
    vela_http_compressor_free(c);
    free(noise);
}

static void small_capacity_and_bad_coding(void)
{
    vela_http_compressor_t *c;
    char *text = json_like(4000), out[8];
    size_t n = 0;

    EXPECT_INT(vela_http_compressor_new(&c), 0);
    EXPECT_INT(vela_http_compress(c, VELA_HTTP_CODING_GZIP, text, 4000, out, sizeof(out), &n),
               VELA_ELIMIT);
    EXPECT_INT(vela_http_compress(c, VELA_HTTP_CODING_BR, text, 4000, out, sizeof(out), &n),
               VELA_ELIMIT);
    EXPECT_INT(vela_http_compress(c, VELA_HTTP_CODING_IDENTITY, text, 4000, out, sizeof(out), &n),
               VELA_EINVAL);
    EXPECT(round_trip(c, VELA_HTTP_CODING_GZIP, text, 4000, &n)); /* still usable */
    vela_http_compressor_free(c);
    vela_http_compressor_free(NULL);
    free(text);
}

static bool compressible(const char *type)
{
    return vela_http_type_is_compressible(type, strlen(type));
}

static void compressible_types(void)
{
    EXPECT(compressible("application/json"));
    EXPECT(compressible("application/json; charset=utf-8"));
    EXPECT(compressible("APPLICATION/JSON"));
    EXPECT(compressible("text/html; charset=utf-8"));
    EXPECT(compressible("text/plain"));
    EXPECT(compressible("text/css"));
    EXPECT(compressible("application/javascript"));
    EXPECT(compressible("image/svg+xml"));
    EXPECT(compressible("application/problem+json"));
    EXPECT(compressible("application/atom+xml"));
    EXPECT(!compressible("image/png"));
    EXPECT(!compressible("image/webp"));
    EXPECT(!compressible("font/woff2"));
    EXPECT(!compressible("application/octet-stream"));
    EXPECT(!compressible("application/zip"));
    EXPECT(!compressible("text/event-stream")); /* compressing would hold events back */
    EXPECT(!compressible("Text/Event-Stream; charset=utf-8"));
    EXPECT(compressible("TEXT/Plain;charset=utf-8"));
    EXPECT(compressible("Application/LD+JSON"));
    EXPECT(compressible("text/plain ; charset=utf-8"));
    EXPECT(!compressible("text"));
    EXPECT(!compressible("application/jsonx"));
    EXPECT(!compressible(""));
}

/* Whether an answer of `status` with these fields and `len` bytes may be compressed (min 100). */
static bool applies(int status, const char *type, const char *encoding, size_t len)
{
    vela_http_field_t fields[2];
    vela_http_response_head_t head = {.status = status, .fields = fields};

    if (type) {
        fields[head.field_count++] =
            (vela_http_field_t){"content-TYPE", 12, type, strlen(type), 1, false};
    }
    if (encoding) {
        fields[head.field_count++] =
            (vela_http_field_t){"Content-Encoding", 16, encoding, strlen(encoding), 1, false};
    }
    return vela_http_compress_applies(&head, len, 100);
}

static void which_answers(void)
{
    EXPECT(applies(200, "application/json", NULL, 100));
    EXPECT(applies(404, "text/html; charset=utf-8", NULL, 5000));
    EXPECT(!applies(200, "application/json", NULL, 99)); /* under the minimum */
    EXPECT(!applies(200, "image/png", NULL, 5000));      /* not compressible */
    EXPECT(!applies(200, NULL, NULL, 5000));             /* no type: unknown */
    EXPECT(!applies(200, "text/plain", "gzip", 5000));   /* already encoded */
    EXPECT(!applies(206, "text/plain", NULL, 5000));     /* a part */
    EXPECT(!applies(304, "text/plain", NULL, 5000));     /* no body */
    EXPECT(!applies(204, "text/plain", NULL, 5000));
    EXPECT(!applies(101, "text/plain", NULL, 5000));
    EXPECT(vela_http_compress_applies(&(vela_http_response_head_t){.status = 200}, 0, 0) == false);
    /* Content-Encoding before Content-Type, in any case, still means "already encoded" */
    vela_http_field_t encoded_first[2] = {{"CONTENT-ENCODING", 16, "br", 2, 1, false},
                                          {"Content-Type", 12, "text/plain", 10, 1, false}};
    EXPECT(!vela_http_compress_applies(
        &(vela_http_response_head_t){.status = 200, .fields = encoded_first, .field_count = 2},
        5000, 100));
}

UNIT_MAIN(UNIT_TEST(gzip_and_br_round_trip), UNIT_TEST(incompressible_fits_the_bound),
          UNIT_TEST(small_capacity_and_bad_coding), UNIT_TEST(compressible_types),
          UNIT_TEST(which_answers))
