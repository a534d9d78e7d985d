/*
 * Redis Cluster routing (see route.h): the parse of routing replies, the
 * back-off schedule, one command's redirect loop and a batch's grouping by
 * node.
 *
 * Invariants of a route: `node` is NULL when the next attempt goes where
 * the map says, else the node a redirection named; `asking` is true only
 * for the one attempt after an ASK; `tries` counts the attempts made, so a
 * retry is allowed while tries <= max_redirects.
 */
#include "src/redis/route.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "src/redis/slots.h"

typedef struct route {
    uint16_t slot;
    void *node;
    bool asking;
    int tries;
    unsigned backoffs;
} route_t;

/* The context one routed command runs in. */
typedef struct run {
    const vela_redis_route_io_t *io;
    void *arg;
    size_t command;
    int max_redirects;
    vela_redis_route_failure_t *failure;
} run_t;

static bool starts_with_word(const char *text, size_t len, const char *word)
{
    size_t n = strlen(word);
    return len >= n && memcmp(text, word, n) == 0 && (len == n || text[n] == ' ');
}

vela_redis_route_kind_t vela_redis_route_parse(const char *text, size_t len,
                                               vela_redis_route_decision_t *out)
{
    vela_redis_redirect_t r;
    memset(out, 0, sizeof(*out));
    if (vela_redis_parse_redirect(text, len, &r)) {
        out->kind = r.ask ? VELA_REDIS_ROUTE_ASK : VELA_REDIS_ROUTE_MOVED;
        out->slot = r.slot;
        out->address = r.address;
    } else if (starts_with_word(text, len, "TRYAGAIN")) {
        out->kind = VELA_REDIS_ROUTE_TRYAGAIN;
    } else if (starts_with_word(text, len, "CLUSTERDOWN")) {
        out->kind = VELA_REDIS_ROUTE_CLUSTERDOWN;
    } else {
        out->kind = VELA_REDIS_ROUTE_ANSWER;
    }
    return out->kind;
}

uint64_t vela_redis_route_backoff_ms(unsigned backoffs)
{
    uint64_t ms = VELA_REDIS_ROUTE_BACKOFF_FIRST_MS;
    for (unsigned i = 0; i < backoffs && ms < VELA_REDIS_ROUTE_BACKOFF_MAX_MS; i++) {
        ms *= 2;
    }
    return ms < VELA_REDIS_ROUTE_BACKOFF_MAX_MS ? ms : VELA_REDIS_ROUTE_BACKOFF_MAX_MS;
}

static int fail(run_t *run, vela_redis_route_stage_t stage, void *node, int code, const char *why)
{
    run->failure->stage = stage;
    run->failure->node = node;
    snprintf(run->failure->why, sizeof(run->failure->why), "%s",
             why[0] ? why : vela_strerror(code));
    return code;
}

/* The map may be wrong: reload it and retry by slot after the next wait. */
static void back_off(run_t *run, route_t *rt)
{
    run->io->mark_stale(run->arg);
    rt->node = NULL;
    rt->asking = false;
    run->io->sleep(run->arg, vela_redis_route_backoff_ms(rt->backoffs++));
}

static int budget_spent(run_t *run, const char *text, size_t len)
{
    char why[VELA_REDIS_ROUTE_WHY_MAX];
    snprintf(why, sizeof(why),
             "gave up after %d cluster redirections (max_redirects); the last "
             "reply was: %.*s",
             run->max_redirects, (int)(len < 200 ? len : 200), text);
    return fail(run, VELA_REDIS_ROUTE_FAILED_BUDGET, NULL, VELA_ELIMIT, why);
}

/*
 * After the command's stored reply: 0 when it is the answer, 1 to try again
 * (the route updated), or a failure code.
 */
