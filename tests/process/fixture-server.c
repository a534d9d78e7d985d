/*
 * A deliberately tiny HTTP/1.1 responder that runs under the real supervisor
 * (ext/src/process/master.c, worker.c, listen.c), so the process model can be tested
 * from the shell without PHP: tests/process/run starts it exactly as
 * Server::start() starts workers — by fork + exec of this same command line,
 * or, with FIXTURE_TEMPLATE set, forked from a worker template (worker_template.h),
 * which this main() serves like the extension's RINIT does.
 *
 * It understands just enough: requests without bodies, keep-alive, and answers
 * every request with the worker's pid (GET /slow after 2 s). It drains like
 * the real server must: on SIGTERM it closes its listening
 * handle, answers the next request of every connection with "Connection:
 * close" and closes it after that response — never after a response that
 * promised keep-alive, or the client's next request would meet a closed
 * socket — closes connections idle for 1 s, and exits 0.
 *
 * The master shares a metrics region (metrics.h) with its workers; each
 * worker counts every request it answers there (route "fixture", status
 * 200) before answering, and GET /metrics answers the instance's exposition.
 *
 * On SIGUSR1 a worker writes "fixture worker ID (pid PID): signal 10,
 * reopening logs" to stderr (the master's log).
 *
 * A worker exits 3 at once while the file named by FIXTURE_CRASH_FILE exists:
 * that is how the tests make a reload's new code "broken", or a crash loop.
 * A worker never becomes ready (its boot hangs; SIGTERM ends it) while the
 * file named by FIXTURE_HANG_FILE exists. FIXTURE_READY_TIMEOUT sets the
 * master's ready_timeout (seconds).
 *
 * usage: fixture-server PORT WORKERS PID_FILE [MAX_REQUESTS]
 */
#include "src/process/listen.h"
#include "src/process/master.h"
#include "src/process/metrics.h"
#include "src/process/worker.h"
#include "src/process/worker_template.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BUFFER_SIZE 8192

struct conn {
    uv_tcp_t tcp;
    uv_timer_t slow;
    char in[BUFFER_SIZE];
    size_t len;
    char out[256];
    char *big; /* a response that does not fit `out` (the metrics) */
    uv_write_t write;
    uv_buf_t buf;
    bool busy;
    bool close_after; /* the response being written says "Connection: close" */
    uint64_t last_active;
};

static uv_loop_t loop;
static uv_tcp_t server;
static uv_timer_t drain_timer;
static vela_worker_t *self;
static vela_worker_signals_t signals;
static bool draining;
static vela_metrics_t *metrics;
static int metrics_key;

static void on_timer_closed(uv_handle_t *handle)
{
    struct conn *c = handle->data;
    free(c->big);
    free(c);
}

static void on_closed(uv_handle_t *handle)
{
    struct conn *c = handle->data;

    uv_close((uv_handle_t *)&c->slow, on_timer_closed);
}

static void conn_close(struct conn *c)
{
    if (!uv_is_closing((uv_handle_t *)&c->tcp)) {
        uv_close((uv_handle_t *)&c->tcp, on_closed);
    }
}

static void process(struct conn *c);

static void on_written(uv_write_t *req, int status)
{
    struct conn *c = req->data;
    bool closing = c->close_after || status < 0;

    c->busy = false;
    free(c->big);
    c->big = NULL;
    c->last_active = uv_now(&loop);
    vela_worker_count_request(self, 0); /* retiring: serve on until SIGTERM */
    if (closing) {
        conn_close(c);
        return;
    }
    process(c);
}

static int append(void *arg, const char *bytes, size_t len)
{
    struct conn *c = arg;
    char *grown = realloc(c->big, c->buf.len + len + 1);
    if (!grown) {
        return -1;
    }
    memcpy(grown + c->buf.len, bytes, len);
    c->big = grown;
    c->buf.len += len;
    return 0;
}

