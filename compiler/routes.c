/*
 * Route collection. The controller prefix and the action's path are joined
 * and parsed by the router's own grammar (ext/src/router/route_pattern.h),
 * so a path vgen accepts is a path the router serves; a rejected one is an
 * error at the byte at fault, mapped back to its string literal's column
 * (to the literal's start when escapes make the mapping ambiguous). Each
 * placeholder's regex is compiled with PCRE2 as PHP will compile it, alone
 * and anchored as the router uses it. The duplicate check compares the
 * method plus the path with every placeholder's name erased, since /a/{x}
 * and /a/{y} match the same requests.
 */
#include "routes.h"

#include "diag.h"
#include "names.h"
#include "phpgen.h"
#include "runtime.h"
#include "services.h"
#include "src/router/route_pattern.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const struct {
    const char *attr;
    const char *method;
} verbs[] = {
    {VGEN_ATTR("Get"), "GET"},     {VGEN_ATTR("Post"), "POST"},     {VGEN_ATTR("Put"), "PUT"},
    {VGEN_ATTR("Patch"), "PATCH"}, {VGEN_ATTR("Delete"), "DELETE"}, {VGEN_ATTR("Route"), NULL},
};

char *vgen_route_action(const vgen_class_t *cls, const vgen_method_t *m)
{
    size_t n = strlen(cls->name) + strlen(m->name) + 3;
    char *s = vgen_xmalloc(n);
    snprintf(s, n, "%s::%s", cls->name, m->name);
    return s;
}

/* Where the parts of a joined path came from, to point errors at their literals. */
typedef struct path_origin {
    const vgen_value_t *prefix, *path;   /* the string literals; NULL when absent */
    size_t prefix_skipped, path_skipped; /* leading '/' dropped from each */
    size_t path_start;                   /* where the path's text begins in the joined path */
} path_origin_t;

/* Appends "/part" without the part's leading and trailing slashes; returns how
 * many leading slashes were dropped. */
static size_t append_segment(vgen_buf_t *b, const char *part)
{
    const char *start = part;
    while (*part == '/') {
        part++;
    }
    size_t n = strlen(part);
    while (n > 0 && part[n - 1] == '/') {
        n--;
    }
    if (n) {
        vgen_buf_putc(b, '/');
        vgen_buf_put(b, part, n);
    }
    return (size_t)(part - start);
}

static char *join_path(const vgen_value_t *prefix, const vgen_value_t *path, path_origin_t *origin)
{
    vgen_buf_t b = {0};
    origin->prefix = prefix;
    origin->path = path;
    origin->prefix_skipped = append_segment(&b, prefix ? prefix->str : "");
    origin->path_start = b.len + 1;
    origin->path_skipped = append_segment(&b, path ? path->str : "/");
    if (b.len == 0) {
        vgen_buf_putc(&b, '/');
    }
    return b.data;
}

/* The column of byte `offset` of a string literal: exact when the literal is
 * written without escapes on one line, else the literal's own column. */
static int literal_column(const vgen_value_t *v, size_t offset)
{
    const char *src = v->source;
    size_t n = src ? strlen(src) : 0;
    bool plain = n >= 2 && (src[0] == '\'' || src[0] == '"') && n == v->str_len + 2 &&
                 memchr(src, '\n', n) == NULL && offset <= v->str_len;
    return plain ? v->col + 1 + (int)offset : v->col;
}

/* Reports `message` at byte `offset` of route r's joined path. */
static void path_error(const vgen_route_t *r, const path_origin_t *o, size_t offset,
                       const char *message, const char *detail)
{
    bool in_prefix = o->prefix && offset < o->path_start && o->path_start > 1;
    const vgen_value_t *v = in_prefix ? o->prefix : o->path;
    size_t start = in_prefix ? 1 : o->path_start,
           skipped = in_prefix ? o->prefix_skipped : o->path_skipped;
    size_t at = offset >= start ? offset - start + skipped : 0;
    const vgen_attr_t *a = r->attr;
    vgen_diag_error(r->cls->file->path, v ? v->line : a->line, v ? literal_column(v, at) : a->col,
                    "route path '%s': %s%s", r->path, message, detail ? detail : "");
}

static const vgen_param_t *action_param(const vgen_method_t *m, const char *name, size_t len)
{
    for (size_t i = 0; i < m->nparams; i++) {
        if (strlen(m->params[i].name) == len && strncmp(m->params[i].name, name, len) == 0) {
            return &m->params[i];
        }
    }
    return NULL;
}

/* Could action parameter p have been meant for a placeholder? A scalar (or untyped) one that
 * no placeholder names and no source attribute claims. */
static bool could_be_placeholder(const vela_route_pattern_t *pattern, const char *path,
                                 const vgen_param_t *p)
{
    static const char *const sources[] = {VGEN_ATTR("Query"), VGEN_ATTR("Header"),
                                          VGEN_ATTR("Cookie"), VGEN_ATTR("Body")};
    for (size_t i = 0; i < sizeof(sources) / sizeof(sources[0]); i++) {
        if (vgen_attr_find(p->attrs, p->nattrs, sources[i])) {
            return false;
        }
    }
    for (size_t i = 0; i < pattern->nsegments; i++) {
        const vela_route_span_t *name = &pattern->segments[i].name;
        if (name->len == strlen(p->name) && memcmp(path + name->offset, p->name, name->len) == 0) {
            return false;
        }
    }
    return p->type == NULL || vgen_type_class(p->type) == NULL;
}

/* Does the action take the PSR-7 request? Then a placeholder is its attribute (a PSR-15
 * handler's handle() cannot name one): not a parameter silently read from the query. */
static bool takes_psr_request(const vgen_method_t *action)
{
    for (size_t i = 0; i < action->nparams; i++) {
        const char *cls = vgen_type_class(action->params[i].type);
        if (cls && vgen_name_eq(cls, "Psr\\Http\\Message\\ServerRequestInterface")) {
            return true;
        }
    }
    return false;
}

/* Reports a placeholder no action parameter is named after, with the likeliest one: the
 * only parameter that could be meant, else the closest name. */
