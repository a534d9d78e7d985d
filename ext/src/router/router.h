/*
 * The route table: paths and HTTP methods to route numbers, in plain C.
 *
 * Design. Routes come from vgen's routes.php, added once per worker, then
 * matched for every request. Paths are parsed by the one route grammar
 * (route_pattern.h, which vgen uses too, so whatever vgen accepted is
 * served): segments of literal text, or of a placeholder ({id}, {id:regex})
 * with an optional literal prefix and suffix ("/{id}.json"), whose value is
 * the non-empty rest of exactly one path segment.
 *
 * Routes with no placeholder live in a hash table keyed by the whole path,
 * so matching a static route allocates nothing and costs one hash probe.
 * The others form a radix tree keyed on the parsed segments: a node is a
 * position in the path; its edges are the literal segments (sorted, found by
 * binary search) and the placeholder edges (prefix, suffix and kind), tried
 * from the most specific to the least: the longest literal prefix + suffix
 * first, then a regex, then an int, then any value; ties in the order the
 * routes were added. Routes that share a segment share its edge, so a
 * request walks the tree once, segment by segment, and backtracks only where
 * a more specific edge led nowhere. Matching allocates nothing either.
 *
 * Placeholder kinds. VELA_ROUTE_PARAM_INT (one or more ASCII digits) is
 * checked here: the caller marks an untyped placeholder INT (an `int $id`
 * action parameter), and a regex spelled `\d+` or `[0-9]+` is INT too. Any
 * other regex is not evaluated here: the router numbers the distinct regexes
 * (vela_router_regex()) and the caller's check function evaluates them (the
 * binding uses PCRE), so this file needs no PHP.
 *
 * Percent-encoding. Literals are compared in a canonical form, every
 * escape decoded but those of '/', '%' and NUL (kept, in upper case), so
 * "/docs/%69nternal" is the route "/docs/internal", as in nginx or Symfony,
 * and cannot reach a less specific route (and its weaker middleware)
 * instead. Values are percent-decoded while matching, segment by segment,
 * before their kind or regex is checked: the path is split at its own
 * slashes, so a value whose decoding holds a '/' (or a NUL) would smuggle a
 * path into a handler ("..%2F..%2Fetc"), and takes no placeholder. There is
 * no placeholder that spans segments.
 *
 * Methods: a bit set per route. A path that exists for other methods only
 * is "method not allowed" and reports the allowed set (for the Allow
 * header); HEAD falls back to GET, as HTTP requires.
 *
 * Ownership: the router owns copies of everything added; vela_router_free()
 * releases it all. Not thread-safe; one router per worker.
 */
#ifndef VELA_ROUTER_H
#define VELA_ROUTER_H

#include <stdbool.h>
#include <stddef.h>

#include "src/router/route_pattern.h"

#define VELA_ROUTER_MAX_PARAMS VELA_ROUTE_MAX_PARAMS

/* The bits of vela_route_method_bit(), by name. */
enum vela_http_method_bit {
    VELA_METHOD_GET = 1 << 0,
    VELA_METHOD_HEAD = 1 << 1,
    VELA_METHOD_POST = 1 << 2,
    VELA_METHOD_PUT = 1 << 3,
    VELA_METHOD_PATCH = 1 << 4,
    VELA_METHOD_DELETE = 1 << 5,
    VELA_METHOD_OPTIONS = 1 << 6,
};

/* What a placeholder's value must be. */
typedef enum vela_route_param_kind {
    VELA_ROUTE_PARAM_ANY,   /* any non-empty value */
    VELA_ROUTE_PARAM_INT,   /* one or more ASCII digits (checked by the router) */
    VELA_ROUTE_PARAM_REGEX, /* the placeholder's regex (checked by the caller) */
} vela_route_param_kind_t;

typedef struct vela_router vela_router_t;

