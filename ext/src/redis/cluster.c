/*
 * Cluster slot map and node pools (see cluster.h).
 *
 * Invariants: slots[s] is -1 or an index into nodes; node addresses are
 * unique; `refreshing` is true exactly while one caller reloads, and the
 * others wait in `refresh_waiters` for its result.
 */
#include "src/redis/cluster.h"

#include <stdlib.h>
#include <string.h>

#include <uv.h>

#include "src/core/error.h"
#include "src/core/wait_queue.h"

typedef struct node {
    vela_redis_address_t address;
    vela_redis_client_t *client;
} node_t;

struct vela_redis_cluster {
    vela_redis_cluster_config_t config;
    node_t *nodes;
    size_t count, cap;
    int16_t slots[VELA_REDIS_SLOTS];
    bool loaded, stale, refreshing;
    uint64_t loaded_ms, refreshes;
    vela_wait_queue_t refresh_waiters;
    char error[VELA_REDIS_ERROR_MAX];
};

static uint64_t now_ms(void)
{
    return uv_hrtime() / 1000000;
}

int vela_redis_cluster_new(const vela_redis_cluster_config_t *config, vela_redis_cluster_t **out)
{
    if (config->seed_count == 0 || config->seed_count > VELA_REDIS_CLUSTER_SEEDS_MAX) {
        return VELA_EINVAL;
    }
    vela_redis_cluster_t *c = calloc(1, sizeof(*c));
    if (!c) {
        return VELA_ENOMEM;
    }
    c->config = *config;
    c->config.node.locate = NULL;
    memset(c->slots, 0xff, sizeof(c->slots));
    vela_wait_queue_init(&c->refresh_waiters);
    *out = c;
    return 0;
}

void vela_redis_cluster_free(vela_redis_cluster_t *cluster)
{
    if (!cluster) {
        return;
    }
    vela_wait_queue_wake_all(&cluster->refresh_waiters, VELA_ECLOSED);
    for (size_t i = 0; i < cluster->count; i++) {
        vela_redis_client_free(cluster->nodes[i].client);
    }
    free(cluster->nodes);
    free(cluster);
}

static int find_node(const vela_redis_cluster_t *c, const vela_redis_address_t *addr)
{
    for (size_t i = 0; i < c->count; i++) {
        if (vela_redis_address_equal(&c->nodes[i].address, addr)) {
            return (int)i;
        }
    }
    return -1;
}

/* The index of the node at addr, added when new; -1 when out of memory. */
static int node_index(vela_redis_cluster_t *c, const vela_redis_address_t *addr)
{
    int found = find_node(c, addr);
    if (found >= 0) {
        return found;
    }
    if (c->count == c->cap) {
        size_t cap = c->cap ? c->cap * 2 : 8;
        node_t *nodes = cap <= INT16_MAX ? realloc(c->nodes, cap * sizeof(*nodes)) : NULL;
        if (!nodes) {
            return -1;
        }
        c->nodes = nodes;
        c->cap = cap;
    }
    vela_redis_client_config_t cfg = c->config.node;
    cfg.address = *addr;
    node_t *n = &c->nodes[c->count];
    n->address = *addr;
    if (vela_redis_client_new(&cfg, &n->client) != 0) {
        return -1;
    }
    return (int)c->count++;
}

int vela_redis_cluster_node_at(vela_redis_cluster_t *cluster, const vela_redis_address_t *addr,
                               vela_redis_client_t **out)
{
    int i = node_index(cluster, addr);
    if (i < 0) {
        return VELA_ENOMEM;
    }
    *out = cluster->nodes[i].client;
    return 0;
}

/* The parse of one CLUSTER SLOTS reply, done while hiredis owns it. */
typedef struct slots_reply {
    const vela_redis_address_t *asked;
    vela_redis_slot_range_t *ranges;
    int count; /* or a negative code */
    bool error_reply;
    char why[VELA_REDIS_ERROR_MAX];
} slots_reply_t;

