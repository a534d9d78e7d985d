/*
 * Vela\Pg\Exception and its subclasses: the getters, and the one mapping
 * from a PostgreSQL failure to an exception class. A server error maps by
 * SQLSTATE (23505 UniqueViolation, 23503 ForeignKeyViolation, 57014
 * QueryTimeout, class 28 AuthenticationFailed, class 08 but 08P01 (a protocol
 * violation leaves the connection usable) and 57P01..57P03 ConnectionLost); a connection that broke
 * is ConnectionLost; the rest is the base class. The exception carries the server's message as its
 * message, SQLSTATE, detail, hint and the SQL. getCode() is the engine code
 * (a negative VELA_E* / uv value) for failures that are not the server's,
 * else 0. The classes of engine codes are the area's rows of the one table
 * (pg/register.c, ext/php/core/exception.c); the SQLSTATEs are mapped here.
 */
#include "php/core/binding.h"
#include "php/pg/pg.h"

#include "src/core/error.h"

zend_class_entry *vela_ce_pg_exception, *vela_ce_pg_unique_violation,
    *vela_ce_pg_foreign_key_violation, *vela_ce_pg_query_timeout, *vela_ce_pg_connection_lost,
    *vela_ce_pg_connection_failed, *vela_ce_pg_authentication_failed, *vela_ce_pg_pool_timeout;

static zval *property(zend_object *obj, const char *name)
{
    zval rv;
    return zend_read_property(vela_ce_pg_exception, obj, name, strlen(name), 1, &rv);
}

#define GETTER(method, name)                                                                       \
    PHP_METHOD(Vela_Pg_Exception, method)                                                          \
    {                                                                                              \
        ZEND_PARSE_PARAMETERS_NONE();                                                              \
        RETURN_COPY_DEREF(property(Z_OBJ_P(ZEND_THIS), name));                                     \
    }

GETTER(getSqlState, "sqlState")
GETTER(getDetail, "detail")
GETTER(getHint, "hint")
GETTER(getSql, "sql")
GETTER(getPipelineResults, "pipelineResults")

void vela_php_pg_exception_register(zend_class_entry *ce)
{
    vela_ce_pg_exception = ce;
}

static void set_string(zend_object *obj, const char *name, const char *value)
{
    if (value) {
        zend_update_property_string(vela_ce_pg_exception, obj, name, strlen(name), value);
    }
}

void vela_php_pg_exception(zend_class_entry *ce, int code, const char *message, const char *sql,
                           zval *ex)
{
    object_init_ex(ex, ce);
    zend_object *obj = Z_OBJ_P(ex);
    zend_update_property_string(zend_ce_exception, obj, "message", sizeof("message") - 1, message);
    zend_update_property_long(zend_ce_exception, obj, "code", sizeof("code") - 1, code);
    set_string(obj, "sql", sql);
}

static zend_class_entry *class_for_sqlstate(const char *s)
{
    if (strcmp(s, "23505") == 0) {
        return vela_ce_pg_unique_violation;
    }
    if (strcmp(s, "23503") == 0) {
        return vela_ce_pg_foreign_key_violation;
    }
    if (strcmp(s, "57014") == 0) {
        return vela_ce_pg_query_timeout;
    }
    if (strncmp(s, "28", 2) == 0) {
        return vela_ce_pg_authentication_failed;
    }
    if ((strncmp(s, "08", 2) == 0 && strcmp(s, "08P01") != 0) || strcmp(s, "57P01") == 0 ||
        strcmp(s, "57P02") == 0 || strcmp(s, "57P03") == 0) {
        return vela_ce_pg_connection_lost;
    }
    return vela_ce_pg_exception;
}

void vela_php_pg_query_exception(vela_pg_query_t *q, zval *ex)
{
    if (q->rc != 0 || !q->result) {
        const char *why = q->error && q->error[0] ? q->error : vela_strerror(q->rc);
        zend_class_entry *ce =
            vela_php_core_exception_class(vela_ce_pg_exception, VELA_OP_CALL, q->rc);
        vela_php_pg_exception(ce ? ce : vela_ce_pg_connection_lost, q->rc, why, q->sql, ex);
        return;
    }
    const PGresult *r = q->result;
    const char *state = PQresultErrorField(r, PG_DIAG_SQLSTATE);
    const char *primary = PQresultErrorField(r, PG_DIAG_MESSAGE_PRIMARY);
    if (PQresultStatus(r) == PGRES_PIPELINE_ABORTED) {
        primary = "the query was not run: an earlier query of its segment failed";
    }
    if (!primary) {
        primary = PQresultErrorMessage(r);
    }
    state = state ? state : "";
    vela_php_pg_exception(class_for_sqlstate(state), 0, primary, q->sql, ex);
    zend_object *obj = Z_OBJ_P(ex);
    set_string(obj, "sqlState", state);
    set_string(obj, "detail", PQresultErrorField(r, PG_DIAG_MESSAGE_DETAIL));
    set_string(obj, "hint", PQresultErrorField(r, PG_DIAG_MESSAGE_HINT));
}

/*
 * The class of a failed acquire comes from the area's table
 * (pg/register.c): PoolTimeout with the one exhaustion message, a closed
 * pool or one that cannot open ConnectionFailed (AuthenticationFailed when
 * the server refused the credentials); cancellation and misuse are the core's.
 */
void vela_php_pg_throw_acquire(vela_php_pg_pool_t *pool, int rc)
{
    vela_pg_pool_t *pg = pool->pg;
    zend_class_entry *ce = vela_php_core_exception_class(vela_ce_pg_exception, VELA_OP_ACQUIRE, rc);
    if (rc == VELA_ECANCELED || rc == VELA_EBLOCKED || rc == VELA_ESTATE) {
        vela_php_core_throw(rc, "Vela\\Pg\\Pool: waiting for a connection");
        return;
    }
    if (EG(exception)) {
        return;
    }
    zval ex;
    if (rc == VELA_ETIMEOUT) {
        zend_string *message = vela_php_core_pool_exhausted(pg->pool);
        vela_php_pg_exception(ce, rc, ZSTR_VAL(message), NULL, &ex);
        zend_string_release(message);
    } else if (rc == VELA_ECLOSED) {
        vela_php_pg_exception(ce, rc, "the pool is closed", NULL, &ex);
    } else {
        if (vela_pg_pool_auth_failed(pg)) {
            ce = vela_ce_pg_authentication_failed;
        }
        const char *why = pg->last_error.message[0] ? pg->last_error.message : vela_strerror(rc);
        vela_php_pg_exception(ce ? ce : vela_ce_pg_connection_failed, rc, why, NULL, &ex);
        zend_update_property_string(vela_ce_pg_exception, Z_OBJ(ex), "sqlState",
                                    sizeof("sqlState") - 1, pg->last_error.sqlstate);
    }
    zend_throw_exception_object(&ex);
}
