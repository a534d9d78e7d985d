/*
 * Sentinel discovery and the +switch-master watch (see sentinel.h).
 *
 * Invariant: `watch` is NULL or a subscribed connection to a sentinel that
 * is not in any pool; every live sentinel is linked in `live` so the loop's
 * close hook can close the watches before the loop goes.
 */
#include "src/redis/sentinel.h"

#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/redis/client.h"
#include "src/redis/conn.h"

struct vela_redis_sentinel {
    vela_redis_sentinel_config_t config;
    size_t preferred; /* the sentinel that answered last */
    vela_redis_conn_t *watch;
    uint64_t switches;
    struct vela_redis_sentinel *live_next;
};

static vela_redis_sentinel_t *live;
static bool hook_installed;

static void close_watches(void)
{
    for (vela_redis_sentinel_t *s = live; s; s = s->live_next) {
        vela_redis_conn_free(s->watch);
        s->watch = NULL;
    }
}

int vela_redis_sentinel_new(const vela_redis_sentinel_config_t *config, vela_redis_sentinel_t **out)
{
    if (config->count == 0 || config->count > VELA_REDIS_SENTINELS_MAX || !config->name[0]) {
        return VELA_EINVAL;
    }
    if (!hook_installed) {
        if (vela_loop_on_close(close_watches) != 0) {
            return VELA_ENOMEM;
        }
        hook_installed = true;
    }
    vela_redis_sentinel_t *s = calloc(1, sizeof(*s));
    if (!s) {
        return VELA_ENOMEM;
    }
    s->config = *config;
    s->live_next = live;
    live = s;
    *out = s;
    return 0;
}

void vela_redis_sentinel_free(vela_redis_sentinel_t *sentinel)
{
    if (!sentinel) {
        return;
    }
    for (vela_redis_sentinel_t **p = &live; *p; p = &(*p)->live_next) {
        if (*p == sentinel) {
            *p = sentinel->live_next;
            break;
        }
    }
    vela_redis_conn_free(sentinel->watch);
    free(sentinel);
}

/* What one sentinel said, parsed while hiredis owns the reply. */
typedef struct answer {
    bool replica;
    int rc;
    vela_redis_address_t address;
    char why[VELA_REDIS_ERROR_MAX];
} answer_t;

static bool set_address(answer_t *a, const redisReply *ip, const redisReply *port)
{
    const char *why;
    char text[VELA_REDIS_HOST_MAX + 8];
    if (ip->type != REDIS_REPLY_STRING || port->type != REDIS_REPLY_STRING ||
        ip->len + port->len + 2 > sizeof(text)) {
        return false;
    }
    vela__redis_say(text, sizeof(text), "%s:%s", ip->str, port->str);
    return vela_redis_address_parse(text, strlen(text), &a->address, &why) == 0;
}

/* The value of `key` in a flat [k, v, k, v ...] array, or NULL. */
static const redisReply *field(const redisReply *flat, const char *key)
{
    for (size_t i = 0; i + 1 < flat->elements; i += 2) {
        const redisReply *k = flat->element[i];
        if (k->type == REDIS_REPLY_STRING && strcmp(k->str, key) == 0) {
            return flat->element[i + 1];
        }
    }
    return NULL;
}

static bool healthy_replica(answer_t *a, const redisReply *entry)
{
    if (entry->type != REDIS_REPLY_ARRAY) {
        return false;
    }
    const redisReply *flags = field(entry, "flags"), *ip = field(entry, "ip");
    const redisReply *port = field(entry, "port");
    if (!flags || !ip || !port || flags->type != REDIS_REPLY_STRING) {
        return false;
    }
    if (strstr(flags->str, "s_down") || strstr(flags->str, "o_down") ||
        strstr(flags->str, "disconnected")) {
        return false;
    }
    return set_address(a, ip, port);
}

static void on_answer(void *arg, size_t index, const redisReply *reply)
{
    answer_t *a = arg;
    a->rc = VELA_ESTATE;
    if (reply->type == REDIS_REPLY_ERROR) {
        vela__redis_say(a->why, sizeof(a->why), "sentinel: %s", reply->str);
        return;
    }
    if (reply->type != REDIS_REPLY_ARRAY) {
        vela__redis_say(a->why, sizeof(a->why), "sentinel knows no master of that name");
        return;
    }
    if (!a->replica) {
        if (reply->elements == 2 && set_address(a, reply->element[0], reply->element[1])) {
            a->rc = 0;
        }
        return;
    }
    for (size_t i = 0; i < reply->elements; i++) {
        if (healthy_replica(a, reply->element[i])) {
            a->rc = 0;
            return;
        }
    }
    vela__redis_say(a->why, sizeof(a->why), "sentinel knows no healthy replica");
}

