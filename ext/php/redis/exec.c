/*
 * Running one command on a client (see redis.h): lease, send, wait,
 * release, then shape the reply or throw. Error replies leave the
 * connection usable; a lost connection retires the client's other
 * connections too (the server restarted, or a failover moved the master:
 * they are as dead, and the next opens go through the locator again).
 */
#include "php/redis/redis.h"

#include <ext/standard/sha1.h>

#include "src/core/error.h"

void vela_php_redis_throw_acquire(vela_redis_client_t *client, int rc)
{
    if (rc == VELA_ETIMEOUT) {
        vela_php_redis_throw_pool_timeout(client);
        return;
    }
    const char *why = vela_redis_client_error(client);
    if (rc == VELA_ECLOSED) {
        why = "the pool is closed";
    }
    vela_php_core_throw_op(vela_ce_redis_exception, VELA_OP_ACQUIRE, rc,
                           why[0] ? why : vela_strerror(rc));
}

zend_result vela_php_redis_acquire(vela_redis_client_t *client, bool exclusive,
                                   vela_pool_lease_t *lease, vela_redis_conn_t **conn)
{
    vela_php_core_call_site(lease->site, sizeof(lease->site));
    int rc = vela_redis_client_acquire(client, exclusive, lease, conn);
    if (rc == 0) {
        return SUCCESS;
    }
    vela_php_redis_throw_acquire(client, rc);
    return FAILURE;
}

int vela_php_redis_roundtrip(vela_redis_conn_t *conn, const vela_php_redis_argv_t *a,
                             int64_t timeout_ms, vela_php_redis_single_t *single, char *why,
                             size_t cap)
{
    vela_redis_request_t *req = vela_redis_request_new(vela_php_redis_single_reply, single);
    if (!req) {
        return VELA_ENOMEM;
    }
    int rc = vela_redis_request_send(req, conn, a->argc, a->argv, a->lens);
    if (rc == 0) {
        rc = vela_redis_request_wait(req, timeout_ms);
    }
    if (rc != 0) {
        const char *reason = vela_redis_request_error(req);
        if (rc == VELA_ETIMEOUT) {
            snprintf(why, cap, "no reply within %.3f s", (double)timeout_ms / 1000.0);
        } else {
            snprintf(why, cap, "%s", reason[0] ? reason : vela_strerror(rc));
        }
    }
    vela_redis_request_finish(req);
    return rc;
}

int64_t vela_php_redis_command_timeout(vela_redis_client_t *client,
                                       const vela_php_redis_command_t *cmd,
                                       const vela_php_redis_argv_t *a)
{
    int64_t base = vela_redis_client_config(client)->command_timeout_ms;
    if (!cmd || !(cmd->flags & VELA_REDIS_CMD_BLOCK) || base < 0 || a->argc < 2) {
        return base;
    }
    /* A blocking command waits its own timeout (the last argument) plus a second. */
    double own = zend_strtod(a->argv[a->argc - 1], NULL);
    int64_t wanted = own > 0 ? (int64_t)(own * 1000.0) + 1000 : 0;
    return wanted > base ? wanted : base;
}

static bool starts_with(const zend_string *s, const char *word)
{
    size_t n = strlen(word);
    return ZSTR_LEN(s) >= n && memcmp(ZSTR_VAL(s), word, n) == 0;
}

/* EVAL script ... becomes EVALSHA sha1 ...; returns the sha (owned) or NULL. */
static zend_string *to_evalsha(vela_php_redis_argv_t *a)
{
    PHP_SHA1_CTX ctx;
    unsigned char digest[20];
    PHP_SHA1Init(&ctx);
    PHP_SHA1Update(&ctx, (const unsigned char *)a->argv[1], a->lens[1]);
    PHP_SHA1Final(digest, &ctx);
    zend_string *sha = zend_string_alloc(40, 0);
    make_sha1_digest(ZSTR_VAL(sha), digest);
    a->argv[0] = "EVALSHA";
    a->lens[0] = 7;
    return sha;
}

