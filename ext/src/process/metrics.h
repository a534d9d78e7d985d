/*
 * Instance-wide metrics: counters every worker adds to and any worker can
 * read, whichever one answers GET /metrics, exported in the Prometheus text
 * format.
 *
 * Design. The master creates one shared region (a memfd, mapped MAP_SHARED)
 * before it starts any worker; workers forked from it or from the worker
 * template inherit the mapping, exec'd workers map the inherited descriptor
 * (vela_metrics_attach). The region holds one area for the master (worker
 * restarts and recycles) and one slot per worker slot. A worker writes only
 * its own slot, with relaxed atomic adds, so the slot's old and new workers
 * during a reload may both write it; readers sum every slot. Nothing is
 * reset when a worker is replaced — counters of the instance only grow —
 * except the gauges of the slot (in-flight requests, coroutines, memory,
 * pools), which the new worker takes over (vela_metrics_slot_start).
 *
 * Requests are counted per (route name, status) in a fixed table per slot:
 * a worker appends an entry for a pair the first time it sees it (claiming
 * the index with an atomic add, publishing it with a release store) and
 * keeps the index (vela_metrics_request_key). Past the table's capacity,
 * requests are counted under route "" (the exposition names it "_other").
 * Pools are a small table per slot too, keyed by name, holding the latest
 * stats the worker published. Outbound HTTP (Vela\Http\Client) is counted
 * per host ("scheme://host:port") in a third fixed table per slot: a worker
 * adds what its client counted since its last publish; hosts past the
 * table's capacity are counted under host "" (exposed as "_other"). Like
 * requests, these counters survive a worker's replacement.
 *
 * Rendering sums each series over the slots (a scan of every slot's table
 * per series: fine for a scrape every few seconds) and writes the
 * exposition through a caller-supplied writer, allocating nothing.
 *
 * Ownership: vela_metrics_create()/attach() map the region, _free() unmaps
 * it (the descriptor belongs to whoever created it; the master closes it).
 * Thread-safety: any process or thread may read; a slot has one writer
 * process at a time, except during a reload (two), which atomics cover.
 */
#ifndef VELA_METRICS_H
#define VELA_METRICS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "src/core/histogram.h"

#define VELA_METRICS_MAX_SLOTS 1024
#define VELA_METRICS_MAX_REQUEST_KEYS 512 /* (route, status) pairs per slot */
#define VELA_METRICS_MAX_POOLS 16         /* named pools per slot */
#define VELA_METRICS_NAME_MAX 96          /* route, pool and host names, NUL included */
#define VELA_METRICS_MAX_HTTP_HOSTS 32    /* outbound hosts per slot, the overflow one included */
#define VELA_METRICS_HTTP_ERROR_KINDS 10  /* vela_http_error_kind_t (src/http_client/client.h) */

typedef struct vela_metrics vela_metrics_t;

/* Names the region's descriptor in a worker's environment (set by the master). */
#define VELA_METRICS_ENV "VELA_METRICS"

/* A pool's latest numbers, as a worker publishes them. */
typedef struct vela_metrics_pool {
    uint64_t size, idle, busy, waiting, acquires, acquire_timeouts, errors;
    vela_histogram_t acquire_wait; /* µs */
} vela_metrics_pool_t;

/*
 * What the outbound HTTP client counted for one host: answers by status class
 * (responses[0] is 1xx, responses[4] 5xx), failures by kind (indexed by
 * vela_http_error_kind_t; errors[0], "ok", stays 0) and the duration of every
 * attempt, answered or failed.
 */
typedef struct vela_metrics_http_host {
    uint64_t responses[5];
    uint64_t errors[VELA_METRICS_HTTP_ERROR_KINDS];
    vela_histogram_t duration; /* µs */
} vela_metrics_http_host_t;

/* The gauges a worker sets (see vela_metrics_set_gauge). */
enum vela_metrics_gauge {
    VELA_METRICS_COROUTINES,      /* live coroutines */
    VELA_METRICS_MEMORY_BYTES,    /* the worker's memory (zend_memory_usage(1)) */
    VELA_METRICS_HUB_SUBSCRIBERS, /* hub subscribers attached now */
    VELA_METRICS_WS_CONNECTIONS,  /* open WebSocket connections */
    VELA_METRICS_WS_QUEUED_BYTES, /* bytes queued to WebSocket peers, not yet written */
    VELA_METRICS_WS_SLOW_CLOSES,  /* peers closed for not reading (1008); this worker's count */
    VELA_METRICS_GAUGE__COUNT,
};

/* The counters the master adds to (see vela_metrics_count_master). */
enum vela_metrics_master_counter {
    VELA_METRICS_WORKER_RESTARTS,   /* workers respawned after dying */
    VELA_METRICS_WORKER_RECYCLES,   /* workers retired after max_requests / max_memory */
    VELA_METRICS_RELOADS,           /* graceful reloads (SIGHUP) */
    VELA_METRICS_RELOADS_FAILED,    /* reloads abandoned: their first worker died before READY */
    VELA_METRICS_HUB_RELAY_DROPPED, /* hub messages the relay dropped for a slow worker */
    VELA_METRICS_MASTER__COUNT,
};

