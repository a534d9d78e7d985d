/*
 * Vela\Http\Page: one page of a PostgreSQL query, with the total when asked
 * and the links to the next and previous pages (JSON: {"data": [...],
 * "links": {"next", "prev"}, "meta": {"per_page", "total"}}).
 *
 * Design. Both helpers wrap the app's SQL as a subquery and read one row
 * more than the page holds, so "is there a next page" costs no count.
 *  - Page::offset() reads ?page= and ?per_page= (per_page bounded by
 *    $maxPerPage): LIMIT n + 1 OFFSET (page - 1) * n. Simple; deep pages
 *    cost what OFFSET costs.
 *  - Page::keyset() pages on a unique, ordered column: ?after=<cursor>
 *    gives the rows after it (WHERE key > $n ORDER BY key), ?before= the
 *    rows before it; a cursor is base64url(JSON) of the key's value, opaque
 *    to clients. Every page costs an index range scan, however deep.
 * The total (SELECT count(*) over the same SQL) is read only when asked.
 * Links keep the request's path and other query parameters. A bad page,
 * per_page or cursor is a 400 (BadRequestException), as user input is.
 */
#include <php.h>
#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <ext/json/php_json.h>
#include <ext/standard/base64.h>
#include <zend_smart_str.h>

#include "php/app/app.h"
#include "php/core/binding.h"
#include "php/http/http.h"
#include "php/pg/pg.h"

zend_class_entry *vela_ce_app_page;

/* $object->$name(...args) for up to 3 arguments into *out; false with an exception thrown. */
static bool call(zval *object, const char *name, uint32_t argc, zval *argv, zval *out)
{
    zend_function *fn =
        zend_hash_str_find_ptr_lc(&Z_OBJCE_P(object)->function_table, name, strlen(name));
    ZVAL_NULL(out);
    if (fn == NULL) {
        zend_throw_error(NULL, "%s has no %s() method", ZSTR_VAL(Z_OBJCE_P(object)->name), name);
        return false;
    }
    zend_call_known_instance_method(fn, Z_OBJ_P(object), out, argc, argv);
    return !EG(exception);
}

/* The integer query parameter `name` of `request`, `fallback` when absent or empty; -1 when it
 * is not a positive integer. */
static zend_long query_int(zval *request, const char *name, zend_long fallback)
{
    zval arg, value;
    ZVAL_STRING(&arg, name);
    bool ok = call(request, "query", 1, &arg, &value);
    zval_ptr_dtor(&arg);
    zend_long n = fallback;
    if (ok && Z_TYPE(value) == IS_STRING && Z_STRLEN(value) > 0) {
        zend_long parsed;
        double ignored;
        n = is_numeric_string(Z_STRVAL(value), Z_STRLEN(value), &parsed, &ignored, false) ==
                        IS_LONG &&
                    parsed > 0
                ? parsed
                : -1;
    } else if (ok && Z_TYPE(value) != IS_NULL && Z_TYPE(value) != IS_STRING) {
        n = -1;
    }
    zval_ptr_dtor(&value);
    return n;
}

/* The request's path with its query, `name` set to `value` (and `drop` removed). */
static zend_string *link_to(zval *request, const char *name, zval *value, const char *drop)
{
    zval path, query, built, fn;
    call(request, "path", 0, NULL, &path);
    call(request, "query", 0, NULL, &query);
    if (Z_TYPE(query) != IS_ARRAY) {
        zval_ptr_dtor(&query);
        array_init(&query);
    }
    SEPARATE_ARRAY(&query);
    Z_TRY_ADDREF_P(value);
    zend_hash_str_update(Z_ARRVAL(query), name, strlen(name), value);
    if (drop) {
        zend_hash_str_del(Z_ARRVAL(query), drop, strlen(drop));
    }
    ZVAL_STRING(&fn, "http_build_query");
    call_user_function(NULL, NULL, &fn, &built, 1, &query);
    zend_string *link = zend_strpprintf(0, "%s?%s", Z_TYPE(path) == IS_STRING ? Z_STRVAL(path) : "",
                                        Z_TYPE(built) == IS_STRING ? Z_STRVAL(built) : "");
    zval_ptr_dtor(&fn);
    zval_ptr_dtor(&built);
    zval_ptr_dtor(&query);
    zval_ptr_dtor(&path);
    return link;
}