static void on_slots(void *arg, size_t index, const redisReply *reply)
{
    slots_reply_t *r = arg;
    if (reply->type == REDIS_REPLY_ERROR) {
        r->count = VELA_EPROTOCOL;
        vela__redis_say(r->why, sizeof(r->why), "CLUSTER SLOTS: %s", reply->str);
        return;
    }
    int n = vela_redis_parse_cluster_slots(reply, r->asked, NULL, 0);
    r->ranges = n > 0 ? malloc((size_t)n * sizeof(*r->ranges)) : NULL;
    if (n > 0 && !r->ranges) {
        n = VELA_ENOMEM;
    }
    r->count = n > 0 ? vela_redis_parse_cluster_slots(reply, r->asked, r->ranges, (size_t)n) : n;
    if (r->count < 0) {
        vela__redis_say(r->why, sizeof(r->why), "CLUSTER SLOTS: unexpected reply shape");
    }
}

/* Asks one node for the map into *r. Returns 0 or a code with r->why. */
static int ask_node(vela_redis_client_t *client, slots_reply_t *r)
{
    vela_pool_lease_t lease = {.site = "cluster slot map"};
    vela_redis_conn_t *conn;
    int rc = vela_redis_client_acquire(client, false, &lease, &conn);
    if (rc != 0) {
        vela__redis_say(r->why, sizeof(r->why), "%s", vela_redis_client_error(client));
        return rc;
    }
    vela_redis_request_t *req = vela_redis_request_new(on_slots, r);
    const char *argv[] = {"CLUSTER", "SLOTS"};
    const size_t lens[] = {7, 5};
    rc = req ? vela_redis_request_send(req, conn, 2, argv, lens) : VELA_ENOMEM;
    if (rc == 0) {
        rc = vela_redis_request_wait(req, vela_redis_client_config(client)->command_timeout_ms);
    }
    if (rc != 0 && req) {
        vela__redis_say(r->why, sizeof(r->why), "%s",
                        vela_redis_request_error(req)[0] ? vela_redis_request_error(req)
                                                         : vela_strerror(rc));
    }
    vela_redis_request_finish(req);
    vela_redis_client_release(client, &lease, rc == VELA_ETIMEOUT);
    return rc != 0 ? rc : (r->count < 0 ? r->count : 0);
}

static int apply_map(vela_redis_cluster_t *c, const slots_reply_t *r)
{
    int16_t fresh[VELA_REDIS_SLOTS];
    memset(fresh, 0xff, sizeof(fresh));
    for (int i = 0; i < r->count; i++) {
        int idx = node_index(c, &r->ranges[i].master);
        if (idx < 0) {
            return VELA_ENOMEM;
        }
        for (int s = r->ranges[i].start; s <= r->ranges[i].end; s++) {
            fresh[s] = (int16_t)idx;
        }
    }
    memcpy(c->slots, fresh, sizeof(fresh));
    c->loaded = true;
    c->stale = false;
    c->loaded_ms = now_ms();
    c->refreshes++;
    return 0;
}

/* Tries node `addr` (known master or seed). Returns 0 when the map was applied. */
static int try_address(vela_redis_cluster_t *c, const vela_redis_address_t *addr)
{
    int idx = node_index(c, addr);
    if (idx < 0) {
        return VELA_ENOMEM;
    }
    slots_reply_t r = {.asked = addr};
    int rc = ask_node(c->nodes[idx].client, &r);
    if (rc == 0 && r.count == 0) {
        rc = VELA_ESTATE;
        vela__redis_say(r.why, sizeof(r.why), "the cluster serves no slot yet");
    }
    if (rc == 0) {
        rc = apply_map(c, &r);
    } else {
        vela__redis_say(c->error, sizeof(c->error), "%s", r.why);
    }
    free(r.ranges);
    return rc;
}

static bool serves_slots(const vela_redis_cluster_t *c, size_t node)
{
    for (size_t s = 0; s < VELA_REDIS_SLOTS; s += 1) {
        if (c->slots[s] == (int16_t)node) {
            return true;
        }
    }
    return false;
}

