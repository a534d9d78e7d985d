/*
 * Rosters: WHO is in a topic (docs/hub.md, "Members"). A table from a key
 * (a hub prefix and a topic) to the set of ids present in it, each id with
 * a share per owner, the same shape as presence.h one level down:
 *
 *  - a worker's hub: owner 0, the share of an id is how many of this
 *    hub's joined connections carry it;
 *  - a worker's cache of the others: owner 0, share 1 while some other
 *    worker of the instance has the id (what the master says);
 *  - the master: one owner per worker connected to its relay (its
 *    descriptor), share 1 while that worker has the id.
 *
 * Bounded by what is present: a key exists while it has an id, an id while
 * some owner's share of it is above 0. Lookups are hashed at both levels, so
 * a join is O(1) and listing a topic is O(its ids). Plain C, no I/O.
 *
 * Ownership: vela_hub_roster_new() / vela_hub_roster_free() (NULL-safe).
 * One thread.
 */
#ifndef VELA_HUB_ROSTER_H
#define VELA_HUB_ROSTER_H

#include <stddef.h>
#include <stdint.h>

typedef struct vela_hub_roster vela_hub_roster_t;

/* An id of a key (bytes valid during the call) and its total over every owner. */
typedef void (*vela_hub_roster_id_fn)(const char *id, size_t id_len, uint64_t total, void *arg);

/* An id with its key. */
typedef void (*vela_hub_roster_fn)(const char *prefix, size_t prefix_len, const char *topic,
                                   size_t topic_len, const char *id, size_t id_len, uint64_t total,
                                   void *arg);

/* Creates an empty roster. Returns 0 or VELA_ENOMEM. */
int vela_hub_roster_new(vela_hub_roster_t **out);

/* Frees the roster. NULL-safe. */
void vela_hub_roster_free(vela_hub_roster_t *roster);

/* Empties the roster. */
void vela_hub_roster_clear(vela_hub_roster_t *roster);

/*
 * Sets owner's share of id in (prefix, topic) to count (0 removes it; the
 * id goes with its last share, the key with its last id). *previous (when
 * not NULL) gets the share it had. Returns 0, or VELA_ENOMEM (nothing
 * changed).
 */
int vela_hub_roster_set(vela_hub_roster_t *roster, int owner, const char *prefix, size_t prefix_len,
                        const char *topic, size_t topic_len, const char *id, size_t id_len,
                        uint32_t count, uint32_t *previous);

/* Owner's share of id in (prefix, topic), 0 when it has none. */
uint32_t vela_hub_roster_share(const vela_hub_roster_t *roster, int owner, const char *prefix,
                               size_t prefix_len, const char *topic, size_t topic_len,
                               const char *id, size_t id_len);

/* The id's total over every owner but `except` (-1: every owner). */
uint64_t vela_hub_roster_total(const vela_hub_roster_t *roster, int except, const char *prefix,
                               size_t prefix_len, const char *topic, size_t topic_len,
                               const char *id, size_t id_len);

/* How many ids (prefix, topic) has. */
size_t vela_hub_roster_count(const vela_hub_roster_t *roster, const char *prefix, size_t prefix_len,
                             const char *topic, size_t topic_len);

/* Calls fn for every id of (prefix, topic). fn must not change the roster. */
void vela_hub_roster_each_id(const vela_hub_roster_t *roster, const char *prefix, size_t prefix_len,
                             const char *topic, size_t topic_len, vela_hub_roster_id_fn fn,
                             void *arg);

/* Calls fn for every id of every key. fn must not change the roster. */
void vela_hub_roster_each(const vela_hub_roster_t *roster, vela_hub_roster_fn fn, void *arg);

/*
 * Removes every share of owner (a worker that left). fn (when not NULL)
 * is called for each id that had one, with the id's total without it,
 * while the roster already lacks the owner's shares (fn may read it, e.g.
 * vela_hub_roster_total(), not change it).
 */
void vela_hub_roster_drop(vela_hub_roster_t *roster, int owner, vela_hub_roster_fn fn, void *arg);

/* How many keys, and how many ids over every key, the roster holds. */
size_t vela_hub_roster_keys(const vela_hub_roster_t *roster);
size_t vela_hub_roster_ids(const vela_hub_roster_t *roster);

#endif
