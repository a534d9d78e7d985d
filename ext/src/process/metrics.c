/*
 * Instance-wide metrics in a shared memfd region (see metrics.h).
 *
 * Layout: a header (magic, version, slot count, the master's counters),
 * then one struct slot per worker slot. Every number a reader may see while
 * a writer changes it is a naturally aligned uint64_t accessed with relaxed
 * atomics; a table entry is published by a release store of its `ready`
 * flag after its key was written, and read only after an acquire load of it.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* memfd_create */
#endif
#include "src/process/metrics.h"

#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "src/core/error.h"

#define MAGIC 0x56454c414d455452ULL /* "VELAMETR" */
#define REGION_VERSION 5
#define OVERFLOW_KEY (VELA_METRICS_MAX_REQUEST_KEYS - 1)
#define OVERFLOW_HOST (VELA_METRICS_MAX_HTTP_HOSTS - 1)

struct request_entry {
    uint32_t ready;
    int32_t status;
    char route[VELA_METRICS_NAME_MAX];
    uint64_t count;
};

struct pool_entry {
    uint32_t ready;
    char name[VELA_METRICS_NAME_MAX];
    vela_metrics_pool_t stats;
};

struct host_entry {
    uint32_t ready;
    char name[VELA_METRICS_NAME_MAX];
    vela_metrics_http_host_t stats;
};

struct slot {
    uint64_t in_flight; /* as int64_t */
    uint64_t watchdog_warnings;
    uint64_t hub_delivered, hub_dropped, hub_overflowed;
    uint64_t gauges[VELA_METRICS_GAUGE__COUNT];
    vela_histogram_t duration;
    uint32_t request_claims; /* entries claimed; may exceed the table (then overflow) */
    uint32_t pool_claims;
    uint32_t host_claims;
    struct request_entry requests[VELA_METRICS_MAX_REQUEST_KEYS];
    struct pool_entry pools[VELA_METRICS_MAX_POOLS];
    struct host_entry hosts[VELA_METRICS_MAX_HTTP_HOSTS];
};

struct region {
    uint64_t magic;
    uint32_t version, slots;
    uint64_t state; /* enum vela_metrics_state */
    uint64_t master[VELA_METRICS_MASTER__COUNT];
    struct slot slot[];
};

struct vela_metrics {
    struct region *region;
    size_t size;
};

#define LOAD(p) __atomic_load_n((p), __ATOMIC_RELAXED)
#define STORE(p, v) __atomic_store_n((p), (v), __ATOMIC_RELAXED)
#define ADD(p, v) __atomic_fetch_add((p), (v), __ATOMIC_RELAXED)

static size_t region_size(uint32_t slots)
{
    return sizeof(struct region) + (size_t)slots * sizeof(struct slot);
}

static int map(int fd, size_t size, vela_metrics_t **out)
{
    vela_metrics_t *m = malloc(sizeof(*m));
    if (!m) {
        return VELA_ENOMEM;
    }
    m->region = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (m->region == MAP_FAILED) {
        int rc = -errno;
        free(m);
        return rc;
    }
    m->size = size;
    *out = m;
    return 0;
}

int vela_metrics_create(uint32_t slots, int *fd, vela_metrics_t **out)
{
    if (slots == 0 || slots > VELA_METRICS_MAX_SLOTS) {
        return VELA_EINVAL;
    }
    int mfd = memfd_create("vela-metrics", MFD_CLOEXEC);
    if (mfd < 0) {
        return -errno;
    }
    size_t size = region_size(slots);
    int rc = ftruncate(mfd, (off_t)size) == 0 ? map(mfd, size, out) : -errno;
    if (rc != 0) {
        close(mfd);
        return rc;
    }
    struct region *r = (*out)->region;
    r->slots = slots;
    r->version = REGION_VERSION;
    r->magic = MAGIC;
    for (uint32_t i = 0; i < slots; i++) {
        struct request_entry *overflow = &r->slot[i].requests[OVERFLOW_KEY];
        strcpy(overflow->route, "_other");
        overflow->ready = 1;
        r->slot[i].hosts[OVERFLOW_HOST].ready = 1; /* its name is "" */
    }
    *fd = mfd;
    return 0;
}

