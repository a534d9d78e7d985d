/*
 * The outbound HTTP client (see client.h for the design).
 *
 * A request goes: resolve the URL against base_uri and append the query
 * (libcurl's URL API, so relative references resolve as RFC 3986 says);
 * take a slot of the host's gate; set up an easy handle; run it on the
 * worker's multi handle; read status, headers and body into the response;
 * give the slot back. Headers and body are collected by libcurl callbacks
 * into the response: headers of every response are collected, and a new
 * status line (a redirect followed, a 100 Continue) starts the list over,
 * so the list is the last response's. The body stops at body_limit bytes
 * (decoded bytes, so a gzip bomb stops there too).
 */
#include "src/http_client/client.h"

#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/http_client/cookies.h"
#include "src/http_client/head.h"
#include "src/http_client/libcurl.h"
#include "src/http_client/multi.h"
#include "src/http_client/stats.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <uv.h>

struct gate {
    char *key;
    vela_pool_t *pool;
    struct gate *next;
};

struct vela_http_client {
    vela_http_client_config_t config;
    struct gate *gates;
};

/* A slot of a gate: a pool "connection" that opens and closes without I/O. */
struct slot {
    vela_pool_conn_t conn;
};

static int slot_open(void *arg, int64_t timeout_ms, vela_pool_conn_t **conn)
{
    struct slot *slot = calloc(1, sizeof(*slot));
    if (!slot) {
        return VELA_ENOMEM;
    }
    *conn = &slot->conn;
    return 0;
}

static void slot_close(void *arg, vela_pool_conn_t *conn)
{
    free(conn);
}

static const vela_pool_backend_t slots = {slot_open, slot_close};

static char *copy(const char *s)
{
    return s ? strdup(s) : NULL;
}

int vela_http_client_new(const vela_http_client_config_t *config, vela_http_client_t **out)
{
    if (config->max_per_host == 0) {
        return VELA_EINVAL;
    }
    int loaded = vela_libcurl_load();
    if (loaded < 0) {
        return loaded;
    }
    vela_http_client_t *c = calloc(1, sizeof(*c));
    if (!c) {
        return VELA_ENOMEM;
    }
    c->config = *config;
    c->config.base_uri = copy(config->base_uri);
    c->config.proxy = copy(config->proxy);
    c->config.no_proxy = copy(config->no_proxy);
    c->config.cafile = copy(config->cafile);
    c->config.cert_file = copy(config->cert_file);
    c->config.key_file = copy(config->key_file);
    c->config.key_password = copy(config->key_password);
    *out = c;
    return 0;
}

void vela_http_client_free(vela_http_client_t *client)
{
    if (!client) {
        return;
    }
    while (client->gates) {
        struct gate *g = client->gates;
        client->gates = g->next;
        vela_pool_free(g->pool);
        free(g->key);
        free(g);
    }
    free((char *)client->config.base_uri);
    free((char *)client->config.proxy);
    free((char *)client->config.no_proxy);
    free((char *)client->config.cafile);
    free((char *)client->config.cert_file);
    free((char *)client->config.key_file);
    free((char *)client->config.key_password);
    free(client);
}

vela_pool_t *vela_http_client_gate(const vela_http_client_t *client, const char *host_key)
{
    for (struct gate *g = client->gates; g; g = g->next) {
        if (strcmp(g->key, host_key) == 0) {
            return g->pool;
        }
    }
    return NULL;
}

/* The gate of host_key, created on first use. */
static int gate_for(vela_http_client_t *client, const char *host_key, vela_pool_t **out)
{
    *out = vela_http_client_gate(client, host_key);
    if (*out) {
        return 0;
    }
    char name[300];
    snprintf(name, sizeof(name), "http.%s", host_key);
    vela_pool_config_t config = {
        .min = 0,
        .max = client->config.max_per_host,
        .depth = 1,
        .acquire_timeout_ms = client->config.pool_timeout_ms,
        .connect_timeout_ms = -1,
        .name = name,
    };
    struct gate *g = calloc(1, sizeof(*g));
    if (!g || !(g->key = strdup(host_key)) || vela_pool_new(&config, &slots, NULL, &g->pool) < 0) {
        if (g) {
            free(g->key);
        }
        free(g);
        return VELA_ENOMEM;
    }
    g->next = client->gates;
    client->gates = g;
    *out = g->pool;
    return 0;
}

