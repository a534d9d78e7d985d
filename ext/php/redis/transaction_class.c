/*
 * Vela\Redis\Transaction: the connection of one Pool::transaction().
 *
 * Model. transaction() checks a connection out exclusively and calls $fn
 * with this object. Commands are queued and sent as MULTI, the commands,
 * EXEC in one round trip when $fn returns; transaction() returns EXEC's
 * replies (shaped like the typed methods'), or null when a watched key
 * changed (EXEC answered nil). After watch(), commands run at once (reads
 * for a check-and-set) until multi() starts the queue. An exception from
 * $fn sends nothing queued (UNWATCH when watching) and propagates. Queued
 * commands return true; EXEC's error replies for single commands are
 * Exception objects in the result, and a command refused while queueing
 * (EXECABORT) throws.
 *
 * State: the pool (referenced), the lease (embedded: the pool links it, so
 * this object holds it until transaction() returns), the queue (argv
 * strings per command and the command rows), and the mode flags.
 */
#include "php/redis/redis.h"

#include "src/core/error.h"

typedef struct tx_object {
    zend_object *pool;
    vela_redis_client_t *client;
    vela_pool_lease_t lease;
    vela_redis_conn_t *conn;
    bool active, watching, queueing, retire;
    zval queue; /* list of lists of strings */
    const vela_php_redis_command_t **cmds;
    size_t count, cap;
    zend_object std;
} tx_object_t;

static zend_class_entry *tx_ce;
static zend_object_handlers tx_handlers;

static inline tx_object_t *from_obj(zend_object *obj)
{
    return (tx_object_t *)((char *)obj - XtOffsetOf(tx_object_t, std));
}

static zend_object *create(zend_class_entry *ce)
{
    tx_object_t *t = zend_object_alloc(sizeof(tx_object_t), ce);
    zend_object_std_init(&t->std, ce);
    object_properties_init(&t->std, ce);
    t->std.handlers = &tx_handlers;
    array_init(&t->queue);
    return &t->std;
}

static void finish(tx_object_t *t)
{
    if (t->active) {
        t->active = false;
        vela_redis_client_release(t->client, &t->lease, t->retire);
    }
}

static void free_tx(zend_object *obj)
{
    tx_object_t *t = from_obj(obj);
    finish(t);
    zval_ptr_dtor(&t->queue);
    if (t->cmds) {
        efree(t->cmds);
    }
    if (t->pool) {
        OBJ_RELEASE(t->pool);
    }
    zend_object_std_dtor(obj);
}

void vela_php_redis_transaction_register(zend_class_entry *ce)
{
    tx_ce = ce;
    ce->create_object = create;
    memcpy(&tx_handlers, zend_get_std_object_handlers(), sizeof(tx_handlers));
    tx_handlers.offset = XtOffsetOf(tx_object_t, std);
    tx_handlers.free_obj = free_tx;
    tx_handlers.clone_obj = NULL;
}

static tx_object_t *active_tx(zval *this_zv)
{
    tx_object_t *t = from_obj(Z_OBJ_P(this_zv));
    if (!t->active) {
        zend_throw_error(NULL, "Vela\\Redis\\Transaction can only be used inside its "
                               "transaction() call");
        return NULL;
    }
    return t;
}

static void enqueue(tx_object_t *t, const vela_php_redis_command_t *cmd,
                    const vela_php_redis_argv_t *a)
{
    zval words;
    array_init_size(&words, (uint32_t)a->argc);
    for (int i = 0; i < a->argc; i++) {
        add_next_index_stringl(&words, a->argv[i], a->lens[i]);
    }
    zend_hash_next_index_insert_new(Z_ARRVAL(t->queue), &words);
    if (t->count == t->cap) {
        t->cap = t->cap ? t->cap * 2 : 8;
        t->cmds = safe_erealloc(t->cmds, t->cap, sizeof(*t->cmds), 0);
    }
    t->cmds[t->count++] = cmd;
    t->queueing = true;
}

/* One command now, on the transaction's connection; value in *out or thrown. */
static zend_result run_now(tx_object_t *t, const vela_php_redis_command_t *cmd,
                           vela_php_redis_argv_t *a, zval *out)
{
    vela_php_redis_single_t single = {.error = NULL};
    ZVAL_UNDEF(&single.value);
    char why[VELA_REDIS_ERROR_MAX];
    int64_t timeout = vela_php_redis_command_timeout(t->client, cmd, a);
    int rc = vela_php_redis_roundtrip(t->conn, a, timeout, &single, why, sizeof(why));
    if (rc != 0) {
        t->retire = true;
        zval_ptr_dtor(&single.value);
        vela_php_redis_throw_code(rc, why);
        return FAILURE;
    }
    if (single.error) {
        vela_php_redis_throw_reply(single.error);
        zend_string_release(single.error);
        zval_ptr_dtor(&single.value);
        return FAILURE;
    }
    vela_php_redis_shape(cmd, &single.value);
    ZVAL_COPY_VALUE(out, &single.value);
    return SUCCESS;
}

