/*
 * The route table (see router.h for the design). Invariants: every route's
 * path starts with '/'; a static route (no placeholder) is reachable from
 * exactly one hash bucket chain; every dynamic route ends at exactly one
 * tree node, listed there in the order routes were added; a node's literal
 * edges are sorted by (length, bytes) and unique; its placeholder edges are
 * unique by (prefix, suffix, kind, regex) and sorted by specificity; edge
 * texts are canonical (vela_route_literal_canonicalize()) and point into the canon buffer of
 * the route that created the edge, which lives as long as the router; the
 * static hash is keyed on canonical paths too.
 */
#include "src/router/router.h"

#include "src/core/ascii.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"

typedef struct node node_t;

typedef struct literal_edge {
    const char *text;
    size_t len;
    node_t *to;
} literal_edge_t;

typedef struct param_edge {
    const char *prefix, *suffix;
    size_t prefix_len, suffix_len;
    vela_route_param_kind_t kind;
    size_t regex; /* the regex's number when kind is REGEX */
    node_t *to;
} param_edge_t;

struct node {
    literal_edge_t *literals;
    size_t nliterals, literals_capacity;
    param_edge_t *params;
    size_t nparams, params_capacity;
    int *routes; /* routes ending here, in the order they were added */
    size_t nroutes, routes_capacity;
};

typedef struct route {
    unsigned methods;
    char *path; /* the pattern's text: its spans point here */
    size_t path_len;
    char *canon; /* canonical texts: a static route's path, or a dynamic one's literals */
    size_t canon_len;
    vela_route_pattern_t pattern;
    vela_route_param_kind_t kinds[VELA_ROUTE_MAX_PARAMS];
    int next_static; /* next route in the same hash bucket, or -1 */
} route_t;

typedef struct regex {
    const char *text; /* in some route's path */
    size_t len;
} regex_t;

struct vela_router {
    route_t *routes;
    size_t count, capacity;
    int *buckets; /* heads of the static chains, -1 = empty */
    size_t nbuckets, nstatic;
    node_t root; /* the dynamic routes */
    regex_t *regexes;
    size_t nregexes, regexes_capacity;
};

/* The last 0..7 bytes of a key as a word, without a variable-length memcpy (a libc call): two
 * overlapping 4-byte loads, or the first, middle and last byte. The length is mixed in apart. */
static uint64_t tail_word(const char *s, size_t len)
{
    if (len >= 4) {
        uint32_t low, high;
        memcpy(&low, s, 4);
        memcpy(&high, s + len - 4, 4);
        return low | (uint64_t)high << 32;
    }
    if (len == 0) {
        return 0;
    }
    const unsigned char *u = (const unsigned char *)s;
    return u[0] | (uint64_t)u[len / 2] << 8 | (uint64_t)u[len - 1] << 16;
}

/* The static table's hash: eight bytes a step (a byte a step was a third of a static match),
 * each folded in by a multiply and a shift, the length mixed in so "/a" and "/a\0" differ. */
static uint64_t hash(const char *s, size_t len)
{
    const uint64_t k = 0xff51afd7ed558ccdULL;
    uint64_t h = 0x9e3779b97f4a7c15ULL ^ len, w;
    for (; len >= 8; s += 8, len -= 8) {
        memcpy(&w, s, 8);
        h = (h ^ w) * k;
        h ^= h >> 32;
    }
    h = (h ^ tail_word(s, len)) * k;
    return h ^ (h >> 29);
}

vela_router_t *vela_router_new(void)
{
    return calloc(1, sizeof(vela_router_t));
}

static void free_node(node_t *node)
{
    for (size_t i = 0; i < node->nliterals; i++) {
        free_node(node->literals[i].to);
        free(node->literals[i].to);
    }
    for (size_t i = 0; i < node->nparams; i++) {
        free_node(node->params[i].to);
        free(node->params[i].to);
    }
    free(node->literals);
    free(node->params);
    free(node->routes);
}

static void free_route(route_t *route)
{
    vela_route_pattern_free(&route->pattern);
    free(route->path);
    free(route->canon);
}

