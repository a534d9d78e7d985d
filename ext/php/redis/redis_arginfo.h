/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 5ce0629da4bc7b91f82f7e188a4b792a9fb50cc7 */

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Redis_Pool___construct, 0, 0, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, url, IS_STRING, 0, "\"redis://127.0.0.1:6379\"")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Redis_Pool_fromSentinel, 0, 2, Vela\\Redis\\Pool, 0)
	ZEND_ARG_TYPE_INFO(0, sentinels, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_command, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, args, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_pipeline, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, fn, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_transaction, 0, 1, IS_ARRAY, 1)
	ZEND_ARG_TYPE_INFO(0, fn, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Redis_Pool_subscribe, 0, 1, Vela\\Redis\\Subscription, 0)
	ZEND_ARG_TYPE_MASK(0, channels, MAY_BE_STRING|MAY_BE_ARRAY, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Redis_Pool_psubscribe, 0, 1, Vela\\Redis\\Subscription, 0)
	ZEND_ARG_TYPE_MASK(0, patterns, MAY_BE_STRING|MAY_BE_ARRAY, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_stats, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_close, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_get, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_set, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_setnx, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_getdel arginfo_class_Vela_Redis_Pool_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_getex, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_mget, 0, 0, IS_MIXED, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, keys, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_mset, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO(0, pairs, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_msetnx arginfo_class_Vela_Redis_Pool_mset

#define arginfo_class_Vela_Redis_Pool_incr arginfo_class_Vela_Redis_Pool_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_incrby, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, increment, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_incrbyfloat, 0, 2, IS_DOUBLE, 1)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, increment, IS_DOUBLE, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_decr arginfo_class_Vela_Redis_Pool_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_decrby, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, decrement, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_append, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_strlen arginfo_class_Vela_Redis_Pool_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_getrange, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, start, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, end, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_setrange, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, offset, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_del arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Pool_unlink arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Pool_exists arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Pool_touch arginfo_class_Vela_Redis_Pool_mget

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_expire, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, seconds, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_pexpire, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, milliseconds, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_expireat, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, timestamp, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_persist, 0, 1, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_ttl arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Pool_pttl arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Pool_type arginfo_class_Vela_Redis_Pool_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_rename, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, newkey, MAY_BE_STRING|MAY_BE_LONG, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_renamenx arginfo_class_Vela_Redis_Pool_rename

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_keys, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, pattern, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_randomkey, 0, 0, IS_MIXED, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_dbsize arginfo_class_Vela_Redis_Pool_randomkey

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_flushdb, 0, 0, _IS_BOOL, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_ping, 0, 0, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, message, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE|MAY_BE_NULL, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_echo, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, message, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_info, 0, 0, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, section, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_time arginfo_class_Vela_Redis_Pool_randomkey

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_publish, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, channel, IS_STRING, 0)
	ZEND_ARG_TYPE_MASK(0, message, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_hset, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, field, MAY_BE_STRING|MAY_BE_ARRAY, NULL)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE|MAY_BE_NULL, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_hsetnx, 0, 3, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_hget, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_hmget, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, fields, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_hgetall, 0, 1, IS_ARRAY, 1)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_hdel arginfo_class_Vela_Redis_Pool_hmget

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_hexists, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_hincrby, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, increment, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_hincrbyfloat, 0, 3, IS_DOUBLE, 1)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, increment, IS_DOUBLE, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_hkeys arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Pool_hvals arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Pool_hlen arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Pool_hstrlen arginfo_class_Vela_Redis_Pool_hget

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_lpush, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, values, IS_MIXED, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_rpush arginfo_class_Vela_Redis_Pool_lpush

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_lpop, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, count, IS_LONG, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_rpop arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Pool_llen arginfo_class_Vela_Redis_Pool_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_lrange, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, start, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, stop, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_lindex, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, index, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_lset, 0, 3, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, index, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_lrem, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, count, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_ltrim, 0, 3, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, start, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, stop, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_lmove, 0, 4, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, source, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, destination, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, from, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, to, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_blpop, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, keys, MAY_BE_STRING|MAY_BE_ARRAY, NULL)
	ZEND_ARG_TYPE_INFO(0, timeout, IS_DOUBLE, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_brpop arginfo_class_Vela_Redis_Pool_blpop

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_blmove, 0, 5, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, source, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, destination, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, from, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, to, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, timeout, IS_DOUBLE, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_sadd, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, members, IS_MIXED, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_srem arginfo_class_Vela_Redis_Pool_sadd

#define arginfo_class_Vela_Redis_Pool_smembers arginfo_class_Vela_Redis_Pool_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_sismember, 0, 2, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, member, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_smismember arginfo_class_Vela_Redis_Pool_sadd

#define arginfo_class_Vela_Redis_Pool_scard arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Pool_spop arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Pool_srandmember arginfo_class_Vela_Redis_Pool_lpop

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_smove, 0, 3, _IS_BOOL, 0)
	ZEND_ARG_TYPE_MASK(0, source, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, destination, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, member, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_sinter arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Pool_sunion arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Pool_sdiff arginfo_class_Vela_Redis_Pool_mget

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_zadd, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, members, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_zrem arginfo_class_Vela_Redis_Pool_sadd

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_zscore, 0, 2, IS_DOUBLE, 1)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, member, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_zmscore arginfo_class_Vela_Redis_Pool_sadd

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_zincrby, 0, 3, IS_DOUBLE, 1)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, increment, IS_DOUBLE, 0)
	ZEND_ARG_TYPE_MASK(0, member, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_zcard arginfo_class_Vela_Redis_Pool_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_zcount, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, min, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_MASK(0, max, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_zrank, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, member, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_zrevrank arginfo_class_Vela_Redis_Pool_zrank

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_zrange, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, start, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_MASK(0, stop, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_zrangebyscore, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, min, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_MASK(0, max, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_zrevrange, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, start, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, stop, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_zremrangebyscore arginfo_class_Vela_Redis_Pool_zcount

#define arginfo_class_Vela_Redis_Pool_zpopmin arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Pool_zpopmax arginfo_class_Vela_Redis_Pool_lpop

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_eval, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, script, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, keys, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, args, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_evalsha, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, sha1, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, keys, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, args, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pool_scriptLoad, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, script, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Redis_Pool_scan, 0, 0, Vela\\Redis\\ScanIterator, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, pattern, IS_STRING, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, count, IS_LONG, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Redis_Pool_sscan, 0, 1, Vela\\Redis\\ScanIterator, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, pattern, IS_STRING, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, count, IS_LONG, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pool_hscan arginfo_class_Vela_Redis_Pool_sscan

#define arginfo_class_Vela_Redis_Pool_zscan arginfo_class_Vela_Redis_Pool_sscan

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Redis_Cluster___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, seeds, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Cluster_command arginfo_class_Vela_Redis_Pool_command

#define arginfo_class_Vela_Redis_Cluster_pipeline arginfo_class_Vela_Redis_Pool_pipeline

#define arginfo_class_Vela_Redis_Cluster_stats arginfo_class_Vela_Redis_Pool_stats

#define arginfo_class_Vela_Redis_Cluster_refresh arginfo_class_Vela_Redis_Pool_close

#define arginfo_class_Vela_Redis_Cluster_close arginfo_class_Vela_Redis_Pool_close

#define arginfo_class_Vela_Redis_Cluster_get arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_set arginfo_class_Vela_Redis_Pool_set

#define arginfo_class_Vela_Redis_Cluster_setnx arginfo_class_Vela_Redis_Pool_setnx

#define arginfo_class_Vela_Redis_Cluster_getdel arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_getex arginfo_class_Vela_Redis_Pool_getex

#define arginfo_class_Vela_Redis_Cluster_mget arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Cluster_mset arginfo_class_Vela_Redis_Pool_mset

#define arginfo_class_Vela_Redis_Cluster_msetnx arginfo_class_Vela_Redis_Pool_mset

#define arginfo_class_Vela_Redis_Cluster_incr arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_incrby arginfo_class_Vela_Redis_Pool_incrby

#define arginfo_class_Vela_Redis_Cluster_incrbyfloat arginfo_class_Vela_Redis_Pool_incrbyfloat

#define arginfo_class_Vela_Redis_Cluster_decr arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_decrby arginfo_class_Vela_Redis_Pool_decrby

#define arginfo_class_Vela_Redis_Cluster_append arginfo_class_Vela_Redis_Pool_append

#define arginfo_class_Vela_Redis_Cluster_strlen arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_getrange arginfo_class_Vela_Redis_Pool_getrange

#define arginfo_class_Vela_Redis_Cluster_setrange arginfo_class_Vela_Redis_Pool_setrange

#define arginfo_class_Vela_Redis_Cluster_del arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Cluster_unlink arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Cluster_exists arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Cluster_touch arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Cluster_expire arginfo_class_Vela_Redis_Pool_expire

#define arginfo_class_Vela_Redis_Cluster_pexpire arginfo_class_Vela_Redis_Pool_pexpire

#define arginfo_class_Vela_Redis_Cluster_expireat arginfo_class_Vela_Redis_Pool_expireat

#define arginfo_class_Vela_Redis_Cluster_persist arginfo_class_Vela_Redis_Pool_persist

#define arginfo_class_Vela_Redis_Cluster_ttl arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_pttl arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_type arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_rename arginfo_class_Vela_Redis_Pool_rename

#define arginfo_class_Vela_Redis_Cluster_renamenx arginfo_class_Vela_Redis_Pool_rename

#define arginfo_class_Vela_Redis_Cluster_keys arginfo_class_Vela_Redis_Pool_keys

#define arginfo_class_Vela_Redis_Cluster_randomkey arginfo_class_Vela_Redis_Pool_randomkey

#define arginfo_class_Vela_Redis_Cluster_dbsize arginfo_class_Vela_Redis_Pool_randomkey

#define arginfo_class_Vela_Redis_Cluster_flushdb arginfo_class_Vela_Redis_Pool_flushdb

#define arginfo_class_Vela_Redis_Cluster_ping arginfo_class_Vela_Redis_Pool_ping

#define arginfo_class_Vela_Redis_Cluster_echo arginfo_class_Vela_Redis_Pool_echo

#define arginfo_class_Vela_Redis_Cluster_info arginfo_class_Vela_Redis_Pool_info

#define arginfo_class_Vela_Redis_Cluster_time arginfo_class_Vela_Redis_Pool_randomkey

#define arginfo_class_Vela_Redis_Cluster_publish arginfo_class_Vela_Redis_Pool_publish

#define arginfo_class_Vela_Redis_Cluster_hset arginfo_class_Vela_Redis_Pool_hset

#define arginfo_class_Vela_Redis_Cluster_hsetnx arginfo_class_Vela_Redis_Pool_hsetnx

#define arginfo_class_Vela_Redis_Cluster_hget arginfo_class_Vela_Redis_Pool_hget

#define arginfo_class_Vela_Redis_Cluster_hmget arginfo_class_Vela_Redis_Pool_hmget

#define arginfo_class_Vela_Redis_Cluster_hgetall arginfo_class_Vela_Redis_Pool_hgetall

#define arginfo_class_Vela_Redis_Cluster_hdel arginfo_class_Vela_Redis_Pool_hmget

#define arginfo_class_Vela_Redis_Cluster_hexists arginfo_class_Vela_Redis_Pool_hexists

#define arginfo_class_Vela_Redis_Cluster_hincrby arginfo_class_Vela_Redis_Pool_hincrby

#define arginfo_class_Vela_Redis_Cluster_hincrbyfloat arginfo_class_Vela_Redis_Pool_hincrbyfloat

#define arginfo_class_Vela_Redis_Cluster_hkeys arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_hvals arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_hlen arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_hstrlen arginfo_class_Vela_Redis_Pool_hget

#define arginfo_class_Vela_Redis_Cluster_lpush arginfo_class_Vela_Redis_Pool_lpush

#define arginfo_class_Vela_Redis_Cluster_rpush arginfo_class_Vela_Redis_Pool_lpush

#define arginfo_class_Vela_Redis_Cluster_lpop arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Cluster_rpop arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Cluster_llen arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_lrange arginfo_class_Vela_Redis_Pool_lrange

#define arginfo_class_Vela_Redis_Cluster_lindex arginfo_class_Vela_Redis_Pool_lindex

#define arginfo_class_Vela_Redis_Cluster_lset arginfo_class_Vela_Redis_Pool_lset

#define arginfo_class_Vela_Redis_Cluster_lrem arginfo_class_Vela_Redis_Pool_lrem

#define arginfo_class_Vela_Redis_Cluster_ltrim arginfo_class_Vela_Redis_Pool_ltrim

#define arginfo_class_Vela_Redis_Cluster_lmove arginfo_class_Vela_Redis_Pool_lmove

#define arginfo_class_Vela_Redis_Cluster_blpop arginfo_class_Vela_Redis_Pool_blpop

#define arginfo_class_Vela_Redis_Cluster_brpop arginfo_class_Vela_Redis_Pool_blpop

#define arginfo_class_Vela_Redis_Cluster_blmove arginfo_class_Vela_Redis_Pool_blmove

#define arginfo_class_Vela_Redis_Cluster_sadd arginfo_class_Vela_Redis_Pool_sadd

#define arginfo_class_Vela_Redis_Cluster_srem arginfo_class_Vela_Redis_Pool_sadd

#define arginfo_class_Vela_Redis_Cluster_smembers arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_sismember arginfo_class_Vela_Redis_Pool_sismember

#define arginfo_class_Vela_Redis_Cluster_smismember arginfo_class_Vela_Redis_Pool_sadd

#define arginfo_class_Vela_Redis_Cluster_scard arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_spop arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Cluster_srandmember arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Cluster_smove arginfo_class_Vela_Redis_Pool_smove

#define arginfo_class_Vela_Redis_Cluster_sinter arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Cluster_sunion arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Cluster_sdiff arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Cluster_zadd arginfo_class_Vela_Redis_Pool_zadd

#define arginfo_class_Vela_Redis_Cluster_zrem arginfo_class_Vela_Redis_Pool_sadd

#define arginfo_class_Vela_Redis_Cluster_zscore arginfo_class_Vela_Redis_Pool_zscore

#define arginfo_class_Vela_Redis_Cluster_zmscore arginfo_class_Vela_Redis_Pool_sadd

#define arginfo_class_Vela_Redis_Cluster_zincrby arginfo_class_Vela_Redis_Pool_zincrby

#define arginfo_class_Vela_Redis_Cluster_zcard arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Cluster_zcount arginfo_class_Vela_Redis_Pool_zcount

#define arginfo_class_Vela_Redis_Cluster_zrank arginfo_class_Vela_Redis_Pool_zrank

#define arginfo_class_Vela_Redis_Cluster_zrevrank arginfo_class_Vela_Redis_Pool_zrank

#define arginfo_class_Vela_Redis_Cluster_zrange arginfo_class_Vela_Redis_Pool_zrange

#define arginfo_class_Vela_Redis_Cluster_zrangebyscore arginfo_class_Vela_Redis_Pool_zrangebyscore

#define arginfo_class_Vela_Redis_Cluster_zrevrange arginfo_class_Vela_Redis_Pool_zrevrange

#define arginfo_class_Vela_Redis_Cluster_zremrangebyscore arginfo_class_Vela_Redis_Pool_zcount

#define arginfo_class_Vela_Redis_Cluster_zpopmin arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Cluster_zpopmax arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Cluster_eval arginfo_class_Vela_Redis_Pool_eval

#define arginfo_class_Vela_Redis_Cluster_evalsha arginfo_class_Vela_Redis_Pool_evalsha

#define arginfo_class_Vela_Redis_Cluster_scriptLoad arginfo_class_Vela_Redis_Pool_scriptLoad

#define arginfo_class_Vela_Redis_Cluster_scan arginfo_class_Vela_Redis_Pool_scan

#define arginfo_class_Vela_Redis_Cluster_sscan arginfo_class_Vela_Redis_Pool_sscan

#define arginfo_class_Vela_Redis_Cluster_hscan arginfo_class_Vela_Redis_Pool_sscan

#define arginfo_class_Vela_Redis_Cluster_zscan arginfo_class_Vela_Redis_Pool_sscan

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Redis_Pipeline___construct, 0, 0, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_command, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, name, IS_STRING, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, args, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_get, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_set, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_setnx, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_getdel arginfo_class_Vela_Redis_Pipeline_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_getex, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_mget, 0, 0, IS_LONG, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, keys, IS_MIXED, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_mset, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, pairs, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_msetnx arginfo_class_Vela_Redis_Pipeline_mset

#define arginfo_class_Vela_Redis_Pipeline_incr arginfo_class_Vela_Redis_Pipeline_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_incrby, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, increment, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_incrbyfloat, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, increment, IS_DOUBLE, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_decr arginfo_class_Vela_Redis_Pipeline_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_decrby, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, decrement, IS_LONG, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_append arginfo_class_Vela_Redis_Pipeline_setnx

#define arginfo_class_Vela_Redis_Pipeline_strlen arginfo_class_Vela_Redis_Pipeline_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_getrange, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, start, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, end, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_setrange, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, offset, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_del arginfo_class_Vela_Redis_Pipeline_mget

#define arginfo_class_Vela_Redis_Pipeline_unlink arginfo_class_Vela_Redis_Pipeline_mget

#define arginfo_class_Vela_Redis_Pipeline_exists arginfo_class_Vela_Redis_Pipeline_mget

#define arginfo_class_Vela_Redis_Pipeline_touch arginfo_class_Vela_Redis_Pipeline_mget

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_expire, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, seconds, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_pexpire, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, milliseconds, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_expireat, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, timestamp, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_persist arginfo_class_Vela_Redis_Pipeline_get

#define arginfo_class_Vela_Redis_Pipeline_ttl arginfo_class_Vela_Redis_Pipeline_get

#define arginfo_class_Vela_Redis_Pipeline_pttl arginfo_class_Vela_Redis_Pipeline_get

#define arginfo_class_Vela_Redis_Pipeline_type arginfo_class_Vela_Redis_Pipeline_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_rename, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, newkey, MAY_BE_STRING|MAY_BE_LONG, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_renamenx arginfo_class_Vela_Redis_Pipeline_rename

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_keys, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, pattern, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_randomkey, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_dbsize arginfo_class_Vela_Redis_Pipeline_randomkey

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_flushdb, 0, 0, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_ping, 0, 0, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, message, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE|MAY_BE_NULL, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_echo, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, message, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_info, 0, 0, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, section, IS_STRING, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_time arginfo_class_Vela_Redis_Pipeline_randomkey

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_publish, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, channel, IS_STRING, 0)
	ZEND_ARG_TYPE_MASK(0, message, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_hset, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, field, MAY_BE_STRING|MAY_BE_ARRAY, NULL)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE|MAY_BE_NULL, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_hsetnx, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_hget, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_hmget, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, fields, IS_MIXED, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_hgetall arginfo_class_Vela_Redis_Pipeline_get

#define arginfo_class_Vela_Redis_Pipeline_hdel arginfo_class_Vela_Redis_Pipeline_hmget

#define arginfo_class_Vela_Redis_Pipeline_hexists arginfo_class_Vela_Redis_Pipeline_hget

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_hincrby, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, increment, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_hincrbyfloat, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, increment, IS_DOUBLE, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_hkeys arginfo_class_Vela_Redis_Pipeline_get

#define arginfo_class_Vela_Redis_Pipeline_hvals arginfo_class_Vela_Redis_Pipeline_get

#define arginfo_class_Vela_Redis_Pipeline_hlen arginfo_class_Vela_Redis_Pipeline_get

#define arginfo_class_Vela_Redis_Pipeline_hstrlen arginfo_class_Vela_Redis_Pipeline_hget

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_lpush, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, values, IS_MIXED, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_rpush arginfo_class_Vela_Redis_Pipeline_lpush

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_lpop, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, count, IS_LONG, 1, "null")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_rpop arginfo_class_Vela_Redis_Pipeline_lpop

#define arginfo_class_Vela_Redis_Pipeline_llen arginfo_class_Vela_Redis_Pipeline_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_lrange, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, start, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, stop, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_lindex, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, index, IS_LONG, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_lset, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, index, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_lrem, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, count, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_ltrim arginfo_class_Vela_Redis_Pipeline_lrange

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_lmove, 0, 4, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, source, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, destination, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, from, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, to, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_sadd, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, members, IS_MIXED, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_srem arginfo_class_Vela_Redis_Pipeline_sadd

#define arginfo_class_Vela_Redis_Pipeline_smembers arginfo_class_Vela_Redis_Pipeline_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_sismember, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, member, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_smismember arginfo_class_Vela_Redis_Pipeline_sadd

#define arginfo_class_Vela_Redis_Pipeline_scard arginfo_class_Vela_Redis_Pipeline_get

#define arginfo_class_Vela_Redis_Pipeline_spop arginfo_class_Vela_Redis_Pipeline_lpop

#define arginfo_class_Vela_Redis_Pipeline_srandmember arginfo_class_Vela_Redis_Pipeline_lpop

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_smove, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, source, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, destination, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, member, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_sinter arginfo_class_Vela_Redis_Pipeline_mget

#define arginfo_class_Vela_Redis_Pipeline_sunion arginfo_class_Vela_Redis_Pipeline_mget

#define arginfo_class_Vela_Redis_Pipeline_sdiff arginfo_class_Vela_Redis_Pipeline_mget

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_zadd, 0, 2, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, members, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_zrem arginfo_class_Vela_Redis_Pipeline_sadd

#define arginfo_class_Vela_Redis_Pipeline_zscore arginfo_class_Vela_Redis_Pipeline_sismember

#define arginfo_class_Vela_Redis_Pipeline_zmscore arginfo_class_Vela_Redis_Pipeline_sadd

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_zincrby, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, increment, IS_DOUBLE, 0)
	ZEND_ARG_TYPE_MASK(0, member, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_zcard arginfo_class_Vela_Redis_Pipeline_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_zcount, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, min, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_MASK(0, max, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_zrank arginfo_class_Vela_Redis_Pipeline_sismember

#define arginfo_class_Vela_Redis_Pipeline_zrevrank arginfo_class_Vela_Redis_Pipeline_sismember

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_zrange, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, start, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_MASK(0, stop, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_zrangebyscore, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, min, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_MASK(0, max, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_zrevrange, 0, 3, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, start, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, stop, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Pipeline_zremrangebyscore arginfo_class_Vela_Redis_Pipeline_zcount

#define arginfo_class_Vela_Redis_Pipeline_zpopmin arginfo_class_Vela_Redis_Pipeline_lpop

#define arginfo_class_Vela_Redis_Pipeline_zpopmax arginfo_class_Vela_Redis_Pipeline_lpop

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_eval, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, script, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, keys, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, args, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_evalsha, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, sha1, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, keys, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, args, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Pipeline_scriptLoad, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, script, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction___construct arginfo_class_Vela_Redis_Pipeline___construct

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_watch, 0, 0, _IS_BOOL, 0)
	ZEND_ARG_VARIADIC_TYPE_INFO(0, keys, IS_MIXED, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction_multi arginfo_class_Vela_Redis_Pool_close

#define arginfo_class_Vela_Redis_Transaction_command arginfo_class_Vela_Redis_Pool_command

#define arginfo_class_Vela_Redis_Transaction_get arginfo_class_Vela_Redis_Pool_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_set, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction_setnx arginfo_class_Vela_Redis_Pool_append

#define arginfo_class_Vela_Redis_Transaction_getdel arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_getex arginfo_class_Vela_Redis_Pool_getex

#define arginfo_class_Vela_Redis_Transaction_mget arginfo_class_Vela_Redis_Pool_mget

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_mset, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, pairs, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction_msetnx arginfo_class_Vela_Redis_Transaction_mset

#define arginfo_class_Vela_Redis_Transaction_incr arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_incrby arginfo_class_Vela_Redis_Pool_incrby

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_incrbyfloat, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, increment, IS_DOUBLE, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction_decr arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_decrby arginfo_class_Vela_Redis_Pool_decrby

#define arginfo_class_Vela_Redis_Transaction_append arginfo_class_Vela_Redis_Pool_append

#define arginfo_class_Vela_Redis_Transaction_strlen arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_getrange arginfo_class_Vela_Redis_Pool_getrange

#define arginfo_class_Vela_Redis_Transaction_setrange arginfo_class_Vela_Redis_Pool_setrange

#define arginfo_class_Vela_Redis_Transaction_del arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Transaction_unlink arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Transaction_exists arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Transaction_touch arginfo_class_Vela_Redis_Pool_mget

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_expire, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, seconds, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_pexpire, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, milliseconds, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_expireat, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, timestamp, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction_persist arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_ttl arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_pttl arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_type arginfo_class_Vela_Redis_Pool_get

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_rename, 0, 2, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, newkey, MAY_BE_STRING|MAY_BE_LONG, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction_renamenx arginfo_class_Vela_Redis_Transaction_rename

#define arginfo_class_Vela_Redis_Transaction_keys arginfo_class_Vela_Redis_Pool_keys

#define arginfo_class_Vela_Redis_Transaction_randomkey arginfo_class_Vela_Redis_Pool_randomkey

#define arginfo_class_Vela_Redis_Transaction_dbsize arginfo_class_Vela_Redis_Pool_randomkey

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_flushdb, 0, 0, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction_ping arginfo_class_Vela_Redis_Pool_ping

#define arginfo_class_Vela_Redis_Transaction_echo arginfo_class_Vela_Redis_Pool_echo

#define arginfo_class_Vela_Redis_Transaction_info arginfo_class_Vela_Redis_Pool_info

#define arginfo_class_Vela_Redis_Transaction_time arginfo_class_Vela_Redis_Pool_randomkey

#define arginfo_class_Vela_Redis_Transaction_publish arginfo_class_Vela_Redis_Pool_publish

#define arginfo_class_Vela_Redis_Transaction_hset arginfo_class_Vela_Redis_Pool_hset

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_hsetnx, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction_hget arginfo_class_Vela_Redis_Pool_hget

#define arginfo_class_Vela_Redis_Transaction_hmget arginfo_class_Vela_Redis_Pool_hmget

#define arginfo_class_Vela_Redis_Transaction_hgetall arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_hdel arginfo_class_Vela_Redis_Pool_hmget

#define arginfo_class_Vela_Redis_Transaction_hexists arginfo_class_Vela_Redis_Pool_hget

#define arginfo_class_Vela_Redis_Transaction_hincrby arginfo_class_Vela_Redis_Pool_hincrby

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_hincrbyfloat, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, field, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, increment, IS_DOUBLE, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction_hkeys arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_hvals arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_hlen arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_hstrlen arginfo_class_Vela_Redis_Pool_hget

#define arginfo_class_Vela_Redis_Transaction_lpush arginfo_class_Vela_Redis_Pool_lpush

#define arginfo_class_Vela_Redis_Transaction_rpush arginfo_class_Vela_Redis_Pool_lpush

#define arginfo_class_Vela_Redis_Transaction_lpop arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Transaction_rpop arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Transaction_llen arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_lrange arginfo_class_Vela_Redis_Pool_lrange

#define arginfo_class_Vela_Redis_Transaction_lindex arginfo_class_Vela_Redis_Pool_lindex

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_lset, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, index, IS_LONG, 0)
	ZEND_ARG_TYPE_MASK(0, value, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction_lrem arginfo_class_Vela_Redis_Pool_lrem

#define arginfo_class_Vela_Redis_Transaction_ltrim arginfo_class_Vela_Redis_Pool_lrange

#define arginfo_class_Vela_Redis_Transaction_lmove arginfo_class_Vela_Redis_Pool_lmove

#define arginfo_class_Vela_Redis_Transaction_sadd arginfo_class_Vela_Redis_Pool_sadd

#define arginfo_class_Vela_Redis_Transaction_srem arginfo_class_Vela_Redis_Pool_sadd

#define arginfo_class_Vela_Redis_Transaction_smembers arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_sismember arginfo_class_Vela_Redis_Pool_zrank

#define arginfo_class_Vela_Redis_Transaction_smismember arginfo_class_Vela_Redis_Pool_sadd

#define arginfo_class_Vela_Redis_Transaction_scard arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_spop arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Transaction_srandmember arginfo_class_Vela_Redis_Pool_lpop

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_smove, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, source, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, destination, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_MASK(0, member, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction_sinter arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Transaction_sunion arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Transaction_sdiff arginfo_class_Vela_Redis_Pool_mget

#define arginfo_class_Vela_Redis_Transaction_zadd arginfo_class_Vela_Redis_Pool_zadd

#define arginfo_class_Vela_Redis_Transaction_zrem arginfo_class_Vela_Redis_Pool_sadd

#define arginfo_class_Vela_Redis_Transaction_zscore arginfo_class_Vela_Redis_Pool_zrank

#define arginfo_class_Vela_Redis_Transaction_zmscore arginfo_class_Vela_Redis_Pool_sadd

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Transaction_zincrby, 0, 3, IS_MIXED, 0)
	ZEND_ARG_TYPE_MASK(0, key, MAY_BE_STRING|MAY_BE_LONG, NULL)
	ZEND_ARG_TYPE_INFO(0, increment, IS_DOUBLE, 0)
	ZEND_ARG_TYPE_MASK(0, member, MAY_BE_STRING|MAY_BE_LONG|MAY_BE_DOUBLE, NULL)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Transaction_zcard arginfo_class_Vela_Redis_Pool_get

#define arginfo_class_Vela_Redis_Transaction_zcount arginfo_class_Vela_Redis_Pool_zcount

#define arginfo_class_Vela_Redis_Transaction_zrank arginfo_class_Vela_Redis_Pool_zrank

#define arginfo_class_Vela_Redis_Transaction_zrevrank arginfo_class_Vela_Redis_Pool_zrank

#define arginfo_class_Vela_Redis_Transaction_zrange arginfo_class_Vela_Redis_Pool_zrange

#define arginfo_class_Vela_Redis_Transaction_zrangebyscore arginfo_class_Vela_Redis_Pool_zrangebyscore

#define arginfo_class_Vela_Redis_Transaction_zrevrange arginfo_class_Vela_Redis_Pool_zrevrange

#define arginfo_class_Vela_Redis_Transaction_zremrangebyscore arginfo_class_Vela_Redis_Pool_zcount

#define arginfo_class_Vela_Redis_Transaction_zpopmin arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Transaction_zpopmax arginfo_class_Vela_Redis_Pool_lpop

#define arginfo_class_Vela_Redis_Transaction_eval arginfo_class_Vela_Redis_Pool_eval

#define arginfo_class_Vela_Redis_Transaction_evalsha arginfo_class_Vela_Redis_Pool_evalsha

#define arginfo_class_Vela_Redis_Transaction_scriptLoad arginfo_class_Vela_Redis_Pool_scriptLoad

#define arginfo_class_Vela_Redis_Subscription___construct arginfo_class_Vela_Redis_Pipeline___construct

#define arginfo_class_Vela_Redis_Subscription_current arginfo_class_Vela_Redis_Pool_randomkey

#define arginfo_class_Vela_Redis_Subscription_key arginfo_class_Vela_Redis_Pool_randomkey

#define arginfo_class_Vela_Redis_Subscription_next arginfo_class_Vela_Redis_Pool_close

#define arginfo_class_Vela_Redis_Subscription_rewind arginfo_class_Vela_Redis_Pool_close

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Redis_Subscription_valid, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Redis_Subscription_close arginfo_class_Vela_Redis_Pool_close

#define arginfo_class_Vela_Redis_ScanIterator___construct arginfo_class_Vela_Redis_Pipeline___construct

#define arginfo_class_Vela_Redis_ScanIterator_current arginfo_class_Vela_Redis_Pool_randomkey

#define arginfo_class_Vela_Redis_ScanIterator_key arginfo_class_Vela_Redis_Pool_randomkey

#define arginfo_class_Vela_Redis_ScanIterator_next arginfo_class_Vela_Redis_Pool_close

#define arginfo_class_Vela_Redis_ScanIterator_rewind arginfo_class_Vela_Redis_Pool_close

#define arginfo_class_Vela_Redis_ScanIterator_valid arginfo_class_Vela_Redis_Subscription_valid


ZEND_METHOD(Vela_Redis_Pool, __construct);
ZEND_METHOD(Vela_Redis_Pool, fromSentinel);
ZEND_METHOD(Vela_Redis_Pool, command);
ZEND_METHOD(Vela_Redis_Pool, pipeline);
ZEND_METHOD(Vela_Redis_Pool, transaction);
ZEND_METHOD(Vela_Redis_Pool, subscribe);
ZEND_METHOD(Vela_Redis_Pool, psubscribe);
ZEND_METHOD(Vela_Redis_Pool, stats);
ZEND_METHOD(Vela_Redis_Pool, close);
ZEND_METHOD(Vela_Redis_Pool, get);
ZEND_METHOD(Vela_Redis_Pool, set);
ZEND_METHOD(Vela_Redis_Pool, setnx);
ZEND_METHOD(Vela_Redis_Pool, getdel);
ZEND_METHOD(Vela_Redis_Pool, getex);
ZEND_METHOD(Vela_Redis_Pool, mget);
ZEND_METHOD(Vela_Redis_Pool, mset);
ZEND_METHOD(Vela_Redis_Pool, msetnx);
ZEND_METHOD(Vela_Redis_Pool, incr);
ZEND_METHOD(Vela_Redis_Pool, incrby);
ZEND_METHOD(Vela_Redis_Pool, incrbyfloat);
ZEND_METHOD(Vela_Redis_Pool, decr);
ZEND_METHOD(Vela_Redis_Pool, decrby);
ZEND_METHOD(Vela_Redis_Pool, append);
ZEND_METHOD(Vela_Redis_Pool, strlen);
ZEND_METHOD(Vela_Redis_Pool, getrange);
ZEND_METHOD(Vela_Redis_Pool, setrange);
ZEND_METHOD(Vela_Redis_Pool, del);
ZEND_METHOD(Vela_Redis_Pool, unlink);
ZEND_METHOD(Vela_Redis_Pool, exists);
ZEND_METHOD(Vela_Redis_Pool, touch);
ZEND_METHOD(Vela_Redis_Pool, expire);
ZEND_METHOD(Vela_Redis_Pool, pexpire);
ZEND_METHOD(Vela_Redis_Pool, expireat);
ZEND_METHOD(Vela_Redis_Pool, persist);
ZEND_METHOD(Vela_Redis_Pool, ttl);
ZEND_METHOD(Vela_Redis_Pool, pttl);
ZEND_METHOD(Vela_Redis_Pool, type);
ZEND_METHOD(Vela_Redis_Pool, rename);
ZEND_METHOD(Vela_Redis_Pool, renamenx);
ZEND_METHOD(Vela_Redis_Pool, keys);
ZEND_METHOD(Vela_Redis_Pool, randomkey);
ZEND_METHOD(Vela_Redis_Pool, dbsize);
ZEND_METHOD(Vela_Redis_Pool, flushdb);
ZEND_METHOD(Vela_Redis_Pool, ping);
ZEND_METHOD(Vela_Redis_Pool, echo);
ZEND_METHOD(Vela_Redis_Pool, info);
ZEND_METHOD(Vela_Redis_Pool, time);
ZEND_METHOD(Vela_Redis_Pool, publish);
ZEND_METHOD(Vela_Redis_Pool, hset);
ZEND_METHOD(Vela_Redis_Pool, hsetnx);
ZEND_METHOD(Vela_Redis_Pool, hget);
ZEND_METHOD(Vela_Redis_Pool, hmget);
ZEND_METHOD(Vela_Redis_Pool, hgetall);
ZEND_METHOD(Vela_Redis_Pool, hdel);
ZEND_METHOD(Vela_Redis_Pool, hexists);
ZEND_METHOD(Vela_Redis_Pool, hincrby);
ZEND_METHOD(Vela_Redis_Pool, hincrbyfloat);
ZEND_METHOD(Vela_Redis_Pool, hkeys);
ZEND_METHOD(Vela_Redis_Pool, hvals);
ZEND_METHOD(Vela_Redis_Pool, hlen);
ZEND_METHOD(Vela_Redis_Pool, hstrlen);
ZEND_METHOD(Vela_Redis_Pool, lpush);
ZEND_METHOD(Vela_Redis_Pool, rpush);
ZEND_METHOD(Vela_Redis_Pool, lpop);
ZEND_METHOD(Vela_Redis_Pool, rpop);
ZEND_METHOD(Vela_Redis_Pool, llen);
ZEND_METHOD(Vela_Redis_Pool, lrange);
ZEND_METHOD(Vela_Redis_Pool, lindex);
ZEND_METHOD(Vela_Redis_Pool, lset);
ZEND_METHOD(Vela_Redis_Pool, lrem);
ZEND_METHOD(Vela_Redis_Pool, ltrim);
ZEND_METHOD(Vela_Redis_Pool, lmove);
ZEND_METHOD(Vela_Redis_Pool, blpop);
ZEND_METHOD(Vela_Redis_Pool, brpop);
ZEND_METHOD(Vela_Redis_Pool, blmove);
ZEND_METHOD(Vela_Redis_Pool, sadd);
ZEND_METHOD(Vela_Redis_Pool, srem);
ZEND_METHOD(Vela_Redis_Pool, smembers);
ZEND_METHOD(Vela_Redis_Pool, sismember);
ZEND_METHOD(Vela_Redis_Pool, smismember);
ZEND_METHOD(Vela_Redis_Pool, scard);
ZEND_METHOD(Vela_Redis_Pool, spop);
ZEND_METHOD(Vela_Redis_Pool, srandmember);
ZEND_METHOD(Vela_Redis_Pool, smove);
ZEND_METHOD(Vela_Redis_Pool, sinter);
ZEND_METHOD(Vela_Redis_Pool, sunion);
ZEND_METHOD(Vela_Redis_Pool, sdiff);
ZEND_METHOD(Vela_Redis_Pool, zadd);
ZEND_METHOD(Vela_Redis_Pool, zrem);
ZEND_METHOD(Vela_Redis_Pool, zscore);
ZEND_METHOD(Vela_Redis_Pool, zmscore);
ZEND_METHOD(Vela_Redis_Pool, zincrby);
ZEND_METHOD(Vela_Redis_Pool, zcard);
ZEND_METHOD(Vela_Redis_Pool, zcount);
ZEND_METHOD(Vela_Redis_Pool, zrank);
ZEND_METHOD(Vela_Redis_Pool, zrevrank);
ZEND_METHOD(Vela_Redis_Pool, zrange);
ZEND_METHOD(Vela_Redis_Pool, zrangebyscore);
ZEND_METHOD(Vela_Redis_Pool, zrevrange);
ZEND_METHOD(Vela_Redis_Pool, zremrangebyscore);
ZEND_METHOD(Vela_Redis_Pool, zpopmin);
ZEND_METHOD(Vela_Redis_Pool, zpopmax);
ZEND_METHOD(Vela_Redis_Pool, eval);
ZEND_METHOD(Vela_Redis_Pool, evalsha);
ZEND_METHOD(Vela_Redis_Pool, scriptLoad);
ZEND_METHOD(Vela_Redis_Pool, scan);
ZEND_METHOD(Vela_Redis_Pool, sscan);
ZEND_METHOD(Vela_Redis_Pool, hscan);
ZEND_METHOD(Vela_Redis_Pool, zscan);
ZEND_METHOD(Vela_Redis_Cluster, __construct);
ZEND_METHOD(Vela_Redis_Cluster, command);
ZEND_METHOD(Vela_Redis_Cluster, pipeline);
ZEND_METHOD(Vela_Redis_Cluster, stats);
ZEND_METHOD(Vela_Redis_Cluster, refresh);
ZEND_METHOD(Vela_Redis_Cluster, close);
ZEND_METHOD(Vela_Redis_Cluster, get);
ZEND_METHOD(Vela_Redis_Cluster, set);
ZEND_METHOD(Vela_Redis_Cluster, setnx);
ZEND_METHOD(Vela_Redis_Cluster, getdel);
ZEND_METHOD(Vela_Redis_Cluster, getex);
ZEND_METHOD(Vela_Redis_Cluster, mget);
ZEND_METHOD(Vela_Redis_Cluster, mset);
ZEND_METHOD(Vela_Redis_Cluster, msetnx);
ZEND_METHOD(Vela_Redis_Cluster, incr);
ZEND_METHOD(Vela_Redis_Cluster, incrby);
ZEND_METHOD(Vela_Redis_Cluster, incrbyfloat);
ZEND_METHOD(Vela_Redis_Cluster, decr);
ZEND_METHOD(Vela_Redis_Cluster, decrby);
ZEND_METHOD(Vela_Redis_Cluster, append);
ZEND_METHOD(Vela_Redis_Cluster, strlen);
ZEND_METHOD(Vela_Redis_Cluster, getrange);
ZEND_METHOD(Vela_Redis_Cluster, setrange);
ZEND_METHOD(Vela_Redis_Cluster, del);
ZEND_METHOD(Vela_Redis_Cluster, unlink);
ZEND_METHOD(Vela_Redis_Cluster, exists);
ZEND_METHOD(Vela_Redis_Cluster, touch);
ZEND_METHOD(Vela_Redis_Cluster, expire);
ZEND_METHOD(Vela_Redis_Cluster, pexpire);
ZEND_METHOD(Vela_Redis_Cluster, expireat);
ZEND_METHOD(Vela_Redis_Cluster, persist);
ZEND_METHOD(Vela_Redis_Cluster, ttl);
ZEND_METHOD(Vela_Redis_Cluster, pttl);
ZEND_METHOD(Vela_Redis_Cluster, type);
ZEND_METHOD(Vela_Redis_Cluster, rename);
ZEND_METHOD(Vela_Redis_Cluster, renamenx);
ZEND_METHOD(Vela_Redis_Cluster, keys);
ZEND_METHOD(Vela_Redis_Cluster, randomkey);
ZEND_METHOD(Vela_Redis_Cluster, dbsize);
ZEND_METHOD(Vela_Redis_Cluster, flushdb);
ZEND_METHOD(Vela_Redis_Cluster, ping);
ZEND_METHOD(Vela_Redis_Cluster, echo);
ZEND_METHOD(Vela_Redis_Cluster, info);
ZEND_METHOD(Vela_Redis_Cluster, time);
ZEND_METHOD(Vela_Redis_Cluster, publish);
ZEND_METHOD(Vela_Redis_Cluster, hset);
ZEND_METHOD(Vela_Redis_Cluster, hsetnx);
ZEND_METHOD(Vela_Redis_Cluster, hget);
ZEND_METHOD(Vela_Redis_Cluster, hmget);
ZEND_METHOD(Vela_Redis_Cluster, hgetall);
ZEND_METHOD(Vela_Redis_Cluster, hdel);
ZEND_METHOD(Vela_Redis_Cluster, hexists);
ZEND_METHOD(Vela_Redis_Cluster, hincrby);
ZEND_METHOD(Vela_Redis_Cluster, hincrbyfloat);
ZEND_METHOD(Vela_Redis_Cluster, hkeys);
ZEND_METHOD(Vela_Redis_Cluster, hvals);
ZEND_METHOD(Vela_Redis_Cluster, hlen);
ZEND_METHOD(Vela_Redis_Cluster, hstrlen);
ZEND_METHOD(Vela_Redis_Cluster, lpush);
ZEND_METHOD(Vela_Redis_Cluster, rpush);
ZEND_METHOD(Vela_Redis_Cluster, lpop);
ZEND_METHOD(Vela_Redis_Cluster, rpop);
ZEND_METHOD(Vela_Redis_Cluster, llen);
ZEND_METHOD(Vela_Redis_Cluster, lrange);
ZEND_METHOD(Vela_Redis_Cluster, lindex);
ZEND_METHOD(Vela_Redis_Cluster, lset);
ZEND_METHOD(Vela_Redis_Cluster, lrem);
ZEND_METHOD(Vela_Redis_Cluster, ltrim);
ZEND_METHOD(Vela_Redis_Cluster, lmove);
ZEND_METHOD(Vela_Redis_Cluster, blpop);
ZEND_METHOD(Vela_Redis_Cluster, brpop);
ZEND_METHOD(Vela_Redis_Cluster, blmove);
ZEND_METHOD(Vela_Redis_Cluster, sadd);
ZEND_METHOD(Vela_Redis_Cluster, srem);
ZEND_METHOD(Vela_Redis_Cluster, smembers);
ZEND_METHOD(Vela_Redis_Cluster, sismember);
ZEND_METHOD(Vela_Redis_Cluster, smismember);
ZEND_METHOD(Vela_Redis_Cluster, scard);
ZEND_METHOD(Vela_Redis_Cluster, spop);
ZEND_METHOD(Vela_Redis_Cluster, srandmember);
ZEND_METHOD(Vela_Redis_Cluster, smove);
ZEND_METHOD(Vela_Redis_Cluster, sinter);
ZEND_METHOD(Vela_Redis_Cluster, sunion);
ZEND_METHOD(Vela_Redis_Cluster, sdiff);
ZEND_METHOD(Vela_Redis_Cluster, zadd);
ZEND_METHOD(Vela_Redis_Cluster, zrem);
ZEND_METHOD(Vela_Redis_Cluster, zscore);
ZEND_METHOD(Vela_Redis_Cluster, zmscore);
ZEND_METHOD(Vela_Redis_Cluster, zincrby);
ZEND_METHOD(Vela_Redis_Cluster, zcard);
ZEND_METHOD(Vela_Redis_Cluster, zcount);
ZEND_METHOD(Vela_Redis_Cluster, zrank);
ZEND_METHOD(Vela_Redis_Cluster, zrevrank);
ZEND_METHOD(Vela_Redis_Cluster, zrange);
ZEND_METHOD(Vela_Redis_Cluster, zrangebyscore);
ZEND_METHOD(Vela_Redis_Cluster, zrevrange);
ZEND_METHOD(Vela_Redis_Cluster, zremrangebyscore);
ZEND_METHOD(Vela_Redis_Cluster, zpopmin);
ZEND_METHOD(Vela_Redis_Cluster, zpopmax);
ZEND_METHOD(Vela_Redis_Cluster, eval);
ZEND_METHOD(Vela_Redis_Cluster, evalsha);
ZEND_METHOD(Vela_Redis_Cluster, scriptLoad);
ZEND_METHOD(Vela_Redis_Cluster, scan);
ZEND_METHOD(Vela_Redis_Cluster, sscan);
ZEND_METHOD(Vela_Redis_Cluster, hscan);
ZEND_METHOD(Vela_Redis_Cluster, zscan);
ZEND_METHOD(Vela_Redis_Pipeline, __construct);
ZEND_METHOD(Vela_Redis_Pipeline, command);
ZEND_METHOD(Vela_Redis_Pipeline, get);
ZEND_METHOD(Vela_Redis_Pipeline, set);
ZEND_METHOD(Vela_Redis_Pipeline, setnx);
ZEND_METHOD(Vela_Redis_Pipeline, getdel);
ZEND_METHOD(Vela_Redis_Pipeline, getex);
ZEND_METHOD(Vela_Redis_Pipeline, mget);
ZEND_METHOD(Vela_Redis_Pipeline, mset);
ZEND_METHOD(Vela_Redis_Pipeline, msetnx);
ZEND_METHOD(Vela_Redis_Pipeline, incr);
ZEND_METHOD(Vela_Redis_Pipeline, incrby);
ZEND_METHOD(Vela_Redis_Pipeline, incrbyfloat);
ZEND_METHOD(Vela_Redis_Pipeline, decr);
ZEND_METHOD(Vela_Redis_Pipeline, decrby);
ZEND_METHOD(Vela_Redis_Pipeline, append);
ZEND_METHOD(Vela_Redis_Pipeline, strlen);
ZEND_METHOD(Vela_Redis_Pipeline, getrange);
ZEND_METHOD(Vela_Redis_Pipeline, setrange);
ZEND_METHOD(Vela_Redis_Pipeline, del);
ZEND_METHOD(Vela_Redis_Pipeline, unlink);
ZEND_METHOD(Vela_Redis_Pipeline, exists);
ZEND_METHOD(Vela_Redis_Pipeline, touch);
ZEND_METHOD(Vela_Redis_Pipeline, expire);
ZEND_METHOD(Vela_Redis_Pipeline, pexpire);
ZEND_METHOD(Vela_Redis_Pipeline, expireat);
ZEND_METHOD(Vela_Redis_Pipeline, persist);
ZEND_METHOD(Vela_Redis_Pipeline, ttl);
ZEND_METHOD(Vela_Redis_Pipeline, pttl);
ZEND_METHOD(Vela_Redis_Pipeline, type);
ZEND_METHOD(Vela_Redis_Pipeline, rename);
ZEND_METHOD(Vela_Redis_Pipeline, renamenx);
ZEND_METHOD(Vela_Redis_Pipeline, keys);
ZEND_METHOD(Vela_Redis_Pipeline, randomkey);
ZEND_METHOD(Vela_Redis_Pipeline, dbsize);
ZEND_METHOD(Vela_Redis_Pipeline, flushdb);
ZEND_METHOD(Vela_Redis_Pipeline, ping);
ZEND_METHOD(Vela_Redis_Pipeline, echo);
ZEND_METHOD(Vela_Redis_Pipeline, info);
ZEND_METHOD(Vela_Redis_Pipeline, time);
ZEND_METHOD(Vela_Redis_Pipeline, publish);
ZEND_METHOD(Vela_Redis_Pipeline, hset);
ZEND_METHOD(Vela_Redis_Pipeline, hsetnx);
ZEND_METHOD(Vela_Redis_Pipeline, hget);
ZEND_METHOD(Vela_Redis_Pipeline, hmget);
ZEND_METHOD(Vela_Redis_Pipeline, hgetall);
ZEND_METHOD(Vela_Redis_Pipeline, hdel);
ZEND_METHOD(Vela_Redis_Pipeline, hexists);
ZEND_METHOD(Vela_Redis_Pipeline, hincrby);
ZEND_METHOD(Vela_Redis_Pipeline, hincrbyfloat);
ZEND_METHOD(Vela_Redis_Pipeline, hkeys);
ZEND_METHOD(Vela_Redis_Pipeline, hvals);
ZEND_METHOD(Vela_Redis_Pipeline, hlen);
ZEND_METHOD(Vela_Redis_Pipeline, hstrlen);
ZEND_METHOD(Vela_Redis_Pipeline, lpush);
ZEND_METHOD(Vela_Redis_Pipeline, rpush);
ZEND_METHOD(Vela_Redis_Pipeline, lpop);
ZEND_METHOD(Vela_Redis_Pipeline, rpop);
ZEND_METHOD(Vela_Redis_Pipeline, llen);
ZEND_METHOD(Vela_Redis_Pipeline, lrange);
ZEND_METHOD(Vela_Redis_Pipeline, lindex);
ZEND_METHOD(Vela_Redis_Pipeline, lset);
ZEND_METHOD(Vela_Redis_Pipeline, lrem);
ZEND_METHOD(Vela_Redis_Pipeline, ltrim);
ZEND_METHOD(Vela_Redis_Pipeline, lmove);
ZEND_METHOD(Vela_Redis_Pipeline, sadd);
ZEND_METHOD(Vela_Redis_Pipeline, srem);
ZEND_METHOD(Vela_Redis_Pipeline, smembers);
ZEND_METHOD(Vela_Redis_Pipeline, sismember);
ZEND_METHOD(Vela_Redis_Pipeline, smismember);
ZEND_METHOD(Vela_Redis_Pipeline, scard);
ZEND_METHOD(Vela_Redis_Pipeline, spop);
ZEND_METHOD(Vela_Redis_Pipeline, srandmember);
ZEND_METHOD(Vela_Redis_Pipeline, smove);
ZEND_METHOD(Vela_Redis_Pipeline, sinter);
ZEND_METHOD(Vela_Redis_Pipeline, sunion);
ZEND_METHOD(Vela_Redis_Pipeline, sdiff);
ZEND_METHOD(Vela_Redis_Pipeline, zadd);
ZEND_METHOD(Vela_Redis_Pipeline, zrem);
ZEND_METHOD(Vela_Redis_Pipeline, zscore);
ZEND_METHOD(Vela_Redis_Pipeline, zmscore);
ZEND_METHOD(Vela_Redis_Pipeline, zincrby);
ZEND_METHOD(Vela_Redis_Pipeline, zcard);
ZEND_METHOD(Vela_Redis_Pipeline, zcount);
ZEND_METHOD(Vela_Redis_Pipeline, zrank);
ZEND_METHOD(Vela_Redis_Pipeline, zrevrank);
ZEND_METHOD(Vela_Redis_Pipeline, zrange);
ZEND_METHOD(Vela_Redis_Pipeline, zrangebyscore);
ZEND_METHOD(Vela_Redis_Pipeline, zrevrange);
ZEND_METHOD(Vela_Redis_Pipeline, zremrangebyscore);
ZEND_METHOD(Vela_Redis_Pipeline, zpopmin);
ZEND_METHOD(Vela_Redis_Pipeline, zpopmax);
ZEND_METHOD(Vela_Redis_Pipeline, eval);
ZEND_METHOD(Vela_Redis_Pipeline, evalsha);
ZEND_METHOD(Vela_Redis_Pipeline, scriptLoad);
ZEND_METHOD(Vela_Redis_Transaction, __construct);
ZEND_METHOD(Vela_Redis_Transaction, watch);
ZEND_METHOD(Vela_Redis_Transaction, multi);
ZEND_METHOD(Vela_Redis_Transaction, command);
ZEND_METHOD(Vela_Redis_Transaction, get);
ZEND_METHOD(Vela_Redis_Transaction, set);
ZEND_METHOD(Vela_Redis_Transaction, setnx);
ZEND_METHOD(Vela_Redis_Transaction, getdel);
ZEND_METHOD(Vela_Redis_Transaction, getex);
ZEND_METHOD(Vela_Redis_Transaction, mget);
ZEND_METHOD(Vela_Redis_Transaction, mset);
ZEND_METHOD(Vela_Redis_Transaction, msetnx);
ZEND_METHOD(Vela_Redis_Transaction, incr);
ZEND_METHOD(Vela_Redis_Transaction, incrby);
ZEND_METHOD(Vela_Redis_Transaction, incrbyfloat);
ZEND_METHOD(Vela_Redis_Transaction, decr);
ZEND_METHOD(Vela_Redis_Transaction, decrby);
ZEND_METHOD(Vela_Redis_Transaction, append);
ZEND_METHOD(Vela_Redis_Transaction, strlen);
ZEND_METHOD(Vela_Redis_Transaction, getrange);
ZEND_METHOD(Vela_Redis_Transaction, setrange);
ZEND_METHOD(Vela_Redis_Transaction, del);
ZEND_METHOD(Vela_Redis_Transaction, unlink);
ZEND_METHOD(Vela_Redis_Transaction, exists);
ZEND_METHOD(Vela_Redis_Transaction, touch);
ZEND_METHOD(Vela_Redis_Transaction, expire);
ZEND_METHOD(Vela_Redis_Transaction, pexpire);
ZEND_METHOD(Vela_Redis_Transaction, expireat);
ZEND_METHOD(Vela_Redis_Transaction, persist);
ZEND_METHOD(Vela_Redis_Transaction, ttl);
ZEND_METHOD(Vela_Redis_Transaction, pttl);
ZEND_METHOD(Vela_Redis_Transaction, type);
ZEND_METHOD(Vela_Redis_Transaction, rename);
ZEND_METHOD(Vela_Redis_Transaction, renamenx);
ZEND_METHOD(Vela_Redis_Transaction, keys);
ZEND_METHOD(Vela_Redis_Transaction, randomkey);
ZEND_METHOD(Vela_Redis_Transaction, dbsize);
ZEND_METHOD(Vela_Redis_Transaction, flushdb);
ZEND_METHOD(Vela_Redis_Transaction, ping);
ZEND_METHOD(Vela_Redis_Transaction, echo);
ZEND_METHOD(Vela_Redis_Transaction, info);
ZEND_METHOD(Vela_Redis_Transaction, time);
ZEND_METHOD(Vela_Redis_Transaction, publish);
ZEND_METHOD(Vela_Redis_Transaction, hset);
ZEND_METHOD(Vela_Redis_Transaction, hsetnx);
ZEND_METHOD(Vela_Redis_Transaction, hget);
ZEND_METHOD(Vela_Redis_Transaction, hmget);
ZEND_METHOD(Vela_Redis_Transaction, hgetall);
ZEND_METHOD(Vela_Redis_Transaction, hdel);
ZEND_METHOD(Vela_Redis_Transaction, hexists);
ZEND_METHOD(Vela_Redis_Transaction, hincrby);
ZEND_METHOD(Vela_Redis_Transaction, hincrbyfloat);
ZEND_METHOD(Vela_Redis_Transaction, hkeys);
ZEND_METHOD(Vela_Redis_Transaction, hvals);
ZEND_METHOD(Vela_Redis_Transaction, hlen);
ZEND_METHOD(Vela_Redis_Transaction, hstrlen);
ZEND_METHOD(Vela_Redis_Transaction, lpush);
ZEND_METHOD(Vela_Redis_Transaction, rpush);
ZEND_METHOD(Vela_Redis_Transaction, lpop);
ZEND_METHOD(Vela_Redis_Transaction, rpop);
ZEND_METHOD(Vela_Redis_Transaction, llen);
ZEND_METHOD(Vela_Redis_Transaction, lrange);
ZEND_METHOD(Vela_Redis_Transaction, lindex);
ZEND_METHOD(Vela_Redis_Transaction, lset);
ZEND_METHOD(Vela_Redis_Transaction, lrem);
ZEND_METHOD(Vela_Redis_Transaction, ltrim);
ZEND_METHOD(Vela_Redis_Transaction, lmove);
ZEND_METHOD(Vela_Redis_Transaction, sadd);
ZEND_METHOD(Vela_Redis_Transaction, srem);
ZEND_METHOD(Vela_Redis_Transaction, smembers);
ZEND_METHOD(Vela_Redis_Transaction, sismember);
ZEND_METHOD(Vela_Redis_Transaction, smismember);
ZEND_METHOD(Vela_Redis_Transaction, scard);
ZEND_METHOD(Vela_Redis_Transaction, spop);
ZEND_METHOD(Vela_Redis_Transaction, srandmember);
ZEND_METHOD(Vela_Redis_Transaction, smove);
ZEND_METHOD(Vela_Redis_Transaction, sinter);
ZEND_METHOD(Vela_Redis_Transaction, sunion);
ZEND_METHOD(Vela_Redis_Transaction, sdiff);
ZEND_METHOD(Vela_Redis_Transaction, zadd);
ZEND_METHOD(Vela_Redis_Transaction, zrem);
ZEND_METHOD(Vela_Redis_Transaction, zscore);
ZEND_METHOD(Vela_Redis_Transaction, zmscore);
ZEND_METHOD(Vela_Redis_Transaction, zincrby);
ZEND_METHOD(Vela_Redis_Transaction, zcard);
ZEND_METHOD(Vela_Redis_Transaction, zcount);
ZEND_METHOD(Vela_Redis_Transaction, zrank);
ZEND_METHOD(Vela_Redis_Transaction, zrevrank);
ZEND_METHOD(Vela_Redis_Transaction, zrange);
ZEND_METHOD(Vela_Redis_Transaction, zrangebyscore);
ZEND_METHOD(Vela_Redis_Transaction, zrevrange);
ZEND_METHOD(Vela_Redis_Transaction, zremrangebyscore);
ZEND_METHOD(Vela_Redis_Transaction, zpopmin);
ZEND_METHOD(Vela_Redis_Transaction, zpopmax);
ZEND_METHOD(Vela_Redis_Transaction, eval);
ZEND_METHOD(Vela_Redis_Transaction, evalsha);
ZEND_METHOD(Vela_Redis_Transaction, scriptLoad);
ZEND_METHOD(Vela_Redis_Subscription, __construct);
ZEND_METHOD(Vela_Redis_Subscription, current);
ZEND_METHOD(Vela_Redis_Subscription, key);
ZEND_METHOD(Vela_Redis_Subscription, next);
ZEND_METHOD(Vela_Redis_Subscription, rewind);
ZEND_METHOD(Vela_Redis_Subscription, valid);
ZEND_METHOD(Vela_Redis_Subscription, close);
ZEND_METHOD(Vela_Redis_ScanIterator, __construct);
ZEND_METHOD(Vela_Redis_ScanIterator, current);
ZEND_METHOD(Vela_Redis_ScanIterator, key);
ZEND_METHOD(Vela_Redis_ScanIterator, next);
ZEND_METHOD(Vela_Redis_ScanIterator, rewind);
ZEND_METHOD(Vela_Redis_ScanIterator, valid);


static const zend_function_entry class_Vela_Redis_Exception_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Redis_ConnectionLost_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Redis_Timeout_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Redis_PoolTimeout_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Redis_CrossSlot_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Redis_AuthFailed_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Redis_Pool_methods[] = {
	ZEND_ME(Vela_Redis_Pool, __construct, arginfo_class_Vela_Redis_Pool___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, fromSentinel, arginfo_class_Vela_Redis_Pool_fromSentinel, ZEND_ACC_PUBLIC|ZEND_ACC_STATIC)
	ZEND_ME(Vela_Redis_Pool, command, arginfo_class_Vela_Redis_Pool_command, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, pipeline, arginfo_class_Vela_Redis_Pool_pipeline, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, transaction, arginfo_class_Vela_Redis_Pool_transaction, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, subscribe, arginfo_class_Vela_Redis_Pool_subscribe, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, psubscribe, arginfo_class_Vela_Redis_Pool_psubscribe, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, stats, arginfo_class_Vela_Redis_Pool_stats, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, close, arginfo_class_Vela_Redis_Pool_close, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, get, arginfo_class_Vela_Redis_Pool_get, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, set, arginfo_class_Vela_Redis_Pool_set, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, setnx, arginfo_class_Vela_Redis_Pool_setnx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, getdel, arginfo_class_Vela_Redis_Pool_getdel, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, getex, arginfo_class_Vela_Redis_Pool_getex, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, mget, arginfo_class_Vela_Redis_Pool_mget, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, mset, arginfo_class_Vela_Redis_Pool_mset, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, msetnx, arginfo_class_Vela_Redis_Pool_msetnx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, incr, arginfo_class_Vela_Redis_Pool_incr, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, incrby, arginfo_class_Vela_Redis_Pool_incrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, incrbyfloat, arginfo_class_Vela_Redis_Pool_incrbyfloat, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, decr, arginfo_class_Vela_Redis_Pool_decr, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, decrby, arginfo_class_Vela_Redis_Pool_decrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, append, arginfo_class_Vela_Redis_Pool_append, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, strlen, arginfo_class_Vela_Redis_Pool_strlen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, getrange, arginfo_class_Vela_Redis_Pool_getrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, setrange, arginfo_class_Vela_Redis_Pool_setrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, del, arginfo_class_Vela_Redis_Pool_del, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, unlink, arginfo_class_Vela_Redis_Pool_unlink, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, exists, arginfo_class_Vela_Redis_Pool_exists, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, touch, arginfo_class_Vela_Redis_Pool_touch, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, expire, arginfo_class_Vela_Redis_Pool_expire, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, pexpire, arginfo_class_Vela_Redis_Pool_pexpire, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, expireat, arginfo_class_Vela_Redis_Pool_expireat, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, persist, arginfo_class_Vela_Redis_Pool_persist, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, ttl, arginfo_class_Vela_Redis_Pool_ttl, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, pttl, arginfo_class_Vela_Redis_Pool_pttl, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, type, arginfo_class_Vela_Redis_Pool_type, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, rename, arginfo_class_Vela_Redis_Pool_rename, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, renamenx, arginfo_class_Vela_Redis_Pool_renamenx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, keys, arginfo_class_Vela_Redis_Pool_keys, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, randomkey, arginfo_class_Vela_Redis_Pool_randomkey, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, dbsize, arginfo_class_Vela_Redis_Pool_dbsize, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, flushdb, arginfo_class_Vela_Redis_Pool_flushdb, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, ping, arginfo_class_Vela_Redis_Pool_ping, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, echo, arginfo_class_Vela_Redis_Pool_echo, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, info, arginfo_class_Vela_Redis_Pool_info, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, time, arginfo_class_Vela_Redis_Pool_time, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, publish, arginfo_class_Vela_Redis_Pool_publish, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hset, arginfo_class_Vela_Redis_Pool_hset, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hsetnx, arginfo_class_Vela_Redis_Pool_hsetnx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hget, arginfo_class_Vela_Redis_Pool_hget, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hmget, arginfo_class_Vela_Redis_Pool_hmget, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hgetall, arginfo_class_Vela_Redis_Pool_hgetall, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hdel, arginfo_class_Vela_Redis_Pool_hdel, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hexists, arginfo_class_Vela_Redis_Pool_hexists, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hincrby, arginfo_class_Vela_Redis_Pool_hincrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hincrbyfloat, arginfo_class_Vela_Redis_Pool_hincrbyfloat, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hkeys, arginfo_class_Vela_Redis_Pool_hkeys, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hvals, arginfo_class_Vela_Redis_Pool_hvals, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hlen, arginfo_class_Vela_Redis_Pool_hlen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hstrlen, arginfo_class_Vela_Redis_Pool_hstrlen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, lpush, arginfo_class_Vela_Redis_Pool_lpush, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, rpush, arginfo_class_Vela_Redis_Pool_rpush, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, lpop, arginfo_class_Vela_Redis_Pool_lpop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, rpop, arginfo_class_Vela_Redis_Pool_rpop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, llen, arginfo_class_Vela_Redis_Pool_llen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, lrange, arginfo_class_Vela_Redis_Pool_lrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, lindex, arginfo_class_Vela_Redis_Pool_lindex, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, lset, arginfo_class_Vela_Redis_Pool_lset, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, lrem, arginfo_class_Vela_Redis_Pool_lrem, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, ltrim, arginfo_class_Vela_Redis_Pool_ltrim, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, lmove, arginfo_class_Vela_Redis_Pool_lmove, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, blpop, arginfo_class_Vela_Redis_Pool_blpop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, brpop, arginfo_class_Vela_Redis_Pool_brpop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, blmove, arginfo_class_Vela_Redis_Pool_blmove, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, sadd, arginfo_class_Vela_Redis_Pool_sadd, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, srem, arginfo_class_Vela_Redis_Pool_srem, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, smembers, arginfo_class_Vela_Redis_Pool_smembers, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, sismember, arginfo_class_Vela_Redis_Pool_sismember, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, smismember, arginfo_class_Vela_Redis_Pool_smismember, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, scard, arginfo_class_Vela_Redis_Pool_scard, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, spop, arginfo_class_Vela_Redis_Pool_spop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, srandmember, arginfo_class_Vela_Redis_Pool_srandmember, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, smove, arginfo_class_Vela_Redis_Pool_smove, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, sinter, arginfo_class_Vela_Redis_Pool_sinter, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, sunion, arginfo_class_Vela_Redis_Pool_sunion, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, sdiff, arginfo_class_Vela_Redis_Pool_sdiff, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zadd, arginfo_class_Vela_Redis_Pool_zadd, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zrem, arginfo_class_Vela_Redis_Pool_zrem, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zscore, arginfo_class_Vela_Redis_Pool_zscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zmscore, arginfo_class_Vela_Redis_Pool_zmscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zincrby, arginfo_class_Vela_Redis_Pool_zincrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zcard, arginfo_class_Vela_Redis_Pool_zcard, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zcount, arginfo_class_Vela_Redis_Pool_zcount, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zrank, arginfo_class_Vela_Redis_Pool_zrank, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zrevrank, arginfo_class_Vela_Redis_Pool_zrevrank, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zrange, arginfo_class_Vela_Redis_Pool_zrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zrangebyscore, arginfo_class_Vela_Redis_Pool_zrangebyscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zrevrange, arginfo_class_Vela_Redis_Pool_zrevrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zremrangebyscore, arginfo_class_Vela_Redis_Pool_zremrangebyscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zpopmin, arginfo_class_Vela_Redis_Pool_zpopmin, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zpopmax, arginfo_class_Vela_Redis_Pool_zpopmax, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, eval, arginfo_class_Vela_Redis_Pool_eval, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, evalsha, arginfo_class_Vela_Redis_Pool_evalsha, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, scriptLoad, arginfo_class_Vela_Redis_Pool_scriptLoad, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, scan, arginfo_class_Vela_Redis_Pool_scan, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, sscan, arginfo_class_Vela_Redis_Pool_sscan, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, hscan, arginfo_class_Vela_Redis_Pool_hscan, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pool, zscan, arginfo_class_Vela_Redis_Pool_zscan, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Redis_Cluster_methods[] = {
	ZEND_ME(Vela_Redis_Cluster, __construct, arginfo_class_Vela_Redis_Cluster___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, command, arginfo_class_Vela_Redis_Cluster_command, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, pipeline, arginfo_class_Vela_Redis_Cluster_pipeline, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, stats, arginfo_class_Vela_Redis_Cluster_stats, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, refresh, arginfo_class_Vela_Redis_Cluster_refresh, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, close, arginfo_class_Vela_Redis_Cluster_close, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, get, arginfo_class_Vela_Redis_Cluster_get, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, set, arginfo_class_Vela_Redis_Cluster_set, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, setnx, arginfo_class_Vela_Redis_Cluster_setnx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, getdel, arginfo_class_Vela_Redis_Cluster_getdel, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, getex, arginfo_class_Vela_Redis_Cluster_getex, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, mget, arginfo_class_Vela_Redis_Cluster_mget, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, mset, arginfo_class_Vela_Redis_Cluster_mset, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, msetnx, arginfo_class_Vela_Redis_Cluster_msetnx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, incr, arginfo_class_Vela_Redis_Cluster_incr, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, incrby, arginfo_class_Vela_Redis_Cluster_incrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, incrbyfloat, arginfo_class_Vela_Redis_Cluster_incrbyfloat, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, decr, arginfo_class_Vela_Redis_Cluster_decr, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, decrby, arginfo_class_Vela_Redis_Cluster_decrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, append, arginfo_class_Vela_Redis_Cluster_append, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, strlen, arginfo_class_Vela_Redis_Cluster_strlen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, getrange, arginfo_class_Vela_Redis_Cluster_getrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, setrange, arginfo_class_Vela_Redis_Cluster_setrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, del, arginfo_class_Vela_Redis_Cluster_del, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, unlink, arginfo_class_Vela_Redis_Cluster_unlink, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, exists, arginfo_class_Vela_Redis_Cluster_exists, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, touch, arginfo_class_Vela_Redis_Cluster_touch, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, expire, arginfo_class_Vela_Redis_Cluster_expire, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, pexpire, arginfo_class_Vela_Redis_Cluster_pexpire, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, expireat, arginfo_class_Vela_Redis_Cluster_expireat, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, persist, arginfo_class_Vela_Redis_Cluster_persist, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, ttl, arginfo_class_Vela_Redis_Cluster_ttl, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, pttl, arginfo_class_Vela_Redis_Cluster_pttl, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, type, arginfo_class_Vela_Redis_Cluster_type, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, rename, arginfo_class_Vela_Redis_Cluster_rename, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, renamenx, arginfo_class_Vela_Redis_Cluster_renamenx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, keys, arginfo_class_Vela_Redis_Cluster_keys, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, randomkey, arginfo_class_Vela_Redis_Cluster_randomkey, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, dbsize, arginfo_class_Vela_Redis_Cluster_dbsize, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, flushdb, arginfo_class_Vela_Redis_Cluster_flushdb, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, ping, arginfo_class_Vela_Redis_Cluster_ping, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, echo, arginfo_class_Vela_Redis_Cluster_echo, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, info, arginfo_class_Vela_Redis_Cluster_info, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, time, arginfo_class_Vela_Redis_Cluster_time, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, publish, arginfo_class_Vela_Redis_Cluster_publish, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hset, arginfo_class_Vela_Redis_Cluster_hset, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hsetnx, arginfo_class_Vela_Redis_Cluster_hsetnx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hget, arginfo_class_Vela_Redis_Cluster_hget, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hmget, arginfo_class_Vela_Redis_Cluster_hmget, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hgetall, arginfo_class_Vela_Redis_Cluster_hgetall, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hdel, arginfo_class_Vela_Redis_Cluster_hdel, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hexists, arginfo_class_Vela_Redis_Cluster_hexists, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hincrby, arginfo_class_Vela_Redis_Cluster_hincrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hincrbyfloat, arginfo_class_Vela_Redis_Cluster_hincrbyfloat, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hkeys, arginfo_class_Vela_Redis_Cluster_hkeys, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hvals, arginfo_class_Vela_Redis_Cluster_hvals, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hlen, arginfo_class_Vela_Redis_Cluster_hlen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hstrlen, arginfo_class_Vela_Redis_Cluster_hstrlen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, lpush, arginfo_class_Vela_Redis_Cluster_lpush, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, rpush, arginfo_class_Vela_Redis_Cluster_rpush, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, lpop, arginfo_class_Vela_Redis_Cluster_lpop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, rpop, arginfo_class_Vela_Redis_Cluster_rpop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, llen, arginfo_class_Vela_Redis_Cluster_llen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, lrange, arginfo_class_Vela_Redis_Cluster_lrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, lindex, arginfo_class_Vela_Redis_Cluster_lindex, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, lset, arginfo_class_Vela_Redis_Cluster_lset, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, lrem, arginfo_class_Vela_Redis_Cluster_lrem, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, ltrim, arginfo_class_Vela_Redis_Cluster_ltrim, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, lmove, arginfo_class_Vela_Redis_Cluster_lmove, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, blpop, arginfo_class_Vela_Redis_Cluster_blpop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, brpop, arginfo_class_Vela_Redis_Cluster_brpop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, blmove, arginfo_class_Vela_Redis_Cluster_blmove, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, sadd, arginfo_class_Vela_Redis_Cluster_sadd, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, srem, arginfo_class_Vela_Redis_Cluster_srem, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, smembers, arginfo_class_Vela_Redis_Cluster_smembers, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, sismember, arginfo_class_Vela_Redis_Cluster_sismember, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, smismember, arginfo_class_Vela_Redis_Cluster_smismember, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, scard, arginfo_class_Vela_Redis_Cluster_scard, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, spop, arginfo_class_Vela_Redis_Cluster_spop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, srandmember, arginfo_class_Vela_Redis_Cluster_srandmember, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, smove, arginfo_class_Vela_Redis_Cluster_smove, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, sinter, arginfo_class_Vela_Redis_Cluster_sinter, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, sunion, arginfo_class_Vela_Redis_Cluster_sunion, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, sdiff, arginfo_class_Vela_Redis_Cluster_sdiff, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zadd, arginfo_class_Vela_Redis_Cluster_zadd, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zrem, arginfo_class_Vela_Redis_Cluster_zrem, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zscore, arginfo_class_Vela_Redis_Cluster_zscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zmscore, arginfo_class_Vela_Redis_Cluster_zmscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zincrby, arginfo_class_Vela_Redis_Cluster_zincrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zcard, arginfo_class_Vela_Redis_Cluster_zcard, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zcount, arginfo_class_Vela_Redis_Cluster_zcount, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zrank, arginfo_class_Vela_Redis_Cluster_zrank, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zrevrank, arginfo_class_Vela_Redis_Cluster_zrevrank, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zrange, arginfo_class_Vela_Redis_Cluster_zrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zrangebyscore, arginfo_class_Vela_Redis_Cluster_zrangebyscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zrevrange, arginfo_class_Vela_Redis_Cluster_zrevrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zremrangebyscore, arginfo_class_Vela_Redis_Cluster_zremrangebyscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zpopmin, arginfo_class_Vela_Redis_Cluster_zpopmin, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zpopmax, arginfo_class_Vela_Redis_Cluster_zpopmax, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, eval, arginfo_class_Vela_Redis_Cluster_eval, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, evalsha, arginfo_class_Vela_Redis_Cluster_evalsha, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, scriptLoad, arginfo_class_Vela_Redis_Cluster_scriptLoad, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, scan, arginfo_class_Vela_Redis_Cluster_scan, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, sscan, arginfo_class_Vela_Redis_Cluster_sscan, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, hscan, arginfo_class_Vela_Redis_Cluster_hscan, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Cluster, zscan, arginfo_class_Vela_Redis_Cluster_zscan, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Redis_Pipeline_methods[] = {
	ZEND_ME(Vela_Redis_Pipeline, __construct, arginfo_class_Vela_Redis_Pipeline___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Redis_Pipeline, command, arginfo_class_Vela_Redis_Pipeline_command, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, get, arginfo_class_Vela_Redis_Pipeline_get, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, set, arginfo_class_Vela_Redis_Pipeline_set, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, setnx, arginfo_class_Vela_Redis_Pipeline_setnx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, getdel, arginfo_class_Vela_Redis_Pipeline_getdel, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, getex, arginfo_class_Vela_Redis_Pipeline_getex, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, mget, arginfo_class_Vela_Redis_Pipeline_mget, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, mset, arginfo_class_Vela_Redis_Pipeline_mset, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, msetnx, arginfo_class_Vela_Redis_Pipeline_msetnx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, incr, arginfo_class_Vela_Redis_Pipeline_incr, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, incrby, arginfo_class_Vela_Redis_Pipeline_incrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, incrbyfloat, arginfo_class_Vela_Redis_Pipeline_incrbyfloat, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, decr, arginfo_class_Vela_Redis_Pipeline_decr, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, decrby, arginfo_class_Vela_Redis_Pipeline_decrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, append, arginfo_class_Vela_Redis_Pipeline_append, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, strlen, arginfo_class_Vela_Redis_Pipeline_strlen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, getrange, arginfo_class_Vela_Redis_Pipeline_getrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, setrange, arginfo_class_Vela_Redis_Pipeline_setrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, del, arginfo_class_Vela_Redis_Pipeline_del, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, unlink, arginfo_class_Vela_Redis_Pipeline_unlink, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, exists, arginfo_class_Vela_Redis_Pipeline_exists, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, touch, arginfo_class_Vela_Redis_Pipeline_touch, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, expire, arginfo_class_Vela_Redis_Pipeline_expire, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, pexpire, arginfo_class_Vela_Redis_Pipeline_pexpire, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, expireat, arginfo_class_Vela_Redis_Pipeline_expireat, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, persist, arginfo_class_Vela_Redis_Pipeline_persist, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, ttl, arginfo_class_Vela_Redis_Pipeline_ttl, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, pttl, arginfo_class_Vela_Redis_Pipeline_pttl, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, type, arginfo_class_Vela_Redis_Pipeline_type, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, rename, arginfo_class_Vela_Redis_Pipeline_rename, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, renamenx, arginfo_class_Vela_Redis_Pipeline_renamenx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, keys, arginfo_class_Vela_Redis_Pipeline_keys, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, randomkey, arginfo_class_Vela_Redis_Pipeline_randomkey, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, dbsize, arginfo_class_Vela_Redis_Pipeline_dbsize, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, flushdb, arginfo_class_Vela_Redis_Pipeline_flushdb, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, ping, arginfo_class_Vela_Redis_Pipeline_ping, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, echo, arginfo_class_Vela_Redis_Pipeline_echo, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, info, arginfo_class_Vela_Redis_Pipeline_info, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, time, arginfo_class_Vela_Redis_Pipeline_time, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, publish, arginfo_class_Vela_Redis_Pipeline_publish, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hset, arginfo_class_Vela_Redis_Pipeline_hset, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hsetnx, arginfo_class_Vela_Redis_Pipeline_hsetnx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hget, arginfo_class_Vela_Redis_Pipeline_hget, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hmget, arginfo_class_Vela_Redis_Pipeline_hmget, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hgetall, arginfo_class_Vela_Redis_Pipeline_hgetall, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hdel, arginfo_class_Vela_Redis_Pipeline_hdel, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hexists, arginfo_class_Vela_Redis_Pipeline_hexists, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hincrby, arginfo_class_Vela_Redis_Pipeline_hincrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hincrbyfloat, arginfo_class_Vela_Redis_Pipeline_hincrbyfloat, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hkeys, arginfo_class_Vela_Redis_Pipeline_hkeys, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hvals, arginfo_class_Vela_Redis_Pipeline_hvals, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hlen, arginfo_class_Vela_Redis_Pipeline_hlen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, hstrlen, arginfo_class_Vela_Redis_Pipeline_hstrlen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, lpush, arginfo_class_Vela_Redis_Pipeline_lpush, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, rpush, arginfo_class_Vela_Redis_Pipeline_rpush, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, lpop, arginfo_class_Vela_Redis_Pipeline_lpop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, rpop, arginfo_class_Vela_Redis_Pipeline_rpop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, llen, arginfo_class_Vela_Redis_Pipeline_llen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, lrange, arginfo_class_Vela_Redis_Pipeline_lrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, lindex, arginfo_class_Vela_Redis_Pipeline_lindex, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, lset, arginfo_class_Vela_Redis_Pipeline_lset, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, lrem, arginfo_class_Vela_Redis_Pipeline_lrem, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, ltrim, arginfo_class_Vela_Redis_Pipeline_ltrim, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, lmove, arginfo_class_Vela_Redis_Pipeline_lmove, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, sadd, arginfo_class_Vela_Redis_Pipeline_sadd, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, srem, arginfo_class_Vela_Redis_Pipeline_srem, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, smembers, arginfo_class_Vela_Redis_Pipeline_smembers, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, sismember, arginfo_class_Vela_Redis_Pipeline_sismember, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, smismember, arginfo_class_Vela_Redis_Pipeline_smismember, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, scard, arginfo_class_Vela_Redis_Pipeline_scard, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, spop, arginfo_class_Vela_Redis_Pipeline_spop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, srandmember, arginfo_class_Vela_Redis_Pipeline_srandmember, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, smove, arginfo_class_Vela_Redis_Pipeline_smove, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, sinter, arginfo_class_Vela_Redis_Pipeline_sinter, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, sunion, arginfo_class_Vela_Redis_Pipeline_sunion, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, sdiff, arginfo_class_Vela_Redis_Pipeline_sdiff, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zadd, arginfo_class_Vela_Redis_Pipeline_zadd, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zrem, arginfo_class_Vela_Redis_Pipeline_zrem, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zscore, arginfo_class_Vela_Redis_Pipeline_zscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zmscore, arginfo_class_Vela_Redis_Pipeline_zmscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zincrby, arginfo_class_Vela_Redis_Pipeline_zincrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zcard, arginfo_class_Vela_Redis_Pipeline_zcard, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zcount, arginfo_class_Vela_Redis_Pipeline_zcount, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zrank, arginfo_class_Vela_Redis_Pipeline_zrank, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zrevrank, arginfo_class_Vela_Redis_Pipeline_zrevrank, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zrange, arginfo_class_Vela_Redis_Pipeline_zrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zrangebyscore, arginfo_class_Vela_Redis_Pipeline_zrangebyscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zrevrange, arginfo_class_Vela_Redis_Pipeline_zrevrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zremrangebyscore, arginfo_class_Vela_Redis_Pipeline_zremrangebyscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zpopmin, arginfo_class_Vela_Redis_Pipeline_zpopmin, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, zpopmax, arginfo_class_Vela_Redis_Pipeline_zpopmax, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, eval, arginfo_class_Vela_Redis_Pipeline_eval, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, evalsha, arginfo_class_Vela_Redis_Pipeline_evalsha, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Pipeline, scriptLoad, arginfo_class_Vela_Redis_Pipeline_scriptLoad, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Redis_Transaction_methods[] = {
	ZEND_ME(Vela_Redis_Transaction, __construct, arginfo_class_Vela_Redis_Transaction___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Redis_Transaction, watch, arginfo_class_Vela_Redis_Transaction_watch, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, multi, arginfo_class_Vela_Redis_Transaction_multi, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, command, arginfo_class_Vela_Redis_Transaction_command, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, get, arginfo_class_Vela_Redis_Transaction_get, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, set, arginfo_class_Vela_Redis_Transaction_set, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, setnx, arginfo_class_Vela_Redis_Transaction_setnx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, getdel, arginfo_class_Vela_Redis_Transaction_getdel, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, getex, arginfo_class_Vela_Redis_Transaction_getex, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, mget, arginfo_class_Vela_Redis_Transaction_mget, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, mset, arginfo_class_Vela_Redis_Transaction_mset, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, msetnx, arginfo_class_Vela_Redis_Transaction_msetnx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, incr, arginfo_class_Vela_Redis_Transaction_incr, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, incrby, arginfo_class_Vela_Redis_Transaction_incrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, incrbyfloat, arginfo_class_Vela_Redis_Transaction_incrbyfloat, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, decr, arginfo_class_Vela_Redis_Transaction_decr, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, decrby, arginfo_class_Vela_Redis_Transaction_decrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, append, arginfo_class_Vela_Redis_Transaction_append, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, strlen, arginfo_class_Vela_Redis_Transaction_strlen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, getrange, arginfo_class_Vela_Redis_Transaction_getrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, setrange, arginfo_class_Vela_Redis_Transaction_setrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, del, arginfo_class_Vela_Redis_Transaction_del, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, unlink, arginfo_class_Vela_Redis_Transaction_unlink, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, exists, arginfo_class_Vela_Redis_Transaction_exists, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, touch, arginfo_class_Vela_Redis_Transaction_touch, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, expire, arginfo_class_Vela_Redis_Transaction_expire, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, pexpire, arginfo_class_Vela_Redis_Transaction_pexpire, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, expireat, arginfo_class_Vela_Redis_Transaction_expireat, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, persist, arginfo_class_Vela_Redis_Transaction_persist, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, ttl, arginfo_class_Vela_Redis_Transaction_ttl, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, pttl, arginfo_class_Vela_Redis_Transaction_pttl, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, type, arginfo_class_Vela_Redis_Transaction_type, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, rename, arginfo_class_Vela_Redis_Transaction_rename, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, renamenx, arginfo_class_Vela_Redis_Transaction_renamenx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, keys, arginfo_class_Vela_Redis_Transaction_keys, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, randomkey, arginfo_class_Vela_Redis_Transaction_randomkey, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, dbsize, arginfo_class_Vela_Redis_Transaction_dbsize, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, flushdb, arginfo_class_Vela_Redis_Transaction_flushdb, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, ping, arginfo_class_Vela_Redis_Transaction_ping, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, echo, arginfo_class_Vela_Redis_Transaction_echo, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, info, arginfo_class_Vela_Redis_Transaction_info, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, time, arginfo_class_Vela_Redis_Transaction_time, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, publish, arginfo_class_Vela_Redis_Transaction_publish, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hset, arginfo_class_Vela_Redis_Transaction_hset, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hsetnx, arginfo_class_Vela_Redis_Transaction_hsetnx, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hget, arginfo_class_Vela_Redis_Transaction_hget, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hmget, arginfo_class_Vela_Redis_Transaction_hmget, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hgetall, arginfo_class_Vela_Redis_Transaction_hgetall, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hdel, arginfo_class_Vela_Redis_Transaction_hdel, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hexists, arginfo_class_Vela_Redis_Transaction_hexists, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hincrby, arginfo_class_Vela_Redis_Transaction_hincrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hincrbyfloat, arginfo_class_Vela_Redis_Transaction_hincrbyfloat, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hkeys, arginfo_class_Vela_Redis_Transaction_hkeys, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hvals, arginfo_class_Vela_Redis_Transaction_hvals, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hlen, arginfo_class_Vela_Redis_Transaction_hlen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, hstrlen, arginfo_class_Vela_Redis_Transaction_hstrlen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, lpush, arginfo_class_Vela_Redis_Transaction_lpush, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, rpush, arginfo_class_Vela_Redis_Transaction_rpush, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, lpop, arginfo_class_Vela_Redis_Transaction_lpop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, rpop, arginfo_class_Vela_Redis_Transaction_rpop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, llen, arginfo_class_Vela_Redis_Transaction_llen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, lrange, arginfo_class_Vela_Redis_Transaction_lrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, lindex, arginfo_class_Vela_Redis_Transaction_lindex, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, lset, arginfo_class_Vela_Redis_Transaction_lset, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, lrem, arginfo_class_Vela_Redis_Transaction_lrem, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, ltrim, arginfo_class_Vela_Redis_Transaction_ltrim, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, lmove, arginfo_class_Vela_Redis_Transaction_lmove, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, sadd, arginfo_class_Vela_Redis_Transaction_sadd, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, srem, arginfo_class_Vela_Redis_Transaction_srem, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, smembers, arginfo_class_Vela_Redis_Transaction_smembers, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, sismember, arginfo_class_Vela_Redis_Transaction_sismember, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, smismember, arginfo_class_Vela_Redis_Transaction_smismember, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, scard, arginfo_class_Vela_Redis_Transaction_scard, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, spop, arginfo_class_Vela_Redis_Transaction_spop, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, srandmember, arginfo_class_Vela_Redis_Transaction_srandmember, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, smove, arginfo_class_Vela_Redis_Transaction_smove, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, sinter, arginfo_class_Vela_Redis_Transaction_sinter, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, sunion, arginfo_class_Vela_Redis_Transaction_sunion, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, sdiff, arginfo_class_Vela_Redis_Transaction_sdiff, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zadd, arginfo_class_Vela_Redis_Transaction_zadd, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zrem, arginfo_class_Vela_Redis_Transaction_zrem, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zscore, arginfo_class_Vela_Redis_Transaction_zscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zmscore, arginfo_class_Vela_Redis_Transaction_zmscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zincrby, arginfo_class_Vela_Redis_Transaction_zincrby, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zcard, arginfo_class_Vela_Redis_Transaction_zcard, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zcount, arginfo_class_Vela_Redis_Transaction_zcount, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zrank, arginfo_class_Vela_Redis_Transaction_zrank, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zrevrank, arginfo_class_Vela_Redis_Transaction_zrevrank, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zrange, arginfo_class_Vela_Redis_Transaction_zrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zrangebyscore, arginfo_class_Vela_Redis_Transaction_zrangebyscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zrevrange, arginfo_class_Vela_Redis_Transaction_zrevrange, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zremrangebyscore, arginfo_class_Vela_Redis_Transaction_zremrangebyscore, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zpopmin, arginfo_class_Vela_Redis_Transaction_zpopmin, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, zpopmax, arginfo_class_Vela_Redis_Transaction_zpopmax, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, eval, arginfo_class_Vela_Redis_Transaction_eval, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, evalsha, arginfo_class_Vela_Redis_Transaction_evalsha, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Transaction, scriptLoad, arginfo_class_Vela_Redis_Transaction_scriptLoad, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Redis_Subscription_methods[] = {
	ZEND_ME(Vela_Redis_Subscription, __construct, arginfo_class_Vela_Redis_Subscription___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Redis_Subscription, current, arginfo_class_Vela_Redis_Subscription_current, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Subscription, key, arginfo_class_Vela_Redis_Subscription_key, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Subscription, next, arginfo_class_Vela_Redis_Subscription_next, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Subscription, rewind, arginfo_class_Vela_Redis_Subscription_rewind, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Subscription, valid, arginfo_class_Vela_Redis_Subscription_valid, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_Subscription, close, arginfo_class_Vela_Redis_Subscription_close, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Redis_ScanIterator_methods[] = {
	ZEND_ME(Vela_Redis_ScanIterator, __construct, arginfo_class_Vela_Redis_ScanIterator___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Redis_ScanIterator, current, arginfo_class_Vela_Redis_ScanIterator_current, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_ScanIterator, key, arginfo_class_Vela_Redis_ScanIterator_key, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_ScanIterator, next, arginfo_class_Vela_Redis_ScanIterator_next, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_ScanIterator, rewind, arginfo_class_Vela_Redis_ScanIterator_rewind, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Redis_ScanIterator, valid, arginfo_class_Vela_Redis_ScanIterator_valid, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_class_entry *register_class_Vela_Redis_Exception(zend_class_entry *class_entry_Vela_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Redis", "Exception", class_Vela_Redis_Exception_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Redis_ConnectionLost(zend_class_entry *class_entry_Vela_Redis_Exception, zend_class_entry *class_entry_Vela_BackendUnavailable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Redis", "ConnectionLost", class_Vela_Redis_ConnectionLost_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Redis_Exception);
	zend_class_implements(class_entry, 1, class_entry_Vela_BackendUnavailable);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Redis_Timeout(zend_class_entry *class_entry_Vela_Redis_Exception, zend_class_entry *class_entry_Vela_BackendUnavailable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Redis", "Timeout", class_Vela_Redis_Timeout_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Redis_Exception);
	zend_class_implements(class_entry, 1, class_entry_Vela_BackendUnavailable);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Redis_PoolTimeout(zend_class_entry *class_entry_Vela_Redis_Timeout)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Redis", "PoolTimeout", class_Vela_Redis_PoolTimeout_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Redis_Timeout);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Redis_CrossSlot(zend_class_entry *class_entry_Vela_Redis_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Redis", "CrossSlot", class_Vela_Redis_CrossSlot_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Redis_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Redis_AuthFailed(zend_class_entry *class_entry_Vela_Redis_Exception, zend_class_entry *class_entry_Vela_BackendUnavailable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Redis", "AuthFailed", class_Vela_Redis_AuthFailed_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Redis_Exception);
	zend_class_implements(class_entry, 1, class_entry_Vela_BackendUnavailable);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Redis_Pool(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Redis", "Pool", class_Vela_Redis_Pool_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;


	zend_add_parameter_attribute(zend_hash_str_find_ptr(&class_entry->function_table, "__construct", sizeof("__construct") - 1), 0, ZSTR_KNOWN(ZEND_STR_SENSITIVEPARAMETER), 0);

	zend_add_parameter_attribute(zend_hash_str_find_ptr(&class_entry->function_table, "__construct", sizeof("__construct") - 1), 1, ZSTR_KNOWN(ZEND_STR_SENSITIVEPARAMETER), 0);

	zend_add_parameter_attribute(zend_hash_str_find_ptr(&class_entry->function_table, "fromsentinel", sizeof("fromsentinel") - 1), 2, ZSTR_KNOWN(ZEND_STR_SENSITIVEPARAMETER), 0);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Redis_Cluster(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Redis", "Cluster", class_Vela_Redis_Cluster_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;


	zend_add_parameter_attribute(zend_hash_str_find_ptr(&class_entry->function_table, "__construct", sizeof("__construct") - 1), 1, ZSTR_KNOWN(ZEND_STR_SENSITIVEPARAMETER), 0);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Redis_Pipeline(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Redis", "Pipeline", class_Vela_Redis_Pipeline_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Redis_Transaction(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Redis", "Transaction", class_Vela_Redis_Transaction_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Redis_Subscription(zend_class_entry *class_entry_Iterator)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Redis", "Subscription", class_Vela_Redis_Subscription_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;
	zend_class_implements(class_entry, 1, class_entry_Iterator);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Redis_ScanIterator(zend_class_entry *class_entry_Iterator)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Redis", "ScanIterator", class_Vela_Redis_ScanIterator_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;
	zend_class_implements(class_entry, 1, class_entry_Iterator);

	return class_entry;
}
