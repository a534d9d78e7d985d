/*
 * Building the service graph.
 *
 * Pass 1 finds the roots in file order. Pass 2 is a worklist: resolving a
 * service's constructor parameters and interceptors may create services,
 * which are appended and resolved in turn, each remembering `via` (the
 * service that first needed it) so an error can print the chain from a root.
 * Pass 3 is a depth-first search for cycles over SERVICE edges; an edge into
 * a #[Lazy] service is not followed, because a lazy proxy is created without
 * constructing its target, which is what breaks a cycle at run time. Finally
 * services and aliases are sorted by id so container.php is deterministic.
 *
 * Interfaces and abstract classes are resolved through a table of
 * (ancestor, concrete class) pairs sorted by ancestor name: every concrete
 * app class is entered under each of its app-declared parents and
 * interfaces, transitively.
 */
#include "services.h"

#include "diag.h"
#include "names.h"
#include "runtime.h"
#include "strbuf.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define EXT_TRANSACTIONAL "Vela\\Interceptor\\TransactionalInterceptor"
/* Long service chains in messages are shown by their ends: this many on each side of "…". */
#define CHAIN_ENDS 8
#define EXT_CACHEABLE "Vela\\Interceptor\\CacheableInterceptor"
/* The app's one implementation of each is a service under the interface's id too (Vela\App
 * asks the container for them: the exception handler, the PSR-3 logger, the PSR-17 factory of
 * the PSR-15 bridge, the API key resolver of Vela\Auth\Authenticate). */
#define EXCEPTION_HANDLER "Vela\\Http\\ExceptionHandler"
#define LOGGER "Psr\\Log\\LoggerInterface"
#define PSR17_FACTORY "Psr\\Http\\Message\\ServerRequestFactoryInterface"
#define KEY_RESOLVER "Vela\\Auth\\KeyResolver"
static const char *const app_hooks[] = {EXCEPTION_HANDLER, LOGGER, PSR17_FACTORY, KEY_RESOLVER};

typedef struct impl_pair {
    const char *ancestor;
    const vgen_class_t *cls;
} impl_pair_t;

typedef struct builder {
    vgen_graph_t *g;
    impl_pair_t *impls;
    size_t nimpls, impls_cap;
    size_t next;               /* worklist position in g->services */
    vgen_service_t **by_class; /* open addressing on the class pointer */
    size_t by_class_size;
    const vgen_value_t *bindings; /* config/container.php's 'bindings' array, or NULL */
} builder_t;

static const char *const route_attrs[] = {
    VGEN_ATTR("Get"),
    VGEN_ATTR("Post"),
    VGEN_ATTR("Put"),
    VGEN_ATTR("Patch"),
    VGEN_ATTR("Delete"),
    VGEN_ATTR("Route"),
    NULL,
};
static const char *const interceptor_attrs[] = {
    VGEN_ATTR("Intercept"),
    VGEN_ATTR("Transactional"),
    VGEN_ATTR("Cacheable"),
    VGEN_ATTR("CacheEvict"),
    NULL,
};
static const char *const service_attrs[] = {
    VGEN_ATTR("Controller"),
    VGEN_ATTR("Bind"),
    VGEN_ATTR("Transient"),
    VGEN_ATTR("Lazy"),
    VGEN_ATTR("Intercept"),
    VGEN_ATTR("Transactional"),
    VGEN_ATTR("Cacheable"),
    VGEN_ATTR("CacheEvict"),
    VGEN_ATTR("Command"),
    VGEN_ATTR("WebSocket"),
    NULL,
};

static bool has_any(const vgen_attr_t *attrs, size_t n, const char *const *names)
{
    for (int i = 0; names[i]; i++) {
        if (vgen_attr_find(attrs, n, names[i])) {
            return true;
        }
    }
    return false;
}

static bool is_concrete(const vgen_class_t *c)
{
    return c && c->kind == VGEN_CLASS && !(c->modifiers & VGEN_MOD_ABSTRACT);
}

void vgen_proxy_name(const char *cls, const char *suffix, char *out, size_t size)
{
    size_t n = 0;
    for (const char *p = cls; *p && n + 3 < size; p++) {
        if (*p == '_') {
            out[n++] = '_';
        }
        out[n++] = *p == '\\' ? '_' : *p;
    }
    size_t k = strlen(suffix); /* not snprintf: it was 5% of regenerating 10,000 classes */
    k = k < size - n - 1 ? k : size - n - 1;
    memcpy(out + n, suffix, k);
    out[n + k] = '\0';
}

/* ---- implementations ------------------------------------------------------ */

static void add_ancestors(builder_t *b, const vgen_class_t *cls, const vgen_class_t *of, int depth)
{
    if (of == NULL || depth > 64) {
        return;
    }
    if (of != cls) {
        impl_pair_t pair = {of->name, cls};
        VGEN_PUSH(b->impls, b->nimpls, b->impls_cap, pair);
    }
    for (size_t i = 0; i < of->nimplements; i++) {
        const vgen_class_t *iface = vgen_app_find_class(b->g->app, of->implements[i]);
        if (iface == NULL) {
            impl_pair_t pair = {of->implements[i], cls};
            VGEN_PUSH(b->impls, b->nimpls, b->impls_cap, pair);
        }
        add_ancestors(b, cls, iface, depth + 1);
    }
    if (of->extends) {
        add_ancestors(b, cls, vgen_app_find_class(b->g->app, of->extends), depth + 1);
    }
}