static int reload(vela_redis_cluster_t *c)
{
    int rc = VELA_ESTATE;
    size_t known = c->count;
    vela_redis_address_t *addrs = malloc((known + c->config.seed_count) * sizeof(*addrs));
    size_t n = 0;
    if (!addrs) {
        return VELA_ENOMEM;
    }
    for (size_t i = 0; i < known; i++) {
        if (serves_slots(c, i)) {
            addrs[n++] = c->nodes[i].address; /* masters first: they know best */
        }
    }
    for (size_t i = 0; i < c->config.seed_count; i++) {
        addrs[n++] = c->config.seeds[i];
    }
    for (size_t i = 0; i < n && rc != 0; i++) {
        rc = try_address(c, &addrs[i]);
        if (rc == VELA_ECANCELED || rc == VELA_EBLOCKED) {
            break;
        }
    }
    free(addrs);
    return rc;
}

int vela_redis_cluster_refresh(vela_redis_cluster_t *cluster, char *why, size_t cap)
{
    int rc;
    if (cluster->refreshing) {
        rc = vela_wait_queue_wait(&cluster->refresh_waiters, NULL, -1);
    } else {
        cluster->refreshing = true;
        rc = reload(cluster);
        cluster->refreshing = false;
        vela_wait_queue_wake_all(&cluster->refresh_waiters, rc);
    }
    if (rc != 0) {
        vela__redis_say(why, cap, "%s", cluster->error[0] ? cluster->error : vela_strerror(rc));
    }
    return rc;
}

static bool wants_reload(const vela_redis_cluster_t *c)
{
    uint64_t age = now_ms() - c->loaded_ms;
    const vela_redis_cluster_config_t *cfg = &c->config;
    if (!c->loaded) {
        return true;
    }
    if (c->stale && age >= (uint64_t)cfg->refresh_min_interval_ms) {
        return true;
    }
    return cfg->refresh_interval_ms > 0 && age >= (uint64_t)cfg->refresh_interval_ms;
}

int vela_redis_cluster_node_for_slot(vela_redis_cluster_t *cluster, uint16_t slot,
                                     vela_redis_client_t **out, char *why, size_t cap)
{
    if (wants_reload(cluster)) {
        int rc = vela_redis_cluster_refresh(cluster, why, cap);
        if (rc != 0 && (!cluster->loaded || rc == VELA_ECANCELED)) {
            return rc;
        }
    }
    int16_t idx = cluster->slots[slot % VELA_REDIS_SLOTS];
    if (idx < 0) {
        vela__redis_say(why, cap, "no cluster node serves slot %u", slot);
        cluster->stale = true;
        return VELA_ESTATE;
    }
    *out = cluster->nodes[idx].client;
    return 0;
}

void vela_redis_cluster_moved(vela_redis_cluster_t *cluster, uint16_t slot,
                              const vela_redis_address_t *addr)
{
    int idx = node_index(cluster, addr);
    if (idx >= 0) {
        cluster->slots[slot % VELA_REDIS_SLOTS] = (int16_t)idx;
    }
    cluster->stale = true;
}

void vela_redis_cluster_mark_stale(vela_redis_cluster_t *cluster)
{
    cluster->stale = true;
}

size_t vela_redis_cluster_masters(vela_redis_cluster_t *cluster, vela_redis_client_t **out,
                                  size_t cap)
{
    char why[VELA_REDIS_ERROR_MAX];
    if (wants_reload(cluster)) {
        vela_redis_cluster_refresh(cluster, why, sizeof(why));
    }
    size_t n = 0;
    for (size_t i = 0; i < cluster->count; i++) {
        if (serves_slots(cluster, i)) {
            if (n < cap) {
                out[n] = cluster->nodes[i].client;
            }
            n++;
        }
    }
    return n;
}

size_t vela_redis_cluster_node_count(const vela_redis_cluster_t *cluster)
{
    return cluster->count;
}

uint64_t vela_redis_cluster_refreshes(const vela_redis_cluster_t *cluster)
{
    return cluster->refreshes;
}

const vela_redis_address_t *vela_redis_cluster_node_address(const vela_redis_cluster_t *cluster,
                                                            size_t i)
{
    return &cluster->nodes[i].address;
}

vela_redis_client_t *vela_redis_cluster_node_client(const vela_redis_cluster_t *cluster, size_t i)
{
    return cluster->nodes[i].client;
}
