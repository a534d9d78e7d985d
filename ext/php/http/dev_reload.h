/*
 * Dev mode's reload on a new cache (docs/app.md, Dev mode).
 *
 * Vela\App::server() in dev mode names the cache directory its server
 * should watch (ext/php/app/dev_mode.c); Server::start() then reloads the
 * app each time vgen replaces var/cache/manifest (ext/src/cache/watch.h):
 *
 *   workers >= 1  the master polls the watch and reloads as on SIGHUP: a new
 *                 generation of workers with fresh code, the old ones drain.
 *   workers = 0   the one process drains gracefully (as on SIGTERM), then
 *                 re-executes its own command line with the listening socket
 *                 inherited (VELA_DEV_LISTEN_FD), so connections that arrive
 *                 meanwhile wait in the accept queue instead of being refused.
 *
 * One watched server per process (static state); production never calls
 * vela_php_http_dev_reload_watch, so none of this runs there.
 */
#ifndef VELA_PHP_HTTP_DEV_RELOAD_H
#define VELA_PHP_HTTP_DEV_RELOAD_H

#include <php.h>

#include "src/process/master.h"

/* The variable naming the listening socket a re-executed dev server adopts. */
#define VELA_DEV_LISTEN_FD_ENV "VELA_DEV_LISTEN_FD"

/*
 * Marks `server` as reloading on a new manifest in <root>/var/cache or a
 * changed PHP file in <root>/config, once what changed compiles (dev_lint.h).
 */
void vela_php_http_dev_reload_watch(zend_object *server, zend_string *root);

/* True when `server` was marked by vela_php_http_dev_reload_watch. */
bool vela_php_http_dev_reload_wanted(zend_object *server);

/*
 * workers = 0 in dev mode: serves `server` (like start() does) until a
 * graceful stop; when that stop was a new cache, re-executes the process and
 * does not return, unless the exec fails (then a Vela\Http\Exception is
 * pending). Main context, no loop running.
 */
void vela_php_http_dev_reload_serve(zend_object *server);

/*
 * workers >= 1: in the master of a marked server, opens the watch into
 * cfg->reload_fd and sets cfg->reload_requested; a watch that cannot be
 * opened is a warning on stderr and no reload. Nothing in a worker.
 */
void vela_php_http_dev_reload_master_begin(zend_object *server, vela_master_config_t *cfg);

/* Closes what vela_php_http_dev_reload_master_begin opened, if anything. */
void vela_php_http_dev_reload_master_end(vela_master_config_t *cfg);

#endif