/* What the master is doing, for readiness (see vela_metrics_set_state). */
enum vela_metrics_state {
    VELA_METRICS_SERVING = 0,
    VELA_METRICS_RELOADING, /* a reload goes ahead: until no worker of an older generation is left */
    VELA_METRICS_STOPPING,  /* SIGTERM/SIGINT: draining for good */
};

/*
 * Creates a region for `slots` worker slots (1 .. VELA_METRICS_MAX_SLOTS),
 * zeroed, backed by a memfd whose descriptor is stored in *fd (close-on-exec:
 * clear it in a child that execs). Returns 0, VELA_EINVAL, -errno from
 * memfd_create/ftruncate/mmap. Any context.
 */
int vela_metrics_create(uint32_t slots, int *fd, vela_metrics_t **out);

/*
 * Maps a region created by vela_metrics_create() from its descriptor (in an
 * exec'd worker). Returns 0, VELA_EINVAL when fd holds no valid region,
 * -errno from fstat/mmap. The descriptor may be closed afterwards.
 */
int vela_metrics_attach(int fd, vela_metrics_t **out);

/*
 * In a worker: maps the region whose descriptor VELA_METRICS names, closes
 * that descriptor and removes the variable. Returns 0 with *out set, 0 with
 * *out NULL when the variable is absent (no master, or an old one), or an
 * error of vela_metrics_attach.
 */
int vela_metrics_from_environment(vela_metrics_t **out);

/* Unmaps the region (NULL-safe); other processes keep theirs. */
void vela_metrics_free(vela_metrics_t *m);

/* The number of worker slots. */
uint32_t vela_metrics_slots(const vela_metrics_t *m);

/*
 * A worker takes over `slot` (0-based): clears the slot's gauges, in-flight
 * count and pools left by its predecessor, keeps its counters. Returns 0 or
 * VELA_EINVAL for a slot out of range.
 */
int vela_metrics_slot_start(vela_metrics_t *m, uint32_t slot);

/*
 * The index of the (route, status) entry of slot, added when new: a key for
 * vela_metrics_request(). `route` may be "" (no route: 404, 405, a bare
 * server). Returns the index, or the overflow entry's index when the table
 * is full. Cache it: this scans the table.
 */
int vela_metrics_request_key(vela_metrics_t *m, uint32_t slot, const char *route, int status);

/* Counts one finished request under key and records its duration. */
void vela_metrics_request(vela_metrics_t *m, uint32_t slot, int key, uint64_t duration_us);

/* Adds delta (+1 when a request starts, -1 when it is answered) to in-flight. */
void vela_metrics_in_flight(vela_metrics_t *m, uint32_t slot, int delta);

/* Adds n to the slot's count of watchdog warnings (blocking calls reported). */
void vela_metrics_watchdog_warnings(vela_metrics_t *m, uint32_t slot, uint64_t n);

/* Adds to the slot's hub counters (src/hub/hub.h): messages delivered to subscribers' queues,
 * dropped from full queues, subscribers closed by a full queue. */
void vela_metrics_hub(vela_metrics_t *m, uint32_t slot, uint64_t delivered, uint64_t dropped,
                      uint64_t overflowed);

/* Sets one of the slot's gauges. */
void vela_metrics_set_gauge(vela_metrics_t *m, uint32_t slot, enum vela_metrics_gauge gauge,
                            uint64_t value);

/* Publishes a pool's numbers under its name; false when the pool table is full. */
bool vela_metrics_set_pool(vela_metrics_t *m, uint32_t slot, const char *name,
                           const vela_metrics_pool_t *pool);

/*
 * Adds `delta` to the slot's counters of outbound host `host`
 * ("scheme://host:port"; "" or a host past the table's capacity counts as
 * "_other").
 */
void vela_metrics_add_http_host(vela_metrics_t *m, uint32_t slot, const char *host,
                                const vela_metrics_http_host_t *delta);

/* The master says what it is doing (master only); any process reads it. */
void vela_metrics_set_state(vela_metrics_t *m, enum vela_metrics_state state);
enum vela_metrics_state vela_metrics_state(const vela_metrics_t *m);

/* Adds 1 to a master counter (master only). */
void vela_metrics_count_master(vela_metrics_t *m, enum vela_metrics_master_counter counter);

/*
 * Writes the exposition (Prometheus text format 0.0.4) of the whole region:
 * every series summed over the slots, worker memory per slot. write(arg,
 * bytes, len) receives it in pieces; rendering stops at the first non-zero
 * return of write and returns it. Returns 0. Any context.
 */
int vela_metrics_render(const vela_metrics_t *m,
                        int (*write)(void *arg, const char *bytes, size_t len), void *arg);

#endif