static int fail(vela_http_response_t *res, vela_http_error_kind_t kind, int code,
                const char *format, ...)
{
    va_list args;
    va_start(args, format);
    vsnprintf(res->error, sizeof(res->error), format, args);
    va_end(args);
    res->kind = kind;
    res->code = code;
    return code;
}

/*
 * A resolved request URL: libcurl's parsed handle (given to the transfer
 * with CURLOPT_CURLU, so libcurl copies it instead of parsing a string
 * again), the gate's host key, and one fit for messages.
 */
struct target {
    CURLU *u;
    bool https;
    char key[256];
    char shown[512]; /* scheme://host:port/path: no credentials, no query */
};

static int read_target(CURLU *u, struct target *t)
{
    char *scheme = NULL, *host = NULL, *port = NULL, *path = NULL;
    int rc = VELA_EINVAL;
    if (curl_url_get(u, CURLUPART_SCHEME, &scheme, 0) != CURLUE_OK ||
        curl_url_get(u, CURLUPART_HOST, &host, 0) != CURLUE_OK ||
        curl_url_get(u, CURLUPART_PORT, &port, CURLU_DEFAULT_PORT) != CURLUE_OK ||
        curl_url_get(u, CURLUPART_PATH, &path, 0) != CURLUE_OK) {
        goto done;
    }
    t->https = strcasecmp(scheme, "https") == 0;
    if (!t->https && strcasecmp(scheme, "http") != 0) {
        goto done;
    }
    snprintf(t->key, sizeof(t->key), "%s://%s:%s", scheme, host, port);
    snprintf(t->shown, sizeof(t->shown), "%s%s", t->key, path);
    rc = 0;
done:
    curl_free(path);
    curl_free(port);
    curl_free(host);
    curl_free(scheme);
    return rc;
}

/*
 * Resolves req->url against base_uri and appends req->query into t->u,
 * which the caller frees with curl_url_cleanup() whatever this returns.
 */
static int resolve(const vela_http_client_t *client, const vela_http_request_t *req,
                   struct target *t)
{
    CURLU *u = t->u = curl_url();
    if (!u) {
        return VELA_ENOMEM;
    }
    const char *base = client->config.base_uri;
    if (base && *base && curl_url_set(u, CURLUPART_URL, base, 0) != CURLUE_OK) {
        return VELA_EINVAL;
    }
    if (curl_url_set(u, CURLUPART_URL, req->url, 0) != CURLUE_OK) {
        return VELA_EINVAL;
    }
    if (req->query && *req->query &&
        curl_url_set(u, CURLUPART_QUERY, req->query, CURLU_APPENDQUERY) != CURLUE_OK) {
        return VELA_EINVAL;
    }
    return read_target(u, t);
}

static size_t on_body(char *data, size_t size, size_t count, void *arg)
{
    vela_http_response_t *res = arg;
    size_t n = size * count;
    if (res->sink) {
        return res->sink(res->sink_arg, data, n);
    }
    if (res->body_limit && res->body_len + n > res->body_limit) {
        res->too_large = true;
        return 0;
    }
    if (res->body_len + n + 1 > res->body_cap) {
        size_t cap = res->body_cap ? res->body_cap : 4096;
        while (cap < res->body_len + n + 1) {
            cap *= 2;
        }
        char *body = realloc(res->body, cap);
        if (!body) {
            return 0;
        }
        res->body = body;
        res->body_cap = cap;
    }
    memcpy(res->body + res->body_len, data, n);
    res->body_len += n;
    res->body[res->body_len] = '\0';
    return n;
}

