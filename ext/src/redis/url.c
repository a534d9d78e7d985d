/*
 * URL and address parsing (see url.h). A small cursor walks the input once;
 * each component is copied into its fixed buffer through one bounded copy
 * that percent-decodes when asked, so no path can write past a bound, and
 * that refuses NUL bytes (raw or %00), which would silently cut a host or a
 * password short once the field is used as a C string.
 */
#include "src/redis/url.h"

#include "src/core/ascii.h"

#include <stdio.h>
#include <string.h>

#include "src/core/error.h"

#define DEFAULT_PORT 6379

typedef struct span {
    const char *p;
    size_t n;
} span_t;

/* Copies s into dst[cap] (NUL-terminated), percent-decoding when decode. */
static int copy_span(span_t s, char *dst, size_t cap, bool decode, const char **why,
                     const char *too_long)
{
    size_t out = 0;
    for (size_t i = 0; i < s.n; i++) {
        char c = s.p[i];
        if (decode && c == '%') {
            int hi = i + 2 < s.n ? vela_hex_value(s.p[i + 1]) : -1;
            int lo = i + 2 < s.n ? vela_hex_value(s.p[i + 2]) : -1;
            if (hi < 0 || lo < 0) {
                *why = "bad percent-encoding";
                return VELA_EINVAL;
            }
            c = (char)(hi * 16 + lo);
            i += 2;
        }
        if (c == '\0') {
            *why = "a NUL byte is not allowed in a Redis URL or address";
            return VELA_EINVAL;
        }
        if (out + 1 >= cap) {
            *why = too_long;
            return VELA_EINVAL;
        }
        dst[out++] = c;
    }
    dst[out] = '\0';
    return 0;
}

/* A decimal number in [min, max] spanning all of s. */
static int parse_number(span_t s, long min, long max, long *out)
{
    long v = 0;
    if (s.n == 0 || s.n > 9) {
        return VELA_EINVAL;
    }
    for (size_t i = 0; i < s.n; i++) {
        if (s.p[i] < '0' || s.p[i] > '9') {
            return VELA_EINVAL;
        }
        v = v * 10 + (s.p[i] - '0');
    }
    if (v < min || v > max) {
        return VELA_EINVAL;
    }
    *out = v;
    return 0;
}

static const char *find(span_t s, char c)
{
    return memchr(s.p, c, s.n);
}

static const char *find_last(span_t s, char c)
{
    for (size_t i = s.n; i > 0; i--) {
        if (s.p[i - 1] == c) {
            return s.p + i - 1;
        }
    }
    return NULL;
}

/* Splits s at the first c: head before, tail after; false when absent. */
static bool split(span_t s, char c, span_t *head, span_t *tail)
{
    const char *at = find(s, c);
    if (!at) {
        return false;
    }
    *head = (span_t){s.p, (size_t)(at - s.p)};
    *tail = (span_t){at + 1, s.n - (size_t)(at - s.p) - 1};
    return true;
}

static bool host_is_clean(span_t host)
{
    for (size_t i = 0; i < host.n; i++) {
        if ((unsigned char)host.p[i] <= ' ' || host.p[i] == '/' || host.p[i] == '@') {
            return false;
        }
    }
    return true;
}

static int parse_host_port(span_t s, vela_redis_address_t *out, const char **why)
{
    span_t host = s, port = {NULL, 0};
    if (s.n > 0 && s.p[0] == '[') {
        const char *close = find(s, ']');
        if (!close) {
            *why = "unclosed '[' in an IPv6 host";
            return VELA_EINVAL;
        }
        host = (span_t){s.p + 1, (size_t)(close - s.p - 1)};
        span_t rest = {close + 1, s.n - (size_t)(close - s.p) - 1};
        if (rest.n > 0 && (rest.p[0] != ':' || rest.n == 1)) {
            *why = "expected ':port' after ']'";
            return VELA_EINVAL;
        }
        port = rest.n > 0 ? (span_t){rest.p + 1, rest.n - 1} : port;
    } else if (find(s, ':')) {
        const char *colon = find_last(s, ':');
        host = (span_t){s.p, (size_t)(colon - s.p)};
        port = (span_t){colon + 1, s.n - (size_t)(colon - s.p) - 1};
        if (port.n == 0 || find(host, ':')) {
            *why = port.n == 0 ? "empty port" : "an IPv6 host needs brackets";
            return VELA_EINVAL;
        }
    }
    if (host.n == 0) {
        *why = "empty host";
        return VELA_EINVAL;
    }
    if (!host_is_clean(host)) {
        *why = "the host contains a space, control byte, '/' or '@'";
        return VELA_EINVAL;
    }
    long number = DEFAULT_PORT;
    if (port.p && parse_number(port, 1, 65535, &number) != 0) {
        *why = "the port must be a number from 1 to 65535";
        return VELA_EINVAL;
    }
    out->is_unix = false;
    out->port = (int)number;
    return copy_span(host, out->host, sizeof(out->host), false, why, "host name too long");
}

int vela_redis_address_parse(const char *text, size_t len, vela_redis_address_t *out,
                             const char **why)
{
    memset(out, 0, sizeof(*out));
    return parse_host_port((span_t){text, len}, out, why);
}

