/*
 * Vela\Hub: topics, subscribers and publishing, within a worker and across
 * workers and instances through Redis pub/sub.
 *
 * Model. The object owns an engine hub (ext/src/hub/hub.h) that queues
 * messages to this worker's subscribers. Without a Redis pool publish()
 * hands the message to the engine directly. With one, publish() only sends
 * PUBLISH <prefix><topic>, and the hub's feed (a coroutine of its own,
 * started by the first subscribe()) holds PSUBSCRIBE <prefix>* on a
 * connection of its own and hands every message it receives to the
 * engine; it ends (PUNSUBSCRIBE, the connection retired) when the last
 * subscriber leaves, so an idle hub holds nothing and a script can end.
 * Every worker of every instance runs its own hub and feed, so a
 * message reaches each subscriber exactly once, wherever it was published,
 * and an instance that restarts loses only its own subscribers. subscribe()
 * returns once the feed is subscribed, so a publish() after it is seen. A
 * feed whose connection drops subscribes again after a pause (messages
 * published meanwhile are lost, as with any Redis pub/sub).
 *
 * Without Redis, in a worker under a master, the hubs of the process are
 * listed (local_hubs) and the process joins the master's relay
 * (src/hub/relay_client.h) at a hub's first subscribe(), join() or
 * publish(): publish() delivers to this worker's subscribers and sends the
 * message to the master, which copies it to every other worker; there
 * every listed hub with the same prefix delivers it. So each subscriber of
 * the instance gets it once, in the order its publisher sent them.
 *
 * Presence without Redis. Every change of a topic's subscriber count in a
 * listed hub sends the master this process's count of the topic (all its
 * hubs with that prefix); the master answers the other workers with their
 * new count of subscribers elsewhere, which this process keeps in a cache
 * (others). presence() adds this process's own count, exact at once, to
 * the cached one, current within a trip through the master. The cache is
 * emptied when the process (re)joins the relay (the master then sends all
 * of it) and freed with the loop.
 *
 * Members. A connection joined with an id (join.c) counts in its hub's
 * roster (ids: per topic, id -> connections). Without Redis the master
 * hears of an id's first connection in the process and its last out
 * (vela_hub_relay_send_member()) and tells the other workers, which keep
 * the ids they are told of in others_members; members() is the union of
 * this process's rosters and that cache, no round trip. With Redis the
 * writer coroutine also keeps one member per id in <prefix>members:<topic>
 * (below) and members() reads the other hubs' with one script.
 */
#include "php/hub/hub.h"

#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>

#include "php/core/options.h"
#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/core/wait_queue.h"
#include "src/hub/presence.h"
#include "src/hub/roster.h"
#include "src/hub/relay_client.h"
#include "src/process/master.h"

#include <ext/random/php_random.h>
#include <time.h>
#include <unistd.h>

zend_class_entry *vela_ce_hub_exception;
static zend_class_entry *hub_ce, *redis_pool_ce;
static zend_object_handlers hub_handlers;

enum feed_state { FEED_NONE, FEED_STARTING, FEED_RUNNING, FEED_STOPPING };

#define FEED_RETRY_MS 250
#define PRESENCE_TTL_MS 10000
#define PRESENCE_COALESCE_MS 5
#define MEMBERS_MAX 10000

typedef struct hub_object {
    vela_hub_t *engine;
    zval redis; /* a Vela\Redis\Pool or UNDEF */
    zend_string *prefix;
    size_t queue;
    enum vela_hub_overflow overflow;
    enum feed_state feed;
    vela_coro_t *feed_co;           /* the feed's coroutine while it runs */
    zval feed_sub;                  /* the Redis subscription while the feed runs */
    vela_wait_queue_t feed_ready;   /* subscribe() callers waiting for the feed */
    vela_php_hub_member_t *members; /* WebSocket connections joined (join.c) */
    int64_t presence_ttl_ms;        /* with Redis: how long a written count lives */
    zend_string *presence_id;       /* with Redis: its members start "<host>:<pid>:<random>|" */
    vela_hub_presence_t *written;   /* with Redis: per topic, the count last written */
    vela_hub_roster_t *ids; /* per topic ("" prefix), the ids joined here: connections each */
    vela_hub_roster_t *ids_written;             /* with Redis: per topic, the ids last written */
    size_t members_max;                         /* members() refuses a topic with more ids */
    bool presence_dirty, presence_running;      /* a count changed; the writer runs */
    vela_wait_queue_t presence_wake;            /* the writer waiting for a change */
    uint64_t presence_failures;                 /* failed writes in a row (the first is logged) */
    struct hub_object *prev_local, *next_local; /* in local_hubs (no Redis) */
    bool listed;
    zend_object std;
} hub_object_t;

/* The hubs of this process without Redis: where relayed messages go. */
static hub_object_t *local_hubs;

/* What the master says the other workers have, per (prefix, topic): owner 0's share. */
static vela_hub_presence_t *others;
/* The ids the master says some other worker has, per (prefix, topic): share 1 each. */
static vela_hub_roster_t *others_members;
static bool others_hooked;

static inline hub_object_t *from_obj(zend_object *obj)
{
    return (hub_object_t *)((char *)obj - XtOffsetOf(hub_object_t, std));
}

#define THIS_HUB() from_obj(Z_OBJ_P(ZEND_THIS))

vela_hub_t *vela_php_hub_engine(zend_object *hub)
{
    return from_obj(hub)->engine;
}

vela_php_hub_member_t **vela_php_hub_members(zend_object *hub)
{
    return &from_obj(hub)->members;
}

void vela_php_hub_defaults(zend_object *obj, size_t *queue, enum vela_hub_overflow *overflow)
{
    *queue = from_obj(obj)->queue;
    *overflow = from_obj(obj)->overflow;
}

static zend_object *create(zend_class_entry *ce)
{
    hub_object_t *hub = zend_object_alloc(sizeof(*hub), ce);

    zend_object_std_init(&hub->std, ce);
    object_properties_init(&hub->std, ce);
    hub->std.handlers = &hub_handlers;
    hub->queue = 1024;
    hub->overflow = VELA_HUB_DROP_OLDEST;
    ZVAL_UNDEF(&hub->redis);
    ZVAL_UNDEF(&hub->feed_sub);
    vela_wait_queue_init(&hub->feed_ready);
    vela_wait_queue_init(&hub->presence_wake);
    hub->presence_ttl_ms = PRESENCE_TTL_MS;
    hub->members_max = MEMBERS_MAX;
    return &hub->std;
}

