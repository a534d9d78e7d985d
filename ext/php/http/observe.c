/*
 * Health, readiness, metrics and request ids of a serving server (see
 * observe.h).
 */
#include "php/http/observe.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <unistd.h>

#include <ext/standard/php_random.h>
#include <Zend/zend_exceptions.h>
#include <zend_smart_str.h>

#include "php/ws/ws.h"
#include "src/core/coro.h"
#include "src/core/loop.h"
#include "src/core/pool.h"
#include "src/core/watchdog.h"
#include "src/core/error.h"
#include "src/http_client/stats.h"

#define PUBLISH_MS 1000
#define REQUEST_ID_MAX 128

/* ---- the gauges, once a second ---------------------------------------------- */

static void publish_pools(vela_php_observe_t *observe)
{
    for (vela_pool_t *pool = vela_pool_next_live(NULL); pool; pool = vela_pool_next_live(pool)) {
        vela_pool_stats_t stats;
        vela_pool_stats(pool, &stats);
        vela_metrics_pool_t published = {
            .size = stats.size,
            .idle = stats.idle,
            .busy = stats.busy,
            .waiting = stats.waiting,
            .acquires = stats.acquires,
            .acquire_timeouts = stats.acquire_timeouts,
            .errors = stats.open_errors + stats.broken,
            .acquire_wait = stats.acquire_wait,
        };
        vela_metrics_set_pool(observe->metrics, observe->slot, vela_pool_name(pool), &published);
    }
}

/* Adds what this process's hubs counted since the last publish to the slot. */
static void publish_hub(vela_php_observe_t *observe)
{
    vela_hub_stats_t now, *was = &observe->hub_published;

    vela_hub_totals(&now);
    vela_metrics_hub(observe->metrics, observe->slot, now.delivered - was->delivered,
                     now.dropped - was->dropped, now.overflowed - was->overflowed);
    vela_metrics_set_gauge(observe->metrics, observe->slot, VELA_METRICS_HUB_SUBSCRIBERS,
                           now.subscribers);
    *was = now;
}

static void add_http_host(void *arg, const char *host, const vela_metrics_http_host_t *counts)
{
    vela_php_observe_t *observe = arg;
    vela_metrics_add_http_host(observe->metrics, observe->slot, host, counts);
}

static void publish(vela_php_observe_t *observe)
{
    uint64_t warnings = vela_watchdog_warnings();

    vela_metrics_set_gauge(observe->metrics, observe->slot, VELA_METRICS_COROUTINES,
                           vela_coro_count());
    vela_metrics_set_gauge(observe->metrics, observe->slot, VELA_METRICS_MEMORY_BYTES,
                           zend_memory_usage(1));
    vela_metrics_set_gauge(observe->metrics, observe->slot, VELA_METRICS_WS_CONNECTIONS,
                           vela_php_ws_connection_count());
    vela_metrics_set_gauge(observe->metrics, observe->slot, VELA_METRICS_WS_QUEUED_BYTES,
                           vela_php_ws_queued_bytes());
    vela_metrics_set_gauge(observe->metrics, observe->slot, VELA_METRICS_WS_SLOW_CLOSES,
                           vela_php_ws_slow_closes());
    vela_metrics_watchdog_warnings(observe->metrics, observe->slot,
                                   warnings - observe->watchdog_published);
    observe->watchdog_published = warnings;
    publish_hub(observe);
    publish_pools(observe);
    vela_http_stats_drain(add_http_host, observe);
}

static void on_publish(uv_timer_t *timer)
{
    publish(timer->data);
}

static void on_timer_closed(uv_handle_t *handle)
{
    efree(handle);
}

/* ---- life ------------------------------------------------------------------------ */

static bool open_metrics(vela_php_observe_t *observe, vela_metrics_t *shared, uint32_t slot)
{
    int fd, rc;

    if (shared) {
        observe->metrics = shared;
        observe->slot = slot;
    } else if ((rc = vela_metrics_create(1, &fd, &observe->metrics)) == 0) {
        close(fd); /* the mapping stays; nobody else needs the descriptor */
        observe->owns_metrics = true;
        observe->slot = 0;
    } else {
        zend_throw_exception_ex(vela_ce_http_exception, rc, "Cannot create the metrics region: %s",
                                vela_strerror(rc));
        return false;
    }
    return vela_metrics_slot_start(observe->metrics, observe->slot) == 0;
}

