/*
 * The Accept-Encoding request header (RFC 9110 §12.5.3): which content
 * coding, of those the server offers, to answer with.
 *
 * Design. A pure function over the field value: no I/O, no allocation, no
 * PHP. Each element is a coding with an optional weight ("gzip;q=0.8"); a
 * coding the client does not name gets the weight of "*" when "*" is
 * listed, and is not acceptable otherwise; a weight of 0 means "not
 * acceptable". The offered coding with the highest weight wins; between
 * equal weights br beats gzip (smaller output for the same text). The
 * answer is identity when no offered coding is acceptable, and also when
 * the client names identity (or "*") with a weight higher than every
 * acceptable coding: it said it prefers the body as is. The server never
 * answers 406 for Accept-Encoding: identity is what it sends when nothing
 * else fits, as nginx and Caddy do.
 *
 * Grammar accepted: a comma-separated list (empty elements skipped) of a
 * token, optional whitespace, then any number of ";" parameters of which
 * only q counts (any case); "x-gzip" is gzip (RFC 9110 §8.4.1.3). A q value
 * must be "0" or "1" with up to three decimals and at most 1.000; an element
 * with an invalid q, or that is not a token, is ignored as a whole, so that
 * a malformed element can never make a coding acceptable.
 */
#ifndef VELA_HTTP_ACCEPT_ENCODING_H
#define VELA_HTTP_ACCEPT_ENCODING_H

#include <stddef.h>

/* The content codings the server can produce. */
enum vela_http_coding {
    VELA_HTTP_CODING_IDENTITY = 0,
    VELA_HTTP_CODING_GZIP = 1,
    VELA_HTTP_CODING_BR = 2,
};

/* A set of codings: a bit per enum value above the identity. */
#define VELA_HTTP_CODING_BIT(coding) (1u << (coding))
#define VELA_HTTP_CODINGS_ALL                                                                      \
    (VELA_HTTP_CODING_BIT(VELA_HTTP_CODING_GZIP) | VELA_HTTP_CODING_BIT(VELA_HTTP_CODING_BR))

/*
 * Chooses the coding for a response to a request whose Accept-Encoding
 * value is the `len` bytes at `value` (NULL: no such header, which means
 * identity), among the codings in `offered` (VELA_HTTP_CODING_BIT()s).
 * Returns one of `offered`, or VELA_HTTP_CODING_IDENTITY. Any context; reads
 * only the bytes given.
 */
enum vela_http_coding vela_http_accept_encoding_choose(const char *value, size_t len,
                                                       unsigned offered);

/* The coding's name as Content-Encoding writes it ("gzip", "br"; "identity"). Static. */
const char *vela_http_coding_name(enum vela_http_coding coding);

#endif
