/*
 * PHP values to libpq parameters and libpq results to PHP values.
 *
 * Parameters are always sent apart from the SQL ($1, $2, ...), in text
 * format: null -> NULL, bool -> t/f, int and float as numbers (float with 17
 * significant digits; INF/NAN as Infinity/NaN), strings as they are,
 * Stringable objects as their string, arrays as array literals
 * ('{"a","b"}', nested arrays as more dimensions, every element quoted).
 * Binary data goes in binary format: Vela\Pg\Binary objects, and strings
 * holding a NUL byte (text format would cut them there).
 *
 * Results come in text format and are typed by column OID
 * (src/pg/types.h): int, float, bool, json decoded to arrays (unless
 * decode_json is off), bytea decoded, ISO 8601 times, arrays of those as PHP
 * lists, everything else a string.
 */
#include "php/pg/pg.h"

#include <Zend/zend_smart_str.h>
#include <ext/json/php_json.h>

#include "src/pg/array.h"
#include "src/pg/types.h"

/* ---- parameters -------------------------------------------------------- */

static zend_string *own(vela_php_pg_params_t *p, zend_string *s)
{
    p->owned[p->owned_count++] = s;
    return s;
}

static void append_double(smart_str *out, double d)
{
    if (zend_isnan(d)) {
        smart_str_appends(out, "NaN");
    } else if (zend_isinf(d)) {
        smart_str_appends(out, d > 0 ? "Infinity" : "-Infinity");
    } else {
        smart_str_append_double(out, d, 17, false);
    }
}

static int append_literal(smart_str *out, zval *v, int depth);

/* One quoted array element: backslash before '"' and '\'. */
static void append_quoted(smart_str *out, const char *s, size_t len)
{
    smart_str_appendc(out, '"');
    for (size_t i = 0; i < len; i++) {
        if (s[i] == '"' || s[i] == '\\') {
            smart_str_appendc(out, '\\');
        }
        smart_str_appendc(out, s[i]);
    }
    smart_str_appendc(out, '"');
}

static int append_element(smart_str *out, zval *v, int depth)
{
    ZVAL_DEREF(v);
    switch (Z_TYPE_P(v)) {
    case IS_NULL:
        smart_str_appends(out, "NULL");
        return 0;
    case IS_TRUE:
    case IS_FALSE:
        smart_str_appendc(out, Z_TYPE_P(v) == IS_TRUE ? 't' : 'f');
        return 0;
    case IS_LONG:
        smart_str_append_long(out, Z_LVAL_P(v));
        return 0;
    case IS_DOUBLE:
        append_double(out, Z_DVAL_P(v));
        return 0;
    case IS_ARRAY:
        return append_literal(out, v, depth + 1);
    default: {
        zend_string *s = zval_try_get_string(v);
        if (!s) {
            return -1;
        }
        append_quoted(out, ZSTR_VAL(s), ZSTR_LEN(s));
        zend_string_release(s);
        return 0;
    }
    }
}

static int append_literal(smart_str *out, zval *array, int depth)
{
    if (depth > VELA_PG_ARRAY_MAX_DEPTH) {
        zend_throw_exception(vela_ce_pg_exception,
                             "an array parameter nests deeper than PostgreSQL's 6 dimensions", 0);
        return -1;
    }
    bool first = true;
    zval *v;
    smart_str_appendc(out, '{');
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(array), v)
    {
        if (!first) {
            smart_str_appendc(out, ',');
        }
        first = false;
        if (append_element(out, v, depth) != 0) {
            return -1;
        }
    }
    ZEND_HASH_FOREACH_END();
    smart_str_appendc(out, '}');
    return 0;
}

/* An object parameter: Vela\Pg\Binary in binary format, anything else as its string. */
static int object_param(vela_php_pg_params_t *p, int i, zval *v)
{
    if (Z_OBJCE_P(v) == vela_ce_pg_binary) {
        zval *bytes = OBJ_PROP_NUM(Z_OBJ_P(v), 0);
        p->values[i] = Z_TYPE_P(bytes) == IS_STRING ? Z_STRVAL_P(bytes) : "";
        p->lengths[i] = Z_TYPE_P(bytes) == IS_STRING ? (int)Z_STRLEN_P(bytes) : 0;
        p->formats[i] = 1;
        return 0;
    }
    zend_string *s = zval_try_get_string(v);
    if (!s) {
        return -1;
    }
    p->values[i] = ZSTR_VAL(own(p, s));
    p->lengths[i] = (int)ZSTR_LEN(s);
    return 0;
}