int vela_metrics_attach(int fd, vela_metrics_t **out)
{
    struct stat st;
    if (fstat(fd, &st) != 0) {
        return -errno;
    }
    if ((size_t)st.st_size < sizeof(struct region)) {
        return VELA_EINVAL;
    }
    int rc = map(fd, (size_t)st.st_size, out);
    if (rc != 0) {
        return rc;
    }
    struct region *r = (*out)->region;
    if (r->magic != MAGIC || r->version != REGION_VERSION ||
        region_size(r->slots) != (*out)->size) {
        vela_metrics_free(*out);
        *out = NULL;
        return VELA_EINVAL;
    }
    return 0;
}

int vela_metrics_from_environment(vela_metrics_t **out)
{
    const char *value = getenv(VELA_METRICS_ENV);
    char *end;
    *out = NULL;
    if (value == NULL) {
        return 0;
    }
    long fd = strtol(value, &end, 10);
    unsetenv(VELA_METRICS_ENV);
    if (*end != '\0' || fd < 3 || fd > 1023) {
        return VELA_EINVAL;
    }
    int rc = vela_metrics_attach((int)fd, out);
    close((int)fd);
    return rc;
}

void vela_metrics_free(vela_metrics_t *m)
{
    if (!m) {
        return;
    }
    munmap(m->region, m->size);
    free(m);
}

uint32_t vela_metrics_slots(const vela_metrics_t *m)
{
    return m->region->slots;
}

int vela_metrics_slot_start(vela_metrics_t *m, uint32_t slot)
{
    if (slot >= m->region->slots) {
        return VELA_EINVAL;
    }
    struct slot *s = &m->region->slot[slot];
    STORE(&s->in_flight, 0);
    for (int g = 0; g < VELA_METRICS_GAUGE__COUNT; g++) {
        STORE(&s->gauges[g], 0);
    }
    uint32_t pools = LOAD(&s->pool_claims);
    for (uint32_t i = 0; i < pools && i < VELA_METRICS_MAX_POOLS; i++) {
        vela_metrics_pool_t *p = &s->pools[i].stats;
        STORE(&p->size, 0);
        STORE(&p->idle, 0);
        STORE(&p->busy, 0);
        STORE(&p->waiting, 0);
    }
    return 0;
}

static void copy_name(char *dst, const char *src)
{
    size_t len = strnlen(src, VELA_METRICS_NAME_MAX - 1);
    memcpy(dst, src, len);
    dst[len] = '\0';
}

static bool same_name(const char *stored, const char *name)
{
    return strncmp(stored, name, VELA_METRICS_NAME_MAX - 1) == 0;
}

int vela_metrics_request_key(vela_metrics_t *m, uint32_t slot, const char *route, int status)
{
    struct slot *s = &m->region->slot[slot];
    uint32_t claimed = LOAD(&s->request_claims);
    for (uint32_t i = 0; i < claimed && i < OVERFLOW_KEY; i++) {
        struct request_entry *e = &s->requests[i];
        if (__atomic_load_n(&e->ready, __ATOMIC_ACQUIRE) && e->status == status &&
            same_name(e->route, route)) {
            return (int)i;
        }
    }
    uint32_t i = ADD(&s->request_claims, 1);
    if (i >= OVERFLOW_KEY) {
        return OVERFLOW_KEY;
    }
    copy_name(s->requests[i].route, route);
    s->requests[i].status = status;
    __atomic_store_n(&s->requests[i].ready, 1, __ATOMIC_RELEASE);
    return (int)i;
}

static void observe(vela_histogram_t *h, uint64_t us)
{
    size_t i = 0;
    while (i < VELA_HISTOGRAM_BUCKETS && us > vela_histogram_bounds_us[i]) {
        i++;
    }
    ADD(&h->counts[i], 1);
    ADD(&h->count, 1);
    ADD(&h->sum_us, us);
}