static void unbound_placeholder(const vgen_route_t *r, const path_origin_t *origin,
                                const vela_route_pattern_t *pattern,
                                const vela_route_segment_t *segment)
{
    const char **names = vgen_xcalloc(r->action->nparams + 1, sizeof(char *));
    size_t n = 0;
    for (size_t i = 0; i < r->action->nparams; i++) {
        if (could_be_placeholder(pattern, r->path, &r->action->params[i])) {
            names[n++] = r->action->params[i].name;
        }
    }
    char *name = vgen_xstrndup(r->path + segment->name.offset, segment->name.len);
    const char *meant = n == 1 ? names[0] : vgen_suggest(name, names, n);
    vgen_buf_t detail = {0};
    if (vgen_name_eq(r->attr->name, VGEN_ATTR("WebSocket"))) { /* the handlers take them */
        vgen_buf_printf(&detail,
                        " in the handlers of %s; add a parameter $%s to onOpen() or onMessage() "
                        "after their fixed ones, or rename the placeholder",
                        r->cls->name, name);
    } else if (meant) {
        vgen_buf_printf(&detail,
                        " in %s::%s(); did you mean {%s}? (a parameter the path does not name is "
                        "read from the query string)",
                        r->cls->name, r->action->name, meant);
    } else {
        vgen_buf_printf(&detail, " in %s::%s(); add a parameter $%s, or rename the placeholder",
                        r->cls->name, r->action->name, name);
    }
    char message[300];
    snprintf(message, sizeof(message), "placeholder {%s} has no parameter $%s", name, name);
    path_error(r, origin, segment->name.offset - 1, message, vgen_buf_str(&detail));
    vgen_buf_free(&detail);
    free(name);
    free(names);
}

static void add_param(vgen_route_t *r, const vela_route_segment_t *segment)
{
    const char *name = r->path + segment->name.offset;
    const vgen_param_t *p = action_param(r->action, name, segment->name.len);
    vgen_route_param_t rp = {vgen_xstrndup(name, segment->name.len), NULL,
                             p ? vgen_type_builtin(p->type) : NULL};
    if (segment->regex.len) {
        rp.pattern = vgen_xstrndup(r->path + segment->regex.offset, segment->regex.len);
    } else if (rp.type && strcmp(rp.type, "int") == 0) {
        rp.pattern = vgen_xstrdup("\\d+");
    }
    r->params = vgen_xrealloc(r->params, (r->nparams + 1) * sizeof(rp));
    r->params[r->nparams++] = rp;
}

/* Compiles `regex` with PCRE2 as PHP's router will; false with *message and
 * *offset (in the regex) when it does not compile. */
static bool regex_compiles(const char *regex, size_t len, char *message, size_t size,
                           size_t *offset)
{
    vgen_buf_t anchored = {0};
    vgen_buf_printf(&anchored, "^(?:%.*s)$", (int)len, regex);
    int code = 0;
    PCRE2_SIZE at = 0;
    pcre2_code *re = pcre2_compile((PCRE2_SPTR)regex, len, PCRE2_DOLLAR_ENDONLY, &code, &at, NULL);
    if (re != NULL) {
        pcre2_code_free(re);
        re = pcre2_compile((PCRE2_SPTR)anchored.data, anchored.len, PCRE2_DOLLAR_ENDONLY, &code,
                           &at, NULL);
        at = at >= 4 ? at - 4 : 0; /* past "^(?:" */
        at = at < len ? at : len;
    }
    vgen_buf_free(&anchored);
    if (re != NULL) {
        pcre2_code_free(re);
        return true;
    }
    pcre2_get_error_message(code, (PCRE2_UCHAR *)message, size);
    *offset = at;
    return false;
}

/* Parses r->path with the router's grammar into r->params; false after an error. */
static bool parse_path(vgen_route_t *r, const path_origin_t *origin)
{
    vela_route_pattern_t pattern;
    vela_route_pattern_error_t error;
    if (vela_route_pattern_parse(r->path, strlen(r->path), &pattern, &error) < 0) {
        path_error(r, origin, error.offset, error.message, NULL);
        return false;
    }
    bool ok = true;
    for (size_t i = 0; i < pattern.nsegments; i++) {
        const vela_route_segment_t *segment = &pattern.segments[i];
        char message[256], detail[300];
        size_t at = 0;
        if (!vela_route_segment_is_param(segment)) {
            continue;
        }
        if (segment->regex.len &&
            !regex_compiles(r->path + segment->regex.offset, segment->regex.len, message,
                            sizeof(message), &at)) {
            snprintf(detail, sizeof(detail), " (PCRE2: %s)", message);
            path_error(r, origin, segment->regex.offset + at,
                       "the placeholder's regex does not compile", detail);
            ok = false;
        }
        if (action_param(r->action, r->path + segment->name.offset, segment->name.len) == NULL &&
            !takes_psr_request(r->action)) {
            unbound_placeholder(r, origin, &pattern, segment);
            ok = false;
        }
        add_param(r, segment);
    }
    vela_route_pattern_free(&pattern);
    return ok;
}

/* Whether a #[Middleware] has named arguments (limit: 10): those of its one middleware. */
static bool has_middleware_args(const vgen_attr_t *a)
{
    for (size_t i = 0; i < a->nargs; i++) {
        if (a->args[i].name != NULL) {
            return true;
        }
    }
    return false;
}

static void add_middleware(vgen_route_t *r, const vgen_value_t *v, const vgen_attr_t *args)
{
    if (v && v->kind == VGEN_VALUE_ARRAY) {
        for (size_t i = 0; i < v->count; i++) {
            add_middleware(r, v->items[i].value, args);
        }
    } else if (v && (v->kind == VGEN_VALUE_CLASS || v->kind == VGEN_VALUE_STRING)) {
        size_t n = r->nmiddleware + 1;
        r->middleware = vgen_xrealloc(r->middleware, n * sizeof(char *));
        r->middleware_args = vgen_xrealloc(r->middleware_args, n * sizeof(vgen_attr_t *));
        r->middleware_args[r->nmiddleware] = args;
        r->middleware[r->nmiddleware++] = v->str;
    }
}

