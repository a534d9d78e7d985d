/*
 * The listener, the pools and graceful stop (see server.h).
 *
 * Invariants: server->conns lists exactly the connections not yet closing;
 * server->conn_count counts connections whose memory is in use (open or
 * closing). A stop completes (stop_cb) when conn_count reaches zero after
 * the listener closed. Everything taken from a pool goes back to it; pools
 * are freed only by vela_http_server_free().
 */
#include "src/http/conn.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "src/core/error.h"

static void on_connection(uv_stream_t *listener, int status);
static void on_completions(uv_idle_t *idle);

static int check_config(const vela_http_server_config_t *config)
{
    if (config->max_connections == 0 || config->max_pipeline == 0 || config->max_pipeline > 1024 ||
        config->max_header_size < 256 || config->backlog <= 0 || config->port < 0 ||
        config->port > 65535 || config->header_timeout_ms == 0 || config->body_timeout_ms == 0 ||
        config->keepalive_timeout_ms == 0) {
        return VELA_EINVAL;
    }
    return 0;
}

int vela_http_server_new(uv_loop_t *loop, const vela_http_server_config_t *config,
                         const vela_http_handler_t *handler, void *data, vela_http_server_t **out)
{
    vela_http_server_t *server;

    *out = NULL;
    if (check_config(config) != 0) {
        return VELA_EINVAL;
    }
    server = calloc(1, sizeof(*server));
    if (server == NULL) {
        return VELA_ENOMEM;
    }
    server->server_name = strdup(config->server_name ? config->server_name : "");
    if (server->server_name == NULL) {
        free(server);
        return VELA_ENOMEM;
    }
    server->server_name_len = strlen(server->server_name);
    server->loop = loop;
    server->config = *config;
    server->config.server_name = server->server_name;
    server->handler = handler;
    server->data = data;
    server->write_bufs = 2 * config->max_pipeline + 4;
    *out = server;
    return 0;
}

static int start_listening(vela_http_server_t *server)
{
    struct sockaddr_storage addr;
    int len = sizeof(addr), rc;

    rc = uv_listen((uv_stream_t *)&server->listener, server->config.backlog, on_connection);
    if (rc == 0) {
        rc = uv_tcp_getsockname(&server->listener, (struct sockaddr *)&addr, &len);
    }
    if (rc == 0) {
        server->port = ntohs(addr.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&addr)->sin6_port
                                                        : ((struct sockaddr_in *)&addr)->sin_port);
        server->listening = true;
    }
    return rc;
}

static int parse_address(const char *host, int port, struct sockaddr_storage *addr)
{
    if (uv_ip4_addr(host, port, (struct sockaddr_in *)addr) == 0) {
        return 0;
    }
    return uv_ip6_addr(host, port, (struct sockaddr_in6 *)addr);
}

static int set_reuse_port(uv_tcp_t *tcp)
{
    uv_os_fd_t fd;
    int on = 1;

    if (uv_fileno((uv_handle_t *)tcp, &fd) != 0) {
        return UV_EINVAL;
    }
    return setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &on, sizeof(on)) == 0
               ? 0
               : uv_translate_sys_error(errno);
}

static void on_handle_closed(uv_handle_t *handle)
{
    vela_http_server_t *server = handle->data;

    server->open_handles--;
    if (server->freeing && server->open_handles == 0) {
        vela_http_server_free(server, server->freed_cb, server->freed_arg);
    }
}

static int open_listener(vela_http_server_t *server, const struct sockaddr *addr)
{
    int rc = uv_tcp_init_ex(server->loop, &server->listener, addr->sa_family);

    if (rc != 0) {
        return rc;
    }
    server->listener.data = server;
    server->open_handles++;
    if (server->config.reuse_port) {
        rc = set_reuse_port(&server->listener);
    }
    return rc;
}

int vela_http_server_listen(vela_http_server_t *server, const char *host)
{
    struct sockaddr_storage addr;
    int rc;

    if (server->listening || server->stopping) {
        return UV_EALREADY;
    }
    rc = parse_address(host, server->config.port, &addr);
    if (rc == 0) {
        rc = open_listener(server, (struct sockaddr *)&addr);
    }
    if (rc == 0) {
        rc = uv_tcp_bind(&server->listener, (struct sockaddr *)&addr, 0);
    }
    if (rc == 0) {
        rc = start_listening(server);
    }
    if (rc != 0 && server->open_handles > 0) {
        uv_close((uv_handle_t *)&server->listener, on_handle_closed);
    }
    return rc;
}

