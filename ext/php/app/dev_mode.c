/*
 * Dev mode and the stale-cache check (dev_mode.h).
 *
 * Design. The check runs where the cache is loaded, in Vela\App's
 * constructor, so every way of starting an app (server.php, the master and
 * each worker, a test's Testing\Client) gets it, and a production reload
 * whose workers would serve a stale cache fails in the new workers while
 * the old ones keep serving. It costs one stat per input when nothing
 * changed (ext/src/cache/manifest.h). Dev mode only warns, since `vgen
 * compile --watch` is expected to catch up, and only in the first process
 * (a worker has VELA_WORKER set): one line, not one per worker. Dev mode
 * also loads the app's sources at construction (load_sources), so that a
 * running process never picks up a save that vgen rejected. The server
 * knows none of this layout: dev mode hands it a reload watch
 * (ext/php/http/reload_watch.h) whose callbacks, below, watch var/cache and
 * config/ and check that what changed compiles (dev_lint.h).
 */
#include "php/app/dev_mode.h"

#include "php/app/dev_lint.h"
#include "php/core/binding.h"
#include "php/http/reload_watch.h"
#include "src/cache/manifest.h"
#include "src/cache/watch.h"
#include "src/core/error.h"
#include "src/process/worker.h"

#include <Zend/zend_exceptions.h>
#include <stdlib.h>
#include <string.h>

bool vela_php_app_dev_mode(void)
{
    const char *env = getenv("APP_ENV");
    return env != NULL && strcmp(env, "dev") == 0;
}

static const char *what_happened(vela_manifest_state_t state)
{
    switch (state) {
    case VELA_MANIFEST_REMOVED:
        return "was removed";
    case VELA_MANIFEST_ADDED:
        return "is new";
    default:
        return "changed";
    }
}

/* The stale answer: one stderr line in dev mode (true), an exception in production (false). */
static bool report_stale(const char *what)
{
    if (!vela_php_app_dev_mode()) {
        zend_throw_exception_ex(vela_ce_core_exception, 0,
                                "var/cache is stale: %s since the last compile; run `vgen compile` "
                                "before starting (APP_ENV=dev only warns)",
                                what);
        return false;
    }
    if (getenv(VELA_WORKER_ENV) == NULL) {
        fprintf(stderr,
                "vela: warning: var/cache is stale: %s since the last compile; run `vgen "
                "compile` (or keep `vgen compile --watch` running)\n",
                what);
    }
    return true;
}

/* The closure that requires a list of files once each: require_once is a
 * language construct, so the list is handed to a little PHP. */
static bool require_once_each(zval *files)
{
    static const char code[] =
        "static function (array $files): void { foreach ($files as $f) { require_once $f; } }";
    zval closure, ignored;
    bool ok;

    if (zend_eval_stringl_ex((char *)code, sizeof(code) - 1, &closure, "vela dev mode", false) !=
        SUCCESS) {
        return false;
    }
    ok = call_user_function(NULL, NULL, &closure, &ignored, 1, files) == SUCCESS && !EG(exception);
    zval_ptr_dtor(&ignored);
    zval_ptr_dtor(&closure);
    return ok;
}

/*
 * Dev mode: loads every scanned source of the compile now (inputs ending in
 * .php, config/ aside), so that a process serves the code that compiled
 * even for classes it has not used yet: a later save that vgen refuses
 * reaches no running process, and a syntax error only PHP sees (inside a
 * method body) fails the new workers' start, which leaves the old ones
 * serving. Throws (false) what PHP throws for a file.
 */
static bool load_sources(zend_string *root, const vela_manifest_t *manifest)
{
    zval files;
    bool ok;

    array_init(&files);
    for (size_t i = 0; i < manifest->input_count; i++) {
        const char *rel = manifest->inputs[i].path;
        size_t len = strlen(rel);
        if (len > 4 && strcmp(rel + len - 4, ".php") == 0 && strncmp(rel, "config/", 7) != 0) {
            add_next_index_str(&files, zend_strpprintf(0, "%s/%s", ZSTR_VAL(root), rel));
        }
    }
    ok = require_once_each(&files);
    zval_ptr_dtor(&files);
    return ok;
}