void vela_metrics_request(vela_metrics_t *m, uint32_t slot, int key, uint64_t duration_us)
{
    struct slot *s = &m->region->slot[slot];
    if (key < 0 || key >= VELA_METRICS_MAX_REQUEST_KEYS) {
        key = OVERFLOW_KEY;
    }
    ADD(&s->requests[key].count, 1);
    observe(&s->duration, duration_us);
}

void vela_metrics_in_flight(vela_metrics_t *m, uint32_t slot, int delta)
{
    ADD(&m->region->slot[slot].in_flight, (uint64_t)(int64_t)delta);
}

void vela_metrics_hub(vela_metrics_t *m, uint32_t slot, uint64_t delivered, uint64_t dropped,
                      uint64_t overflowed)
{
    ADD(&m->region->slot[slot].hub_delivered, delivered);
    ADD(&m->region->slot[slot].hub_dropped, dropped);
    ADD(&m->region->slot[slot].hub_overflowed, overflowed);
}

void vela_metrics_watchdog_warnings(vela_metrics_t *m, uint32_t slot, uint64_t n)
{
    ADD(&m->region->slot[slot].watchdog_warnings, n);
}

void vela_metrics_set_gauge(vela_metrics_t *m, uint32_t slot, enum vela_metrics_gauge gauge,
                            uint64_t value)
{
    STORE(&m->region->slot[slot].gauges[gauge], value);
}

static struct pool_entry *find_pool(struct slot *s, const char *name)
{
    uint32_t claimed = LOAD(&s->pool_claims);
    for (uint32_t i = 0; i < claimed && i < VELA_METRICS_MAX_POOLS; i++) {
        struct pool_entry *e = &s->pools[i];
        if (__atomic_load_n(&e->ready, __ATOMIC_ACQUIRE) && same_name(e->name, name)) {
            return e;
        }
    }
    uint32_t i = ADD(&s->pool_claims, 1);
    if (i >= VELA_METRICS_MAX_POOLS) {
        return NULL;
    }
    copy_name(s->pools[i].name, name);
    __atomic_store_n(&s->pools[i].ready, 1, __ATOMIC_RELEASE);
    return &s->pools[i];
}

bool vela_metrics_set_pool(vela_metrics_t *m, uint32_t slot, const char *name,
                           const vela_metrics_pool_t *pool)
{
    struct pool_entry *e = find_pool(&m->region->slot[slot], name);
    if (!e) {
        return false;
    }
    const uint64_t *from = (const uint64_t *)pool;
    uint64_t *to = (uint64_t *)&e->stats;
    for (size_t i = 0; i < sizeof(*pool) / sizeof(uint64_t); i++) {
        STORE(&to[i], from[i]);
    }
    return true;
}

/* The entry of `host` in slot s, claimed when new; the overflow entry when "" or full. */
static struct host_entry *find_host(struct slot *s, const char *host)
{
    if (host[0] == '\0') {
        return &s->hosts[OVERFLOW_HOST];
    }
    uint32_t claimed = LOAD(&s->host_claims);
    for (uint32_t i = 0; i < claimed && i < OVERFLOW_HOST; i++) {
        struct host_entry *e = &s->hosts[i];
        if (__atomic_load_n(&e->ready, __ATOMIC_ACQUIRE) && same_name(e->name, host)) {
            return e;
        }
    }
    uint32_t i = ADD(&s->host_claims, 1);
    if (i >= OVERFLOW_HOST) {
        return &s->hosts[OVERFLOW_HOST];
    }
    copy_name(s->hosts[i].name, host);
    __atomic_store_n(&s->hosts[i].ready, 1, __ATOMIC_RELEASE);
    return &s->hosts[i];
}

void vela_metrics_add_http_host(vela_metrics_t *m, uint32_t slot, const char *host,
                                const vela_metrics_http_host_t *delta)
{
    struct host_entry *e = find_host(&m->region->slot[slot], host);
    const uint64_t *from = (const uint64_t *)delta;
    uint64_t *to = (uint64_t *)&e->stats;
    for (size_t i = 0; i < sizeof(*delta) / sizeof(uint64_t); i++) {
        if (from[i]) {
            ADD(&to[i], from[i]);
        }
    }
}

