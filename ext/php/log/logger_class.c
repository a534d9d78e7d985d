/*
 * Vela\Log\Logger: the app's PSR-3 logger, one JSON object per line.
 *
 * Design. A record is built as a PHP array (time, level, channel, message,
 * context, then the request fields of scope.c) and encoded by ext/json in one
 * buffer, written with one write(2): lines of workers sharing stderr or a
 * file opened O_APPEND do not interleave (each line is one write; on a pipe,
 * atomic up to PIPE_BUF). Nothing is kept between records but the open
 * descriptor, which belongs to the process that opened it: a worker forked
 * from a process that had it open opens its own (the pid says whose it is).
 *
 * The message's {placeholders} are replaced by the context's scalar,
 * null or Stringable values (PSR-3 section 1.2); a Throwable anywhere at the
 * context's top level is written as its class, message, file and line, and
 * an empty context is left out. Levels are PSR-3's eight, by severity
 * (emergency 0 ... debug 7); records less severe than the configured level
 * cost one comparison. A failed write is dropped: logging never fails a
 * request.
 */
#include "php/log/log.h"

#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <Zend/zend_smart_str.h>
#include <ext/json/php_json.h>

#include <errno.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "php/core/binding.h"
#include "src/core/safe_file.h"

zend_class_entry *vela_ce_log_logger;
static zend_object_handlers logger_handlers;

static const char *const levels[] = {"emergency", "alert",  "critical", "error",
                                     "warning",   "notice", "info",     "debug"};
#define LEVEL_COUNT 8

typedef struct vela_php_logger {
    int threshold;        /* the least severe level written (0-7); -1: not constructed */
    zend_string *path;    /* NULL: the process's stderr */
    zend_string *channel; /* the "channel" field */
    int fd;               /* the file at `path` opened by process `fd_pid`, or -1 */
    pid_t fd_pid;
    zend_object std;
} vela_php_logger_t;

static inline vela_php_logger_t *logger_from_obj(zend_object *obj)
{
    return (vela_php_logger_t *)((char *)obj - XtOffsetOf(vela_php_logger_t, std));
}

/* The severity of level `name` (0-7), or -1 when PSR-3 has no such level. */
static int severity_of(const zend_string *name)
{
    for (int i = 0; i < LEVEL_COUNT; i++) {
        if (zend_string_equals_cstr(name, levels[i], strlen(levels[i]))) {
            return i;
        }
    }
    return -1;
}

/* The descriptor records go to: stderr, or the path opened by this process (-1 if refused). */
static int descriptor(vela_php_logger_t *self)
{
    if (self->path == NULL) {
        return STDERR_FILENO;
    }
    if (self->fd >= 0 && self->fd_pid == getpid()) {
        return self->fd;
    }
    const char *why = NULL;
    self->fd = -1; /* another process's descriptor is left to it */
    if (vela_safe_file_open_append(ZSTR_VAL(self->path), &self->fd, &why) != 0) {
        self->fd = -1;
        return -1;
    }
    self->fd_pid = getpid();
    return self->fd;
}

/* Writes the whole line, retrying short writes and EINTR; a failure drops the rest. */
static void write_line(vela_php_logger_t *self, const char *line, size_t len)
{
    int fd = descriptor(self);
    while (fd >= 0 && len > 0) {
        ssize_t n = write(fd, line, len);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return;
        }
        line += n;
        len -= (size_t)n;
    }
}

/* The time as ISO 8601 in UTC with microseconds: 2030-01-01T00:00:00.000000Z. */
static zend_string *now_iso8601(void)
{
    struct timeval tv;
    struct tm tm;
    char text[32];
    gettimeofday(&tv, NULL);
    time_t seconds = tv.tv_sec;
    gmtime_r(&seconds, &tm);
    strftime(text, sizeof(text), "%Y-%m-%dT%H:%M:%S", &tm);
    return zend_strpprintf(0, "%s.%06ldZ", text, (long)tv.tv_usec);
}

/* A context value as a placeholder's text, or NULL when it has none (arrays, other objects). */
static zend_string *placeholder_text(zval *value)
{
    ZVAL_DEREF(value);
    if (Z_TYPE_P(value) == IS_ARRAY ||
        (Z_TYPE_P(value) == IS_OBJECT && !Z_OBJCE_P(value)->__tostring)) {
        return NULL;
    }
    return zval_try_get_string(value);
}

/* The message with each {key} the context has a text for replaced by it (PSR-3 1.2). */
static zend_string *interpolate(zend_string *message, HashTable *context)
{
    const char *s = ZSTR_VAL(message), *end = s + ZSTR_LEN(message);
    const char *open = memchr(s, '{', ZSTR_LEN(message));
    if (open == NULL || zend_hash_num_elements(context) == 0) {
        return zend_string_copy(message);
    }
    smart_str out = {0};
    while (open != NULL) {
        const char *close = memchr(open + 1, '}', end - open - 1);
        if (close == NULL) {
            break;
        }
        zval *value = zend_hash_str_find(context, open + 1, close - open - 1);
        zend_string *text = value ? placeholder_text(value) : NULL;
        smart_str_appendl(&out, s, (text ? open : close + 1) - s);
        if (text) {
            smart_str_append(&out, text);
            zend_string_release(text);
        }
        s = close + 1;
        open = memchr(s, '{', end - s);
    }
    smart_str_appendl(&out, s, end - s);
    return smart_str_extract(&out);
}