static void start_timer(vela_php_observe_t *observe, uv_loop_t *loop)
{
    observe->timer = emalloc(sizeof(*observe->timer));
    uv_timer_init(loop, observe->timer);
    observe->timer->data = observe;
    uv_timer_start(observe->timer, on_publish, PUBLISH_MS, PUBLISH_MS);
    uv_unref((uv_handle_t *)observe->timer);
}

bool vela_php_observe_start(vela_php_observe_t *observe, const vela_php_http_options_t *options,
                            vela_http_server_t *engine, vela_metrics_t *shared, uint32_t slot)
{
    uint32_t random = 0;

    memset(observe, 0, sizeof(*observe));
    observe->options = options;
    observe->engine = engine;
    if (options->request_id) {
        if (php_random_bytes_silent(&random, sizeof(random)) != SUCCESS) {
            random = (uint32_t)getpid() * 2654435761u;
        }
        snprintf(observe->id_prefix, sizeof(observe->id_prefix), "%08x", random);
    }
    if (options->metrics_path == NULL) {
        return true;
    }
    if (!open_metrics(observe, shared, slot)) {
        return false;
    }
    zend_hash_init(&observe->keys, 16, NULL, NULL, 0);
    observe->watchdog_published = vela_watchdog_warnings();
    vela_hub_totals(&observe->hub_published);
    start_timer(observe, vela_loop_get());
    publish(observe);
    return true;
}

void vela_php_observe_stop(vela_php_observe_t *observe)
{
    if (observe->timer) {
        uv_close((uv_handle_t *)observe->timer, on_timer_closed);
        observe->timer = NULL;
    }
    if (observe->metrics) {
        zend_hash_destroy(&observe->keys);
        if (observe->owns_metrics) {
            vela_metrics_free(observe->metrics);
        }
        observe->metrics = NULL;
    }
    observe->owns_metrics = false;
}

/* ---- the endpoints ----------------------------------------------------------------- */

static bool path_is(const vela_php_request_t *request, const zend_string *path)
{
    return path && request->path_len == ZSTR_LEN(path) &&
           memcmp(ZSTR_VAL(request->target), ZSTR_VAL(path), ZSTR_LEN(path)) == 0;
}

static int append(void *arg, const char *bytes, size_t len)
{
    smart_str_appendl((smart_str *)arg, bytes, len);
    return 0;
}

/* Why the instance is not ready, or NULL; pools that cannot serve are listed in *pools. */
static const char *not_ready(const vela_php_observe_t *observe, smart_str *pools)
{
    /* The instance's state first: an old worker draining during a reload (it still accepts
     * until its listener closes) says "reloading", as the new ones do, not "stopping". */
    if (observe->metrics && !observe->owns_metrics) {
        enum vela_metrics_state state = vela_metrics_state(observe->metrics);
        if (state != VELA_METRICS_SERVING) {
            return state == VELA_METRICS_RELOADING ? "reloading" : "stopping";
        }
    }
    if (vela_http_server_is_stopping(observe->engine)) {
        return "stopping";
    }
    for (vela_pool_t *pool = vela_pool_next_live(NULL); pool; pool = vela_pool_next_live(pool)) {
        if (!vela_pool_is_ready(pool)) {
            smart_str_appends(pools, pools->s ? "\",\"" : "");
            smart_str_appends(pools, vela_pool_name(pool));
        }
    }
    return pools->s ? "pools" : NULL;
}

static void readiness(const vela_php_observe_t *observe, vela_php_observe_answer_t *answer)
{
    smart_str pools = {0}, body = {0};
    const char *reason = not_ready(observe, &pools);

    answer->status = reason ? 503 : 200;
    answer->content_type = "application/json";
    smart_str_appends(&body, reason ? "{\"status\":\"" : "{\"status\":\"ready\"}");
    if (reason) {
        smart_str_appends(&body, reason);
        smart_str_appends(&body, "\"");
        if (pools.s) {
            smart_str_appends(&body, ",\"pools\":[\"");
            smart_str_append(&body, pools.s);
            smart_str_appends(&body, "\"]");
        }
        smart_str_appends(&body, "}");
    }
    smart_str_free(&pools);
    answer->body = smart_str_extract(&body);
}

/* True for a peer on 127.0.0.0/8 or ::1 (also as ::ffff:127.x.y.z). */
static bool loopback_peer(const vela_php_request_t *request)
{
    if (!request->has_peer) {
        return false;
    }
    if (request->peer.ss_family == AF_INET) {
        const struct sockaddr_in *in = (const struct sockaddr_in *)&request->peer;
        return (ntohl(in->sin_addr.s_addr) >> 24) == 127;
    }
    const struct in6_addr *in6 = &((const struct sockaddr_in6 *)&request->peer)->sin6_addr;
    return request->peer.ss_family == AF_INET6 &&
           (IN6_IS_ADDR_LOOPBACK(in6) || (IN6_IS_ADDR_V4MAPPED(in6) && in6->s6_addr[12] == 127));
}