static int compare_pairs(const void *a, const void *b)
{
    const impl_pair_t *x = a, *y = b;
    int c = strcasecmp(x->ancestor, y->ancestor);
    return c ? c : strcmp(x->cls->name, y->cls->name);
}

static void index_implementations(builder_t *b)
{
    const vgen_app_t *app = b->g->app;
    for (size_t f = 0; f < app->nfiles; f++) {
        for (size_t i = 0; i < app->files[f]->nclasses; i++) {
            const vgen_class_t *c = app->files[f]->classes[i];
            if (is_concrete(c)) {
                add_ancestors(b, c, c, 0);
            }
        }
    }
    VGEN_SORT(b->impls, b->nimpls, sizeof(*b->impls), compare_pairs);
}

/* Does `cls`'s #[Bind] (if any) bind it to `iface`? */
static bool binds_to(const vgen_class_t *cls, const char *iface)
{
    const vgen_attr_t *bind = vgen_attr_find(cls->attrs, cls->nattrs, VGEN_ATTR("Bind"));
    if (bind == NULL) {
        return false;
    }
    const vgen_value_t *v = vgen_attr_arg(bind, "id", 0);
    if (v == NULL) {
        return true;
    }
    if (v->kind == VGEN_VALUE_CLASS || v->kind == VGEN_VALUE_STRING) {
        return vgen_name_eq(v->str, iface);
    }
    for (size_t i = 0; v->kind == VGEN_VALUE_ARRAY && i < v->count; i++) {
        if (vgen_name_eq(v->items[i].value->str, iface)) {
            return true;
        }
    }
    return false;
}

typedef struct candidates {
    const vgen_class_t *one;
    size_t count;
    const vgen_class_t *list[4];
} candidates_t;

static candidates_t find_implementations(const builder_t *b, const char *iface, bool bound_only)
{
    candidates_t c = {0};
    impl_pair_t key = {iface, NULL};
    size_t lo = 0, hi = b->nimpls;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (strcasecmp(b->impls[mid].ancestor, key.ancestor) < 0) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    for (size_t i = lo; i < b->nimpls && strcasecmp(b->impls[i].ancestor, iface) == 0; i++) {
        if (!bound_only || binds_to(b->impls[i].cls, iface)) {
            if (c.count < 4) {
                c.list[c.count] = b->impls[i].cls;
            }
            c.one = b->impls[i].cls;
            c.count++;
        }
    }
    return c;
}

/* ---- services -------------------------------------------------------------- */

static char *factory_name(const char *id)
{
    char name[512];
    vgen_proxy_name(id, "", name, sizeof(name));
    size_t n = strlen(name), prefix = name[0] == '_' ? 6 : 7;
    char *f = vgen_xmalloc(prefix + n + 1);
    memcpy(f, "create_", prefix);
    memcpy(f + prefix, name, n + 1);
    return f;
}

static vgen_service_t **service_slot(vgen_service_t **table, size_t size, const vgen_class_t *cls)
{
    size_t i = ((size_t)(uintptr_t)cls >> 4) * 0x9E3779B97F4A7C15ULL & (size - 1);
    while (table[i] && table[i]->cls != cls) {
        i = (i + 1) & (size - 1);
    }
    return &table[i];
}

static void grow_services(builder_t *b)
{
    size_t size = b->by_class_size ? b->by_class_size * 2 : 1024;
    vgen_service_t **table = vgen_xcalloc(size, sizeof(*table));
    for (size_t i = 0; i < b->g->nservices; i++) {
        *service_slot(table, size, b->g->services[i]->cls) = b->g->services[i];
    }
    free(b->by_class);
    b->by_class = table;
    b->by_class_size = size;
}

static vgen_service_t *add_service(builder_t *b, const vgen_class_t *cls, vgen_service_t *via)
{
    if ((b->g->nservices + 1) * 2 > b->by_class_size) {
        grow_services(b);
    }
    vgen_service_t **slot = service_slot(b->by_class, b->by_class_size, cls);
    if (*slot) {
        return *slot;
    }
    vgen_service_t *s = *slot = vgen_xcalloc(1, sizeof(*s));
    s->cls = cls;
    s->ctor_owner = cls;
    s->id = cls->name;
    s->factory = factory_name(cls->name);
    s->shared = !vgen_attr_find(cls->attrs, cls->nattrs, VGEN_ATTR("Transient"));
    s->lazy = vgen_attr_find(cls->attrs, cls->nattrs, VGEN_ATTR("Lazy")) != NULL;
    s->via = via;
    VGEN_PUSH(b->g->services, b->g->nservices, b->g->services_cap, s);
    vgen_alias_t self = {cls->name, s};
    VGEN_PUSH(b->g->aliases, b->g->naliases, b->g->aliases_cap, self);
    return s;
}

static void add_alias(builder_t *b, const char *id, vgen_service_t *s)
{
    vgen_alias_t a = {id, s};
    VGEN_PUSH(b->g->aliases, b->g->naliases, b->g->aliases_cap, a);
}