/* An array literal, or the text of a bool/int/float, built into an owned buffer. */
static int built_param(vela_php_pg_params_t *p, int i, zval *v)
{
    smart_str buf = {0};
    int rc = Z_TYPE_P(v) == IS_ARRAY ? append_literal(&buf, v, 1) : append_element(&buf, v, 0);
    if (rc != 0) {
        smart_str_free(&buf);
        return -1;
    }
    smart_str_0(&buf);
    p->values[i] = ZSTR_VAL(own(p, buf.s));
    return 0;
}

/* Text (or binary) for one parameter; -1 with an exception when it cannot be sent. */
static int param(vela_php_pg_params_t *p, int i, zval *v)
{
    ZVAL_DEREF(v);
    p->formats[i] = 0;
    switch (Z_TYPE_P(v)) {
    case IS_NULL:
        p->values[i] = NULL;
        return 0;
    case IS_STRING:
        p->values[i] = Z_STRVAL_P(v);
        p->lengths[i] = (int)Z_STRLEN_P(v);
        p->formats[i] = memchr(Z_STRVAL_P(v), 0, Z_STRLEN_P(v)) ? 1 : 0;
        return 0;
    case IS_LONG:
        if (p->values == p->inline_values) { /* the text in the struct, not an owned string */
            char *end = p->inline_ints[i] + MAX_LENGTH_OF_LONG;
            *end = '\0';
            p->values[i] = zend_print_long_to_buf(end, Z_LVAL_P(v));
            return 0;
        }
        return built_param(p, i, v);
    case IS_OBJECT:
        return object_param(p, i, v);
    case IS_RESOURCE:
        zend_throw_exception_ex(vela_ce_pg_exception, 0, "parameter $%d: cannot send a resource",
                                i + 1);
        return -1;
    default:
        return built_param(p, i, v);
    }
}

int vela_php_pg_params_build(HashTable *params, vela_php_pg_params_t *p)
{
    p->values = NULL;
    p->owned_count = 0;
    uint32_t n = params ? zend_hash_num_elements(params) : 0;
    if (n > 65535) {
        zend_throw_exception(vela_ce_pg_exception, "more than 65535 parameters", 0);
        return -1;
    }
    if (n > 0 && n <= VELA_PHP_PG_PARAMS_INLINE) {
        p->values = p->inline_values;
        p->lengths = p->inline_lengths;
        p->formats = p->inline_formats;
        p->owned = p->inline_owned;
        memset(p->inline_lengths, 0, sizeof(int) * n);
    } else if (n > 0) {
        /* one block: the values and owned strings (pointers), then lengths and formats */
        char *block = ecalloc(n, 2 * sizeof(void *) + 2 * sizeof(int));
        p->values = (const char **)block;
        p->owned = (zend_string **)(block + n * sizeof(void *));
        p->lengths = (int *)(block + 2 * n * sizeof(void *));
        p->formats = p->lengths + n;
    }
    int i = 0;
    zval *v;
    if (params) {
        ZEND_HASH_FOREACH_VAL(params, v)
        {
            if (param(p, i++, v) != 0) {
                return -1;
            }
        }
        ZEND_HASH_FOREACH_END();
    }
    p->libpq = (vela_pg_params_t){
        .count = (int)n, .values = p->values, .lengths = p->lengths, .formats = p->formats};
    return 0;
}

void vela_php_pg_params_free(vela_php_pg_params_t *p)
{
    for (int i = 0; i < p->owned_count; i++) {
        zend_string_release(p->owned[i]);
    }
    if (p->values && p->values != p->inline_values) {
        efree((void *)p->values); /* the block of all four */
    }
    p->values = NULL;
    p->owned_count = 0;
}

/* ---- results ----------------------------------------------------------- */

static void bytea(const char *v, size_t len, zval *out)
{
    zend_string *bytes = zend_string_alloc(len / 2, 0);
    long n = vela_pg_bytea_decode(v, len, (unsigned char *)ZSTR_VAL(bytes));
    if (n < 0) {
        zend_string_efree(bytes);
        ZVAL_STRINGL(out, v, len); /* not hex output: the text */
        return;
    }
    ZSTR_LEN(bytes) = (size_t)n;
    ZSTR_VAL(bytes)[n] = '\0';
    ZVAL_NEW_STR(out, bytes);
}

