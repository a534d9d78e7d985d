/*
 * An outbound HTTP client: requests in, responses out, on the worker's
 * libcurl multi handle (multi.h). The engine of Vela\Http\Client.
 *
 * Design. A client holds its settings and one gate per host (scheme, host
 * and port): a vela_pool_t (src/core/pool.h) whose "connections" are slots,
 * at most max_per_host of them, each lease one transfer in flight. So the
 * per-host cap has the pools' semantics: FIFO waiters, a wait bounded by
 * pool_timeout, and an exhaustion that names the size, the waiters and the
 * holders' file:line in the same words as the PostgreSQL and Redis pools.
 * With at most max_per_host transfers in flight to a host, libcurl never
 * needs more than max_per_host connections to it, and reuses them (keep-
 * alive; several streams on one HTTP/2 connection when the server speaks
 * it). A request sets up one easy handle (a reset spare, multi.h), runs
 * it with vela_http_multi_perform() (suspending only its coroutine) and
 * fills a vela_http_response_t; the easy handle is given back before
 * send() returns.
 *
 * Errors stick to the response (kind + message, as hiredis does), and
 * send() returns a negative code too: an error status (404, 500) is a
 * response, not an error.
 *
 * Ownership: the client copies every string of its config; the request's
 * strings stay the caller's; the response's memory is the response's
 * (vela_http_response_free()). Context: send() may suspend (coroutine, or
 * the main context, which runs the loop); the rest never suspends.
 * Thread-safety: none.
 */
#ifndef VELA_HTTP_CLIENT_CLIENT_H
#define VELA_HTTP_CLIENT_CLIENT_H

#include <curl/curl.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "src/core/pool.h"

typedef struct vela_http_client vela_http_client_t;

typedef struct vela_http_client_config {
    const char *base_uri;       /* relative request URLs resolve against it; NULL = none */
    int64_t timeout_ms;         /* whole transfer; 0 = no limit */
    int64_t connect_timeout_ms; /* TCP + TLS handshake; 0 = libcurl's (300 s) */
    int64_t idle_timeout_ms;    /* abort when no byte arrives for this long; 0 = never */
    int64_t pool_timeout_ms;    /* waiting for a per-host slot; < 0 = no limit */
    uint32_t max_per_host;      /* transfers in flight (so connections) per host; >= 1 */
    size_t body_limit;          /* response body bytes at most (decoded); 0 = no limit */
    long max_redirects;         /* 0 = redirects are responses; n = follow at most n */
    unsigned retries;           /* extra attempts after a failed connection or 502/503/504 */
    int64_t retry_max_delay_ms; /* cap of one wait between attempts (back-off or Retry-After) */
    bool retry_non_idempotent;  /* retry POST and PATCH too (off: they may have had an effect) */
    bool verify;                /* verify the peer's certificate and name */
    bool http2;                 /* offer HTTP/2 (ALPN over TLS); else HTTP/1.1 only */
    bool decode;                /* send Accept-Encoding and decode gzip/deflate/br */
    const char *proxy;          /* NULL = from the environment; "" = none */
    const char *no_proxy;       /* hosts not proxied; NULL = from the environment */
    const char *cafile;         /* CA bundle instead of the system store; NULL = system */
    const char *cert_file;      /* client certificate (PEM) for TLS; NULL = none */
    const char *key_file;       /* its private key (PEM); NULL = in cert_file */
    const char *key_password;   /* the key's passphrase; NULL = none */
    struct vela_http_cookie_jar
        *cookies; /* the caller's (cookies.h), kept alive by it; NULL = none */
} vela_http_client_config_t;