void vela_metrics_set_state(vela_metrics_t *m, enum vela_metrics_state state)
{
    STORE(&m->region->state, (uint64_t)state);
}

enum vela_metrics_state vela_metrics_state(const vela_metrics_t *m)
{
    return (enum vela_metrics_state)LOAD(&m->region->state);
}

void vela_metrics_count_master(vela_metrics_t *m, enum vela_metrics_master_counter counter)
{
    ADD(&m->region->master[counter], 1);
}

/* ---- the exposition ------------------------------------------------------ */

_Static_assert(sizeof(vela_metrics_pool_t) % sizeof(uint64_t) == 0, "pool stats are uint64_t only");
_Static_assert(sizeof(vela_metrics_http_host_t) % sizeof(uint64_t) == 0,
               "host stats are uint64_t only");

typedef struct out {
    int (*write)(void *arg, const char *bytes, size_t len);
    void *arg;
    int rc;
} out_t;

static void put(out_t *o, const char *bytes, size_t len)
{
    if (o->rc == 0 && len > 0) {
        o->rc = o->write(o->arg, bytes, len);
    }
}

static void putf(out_t *o, const char *format, ...) __attribute__((format(printf, 2, 3)));

static void putf(out_t *o, const char *format, ...)
{
    char line[512];
    va_list ap;
    va_start(ap, format);
    int n = vsnprintf(line, sizeof(line), format, ap);
    va_end(ap);
    put(o, line, n < 0 ? 0 : (size_t)n < sizeof(line) ? (size_t)n : sizeof(line) - 1);
}

/* A label value with \, " and newline escaped, as the text format wants. */
static void put_label(out_t *o, const char *value)
{
    for (const char *p = value; *p; p++) {
        const char *esc = *p == '\\' ? "\\\\" : *p == '"' ? "\\\"" : *p == '\n' ? "\\n" : NULL;
        put(o, esc ? esc : p, esc ? 2 : 1);
    }
}

static void family(out_t *o, const char *name, const char *type, const char *help)
{
    putf(o, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, type);
}

/* name{labels,le="…"} buckets (cumulative), then _sum (seconds) and _count. */
static void put_histogram(out_t *o, const char *name, const char *labels, const vela_histogram_t *h)
{
    uint64_t cumulative = 0;
    const char *sep = labels[0] ? "," : "";
    for (int i = 0; i <= VELA_HISTOGRAM_BUCKETS; i++) {
        cumulative += h->counts[i];
        if (i < VELA_HISTOGRAM_BUCKETS) {
            putf(o, "%s_bucket{%s%sle=\"%g\"} %llu\n", name, labels, sep,
                 (double)vela_histogram_bounds_us[i] / 1e6, (unsigned long long)cumulative);
        } else {
            putf(o, "%s_bucket{%s%sle=\"+Inf\"} %llu\n", name, labels, sep,
                 (unsigned long long)cumulative);
        }
    }
    const char *open = labels[0] ? "{" : "", *close = labels[0] ? "}" : "";
    putf(o, "%s_sum%s%s%s %.6f\n", name, open, labels, close, (double)h->sum_us / 1e6);
    putf(o, "%s_count%s%s%s %llu\n", name, open, labels, close, (unsigned long long)h->count);
}

static void add_histogram(vela_histogram_t *sum, const vela_histogram_t *h)
{
    for (int i = 0; i <= VELA_HISTOGRAM_BUCKETS; i++) {
        sum->counts[i] += LOAD(&h->counts[i]);
    }
    sum->count += LOAD(&h->count);
    sum->sum_us += LOAD(&h->sum_us);
}

/* Sums a per-slot uint64_t field at byte offset `field` over every slot. */
static uint64_t sum_slots(const struct region *r, size_t field)
{
    uint64_t total = 0;
    for (uint32_t i = 0; i < r->slots; i++) {
        total += LOAD((const uint64_t *)((const char *)&r->slot[i] + field));
    }
    return total;
}

