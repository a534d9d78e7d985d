/*
 * The presence table (presence.h has the contract).
 *
 * Layout. Keys live in chains of a bucket array that doubles when the
 * keys outnumber the buckets, hashed with FNV-1a over the prefix, a
 * separator and the topic. A key holds its bytes (prefix then topic), its
 * total and a small array of shares {owner, count}: owners are the
 * instance's workers, a handful, so a share is found by a linear walk.
 *
 * Invariants: total == the sum of the key's shares; no share is 0; a key
 * with no share is not in the table.
 */
#include "src/hub/presence.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"

#define FIRST_BUCKETS 64

typedef struct share {
    int owner;
    uint32_t count;
} share_t;

typedef struct entry {
    struct entry *next;
    uint64_t total;
    uint32_t hash;
    share_t *shares;
    size_t nshares, cap;
    size_t prefix_len, topic_len;
    char bytes[]; /* prefix, then topic */
} entry_t;

struct vela_hub_presence {
    entry_t **buckets;
    size_t nbuckets, nkeys;
};

static uint32_t hash(const char *prefix, size_t prefix_len, const char *topic, size_t topic_len)
{
    uint32_t h = 2166136261u;

    for (size_t i = 0; i < prefix_len; i++) {
        h = (h ^ (unsigned char)prefix[i]) * 16777619u;
    }
    h = (h ^ 0xffu) * 16777619u; /* "ab"+"c" and "a"+"bc" differ */
    for (size_t i = 0; i < topic_len; i++) {
        h = (h ^ (unsigned char)topic[i]) * 16777619u;
    }
    return h;
}

int vela_hub_presence_new(vela_hub_presence_t **out)
{
    vela_hub_presence_t *t = calloc(1, sizeof(*t));

    *out = NULL;
    if (t == NULL || (t->buckets = calloc(FIRST_BUCKETS, sizeof(entry_t *))) == NULL) {
        free(t);
        return VELA_ENOMEM;
    }
    t->nbuckets = FIRST_BUCKETS;
    *out = t;
    return 0;
}

static void free_key(entry_t *k)
{
    free(k->shares);
    free(k);
}

void vela_hub_presence_clear(vela_hub_presence_t *table)
{
    for (size_t i = 0; i < table->nbuckets; i++) {
        while (table->buckets[i]) {
            entry_t *k = table->buckets[i];
            table->buckets[i] = k->next;
            free_key(k);
        }
    }
    table->nkeys = 0;
}

void vela_hub_presence_free(vela_hub_presence_t *table)
{
    if (table == NULL) {
        return;
    }
    vela_hub_presence_clear(table);
    free(table->buckets);
    free(table);
}

static entry_t **find_link(const vela_hub_presence_t *table, uint32_t h, const char *prefix,
                           size_t prefix_len, const char *topic, size_t topic_len)
{
    entry_t **link = &table->buckets[h & (table->nbuckets - 1)];

    while (*link &&
           ((*link)->hash != h || (*link)->prefix_len != prefix_len ||
            (*link)->topic_len != topic_len || memcmp((*link)->bytes, prefix, prefix_len) != 0 ||
            memcmp((*link)->bytes + prefix_len, topic, topic_len) != 0)) {
        link = &(*link)->next;
    }
    return link;
}

/* Doubles the buckets when the keys outnumber them; a failure only keeps chains longer. */
static void grow(vela_hub_presence_t *table)
{
    size_t n = table->nbuckets * 2;
    entry_t **buckets;

    if (table->nkeys < table->nbuckets || (buckets = calloc(n, sizeof(entry_t *))) == NULL) {
        return;
    }
    for (size_t i = 0; i < table->nbuckets; i++) {
        while (table->buckets[i]) {
            entry_t *k = table->buckets[i];
            table->buckets[i] = k->next;
            k->next = buckets[k->hash & (n - 1)];
            buckets[k->hash & (n - 1)] = k;
        }
    }
    free(table->buckets);
    table->buckets = buckets;
    table->nbuckets = n;
}

