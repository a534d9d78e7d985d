/*
 * The access log of Vela\Http\Server: one line per answered request, in
 * common log format or as a JSON object, to stdout or a file (the
 * access_log and access_log_format options).
 *
 * Design. Lines are written with one write(2) each, unbuffered, so workers
 * sharing a file interleave whole lines. A log that cannot be written
 * never fails a request: the first failure is reported through PHP's error
 * log, later ones are not until a write succeeds again. SIGUSR1 (logrotate)
 * reopens a file in place (dup3 over the same descriptor).
 *
 * Client text never shapes a line. The common format escapes the method
 * and the target as nginx does (`"`, `\`, control bytes and bytes past
 * ASCII as \xHH), spaces too; the JSON format encodes every string with invalid UTF-8
 * replaced by U+FFFD, so each line is one valid JSON object.
 */
#ifndef VELA_PHP_HTTP_ACCESS_LOG_H
#define VELA_PHP_HTTP_ACCESS_LOG_H

#include <php.h>

#include "php/http/http.h"
#include "php/http/options.h"

typedef struct vela_php_access_log {
    int fd;            /* -1: off */
    bool json;         /* access_log_format = "json" */
    bool failing;      /* the last write failed (reported once) */
    zend_string *path; /* the file to reopen; NULL for stdout or off */
} vela_php_access_log_t;

/* Prepares a log that is off. Cannot fail. */
void vela_php_access_log_init(vela_php_access_log_t *log);

/*
 * Opens the log the options ask for ("off": nothing). Returns true, or
 * false with Vela\Http\Exception thrown naming the path. PHP context.
 */
bool vela_php_access_log_open(vela_php_access_log_t *log, const vela_php_http_options_t *options);

/* Reopens a log file (after logrotate moved it); stdout or off is left alone. Loop context. */
void vela_php_access_log_reopen(vela_php_access_log_t *log);

/* Closes the log; it is off afterwards. NULL-safe fields. */
void vela_php_access_log_close(vela_php_access_log_t *log);

static inline bool vela_php_access_log_is_on(const vela_php_access_log_t *log)
{
    return log->fd >= 0;
}

/*
 * Writes the line of one answered request: `status` and `bytes` of body
 * sent, `started` the uv_hrtime() at dispatch (for duration_ms). Loop or
 * coroutine context; never fails the request.
 */
void vela_php_access_log_write(vela_php_access_log_t *log, vela_php_request_t *request, int status,
                               uint64_t bytes, uint64_t started);

#endif