int vela_http_server_listen_fd(vela_http_server_t *server, int fd)
{
    int rc;

    if (server->listening || server->stopping) {
        return UV_EALREADY;
    }
    rc = uv_tcp_init(server->loop, &server->listener);
    if (rc != 0) {
        return rc;
    }
    server->listener.data = server;
    server->open_handles++;
    rc = uv_tcp_open(&server->listener, fd);
    if (rc == 0) {
        rc = start_listening(server);
    }
    if (rc != 0) {
        uv_close((uv_handle_t *)&server->listener, on_handle_closed);
    }
    return rc;
}

int vela_http_server_port(const vela_http_server_t *server)
{
    return server->port;
}

static vela__http_conn_t *take_conn(vela_http_server_t *server)
{
    vela__http_conn_t *conn = server->free_conns;

    if (conn != NULL) {
        server->free_conns = conn->next;
    } else {
        conn = malloc(sizeof(*conn));
    }
    if (conn != NULL) {
        memset(conn, 0, sizeof(*conn));
        conn->server = server;
    }
    return conn;
}

static void link_conn(vela_http_server_t *server, vela__http_conn_t *conn)
{
    conn->prev = NULL;
    conn->next = server->conns;
    if (server->conns) {
        server->conns->prev = conn;
    }
    server->conns = conn;
    server->conn_count++;
}

static void on_connection(uv_stream_t *listener, int status)
{
    vela_http_server_t *server = listener->data;
    vela__http_conn_t *conn;
    bool full;

    if (status != 0 || server->stopping) {
        return;
    }
    full = server->conn_count >= server->config.max_connections;
    conn = take_conn(server);
    if (conn == NULL || uv_tcp_init(server->loop, &conn->tcp) != 0) {
        free(conn);
        return;
    }
    conn->refs = 1;
    link_conn(server, conn);
    if (uv_accept(listener, (uv_stream_t *)&conn->tcp) != 0) {
        vela__http_conn_close(conn);
        return;
    }
    vela__http_conn_start(conn, full ? 503 : 0);
}

static void maybe_stopped(vela_http_server_t *server)
{
    if (server->stopping && server->conn_count == 0 && server->stop_cb) {
        void (*cb)(vela_http_server_t *, void *) = server->stop_cb;

        server->stop_cb = NULL;
        if (uv_is_active((uv_handle_t *)&server->drain_timer)) {
            uv_timer_stop(&server->drain_timer);
        }
        cb(server, server->stop_arg);
    }
}

void vela__http_server_conn_released(vela_http_server_t *server, vela__http_conn_t *conn)
{
    if (conn->head_buf) {
        vela__http_server_give_head_buf(server, conn->head_buf);
    }
    vela_http_parser_release(&conn->parser);
    free(conn->stash);
    if (conn->prev) {
        conn->prev->next = conn->next;
    } else if (server->conns == conn) {
        server->conns = conn->next;
    }
    if (conn->next) {
        conn->next->prev = conn->prev;
    }
    server->conn_count--;
    conn->next = server->free_conns;
    server->free_conns = conn;
    maybe_stopped(server);
}

static void on_drain_timeout(uv_timer_t *timer)
{
    vela_http_server_t *server = timer->data;
    vela__http_conn_t *conn = server->conns, *next;

    server->drain_expired = true;
    while (conn != NULL) {
        next = conn->next;
        vela__http_conn_close(conn);
        conn = next;
    }
}

static void stop_connections(vela_http_server_t *server)
{
    vela__http_conn_t *conn = server->conns, *next;

    while (conn != NULL) {
        next = conn->next;
        vela__http_conn_stop(conn);
        conn = next;
    }
}

void vela_http_server_stop(vela_http_server_t *server, uint64_t drain_timeout_ms,
                           void (*cb)(vela_http_server_t *server, void *arg), void *arg)
{
    if (server->stopping) {
        return;
    }
    server->stopping = true;
    server->drain_timeout_ms = drain_timeout_ms;
    server->stop_cb = cb;
    server->stop_arg = arg;
    if (server->listening) {
        server->listening = false;
        uv_close((uv_handle_t *)&server->listener, on_handle_closed);
    }
    if (server->signals) {
        uv_signal_stop(&server->sigterm);
        uv_signal_stop(&server->sigint);
    }
    uv_timer_init(server->loop, &server->drain_timer);
    server->drain_timer.data = server;
    server->open_handles++;
    uv_timer_start(&server->drain_timer, on_drain_timeout, drain_timeout_ms, 0);
    uv_unref((uv_handle_t *)&server->drain_timer);
    stop_connections(server);
    maybe_stopped(server);
}

