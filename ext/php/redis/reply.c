/*
 * hiredis replies to PHP values (see redis.h), converted inside the reply
 * callback because hiredis frees the reply when it returns; then shaped per
 * the command table (OK/nil to bool, 0/1 to bool, flat pairs to an array,
 * numeric strings to float) in the caller's context.
 */
#include "php/redis/redis.h"

void vela_php_redis_reply_to_zval(const redisReply *r, zval *out)
{
    switch (r->type) {
    case REDIS_REPLY_STRING:
        ZVAL_STRINGL(out, r->str, r->len);
        return;
    case REDIS_REPLY_INTEGER:
        ZVAL_LONG(out, (zend_long)r->integer);
        return;
    case REDIS_REPLY_STATUS:
        if (r->len == 2 && r->str[0] == 'O' && r->str[1] == 'K') {
            ZVAL_TRUE(out);
        } else {
            ZVAL_STRINGL(out, r->str, r->len);
        }
        return;
    case REDIS_REPLY_ERROR:
        vela_php_redis_error_object(r->str, r->len, out);
        return;
    case REDIS_REPLY_ARRAY:
        array_init_size(out, (uint32_t)r->elements);
        for (size_t i = 0; i < r->elements; i++) {
            zval item;
            vela_php_redis_reply_to_zval(r->element[i], &item);
            zend_hash_next_index_insert_new(Z_ARRVAL_P(out), &item);
        }
        return;
    default:
        ZVAL_NULL(out);
    }
}

void vela_php_redis_single_reply(void *arg, size_t index, const redisReply *reply)
{
    vela_php_redis_single_t *s = arg;
    (void)index;
    if (reply->type == REDIS_REPLY_ERROR) {
        s->error = zend_string_init(reply->str, reply->len, 0);
        return;
    }
    vela_php_redis_reply_to_zval(reply, &s->value);
}

void vela_php_redis_single_clear(vela_php_redis_single_t *s)
{
    zval_ptr_dtor(&s->value);
    ZVAL_UNDEF(&s->value);
    if (s->error) {
        zend_string_release(s->error);
        s->error = NULL;
    }
}

void vela_php_redis_list_reply(void *arg, size_t index, const redisReply *reply)
{
    zval *list = arg, item;
    (void)index;
    vela_php_redis_reply_to_zval(reply, &item);
    zend_hash_next_index_insert_new(Z_ARRVAL_P(list), &item);
}

/* [k1, v1, k2, v2 ...] -> [k1 => v1, k2 => v2 ...] */
static void pairs_to_map(zval *value)
{
    zval map, *items = NULL;
    uint32_t n = zend_hash_num_elements(Z_ARRVAL_P(value)), i = 0;
    array_init_size(&map, n / 2);
    zval *key = NULL;
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(value), items)
    {
        if (i++ % 2 == 0) {
            key = items;
            continue;
        }
        Z_TRY_ADDREF_P(items);
        if (Z_TYPE_P(key) == IS_STRING) {
            zend_symtable_update(Z_ARRVAL(map), Z_STR_P(key), items);
        } else {
            zend_hash_index_update(Z_ARRVAL(map), (zend_ulong)zval_get_long(key), items);
        }
    }
    ZEND_HASH_FOREACH_END();
    zval_ptr_dtor(value);
    ZVAL_COPY_VALUE(value, &map);
}

void vela_php_redis_shape(const vela_php_redis_command_t *cmd, zval *value)
{
    switch (cmd ? cmd->reply : VELA_REDIS_REPLY_RAW) {
    case VELA_REDIS_REPLY_OK:
        if (Z_TYPE_P(value) == IS_NULL) {
            ZVAL_FALSE(value);
        }
        return;
    case VELA_REDIS_REPLY_BOOL:
        if (Z_TYPE_P(value) == IS_LONG) {
            ZVAL_BOOL(value, Z_LVAL_P(value) != 0);
        }
        return;
    case VELA_REDIS_REPLY_FLOAT:
        if (Z_TYPE_P(value) == IS_STRING) {
            double d = zend_strtod(Z_STRVAL_P(value), NULL);
            zval_ptr_dtor_str(value);
            ZVAL_DOUBLE(value, d);
        }
        return;
    case VELA_REDIS_REPLY_MAP:
        if (Z_TYPE_P(value) == IS_ARRAY) {
            pairs_to_map(value);
        }
        return;
    default:
        return;
    }
}
