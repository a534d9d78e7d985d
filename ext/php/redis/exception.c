/*
 * Vela\Redis\Exception and its subclasses, and the one mapping from engine
 * codes and error replies to them (see redis.h). Generic codes go through
 * vela_throw() (ext/php/core/exception.c); the Redis-specific ones are here.
 */
#include "php/redis/redis.h"

#include <Zend/zend_smart_str.h>
#include <uv.h>

#include "src/core/error.h"

zend_class_entry *vela_redis_ce_exception, *vela_redis_ce_connection_lost, *vela_redis_ce_timeout,
    *vela_redis_ce_pool_timeout, *vela_redis_ce_cross_slot, *vela_redis_ce_auth_failed;

void vela_redis_exceptions_register(zend_class_entry *exception, zend_class_entry *lost,
                                    zend_class_entry *timeout, zend_class_entry *pool_timeout,
                                    zend_class_entry *cross_slot, zend_class_entry *auth)
{
    vela_redis_ce_exception = exception;
    vela_redis_ce_connection_lost = lost;
    vela_redis_ce_timeout = timeout;
    vela_redis_ce_pool_timeout = pool_timeout;
    vela_redis_ce_cross_slot = cross_slot;
    vela_redis_ce_auth_failed = auth;
}

static bool starts_with(const char *text, size_t len, const char *word)
{
    size_t n = strlen(word);
    return len >= n && memcmp(text, word, n) == 0;
}

static zend_class_entry *class_for_reply(const char *text, size_t len)
{
    if (starts_with(text, len, "CROSSSLOT")) {
        return vela_redis_ce_cross_slot;
    }
    if (starts_with(text, len, "NOAUTH") || starts_with(text, len, "WRONGPASS")) {
        return vela_redis_ce_auth_failed;
    }
    return vela_redis_ce_exception;
}

void vela__redis_throw_reply(zend_string *error)
{
    zend_throw_exception(class_for_reply(ZSTR_VAL(error), ZSTR_LEN(error)), ZSTR_VAL(error), 0);
}

void vela__redis_error_object(const char *text, size_t len, zval *out)
{
    object_init_ex(out, class_for_reply(text, len));
    zval message;
    ZVAL_STRINGL(&message, text, len);
    zend_update_property_ex(zend_ce_exception, Z_OBJ_P(out), ZSTR_KNOWN(ZEND_STR_MESSAGE),
                            &message);
    zval_ptr_dtor(&message);
}

static bool is_connection_code(int code)
{
    return (code < 0 && code > VELA_E__BASE) || code == VELA_EPROTOCOL || code == VELA_ESTATE;
}

void vela__redis_throw_code(int code, const char *message)
{
    if (EG(exception)) {
        return;
    }
    zend_class_entry *ce = NULL;
    if (code == VELA_ETIMEOUT) {
        ce = vela_redis_ce_timeout;
    } else if (code == VELA_EAUTH) {
        ce = vela_redis_ce_auth_failed;
    } else if (is_connection_code(code)) {
        ce = vela_redis_ce_connection_lost;
    } else if (code == VELA_ECLOSED) {
        ce = vela_redis_ce_exception;
    }
    if (!ce) {
        vela_throw(code, message); /* cancellation, switching blocked, ... */
        return;
    }
    zend_throw_exception(ce, message, code);
}

static void describe_holders(smart_str *out, vela_pool_t *pool)
{
    const vela_pool_lease_t *holders[5];
    size_t total = vela_pool_holders(pool, holders, 5);
    uint64_t now = uv_hrtime() / 1000000;
    smart_str_appends(out, total ? "; held by: " : "; no lease is held");
    for (size_t i = 0; i < total && i < 5; i++) {
        smart_str_append_printf(out, "%s%s (coroutine %" PRIu64 ", %.2f s%s)", i ? ", " : "",
                                holders[i]->site, holders[i]->coroutine_id,
                                (double)(now - holders[i]->since_ms) / 1000.0,
                                holders[i]->exclusive ? ", exclusive" : "");
    }
    if (total > 5) {
        smart_str_append_printf(out, " and %zu more", total - 5);
    }
}

void vela__redis_throw_pool_timeout(vela_redis_client_t *client, const char *what)
{
    vela_pool_t *pool = vela_redis_client_pool(client);
    const vela_pool_config_t *cfg = vela_pool_config(pool);
    vela_pool_stats_t st;
    vela_pool_stats(pool, &st);
    smart_str msg = {0};
    smart_str_append_printf(&msg,
                            "%s: no Redis connection free within %.3f s (pool size %u of max %u, "
                            "%u waiting)",
                            what, (double)cfg->acquire_timeout_ms / 1000.0, st.size, cfg->max,
                            st.waiting);
    describe_holders(&msg, pool);
    smart_str_0(&msg);
    zend_throw_exception(vela_redis_ce_pool_timeout, ZSTR_VAL(msg.s), VELA_ETIMEOUT);
    smart_str_free(&msg);
}