static void on_signal(uv_signal_t *signal, int signum)
{
    vela_http_server_t *server = signal->data;

    (void)signum;
    vela_http_server_stop(server, server->drain_timeout_ms, server->stop_cb, server->stop_arg);
}

static int watch(vela_http_server_t *server, uv_signal_t *handle, int signum)
{
    int rc = uv_signal_init(server->loop, handle);

    if (rc != 0) {
        return rc;
    }
    handle->data = server;
    server->open_handles++;
    uv_unref((uv_handle_t *)handle);
    return uv_signal_start(handle, on_signal, signum);
}

int vela_http_server_watch_signals(vela_http_server_t *server, uint64_t drain_timeout_ms,
                                   void (*cb)(vela_http_server_t *server, void *arg), void *arg)
{
    int rc;

    if (server->signals) {
        return UV_EALREADY;
    }
    server->drain_timeout_ms = drain_timeout_ms;
    server->stop_cb = cb;
    server->stop_arg = arg;
    server->signals = true;
    rc = watch(server, &server->sigterm, SIGTERM);
    return rc != 0 ? rc : watch(server, &server->sigint, SIGINT);
}

bool vela_http_server_drain_expired(const vela_http_server_t *server)
{
    return server->drain_expired;
}

bool vela_http_server_is_stopping(const vela_http_server_t *server)
{
    return server->stopping;
}

size_t vela_http_server_connection_count(const vela_http_server_t *server)
{
    return server->conn_count;
}

uint64_t vela_http_server_request_count(const vela_http_server_t *server)
{
    return server->request_count;
}

uint64_t vela_http_server_write_count(const vela_http_server_t *server)
{
    return server->write_count;
}

const char *vela_http_server_date(vela_http_server_t *server)
{
    return vela_http_date_get(&server->date, time(NULL));
}

static void free_pools(vela_http_server_t *server)
{
    while (server->free_conns) {
        vela__http_conn_t *conn = server->free_conns;
        server->free_conns = conn->next;
        free(conn);
    }
    while (server->free_requests) {
        vela_http_request_t *req = server->free_requests;
        server->free_requests = req->next;
        free(req);
    }
    while (server->free_writes) {
        vela__http_write_t *write = server->free_writes;
        server->free_writes = write->next_free;
        free(write);
    }
    for (size_t i = 0; i < server->free_head_buf_count; i++) {
        free(server->free_head_bufs[i]);
    }
    free(server->free_head_bufs);
}

/* Free lists keep their first `keep` nodes (the most recently given back). */
void vela_http_server_release_pools(vela_http_server_t *server, size_t keep)
{
    vela__http_conn_t **conn = &server->free_conns;
    vela_http_request_t **req = &server->free_requests;
    vela__http_write_t **write = &server->free_writes;

    for (size_t i = 0; *conn != NULL && i < keep; i++) {
        conn = &(*conn)->next;
    }
    for (vela__http_conn_t *next; *conn != NULL; *conn = next) {
        next = (*conn)->next;
        free(*conn);
    }
    for (size_t i = 0; *req != NULL && i < keep; i++) {
        req = &(*req)->next;
    }
    for (vela_http_request_t *next; *req != NULL; *req = next) {
        next = (*req)->next;
        free(*req);
    }
    for (size_t i = 0; *write != NULL && i < keep; i++) {
        write = &(*write)->next_free;
    }
    for (vela__http_write_t *next; *write != NULL; *write = next) {
        next = (*write)->next_free;
        free(*write);
    }
    while (server->free_head_buf_count > keep) {
        free(server->free_head_bufs[--server->free_head_buf_count]);
    }
}

static void close_handle(vela_http_server_t *server, uv_handle_t *handle)
{
    if (handle->loop == server->loop && !uv_is_closing(handle)) {
        uv_close(handle, on_handle_closed);
    }
}

