/*
 * The route table: paths and HTTP methods to route numbers, in plain C.
 *
 * Design. Routes come from vgen's routes.php, added once per worker, then
 * matched for every request. A path is split into segments; a segment is a
 * literal or a placeholder ({id} or {id:regex}) that matches exactly one
 * non-empty segment. Routes with no placeholder live in a hash table keyed
 * by the whole path, so matching a static route allocates nothing and costs
 * one hash probe; the others are tried in declaration order, segment by
 * segment. A placeholder's regex is not evaluated here: the caller passes a
 * check function (the binding uses PCRE), so this file needs no PHP.
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

#define VELA_ROUTER_MAX_PARAMS 16

enum vela_http_method_bit {
    VELA_METHOD_GET = 1 << 0,
    VELA_METHOD_HEAD = 1 << 1,
    VELA_METHOD_POST = 1 << 2,
    VELA_METHOD_PUT = 1 << 3,
    VELA_METHOD_PATCH = 1 << 4,
    VELA_METHOD_DELETE = 1 << 5,
    VELA_METHOD_OPTIONS = 1 << 6,
};

typedef struct vela_router vela_router_t;

/* One placeholder value of a match: a slice of the matched path. */
typedef struct vela_route_param {
    const char *name;  /* owned by the router */
    const char *value; /* points into the path given to vela_router_match() */
    size_t len;
} vela_route_param_t;

typedef struct vela_route_match {
    int route;        /* the route's number (order of vela_router_add), or -1 */
    unsigned allowed; /* when route == -1: methods the path exists for (0 = not found) */
    size_t nparams;
    vela_route_param_t params[VELA_ROUTER_MAX_PARAMS];
} vela_route_match_t;

/*
 * Checks a placeholder value against the regex given at vela_router_add();
 * returns true when it matches the whole value. `ud` is the caller's.
 */
typedef bool (*vela_route_check_fn)(void *ud, int route, size_t param, const char *value,
                                    size_t len);

/* A new empty router, or NULL when out of memory. */
vela_router_t *vela_router_new(void);

/* Frees the router and everything it owns. NULL-safe. */
void vela_router_free(vela_router_t *router);

/* The bit of an HTTP method name ("GET" -> VELA_METHOD_GET); 0 when unknown. */
unsigned vela_router_method_bit(const char *method, size_t len);

/*
 * Adds a route for the methods in `methods` (a bit set) and `path` (must
 * start with '/'). Returns the route's number (0, 1, ...), VELA_EINVAL for
 * a malformed path (unclosed brace, empty name, more than
 * VELA_ROUTER_MAX_PARAMS placeholders, a placeholder that is not a whole
 * segment), VELA_ENOMEM. A placeholder's regex ({id:\d+}) is kept with the
 * route: vela_router_param_regex() returns it.
 */
int vela_router_add(vela_router_t *router, unsigned methods, const char *path, size_t len);

/* The regex of placeholder `param` of `route` (NUL-terminated), or NULL when it has none. */
const char *vela_router_param_regex(const vela_router_t *router, int route, size_t param);

/*
 * Matches method + path (no query string). Fills *match: route >= 0 on
 * success with the placeholder values; otherwise route = -1 and `allowed`
 * is the set of methods that would match (0 for "not found"). `check` may
 * be NULL when no route has a regex. Allocates nothing.
 */
void vela_router_match(const vela_router_t *router, unsigned method, const char *path, size_t len,
                       vela_route_check_fn check, void *ud, vela_route_match_t *match);

#endif
