/*
 * Vela\Redis\Subscription: SUBSCRIBE / PSUBSCRIBE on a connection of its
 * own, iterated with foreach.
 *
 * Model. Pool::subscribe() checks a connection out exclusively and puts it
 * in pub/sub mode; the engine hands every pushed reply to on_push() (in a
 * loop callback), which queues messages as PHP arrays. rewind() and next()
 * take the next queued message, suspending until one arrives (the
 * 'timeout' option ends the iteration after that long without one). The
 * connection is never reused: close() (or the object's end) retires it.
 * A lost connection throws ConnectionLost from next().
 */
#include "php/redis/redis.h"

#include "src/core/error.h"

typedef struct subscription_object {
    zend_object *pool;
    vela_redis_client_t *client;
    vela_pool_lease_t lease;
    vela_redis_conn_t *conn;
    bool active, done;
    int64_t timeout_ms; /* < 0: wait forever */
    zval queue;         /* messages not yet iterated, keyed head, head + 1, ... */
    zend_ulong head;
    zval current;
    zend_long key;
    zend_object std;
} subscription_object_t;

static zend_class_entry *subscription_ce;
static zend_object_handlers subscription_handlers;

static inline subscription_object_t *from_obj(zend_object *obj)
{
    return (subscription_object_t *)((char *)obj - XtOffsetOf(subscription_object_t, std));
}

static zend_object *create(zend_class_entry *ce)
{
    subscription_object_t *s = zend_object_alloc(sizeof(subscription_object_t), ce);
    zend_object_std_init(&s->std, ce);
    object_properties_init(&s->std, ce);
    s->std.handlers = &subscription_handlers;
    array_init(&s->queue);
    ZVAL_NULL(&s->current);
    s->timeout_ms = -1;
    s->key = -1;
    return &s->std;
}

static void end_subscription(subscription_object_t *s)
{
    s->done = true;
    if (s->active) {
        s->active = false;
        vela_redis_conn_unstream(s->conn);
        vela_redis_client_release(s->client, &s->lease, true);
    }
}

static void free_subscription(zend_object *obj)
{
    subscription_object_t *s = from_obj(obj);
    end_subscription(s);
    zval_ptr_dtor(&s->queue);
    zval_ptr_dtor(&s->current);
    if (s->pool) {
        OBJ_RELEASE(s->pool);
    }
    zend_object_std_dtor(obj);
}

void vela_php_redis_subscription_register(zend_class_entry *ce)
{
    subscription_ce = ce;
    ce->create_object = create;
    memcpy(&subscription_handlers, zend_get_std_object_handlers(), sizeof(subscription_handlers));
    subscription_handlers.offset = XtOffsetOf(subscription_object_t, std);
    subscription_handlers.free_obj = free_subscription;
    subscription_handlers.clone_obj = NULL;
}

static bool is_word(const redisReply *r, const char *word)
{
    return r->type == REDIS_REPLY_STRING && r->len == strlen(word) &&
           memcmp(r->str, word, r->len) == 0;
}

static void add_string(zval *message, const char *key, const redisReply *r)
{
    if (r->type == REDIS_REPLY_STRING) {
        add_assoc_stringl(message, key, r->str, r->len);
    } else {
        add_assoc_null(message, key);
    }
}

/* A pushed reply: ["message", channel, payload] or ["pmessage", pattern, channel, payload]. */
static void on_push(void *arg, size_t index, const redisReply *reply)
{
    subscription_object_t *s = arg;
    (void)index;
    if (reply->type != REDIS_REPLY_ARRAY || reply->elements < 3) {
        return;
    }
    bool plain = is_word(reply->element[0], "message");
    bool pattern = is_word(reply->element[0], "pmessage") && reply->elements == 4;
    if (!plain && !pattern) {
        return; /* subscribe confirmations */
    }
    zval message;
    array_init_size(&message, 4);
    add_assoc_string(&message, "type", plain ? "message" : "pmessage");
    if (pattern) {
        add_string(&message, "pattern", reply->element[1]);
    }
    add_string(&message, "channel", reply->element[pattern ? 2 : 1]);
    add_string(&message, "payload", reply->element[pattern ? 3 : 2]);
    zend_hash_next_index_insert_new(Z_ARRVAL(s->queue), &message);
}

static const vela_php_option_t subscription_rows[] = {
    {"timeout", VELA_PHP_OPTION_SECONDS, 0, 1e9, true},
};

static const vela_php_options_table_t subscription_table = {"Vela\\Redis\\Pool::subscribe()", NULL,
                                                            subscription_rows, 1};

static zend_result read_options(subscription_object_t *s, HashTable *options)
{
    zend_string *key;
    zval *v;
    double seconds;

    ZEND_HASH_FOREACH_STR_KEY_VAL(options, key, v)
    {
        const vela_php_option_t *row = vela_php_options_find(&subscription_table, NULL, key);

        if (row == NULL || !vela_php_options_check(&subscription_table, row, v, &seconds)) {
            return FAILURE;
        }
        ZVAL_DEREF(v);
        if (Z_TYPE_P(v) != IS_NULL) {
            s->timeout_ms = vela_php_redis_option_ms(v, seconds);
        }
    }
    ZEND_HASH_FOREACH_END();
    return SUCCESS;
}

