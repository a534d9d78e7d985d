/*
 * Vela\Pg\Pool: the options, the query methods on a shared (pipelined)
 * lease, script(), transaction() and begin() on an exclusive one, pipeline(), listen()
 * and stats().
 *
 * Options are checked against one table by the binding's options facility
 * (php/core/options.h): an unknown key, a wrong type or a value out of range
 * throws naming the option; nothing is clamped. Times
 * are seconds (int or float). The object is final, cannot be cloned or
 * serialized; a Pool made before fork() refuses to work in the child (its
 * connections are the parent's).
 */
#include "php/core/binding.h"
#include "php/core/options.h"
#include "php/pg/pg.h"

#include <Zend/zend_interfaces.h>

#include "src/core/error.h"
#include "src/core/histogram.h"

zend_class_entry *vela_ce_pg_pool;
static zend_object_handlers pool_handlers;

static const vela_php_option_t option_rows[] = {
    {"min", VELA_PHP_OPTION_INT, 0, 10000, false},
    {"max", VELA_PHP_OPTION_INT, 1, 10000, false},
    {"acquire_timeout", VELA_PHP_OPTION_SECONDS, 0, 86400, false},
    {"connect_timeout", VELA_PHP_OPTION_SECONDS, 0.001, 3600, false},
    {"query_timeout", VELA_PHP_OPTION_SECONDS, 0, 86400, true},
    {"idle_timeout", VELA_PHP_OPTION_SECONDS, 0, 86400 * 7, false},
    {"max_lifetime", VELA_PHP_OPTION_SECONDS, 0, 86400 * 7, false},
    {"pipeline_depth", VELA_PHP_OPTION_INT, 1, 100000, false},
    {"stall_after", VELA_PHP_OPTION_SECONDS, 0, 86400, false},
    {"statement_cache_size", VELA_PHP_OPTION_INT, 0, 100000, false},
    {"slow_query_ms", VELA_PHP_OPTION_INT, 0, 86400000, false},
    {"application_name", VELA_PHP_OPTION_OTHER, 0, 63, true},
    {"decode_json", VELA_PHP_OPTION_BOOL, 0, 0, false},
    {"name", VELA_PHP_OPTION_OTHER, 1, 95, false},
};

static const vela_php_options_table_t option_table = {"Vela\\Pg\\Pool", &vela_ce_pg_exception,
                                                      option_rows,
                                                      sizeof(option_rows) / sizeof(option_rows[0])};

/* The options of one query (query(), queryOne(), queryValue(), execute()). */
static const vela_php_option_t query_option_rows[] = {
    {"slow", VELA_PHP_OPTION_BOOL, 0, 0, false},
};

static const vela_php_options_table_t query_option_table = {
    "Vela\\Pg\\Pool query", &vela_ce_pg_exception, query_option_rows,
    sizeof(query_option_rows) / sizeof(query_option_rows[0])};

static zend_object *create(zend_class_entry *ce)
{
    vela_php_pg_pool_t *p = zend_object_alloc(sizeof(vela_php_pg_pool_t), ce);
    zend_object_std_init(&p->std, ce);
    object_properties_init(&p->std, ce);
    p->std.handlers = &pool_handlers;
    return &p->std;
}

static void free_obj(zend_object *obj)
{
    vela_php_pg_pool_t *p = vela_php_pg_pool_from(obj);
    vela_pg_pool_free(p->pg);
    p->pg = NULL;
    vela_php_pg_layouts_free(&p->layouts);
    zend_object_std_dtor(obj);
}

/* A name PostgreSQL and the metrics take as they are: no NUL, quote or backslash. */
static bool check_name(const vela_php_option_t *opt, zval *v)
{
    char expected[112];

    if (Z_TYPE_P(v) == IS_NULL && opt->nullable) {
        return true;
    }
    if (Z_TYPE_P(v) == IS_STRING && Z_STRLEN_P(v) >= (size_t)opt->min &&
        Z_STRLEN_P(v) <= (size_t)opt->max && strcspn(Z_STRVAL_P(v), "\"\\") == Z_STRLEN_P(v)) {
        return true;
    }
    snprintf(expected, sizeof(expected),
             "%sa string of %.0f to %.0f bytes without NUL, quotes or backslashes",
             opt->nullable ? "null or " : "", opt->min, opt->max);
    return vela_php_options_error(&option_table, opt->name, expected,
                                  Z_TYPE_P(v) == IS_STRING ? NULL : v);
}

/* Checks one option's value against its row; the number (or 0) in *number. */
static bool check_option(const vela_php_option_t *opt, zval *v, double *number)
{
    *number = 0;
    return opt->type == VELA_PHP_OPTION_OTHER
               ? check_name(opt, v)
               : vela_php_options_check(&option_table, opt, v, number);
}