static int parse_userinfo(span_t s, vela_redis_url_t *out, const char **why)
{
    span_t user = s, pass;
    if (!split(s, ':', &user, &pass)) {
        /* "redis://secret@host": a lone user info is the password, as redis-cli reads it */
        pass = s;
        user = (span_t){s.p, 0};
    }
    out->has_password = true;
    int rc = copy_span(user, out->username, sizeof(out->username), true, why, "username too long");
    return rc ? rc
              : copy_span(pass, out->password, sizeof(out->password), true, why,
                          "password too long");
}

static int parse_param(span_t param, vela_redis_url_t *out, const char **why)
{
    span_t key, value;
    long number;
    if (!split(param, '=', &key, &value)) {
        *why = "a query parameter needs a value (key=value)";
        return VELA_EINVAL;
    }
    if ((key.n == 8 && memcmp(key.p, "database", 8) == 0) ||
        (key.n == 2 && memcmp(key.p, "db", 2) == 0)) {
        if (parse_number(value, 0, 1000000, &number) != 0) {
            *why = "the database must be a number >= 0";
            return VELA_EINVAL;
        }
        out->database = (int)number;
        return 0;
    }
    if (key.n == 8 && memcmp(key.p, "username", 8) == 0) {
        return copy_span(value, out->username, sizeof(out->username), true, why,
                         "username too long");
    }
    if (key.n == 8 && memcmp(key.p, "password", 8) == 0) {
        out->has_password = true;
        return copy_span(value, out->password, sizeof(out->password), true, why,
                         "password too long");
    }
    *why = "unknown query parameter (database, username, password)";
    return VELA_EINVAL;
}

static int parse_query(span_t q, vela_redis_url_t *out, const char **why)
{
    span_t param, rest;
    while (q.n > 0) {
        if (!split(q, '&', &param, &rest)) {
            param = q;
            rest = (span_t){q.p + q.n, 0};
        }
        int rc = parse_param(param, out, why);
        if (rc != 0) {
            return rc;
        }
        q = rest;
    }
    return 0;
}

/* "host[:port][/db]" of a redis:// URL. */
static int parse_tcp_location(span_t s, vela_redis_url_t *out, const char **why)
{
    span_t authority = s, db;
    if (split(s, '/', &authority, &db) && db.n > 0) {
        long number;
        if (parse_number(db, 0, 1000000, &number) != 0) {
            *why = "the path must be a database number (redis://host/0)";
            return VELA_EINVAL;
        }
        out->database = (int)number;
    }
    return parse_host_port(authority, &out->address, why);
}

static int parse_unix_location(span_t s, vela_redis_url_t *out, const char **why)
{
    if (s.n == 0 || s.p[0] != '/') {
        *why = "a unix:// URL needs an absolute socket path (unix:///run/redis.sock)";
        return VELA_EINVAL;
    }
    out->address.is_unix = true;
    return copy_span(s, out->address.path, sizeof(out->address.path), true, why,
                     "socket path too long (108 bytes at most)");
}

int vela_redis_url_parse(const char *url, size_t len, vela_redis_url_t *out, const char **why)
{
    span_t s = {url, len}, rest, query = {NULL, 0}, userinfo, location;
    memset(out, 0, sizeof(*out));
    bool is_unix = len >= 7 && memcmp(url, "unix://", 7) == 0;
    if (!is_unix && !(len >= 8 && memcmp(url, "redis://", 8) == 0)) {
        *why = "the URL must start with redis:// or unix:// (rediss:// needs TLS: unsupported)";
        return VELA_EINVAL;
    }
    s = (span_t){url + (is_unix ? 7 : 8), len - (is_unix ? 7 : 8)};
    if (split(s, '?', &rest, &query)) {
        s = rest;
    }
    location = s;
    const char *at = find_last(s, '@');
    if (at) {
        userinfo = (span_t){s.p, (size_t)(at - s.p)};
        location = (span_t){at + 1, s.n - (size_t)(at - s.p) - 1};
        int rc = parse_userinfo(userinfo, out, why);
        if (rc != 0) {
            return rc;
        }
    }
    int rc =
        is_unix ? parse_unix_location(location, out, why) : parse_tcp_location(location, out, why);
    return rc ? rc : parse_query(query, out, why);
}

size_t vela_redis_address_format(const vela_redis_address_t *addr, char *buf, size_t cap)
{
    int n;
    if (addr->is_unix) {
        n = snprintf(buf, cap, "unix:%s", addr->path);
    } else if (strchr(addr->host, ':')) {
        n = snprintf(buf, cap, "[%s]:%d", addr->host, addr->port);
    } else {
        n = snprintf(buf, cap, "%s:%d", addr->host, addr->port);
    }
    return n < 0 ? 0 : (size_t)n;
}

bool vela_redis_address_equal(const vela_redis_address_t *a, const vela_redis_address_t *b)
{
    if (a->is_unix != b->is_unix) {
        return false;
    }
    return a->is_unix ? strcmp(a->path, b->path) == 0
                      : a->port == b->port && strcmp(a->host, b->host) == 0;
}
