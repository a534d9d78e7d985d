/* Per-host counts of the outbound HTTP client (see stats.h). */
#include "src/http_client/stats.h"

#include <stdbool.h>
#include <string.h>

#include "src/core/loop.h"
#include "src/http_client/client.h"

_Static_assert(VELA_HTTP_ERR_RUNTIME + 1 == VELA_METRICS_HTTP_ERROR_KINDS,
               "metrics name every error kind of the client");

#define OVERFLOW (VELA_METRICS_MAX_HTTP_HOSTS - 1)

struct host {
    char name[VELA_METRICS_NAME_MAX]; /* "" for a free entry and for the overflow */
    bool dirty;                       /* counted since the last drain */
    vela_metrics_http_host_t counts;
};

static struct host table[VELA_METRICS_MAX_HTTP_HOSTS];
static pid_t owner;

/* The entry of `name`, taken when new; the overflow when the table is full. */
static struct host *entry(const char *name)
{
    if (owner != vela_loop_pid()) {
        memset(table, 0, sizeof(table));
        owner = vela_loop_pid();
    }
    size_t len = strnlen(name, VELA_METRICS_NAME_MAX - 1);
    for (int i = 0; i < OVERFLOW; i++) {
        if (table[i].name[0] == '\0') {
            memcpy(table[i].name, name, len);
            table[i].name[len] = '\0';
            return &table[i];
        }
        if (strncmp(table[i].name, name, VELA_METRICS_NAME_MAX - 1) == 0) {
            return &table[i];
        }
    }
    return &table[OVERFLOW];
}

void vela_http_stats_record(const char *host, long status, int kind, uint64_t duration_us)
{
    struct host *h = entry(host[0] ? host : "?");
    if (kind > 0 && kind < VELA_METRICS_HTTP_ERROR_KINDS) {
        h->counts.errors[kind]++;
    } else {
        long class = status / 100;
        h->counts.responses[class < 1 ? 0 : class > 5 ? 4 : class - 1]++;
    }
    vela_histogram_observe(&h->counts.duration, duration_us);
    h->dirty = true;
}

void vela_http_stats_drain(void (*each)(void *arg, const char *host,
                                        const vela_metrics_http_host_t *counts),
                           void *arg)
{
    if (owner != vela_loop_pid()) {
        return; /* nothing counted in this process yet */
    }
    for (int i = 0; i < VELA_METRICS_MAX_HTTP_HOSTS; i++) {
        struct host *h = &table[i];
        if (h->dirty) {
            each(arg, i == OVERFLOW ? "" : h->name, &h->counts);
            memset(&h->counts, 0, sizeof(h->counts));
            h->dirty = false;
        }
    }
}