static void add_external(builder_t *b, const char *id)
{
    for (size_t i = 0; i < b->g->nexternals; i++) {
        if (strcmp(b->g->externals[i], id) == 0) {
            return;
        }
    }
    VGEN_PUSH(b->g->externals, b->g->nexternals, b->g->externals_cap, id);
}

/* "; chain: A -> B -> C" (root first) for error messages; a long chain is
 * shown by its ends around "… (N more)". */
static void chain_text(const vgen_service_t *s, vgen_buf_t *out)
{
    const vgen_service_t **path = NULL;
    size_t n = 0, cap = 0;
    for (; s; s = s->via) {
        VGEN_PUSH(path, n, cap, s);
    }
    if (n >= 2) {
        vgen_buf_puts(out, "; chain: ");
    }
    for (size_t i = 0; n >= 2 && i < n; i++) {
        if (n <= 2 * CHAIN_ENDS || i < CHAIN_ENDS || i >= n - CHAIN_ENDS) {
            vgen_buf_printf(out, "%s%s", path[n - 1 - i]->id, i + 1 < n ? " -> " : "");
        } else if (i == CHAIN_ENDS) {
            vgen_buf_printf(out, "… (%zu more) -> ", n - 2 * CHAIN_ENDS);
        }
    }
    free(path);
}

static void param_error(const vgen_service_t *s, const vgen_param_t *p, const char *fmt,
                        const char *what, const char *detail)
{
    vgen_buf_t msg = {0};
    vgen_buf_printf(&msg, fmt, what, detail);
    if (p->name) {
        vgen_buf_printf(&msg, " (parameter $%s of %s::__construct%s%s)", p->name,
                        s->ctor_owner->name, s->ctor_owner != s->cls ? ", inherited by " : "",
                        s->ctor_owner != s->cls ? s->id : "");
    } else {
        vgen_buf_printf(&msg, " (the interceptor named by this attribute of %s)", s->id);
    }
    chain_text(s, &msg);
    vgen_diag_error(p->name ? s->ctor_owner->file->path : s->cls->file->path, p->line, p->col, "%s",
                    vgen_buf_str(&msg));
    vgen_buf_free(&msg);
}

/* Resolves an interface or abstract class `name` to one concrete class. */
static const vgen_class_t *resolve_abstract(builder_t *b, vgen_service_t *s, const vgen_param_t *p,
                                            const char *name)
{
    candidates_t bound = find_implementations(b, name, true);
    candidates_t all = bound.count ? bound : find_implementations(b, name, false);
    if (all.count == 1) {
        return all.one;
    }
    if (all.count == 0) {
        if (p->def == NULL) {
            param_error(s, p, "missing binding for %s%s", name,
                        ": no class implements it; add one, or #[Bind] an implementation");
        }
        return NULL;
    }
    vgen_buf_t list = {0};
    for (size_t i = 0; i < all.count && i < 4; i++) {
        vgen_buf_printf(&list, "%s%s", i ? ", " : "", all.list[i]->name);
    }
    vgen_buf_printf(&list, "%s; mark one with #[Bind]", all.count > 4 ? ", …" : "");
    param_error(s, p,
                bound.count ? "ambiguous interface %s: several #[Bind] implementations: %s"
                            : "ambiguous interface %s: several implementations: %s",
                name, vgen_buf_str(&list));
    vgen_buf_free(&list);
    return NULL;
}

/* ---- config bindings ---------------------------------------------------------- */

static const char *name_of(const vgen_value_t *v)
{
    return v && (v->kind == VGEN_VALUE_CLASS || v->kind == VGEN_VALUE_STRING) ? v->str : NULL;
}

/* Finds 'bindings' in the config array and checks every entry once. */
static void read_bindings(builder_t *b, const vgen_value_t *config, const char *path)
{
    for (size_t i = 0; config && config->kind == VGEN_VALUE_ARRAY && i < config->count; i++) {
        const vgen_value_t *key = config->items[i].key;
        if (key && key->kind == VGEN_VALUE_STRING && strcmp(key->str, "bindings") == 0) {
            b->bindings = config->items[i].value;
        }
    }
    if (b->bindings && b->bindings->kind != VGEN_VALUE_ARRAY) {
        vgen_diag_error(path, b->bindings->line, b->bindings->col,
                        "'bindings' must be an array of Interface::class => Implementation::class");
        b->bindings = NULL;
    }
    for (size_t i = 0; b->bindings && i < b->bindings->count; i++) {
        const vgen_value_item_t *it = &b->bindings->items[i];
        const vgen_class_t *target = vgen_app_find_class(b->g->app, name_of(it->value));
        if (!name_of(it->key) || !is_concrete(target)) {
            vgen_diag_error(path, it->value->line, it->value->col,
                            "a binding must map a class name to a concrete class of the app "
                            "(Interface::class => Implementation::class), not %s",
                            it->value->source);
        }
    }
}

/* The class config/container.php binds `name` to, or NULL. */
static const vgen_class_t *configured(const builder_t *b, const char *name)
{
    for (size_t i = 0; b->bindings && i < b->bindings->count; i++) {
        if (vgen_name_eq(name_of(b->bindings->items[i].key), name)) {
            const vgen_class_t *c =
                vgen_app_find_class(b->g->app, name_of(b->bindings->items[i].value));
            return is_concrete(c) ? c : NULL;
        }
    }
    return NULL;
}