static int64_t ms(double seconds)
{
    return (int64_t)(seconds * 1000 + 0.5);
}

/* Stores one checked option in the engine options / the binding's config. */
static void apply_option(const vela_php_option_t *opt, zval *v, double n, vela_pg_pool_options_t *o,
                         vela_php_pg_config_t *c)
{
    const char *k = opt->name;
    if (!strcmp(k, "min")) {
        o->pool.min = (uint32_t)n;
    } else if (!strcmp(k, "max")) {
        o->pool.max = (uint32_t)n;
    } else if (!strcmp(k, "acquire_timeout")) {
        o->pool.acquire_timeout_ms = ms(n);
    } else if (!strcmp(k, "connect_timeout")) {
        o->pool.connect_timeout_ms = ms(n);
    } else if (!strcmp(k, "query_timeout")) {
        c->query_timeout_ms = Z_TYPE_P(v) == IS_NULL || n == 0 ? -1 : ms(n);
    } else if (!strcmp(k, "idle_timeout")) {
        o->pool.idle_timeout_ms = ms(n);
    } else if (!strcmp(k, "max_lifetime")) {
        o->pool.max_lifetime_ms = ms(n);
    } else if (!strcmp(k, "pipeline_depth")) {
        o->pool.depth = (uint32_t)n;
    } else if (!strcmp(k, "stall_after")) {
        o->pool.stall_ms = ms(n);
    } else if (!strcmp(k, "statement_cache_size")) {
        o->statement_cache_size = (size_t)n;
    } else if (!strcmp(k, "slow_query_ms")) {
        c->slow_query_ms = (int64_t)n;
    } else if (!strcmp(k, "application_name")) {
        o->application_name = Z_TYPE_P(v) == IS_STRING ? Z_STRVAL_P(v) : NULL;
    } else if (!strcmp(k, "decode_json")) {
        c->decode_json = n != 0;
    } else if (!strcmp(k, "name")) {
        o->pool.name = Z_STRVAL_P(v); /* copied by the core pool */
    }
}

static bool parse_options(HashTable *ht, vela_pg_pool_options_t *o, vela_php_pg_config_t *c)
{
    *o = (vela_pg_pool_options_t){
        .pool = {.min = 0,
                 .max = 8,
                 .depth = 64,
                 .acquire_timeout_ms = 5000,
                 .connect_timeout_ms = 5000,
                 .idle_timeout_ms = 60000,
                 .max_lifetime_ms = 3600000,
                 .stall_ms = 200,
                 .name = "pg"},
        .statement_cache_size = 256,
        .application_name = "vela",
    };
    *c = (vela_php_pg_config_t){.query_timeout_ms = -1, .slow_query_ms = 0, .decode_json = true};
    zend_string *key;
    zval *v;
    ZEND_HASH_FOREACH_STR_KEY_VAL(ht, key, v)
    {
        const vela_php_option_t *opt = vela_php_options_find(&option_table, NULL, key);
        double n;
        ZVAL_DEREF(v);
        if (!opt) {
            return false;
        }
        if (!check_option(opt, v, &n)) {
            return false;
        }
        apply_option(opt, v, n, o, c);
    }
    ZEND_HASH_FOREACH_END();
    return o->pool.min <= o->pool.max ||
           vela_php_options_fail(&option_table, "option \"min\" must not exceed \"max\"");
}

PHP_METHOD(Vela_Pg_Pool, __construct)
{
    zend_string *dsn;
    HashTable *opts = NULL;
    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(dsn)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(opts)
    ZEND_PARSE_PARAMETERS_END();

    vela_php_pg_pool_t *p = vela_php_pg_pool_from(Z_OBJ_P(ZEND_THIS));
    if (p->pg) {
        zend_throw_exception(vela_ce_pg_exception, "Vela\\Pg\\Pool: already constructed", 0);
        RETURN_THROWS();
    }
    vela_pg_pool_options_t o;
    if (!parse_options(opts ? opts : (HashTable *)&zend_empty_array, &o, &p->config)) {
        RETURN_THROWS();
    }
    char error[256];
    int rc = vela_pg_pool_new(ZSTR_VAL(dsn), &o, &p->pg, error, sizeof(error));
    if (rc != 0) {
        zend_throw_exception_ex(vela_ce_pg_exception, rc, "Vela\\Pg\\Pool: %s",
                                error[0] ? error : vela_strerror(rc));
        RETURN_THROWS();
    }
}