/* The middleware #[RequireScope('a', 'b')] compiles to; its scopes are its arguments. */
static const vgen_value_t require_scope = {
    .kind = VGEN_VALUE_CLASS, .str = "Vela\\Auth\\Authenticate", .str_len = 22};

/* Whether the route already has the middleware of a #[RequireScope]. */
static bool has_require_scope(const vgen_route_t *r)
{
    for (size_t i = 0; i < r->nmiddleware; i++) {
        if (r->middleware_args[i] &&
            vgen_name_eq(r->middleware_args[i]->name, VGEN_ATTR("RequireScope"))) {
            return true;
        }
    }
    return false;
}

/* A route's #[RequireScope]s (on its class and on its action) make one
 * Authenticate, at the first one's place, asking for all their scopes
 * (emit_scopes): the credential is checked once per request. */
static void collect_middleware(vgen_route_t *r, const vgen_attr_t *attrs, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (vgen_name_eq(attrs[i].name, VGEN_ATTR("RequireScope"))) {
            if (!has_require_scope(r)) {
                add_middleware(r, &require_scope, &attrs[i]);
            }
        } else if (vgen_name_eq(attrs[i].name, VGEN_ATTR("Middleware"))) {
            const vgen_attr_t *args = has_middleware_args(&attrs[i]) ? &attrs[i] : NULL;
            for (size_t j = 0; j < attrs[i].nargs; j++) {
                if (attrs[i].args[j].name == NULL) {
                    add_middleware(r, attrs[i].args[j].value, args);
                }
            }
        }
    }
}

/* "<controller>.<action>", plus ".<verb>" when the action has several routes. */
static char *default_name(const vgen_class_t *c, const vgen_method_t *m, const char *verb)
{
    vgen_buf_t b = {0};
    const char *s = c->short_name;
    size_t n = strlen(s);
    if (n > 10 && strcmp(s + n - 10, "Controller") == 0) {
        n -= 10;
    }
    for (size_t i = 0; i < n; i++) {
        vgen_buf_putc(&b, (char)tolower((unsigned char)s[i]));
    }
    vgen_buf_printf(&b, ".%s", m->name);
    for (const char *v = verb; v && *v; v++) {
        vgen_buf_putc(&b, v == verb ? '.' : (char)tolower((unsigned char)*v));
        if (v == verb) {
            vgen_buf_putc(&b, (char)tolower((unsigned char)*v));
        }
    }
    return b.data;
}

/* Reports that a route attribute's arguments are not literal strings; false. */
static bool needs_literals(const vgen_route_t *r)
{
    const vgen_attr_t *a = r->attr;
    vgen_diag_error(
        r->cls->file->path, a->line, a->col, "#[%s] needs literal strings: %s",
        vgen_short_name(a->name),
        vgen_name_eq(a->name, VGEN_ATTR("Route"))       ? "#[Route(['GET'], '/path', name: 'x')]"
        : vgen_name_eq(a->name, VGEN_ATTR("WebSocket")) ? "#[WebSocket('/path', name: 'x')]"
                                                        : "#[Get('/path', name: 'x')]");
    return false;
}

/* Adds one method by name (case-insensitive), canonical and once; false when
 * it is not a method a route can have. */
static bool add_method(vgen_route_t *r, const char *name)
{
    char upper[16];
    size_t n = strlen(name);
    for (size_t i = 0; i < n && i < sizeof(upper); i++) {
        upper[i] = (char)toupper((unsigned char)name[i]);
    }
    unsigned bit = n < sizeof(upper) ? vela_route_method_bit(upper, n) : 0, index = 0;
    if (bit == 0) {
        return false;
    }
    for (size_t i = 0; i < r->nmethods; i++) {
        if (vela_route_method_bit(r->methods[i], strlen(r->methods[i])) == bit) {
            return true;
        }
    }
    while ((1u << index) != bit) {
        index++;
    }
    r->methods[r->nmethods++] = vela_route_method_name(index);
    return true;
}

/* The methods of a route attribute, reporting what is wrong; false after an error. */
static bool route_methods(vgen_route_t *r, const vgen_value_t *v, const char *fixed)
{
    if (fixed) {
        return add_method(r, fixed);
    }
    size_t n = v && v->kind == VGEN_VALUE_ARRAY ? v->count : v != NULL;
    for (size_t i = 0; i < n; i++) {
        const vgen_value_t *m = v->kind == VGEN_VALUE_ARRAY ? v->items[i].value : v;
        if (m->kind != VGEN_VALUE_STRING) {
            return needs_literals(r);
        }
        if (!add_method(r, m->str)) {
            vgen_diag_error(r->cls->file->path, m->line, m->col,
                            "#[Route] method '%s' is not one a route can have: GET, HEAD, POST, "
                            "PUT, PATCH, DELETE or OPTIONS",
                            m->str);
            return false;
        }
    }
    return r->nmethods > 0 || needs_literals(r);
}

static bool check_action(const vgen_class_t *c, const vgen_method_t *m, const vgen_attr_t *a)
{
    if (m->modifiers &
        (VGEN_MOD_STATIC | VGEN_MOD_PRIVATE | VGEN_MOD_PROTECTED | VGEN_MOD_ABSTRACT)) {
        vgen_diag_error(
            c->file->path, a->line, a->col,
            "#[%s] on %s::%s(): a route action must be a public, non-static, non-abstract method",
            vgen_short_name(a->name), c->name, m->name);
        return false;
    }
    return true;
}

static void route_free(vgen_route_t *r)
{
    for (size_t i = 0; i < r->nparams; i++) {
        free(r->params[i].name);
        free(r->params[i].pattern);
    }
    free(r->params);
    free(r->middleware);
    free(r->middleware_args);
    free(r->path);
    free(r->name);
    if (r->socket) {
        free(r->socket->params);
        free(r->socket);
    }
}

