/*
 * The options facility (see options.h for the messages and the model).
 *
 * Invariants: every message starts with the table's owner and names the
 * option; a string value is never echoed back; numbers print with %.15g
 * so that 0.001 and 86400 read as written.
 */
#include "php/core/options.h"

#include <Zend/zend_exceptions.h>

#include "src/core/error.h"
#include "src/core/suggest.h"

#define NAMES_MAX 64

static bool throw_message(const vela_php_options_table_t *table, const char *message)
{
    if (table->exception == NULL) {
        zend_value_error("%s: %s", table->owner, message);
    } else {
        zend_throw_exception_ex(*table->exception, VELA_EINVAL, "%s: %s", table->owner, message);
    }
    return false;
}

bool vela_php_options_fail(const vela_php_options_table_t *table, const char *message)
{
    return throw_message(table, message);
}

static const vela_php_option_t *find_in(const vela_php_options_table_t *table, zend_string *key)
{
    for (size_t i = 0; table != NULL && i < table->count; i++) {
        if (zend_string_equals_cstr(key, table->rows[i].name, strlen(table->rows[i].name))) {
            return &table->rows[i];
        }
    }
    return NULL;
}

/* Collects the known names of both tables into names[] (at most NAMES_MAX). */
static size_t known_names(const vela_php_options_table_t *table,
                          const vela_php_options_table_t *extra, const char **names)
{
    size_t count = 0;
    const vela_php_options_table_t *tables[2] = {table, extra};

    for (size_t t = 0; t < 2; t++) {
        for (size_t i = 0; tables[t] != NULL && i < tables[t]->count && count < NAMES_MAX; i++) {
            names[count++] = tables[t]->rows[i].name;
        }
    }
    return count;
}

const vela_php_option_t *vela_php_options_find(const vela_php_options_table_t *table,
                                               const vela_php_options_table_t *extra,
                                               zend_string *key)
{
    const vela_php_option_t *row = NULL;
    const char *names[NAMES_MAX];
    char hint[1024], *message;

    if (key != NULL && ((row = find_in(table, key)) != NULL || (row = find_in(extra, key)))) {
        return row;
    }
    size_t count = known_names(table, extra, names);
    spprintf(&message, 0, "unknown option \"%s\" (%s)", key ? ZSTR_VAL(key) : "(an integer key)",
             vela_suggest_hint(key ? ZSTR_VAL(key) : "", names, count, hint, sizeof(hint)));
    throw_message(table, message);
    efree(message);
    return NULL;
}

bool vela_php_options_error(const vela_php_options_table_t *table, const char *name,
                            const char *expected, zval *value)
{
    char given[64], *message;

    if (value == NULL) {
        spprintf(&message, 0, "option \"%s\" must be %s", name, expected);
        throw_message(table, message);
        efree(message);
        return false;
    }
    ZVAL_DEREF(value);
    if (Z_TYPE_P(value) == IS_LONG) {
        snprintf(given, sizeof(given), ZEND_LONG_FMT, Z_LVAL_P(value));
    } else if (Z_TYPE_P(value) == IS_DOUBLE) {
        snprintf(given, sizeof(given), "%.15g", Z_DVAL_P(value));
    } else {
        snprintf(given, sizeof(given), "%s", zend_zval_type_name(value));
    }
    spprintf(&message, 0, "option \"%s\" must be %s, %s given", name, expected, given);
    throw_message(table, message);
    efree(message);
    return false;
}

/* What a row accepts, in words: "an int from 1 to 10000", "null or a bool". */
static void expectation(const vela_php_option_t *row, char *out, size_t size)
{
    const char *null_or = row->nullable ? "null or " : "";

    switch (row->type) {
    case VELA_PHP_OPTION_INT:
        snprintf(out, size, "%san int from %.15g to %.15g", null_or, row->min, row->max);
        break;
    case VELA_PHP_OPTION_SECONDS:
        snprintf(out, size, "%sa number of seconds from %.15g to %.15g", null_or, row->min,
                 row->max);
        break;
    case VELA_PHP_OPTION_BOOL:
        snprintf(out, size, "%sa bool", null_or);
        break;
    default:
        snprintf(out, size, "%sa string of %.15g to %.15g bytes without NUL", null_or, row->min,
                 row->max);
    }
}

/* The zval type a row's values have (IS_LONG for seconds too): a value of it is only out of range. */
static zend_uchar row_zval_type(const vela_php_option_t *row)
{
    return row->type == VELA_PHP_OPTION_STRING ? IS_STRING : IS_UNDEF;
}

/* Whether `value` has the row's type and lies within its bounds; its number in *number. */
static bool fits(const vela_php_option_t *row, zval *value, double *number)
{
    switch (row->type) {
    case VELA_PHP_OPTION_BOOL:
        *number = Z_TYPE_P(value) == IS_TRUE;
        return Z_TYPE_P(value) == IS_TRUE || Z_TYPE_P(value) == IS_FALSE;
    case VELA_PHP_OPTION_STRING:
        return Z_TYPE_P(value) == IS_STRING && (double)Z_STRLEN_P(value) >= row->min &&
               (double)Z_STRLEN_P(value) <= row->max &&
               memchr(Z_STRVAL_P(value), '\0', Z_STRLEN_P(value)) == NULL;
    case VELA_PHP_OPTION_INT:
        if (Z_TYPE_P(value) != IS_LONG) {
            return false;
        }
        *number = (double)Z_LVAL_P(value);
        return *number >= row->min && *number <= row->max;
    case VELA_PHP_OPTION_SECONDS:
        if (Z_TYPE_P(value) != IS_LONG && Z_TYPE_P(value) != IS_DOUBLE) {
            return false;
        }
        *number = zval_get_double(value);
        return *number >= row->min && *number <= row->max; /* false for NaN */
    default:
        return true;
    }
}

bool vela_php_options_check(const vela_php_options_table_t *table, const vela_php_option_t *row,
                            zval *value, double *number)
{
    char expected[128];

    ZVAL_DEREF(value);
    *number = 0;
    if (Z_TYPE_P(value) == IS_NULL && row->nullable) {
        return true;
    }
    if (fits(row, value, number)) {
        return true;
    }
    expectation(row, expected, sizeof(expected));
    return vela_php_options_error(table, row->name, expected,
                                  Z_TYPE_P(value) == row_zval_type(row) ? NULL : value);
}