static void clear_headers(vela_http_response_t *res)
{
    for (size_t i = 0; i < res->header_count; i++) {
        free(res->headers[i].name);
    }
    res->header_count = 0;
}

/* Stores a field of the head; false when out of memory. */
static bool add_header(vela_http_response_t *res, const char *line, const vela_http_head_field_t *f)
{
    if (res->header_count == res->header_cap) {
        size_t cap = res->header_cap ? res->header_cap * 2 : 16;
        vela_http_header_t *headers = realloc(res->headers, cap * sizeof(*headers));
        if (!headers) {
            return false;
        }
        res->headers = headers;
        res->header_cap = cap;
    }
    /* One allocation: "name\0value\0". */
    size_t value_len = f->value_end - f->value_start;
    char *name = malloc(f->name_len + 1 + value_len + 1);
    if (!name) {
        return false;
    }
    memcpy(name, line, f->name_len);
    name[f->name_len] = '\0';
    memcpy(name + f->name_len + 1, line + f->value_start, value_len);
    name[f->name_len + 1 + value_len] = '\0';
    res->headers[res->header_count++] = (vela_http_header_t){name, name + f->name_len + 1};
    return true;
}

/* Headers of every response are read; a new status line starts the list over. */
static size_t on_header(char *line, size_t size, size_t count, void *arg)
{
    vela_http_response_t *res = arg;
    size_t n = size * count;
    vela_http_head_field_t field;
    switch (vela_http_head_line(line, n, &field)) {
    case VELA_HTTP_HEAD_STATUS:
        clear_headers(res);
        return n;
    case VELA_HTTP_HEAD_FIELD:
        return add_header(res, line, &field) ? n : 0;
    default:
        return n;
    }
}

static bool has_header(const vela_http_request_t *req, const char *name)
{
    size_t len = strlen(name);
    for (size_t i = 0; i < req->header_count; i++) {
        if (strncasecmp(req->headers[i], name, len) == 0 && req->headers[i][len] == ':') {
            return true;
        }
    }
    return false;
}

/* True when the request sends a body, if only an empty one (POST, PUT, PATCH always do). */
static bool sends_body(const vela_http_request_t *req)
{
    return req->body || req->read_body || !strcmp(req->method, "POST") ||
           !strcmp(req->method, "PUT") || !strcmp(req->method, "PATCH");
}

/* Appends line to *list; false (the list freed, *list NULL) when out of memory. */
static bool append(struct curl_slist **list, const char *line)
{
    struct curl_slist *next = curl_slist_append(*list, line);
    if (!next) {
        curl_slist_free_all(*list);
        *list = NULL;
        return false;
    }
    *list = next;
    return true;
}

/*
 * Request headers: the caller's, and empty ones that stop libcurl from
 * adding its own (Expect: 100-continue, and a form Content-Type for a
 * body). Returns NULL when out of memory.
 */
static struct curl_slist *request_headers(const vela_http_request_t *req)
{
    struct curl_slist *list = NULL;
    for (size_t i = 0; i < req->header_count; i++) {
        if (!append(&list, req->headers[i])) {
            return NULL;
        }
    }
    if (!has_header(req, "expect") && !append(&list, "Expect:")) {
        return NULL;
    }
    if (sends_body(req) && !has_header(req, "content-type") && !append(&list, "Content-Type:")) {
        return NULL;
    }
    return list;
}

static size_t on_read(char *buf, size_t size, size_t count, void *arg)
{
    const vela_http_request_t *req = arg;
    return req->read_body(req->read_arg, buf, size * count);
}

