/*
 * Vela\Log\RequestProcessor: a Monolog processor giving each record the
 * request fields of scope.c under "extra", so Monolog's JSON lines carry the
 * same request_id and route as Vela\Log\Logger's. Stateless: one instance
 * serves every record of every coroutine.
 */
#include "php/log/log.h"

#include "php/core/binding.h"

zend_class_entry *vela_ce_log_request_processor;

PHP_METHOD(Vela_Log_RequestProcessor, __invoke)
{
    zval *record;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_ZVAL(record)
    ZEND_PARSE_PARAMETERS_END();
    ZVAL_COPY(return_value, record);
    if (Z_TYPE_P(record) != IS_ARRAY || vela_php_log_scope_request() == NULL) {
        return;
    }
    SEPARATE_ARRAY(return_value);
    zval *extra = zend_hash_str_find(Z_ARRVAL_P(return_value), "extra", 5), fresh;
    if (extra == NULL || Z_TYPE_P(extra) != IS_ARRAY) {
        array_init(&fresh);
        extra = zend_hash_str_update(Z_ARRVAL_P(return_value), "extra", 5, &fresh);
    }
    SEPARATE_ARRAY(extra);
    vela_php_log_scope_fields(extra);
}

void vela_php_log_processor_register(zend_class_entry *ce)
{
    vela_ce_log_request_processor = ce;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
}