/* Builds the route of one route attribute; returns false after an error,
 * with nothing of the route left allocated. */
static bool build_route(const vgen_class_t *c, const vgen_method_t *m, const vgen_attr_t *a,
                        const char *fixed, bool several, vgen_route_t *r)
{
    bool is_route = fixed == NULL;
    const vgen_value_t *path = vgen_attr_arg(a, "path", is_route ? 1 : 0);
    const vgen_value_t *name = vgen_attr_arg(a, "name", is_route ? 2 : 1);
    const vgen_attr_t *ctl = vgen_attr_find(c->attrs, c->nattrs, VGEN_ATTR("Controller"));
    const vgen_value_t *prefix = ctl ? vgen_attr_arg(ctl, "prefix", 0) : NULL;
    memset(r, 0, sizeof(*r));
    r->cls = c, r->action = m, r->attr = a;
    if ((path && path->kind != VGEN_VALUE_STRING) || (name && name->kind != VGEN_VALUE_STRING)) {
        return needs_literals(r);
    }
    if (!route_methods(r, vgen_attr_arg(a, "methods", 0), fixed)) {
        return false;
    }
    if (prefix && prefix->kind != VGEN_VALUE_STRING) {
        vgen_diag_error(c->file->path, prefix->line, prefix->col,
                        "#[Controller] needs a literal string prefix: #[Controller('/users')]");
        return false;
    }
    path_origin_t origin;
    r->path = join_path(prefix, path, &origin);
    r->name = name ? vgen_xstrdup(name->str) : default_name(c, m, several ? r->methods[0] : NULL);
    collect_middleware(r, c->attrs, c->nattrs);
    collect_middleware(r, m->attrs, m->nattrs);
    if (!parse_path(r, &origin)) {
        route_free(r);
        return false;
    }
    return true;
}

/* True when a placeholder's effective regex only takes digits: the router's int kind. */
static bool is_int_pattern(const char *pattern)
{
    return pattern && (strcmp(pattern, "\\d+") == 0 || strcmp(pattern, "[0-9]+") == 0);
}

/* Appends the literal `span` of `path` in the router's canonical form ("%7E" is "~"). */
static void put_canonical(vgen_buf_t *b, const char *path, vela_route_span_t span)
{
    char *canonical = vgen_xmalloc(span.len + 1);
    size_t len = vela_route_literal_canonicalize(path + span.offset, span.len, canonical);
    vgen_buf_put(b, canonical, len);
    free(canonical);
}

/*
 * The path as the router sees it, literals in their canonical form,
 * placeholder names erased and each placeholder's effective constraint
 * spelled one way ("{:int}" for an int parameter or a regex of \d+ or
 * [0-9]+): two routes of one method with the same shape take the same
 * requests (r->path is a valid pattern).
 */
static char *shape(const vgen_route_t *r)
{
    vela_route_pattern_t pattern;
    vgen_buf_t b = {0};
    if (vela_route_pattern_parse(r->path, strlen(r->path), &pattern, NULL) < 0) {
        return vgen_xstrdup(r->path);
    }
    for (size_t i = 0, k = 0; i < pattern.nsegments; i++) {
        const vela_route_segment_t *sg = &pattern.segments[i];
        vgen_buf_putc(&b, '/');
        put_canonical(&b, r->path, sg->prefix);
        if (vela_route_segment_is_param(sg)) {
            const char *pattern_text = k < r->nparams ? r->params[k++].pattern : NULL;
            vgen_buf_printf(&b, "{%s%s}", pattern_text ? ":" : "",
                            is_int_pattern(pattern_text) ? "int"
                            : pattern_text               ? pattern_text
                                                         : "");
        }
        put_canonical(&b, r->path, sg->suffix);
    }
    vela_route_pattern_free(&pattern);
    return b.data;
}

static void report_duplicate(const vgen_route_t *a, const vgen_route_t *b, const char *what)
{
    vgen_diag_error(b->cls->file->path, b->attr->line, b->attr->col,
                    "duplicate route %s (%s::%s) — already declared at %s:%d:%d (%s::%s)", what,
                    b->cls->name, b->action->name, a->cls->file->path, a->attr->line, a->attr->col,
                    a->cls->name, a->action->name);
    vgen_diag_note(a->cls->file->path, a->attr->line, a->attr->col, "first declared here");
}

/* Two routes whose paths differ as written but take the same requests, for `why`. */
static void report_conflict(const vgen_route_t *a, const vgen_route_t *b, const char *method,
                            const char *why)
{
    vgen_diag_error(b->cls->file->path, b->attr->line, b->attr->col,
                    "conflicting routes: %s %s (%s::%s) takes the same requests as %s %s declared "
                    "at %s:%d:%d (%s::%s): %s; make them differ or remove one",
                    method, b->path, b->cls->name, b->action->name, method, a->path,
                    a->cls->file->path, a->attr->line, a->attr->col, a->cls->name, a->action->name,
                    why);
    vgen_diag_note(a->cls->file->path, a->attr->line, a->attr->col, "first declared here");
}

static bool same_span(const char *a, vela_route_span_t x, const char *b, vela_route_span_t y)
{
    return x.len == y.len && memcmp(a + x.offset, b + y.offset, x.len) == 0;
}

/* Why two routes of one shape differ as written, or NULL when only placeholder names differ
 * (a duplicate): their literals are one once decoded, or their placeholders take the same
 * values. */
static const char *conflict_reason(const vgen_route_t *a, const vgen_route_t *b)
{
    static const char *const literals = "their paths are the same once percent-escapes are "
                                        "decoded, as the router compares them",
                             *const values = "their placeholders accept the same values (an int "
                                             "parameter's placeholder is {name:\\d+})";
    vela_route_pattern_t pa, pb;
    const char *why = NULL;
    if (vela_route_pattern_parse(a->path, strlen(a->path), &pa, NULL) < 0) {
        return NULL;
    }
    if (vela_route_pattern_parse(b->path, strlen(b->path), &pb, NULL) == 0) {
        for (size_t i = 0; i < pa.nsegments && i < pb.nsegments && why != literals; i++) {
            const vela_route_segment_t *x = &pa.segments[i], *y = &pb.segments[i];
            if (!same_span(a->path, x->prefix, b->path, y->prefix) ||
                !same_span(a->path, x->suffix, b->path, y->suffix)) {
                why = literals;
            } else if (!same_span(a->path, x->regex, b->path, y->regex)) {
                why = values;
            }
        }
        vela_route_pattern_free(&pb);
    }
    vela_route_pattern_free(&pa);
    return why;
}

