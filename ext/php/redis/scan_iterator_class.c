/*
 * Vela\Redis\ScanIterator: a SCAN / SSCAN / HSCAN / ZSCAN cursor walk as an
 * Iterator. Each batch is one command (cursor, MATCH, COUNT) through the
 * same path as a typed method; SCAN yields keys, SSCAN members, HSCAN
 * field => value, ZSCAN member => score (float). On a Cluster, SCAN walks
 * every master in turn (the clients given at creation); the key-routed
 * forms walk the key's node. As with Redis itself, an element may be
 * yielded more than once when the data changes during the walk.
 */
#include "php/redis/redis.h"

#include "src/core/error.h"

typedef struct scan_object {
    zend_object *owner;
    vela_redis_client_t *clients[VELA_REDIS_SCAN_CLIENTS_MAX];
    size_t client_count, client_index;
    const vela_php_redis_command_t *cmd;
    zend_string *key, *pattern;
    zend_long count;
    zend_string *cursor; /* NULL before the first batch */
    zval batch;          /* the current batch's elements (pairs for map shapes) */
    uint32_t position;   /* in batch */
    bool started, done;
    zval current, current_key;
    zend_object std;
} scan_object_t;

static zend_class_entry *scan_ce;
static zend_object_handlers scan_handlers;

static inline scan_object_t *from_obj(zend_object *obj)
{
    return (scan_object_t *)((char *)obj - XtOffsetOf(scan_object_t, std));
}

static zend_object *create(zend_class_entry *ce)
{
    scan_object_t *s = zend_object_alloc(sizeof(scan_object_t), ce);
    zend_object_std_init(&s->std, ce);
    object_properties_init(&s->std, ce);
    s->std.handlers = &scan_handlers;
    ZVAL_UNDEF(&s->batch);
    ZVAL_NULL(&s->current);
    ZVAL_NULL(&s->current_key);
    s->done = true; /* until made by a method */
    return &s->std;
}

static void free_scan(zend_object *obj)
{
    scan_object_t *s = from_obj(obj);
    zval_ptr_dtor(&s->batch);
    zval_ptr_dtor(&s->current);
    zval_ptr_dtor(&s->current_key);
    if (s->key) {
        zend_string_release(s->key);
    }
    if (s->pattern) {
        zend_string_release(s->pattern);
    }
    if (s->cursor) {
        zend_string_release(s->cursor);
    }
    if (s->owner) {
        OBJ_RELEASE(s->owner);
    }
    zend_object_std_dtor(obj);
}

void vela_php_redis_scan_iterator_register(zend_class_entry *ce)
{
    scan_ce = ce;
    ce->create_object = create;
    memcpy(&scan_handlers, zend_get_std_object_handlers(), sizeof(scan_handlers));
    scan_handlers.offset = XtOffsetOf(scan_object_t, std);
    scan_handlers.free_obj = free_scan;
    scan_handlers.clone_obj = NULL;
}

static zend_string *string_arg(zval *v, uint32_t arg_num)
{
    if (Z_TYPE_P(v) == IS_LONG) {
        return zend_long_to_str(Z_LVAL_P(v));
    }
    if (Z_TYPE_P(v) != IS_STRING) {
        zend_argument_type_error(arg_num, "must be of type string, %s given",
                                 zend_zval_type_name(v));
        return NULL;
    }
    return zend_string_copy(Z_STR_P(v));
}

/* (key?, pattern = null, count = null) as the row says. */
static zend_result read_args(scan_object_t *s, zval *args, uint32_t n)
{
    bool keyed = s->cmd->params[0] == 'k';
    uint32_t max = keyed ? 3 : 2, i = 0;
    if (n > max || (keyed && n == 0)) {
        zend_argument_count_error("%s() expects %s%u arguments, %u given", s->cmd->method,
                                  keyed ? "1 to " : "at most ", max, n);
        return FAILURE;
    }
    if (keyed && !(s->key = string_arg(&args[i++], 1))) {
        return FAILURE;
    }
    if (i < n && Z_TYPE(args[i]) != IS_NULL && !(s->pattern = string_arg(&args[i], i + 1))) {
        return FAILURE;
    }
    i++;
    if (i < n && Z_TYPE(args[i]) != IS_NULL) {
        if (Z_TYPE(args[i]) != IS_LONG || Z_LVAL(args[i]) < 1) {
            zend_argument_value_error(i + 1, "must be an int >= 1 or null");
            return FAILURE;
        }
        s->count = Z_LVAL(args[i]);
    }
    return SUCCESS;
}

void vela_php_redis_scan_new(zend_object *owner, vela_redis_client_t **clients, size_t count,
                             const vela_php_redis_command_t *cmd, zval *args, uint32_t n,
                             zval *return_value)
{
    zval it;
    object_init_ex(&it, scan_ce);
    scan_object_t *s = from_obj(Z_OBJ(it));
    s->cmd = cmd;
    if (read_args(s, args, n) != SUCCESS) {
        zval_ptr_dtor(&it);
        return;
    }
    GC_ADDREF(owner);
    s->owner = owner;
    s->client_count = MIN(count, VELA_REDIS_SCAN_CLIENTS_MAX);
    memcpy(s->clients, clients, s->client_count * sizeof(*clients));
    s->done = false;
    RETVAL_COPY_VALUE(&it);
}

