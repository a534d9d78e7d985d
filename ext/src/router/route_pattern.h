/*
 * Route patterns: the one grammar of route paths, shared by vgen (which
 * rejects a bad pattern at compile time, naming file:line:col) and the
 * router (which serves what vgen accepted). Plain C, no I/O, no PHP.
 *
 *   pattern     = 1*( "/" segment )
 *   segment     = [ literal ] [ placeholder [ literal ] ]
 *   literal     = 1*( unreserved / pct-encoded / sub-delims / ":" / "@" )
 *   placeholder = "{" name [ ":" regex ] "}"
 *   name        = ( ALPHA / "_" / %x80-FF ) *( ALPHA / DIGIT / "_" / %x80-FF )
 *   regex       = 1*( any byte but a control character; "{" and "}" balance
 *                 unless escaped as "\{" "\}" )
 *
 * literal is RFC 3986's pchar without braces, so a literal can appear in a
 * request target as written. Only the last segment may be empty: "/" is the
 * root and "/users/" has a trailing slash (a route of its own); "/a//b" is an
 * error. A segment holds at most one placeholder, with an optional literal
 * prefix and suffix ("/v{version}", "/{id}.json", "/file-{id}.txt"): the
 * placeholder's value is what lies between them, and must not be empty.
 * Placeholder names are unique in a pattern; a pattern has at most
 * VELA_ROUTE_MAX_PARAMS of them. A regex is not compiled here: vgen checks it
 * with PCRE2, the router's caller evaluates it.
 *
 * Representation. A parsed pattern is a list of segments, each made of
 * slices (offset + length) of the pattern text: the literal prefix, the
 * placeholder's name and regex, the literal suffix. A literal segment has
 * only a prefix. The root "/" is one empty literal segment, and a trailing
 * slash is an empty last segment, so a request path split at its slashes
 * lines up with the segments one to one. This is the shape a radix tree
 * keys on (a literal segment is an edge; a placeholder segment is a
 * prefix/suffix edge with a typed value), and a later placeholder type
 * ({id:int}) is one more slice.
 *
 * Ownership: the caller owns the text and the vela_route_pattern_t; the
 * segment array is heap memory released by vela_route_pattern_free().
 * Spans point into the text given to the parser, which must outlive them.
 */
#ifndef VELA_ROUTE_PATTERN_H
#define VELA_ROUTE_PATTERN_H

#include <stdbool.h>
#include <stddef.h>

#define VELA_ROUTE_MAX_PARAMS 16

/* A slice of the pattern text. */
typedef struct vela_route_span {
    size_t offset, len;
} vela_route_span_t;

typedef struct vela_route_segment {
    vela_route_span_t prefix; /* literal before the placeholder; a literal segment's whole text */
    vela_route_span_t name;   /* the placeholder's name; len 0 in a literal segment */
    vela_route_span_t regex;  /* the placeholder's regex; len 0 when it has none */
    vela_route_span_t suffix; /* literal after the placeholder */
} vela_route_segment_t;

typedef struct vela_route_pattern {
    vela_route_segment_t *segments; /* heap; nsegments >= 1 once parsed */
    size_t nsegments;
    size_t nparams;
} vela_route_pattern_t;

/* Why a pattern was rejected: where (a byte offset in the text) and what. */
typedef struct vela_route_pattern_error {
    size_t offset;
    const char *message; /* static English text, e.g. "unclosed '{'" */
} vela_route_pattern_error_t;

/*
 * Parses text[0..len) into *pattern (overwritten). Returns 0; VELA_EINVAL
 * when the text is not a pattern, with *error (when not NULL) saying where
 * and why; VELA_ENOMEM. On failure *pattern holds nothing to free. Any
 * context, any thread.
 */
int vela_route_pattern_parse(const char *text, size_t len, vela_route_pattern_t *pattern,
                             vela_route_pattern_error_t *error);

/* Releases the segment array. NULL-safe; the pattern is then empty. */
void vela_route_pattern_free(vela_route_pattern_t *pattern);

/* True when the segment holds a placeholder. */
static inline bool vela_route_segment_is_param(const vela_route_segment_t *segment)
{
    return segment->name.len > 0;
}

/*
 * Matches one request path segment s[0..len) (no slash) against `segment`
 * of a pattern whose text is `text`. For a literal segment: equality. For a
 * placeholder segment: s starts with the prefix, ends with the suffix and
 * leaves a non-empty value between them, stored as *value_offset (in s) and
 * *value_len; the regex, if any, is the caller's to check. Allocates nothing.
 */
bool vela_route_segment_match(const char *text, const vela_route_segment_t *segment, const char *s,
                              size_t len, size_t *value_offset, size_t *value_len);

/*
 * Writes the canonical form of in[0..len) to out (room for len bytes) and
 * returns its length: every escape decoded ("%6De" is "me"), except those of
 * '/', '%' and NUL, which stay escaped in upper case ("%2f" is "%2F"), so a
 * '/' still means a segment boundary and no text has two spellings. A broken
 * escape stays as it is. The router compares route literals and request
 * paths in this form, as nginx and Symfony compare decoded paths, and vgen
 * compares routes in it: two literals with one canonical form are one route.
 * Allocates nothing; any context.
 */
size_t vela_route_literal_canonicalize(const char *in, size_t len, char *out);

/*
 * The bit of an HTTP method a route can be declared for: GET, HEAD, POST,
 * PUT, PATCH, DELETE, OPTIONS, in that order from bit 0 (case-sensitive, as
 * HTTP methods are). 0 for any other name.
 */
unsigned vela_route_method_bit(const char *method, size_t len);

/* The name of method bit `index` (0-based, in the order above), or NULL past the last. */
const char *vela_route_method_name(unsigned index);

#endif
