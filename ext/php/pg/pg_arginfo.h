/* This is a generated file, edit the .stub.php file instead.
 * Stub hash: 1199aec9fc07a94ddb8224928de8c8319f40fd42 */

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Exception_getSqlState, 0, 0, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Exception_getDetail, 0, 0, IS_STRING, 1)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Pg_Exception_getHint arginfo_class_Vela_Pg_Exception_getDetail

#define arginfo_class_Vela_Pg_Exception_getSql arginfo_class_Vela_Pg_Exception_getDetail

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Exception_getPipelineResults, 0, 0, IS_ARRAY, 1)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Pg_Pool___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, dsn, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Pool_query, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, sql, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, params, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Pool_queryOne, 0, 1, IS_ARRAY, 1)
	ZEND_ARG_TYPE_INFO(0, sql, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, params, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Pool_queryValue, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, sql, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, params, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Pool_execute, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, sql, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, params, IS_ARRAY, 0, "[]")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, options, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Pool_insert, 0, 2, IS_ARRAY, 1)
	ZEND_ARG_TYPE_INFO(0, table, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, row, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, returning, IS_ARRAY, 0, "[\'*\']")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Pool_update, 0, 3, IS_ARRAY, 1)
	ZEND_ARG_TYPE_INFO(0, table, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, id, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, changes, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, key, IS_STRING, 0, "\'id\'")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, returning, IS_ARRAY, 0, "[\'*\']")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Pool_upsert, 0, 3, IS_ARRAY, 1)
	ZEND_ARG_TYPE_INFO(0, table, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO(0, row, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, conflict, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, update, IS_ARRAY, 1, "null")
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, returning, IS_ARRAY, 0, "[\'*\']")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Pool_script, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, sql, IS_STRING, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Pool_transaction, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, fn, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Pg_Pool_begin, 0, 0, Vela\\Pg\\Connection, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Pool_pipeline, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, fn, IS_CALLABLE, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_OBJ_INFO_EX(arginfo_class_Vela_Pg_Pool_listen, 0, 1, Vela\\Pg\\Listener, 0)
	ZEND_ARG_TYPE_INFO(0, channel, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, timeout, IS_DOUBLE, 1, "null")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Pool_stats, 0, 0, IS_ARRAY, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Pool_close, 0, 0, IS_VOID, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Pg_Connection___construct, 0, 0, 0)
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Connection_query, 0, 1, IS_ARRAY, 0)
	ZEND_ARG_TYPE_INFO(0, sql, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, params, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Connection_queryOne, 0, 1, IS_ARRAY, 1)
	ZEND_ARG_TYPE_INFO(0, sql, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, params, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Connection_queryValue, 0, 1, IS_MIXED, 0)
	ZEND_ARG_TYPE_INFO(0, sql, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, params, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Connection_execute, 0, 1, IS_LONG, 0)
	ZEND_ARG_TYPE_INFO(0, sql, IS_STRING, 0)
	ZEND_ARG_TYPE_INFO_WITH_DEFAULT_VALUE(0, params, IS_ARRAY, 0, "[]")
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Pg_Connection_insert arginfo_class_Vela_Pg_Pool_insert

#define arginfo_class_Vela_Pg_Connection_update arginfo_class_Vela_Pg_Pool_update

#define arginfo_class_Vela_Pg_Connection_upsert arginfo_class_Vela_Pg_Pool_upsert

#define arginfo_class_Vela_Pg_Connection_script arginfo_class_Vela_Pg_Pool_script

#define arginfo_class_Vela_Pg_Connection_transaction arginfo_class_Vela_Pg_Pool_transaction

#define arginfo_class_Vela_Pg_Connection_commit arginfo_class_Vela_Pg_Pool_close

#define arginfo_class_Vela_Pg_Connection_rollback arginfo_class_Vela_Pg_Pool_close

#define arginfo_class_Vela_Pg_Pipeline___construct arginfo_class_Vela_Pg_Connection___construct

#define arginfo_class_Vela_Pg_Pipeline_query arginfo_class_Vela_Pg_Connection_execute

#define arginfo_class_Vela_Pg_Pipeline_queryOne arginfo_class_Vela_Pg_Connection_execute

#define arginfo_class_Vela_Pg_Pipeline_queryValue arginfo_class_Vela_Pg_Connection_execute

#define arginfo_class_Vela_Pg_Pipeline_execute arginfo_class_Vela_Pg_Connection_execute

#define arginfo_class_Vela_Pg_Listener___construct arginfo_class_Vela_Pg_Connection___construct

#define arginfo_class_Vela_Pg_Listener_current arginfo_class_Vela_Pg_Exception_getPipelineResults

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Listener_key, 0, 0, IS_LONG, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Pg_Listener_next arginfo_class_Vela_Pg_Pool_close