typedef struct route_key {
    char *key;    /* "GET /a/{:\d+}" or "name users.show" */
    size_t index; /* declaration order */
} route_key_t;

static int compare_keys(const void *a, const void *b)
{
    const route_key_t *x = a, *y = b;
    int c = strcmp(x->key, y->key);
    return c ? c : (x->index > y->index) - (x->index < y->index);
}

static void add_key(route_key_t **keys, size_t *n, size_t *cap, size_t index, const char *a,
                    const char *b)
{
    vgen_buf_t k = {0};
    vgen_buf_printf(&k, "%s %s", a, b);
    route_key_t key = {k.data, index};
    VGEN_PUSH(*keys, *n, *cap, key);
}

/* Sorts "method shape" and "name" keys so duplicates are neighbours: O(n log n). */
static int find_duplicates(const vgen_routes_t *rs)
{
    route_key_t *keys = NULL;
    size_t n = 0, cap = 0;
    int errors = 0;
    for (size_t i = 0; i < rs->count; i++) {
        char *sh = shape(&rs->items[i]);
        for (size_t m = 0; m < rs->items[i].nmethods; m++) {
            char method[32];
            snprintf(method, sizeof(method), "%s", rs->items[i].methods[m]);
            for (char *p = method; *p; p++) {
                *p = (char)toupper((unsigned char)*p);
            }
            add_key(&keys, &n, &cap, i, method, sh);
        }
        add_key(&keys, &n, &cap, i, "\x01name", rs->items[i].name);
        free(sh);
    }
    VGEN_SORT(keys, n, sizeof(*keys), compare_keys);
    for (size_t i = 1; i < n; i++) {
        if (strcmp(keys[i].key, keys[i - 1].key) == 0 && keys[i].index != keys[i - 1].index) {
            const vgen_route_t *first = &rs->items[keys[i - 1].index],
                               *dup = &rs->items[keys[i].index];
            char what[600];
            bool named = strncmp(keys[i].key, "\x01name ", 6) == 0;
            snprintf(what, sizeof(what), named ? "name '%s'" : "%s",
                     named ? dup->name : keys[i].key);
            if (!named) {
                snprintf(what, sizeof(what), "%.*s %s", (int)strcspn(keys[i].key, " "), keys[i].key,
                         dup->path);
            }
            const char *why = named ? NULL : conflict_reason(first, dup);
            if (why) {
                what[strcspn(what, " ")] = '\0';
                report_conflict(first, dup, what, why);
            } else {
                report_duplicate(first, dup, what);
            }
            errors++;
        }
    }
    for (size_t i = 0; i < n; i++) {
        free(keys[i].key);
    }
    free(keys);
    return errors;
}

static bool is_route_attr(const vgen_attr_t *a)
{
    for (size_t v = 0; v < sizeof(verbs) / sizeof(verbs[0]); v++) {
        if (vgen_name_eq(a->name, verbs[v].attr)) {
            return true;
        }
    }
    return false;
}

static int collect_method(const vgen_class_t *c, const vgen_method_t *m, vgen_routes_t *rs)
{
    int errors = 0, routes = 0;
    for (size_t i = 0; i < m->nattrs; i++) {
        routes += is_route_attr(&m->attrs[i]);
    }
    for (size_t i = 0; i < m->nattrs; i++) {
        for (size_t v = 0; v < sizeof(verbs) / sizeof(verbs[0]); v++) {
            if (!vgen_name_eq(m->attrs[i].name, verbs[v].attr)) {
                continue;
            }
            vgen_route_t r = {0};
            if (!check_action(c, m, &m->attrs[i]) ||
                !build_route(c, m, &m->attrs[i], verbs[v].method, routes > 1, &r)) {
                errors++;
                continue;
            }
            VGEN_PUSH(rs->items, rs->count, rs->cap, r);
        }
    }
    return errors;
}

/* Reports a #[Middleware] argument that is not a class the app or the runtime has. */
static int check_middleware_value(const vgen_app_t *app, const vgen_class_t *c,
                                  const vgen_attr_t *a, const vgen_value_t *v)
{
    int errors = 0;
    if (v->kind == VGEN_VALUE_ARRAY) {
        for (size_t i = 0; i < v->count; i++) {
            errors += check_middleware_value(app, c, a, v->items[i].value);
        }
        return errors;
    }
    bool named = v->kind == VGEN_VALUE_CLASS || v->kind == VGEN_VALUE_STRING;
    const vgen_class_t *m = named ? vgen_app_find_class(app, v->str) : NULL;
    if ((m && m->kind == VGEN_CLASS) || (named && vgen_runtime_middleware(v->str))) {
        return 0;
    }
    const char *meant = !named                                  ? NULL
                        : strncasecmp(v->str, "Vela\\", 5) == 0 ? vgen_runtime_suggest(v->str)
                                                                : vgen_suggest_class(app, v->str);
    vgen_diag_error(c->file->path, v->line ? v->line : a->line, v->line ? v->col : a->col,
                    "#[Middleware] needs middleware classes (Auth::class); %s is not a class of "
                    "the app%s%s%s",
                    v->source, meant ? "; did you mean " : "", meant ? meant : "",
                    meant ? "?" : "");
    return 1;
}

/* The app's method `name` of class `c` (its own, not inherited), or NULL. */
static const vgen_method_t *own_method(const vgen_class_t *c, const char *name)
{
    for (size_t i = 0; c && i < c->nmethods; i++) {
        if (strcasecmp(c->methods[i].name, name) == 0) {
            return &c->methods[i];
        }
    }
    return NULL;
}

