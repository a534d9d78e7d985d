/*
 * The route table (see router.h for the design). Invariants: every route's
 * path starts with '/'; a static route (no placeholder) is reachable from
 * exactly one hash bucket chain; `dynamic` lists the other routes in the
 * order they were added, which is the order they are tried in.
 */
#include "src/router/router.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"

typedef struct route {
    unsigned methods;
    char *path; /* the pattern's text: its spans point here */
    size_t path_len;
    vela_route_pattern_t pattern;
    int next_static; /* next route in the same hash bucket, or -1 */
} route_t;

struct vela_router {
    route_t *routes;
    size_t count, capacity;
    int *buckets; /* heads of the static chains, -1 = empty */
    size_t nbuckets;
    int *dynamic;
    size_t ndynamic, dynamic_capacity;
};

static uint64_t hash(const char *s, size_t len)
{
    uint64_t h = 1469598103934665603ULL; /* FNV-1a */
    for (size_t i = 0; i < len; i++) {
        h = (h ^ (unsigned char)s[i]) * 1099511628211ULL;
    }
    return h;
}

vela_router_t *vela_router_new(void)
{
    return calloc(1, sizeof(vela_router_t));
}

static void free_route(route_t *route)
{
    vela_route_pattern_free(&route->pattern);
    free(route->path);
}

void vela_router_free(vela_router_t *router)
{
    if (router == NULL) {
        return;
    }
    for (size_t i = 0; i < router->count; i++) {
        free_route(&router->routes[i]);
    }
    free(router->routes);
    free(router->buckets);
    free(router->dynamic);
    free(router);
}

unsigned vela_router_method_bit(const char *method, size_t len)
{
    return vela_route_method_bit(method, len);
}

static char *copy(const char *s, size_t len)
{
    char *out = malloc(len + 1);
    if (out != NULL) {
        memcpy(out, s, len);
        out[len] = '\0';
    }
    return out;
}

static int grow(void **items, size_t *capacity, size_t needed, size_t size)
{
    if (needed <= *capacity) {
        return 0;
    }
    size_t cap = *capacity ? *capacity * 2 : 16;
    void *more = realloc(*items, cap * size);
    if (more == NULL) {
        return VELA_ENOMEM;
    }
    *items = more;
    *capacity = cap;
    return 0;
}

static void link_static(vela_router_t *router, int index)
{
    route_t *route = &router->routes[index];
    size_t bucket = hash(route->path, route->path_len) & (router->nbuckets - 1);
    route->next_static = router->buckets[bucket];
    router->buckets[bucket] = index;
}

/* Rebuilds the static table twice as large, linking every static route. */
static int rehash(vela_router_t *router)
{
    size_t n = router->nbuckets ? router->nbuckets * 2 : 64;
    int *buckets = malloc(n * sizeof(int));
    if (buckets == NULL) {
        return VELA_ENOMEM;
    }
    memset(buckets, 0xff, n * sizeof(int));
    free(router->buckets);
    router->buckets = buckets;
    router->nbuckets = n;
    for (size_t i = 0; i < router->count; i++) {
        if (router->routes[i].pattern.nparams == 0) {
            link_static(router, (int)i);
        }
    }
    return 0;
}

static int register_route(vela_router_t *router, int index)
{
    if (router->routes[index].pattern.nparams > 0) {
        if (grow((void **)&router->dynamic, &router->dynamic_capacity, router->ndynamic + 1,
                 sizeof(int)) < 0) {
            return VELA_ENOMEM;
        }
        router->dynamic[router->ndynamic++] = index;
        return 0;
    }
    /* The table stays at most half full; a rebuild links the new route too. */
    if ((router->count - router->ndynamic) * 2 > router->nbuckets) {
        return rehash(router);
    }
    link_static(router, index);
    return 0;
}

