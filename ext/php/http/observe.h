/*
 * What a serving server tells operators: the opt-in health, readiness and
 * metrics endpoints, request ids, and the instance's metrics.
 *
 * Design. Every option is off by default (a benchmark pays nothing):
 *  - health_path answers 200 "ok" whenever the worker's loop runs;
 *  - ready_path answers 200 while the instance serves, and 503 from the
 *    moment a graceful stop or reload starts (this worker stopping, or the
 *    master stopping or reloading, read from the shared metrics region) or
 *    while a connection pool cannot reach its server (src/core/pool.h),
 *    naming it, so a load balancer stops sending before connections close;
 *  - metrics_path turns counting on and answers the Prometheus exposition of
 *    the whole instance (src/process/metrics.h: a region shared by the
 *    master and every worker, or this process's own with workers = 0);
 *  - request_id takes the client's X-Request-Id (1-128 of [A-Za-z0-9._:/+=-])
 *    or makes one, keeps it on the Request (for handlers and the access log)
 *    and returns it in the response's X-Request-Id.
 * Counting a request touches only the worker's slot (a few relaxed atomic
 * adds); gauges and pool numbers are published once a second by a timer
 * that does not keep the loop alive.
 *
 * Ownership: the observe struct lives in the server object; start() takes
 * the process model's region (borrowed) or maps its own, stop() releases
 * what start() made. Loop / coroutine context, PHP thread.
 */
#ifndef VELA_PHP_HTTP_OBSERVE_H
#define VELA_PHP_HTTP_OBSERVE_H

#include <php.h>
#include <uv.h>

#include "php/http/http.h"
#include "php/http/options.h"
#include "src/http/server.h"
#include "src/hub/hub.h"
#include "src/process/metrics.h"

typedef struct vela_php_observe {
    const vela_php_http_options_t *options;
    vela_http_server_t *engine;
    vela_metrics_t *metrics; /* NULL: metrics off */
    uint32_t slot;
    bool owns_metrics;
    HashTable keys;    /* (route, status) -> the slot's key (vela_metrics_request_key) */
    uv_timer_t *timer; /* publishes gauges; NULL when metrics are off */
    uint64_t watchdog_published;
    vela_hub_stats_t hub_published; /* the hub totals already added to the slot */
    uint64_t next_id;
    char id_prefix[9];
} vela_php_observe_t;

/* An endpoint's answer: status, Content-Type and body (owned by the caller). */
typedef struct vela_php_observe_answer {
    int status;
    const char *content_type;
    zend_string *body;
} vela_php_observe_answer_t;

/*
 * Starts observing `engine` with these options. `shared` is the process
 * model's metrics region with this worker's slot, or NULL (workers = 0: a
 * region of one slot is made when metrics_path is set). Returns true, or
 * false with Vela\Http\Exception thrown. PHP context, before serving.
 */
bool vela_php_observe_start(vela_php_observe_t *observe, const vela_php_http_options_t *options,
                            vela_http_server_t *engine, vela_metrics_t *shared, uint32_t slot);

/* Stops the timer and releases what start() made. Idempotent. */
void vela_php_observe_stop(vela_php_observe_t *observe);

/*
 * True when the request is for one of the endpoints; *answer is then
 * filled. Coroutine context (the request's), before the handler.
 */
bool vela_php_observe_endpoint(vela_php_observe_t *observe, vela_php_request_t *request,
                               vela_php_observe_answer_t *answer);

/* A request begins: its id (when request_id is on) and the in-flight count. */
/* Gives `request` its id: the client's X-Request-Id when acceptable, else `prefix` followed by
 * ++*next_id in 16 hex digits (the server's form; the test client makes its ids the same way). */
void vela_php_observe_request_id(vela_php_request_t *request, const char *prefix,
                                 uint64_t *next_id);

void vela_php_observe_begin(vela_php_observe_t *observe, vela_php_request_t *request);

/* A request was answered with `status`; `started` is its uv_hrtime() at dispatch. */
void vela_php_observe_end(vela_php_observe_t *observe, vela_php_request_t *request, int status,
                          uint64_t started);

/* The server refused a request with `status` before any handler saw it (counted, route ""). */
void vela_php_observe_refused(vela_php_observe_t *observe, int status);

/* True when vela_php_observe_end() wants the dispatch time (metrics on). */
static inline bool vela_php_observe_wants_time(const vela_php_observe_t *observe)
{
    return observe->metrics != NULL;
}

#endif
