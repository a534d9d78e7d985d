/*
 * The query helper of Vela\Pg\Pool and Vela\Pg\Connection: insert(), update()
 * and upsert() write the statement of a daily shape and run it through the
 * object's own queryOne(), so a Pool's call joins the coroutine's
 * transaction like any query and a Connection's stays in its transaction.
 * `IN` lists need no helper: an array parameter is an array literal, so
 * `WHERE id = ANY($1)` takes a PHP list (php/pg/convert.c).
 *
 * Invariants. Values are always parameters ($1, $2, ...), never spliced
 * into the SQL. Identifiers (the table, the columns, the key, the conflict
 * target, the returning list) are always quoted: each dot-separated part in
 * double quotes with a double quote doubled, so "app.links" is table links
 * of schema app and no name can end its quoting; "*" in a returning list
 * stays a star. A bad name (empty, an empty part, a NUL byte, an integer
 * key) is a ValueError naming the argument. No ORM: no metadata, nothing
 * kept between calls, one statement per call.
 */
#include "php/pg/pg.h"

#include <Zend/zend_interfaces.h>
#include <Zend/zend_smart_str.h>

/* Is `name` a usable identifier: not empty, no NUL byte, no empty dot-separated part? */
static bool valid_identifier(const zend_string *name)
{
    const char *s = ZSTR_VAL(name);
    size_t n = ZSTR_LEN(name);
    if (n == 0 || memchr(s, '\0', n) || s[0] == '.' || s[n - 1] == '.') {
        return false;
    }
    return zend_memnstr(s, "..", 2, s + n) == NULL;
}

/* Appends `name` quoted (see the design note); false with a ValueError naming argument `arg`. */
static bool append_identifier(smart_str *out, const zend_string *name, uint32_t arg)
{
    if (!valid_identifier(name)) {
        zend_argument_value_error(arg,
                                  "must name columns and tables with non-empty names "
                                  "(\"schema.table\"), \"%s\" given",
                                  ZSTR_VAL(name));
        return false;
    }
    smart_str_appendc(out, '"');
    for (size_t i = 0; i < ZSTR_LEN(name); i++) {
        char c = ZSTR_VAL(name)[i];
        if (c == '.') {
            smart_str_appends(out, "\".\"");
            continue;
        }
        if (c == '"') {
            smart_str_appendc(out, '"');
        }
        smart_str_appendc(out, c);
    }
    smart_str_appendc(out, '"');
    return true;
}