/* True when entry e of slot `slot` repeats a key of an earlier slot or entry. */
static bool seen_before(const struct region *r, uint32_t slot, uint32_t index)
{
    const struct request_entry *e = &r->slot[slot].requests[index];
    for (uint32_t s = 0; s <= slot; s++) {
        uint32_t end = s == slot ? index : VELA_METRICS_MAX_REQUEST_KEYS;
        for (uint32_t j = 0; j < end; j++) {
            const struct request_entry *f = &r->slot[s].requests[j];
            if (f->ready && f->status == e->status && strcmp(f->route, e->route) == 0) {
                return true;
            }
        }
    }
    return false;
}

static uint64_t sum_requests(const struct region *r, const struct request_entry *key)
{
    uint64_t total = 0;
    for (uint32_t s = 0; s < r->slots; s++) {
        for (uint32_t j = 0; j < VELA_METRICS_MAX_REQUEST_KEYS; j++) {
            const struct request_entry *f = &r->slot[s].requests[j];
            if (f->ready && f->status == key->status && strcmp(f->route, key->route) == 0) {
                total += LOAD(&f->count);
            }
        }
    }
    return total;
}

static void render_requests(out_t *o, const struct region *r)
{
    family(o, "vela_http_requests_total", "counter",
           "HTTP requests answered, by route name and status.");
    for (uint32_t s = 0; s < r->slots; s++) {
        for (uint32_t i = 0; i < VELA_METRICS_MAX_REQUEST_KEYS; i++) {
            const struct request_entry *e = &r->slot[s].requests[i];
            if (!__atomic_load_n(&e->ready, __ATOMIC_ACQUIRE) || seen_before(r, s, i)) {
                continue;
            }
            uint64_t n = sum_requests(r, e);
            if (n == 0 && i == OVERFLOW_KEY) {
                continue;
            }
            put(o, "vela_http_requests_total{route=\"", 32);
            put_label(o, e->route);
            if (e->status > 0) {
                putf(o, "\",status=\"%d\"} %llu\n", e->status, (unsigned long long)n);
            } else {
                putf(o, "\",status=\"other\"} %llu\n", (unsigned long long)n);
            }
        }
    }
    vela_histogram_t duration = {0};
    for (uint32_t s = 0; s < r->slots; s++) {
        add_histogram(&duration, &r->slot[s].duration);
    }
    family(o, "vela_http_request_duration_seconds", "histogram",
           "Time from a request's head to its answer.");
    put_histogram(o, "vela_http_request_duration_seconds", "", &duration);
    family(o, "vela_http_requests_in_flight", "gauge", "Requests being handled now.");
    putf(o, "vela_http_requests_in_flight %lld\n",
         (long long)(int64_t)sum_slots(r, offsetof(struct slot, in_flight)));
}

static void render_hub(out_t *o, const struct region *r)
{
    family(o, "vela_hub_subscribers", "gauge", "Hub subscribers attached now.");
    putf(o, "vela_hub_subscribers %llu\n",
         (unsigned long long)sum_slots(
             r, offsetof(struct slot, gauges[VELA_METRICS_HUB_SUBSCRIBERS])));
    family(o, "vela_hub_messages_delivered_total", "counter",
           "Hub messages queued to a subscriber.");
    putf(o, "vela_hub_messages_delivered_total %llu\n",
         (unsigned long long)sum_slots(r, offsetof(struct slot, hub_delivered)));
    family(o, "vela_hub_messages_dropped_total", "counter",
           "Hub messages dropped from a full subscriber queue (overflow drop_oldest).");
    putf(o, "vela_hub_messages_dropped_total %llu\n",
         (unsigned long long)sum_slots(r, offsetof(struct slot, hub_dropped)));
    family(o, "vela_hub_subscribers_overflowed_total", "counter",
           "Hub subscribers closed because their queue was full (overflow close).");
    putf(o, "vela_hub_subscribers_overflowed_total %llu\n",
         (unsigned long long)sum_slots(r, offsetof(struct slot, hub_overflowed)));
}

