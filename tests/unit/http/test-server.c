/*
 * Unit tests for the HTTP server engine (ext/src/http/server.c, conn.c)
 * over real sockets: the server runs on a libuv loop in the main thread, a
 * blocking client runs in a second thread. The handler answers each request
 * with its target as the body; "/slow" answers 100 ms later from a timer,
 * "/stream" answers in three chunks.
 */
#include "src/http/server.h"
#include "src/core/error.h"
#include "unit.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>

struct pending {
    uv_timer_t timer;
    vela_http_request_t *req;
    char target[64];
};

static uv_loop_t loop;
static pthread_t server_thread; /* runs the loop */
static vela_http_server_t *server;
static int aborted;
static int write_state_errors;

static void respond_target(vela_http_request_t *req, const char *target)
{
    vela_http_field_t type = {"Content-Type", 12, "text/plain", 10, false, false};
    vela_http_response_head_t head = {.status = 200, .fields = &type, .field_count = 1};
    size_t len = strlen(target);
    char *copy = malloc(len);
    vela_http_piece_t body = {copy, len, free, copy};

    memcpy(copy, target, len);
    vela_http_request_respond(req, &head, &body, false);
}

static int on_head(void *data, vela_http_request_t *req, const vela_http_head_t *head)
{
    struct pending *p = calloc(1, sizeof(*p));

    snprintf(p->target, sizeof(p->target), "%.*s", (int)head->target_len, head->target);
    p->req = req;
    *vela_http_request_data(req) = p;
    return 0;
}

static int on_body(void *data, vela_http_request_t *req, const char *bytes, size_t len)
{
    struct pending *p = *vela_http_request_data(req);
    size_t used = strlen(p->target);

    snprintf(p->target + used, sizeof(p->target) - used, "+%.*s", (int)len, bytes);
    return 0;
}

static void on_timer_closed(uv_handle_t *handle)
{
    free(handle->data);
}

static void on_slow(uv_timer_t *timer)
{
    struct pending *p = timer->data;

    respond_target(p->req, p->target);
    uv_close((uv_handle_t *)timer, on_timer_closed);
}

static void stream(vela_http_request_t *req)
{
    vela_http_response_head_t head = {.status = 200};
    vela_http_piece_t a = {"ab", 2, NULL, NULL}, b = {"cde", 3, NULL, NULL};

    vela_http_request_stream_begin(req, &head);
    vela_http_request_stream_write(req, &a);
    vela_http_request_stream_write(req, &b);
    vela_http_request_stream_end(req);
}

static int released; /* pieces whose release ran */

static void count_release(void *owner)
{
    (void)owner;
    released++;
}

/*
 * server.h: on VELA_ESTATE a piece stays the caller's. A chunk written
 * before the stream began (the state is wrong, the connection is fine) must
 * come back unreleased, so the caller's own release is the only one.
 */
static void write_before_stream_begins(vela_http_request_t *req)
{
    vela_http_piece_t early = {"zz", 2, count_release, NULL};
    int rc;

    released = 0;
    rc = vela_http_request_stream_write(req, &early);
    if (rc != VELA_ESTATE || released != 0) {
        printf("  stream_write before stream_begin: rc %d, released %d times (expected %d, 0)\n",
               rc, released, VELA_ESTATE);
        write_state_errors++;
    }
    stream(req);
}

static void on_request(void *data, vela_http_request_t *req)
{
    struct pending *p = *vela_http_request_data(req);

    if (strcmp(p->target, "/early-write") == 0) {
        write_before_stream_begins(req);
        free(p);
        return;
    }
    if (strcmp(p->target, "/slow") == 0) {
        uv_timer_init(&loop, &p->timer);
        p->timer.data = p;
        uv_timer_start(&p->timer, on_slow, 100, 0);
        return;
    }
    if (strcmp(p->target, "/stream") == 0) {
        stream(req);
    } else {
        respond_target(req, p->target);
    }
    free(p);
}

static void on_abort(void *data, vela_http_request_t *req)
{
    free(*vela_http_request_data(req));
    aborted++;
}