static void on_switch_message(void *arg, size_t index, const redisReply *reply)
{
    vela_redis_sentinel_t *s = arg;
    size_t name_len = strlen(s->config.name);
    if (reply->type != REDIS_REPLY_ARRAY || reply->elements != 3 ||
        reply->element[2]->type != REDIS_REPLY_STRING) {
        return;
    }
    const redisReply *text = reply->element[2];
    if (text->len > name_len && memcmp(text->str, s->config.name, name_len) == 0 &&
        text->str[name_len] == ' ') {
        s->switches++;
        if (s->config.on_switch) {
            s->config.on_switch(s->config.switch_arg);
        }
    }
}

/* Keeps conn as the +switch-master watch (or frees it when one runs). */
static void keep_as_watch(vela_redis_sentinel_t *s, vela_redis_conn_t *conn)
{
    if (s->watch && !vela_redis_conn_is_lost(s->watch)) {
        vela_redis_conn_free(conn);
        return;
    }
    vela_redis_conn_free(s->watch);
    s->watch = NULL;
    const char *argv[] = {"SUBSCRIBE", "+switch-master"};
    const size_t lens[] = {9, 14};
    if (vela_redis_conn_subscribe(conn, 2, argv, lens, on_switch_message, s) == 0) {
        s->watch = conn;
    } else {
        vela_redis_conn_free(conn);
    }
}

/* Asks sentinel i. Returns 0 with a->address set, or a code with a->why. */
static int ask(vela_redis_sentinel_t *s, size_t i, answer_t *a)
{
    vela_redis_conn_settings_t settings = {.address = s->config.sentinels[i],
                                           .timeout_ms = s->config.timeout_ms};
    int rc = vela_redis_resolve(&settings.address, s->config.timeout_ms);
    vela_redis_conn_t *conn = NULL;
    if (rc == 0) {
        rc = vela_redis_conn_open(&settings, &conn, a->why, sizeof(a->why));
    }
    if (rc != 0) {
        return rc;
    }
    const char *master[] = {"SENTINEL", "get-master-addr-by-name", s->config.name};
    const char *replicas[] = {"SENTINEL", "replicas", s->config.name};
    size_t lens[3] = {8, a->replica ? 8 : 23, strlen(s->config.name)};
    vela_redis_request_t *req = vela_redis_request_new(on_answer, a);
    rc = req ? vela_redis_request_send(req, conn, 3, a->replica ? replicas : master, lens)
             : VELA_ENOMEM;
    rc = rc == 0 ? vela_redis_request_wait(req, s->config.timeout_ms) : rc;
    if (rc != 0 && req) {
        vela__redis_say(a->why, sizeof(a->why), "sentinel: %s", vela_strerror(rc));
    }
    vela_redis_request_finish(req);
    rc = rc != 0 ? rc : a->rc;
    if (rc == 0) {
        keep_as_watch(s, conn);
    } else {
        vela_redis_conn_free(conn);
    }
    return rc;
}

int vela_redis_sentinel_locate(void *arg, vela_redis_address_t *out, char *why, size_t cap)
{
    vela_redis_sentinel_t *s = arg;
    int rc = VELA_ESTATE;
    answer_t a = {.replica = s->config.replica};
    for (size_t n = 0; n < s->config.count; n++) {
        size_t i = (s->preferred + n) % s->config.count;
        rc = ask(s, i, &a);
        if (rc == 0) {
            s->preferred = i;
            *out = a.address;
            return 0;
        }
        if (rc == VELA_ECANCELED || rc == VELA_EBLOCKED) {
            break;
        }
    }
    vela__redis_say(why, cap, "no sentinel could name the %s of '%s': %s",
                    s->config.replica ? "replica" : "master", s->config.name, a.why);
    return rc;
}

uint64_t vela_redis_sentinel_switches(const vela_redis_sentinel_t *sentinel)
{
    return sentinel->switches;
}