/* $db->query($sql, $params) / queryValue() into *out. */
static bool run(zval *db, const char *method, zend_string *sql, zval *params, zval *out)
{
    zval argv[2];
    ZVAL_STR(&argv[0], sql);
    ZVAL_COPY_VALUE(&argv[1], params);
    return call(db, method, 2, argv, out);
}

/* The total when asked: SELECT count(*) over the app's SQL, into *total (NULL otherwise). */
static bool count_of(zval *db, zend_string *sql, zval *params, bool asked, zval *total)
{
    ZVAL_NULL(total);
    if (!asked) {
        return true;
    }
    zend_string *q = zend_strpprintf(0, "SELECT count(*) FROM (%s) AS vela_page", ZSTR_VAL(sql));
    bool ok = run(db, "queryValue", q, params, total);
    zend_string_release(q);
    return ok;
}

/* A Page into *out from its parts (each zval's reference is taken over). */
static void page_new(zval *out, zval *items, zval *total, zend_string *next, zend_string *prev,
                     zend_long per_page)
{
    zend_object *obj = zend_objects_new(vela_ce_app_page);
    object_properties_init(obj, vela_ce_app_page);
    ZVAL_OBJ(out, obj);
    zval v;
    zend_update_property(vela_ce_app_page, obj, "items", 5, items);
    zend_update_property(vela_ce_app_page, obj, "total", 5, total);
    if (next) {
        ZVAL_STR(&v, next);
    } else {
        ZVAL_NULL(&v);
    }
    zend_update_property(vela_ce_app_page, obj, "next", 4, &v);
    zval_ptr_dtor(&v);
    if (prev) {
        ZVAL_STR(&v, prev);
    } else {
        ZVAL_NULL(&v);
    }
    zend_update_property(vela_ce_app_page, obj, "prev", 4, &v);
    zval_ptr_dtor(&v);
    ZVAL_LONG(&v, per_page);
    zend_update_property(vela_ce_app_page, obj, "perPage", 7, &v);
    zval_ptr_dtor(items);
    zval_ptr_dtor(total);
}

/* Drops the last row of `rows` (a list) when it holds more than `n`; true when it did. */
static bool trim_extra(zval *rows, zend_long n)
{
    if (Z_TYPE_P(rows) != IS_ARRAY || (zend_long)zend_hash_num_elements(Z_ARRVAL_P(rows)) <= n) {
        return false;
    }
    SEPARATE_ARRAY(rows);
    zend_hash_index_del(Z_ARRVAL_P(rows), zend_hash_num_elements(Z_ARRVAL_P(rows)) - 1);
    return true;
}

/* per_page from the request, bounded; false with a 400 thrown. */
static bool per_page_of(zval *request, zend_long fallback, zend_long max, zend_long *out)
{
    zend_long n = query_int(request, "per_page", fallback);
    if (EG(exception)) {
        return false;
    }
    if (n < 1 || n > max) {
        vela_php_app_http_exception_throw(
            400, "per_page must be an integer from 1 to " ZEND_LONG_FMT, max);
        return false;
    }
    *out = n;
    return true;
}

PHP_METHOD(Vela_Http_Page, offset)
{
    zval *db, *params, *request;
    zend_string *sql;
    zend_long fallback = 20, max = 100;
    bool with_total = false;
    ZEND_PARSE_PARAMETERS_START(4, 7)
    Z_PARAM_OBJECT(db)
    Z_PARAM_STR(sql)
    Z_PARAM_ARRAY(params)
    Z_PARAM_OBJECT_OF_CLASS(request, vela_ce_http_request)
    Z_PARAM_OPTIONAL
    Z_PARAM_LONG(fallback)
    Z_PARAM_LONG(max)
    Z_PARAM_BOOL(with_total)
    ZEND_PARSE_PARAMETERS_END();
    zend_long per, page = query_int(request, "page", 1);
    if (EG(exception) || !per_page_of(request, fallback, max, &per)) {
        RETURN_THROWS();
    }
    if (page < 1 || page > ZEND_LONG_MAX / per) {
        vela_php_app_http_exception_throw(400, "page must be a positive integer");
        RETURN_THROWS();
    }
    zend_string *q = zend_strpprintf(
        0, "SELECT * FROM (%s) AS vela_page LIMIT " ZEND_LONG_FMT " OFFSET " ZEND_LONG_FMT,
        ZSTR_VAL(sql), per + 1, (page - 1) * per);
    zval rows, total, number;
    bool ok = run(db, "query", q, params, &rows);
    zend_string_release(q);
    if (!ok || !count_of(db, sql, params, with_total, &total)) {
        zval_ptr_dtor(&rows);
        RETURN_THROWS();
    }
    bool more = trim_extra(&rows, per);
    ZVAL_LONG(&number, page + 1);
    zend_string *next = more ? link_to(request, "page", &number, NULL) : NULL;
    ZVAL_LONG(&number, page - 1);
    zend_string *prev = page > 1 ? link_to(request, "page", &number, NULL) : NULL;
    page_new(return_value, &rows, &total, next, prev, per);
}