void vela_router_free(vela_router_t *router)
{
    if (router == NULL) {
        return;
    }
    for (size_t i = 0; i < router->count; i++) {
        free_route(&router->routes[i]);
    }
    free_node(&router->root);
    free(router->routes);
    free(router->buckets);
    free(router->regexes);
    free(router);
}

unsigned vela_router_method_bit(const char *method, size_t len)
{
    return vela_route_method_bit(method, len);
}

static int grow(void **items, size_t *capacity, size_t needed, size_t size)
{
    if (needed <= *capacity) {
        return 0;
    }
    size_t cap = *capacity ? *capacity * 2 : 4;
    void *more = realloc(*items, cap * size);
    if (more == NULL) {
        return VELA_ENOMEM;
    }
    *items = more;
    *capacity = cap;
    return 0;
}

/* ---- canonical text ---------------------------------------------------------------- */

/* The canonical form of span of route's path, appended to route->canon. */
static const char *canonical_span(route_t *route, vela_route_span_t span, size_t *len)
{
    char *at = route->canon + route->canon_len;
    *len = vela_route_literal_canonicalize(route->path + span.offset, span.len, at);
    route->canon_len += *len;
    return at;
}

/* ---- static routes ----------------------------------------------------------------- */

static void link_static(vela_router_t *router, int index)
{
    route_t *route = &router->routes[index];
    size_t bucket = hash(route->canon, route->canon_len) & (router->nbuckets - 1);
    route->next_static = router->buckets[bucket];
    router->buckets[bucket] = index;
}