/* Checks the cache against the app; in dev mode then loads the sources. */
static bool check_manifest(zend_string *root, vela_manifest_t *manifest)
{
    vela_manifest_verdict_t verdict = {.state = VELA_MANIFEST_FRESH};
    char what[1200];
    int rc = vela_manifest_check(manifest, ZSTR_VAL(root), &verdict);

    if (rc != 0) {
        snprintf(what, sizeof(what), "the cache check failed (%s)", vela_strerror(rc));
        return report_stale(what);
    }
    if (verdict.state != VELA_MANIFEST_FRESH) {
        snprintf(what, sizeof(what), "%s %s", verdict.path, what_happened(verdict.state));
        if (!report_stale(what)) {
            return false;
        }
    }
    return !vela_php_app_dev_mode() || load_sources(root, manifest);
}

bool vela_php_app_check_cache(zend_string *root)
{
    zend_string *path = zend_strpprintf(0, "%s/var/cache/manifest", ZSTR_VAL(root));
    vela_manifest_t manifest;
    char what[160];
    bool ok;
    int rc = vela_manifest_load(ZSTR_VAL(path), &manifest);

    zend_string_release(path);
    if (rc == -ENOENT) {
        return true; /* no compile yet: the loaders say which file is missing */
    }
    if (rc != 0) {
        snprintf(what, sizeof(what), "var/cache/manifest is unreadable (%s)", vela_strerror(rc));
        return report_stale(what);
    }
    ok = check_manifest(root, &manifest);
    vela_manifest_free(&manifest);
    return ok;
}

/* ---- the reload watch handed to the server (one app watched per process) -- */

static char *watched_root, *watched_dir, *watched_config;
static vela_cache_watch_t watch = {.fd = -1};

/* Opens the inotify watch (src/cache/watch.h) and reads the baseline the lint compares with. */
static int watch_open(void *arg, int *fd)
{
    int rc = vela_cache_watch_open(&watch, watched_dir, watched_config);

    (void)arg;
    if (rc != 0) {
        fprintf(stderr, "vela: warning: dev mode cannot watch %s (%s): no reload on compile\n",
                watched_dir, vela_strerror(rc));
        return rc;
    }
    vela_php_app_dev_lint_begin(watched_root);
    *fd = watch.fd;
    return 0;
}

/* A new cache or config on disk that compiles (dev_lint.h). */
static bool watch_changed(void *arg)
{
    (void)arg;
    return vela_cache_watch_changed(&watch) && vela_php_app_dev_lint_ok();
}

static void watch_close(void *arg)
{
    (void)arg;
    vela_cache_watch_close(&watch);
    vela_php_app_dev_lint_end();
}

/* Remembers <root>, <root>/var/cache and <root>/config; false when out of memory. */
static bool remember_root(zend_string *root)
{
    free(watched_dir);
    free(watched_config);
    free(watched_root);
    watched_root = strdup(ZSTR_VAL(root));
    watched_dir = malloc(ZSTR_LEN(root) + sizeof("/var/cache"));
    watched_config = malloc(ZSTR_LEN(root) + sizeof("/config"));
    if (!watched_root || !watched_dir || !watched_config) {
        return false;
    }
    sprintf(watched_dir, "%s/var/cache", ZSTR_VAL(root));
    sprintf(watched_config, "%s/config", ZSTR_VAL(root));
    return true;
}

void vela_php_app_watch_cache(zend_string *root, zend_object *server)
{
    static const vela_php_http_reload_watch_t dev_watch = {
        .open = watch_open,
        .changed = watch_changed,
        .close = watch_close,
        .reason = "var/cache changed (dev mode)",
    };

    if (!vela_php_app_dev_mode() || !remember_root(root)) {
        return;
    }
    vela_php_http_reload_watch_set(server, &dev_watch);
}
