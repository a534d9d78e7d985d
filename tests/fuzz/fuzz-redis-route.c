/*
 * libFuzzer target for Redis Cluster routing (ext/src/redis/route.c): the
 * parse of error replies (MOVED, ASK, TRYAGAIN, CLUSTERDOWN) and the
 * redirect loop driven by whatever the nodes answer.
 *
 * The input is a script of replies, one per line: each attempt of a routed
 * command (and each command of a batch) is answered with the next line as
 * an error reply, or with a value once the lines run out; a line starting
 * with '!' is a connection refused (never sent), '#' a timeout in flight.
 * The first byte sets max_redirects (0..15) and whether a batch of four
 * commands runs instead of one. Checked invariants: every parse of a
 * MOVED/ASK has a slot below 16384 and a NUL-terminated host with a port in
 * 1..65535, and parsing is stable (the same text, the same decision); the
 * loop ends; one command makes at most max_redirects + 1 attempts and
 * sleeps at most max_redirects times, each wait within the back-off bounds;
 * ASKING goes only with the attempt right after an ASK; a failure names its
 * stage and says why; a batch reports a failure for a command at most once.
 *
 * fuzz-sources: ext/src/redis/route.c ext/src/redis/slots.c ext/src/redis/url.c
 *               ext/src/core/error.c
 * fuzz-seeds: tests/fuzz/corpus/redis-route
 * fuzz-flags: -D_GNU_SOURCE -lhiredis -luv
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <uv.h>

#include "src/core/error.h"
#include "src/redis/route.h"
#include "src/redis/slots.h"

#define NODES 4
#define BATCH 4
#define REPLY_MAX 512

typedef struct script {
    const char *data;
    size_t size, at;
    int max_redirects;
    vela_redis_address_t nodes[NODES];
    int known;
    char replies[BATCH][REPLY_MAX];
    size_t reply_len[BATCH];
    bool is_error[BATCH], expect_asking[BATCH];
    int attempts[BATCH], sleeps, failures[BATCH];
    int current; /* the command a single route is on (-1: a batch's groups) */
} script_t;

static void check_decision(const char *text, size_t len, const vela_redis_route_decision_t *d)
{
    vela_redis_route_decision_t again;
    if (vela_redis_route_parse(text, len, &again) != d->kind) {
        abort();
    }
    if (d->kind == VELA_REDIS_ROUTE_MOVED || d->kind == VELA_REDIS_ROUTE_ASK) {
        if (d->slot >= VELA_REDIS_SLOTS || d->address.port < 1 || d->address.port > 65535 ||
            !memchr(d->address.host, '\0', sizeof(d->address.host))) {
            abort();
        }
    }
}

/* The next line of the script, or NULL at its end. */
static const char *next_line(script_t *s, size_t *len)
{
    if (s->at >= s->size) {
        return NULL;
    }
    const char *line = s->data + s->at;
    const char *end = memchr(line, '\n', s->size - s->at);
    *len = end ? (size_t)(end - line) : s->size - s->at;
    s->at += *len + (end ? 1 : 0);
    return line;
}

static int node_for_slot(void *arg, uint16_t slot, void **node, char *why, size_t cap)
{
    script_t *s = arg;
    (void)why;
    (void)cap;
    *node = &s->nodes[slot % NODES];
    return 0;
}

static int node_at(void *arg, const vela_redis_address_t *address, void **node)
{
    script_t *s = arg;
    if (address->port < 1 || address->port > 65535) {
        abort();
    }
    *node = &s->nodes[address->port % NODES];
    return 0;
}

static void moved(void *arg, uint16_t slot, const vela_redis_address_t *address)
{
    (void)arg;
    if (slot >= VELA_REDIS_SLOTS || address->port < 1) {
        abort();
    }
}

static void mark_stale(void *arg)
{
    (void)arg;
}

static void fake_sleep(void *arg, uint64_t ms)
{
    script_t *s = arg;
    if (ms < VELA_REDIS_ROUTE_BACKOFF_FIRST_MS || ms > VELA_REDIS_ROUTE_BACKOFF_MAX_MS) {
        abort();
    }
    s->sleeps++;
}

/* Answers command c with the script's next line. Returns a code for '!' and '#'. */
static int answer(script_t *s, size_t c, bool *never_sent)
{
    size_t len = 0;
    const char *line = next_line(s, &len);
    s->attempts[c]++;
    s->is_error[c] = line != NULL;
    if (line && len > 0 && (line[0] == '!' || line[0] == '#')) {
        *never_sent = line[0] == '!';
        return line[0] == '!' ? UV_ECONNREFUSED : VELA_ETIMEOUT;
    }
    s->reply_len[c] = line ? (len < REPLY_MAX ? len : REPLY_MAX) : 0;
    if (line) {
        memcpy(s->replies[c], line, s->reply_len[c]);
        vela_redis_route_decision_t d;
        s->expect_asking[c] =
            vela_redis_route_parse(line, s->reply_len[c], &d) == VELA_REDIS_ROUTE_ASK;
        check_decision(line, s->reply_len[c], &d);
    }
    return 0;
}

static int fake_send(void *arg, void *node, const size_t *commands, size_t n, bool asking,
                     bool *never_sent, char *why, size_t cap)
{
    script_t *s = arg;
    (void)node;
    *never_sent = false;
    for (size_t i = 0; i < n; i++) {
        size_t c = commands[i];
        if (c >= BATCH || (asking && !s->expect_asking[c])) {
            abort(); /* ASKING only right after an ASK */
        }
        s->expect_asking[c] = false;
        int rc = answer(s, c, never_sent);
        if (rc != 0) {
            snprintf(why, cap, "scripted failure");
            return rc;
        }
    }
    return 0;
}

static const char *error_reply(void *arg, size_t command, size_t *len)
{
    script_t *s = arg;
    *len = s->reply_len[command];
    return s->is_error[command] ? s->replies[command] : NULL;
}

static void failed(void *arg, size_t command, int code, const vela_redis_route_failure_t *f)
{
    script_t *s = arg;
    if (command >= BATCH || code >= 0 || f->why[0] == '\0' || s->failures[command]++ > 0) {
        abort();
    }
}

static const vela_redis_route_io_t io = {node_for_slot, node_at,     moved,      mark_stale,
                                         fake_send,     error_reply, fake_sleep, failed};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) {
        return 0;
    }
    script_t s = {.data = (const char *)data + 1, .size = size - 1};
    s.max_redirects = data[0] & 15;
    for (int i = 0; i < NODES; i++) {
        memcpy(s.nodes[i].host, "127.0.0.1", 10);
        s.nodes[i].port = 7000 + i;
    }
    vela_redis_route_failure_t f;
    bool batch = data[0] & 16;
    int slots[BATCH] = {0, 5000, -1, 16383};
    int rc = batch ? vela_redis_route_batch(&io, &s, slots, BATCH, s.max_redirects, &f)
                   : vela_redis_route_command(&io, &s, 1234, 0, s.max_redirects, &f);
    if (rc > 0 || (rc < 0 && f.why[0] == '\0')) {
        abort();
    }
    for (int c = 0; c < BATCH; c++) {
        /* a batch's group attempt counts as the first */
        if (s.attempts[c] > s.max_redirects + 1) {
            abort();
        }
    }
    if (!batch && s.sleeps > s.max_redirects) {
        abort();
    }
    return 0;
}
