/*
 * The compile pipeline: project → (manifest check) → scan → service graph →
 * routes → emitters → commit. Output files, relative to the output
 * directory: container.php, routes.php, binders.php, commands.php,
 * proxies/<Class>.php, preload.php, and the manifest.
 */
#include "compile.h"

#include "diag.h"
#include "emit_binders.h"
#include "emit_commands.h"
#include "emit_container.h"
#include "emit_preload.h"
#include "emit_proxies.h"
#include "fsutil.h"
#include "output.h"
#include "phpgen.h"
#include "project.h"
#include "routes.h"
#include "runtime.h"
#include "services.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Splits an absolute path into its components (pointers into `path`, modified). */
static size_t components(char *path, char **parts, size_t max)
{
    size_t n = 0;
    for (char *tok = strtok(path, "/"); tok && n < max; tok = strtok(NULL, "/")) {
        parts[n++] = tok;
    }
    return n;
}

/* The app root relative to the output directory, e.g. "../.." (heap). */
static char *root_from_out(const char *root, const char *out)
{
    char r[PATH_MAX], o[PATH_MAX], *rp[128], *op[128];
    if (realpath(root, r) == NULL || realpath(out, o) == NULL) {
        return vgen_xstrdup("../..");
    }
    size_t nr = components(r, rp, 128), no = components(o, op, 128), common = 0;
    while (common < nr && common < no && strcmp(rp[common], op[common]) == 0) {
        common++;
    }
    vgen_buf_t b = {0};
    for (size_t i = common; i < no; i++) {
        vgen_buf_puts(&b, b.len ? "/.." : "..");
    }
    for (size_t i = common; i < nr; i++) {
        vgen_buf_printf(&b, "%s%s", b.len ? "/" : "", rp[i]);
    }
    return b.len ? b.data : vgen_xstrdup(".");
}

static void emit_proxies(const vgen_graph_t *g, vgen_outputs_t *outs)
{
    for (size_t i = 0; i < g->nservices; i++) {
        const vgen_service_t *s = g->services[i];
        if (!vgen_service_has_proxy(s)) {
            continue;
        }
        char name[600], rel[700];
        vgen_proxy_name(s->id, "", name, sizeof(name));
        snprintf(rel, sizeof(rel), "proxies/%s.php", name);
        vgen_buf_t b = {0};
        vgen_emit_proxy(g, s, &b);
        vgen_outputs_add(outs, rel, &b);
    }
}

static void emit_preload(const vgen_project_t *p, const char *out, vgen_outputs_t *outs)
{
    const char **generated = vgen_xcalloc(outs->count, sizeof(char *));
    size_t n = 0;
    for (size_t i = 0; i < outs->count; i++) {
        if (strcmp(outs->items[i].rel, "routes.php") != 0 &&
            strcmp(outs->items[i].rel, "commands.php") != 0) { /* data, read once; not served */
            generated[n++] = outs->items[i].rel;
        }
    }
    vgen_mkdirs(out);
    char *to_root = root_from_out(p->root, out);
    vgen_buf_t b = {0};
    vgen_emit_preload(p, to_root, generated, n, &b);
    vgen_outputs_add(outs, "preload.php", &b);
    free(to_root);
    free(generated);
}

/*
 * A service Composer cannot autoload would fail when the container first
 * builds it; when psr-4 is the app's only autoloading, that is a compile
 * error. Checked once the wiring is sound, so it does not bury those errors.
 */
static int check_autoload(const vgen_project_t *p, const vgen_graph_t *g)
{
    int errors = 0;
    for (size_t i = 0; p->psr4_only && i < g->nservices; i++) {
        const vgen_class_t *c = g->services[i]->cls;
        char *expected = NULL;
        if (!vgen_project_autoloadable(p, c, &expected)) {
            vgen_diag_error(
                c->file->path, c->line, c->col,
                "%s is a service, but Composer's psr-4 autoloader cannot find it here; %s%s",
                c->name,
                expected ? "it looks in "
                         : "no psr-4 prefix of composer.json matches its namespace",
                expected ? expected : "");
            errors++;
        }
        free(expected);
    }
    return errors;
}

