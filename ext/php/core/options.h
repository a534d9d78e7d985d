/*
 * The option arrays of the binding's constructors (Vela\Http\Server,
 * Vela\Pg\Pool, Vela\Redis\Pool, Cluster and fromSentinel) checked by one
 * facility, so that the same mistake gives the same error everywhere:
 *
 *   <Owner>: unknown option "pool_size" (did you mean "max"?)
 *   <Owner>: option "max" must be an int from 1 to 10000, 0 given
 *   <Owner>: option "debug" must be a bool, int given
 *
 * Design. A caller describes its options as a table of rows {name, type,
 * min, max, nullable}; vela_php_options_find() looks a key up (an unknown
 * key throws with the "did you mean" hint of src/core/suggest.h, an
 * integer key lists the known names) and vela_php_options_check() holds
 * the value to its row. The caller then stores the value its own way
 * (seconds to milliseconds, a field of an engine struct): the facility
 * validates, it does not own the caller's layout. An option whose type is
 * the caller's own (the server's "16K" sizes, its host address) is
 * VELA_PHP_OPTION_OTHER here: the caller checks it and reports with
 * vela_php_options_error(), in the same words. Nothing is clamped: a value
 * out of range is an error, as an unknown name is.
 *
 * Errors are thrown as the table's exception class with code VELA_EINVAL,
 * or as a ValueError when the table names none (Redis, whose options were
 * always argument errors). PHP context, any function that may throw.
 */
#ifndef VELA_PHP_CORE_OPTIONS_H
#define VELA_PHP_CORE_OPTIONS_H

#include <php.h>

typedef enum vela_php_option_type {
    VELA_PHP_OPTION_INT,     /* an int from min to max */
    VELA_PHP_OPTION_SECONDS, /* an int or a float from min to max */
    VELA_PHP_OPTION_BOOL,    /* true or false */
    VELA_PHP_OPTION_STRING,  /* a string of min to max bytes, no NUL */
    VELA_PHP_OPTION_OTHER,   /* checked by the caller */
} vela_php_option_type_t;

typedef struct vela_php_option {
    const char *name;
    vela_php_option_type_t type;
    double min, max; /* inclusive; bytes for STRING */
    bool nullable;   /* null is accepted (it means "none" or "no limit") */
} vela_php_option_t;

typedef struct vela_php_options_table {
    const char *owner;            /* "Vela\\Pg\\Pool": the start of every message */
    zend_class_entry **exception; /* the class thrown; NULL: ValueError */
    const vela_php_option_t *rows;
    size_t count;
} vela_php_options_table_t;

/*
 * The row of option `key` (NULL for an integer key), or NULL with the
 * "unknown option" error thrown. Also searched: `extra` rows, a second
 * table of the same owner (NULL when none), so that a class can add rows
 * to shared ones; the hint considers both.
 */
const vela_php_option_t *vela_php_options_find(const vela_php_options_table_t *table,
                                               const vela_php_options_table_t *extra,
                                               zend_string *key);

/*
 * Whether `value` (dereferenced) suits `row`; false with the error thrown.
 * A number's value is stored in *number (0 for null, a bool or a string).
 */
bool vela_php_options_check(const vela_php_options_table_t *table, const vela_php_option_t *row,
                            zval *value, double *number);

/*
 * Throws `<owner>: option "<name>" must be <expected>, <given> given`,
 * where <given> is the value for a number and the type otherwise (a string
 * is never quoted back: it may be a password). With `value` NULL (a string
 * of the right type whose content is refused) the ", <given> given" part is
 * left out. Returns false, for `return vela_php_options_error(...)`.
 */
bool vela_php_options_error(const vela_php_options_table_t *table, const char *name,
                            const char *expected, zval *value);

/* Throws `<owner>: <message>` for a rule across options ("min" above "max"). Returns false. */
bool vela_php_options_fail(const vela_php_options_table_t *table, const char *message);

#endif