static int decide(run_t *run, route_t *rt)
{
    size_t len = 0;
    const char *text = run->io->error_reply(run->arg, run->command, &len);
    vela_redis_route_decision_t d;
    if (!text || vela_redis_route_parse(text, len, &d) == VELA_REDIS_ROUTE_ANSWER) {
        return 0;
    }
    if (rt->tries > run->max_redirects) {
        return budget_spent(run, text, len);
    }
    if (d.kind == VELA_REDIS_ROUTE_TRYAGAIN || d.kind == VELA_REDIS_ROUTE_CLUSTERDOWN) {
        back_off(run, rt);
        return 1;
    }
    if (d.kind == VELA_REDIS_ROUTE_MOVED) {
        run->io->moved(run->arg, d.slot, &d.address);
    }
    rt->asking = d.kind == VELA_REDIS_ROUTE_ASK;
    /* Out of memory for a new node: the redirection stands as the answer. */
    return run->io->node_at(run->arg, &d.address, &rt->node) == 0 ? 1 : 0;
}

/* After a failed attempt: 1 to try again (never sent, a failover?), else the code. */
static int recover(run_t *run, route_t *rt, void *node, int code, bool never_sent, const char *why)
{
    bool retry = never_sent && rt->tries <= run->max_redirects && code != VELA_ETIMEOUT &&
                 code != VELA_ECANCELED;
    if (retry) {
        back_off(run, rt);
        return 1;
    }
    if (!never_sent) {
        run->io->mark_stale(run->arg); /* it may have failed over */
    }
    return fail(run, never_sent ? VELA_REDIS_ROUTE_FAILED_CONNECT : VELA_REDIS_ROUTE_FAILED_SEND,
                node, code, why);
}

/* Attempts until an answer or a failure; rt->tries attempts were made before. */
static int attempt_until_done(run_t *run, route_t *rt)
{
    char why[VELA_REDIS_ROUTE_WHY_MAX];
    for (;;) {
        why[0] = '\0';
        void *node = rt->node;
        int rc = node ? 0 : run->io->node_for_slot(run->arg, rt->slot, &node, why, sizeof(why));
        if (rc != 0) {
            run->io->mark_stale(run->arg);
            return fail(run, VELA_REDIS_ROUTE_FAILED_MAP, NULL, rc, why);
        }
        bool never_sent = false, asking = rt->asking;
        rt->asking = false;
        rc = run->io->send(run->arg, node, &run->command, 1, asking, &never_sent, why, sizeof(why));
        rt->tries++;
        int next = rc != 0 ? recover(run, rt, node, rc, never_sent, why) : decide(run, rt);
        if (next <= 0) {
            return next;
        }
    }
}

int vela_redis_route_command(const vela_redis_route_io_t *io, void *arg, uint16_t slot,
                             size_t command, int max_redirects, vela_redis_route_failure_t *failure)
{
    run_t run = {io, arg, command, max_redirects, failure};
    route_t rt = {.slot = slot % VELA_REDIS_SLOTS};
    return attempt_until_done(&run, &rt);
}

/* ---- batches ------------------------------------------------------------- */

/* A batch's groups: group g's commands are order[start[g] .. start[g] + count[g]). */
typedef struct groups {
    void **nodes; /* per group */
    size_t *count, *start, *order;
    size_t *group_of; /* per command */
    size_t n;
} groups_t;

static int groups_alloc(groups_t *g, size_t commands)
{
    size_t n = commands ? commands : 1;
    g->nodes = calloc(n, sizeof(void *));
    g->count = calloc(n * 4, sizeof(size_t));
    g->n = 0;
    if (!g->nodes || !g->count) {
        free(g->nodes);
        free(g->count);
        return VELA_ENOMEM;
    }
    g->start = g->count + n;
    g->order = g->start + n;
    g->group_of = g->order + n;
    return 0;
}

static void groups_free(groups_t *g)
{
    free(g->nodes);
    free(g->count);
}

static size_t group_for(groups_t *g, void *node)
{
    for (size_t i = 0; i < g->n; i++) {
        if (g->nodes[i] == node) {
            return i;
        }
    }
    g->nodes[g->n] = node;
    return g->n++;
}

