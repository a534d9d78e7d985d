/*
 * A server that reloads its app when something on disk changes, without
 * knowing what: its owner hands it a reload watch (a descriptor to poll and
 * a predicate that says "reload now"), and Server::start() then reloads each
 * time the predicate says so:
 *
 *   workers >= 1  the master polls the descriptor and reloads as on SIGHUP:
 *                 a new generation of workers with fresh code, the old ones
 *                 drain.
 *   workers = 0   the one process drains gracefully (as on SIGTERM), then
 *                 re-executes its own command line with the listening socket
 *                 inherited (VELA_DEV_LISTEN_FD), so connections that arrive
 *                 meanwhile wait in the accept queue instead of being refused.
 *
 * Vela\App's dev mode is the one owner today (ext/php/app/dev_mode.c says
 * what it watches). One watched server per process (static state); a server
 * nobody hands a watch to never runs any of this.
 */
#ifndef VELA_PHP_HTTP_RELOAD_WATCH_H
#define VELA_PHP_HTTP_RELOAD_WATCH_H

#include <php.h>

#include "src/process/master.h"

/* The variable naming the listening socket a re-executed server adopts. */
#define VELA_DEV_LISTEN_FD_ENV "VELA_DEV_LISTEN_FD"

/*
 * What the owner watches, as callbacks on `arg`. open() starts watching and
 * sets *fd to a descriptor that becomes readable on a change; it returns 0,
 * or a negative VELA_E* code after saying on stderr that there will be no
 * reload (the server then serves without one). changed() runs when the
 * descriptor is readable: it consumes what is pending and returns true when
 * the server should reload now (it may check the change first and say on
 * stderr why not). close() undoes a successful open(). `reason` names the
 * change in the server's log line ("<reason>: draining, then restarting").
 * Main context, in the process that serves or supervises.
 */
typedef struct vela_php_http_reload_watch {
    int (*open)(void *arg, int *fd);
    bool (*changed)(void *arg);
    void (*close)(void *arg);
    const char *reason;
    void *arg;
} vela_php_http_reload_watch_t;

/* Makes `server` reload on `watch` (copied) from its next start(). */
void vela_php_http_reload_watch_set(zend_object *server, const vela_php_http_reload_watch_t *watch);

/* True when `server` was given a watch by vela_php_http_reload_watch_set. */
bool vela_php_http_reload_watch_wanted(zend_object *server);

/*
 * workers = 0 with a watch: serves `server` (like start() does) until a
 * graceful stop; when that stop was a reload, re-executes the process and
 * does not return, unless the exec fails (then a Vela\Http\Exception is
 * pending). Main context, no loop running.
 */
void vela_php_http_reload_watch_serve(zend_object *server);

/*
 * workers >= 1: in the master of a watched server, opens the watch into
 * cfg->reload_fd and sets cfg->reload_requested; a watch that cannot be
 * opened means no reload. Nothing in a worker.
 */
void vela_php_http_reload_watch_master_begin(zend_object *server, vela_master_config_t *cfg);

/* Closes what vela_php_http_reload_watch_master_begin opened, if anything. */
void vela_php_http_reload_watch_master_end(vela_master_config_t *cfg);

#endif