/*
 * The pool service a type stands for: a Vela\Pg\Pool parameter is
 * "pg.default", a Vela\Redis\Pool or Cluster one "redis.default" (the
 * config/database.php and config/redis.php entries named 'default',
 * opened by Vela\App in each worker). NULL for any other type.
 */
static const char *default_pool(const char *type)
{
    if (vgen_name_eq(type, "Vela\\Pg\\Pool")) {
        return "pg.default";
    }
    if (vgen_name_eq(type, "Vela\\Redis\\Pool") || vgen_name_eq(type, "Vela\\Redis\\Cluster")) {
        return "redis.default";
    }
    return NULL;
}

/* True for a pool service id: "pg.<name>" or "redis.<name>", the name of [A-Za-z0-9_-]. */
static bool is_pool_id(const char *id)
{
    const char *name = strncmp(id, "pg.", 3) == 0      ? id + 3
                       : strncmp(id, "redis.", 6) == 0 ? id + 6
                                                       : NULL;
    return name && *name &&
           strspn(name, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                        "0123456789_-") == strlen(name);
}

static void use_external(builder_t *b, const char *id, vgen_dep_t *d)
{
    d->kind = VGEN_DEP_EXTERNAL;
    d->key = id;
    add_external(b, id);
}

/* A dependency on `name` that the app does not declare: runtime-provided or missing (with
 * the class it most likely means). */
static bool resolve_undeclared(builder_t *b, vgen_service_t *s, const vgen_param_t *p,
                               const char *name, vgen_dep_t *d)
{
    const char *pool = default_pool(name);
    if (pool) {
        use_external(b, pool, d);
        return true;
    }
    if (vgen_runtime_service(name)) {
        use_external(b, name, d);
        return true;
    }
    if (p->def) {
        return true;
    }
    bool vela = strncasecmp(name, "Vela\\", 5) == 0;
    const char *meant = vela ? vgen_runtime_suggest(name) : vgen_suggest_class(b->g->app, name);
    vgen_buf_t why = {0};
    vgen_buf_puts(&why, vela ? ": the vela extension provides no such class"
                             : ": the app declares no such class and it is not a Vela\\ "
                               "runtime service");
    if (meant) {
        vgen_buf_printf(&why, "; did you mean %s?", meant);
    }
    param_error(s, p, "missing binding for %s%s", name, vgen_buf_str(&why));
    vgen_buf_free(&why);
    return false;
}

static void use_service(builder_t *b, vgen_service_t *s, const vgen_class_t *impl,
                        const char *requested, vgen_dep_t *d)
{
    d->kind = VGEN_DEP_SERVICE;
    d->service = add_service(b, impl, s);
    d->key = requested;
    if (!vgen_name_eq(impl->name, requested)) {
        add_alias(b, requested, d->service);
    }
}

/* Resolves a dependency on class-like `name`; returns false on error. */
static bool resolve_class_dep(builder_t *b, vgen_service_t *s, const vgen_param_t *p,
                              const char *name, vgen_dep_t *d)
{
    const vgen_class_t *c = vgen_app_find_class(b->g->app, name);
    const vgen_class_t *bound = configured(b, name);
    if (bound) {
        use_service(b, s, bound, name, d);
        return true;
    }
    if (vgen_name_eq(name, "Vela\\Generated\\Container") ||
        vgen_name_eq(name, "Psr\\Container\\ContainerInterface")) {
        d->kind = VGEN_DEP_CONTAINER;
        return true;
    }
    if (c == NULL) {
        return resolve_undeclared(b, s, p, name, d);
    }
    if (c->kind == VGEN_TRAIT || c->kind == VGEN_ENUM) {
        param_error(s, p, "unresolvable parameter: %s is %s", name,
                    c->kind == VGEN_ENUM ? "an enum, not a service" : "a trait, not a service");
        return false;
    }
    const vgen_class_t *impl = is_concrete(c) ? c : resolve_abstract(b, s, p, name);
    if (impl == NULL) {
        return p->def != NULL;
    }
    use_service(b, s, impl, c->name, d);
    return true;
}