static void free_hub(zend_object *obj)
{
    hub_object_t *hub = from_obj(obj);

    vela_php_hub_leave_all(obj);
    if (hub->listed) {
        if (hub->prev_local) {
            hub->prev_local->next_local = hub->next_local;
        } else {
            local_hubs = hub->next_local;
        }
        if (hub->next_local) {
            hub->next_local->prev_local = hub->prev_local;
        }
    }
    vela_hub_free(hub->engine);
    zval_ptr_dtor(&hub->redis);
    zval_ptr_dtor(&hub->feed_sub);
    if (hub->prefix) {
        zend_string_release(hub->prefix);
    }
    if (hub->presence_id) {
        zend_string_release(hub->presence_id);
    }
    vela_hub_presence_free(hub->written);
    vela_hub_roster_free(hub->ids);
    vela_hub_roster_free(hub->ids_written);
    zend_object_std_dtor(obj);
}

void vela_php_hub_register(zend_class_entry *ce)
{
    hub_ce = ce;
    ce->create_object = create;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    memcpy(&hub_handlers, zend_get_std_object_handlers(), sizeof(hub_handlers));
    hub_handlers.offset = XtOffsetOf(hub_object_t, std);
    hub_handlers.free_obj = free_hub;
    hub_handlers.clone_obj = NULL;
    redis_pool_ce = zend_hash_str_find_ptr_lc(CG(class_table), "Vela\\Redis\\Pool", 15);
}

/* ---- options ------------------------------------------------------------------ */

static const vela_php_option_t hub_rows[] = {
    {"members_max", VELA_PHP_OPTION_INT, 1, 1 << 24, false},
    {"presence_ttl", VELA_PHP_OPTION_SECONDS, 0.3, 86400, false},
    {"prefix", VELA_PHP_OPTION_STRING, 1, 200, false},
    {"queue", VELA_PHP_OPTION_INT, 1, 1 << 20, false},
    {"overflow", VELA_PHP_OPTION_OTHER, 0, 0, false},
    {"timeout", VELA_PHP_OPTION_SECONDS, 0, 1e9, true},
};

static const vela_php_options_table_t hub_table = {"Vela\\Hub", &vela_ce_hub_exception, hub_rows,
                                                   5};
static const vela_php_options_table_t subscribe_table = {"Vela\\Hub::subscribe()",
                                                         &vela_ce_hub_exception, hub_rows + 3, 3};

/* The settings a constructor or subscribe() may change, read from its options. */
typedef struct settings {
    int64_t presence_ttl_ms;
    size_t members_max;
    zend_string *prefix;
    size_t queue;
    enum vela_hub_overflow overflow;
    int64_t timeout_ms;
} settings_t;

static bool read_overflow(const vela_php_options_table_t *table, zval *v, settings_t *out)
{
    if (Z_TYPE_P(v) == IS_STRING && zend_string_equals_literal(Z_STR_P(v), "drop_oldest")) {
        out->overflow = VELA_HUB_DROP_OLDEST;
    } else if (Z_TYPE_P(v) == IS_STRING && zend_string_equals_literal(Z_STR_P(v), "close")) {
        out->overflow = VELA_HUB_CLOSE;
    } else {
        return vela_php_options_error(table, "overflow", "\"drop_oldest\" or \"close\"", NULL);
    }
    return true;
}