/* The cursor of `row`'s `key` value: base64url(JSON), no padding. */
static zend_string *cursor_of(zval *rows, bool last, zend_string *key)
{
    HashTable *ht = Z_ARRVAL_P(rows);
    zval *row = last ? zend_hash_index_find(ht, zend_hash_num_elements(ht) - 1)
                     : zend_hash_index_find(ht, 0);
    zval *value = row && Z_TYPE_P(row) == IS_ARRAY ? zend_hash_find(Z_ARRVAL_P(row), key) : NULL;
    smart_str json = {0};
    if (value == NULL || php_json_encode(&json, value, 0) == FAILURE) {
        smart_str_free(&json);
        return NULL;
    }
    smart_str_0(&json);
    zend_string *b64 = php_base64_encode((const unsigned char *)ZSTR_VAL(json.s), ZSTR_LEN(json.s));
    smart_str_free(&json);
    size_t len = ZSTR_LEN(b64);
    for (size_t i = 0; i < len; i++) {
        char *c = &ZSTR_VAL(b64)[i];
        *c = *c == '+' ? '-' : *c == '/' ? '_' : *c;
    }
    while (len > 0 && ZSTR_VAL(b64)[len - 1] == '=') {
        len--;
    }
    zend_string *out = zend_string_init(ZSTR_VAL(b64), len, 0);
    zend_string_release(b64);
    return out;
}

/* The key value a cursor holds into *out (a scalar); false with a 400 thrown. */
static bool cursor_value(zval *cursor, zval *out)
{
    zend_string *text = Z_STR_P(cursor), *raw = NULL;
    smart_str b64 = {0};
    for (size_t i = 0; i < ZSTR_LEN(text); i++) {
        char c = ZSTR_VAL(text)[i];
        smart_str_appendc(&b64, c == '-' ? '+' : c == '_' ? '/' : c);
    }
    while (b64.s && ZSTR_LEN(b64.s) % 4 != 0) {
        smart_str_appendc(&b64, '=');
    }
    smart_str_0(&b64);
    if (b64.s) {
        raw = php_base64_decode_ex((const unsigned char *)ZSTR_VAL(b64.s), ZSTR_LEN(b64.s), true);
    }
    smart_str_free(&b64);
    ZVAL_NULL(out);
    if (raw) {
        php_json_decode_ex(out, ZSTR_VAL(raw), ZSTR_LEN(raw), 0, 8);
        zend_string_release(raw);
    }
    /* A NUL byte: no key column holds one (the pool would send such a string as binary). */
    if (EG(exception) ||
        (Z_TYPE_P(out) != IS_LONG && Z_TYPE_P(out) != IS_STRING && Z_TYPE_P(out) != IS_DOUBLE) ||
        (Z_TYPE_P(out) == IS_STRING && memchr(Z_STRVAL_P(out), 0, Z_STRLEN_P(out)))) {
        zend_clear_exception();
        zval_ptr_dtor(out);
        vela_php_app_http_exception_throw(400, "invalid cursor");
        return false;
    }
    return true;
}

/*
 * Whether the pending exception is PostgreSQL refusing the cursor's value as
 * the key column's type: a string for an integer key, a number past its range,
 * a NUL byte, a date that is not one. Such a value came from the request, so
 * it is a 400 like any other bad cursor, not a 500.
 */
