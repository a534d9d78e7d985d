/*
 * Rosters (roster.h has the contract).
 *
 * Layout. Keys live in chains of a bucket array hashed with FNV-1a over the
 * prefix, a separator and the topic; a key holds its ids
 * in chains of a bucket array of its own. Both arrays double when their
 * entries outnumber their buckets. An id holds its bytes, its total and a
 * small array of shares {owner, count}: owners are an instance's workers,
 * a handful, so a share is found by a linear walk.
 *
 * Invariants: an id's total == the sum of its shares; no share is 0; an id
 * with no share and a key with no id are not in the roster. presence.c
 * keeps its counts here too, each key with one id, the empty one.
 */
#include "src/hub/roster.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"

#define FIRST_KEY_BUCKETS 64
#define FIRST_ID_BUCKETS 8

typedef struct share {
    int owner;
    uint32_t count;
} share_t;

typedef struct member {
    struct member *next;
    uint64_t total;
    uint32_t hash;
    share_t *shares;
    size_t nshares, cap, len;
    char bytes[];
} member_t;

typedef struct key {
    struct key *next;
    uint32_t hash;
    member_t **buckets;
    size_t nbuckets, nids;
    size_t prefix_len, topic_len;
    char bytes[]; /* prefix, then topic */
} key_t_;

struct vela_hub_roster {
    key_t_ **buckets;
    size_t nbuckets, nkeys, nids;
};

static uint32_t fnv(uint32_t h, const char *bytes, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        h = (h ^ (unsigned char)bytes[i]) * 16777619u;
    }
    return h;
}

static uint32_t key_hash(const char *prefix, size_t prefix_len, const char *topic, size_t topic_len)
{
    uint32_t h = fnv(2166136261u, prefix, prefix_len);

    h = (h ^ 0xffu) * 16777619u; /* "ab"+"c" and "a"+"bc" differ */
    return fnv(h, topic, topic_len);
}

int vela_hub_roster_new(vela_hub_roster_t **out)
{
    vela_hub_roster_t *r = calloc(1, sizeof(*r));

    *out = NULL;
    if (r == NULL || (r->buckets = calloc(FIRST_KEY_BUCKETS, sizeof(key_t_ *))) == NULL) {
        free(r);
        return VELA_ENOMEM;
    }
    r->nbuckets = FIRST_KEY_BUCKETS;
    *out = r;
    return 0;
}

static void free_member(member_t *m)
{
    free(m->shares);
    free(m);
}

static void free_key(key_t_ *k)
{
    for (size_t i = 0; i < k->nbuckets; i++) {
        while (k->buckets[i]) {
            member_t *m = k->buckets[i];
            k->buckets[i] = m->next;
            free_member(m);
        }
    }
    free(k->buckets);
    free(k);
}

void vela_hub_roster_clear(vela_hub_roster_t *roster)
{
    for (size_t i = 0; i < roster->nbuckets; i++) {
        while (roster->buckets[i]) {
            key_t_ *k = roster->buckets[i];
            roster->buckets[i] = k->next;
            free_key(k);
        }
    }
    roster->nkeys = roster->nids = 0;
}

void vela_hub_roster_free(vela_hub_roster_t *roster)
{
    if (roster == NULL) {
        return;
    }
    vela_hub_roster_clear(roster);
    free(roster->buckets);
    free(roster);
}

static key_t_ **find_key(const vela_hub_roster_t *roster, uint32_t h, const char *prefix,
                         size_t prefix_len, const char *topic, size_t topic_len)
{
    key_t_ **link = &roster->buckets[h & (roster->nbuckets - 1)];

    while (*link &&
           ((*link)->hash != h || (*link)->prefix_len != prefix_len ||
            (*link)->topic_len != topic_len || memcmp((*link)->bytes, prefix, prefix_len) != 0 ||
            memcmp((*link)->bytes + prefix_len, topic, topic_len) != 0)) {
        link = &(*link)->next;
    }
    return link;
}

static member_t **find_member(const key_t_ *k, uint32_t h, const char *id, size_t id_len)
{
    member_t **link = &k->buckets[h & (k->nbuckets - 1)];

    while (*link && ((*link)->hash != h || (*link)->len != id_len ||
                     memcmp((*link)->bytes, id, id_len) != 0)) {
        link = &(*link)->next;
    }
    return link;
}

static const member_t *lookup(const vela_hub_roster_t *roster, const char *prefix,
                              size_t prefix_len, const char *topic, size_t topic_len,
                              const char *id, size_t id_len)
{
    const key_t_ *k = *find_key(roster, key_hash(prefix, prefix_len, topic, topic_len), prefix,
                                prefix_len, topic, topic_len);

    return k ? *find_member(k, fnv(2166136261u, id, id_len), id, id_len) : NULL;
}

