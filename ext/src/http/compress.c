/*
 * Response compression (see compress.h): one reusable deflate state for
 * gzip, brotli's one-shot encoder for br, and the list of media types worth
 * compressing.
 *
 * Invariants: the deflate state is always reset before use, so a failed
 * call leaves nothing behind for the next one.
 */
#include "src/http/compress.h"

#include <brotli/encode.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <zlib.h>

#include "src/core/error.h"
#include "src/http/swar.h"

struct vela_http_compressor {
    z_stream deflate;
};

int vela_http_compressor_new(vela_http_compressor_t **out)
{
    vela_http_compressor_t *compressor = calloc(1, sizeof(*compressor));

    *out = NULL;
    if (compressor == NULL) {
        return VELA_ENOMEM;
    }
    /* 31 = a 32 KB window (15) with the gzip wrapper (+16); memLevel 8 is zlib's default */
    if (deflateInit2(&compressor->deflate, VELA_HTTP_GZIP_LEVEL, Z_DEFLATED, 31, 8,
                     Z_DEFAULT_STRATEGY) != Z_OK) {
        free(compressor);
        return VELA_ENOMEM;
    }
    *out = compressor;
    return 0;
}

void vela_http_compressor_free(vela_http_compressor_t *compressor)
{
    if (compressor == NULL) {
        return;
    }
    deflateEnd(&compressor->deflate);
    free(compressor);
}

size_t vela_http_compress_bound(enum vela_http_coding coding, size_t len)
{
    if (coding == VELA_HTTP_CODING_BR) {
        size_t bound = BrotliEncoderMaxCompressedSize(len);

        return bound ? bound : len + 1024; /* 0: too large to say; the call reports ELIMIT */
    }
    /* deflateBound() for these parameters, plus the gzip header and trailer it may omit */
    return len + (len >> 12) + (len >> 14) + (len >> 25) + 13 + 18 + 64;
}

static int gzip(z_stream *z, const char *in, size_t len, char *out, size_t cap, size_t *out_len)
{
    int rc;

    if (deflateReset(z) != Z_OK) {
        return VELA_ENOMEM;
    }
    if (len > UINT32_MAX || cap > UINT32_MAX) {
        return VELA_ELIMIT; /* zlib counts in 32 bits; bodies of 4 GB are not compressed */
    }
    z->next_in = (Bytef *)in;
    z->avail_in = (uInt)len;
    z->next_out = (Bytef *)out;
    z->avail_out = (uInt)cap;
    rc = deflate(z, Z_FINISH);
    if (rc != Z_STREAM_END) {
        return rc == Z_OK || rc == Z_BUF_ERROR ? VELA_ELIMIT : VELA_ENOMEM;
    }
    *out_len = cap - z->avail_out;
    return 0;
}

static int brotli(const char *in, size_t len, char *out, size_t cap, size_t *out_len)
{
    size_t written = cap;

    if (!BrotliEncoderCompress(VELA_HTTP_BROTLI_QUALITY, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT,
                               len, (const uint8_t *)in, &written, (uint8_t *)out)) {
        return VELA_ELIMIT; /* the only failure of the one-shot API short of memory */
    }
    *out_len = written;
    return 0;
}

int vela_http_compress(vela_http_compressor_t *compressor, enum vela_http_coding coding,
                       const char *in, size_t len, char *out, size_t cap, size_t *out_len)
{
    switch (coding) {
    case VELA_HTTP_CODING_GZIP:
        return gzip(&compressor->deflate, in, len, out, cap, out_len);
    case VELA_HTTP_CODING_BR:
        return brotli(in, len, out, cap, out_len);
    default:
        return VELA_EINVAL;
    }
}

/*
 * Whether the 8 bytes at s equal `lower` (8 bytes, lower case) in any case.
 * Only letter positions are folded, with `letters` holding 0x20 at exactly
 * those: c | 0x20 == 'x' holds for 'x' and 'X' alone, so the test is exact.
 * Every answer's Content-Type goes through here; a libc strncasecmp() call
 * cost more than the bytes it compares.
 */
static bool word_equals_lower(const char *s, const char *lower, const char *letters)
{
    return (vela__http_load_word(s) | vela__http_load_word(letters)) == vela__http_load_word(lower);
}

static const char all_letters[8] = {0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20};
/* "content-": seven letters, then '-' */
static const char content_letters[8] = {0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0};

/* Whether s (len bytes) starts with "text/" in any case. */
static bool is_text(const char *s, size_t len)
{
    return len >= 5 && (s[0] | 0x20) == 't' && (s[1] | 0x20) == 'e' && (s[2] | 0x20) == 'x' &&
           (s[3] | 0x20) == 't' && s[4] == '/';
}

/* Whether the 4 bytes at s are "type" in any case. */
static bool is_type(const char *s)
{
    return (s[0] | 0x20) == 't' && (s[1] | 0x20) == 'y' && (s[2] | 0x20) == 'p' &&
           (s[3] | 0x20) == 'e';
}

static bool has_suffix(const char *s, size_t len, const char *suffix)
{
    size_t n = strlen(suffix);

    return len >= n && strncasecmp(s + len - n, suffix, n) == 0;
}

bool vela_http_type_is_compressible(const char *type, size_t len)
{
    static const char *const exact[] = {
        "application/json",
        "application/javascript",
        "application/xml",
        "application/xhtml+xml",
        "application/ld+json",
        "application/manifest+json",
        "application/x-javascript",
        "application/wasm",
        "image/svg+xml",
        "application/x-ndjson",
        "application/graphql-response+json",
    };
    size_t n = 0;

    if (is_text(type, len)) { /* the common case, decided without measuring the media type */
        return !(len >= 17 && (type[5] | 0x20) == 'e' &&
                 strncasecmp(type, "text/event-stream", 17) == 0);
    }
    while (n < len && type[n] != ';' && type[n] != ' ' && type[n] != '\t') {
        n++; /* the media type without its parameters */
    }
    if (has_suffix(type, n, "+json") || has_suffix(type, n, "+xml")) {
        return true;
    }
    for (size_t i = 0; i < sizeof(exact) / sizeof(exact[0]); i++) {
        if (strlen(exact[i]) == n && strncasecmp(type, exact[i], n) == 0) {
            return true;
        }
    }
    return false;
}

const vela_http_field_t *vela_http_fields_find(const vela_http_field_t *fields, size_t n,
                                               const char *lower_name)
{
    size_t len = strlen(lower_name);

    for (size_t i = 0; i < n; i++) {
        if (fields[i].name_len == len && strncasecmp(fields[i].name, lower_name, len) == 0) {
            return &fields[i];
        }
    }
    return NULL;
}

/*
 * One pass over the fields for both names: Content-Type (12 bytes) and
 * Content-Encoding (16), told apart by length before any comparison.
 */
bool vela_http_compress_applies(const vela_http_response_head_t *head, size_t len, size_t min_size)
{
    const vela_http_field_t *type = NULL;

    if (len == 0 || len < min_size || head->status == 206 ||
        !vela_http_status_allows_body(head->status)) {
        return false;
    }
    for (size_t i = 0; i < head->field_count; i++) {
        const vela_http_field_t *field = &head->fields[i];

        if (field->name_len == 16 && word_equals_lower(field->name, "content-", content_letters) &&
            word_equals_lower(field->name + 8, "encoding", all_letters)) {
            return false;
        }
        if (field->name_len == 12 && type == NULL &&
            word_equals_lower(field->name, "content-", content_letters) &&
            is_type(field->name + 8)) {
            type = field;
        }
    }
    return type != NULL && vela_http_type_is_compressible(type->value, type->value_len);
}