/* Reads a query's options into *slow; false after throwing. */
static bool parse_query_options(HashTable *ht, bool *slow)
{
    zend_string *key;
    zval *v;
    *slow = false;
    ZEND_HASH_FOREACH_STR_KEY_VAL(ht, key, v)
    {
        const vela_php_option_t *opt = vela_php_options_find(&query_option_table, NULL, key);
        double n;
        ZVAL_DEREF(v);
        if (!opt || !vela_php_options_check(&query_option_table, opt, v, &n)) {
            return false;
        }
        *slow = n != 0;
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/*
 * A slow statement's lease: a connection of its own (src/core/pool.h), so
 * that no quick query waits behind it. As vela_php_pg_acquire().
 */
static int acquire_slow(vela_php_pg_pool_t *p, vela_pool_lease_t *lease)
{
    vela_pg_pool_t *pg = vela_php_pg_pool_engine(p);
    if (!pg) {
        return -1;
    }
    vela_php_core_call_site(lease->site, sizeof(lease->site));
    int rc = vela_pool_acquire_slow(pg->pool, lease);
    if (rc != 0) {
        vela_php_pg_throw_acquire(p, rc);
        return -1;
    }
    return 0;
}

static void run_shared(INTERNAL_FUNCTION_PARAMETERS, vela_php_pg_kind_t kind)
{
    zend_string *sql;
    HashTable *params = NULL, *options = NULL;
    bool slow = false;
    ZEND_PARSE_PARAMETERS_START(1, 3)
    Z_PARAM_STR(sql)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(params)
    Z_PARAM_ARRAY_HT(options)
    ZEND_PARSE_PARAMETERS_END();

    if (options && !parse_query_options(options, &slow)) {
        RETURN_THROWS();
    }
    vela_php_pg_pool_t *p = vela_php_pg_pool_from(Z_OBJ_P(ZEND_THIS));
    zend_object *tx = vela_php_pg_ambient(p);
    if (tx) { /* inside a transaction of this coroutine: it runs there */
        vela_php_pg_connection_query(tx, sql, params, kind, return_value);
        return;
    }
    vela_pool_lease_t lease;
    if ((slow ? acquire_slow(p, &lease) : vela_php_pg_acquire(p, false, &lease)) != 0) {
        RETURN_THROWS();
    }
    vela_php_pg_run(p, vela_pg_pool_lease_conn(&lease), sql, params, kind, return_value);
    vela_pool_release(&lease);
}

PHP_METHOD(Vela_Pg_Pool, query)
{
    run_shared(INTERNAL_FUNCTION_PARAM_PASSTHRU, PG_ROWS);
}

PHP_METHOD(Vela_Pg_Pool, queryOne)
{
    run_shared(INTERNAL_FUNCTION_PARAM_PASSTHRU, PG_ONE);
}

PHP_METHOD(Vela_Pg_Pool, queryValue)
{
    run_shared(INTERNAL_FUNCTION_PARAM_PASSTHRU, PG_VALUE);
}

PHP_METHOD(Vela_Pg_Pool, execute)
{
    run_shared(INTERNAL_FUNCTION_PARAM_PASSTHRU, PG_COUNT);
}

PHP_METHOD(Vela_Pg_Pool, script)
{
    zend_string *sql;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_STR(sql)
    ZEND_PARSE_PARAMETERS_END();

    vela_php_pg_pool_t *p = vela_php_pg_pool_from(Z_OBJ_P(ZEND_THIS));
    zend_object *tx = vela_php_pg_ambient(p);
    if (tx) { /* inside a transaction of this coroutine: it runs there */
        vela_php_pg_connection_script(tx, sql, return_value);
        return;
    }
    vela_pool_lease_t lease;
    if (vela_php_pg_acquire(p, true, &lease) != 0) {
        RETURN_THROWS();
    }
    vela_php_pg_script(p, vela_pg_pool_lease_conn(&lease), sql, return_value);
    vela_pool_release(&lease);
}

PHP_METHOD(Vela_Pg_Pool, transaction)
{
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_FUNC(fci, fcc)
    ZEND_PARSE_PARAMETERS_END();

    zend_object *scope = vela_php_pg_ambient(vela_php_pg_pool_from(Z_OBJ_P(ZEND_THIS)));
    if (scope) { /* nested in this coroutine's transaction on the pool: a savepoint of it */
        vela_php_pg_connection_savepoint(scope, &fci, &fcc, return_value);
        return;
    }
    zend_object *tx = vela_php_pg_connection_new(Z_OBJ_P(ZEND_THIS), false);
    if (!tx) {
        RETURN_THROWS();
    }
    vela_php_pg_connection_run(tx, &fci, &fcc, return_value);
    OBJ_RELEASE(tx);
}

PHP_METHOD(Vela_Pg_Pool, begin)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_object *tx = vela_php_pg_connection_new(Z_OBJ_P(ZEND_THIS), true);
    if (!tx) {
        RETURN_THROWS();
    }
    RETURN_OBJ(tx);
}

PHP_METHOD(Vela_Pg_Pool, pipeline)
{
    zend_fcall_info fci;
    zend_fcall_info_cache fcc;
    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_FUNC(fci, fcc)
    ZEND_PARSE_PARAMETERS_END();

    vela_php_pg_pool_t *p = vela_php_pg_pool_from(Z_OBJ_P(ZEND_THIS));
    if (!vela_php_pg_pool_engine(p)) {
        RETURN_THROWS();
    }
    vela_php_pg_pipeline_run(p, &fci, &fcc, return_value);
}

PHP_METHOD(Vela_Pg_Pool, listen)
{
    zend_string *channel;
    double seconds = 0;
    bool no_timeout = true;
    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_STR(channel)
    Z_PARAM_OPTIONAL
    Z_PARAM_DOUBLE_OR_NULL(seconds, no_timeout)
    ZEND_PARSE_PARAMETERS_END();

    int64_t timeout_ms = vela_php_coroutine_timeout_ms(seconds, 2, true, no_timeout);
    if (timeout_ms < -1) {
        RETURN_THROWS();
    }
    zend_object *listener = vela_php_pg_listener_new(Z_OBJ_P(ZEND_THIS), channel, timeout_ms);
    if (!listener) {
        RETURN_THROWS();
    }
    RETURN_OBJ(listener);
}

static void add_histogram(zval *out, const vela_histogram_t *h)
{
    zval buckets;
    array_init(&buckets);
    for (int i = 0; i < VELA_HISTOGRAM_BUCKETS; i++) {
        add_index_long(&buckets, (zend_long)vela_histogram_bounds_us[i], (zend_long)h->counts[i]);
    }
    add_assoc_long(&buckets, "+Inf", (zend_long)h->counts[VELA_HISTOGRAM_BUCKETS]);
    array_init(out);
    add_assoc_zval(out, "buckets_us", &buckets);
    add_assoc_long(out, "count", (zend_long)h->count);
    add_assoc_long(out, "sum_us", (zend_long)h->sum_us);
}

PHP_METHOD(Vela_Pg_Pool, stats)
{
    ZEND_PARSE_PARAMETERS_NONE();
    vela_pg_pool_t *pg = vela_php_pg_pool_engine(vela_php_pg_pool_from(Z_OBJ_P(ZEND_THIS)));
    if (!pg) {
        RETURN_THROWS();
    }
    vela_pool_stats_t st;
    vela_pool_stats(pg->pool, &st);
    array_init(return_value);
    add_assoc_long(return_value, "size", st.size);
    add_assoc_long(return_value, "idle", st.idle);
    add_assoc_long(return_value, "busy", st.busy);
    add_assoc_long(return_value, "opening", st.opening);
    add_assoc_long(return_value, "waiting", st.waiting);
    add_assoc_long(return_value, "leases", st.leases);
    add_assoc_long(return_value, "in_flight", (zend_long)pg->counters.in_flight);
    add_assoc_long(return_value, "queries", (zend_long)pg->counters.queries);
    add_assoc_long(return_value, "errors", (zend_long)pg->counters.errors);
    add_assoc_long(return_value, "reconnects", (zend_long)pg->reconnects);
    add_assoc_long(return_value, "connect_errors", (zend_long)st.open_errors);
    add_assoc_long(return_value, "acquires", (zend_long)st.acquires);
    add_assoc_long(return_value, "acquire_timeouts", (zend_long)st.acquire_timeouts);
    add_assoc_long(return_value, "statement_cache_hits", (zend_long)pg->counters.cache_hits);
    add_assoc_long(return_value, "statement_cache_misses", (zend_long)pg->counters.cache_misses);
    zval wait;
    add_histogram(&wait, &st.acquire_wait);
    add_assoc_zval(return_value, "acquire_wait", &wait);
}

PHP_METHOD(Vela_Pg_Pool, close)
{
    ZEND_PARSE_PARAMETERS_NONE();
    vela_php_pg_pool_t *p = vela_php_pg_pool_from(Z_OBJ_P(ZEND_THIS));
    if (p->pg && vela_php_pg_pool_engine(p)) {
        vela_pool_close(p->pg->pool);
    }
}

void vela_php_pg_pool_register(zend_class_entry *ce)
{
    vela_ce_pg_pool = ce;
    ce->create_object = create;
    memcpy(&pool_handlers, zend_get_std_object_handlers(), sizeof(pool_handlers));
    pool_handlers.offset = XtOffsetOf(vela_php_pg_pool_t, std);
    pool_handlers.free_obj = free_obj;
    pool_handlers.clone_obj = NULL;
}