static void respond(struct conn *c, bool metrics_page)
{
    char body[32], head[128];
    size_t head_len;

    if (metrics) {
        vela_metrics_request(metrics, (uint32_t)self->id, metrics_key, 1);
    }
    c->close_after = draining;
    if (metrics_page && metrics) {
        c->buf.len = 0;
        vela_metrics_render(metrics, append, c);
        head_len =
            (size_t)snprintf(head, sizeof(head), "HTTP/1.1 200 OK\r\nContent-Length: %zu\r\n%s\r\n",
                             c->buf.len, draining ? "Connection: close\r\n" : "");
        c->big = realloc(c->big, c->buf.len + head_len);
        memmove(c->big + head_len, c->big, c->buf.len);
        memcpy(c->big, head, head_len);
        c->buf.base = c->big;
        c->buf.len += head_len;
    } else {
        snprintf(body, sizeof(body), "%d\n", (int)getpid());
        c->buf.len =
            snprintf(c->out, sizeof(c->out), "HTTP/1.1 200 OK\r\nContent-Length: %zu\r\n%s\r\n%s",
                     strlen(body), draining ? "Connection: close\r\n" : "", body);
        c->buf.base = c->out;
    }
    c->write.data = c;
    if (uv_write(&c->write, (uv_stream_t *)&c->tcp, &c->buf, 1, on_written) < 0) {
        conn_close(c);
    }
}

static void on_slow_done(uv_timer_t *timer)
{
    respond(timer->data, false);
}

/* Answers the first complete request head in the buffer, if any. */
static void process(struct conn *c)
{
    char *end = c->len > 0 ? memmem(c->in, c->len, "\r\n\r\n", 4) : NULL;
    size_t head;
    bool slow, metrics_page;

    if (end == NULL || c->busy) {
        return;
    }
    head = (size_t)(end - c->in) + 4;
    slow = strncmp(c->in, "GET /slow ", 10) == 0;
    metrics_page = strncmp(c->in, "GET /metrics ", 13) == 0;
    memmove(c->in, c->in + head, c->len - head);
    c->len -= head;
    c->busy = true;
    if (slow) {
        uv_timer_start(&c->slow, on_slow_done, 2000, 0);
    } else {
        respond(c, metrics_page);
    }
}

static void on_alloc(uv_handle_t *handle, size_t size, uv_buf_t *buf)
{
    struct conn *c = handle->data;

    (void)size; /* the room left in c->in is what we offer */
    buf->base = c->in + c->len;
    buf->len = BUFFER_SIZE - c->len;
}

static void on_read(uv_stream_t *stream, ssize_t n, const uv_buf_t *buf)
{
    struct conn *c = stream->data;

    (void)buf; /* it is the tail of c->in (on_alloc) */
    if (n < 0 || (n == 0 && c->len == BUFFER_SIZE)) {
        conn_close(c);
        return;
    }
    c->len += (size_t)n;
    c->last_active = uv_now(&loop);
    process(c);
}

static void on_connection(uv_stream_t *listener, int status)
{
    struct conn *c;

    if (status < 0 || (c = calloc(1, sizeof(*c))) == NULL) {
        return;
    }
    uv_tcp_init(&loop, &c->tcp);
    uv_timer_init(&loop, &c->slow);
    c->tcp.data = c->slow.data = c;
    if (uv_accept(listener, (uv_stream_t *)&c->tcp) < 0) {
        conn_close(c);
        return;
    }
    c->last_active = uv_now(&loop);
    uv_read_start((uv_stream_t *)&c->tcp, on_alloc, on_read);
}

static void close_idle(uv_handle_t *handle, void *arg)
{
    struct conn *c = handle->data;
    bool force = arg != NULL;

    if (handle->type == UV_TCP && handle != (uv_handle_t *)&server && c != NULL &&
        (force || (!c->busy && uv_now(&loop) - c->last_active >= 1000))) {
        conn_close(c);
    }
}

static void on_drain_tick(uv_timer_t *timer)
{
    (void)timer;
    uv_walk(&loop, close_idle, NULL);
}