/*
 * Whether the metrics may be shown to this client: with metrics_public off,
 * only to a loopback peer that no proxy stands in front of (a proxy on the
 * same host connects from 127.0.0.1 too, and says so in these headers).
 */
static bool metrics_allowed(const vela_php_observe_t *observe, vela_php_request_t *request)
{
    return observe->options->metrics_public ||
           (loopback_peer(request) && !vela_php_request_header(request, "forwarded") &&
            !vela_php_request_header(request, "x-forwarded-for") &&
            !vela_php_request_header(request, "x-real-ip"));
}

bool vela_php_observe_endpoint(vela_php_observe_t *observe, vela_php_request_t *request,
                               vela_php_observe_answer_t *answer)
{
    const vela_php_http_options_t *options = observe->options;

    if (path_is(request, options->health_path)) {
        answer->status = 200;
        answer->content_type = "text/plain";
        answer->body = zend_string_init("ok\n", 3, 0);
    } else if (path_is(request, options->ready_path)) {
        readiness(observe, answer);
    } else if (observe->metrics && path_is(request, options->metrics_path) &&
               !metrics_allowed(observe, request)) {
        answer->status = 404; /* as if there were no metrics here: nothing to probe for */
        answer->content_type = "text/plain";
        answer->body = zend_string_init("Not Found\n", 10, 0);
    } else if (observe->metrics && path_is(request, options->metrics_path)) {
        smart_str text = {0};
        publish(observe); /* this worker's gauges as of now */
        vela_metrics_render(observe->metrics, append, &text);
        answer->status = 200;
        answer->content_type = "text/plain; version=0.0.4; charset=utf-8";
        answer->body = smart_str_extract(&text);
    } else {
        return false;
    }
    return true;
}

/* ---- per request ------------------------------------------------------------------- */

static bool acceptable_id(const zend_string *id)
{
    static const char allowed[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                  "0123456789._:/+=-";
    return ZSTR_LEN(id) > 0 && ZSTR_LEN(id) <= REQUEST_ID_MAX &&
           strspn(ZSTR_VAL(id), allowed) == ZSTR_LEN(id);
}

void vela_php_observe_request_id(vela_php_request_t *request, const char *prefix, uint64_t *next_id)
{
    zend_string *given = vela_php_request_header(request, "x-request-id");
    if (given && acceptable_id(given)) {
        request->request_id = zend_string_copy(given);
    } else {
        request->request_id = zend_strpprintf(0, "%s%016" PRIx64, prefix, ++*next_id);
    }
}

void vela_php_observe_begin(vela_php_observe_t *observe, vela_php_request_t *request)
{
    if (observe->options->request_id) {
        vela_php_observe_request_id(request, observe->id_prefix, &observe->next_id);
    }
    if (observe->metrics) {
        vela_metrics_in_flight(observe->metrics, observe->slot, 1);
    }
}

/* The slot's key for (route, status), found once per pair and kept. */
static int request_key(vela_php_observe_t *observe, zend_string *route, int status)
{
    zend_ulong id = ((zend_ulong)(uintptr_t)route << 10) | (zend_ulong)(status & 1023);
    zval *cached = zend_hash_index_find(&observe->keys, id);
    zval key;

    if (cached) {
        return (int)Z_LVAL_P(cached);
    }
    ZVAL_LONG(&key, vela_metrics_request_key(observe->metrics, observe->slot,
                                             route ? ZSTR_VAL(route) : "", status));
    zend_hash_index_add_new(&observe->keys, id, &key);
    return (int)Z_LVAL(key);
}

void vela_php_observe_end(vela_php_observe_t *observe, vela_php_request_t *request, int status,
                          uint64_t started)
{
    if (!observe->metrics) {
        return;
    }
    int key = request_key(observe, request->route, status);
    vela_metrics_request(observe->metrics, observe->slot, key, (uv_hrtime() - started) / 1000);
    vela_metrics_in_flight(observe->metrics, observe->slot, -1);
}

void vela_php_observe_refused(vela_php_observe_t *observe, int status)
{
    if (observe->metrics) {
        vela_metrics_request(observe->metrics, observe->slot, request_key(observe, NULL, status),
                             0);
    }
}