static bool cursor_refused(void)
{
    static const char *const states[] = {"22P02", "22003", "22021", "22007", "22008", "22P05"};
    if (!EG(exception) || !instanceof_function(EG(exception)->ce, vela_ce_pg_exception)) {
        return false;
    }
    zval rv, *state = zend_read_property(vela_ce_pg_exception, EG(exception), "sqlState",
                                         sizeof("sqlState") - 1, true, &rv);
    for (size_t i = 0; Z_TYPE_P(state) == IS_STRING && i < sizeof(states) / sizeof(*states); i++) {
        if (strcmp(Z_STRVAL_P(state), states[i]) == 0) {
            return true;
        }
    }
    return false;
}

/* The key names a column: [A-Za-z_][A-Za-z0-9_]* (it is written into the SQL). */
static bool valid_column(zend_string *key)
{
    static const char allowed[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";
    return ZSTR_LEN(key) > 0 && ZSTR_LEN(key) <= 63 && !isdigit((unsigned char)ZSTR_VAL(key)[0]) &&
           strspn(ZSTR_VAL(key), allowed) == ZSTR_LEN(key);
}

/* The request's cursor parameter `name` (a non-empty string), or NULL. */
static zval *cursor_param(zval *request, const char *name, zval *holder)
{
    zval arg;
    ZVAL_STRING(&arg, name);
    call(request, "query", 1, &arg, holder);
    zval_ptr_dtor(&arg);
    return Z_TYPE_P(holder) == IS_STRING && Z_STRLEN_P(holder) > 0 ? holder : NULL;
}

/* The keyset query: rows after (or before, newest first) the cursor, or the first rows. */
static zend_string *keyset_sql(zend_string *sql, zend_string *key, bool after, bool before,
                               uint32_t n, zend_long per)
{
    if (!after && !before) {
        return zend_strpprintf(
            0, "SELECT * FROM (%s) AS vela_page ORDER BY \"%s\" LIMIT " ZEND_LONG_FMT,
            ZSTR_VAL(sql), ZSTR_VAL(key), per + 1);
    }
    return zend_strpprintf(0,
                           "SELECT * FROM (%s) AS vela_page WHERE \"%s\" %s $%u ORDER BY \"%s\"%s "
                           "LIMIT " ZEND_LONG_FMT,
                           ZSTR_VAL(sql), ZSTR_VAL(key), after ? ">" : "<", n, ZSTR_VAL(key),
                           after ? "" : " DESC", per + 1);
}

/* Reverses `rows` in place (a page read backwards). */
static void reverse(zval *rows)
{
    zval fn, reversed;
    ZVAL_STRING(&fn, "array_reverse");
    call_user_function(NULL, NULL, &fn, &reversed, 1, rows);
    zval_ptr_dtor(&fn);
    zval_ptr_dtor(rows);
    ZVAL_COPY_VALUE(rows, &reversed);
}

/* Links of a keyset page: `more` says a page lies beyond in the reading direction. */
static void keyset_links(zval *request, zval *rows, zend_string *key, bool backwards, bool cursor,
                         bool more, zend_string **next, zend_string **prev)
{
    *next = *prev = NULL;
    if (Z_TYPE_P(rows) != IS_ARRAY || zend_hash_num_elements(Z_ARRVAL_P(rows)) == 0) {
        return;
    }
    zend_string *last = cursor_of(rows, true, key), *first = cursor_of(rows, false, key);
    zval value;
    if (last == NULL || first == NULL) {
        zend_value_error("Vela\\Http\\Page::keyset(): the rows have no column \"%s\"",
                         ZSTR_VAL(key));
    } else {
        if (backwards ? cursor : more) {
            ZVAL_STR_COPY(&value, last);
            *next = link_to(request, "after", &value, "before");
            zval_ptr_dtor(&value);
        }
        if (backwards ? more : cursor) {
            ZVAL_STR_COPY(&value, first);
            *prev = link_to(request, "before", &value, "after");
            zval_ptr_dtor(&value);
        }
    }
    if (last) {
        zend_string_release(last);
    }
    if (first) {
        zend_string_release(first);
    }
}

/* The request's ?after= or ?before= cursor: its key value into *value (NULL: none) and whether
 * it reads backwards; false with a 400 thrown for a bad cursor. */
static bool read_cursor(zval *request, zval *value, bool *backwards)
{
    zval after_holder, before_holder;
    zval *after = cursor_param(request, "after", &after_holder);
    zval *before = after ? NULL : cursor_param(request, "before", &before_holder);
    ZVAL_NULL(value);
    bool ok = !(after || before) || cursor_value(after ? after : before, value);
    *backwards = before != NULL;
    zval_ptr_dtor(&after_holder);
    if (!after) {
        zval_ptr_dtor(&before_holder);
    }
    return ok;
}

PHP_METHOD(Vela_Http_Page, keyset)
{
    zval *db, *params, *request;
    zend_string *sql, *key;
    zend_long fallback = 20, max = 100;
    bool with_total = false;
    ZEND_PARSE_PARAMETERS_START(5, 8)
    Z_PARAM_OBJECT(db)
    Z_PARAM_STR(sql)
    Z_PARAM_ARRAY(params)
    Z_PARAM_STR(key)
    Z_PARAM_OBJECT_OF_CLASS(request, vela_ce_http_request)
    Z_PARAM_OPTIONAL
    Z_PARAM_LONG(fallback)
    Z_PARAM_LONG(max)
    Z_PARAM_BOOL(with_total)
    ZEND_PARSE_PARAMETERS_END();
    if (!valid_column(key)) {
        zend_argument_value_error(4, "must be a column name ([A-Za-z_][A-Za-z0-9_]*)");
        RETURN_THROWS();
    }
    zend_long per;
    zval value, query_params, rows, total;
    bool backwards = false;
    if (!per_page_of(request, fallback, max, &per) || !read_cursor(request, &value, &backwards)) {
        RETURN_THROWS();
    }
    bool cursor = Z_TYPE(value) != IS_NULL;
    ZVAL_ARR(&query_params, zend_array_dup(Z_ARRVAL_P(params)));
    if (cursor) {
        zend_hash_next_index_insert(Z_ARRVAL(query_params), &value);
    }
    zend_string *q = keyset_sql(sql, key, cursor && !backwards, backwards,
                                zend_hash_num_elements(Z_ARRVAL(query_params)), per);
    bool ok =
        run(db, "query", q, &query_params, &rows) && count_of(db, sql, params, with_total, &total);
    zend_string_release(q);
    zval_ptr_dtor(&query_params);
    if (!ok) {
        zval_ptr_dtor(&rows);
        if (cursor && cursor_refused()) {
            zend_clear_exception();
            vela_php_app_http_exception_throw(400, "invalid cursor");
        }
        RETURN_THROWS();
    }
    bool more = trim_extra(&rows, per);
    if (backwards) {
        reverse(&rows);
    }
    zend_string *next, *prev;
    keyset_links(request, &rows, key, backwards, cursor, more, &next, &prev);
    if (EG(exception)) {
        zval_ptr_dtor(&rows);
        zval_ptr_dtor(&total);
        RETURN_THROWS();
    }
    page_new(return_value, &rows, &total, next, prev, per);
}

PHP_METHOD(Vela_Http_Page, jsonSerialize)
{
    ZEND_PARSE_PARAMETERS_NONE();
    zend_object *obj = Z_OBJ_P(ZEND_THIS);
    zval rv, links, meta;
    array_init(return_value);
    zval *items = zend_read_property(vela_ce_app_page, obj, "items", 5, 1, &rv);
    Z_TRY_ADDREF_P(items);
    add_assoc_zval(return_value, "data", items);
    array_init(&links);
    zval *v = zend_read_property(vela_ce_app_page, obj, "next", 4, 1, &rv);
    Z_TRY_ADDREF_P(v);
    add_assoc_zval(&links, "next", v);
    v = zend_read_property(vela_ce_app_page, obj, "prev", 4, 1, &rv);
    Z_TRY_ADDREF_P(v);
    add_assoc_zval(&links, "prev", v);
    add_assoc_zval(return_value, "links", &links);
    array_init(&meta);
    v = zend_read_property(vela_ce_app_page, obj, "perPage", 7, 1, &rv);
    add_assoc_long(&meta, "per_page", Z_TYPE_P(v) == IS_LONG ? Z_LVAL_P(v) : 0);
    v = zend_read_property(vela_ce_app_page, obj, "total", 5, 1, &rv);
    if (Z_TYPE_P(v) != IS_NULL && Z_TYPE_P(v) != IS_UNDEF) {
        Z_TRY_ADDREF_P(v);
        add_assoc_zval(&meta, "total", v);
    }
    add_assoc_zval(return_value, "meta", &meta);
}

void vela_php_app_page_register(zend_class_entry *ce)
{
    vela_ce_app_page = ce;
}

PHP_METHOD(Vela_Http_Page, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
}
