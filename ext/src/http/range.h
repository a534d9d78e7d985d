/*
 * The Range request header (RFC 9110 §14.1.2, §14.2) against a
 * representation of known size: which bytes to send, if any.
 *
 * Design. A pure function over the field value: no I/O, no allocation, no
 * PHP. The server answers from its verdict: the whole body (200) when the
 * header is absent, not in bytes, malformed or asks for several ranges; one
 * part (206, Content-Range "bytes first-last/size") for one satisfiable
 * range; 416 (Content-Range: "bytes", an asterisk, "/size") when no range
 * overlaps the representation. Several ranges are answered with the whole body rather
 * than multipart/byteranges (RFC 9110 allows ignoring Range): what browsers
 * and download managers send is one range. An invalid range-set is ignored
 * as a whole, as RFC 9110 §14.2 asks ("bytes=1-2-3", "bytes=0--5",
 * "bytes=5-1", "bytes=", "bytes=a-b").
 *
 * Grammar accepted: "bytes" (any case) "=" then a comma-separated list of
 * "first-last", "first-" or "-suffix", decimal digits only, with optional
 * spaces or tabs around each element; empty elements are skipped (RFC 9110
 * §5.6.1). Numbers too large for 64 bits saturate, which keeps their
 * meaning: a first-pos past any size, a last-pos or suffix covering all.
 */
#ifndef VELA_HTTP_RANGE_H
#define VELA_HTTP_RANGE_H

#include <stddef.h>
#include <stdint.h>

enum vela_http_range_result {
    VELA_HTTP_RANGE_WHOLE,         /* answer 200 with the whole body */
    VELA_HTTP_RANGE_PART,          /* answer 206 with the part in *out */
    VELA_HTTP_RANGE_UNSATISFIABLE, /* answer 416 */
};

/* The bytes [first, first + length) of the representation; length >= 1. */
typedef struct vela_http_range {
    uint64_t first;
    uint64_t length;
} vela_http_range_t;

/*
 * Decides how to answer a request whose Range value is the `len` bytes at
 * `value` (NULL or len 0: no Range) for a representation of `size` bytes.
 * Fills *out for VELA_HTTP_RANGE_PART only. A zero-length representation
 * has no part to send: a suffix range on it is answered whole, any other
 * range is unsatisfiable. Any context; reads only the bytes given.
 */
enum vela_http_range_result vela_http_range_parse(const char *value, size_t len, uint64_t size,
                                                  vela_http_range_t *out);

/*
 * Writes the Content-Range value for `result` into `buf` (`cap` bytes, at
 * least VELA_HTTP_CONTENT_RANGE_MAX): "bytes first-last/size" for a part;
 * "bytes", an asterisk and "/size" when unsatisfiable. Returns its length,
 * 0 for VELA_HTTP_RANGE_WHOLE. Any context.
 */
size_t vela_http_content_range(enum vela_http_range_result result, const vela_http_range_t *range,
                               uint64_t size, char *buf, size_t cap);

/* Longest Content-Range value vela_http_content_range() writes, with its NUL. */
#define VELA_HTTP_CONTENT_RANGE_MAX 72

#endif