static share_t *find_share(const member_t *m, int owner)
{
    for (size_t i = 0; i < m->nshares; i++) {
        if (m->shares[i].owner == owner) {
            return &m->shares[i];
        }
    }
    return NULL;
}

/* Doubles the key buckets when the keys outnumber them; a failure only keeps chains longer. */
static void grow_keys(vela_hub_roster_t *roster)
{
    size_t n = roster->nbuckets * 2;
    key_t_ **buckets;

    if (roster->nkeys < roster->nbuckets || (buckets = calloc(n, sizeof(key_t_ *))) == NULL) {
        return;
    }
    for (size_t i = 0; i < roster->nbuckets; i++) {
        while (roster->buckets[i]) {
            key_t_ *k = roster->buckets[i];
            roster->buckets[i] = k->next;
            k->next = buckets[k->hash & (n - 1)];
            buckets[k->hash & (n - 1)] = k;
        }
    }
    free(roster->buckets);
    roster->buckets = buckets;
    roster->nbuckets = n;
}

/* The same for a key's ids. */
static void grow_ids(key_t_ *k)
{
    size_t n = k->nbuckets * 2;
    member_t **buckets;

    if (k->nids < k->nbuckets || (buckets = calloc(n, sizeof(member_t *))) == NULL) {
        return;
    }
    for (size_t i = 0; i < k->nbuckets; i++) {
        while (k->buckets[i]) {
            member_t *m = k->buckets[i];
            k->buckets[i] = m->next;
            m->next = buckets[m->hash & (n - 1)];
            buckets[m->hash & (n - 1)] = m;
        }
    }
    free(k->buckets);
    k->buckets = buckets;
    k->nbuckets = n;
}

static key_t_ *new_key(uint32_t h, const char *prefix, size_t prefix_len, const char *topic,
                       size_t topic_len)
{
    key_t_ *k = calloc(1, sizeof(*k) + prefix_len + topic_len);

    if (k == NULL || (k->buckets = calloc(FIRST_ID_BUCKETS, sizeof(member_t *))) == NULL) {
        free(k);
        return NULL;
    }
    k->hash = h;
    k->nbuckets = FIRST_ID_BUCKETS;
    k->prefix_len = prefix_len;
    k->topic_len = topic_len;
    memcpy(k->bytes, prefix, prefix_len);
    memcpy(k->bytes + prefix_len, topic, topic_len);
    return k;
}

/* Unlinks and frees the id at link of key k, and k (at klink) when it was its last. */
static void remove_member(vela_hub_roster_t *roster, key_t_ **klink, member_t **link)
{
    key_t_ *k = *klink;
    member_t *m = *link;

    *link = m->next;
    free_member(m);
    k->nids--;
    roster->nids--;
    if (k->nids == 0) {
        *klink = k->next;
        free_key(k);
        roster->nkeys--;
    }
}

int vela_hub_roster_set(vela_hub_roster_t *roster, int owner, const char *prefix, size_t prefix_len,
                        const char *topic, size_t topic_len, const char *id, size_t id_len,
                        uint32_t count, uint32_t *previous)
{
    uint32_t kh = key_hash(prefix, prefix_len, topic, topic_len), ih = fnv(2166136261u, id, id_len);
    key_t_ **klink = find_key(roster, kh, prefix, prefix_len, topic, topic_len), *k = *klink;
    member_t **link = k ? find_member(k, ih, id, id_len) : NULL, *m = link ? *link : NULL;
    share_t *s = m ? find_share(m, owner) : NULL;
    bool made_key = false;

    if (previous) {
        *previous = s ? s->count : 0;
    }
    if (s == NULL && count == 0) {
        return 0;
    }
    if (k == NULL) {
        if ((k = new_key(kh, prefix, prefix_len, topic, topic_len)) == NULL) {
            return VELA_ENOMEM;
        }
        k->next = *klink;
        *klink = k;
        roster->nkeys++;
        made_key = true;
        link = find_member(k, ih, id, id_len);
    }
    if (m == NULL) {
        m = calloc(1, sizeof(*m) + id_len);
        if (m == NULL) {
            goto nomem;
        }
        m->hash = ih;
        m->len = id_len;
        memcpy(m->bytes, id, id_len);
        m->next = *link;
        *link = m;
        k->nids++;
        roster->nids++;
    }
    if (s == NULL) {
        if (m->nshares == m->cap) {
            size_t cap = m->cap ? m->cap * 2 : 2;
            share_t *grown = realloc(m->shares, cap * sizeof(*grown));

            if (grown == NULL) {
                if (m->nshares == 0) {
                    remove_member(roster, klink, link);
                }
                return VELA_ENOMEM;
            }
            m->shares = grown;
            m->cap = cap;
        }
        s = &m->shares[m->nshares++];
        *s = (share_t){.owner = owner, .count = 0};
    }
    m->total = m->total - s->count + count;
    s->count = count;
    if (count == 0) {
        *s = m->shares[--m->nshares];
        if (m->nshares == 0) {
            remove_member(roster, klink, find_member(k, ih, id, id_len));
        }
        return 0;
    }
    grow_ids(k);
    grow_keys(roster);
    return 0;
nomem:
    if (made_key) {
        *klink = k->next;
        free_key(k);
        roster->nkeys--;
    }
    return VELA_ENOMEM;
}