static share_t *find_share(const entry_t *k, int owner)
{
    for (size_t i = 0; i < k->nshares; i++) {
        if (k->shares[i].owner == owner) {
            return &k->shares[i];
        }
    }
    return NULL;
}

/* Unlinks and frees the key at link. */
static void remove_key(vela_hub_presence_t *table, entry_t **link)
{
    entry_t *k = *link;

    *link = k->next;
    free_key(k);
    table->nkeys--;
}

int vela_hub_presence_set(vela_hub_presence_t *table, int owner, const char *prefix,
                          size_t prefix_len, const char *topic, size_t topic_len, uint32_t count,
                          uint32_t *previous)
{
    uint32_t h = hash(prefix, prefix_len, topic, topic_len);
    entry_t **link = find_link(table, h, prefix, prefix_len, topic, topic_len), *k = *link;
    share_t *s = k ? find_share(k, owner) : NULL;

    if (previous) {
        *previous = s ? s->count : 0;
    }
    if (s == NULL && count == 0) {
        return 0;
    }
    if (k == NULL) {
        k = calloc(1, sizeof(*k) + prefix_len + topic_len);
        if (k == NULL) {
            return VELA_ENOMEM;
        }
        k->hash = h;
        k->prefix_len = prefix_len;
        k->topic_len = topic_len;
        memcpy(k->bytes, prefix, prefix_len);
        memcpy(k->bytes + prefix_len, topic, topic_len);
        k->next = *link;
        *link = k;
        table->nkeys++;
    }
    if (s == NULL) {
        if (k->nshares == k->cap) {
            size_t cap = k->cap ? k->cap * 2 : 4;
            share_t *grown = realloc(k->shares, cap * sizeof(*grown));

            if (grown == NULL) {
                if (k->nshares == 0) {
                    remove_key(table, link);
                }
                return VELA_ENOMEM;
            }
            k->shares = grown;
            k->cap = cap;
        }
        s = &k->shares[k->nshares++];
        *s = (share_t){.owner = owner, .count = 0};
    }
    k->total = k->total - s->count + count;
    s->count = count;
    if (count == 0) {
        *s = k->shares[--k->nshares];
        if (k->nshares == 0) {
            remove_key(table, find_link(table, h, prefix, prefix_len, topic, topic_len));
            return 0;
        }
    }
    grow(table);
    return 0;
}

uint64_t vela_hub_presence_count(const vela_hub_presence_t *table, int except, const char *prefix,
                                 size_t prefix_len, const char *topic, size_t topic_len)
{
    uint32_t h = hash(prefix, prefix_len, topic, topic_len);
    const entry_t *k = *find_link(table, h, prefix, prefix_len, topic, topic_len);
    const share_t *s;

    if (k == NULL) {
        return 0;
    }
    s = find_share(k, except);
    return k->total - (s ? s->count : 0);
}

void vela_hub_presence_each(const vela_hub_presence_t *table, vela_hub_presence_fn fn, void *arg)
{
    for (size_t i = 0; i < table->nbuckets; i++) {
        for (const entry_t *k = table->buckets[i]; k; k = k->next) {
            fn(k->bytes, k->prefix_len, k->bytes + k->prefix_len, k->topic_len, k->total, arg);
        }
    }
}

void vela_hub_presence_drop(vela_hub_presence_t *table, int owner, vela_hub_presence_fn fn,
                            void *arg)
{
    for (size_t i = 0; i < table->nbuckets; i++) {
        entry_t **link = &table->buckets[i];

        while (*link) {
            entry_t *k = *link;
            share_t *s = find_share(k, owner);

            if (s == NULL) {
                link = &k->next;
                continue;
            }
            k->total -= s->count;
            *s = k->shares[--k->nshares];
            if (fn) {
                fn(k->bytes, k->prefix_len, k->bytes + k->prefix_len, k->topic_len, k->total, arg);
            }
            if (k->nshares == 0) {
                remove_key(table, link);
            } else {
                link = &k->next;
            }
        }
    }
}

size_t vela_hub_presence_keys(const vela_hub_presence_t *table)
{
    return table->nkeys;
}
