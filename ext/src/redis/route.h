/*
 * Redis Cluster routing: where a command goes, and what to do with the
 * answer when it is not the answer (MOVED, ASK, TRYAGAIN, CLUSTERDOWN).
 *
 * Design. The router owns the decisions and the loop, never the I/O: the
 * caller hands it a vela_redis_route_io_t, a table of callbacks that look a
 * node up in the slot map (loading it when needed), patch the map, send a
 * batch of commands to one node and wait, read a command's error reply, and
 * sleep. The binding plugs in the real cluster (src/redis/cluster.h) and its
 * clients; the unit tests plug in a fake slot map and fake nodes. Nodes are
 * opaque pointers to the router; commands are indexes into the caller's
 * batch, and the caller stores each reply at its command's index, so the
 * replies of a batch come back in the caller's order whatever the nodes.
 *
 * The rules, as Redis Cluster's specification and redis-cli/hiredis-cluster
 * clients have them:
 *   - MOVED <slot> <host:port>: the slot moved for good. The map is patched
 *     (and marked stale so that the next routing reloads it) and the command
 *     is sent again to the new node.
 *   - ASK <slot> <host:port>: the slot is migrating and this key is already
 *     on the target. The command is sent once to the named node with ASKING
 *     in front of it; the map is not changed.
 *   - TRYAGAIN (a multi-key command during a migration) and CLUSTERDOWN (a
 *     failover in progress): the map is marked stale and the command is sent
 *     again after a back-off (VELA_REDIS_ROUTE_BACKOFF_FIRST_MS, doubling,
 *     at most VELA_REDIS_ROUTE_BACKOFF_MAX_MS), routed by the reloaded map.
 *   - A node that cannot be reached (the command was never sent): the same
 *     as CLUSTERDOWN, since a failover is the usual cause, except after a
 *     timeout or a cancellation, which end the command.
 *   - A connection lost with the command in flight ends it (it may have
 *     run): the map is marked stale for the next command.
 * Every retry counts against max_redirects; when it is spent the command
 * ends with VELA_ELIMIT and the last reply named in the failure.
 *
 * In a batch (a pipeline, or a multi-key command split by slot) the
 * commands are grouped by node, in the order the nodes first appear, each
 * group in the caller's order; every group is sent, then each command
 * answered with MOVED or ASK is routed alone from that answer on.
 *
 * Ownership: the caller owns the io table, its arg, the slots array and the
 * replies; the router allocates only the group index arrays of a batch and
 * frees them before it returns. Context: the callbacks may suspend, and so
 * may the run functions (coroutine or main context); parse and back-off are
 * pure and run anywhere.
 */
#ifndef VELA_REDIS_ROUTE_H
#define VELA_REDIS_ROUTE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "src/redis/url.h"

#define VELA_REDIS_ROUTE_BACKOFF_FIRST_MS 100
#define VELA_REDIS_ROUTE_BACKOFF_MAX_MS 2000
#define VELA_REDIS_ROUTE_WHY_MAX 320

/* What an error reply asks of the router. */
typedef enum vela_redis_route_kind {
    VELA_REDIS_ROUTE_ANSWER,      /* not a routing reply: it is the command's answer */
    VELA_REDIS_ROUTE_MOVED,       /* the slot moved to address for good */
    VELA_REDIS_ROUTE_ASK,         /* this command only: address, after ASKING */
    VELA_REDIS_ROUTE_TRYAGAIN,    /* a migration is under way: back off, retry */
    VELA_REDIS_ROUTE_CLUSTERDOWN, /* the cluster cannot serve now: back off, reload, retry */
} vela_redis_route_kind_t;

/* A parsed error reply: kind, and for MOVED/ASK the slot and the node. */
typedef struct vela_redis_route_decision {
    vela_redis_route_kind_t kind;
    uint16_t slot;
    vela_redis_address_t address;
} vela_redis_route_decision_t;

/*
 * Parses an error reply's text (len bytes, not NUL-terminated) into *out and
 * returns its kind. TRYAGAIN and CLUSTERDOWN are recognised by their first
 * word; a malformed MOVED/ASK (bad slot, bad address) is an ANSWER, so it
 * reaches the caller as it came instead of being followed.
 */