/* Makes room for one more static route: the table stays at most half full. */
static int reserve_static(vela_router_t *router)
{
    if ((router->nstatic + 1) * 2 <= router->nbuckets) {
        return 0;
    }
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

/* ---- the tree ---------------------------------------------------------------------- */

static int compare_literal(const char *a, size_t alen, const char *b, size_t blen)
{
    if (alen != blen) {
        return alen < blen ? -1 : 1;
    }
    return memcmp(a, b, alen);
}

/* The position of literal s in node's sorted edges; *found says whether it is there. */
static size_t find_literal(const node_t *node, const char *s, size_t len, bool *found)
{
    size_t lo = 0, hi = node->nliterals;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = compare_literal(node->literals[mid].text, node->literals[mid].len, s, len);
        if (c == 0) {
            *found = true;
            return mid;
        }
        if (c < 0) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    *found = false;
    return lo;
}

static node_t *literal_child(node_t *node, const char *s, size_t len)
{
    bool found;
    size_t at = find_literal(node, s, len, &found);
    if (found) {
        return node->literals[at].to;
    }
    node_t *child = calloc(1, sizeof(node_t));
    if (child == NULL || grow((void **)&node->literals, &node->literals_capacity,
                              node->nliterals + 1, sizeof(literal_edge_t)) < 0) {
        free(child);
        return NULL;
    }
    memmove(&node->literals[at + 1], &node->literals[at],
            (node->nliterals - at) * sizeof(literal_edge_t));
    node->literals[at] = (literal_edge_t){s, len, child};
    node->nliterals++;
    return child;
}

/* Lower ranks are tried first: the longest literal around the value, then regex, int, any. */
static int edge_rank(const param_edge_t *e)
{
    static const int kind_rank[] = {
        [VELA_ROUTE_PARAM_ANY] = 2, [VELA_ROUTE_PARAM_INT] = 1, [VELA_ROUTE_PARAM_REGEX] = 0};
    return kind_rank[e->kind] - 4 * (int)(e->prefix_len + e->suffix_len);
}

static bool same_edge(const param_edge_t *a, const param_edge_t *b)
{
    return a->kind == b->kind && (a->kind != VELA_ROUTE_PARAM_REGEX || a->regex == b->regex) &&
           compare_literal(a->prefix, a->prefix_len, b->prefix, b->prefix_len) == 0 &&
           compare_literal(a->suffix, a->suffix_len, b->suffix, b->suffix_len) == 0;
}

static node_t *param_child(node_t *node, param_edge_t edge)
{
    size_t at = node->nparams;
    for (size_t i = 0; i < node->nparams; i++) {
        if (same_edge(&node->params[i], &edge)) {
            return node->params[i].to;
        }
        if (at == node->nparams && edge_rank(&edge) < edge_rank(&node->params[i])) {
            at = i; /* before the first less specific edge: ties stay in added order */
        }
    }
    edge.to = calloc(1, sizeof(node_t));
    if (edge.to == NULL || grow((void **)&node->params, &node->params_capacity, node->nparams + 1,
                                sizeof(param_edge_t)) < 0) {
        free(edge.to);
        return NULL;
    }
    memmove(&node->params[at + 1], &node->params[at], (node->nparams - at) * sizeof(param_edge_t));
    node->params[at] = edge;
    node->nparams++;
    return edge.to;
}

/* The number of regex `text`, added when new; -1 when out of memory. */
static long regex_number(vela_router_t *router, const char *text, size_t len)
{
    for (size_t i = 0; i < router->nregexes; i++) {
        if (compare_literal(router->regexes[i].text, router->regexes[i].len, text, len) == 0) {
            return (long)i;
        }
    }
    if (grow((void **)&router->regexes, &router->regexes_capacity, router->nregexes + 1,
             sizeof(regex_t)) < 0) {
        return -1;
    }
    router->regexes[router->nregexes] = (regex_t){text, len};
    return (long)router->nregexes++;
}

static bool is_digits_regex(const char *text, size_t len)
{
    return (len == 3 && memcmp(text, "\\d+", 3) == 0) ||
           (len == 6 && memcmp(text, "[0-9]+", 6) == 0);
}

/* The kinds of a route's placeholders, from its regexes and the caller's hints. */
static void assign_kinds(route_t *route, const vela_route_param_kind_t *hints)
{
    size_t param = 0;
    for (size_t i = 0; i < route->pattern.nsegments; i++) {
        const vela_route_segment_t *s = &route->pattern.segments[i];
        if (!vela_route_segment_is_param(s)) {
            continue;
        }
        vela_route_param_kind_t kind = hints && hints[param] == VELA_ROUTE_PARAM_INT
                                           ? VELA_ROUTE_PARAM_INT
                                           : VELA_ROUTE_PARAM_ANY;
        if (s->regex.len > 0) {
            kind = is_digits_regex(route->path + s->regex.offset, s->regex.len)
                       ? VELA_ROUTE_PARAM_INT
                       : VELA_ROUTE_PARAM_REGEX;
        }
        route->kinds[param++] = kind;
    }
}

/* The edge a placeholder segment of `route` takes; false when out of memory. */
static bool make_param_edge(vela_router_t *router, route_t *route, const vela_route_segment_t *s,
                            vela_route_param_kind_t kind, param_edge_t *edge)
{
    *edge = (param_edge_t){.kind = kind};
    edge->prefix = canonical_span(route, s->prefix, &edge->prefix_len);
    edge->suffix = canonical_span(route, s->suffix, &edge->suffix_len);
    if (kind == VELA_ROUTE_PARAM_REGEX) {
        long number = regex_number(router, route->path + s->regex.offset, s->regex.len);
        edge->regex = (size_t)number;
        return number >= 0;
    }
    return true;
}

/* Inserts dynamic route `index` into the tree. */
static int insert_dynamic(vela_router_t *router, int index)
{
    route_t *route = &router->routes[index];
    node_t *node = &router->root;
    size_t param = 0;
    for (size_t i = 0; node != NULL && i < route->pattern.nsegments; i++) {
        const vela_route_segment_t *s = &route->pattern.segments[i];
        param_edge_t edge;
        size_t len;
        if (!vela_route_segment_is_param(s)) {
            const char *literal = canonical_span(route, s->prefix, &len);
            node = literal_child(node, literal, len);
        } else if (make_param_edge(router, route, s, route->kinds[param++], &edge)) {
            node = param_child(node, edge);
        } else {
            node = NULL;
        }
    }
    if (node == NULL ||
        grow((void **)&node->routes, &node->routes_capacity, node->nroutes + 1, sizeof(int)) < 0) {
        return VELA_ENOMEM; /* edges made so far stay: empty, they match nothing */
    }
    node->routes[node->nroutes++] = index;
    return 0;
}

int vela_router_add(vela_router_t *router, unsigned methods, const char *path, size_t len,
                    const vela_route_param_kind_t *kinds, vela_route_pattern_error_t *error)
{
    if (grow((void **)&router->routes, &router->capacity, router->count + 1, sizeof(route_t)) < 0) {
        return VELA_ENOMEM;
    }
    route_t *route = &router->routes[router->count];
    memset(route, 0, sizeof(*route));
    route->methods = methods;
    route->next_static = -1;
    route->path = malloc(len + 1);
    route->path_len = len;
    route->canon = malloc(len + 1);
    if (route->path == NULL || route->canon == NULL) {
        free_route(route);
        return VELA_ENOMEM;
    }
    memcpy(route->path, path, len);
    route->path[len] = '\0';
    int rc = vela_route_pattern_parse(route->path, len, &route->pattern, error);
    if (rc == 0 && route->pattern.nparams == 0) {
        rc = reserve_static(router);
    }
    if (rc < 0) {
        free_route(route);
        return rc;
    }
    int index = (int)router->count++;
    assign_kinds(route, kinds);
    if (route->pattern.nparams == 0) {
        route->canon_len =
            vela_route_literal_canonicalize(route->path, route->path_len, route->canon);
        router->nstatic++;
        link_static(router, index);
        return index;
    }
    rc = insert_dynamic(router, index);
    if (rc < 0) {
        router->count--;
        free_route(route);
        return rc;
    }
    return index;
}

size_t vela_router_regex_count(const vela_router_t *router)
{
    return router->nregexes;
}

const char *vela_router_regex(const vela_router_t *router, size_t index, size_t *len)
{
    *len = router->regexes[index].len;
    return router->regexes[index].text;
}

const vela_route_pattern_t *vela_router_pattern(const vela_router_t *router, int route,
                                                const char **text)
{
    *text = router->routes[route].path;
    return &router->routes[route].pattern;
}

vela_route_param_kind_t vela_router_param_kind(const vela_router_t *router, int route, size_t param)
{
    return router->routes[route].kinds[param];
}

/* ---- matching ---------------------------------------------------------------------- */

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
        if (r->canon_len != len || memcmp(r->canon, path, len) != 0) {
            continue;
        }
        if (r->methods & accepted(method)) {
            match->route = i;
            return;
        }
        match->allowed |= r->methods;
    }
}