static void render_workers(out_t *o, const struct region *r)
{
    family(o, "vela_coroutines", "gauge", "Live coroutines.");
    putf(o, "vela_coroutines %llu\n",
         (unsigned long long)sum_slots(r, offsetof(struct slot, gauges[VELA_METRICS_COROUTINES])));
    family(o, "vela_watchdog_warnings_total", "counter",
           "Coroutines reported for holding a worker without suspending.");
    putf(o, "vela_watchdog_warnings_total %llu\n",
         (unsigned long long)sum_slots(r, offsetof(struct slot, watchdog_warnings)));
    render_hub(o, r);

    family(o, "vela_websocket_connections", "gauge", "Open WebSocket connections.");
    putf(o, "vela_websocket_connections %llu\n",
         (unsigned long long)sum_slots(r,
                                       offsetof(struct slot, gauges[VELA_METRICS_WS_CONNECTIONS])));
    family(o, "vela_websocket_queued_bytes", "gauge",
           "Bytes queued to WebSocket peers and not yet written.");
    putf(o, "vela_websocket_queued_bytes %llu\n",
         (unsigned long long)sum_slots(
             r, offsetof(struct slot, gauges[VELA_METRICS_WS_QUEUED_BYTES])));
    family(o, "vela_websocket_slow_closes_total", "counter",
           "WebSocket peers closed with 1008 for not reading within send_timeout.");
    putf(o, "vela_websocket_slow_closes_total %llu\n",
         (unsigned long long)sum_slots(r,
                                       offsetof(struct slot, gauges[VELA_METRICS_WS_SLOW_CLOSES])));
    family(o, "vela_worker_memory_bytes", "gauge", "PHP memory of each worker.");
    for (uint32_t s = 0; s < r->slots; s++) {
        putf(o, "vela_worker_memory_bytes{worker=\"%u\"} %llu\n", s,
             (unsigned long long)LOAD(&r->slot[s].gauges[VELA_METRICS_MEMORY_BYTES]));
    }
    static const char *const names[VELA_METRICS_MASTER__COUNT][2] = {
        {"vela_worker_restarts_total", "Workers started again after they died."},
        {"vela_worker_recycles_total", "Workers retired after max_requests or max_memory."},
        {"vela_reloads_total", "Graceful reloads begun."},
        {"vela_reloads_failed_total",
         "Reloads abandoned: the new code's first worker could not start."},
        {"vela_hub_relay_dropped_total",
         "Hub messages the master's relay dropped for a worker that did not read them in time."},
    };
    for (int c = 0; c < VELA_METRICS_MASTER__COUNT; c++) {
        family(o, names[c][0], "counter", names[c][1]);
        putf(o, "%s %llu\n", names[c][0], (unsigned long long)LOAD(&r->master[c]));
    }
}

/* The names of the pools published by any slot, each once, in first-seen order. */
static size_t pool_names(const struct region *r, const char **names, size_t cap)
{
    size_t n = 0;
    for (uint32_t s = 0; s < r->slots; s++) {
        for (uint32_t i = 0; i < VELA_METRICS_MAX_POOLS; i++) {
            const struct pool_entry *e = &r->slot[s].pools[i];
            if (!__atomic_load_n(&e->ready, __ATOMIC_ACQUIRE)) {
                continue;
            }
            size_t j = 0;
            while (j < n && strcmp(names[j], e->name) != 0) {
                j++;
            }
            if (j == n && n < cap) {
                names[n++] = e->name;
            }
        }
    }
    return n;
}

/* Adds the counters of `stats` (a stats struct made only of uint64_t) into `sum`. */
static void add_counters(void *sum, const void *stats, size_t size)
{
    const uint64_t *from = stats;
    uint64_t *to = sum;
    for (size_t k = 0; k < size / sizeof(uint64_t); k++) {
        to[k] += LOAD(&from[k]);
    }
}