static bool read_settings(const vela_php_options_table_t *table, HashTable *options,
                          settings_t *out)
{
    zend_string *key;
    zval *v;
    double number;

    ZEND_HASH_FOREACH_STR_KEY_VAL(options, key, v)
    {
        const vela_php_option_t *row = vela_php_options_find(table, NULL, key);
        if (row == NULL || !vela_php_options_check(table, row, v, &number)) {
            return false;
        }
        ZVAL_DEREF(v);
        if (strcmp(row->name, "members_max") == 0) {
            out->members_max = (size_t)number;
        } else if (strcmp(row->name, "presence_ttl") == 0) {
            out->presence_ttl_ms = (int64_t)(number * 1000);
        } else if (row->name[0] == 'p') {
            out->prefix = Z_STR_P(v);
        } else if (row->name[0] == 'q') {
            out->queue = (size_t)number;
        } else if (row->name[0] == 'o' && !read_overflow(table, v, out)) {
            return false;
        } else if (row->name[0] == 't') {
            out->timeout_ms = Z_TYPE_P(v) == IS_NULL ? -1 : (int64_t)(number * 1000);
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* ---- presence across instances (Redis) ---------------------------------------- */

/*
 * With a Redis pool each hub keeps, per topic, one member in the sorted set
 * <prefix>presence:<topic>: "<host>:<pid>:<random>|<count>" scored by the
 * Redis clock's time (ms) at which it expires. A writer coroutine
 * (presence_run) replaces the member when the topic's count in this hub
 * changes (a few ms later, so a burst of joins is one write) and
 * re-scores every member each presence_ttl / 3; presence() sums the live
 * members of the other hubs and adds this hub's own count. A hub that dies
 * without a word (SIGKILL) stops re-scoring and drops out within
 * presence_ttl; the key itself expires 2 presence_ttl after its last
 * write. Both scripts read TIME on the server, so the instances' clocks
 * need not agree. One key per topic: one slot in a Redis Cluster.
 */
static const char presence_write_lua[] =
    "local t = redis.call('TIME') "
    "local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) "
    "if ARGV[1] ~= '' then redis.call('ZREM', KEYS[1], ARGV[1]) end "
    "if ARGV[2] ~= '' then redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[2]) end "
    "redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now) "
    "if redis.call('ZCARD', KEYS[1]) > 0 then "
    "redis.call('PEXPIRE', KEYS[1], 2 * tonumber(ARGV[3])) end "
    "return 1";

static const char presence_read_lua[] =
    "local t = redis.call('TIME') "
    "local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) "
    "local n = 0 "
    "for _, m in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], now, '+inf')) do "
    "if string.sub(m, 1, #ARGV[1]) ~= ARGV[1] then "
    "local c = tonumber(string.match(m, '|(%d+)$')) "
    "if c then n = n + c end end end "
    "return n";

/*
 * Members with Redis: each hub keeps, per topic, one member per id joined
 * here in the sorted set <prefix>members:<topic>: "<host>:<pid>:<random>|<id>"
 * (the hub's part has no '|', so the id is what follows the first one),
 * scored like the counts by the time it expires and renewed with them.
 * members() lists the distinct ids of the other hubs' live members (at
 * most members_max + 1: one more says "too many") and adds this hub's own.
 */
static const char members_write_lua[] =
    "local t = redis.call('TIME') "
    "local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) "
    "local ttl = tonumber(ARGV[1]) "
    "local n = tonumber(ARGV[2]) "
    "for i = 3, 2 + n do redis.call('ZADD', KEYS[1], now + ttl, ARGV[i]) end "
    "for i = 3 + n, #ARGV do redis.call('ZREM', KEYS[1], ARGV[i]) end "
    "redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now) "
    "if redis.call('ZCARD', KEYS[1]) > 0 then "
    "redis.call('PEXPIRE', KEYS[1], 2 * ttl) end "
    "return 1";

static const char members_read_lua[] =
    "local t = redis.call('TIME') "
    "local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) "
    "local max = tonumber(ARGV[2]) "
    "local seen, out = {}, {} "
    "for _, m in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], now, '+inf')) do "
    "if string.sub(m, 1, #ARGV[1]) ~= ARGV[1] then "
    "local at = string.find(m, '|', 1, true) "
    "if at then "
    "local id = string.sub(m, at + 1) "
    "if not seen[id] then seen[id] = true out[#out + 1] = id "
    "if #out > max then return out end end end end end "
    "return out";

static uint64_t monotonic_ms(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/* This hub's member start and written-counts table; false when out of memory. */
static bool presence_init(hub_object_t *hub)
{
    char host[256] = "localhost";
    unsigned char rnd[6] = {0};

    gethostname(host, sizeof(host) - 1);
    host[sizeof(host) - 1] = '\0';
    (void)php_random_bytes_silent(rnd, sizeof(rnd));
    hub->presence_id = strpprintf(0, "%s:%ld:%02x%02x%02x%02x%02x%02x|", host, (long)getpid(),
                                  rnd[0], rnd[1], rnd[2], rnd[3], rnd[4], rnd[5]);
    return vela_hub_presence_new(&hub->written) == 0 && vela_hub_roster_new(&hub->ids_written) == 0;
}

static zend_string *presence_key(const hub_object_t *hub, const char *topic, size_t topic_len)
{
    return zend_string_concat3(ZSTR_VAL(hub->prefix), ZSTR_LEN(hub->prefix), "presence:", 9, topic,
                               topic_len);
}

/*
 * Runs script on the hub's pool with key and the nargs args into rv
 * (the pool's eval(): EVALSHA, EVAL once on NOSCRIPT); takes the args'
 * references. False when it threw.
 */
static bool presence_eval(hub_object_t *hub, const char *script, zend_string *key, zval *args,
                          uint32_t nargs, zval *rv)
{
    zend_function *fn = zend_hash_str_find_ptr(&Z_OBJCE(hub->redis)->function_table, "eval", 4);
    zval params[3];

    ZVAL_UNDEF(rv);
    if (fn == NULL) {
        for (uint32_t i = 0; i < nargs; i++) {
            zval_ptr_dtor(&args[i]);
        }
        zend_throw_error(NULL, "Vela\\Hub: the Redis pool has no eval()");
        return false;
    }
    ZVAL_STRING(&params[0], script);
    array_init_size(&params[1], 1);
    add_next_index_str(&params[1], zend_string_copy(key));
    array_init_size(&params[2], nargs);
    for (uint32_t i = 0; i < nargs; i++) {
        add_next_index_zval(&params[2], &args[i]);
    }
    zend_call_known_instance_method(fn, Z_OBJ(hub->redis), rv, 3, params);
    zval_ptr_dtor(&params[0]);
    zval_ptr_dtor(&params[1]);
    zval_ptr_dtor(&params[2]);
    return EG(exception) == NULL;
}

/* Writes this hub's count of topic (was: the count written before; 0: none). False when it threw. */
static bool presence_write(hub_object_t *hub, zend_string *topic, uint32_t count, uint32_t was)
{
    zend_string *key = presence_key(hub, ZSTR_VAL(topic), ZSTR_LEN(topic));
    zval extra[3], rv;
    bool ok;

    if (was > 0) {
        ZVAL_STR(&extra[0], strpprintf(0, "%s%u", ZSTR_VAL(hub->presence_id), was));
    } else {
        ZVAL_EMPTY_STRING(&extra[0]);
    }
    if (count > 0) {
        ZVAL_STR(&extra[1], strpprintf(0, "%s%u", ZSTR_VAL(hub->presence_id), count));
    } else {
        ZVAL_EMPTY_STRING(&extra[1]);
    }
    ZVAL_LONG(&extra[2], hub->presence_ttl_ms);
    ok = presence_eval(hub, presence_write_lua, key, extra, 3, &rv);
    zval_ptr_dtor(&rv);
    zend_string_release(key);
    return ok;
}

/* The writes one flush makes: topic, the count now, the count written. */
typedef struct presence_changes {
    hub_object_t *hub;
    bool refresh; /* every topic with subscribers is written again (the heartbeat) */
    size_t n, cap;
    zend_string **topics;
    uint32_t *now, *was;
} presence_changes_t;

static void change_add(presence_changes_t *c, const char *topic, size_t topic_len, uint32_t now,
                       uint32_t was)
{
    if (c->n == c->cap) {
        c->cap = c->cap ? c->cap * 2 : 8;
        c->topics = erealloc(c->topics, c->cap * sizeof(*c->topics));
        c->now = erealloc(c->now, c->cap * sizeof(*c->now));
        c->was = erealloc(c->was, c->cap * sizeof(*c->was));
    }
    c->topics[c->n] = zend_string_init(topic, topic_len, 0);
    c->now[c->n] = now;
    c->was[c->n++] = was;
}

/* A topic of the engine: a change when its count differs from the one written. */
static void change_engine(const char *topic, size_t topic_len, size_t count, void *arg)
{
    presence_changes_t *c = arg;
    uint32_t now = count > UINT32_MAX ? UINT32_MAX : (uint32_t)count;
    uint32_t was = (uint32_t)vela_hub_presence_count(c->hub->written, -1, "", 0, topic, topic_len);

    if (now != was || (c->refresh && now > 0)) {
        change_add(c, topic, topic_len, now, was);
    }
}

/* A topic written before: a change when the engine has no subscriber of it any more. */
static void change_written(const char *prefix, size_t prefix_len, const char *topic,
                           size_t topic_len, uint64_t total, void *arg)
{
    presence_changes_t *c = arg;

    (void)prefix;
    (void)prefix_len;
    if (vela_hub_topic_count(c->hub->engine, topic, topic_len) == 0) {
        change_add(c, topic, topic_len, 0, (uint32_t)total);
    }
}

/* The id writes one flush makes: topic => [ids to add, ids to remove]. */
typedef struct members_changes {
    hub_object_t *hub;
    bool refresh;
    HashTable topics;
} members_changes_t;

static zval *members_change(members_changes_t *c, const char *topic, size_t topic_len, int which,
                            const char *id, size_t id_len)
{
    zval *lists = zend_hash_str_find(&c->topics, topic, topic_len), fresh, adds, removes;

    if (lists == NULL) {
        array_init_size(&fresh, 2);
        array_init(&adds);
        array_init(&removes);
        add_next_index_zval(&fresh, &adds);
        add_next_index_zval(&fresh, &removes);
        lists = zend_hash_str_add_new(&c->topics, topic, topic_len, &fresh);
    }
    add_next_index_stringl(zend_hash_index_find(Z_ARRVAL_P(lists), which), id, id_len);
    return lists;
}

/* An id joined here: to write when new since the last write (or at the heartbeat). */
static void members_added(const char *prefix, size_t prefix_len, const char *topic,
                          size_t topic_len, const char *id, size_t id_len, uint64_t total,
                          void *arg)
{
    members_changes_t *c = arg;

    (void)prefix;
    (void)prefix_len;
    (void)total;
    if (c->refresh ||
        vela_hub_roster_share(c->hub->ids_written, 0, "", 0, topic, topic_len, id, id_len) == 0) {
        members_change(c, topic, topic_len, 0, id, id_len);
    }
}

/* An id written before: to remove when no connection here has it any more. */
static void members_removed(const char *prefix, size_t prefix_len, const char *topic,
                            size_t topic_len, const char *id, size_t id_len, uint64_t total,
                            void *arg)
{
    members_changes_t *c = arg;

    (void)prefix;
    (void)prefix_len;
    (void)total;
    if (vela_hub_roster_share(c->hub->ids, 0, "", 0, topic, topic_len, id, id_len) == 0) {
        members_change(c, topic, topic_len, 1, id, id_len);
    }
}

/* Writes one topic's id changes (one script); on success ids_written follows. False when it threw. */
static bool members_write(hub_object_t *hub, zend_string *topic, HashTable *adds,
                          HashTable *removes)
{
    zend_string *key = zend_string_concat3(ZSTR_VAL(hub->prefix), ZSTR_LEN(hub->prefix),
                                           "members:", 8, ZSTR_VAL(topic), ZSTR_LEN(topic));
    uint32_t nargs = 2 + zend_hash_num_elements(adds) + zend_hash_num_elements(removes), i = 2;
    zval *args = safe_emalloc(nargs, sizeof(zval), 0), *id, rv;
    bool ok;

    ZVAL_LONG(&args[0], hub->presence_ttl_ms);
    ZVAL_LONG(&args[1], zend_hash_num_elements(adds));
    for (int which = 0; which < 2; which++) {
        ZEND_HASH_FOREACH_VAL(which ? removes : adds, id)
        {
            ZVAL_STR(&args[i++],
                     zend_string_concat2(ZSTR_VAL(hub->presence_id), ZSTR_LEN(hub->presence_id),
                                         Z_STRVAL_P(id), Z_STRLEN_P(id)));
        }
        ZEND_HASH_FOREACH_END();
    }
    ok = presence_eval(hub, members_write_lua, key, args, nargs, &rv);
    zval_ptr_dtor(&rv);
    efree(args);
    zend_string_release(key);
    for (int which = 0; ok && which < 2; which++) {
        ZEND_HASH_FOREACH_VAL(which ? removes : adds, id)
        {
            vela_hub_roster_set(hub->ids_written, 0, "", 0, ZSTR_VAL(topic), ZSTR_LEN(topic),
                                Z_STRVAL_P(id), Z_STRLEN_P(id), which ? 0 : 1, NULL);
        }
        ZEND_HASH_FOREACH_END();
    }
    return ok;
}

/* Writes the ids that changed (every id with refresh); false when a write threw (the rest waits). */
static bool members_flush(hub_object_t *hub, bool refresh)
{
    members_changes_t c = {.hub = hub, .refresh = refresh};
    zend_string *topic;
    zval *lists;
    bool ok = true;

    zend_hash_init(&c.topics, 8, NULL, ZVAL_PTR_DTOR, 0);
    vela_hub_roster_each(hub->ids, members_added, &c);
    vela_hub_roster_each(hub->ids_written, members_removed, &c);
    ZEND_HASH_FOREACH_STR_KEY_VAL(&c.topics, topic, lists)
    {
        if (ok) {
            ok = members_write(hub, topic, Z_ARRVAL_P(zend_hash_index_find(Z_ARRVAL_P(lists), 0)),
                               Z_ARRVAL_P(zend_hash_index_find(Z_ARRVAL_P(lists), 1)));
        }
    }
    ZEND_HASH_FOREACH_END();
    zend_hash_destroy(&c.topics);
    return ok;
}

/* Writes what changed (everything with refresh); false when a write threw (the rest waits). */
static bool presence_flush(hub_object_t *hub, bool refresh)
{
    presence_changes_t c = {.hub = hub, .refresh = refresh};
    bool ok = true;

    vela_hub_each_topic(hub->engine, change_engine, &c);
    vela_hub_presence_each(hub->written, change_written, &c);
    for (size_t i = 0; i < c.n; i++) {
        if (ok && (ok = presence_write(hub, c.topics[i], c.now[i], c.was[i]))) {
            vela_hub_presence_set(hub->written, 0, "", 0, ZSTR_VAL(c.topics[i]),
                                  ZSTR_LEN(c.topics[i]), c.now[i], NULL);
        }
        zend_string_release(c.topics[i]);
    }
    if (c.cap) {
        efree(c.topics);
        efree(c.now);
        efree(c.was);
    }
    return ok && members_flush(hub, refresh);
}

/* A write failed: logged at the first failure of a streak; retried at the next heartbeat. */
static void presence_report(hub_object_t *hub)
{
    zend_object *ex = EG(exception);
    zval *message = zend_read_property(ex->ce, ex, "message", 7, 1, NULL);
    char line[512];

    if (hub->presence_failures++ == 0) {
        snprintf(line, sizeof(line), "Vela\\Hub: cannot write presence to Redis (%s)",
                 Z_TYPE_P(message) == IS_STRING ? Z_STRVAL_P(message) : "an error");
        php_log_err_with_severity(line, LOG_WARNING);
    }
    zend_clear_exception();
}

/*
 * The writer: waits for a change (or the heartbeat), lets a burst settle
 * PRESENCE_COALESCE_MS, writes what changed; ends once the hub has no
 * subscriber and nothing written, or when cancelled (the worker stops: what
 * it wrote then expires). Holds a reference to the hub meanwhile.
 */
static void presence_run(void *arg)
{
    hub_object_t *hub = arg;
    uint64_t beat = (uint64_t)(hub->presence_ttl_ms / 3), refreshed = monotonic_ms();
    vela_hub_stats_t stats;

    for (;;) {
        uint64_t since = monotonic_ms() - refreshed;
        bool refresh;

        if (!hub->presence_dirty && since < beat) {
            int rc = vela_wait_queue_wait(&hub->presence_wake, NULL, (int64_t)(beat - since));

            if (rc != 0 && rc != VELA_ETIMEOUT) {
                break; /* cancelled */
            }
            if (rc == 0 && vela_coro_sleep(PRESENCE_COALESCE_MS) != 0) {
                break;
            }
        }
        refresh = monotonic_ms() - refreshed >= beat;
        hub->presence_dirty = false;
        if (presence_flush(hub, refresh)) {
            hub->presence_failures = 0;
        } else if (vela_coro_is_cancelled()) {
            break;
        } else {
            presence_report(hub);
            refresh = true; /* wait a heartbeat before trying again */
        }
        if (refresh) {
            refreshed = monotonic_ms();
        }
        vela_hub_stats(hub->engine, &stats);
        if (stats.subscribers == 0 && vela_hub_presence_keys(hub->written) == 0 &&
            vela_hub_roster_ids(hub->ids_written) == 0 && !hub->presence_dirty) {
            break;
        }
    }
    if (EG(exception) && !zend_is_unwind_exit(EG(exception))) {
        zend_clear_exception();
    }
    hub->presence_running = false;
    OBJ_RELEASE(&hub->std);
}

/* Starts the writer unless it runs (a hub with Redis, before a subscriber joins). */
static void presence_start(hub_object_t *hub)
{
    if (hub->presence_running || hub->written == NULL) {
        return;
    }
    hub->presence_running = true;
    GC_ADDREF(&hub->std);
    if (vela_coro_spawn(presence_run, hub, NULL) != 0) {
        hub->presence_running = false; /* presence() then counts this hub's own only */
        OBJ_RELEASE(&hub->std);
    }
}

/* The subscribers of topic in every listed hub of this process with this prefix. */
static size_t local_count(const zend_string *prefix, const char *topic, size_t topic_len)
{
    size_t n = 0;

    for (hub_object_t *h = local_hubs; h; h = h->next_local) {
        if (zend_string_equals(h->prefix, prefix)) {
            n += vela_hub_topic_count(h->engine, topic, topic_len);
        }
    }
    return n;
}

/* A topic's count changed in a listed hub: the master learns this process's count. */
static void count_changed(const char *topic, size_t topic_len, size_t count, void *arg)
{
    hub_object_t *hub = arg;
    size_t n;

    (void)count;
    if (Z_TYPE(hub->redis) == IS_OBJECT) { /* the writer (presence_run) takes it to Redis */
        hub->presence_dirty = true;
        vela_wait_queue_wake_one(&hub->presence_wake, 0);
        return;
    }
    if (!vela_hub_relay_joined()) {
        return;
    }
    n = local_count(hub->prefix, topic, topic_len);
    vela_hub_relay_send_count(ZSTR_VAL(hub->prefix), ZSTR_LEN(hub->prefix), topic, topic_len,
                              n > UINT32_MAX ? UINT32_MAX : (uint32_t)n);
}

bool vela_php_hub_id_changed(zend_object *obj, zend_string *topic, zend_string *id, bool joined)
{
    hub_object_t *hub = from_obj(obj);
    uint32_t was = vela_hub_roster_share(hub->ids, 0, "", 0, ZSTR_VAL(topic), ZSTR_LEN(topic),
                                         ZSTR_VAL(id), ZSTR_LEN(id));
    uint32_t now = joined ? was + 1 : (was > 0 ? was - 1 : 0);
    uint64_t elsewhere = 0;

    if (vela_hub_roster_set(hub->ids, 0, "", 0, ZSTR_VAL(topic), ZSTR_LEN(topic), ZSTR_VAL(id),
                            ZSTR_LEN(id), now, NULL) != 0) {
        return false;
    }
    if (Z_TYPE(hub->redis) == IS_OBJECT) { /* the writer takes it to Redis */
        hub->presence_dirty = true;
        vela_wait_queue_wake_one(&hub->presence_wake, 0);
        return true;
    }
    if (!vela_hub_relay_joined() || now != (joined ? 1u : 0u) || was == now) {
        return true; /* the master hears of an id's first connection in and last out only */
    }
    for (hub_object_t *h = local_hubs; h; h = h->next_local) {
        if (h != hub && zend_string_equals(h->prefix, hub->prefix)) {
            elsewhere += vela_hub_roster_share(h->ids, 0, "", 0, ZSTR_VAL(topic), ZSTR_LEN(topic),
                                               ZSTR_VAL(id), ZSTR_LEN(id));
        }
    }
    if (elsewhere == 0) {
        vela_hub_relay_send_member(ZSTR_VAL(hub->prefix), ZSTR_LEN(hub->prefix), ZSTR_VAL(topic),
                                   ZSTR_LEN(topic), ZSTR_VAL(id), ZSTR_LEN(id), joined);
    }
    return true;
}

ZEND_METHOD(Vela_Hub, __construct)
{
    hub_object_t *hub = THIS_HUB();
    zend_object *redis = NULL;
    HashTable *options = NULL;
    settings_t settings = {hub->presence_ttl_ms, hub->members_max, NULL,
                           hub->queue,           hub->overflow,    -1};

    ZEND_PARSE_PARAMETERS_START(0, 2)
    Z_PARAM_OPTIONAL
    Z_PARAM_OBJ_OF_CLASS_OR_NULL(redis, redis_pool_ce)
    Z_PARAM_ARRAY_HT(options)
    ZEND_PARSE_PARAMETERS_END();
    if (hub->engine) {
        zend_throw_error(NULL, "Vela\\Hub is constructed once");
        RETURN_THROWS();
    }
    if (options && !read_settings(&hub_table, options, &settings)) {
        RETURN_THROWS();
    }
    if (vela_hub_new(&hub->engine) != 0) {
        zend_throw_error(NULL, "Vela\\Hub: out of memory");
        RETURN_THROWS();
    }
    hub->prefix =
        settings.prefix ? zend_string_copy(settings.prefix) : zend_string_init("vela:hub:", 9, 0);
    hub->queue = settings.queue;
    hub->overflow = settings.overflow;
    hub->presence_ttl_ms = settings.presence_ttl_ms;
    hub->members_max = settings.members_max;
    if (vela_hub_roster_new(&hub->ids) != 0) {
        zend_throw_error(NULL, "Vela\\Hub: out of memory");
        RETURN_THROWS();
    }
    if (redis) {
        ZVAL_OBJ_COPY(&hub->redis, redis);
        if (!presence_init(hub)) {
            zend_throw_error(NULL, "Vela\\Hub: out of memory");
            RETURN_THROWS();
        }
        vela_hub_on_count(hub->engine, count_changed, hub);
        return;
    }
    hub->listed = true;
    vela_hub_on_count(hub->engine, count_changed, hub);
    hub->next_local = local_hubs;
    if (local_hubs) {
        local_hubs->prev_local = hub;
    }
    local_hubs = hub;
}

/* ---- the relay across workers (no Redis) ------------------------------------- */

/*
 * A frame from another worker: every hub of this process with its prefix
 * delivers it. The hubs are held while they deliver (a woken coroutine may
 * drop the last reference to one).
 */
static void relay_on_frame(const vela_hub_relay_frame_t *frame, void *arg)
{
    hub_object_t **hubs, *hub;
    size_t n = 0, count = 0;

    (void)arg;
    if (frame->kind == VELA_HUB_RELAY_MEMBER) {
        size_t id_len;
        const char *id = vela_hub_relay_member_id(frame, &id_len);

        if (others_members != NULL) {
            vela_hub_roster_set(others_members, 0, frame->prefix, frame->prefix_len, frame->topic,
                                frame->topic_len, id, id_len,
                                vela_hub_relay_member_present(frame) ? 1 : 0, NULL);
        }
        return;
    }
    if (frame->kind == VELA_HUB_RELAY_PRESENCE) {
        if (others != NULL) {
            vela_hub_presence_set(others, 0, frame->prefix, frame->prefix_len, frame->topic,
                                  frame->topic_len, vela_hub_relay_count(frame), NULL);
        }
        return;
    }
    for (hub = local_hubs; hub; hub = hub->next_local) {
        count++;
    }
    hubs = safe_emalloc(count, sizeof(*hubs), 0);
    for (hub = local_hubs; hub; hub = hub->next_local) {
        if (ZSTR_LEN(hub->prefix) == frame->prefix_len &&
            memcmp(ZSTR_VAL(hub->prefix), frame->prefix, frame->prefix_len) == 0) {
            GC_ADDREF(&hub->std);
            hubs[n++] = hub;
        }
    }
    for (size_t i = 0; i < n; i++) {
        vela_hub_deliver(hubs[i]->engine, frame->topic, frame->topic_len, frame->data,
                         frame->data_len);
    }
    for (size_t i = 0; i < n; i++) {
        OBJ_RELEASE(&hubs[i]->std);
    }
    efree(hubs);
}

static void others_free(void)
{
    vela_hub_presence_free(others);
    others = NULL;
    vela_hub_roster_free(others_members);
    others_members = NULL;
}

/*
 * In a worker under a master, joins the relay unless joined; a hub with
 * Redis or a process without a master needs none. A failure is logged
 * once per process and the hub stays local to this worker.
 */
static void relay_ensure(hub_object_t *hub)
{
    static bool warned;
    char line[160];
    int rc;

    if (Z_TYPE(hub->redis) == IS_OBJECT || !vela_master_in_worker() || vela_hub_relay_joined()) {
        return;
    }
    if (!others_hooked && vela_loop_on_close(others_free) == 0) {
        others_hooked = true;
    }
    if (others != NULL) {
        vela_hub_presence_clear(others); /* the master sends all of it anew */
    } else if (others_hooked) {
        vela_hub_presence_new(&others); /* without it, presence() counts this worker only */
    }
    if (others_members != NULL) {
        vela_hub_roster_clear(others_members);
    } else if (others_hooked) {
        vela_hub_roster_new(&others_members); /* without it, members() lists this worker's only */
    }
    if ((rc = vela_hub_relay_join(getppid(), relay_on_frame, NULL)) != 0 && !warned) {
        warned = true;
        snprintf(line, sizeof(line),
                 "Vela\\Hub: cannot join the master's relay (%s): broadcasts stay in this worker",
                 vela_strerror(rc));
        php_log_err_with_severity(line, LOG_WARNING);
    }
}

/* ---- the Redis feed ------------------------------------------------------------ */

/* PSUBSCRIBE <prefix>* on a connection of the pool's own, into hub->feed_sub; false when it threw. */
static bool feed_subscribe(hub_object_t *hub)
{
    zval pattern, sub;
    zend_string *text = zend_string_concat2(ZSTR_VAL(hub->prefix), ZSTR_LEN(hub->prefix), "*", 1);

    ZVAL_STR(&pattern, text);
    zend_call_method(Z_OBJ(hub->redis), Z_OBJCE(hub->redis), NULL, "psubscribe", 10, &sub, 1,
                     &pattern, NULL);
    zval_ptr_dtor(&pattern);
    if (EG(exception)) {
        zval_ptr_dtor(&sub);
        return false;
    }
    zval_ptr_dtor(&hub->feed_sub);
    ZVAL_COPY_VALUE(&hub->feed_sub, &sub);
    return true;
}

/* Calls a method without arguments of the feed's subscription into rv; false when it threw. */
static bool feed_call(hub_object_t *hub, const char *method, zval *rv)
{
    zend_call_method(Z_OBJ(hub->feed_sub), Z_OBJCE(hub->feed_sub), NULL, method, strlen(method), rv,
                     0, NULL, NULL);
    return EG(exception) == NULL;
}

/* Hands one pub/sub message (["channel" => prefix.topic, "payload" => ...]) to the engine. */
static void feed_deliver(hub_object_t *hub, zval *message)
{
    zval *channel = Z_TYPE_P(message) == IS_ARRAY
                        ? zend_hash_str_find(Z_ARRVAL_P(message), "channel", 7)
                        : NULL;
    zval *payload = channel ? zend_hash_str_find(Z_ARRVAL_P(message), "payload", 7) : NULL;
    size_t skip = ZSTR_LEN(hub->prefix);

    if (payload && Z_TYPE_P(channel) == IS_STRING && Z_TYPE_P(payload) == IS_STRING &&
        Z_STRLEN_P(channel) >= skip) {
        vela_hub_deliver(hub->engine, Z_STRVAL_P(channel) + skip, Z_STRLEN_P(channel) - skip,
                         Z_STRVAL_P(payload), Z_STRLEN_P(payload));
    }
}

/* Iterates the feed's subscription until it throws or ends; true when it ended cleanly. */
static bool feed_pump(hub_object_t *hub)
{
    zval rv, message;
    bool ok = feed_call(hub, "rewind", &rv);

    while (ok) {
        zval_ptr_dtor(&rv);
        if (!feed_call(hub, "valid", &rv) || Z_TYPE(rv) != IS_TRUE) {
            break;
        }
        if (!feed_call(hub, "current", &message)) {
            break;
        }
        feed_deliver(hub, &message);
        zval_ptr_dtor(&message);
        ok = feed_call(hub, "next", &rv);
    }
    zval_ptr_dtor(&rv);
    return EG(exception) == NULL;
}

/* Logs a lost feed once per loss, in the server's error log. */
static void feed_report(void)
{
    zend_object *ex = EG(exception);
    zval *message = zend_read_property(ex->ce, ex, "message", 7, 1, NULL);

    php_log_err_with_severity(Z_TYPE_P(message) == IS_STRING ? Z_STRVAL_P(message)
                                                             : "Vela\\Hub: the feed was lost",
                              LOG_WARNING);
    zend_clear_exception();
}

/*
 * The feed's coroutine: pumps the subscription, and when its connection
 * drops subscribes again after FEED_RETRY_MS, until the coroutine is
 * cancelled (the worker stops). Holds a reference to the hub meanwhile.
 */
static void feed_run(void *arg)
{
    hub_object_t *hub = arg;

    hub->feed_co = vela_coro_current();
    while (!vela_coro_is_cancelled()) {
        if (feed_pump(hub) || vela_coro_is_cancelled()) {
            break;
        }
        feed_report();
        while (vela_coro_sleep(FEED_RETRY_MS) == 0 && !feed_subscribe(hub)) {
            zend_clear_exception();
        }
    }
    if (EG(exception) && !zend_is_unwind_exit(EG(exception))) {
        zend_clear_exception();
    }
    zval_ptr_dtor(&hub->feed_sub);
    ZVAL_UNDEF(&hub->feed_sub);
    hub->feed = FEED_NONE;
    hub->feed_co = NULL;
    vela_wait_queue_wake_all(&hub->feed_ready, 0); /* subscribers that came while it stopped */
    OBJ_RELEASE(&hub->std);
}

/* Starts the feed once; later callers wait for it. False when it threw. */
static bool feed_start(hub_object_t *hub)
{
    int rc;

    while (hub->feed == FEED_STARTING || hub->feed == FEED_STOPPING) {
        if ((rc = vela_wait_queue_wait(&hub->feed_ready, NULL, -1)) != 0) {
            vela_php_core_throw_in(vela_ce_hub_exception, rc, "Cannot wait for the hub's feed");
            return false;
        }
    }
    if (hub->feed == FEED_RUNNING) {
        return true;
    }
    hub->feed = FEED_STARTING;
    if (!feed_subscribe(hub)) {
        hub->feed = FEED_NONE;
        vela_wait_queue_wake_all(&hub->feed_ready, 0);
        return false;
    }
    hub->feed = FEED_RUNNING;
    GC_ADDREF(&hub->std);
    if ((rc = vela_coro_spawn(feed_run, hub, NULL)) != 0) {
        hub->feed = FEED_NONE;
        OBJ_RELEASE(&hub->std);
        vela_php_core_throw_in(vela_ce_hub_exception, rc, "Cannot start the hub's feed");
    }
    vela_wait_queue_wake_all(&hub->feed_ready, 0);
    return rc == 0;
}

bool vela_php_hub_feed_ensure(zend_object *obj)
{
    hub_object_t *hub = from_obj(obj);

    relay_ensure(hub);
    if (Z_TYPE(hub->redis) != IS_OBJECT) {
        return true;
    }
    presence_start(hub);
    return feed_start(hub);
}

void vela_php_hub_subscriber_left(zend_object *obj)
{
    hub_object_t *hub = from_obj(obj);
    vela_hub_stats_t stats;

    vela_hub_stats(hub->engine, &stats);
    if (stats.subscribers == 0 && hub->feed == FEED_RUNNING && hub->feed_co) {
        hub->feed = FEED_STOPPING;
        vela_coro_cancel(hub->feed_co);
    }
}

/* ---- methods -------------------------------------------------------------------- */

/* The topics of subscribe(): one string or a non-empty list of strings; false when it threw. */
static bool collect_topics(zend_string *one, HashTable *many, const char ***names, size_t **lens,
                           size_t *count)
{
    zval *v;
    size_t i = 0;

    *count = one ? 1 : zend_hash_num_elements(many);
    if (*count == 0) {
        zend_argument_value_error(1, "must name at least one topic");
        return false;
    }
    *names = emalloc(*count * sizeof(char *));
    *lens = emalloc(*count * sizeof(size_t));
    if (one) {
        (*names)[0] = ZSTR_VAL(one);
        (*lens)[0] = ZSTR_LEN(one);
        return true;
    }
    ZEND_HASH_FOREACH_VAL(many, v)
    {
        ZVAL_DEREF(v);
        if (Z_TYPE_P(v) != IS_STRING) {
            zend_argument_type_error(1, "must be a string or a list of strings");
            return false;
        }
        (*names)[i] = Z_STRVAL_P(v);
        (*lens)[i++] = Z_STRLEN_P(v);
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

ZEND_METHOD(Vela_Hub, subscribe)
{
    hub_object_t *hub = THIS_HUB();
    zend_string *one = NULL;
    HashTable *many = NULL, *options = NULL;
    settings_t settings = {hub->presence_ttl_ms, hub->members_max, NULL,
                           hub->queue,           hub->overflow,    -1};
    const char **names = NULL;
    size_t *lens = NULL, count;
    vela_php_hub_subscription_t *s;
    int rc;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_ARRAY_HT_OR_STR(many, one)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(options)
    ZEND_PARSE_PARAMETERS_END();
    if ((options && !read_settings(&subscribe_table, options, &settings)) ||
        !collect_topics(one, many, &names, &lens, &count) || !vela_php_hub_feed_ensure(&hub->std)) {
        goto done;
    }
    s = vela_php_hub_subscription_new(return_value, &hub->std);
    s->timeout_ms = settings.timeout_ms;
    rc = vela_hub_subscribe(hub->engine, names, lens, count, settings.queue, settings.overflow,
                            vela_php_hub_subscription_notify, s, &s->sub);
    if (rc != 0) {
        zval_ptr_dtor(return_value);
        ZVAL_NULL(return_value);
        vela_php_core_throw_in(vela_ce_hub_exception, rc, "Cannot subscribe");
    }
done:
    if (names) {
        efree(names);
        efree(lens);
    }
}

ZEND_METHOD(Vela_Hub, publish)
{
    hub_object_t *hub = THIS_HUB();
    zend_string *topic, *message;
    zval args[2], rv;
    int reached;

    ZEND_PARSE_PARAMETERS_START(2, 2)
    Z_PARAM_STR(topic)
    Z_PARAM_STR(message)
    ZEND_PARSE_PARAMETERS_END();
    if (Z_TYPE(hub->redis) != IS_OBJECT) {
        relay_ensure(hub);
        if (vela_hub_relay_joined()) {
            vela_hub_relay_send(ZSTR_VAL(hub->prefix), ZSTR_LEN(hub->prefix), ZSTR_VAL(topic),
                                ZSTR_LEN(topic), ZSTR_VAL(message), ZSTR_LEN(message));
        }
        reached = vela_hub_deliver(hub->engine, ZSTR_VAL(topic), ZSTR_LEN(topic), ZSTR_VAL(message),
                                   ZSTR_LEN(message));
        if (reached < 0) {
            vela_php_core_throw_in(vela_ce_hub_exception, reached, "Cannot publish");
            RETURN_THROWS();
        }
        RETURN_LONG(reached);
    }
    ZVAL_STR(&args[0], zend_string_concat2(ZSTR_VAL(hub->prefix), ZSTR_LEN(hub->prefix),
                                           ZSTR_VAL(topic), ZSTR_LEN(topic)));
    ZVAL_STR_COPY(&args[1], message);
    zend_call_method(Z_OBJ(hub->redis), Z_OBJCE(hub->redis), NULL, "publish", 7, &rv, 2, &args[0],
                     &args[1]);
    zval_ptr_dtor(&args[0]);
    zval_ptr_dtor(&args[1]);
    if (EG(exception)) {
        RETURN_THROWS();
    }
    RETURN_LONG(zval_get_long(&rv));
}

ZEND_METHOD(Vela_Hub, presence)
{
    hub_object_t *hub = THIS_HUB();
    zend_string *topic;
    uint64_t n;

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(topic)
    ZEND_PARSE_PARAMETERS_END();
    relay_ensure(hub); /* a worker that only asks learns the other workers' counts too */
    if (Z_TYPE(hub->redis) == IS_OBJECT) { /* this hub's own, and the other hubs' live members */
        zend_string *key = presence_key(hub, ZSTR_VAL(topic), ZSTR_LEN(topic));
        zval id, rv;

        ZVAL_STR_COPY(&id, hub->presence_id);
        if (!presence_eval(hub, presence_read_lua, key, &id, 1, &rv)) {
            zval_ptr_dtor(&rv);
            zend_string_release(key);
            RETURN_THROWS();
        }
        n = vela_hub_topic_count(hub->engine, ZSTR_VAL(topic), ZSTR_LEN(topic)) +
            (uint64_t)(zval_get_long(&rv) > 0 ? zval_get_long(&rv) : 0);
        zval_ptr_dtor(&rv);
        zend_string_release(key);
        RETURN_LONG((zend_long)n);
    }
    n = local_count(hub->prefix, ZSTR_VAL(topic), ZSTR_LEN(topic));
    if (others != NULL && vela_hub_relay_joined()) {
        n += vela_hub_presence_count(others, -1, ZSTR_VAL(hub->prefix), ZSTR_LEN(hub->prefix),
                                     ZSTR_VAL(topic), ZSTR_LEN(topic));
    }
    RETURN_LONG((zend_long)n);
}

ZEND_METHOD(Vela_Hub, stats)
{
    vela_hub_stats_t stats;

    ZEND_PARSE_PARAMETERS_NONE();
    vela_hub_stats(THIS_HUB()->engine, &stats);
    array_init_size(return_value, 6);
    add_assoc_long(return_value, "published", (zend_long)stats.published);
    add_assoc_long(return_value, "delivered", (zend_long)stats.delivered);
    add_assoc_long(return_value, "dropped", (zend_long)stats.dropped);
    add_assoc_long(return_value, "overflowed", (zend_long)stats.overflowed);
    add_assoc_long(return_value, "subscribers", (zend_long)stats.subscribers);
    add_assoc_long(return_value, "relay_dropped", (zend_long)vela_hub_relay_dropped());
}

/* ---- members ------------------------------------------------------------------ */

/* The distinct ids members() collects, at most max + 1 (one more says too many). */
typedef struct members_seen {
    HashTable ids;
    size_t max;
} members_seen_t;

static void members_see(const char *id, size_t id_len, uint64_t total, void *arg)
{
    members_seen_t *seen = arg;

    (void)total;
    if (zend_hash_num_elements(&seen->ids) <= seen->max) {
        zend_hash_str_add_empty_element(&seen->ids, id, id_len);
    }
}

/* Adds the ids of other hubs in Redis; false when it threw. */
static bool members_redis(hub_object_t *hub, zend_string *topic, members_seen_t *seen)
{
    zend_string *key = zend_string_concat3(ZSTR_VAL(hub->prefix), ZSTR_LEN(hub->prefix),
                                           "members:", 8, ZSTR_VAL(topic), ZSTR_LEN(topic));
    zval args[2], rv, *id;
    bool ok;

    ZVAL_STR_COPY(&args[0], hub->presence_id);
    ZVAL_LONG(&args[1], (zend_long)seen->max);
    ok = presence_eval(hub, members_read_lua, key, args, 2, &rv);
    zend_string_release(key);
    if (ok && Z_TYPE(rv) == IS_ARRAY) {
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL(rv), id)
        {
            if (Z_TYPE_P(id) == IS_STRING) {
                members_see(Z_STRVAL_P(id), Z_STRLEN_P(id), 1, seen);
            }
        }
        ZEND_HASH_FOREACH_END();
    }
    zval_ptr_dtor(&rv);
    return ok;
}

ZEND_METHOD(Vela_Hub, members)
{
    hub_object_t *hub = THIS_HUB();
    zend_string *topic, *id;
    members_seen_t seen = {.max = hub->members_max};

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(topic)
    ZEND_PARSE_PARAMETERS_END();
    relay_ensure(hub); /* a worker that only asks learns the other workers' ids too */
    zend_hash_init(&seen.ids, 8, NULL, NULL, 0);
    if (Z_TYPE(hub->redis) == IS_OBJECT) {
        vela_hub_roster_each_id(hub->ids, "", 0, ZSTR_VAL(topic), ZSTR_LEN(topic), members_see,
                                &seen);
        if (!members_redis(hub, topic, &seen)) {
            zend_hash_destroy(&seen.ids);
            RETURN_THROWS();
        }
    } else {
        for (hub_object_t *h = local_hubs; h; h = h->next_local) {
            if (zend_string_equals(h->prefix, hub->prefix)) {
                vela_hub_roster_each_id(h->ids, "", 0, ZSTR_VAL(topic), ZSTR_LEN(topic),
                                        members_see, &seen);
            }
        }
        if (others_members != NULL && vela_hub_relay_joined()) {
            vela_hub_roster_each_id(others_members, ZSTR_VAL(hub->prefix), ZSTR_LEN(hub->prefix),
                                    ZSTR_VAL(topic), ZSTR_LEN(topic), members_see, &seen);
        }
    }
    if (zend_hash_num_elements(&seen.ids) > seen.max) {
        zend_hash_destroy(&seen.ids);
        zend_throw_exception_ex(vela_ce_hub_exception, VELA_ELIMIT,
                                "Vela\\Hub::members(): the topic has more than %zu members "
                                "(the hub's members_max)",
                                seen.max);
        RETURN_THROWS();
    }
    array_init_size(return_value, zend_hash_num_elements(&seen.ids));
    ZEND_HASH_FOREACH_STR_KEY(&seen.ids, id)
    {
        add_next_index_str(return_value, zend_string_copy(id));
    }
    ZEND_HASH_FOREACH_END();
    zend_hash_destroy(&seen.ids);
}