/* A streamed body: an upload with the request's method, its length if known. */
static void set_streamed_body(CURL *easy, const vela_http_request_t *req)
{
    curl_easy_setopt(easy, CURLOPT_UPLOAD, 1L);
    curl_easy_setopt(easy, CURLOPT_CUSTOMREQUEST, req->method);
    curl_easy_setopt(easy, CURLOPT_READFUNCTION, on_read);
    curl_easy_setopt(easy, CURLOPT_READDATA, (void *)req);
    if (req->body_size >= 0) {
        curl_easy_setopt(easy, CURLOPT_INFILESIZE_LARGE, (curl_off_t)req->body_size);
    }
}

static void set_method(CURL *easy, const vela_http_request_t *req)
{
    if (req->read_body) {
        set_streamed_body(easy, req);
        return;
    }
    if (strcmp(req->method, "HEAD") == 0) {
        curl_easy_setopt(easy, CURLOPT_NOBODY, 1L);
    } else if (strcmp(req->method, "GET") != 0 || req->body) {
        curl_easy_setopt(easy, CURLOPT_CUSTOMREQUEST, req->method);
    }
    if (sends_body(req)) {
        curl_easy_setopt(easy, CURLOPT_POSTFIELDSIZE_LARGE, (curl_off_t)req->body_len);
        curl_easy_setopt(easy, CURLOPT_POSTFIELDS, req->body ? req->body : "");
    }
}

static void set_connection(CURL *easy, const vela_http_client_config_t *c, bool https)
{
    if (c->timeout_ms > 0) {
        curl_easy_setopt(easy, CURLOPT_TIMEOUT_MS, (long)c->timeout_ms);
    }
    if (c->connect_timeout_ms > 0) {
        curl_easy_setopt(easy, CURLOPT_CONNECTTIMEOUT_MS, (long)c->connect_timeout_ms);
    }
    if (c->idle_timeout_ms > 0) {
        curl_easy_setopt(easy, CURLOPT_LOW_SPEED_LIMIT, 1L);
        curl_easy_setopt(easy, CURLOPT_LOW_SPEED_TIME, (long)((c->idle_timeout_ms + 999) / 1000));
    }
    curl_easy_setopt(easy, CURLOPT_SSL_VERIFYPEER, c->verify ? 1L : 0L);
    curl_easy_setopt(easy, CURLOPT_SSL_VERIFYHOST, c->verify ? 2L : 0L);
    if (c->cafile) {
        curl_easy_setopt(easy, CURLOPT_CAINFO, c->cafile);
    }
    if (c->cert_file) { /* libcurl reuses a connection only for the same certificate */
        curl_easy_setopt(easy, CURLOPT_SSLCERT, c->cert_file);
        curl_easy_setopt(easy, CURLOPT_SSLKEY, c->key_file);
        curl_easy_setopt(easy, CURLOPT_KEYPASSWD, c->key_password);
    }
    curl_easy_setopt(easy, CURLOPT_HTTP_VERSION,
                     c->http2 ? (long)CURL_HTTP_VERSION_2TLS : (long)CURL_HTTP_VERSION_1_1);
    if (c->http2 && https) {
        curl_easy_setopt(easy, CURLOPT_PIPEWAIT, 1L); /* join an HTTP/2 connection being opened */
    }
    if (c->proxy) {
        curl_easy_setopt(easy, CURLOPT_PROXY, c->proxy);
    }
    if (c->no_proxy) {
        curl_easy_setopt(easy, CURLOPT_NOPROXY, c->no_proxy);
    }
    if (c->max_redirects > 0) {
        curl_easy_setopt(easy, CURLOPT_FOLLOWLOCATION, 1L);
        curl_easy_setopt(easy, CURLOPT_MAXREDIRS, c->max_redirects);
    }
    if (c->decode) {
        curl_easy_setopt(easy, CURLOPT_ACCEPT_ENCODING, "");
    }
}

