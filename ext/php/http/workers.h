/*
 * Vela\Http\Server::start() with workers > 0: the binding of the process
 * model (ext/src/process/master.h, worker.h) to the server (http.h).
 */
#ifndef VELA_HTTP_WORKERS_H
#define VELA_HTTP_WORKERS_H

#include <php.h>

/*
 * Runs `server` (a Vela\Http\Server object) with its `workers` option > 0.
 * In the original process: becomes the master, supervises until SIGTERM or
 * SIGINT, and returns (nothing pending) — or throws Vela\Http\Exception if
 * the master cannot start (address in use, pid file of a running master).
 * In a worker process (the script re-executed by the master): serves the
 * inherited socket until a graceful stop, then leaves an unwind-exit pending
 * with the worker's exit status, so the script ends without running the
 * code after start(). Main context, no loop running.
 */
void vela_php_http_workers_start(zend_object *server);

/*
 * At request start-up (RINIT), before the script is compiled: in a worker
 * process (VELA_WORKER set; forked from the template or exec'd), sets
 * opcache.file_update_protection to 0 for this request, which is the
 * worker's whole life. opcache does not cache a file modified less than the
 * protection (2 s) before the request started, so without this a worker
 * started right after `vgen compile` or a deploy would run the generated code and the
 * fresh sources uncached and never JIT-compiled for as long as it lives.
 * Nothing happens in other processes or without opcache.
 */
void vela_php_http_workers_request_startup(void);

/*
 * From RINIT, before the script is compiled, in a process that may become a
 * master (PHP's CLI running a script file, templates on, not a worker):
 * forks the first generation's worker template from this process, so the
 * master, template and workers share PHP's start-up pages and opcache memory
 * (src/process/worker_template.h). Returns true only in a worker forked from
 * it, which then goes on into the script; false in this process.
 */
bool vela_php_http_workers_early_template(void);

#endif