/* key="…" with the value escaped (\ and " backslashed, a newline made a space), into buf. */
static void put_label_into(char *buf, size_t cap, const char *key, const char *value)
{
    size_t len = (size_t)snprintf(buf, cap, "%s=\"", key);
    for (const char *c = value; *c && len + 3 < cap; c++) {
        if (*c == '\\' || *c == '"') {
            buf[len++] = '\\';
        }
        buf[len++] = *c == '\n' ? ' ' : *c;
    }
    snprintf(buf + len, cap - len, "\"");
}

static void sum_pool(const struct region *r, const char *name, vela_metrics_pool_t *sum)
{
    memset(sum, 0, sizeof(*sum));
    for (uint32_t s = 0; s < r->slots; s++) {
        for (uint32_t i = 0; i < VELA_METRICS_MAX_POOLS; i++) {
            const struct pool_entry *e = &r->slot[s].pools[i];
            if (__atomic_load_n(&e->ready, __ATOMIC_ACQUIRE) && strcmp(e->name, name) == 0) {
                add_counters(sum, &e->stats, sizeof(*sum));
            }
        }
    }
}

static void render_pools(out_t *o, const struct region *r)
{
    const char *names[VELA_METRICS_MAX_POOLS * 4];
    size_t n = pool_names(r, names, sizeof(names) / sizeof(names[0]));
    vela_metrics_pool_t sums[sizeof(names) / sizeof(names[0])];
    static const struct {
        const char *name, *type, *help;
        size_t field;
    } series[] = {
        {"vela_pool_connections", "gauge", "Open connections.",
         offsetof(vela_metrics_pool_t, size)},
        {"vela_pool_idle_connections", "gauge", "Open connections with no user.",
         offsetof(vela_metrics_pool_t, idle)},
        {"vela_pool_busy_connections", "gauge", "Open connections in use.",
         offsetof(vela_metrics_pool_t, busy)},
        {"vela_pool_waiting", "gauge", "Callers waiting for a connection.",
         offsetof(vela_metrics_pool_t, waiting)},
        {"vela_pool_acquires_total", "counter", "Connections handed out.",
         offsetof(vela_metrics_pool_t, acquires)},
        {"vela_pool_acquire_timeouts_total", "counter", "Waits for a connection that timed out.",
         offsetof(vela_metrics_pool_t, acquire_timeouts)},
        {"vela_pool_errors_total", "counter", "Failed connection attempts and lost connections.",
         offsetof(vela_metrics_pool_t, errors)},
    };
    if (n == 0) {
        return;
    }
    for (size_t p = 0; p < n; p++) {
        sum_pool(r, names[p], &sums[p]);
    }
    for (size_t k = 0; k < sizeof(series) / sizeof(series[0]); k++) {
        family(o, series[k].name, series[k].type, series[k].help);
        for (size_t p = 0; p < n; p++) {
            putf(o, "%s{pool=\"", series[k].name);
            put_label(o, names[p]);
            putf(o, "\"} %llu\n",
                 (unsigned long long)*(const uint64_t *)((const char *)&sums[p] + series[k].field));
        }
    }
    family(o, "vela_pool_acquire_wait_seconds", "histogram",
           "Time spent waiting for a connection.");
    for (size_t p = 0; p < n; p++) {
        char labels[VELA_METRICS_NAME_MAX * 2 + 16];
        put_label_into(labels, sizeof(labels), "pool", names[p]);
        put_histogram(o, "vela_pool_acquire_wait_seconds", labels, &sums[p].acquire_wait);
    }
}