static void on_writable(void *data, vela_http_request_t *req)
{
}

static const vela_http_handler_t handler = {on_head,  on_body,     on_request,
                                            on_abort, on_writable, NULL};

/* ---- the client thread ------------------------------------------------ */

static int client_connect(void)
{
    struct sockaddr_in addr = {.sin_family = AF_INET,
                               .sin_port = htons(vela_http_server_port(server))};
    struct timeval tv = {3, 0};
    int fd = socket(AF_INET, SOCK_STREAM, 0);

    inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr);
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
    if (connect(fd, (struct sockaddr *)&addr, sizeof(addr)) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

/* Reads until `n` responses' worth of "\r\n\r\n" + body, EOF or timeout. */
static size_t client_read(int fd, char *buf, size_t cap, const char *until)
{
    size_t len = 0;
    ssize_t n;

    while (len + 1 < cap && (n = recv(fd, buf + len, cap - 1 - len, 0)) > 0) {
        len += (size_t)n;
        buf[len] = '\0';
        if (until && strstr(buf, until)) {
            break;
        }
    }
    buf[len] = '\0';
    return len;
}

static bool peer_closed(int fd)
{
    char c;

    return recv(fd, &c, 1, 0) == 0;
}

static void send_all(int fd, const char *s)
{
    send(fd, s, strlen(s), MSG_NOSIGNAL);
}

typedef void (*client_fn)(void);
static client_fn current_client;

static void on_stopped(vela_http_server_t *s, void *arg)
{
}

static void on_client_done(uv_async_t *async)
{
    vela_http_server_stop(server, 1000, on_stopped, NULL);
    uv_close((uv_handle_t *)async, NULL);
}

static uv_async_t done_async;

static void *client_main(void *arg)
{
    current_client();
    uv_async_send(&done_async);
    return NULL;
}

static int handed_fd = -1; /* a bound socket to serve instead of binding */

static int listen_on(vela_http_server_t *s)
{
    if (handed_fd >= 0) {
        int fd = handed_fd;

        handed_fd = -1;
        return vela_http_server_listen_fd(s, fd);
    }
    return vela_http_server_listen(s, "127.0.0.1");
}

/* Runs a server with `config` tweaks and `client` against it. */
static void run_with(client_fn client, void (*tweak)(vela_http_server_config_t *))
{
    vela_http_server_config_t config = {.port = 0,
                                        .backlog = 128,
                                        .max_connections = 100,
                                        .max_pipeline = 64,
                                        .header_timeout_ms = 2000,
                                        .body_timeout_ms = 2000,
                                        .keepalive_timeout_ms = 2000,
                                        .max_header_size = 1024,
                                        .max_body_size = 64,
                                        .server_name = "Vela"};
    pthread_t thread;

    if (tweak) {
        tweak(&config);
    }
    uv_loop_init(&loop);
    server_thread = pthread_self();
    EXPECT_INT(vela_http_server_new(&loop, &config, &handler, NULL, &server), 0);
    EXPECT_INT(listen_on(server), 0);
    EXPECT(vela_http_server_port(server) > 0);
    uv_async_init(&loop, &done_async, on_client_done);
    current_client = client;
    pthread_create(&thread, NULL, client_main, NULL);
    uv_run(&loop, UV_RUN_DEFAULT);
    pthread_join(thread, NULL);
    EXPECT_INT(vela_http_server_connection_count(server), 0);
    vela_http_server_free(server, NULL, NULL);
    uv_run(&loop, UV_RUN_DEFAULT);
    EXPECT_INT(uv_loop_close(&loop), 0);
}

static void client_keep_alive(void)
{
    char buf[2048];
    int fd = client_connect();

    send_all(fd, "GET /one HTTP/1.1\r\nHost: x\r\n\r\n");
    client_read(fd, buf, sizeof(buf), "/one");
    EXPECT(strncmp(buf, "HTTP/1.1 200 OK\r\n", 17) == 0);
    EXPECT(strstr(buf, "Content-Length: 4\r\n") != NULL);
    EXPECT(strstr(buf, "Server: Vela\r\n") != NULL);
    EXPECT(strstr(buf, "Date: ") != NULL);
    send_all(fd, "POST /two HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc");
    client_read(fd, buf, sizeof(buf), "/two+abc");
    EXPECT(strstr(buf, "\r\n\r\n/two+abc") != NULL);
    send_all(fd, "GET /three HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    client_read(fd, buf, sizeof(buf), NULL);
    EXPECT(strstr(buf, "Connection: close\r\n") != NULL);
    EXPECT(strstr(buf, "/three") != NULL);
    close(fd);
}

static void keep_alive_and_close(void)
{
    run_with(client_keep_alive, NULL);
}

static void client_pipeline(void)
{
    char req[4096] = "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n", buf[8192], *p;
    int fd = client_connect();

    for (int i = 2; i <= 16; i++) {
        snprintf(req + strlen(req), sizeof(req) - strlen(req),
                 "GET /r%d HTTP/1.1\r\nHost: x\r\n\r\n", i);
    }
    send_all(fd, req);
    client_read(fd, buf, sizeof(buf), "/r16");
    p = strstr(buf, "/slow");
    EXPECT(p != NULL);
    for (int i = 2; p && i <= 16; i++) {
        char want[16];

        snprintf(want, sizeof(want), "\r\n\r\n/r%d", i);
        p = strstr(p, want);
        EXPECT(p != NULL);
    }
    close(fd);
}

static void pipelined_answers_keep_request_order(void)
{
    run_with(client_pipeline, NULL);
}

static uint64_t writes_seen;

static void client_batch(void)
{
    char req[4096] = "", buf[8192];
    int fd = client_connect();

    for (int i = 1; i <= 16; i++) {
        snprintf(req + strlen(req), sizeof(req) - strlen(req),
                 "GET /b%d HTTP/1.1\r\nHost: x\r\n\r\n", i);
    }
    send_all(fd, req);
    client_read(fd, buf, sizeof(buf), "/b16");
    EXPECT(strstr(buf, "/b16") != NULL);
    writes_seen = vela_http_server_write_count(server); /* read before the loop thread goes on */
    close(fd);
}

static void one_read_batch_is_one_write(void)
{
    run_with(client_batch, NULL);
    EXPECT_INT(writes_seen, 1);
}

static void expect_error(const char *request, const char *status_line)
{
    char buf[2048];
    int fd = client_connect();

    send_all(fd, request);
    client_read(fd, buf, sizeof(buf), NULL); /* until EOF: the server must close */
    if (strncmp(buf, status_line, strlen(status_line)) != 0) {
        printf("  got: %.60s\n", buf);
    }
    EXPECT(strncmp(buf, status_line, strlen(status_line)) == 0);
    EXPECT(strstr(buf, "Connection: close\r\n") != NULL);
    close(fd);
}

static void client_errors(void)
{
    expect_error("GET / HTTP/1.1\r\nHost: x\r\nX: a\rTransfer-Encoding: chunked\r\n\r\n",
                 "HTTP/1.1 400 ");
    expect_error("GET / HTTP/1.1\r\nHost: x\r\nX: a\r\n Transfer-Encoding: chunked\r\n\r\n",
                 "HTTP/1.1 400 ");
    expect_error("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: "
                 "chunked\r\n\r\n0\r\n\r\n",
                 "HTTP/1.1 400 ");
    expect_error("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
                 "HTTP/1.1 400 ");
    expect_error("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nxyz\r\n",
                 "HTTP/1.1 400 ");
    expect_error("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 65\r\n\r\n", "HTTP/1.1 413 ");
    expect_error(
        "GET / HTTP/1.1\r\nHost: x\r\nX: "
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\r\n\r"
        "\n",
        "HTTP/1.1 431 ");
    expect_error("GET / HTTP/1.1\r\nHost: slow", "HTTP/1.1 408 ");
}

static void short_header_timeout(vela_http_server_config_t *config)
{
    config->header_timeout_ms = 200;
}

static void malformed_and_limits_answer_then_close(void)
{
    run_with(client_errors, short_header_timeout);
}

static void client_over_max_connections(void)
{
    char buf[1024];
    int first = client_connect();

    send_all(first, "GET /a HTTP/1.1\r\nHost: x\r\n\r\n");
    client_read(first, buf, sizeof(buf), "/a");
    expect_error("GET /b HTTP/1.1\r\nHost: x\r\n\r\n", "HTTP/1.1 503 ");
    close(first);
}

static void one_connection(vela_http_server_config_t *config)
{
    config->max_connections = 1;
}

static void past_max_connections_is_503(void)
{
    run_with(client_over_max_connections, one_connection);
}

static void client_stream_and_expect(void)
{
    char buf[2048];
    int fd = client_connect();

    send_all(fd, "GET /stream HTTP/1.1\r\nHost: x\r\n\r\n");
    client_read(fd, buf, sizeof(buf), "0\r\n\r\n");
    EXPECT(strstr(buf, "Transfer-Encoding: chunked\r\n\r\n2\r\nab\r\n3\r\ncde\r\n0\r\n\r\n") !=
           NULL);
    send_all(fd,
             "POST /e HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n");
    client_read(fd, buf, sizeof(buf), "\r\n\r\n");
    EXPECT_STR(buf, "HTTP/1.1 100 Continue\r\n\r\n");
    send_all(fd, "hi");
    client_read(fd, buf, sizeof(buf), "/e+hi");
    EXPECT(strncmp(buf, "HTTP/1.1 200 OK\r\n", 17) == 0);
    send_all(
        fd,
        "POST /t HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nxy\r\n0\r\n\r\n");
    client_read(fd, buf, sizeof(buf), "/t+xy");
    EXPECT(strstr(buf, "/t+xy") != NULL);
    close(fd);
}

static void streaming_expect_continue_and_chunked_body(void)
{
    run_with(client_stream_and_expect, NULL);
}

static void client_early_write(void)
{
    char buf[2048];
    int fd = client_connect();

    send_all(fd, "GET /early-write HTTP/1.1\r\nHost: x\r\n\r\n");
    client_read(fd, buf, sizeof(buf), "0\r\n\r\n");
    EXPECT(strstr(buf, "\r\n\r\n2\r\nab\r\n3\r\ncde\r\n0\r\n\r\n") != NULL); /* no "zz" */
    close(fd);
}

/* The one ownership contract of server.h, on the path that broke it. */
static void a_refused_chunk_stays_with_the_caller(void)
{
    write_state_errors = 0;
    run_with(client_early_write, NULL);
    EXPECT_INT(write_state_errors, 0);
}

static void client_half_close_mid_body(void)
{
    int fd = client_connect();

    send_all(fd, "POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc");
    shutdown(fd, SHUT_WR);
    EXPECT(peer_closed(fd));
    close(fd);
}

static void client_half_close_after_requests(void)
{
    char buf[4096];
    int fd = client_connect();

    send_all(fd, "GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /h2 HTTP/1.1\r\nHost: x\r\n\r\n");
    shutdown(fd, SHUT_WR); /* like `printf ... | nc`: the requests are sent, then EOF */
    client_read(fd, buf, sizeof(buf), NULL);
    EXPECT(strstr(buf, "/slow") != NULL);
    EXPECT(strstr(buf, "/h2") != NULL);
    close(fd);
}

static void requests_before_a_half_close_are_answered(void)
{
    run_with(client_half_close_after_requests, NULL);
}

static void peer_giving_up_mid_body_aborts_the_request(void)
{
    aborted = 0;
    run_with(client_half_close_mid_body, NULL);
    EXPECT_INT(aborted, 1);
}

static void client_timeouts(void)
{
    char buf[1024];
    int fd = client_connect();
    struct timeval start, end;

    send_all(fd, "POST /b HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc");
    client_read(fd, buf, sizeof(buf), NULL);
    EXPECT(strncmp(buf, "HTTP/1.1 408 ", 13) == 0);
    close(fd);

    fd = client_connect();
    send_all(fd, "GET /k HTTP/1.1\r\nHost: x\r\n\r\n");
    client_read(fd, buf, sizeof(buf), "/k");
    gettimeofday(&start, NULL);
    EXPECT(peer_closed(fd)); /* keepalive_timeout: closed quietly */
    gettimeofday(&end, NULL);
    EXPECT((end.tv_sec - start.tv_sec) * 1000 + (end.tv_usec - start.tv_usec) / 1000 >= 250);
    close(fd);

    fd = client_connect();
    send_all(fd, "GET /u HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n");
    client_read(fd, buf, sizeof(buf), NULL);
    EXPECT(strncmp(buf, "HTTP/1.1 200 OK\r\n", 17) == 0);
    EXPECT(strstr(buf, "Connection: close\r\n") != NULL);
    close(fd);
}

static void short_body_and_idle_timeouts(vela_http_server_config_t *config)
{
    config->body_timeout_ms = 200;
    config->keepalive_timeout_ms = 300;
}

static void body_and_idle_timeouts_and_upgrade(void)
{
    run_with(client_timeouts, short_body_and_idle_timeouts);
}

static void client_deep_pipeline(void)
{
    char req[8192] = "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n", buf[16384], *p;
    int fd = client_connect();

    for (int i = 2; i <= 40; i++) {
        snprintf(req + strlen(req), sizeof(req) - strlen(req),
                 "GET /d%d HTTP/1.1\r\nHost: x\r\n\r\n", i);
    }
    strcat(req, "GET /stream HTTP/1.0\r\n\r\n");
    send_all(fd, req);
    client_read(fd, buf, sizeof(buf), NULL); /* the HTTP/1.0 stream ends the connection */
    p = strstr(buf, "/slow");
    EXPECT(p != NULL);
    for (int i = 2; p && i <= 40; i++) {
        char want[16];

        snprintf(want, sizeof(want), "\r\n\r\n/d%d", i);
        p = strstr(p, want);
        EXPECT(p != NULL);
    }
    /* HTTP/1.0 gets a close-delimited stream: no chunk framing */
    EXPECT(p && strstr(p, "Connection: close\r\n\r\nabcde") != NULL);
    EXPECT(strstr(buf, "Transfer-Encoding") == NULL);
    close(fd);
}

static void shallow_pipeline(vela_http_server_config_t *config)
{
    config->max_pipeline = 4;
}

/* Past max_pipeline the rest of the input waits (stashed) and is parsed later, in order. */
static void deep_pipeline_pauses_and_resumes_in_order(void)
{
    run_with(client_deep_pipeline, shallow_pipeline);
}

static void client_body_across_reads(void)
{
    char buf[2048];
    int fd = client_connect();

    send_all(fd, "POST /one HTTP/1.1\r\nHost: x\r\nContent-Length: 6\r\n\r\nabc");
    usleep(50 * 1000); /* the rest of the body comes in a later read */
    send_all(fd, "def");
    client_read(fd, buf, sizeof(buf), "/one+abc+def");
    EXPECT(strncmp(buf, "HTTP/1.1 200 OK\r\n", 17) == 0);
    EXPECT(strstr(buf, "\r\n\r\n/one+abc+def") != NULL);
    send_all(fd, "GET /two HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    client_read(fd, buf, sizeof(buf), NULL);
    EXPECT(strstr(buf, "\r\n\r\n/two") != NULL);
    close(fd);
}

static void no_pipeline(vela_http_server_config_t *config)
{
    config->max_pipeline = 1;
}

/*
 * The request whose body is being read is in the FIFO, but it does not count
 * toward max_pipeline: with max_pipeline 1 its own body must still be read
 * (found by tests/fuzz/fuzz-http-conn.c: reading paused at the body's second
 * read and the request hung until its body timeout).
 */
static void a_body_in_progress_keeps_reading_at_full_pipeline(void)
{
    run_with(client_body_across_reads, no_pipeline);
}

/* The process model hands workers a bound (even listening) socket. */
static void serves_a_handed_over_socket(void)
{
    struct sockaddr_in addr = {.sin_family = AF_INET};
    int fd = socket(AF_INET, SOCK_STREAM, 0);

    inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr);
    EXPECT_INT(bind(fd, (struct sockaddr *)&addr, sizeof(addr)), 0);
    EXPECT_INT(listen(fd, 16), 0);
    handed_fd = fd;
    run_with(client_keep_alive, NULL);
}

/*
 * read() and recv() as the server's thread calls them on sockets, counted:
 * these definitions stand in for libc's (libuv's read() included) and
 * forward to the system calls.
 */
static int socket_reads, socket_recvs;

static bool server_socket(int fd)
{
    int type;
    socklen_t len = sizeof(type);

    return pthread_equal(pthread_self(), server_thread) &&
           getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len) == 0;
}

ssize_t read(int fd, void *buf, size_t len)
{
    socket_reads += server_socket(fd);
    return syscall(SYS_read, fd, buf, len);
}

ssize_t recv(int fd, void *buf, size_t len, int flags)
{
    socket_recvs += server_socket(fd);
    return syscall(SYS_recvfrom, fd, buf, len, flags, NULL, NULL);
}

#define BIG_PIPELINE 2400 /* ~79 KB of requests: more than one read buffer (64 KB) */

static void client_big_pipeline(void)
{
    size_t cap = BIG_PIPELINE * 40, len = 0, got;
    char *req = malloc(cap), *buf = malloc(BIG_PIPELINE * 160), want[32], *p;
    int fd = client_connect();

    for (int i = 1; i <= BIG_PIPELINE; i++) {
        len += (size_t)snprintf(req + len, cap - len, "GET /r%d HTTP/1.1\r\nHost: x\r\n\r\n", i);
    }
    EXPECT(len > 65536);
    send(fd, req, len, MSG_NOSIGNAL);
    snprintf(want, sizeof(want), "\r\n\r\n/r%d", BIG_PIPELINE);
    got = client_read(fd, buf, BIG_PIPELINE * 160, want);
    p = buf;
    for (int i = 1; p && i <= BIG_PIPELINE; i++) {
        snprintf(want, sizeof(want), "\r\n\r\n/r%d", i);
        p = strstr(p, want);
    }
    EXPECT(got > 0 && p != NULL); /* every answer, in order */
    close(fd);
    free(req);
    free(buf);
}

/*
 * Connections are read with recv(), never read() (conn.c: on_alloc), also
 * past a full read buffer, at EOF (the client's close) and with a paused pipeline.
 */
static void reads_with_recv_not_read(void)
{
    socket_reads = socket_recvs = 0;
    run_with(client_keep_alive, NULL);
    run_with(client_big_pipeline, NULL);
    EXPECT_INT(socket_reads, 0);
    EXPECT(socket_recvs >= 4);
}

UNIT_MAIN(UNIT_TEST(keep_alive_and_close), UNIT_TEST(pipelined_answers_keep_request_order),
          UNIT_TEST(one_read_batch_is_one_write), UNIT_TEST(malformed_and_limits_answer_then_close),
          UNIT_TEST(past_max_connections_is_503),
          UNIT_TEST(streaming_expect_continue_and_chunked_body),
          UNIT_TEST(a_refused_chunk_stays_with_the_caller),
          UNIT_TEST(peer_giving_up_mid_body_aborts_the_request),
          UNIT_TEST(requests_before_a_half_close_are_answered),
          UNIT_TEST(body_and_idle_timeouts_and_upgrade), UNIT_TEST(serves_a_handed_over_socket),
          UNIT_TEST(deep_pipeline_pauses_and_resumes_in_order),
          UNIT_TEST(a_body_in_progress_keeps_reading_at_full_pipeline),
          UNIT_TEST(reads_with_recv_not_read))