static void dispatch(tx_object_t *t, const vela_php_redis_command_t *cmd, vela_php_redis_argv_t *a,
                     zval *return_value)
{
    if (t->watching && !t->queueing) {
        run_now(t, cmd, a, return_value);
        return;
    }
    enqueue(t, cmd, a);
    RETVAL_TRUE;
}

/* A typed method (cmd) or command() (cmd NULL) on the transaction. */
static void tx_call(zend_execute_data *execute_data, zval *return_value,
                    const vela_php_redis_command_t *cmd)
{
    tx_object_t *t = active_tx(ZEND_THIS);
    if (!t) {
        RETURN_THROWS();
    }
    vela_php_redis_argv_t a;
    const vela_php_redis_command_t *row = NULL;
    vela_php_redis_argv_init(&a);
    zend_result ok = cmd ? vela_php_redis_method_args(execute_data, cmd, &a)
                         : vela_php_redis_command_args(execute_data, &a, &row);
    if (ok == SUCCESS) {
        dispatch(t, cmd, &a, return_value);
    }
    vela_php_redis_argv_free(&a);
}

void vela_php_redis_transaction_run(INTERNAL_FUNCTION_PARAMETERS,
                                    const vela_php_redis_command_t *cmd)
{
    tx_call(execute_data, return_value, cmd);
}

ZEND_METHOD(Vela_Redis_Transaction, __construct)
{
    zend_throw_error(NULL, "Vela\\Redis\\Transaction is made by Pool::transaction()");
}

ZEND_METHOD(Vela_Redis_Transaction, command)
{
    tx_call(execute_data, return_value, NULL);
}

ZEND_METHOD(Vela_Redis_Transaction, watch)
{
    zval *args = NULL;
    uint32_t n = 0;
    ZEND_PARSE_PARAMETERS_START(1, -1)
    Z_PARAM_VARIADIC('+', args, n)
    ZEND_PARSE_PARAMETERS_END();

    tx_object_t *t = active_tx(ZEND_THIS);
    if (!t) {
        RETURN_THROWS();
    }
    if (t->queueing) {
        zend_throw_exception(vela_ce_redis_exception,
                             "watch() must come before multi() and the first queued command", 0);
        RETURN_THROWS();
    }
    static const vela_php_redis_command_t watch = {
        "WATCH", "watch", "K", VELA_REDIS_REPLY_OK, VELA_REDIS_KEYS_ALL, 0};
    vela_php_redis_argv_t a;
    vela_php_redis_argv_init(&a);
    if (vela_php_redis_argv_build(&a, &watch, args, n) == SUCCESS &&
        run_now(t, &watch, &a, return_value) == SUCCESS) {
        t->watching = true;
    }
    vela_php_redis_argv_free(&a);
}

ZEND_METHOD(Vela_Redis_Transaction, multi)
{
    ZEND_PARSE_PARAMETERS_NONE();
    tx_object_t *t = active_tx(ZEND_THIS);
    if (!t) {
        RETURN_THROWS();
    }
    t->queueing = true;
}

/* Sends MULTI, the queue, EXEC; the request's replies land in replies. */
static int send_queue(tx_object_t *t, zval *replies, char *why, size_t cap)
{
    vela_redis_request_t *req = vela_redis_request_new(vela_php_redis_list_reply, replies);
    const char *multi[] = {"MULTI"}, *exec[] = {"EXEC"};
    const size_t multi_len[] = {5}, exec_len[] = {4};
    int rc = req ? vela_redis_request_send(req, t->conn, 1, multi, multi_len) : VELA_ENOMEM;
    zval *words;
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL(t->queue), words)
    {
        vela_php_redis_argv_t a;
        zval *w;
        vela_php_redis_argv_init(&a);
        ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(words), w)
        {
            vela_php_redis_argv_push(&a, Z_STRVAL_P(w), Z_STRLEN_P(w), false);
        }
        ZEND_HASH_FOREACH_END();
        rc = rc == 0 ? vela_redis_request_send(req, t->conn, a.argc, a.argv, a.lens) : rc;
        vela_php_redis_argv_free(&a);
    }
    ZEND_HASH_FOREACH_END();
    rc = rc == 0 ? vela_redis_request_send(req, t->conn, 1, exec, exec_len) : rc;
    int64_t timeout = vela_redis_client_config(t->client)->command_timeout_ms;
    rc = rc == 0 ? vela_redis_request_wait(req, timeout) : rc;
    if (rc != 0) {
        const char *reason = req ? vela_redis_request_error(req) : "";
        snprintf(why, cap, "EXEC: %s", reason[0] ? reason : vela_strerror(rc));
    }
    vela_redis_request_finish(req);
    return rc;
}

