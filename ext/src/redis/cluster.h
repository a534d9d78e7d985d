/*
 * Redis Cluster routing: which node serves a slot, and a pool per node.
 *
 * Design. The slot map (16384 entries, each a node index) is loaded with
 * CLUSTER SLOTS from any node that answers (the masters known, then the
 * seeds), on first use and whenever it is stale: a MOVED redirection
 * patches the one slot at once and marks the map stale, and so does a
 * failure to reach a node (its replica may have been promoted). Reloads are
 * single-flight: concurrent callers wait for the one in progress, and
 * reloads of a stale map are spaced by `refresh_min_interval_ms`.
 *
 * Each node is a vela_redis_client_t made from the node template (same
 * credentials, timeouts and max per node); nodes are never removed while
 * the cluster lives (a failed master's pool simply fails fast).
 *
 * Ownership: vela_redis_cluster_new() copies the config;
 * vela_redis_cluster_free() frees every node's client. Node clients
 * returned here stay valid while the cluster lives. Context: the functions
 * that may reload the map suspend (coroutine or main context); the rest run
 * anywhere. PHP thread only.
 */
#ifndef VELA_REDIS_CLUSTER_H
#define VELA_REDIS_CLUSTER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "src/redis/client.h"
#include "src/redis/slots.h"

#define VELA_REDIS_CLUSTER_SEEDS_MAX 64

typedef struct vela_redis_cluster vela_redis_cluster_t;

typedef struct vela_redis_cluster_config {
    vela_redis_address_t seeds[VELA_REDIS_CLUSTER_SEEDS_MAX];
    size_t seed_count;               /* >= 1 */
    vela_redis_client_config_t node; /* template; address and locate ignored */
    int64_t refresh_min_interval_ms; /* between reloads of a stale map */
    int64_t refresh_interval_ms;     /* reload a map this old even if not stale; 0 = never */
} vela_redis_cluster_config_t;

/* Creates the cluster (nothing opened). Returns 0, VELA_EINVAL (no seed), VELA_ENOMEM. */
int vela_redis_cluster_new(const vela_redis_cluster_config_t *config, vela_redis_cluster_t **out);

/* Frees the cluster and its nodes' clients. NULL-safe. */
void vela_redis_cluster_free(vela_redis_cluster_t *cluster);

/*
 * The client of the node serving `slot`, loading or reloading the map when
 * needed (a reload failure keeps the old map when there is one). Returns 0
 * with *out set; otherwise a code with why[cap]: the last node error, or
 * VELA_ESTATE when no node serves the slot. Suspends.
 */
int vela_redis_cluster_node_for_slot(vela_redis_cluster_t *cluster, uint16_t slot,
                                     vela_redis_client_t **out, char *why, size_t cap);

/* The client of the node at addr, created when new. Returns 0 or VELA_ENOMEM. */
int vela_redis_cluster_node_at(vela_redis_cluster_t *cluster, const vela_redis_address_t *addr,
                               vela_redis_client_t **out);

/* A MOVED redirection: slot now belongs to addr; the map is marked stale. */
void vela_redis_cluster_moved(vela_redis_cluster_t *cluster, uint16_t slot,
                              const vela_redis_address_t *addr);

/* Marks the map stale (a node failed): the next routing reloads it. */
void vela_redis_cluster_mark_stale(vela_redis_cluster_t *cluster);

/*
 * Reloads the map now (or waits for the reload in progress). Returns 0 or
 * the last node's error with why[cap]. Suspends.
 */
int vela_redis_cluster_refresh(vela_redis_cluster_t *cluster, char *why, size_t cap);

/*
 * Stores up to cap clients of the masters that serve at least one slot.
 * Returns how many there are. Loads the map first when it has none.
 */
size_t vela_redis_cluster_masters(vela_redis_cluster_t *cluster, vela_redis_client_t **out,
                                  size_t cap);

/* The number of nodes known and of map loads done (for stats). */
size_t vela_redis_cluster_node_count(const vela_redis_cluster_t *cluster);
uint64_t vela_redis_cluster_refreshes(const vela_redis_cluster_t *cluster);

/* Node i's address and client (i < node count). */
const vela_redis_address_t *vela_redis_cluster_node_address(const vela_redis_cluster_t *cluster,
                                                            size_t i);
vela_redis_client_t *vela_redis_cluster_node_client(const vela_redis_cluster_t *cluster, size_t i);

#endif