static bool resolve_param(builder_t *b, vgen_service_t *s, const vgen_param_t *p, vgen_dep_t *d)
{
    const vgen_attr_t *value = vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Value"));
    const vgen_attr_t *inject = vgen_attr_find(p->attrs, p->nattrs, VGEN_ATTR("Inject"));
    d->param = p;
    d->kind = VGEN_DEP_OMIT;
    if (p->variadic) {
        return true;
    }
    if (value) {
        const vgen_value_t *key = vgen_attr_arg(value, "key", 0);
        if (key == NULL || key->kind != VGEN_VALUE_STRING) {
            param_error(s, p, "#[Value] needs a config key string such as %s%s", "'app.name'", "");
            return false;
        }
        d->kind = VGEN_DEP_CONFIG;
        d->key = key->str;
        return true;
    }
    const vgen_value_t *id = inject ? vgen_attr_arg(inject, "id", 0) : NULL;
    if (id && id->kind == VGEN_VALUE_STRING && is_pool_id(id->str)) {
        use_external(b, id->str, d); /* #[Inject('pg.analytics')]: a named pool */
        return true;
    }
    if (id && (id->kind == VGEN_VALUE_CLASS || id->kind == VGEN_VALUE_STRING)) {
        return resolve_class_dep(b, s, p, id->str, d);
    }
    const char *cls = vgen_type_class(p->type);
    if (cls && strcmp(cls, "self") != 0 && strcmp(cls, "static") != 0) {
        return resolve_class_dep(b, s, p, cls, d);
    }
    if (p->def == NULL) {
        param_error(s, p, "unresolvable scalar: $%s%s", p->name,
                    p->type ? " has a builtin or union type and no default; add "
                              "#[Value('config.key')], #[Inject(id)] or a default"
                            : " has no type and no default; add a class type, "
                              "#[Value('config.key')] or #[Inject(id)]");
        return false;
    }
    return true;
}

/* ---- interceptors --------------------------------------------------------------- */

/* A class that cannot have a generated proxy subclass: final, or readonly
 * (a readonly subclass could not keep the proxy's mutable state). */
static bool unproxyable(const vgen_class_t *c)
{
    return (c->modifiers & (VGEN_MOD_FINAL | VGEN_MOD_READONLY)) != 0;
}

static void interceptor_error(const vgen_service_t *s, const vgen_attr_t *a)
{
    const char *why = s->cls->modifiers & VGEN_MOD_FINAL ? "final" : "readonly";
    vgen_diag_error(s->cls->file->path, a->line, a->col,
                    "#[%s] needs a generated subclass, but class %s is %s; remove '%s' or #[%s]",
                    vgen_short_name(a->name), s->id, why, why, vgen_short_name(a->name));
}

static bool interceptor_target(builder_t *b, vgen_service_t *s, const vgen_attr_t *a, vgen_dep_t *d)
{
    if (vgen_name_eq(a->name, VGEN_ATTR("Transactional")) ||
        vgen_name_eq(a->name, VGEN_ATTR("Cacheable")) ||
        vgen_name_eq(a->name, VGEN_ATTR("CacheEvict"))) {
        d->kind = VGEN_DEP_EXTERNAL;
        d->key =
            vgen_name_eq(a->name, VGEN_ATTR("Transactional")) ? EXT_TRANSACTIONAL : EXT_CACHEABLE;
        add_external(b, d->key);
        return true;
    }
    const vgen_value_t *v = vgen_attr_arg(a, "interceptor", 0);
    if (v == NULL || (v->kind != VGEN_VALUE_CLASS && v->kind != VGEN_VALUE_STRING)) {
        vgen_diag_error(
            s->cls->file->path, a->line, a->col,
            "#[Intercept] needs the interceptor class, e.g. #[Intercept(Timing::class)]");
        return false;
    }
    vgen_param_t where = {
        .name = NULL, .line = a->line, .col = a->col}; /* errors point at the attribute */
    return resolve_class_dep(b, s, &where, v->str, d);
}

/* A growable list of interceptor attributes, outermost first. */
typedef struct attr_list {
    const vgen_attr_t **items;
    size_t count, cap;
} attr_list_t;

static void collect_chain(const vgen_attr_t *attrs, size_t n, attr_list_t *out)
{
    for (size_t i = 0; i < n; i++) {
        if (has_any(&attrs[i], 1, interceptor_attrs)) {
            VGEN_PUSH(out->items, out->count, out->cap, &attrs[i]);
        }
    }
}

static void sealed_error(const vgen_method_t *m, const vgen_class_t *owner, const vgen_attr_t *a)
{
    const char *what = m->modifiers & VGEN_MOD_FINAL     ? "final"
                       : m->modifiers & VGEN_MOD_STATIC  ? "static"
                       : m->modifiers & VGEN_MOD_PRIVATE ? "private"
                                                         : "protected";
    bool public = vgen_method_is_public(m);
    vgen_diag_error(owner->file->path, a->line, a->col,
                    "#[%s] cannot intercept %s method %s::%s(); %s%s%s or remove the interceptor",
                    vgen_short_name(a->name), what, owner->name, m->name,
                    public ? "remove '" : "make it public", public ? what : "", public ? "'" : "");
}

/*
 * The chain of `m`: class-level interceptors (outermost) then its own,
 * however many. A class-level interceptor skips static and final methods;
 * one written on such a method is an error, as is any interceptor on a
 * final class.
 */
static bool intercept_method(builder_t *b, vgen_service_t *s, const vgen_method_t *m,
                             const vgen_class_t *owner, vgen_intercepted_t *out)
{
    attr_list_t chain = {0};
    bool sealed =
        (m->modifiers & (VGEN_MOD_FINAL | VGEN_MOD_STATIC)) != 0 || !vgen_method_is_public(m);
    collect_chain(s->cls->attrs, s->cls->nattrs, &chain);
    size_t inherited = chain.count;
    collect_chain(m->attrs, m->nattrs, &chain);
    *out = (vgen_intercepted_t){m, owner, NULL, 0};
    bool ok = true;
    if (chain.count == inherited && (inherited == 0 || sealed)) {
        chain.count = 0; /* nothing to intercept */
    } else if (unproxyable(s->cls)) {
        ok = false; /* reported once for the class by resolve_interceptors() */
    } else if (sealed) {
        sealed_error(m, owner, chain.items[inherited]);
        ok = false;
    }
    if (ok && chain.count) {
        out->chain = vgen_xcalloc(chain.count, sizeof(*out->chain));
        for (size_t i = 0; i < chain.count; i++) {
            out->chain[i].attr = chain.items[i];
            ok &= interceptor_target(b, s, chain.items[i], &out->chain[i].target);
        }
        out->nchain = chain.count;
    }
    free(chain.items);
    return ok;
}

