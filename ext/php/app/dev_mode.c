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
 * (a worker has VELA_WORKER set): one line, not one per worker.
 */
#include "php/app/dev_mode.h"

#include "php/core/binding.h"
#include "php/http/dev_reload.h"
#include "src/cache/manifest.h"
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
        zend_throw_exception_ex(vela_ce_exception, 0,
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

bool vela_php_app_check_cache(zend_string *root)
{
    zend_string *path = zend_strpprintf(0, "%s/var/cache/manifest", ZSTR_VAL(root));
    vela_manifest_verdict_t verdict = {.state = VELA_MANIFEST_FRESH};
    vela_manifest_t manifest;
    char what[1200];
    int rc = vela_manifest_load(ZSTR_VAL(path), &manifest);

    zend_string_release(path);
    if (rc == -ENOENT) {
        return true; /* no compile yet: the loaders say which file is missing */
    }
    if (rc == 0) {
        rc = vela_manifest_check(&manifest, ZSTR_VAL(root), &verdict);
        vela_manifest_free(&manifest);
    }
    if (rc != 0) {
        snprintf(what, sizeof(what), "var/cache/manifest is unreadable (%s)", vela_strerror(rc));
        return report_stale(what);
    }
    if (verdict.state == VELA_MANIFEST_FRESH) {
        return true;
    }
    snprintf(what, sizeof(what), "%s %s", verdict.path, what_happened(verdict.state));
    return report_stale(what);
}

void vela_php_app_watch_cache(zend_string *root, zend_object *server)
{
    zend_string *cache_dir;

    if (!vela_php_app_dev_mode()) {
        return;
    }
    cache_dir = zend_strpprintf(0, "%s/var/cache", ZSTR_VAL(root));
    vela_php_http_dev_reload_watch(server, cache_dir);
    zend_string_release(cache_dir);
}
