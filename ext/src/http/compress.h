/*
 * Response compression: which responses are worth compressing, and the
 * compression itself (gzip through zlib, br through libbrotlienc).
 *
 * Design. A compressor is made once per serving loop and reused for every
 * response: zlib's deflate state (about 256 KB) is reset, not rebuilt, per
 * body; brotli's one-shot encoder builds its state per call (its API keeps
 * no reusable one-shot state). The caller sizes the output with
 * vela_http_compress_bound(), so a body is compressed in one call into one
 * buffer that the caller owns, and nothing of the compressor's outlives the
 * call. Levels are fixed: gzip 5 and brotli quality 5, where both are a few
 * microseconds per KB of JSON and within a few percent of their best size
 * on bodies of a few KB (the levels nginx, Caddy and CDNs serve dynamic
 * content at).
 *
 * Which responses: vela_http_compress_applies() says whether an answer may
 * be compressed at all (status, size, type, an encoding of its own); the
 * binding (ext/php/http/exchange.c) then asks Accept-Encoding and adds the
 * fields.
 */
#ifndef VELA_HTTP_COMPRESS_H
#define VELA_HTTP_COMPRESS_H

#include <stdbool.h>
#include <stddef.h>

#include "src/http/accept_encoding.h"
#include "src/http/response_head.h"

#define VELA_HTTP_GZIP_LEVEL 5
#define VELA_HTTP_BROTLI_QUALITY 5

typedef struct vela_http_compressor vela_http_compressor_t;

/*
 * Makes a compressor into *out. Returns 0 or VELA_ENOMEM. Heap-allocated:
 * free it with vela_http_compressor_free(). Any context.
 */
int vela_http_compressor_new(vela_http_compressor_t **out);

/* Frees a compressor; NULL-safe. */
void vela_http_compressor_free(vela_http_compressor_t *compressor);

/*
 * The most bytes compressing `len` bytes with `coding` (gzip or br) can
 * produce: the capacity to give vela_http_compress(). Any context.
 */
size_t vela_http_compress_bound(enum vela_http_coding coding, size_t len);

/*
 * Compresses in[0..len) with `coding` (gzip or br) into out[0..cap) and
 * stores the compressed length in *out_len. Returns 0, VELA_EINVAL for
 * another coding, VELA_ELIMIT when `cap` is too small (never with the
 * bound), or VELA_ENOMEM. One call at a time per compressor (one per loop).
 */
int vela_http_compress(vela_http_compressor_t *compressor, enum vela_http_coding coding,
                       const char *in, size_t len, char *out, size_t cap, size_t *out_len);

/*
 * True when a Content-Type value (parameters allowed, any case) names a
 * type that compresses well: text/ *, JSON, JavaScript, XML, SVG, and the
 * +json and +xml suffixes. Images, fonts, archives and unknown types are
 * not compressed. Any context.
 */
bool vela_http_type_is_compressible(const char *type, size_t len);

/*
 * True when the answer described by `head` (its status and the
 * application's fields) with a body of `len` bytes may be compressed: the
 * status carries a whole body (not 206, 304, 204 or 1xx), the body has at
 * least `min_size` bytes (and at least one), its Content-Type is
 * compressible and it has no Content-Encoding already. Any context.
 */
bool vela_http_compress_applies(const vela_http_response_head_t *head, size_t len, size_t min_size);

/*
 * The field named `lower_name` (any case) among fields[0..n), or NULL. Any
 * context.
 */
const vela_http_field_t *vela_http_fields_find(const vela_http_field_t *fields, size_t n,
                                               const char *lower_name);

#endif