vela_redis_route_kind_t vela_redis_route_parse(const char *text, size_t len,
                                               vela_redis_route_decision_t *out);

/* The wait before retry number `backoffs` (0 for the first): 100 ms doubling, capped. */
uint64_t vela_redis_route_backoff_ms(unsigned backoffs);

/* Where a routed command failed, for the caller's error. */
typedef enum vela_redis_route_stage {
    VELA_REDIS_ROUTE_FAILED_MAP,     /* no node for the slot (map load failed, slot uncovered) */
    VELA_REDIS_ROUTE_FAILED_CONNECT, /* node could not be reached; the command was never sent */
    VELA_REDIS_ROUTE_FAILED_SEND,    /* lost or timed out with the command in flight */
    VELA_REDIS_ROUTE_FAILED_BUDGET,  /* max_redirects spent (VELA_ELIMIT) */
} vela_redis_route_stage_t;

typedef struct vela_redis_route_failure {
    vela_redis_route_stage_t stage;
    void *node;                         /* CONNECT and SEND: the node; else NULL */
    char why[VELA_REDIS_ROUTE_WHY_MAX]; /* a sentence (BUDGET: the redirections and last reply) */
} vela_redis_route_failure_t;

/*
 * The caller's side. `arg` is handed to every callback. Codes are 0 or
 * negative VELA_E* / uv codes.
 */
typedef struct vela_redis_route_io {
    /* The node serving slot (the map loaded first when needed); a code with why[cap]. */
    int (*node_for_slot)(void *arg, uint16_t slot, void **node, char *why, size_t cap);
    /* The node at address, added to the known nodes when new; 0 or VELA_ENOMEM. */
    int (*node_at)(void *arg, const vela_redis_address_t *address, void **node);
    /* MOVED: slot now belongs to address (patch the map, mark it stale). */
    void (*moved)(void *arg, uint16_t slot, const vela_redis_address_t *address);
    /* The map may be wrong: the next node_for_slot reloads it. */
    void (*mark_stale)(void *arg);
    /*
     * Sends commands[0..n) (indexes into the caller's batch) to node as one
     * pipeline, each preceded by ASKING when `asking`, and waits for every
     * reply, storing each at its command's index (ASKING's own OK is not a
     * reply). Returns 0 when every reply came (error replies included), or a
     * code with why[cap] and *never_sent true when nothing left (the node
     * could not be reached).
     */
    int (*send)(void *arg, void *node, const size_t *commands, size_t n, bool asking,
                bool *never_sent, char *why, size_t cap);
    /* The text of command's stored reply when it is an error reply, else NULL. */
    const char *(*error_reply)(void *arg, size_t command, size_t *len);
    /* Waits ms milliseconds (suspends the coroutine). */
    void (*sleep)(void *arg, uint64_t ms);
    /*
     * Batches only: command failed after its group was answered (a redirect
     * followed to a node that failed, or the budget spent); the caller
     * stores the failure as that command's reply.
     */
    void (*failed)(void *arg, size_t command, int code, const vela_redis_route_failure_t *failure);
} vela_redis_route_io_t;

/*
 * Runs one command (index `command`, keys in `slot`): sends it to the slot's
 * node and follows the rules above, at most max_redirects retries. Returns
 * 0 when the stored reply is the answer (an error reply other than a
 * routing one included), or a code with *failure filled: the map's or the
 * node's code, or VELA_ELIMIT with the budget spent.
 */
int vela_redis_route_command(const vela_redis_route_io_t *io, void *arg, uint16_t slot,
                             size_t command, int max_redirects,
                             vela_redis_route_failure_t *failure);

/*
 * Runs a batch of n commands, slots[i] the slot of command i (-1 when it
 * has no key: slot 0). Groups them by node, sends every group, then routes
 * each command answered with MOVED or ASK alone (io->failed() told of its
 * failure). Returns 0 when every group was answered, or the first group's
 * failure code with *failure filled (the map marked stale; replies stored
 * so far stay with the caller). Allocates (VELA_ENOMEM).
 */
int vela_redis_route_batch(const vela_redis_route_io_t *io, void *arg, const int *slots, size_t n,
                           int max_redirects, vela_redis_route_failure_t *failure);

#endif