/* The hosts counted by any slot, each once, in first-seen order ("" last, when it counted). */
static size_t host_names(const struct region *r, const char **names, size_t cap)
{
    size_t n = 0;
    bool other = false;
    for (uint32_t s = 0; s < r->slots; s++) {
        for (uint32_t i = 0; i < VELA_METRICS_MAX_HTTP_HOSTS; i++) {
            const struct host_entry *e = &r->slot[s].hosts[i];
            if (!__atomic_load_n(&e->ready, __ATOMIC_ACQUIRE)) {
                continue;
            }
            if (e->name[0] == '\0') {
                other = other || LOAD(&e->stats.duration.count) > 0;
                continue;
            }
            size_t j = 0;
            while (j < n && strcmp(names[j], e->name) != 0) {
                j++;
            }
            if (j == n && n < cap) {
                names[n++] = e->name;
            }
        }
    }
    if (other && n < cap) {
        names[n++] = "";
    }
    return n;
}

static void sum_host(const struct region *r, const char *name, vela_metrics_http_host_t *sum)
{
    memset(sum, 0, sizeof(*sum));
    for (uint32_t s = 0; s < r->slots; s++) {
        for (uint32_t i = 0; i < VELA_METRICS_MAX_HTTP_HOSTS; i++) {
            const struct host_entry *e = &r->slot[s].hosts[i];
            if (__atomic_load_n(&e->ready, __ATOMIC_ACQUIRE) && strcmp(e->name, name) == 0) {
                add_counters(sum, &e->stats, sizeof(*sum));
            }
        }
    }
}

/* host="…" with the value escaped, "_other" for "", into buf. */
static void host_label(char *buf, size_t cap, const char *name)
{
    put_label_into(buf, cap, "host", name[0] ? name : "_other");
}

static const char *const http_error_kinds[VELA_METRICS_HTTP_ERROR_KINDS] = {
    "ok",        "connect",   "timeout", "pool",     "tls",
    "redirects", "too_large", "invalid", "protocol", "runtime",
};

/* One host's lines of one family (0 requests, 1 errors, 2 duration); zero counts are left out. */
static void render_host(out_t *o, int family_index, const struct region *r, const char *name)
{
    vela_metrics_http_host_t sum;
    char labels[VELA_METRICS_NAME_MAX * 2 + 16];
    sum_host(r, name, &sum);
    host_label(labels, sizeof(labels), name);
    for (int i = 0; family_index == 0 && i < 5; i++) {
        if (sum.responses[i]) {
            putf(o, "vela_http_client_requests_total{%s,status=\"%dxx\"} %llu\n", labels, i + 1,
                 (unsigned long long)sum.responses[i]);
        }
    }
    for (int k = 1; family_index == 1 && k < VELA_METRICS_HTTP_ERROR_KINDS; k++) {
        if (sum.errors[k]) {
            putf(o, "vela_http_client_errors_total{%s,kind=\"%s\"} %llu\n", labels,
                 http_error_kinds[k], (unsigned long long)sum.errors[k]);
        }
    }
    if (family_index == 2) {
        put_histogram(o, "vela_http_client_request_duration_seconds", labels, &sum.duration);
    }
}

/* The outbound client's series, one set per host (absent until a request went out). */
static void render_http_hosts(out_t *o, const struct region *r)
{
    static const char *const families[3][2] = {
        {"vela_http_client_requests_total", "Outbound HTTP responses, by host and status class."},
        {"vela_http_client_errors_total",
         "Outbound HTTP attempts that got no response, by host and kind."},
        {"vela_http_client_request_duration_seconds",
         "Outbound HTTP attempts, from the wait for a connection slot to the end."},
    };
    const char *names[VELA_METRICS_MAX_HTTP_HOSTS * 2];
    size_t n = host_names(r, names, sizeof(names) / sizeof(names[0]));
    for (int f = 0; n > 0 && f < 3; f++) {
        family(o, families[f][0], f == 2 ? "histogram" : "counter", families[f][1]);
        for (size_t h = 0; h < n; h++) {
            render_host(o, f, r, names[h]);
        }
    }
}

int vela_metrics_render(const vela_metrics_t *m,
                        int (*write)(void *arg, const char *bytes, size_t len), void *arg)
{
    out_t o = {.write = write, .arg = arg};
    render_requests(&o, m->region);
    render_workers(&o, m->region);
    render_pools(&o, m->region);
    render_http_hosts(&o, m->region);
    return o.rc;
}