/* One walk of the tree for one request. */
typedef struct search {
    const vela_router_t *router;
    unsigned method;
    const char *path;
    size_t len;
    vela_route_check_fn check;
    void *ud;
    char *values; /* decoded values: a value at path[i] is decoded to values[i] */
    vela_route_match_t *match;
} search_t;

static bool all_digits(const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        if (s[i] < '0' || s[i] > '9') {
            return false;
        }
    }
    return true;
}

/* Decodes the escapes of raw[0..len) into out (room for len bytes); the decoded length, or -1
 * for a broken escape or a decoded '/' or NUL, which no placeholder value may hold. */
static long decode_value(const char *raw, size_t len, char *out)
{
    size_t n = 0;
    for (size_t i = 0; i < len; i++, n++) {
        int high, low;
        if (raw[i] != '%') {
            out[n] = raw[i];
        } else if (i + 2 < len && (high = vela_hex_value(raw[i + 1])) >= 0 &&
                   (low = vela_hex_value(raw[i + 2])) >= 0) {
            out[n] = (char)(high << 4 | low);
            i += 2;
        } else {
            return -1;
        }
        if (out[n] == '/' || out[n] == '\0') {
            return -1;
        }
    }
    return (long)n;
}

/* The value between the edge's literals, percent-decoded into the scratch when it holds an
 * escape (else the path's own bytes); false when it may not be a value at all. */