/* Each entry of config/middleware.php must name a middleware class of the app. */
static int check_global_middleware(const vgen_project_t *p, const char *path)
{
    const vgen_value_t *list = p->middleware_config;
    int errors = 0;
    if (list && list->kind != VGEN_VALUE_ARRAY) {
        vgen_diag_error(path, list->line, list->col,
                        "config/middleware.php must return a list of middleware classes: "
                        "return [Cors::class, RequestId::class];");
        return 1;
    }
    for (size_t i = 0; list && i < list->count; i++) {
        const vgen_value_t *v = list->items[i].value;
        bool named = v->kind == VGEN_VALUE_CLASS || v->kind == VGEN_VALUE_STRING;
        const vgen_class_t *c = named ? vgen_app_find_class(&p->app, v->str) : NULL;
        if ((c && c->kind == VGEN_CLASS && !(c->modifiers & VGEN_MOD_ABSTRACT)) ||
            (named && vgen_runtime_middleware(v->str))) {
            continue;
        }
        const char *meant = named ? vgen_suggest_class(&p->app, v->str) : NULL;
        vgen_diag_error(
            path, v->line, v->col,
            "a global middleware must be a middleware class of the app; %s is not%s%s%s", v->source,
            meant ? "; did you mean " : "", meant ? meant : "", meant ? "?" : "");
        errors++;
    }
    return errors;
}

/* middleware.php: the global middleware ids, outermost first (only with config/middleware.php). */
static void emit_global_middleware(const vgen_project_t *p, vgen_outputs_t *outs)
{
    if (!p->has_middleware_config || p->middleware_config == NULL) {
        return;
    }
    vgen_buf_t b = {0};
    vgen_buf_puts(&b, VGEN_PHP_HEADER
                  "\n"
                  "// The global middleware of config/middleware.php, outermost first: they "
                  "wrap\n// every request, its 404, 405 and error answers included.\n\n"
                  "return [\n");
    for (size_t i = 0; i < p->middleware_config->count; i++) {
        vgen_buf_puts(&b, "    ");
        vgen_php_str(&b,
                     vgen_app_find_class(&p->app, p->middleware_config->items[i].value->str)->name);
        vgen_buf_puts(&b, ",\n");
    }
    vgen_buf_puts(&b, "];\n");
    vgen_outputs_add(outs, "middleware.php", &b);
}

/* Generates every output in memory; returns the number of errors. */
static int generate(vgen_project_t *p, const char *out, vgen_outputs_t *outs, size_t *counts)
{
    vgen_graph_t g;
    vgen_routes_t routes;
    char *config = vgen_project_display_path(p, VGEN_CONTAINER_CONFIG);
    char *middleware = vgen_project_display_path(p, VGEN_MIDDLEWARE_CONFIG);
    int errors = vgen_check_attribute_names(&p->app) + check_global_middleware(p, middleware);
    errors += vgen_graph_build(&g, &p->app, p->container_config, config,
                               errors ? NULL : p->middleware_config);
    free(middleware);
    free(config);
    errors += vgen_routes_collect(&p->app, &routes);
    if (errors == 0) {
        errors += check_autoload(p, &g);
    }
    vgen_buf_t container = {0}, table = {0}, binders = {0}, commands = {0};
    if (errors == 0) {
        errors += vgen_emit_binders(&g, &routes, &binders);
    }
    if (errors == 0) {
        errors += vgen_emit_commands(&p->app, &commands);
    }
    if (errors == 0) {
        vgen_emit_container(&g, &container);
        vgen_emit_routes(&routes, &table);
        vgen_outputs_add(outs, "container.php", &container);
        vgen_outputs_add(outs, "routes.php", &table);
        vgen_outputs_add(outs, "binders.php", &binders);
        vgen_outputs_add(outs, "commands.php", &commands);
        emit_global_middleware(p, outs);
        emit_proxies(&g, outs);
        emit_preload(p, out, outs);
        counts[0] = g.nservices;
        counts[1] = routes.count;
    }
    vgen_buf_free(&container);
    vgen_buf_free(&table);
    vgen_buf_free(&binders);
    vgen_buf_free(&commands);
    vgen_routes_free(&routes);
    vgen_graph_free(&g);
    return errors;
}