/* Appends the names in `names` (a list of strings) joined by ", "; "*" kept when `star`. */
static bool append_names(smart_str *out, HashTable *names, uint32_t arg, bool star)
{
    zval *name;
    bool first = true;
    if (zend_hash_num_elements(names) == 0) {
        zend_argument_value_error(arg, "must name at least one column");
        return false;
    }
    ZEND_HASH_FOREACH_VAL(names, name)
    {
        if (Z_TYPE_P(name) != IS_STRING) {
            zend_argument_value_error(arg, "must be a list of column names, %s found",
                                      zend_zval_type_name(name));
            return false;
        }
        smart_str_appends(out, first ? "" : ", ");
        first = false;
        if (star && zend_string_equals_literal(Z_STR_P(name), "*")) {
            smart_str_appendc(out, '*');
        } else if (!append_identifier(out, Z_STR_P(name), arg)) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* The column of one entry of a row: its string key; false with a ValueError when it is an int. */
static bool column_of(zend_string *key, uint32_t arg)
{
    if (key == NULL) {
        zend_argument_value_error(arg, "must map column names to values, an integer key found");
        return false;
    }
    return true;
}

/*
 * Appends `"a" = $n, "b" = $n+1` (with `assign`) or the column list `"a", "b"` and adds the
 * row's values to `params`.
 */
static bool append_row(smart_str *out, HashTable *row, uint32_t arg, bool assign, zval *params)
{
    zend_string *key;
    zval *value;
    bool first = true;
    ZEND_HASH_FOREACH_STR_KEY_VAL(row, key, value)
    {
        if (!column_of(key, arg)) {
            return false;
        }
        smart_str_appends(out, first ? "" : ", ");
        first = false;
        if (!append_identifier(out, key, arg)) {
            return false;
        }
        Z_TRY_ADDREF_P(value);
        add_next_index_zval(params, value);
        if (assign) {
            smart_str_append_printf(out, " = $%u", zend_hash_num_elements(Z_ARRVAL_P(params)));
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* INSERT INTO "t" ("a", "b") VALUES ($1, $2), or DEFAULT VALUES for an empty row. */
static bool append_insert(smart_str *out, zend_string *table, HashTable *row, zval *params)
{
    smart_str_appends(out, "INSERT INTO ");
    if (!append_identifier(out, table, 1)) {
        return false;
    }
    if (zend_hash_num_elements(row) == 0) {
        smart_str_appends(out, " DEFAULT VALUES");
        return true;
    }
    smart_str_appends(out, " (");
    if (!append_row(out, row, 2, false, params)) {
        return false;
    }
    smart_str_appends(out, ") VALUES (");
    for (uint32_t i = 1; i <= zend_hash_num_elements(row); i++) {
        smart_str_append_printf(out, i == 1 ? "$%u" : ", $%u", i);
    }
    smart_str_appendc(out, ')');
    return true;
}

static bool append_returning(smart_str *out, HashTable *returning, uint32_t arg)
{
    smart_str_appends(out, " RETURNING ");
    return append_names(out, returning, arg, true);
}

/* Runs the statement through $this->queryOne($sql, $params) into `return_value`. */
static void run(zval *self, smart_str *sql, zval *params, zval *return_value)
{
    zval text;
    ZVAL_STR(&text, smart_str_extract(sql));
    zend_call_method(Z_OBJ_P(self), Z_OBJCE_P(self), NULL, "queryone", 8, return_value, 2, &text,
                     params);
    zval_ptr_dtor(&text);
}

/* Is `column` one of the strings of `names`? */
static bool listed(HashTable *names, zend_string *column)
{
    zval *name;
    ZEND_HASH_FOREACH_VAL(names, name)
    {
        if (Z_TYPE_P(name) == IS_STRING && zend_string_equals(Z_STR_P(name), column)) {
            return true;
        }
    }
    ZEND_HASH_FOREACH_END();
    return false;
}

/* ` DO UPDATE SET "a" = EXCLUDED."a", ...` for `update` (NULL: the row's columns but the
 * conflict target), or ` DO NOTHING` when that leaves no column. */
static bool append_conflict_action(smart_str *out, HashTable *row, HashTable *conflict,
                                   HashTable *update)
{
    zend_string *key;
    zval *name;
    bool first = true;
    if (update == NULL) {
        ZEND_HASH_FOREACH_STR_KEY(row, key)
        {
            if (key && !listed(conflict, key)) {
                smart_str_appends(out, first ? " DO UPDATE SET " : ", ");
                first = false;
                append_identifier(out, key, 2);
                smart_str_appends(out, " = EXCLUDED.");
                append_identifier(out, key, 2);
            }
        }
        ZEND_HASH_FOREACH_END();
    } else {
        ZEND_HASH_FOREACH_VAL(update, name)
        {
            if (Z_TYPE_P(name) != IS_STRING || !valid_identifier(Z_STR_P(name))) {
                zend_argument_value_error(4, "must be a list of column names");
                return false;
            }
            smart_str_appends(out, first ? " DO UPDATE SET " : ", ");
            first = false;
            append_identifier(out, Z_STR_P(name), 4);
            smart_str_appends(out, " = EXCLUDED.");
            append_identifier(out, Z_STR_P(name), 4);
        }
        ZEND_HASH_FOREACH_END();
    }
    if (first) {
        smart_str_appends(out, " DO NOTHING");
    }
    return true;
}

static void insert_into(INTERNAL_FUNCTION_PARAMETERS)
{
    zend_string *table;
    HashTable *row, *returning = NULL;
    ZEND_PARSE_PARAMETERS_START(2, 3)
    Z_PARAM_STR(table)
    Z_PARAM_ARRAY_HT(row)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(returning)
    ZEND_PARSE_PARAMETERS_END();
    smart_str sql = {0};
    zval params, star;
    array_init(&params);
    array_init(&star);
    add_next_index_string(&star, "*");
    if (append_insert(&sql, table, row, &params) &&
        append_returning(&sql, returning ? returning : Z_ARRVAL(star), 3)) {
        run(ZEND_THIS, &sql, &params, return_value);
    }
    smart_str_free(&sql);
    zval_ptr_dtor(&params);
    zval_ptr_dtor(&star);
}

static void update_by_id(INTERNAL_FUNCTION_PARAMETERS)
{
    zend_string *table, *key = NULL;
    zval *id;
    HashTable *changes, *returning = NULL;
    ZEND_PARSE_PARAMETERS_START(3, 5)
    Z_PARAM_STR(table)
    Z_PARAM_ZVAL(id)
    Z_PARAM_ARRAY_HT(changes)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR(key)
    Z_PARAM_ARRAY_HT(returning)
    ZEND_PARSE_PARAMETERS_END();
    if (zend_hash_num_elements(changes) == 0) {
        zend_argument_value_error(3, "must change at least one column");
        RETURN_THROWS();
    }
    smart_str sql = {0};
    zval params, star;
    array_init(&params);
    array_init(&star);
    add_next_index_string(&star, "*");
    zend_string *id_column = key ? zend_string_copy(key) : zend_string_init("id", 2, 0);
    smart_str_appends(&sql, "UPDATE ");
    bool ok = append_identifier(&sql, table, 1);
    ok = ok && (smart_str_appends(&sql, " SET "), append_row(&sql, changes, 3, true, &params));
    ok = ok && (smart_str_appends(&sql, " WHERE "), append_identifier(&sql, id_column, 4));
    if (ok) {
        Z_TRY_ADDREF_P(id);
        add_next_index_zval(&params, id);
        smart_str_append_printf(&sql, " = $%u", zend_hash_num_elements(Z_ARRVAL(params)));
        ok = append_returning(&sql, returning ? returning : Z_ARRVAL(star), 5);
    }
    if (ok) {
        run(ZEND_THIS, &sql, &params, return_value);
    }
    zend_string_release(id_column);
    smart_str_free(&sql);
    zval_ptr_dtor(&params);
    zval_ptr_dtor(&star);
}

static void upsert_row(INTERNAL_FUNCTION_PARAMETERS)
{
    zend_string *table;
    HashTable *row, *conflict, *update = NULL, *returning = NULL;
    ZEND_PARSE_PARAMETERS_START(3, 5)
    Z_PARAM_STR(table)
    Z_PARAM_ARRAY_HT(row)
    Z_PARAM_ARRAY_HT(conflict)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT_OR_NULL(update)
    Z_PARAM_ARRAY_HT(returning)
    ZEND_PARSE_PARAMETERS_END();
    if (zend_hash_num_elements(row) == 0) {
        zend_argument_value_error(2, "must hold at least one column");
        RETURN_THROWS();
    }
    smart_str sql = {0};
    zval params, star;
    array_init(&params);
    array_init(&star);
    add_next_index_string(&star, "*");
    bool ok = append_insert(&sql, table, row, &params);
    ok = ok && (smart_str_appends(&sql, " ON CONFLICT ("), append_names(&sql, conflict, 3, false));
    ok = ok && (smart_str_appendc(&sql, ')'), append_conflict_action(&sql, row, conflict, update));
    ok = ok && append_returning(&sql, returning ? returning : Z_ARRVAL(star), 5);
    if (ok) {
        run(ZEND_THIS, &sql, &params, return_value);
    }
    smart_str_free(&sql);
    zval_ptr_dtor(&params);
    zval_ptr_dtor(&star);
}

PHP_METHOD(Vela_Pg_Pool, insert)
{
    insert_into(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

PHP_METHOD(Vela_Pg_Pool, update)
{
    update_by_id(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

PHP_METHOD(Vela_Pg_Pool, upsert)
{
    upsert_row(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

PHP_METHOD(Vela_Pg_Connection, insert)
{
    insert_into(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

PHP_METHOD(Vela_Pg_Connection, update)
{
    update_by_id(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}

PHP_METHOD(Vela_Pg_Connection, upsert)
{
    upsert_row(INTERNAL_FUNCTION_PARAM_PASSTHRU);
}