static bool set_value(const search_t *search, const char *raw, size_t len,
                      vela_route_param_t *value)
{
    value->value = raw;
    value->len = len;
    if (memchr(raw, '%', len) == NULL) {
        return memchr(raw, '\0', len) == NULL;
    }
    char *out = search->values + (raw - search->path);
    long n = decode_value(raw, len, out);
    value->value = out;
    value->len = n < 0 ? 0 : (size_t)n;
    return n > 0;
}

/* Does segment s[0..len) take edge e? Sets the value when it does. */
static bool takes_edge(const search_t *search, const param_edge_t *e, const char *s, size_t len,
                       vela_route_param_t *value)
{
    if (len <= e->prefix_len + e->suffix_len || memcmp(s, e->prefix, e->prefix_len) != 0 ||
        memcmp(s + len - e->suffix_len, e->suffix, e->suffix_len) != 0 ||
        !set_value(search, s + e->prefix_len, len - e->prefix_len - e->suffix_len, value)) {
        return false;
    }
    switch (e->kind) {
    case VELA_ROUTE_PARAM_INT:
        return all_digits(value->value, value->len);
    case VELA_ROUTE_PARAM_REGEX:
        return search->check != NULL &&
               search->check(search->ud, e->regex, value->value, value->len);
    default:
        return true;
    }
}

/* At the node where the path ended: the first route for the method wins; the others' methods
 * are allowed. Names of the values come from the winning route's pattern. */
static bool finish(const search_t *search, const node_t *node, size_t nvalues)
{
    for (size_t i = 0; i < node->nroutes; i++) {
        const route_t *r = &search->router->routes[node->routes[i]];
        if ((r->methods & accepted(search->method)) == 0) {
            search->match->allowed |= r->methods;
            continue;
        }
        size_t param = 0;
        for (size_t k = 0; k < r->pattern.nsegments; k++) {
            const vela_route_segment_t *s = &r->pattern.segments[k];
            if (vela_route_segment_is_param(s)) {
                search->match->params[param].name = r->path + s->name.offset;
                search->match->params[param++].name_len = s->name.len;
            }
        }
        search->match->route = node->routes[i];
        search->match->nparams = nvalues;
        return true;
    }
    return false;
}

/* Matches the path from byte `pos` (just after a '/') below `node`; depth-first, most
 * specific edge first, backtracking. `nvalues` placeholder values are set so far. */
static bool descend(const search_t *search, const node_t *node, size_t pos, size_t nvalues)
{
    if (pos > search->len) {
        return finish(search, node, nvalues);
    }
    const char *s = search->path + pos;
    const char *slash = memchr(s, '/', search->len - pos);
    size_t n = slash ? (size_t)(slash - s) : search->len - pos;
    bool found;
    size_t at = node->nliterals ? find_literal(node, s, n, &found) : 0;
    if (node->nliterals && found && descend(search, node->literals[at].to, pos + n + 1, nvalues)) {
        return true;
    }
    for (size_t i = 0; i < node->nparams && nvalues < VELA_ROUTER_MAX_PARAMS; i++) {
        vela_route_param_t *value = &search->match->params[nvalues];
        if (takes_edge(search, &node->params[i], s, n, value) &&
            descend(search, node->params[i].to, pos + n + 1, nvalues + 1)) {
            return true;
        }
    }
    return false;
}

void vela_router_match(const vela_router_t *router, unsigned method, const char *path, size_t len,
                       vela_route_check_fn check, void *ud, char *scratch,
                       vela_route_match_t *match)
{
    match->route = -1;
    match->allowed = 0;
    match->nparams = 0;
    if (len == 0 || path[0] != '/') {
        return;
    }
    match_static(router, method, path, len, match); /* a key is its own canonical form */
    if (match->route < 0 && memchr(path, '%', len) != NULL) {
        size_t canonical = vela_route_literal_canonicalize(path, len, scratch);
        path = scratch;
        scratch += len;
        len = canonical;
        match_static(router, method, path, len, match);
    }
    if (match->route < 0) {
        search_t search = {router, method, path, len, check, ud, scratch, match};
        descend(&search, &router->root, 1, 0);
    }
    if (match->route >= 0) {
        match->allowed = 0;
    } else {
        match->nparams = 0;
    }
}
