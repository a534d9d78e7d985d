/*
 * The options of Vela\Http\Server: one table, VELA_PHP_HTTP_OPTIONS, from
 * which come the typed struct the server and the process model read, the
 * validation of `new Server([...])` and the array options() returns.
 *
 * Design. Each row is X(name, TYPE, default, min, max). The struct has one
 * field per row, of the row type's C type (vela_php_http_option_TYPE_t);
 * validation finds the row by name and checks the value against its type
 * and bounds; an unknown name, a value of the wrong type or out of bounds
 * throws Vela\Http\Exception naming the option, and nothing is clamped.
 * Adding an option is one row here (plus its line in docs/http.md); code
 * that needs it reads options->name.
 *
 * Types: INT (int), BYTES (int, or a string "16K", "8M", "1G"), SECONDS
 * (int or float, kept as seconds), BOOL, STRING (may be empty; no CR, LF or
 * NUL), HOST (a numeric IPv4/IPv6 address or "localhost"), LOG ("off",
 * "stdout" or a path), LOG_FORMAT ("common" or "json"), PATH (null or a
 * non-empty string), URL_PATH (null or a request path: "/" first, no query),
 * CODINGS (a list of content codings, "gzip" and "br"; kept as a set of
 * VELA_HTTP_CODING_BIT()s, [] for none). min and max bound the numbers, in
 * the option's unit.
 */
#ifndef VELA_PHP_HTTP_OPTIONS_H
#define VELA_PHP_HTTP_OPTIONS_H

#include <php.h>

#include "src/http/json_limits.h"
#include "src/http/server.h"

/* The number of CPUs online (at least 1): the default of `workers`. */
zend_long vela_php_http_cpu_count(void);

#define VELA_PHP_HTTP_OPTIONS(X)                                                                   \
    X(host, HOST, "0.0.0.0", 0, 0)                                                                 \
    X(port, INT, 8080, 0, 65535)                                                                   \
    X(workers, INT, vela_php_http_cpu_count(), 0, 1024)                                            \
    X(backlog, INT, 511, 1, 65535)                                                                 \
    X(max_connections, INT, 10000, 1, 1000000)                                                     \
    X(max_coroutines, INT, 10000, 1, 1000000)                                                      \
    X(header_timeout, SECONDS, 10.0, 0.001, 86400)                                                 \
    X(body_timeout, SECONDS, 30.0, 0.001, 86400)                                                   \
    X(keepalive_timeout, SECONDS, 60.0, 0.001, 86400)                                              \
    X(max_header_size, BYTES, 8192, 256, 1048576)                                                  \
    X(max_body_size, BYTES, 8 * 1024 * 1024, 0, 1099511627776.0)                                   \
    X(max_buffered_bodies, BYTES, 64 * 1024 * 1024, 0, 1099511627776.0)                            \
    X(min_body_rate, BYTES, 240, 0, 1099511627776.0)                                               \
    X(body_rate_grace, SECONDS, 5.0, 0.001, 86400)                                                 \
    X(body_buffer_size, BYTES, 1024 * 1024, 0, 1099511627776.0)                                    \
    X(max_requests, INT, 0, 0, 1e15)                                                               \
    X(max_memory, BYTES, 0, 0, 1099511627776.0)                                                    \
    X(drain_timeout, SECONDS, 30.0, 0, 86400)                                                      \
    X(server_name, STRING, "Vela", 0, 0)                                                           \
    X(access_log, LOG, "off", 0, 0)                                                                \
    X(access_log_format, LOG_FORMAT, "common", 0, 0)                                               \
    X(pid_file, PATH, NULL, 0, 0)                                                                  \
    X(debug, BOOL, false, 0, 0)                                                                    \
    X(health_path, URL_PATH, NULL, 0, 0)                                                           \
    X(ready_path, URL_PATH, NULL, 0, 0)                                                            \
    X(metrics_path, URL_PATH, NULL, 0, 0)                                                          \
    X(metrics_public, BOOL, false, 0, 0)                                                           \
    X(request_id, BOOL, false, 0, 0)                                                               \
    X(max_form_fields, INT, 1000, 1, 1000000)                                                      \
    X(max_json_depth, INT, 64, 1, VELA_JSON_DEPTH_LIMIT)                                           \
    X(max_json_object_members, INT, 1000, 1, 1000000)                                              \
    X(max_json_members, INT, 10000, 1, 100000000)                                                  \
    X(compression, CODINGS, 0, 0, 0)                                                               \
    X(compression_min_size, BYTES, 1024, 0, 1099511627776.0)

typedef zend_long vela_php_http_option_INT_t;
typedef zend_long vela_php_http_option_BYTES_t;
typedef double vela_php_http_option_SECONDS_t;
typedef bool vela_php_http_option_BOOL_t;
typedef zend_string *vela_php_http_option_STRING_t;
typedef zend_string *vela_php_http_option_HOST_t;
typedef zend_string *vela_php_http_option_LOG_t;
typedef zend_string *vela_php_http_option_LOG_FORMAT_t;
typedef zend_string *vela_php_http_option_PATH_t;     /* NULL when null */
typedef zend_string *vela_php_http_option_URL_PATH_t; /* NULL when null; else starts with "/" */
typedef unsigned vela_php_http_option_CODINGS_t;      /* VELA_HTTP_CODING_BIT()s */

/* The validated options, one field per row. Strings are owned (released by _free()). */
typedef struct vela_php_http_options {
#define VELA_PHP_HTTP_OPTION_FIELD(name, type, ...) vela_php_http_option_##type##_t name;
    VELA_PHP_HTTP_OPTIONS(VELA_PHP_HTTP_OPTION_FIELD)
#undef VELA_PHP_HTTP_OPTION_FIELD
} vela_php_http_options_t;

/* Fills *options with every default. Cannot fail. */
void vela_php_http_options_init(vela_php_http_options_t *options);

/*
 * Validates every entry of `given` (name => value) and stores it in
 * *options. Returns true, or false with a Vela\Http\Exception thrown that
 * names the first bad option (the entries before it are kept). PHP context.
 */
bool vela_php_http_options_set(vela_php_http_options_t *options, HashTable *given);

/* Builds name => value for every option, in table order, into `out` (a new array). */
void vela_php_http_options_to_array(const vela_php_http_options_t *options, zval *out);

/* Releases the strings of *options; NULL-safe fields. */
void vela_php_http_options_free(vela_php_http_options_t *options);

/* The address to bind: the host option, with "localhost" as "127.0.0.1". Owned by *options. */
const char *vela_php_http_options_bind_host(const vela_php_http_options_t *options);

/* Seconds as whole milliseconds, rounded. */
uint64_t vela_php_http_options_ms(double seconds);

/* The engine's configuration from the options (server_name borrowed from *options). */
void vela_php_http_options_engine_config(const vela_php_http_options_t *options,
                                         vela_http_server_config_t *config);

#endif
