/*
 * Response head lines, Retry-After and the retry back-off (see head.h). Lines come from
 * libcurl, which already split the head and checked the status line, so
 * this only finds the name and the trimmed value; a line without a colon,
 * or starting with one, is ignored rather than guessed at.
 */
#include "src/http_client/head.h"

#include <curl/curl.h>
#include <stdlib.h>
#include <string.h>

static int blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

vela_http_head_kind_t vela_http_head_line(const char *line, size_t len,
                                          vela_http_head_field_t *field)
{
    if (len >= 5 && memcmp(line, "HTTP/", 5) == 0) {
        return VELA_HTTP_HEAD_STATUS;
    }
    const char *colon = memchr(line, ':', len);
    if (!colon || colon == line) {
        return VELA_HTTP_HEAD_OTHER;
    }
    size_t start = (size_t)(colon - line) + 1, end = len;
    while (start < end && (line[start] == ' ' || line[start] == '\t')) {
        start++;
    }
    while (end > start && blank(line[end - 1])) {
        end--;
    }
    *field = (vela_http_head_field_t){(size_t)(colon - line), start, end};
    return VELA_HTTP_HEAD_FIELD;
}

int64_t vela_http_retry_after_ms(const char *value, time_t now)
{
    size_t digits = strspn(value, "0123456789");
    if (digits > 0 && value[digits] == '\0') {
        return digits > 9 ? INT64_MAX : (int64_t)strtoll(value, NULL, 10) * 1000;
    }
    if (*value == '\0') {
        return -1;
    }
    time_t when = curl_getdate(value, NULL);
    if (when < 0) {
        return -1;
    }
    return when > now ? (int64_t)(when - now) * 1000 : 0;
}

int64_t vela_http_backoff_ms(unsigned attempt, int64_t max_ms, uint64_t random)
{
    unsigned shift = attempt == 0 ? 0 : attempt - 1;
    int64_t backoff = (int64_t)100 << (shift < 16 ? shift : 16);
    if (backoff > max_ms) {
        backoff = max_ms > 0 ? max_ms : 0;
    }
    return backoff / 2 + (int64_t)(random % ((uint64_t)backoff / 2 + 1));
}