/*
 * Reports a #[Middleware] with named arguments that cannot reach a middleware: they belong to
 * one class, passed as the third argument of its process(Request, Next, array $args), so the
 * attribute must name exactly one class and that class's process() must take a third parameter.
 */
static int check_middleware_args(const vgen_app_t *app, const vgen_class_t *c, const vgen_attr_t *a)
{
    const vgen_value_t *only = NULL;
    size_t classes = 0;
    for (size_t i = 0; i < a->nargs; i++) {
        if (a->args[i].name == NULL) {
            only = a->args[i].value, classes++;
        }
    }
    if (classes != 1 || only->kind == VGEN_VALUE_ARRAY) {
        vgen_diag_error(c->file->path, a->line, a->col,
                        "#[Middleware] with arguments names one middleware class: "
                        "#[Middleware(Throttle::class, limit: 10, per: '1s')]");
        return 1;
    }
    const vgen_class_t *m = vgen_app_find_class(app, only->str);
    const vgen_method_t *process = own_method(m, "process");
    if (m && process && process->nparams < 3) {
        vgen_diag_error(c->file->path, a->line, a->col,
                        "#[Middleware] arguments reach the third parameter of %s::process() "
                        "(Request $request, Next $next, array $args), which it does not declare",
                        m->name);
        return 1;
    }
    return 0;
}

static int check_middleware(const vgen_app_t *app, const vgen_class_t *c, const vgen_attr_t *attrs,
                            size_t n)
{
    int errors = 0;
    for (size_t i = 0; i < n; i++) {
        if (!vgen_name_eq(attrs[i].name, VGEN_ATTR("Middleware"))) {
            continue;
        }
        int before = errors;
        for (size_t j = 0; j < attrs[i].nargs; j++) {
            if (attrs[i].args[j].name == NULL) {
                errors += check_middleware_value(app, c, &attrs[i], attrs[i].args[j].value);
            }
        }
        if (errors == before && has_middleware_args(&attrs[i])) {
            errors += check_middleware_args(app, c, &attrs[i]);
        }
    }
    return errors;
}

/* ---- #[WebSocket] classes ------------------------------------------------------------ */

#define WS_CONNECTION "Vela\\WebSocket\\Connection"
#define WS_MESSAGE "Vela\\WebSocket\\Message"

/* The handlers a #[WebSocket] class may declare, and the parameters each takes before the
 * route's: onOpen(Connection), onMessage(Connection, Message), onClose(Connection, int). */
static const struct {
    const char *name;
    size_t fixed;
    const char *second; /* the second parameter's type, NULL when the first is the only one */
} ws_handlers[] = {
    {"onOpen", 1, NULL},
    {"onMessage", 2, WS_MESSAGE},
    {"onClose", 2, "int"},
};

void vgen_socket_adapter(const vgen_class_t *cls, vgen_buf_t *out)
{
    vgen_buf_puts(out, "Vela\\Generated\\WebSocket\\");
    for (const char *p = cls->name; *p; p++) {
        vgen_buf_puts(out, *p == '\\' ? "_" : *p == '_' ? "__" : "");
        if (*p != '\\' && *p != '_') {
            vgen_buf_putc(out, *p);
        }
    }
}

/* Does parameter `p` have the type `want` ("int", or a class)? */
static bool has_type(const vgen_param_t *p, const char *want)
{
    const char *cls = vgen_type_class(p->type), *builtin = vgen_type_builtin(p->type);
    return p->type && !p->type->nullable &&
           ((cls && vgen_name_eq(cls, want)) || (builtin && strcmp(builtin, want) == 0));
}

/* Checks handler `h` (an index in ws_handlers) of class c; false after an error. */
static bool check_handler(const vgen_class_t *c, const vgen_method_t *m, size_t h)
{
    const char *want[2] = {WS_CONNECTION, ws_handlers[h].second};
    if (m->modifiers & (VGEN_MOD_STATIC | VGEN_MOD_ABSTRACT)) {
        vgen_diag_error(c->file->path, m->line, m->col,
                        "#[WebSocket] handler %s::%s() must be a non-static, non-abstract method",
                        c->name, m->name);
        return false;
    }
    for (size_t i = 0; i < ws_handlers[h].fixed; i++) {
        bool optional = i > 0 && m->nparams <= i; /* onClose($conn) may skip the code */
        if (optional || (i < m->nparams && has_type(&m->params[i], want[i]))) {
            continue;
        }
        const vgen_param_t *p = i < m->nparams ? &m->params[i] : NULL;
        vgen_diag_error(c->file->path, p ? p->line : m->line, p ? p->col : m->col,
                        "#[WebSocket] handler %s::%s(): parameter %zu must be %s%s (as in %s)",
                        c->name, m->name, i + 1, i == 0 || h == 1 ? "\\" : "",
                        i == 0 ? WS_CONNECTION : want[i],
                        h == 0   ? "onOpen(Connection $conn, ...route params)"
                        : h == 1 ? "onMessage(Connection $conn, Message $message, ...route params)"
                                 : "onClose(Connection $conn, int $code)");
        return false;
    }
    return true;
}

/* Adds the route parameters of handler m (those after its fixed ones) to the action, once. */
static void add_socket_params(vgen_method_t *action, const vgen_method_t *m, size_t fixed)
{
    for (size_t i = fixed; i < m->nparams; i++) {
        const vgen_param_t *p = &m->params[i];
        if (action_param(action, p->name, strlen(p->name)) == NULL) {
            action->params = vgen_xrealloc(action->params, (action->nparams + 1) * sizeof(*p));
            action->params[action->nparams++] = *p;
        }
    }
}