/* EXEC refused the transaction: throw the first queued command's error, or EXEC's. */
static void throw_aborted(zval *replies)
{
    zval *v;
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(replies), v)
    {
        if (Z_TYPE_P(v) == IS_OBJECT) {
            Z_ADDREF_P(v); /* the exception takes this reference */
            zend_throw_exception_object(v);
            return;
        }
    }
    ZEND_HASH_FOREACH_END();
}

static void execute_queue(tx_object_t *t, zval *return_value)
{
    zval replies;
    char why[VELA_REDIS_ERROR_MAX + 8];
    array_init(&replies);
    int rc = send_queue(t, &replies, why, sizeof(why));
    if (rc != 0) {
        t->retire = true;
        vela_php_redis_throw_code(rc, why);
    } else {
        zval *exec = zend_hash_index_find(Z_ARRVAL(replies), t->count + 1);
        if (exec && Z_TYPE_P(exec) == IS_OBJECT) {
            throw_aborted(&replies);
        } else if (exec && Z_TYPE_P(exec) == IS_ARRAY) {
            size_t i = 0;
            zval *v;
            ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(exec), v)
            {
                if (i < t->count && Z_TYPE_P(v) != IS_OBJECT) {
                    vela_php_redis_shape(t->cmds[i], v);
                }
                i++;
            }
            ZEND_HASH_FOREACH_END();
            RETVAL_COPY(exec);
        } else {
            RETVAL_NULL(); /* a watched key changed */
        }
    }
    zval_ptr_dtor(&replies);
}

static void unwatch(tx_object_t *t)
{
    vela_php_redis_single_t single = {.error = NULL};
    ZVAL_UNDEF(&single.value);
    char why[VELA_REDIS_ERROR_MAX];
    vela_php_redis_argv_t a;
    vela_php_redis_argv_init(&a);
    vela_php_redis_argv_push(&a, "UNWATCH", 7, false);
    int64_t timeout = vela_redis_client_config(t->client)->command_timeout_ms;
    if (vela_php_redis_roundtrip(t->conn, &a, timeout, &single, why, sizeof(why)) != 0 ||
        single.error) {
        t->retire = true;
    }
    zval_ptr_dtor(&single.value);
    if (single.error) {
        zend_string_release(single.error);
    }
}

static void call_user(tx_object_t *t, zval *tx, zend_fcall_info *fci, zend_fcall_info_cache *fcc,
                      zval *return_value)
{
    zval retval;
    zend_fcall_info_argn(fci, 1, tx);
    fci->retval = &retval;
    bool ok = zend_call_function(fci, fcc) == SUCCESS && !EG(exception);
    zval_ptr_dtor(&retval);
    zend_fcall_info_args_clear(fci, 1);
    if (!ok) {
        if (t->watching && !vela_redis_conn_is_lost(t->conn)) {
            zend_object *pending = EG(exception);
            EG(exception) = NULL; /* UNWATCH must not see it */
            unwatch(t);
            EG(exception) = pending;
        }
        return;
    }
    if (t->count > 0) {
        execute_queue(t, return_value);
    } else {
        if (t->watching) {
            unwatch(t);
        }
        RETVAL_EMPTY_ARRAY();
    }
}

void vela_php_redis_transaction_execute(zend_object *pool, zend_fcall_info *fci,
                                        zend_fcall_info_cache *fcc, zval *return_value)
{
    zval tx;
    object_init_ex(&tx, tx_ce);
    tx_object_t *t = from_obj(Z_OBJ(tx));
    GC_ADDREF(pool);
    t->pool = pool;
    t->client = vela_php_redis_pool_client(pool);
    if (vela_php_redis_acquire(t->client, true, &t->lease, &t->conn) == SUCCESS) {
        t->active = true;
        call_user(t, &tx, fci, fcc, return_value);
        finish(t);
    }
    zval_ptr_dtor(&tx);
}
