/*
 * Sentinel discovery: which server is the current master (or a healthy
 * replica) of a named group, and a watch for failovers.
 *
 * Design. A locator for vela_redis_client_t (client.h): every connection
 * the client opens first asks a sentinel (SENTINEL get-master-addr-by-name,
 * or SENTINEL replicas for a replica), trying the sentinels in turn and
 * starting with the one that answered last. The connection then checks the
 * server's ROLE, so an answer made stale by a failover in progress fails
 * the open instead of writing to a demoted master.
 *
 * After the first answer, the connection to that sentinel stays open,
 * subscribed to +switch-master: when the group's master changes, on_switch
 * runs (the pool retires its connections, which reconnect through the
 * locator). If that watch connection dies it is reopened by the next
 * locate. The watch never keeps the loop alive, and it is closed when the
 * loop closes at request shutdown.
 *
 * Ownership: vela_redis_sentinel_new() copies the config; free with
 * vela_redis_sentinel_free(). Context: locate suspends (coroutine or main
 * context); on_switch runs from a loop callback. PHP thread only.
 */
#ifndef VELA_REDIS_SENTINEL_H
#define VELA_REDIS_SENTINEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "src/redis/url.h"

#define VELA_REDIS_SENTINELS_MAX 16
#define VELA_REDIS_NAME_MAX 128

typedef struct vela_redis_sentinel vela_redis_sentinel_t;

typedef struct vela_redis_sentinel_config {
    vela_redis_address_t sentinels[VELA_REDIS_SENTINELS_MAX];
    size_t count; /* >= 1 */
    char name[VELA_REDIS_NAME_MAX];
    bool replica;       /* locate a replica, not the master */
    int64_t timeout_ms; /* one sentinel's connect + answer */
    void (*on_switch)(void *arg);
    void *switch_arg;
} vela_redis_sentinel_config_t;

/* Returns 0, VELA_EINVAL (no sentinel, no name), VELA_ENOMEM. */
int vela_redis_sentinel_new(const vela_redis_sentinel_config_t *config,
                            vela_redis_sentinel_t **out);

/* Closes the watch and frees. NULL-safe. */
void vela_redis_sentinel_free(vela_redis_sentinel_t *sentinel);

/*
 * The locator (vela_redis_locate_fn; arg is the sentinel): stores the
 * address of the group's master (or a replica) in *out. Returns 0, or the
 * last sentinel's failure with why[cap] (VELA_ESTATE when sentinels answer
 * but know no such group or no healthy replica). Suspends.
 */
int vela_redis_sentinel_locate(void *arg, vela_redis_address_t *out, char *why, size_t cap);

/* The number of +switch-master messages seen for the group. */
uint64_t vela_redis_sentinel_switches(const vela_redis_sentinel_t *sentinel);

#endif