/* The action of #[WebSocket] class c: its handlers' route parameters; NULL after an error. */
static vgen_method_t *socket_action(const vgen_class_t *c, const vgen_attr_t *a)
{
    vgen_method_t *action = vgen_xcalloc(1, sizeof(*action));
    bool ok = true, any = false;
    action->name = "websocket";
    action->modifiers = VGEN_MOD_PUBLIC;
    action->line = a->line, action->col = a->col;
    for (size_t h = 0; h < sizeof(ws_handlers) / sizeof(ws_handlers[0]); h++) {
        const vgen_method_t *m = vgen_class_method(c, ws_handlers[h].name);
        if (m && vgen_method_is_public(m)) {
            any = true;
            ok = check_handler(c, m, h) && ok;
            add_socket_params(action, m, ws_handlers[h].fixed);
        }
    }
    if (ok && !any) {
        vgen_diag_error(c->file->path, a->line, a->col,
                        "#[WebSocket] on %s: the class declares none of the public handlers "
                        "onOpen(Connection $conn), onMessage(Connection $conn, Message $message), "
                        "onClose(Connection $conn, int $code)",
                        c->name);
    }
    if (!ok || !any) {
        free(action->params);
        free(action);
        return NULL;
    }
    return action;
}

/* The options Response::webSocket() takes (ext/php/ws/options.c). */
static const char *const ws_options[] = {
    "protocols", "origins",    "compression",  "compression_min_size", "max_message",
    "max_frame", "send_queue", "send_timeout", "idle_timeout",
};

/* Reports the options of #[WebSocket] on class c that are not a literal array of known keys,
 * which would otherwise fail every handshake at run time; returns the number of errors. */
static int check_socket_options(const vgen_class_t *c, const vgen_value_t *options)
{
    const size_t n = sizeof(ws_options) / sizeof(ws_options[0]);
    int errors = 0;
    if (options->kind != VGEN_VALUE_ARRAY) {
        vgen_diag_error(c->file->path, options->line, options->col,
                        "#[WebSocket] options are a literal array: "
                        "#[WebSocket('/chat', options: ['protocols' => ['chat.v1']])]");
        return 1;
    }
    for (size_t i = 0; i < options->count; i++) {
        const vgen_value_t *key = options->items[i].key;
        bool known = false;
        for (size_t k = 0; key && key->kind == VGEN_VALUE_STRING && k < n; k++) {
            known |= strcmp(key->str, ws_options[k]) == 0;
        }
        if (!known) {
            const vgen_value_t *at = key ? key : options->items[i].value;
            const char *meant = key && key->kind == VGEN_VALUE_STRING
                                    ? vgen_suggest(key->str, ws_options, n)
                                    : NULL;
            vgen_diag_error(c->file->path, at->line, at->col,
                            "#[WebSocket] option %s is not one of Response::webSocket()'s "
                            "(docs/websocket.md, Options)%s%s%s",
                            key ? key->source : at->source, meant ? "; did you mean '" : "",
                            meant ? meant : "", meant ? "'?" : "");
            errors++;
        }
    }
    return errors;
}

/* The GET route of #[WebSocket] class c; returns the number of errors. */
static int collect_socket(const vgen_class_t *c, const vgen_attr_t *a, vgen_routes_t *rs)
{
    const vgen_value_t *options = vgen_attr_arg(a, "options", 2);
    int errors = options ? check_socket_options(c, options) : 0;
    if (errors) {
        return errors;
    }
    vgen_method_t *action = socket_action(c, a);
    vgen_route_t r = {0};
    if (action == NULL) {
        return 1;
    }
    if (!build_route(c, action, a, "GET", false, &r)) {
        free(action->params);
        free(action);
        return 1;
    }
    r.socket = action;
    VGEN_PUSH(rs->items, rs->count, rs->cap, r);
    return 0;
}

int vgen_routes_collect(const vgen_app_t *app, vgen_routes_t *rs)
{
    int errors = 0;
    memset(rs, 0, sizeof(*rs));
    for (size_t f = 0; f < app->nfiles; f++) {
        for (size_t i = 0; i < app->files[f]->nclasses; i++) {
            const vgen_class_t *c = app->files[f]->classes[i];
            errors += check_middleware(app, c, c->attrs, c->nattrs);
            const vgen_attr_t *ws = vgen_attr_find(c->attrs, c->nattrs, VGEN_ATTR("WebSocket"));
            if (ws && c->kind == VGEN_CLASS) {
                errors += collect_socket(c, ws, rs);
            }
            for (size_t m = 0; c->kind == VGEN_CLASS && m < c->nmethods; m++) {
                errors += check_middleware(app, c, c->methods[m].attrs, c->methods[m].nattrs);
                errors += collect_method(c, &c->methods[m], rs);
            }
        }
    }
    return errors + find_duplicates(rs);
}

void vgen_routes_free(vgen_routes_t *rs)
{
    if (rs == NULL) {
        return;
    }
    for (size_t i = 0; i < rs->count; i++) {
        route_free(&rs->items[i]);
    }
    free(rs->items);
    memset(rs, 0, sizeof(*rs));
}

static void emit_list(vgen_buf_t *out, const char *const *items, size_t n)
{
    vgen_buf_putc(out, '[');
    for (size_t i = 0; i < n; i++) {
        vgen_buf_puts(out, i ? ", " : "");
        vgen_php_str(out, items[i]);
    }
    vgen_buf_putc(out, ']');
}

static void emit_params(vgen_buf_t *out, const vgen_route_t *r)
{
    vgen_buf_t *items = vgen_xcalloc(r->nparams + 1, sizeof(*items));
    const char **texts = vgen_xcalloc(r->nparams + 1, sizeof(*texts));
    for (size_t i = 0; i < r->nparams; i++) {
        vgen_buf_puts(&items[i], "['name' => ");
        vgen_php_str(&items[i], r->params[i].name);
        vgen_buf_puts(&items[i], ", 'pattern' => ");
        if (r->params[i].pattern) {
            vgen_php_str(&items[i], r->params[i].pattern);
        } else {
            vgen_buf_puts(&items[i], "null");
        }
        vgen_buf_puts(&items[i], ", 'type' => ");
        if (r->params[i].type) {
            vgen_php_str(&items[i], r->params[i].type);
        } else {
            vgen_buf_puts(&items[i], "null");
        }
        vgen_buf_putc(&items[i], ']');
        texts[i] = vgen_buf_str(&items[i]);
    }
    vgen_php_list(out, 8, "'params' => [", texts, r->nparams, "],");
    for (size_t i = 0; i < r->nparams; i++) {
        vgen_buf_free(&items[i]);
    }
    free(items);
    free(texts);
}