static void build(scan_object_t *s, vela_php_redis_argv_t *a)
{
    const char *name = s->cmd->name;
    vela_php_redis_argv_push(a, name, strlen(name), false);
    if (s->key) {
        vela_php_redis_argv_push(a, ZSTR_VAL(s->key), ZSTR_LEN(s->key), false);
        a->keys[a->key_count++] = a->argc - 1;
    }
    const char *cursor = s->cursor ? ZSTR_VAL(s->cursor) : "0";
    vela_php_redis_argv_push(a, cursor, strlen(cursor), false);
    if (s->pattern) {
        vela_php_redis_argv_push(a, "MATCH", 5, false);
        vela_php_redis_argv_push(a, ZSTR_VAL(s->pattern), ZSTR_LEN(s->pattern), false);
    }
    if (s->count > 0) {
        vela_php_redis_argv_push(a, "COUNT", 5, false);
        zend_string *c = zend_long_to_str(s->count);
        vela_php_redis_argv_push(a, ZSTR_VAL(c), ZSTR_LEN(c), true);
        zend_string_release(c);
    }
}

/* [cursor, [elements]] into s->cursor and s->batch; false (thrown) on a bad shape. */
static bool take_reply(scan_object_t *s, zval *reply)
{
    zval *cursor = Z_TYPE_P(reply) == IS_ARRAY ? zend_hash_index_find(Z_ARRVAL_P(reply), 0) : NULL;
    zval *items = Z_TYPE_P(reply) == IS_ARRAY ? zend_hash_index_find(Z_ARRVAL_P(reply), 1) : NULL;
    if (!cursor || Z_TYPE_P(cursor) != IS_STRING || !items || Z_TYPE_P(items) != IS_ARRAY) {
        zend_throw_exception(vela_ce_redis_exception, "SCAN: unexpected reply shape", 0);
        return false;
    }
    if (s->cursor) {
        zend_string_release(s->cursor);
    }
    s->cursor = zend_string_copy(Z_STR_P(cursor));
    zval_ptr_dtor(&s->batch);
    ZVAL_COPY(&s->batch, items);
    s->position = 0;
    return true;
}

/* Fetches batches until one has elements or the walk is over. */
static void fetch(scan_object_t *s)
{
    while (!s->done) {
        bool finished_client = s->cursor && zend_string_equals_literal(s->cursor, "0");
        if (finished_client) {
            zend_string_release(s->cursor);
            s->cursor = NULL;
            if (++s->client_index >= s->client_count) {
                s->done = true;
                return;
            }
        }
        vela_php_redis_argv_t a;
        zval reply;
        vela_php_redis_argv_init(&a);
        build(s, &a);
        /* a key's scan goes where the owner routes the key; SCAN walks the clients given */
        zend_result ok = s->key
                             ? vela_php_redis_ops(s->owner)->call(s->owner, NULL, &a, &reply)
                             : vela_php_redis_call(s->clients[s->client_index], NULL, &a, &reply);
        vela_php_redis_argv_free(&a);
        if (ok != SUCCESS) {
            s->done = true;
            return;
        }
        bool taken = take_reply(s, &reply);
        zval_ptr_dtor(&reply);
        if (!taken) {
            s->done = true;
            return;
        }
        if (zend_hash_num_elements(Z_ARRVAL(s->batch)) > 0) {
            return;
        }
    }
}

static void set_current(scan_object_t *s)
{
    zval_ptr_dtor(&s->current);
    zval_ptr_dtor(&s->current_key);
    ZVAL_NULL(&s->current);
    ZVAL_NULL(&s->current_key);
    if (s->done) {
        return;
    }
    bool pairs = s->cmd->reply == VELA_REDIS_REPLY_MAP;
    zval *first = zend_hash_index_find(Z_ARRVAL(s->batch), s->position);
    zval *second = pairs ? zend_hash_index_find(Z_ARRVAL(s->batch), s->position + 1) : NULL;
    if (!first) {
        return;
    }
    if (pairs && second) {
        ZVAL_COPY(&s->current_key, first);
        ZVAL_COPY(&s->current, second);
        if (strcmp(s->cmd->name, "ZSCAN") == 0 && Z_TYPE(s->current) == IS_STRING) {
            double score = zend_strtod(Z_STRVAL(s->current), NULL);
            zval_ptr_dtor(&s->current);
            ZVAL_DOUBLE(&s->current, score);
        }
    } else {
        ZVAL_COPY(&s->current, first);
        ZVAL_LONG(&s->current_key, s->position);
    }
}

static void step(scan_object_t *s)
{
    s->position += s->cmd->reply == VELA_REDIS_REPLY_MAP ? 2 : 1;
    if (s->position >= zend_hash_num_elements(Z_ARRVAL(s->batch))) {
        fetch(s);
    }
    set_current(s);
}

ZEND_METHOD(Vela_Redis_ScanIterator, __construct)
{
    zend_throw_error(NULL, "Vela\\Redis\\ScanIterator is made by scan() and its kin");
}

ZEND_METHOD(Vela_Redis_ScanIterator, current)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(&from_obj(Z_OBJ_P(ZEND_THIS))->current);
}

ZEND_METHOD(Vela_Redis_ScanIterator, key)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(&from_obj(Z_OBJ_P(ZEND_THIS))->current_key);
}

ZEND_METHOD(Vela_Redis_ScanIterator, next)
{
    ZEND_PARSE_PARAMETERS_NONE();
    scan_object_t *s = from_obj(Z_OBJ_P(ZEND_THIS));
    if (!s->done) {
        step(s);
    }
}

ZEND_METHOD(Vela_Redis_ScanIterator, rewind)
{
    ZEND_PARSE_PARAMETERS_NONE();
    scan_object_t *s = from_obj(Z_OBJ_P(ZEND_THIS));
    if (s->started || s->done) {
        return; /* a cursor walk is not replayed */
    }
    s->started = true;
    fetch(s);
    set_current(s);
}

ZEND_METHOD(Vela_Redis_ScanIterator, valid)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_BOOL(!from_obj(Z_OBJ_P(ZEND_THIS))->done);
}