/* A Throwable as {"class", "message", "file", "line"}. */
static void describe_throwable(zend_object *ex, zval *out)
{
    zval rv;
    zend_class_entry *base =
        instanceof_function(ex->ce, zend_ce_exception) ? zend_ce_exception : zend_ce_error;
    array_init(out);
    add_assoc_str(out, "class", zend_string_copy(ex->ce->name));
    const char *names[] = {"message", "file", "line"};
    for (size_t i = 0; i < 3; i++) {
        zval *v = zend_read_property(base, ex, names[i], strlen(names[i]), 1, &rv);
        Z_TRY_ADDREF_P(v);
        add_assoc_zval(out, names[i], v);
    }
}

/* The context as written: a copy with each Throwable described. */
static void context_field(HashTable *context, zval *out)
{
    zend_string *key;
    zend_ulong index;
    zval *value, copy;
    array_init_size(out, zend_hash_num_elements(context));
    ZEND_HASH_FOREACH_KEY_VAL(context, index, key, value)
    {
        ZVAL_DEREF(value);
        if (Z_TYPE_P(value) == IS_OBJECT &&
            instanceof_function(Z_OBJCE_P(value), zend_ce_throwable)) {
            describe_throwable(Z_OBJ_P(value), &copy);
        } else {
            ZVAL_COPY(&copy, value);
        }
        if (key) {
            zend_hash_update(Z_ARRVAL_P(out), key, &copy);
        } else {
            zend_hash_index_update(Z_ARRVAL_P(out), index, &copy);
        }
    }
    ZEND_HASH_FOREACH_END();
}

/* Builds, encodes and writes one record; false with an exception thrown (a message that is not
 * a string and cannot become one). */
static bool record(vela_php_logger_t *self, int severity, zval *message, HashTable *context)
{
    zend_string *text = zval_try_get_string(message);
    if (text == NULL) {
        return false;
    }
    zval fields, context_copy;
    array_init(&fields);
    add_assoc_str(&fields, "time", now_iso8601());
    add_assoc_string(&fields, "level", levels[severity]);
    add_assoc_str(&fields, "channel", zend_string_copy(self->channel));
    add_assoc_str(&fields, "message",
                  context ? interpolate(text, context) : zend_string_copy(text));
    zend_string_release(text);
    if (context && zend_hash_num_elements(context) > 0) {
        context_field(context, &context_copy);
        add_assoc_zval(&fields, "context", &context_copy);
    }
    vela_php_log_scope_fields(&fields);
    smart_str line = {0};
    php_json_encode(&line, &fields,
                    PHP_JSON_UNESCAPED_SLASHES | PHP_JSON_UNESCAPED_UNICODE |
                        PHP_JSON_INVALID_UTF8_SUBSTITUTE | PHP_JSON_PARTIAL_OUTPUT_ON_ERROR |
                        PHP_JSON_PRESERVE_ZERO_FRACTION);
    smart_str_appendc(&line, '\n');
    smart_str_0(&line);
    write_line(self, ZSTR_VAL(line.s), ZSTR_LEN(line.s));
    smart_str_free(&line);
    zval_ptr_dtor(&fields);
    return true;
}

/* One of the eight level methods: message and context, then the record if severe enough. */
static void log_at(INTERNAL_FUNCTION_PARAMETERS, int severity)
{
    zval *message;
    HashTable *context = NULL;
    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_ZVAL(message)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(context)
    ZEND_PARSE_PARAMETERS_END();
    vela_php_logger_t *self = logger_from_obj(Z_OBJ_P(ZEND_THIS));
    if (self->threshold < 0) {
        zend_throw_error(NULL, "Vela\\Log\\Logger is not constructed");
        RETURN_THROWS();
    }
    if (severity <= self->threshold && !record(self, severity, message, context)) {
        RETURN_THROWS();
    }
}

/* Throws PSR-3's Psr\Log\InvalidArgumentException when psr/log is loaded, else a ValueError. */
static void throw_unknown_level(zval *level)
{
    zend_string *name = zend_string_init("Psr\\Log\\InvalidArgumentException", 32, 0);
    zend_class_entry *ce = zend_lookup_class_ex(name, NULL, ZEND_FETCH_CLASS_NO_AUTOLOAD);
    zend_string_release(name);
    zend_string *shown = Z_TYPE_P(level) == IS_STRING ? zend_string_copy(Z_STR_P(level))
                                                      : zend_string_init("(not a string)", 14, 0);
    const char *format = "Vela\\Log\\Logger: unknown level \"%s\" (emergency, alert, critical, "
                         "error, warning, notice, info, debug)";
    if (ce) {
        zend_throw_exception_ex(ce, 0, format, ZSTR_VAL(shown));
    } else {
        zend_value_error(format, ZSTR_VAL(shown));
    }
    zend_string_release(shown);
}