static zend_result start(subscription_object_t *s, zval *channels, bool pattern)
{
    static const vela_php_redis_command_t sub = {"SUBSCRIBE", "subscribe",          "K",
                                                 0,           VELA_REDIS_KEYS_NONE, 0};
    static const vela_php_redis_command_t psub = {
        "PSUBSCRIBE", "psubscribe", "K", 0, VELA_REDIS_KEYS_NONE, 0};
    vela_php_redis_argv_t a;
    vela_php_redis_argv_init(&a);
    zend_result ok = vela_php_redis_argv_build(&a, pattern ? &psub : &sub, channels, 1);
    if (ok == SUCCESS &&
        (ok = vela_php_redis_acquire(s->client, true, &s->lease, &s->conn)) == SUCCESS) {
        s->active = true;
        int rc = vela_redis_conn_subscribe(s->conn, a.argc, a.argv, a.lens, on_push, s);
        if (rc != 0) {
            vela_php_redis_throw_code(rc, vela_redis_conn_error(s->conn));
            end_subscription(s);
            ok = FAILURE;
        }
    }
    vela_php_redis_argv_free(&a);
    return ok;
}

void vela_php_redis_subscription_start(zend_object *pool, zval *channels, HashTable *options,
                                       bool pattern, zval *return_value)
{
    zval sub;
    object_init_ex(&sub, subscription_ce);
    subscription_object_t *s = from_obj(Z_OBJ(sub));
    GC_ADDREF(pool);
    s->pool = pool;
    s->client = vela_php_redis_pool_client(pool);
    if ((options && read_options(s, options) != SUCCESS) ||
        start(s, channels, pattern) != SUCCESS) {
        zval_ptr_dtor(&sub);
        return;
    }
    RETVAL_COPY_VALUE(&sub);
}

/* Moves the next message into current, waiting for one; done on timeout. */
static void advance(subscription_object_t *s)
{
    zval_ptr_dtor(&s->current);
    ZVAL_NULL(&s->current);
    while (s->active && zend_hash_num_elements(Z_ARRVAL(s->queue)) == 0) {
        int rc = vela_redis_conn_wait_push(s->conn, s->timeout_ms);
        if (rc == VELA_ETIMEOUT) {
            end_subscription(s);
            return;
        }
        if (rc != 0) {
            const char *why =
                rc == UV_ECONNRESET ? vela_redis_conn_error(s->conn) : vela_strerror(rc);
            char message[VELA_REDIS_ERROR_MAX + 32];
            snprintf(message, sizeof(message), "subscription: %s", why);
            end_subscription(s);
            vela_php_redis_throw_code(rc, message);
            return;
        }
    }
    if (!s->active && zend_hash_num_elements(Z_ARRVAL(s->queue)) == 0) {
        s->done = true;
        return;
    }
    zval *first = zend_hash_index_find(Z_ARRVAL(s->queue), s->head);
    if (first) {
        ZVAL_COPY(&s->current, first);
        zend_hash_index_del(Z_ARRVAL(s->queue), s->head);
    }
    s->head++;
    s->key++;
}

ZEND_METHOD(Vela_Redis_Subscription, __construct)
{
    zend_throw_error(NULL, "Vela\\Redis\\Subscription is made by Pool::subscribe()");
}

ZEND_METHOD(Vela_Redis_Subscription, current)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(&from_obj(Z_OBJ_P(ZEND_THIS))->current);
}

ZEND_METHOD(Vela_Redis_Subscription, key)
{
    ZEND_PARSE_PARAMETERS_NONE();
    subscription_object_t *s = from_obj(Z_OBJ_P(ZEND_THIS));
    if (s->done || s->key < 0) {
        RETURN_NULL();
    }
    RETURN_LONG(s->key);
}

ZEND_METHOD(Vela_Redis_Subscription, next)
{
    ZEND_PARSE_PARAMETERS_NONE();
    subscription_object_t *s = from_obj(Z_OBJ_P(ZEND_THIS));
    if (!s->done) {
        advance(s);
    }
}

ZEND_METHOD(Vela_Redis_Subscription, rewind)
{
    ZEND_PARSE_PARAMETERS_NONE();
    subscription_object_t *s = from_obj(Z_OBJ_P(ZEND_THIS));
    if (!s->done && s->key < 0) {
        advance(s); /* the first message; a subscription cannot be replayed */
    }
}

ZEND_METHOD(Vela_Redis_Subscription, valid)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_BOOL(!from_obj(Z_OBJ_P(ZEND_THIS))->done);
}

ZEND_METHOD(Vela_Redis_Subscription, close)
{
    ZEND_PARSE_PARAMETERS_NONE();
    end_subscription(from_obj(Z_OBJ_P(ZEND_THIS)));
}