#define arginfo_class_Vela_Pg_Listener_rewind arginfo_class_Vela_Pg_Pool_close

ZEND_BEGIN_ARG_WITH_RETURN_TYPE_INFO_EX(arginfo_class_Vela_Pg_Listener_valid, 0, 0, _IS_BOOL, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Pg_Listener_close arginfo_class_Vela_Pg_Pool_close

ZEND_BEGIN_ARG_INFO_EX(arginfo_class_Vela_Pg_Binary___construct, 0, 0, 1)
	ZEND_ARG_TYPE_INFO(0, bytes, IS_STRING, 0)
ZEND_END_ARG_INFO()

#define arginfo_class_Vela_Pg_Binary_bytes arginfo_class_Vela_Pg_Exception_getSqlState


ZEND_METHOD(Vela_Pg_Exception, getSqlState);
ZEND_METHOD(Vela_Pg_Exception, getDetail);
ZEND_METHOD(Vela_Pg_Exception, getHint);
ZEND_METHOD(Vela_Pg_Exception, getSql);
ZEND_METHOD(Vela_Pg_Exception, getPipelineResults);
ZEND_METHOD(Vela_Pg_Pool, __construct);
ZEND_METHOD(Vela_Pg_Pool, query);
ZEND_METHOD(Vela_Pg_Pool, queryOne);
ZEND_METHOD(Vela_Pg_Pool, queryValue);
ZEND_METHOD(Vela_Pg_Pool, execute);
ZEND_METHOD(Vela_Pg_Pool, insert);
ZEND_METHOD(Vela_Pg_Pool, update);
ZEND_METHOD(Vela_Pg_Pool, upsert);
ZEND_METHOD(Vela_Pg_Pool, script);
ZEND_METHOD(Vela_Pg_Pool, transaction);
ZEND_METHOD(Vela_Pg_Pool, begin);
ZEND_METHOD(Vela_Pg_Pool, pipeline);
ZEND_METHOD(Vela_Pg_Pool, listen);
ZEND_METHOD(Vela_Pg_Pool, stats);
ZEND_METHOD(Vela_Pg_Pool, close);
ZEND_METHOD(Vela_Pg_Connection, __construct);
ZEND_METHOD(Vela_Pg_Connection, query);
ZEND_METHOD(Vela_Pg_Connection, queryOne);
ZEND_METHOD(Vela_Pg_Connection, queryValue);
ZEND_METHOD(Vela_Pg_Connection, execute);
ZEND_METHOD(Vela_Pg_Connection, insert);
ZEND_METHOD(Vela_Pg_Connection, update);
ZEND_METHOD(Vela_Pg_Connection, upsert);
ZEND_METHOD(Vela_Pg_Connection, script);
ZEND_METHOD(Vela_Pg_Connection, transaction);
ZEND_METHOD(Vela_Pg_Connection, commit);
ZEND_METHOD(Vela_Pg_Connection, rollback);
ZEND_METHOD(Vela_Pg_Pipeline, __construct);
ZEND_METHOD(Vela_Pg_Pipeline, query);
ZEND_METHOD(Vela_Pg_Pipeline, queryOne);
ZEND_METHOD(Vela_Pg_Pipeline, queryValue);
ZEND_METHOD(Vela_Pg_Pipeline, execute);
ZEND_METHOD(Vela_Pg_Listener, __construct);
ZEND_METHOD(Vela_Pg_Listener, current);
ZEND_METHOD(Vela_Pg_Listener, key);
ZEND_METHOD(Vela_Pg_Listener, next);
ZEND_METHOD(Vela_Pg_Listener, rewind);
ZEND_METHOD(Vela_Pg_Listener, valid);
ZEND_METHOD(Vela_Pg_Listener, close);
ZEND_METHOD(Vela_Pg_Binary, __construct);
ZEND_METHOD(Vela_Pg_Binary, bytes);


static const zend_function_entry class_Vela_Pg_Exception_methods[] = {
	ZEND_ME(Vela_Pg_Exception, getSqlState, arginfo_class_Vela_Pg_Exception_getSqlState, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Exception, getDetail, arginfo_class_Vela_Pg_Exception_getDetail, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Exception, getHint, arginfo_class_Vela_Pg_Exception_getHint, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Exception, getSql, arginfo_class_Vela_Pg_Exception_getSql, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Exception, getPipelineResults, arginfo_class_Vela_Pg_Exception_getPipelineResults, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Pg_UniqueViolation_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Pg_ForeignKeyViolation_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Pg_QueryTimeout_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Pg_ConnectionLost_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Pg_ConnectionFailed_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Pg_AuthenticationFailed_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Pg_PoolTimeout_methods[] = {
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Pg_Pool_methods[] = {
	ZEND_ME(Vela_Pg_Pool, __construct, arginfo_class_Vela_Pg_Pool___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, query, arginfo_class_Vela_Pg_Pool_query, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, queryOne, arginfo_class_Vela_Pg_Pool_queryOne, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, queryValue, arginfo_class_Vela_Pg_Pool_queryValue, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, execute, arginfo_class_Vela_Pg_Pool_execute, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, insert, arginfo_class_Vela_Pg_Pool_insert, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, update, arginfo_class_Vela_Pg_Pool_update, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, upsert, arginfo_class_Vela_Pg_Pool_upsert, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, script, arginfo_class_Vela_Pg_Pool_script, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, transaction, arginfo_class_Vela_Pg_Pool_transaction, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, begin, arginfo_class_Vela_Pg_Pool_begin, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, pipeline, arginfo_class_Vela_Pg_Pool_pipeline, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, listen, arginfo_class_Vela_Pg_Pool_listen, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, stats, arginfo_class_Vela_Pg_Pool_stats, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pool, close, arginfo_class_Vela_Pg_Pool_close, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Pg_Connection_methods[] = {
	ZEND_ME(Vela_Pg_Connection, __construct, arginfo_class_Vela_Pg_Connection___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Pg_Connection, query, arginfo_class_Vela_Pg_Connection_query, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Connection, queryOne, arginfo_class_Vela_Pg_Connection_queryOne, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Connection, queryValue, arginfo_class_Vela_Pg_Connection_queryValue, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Connection, execute, arginfo_class_Vela_Pg_Connection_execute, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Connection, insert, arginfo_class_Vela_Pg_Connection_insert, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Connection, update, arginfo_class_Vela_Pg_Connection_update, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Connection, upsert, arginfo_class_Vela_Pg_Connection_upsert, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Connection, script, arginfo_class_Vela_Pg_Connection_script, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Connection, transaction, arginfo_class_Vela_Pg_Connection_transaction, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Connection, commit, arginfo_class_Vela_Pg_Connection_commit, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Connection, rollback, arginfo_class_Vela_Pg_Connection_rollback, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Pg_Pipeline_methods[] = {
	ZEND_ME(Vela_Pg_Pipeline, __construct, arginfo_class_Vela_Pg_Pipeline___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Pg_Pipeline, query, arginfo_class_Vela_Pg_Pipeline_query, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pipeline, queryOne, arginfo_class_Vela_Pg_Pipeline_queryOne, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pipeline, queryValue, arginfo_class_Vela_Pg_Pipeline_queryValue, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Pipeline, execute, arginfo_class_Vela_Pg_Pipeline_execute, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Pg_Listener_methods[] = {
	ZEND_ME(Vela_Pg_Listener, __construct, arginfo_class_Vela_Pg_Listener___construct, ZEND_ACC_PRIVATE)
	ZEND_ME(Vela_Pg_Listener, current, arginfo_class_Vela_Pg_Listener_current, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Listener, key, arginfo_class_Vela_Pg_Listener_key, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Listener, next, arginfo_class_Vela_Pg_Listener_next, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Listener, rewind, arginfo_class_Vela_Pg_Listener_rewind, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Listener, valid, arginfo_class_Vela_Pg_Listener_valid, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Listener, close, arginfo_class_Vela_Pg_Listener_close, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};


static const zend_function_entry class_Vela_Pg_Binary_methods[] = {
	ZEND_ME(Vela_Pg_Binary, __construct, arginfo_class_Vela_Pg_Binary___construct, ZEND_ACC_PUBLIC)
	ZEND_ME(Vela_Pg_Binary, bytes, arginfo_class_Vela_Pg_Binary_bytes, ZEND_ACC_PUBLIC)
	ZEND_FE_END
};

static zend_class_entry *register_class_Vela_Pg_Exception(zend_class_entry *class_entry_Vela_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "Exception", class_Vela_Pg_Exception_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Exception);

	zval property_sqlState_default_value;
	ZVAL_EMPTY_STRING(&property_sqlState_default_value);
	zend_string *property_sqlState_name = zend_string_init("sqlState", sizeof("sqlState") - 1, 1);
	zend_declare_typed_property(class_entry, property_sqlState_name, &property_sqlState_default_value, ZEND_ACC_PROTECTED, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_sqlState_name);

	zval property_detail_default_value;
	ZVAL_NULL(&property_detail_default_value);
	zend_string *property_detail_name = zend_string_init("detail", sizeof("detail") - 1, 1);
	zend_declare_typed_property(class_entry, property_detail_name, &property_detail_default_value, ZEND_ACC_PROTECTED, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_detail_name);

	zval property_hint_default_value;
	ZVAL_NULL(&property_hint_default_value);
	zend_string *property_hint_name = zend_string_init("hint", sizeof("hint") - 1, 1);
	zend_declare_typed_property(class_entry, property_hint_name, &property_hint_default_value, ZEND_ACC_PROTECTED, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_hint_name);

	zval property_sql_default_value;
	ZVAL_NULL(&property_sql_default_value);
	zend_string *property_sql_name = zend_string_init("sql", sizeof("sql") - 1, 1);
	zend_declare_typed_property(class_entry, property_sql_name, &property_sql_default_value, ZEND_ACC_PROTECTED, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING|MAY_BE_NULL));
	zend_string_release(property_sql_name);

	zval property_pipelineResults_default_value;
	ZVAL_NULL(&property_pipelineResults_default_value);
	zend_string *property_pipelineResults_name = zend_string_init("pipelineResults", sizeof("pipelineResults") - 1, 1);
	zend_declare_typed_property(class_entry, property_pipelineResults_name, &property_pipelineResults_default_value, ZEND_ACC_PROTECTED, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_ARRAY|MAY_BE_NULL));
	zend_string_release(property_pipelineResults_name);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Pg_UniqueViolation(zend_class_entry *class_entry_Vela_Pg_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "UniqueViolation", class_Vela_Pg_UniqueViolation_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Pg_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Pg_ForeignKeyViolation(zend_class_entry *class_entry_Vela_Pg_Exception)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "ForeignKeyViolation", class_Vela_Pg_ForeignKeyViolation_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Pg_Exception);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Pg_QueryTimeout(zend_class_entry *class_entry_Vela_Pg_Exception, zend_class_entry *class_entry_Vela_BackendUnavailable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "QueryTimeout", class_Vela_Pg_QueryTimeout_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Pg_Exception);
	zend_class_implements(class_entry, 1, class_entry_Vela_BackendUnavailable);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Pg_ConnectionLost(zend_class_entry *class_entry_Vela_Pg_Exception, zend_class_entry *class_entry_Vela_BackendUnavailable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "ConnectionLost", class_Vela_Pg_ConnectionLost_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Pg_Exception);
	zend_class_implements(class_entry, 1, class_entry_Vela_BackendUnavailable);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Pg_ConnectionFailed(zend_class_entry *class_entry_Vela_Pg_Exception, zend_class_entry *class_entry_Vela_BackendUnavailable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "ConnectionFailed", class_Vela_Pg_ConnectionFailed_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Pg_Exception);
	zend_class_implements(class_entry, 1, class_entry_Vela_BackendUnavailable);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Pg_AuthenticationFailed(zend_class_entry *class_entry_Vela_Pg_ConnectionFailed)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "AuthenticationFailed", class_Vela_Pg_AuthenticationFailed_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Pg_ConnectionFailed);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Pg_PoolTimeout(zend_class_entry *class_entry_Vela_Pg_Exception, zend_class_entry *class_entry_Vela_BackendUnavailable)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "PoolTimeout", class_Vela_Pg_PoolTimeout_methods);
	class_entry = zend_register_internal_class_ex(&ce, class_entry_Vela_Pg_Exception);
	zend_class_implements(class_entry, 1, class_entry_Vela_BackendUnavailable);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Pg_Pool(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "Pool", class_Vela_Pg_Pool_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;


	zend_add_parameter_attribute(zend_hash_str_find_ptr(&class_entry->function_table, "__construct", sizeof("__construct") - 1), 0, ZSTR_KNOWN(ZEND_STR_SENSITIVEPARAMETER), 0);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Pg_Connection(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "Connection", class_Vela_Pg_Connection_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Pg_Pipeline(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "Pipeline", class_Vela_Pg_Pipeline_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;

	return class_entry;
}

static zend_class_entry *register_class_Vela_Pg_Listener(zend_class_entry *class_entry_Iterator)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "Listener", class_Vela_Pg_Listener_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL|ZEND_ACC_NOT_SERIALIZABLE;
	zend_class_implements(class_entry, 1, class_entry_Iterator);

	return class_entry;
}

static zend_class_entry *register_class_Vela_Pg_Binary(void)
{
	zend_class_entry ce, *class_entry;

	INIT_NS_CLASS_ENTRY(ce, "Vela\\Pg", "Binary", class_Vela_Pg_Binary_methods);
	class_entry = zend_register_internal_class_ex(&ce, NULL);
	class_entry->ce_flags |= ZEND_ACC_FINAL;

	zval property_bytes_default_value;
	ZVAL_EMPTY_STRING(&property_bytes_default_value);
	zend_string *property_bytes_name = zend_string_init("bytes", sizeof("bytes") - 1, 1);
	zend_declare_typed_property(class_entry, property_bytes_name, &property_bytes_default_value, ZEND_ACC_PRIVATE, NULL, (zend_type) ZEND_TYPE_INIT_MASK(MAY_BE_STRING));
	zend_string_release(property_bytes_name);

	return class_entry;
}