/* The arguments of the #[RequireScope]s among attrs, each after a ", " but the first. */
static void emit_scope_args(vgen_buf_t *out, const vgen_attr_t *attrs, size_t n, bool *first)
{
    for (size_t i = 0; i < n; i++) {
        if (vgen_name_eq(attrs[i].name, VGEN_ATTR("RequireScope"))) {
            for (size_t j = 0; j < attrs[i].nargs; j++) {
                vgen_buf_puts(out, *first ? "" : ", ");
                vgen_php_value(out, attrs[i].args[j].value);
                *first = false;
            }
        }
    }
}

/* 'scopes' => ['links:read', 'links:write']]: the arguments of every #[RequireScope] of the
 * route, its class's then its action's (collect_middleware made them one Authenticate),
 * closing its entry. */
static void emit_scopes(vgen_buf_t *out, const vgen_route_t *r)
{
    bool first = true;
    vgen_buf_puts(out, "'scopes' => [");
    emit_scope_args(out, r->cls->attrs, r->cls->nattrs, &first);
    emit_scope_args(out, r->action->attrs, r->action->nattrs, &first);
    vgen_buf_puts(out, "]]");
}

/* 'middleware_args' => [index => ['limit' => 10, …]]: the named arguments of the route's
 * middleware that have some, by their index in 'middleware'; nothing when none has. */
static void emit_middleware_args(vgen_buf_t *out, const vgen_route_t *r)
{
    bool any = false;
    for (size_t i = 0; i < r->nmiddleware; i++) {
        const vgen_attr_t *a = r->middleware_args[i];
        if (a == NULL) {
            continue;
        }
        vgen_buf_printf(out, "%s%zu => [", any ? ", " : "        'middleware_args' => [", i);
        any = true;
        if (vgen_name_eq(a->name, VGEN_ATTR("RequireScope"))) {
            emit_scopes(out, r);
            continue;
        }
        bool first = true;
        for (size_t j = 0; j < a->nargs; j++) {
            if (a->args[j].name != NULL) {
                vgen_buf_puts(out, first ? "" : ", ");
                vgen_php_str(out, a->args[j].name);
                vgen_buf_puts(out, " => ");
                vgen_php_value(out, a->args[j].value);
                first = false;
            }
        }
        vgen_buf_putc(out, ']');
    }
    vgen_buf_puts(out, any ? "],\n" : "");
}

static void emit_route(vgen_buf_t *out, const vgen_route_t *r)
{
    char *action = vgen_route_action(r->cls, r->action);
    vgen_buf_puts(out, "    [\n        'methods' => ");
    emit_list(out, r->methods, r->nmethods);
    vgen_buf_puts(out, ",\n        'path' => ");
    vgen_php_str(out, r->path);
    vgen_buf_puts(out, ",\n        'name' => ");
    vgen_php_str(out, r->name);
    vgen_buf_t adapter = {0};
    if (r->socket) {
        vgen_socket_adapter(r->cls, &adapter);
    }
    vgen_buf_puts(out, ",\n        'controller' => ");
    vgen_php_str(out, r->socket ? vgen_buf_str(&adapter) : r->cls->name);
    vgen_buf_puts(out, ",\n        'method' => ");
    vgen_php_str(out, r->socket ? "upgrade" : r->action->name);
    vgen_buf_free(&adapter);
    vgen_buf_puts(out, ",\n        'middleware' => ");
    emit_list(out, r->middleware, r->nmiddleware);
    vgen_buf_puts(out, ",\n");
    emit_middleware_args(out, r);
    emit_params(out, r);
    vgen_buf_puts(out, "        'binder' => ");
    vgen_php_str(out, action);
    vgen_buf_t source = {0};
    vgen_buf_printf(&source, "%s:%d", r->cls->file->path, r->attr->line);
    vgen_buf_puts(out, ",\n        'source' => ");
    vgen_php_string(out, source.data, source.len);
    vgen_buf_puts(out, ",\n    ],\n");
    vgen_buf_free(&source);
    free(action);
}

void vgen_emit_routes(const vgen_routes_t *rs, vgen_buf_t *out)
{
    vgen_buf_puts(
        out, VGEN_PHP_HEADER
        "\n"
        "// The route table for Vela's router, one entry per route in declaration order.\n"
        "// 'params' describes each {placeholder}: its regex (null = one path segment)\n"
        "// and the scalar type the action declares; 'binder' is the key of the action's\n"
        "// argument binder in binders.php.\n"
        "\n"
        "return [\n");
    for (size_t i = 0; i < rs->count; i++) {
        emit_route(out, &rs->items[i]);
    }
    vgen_buf_puts(out, "];\n");
}

void vgen_routes_print(const vgen_routes_t *rs, FILE *out)
{
    fprintf(out, "%-14s %-32s %-24s %-48s %s\n", "METHOD", "PATH", "NAME", "HANDLER", "MIDDLEWARE");
    for (size_t i = 0; i < rs->count; i++) {
        const vgen_route_t *r = &rs->items[i];
        vgen_buf_t methods = {0}, mw = {0};
        for (size_t m = 0; m < r->nmethods; m++) {
            vgen_buf_printf(&methods, "%s%s", m ? "|" : "", r->methods[m]);
        }
        for (size_t m = 0; m < r->nmiddleware; m++) {
            vgen_buf_printf(&mw, "%s%s", m ? ", " : "", r->middleware[m]);
        }
        char *action = vgen_route_action(r->cls, r->action);
        fprintf(out, "%-14s %-32s %-24s %-48s %s\n", vgen_buf_str(&methods), r->path, r->name,
                action, vgen_buf_str(&mw));
        free(action);
        vgen_buf_free(&methods);
        vgen_buf_free(&mw);
    }
}