/* One placeholder value of a match, percent-decoded. */
typedef struct vela_route_param {
    const char *name; /* name_len bytes owned by the router, not NUL-terminated */
    size_t name_len;
    const char *value; /* into the path given to vela_router_match(), or into its scratch */
    size_t len;
} vela_route_param_t;

typedef struct vela_route_match {
    int route;        /* the route's number (order of vela_router_add), or -1 */
    unsigned allowed; /* when route == -1: methods the path exists for (0 = not found) */
    size_t nparams;
    vela_route_param_t params[VELA_ROUTER_MAX_PARAMS];
} vela_route_match_t;

/*
 * Checks a placeholder value (percent-decoded: the bytes the handler will
 * get) against regex number `regex` (vela_router_regex()); returns true when
 * the regex matches the whole value. `ud` is the caller's.
 */
typedef bool (*vela_route_check_fn)(void *ud, size_t regex, const char *value, size_t len);

/* A new empty router, or NULL when out of memory. */
vela_router_t *vela_router_new(void);

/* Frees the router and everything it owns. NULL-safe. */
void vela_router_free(vela_router_t *router);

/* The bit of an HTTP method name ("GET" -> VELA_METHOD_GET); 0 when unknown. */
unsigned vela_router_method_bit(const char *method, size_t len);

/*
 * Adds a route for the methods in `methods` (a bit set) and `path`, a route
 * pattern (route_pattern.h). `kinds` is NULL or holds one kind per
 * placeholder, in path order: VELA_ROUTE_PARAM_INT makes a placeholder
 * without a regex an int; other values, and placeholders with a regex, keep
 * the kind the path gives them. Returns the route's number (0, 1, ...);
 * VELA_EINVAL when the path is not a pattern, with *error (when not NULL)
 * saying where and why; VELA_ENOMEM (the router is then unchanged). The
 * router keeps a copy of the path.
 */
int vela_router_add(vela_router_t *router, unsigned methods, const char *path, size_t len,
                    const vela_route_param_kind_t *kinds, vela_route_pattern_error_t *error);

/* The number of distinct regexes the routes added so far use (0 .. n-1). */
size_t vela_router_regex_count(const vela_router_t *router);

/* Regex number `index` as *len bytes (not NUL-terminated; owned by the router). */
const char *vela_router_regex(const vela_router_t *router, size_t index, size_t *len);

/*
 * The parsed pattern of `route` and, in *text, the path text its spans
 * point into (owned by the router, NUL-terminated): for URL generation.
 */
const vela_route_pattern_t *vela_router_pattern(const vela_router_t *router, int route,
                                                const char **text);

/* The kind of placeholder `param` (0-based, in path order) of `route`. */
vela_route_param_kind_t vela_router_param_kind(const vela_router_t *router, int route,
                                               size_t param);

/*
 * Matches method + path (no query string, still percent-encoded). Fills
 * *match: route >= 0 on success with the placeholder values; otherwise
 * route = -1 and `allowed` is the set of methods that would match (0 for
 * "not found"). Among routes that match, the one reached through the most
 * specific edges wins (see the design note). `check` may be NULL when no
 * route has a regex of kind VELA_ROUTE_PARAM_REGEX.
 *
 * Segments are split at the path's own slashes and literals compared in
 * canonical form (see the design note: "%6De" is "me"); a placeholder's
 * value is percent-decoded before its kind or regex is checked, and a value
 * whose decoding holds a '/' ("%2F") or a NUL, or has a broken escape
 * ("%zz", "%4"), takes no placeholder: a value never spans segments,
 * whatever the encoding. Other bytes are bytes ("%FF" is 0xFF; no UTF-8
 * check). `scratch` is the caller's, at least 2 * `len` bytes: the
 * canonical path and the decoded values are written there, and values stay
 * valid while it does. Allocates nothing.
 */
void vela_router_match(const vela_router_t *router, unsigned method, const char *path, size_t len,
                       vela_route_check_fn check, void *ud, char *scratch,
                       vela_route_match_t *match);

#endif
