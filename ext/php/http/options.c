/*
 * Server options: validation, defaults and export, all driven by the one
 * table in options.h (see there for the model).
 *
 * Invariants: every field of a vela_php_http_options_t holds a value its row
 * accepts (the defaults do too); a string field is NULL only for PATH; a
 * failed set leaves the field it was about unchanged.
 */
#include "php/http/options.h"

#include <Zend/zend_exceptions.h>
#include <unistd.h>

#include "php/core/options.h"
#include "php/http/http.h"
#include "src/http/accept_encoding.h"

enum option_type {
    OPT_INT,
    OPT_BYTES,
    OPT_SECONDS,
    OPT_BOOL,
    OPT_STRING,
    OPT_HOST,
    OPT_LOG,
    OPT_LOG_FORMAT,
    OPT_PATH,
    OPT_URL_PATH,
    OPT_CODINGS
};

struct row {
    const char *name;
    size_t name_len;
    enum option_type type;
    size_t offset; /* of its field in vela_php_http_options_t */
};

#define OPTION_ROW(name, type, default, min, max)                                                  \
    {#name, sizeof(#name) - 1, OPT_##type, offsetof(vela_php_http_options_t, name)},
static const struct row rows[] = {VELA_PHP_HTTP_OPTIONS(OPTION_ROW)};
#undef OPTION_ROW

#define ROW_COUNT (sizeof(rows) / sizeof(rows[0]))

/* The same rows for the options facility: the types it checks itself, the others as OTHER. */
#define FACILITY_INT VELA_PHP_OPTION_INT
#define FACILITY_SECONDS VELA_PHP_OPTION_SECONDS
#define FACILITY_BOOL VELA_PHP_OPTION_BOOL
#define FACILITY_BYTES VELA_PHP_OPTION_OTHER
#define FACILITY_STRING VELA_PHP_OPTION_OTHER
#define FACILITY_HOST VELA_PHP_OPTION_OTHER
#define FACILITY_LOG VELA_PHP_OPTION_OTHER
#define FACILITY_LOG_FORMAT VELA_PHP_OPTION_OTHER
#define FACILITY_PATH VELA_PHP_OPTION_OTHER
#define FACILITY_URL_PATH VELA_PHP_OPTION_OTHER
#define FACILITY_CODINGS VELA_PHP_OPTION_OTHER
#define OPTION_FACILITY_ROW(name, type, default, min, max)                                         \
    {#name, FACILITY_##type, min, max, false},
static const vela_php_option_t facility_rows[] = {VELA_PHP_HTTP_OPTIONS(OPTION_FACILITY_ROW)};
#undef OPTION_FACILITY_ROW

static const vela_php_options_table_t table = {"Vela\\Http\\Server", &vela_ce_http_exception,
                                               facility_rows, ROW_COUNT};

zend_long vela_php_http_cpu_count(void)
{
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);

    return cpus > 0 ? cpus : 1;
}

static zend_string *string_or_null(const char *value)
{
    return value ? zend_string_init(value, strlen(value), 0) : NULL;
}

#define INIT_INT(slot, value) (*(slot) = (zend_long)(value))
#define INIT_BYTES(slot, value) (*(slot) = (zend_long)(value))
#define INIT_SECONDS(slot, value) (*(slot) = (value))
#define INIT_BOOL(slot, value) (*(slot) = (value))
#define INIT_STRING(slot, value) (*(slot) = string_or_null(value))
#define INIT_HOST INIT_STRING
#define INIT_LOG INIT_STRING
#define INIT_LOG_FORMAT INIT_STRING
#define INIT_PATH INIT_STRING
#define INIT_URL_PATH INIT_STRING
#define INIT_CODINGS(slot, value) (*(slot) = (unsigned)(value))

void vela_php_http_options_init(vela_php_http_options_t *options)
{
#define OPTION_INIT(name, type, default, min, max) INIT_##type(&options->name, default);
    VELA_PHP_HTTP_OPTIONS(OPTION_INIT)
#undef OPTION_INIT
}

static bool is_string_type(enum option_type type)
{
    return type == OPT_STRING || type == OPT_HOST || type == OPT_LOG || type == OPT_LOG_FORMAT ||
           type == OPT_PATH || type == OPT_URL_PATH;
}

static void *slot_of(vela_php_http_options_t *options, const struct row *row)
{
    return (char *)options + row->offset;
}

static const void *const_slot_of(const vela_php_http_options_t *options, const struct row *row)
{
    return (const char *)options + row->offset;
}

/* A string is not echoed back, and its type was right: only its content is refused. */
static bool option_error(const struct row *row, const char *expected, zval *value)
{
    return vela_php_options_error(&table, row->name, expected,
                                  Z_TYPE_P(value) == IS_STRING ? NULL : value);
}

/* "16K", "8M", "1G" or an int, in bytes; false when `value` is none of them. */
static bool parse_bytes(zval *value, double *out)
{
    if (Z_TYPE_P(value) == IS_LONG) {
        *out = (double)Z_LVAL_P(value);
        return true;
    }
    if (Z_TYPE_P(value) == IS_STRING && Z_STRLEN_P(value) > 0) {
        char *end;
        double n = zend_strtod(Z_STRVAL_P(value), (const char **)&end);
        double unit = *end == 'K' || *end == 'k'   ? 1024
                      : *end == 'M' || *end == 'm' ? 1048576
                      : *end == 'G' || *end == 'g' ? 1073741824.0
                                                   : 1;

        if (end != Z_STRVAL_P(value) && (unit == 1 ? *end == '\0' : end[1] == '\0')) {
            *out = n * unit;
            return true;
        }
    }
    return false;
}

/* A size in bytes within the row's bounds, stored in its field. */
static bool set_bytes(const struct row *row, zval *value, zend_long *slot)
{
    const vela_php_option_t *bounds = &facility_rows[row - rows];
    double n = 0;

    if (!parse_bytes(value, &n) || n < bounds->min || n > bounds->max) {
        char expected[128];

        snprintf(expected, sizeof(expected),
                 "a size in bytes (an int, or a string like \"16K\", \"8M\") from %.15g to %.15g",
                 bounds->min, bounds->max);
        return option_error(row, expected, value);
    }
    *slot = (zend_long)n;
    return true;
}

/* An int, seconds or a bool, checked by the facility and stored in its field. */
static bool set_checked(const struct row *row, zval *value, void *slot)
{
    double n;

    if (!vela_php_options_check(&table, &facility_rows[row - rows], value, &n)) {
        return false;
    }
    if (row->type == OPT_SECONDS) {
        *(double *)slot = n;
    } else if (row->type == OPT_BOOL) {
        *(bool *)slot = n != 0;
    } else {
        *(zend_long *)slot = (zend_long)n;
    }
    return true;
}

#define HOST_EXPECTED "a numeric IPv4 or IPv6 address (or \"localhost\")"

/* What a PATH, LOG or STRING option accepts, in words. */
static const char *string_expected(enum option_type type)
{
    return type == OPT_PATH     ? "null or a non-empty string"
           : type == OPT_STRING ? "a string without CR, LF or NUL"
                                : "a non-empty string";
}

static bool check_host(const struct row *row, zval *value)
{
    struct sockaddr_in a4;
    struct sockaddr_in6 a6;

    if (Z_TYPE_P(value) != IS_STRING || Z_STRLEN_P(value) >= 64) {
        return option_error(row, HOST_EXPECTED, value);
    }
    if (strcmp(Z_STRVAL_P(value), "localhost") == 0 ||
        uv_ip4_addr(Z_STRVAL_P(value), 0, &a4) == 0 ||
        uv_ip6_addr(Z_STRVAL_P(value), 0, &a6) == 0) {
        return true;
    }
    return option_error(row, HOST_EXPECTED, value);
}

/* Whether `value` suits a string-typed row (PATH may be null); throws when not. */
static bool check_string(const struct row *row, zval *value)
{
    switch (row->type) {
    case OPT_HOST:
        return check_host(row, value);
    case OPT_LOG_FORMAT:
        if (Z_TYPE_P(value) != IS_STRING ||
            (!zend_string_equals_literal(Z_STR_P(value), "common") &&
             !zend_string_equals_literal(Z_STR_P(value), "json"))) {
            return option_error(row, "\"common\" or \"json\"", value);
        }
        return true;
    case OPT_URL_PATH:
        if (Z_TYPE_P(value) == IS_NULL) {
            return true;
        }
        if (Z_TYPE_P(value) != IS_STRING || Z_STRVAL_P(value)[0] != '/' ||
            strcspn(Z_STRVAL_P(value), "?# \r\n") != Z_STRLEN_P(value)) {
            return option_error(row, "null or a path starting with \"/\"", value);
        }
        return true;
    case OPT_PATH:
        if (Z_TYPE_P(value) == IS_NULL) {
            return true;
        }
        ZEND_FALLTHROUGH;
    default:
        if (Z_TYPE_P(value) != IS_STRING || (row->type != OPT_STRING && Z_STRLEN_P(value) == 0) ||
            Z_STRLEN_P(value) != strlen(Z_STRVAL_P(value))) {
            return option_error(row, string_expected(row->type), value);
        }
        if (row->type == OPT_STRING &&
            !vela_http_field_is_valid("s", 1, Z_STRVAL_P(value), Z_STRLEN_P(value))) {
            return option_error(row, "a string without CR, LF or NUL", value);
        }
        return true;
    }
}

static bool set_string(const struct row *row, zval *value, zend_string **slot)
{
    if (!check_string(row, value)) {
        return false;
    }
    if (*slot) {
        zend_string_release(*slot);
    }
    *slot = Z_TYPE_P(value) == IS_NULL ? NULL : zend_string_copy(Z_STR_P(value));
    return true;
}

#define CODINGS_EXPECTED "a list of codings, e.g. ['gzip', 'br'] ([] for none)"

/* A list of "gzip" and "br" ([] for none), stored as a set of coding bits. */
static bool set_codings(const struct row *row, zval *value, unsigned *slot)
{
    unsigned codings = 0;
    zval *coding;

    if (Z_TYPE_P(value) != IS_ARRAY) {
        return option_error(row, CODINGS_EXPECTED, value);
    }
    ZEND_HASH_FOREACH_VAL(Z_ARRVAL_P(value), coding)
    {
        ZVAL_DEREF(coding);
        if (Z_TYPE_P(coding) == IS_STRING && zend_string_equals_literal(Z_STR_P(coding), "gzip")) {
            codings |= VELA_HTTP_CODING_BIT(VELA_HTTP_CODING_GZIP);
        } else if (Z_TYPE_P(coding) == IS_STRING &&
                   zend_string_equals_literal(Z_STR_P(coding), "br")) {
            codings |= VELA_HTTP_CODING_BIT(VELA_HTTP_CODING_BR);
        } else {
            return option_error(row, CODINGS_EXPECTED, coding);
        }
    }
    ZEND_HASH_FOREACH_END();
    *slot = codings;
    return true;
}

/* The codings of a CODINGS field as a list, gzip first. */
static void export_codings(unsigned codings, zval *out)
{
    array_init(out);
    if (codings & VELA_HTTP_CODING_BIT(VELA_HTTP_CODING_GZIP)) {
        add_next_index_string(out, "gzip");
    }
    if (codings & VELA_HTTP_CODING_BIT(VELA_HTTP_CODING_BR)) {
        add_next_index_string(out, "br");
    }
}

/* Validates one option and stores it. */
static bool set_one(vela_php_http_options_t *options, zend_string *name, zval *value)
{
    const vela_php_option_t *found = vela_php_options_find(&table, NULL, name);
    const struct row *row;

    if (found == NULL) {
        return false;
    }
    row = &rows[found - facility_rows];
    ZVAL_DEREF(value);
    switch (row->type) {
    case OPT_BYTES:
        return set_bytes(row, value, slot_of(options, row));
    case OPT_INT:
    case OPT_SECONDS:
    case OPT_BOOL:
        return set_checked(row, value, slot_of(options, row));
    case OPT_CODINGS:
        return set_codings(row, value, slot_of(options, row));
    default:
        return set_string(row, value, slot_of(options, row));
    }
}

bool vela_php_http_options_set(vela_php_http_options_t *options, HashTable *given)
{
    zend_string *name;
    zval *value;

    ZEND_HASH_FOREACH_STR_KEY_VAL(given, name, value)
    {
        if (!set_one(options, name, value)) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* One option's value as PHP sees it in options(). */
static void export_one(const vela_php_http_options_t *options, const struct row *row, zval *out)
{
    const void *slot = const_slot_of(options, row);
    zend_string *string;

    switch (row->type) {
    case OPT_INT:
    case OPT_BYTES:
        ZVAL_LONG(out, *(const zend_long *)slot);
        break;
    case OPT_SECONDS:
        ZVAL_DOUBLE(out, *(const double *)slot);
        break;
    case OPT_BOOL:
        ZVAL_BOOL(out, *(const bool *)slot);
        break;
    case OPT_CODINGS:
        export_codings(*(const unsigned *)slot, out);
        break;
    default: /* the string types */
        string = *(zend_string *const *)slot;
        if (string) {
            ZVAL_STR_COPY(out, string);
        } else {
            ZVAL_NULL(out);
        }
    }
}

void vela_php_http_options_to_array(const vela_php_http_options_t *options, zval *out)
{
    array_init_size(out, (uint32_t)ROW_COUNT);
    for (size_t i = 0; i < ROW_COUNT; i++) {
        zval value;

        export_one(options, &rows[i], &value);
        zend_hash_str_add_new(Z_ARRVAL_P(out), rows[i].name, rows[i].name_len, &value);
    }
}

void vela_php_http_options_free(vela_php_http_options_t *options)
{
    for (size_t i = 0; i < ROW_COUNT; i++) {
        zend_string **slot = slot_of(options, &rows[i]);

        if (is_string_type(rows[i].type) && *slot) {
            zend_string_release(*slot);
            *slot = NULL;
        }
    }
}

const char *vela_php_http_options_bind_host(const vela_php_http_options_t *options)
{
    return zend_string_equals_literal(options->host, "localhost") ? "127.0.0.1"
                                                                  : ZSTR_VAL(options->host);
}

uint64_t vela_php_http_options_ms(double seconds)
{
    return (uint64_t)(seconds * 1000.0 + 0.5);
}

void vela_php_http_options_engine_config(const vela_php_http_options_t *options,
                                         vela_http_server_config_t *config)
{
    memset(config, 0, sizeof(*config));
    config->port = (int)options->port;
    config->backlog = (int)options->backlog;
    config->max_connections = (size_t)options->max_connections;
    config->max_pipeline = 64;
    config->header_timeout_ms = vela_php_http_options_ms(options->header_timeout);
    config->body_timeout_ms = vela_php_http_options_ms(options->body_timeout);
    config->keepalive_timeout_ms = vela_php_http_options_ms(options->keepalive_timeout);
    config->max_header_size = (size_t)options->max_header_size;
    config->max_body_size = (uint64_t)options->max_body_size;
    config->max_buffered_bodies = (uint64_t)options->max_buffered_bodies;
    config->min_body_rate = (uint64_t)options->min_body_rate;
    config->body_rate_grace_ms = vela_php_http_options_ms(options->body_rate_grace);
    config->server_name = ZSTR_VAL(options->server_name);
}