static void iso8601(const char *v, size_t len, zval *out)
{
    zend_string *iso = zend_string_alloc(len + 8, 0);
    ZSTR_LEN(iso) = (size_t)vela_pg_iso8601(v, len, ZSTR_VAL(iso), len + 8);
    ZVAL_NEW_STR(out, iso);
}

static void scalar(const vela_php_pg_config_t *cfg, vela_pg_kind_t kind, const char *v, size_t len,
                   zval *out)
{
    switch (kind) {
    case VELA_PG_KIND_INT:
        ZVAL_LONG(out, (zend_long)vela_pg_int(v, len));
        return;
    case VELA_PG_KIND_FLOAT:
        if (len >= 3 && (v[len - 1] == 'y' || v[0] == 'N')) { /* Infinity, -Infinity, NaN */
            ZVAL_DOUBLE(out,
                        v[0] == 'N' ? ZEND_NAN : (v[0] == '-' ? -ZEND_INFINITY : ZEND_INFINITY));
        } else {
            ZVAL_DOUBLE(out, zend_strtod(v, NULL));
        }
        return;
    case VELA_PG_KIND_BOOL:
        ZVAL_BOOL(out, vela_pg_bool(v, len));
        return;
    case VELA_PG_KIND_JSON:
        if (!cfg->decode_json || php_json_decode_ex(out, v, len, PHP_JSON_OBJECT_AS_ARRAY,
                                                    PHP_JSON_PARSER_DEFAULT_DEPTH) != SUCCESS) {
            ZVAL_STRINGL(out, v, len);
        }
        return;
    case VELA_PG_KIND_BYTEA:
        bytea(v, len, out);
        return;
    case VELA_PG_KIND_TIME:
        iso8601(v, len, out);
        return;
    default:
        ZVAL_STRINGL(out, v, len);
    }
}

/* Building a PHP array from an array literal: the arrays being filled, outermost first. */
typedef struct array_ctx {
    const vela_php_pg_config_t *cfg;
    vela_pg_kind_t kind;
    HashTable *stack[VELA_PG_ARRAY_MAX_DEPTH];
    int depth;
    zval *root;
} array_ctx_t;

static int on_begin(void *ctx)
{
    array_ctx_t *a = ctx;
    if (a->depth == 0) {
        array_init(a->root);
        a->stack[a->depth++] = Z_ARRVAL_P(a->root);
        return 0;
    }
    zval child;
    array_init(&child);
    zend_hash_next_index_insert(a->stack[a->depth - 1], &child);
    a->stack[a->depth++] = Z_ARRVAL(child);
    return 0;
}

static int on_end(void *ctx)
{
    array_ctx_t *a = ctx;
    a->depth--;
    return 0;
}

static int on_element(void *ctx, const char *v, size_t len)
{
    array_ctx_t *a = ctx;
    zval item;
    scalar(a->cfg, a->kind, v, len, &item);
    zend_hash_next_index_insert(a->stack[a->depth - 1], &item);
    return 0;
}

static int on_null(void *ctx)
{
    array_ctx_t *a = ctx;
    zval item;
    ZVAL_NULL(&item);
    zend_hash_next_index_insert(a->stack[a->depth - 1], &item);
    return 0;
}

static const vela_pg_array_builder_t array_builder = {on_begin, on_end, on_element, on_null};

static void array_value(const vela_php_pg_config_t *cfg, vela_pg_kind_t kind, const char *v,
                        size_t len, zval *out)
{
    array_ctx_t a = {.cfg = cfg, .kind = kind, .root = out};
    char *scratch = emalloc(len + 1);
    ZVAL_UNDEF(out);
    int rc = vela_pg_array_parse(v, len, &array_builder, &a, scratch);
    efree(scratch);
    if (rc != 0) {
        zval_ptr_dtor(out);
        ZVAL_STRINGL(out, v, len); /* not an array literal we know: the text */
    }
}

