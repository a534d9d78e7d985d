/*
 * Redis addresses and connection URLs, parsed without I/O.
 *
 * Forms accepted (docs/redis.md):
 *
 *     redis://[[username]:password@]host[:port][/database][?key=value&...]
 *     unix://[[username]:password@]/path/to/redis.sock[?database=N&...]
 *     host:port, [ipv6]:port, host (port 6379)          (cluster seeds, sentinels)
 *
 * Query keys: database (or db), username, password. User info and query
 * values are percent-decoded; the host may be a name (resolved later by the
 * connection, never here), an IPv4 address or a bracketed IPv6 address.
 * Every field has a fixed bound; a longer one is an error, never truncated.
 *
 * Ownership: plain structs the caller owns. Context: any; thread-safe.
 */
#ifndef VELA_REDIS_URL_H
#define VELA_REDIS_URL_H

#include <stdbool.h>
#include <stddef.h>

#define VELA_REDIS_HOST_MAX 256
#define VELA_REDIS_PATH_MAX 108 /* sun_path */
#define VELA_REDIS_CREDENTIAL_MAX 256

/* Where a server listens: TCP host and port, or a unix socket path. */
typedef struct vela_redis_address {
    bool is_unix;
    char host[VELA_REDIS_HOST_MAX]; /* TCP: name or IP literal (no brackets) */
    char path[VELA_REDIS_PATH_MAX]; /* unix: socket path */
    int port;                       /* TCP: 1..65535 */
} vela_redis_address_t;

/* Everything a redis:// or unix:// URL says. */
typedef struct vela_redis_url {
    vela_redis_address_t address;
    char username[VELA_REDIS_CREDENTIAL_MAX]; /* "" = none (AUTH password only) */
    char password[VELA_REDIS_CREDENTIAL_MAX]; /* "" = no AUTH */
    bool has_password;                        /* true even for an empty password given */
    int database;                             /* 0 when the URL names none */
} vela_redis_url_t;

/*
 * Parses a redis:// or unix:// URL of `len` bytes into *out. Returns 0, or
 * VELA_EINVAL with *why set to a static sentence naming the fault (unknown
 * scheme, bad port, field too long, ...). *out is unspecified on failure.
 */
int vela_redis_url_parse(const char *url, size_t len, vela_redis_url_t *out, const char **why);

/*
 * Parses "host:port", "[v6]:port" or "host" (port 6379) into *out. Returns 0
 * or VELA_EINVAL with *why set.
 */
int vela_redis_address_parse(const char *text, size_t len, vela_redis_address_t *out,
                             const char **why);

/*
 * Writes "host:port" (brackets around IPv6) or "unix:path" into buf (always
 * NUL-terminated when cap > 0). Returns the length it needed.
 */
size_t vela_redis_address_format(const vela_redis_address_t *addr, char *buf, size_t cap);

/* True when both name the same server. */
bool vela_redis_address_equal(const vela_redis_address_t *a, const vela_redis_address_t *b);

#endif