int vela_router_add(vela_router_t *router, unsigned methods, const char *path, size_t len,
                    vela_route_pattern_error_t *error)
{
    if (grow((void **)&router->routes, &router->capacity, router->count + 1, sizeof(route_t)) < 0) {
        return VELA_ENOMEM;
    }
    route_t *route = &router->routes[router->count];
    memset(route, 0, sizeof(*route));
    route->methods = methods;
    route->next_static = -1;
    route->path = copy(path, len);
    route->path_len = len;
    int rc = route->path == NULL
                 ? VELA_ENOMEM
                 : vela_route_pattern_parse(route->path, len, &route->pattern, error);
    if (rc < 0) {
        free_route(route);
        return rc;
    }
    int index = (int)router->count++;
    rc = register_route(router, index);
    if (rc < 0) {
        free_route(route);
        router->count--;
        return rc;
    }
    return index;
}

bool vela_router_param_regex(const vela_router_t *router, int route, size_t param,
                             const char **regex, size_t *len)
{
    const route_t *r = &router->routes[route];
    for (size_t i = 0; i < r->pattern.nsegments; i++) {
        const vela_route_segment_t *segment = &r->pattern.segments[i];
        if (vela_route_segment_is_param(segment) && param-- == 0) {
            *regex = r->path + segment->regex.offset;
            *len = segment->regex.len;
            return segment->regex.len > 0;
        }
    }
    return false;
}

const vela_route_pattern_t *vela_router_pattern(const vela_router_t *router, int route,
                                                const char **text)
{
    *text = router->routes[route].path;
    return &router->routes[route].pattern;
}

/* HEAD is served by GET routes too. */
static unsigned accepted(unsigned method)
{
    return method == VELA_METHOD_HEAD ? (VELA_METHOD_HEAD | VELA_METHOD_GET) : method;
}

static void match_static(const vela_router_t *router, unsigned method, const char *path, size_t len,
                         vela_route_match_t *match)
{
    if (router->nbuckets == 0) {
        return;
    }
    int i = router->buckets[hash(path, len) & (router->nbuckets - 1)];
    for (; i >= 0; i = router->routes[i].next_static) {
        const route_t *r = &router->routes[i];
        if (r->path_len != len || memcmp(r->path, path, len) != 0) {
            continue;
        }
        if (r->methods & accepted(method)) {
            match->route = i;
            return;
        }
        match->allowed |= r->methods;
    }
}

/* Matches the path's segments against one dynamic route; fills params on success. */
static bool match_segments(const vela_router_t *router, int index, const char *path, size_t len,
                           vela_route_check_fn check, void *ud, vela_route_match_t *match)
{
    const route_t *r = &router->routes[index];
    size_t pos = 1, nparams = 0;
    for (size_t s = 0; s < r->pattern.nsegments; s++) {
        const vela_route_segment_t *segment = &r->pattern.segments[s];
        if (pos > len) {
            return false;
        }
        const char *slash = memchr(path + pos, '/', len - pos);
        size_t n = slash ? (size_t)(slash - (path + pos)) : len - pos, offset = 0, value_len = 0;
        if (!vela_route_segment_match(r->path, segment, path + pos, n, &offset, &value_len)) {
            return false;
        }
        if (vela_route_segment_is_param(segment)) {
            const char *value = path + pos + offset;
            if (segment->regex.len > 0 &&
                (!check || !check(ud, index, nparams, value, value_len))) {
                return false;
            }
            match->params[nparams++] = (vela_route_param_t){r->path + segment->name.offset,
                                                            segment->name.len, value, value_len};
        }
        pos += n + 1;
    }
    match->nparams = nparams;
    return pos == len + 1;
}

void vela_router_match(const vela_router_t *router, unsigned method, const char *path, size_t len,
                       vela_route_check_fn check, void *ud, vela_route_match_t *match)
{
    match->route = -1;
    match->allowed = 0;
    match->nparams = 0;
    if (len == 0 || path[0] != '/') {
        return;
    }
    match_static(router, method, path, len, match);
    for (size_t i = 0; match->route < 0 && i < router->ndynamic; i++) {
        int index = router->dynamic[i];
        unsigned methods = router->routes[index].methods;
        if ((methods & accepted(method)) == 0 && (methods & ~match->allowed) == 0) {
            continue; /* cannot match, and adds no allowed method */
        }
        if (!match_segments(router, index, path, len, check, ud, match)) {
            continue;
        }
        if (methods & accepted(method)) {
            match->route = index;
        } else {
            match->allowed |= methods;
        }
    }
    if (match->route >= 0) {
        match->allowed = 0;
    } else {
        match->nparams = 0;
    }
}