static void value(const vela_php_pg_config_t *cfg, const PGresult *r, int row, int col,
                  const vela_php_pg_column_t *c, zval *out)
{
    if (PQgetisnull(r, row, col)) {
        ZVAL_NULL(out);
        return;
    }
    const char *v = PQgetvalue(r, row, col);
    size_t len = (size_t)PQgetlength(r, row, col);
    if (c->array) {
        array_value(cfg, c->kind, v, len, out);
    } else {
        scalar(cfg, c->kind, v, len, out);
    }
}

static void row(const vela_php_pg_config_t *cfg, const PGresult *r, int i,
                const vela_php_pg_column_t *cols, int n, zval *out)
{
    array_init_size(out, (uint32_t)n);
    for (int c = 0; c < n; c++) {
        zval v;
        value(cfg, r, i, c, &cols[c], &v);
        zend_hash_update(Z_ARRVAL_P(out), cols[c].name, &v);
    }
}

static void rows(vela_php_pg_pool_t *pool, const PGresult *r, vela_php_pg_kind_t kind, zval *rv)
{
    const vela_php_pg_config_t *cfg = &pool->config;
    int n = PQnfields(r), count = PQntuples(r);
    if ((kind == PG_VALUE && n == 0) || ((kind == PG_VALUE || kind == PG_ONE) && count == 0)) {
        ZVAL_NULL(rv);
        return;
    }
    /* The pool's kept layout, or (a wide result) columns made for this result only. */
    const vela_php_pg_column_t *cols = vela_php_pg_layout_of(&pool->layouts, r, n);
    vela_php_pg_column_t *own = NULL;
    if (!cols && n > 0) {
        own = emalloc(sizeof(*own) * (size_t)n);
        for (int i = 0; i < n; i++) {
            vela_php_pg_column_fill(&own[i], r, i);
        }
        cols = own;
    }
    if (kind == PG_VALUE) {
        value(cfg, r, 0, 0, &cols[0], rv);
    } else if (kind == PG_ONE) {
        row(cfg, r, 0, cols, n, rv);
    } else {
        array_init_size(rv, (uint32_t)count);
        for (int i = 0; i < count; i++) {
            zval one;
            row(cfg, r, i, cols, n, &one);
            zend_hash_next_index_insert_new(Z_ARRVAL_P(rv), &one);
        }
    }
    if (own) {
        for (int i = 0; i < n; i++) {
            zend_string_release(own[i].name);
        }
        efree(own);
    }
}

/* Converts q's successful result into res->value (UNDEF when q failed); 0, or -1 when it failed. */
static int convert_now(vela_php_pg_result_t *res, vela_pg_query_t *q)
{
    ExecStatusType st = q->result ? PQresultStatus(q->result) : PGRES_FATAL_ERROR;
    if (q->rc != 0 || (st != PGRES_TUPLES_OK && st != PGRES_COMMAND_OK)) {
        return -1;
    }
    if (res->kind == PG_COUNT) {
        const char *affected = PQcmdTuples(q->result);
        ZVAL_LONG(&res->value, affected[0] ? ZEND_STRTOL(affected, NULL, 10) : 0);
    } else {
        rows(res->pool, q->result, res->kind, &res->value);
    }
    return 0;
}

/* on_complete: on the loop, at q's Sync. */
static void convert_on_arrival(vela_pg_query_t *q, void *arg)
{
    vela_php_pg_result_t *res = arg;
    if (convert_now(res, q) == 0) {
        PQclear(q->result);
        q->result = NULL;
    }
}

void vela_php_pg_result_arm(vela_php_pg_result_t *res, vela_php_pg_pool_t *pool,
                            vela_php_pg_kind_t kind, vela_pg_query_t *q)
{
    res->pool = pool;
    res->kind = kind;
    ZVAL_UNDEF(&res->value);
    q->on_complete = convert_on_arrival;
    q->on_complete_arg = res;
}

void vela_php_pg_result_release(vela_php_pg_result_t *res)
{
    zval_ptr_dtor(&res->value);
    ZVAL_UNDEF(&res->value);
}

int vela_php_pg_convert(vela_php_pg_result_t *res, vela_pg_query_t *q, zval *rv, zval *ex)
{
    if (Z_ISUNDEF(res->value) && convert_now(res, q) != 0) {
        vela_php_pg_query_exception(q, ex);
        return -1;
    }
    ZVAL_COPY_VALUE(rv, &res->value);
    ZVAL_UNDEF(&res->value);
    return 0;
}
