/*
 * The access log (see access_log.h).
 *
 * Invariants: log->fd >= 0 exactly while the log is on; log->failing is
 * true from a failed write to the next successful one, and the failure was
 * reported once in between.
 */
#include "php/http/access_log.h"

#include "src/core/ascii.h"

#include <fcntl.h>
#include <syslog.h>
#include <time.h>
#include <unistd.h>

#include <Zend/zend_exceptions.h>
#include <ext/json/php_json.h>
#include <zend_smart_str.h>

#include "src/core/safe_file.h"

void vela_php_access_log_init(vela_php_access_log_t *log)
{
    log->fd = -1;
    log->json = false;
    log->failing = false;
    log->path = NULL;
}

/* Opens the log file without following a planted link (src/core/safe_file.h); -1 and *why. */
static int open_file(const char *path, const char **why)
{
    int fd = -1;

    vela_safe_file_open_append(path, &fd, why);
    return fd;
}

bool vela_php_access_log_open(vela_php_access_log_t *log, const vela_php_http_options_t *options)
{
    const char *where = ZSTR_VAL(options->access_log), *why = "";

    log->json = zend_string_equals_literal(options->access_log_format, "json");
    if (strcmp(where, "off") == 0) {
        return true;
    }
    if (strcmp(where, "stdout") == 0) {
        log->fd = dup(STDOUT_FILENO);
        why = log->fd < 0 ? strerror(errno) : "";
    } else {
        log->fd = open_file(where, &why);
        log->path = zend_string_copy(options->access_log);
    }
    if (log->fd < 0) {
        zend_throw_exception_ex(vela_ce_http_exception, 0, "Cannot open the access log %s: %s",
                                where, why);
        vela_php_access_log_close(log);
        return false;
    }
    return true;
}

void vela_php_access_log_reopen(vela_php_access_log_t *log)
{
    const char *why;
    int fd;

    if (log->fd < 0 || log->path == NULL) {
        return;
    }
    fd = open_file(ZSTR_VAL(log->path), &why);
    if (fd >= 0) {
        dup3(fd, log->fd, O_CLOEXEC);
        close(fd);
    }
}

void vela_php_access_log_close(vela_php_access_log_t *log)
{
    if (log->fd >= 0) {
        close(log->fd);
    }
    if (log->path) {
        zend_string_release(log->path);
    }
    vela_php_access_log_init(log);
}

/* One write per line; the first failure of a run is reported, the request goes on. */
static void write_line(vela_php_access_log_t *log, const char *line, size_t len)
{
    char message[256];

    if (write(log->fd, line, len) == (ssize_t)len) {
        log->failing = false;
        return;
    }
    if (!log->failing) {
        snprintf(message, sizeof(message),
                 "Vela\\Http\\Server: cannot write the access log %s: %s (not reported again "
                 "until a line is written)",
                 log->path ? ZSTR_VAL(log->path) : "stdout", strerror(errno));
        php_log_err_with_severity(message, LOG_WARNING);
        log->failing = true;
    }
}

/*
 * Appends `len` bytes of client text the way nginx escapes its access log
 * (`"`, `\`, control bytes, DEL and every byte past ASCII become \xHH) and
 * a space too, so a field can neither end early, split in two nor start a
 * new line, and unescaping gives back the bytes received.
 */
static void append_escaped(smart_str *out, const char *text, size_t len)
{
    static const char hex[] = VELA_HEX_UPPER;

    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];

        if (c <= 0x20 || c >= 0x7f || c == '"' || c == '\\') {
            char escaped[4] = {'\\', 'x', hex[c >> 4], hex[c & 15]};
            smart_str_appendl(out, escaped, sizeof(escaped));
        } else {
            smart_str_appendc(out, (char)c);
        }
    }
}

/* One line in common log format; the method and the target are escaped (append_escaped()). */
static void write_common(vela_php_access_log_t *log, vela_php_request_t *request, int status,
                         uint64_t bytes, const struct tm *tm)
{
    char when[64], tail[96];
    smart_str out = {0};

    strftime(when, sizeof(when), "%d/%b/%Y:%H:%M:%S %z", tm);
    smart_str_append(&out, vela_php_request_client_address(request));
    smart_str_appends(&out, " - - [");
    smart_str_appends(&out, when);
    smart_str_appends(&out, "] \"");
    append_escaped(&out, ZSTR_VAL(request->method), ZSTR_LEN(request->method));
    smart_str_appendc(&out, ' ');
    append_escaped(&out, ZSTR_VAL(request->target), ZSTR_LEN(request->target));
    snprintf(tail, sizeof(tail), " HTTP/%d.%d\" %d %llu\n", request->version_major,
             request->version_minor, status, (unsigned long long)bytes);
    smart_str_appends(&out, tail);
    write_line(log, ZSTR_VAL(out.s), ZSTR_LEN(out.s));
    smart_str_free(&out);
}

/*
 * "name":"value", with invalid UTF-8 replaced by U+FFFD (JSON_INVALID_UTF8_SUBSTITUTE): a line
 * always decodes, to the bytes received where they were UTF-8. Never appends NULL: should the
 * encoder still fail, the value is logged as "".
 */
static void json_field(smart_str *out, const char *name, zend_string *value)
{
    zend_string *encoded =
        php_json_encode_string(ZSTR_VAL(value), ZSTR_LEN(value),
                               PHP_JSON_UNESCAPED_SLASHES | PHP_JSON_INVALID_UTF8_SUBSTITUTE);

    smart_str_appendc(out, '"');
    smart_str_appends(out, name);
    smart_str_appends(out, "\":");
    if (encoded != NULL) {
        smart_str_append(out, encoded);
        zend_string_release(encoded);
    } else {
        smart_str_appends(out, "\"\"");
    }
    smart_str_appendc(out, ',');
}

/* One JSON object per line. */
static void write_json(vela_php_access_log_t *log, vela_php_request_t *request, int status,
                       uint64_t bytes, uint64_t started, const struct tm *tm)
{
    char when[64], tail[160];
    smart_str out = {0};
    zend_string *time_str;

    strftime(when, sizeof(when), "%Y-%m-%dT%H:%M:%S%z", tm);
    time_str = zend_string_init(when, strlen(when), 0);
    smart_str_appendc(&out, '{');
    json_field(&out, "time", time_str);
    json_field(&out, "client", vela_php_request_client_address(request));
    json_field(&out, "method", request->method);
    json_field(&out, "uri", request->target);
    if (request->route) {
        json_field(&out, "route", request->route);
    }
    if (request->request_id) {
        json_field(&out, "request_id", request->request_id);
    }
    snprintf(tail, sizeof(tail),
             "\"protocol\":\"HTTP/%d.%d\",\"status\":%d,\"bytes\":%llu,\"duration_ms\":%.3f}\n",
             request->version_major, request->version_minor, status, (unsigned long long)bytes,
             (double)(uv_hrtime() - started) / 1e6);
    smart_str_appends(&out, tail);
    write_line(log, ZSTR_VAL(out.s), ZSTR_LEN(out.s));
    smart_str_free(&out);
    zend_string_release(time_str);
}

void vela_php_access_log_write(vela_php_access_log_t *log, vela_php_request_t *request, int status,
                               uint64_t bytes, uint64_t started)
{
    time_t now = time(NULL);
    struct tm tm;

    if (log->fd < 0) {
        return;
    }
    localtime_r(&now, &tm);
    if (log->json) {
        write_json(log, request, status, bytes, started, &tm);
    } else {
        write_common(log, request, status, bytes, &tm);
    }
}