/* The roundtrip with EVALSHA first for EVAL (the server's script cache), EVAL on NOSCRIPT. */
static int roundtrip_cached(vela_redis_conn_t *conn, const vela_php_redis_command_t *cmd,
                            vela_php_redis_argv_t *a, int64_t timeout,
                            vela_php_redis_single_t *single, char *why, size_t cap)
{
    bool eval = cmd && (cmd->flags & VELA_REDIS_CMD_SCRIPT) && a->argc >= 2 && a->lens[0] == 4 &&
                zend_binary_strcasecmp(a->argv[0], 4, "EVAL", 4) == 0;
    if (!eval) {
        return vela_php_redis_roundtrip(conn, a, timeout, single, why, cap);
    }
    const char *script = a->argv[1];
    size_t script_len = a->lens[1];
    zend_string *sha = to_evalsha(a);
    a->argv[1] = ZSTR_VAL(sha);
    a->lens[1] = ZSTR_LEN(sha);
    int rc = vela_php_redis_roundtrip(conn, a, timeout, single, why, cap);
    if (rc == 0 && single->error && starts_with(single->error, "NOSCRIPT")) {
        vela_php_redis_single_clear(single);
        a->argv[0] = "EVAL";
        a->lens[0] = 4;
        a->argv[1] = script;
        a->lens[1] = script_len;
        rc = vela_php_redis_roundtrip(conn, a, timeout, single, why, cap);
    }
    a->argv[1] = script;
    a->lens[1] = script_len;
    zend_string_release(sha);
    return rc;
}

zend_result vela_php_redis_call(vela_redis_client_t *client, const vela_php_redis_command_t *cmd,
                                vela_php_redis_argv_t *a, zval *out)
{
    bool exclusive = cmd && (cmd->flags & VELA_REDIS_CMD_BLOCK);
    vela_pool_lease_t lease;
    vela_redis_conn_t *conn;
    if (vela_php_redis_acquire(client, exclusive, &lease, &conn) != SUCCESS) {
        return FAILURE;
    }
    vela_php_redis_single_t single = {.error = NULL};
    ZVAL_UNDEF(&single.value);
    char why[VELA_REDIS_ERROR_MAX];
    int64_t timeout = vela_php_redis_command_timeout(client, cmd, a);
    int rc = roundtrip_cached(conn, cmd, a, timeout, &single, why, sizeof(why));
    vela_redis_client_release(client, &lease, rc != 0 && exclusive);
    if (rc == UV_ECONNRESET || (single.error && starts_with(single.error, "READONLY"))) {
        vela_redis_client_reset(client);
    }
    if (rc != 0) {
        vela_php_redis_single_clear(&single);
        char message[VELA_REDIS_ERROR_MAX + 64];
        snprintf(message, sizeof(message), "%.*s: %s", (int)MIN(a->lens[0], 32), a->argv[0], why);
        vela_php_redis_throw_code(rc, message);
        return FAILURE;
    }
    if (single.error) {
        vela_php_redis_throw_reply(single.error);
        vela_php_redis_single_clear(&single);
        return FAILURE;
    }
    vela_php_redis_shape(cmd, &single.value);
    ZVAL_COPY_VALUE(out, &single.value);
    return SUCCESS;
}

void vela_php_redis_owner_run(INTERNAL_FUNCTION_PARAMETERS, const vela_php_redis_command_t *cmd)
{
    zend_object *owner = Z_OBJ_P(ZEND_THIS);
    const vela_php_redis_owner_ops_t *ops = vela_php_redis_ops(owner);
    if (cmd->flags & VELA_REDIS_CMD_ITERATOR) {
        zval *args = NULL;
        uint32_t n = 0;
        ZEND_PARSE_PARAMETERS_START(0, -1)
        Z_PARAM_VARIADIC('*', args, n)
        ZEND_PARSE_PARAMETERS_END();
        vela_redis_client_t *clients[VELA_REDIS_SCAN_CLIENTS_MAX];
        size_t count = ops->scan_clients(owner, clients, VELA_REDIS_SCAN_CLIENTS_MAX);
        vela_php_redis_scan_new(owner, clients, count, cmd, args, n, return_value);
        return;
    }
    vela_php_redis_argv_t a;
    vela_php_redis_argv_init(&a);
    if (vela_php_redis_method_args(execute_data, cmd, &a) == SUCCESS) {
        ops->call(owner, cmd, &a, return_value);
    }
    vela_php_redis_argv_free(&a);
}
