/*
 * The extension's surface as vgen knows it (see runtime.h). Keep the lists
 * in step with ext/php/app/app.stub.php: tests/vgen/runtime checks every
 * listed attribute against the extension's classes.
 */
#include "runtime.h"

#include "diag.h"
#include "names.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

static const char *const services[] = {
    "Vela\\App",
    "Vela\\Http\\UrlGenerator",
    "Vela\\View",
    "Vela\\Clock",
    "Vela\\Http\\Throttle",
    "Vela\\Auth\\Authenticate",
    "Vela\\Pg\\Pool",
    "Vela\\Redis\\Pool",
    "Vela\\Redis\\Cluster",
    "Vela\\Interceptor\\CacheableInterceptor",
    "Vela\\Interceptor\\TransactionalInterceptor",
    "Vela\\Generated\\Container",
    "Psr\\Log\\LoggerInterface",
};

static const char *const attributes[] = {
    "Vela\\Attribute\\Controller",    "Vela\\Attribute\\Get",
    "Vela\\Attribute\\Post",          "Vela\\Attribute\\Put",
    "Vela\\Attribute\\Patch",         "Vela\\Attribute\\Delete",
    "Vela\\Attribute\\Route",         "Vela\\Attribute\\Middleware",
    "Vela\\Attribute\\Inject",        "Vela\\Attribute\\Value",
    "Vela\\Attribute\\Bind",          "Vela\\Attribute\\Transient",
    "Vela\\Attribute\\Lazy",          "Vela\\Attribute\\Intercept",
    "Vela\\Attribute\\Transactional", "Vela\\Attribute\\Cacheable",
    "Vela\\Attribute\\CacheEvict",    "Vela\\Attribute\\Query",
    "Vela\\Attribute\\Header",        "Vela\\Attribute\\Cookie",
    "Vela\\Attribute\\Body",          "Vela\\Validation\\NotBlank",
    "Vela\\Validation\\Length",       "Vela\\Validation\\Range",
    "Vela\\Validation\\Regex",        "Vela\\Validation\\Email",
    "Vela\\Validation\\Url",          "Vela\\Validation\\Choice",
    "Vela\\Validation\\Count",        "Vela\\Validation\\ListOf",
    "Vela\\Attribute\\Command",       "Vela\\Attribute\\RequireScope",
    "Vela\\Attribute\\WebSocket",
};

