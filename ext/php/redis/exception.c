/*
 * Vela\Redis\Exception and its subclasses: error replies mapped to them
 * here (see redis.h); engine codes through the area's rows of the one table
 * (redis/register.c, ext/php/core/exception.c), which also writes the pool
 * exhaustion message.
 */
#include "php/redis/redis.h"

#include "src/core/error.h"

zend_class_entry *vela_ce_redis_exception, *vela_ce_redis_connection_lost, *vela_ce_redis_timeout,
    *vela_ce_redis_pool_timeout, *vela_ce_redis_cross_slot, *vela_ce_redis_auth_failed;

void vela_php_redis_exceptions_register(zend_class_entry *exception, zend_class_entry *lost,
                                        zend_class_entry *timeout, zend_class_entry *pool_timeout,
                                        zend_class_entry *cross_slot, zend_class_entry *auth)
{
    vela_ce_redis_exception = exception;
    vela_ce_redis_connection_lost = lost;
    vela_ce_redis_timeout = timeout;
    vela_ce_redis_pool_timeout = pool_timeout;
    vela_ce_redis_cross_slot = cross_slot;
    vela_ce_redis_auth_failed = auth;
}

static bool starts_with(const char *text, size_t len, const char *word)
{
    size_t n = strlen(word);
    return len >= n && memcmp(text, word, n) == 0;
}

static zend_class_entry *class_for_reply(const char *text, size_t len)
{
    if (starts_with(text, len, "CROSSSLOT")) {
        return vela_ce_redis_cross_slot;
    }
    if (starts_with(text, len, "NOAUTH") || starts_with(text, len, "WRONGPASS")) {
        return vela_ce_redis_auth_failed;
    }
    return vela_ce_redis_exception;
}

void vela_php_redis_throw_reply(zend_string *error)
{
    zend_throw_exception(class_for_reply(ZSTR_VAL(error), ZSTR_LEN(error)), ZSTR_VAL(error), 0);
}

void vela_php_redis_error_object(const char *text, size_t len, zval *out)
{
    object_init_ex(out, class_for_reply(text, len));
    zval message;
    ZVAL_STRINGL(&message, text, len);
    zend_update_property_ex(zend_ce_exception, Z_OBJ_P(out), ZSTR_KNOWN(ZEND_STR_MESSAGE),
                            &message);
    zval_ptr_dtor(&message);
}

void vela_php_redis_throw_code(int code, const char *message)
{
    vela_php_core_throw_op(vela_ce_redis_exception, VELA_OP_CALL, code, message);
}

void vela_php_redis_throw_pool_timeout(vela_redis_client_t *client)
{
    if (EG(exception)) {
        return;
    }
    zend_string *message = vela_php_core_pool_exhausted(vela_redis_client_pool(client));
    zend_throw_exception(
        vela_php_core_exception_class(vela_ce_redis_exception, VELA_OP_ACQUIRE, VELA_ETIMEOUT),
        ZSTR_VAL(message), VELA_ETIMEOUT);
    zend_string_release(message);
}
