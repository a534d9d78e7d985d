/*
 * The options of Vela\Http\Response::webSocket(), checked by the binding's
 * one option facility (php/core/options.h): an unknown key or a bad value
 * throws naming it. Defaults are in docs/websocket.md and below.
 */
#include "php/core/options.h"
#include "php/ws/ws.h"

#define MIB (1024.0 * 1024.0)

static const vela_php_option_t rows[] = {
    {"protocols", VELA_PHP_OPTION_OTHER, 0, 0, false},
    {"origins", VELA_PHP_OPTION_OTHER, 0, 0, false},
    {"compression", VELA_PHP_OPTION_BOOL, 0, 0, false},
    {"compression_min_size", VELA_PHP_OPTION_INT, 0, 1024 * MIB, false},
    {"max_message", VELA_PHP_OPTION_INT, 1, 1024 * MIB, false},
    {"max_frame", VELA_PHP_OPTION_INT, 1, 1024 * MIB, false},
    {"send_queue", VELA_PHP_OPTION_INT, 1024, 1024 * MIB, false},
    {"send_timeout", VELA_PHP_OPTION_SECONDS, 0, 86400, false},
    {"idle_timeout", VELA_PHP_OPTION_SECONDS, 0, 86400, false},
};

static const vela_php_options_table_t table = {
    "Vela\\Http\\Response::webSocket()",
    &vela_ce_ws_exception,
    rows,
    sizeof(rows) / sizeof(*rows),
};

/* protocols, origins: a list of non-empty strings, kept as given (a copy). */
static bool set_list(zend_array **out, const char *name, zval *value)
{
    zval *item;

    if (Z_TYPE_P(value) != IS_ARRAY) {
        return vela_php_options_error(&table, name, "an array of strings", value);
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(value), item)
    {
        if (Z_TYPE_P(item) != IS_STRING || Z_STRLEN_P(item) == 0) {
            return vela_php_options_error(&table, name, "an array of strings", item);
        }
    }
    ZEND_HASH_FOREACH_END();
    if (*out) {
        zend_array_destroy(*out);
    }
    *out = zend_array_dup(Z_ARRVAL_P(value));
    return true;
}

static bool apply(vela_php_ws_options_t *options, const vela_php_option_t *row, zval *value)
{
    const char *name = row->name;
    double n = 0;

    if (row->type == VELA_PHP_OPTION_OTHER) {
        return set_list(!strcmp(name, "origins") ? &options->origins : &options->protocols, name,
                        value);
    }
    if (!vela_php_options_check(&table, row, value, &n)) {
        return false;
    }
    if (!strcmp(name, "compression")) {
        options->compression = Z_TYPE_P(value) == IS_TRUE;
    } else if (!strcmp(name, "compression_min_size")) {
        options->min_compress = (size_t)n;
    } else if (!strcmp(name, "max_message")) {
        options->max_message = (uint64_t)n;
    } else if (!strcmp(name, "max_frame")) {
        options->max_frame = (uint64_t)n;
    } else if (!strcmp(name, "send_queue")) {
        options->send_queue = (size_t)n;
    } else if (!strcmp(name, "send_timeout")) {
        options->send_timeout_ms = (uint64_t)(n * 1000);
    } else {
        options->idle_timeout_ms = (uint64_t)(n * 1000);
    }
    return true;
}

vela_php_ws_options_t *vela_php_ws_options_new(HashTable *array)
{
    vela_php_ws_options_t *options = ecalloc(1, sizeof(*options));
    zend_string *key;
    zval *value;

    options->compression = true;
    options->min_compress = 1024;
    options->max_message = 16 * 1024 * 1024;
    options->send_queue = 1024 * 1024;
    options->send_timeout_ms = 30000;
    options->idle_timeout_ms = 60000;
    if (array) {
        ZEND_HASH_FOREACH_STR_KEY_VAL(array, key, value)
        {
            const vela_php_option_t *row = vela_php_options_find(&table, NULL, key);

            ZVAL_DEREF(value);
            if (row == NULL || !apply(options, row, value)) {
                vela_php_ws_options_free(options);
                return NULL;
            }
        }
        ZEND_HASH_FOREACH_END();
    }
    if (options->max_frame == 0 || options->max_frame > options->max_message) {
        options->max_frame = options->max_message;
    }
    return options;
}

void vela_php_ws_options_free(vela_php_ws_options_t *options)
{
    if (options) {
        if (options->protocols) {
            zend_array_destroy(options->protocols);
        }
        if (options->origins) {
            zend_array_destroy(options->origins);
        }
        efree(options);
    }
}