void vela_http_server_free(vela_http_server_t *server, void (*freed)(void *arg), void *arg)
{
    if (server == NULL) {
        if (freed) {
            freed(arg);
        }
        return;
    }
    server->freeing = true;
    server->freed_cb = freed;
    server->freed_arg = arg;
    if (server->listening) {
        server->listening = false;
        close_handle(server, (uv_handle_t *)&server->listener);
    }
    if (server->stopping) {
        close_handle(server, (uv_handle_t *)&server->drain_timer);
    }
    if (server->signals) {
        server->signals = false;
        close_handle(server, (uv_handle_t *)&server->sigterm);
        close_handle(server, (uv_handle_t *)&server->sigint);
    }
    if (server->completions_open) {
        while (server->completed_head) {
            on_completions(&server->completions);
        }
        server->completions_open = false;
        close_handle(server, (uv_handle_t *)&server->completions);
    }
    if (server->open_handles > 0) {
        return; /* the last close callback frees */
    }
    free_pools(server);
    free(server->server_name);
    free(server);
    if (freed) {
        freed(arg);
    }
}

vela_http_request_t *vela__http_server_take_request(vela_http_server_t *server)
{
    vela_http_request_t *req = server->free_requests;

    if (req != NULL) {
        server->free_requests = req->next;
    } else {
        req = malloc(sizeof(*req));
    }
    if (req != NULL) {
        memset(req, 0, offsetof(vela_http_request_t, inline_head));
        req->head = req->inline_head;
        req->file_fd = -1;
    }
    return req;
}

void vela__http_server_give_request(vela_http_server_t *server, vela_http_request_t *req)
{
    if (req->body.release) {
        req->body.release(req->body.owner);
        req->body.release = NULL;
    }
    if (req->head != req->inline_head) {
        free(req->head);
    }
    req->next = server->free_requests;
    server->free_requests = req;
}

char *vela__http_server_take_head_buf(vela_http_server_t *server)
{
    if (server->free_head_buf_count > 0) {
        return server->free_head_bufs[--server->free_head_buf_count];
    }
    return malloc(VELA_HTTP_PARSER_BUFFER_SIZE(server->config.max_header_size));
}

void vela__http_server_give_head_buf(vela_http_server_t *server, char *buf)
{
    if (server->free_head_buf_count == server->free_head_buf_cap) {
        size_t cap = server->free_head_buf_cap ? server->free_head_buf_cap * 2 : 64;
        char **bufs = realloc(server->free_head_bufs, cap * sizeof(*bufs));

        if (bufs == NULL) {
            free(buf);
            return;
        }
        server->free_head_bufs = bufs;
        server->free_head_buf_cap = cap;
    }
    server->free_head_bufs[server->free_head_buf_count++] = buf;
}

/* Runs the completions queued before this turn; later ones wait for the next. */
static void on_completions(uv_idle_t *idle)
{
    vela_http_server_t *server = idle->data;
    vela__http_write_t *write = server->completed_head;

    server->completed_head = server->completed_tail = NULL;
    while (write != NULL) {
        vela__http_write_t *next = write->next_free;

        vela__http_conn_write_done(write);
        write = next;
    }
    if (server->completed_head == NULL) {
        uv_idle_stop(idle);
    }
}

void vela__http_server_defer_write(vela_http_server_t *server, vela__http_write_t *write)
{
    write->next_free = NULL;
    if (server->completed_tail) {
        server->completed_tail->next_free = write;
    } else {
        server->completed_head = write;
    }
    server->completed_tail = write;
    if (!server->completions_open) {
        uv_idle_init(server->loop, &server->completions);
        server->completions.data = server;
        server->completions_open = true;
        server->open_handles++;
    }
    uv_idle_start(&server->completions, on_completions);
}

vela__http_write_t *vela__http_server_take_write(vela_http_server_t *server)
{
    vela__http_write_t *write = server->free_writes;

    if (write != NULL) {
        server->free_writes = write->next_free;
    } else {
        write = malloc(sizeof(*write) + server->write_bufs * sizeof(uv_buf_t));
    }
    if (write != NULL) {
        write->done = NULL;
        write->piece.release = NULL;
        write->file = NULL;
        write->nbufs = 0;
    }
    return write;
}

void vela__http_server_give_write(vela_http_server_t *server, vela__http_write_t *write)
{
    write->next_free = server->free_writes;
    server->free_writes = write;
}