/* The first interceptor attribute on the class or any of its methods, or NULL. */
static const vgen_attr_t *first_interceptor(const vgen_class_t *c,
                                            const vgen_method_list_t *methods)
{
    attr_list_t found = {0};
    for (size_t i = 0; i < methods->count && found.count == 0; i++) {
        if (strcasecmp(methods->methods[i]->name, "__construct") != 0) {
            collect_chain(methods->methods[i]->attrs, methods->methods[i]->nattrs, &found);
        }
    }
    if (found.count == 0) {
        collect_chain(c->attrs, c->nattrs, &found);
    }
    const vgen_attr_t *first = found.count ? found.items[0] : NULL;
    free(found.items);
    return first;
}

/* Intercepts every method of the service's class and its app-declared parents. */
static void resolve_interceptors(builder_t *b, vgen_service_t *s)
{
    vgen_method_list_t methods;
    vgen_class_methods(b->g->app, s->cls, &methods);
    for (size_t i = 0; i < methods.count; i++) {
        if (strcasecmp(methods.methods[i]->name, "__construct") == 0) {
            continue;
        }
        vgen_intercepted_t it = {0};
        if (intercept_method(b, s, methods.methods[i], methods.owners[i], &it) && it.nchain) {
            s->intercepted = vgen_xrealloc(s->intercepted, (s->nintercepted + 1) * sizeof(it));
            s->intercepted[s->nintercepted++] = it;
        } else {
            free(it.chain);
        }
    }
    const vgen_attr_t *first = first_interceptor(s->cls, &methods);
    if (first && unproxyable(s->cls)) {
        interceptor_error(s, first);
    }
    vgen_method_list_free(&methods);
}

/* A lazy proxy forwards property access through these; it must be able to override them. */
static void check_lazy_magic(builder_t *b, const vgen_service_t *s)
{
    static const char *const magic[] = {"__get", "__set", "__isset", "__unset"};
    vgen_method_list_t methods;
    vgen_class_methods(b->g->app, s->cls, &methods);
    for (size_t i = 0; i < methods.count; i++) {
        const vgen_method_t *m = methods.methods[i];
        for (size_t j = 0; j < sizeof(magic) / sizeof(magic[0]); j++) {
            if (strcasecmp(m->name, magic[j]) == 0 && (m->modifiers & VGEN_MOD_FINAL)) {
                vgen_diag_error(methods.owners[i]->file->path, m->line, m->col,
                                "#[Lazy] %s needs a proxy that overrides %s::%s(), but it is final",
                                s->id, methods.owners[i]->name, m->name);
            }
        }
    }
    vgen_method_list_free(&methods);
}

static void resolve_service(builder_t *b, vgen_service_t *s)
{
    const vgen_class_t *c = s->cls;
    if (s->lazy && unproxyable(c)) {
        interceptor_error(s, vgen_attr_find(c->attrs, c->nattrs, VGEN_ATTR("Lazy")));
    } else if (s->lazy) {
        check_lazy_magic(b, s);
    }
    const vgen_method_t *ctor = vgen_class_constructor(b->g->app, c, &s->ctor_owner);
    if (ctor && !vgen_method_is_public(ctor)) {
        vgen_diag_error(s->ctor_owner->file->path, ctor->line, ctor->col,
                        "%s is a service but its constructor is not public", s->id);
    }
    if (ctor && ctor->nparams) {
        s->deps = vgen_xcalloc(ctor->nparams, sizeof(*s->deps));
        s->ndeps = ctor->nparams;
        for (size_t i = 0; i < ctor->nparams; i++) {
            resolve_param(b, s, &ctor->params[i], &s->deps[i]);
        }
    }
    resolve_interceptors(b, s);
}

/* ---- roots ------------------------------------------------------------------------ */

static void add_root_names(builder_t *b, const vgen_value_t *v)
{
    if (v == NULL) {
        return;
    }
    if (v->kind == VGEN_VALUE_ARRAY) {
        for (size_t i = 0; i < v->count; i++) {
            add_root_names(b, v->items[i].value);
        }
        return;
    }
    const vgen_class_t *c = (v->kind == VGEN_VALUE_CLASS || v->kind == VGEN_VALUE_STRING)
                                ? vgen_app_find_class(b->g->app, v->str)
                                : NULL;
    if (is_concrete(c)) {
        add_service(b, c, NULL);
    }
}