static void begin_drain(vela_worker_signals_t *s, int signum)
{
    (void)s;
    (void)signum;
    if (draining) {
        return;
    }
    draining = true;
    uv_close((uv_handle_t *)&server, NULL);
    uv_timer_start(&drain_timer, on_drain_tick, 100, 100);
    uv_unref((uv_handle_t *)&drain_timer);
}

/* SIGUSR1 (log reopening, forwarded by the master): the fixture has no log
 * to reopen, so it says it got the signal; tests/process/run waits for this
 * line from every worker. */
static void on_reopen(vela_worker_signals_t *s, int signum)
{
    (void)s;
    fprintf(stderr, "fixture worker %d (pid %d): signal %d, reopening logs\n", self->id,
            (int)getpid(), signum);
}

static void close_any(uv_handle_t *handle, void *arg)
{
    (void)arg;
    if (!uv_is_closing(handle)) {
        uv_close(handle, NULL);
    }
}

static int serve(vela_worker_t *worker, void *arg)
{
    const char *max = arg, *crash = getenv("FIXTURE_CRASH_FILE"),
               *hang = getenv("FIXTURE_HANG_FILE");

    if (crash != NULL && access(crash, F_OK) == 0) {
        return 3;
    }
    while (hang != NULL && access(hang, F_OK) == 0) {
        pause(); /* a boot that hangs: only a signal ends it */
    }
    self = worker;
    if (vela_metrics_from_environment(&metrics) == 0 && metrics) {
        vela_metrics_slot_start(metrics, (uint32_t)worker->id);
        metrics_key = vela_metrics_request_key(metrics, (uint32_t)worker->id, "fixture", 200);
    }
    worker->max_requests = max != NULL ? strtoull(max, NULL, 10) : 0;
    uv_loop_init(&loop);
    uv_tcp_init(&loop, &server);
    uv_timer_init(&loop, &drain_timer);
    signals.on_stop = begin_drain;
    signals.on_reopen = on_reopen;
    if (uv_tcp_open(&server, worker->listen_fd) < 0 ||
        uv_listen((uv_stream_t *)&server, 511, on_connection) < 0 ||
        vela_worker_signals_start(&loop, &signals, worker) < 0) {
        return 1;
    }
    vela_worker_ready(worker);
    uv_run(&loop, UV_RUN_DEFAULT);
    uv_walk(&loop, close_any, NULL);
    uv_run(&loop, UV_RUN_DEFAULT);
    vela_metrics_free(metrics);
    return uv_loop_close(&loop) == 0 ? 0 : 1;
}

int main(int argc, char **argv)
{
    vela_master_config_t cfg = {
        .host = "127.0.0.1", .backlog = 511, .drain_timeout = 5, .log_fd = 2};

    if (vela_worker_template_wanted()) {
        vela_worker_template_serve(); /* returns in each worker forked from the template */
    }
    cfg.worker_template = getenv("FIXTURE_TEMPLATE") != NULL;
    cfg.ready_timeout = getenv("FIXTURE_READY_TIMEOUT") ? atof(getenv("FIXTURE_READY_TIMEOUT")) : 0;
    if (argc < 4) {
        fprintf(stderr, "usage: %s PORT WORKERS PID_FILE [MAX_REQUESTS]\n", argv[0]);
        return 2;
    }
    cfg.port = atoi(argv[1]);
    cfg.workers = atoi(argv[2]);
    cfg.pid_file = argv[3];
    if (getenv(VELA_WORKER_ENV) == NULL && cfg.workers > 0 &&
        cfg.workers <= VELA_METRICS_MAX_SLOTS &&
        vela_metrics_create((uint32_t)cfg.workers, &cfg.metrics_fd, &cfg.metrics) != 0) {
        return 1;
    }
    int rc = vela_master_run(&cfg, serve, argc > 4 ? argv[4] : NULL);
    vela_metrics_free(cfg.metrics);
    return rc == 0 ? 0 : 1;
}
