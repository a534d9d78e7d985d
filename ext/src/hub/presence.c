/*
 * The presence table (presence.h has the contract), kept in a roster
 * (roster.h) whose keys each hold one id, the empty one: a key's count is
 * that id's total, its owners' shares are that id's shares. One table
 * code for counts and ids, at the price of an id level per key (a small
 * bucket array) that presence does not need.
 */
#include "src/hub/presence.h"

#include <stdlib.h>

#include "src/core/error.h"
#include "src/hub/roster.h"

struct vela_hub_presence {
    vela_hub_roster_t *roster;
};

int vela_hub_presence_new(vela_hub_presence_t **out)
{
    vela_hub_presence_t *t = calloc(1, sizeof(*t));
    int rc;

    *out = NULL;
    if (t == NULL) {
        return VELA_ENOMEM;
    }
    if ((rc = vela_hub_roster_new(&t->roster)) != 0) {
        free(t);
        return rc;
    }
    *out = t;
    return 0;
}

void vela_hub_presence_clear(vela_hub_presence_t *table)
{
    vela_hub_roster_clear(table->roster);
}

void vela_hub_presence_free(vela_hub_presence_t *table)
{
    if (table == NULL) {
        return;
    }
    vela_hub_roster_free(table->roster);
    free(table);
}

int vela_hub_presence_set(vela_hub_presence_t *table, int owner, const char *prefix,
                          size_t prefix_len, const char *topic, size_t topic_len, uint32_t count,
                          uint32_t *previous)
{
    return vela_hub_roster_set(table->roster, owner, prefix, prefix_len, topic, topic_len, "", 0,
                               count, previous);
}

uint64_t vela_hub_presence_count(const vela_hub_presence_t *table, int except, const char *prefix,
                                 size_t prefix_len, const char *topic, size_t topic_len)
{
    return vela_hub_roster_total(table->roster, except, prefix, prefix_len, topic, topic_len, "",
                                 0);
}

/* A presence callback and its argument, called from the roster's (which also names the id). */
typedef struct {
    vela_hub_presence_fn fn;
    void *arg;
} counts_fn_t;

static void each_count(const char *prefix, size_t prefix_len, const char *topic, size_t topic_len,
                       const char *id, size_t id_len, uint64_t total, void *arg)
{
    const counts_fn_t *c = arg;

    (void)id;
    (void)id_len;
    c->fn(prefix, prefix_len, topic, topic_len, total, c->arg);
}

void vela_hub_presence_each(const vela_hub_presence_t *table, vela_hub_presence_fn fn, void *arg)
{
    counts_fn_t c = {fn, arg};

    vela_hub_roster_each(table->roster, each_count, &c);
}

void vela_hub_presence_drop(vela_hub_presence_t *table, int owner, vela_hub_presence_fn fn,
                            void *arg)
{
    counts_fn_t c = {fn, arg};

    vela_hub_roster_drop(table->roster, owner, fn ? each_count : NULL, &c);
}

size_t vela_hub_presence_keys(const vela_hub_presence_t *table)
{
    return vela_hub_roster_keys(table->roster);
}