static void setup(CURL *easy, const vela_http_client_config_t *c, const vela_http_request_t *req,
                  const struct target *t, struct curl_slist *headers, vela_http_response_t *res)
{
    curl_easy_setopt(easy, CURLOPT_CURLU, t->u);
    curl_easy_setopt(easy, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(easy, CURLOPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(easy, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, on_body);
    curl_easy_setopt(easy, CURLOPT_WRITEDATA, res);
    curl_easy_setopt(easy, CURLOPT_HEADERFUNCTION, on_header);
    curl_easy_setopt(easy, CURLOPT_HEADERDATA, res);
    set_method(easy, req);
    set_connection(easy, c, t->https);
    if (c->cookies) {
        vela_http_cookie_jar_attach(c->cookies, easy);
    }
}

static vela_http_error_kind_t classify(CURLcode result, bool too_large)
{
    switch (result) {
    case CURLE_OPERATION_TIMEDOUT:
        return VELA_HTTP_ERR_TIMEOUT;
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_RESOLVE_PROXY:
    case CURLE_COULDNT_CONNECT:
    case CURLE_PROXY:
        return VELA_HTTP_ERR_CONNECT;
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CERTPROBLEM:
    case CURLE_SSL_CIPHER:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_ISSUER_ERROR:
    case CURLE_SSL_PINNEDPUBKEYNOTMATCH:
    case CURLE_SSL_INVALIDCERTSTATUS:
    case CURLE_USE_SSL_FAILED:
        return VELA_HTTP_ERR_TLS;
    case CURLE_TOO_MANY_REDIRECTS:
        return VELA_HTTP_ERR_REDIRECTS;
    case CURLE_URL_MALFORMAT:
    case CURLE_UNSUPPORTED_PROTOCOL:
        return VELA_HTTP_ERR_INVALID;
    case CURLE_WRITE_ERROR:
        return too_large ? VELA_HTTP_ERR_TOO_LARGE : VELA_HTTP_ERR_PROTOCOL;
    default:
        return VELA_HTTP_ERR_PROTOCOL;
    }
}

static int code_of(vela_http_error_kind_t kind)
{
    switch (kind) {
    case VELA_HTTP_ERR_TIMEOUT:
        return VELA_ETIMEOUT;
    case VELA_HTTP_ERR_TOO_LARGE:
        return VELA_ELIMIT;
    case VELA_HTTP_ERR_INVALID:
        return VELA_EINVAL;
    default:
        return VELA_EPROTOCOL;
    }
}

static bool idempotent(const char *method);

/*
 * Whether a failed transfer died on a kept-alive connection the server had
 * already closed (it closes idle connections when it likes, and a request
 * can cross its FIN or RST): the connection was reused, not one byte of a
 * response came back, and the request can be sent again as it was. Such a
 * transfer is sent once more on a fresh connection, whatever `retries` says,
 * as browsers and most clients do; nothing of it reached the application.
 */
static bool stale_connection(CURL *easy, const vela_http_request_t *req, CURLcode result)
{
    long connects = -1, head_bytes = -1;
    curl_easy_getinfo(easy, CURLINFO_NUM_CONNECTS, &connects);
    curl_easy_getinfo(easy, CURLINFO_HEADER_SIZE, &head_bytes);
    return result != CURLE_OPERATION_TIMEDOUT && connects == 0 && head_bytes == 0 &&
           !req->read_body && idempotent(req->method);
}

/* Runs one transfer to target t, holding a slot of its gate. */
static int transfer(vela_http_client_t *client, const vela_http_request_t *req,
                    const struct target *t, vela_http_response_t *res, bool fresh)
{
    CURL *easy = vela_http_multi_easy();
    struct curl_slist *headers = request_headers(req);
    bool reusable = !client->config.cookies; /* a handle given the jar's share keeps it */
    if (!easy || !headers) {
        vela_http_multi_easy_done(easy, reusable);
        curl_slist_free_all(headers);
        return fail(res, VELA_HTTP_ERR_RUNTIME, VELA_ENOMEM, "%s", vela_strerror(VELA_ENOMEM));
    }
    char detail[CURL_ERROR_SIZE] = "";
    setup(easy, &client->config, req, t, headers, res);
    curl_easy_setopt(easy, CURLOPT_ERRORBUFFER, detail);
    curl_easy_setopt(easy, CURLOPT_FRESH_CONNECT, fresh ? 1L : 0L);
    CURLcode result = CURLE_OK;
    int rc = vela_http_multi_perform(easy, &result);
    if (rc == 0 && result != CURLE_OK && !fresh && stale_connection(easy, req, result)) {
        vela_http_multi_easy_done(easy, reusable);
        curl_slist_free_all(headers);
        return transfer(client, req, t, res, true);
    }
    if (rc < 0) {
        fail(res, VELA_HTTP_ERR_RUNTIME, rc, "%s %s: %s", req->method, t->shown, vela_strerror(rc));
    } else if (result != CURLE_OK) {
        vela_http_error_kind_t kind = classify(result, res->too_large);
        long proxy_status = 0;
        curl_easy_getinfo(easy, CURLINFO_HTTP_CONNECTCODE, &proxy_status);
        if (proxy_status >= 300) {
            kind = VELA_HTTP_ERR_CONNECT; /* the proxy refused the tunnel */
        }
        if (kind == VELA_HTTP_ERR_TOO_LARGE) {
            snprintf(detail, sizeof(detail), "response body larger than body_limit (%zu bytes)",
                     res->body_limit);
        } else if (strcmp(detail, "select/poll returned error") == 0) {
            /* What libcurl says when the loop saw the socket fail (multi.c passes CSELECT_ERR). */
            snprintf(detail, sizeof(detail), "the connection failed (reset by the peer?)");
        }
        rc = fail(res, kind, code_of(kind), "%s %s: %s", req->method, t->shown,
                  *detail ? detail : curl_easy_strerror(result));
    } else {
        curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &res->status);
    }
    vela_http_multi_easy_done(easy, reusable);
    curl_slist_free_all(headers);
    return rc;
}

/* One attempt: a slot of the gate, then the transfer. */
static int attempt_once(vela_http_client_t *client, const vela_http_request_t *req,
                        const struct target *t, vela_pool_t *gate, vela_http_response_t *res)
{
    vela_pool_lease_t lease = {0};
    snprintf(lease.site, sizeof(lease.site), "%s", req->site ? req->site : "");
    int rc = vela_pool_acquire(gate, false, &lease);
    if (rc < 0) {
        res->pool = gate;
        return fail(res, rc == VELA_ETIMEOUT ? VELA_HTTP_ERR_POOL : VELA_HTTP_ERR_RUNTIME, rc,
                    "%s %s: %s", req->method, t->shown, vela_strerror(rc));
    }
    rc = transfer(client, req, t, res, false);
    vela_pool_release(&lease);
    return rc;
}

/* An attempt, counted for the host's metrics (src/http_client/stats.h). */
static int attempt(vela_http_client_t *client, const vela_http_request_t *req,
                   const struct target *t, vela_pool_t *gate, vela_http_response_t *res)
{
    uint64_t started = uv_hrtime();
    int rc = attempt_once(client, req, t, gate, res);
    vela_http_stats_record(t->key, res->status, rc < 0 ? (int)res->kind : 0,
                           (uv_hrtime() - started) / 1000);
    return rc;
}

static bool idempotent(const char *method)
{
    static const char *const methods[] = {"GET", "HEAD", "OPTIONS", "PUT", "DELETE", "TRACE"};
    for (size_t i = 0; i < sizeof(methods) / sizeof(methods[0]); i++) {
        if (strcmp(method, methods[i]) == 0) {
            return true;
        }
    }
    return false;
}

static const char *find_header(const vela_http_response_t *res, const char *name)
{
    for (size_t i = 0; i < res->header_count; i++) {
        if (strcasecmp(res->headers[i].name, name) == 0) {
            return res->headers[i].value;
        }
    }
    return NULL;
}

/* The wait the response's Retry-After asks for, in ms; -1 when none. */
static int64_t retry_after_ms(const vela_http_response_t *res)
{
    const char *value = find_header(res, "retry-after");
    return value ? vela_http_retry_after_ms(value, time(NULL)) : -1;
}

/*
 * A random number (xorshift64) for the back-off's jitter, seeded per
 * process: workers forked from one template must not retry in step.
 */
static uint64_t jitter(void)
{
    static uint64_t state;
    static pid_t owner;
    if (owner != vela_loop_pid()) {
        owner = vela_loop_pid();
        state = (uv_hrtime() ^ ((uint64_t)owner << 32)) | 1;
    }
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
}

/*
 * How long to wait before retrying, or -1 for no retry: only an idempotent
 * method (any with retry_non_idempotent), only a failed connection or a
 * 502/503/504, at most `retries` times. The server's Retry-After if it gave
 * one, else exponential back-off (100 ms doubling) with equal jitter; both
 * capped at retry_max_delay_ms.
 */
static int64_t retry_delay(const vela_http_client_config_t *c, const vela_http_request_t *req,
                           const vela_http_response_t *res, int rc, unsigned attempts)
{
    if (attempts > c->retries || req->read_body || req->sink ||
        (!idempotent(req->method) && !c->retry_non_idempotent)) {
        return -1;
    }
    bool status = rc == 0 && (res->status == 502 || res->status == 503 || res->status == 504);
    if (!status && !(rc < 0 && res->kind == VELA_HTTP_ERR_CONNECT)) {
        return -1;
    }
    int64_t asked = status ? retry_after_ms(res) : -1;
    if (asked >= 0) {
        return asked < c->retry_max_delay_ms ? asked : c->retry_max_delay_ms;
    }
    return vela_http_backoff_ms(attempts, c->retry_max_delay_ms, jitter());
}

/* Forgets a failed attempt's response before the next one. */
static void reset_response(vela_http_response_t *res)
{
    clear_headers(res);
    res->body_len = 0;
    res->status = 0;
    res->kind = VELA_HTTP_OK;
    res->code = 0;
    res->error[0] = '\0';
    res->too_large = false;
    res->pool = NULL;
}

int vela_http_client_send(vela_http_client_t *client, const vela_http_request_t *req,
                          vela_http_response_t *res)
{
    struct target t = {0};
    res->body_limit = client->config.body_limit;
    res->sink = req->sink;
    res->sink_arg = req->sink_arg;
    int rc = resolve(client, req, &t);
    if (rc < 0) {
        curl_url_cleanup(t.u);
        return fail(res, rc == VELA_EINVAL ? VELA_HTTP_ERR_INVALID : VELA_HTTP_ERR_RUNTIME, rc,
                    "%s %s: not an absolute http(s) URL, nor one relative to base_uri", req->method,
                    req->url);
    }
    vela_pool_t *gate;
    if ((rc = gate_for(client, t.key, &gate)) < 0) {
        curl_url_cleanup(t.u);
        return fail(res, VELA_HTTP_ERR_RUNTIME, rc, "%s", vela_strerror(rc));
    }
    for (unsigned attempts = 1;; attempts++) {
        rc = attempt(client, req, &t, gate, res);
        int64_t delay = retry_delay(&client->config, req, res, rc, attempts);
        if (delay < 0) {
            break;
        }
        reset_response(res);
        if ((rc = vela_coro_sleep((uint64_t)delay)) < 0) {
            fail(res, VELA_HTTP_ERR_RUNTIME, rc, "%s %s: %s", req->method, t.shown,
                 vela_strerror(rc));
            break;
        }
    }
    curl_url_cleanup(t.u);
    return rc;
}

void vela_http_response_free(vela_http_response_t *res)
{
    if (!res) {
        return;
    }
    clear_headers(res);
    free(res->headers);
    free(res->body);
    res->headers = NULL;
    res->body = NULL;
    res->body_len = res->body_cap = res->header_cap = 0;
}