PHP_METHOD(Vela_Log_Logger, log)
{
    zval *level, *message;
    HashTable *context = NULL;
    ZEND_PARSE_PARAMETERS_START(2, 3)
    Z_PARAM_ZVAL(level)
    Z_PARAM_ZVAL(message)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(context)
    ZEND_PARSE_PARAMETERS_END();
    vela_php_logger_t *self = logger_from_obj(Z_OBJ_P(ZEND_THIS));
    int severity = Z_TYPE_P(level) == IS_STRING ? severity_of(Z_STR_P(level)) : -1;
    if (severity < 0) {
        throw_unknown_level(level);
        RETURN_THROWS();
    }
    if (self->threshold < 0) {
        zend_throw_error(NULL, "Vela\\Log\\Logger is not constructed");
        RETURN_THROWS();
    }
    if (severity <= self->threshold && !record(self, severity, message, context)) {
        RETURN_THROWS();
    }
}

/* clang-format off */
PHP_METHOD(Vela_Log_Logger, emergency) { log_at(INTERNAL_FUNCTION_PARAM_PASSTHRU, 0); }
PHP_METHOD(Vela_Log_Logger, alert) { log_at(INTERNAL_FUNCTION_PARAM_PASSTHRU, 1); }
PHP_METHOD(Vela_Log_Logger, critical) { log_at(INTERNAL_FUNCTION_PARAM_PASSTHRU, 2); }
PHP_METHOD(Vela_Log_Logger, error) { log_at(INTERNAL_FUNCTION_PARAM_PASSTHRU, 3); }
PHP_METHOD(Vela_Log_Logger, warning) { log_at(INTERNAL_FUNCTION_PARAM_PASSTHRU, 4); }
PHP_METHOD(Vela_Log_Logger, notice) { log_at(INTERNAL_FUNCTION_PARAM_PASSTHRU, 5); }
PHP_METHOD(Vela_Log_Logger, info) { log_at(INTERNAL_FUNCTION_PARAM_PASSTHRU, 6); }
PHP_METHOD(Vela_Log_Logger, debug) { log_at(INTERNAL_FUNCTION_PARAM_PASSTHRU, 7); }
/* clang-format on */

PHP_METHOD(Vela_Log_Logger, __construct)
{
    zend_string *level = NULL, *path = NULL, *channel = NULL;
    ZEND_PARSE_PARAMETERS_START(0, 3)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR(level)
    Z_PARAM_STR_OR_NULL(path)
    Z_PARAM_STR(channel)
    ZEND_PARSE_PARAMETERS_END();
    vela_php_logger_t *self = logger_from_obj(Z_OBJ_P(ZEND_THIS));
    int threshold = level ? severity_of(level) : LEVEL_COUNT - 1;
    if (self->threshold >= 0) {
        zend_throw_error(NULL, "Vela\\Log\\Logger is already constructed");
        RETURN_THROWS();
    }
    if (threshold < 0) {
        zend_argument_value_error(1,
                                  "must be one of emergency, alert, critical, error, warning, "
                                  "notice, info, debug; \"%s\" given",
                                  ZSTR_VAL(level));
        RETURN_THROWS();
    }
    if (path && (ZSTR_LEN(path) == 0 || memchr(ZSTR_VAL(path), '\0', ZSTR_LEN(path)))) {
        zend_argument_value_error(2, "must be a file path, or null for stderr");
        RETURN_THROWS();
    }
    self->threshold = threshold;
    self->path = path ? zend_string_copy(path) : NULL;
    self->channel = channel ? zend_string_copy(channel) : zend_string_init("app", 3, 0);
}

static zend_object *logger_create(zend_class_entry *ce)
{
    vela_php_logger_t *self = zend_object_alloc(sizeof(*self), ce);
    memset(self, 0, XtOffsetOf(vela_php_logger_t, std));
    self->threshold = -1;
    self->fd = -1;
    zend_object_std_init(&self->std, ce);
    object_properties_init(&self->std, ce);
    self->std.handlers = &logger_handlers;
    return &self->std;
}

static void logger_free(zend_object *obj)
{
    vela_php_logger_t *self = logger_from_obj(obj);
    if (self->fd >= 0 && self->fd_pid == getpid()) {
        close(self->fd);
    }
    if (self->path) {
        zend_string_release(self->path);
    }
    if (self->channel) {
        zend_string_release(self->channel);
    }
    zend_object_std_dtor(obj);
}

void vela_php_log_logger_register(zend_class_entry *ce)
{
    vela_ce_log_logger = ce;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    ce->create_object = logger_create;
    memcpy(&logger_handlers, zend_get_std_object_handlers(), sizeof(zend_object_handlers));
    logger_handlers.offset = XtOffsetOf(vela_php_logger_t, std);
    logger_handlers.free_obj = logger_free;
    logger_handlers.clone_obj = NULL;
}