static void add_referenced(builder_t *b, const vgen_attr_t *attrs, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (vgen_name_eq(attrs[i].name, VGEN_ATTR("Middleware")) ||
            vgen_name_eq(attrs[i].name, VGEN_ATTR("Intercept"))) {
            for (size_t j = 0; j < attrs[i].nargs; j++) {
                add_root_names(b, attrs[i].args[j].value);
            }
        }
    }
}

/* Does `c` implement interface `name` directly? */
static bool implements(const vgen_class_t *c, const char *name)
{
    for (size_t i = 0; i < c->nimplements; i++) {
        if (vgen_name_eq(c->implements[i], name)) {
            return true;
        }
    }
    return false;
}

static void find_roots_in(builder_t *b, const vgen_class_t *c)
{
    bool root = has_any(c->attrs, c->nattrs, service_attrs);
    for (size_t i = 0; i < sizeof(app_hooks) / sizeof(app_hooks[0]); i++) {
        root |= implements(c, app_hooks[i]);
    }
    add_referenced(b, c->attrs, c->nattrs);
    for (size_t m = 0; m < c->nmethods; m++) {
        root |= has_any(c->methods[m].attrs, c->methods[m].nattrs, route_attrs) ||
                has_any(c->methods[m].attrs, c->methods[m].nattrs, interceptor_attrs);
        add_referenced(b, c->methods[m].attrs, c->methods[m].nattrs);
    }
    if (root && is_concrete(c)) {
        add_service(b, c, NULL);
    }
}

static void find_roots(builder_t *b)
{
    const vgen_app_t *app = b->g->app;
    for (size_t f = 0; f < app->nfiles; f++) {
        for (size_t i = 0; i < app->files[f]->nclasses; i++) {
            find_roots_in(b, app->files[f]->classes[i]);
        }
    }
    for (size_t i = 0; i < b->g->nservices; i++) {
        const vgen_class_t *c = b->g->services[i]->cls;
        const vgen_attr_t *bind = vgen_attr_find(c->attrs, c->nattrs, VGEN_ATTR("Bind"));
        for (size_t j = 0; bind && j < b->nimpls; j++) {
            if (b->impls[j].cls == c && binds_to(c, b->impls[j].ancestor)) {
                add_alias(b, b->impls[j].ancestor, b->g->services[i]);
            }
        }
    }
}

/* ---- cycles ---------------------------------------------------------------------- */

/* One service on the depth-first path, and where its edges were left off. */
typedef struct visit_frame {
    vgen_service_t *service;
    const vgen_param_t *edge; /* the parameter leading to the next frame (NULL: an interceptor) */
    size_t dep, method, link; /* the next constructor dependency / interceptor to follow */
} visit_frame_t;

typedef struct visit_stack {
    visit_frame_t *frames;
    size_t depth, cap;
} visit_stack_t;

static bool shown(size_t i, size_t from, size_t depth)
{
    return depth - from <= 2 * CHAIN_ENDS || i < from + CHAIN_ENDS || i >= depth - CHAIN_ENDS;
}

static void report_cycle(const visit_stack_t *st, size_t from)
{
    const visit_frame_t *f = st->frames;
    size_t depth = st->depth;
    vgen_buf_t msg = {0};
    vgen_buf_puts(&msg, "dependency cycle: ");
    for (size_t i = from; i < depth; i++) {
        if (shown(i, from, depth)) {
            vgen_buf_printf(&msg, "%s -> ", f[i].service->id);
        } else if (i == from + CHAIN_ENDS) {
            vgen_buf_printf(&msg, "… (%zu more) -> ", depth - from - 2 * CHAIN_ENDS);
        }
    }
    vgen_buf_printf(&msg, "%s; make one of them #[Lazy] or break the cycle", f[from].service->id);
    const vgen_param_t *p = f[from].edge;
    const vgen_service_t *s = f[from].service;
    vgen_diag_error(p ? s->ctor_owner->file->path : s->cls->file->path, p ? p->line : s->cls->line,
                    p ? p->col : s->cls->col, "%s", vgen_buf_str(&msg));
    for (size_t i = from + 1; i < depth; i++) {
        if (f[i].edge && shown(i, from, depth)) {
            vgen_diag_note(f[i].service->ctor_owner->file->path, f[i].edge->line, f[i].edge->col,
                           "%s needs %s here", f[i].service->id,
                           i + 1 < depth ? f[i + 1].service->id : f[from].service->id);
        }
    }
    vgen_buf_free(&msg);
}

/* The next SERVICE edge of frame f that is not into a #[Lazy] service, or NULL. */
static vgen_service_t *next_edge(visit_frame_t *f, const vgen_param_t **param)
{
    const vgen_service_t *s = f->service;
    while (f->dep < s->ndeps) {
        const vgen_dep_t *d = &s->deps[f->dep++];
        if (d->kind == VGEN_DEP_SERVICE && d->service && !d->service->lazy) {
            *param = d->param;
            return d->service;
        }
    }
    while (f->method < s->nintercepted) {
        const vgen_intercepted_t *it = &s->intercepted[f->method];
        if (f->link == it->nchain) {
            f->method++, f->link = 0;
            continue;
        }
        const vgen_dep_t *d = &it->chain[f->link++].target;
        if (d->kind == VGEN_DEP_SERVICE && d->service && !d->service->lazy) {
            *param = NULL;
            return d->service;
        }
    }
    return NULL;
}