static size_t count_classes(const vgen_app_t *app)
{
    size_t n = 0;
    for (size_t i = 0; i < app->nfiles; i++) {
        n += app->files[i]->nclasses;
    }
    return n;
}

/*
 * When the inputs are the same files, the outputs are intact and no changed
 * source declares anything differently (only method bodies or comments
 * changed), generating would reproduce the outputs on disk byte for byte:
 * the compile is then a new manifest. Returns 0 or 1 when that was the
 * case, -1 when a full build is needed.
 */
static int reuse_outputs(vgen_project_t *p, const char *out, const vgen_manifest_t *old, bool quiet)
{
    if (!vgen_manifest_same_inputs(old, p) || !vgen_manifest_outputs_fresh(old, out) ||
        !vgen_project_declarations_unchanged(p)) {
        return -1;
    }
    if (vgen_manifest_rewrite(old, out, p) != 0) {
        return 1;
    }
    size_t outputs = 0;
    for (size_t i = 0; i < old->count; i++) {
        outputs += old->entries[i].kind == 'o';
    }
    if (!quiet) {
        printf("vgen: no declaration changed: 0 files written, %zu unchanged, 0 removed\n",
               outputs);
    }
    return 0;
}

/*
 * Scans (reusing the manifest's scan records for files whose content did
 * not change, unless `force`), generates and commits. Returns 0 or 1.
 */
static int build(vgen_project_t *p, const char *out, vgen_manifest_t *old,
                 const vgen_compile_options_t *o)
{
    vgen_outputs_t outs = {0};
    size_t counts[2] = {0, 0}, scanned = 0;
    vgen_commit_stats_t stats;
    int rc = 1;
    if (!o->force) {
        vgen_manifest_load_cache(old, out, &p->app.arena);
        vgen_manifest_attach(old, p);
        if ((rc = reuse_outputs(p, out, old, o->quiet)) >= 0) {
            return rc;
        }
        rc = 1;
    }
    if (vgen_project_scan(p, &scanned) == 0 && generate(p, out, &outs, counts) == 0 &&
        vgen_outputs_commit(&outs, out, old, p, &stats) == 0) {
        rc = 0;
        if (!o->quiet) {
            printf("vgen: %zu classes (%zu of %zu files scanned), %zu services, %zu routes: %d "
                   "files written, %d unchanged, %d removed\n",
                   count_classes(&p->app), scanned, vgen_project_sources(p), counts[0], counts[1],
                   stats.written, stats.unchanged, stats.removed);
        }
    }
    vgen_outputs_free(&outs);
    return rc;
}

int vgen_compile(const vgen_compile_options_t *o)
{
    vgen_project_t p;
    vgen_manifest_t old;
    char *out = o->out ? vgen_xstrdup(o->out) : vgen_path_join(o->root, "var/cache");
    int rc = 1;
    vgen_diag_reset();
    vgen_project_init(&p, o->root);
    vgen_manifest_read(out, &old);
    if (vgen_project_discover(&p) == 0) {
        if (!o->force && vgen_manifest_fresh(&old, &p, out)) {
            rc = 0;
            if (!o->quiet) {
                printf("vgen: up to date (%zu inputs)\n", p.ninputs);
            }
        } else {
            rc = build(&p, out, &old, o);
        }
    }
    vgen_diag_flush();
    vgen_manifest_free(&old);
    vgen_project_free(&p);
    free(out);
    return rc;
}