/* Finds each command's node and lays the groups out in order[]. */
static int group_by_node(run_t *run, const int *slots, size_t n, groups_t *g)
{
    char why[VELA_REDIS_ROUTE_WHY_MAX] = "";
    for (size_t i = 0; i < n; i++) {
        uint16_t slot = slots[i] < 0 ? 0 : (uint16_t)(slots[i] % VELA_REDIS_SLOTS);
        void *node;
        int rc = run->io->node_for_slot(run->arg, slot, &node, why, sizeof(why));
        if (rc != 0) {
            return fail(run, VELA_REDIS_ROUTE_FAILED_MAP, NULL, rc, why);
        }
        g->group_of[i] = group_for(g, node);
        g->count[g->group_of[i]]++;
    }
    size_t *filled = calloc(g->n ? g->n : 1, sizeof(size_t));
    if (!filled) {
        return fail(run, VELA_REDIS_ROUTE_FAILED_MAP, NULL, VELA_ENOMEM, "");
    }
    for (size_t k = 1; k < g->n; k++) {
        g->start[k] = g->start[k - 1] + g->count[k - 1];
    }
    for (size_t i = 0; i < n; i++) {
        size_t k = g->group_of[i];
        g->order[g->start[k] + filled[k]++] = i;
    }
    free(filled);
    return 0;
}

static int send_groups(run_t *run, const groups_t *g)
{
    char why[VELA_REDIS_ROUTE_WHY_MAX];
    for (size_t k = 0; k < g->n; k++) {
        bool never_sent = false;
        why[0] = '\0';
        int rc = run->io->send(run->arg, g->nodes[k], g->order + g->start[k], g->count[k], false,
                               &never_sent, why, sizeof(why));
        if (rc != 0) {
            run->io->mark_stale(run->arg);
            return fail(run,
                        never_sent ? VELA_REDIS_ROUTE_FAILED_CONNECT : VELA_REDIS_ROUTE_FAILED_SEND,
                        g->nodes[k], rc, why);
        }
    }
    return 0;
}

/* Command i of an answered batch, alone from its redirection on (when it has one). */
static void follow_redirect(run_t *run, const int *slots, size_t i)
{
    size_t len = 0;
    const char *text = run->io->error_reply(run->arg, i, &len);
    vela_redis_route_decision_t d;
    vela_redis_route_kind_t kind =
        text ? vela_redis_route_parse(text, len, &d) : VELA_REDIS_ROUTE_ANSWER;
    if (kind != VELA_REDIS_ROUTE_MOVED && kind != VELA_REDIS_ROUTE_ASK) {
        return;
    }
    vela_redis_route_failure_t failure;
    run_t alone = {run->io, run->arg, i, run->max_redirects, &failure};
    route_t rt = {.slot = slots[i] < 0 ? 0 : (uint16_t)slots[i], .tries = 1};
    int rc = decide(&alone, &rt);
    rc = rc > 0 ? attempt_until_done(&alone, &rt) : rc;
    if (rc != 0) {
        run->io->failed(run->arg, i, rc, &failure);
    }
}

int vela_redis_route_batch(const vela_redis_route_io_t *io, void *arg, const int *slots, size_t n,
                           int max_redirects, vela_redis_route_failure_t *failure)
{
    run_t run = {io, arg, 0, max_redirects, failure};
    groups_t g;
    if (groups_alloc(&g, n) != 0) {
        return fail(&run, VELA_REDIS_ROUTE_FAILED_MAP, NULL, VELA_ENOMEM, "");
    }
    int rc = group_by_node(&run, slots, n, &g);
    rc = rc == 0 ? send_groups(&run, &g) : rc;
    groups_free(&g);
    for (size_t i = 0; rc == 0 && i < n; i++) {
        follow_redirect(&run, slots, i);
    }
    return rc;
}