/* The middleware classes the extension provides (Vela\App makes them from config/). */
static const char *const middleware[] = {
    "Vela\\Http\\Throttle",
    "Vela\\Auth\\Authenticate",
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static bool listed(const char *const *list, size_t n, const char *name)
{
    for (size_t i = 0; name && i < n; i++) {
        if (strcasecmp(list[i], name) == 0) {
            return true;
        }
    }
    return false;
}

bool vgen_runtime_service(const char *name)
{
    return listed(services, COUNT(services), name);
}

bool vgen_runtime_middleware(const char *name)
{
    return listed(middleware, COUNT(middleware), name);
}

bool vgen_runtime_attribute(const char *name)
{
    return listed(attributes, COUNT(attributes), name);
}

const char *vgen_runtime_attribute_named(const char *short_name)
{
    for (size_t i = 0; i < COUNT(attributes); i++) {
        if (strcasecmp(vgen_short_name(attributes[i]), short_name) == 0) {
            return attributes[i];
        }
    }
    return NULL;
}

/* Case-insensitive Levenshtein distance, stopping early past `limit`. */
static size_t distance(const char *a, const char *b, size_t limit)
{
    size_t la = strlen(a), lb = strlen(b);
    if ((la > lb ? la - lb : lb - la) > limit) {
        return limit + 1;
    }
    size_t *row = malloc((lb + 1) * sizeof(size_t));
    for (size_t j = 0; j <= lb; j++) {
        row[j] = j;
    }
    for (size_t i = 1; i <= la; i++) {
        size_t diagonal = row[0], best = ++row[0];
        for (size_t j = 1; j <= lb; j++) {
            size_t up = row[j];
            size_t cost = (a[i - 1] | 0x20) == (b[j - 1] | 0x20) ? 0 : 1;
            size_t v = diagonal + cost;
            v = up + 1 < v ? up + 1 : v;
            v = row[j - 1] + 1 < v ? row[j - 1] + 1 : v;
            row[j] = v;
            diagonal = up;
            best = v < best ? v : best;
        }
        if (best > limit) {
            free(row);
            return limit + 1;
        }
    }
    size_t d = row[lb];
    free(row);
    return d;
}

const char *vgen_suggest(const char *word, const char *const *candidates, size_t n)
{
    size_t limit = strlen(word) / 3 + 1, best = limit + 1;
    const char *found = NULL;
    for (size_t i = 0; i < n; i++) {
        size_t d = distance(word, candidates[i], limit);
        if (d < best && strcasecmp(word, candidates[i]) != 0) {
            best = d;
            found = candidates[i];
        }
    }
    return found;
}

const char *vgen_runtime_suggest(const char *name)
{
    const char *s = vgen_suggest(name, services, COUNT(services));
    return s ? s : vgen_suggest(name, attributes, COUNT(attributes));
}

const char *vgen_suggest_class(const vgen_app_t *app, const char *name)
{
    const char *short_name = vgen_short_name(name), *closest = NULL;
    size_t limit = strlen(short_name) / 3 + 1, best = limit + 1;
    for (size_t f = 0; f < app->nfiles; f++) {
        for (size_t i = 0; i < app->files[f]->nclasses; i++) {
            const vgen_class_t *c = app->files[f]->classes[i];
            if (strcasecmp(c->name, name) == 0) {
                continue;
            }
            if (strcasecmp(c->short_name, short_name) == 0) {
                return c->name; /* a missing or wrong `use` */
            }
            size_t d = distance(short_name, c->short_name, limit);
            if (d < best) {
                best = d;
                closest = c->name;
            }
        }
    }
    return closest;
}

static bool in_namespace(const char *name, const char *ns)
{
    size_t n = strlen(ns);
    const char *rest = name + n;
    if (n == 0) {
        return strchr(name, '\\') == NULL;
    }
    return strncasecmp(name, ns, n) == 0 && rest[0] == '\\' && strchr(rest + 1, '\\') == NULL;
}

static bool is_vela_attribute_namespace(const char *name)
{
    return strncasecmp(name, "Vela\\Attribute\\", 15) == 0 ||
           strncasecmp(name, "Vela\\Validation\\", 16) == 0;
}

/* One attribute: unknown in Vela's namespaces, or Vela's short name without its `use`. */
static int check_attribute(const vgen_app_t *app, const vgen_class_t *c, const vgen_attr_t *a)
{
    if (vgen_runtime_attribute(a->name) || vgen_app_find_class(app, a->name)) {
        return 0;
    }
    const char *meant =
        is_vela_attribute_namespace(a->name) ? vgen_suggest(a->name, attributes, COUNT(attributes))
        : in_namespace(a->name, c->ns) ? vgen_runtime_attribute_named(vgen_short_name(a->name))
                                       : NULL;
    if (is_vela_attribute_namespace(a->name)) {
        vgen_diag_error(c->file->path, a->line, a->col,
                        "#[%s]: the vela extension declares no attribute %s%s%s%s",
                        vgen_short_name(a->name), a->name, meant ? "; did you mean " : "",
                        meant ? meant : "", meant ? "?" : "");
        return 1;
    }
    if (meant == NULL) {
        return 0; /* another library's attribute, or PHP's own: not vgen's business */
    }
    vgen_diag_error(c->file->path, a->line, a->col,
                    "#[%s] resolves to %s, which does not exist; did you mean %s? (add `use %s;`)",
                    vgen_short_name(a->name), a->name, meant, meant);
    return 1;
}

static int check_list(const vgen_app_t *app, const vgen_class_t *c, const vgen_attr_t *attrs,
                      size_t n)
{
    int errors = 0;
    for (size_t i = 0; i < n; i++) {
        errors += check_attribute(app, c, &attrs[i]);
    }
    return errors;
}

int vgen_check_attribute_names(const vgen_app_t *app)
{
    int errors = 0;
    for (size_t f = 0; f < app->nfiles; f++) {
        for (size_t i = 0; i < app->files[f]->nclasses; i++) {
            const vgen_class_t *c = app->files[f]->classes[i];
            errors += check_list(app, c, c->attrs, c->nattrs);
            for (size_t m = 0; m < c->nmethods; m++) {
                const vgen_method_t *method = &c->methods[m];
                errors += check_list(app, c, method->attrs, method->nattrs);
                for (size_t p = 0; p < method->nparams; p++) {
                    errors += check_list(app, c, method->params[p].attrs, method->params[p].nattrs);
                }
            }
        }
    }
    return errors;
}