typedef struct vela_http_request {
    const char *method;         /* "GET", "POST", ... */
    const char *url;            /* absolute, or relative to base_uri */
    const char *query;          /* encoded "a=1&b=2" appended to the URL's; NULL = none */
    const char *const *headers; /* "Name: value" lines */
    size_t header_count;
    const char *body; /* NULL = no body */
    size_t body_len;
    /*
     * A streamed body instead (read_body not NULL): libcurl calls
     * read_body(read_arg, buf, len) from a loop callback (main context, must
     * not suspend) for up to len bytes; it returns how many it stored, 0 at
     * the end, VELA_HTTP_READ_FAILED to abort. body_size is its length, or
     * -1 when unknown (sent chunked over HTTP/1.1). A streamed body is never
     * retried: it cannot be read twice.
     */
    size_t (*read_body)(void *read_arg, char *buf, size_t len);
    void *read_arg;
    int64_t body_size;
    /*
     * A sink instead of the response's memory (sink not NULL): each piece of
     * the body goes to sink(sink_arg, data, len), from a loop callback (main
     * context, must not suspend), which returns len, or anything else to
     * abort. body_limit does not apply: a sink is how a large body is taken.
     * A request with a sink is never retried (the sink has the body so far).
     */
    size_t (*sink)(void *sink_arg, const char *data, size_t len);
    void *sink_arg;
    const char *site; /* the caller's "file.php:12", for the gate's diagnostics */
} vela_http_request_t;

#define VELA_HTTP_READ_FAILED CURL_READFUNC_ABORT

typedef enum vela_http_error_kind {
    VELA_HTTP_OK,
    VELA_HTTP_ERR_CONNECT,   /* no connection: DNS, refused, unreachable, proxy refused */
    VELA_HTTP_ERR_TIMEOUT,   /* a timeout of the transfer (connect, total, idle) */
    VELA_HTTP_ERR_POOL,      /* no slot for the host within pool_timeout */
    VELA_HTTP_ERR_TLS,       /* handshake or verification failed */
    VELA_HTTP_ERR_REDIRECTS, /* more redirects than max_redirects */
    VELA_HTTP_ERR_TOO_LARGE, /* the body passed body_limit */
    VELA_HTTP_ERR_INVALID,   /* the URL or method is not usable */
    VELA_HTTP_ERR_PROTOCOL,  /* the exchange broke: reset, garbage, bad encoding, ... */
    VELA_HTTP_ERR_RUNTIME,   /* the wait itself failed (cancelled, blocked, no memory) */
} vela_http_error_kind_t;

typedef struct vela_http_header {
    char *name, *value;
} vela_http_header_t;

typedef struct vela_http_response {
    long status; /* of the last response (after redirects) */
    char *body;  /* NUL-terminated; body_len bytes */
    size_t body_len, body_cap;
    vela_http_header_t *headers; /* of the last response, in order, names as sent */
    size_t header_count, header_cap;
    vela_http_error_kind_t kind;
    int code; /* what send() returned */
    char error[CURL_ERROR_SIZE + 128];
    vela_pool_t *pool; /* the host's gate, for a VELA_HTTP_ERR_POOL message */
    size_t body_limit;
    bool too_large;
    size_t (*sink)(void *sink_arg, const char *data, size_t len); /* the request's */
    void *sink_arg;
} vela_http_response_t;

/*
 * Creates a client from config (strings copied). Returns 0, VELA_EINVAL
 * (max_per_host 0), VELA_ENOMEM. Any context.
 */
int vela_http_client_new(const vela_http_client_config_t *config, vela_http_client_t **out);

/* Frees a client and its gates. NULL-safe. No transfer of it may be in flight. */
void vela_http_client_free(vela_http_client_t *client);

/*
 * Sends one request and fills *res (which the caller zeroed; free it with
 * vela_http_response_free() whatever this returns). Waits for a slot of
 * the host's gate, then for the transfer; retries as config.retries says
 * (holding no slot while it waits), and fills *res from the last attempt.
 *
 * Returns 0 with res->status set, whatever the status; otherwise a negative
 * code with res->kind and res->error saying what failed: VELA_ETIMEOUT
 * (kind TIMEOUT or POOL), VELA_EPROTOCOL (CONNECT, TLS, REDIRECTS,
 * PROTOCOL), VELA_ELIMIT (TOO_LARGE), VELA_EINVAL (INVALID), VELA_ENOMEM,
 * or VELA_ECANCELED / VELA_EBLOCKED / VELA_ESTATE (kind RUNTIME) as
 * vela_coro_suspend(). Coroutine or main context.
 */
int vela_http_client_send(vela_http_client_t *client, const vela_http_request_t *req,
                          vela_http_response_t *res);

/* Releases what a response holds. NULL-safe. */
void vela_http_response_free(vela_http_response_t *res);

/* The client's gate for a host key ("http://127.0.0.1:8080"), or NULL. For tests and metrics. */
vela_pool_t *vela_http_client_gate(const vela_http_client_t *client, const char *host_key);

#endif
