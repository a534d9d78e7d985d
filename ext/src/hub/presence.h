/*
 * Presence counts across the workers of an instance: a table from a key
 * (a hub prefix and a topic) to how many subscribers it has, as the sum of
 * the shares of owners (the master: one per worker connected to its relay,
 * keyed by the connection's descriptor; a worker's cache: one owner, 0,
 * holding what the master says the other workers have). Plain C, no I/O.
 *
 * Bounded by what is present: a key exists while some owner's share of it
 * is above 0, and holds one small share per owner that has subscribers of
 * it; nothing is kept per connection or per message.
 *
 * Ownership: vela_hub_presence_new() / vela_hub_presence_free() (NULL-safe).
 * One thread.
 */
#ifndef VELA_HUB_PRESENCE_H
#define VELA_HUB_PRESENCE_H

#include <stddef.h>
#include <stdint.h>

typedef struct vela_hub_presence vela_hub_presence_t;

/* Called for a key: its prefix and topic (valid during the call) and its total. */
typedef void (*vela_hub_presence_fn)(const char *prefix, size_t prefix_len, const char *topic,
                                     size_t topic_len, uint64_t total, void *arg);

/* Creates an empty table. Returns 0 or VELA_ENOMEM. */
int vela_hub_presence_new(vela_hub_presence_t **out);

/* Frees the table. NULL-safe. */
void vela_hub_presence_free(vela_hub_presence_t *table);

/*
 * Sets owner's share of (prefix, topic) to count (0 removes it; the key
 * goes with its last share). *previous (when not NULL) gets the share it
 * had. Returns 0, or VELA_ENOMEM (nothing changed).
 */
int vela_hub_presence_set(vela_hub_presence_t *table, int owner, const char *prefix,
                          size_t prefix_len, const char *topic, size_t topic_len, uint32_t count,
                          uint32_t *previous);

/* The key's total without except's share (pass -1 for the whole total); 0 for an unknown key. */
uint64_t vela_hub_presence_count(const vela_hub_presence_t *table, int except, const char *prefix,
                                 size_t prefix_len, const char *topic, size_t topic_len);

/* Calls fn for every key (the table must not change meanwhile). */
void vela_hub_presence_each(const vela_hub_presence_t *table, vela_hub_presence_fn fn, void *arg);

/*
 * Removes every share of owner. For each key it had a share of, fn runs
 * after the share left (total: what remains; the table may be read, not
 * changed); a key left with no share is freed after fn.
 */
void vela_hub_presence_drop(vela_hub_presence_t *table, int owner, vela_hub_presence_fn fn,
                            void *arg);

/* Removes every key. */
void vela_hub_presence_clear(vela_hub_presence_t *table);

/* How many keys the table holds. */
size_t vela_hub_presence_keys(const vela_hub_presence_t *table);

#endif