static void push_frame(visit_stack_t *st, vgen_service_t *s)
{
    visit_frame_t f = {s, NULL, 0, 0, 0};
    s->state = 1;
    VGEN_PUSH(st->frames, st->depth, st->cap, f);
}

/*
 * Depth-first from `root` with an explicit stack, so a dependency chain of
 * any length is followed (the C stack is not the limit). Reports the first
 * cycle met and stops there, leaving every service on the path done.
 */
static void find_cycle(visit_stack_t *st, vgen_service_t *root)
{
    if (root->state == 2) {
        return;
    }
    push_frame(st, root);
    while (st->depth > 0) {
        visit_frame_t *top = &st->frames[st->depth - 1];
        vgen_service_t *next = next_edge(top, &top->edge);
        if (next == NULL || next->state == 2) {
            if (next == NULL) {
                top->service->state = 2;
                st->depth--;
            }
            continue;
        }
        if (next->state == 1) {
            size_t from = st->depth - 1;
            while (from > 0 && st->frames[from].service != next) {
                from--;
            }
            report_cycle(st, from);
            while (st->depth > 0) {
                st->frames[--st->depth].service->state = 2;
            }
            return;
        }
        push_frame(st, next);
    }
}

/* ---- the whole graph ------------------------------------------------------------- */

static int compare_services(const void *a, const void *b)
{
    return strcmp((*(vgen_service_t *const *)a)->id, (*(vgen_service_t *const *)b)->id);
}

static int compare_aliases(const void *a, const void *b)
{
    const vgen_alias_t *x = a, *y = b;
    int c = strcasecmp(x->id, y->id);
    return c ? c : strcmp(x->service->id, y->service->id);
}

/* Sorts aliases by id and keeps the first of each id. */
static void sort_aliases(vgen_graph_t *g)
{
    VGEN_SORT(g->aliases, g->naliases, sizeof(*g->aliases), compare_aliases);
    size_t n = 0;
    for (size_t i = 0; i < g->naliases; i++) {
        if (n == 0 || !vgen_name_eq(g->aliases[n - 1].id, g->aliases[i].id)) {
            g->aliases[n++] = g->aliases[i];
        }
    }
    g->naliases = n;
}

static int compare_strings(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The app's implementation of `hook` answers under the interface's id when it is the only one. */
static void alias_app_hook(builder_t *b, const char *hook)
{
    vgen_service_t *one = NULL;
    size_t count = 0;
    for (size_t i = 0; i < b->g->nservices; i++) {
        if (implements(b->g->services[i]->cls, hook)) {
            one = b->g->services[i];
            count++;
        }
    }
    if (count == 1 && vgen_graph_find(b->g, hook) == NULL) {
        add_alias(b, hook, one);
    } else if (count > 1) {
        vgen_diag_error(one->cls->file->path, one->cls->line, one->cls->col,
                        "%zu classes implement %s; Vela\\App asks for one: keep one, or bind "
                        "the interface in config/container.php",
                        count, hook);
    }
}

int vgen_graph_build(vgen_graph_t *g, const vgen_app_t *app, const vgen_value_t *config,
                     const char *config_path, const vgen_value_t *global_middleware)
{
    int before = vgen_diag_count();
    memset(g, 0, sizeof(*g));
    g->app = app;
    builder_t b = {.g = g};
    read_bindings(&b, config, config_path);
    index_implementations(&b);
    find_roots(&b);
    add_root_names(&b, global_middleware);
    for (b.next = 0; b.next < g->nservices; b.next++) {
        resolve_service(&b, g->services[b.next]);
    }
    VGEN_SORT(g->services, g->nservices, sizeof(*g->services), compare_services);
    if (vgen_diag_count() == before) {
        visit_stack_t stack = {0};
        for (size_t i = 0; i < g->nservices; i++) {
            find_cycle(&stack, g->services[i]);
        }
        free(stack.frames);
    }
    sort_aliases(g);
    if (vgen_diag_count() == before) {
        for (size_t i = 0; i < sizeof(app_hooks) / sizeof(app_hooks[0]); i++) {
            alias_app_hook(&b, app_hooks[i]);
        }
        sort_aliases(g);
    }
    VGEN_SORT(g->externals, g->nexternals, sizeof(*g->externals), compare_strings);
    free(b.impls);
    free(b.by_class);
    return vgen_diag_count() - before;
}

void vgen_graph_free(vgen_graph_t *g)
{
    if (g == NULL) {
        return;
    }
    for (size_t i = 0; i < g->nservices; i++) {
        vgen_service_t *s = g->services[i];
        for (size_t j = 0; j < s->nintercepted; j++) {
            free(s->intercepted[j].chain);
        }
        free(s->intercepted);
        free(s->deps);
        free(s->factory);
        free(s);
    }
    free(g->services);
    free(g->aliases);
    free(g->externals);
    memset(g, 0, sizeof(*g));
}

vgen_service_t *vgen_graph_find(const vgen_graph_t *g, const char *id)
{
    size_t lo = 0, hi = g->naliases;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strcasecmp(g->aliases[mid].id, id);
        if (c == 0) {
            return g->aliases[mid].service;
        }
        if (c < 0) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return NULL;
}