uint32_t vela_hub_roster_share(const vela_hub_roster_t *roster, int owner, const char *prefix,
                               size_t prefix_len, const char *topic, size_t topic_len,
                               const char *id, size_t id_len)
{
    const member_t *m = lookup(roster, prefix, prefix_len, topic, topic_len, id, id_len);
    const share_t *s = m ? find_share(m, owner) : NULL;

    return s ? s->count : 0;
}

uint64_t vela_hub_roster_total(const vela_hub_roster_t *roster, int except, const char *prefix,
                               size_t prefix_len, const char *topic, size_t topic_len,
                               const char *id, size_t id_len)
{
    const member_t *m = lookup(roster, prefix, prefix_len, topic, topic_len, id, id_len);
    const share_t *s;

    if (m == NULL) {
        return 0;
    }
    s = find_share(m, except);
    return m->total - (s ? s->count : 0);
}

size_t vela_hub_roster_count(const vela_hub_roster_t *roster, const char *prefix, size_t prefix_len,
                             const char *topic, size_t topic_len)
{
    const key_t_ *k = *find_key(roster, key_hash(prefix, prefix_len, topic, topic_len), prefix,
                                prefix_len, topic, topic_len);

    return k ? k->nids : 0;
}

void vela_hub_roster_each_id(const vela_hub_roster_t *roster, const char *prefix, size_t prefix_len,
                             const char *topic, size_t topic_len, vela_hub_roster_id_fn fn,
                             void *arg)
{
    const key_t_ *k = *find_key(roster, key_hash(prefix, prefix_len, topic, topic_len), prefix,
                                prefix_len, topic, topic_len);

    for (size_t i = 0; k && i < k->nbuckets; i++) {
        for (const member_t *m = k->buckets[i]; m; m = m->next) {
            fn(m->bytes, m->len, m->total, arg);
        }
    }
}

void vela_hub_roster_each(const vela_hub_roster_t *roster, vela_hub_roster_fn fn, void *arg)
{
    for (size_t i = 0; i < roster->nbuckets; i++) {
        for (const key_t_ *k = roster->buckets[i]; k; k = k->next) {
            for (size_t j = 0; j < k->nbuckets; j++) {
                for (const member_t *m = k->buckets[j]; m; m = m->next) {
                    fn(k->bytes, k->prefix_len, k->bytes + k->prefix_len, k->topic_len, m->bytes,
                       m->len, m->total, arg);
                }
            }
        }
    }
}

void vela_hub_roster_drop(vela_hub_roster_t *roster, int owner, vela_hub_roster_fn fn, void *arg)
{
    for (size_t i = 0; i < roster->nbuckets; i++) {
        key_t_ **klink = &roster->buckets[i];

        while (*klink) {
            key_t_ *k = *klink;

            /* First every share of owner leaves (fn sees the roster without them)... */
            for (size_t j = 0; j < k->nbuckets; j++) {
                for (member_t *m = k->buckets[j]; m; m = m->next) {
                    share_t *s = find_share(m, owner);

                    if (s != NULL) {
                        m->total -= s->count;
                        *s = m->shares[--m->nshares];
                        if (fn) {
                            fn(k->bytes, k->prefix_len, k->bytes + k->prefix_len, k->topic_len,
                               m->bytes, m->len, m->total, arg);
                        }
                    }
                }
            }
            /* ...then the ids left without a share go, and the key with its last. */
            for (size_t j = 0; j < k->nbuckets; j++) {
                member_t **link = &k->buckets[j];

                while (*link) {
                    if ((*link)->nshares == 0) {
                        member_t *m = *link;
                        *link = m->next;
                        free_member(m);
                        k->nids--;
                        roster->nids--;
                    } else {
                        link = &(*link)->next;
                    }
                }
            }
            if (k->nids == 0) {
                *klink = k->next;
                free_key(k);
                roster->nkeys--;
            } else {
                klink = &k->next;
            }
        }
    }
}

size_t vela_hub_roster_keys(const vela_hub_roster_t *roster)
{
    return roster->nkeys;
}

size_t vela_hub_roster_ids(const vela_hub_roster_t *roster)
{
    return roster->nids;
}
