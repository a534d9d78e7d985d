/*
 * One HTTP/1.1 connection: reading and parsing, the ordered FIFO of
 * requests, coalesced writes, timeouts, streamed and file answers, and
 * closing (see server.h for the model, conn.h for invariants).
 *
 * Life of a connection: start (read, header timer) -> requests: on_head
 * appends to the FIFO, on_complete dispatches -> answers become READY and
 * flush() writes every READY request at the FIFO head in one uv_write
 * (deferred to the end of the read batch while in_read) -> idle (keep-alive
 * timer) -> ... An answer that ends the connection (Connection: close, an
 * error status, a graceful stop) makes everything behind it in the FIFO
 * "dropped"; once the last write completed the connection shuts down its
 * write side and lingers, discarding input, until the peer closes or a short
 * timer ends it: closing at once could reset the connection and destroy the
 * answer before the peer read it.
 *
 * Pipelining depth: when max_pipeline requests await their answers, the
 * unparsed rest of the input is stashed and reading pauses; flush() resumes
 * it. A body being read is always read to its end first: its request cannot
 * be answered before, so pausing there could wait forever. Backpressure for
 * streamed answers: can_write is false above HIGH_WATER queued bytes; the
 * write callback wakes the writer (on_writable) below LOW_WATER.
 */
#include "src/http/conn.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <unistd.h>

#include "src/core/assert.h"
#include "src/core/error.h"

#define HIGH_WATER (256 * 1024)
#define LOW_WATER (64 * 1024)
#define LINGER_MS 2000
#define STOP_GRACE_MS 1000
#define FILE_BLOCK (64 * 1024)
#define SENDFILE_STEP (4 * 1024 * 1024)

static const char continue_line[] = "HTTP/1.1 100 Continue\r\n\r\n";

static void flush(vela__http_conn_t *conn);
static void arm_timer(vela__http_conn_t *conn);
static void finish_if_done(vela__http_conn_t *conn);
static void continue_file(vela_http_request_t *req, int status);

static void release_ref(vela__http_conn_t *conn)
{
    if (--conn->refs == 0) {
        vela__http_server_conn_released(conn->server, conn);
    }
}

static bool is_dead(const vela__http_conn_t *conn)
{
    return conn->closing || conn->dropping;
}

/* Gives a request back to the pool and drops its hold on the connection. */
static void consume(vela_http_request_t *req)
{
    vela__http_conn_t *conn = req->conn;

    VELA_ASSERT(req->state != VELA__HTTP_REQ_WRITTEN); /* consumed once */

    req->state = VELA__HTTP_REQ_WRITTEN;
    vela__http_server_give_request(conn->server, req);
    release_ref(conn);
}

static void fifo_push(vela__http_conn_t *conn, vela_http_request_t *req)
{
    req->next = NULL;
    if (conn->fifo_tail) {
        conn->fifo_tail->next = req;
    } else {
        conn->fifo_head = req;
    }
    conn->fifo_tail = req;
    conn->fifo_len++;
}

static vela_http_request_t *fifo_pop(vela__http_conn_t *conn)
{
    vela_http_request_t *req = conn->fifo_head;

    conn->fifo_head = req->next;
    if (conn->fifo_head == NULL) {
        conn->fifo_tail = NULL;
    }
    conn->fifo_len--;
    req->next = NULL;
    return req;
}

/* The request's body stops counting toward max_buffered_bodies (complete or abandoned). */
static void release_body(vela__http_conn_t *conn, vela_http_request_t *req)
{
    conn->server->buffered_bodies -= req->body_buffered;
    req->body_buffered = 0;
}

void vela_http_request_body_spilled(vela_http_request_t *req, size_t len)
{
    VELA_ASSERT(req->state == VELA__HTTP_REQ_READING && len <= req->body_buffered);

    req->body_buffered -= len;
    req->conn->server->buffered_bodies -= len;
}

static void abort_request(vela__http_conn_t *conn, vela_http_request_t *req)
{
    release_body(conn, req);
    if (req->accepted && conn->server->handler->on_abort) {
        conn->server->handler->on_abort(conn->server->data, req);
    }
    req->accepted = false;
    req->data = NULL;
}

/* Wakes the writer of req when it waits for can_write (or for the close). */
static void notify(vela_http_request_t *req)
{
    vela_http_server_t *server = req->conn->server;

    if ((req->waiting && vela_http_request_can_write(req)) ||
        ((req->waiting || req->long_lived) && is_dead(req->conn))) {
        req->waiting = false;
        server->handler->on_writable(server->data, req);
    }
}

/*
 * Everything left in the FIFO will never be written: requests being read
 * are aborted, ready answers released, running ones orphaned (their handler
 * consumes them later), waiting writers woken to see the close.
 */
static void drop_rest(vela__http_conn_t *conn)
{
    conn->dropping = true;
    conn->current = NULL;
    while (conn->fifo_head) {
        vela_http_request_t *req = fifo_pop(conn);

        if (req->state == VELA__HTTP_REQ_READING) {
            abort_request(conn, req);
            consume(req);
        } else if (req->state == VELA__HTTP_REQ_READY) {
            consume(req);
        } else if (req->state != VELA__HTTP_REQ_FILE) {
            notify(req);
        }
    }
}

static void on_handle_closed(uv_handle_t *handle)
{
    release_ref(handle->data);
}

static void stop_reading(vela__http_conn_t *conn)
{
    if (conn->reading) {
        conn->reading = false;
        uv_read_stop((uv_stream_t *)&conn->tcp);
    }
}

/* The tunnel's owner hears no more from the connection. */
static void end_tunnel(vela__http_conn_t *conn, int status)
{
    const vela_http_tunnel_t *tunnel = conn->tunnel;

    conn->tunnel = NULL;
    if (tunnel) {
        tunnel->on_end(conn->tunnel_user, status);
    }
}

void vela__http_conn_close(vela__http_conn_t *conn)
{
    if (conn->closing) {
        return;
    }
    conn->refs++; /* drop_rest may release the last request */
    conn->closing = true;
    conn->no_more_input = true;
    end_tunnel(conn, VELA_ECLOSED); /* its owner may abort the request: closing stops recursion */
    drop_rest(conn);
    if (conn->head_buf) {
        vela__http_server_give_head_buf(conn->server, conn->head_buf);
        conn->head_buf = NULL;
    }
    uv_close((uv_handle_t *)&conn->tcp, on_handle_closed);
    if (conn->timer.loop) {
        uv_close((uv_handle_t *)&conn->timer, on_handle_closed);
    }
    release_ref(conn);
}

static void on_read(uv_stream_t *stream, ssize_t nread, const uv_buf_t *buf);

/*
 * Reading goes through the socket's own recv(), not libuv's read(): read()
 * first passes the VFS layer (fdget_pos, rw_verify_area, sock_read_iter,
 * fput), 0.3-0.4 us of a small request's 10-15 us under load, the part by
 * which Vela's read call exceeded nginx's and Workerman's (docs/benchmarks.md).
 * libuv 1.44 reads streams only with read(), so the allocation callback,
 * which libuv calls just before it would read, receives instead and hands
 * libuv an empty buffer: by uv_alloc_cb's contract libuv then skips its
 * read() and calls on_read with UV_ENOBUFS, and on_read takes the outcome
 * kept in conn->received. As libuv did, a read that fills the buffer is
 * followed by another, up to MAX_READS per readiness: a large body arrives
 * at the pace it did, and passes its body_buffer_size before other bodies
 * take their share of max_buffered_bodies.
 */
#define MAX_READS 32

/* One recv() into the server's read_buf: bytes, 0 for nothing now, UV_EOF or an error. */
static ssize_t receive(vela__http_conn_t *conn)
{
    ssize_t n;

    do {
        n = recv(conn->fd, conn->server->read_buf, sizeof(conn->server->read_buf), MSG_DONTWAIT);
    } while (n < 0 && errno == EINTR);
    if (n >= 0) {
        return n > 0 ? n : UV_EOF;
    }
    return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : -errno;
}

static void on_alloc(uv_handle_t *handle, size_t suggested, uv_buf_t *buf)
{
    vela__http_conn_t *conn = handle->data;

    (void)suggested;
    buf->base = NULL;
    buf->len = 0;
    conn->received = receive(conn);
}

static void start_reading(vela__http_conn_t *conn)
{
    if (!conn->reading && !conn->closing) {
        conn->reading = uv_read_start((uv_stream_t *)&conn->tcp, on_alloc, on_read) == 0;
    }
}

static void on_shutdown(uv_shutdown_t *shutdown, int status)
{
    vela__http_conn_t *conn = shutdown->data;

    (void)status;
    release_ref(conn);
}

/* All answers written and no more input wanted: FIN, then discard until EOF. */
static void linger(vela__http_conn_t *conn)
{
    conn->lingering = true;
    conn->shutdown.data = conn;
    if (uv_shutdown(&conn->shutdown, (uv_stream_t *)&conn->tcp, on_shutdown) == 0) {
        conn->refs++;
    }
    start_reading(conn);
    arm_timer(conn);
}

static void finish_if_done(vela__http_conn_t *conn)
{
    if (conn->closing || conn->lingering || !conn->no_more_input) {
        return;
    }
    if (conn->fifo_len == 0 && conn->writes_in_flight == 0) {
        linger(conn);
    }
}

static int push_response(vela__http_conn_t *conn, vela_http_request_t *req,
                         vela_http_response_head_t *head, const vela_http_piece_t *body);

/*
 * The server answers by itself and then closes: `status` goes into the
 * request being read (its handler is told on_abort) or into a new request
 * at the FIFO tail.
 */
static void queue_error(vela__http_conn_t *conn, int status)
{
    vela_http_request_t *req = conn->current;
    vela_http_field_t type = {"Content-Type", 12, "text/plain", 10, false, true};
    vela_http_response_head_t head = {.status = status, .fields = &type, .field_count = 1};
    const char *reason = vela_http_reason_phrase(status);
    vela_http_piece_t body = {reason, strlen(reason), NULL, NULL};

    conn->current = NULL;
    conn->no_more_input = true;
    stop_reading(conn);
    if (conn->server->handler->on_refused) {
        conn->server->handler->on_refused(conn->server->data, status);
    }
    if (req != NULL) {
        abort_request(conn, req);
    } else if ((req = vela__http_server_take_request(conn->server)) != NULL) {
        req->conn = conn;
        conn->refs++;
        fifo_push(conn, req);
    } else {
        vela__http_conn_close(conn);
        return;
    }
    req->state = VELA__HTTP_REQ_RUNNING;
    req->keep_alive = false;
    if (push_response(conn, req, &head, &body) != 0) {
        vela__http_conn_close(conn);
    }
}

static void on_write(uv_write_t *uv_req, int status);

/* send_now() hands libuv's buffers to sendmsg() as they are. */
_Static_assert(sizeof(uv_buf_t) == sizeof(struct iovec) &&
                   offsetof(uv_buf_t, base) == offsetof(struct iovec, iov_base) &&
                   offsetof(uv_buf_t, len) == offsetof(struct iovec, iov_len),
               "uv_buf_t is a struct iovec");

/*
 * send() for one buffer, sendmsg() for several: a socket's own calls, which
 * skip the VFS layer that libuv's writev() goes through (fdget_pos,
 * rw_verify_area, the iov_iter set-up): 0.3-0.5 us less per small answer on
 * a hot cache, 0.17 us in a busy server (docs/benchmarks.md). uv_buf_t is
 * laid out as struct iovec on Unix (asserted above). Returns the bytes
 * written, 0 when the socket takes nothing now or fails (uv_write then
 * meets the error itself).
 */
static size_t send_now(uv_os_fd_t fd, const uv_buf_t *bufs, unsigned nbufs)
{
    struct msghdr msg = {.msg_iov = (struct iovec *)bufs, .msg_iovlen = nbufs};
    ssize_t n;

    do {
        n = nbufs == 1 ? send(fd, bufs[0].base, bufs[0].len, MSG_DONTWAIT | MSG_NOSIGNAL)
                       : sendmsg(fd, &msg, MSG_DONTWAIT | MSG_NOSIGNAL);
    } while (n < 0 && errno == EINTR);
    return n > 0 ? (size_t)n : 0;
}

/*
 * Writes what the socket takes at once (nothing is queued before it, so
 * order holds). Returns the index of the first buffer left to queue, the
 * partly written one trimmed; nbufs when everything went out.
 */
static unsigned write_now(vela__http_conn_t *conn, vela__http_write_t *write)
{
    size_t left = 0;
    unsigned i = 0;

    if (!conn->closing && uv_stream_get_write_queue_size((uv_stream_t *)&conn->tcp) == 0) {
        left = send_now(conn->fd, write->bufs, write->nbufs);
    }
    while (i < write->nbufs && left >= write->bufs[i].len) {
        left -= write->bufs[i++].len;
    }
    if (i < write->nbufs) {
        write->bufs[i].base += left;
        write->bufs[i].len -= (unsigned)left;
    }
    return i;
}

/*
 * Hands a write to the socket: written at once when the socket takes it all
 * (then on_write runs from the server's next loop turn, as uv_write's
 * callback would, saving libuv's epoll_ctl for the drain), else the rest
 * goes through uv_write.
 */
static void submit(vela__http_conn_t *conn, vela__http_write_t *write)
{
    unsigned first;
    int rc;

    write->conn = conn;
    conn->writes_in_flight++;
    conn->refs++;
    if (write->nbufs == 0) {
        on_write(&write->req, 0);
        return;
    }
    conn->server->write_count++;
    first = write_now(conn, write);
    if (first == write->nbufs) {
        vela__http_server_defer_write(conn->server, write);
        return;
    }
    rc = uv_write(&write->req, (uv_stream_t *)&conn->tcp, write->bufs + first, write->nbufs - first,
                  on_write);
    if (rc != 0) {
        on_write(&write->req, rc);
    }
}

static void release_write(vela__http_write_t *write)
{
    while (write->done) {
        vela_http_request_t *req = write->done;

        write->done = req->next;
        consume(req);
    }
    if (write->piece.release) {
        write->piece.release(write->piece.owner);
        write->piece.release = NULL;
    }
}

static void resume_input(vela__http_conn_t *conn);

void vela__http_conn_write_done(vela__http_write_t *write)
{
    on_write(&write->req, 0);
}

static void on_write(uv_write_t *uv_req, int status)
{
    vela__http_write_t *write = (vela__http_write_t *)uv_req;
    vela__http_conn_t *conn = write->conn;
    vela_http_request_t *file = write->file;

    release_write(write);
    vela__http_server_give_write(conn->server, write);
    conn->writes_in_flight--;
    if (status < 0) {
        vela__http_conn_close(conn);
    }
    if (file) {
        continue_file(file, status);
    }
    if (!conn->closing) {
        if (conn->fifo_head &&
            uv_stream_get_write_queue_size((uv_stream_t *)&conn->tcp) < LOW_WATER) {
            notify(conn->fifo_head);
        }
        resume_input(conn);
        finish_if_done(conn);
        arm_timer(conn);
    }
    release_ref(conn);
}

static void add_buf(vela__http_write_t *write, const char *data, size_t len)
{
    if (len > 0) {
        write->bufs[write->nbufs++] = uv_buf_init((char *)data, (unsigned)len);
    }
}

/* Moves the READY requests at the FIFO head into one write. */
static vela__http_write_t *collect_ready(vela__http_conn_t *conn)
{
    vela_http_server_t *server = conn->server;
    vela__http_write_t *write = NULL;

    while (conn->fifo_head && conn->fifo_head->state == VELA__HTTP_REQ_READY) {
        vela_http_request_t *req;

        if (write == NULL && (write = vela__http_server_take_write(server)) == NULL) {
            break;
        }
        if (write->nbufs + 2 > server->write_bufs) {
            break;
        }
        req = fifo_pop(conn);
        add_buf(write, req->head, req->head_len);
        add_buf(write, req->body.data, req->body.len);
        req->next = write->done;
        write->done = req;
        if (req->close) {
            conn->no_more_input = true;
            stop_reading(conn);
            drop_rest(conn);
            break;
        }
    }
    return write;
}

static void flush(vela__http_conn_t *conn)
{
    vela__http_write_t *write;

    if (conn->in_read || conn->closing) {
        return;
    }
    while ((write = collect_ready(conn)) != NULL) {
        submit(conn, write);
        if (conn->closing) {
            return;
        }
    }
    if (conn->fifo_head) {
        notify(conn->fifo_head);
    }
    finish_if_done(conn);
}

static int on_parser_head(vela_http_parser_t *parser, const vela_http_head_t *head);
static int on_parser_body(vela_http_parser_t *parser, const char *data, size_t len);
static int on_parser_complete(vela_http_parser_t *parser);

static const vela_http_parser_callbacks_t parser_callbacks = {
    on_parser_head,
    on_parser_body,
    on_parser_complete,
};

static void send_continue(vela__http_conn_t *conn)
{
    vela__http_write_t *write = vela__http_server_take_write(conn->server);

    if (write != NULL) {
        add_buf(write, continue_line, sizeof(continue_line) - 1);
        submit(conn, write);
    }
}

static int on_parser_head(vela_http_parser_t *parser, const vela_http_head_t *head)
{
    vela__http_conn_t *conn = parser->data;
    vela_http_server_t *server = conn->server;
    vela_http_request_t *req = vela__http_server_take_request(server);
    int status;

    if (req == NULL) {
        return 503;
    }
    req->conn = conn;
    req->state = VELA__HTTP_REQ_READING;
    req->keep_alive = head->keep_alive && !server->stopping;
    req->http_1_0 = head->version_major == 1 && head->version_minor == 0;
    req->head_only = head->method_len == 4 && memcmp(head->method, "HEAD", 4) == 0;
    req->upgrade = head->upgrade;
    req->body_received = 0;
    req->body_buffered = 0;
    req->body_started = uv_now(server->loop);
    conn->refs++;
    fifo_push(conn, req);
    conn->current = req;
    status = server->handler->on_head(server->data, req, head);
    if (status != 0) {
        return status;
    }
    req->accepted = true;
    if (head->expect_continue && conn->fifo_head == req) {
        send_continue(conn);
    }
    return 0;
}

/* A piece of body: counted toward the server's budget for bodies being received, which the
 * piece that goes past it does not reach (503: the request is dropped, freeing its bytes). */
static int on_parser_body(vela_http_parser_t *parser, const char *data, size_t len)
{
    vela__http_conn_t *conn = parser->data;
    vela_http_server_t *server = conn->server;
    uint64_t budget = server->config.max_buffered_bodies;

    VELA_ASSERT(conn->current && conn->current->state == VELA__HTTP_REQ_READING);

    if (budget != 0 && server->buffered_bodies + len > budget) {
        return 503;
    }
    conn->current->body_received += len;
    conn->current->body_buffered += len;
    server->buffered_bodies += len;
    return server->handler->on_body(server->data, conn->current, data, len);
}

static int on_parser_complete(vela_http_parser_t *parser)
{
    vela__http_conn_t *conn = parser->data;

    VELA_ASSERT(conn->current && conn->current->state == VELA__HTTP_REQ_READING);

    release_body(conn, conn->current);
    conn->completed = conn->current;
    conn->current = NULL;
    return 0;
}

static void dispatch(vela__http_conn_t *conn)
{
    vela_http_server_t *server = conn->server;
    vela_http_request_t *req = conn->completed;

    VELA_ASSERT(req != NULL && req->state == VELA__HTTP_REQ_READING);
    conn->completed = NULL;
    conn->served++;
    if (!req->keep_alive || server->stopping) {
        req->keep_alive = false;
        conn->no_more_input = true;
        stop_reading(conn);
    }
    req->state = VELA__HTTP_REQ_RUNNING;
    server->handler->on_request(server->data, req);
}

static void stash(vela__http_conn_t *conn, const char *data, size_t len)
{
    if (conn->stash && data >= conn->stash && data < conn->stash + conn->stash_cap) {
        memmove(conn->stash, data, len);
        conn->stash_len = len;
        return;
    }
    if (conn->stash_cap < len) {
        char *grown = realloc(conn->stash, len);

        if (grown == NULL) {
            vela__http_conn_close(conn);
            return;
        }
        conn->stash = grown;
        conn->stash_cap = len;
    }
    memcpy(conn->stash, data, len);
    conn->stash_len = len;
}

static bool attach_head_buf(vela__http_conn_t *conn)
{
    if (conn->head_buf == NULL) {
        conn->head_buf = vela__http_server_take_head_buf(conn->server);
        if (conn->head_buf == NULL) {
            return false;
        }
        vela_http_parser_set_buffer(
            &conn->parser, conn->head_buf,
            VELA_HTTP_PARSER_BUFFER_SIZE(conn->server->config.max_header_size));
    }
    return true;
}

static void detach_head_buf(vela__http_conn_t *conn)
{
    if (conn->head_buf && vela_http_parser_is_idle(&conn->parser)) {
        vela_http_parser_set_buffer(&conn->parser, NULL, 0);
        vela__http_server_give_head_buf(conn->server, conn->head_buf);
        conn->head_buf = NULL;
    }
}

/*
 * The bytes after an upgrade request's head: the tunnel's when the handler
 * already switched protocols, else kept for it (or for nothing, when it
 * answers in HTTP: the connection then closes).
 */
static void hand_over(vela__http_conn_t *conn, const char *data, size_t len)
{
    if (conn->tunnel && len > 0) {
        conn->tunnel->on_data(conn->tunnel_user, (char *)data, len);
    } else if (len > 0) {
        stash(conn, data, len);
    }
}

/*
 * True when the next head must wait for answers: max_pipeline requests are
 * unanswered. The request whose body is being read (the FIFO tail) never
 * makes it wait for itself: with max_pipeline 1 its body would never be read.
 */
static bool pipeline_full(const vela__http_conn_t *conn)
{
    return conn->current == NULL && conn->fifo_len >= conn->server->config.max_pipeline;
}

/* Parses a read batch, dispatching each complete request in order. */
static void process(vela__http_conn_t *conn, const char *data, size_t len)
{
    size_t used;
    int rc;

    conn->stash_len = 0;
    while (len > 0 && !conn->no_more_input && !conn->closing) {
        if (pipeline_full(conn)) {
            stash(conn, data, len);
            stop_reading(conn);
            return;
        }
        if (!attach_head_buf(conn)) {
            queue_error(conn, 503);
            return;
        }
        rc = vela_http_parser_execute(&conn->parser, data, len, &used);
        data += used;
        len -= used;
        if (rc == VELA_HTTP_PARSE_DONE) {
            bool upgrade = conn->completed->upgrade;

            dispatch(conn);
            if (upgrade) {
                hand_over(conn, data, len);
                return;
            }
        } else if (rc < 0) {
            queue_error(conn, conn->parser.status);
            return;
        }
    }
    detach_head_buf(conn);
}

/* Input stashed while the pipeline was full is parsed once there is room. */
static void resume_input(vela__http_conn_t *conn)
{
    if (conn->in_read || conn->closing || conn->no_more_input || conn->tunnel ||
        pipeline_full(conn)) {
        return;
    }
    if (conn->stash_len > 0) {
        conn->in_read = true;
        process(conn, conn->stash, conn->stash_len);
        conn->in_read = false;
        flush(conn);
    }
    if (conn->stash_len == 0 && !conn->no_more_input) {
        start_reading(conn);
    }
}

/* EOF or a read error. The requests already complete are still answered. */
static void end_of_input(vela__http_conn_t *conn, ssize_t nread)
{
    vela_http_request_t *req = conn->current;

    stop_reading(conn);
    conn->no_more_input = true;
    conn->peer_eof = nread == UV_EOF;
    if (nread != UV_EOF || conn->lingering || conn->tunnel) {
        vela__http_conn_close(conn);
        return;
    }
    if (conn->fifo_head && conn->fifo_head->long_lived) {
        vela__http_conn_close(conn); /* an event stream's client left: nobody reads it any more */
        return;
    }
    if (req != NULL) {
        /* The peer gave up mid-body: that request is the FIFO tail. */
        conn->current = NULL;
        abort_request(conn, req);
        req->state = VELA__HTTP_REQ_READY;
        req->close = true;
        req->head_len = 0;
    }
    if (conn->fifo_len == 0 && conn->writes_in_flight == 0) {
        vela__http_conn_close(conn);
        return;
    }
    flush(conn);
}

/* Handles one read's outcome (see receive()); the caller holds a reference. */
static void take_input(vela__http_conn_t *conn, ssize_t nread)
{
    const char *data = conn->server->read_buf;

    if (nread == 0) {
        return;
    }
    if (nread < 0 || conn->lingering) {
        if (nread < 0) {
            end_of_input(conn, nread);
        }
        return;
    }
    if (conn->tunnel) {
        conn->tunnel->on_data(conn->tunnel_user, (char *)data, (size_t)nread);
        return;
    }
    conn->in_read = true;
    process(conn, data, (size_t)nread);
    conn->in_read = false;
    flush(conn);
    if (!conn->closing) {
        arm_timer(conn);
    }
}

/* libuv's read callback: nread is UV_ENOBUFS after on_alloc received (conn->received). */
static void on_read(uv_stream_t *stream, ssize_t nread, const uv_buf_t *buf)
{
    vela__http_conn_t *conn = stream->data;
    unsigned reads = 1;

    (void)buf;
    if (nread == UV_ENOBUFS) {
        nread = conn->received;
        conn->received = 0;
    }
    conn->refs++;
    take_input(conn, nread);
    while (nread == (ssize_t)sizeof(conn->server->read_buf) && reads++ < MAX_READS &&
           conn->reading && !conn->closing) {
        nread = receive(conn);
        take_input(conn, nread);
    }
    release_ref(conn);
}

/*
 * The uv timer is lazy: it may fire before the deadline of the timeout now
 * armed (then it waits out the rest) or after that timeout was disarmed
 * (then nothing happens), so serving a request costs no timer heap work.
 */
static void on_timer(uv_timer_t *timer)
{
    vela__http_conn_t *conn = timer->data;
    uint64_t now = uv_now(conn->server->loop);

    if (conn->timer_kind == VELA__HTTP_TIMER_NONE) {
        return;
    }
    if (now < conn->timer_deadline) {
        uv_timer_start(&conn->timer, on_timer, conn->timer_deadline - now, 0);
        return;
    }
    if (conn->lingering || conn->timer_kind == VELA__HTTP_TIMER_IDLE) {
        vela__http_conn_close(conn);
        return;
    }
    conn->timer_kind = VELA__HTTP_TIMER_NONE;
    queue_error(conn, 408);
    flush(conn);
}

/*
 * Arms (or with NONE disarms) the connection's timeout. A disarmed uv timer
 * stays scheduled but unreferenced, so it keeps the loop alive no more than
 * a stopped one did; it is restarted only when it would fire too late.
 */
static void set_timer(vela__http_conn_t *conn, enum vela__http_timer kind, uint64_t ms,
                      bool restart)
{
    uv_timer_t *timer = &conn->timer;

    if (kind == VELA__HTTP_TIMER_NONE) {
        uv_unref((uv_handle_t *)timer);
    } else if (restart || conn->timer_kind != kind) {
        conn->timer_deadline = uv_now(conn->server->loop) + ms;
        if (!uv_is_active((uv_handle_t *)timer) || uv_timer_get_due_in(timer) > ms) {
            uv_timer_start(timer, on_timer, ms, 0);
        }
        uv_ref((uv_handle_t *)timer);
    }
    conn->timer_kind = kind;
}

/*
 * How long the body being read may take before 408: body_timeout of silence, and, with
 * min_body_rate, until its average rate since the head falls below the minimum (never before
 * the grace period): at received / rate seconds after the head.
 */
static uint64_t body_deadline_ms(const vela__http_conn_t *conn)
{
    const vela_http_server_config_t *config = &conn->server->config;
    const vela_http_request_t *req = conn->current;
    uint64_t ms = config->body_timeout_ms, now = uv_now(conn->server->loop), due;

    if (config->min_body_rate == 0) {
        return ms;
    }
    due = req->body_received * 1000 / config->min_body_rate;
    due = req->body_started + (due > config->body_rate_grace_ms ? due : config->body_rate_grace_ms);
    return due <= now ? 0 : (due - now < ms ? due - now : ms);
}

static void arm_timer(vela__http_conn_t *conn)
{
    const vela_http_server_config_t *config = &conn->server->config;

    if (conn->closing) {
        return;
    }
    if (conn->lingering) {
        set_timer(conn, VELA__HTTP_TIMER_HEADER, LINGER_MS, false);
    } else if (conn->tunnel) {
        set_timer(conn, VELA__HTTP_TIMER_NONE, 0, false); /* the tunnel keeps its own time */
    } else if (conn->current) {
        set_timer(conn, VELA__HTTP_TIMER_BODY, body_deadline_ms(conn), true);
    } else if (!vela_http_parser_is_idle(&conn->parser) || conn->stash_len > 0) {
        set_timer(conn, VELA__HTTP_TIMER_HEADER, config->header_timeout_ms, false);
    } else if (conn->fifo_len == 0 && conn->writes_in_flight == 0) {
        if (conn->server->stopping) {
            set_timer(conn, VELA__HTTP_TIMER_IDLE, STOP_GRACE_MS, false);
        } else if (conn->served == 0) {
            set_timer(conn, VELA__HTTP_TIMER_HEADER, config->header_timeout_ms, false);
        } else {
            set_timer(conn, VELA__HTTP_TIMER_IDLE, config->keepalive_timeout_ms, false);
        }
    } else {
        set_timer(conn, VELA__HTTP_TIMER_NONE, 0, false);
    }
}

void vela__http_conn_start(vela__http_conn_t *conn, int reject_status)
{
    vela_http_server_t *server = conn->server;

    conn->tcp.data = conn;
    if (uv_fileno((uv_handle_t *)&conn->tcp, &conn->fd) != 0) {
        conn->fd = -1; /* not after uv_accept; recv() and send() would fail, and close it */
    }
    uv_timer_init(server->loop, &conn->timer);
    conn->timer.data = conn;
    conn->refs++;
    vela_http_parser_init(&conn->parser, &parser_callbacks, conn, server->config.max_header_size,
                          server->config.max_body_size);
    if (reject_status != 0) {
        queue_error(conn, reject_status);
        flush(conn);
        return;
    }
    uv_tcp_nodelay(&conn->tcp, 1);
    start_reading(conn);
    arm_timer(conn);
}

/*
 * Graceful stop of one connection. Busy: answers go out with "Connection:
 * close", then it lingers. Idle: it stays readable for a short grace period,
 * because a request may already be on its way (a keep-alive connection was
 * promised); one that arrives is answered with "Connection: close". Closing
 * an idle connection at once would fail that request.
 */
/* A stop: an event stream in progress is told (on_writable) so that its handler ends it now. */
static void end_long_lived(vela__http_conn_t *conn)
{
    vela_http_request_t *req = conn->fifo_head;

    if (req && req->long_lived && req->state == VELA__HTTP_REQ_STREAMING && !is_dead(conn)) {
        conn->server->handler->on_writable(conn->server->data, req);
    }
}

void vela__http_conn_stop(vela__http_conn_t *conn)
{
    uint64_t grace = conn->server->drain_timeout_ms < STOP_GRACE_MS ? conn->server->drain_timeout_ms
                                                                    : STOP_GRACE_MS;

    if (conn->closing || conn->lingering) {
        return;
    }
    if (conn->tunnel) {
        if (conn->tunnel->on_stop) {
            conn->tunnel->on_stop(conn->tunnel_user);
        }
        return;
    }
    if (conn->fifo_len == 0 && conn->current == NULL && vela_http_parser_is_idle(&conn->parser)) {
        /* Idle, or still writing answers that promised keep-alive: the client
         * may send again, so keep reading; the next request is answered with
         * close, and after the writes arm_timer() gives the same grace. */
        if (conn->writes_in_flight == 0) {
            set_timer(conn, VELA__HTTP_TIMER_IDLE, grace, true);
        }
        return;
    }
    for (vela_http_request_t *req = conn->fifo_head; req; req = req->next) {
        req->keep_alive = false;
    }
    if (conn->current == NULL) {
        conn->no_more_input = true;
        stop_reading(conn);
        finish_if_done(conn);
    }
    end_long_lived(conn);
}

/* ---- answering -------------------------------------------------------- */

static void fill_head(vela__http_conn_t *conn, vela_http_request_t *req,
                      vela_http_response_head_t *head, bool close)
{
    head->server_name = conn->server->server_name;
    head->server_name_len = conn->server->server_name_len;
    head->date = vela_http_server_date(conn->server);
    head->memo = &conn->server->head_memo;
    head->keep_alive = req->keep_alive && !close && !conn->server->stopping;
    head->http_1_0 = req->http_1_0;
}

/*
 * Serializes head into req: into the inline buffer, which most heads fit, or
 * when it does not into one allocated to vela_http_response_head_size(). A
 * final answer is never 1xx.
 */
static int build_head(vela_http_request_t *req, vela_http_response_head_t *head)
{
    size_t size;
    char *buf = req->inline_head;
    int rc;

    if (head->status < 200 && !(head->status == 101 && req->upgrade)) {
        return VELA_EINVAL;
    }
    rc = vela_http_response_write_head(head, buf, sizeof(req->inline_head), &req->head_len);
    if (rc == VELA_ELIMIT) {
        size = vela_http_response_head_size(head);
        if ((buf = malloc(size)) == NULL) {
            return VELA_ENOMEM;
        }
        rc = vela_http_response_write_head(head, buf, size, &req->head_len);
    }
    if (rc != 0) {
        if (buf != req->inline_head) {
            free(buf);
        }
        return rc;
    }
    req->head = buf;
    req->close = !head->keep_alive;
    return 0;
}

static void release_piece(const vela_http_piece_t *piece)
{
    if (piece && piece->release) {
        piece->release(piece->owner);
    }
}

/*
 * A body that fits behind its head in the inline buffer is copied there and
 * released: the answer leaves in one send() of one buffer.
 */
static void join_small_body(vela_http_request_t *req)
{
    if (req->head != req->inline_head || req->body.len == 0 ||
        req->body.len > sizeof(req->inline_head) - req->head_len) {
        return;
    }
    memcpy(req->inline_head + req->head_len, req->body.data, req->body.len);
    req->head_len += req->body.len;
    release_piece(&req->body);
    req->body = (vela_http_piece_t){NULL, 0, NULL, NULL};
}

static int push_response(vela__http_conn_t *conn, vela_http_request_t *req,
                         vela_http_response_head_t *head, const vela_http_piece_t *body)
{
    int rc;

    VELA_ASSERT(req->state == VELA__HTTP_REQ_RUNNING);

    head->content_length = body ? (int64_t)body->len : 0;
    fill_head(conn, req, head, false);
    rc = build_head(req, head);
    if (rc != 0) {
        return rc;
    }
    if (body && !req->head_only && vela_http_status_allows_body(head->status)) {
        req->body = *body;
        join_small_body(req);
    } else {
        release_piece(body);
    }
    req->state = VELA__HTTP_REQ_READY;
    conn->server->request_count++;
    flush(conn);
    return 0;
}

int vela_http_request_respond(vela_http_request_t *req, vela_http_response_head_t *head,
                              const vela_http_piece_t *body, bool close)
{
    vela__http_conn_t *conn = req->conn;

    if (req->state != VELA__HTTP_REQ_RUNNING) {
        return VELA_ESTATE;
    }
    if (is_dead(conn)) {
        release_piece(body);
        consume(req);
        return VELA_ECLOSED;
    }
    if (close) {
        req->keep_alive = false;
    }
    return push_response(conn, req, head, body);
}

int vela_http_request_respond_status(vela_http_request_t *req, int status, bool close)
{
    vela_http_field_t type = {"Content-Type", 12, "text/plain", 10, false, true};
    vela_http_response_head_t head = {.status = status, .fields = &type, .field_count = 1};
    const char *reason = vela_http_reason_phrase(status);
    vela_http_piece_t body = {reason, strlen(reason), NULL, NULL};

    return vela_http_request_respond(req, &head, &body, close);
}

void **vela_http_request_data(vela_http_request_t *req)
{
    return &req->data;
}

int vela_http_request_peer(const vela_http_request_t *req, struct sockaddr_storage *out)
{
    vela__http_conn_t *conn = req->conn;
    int len = sizeof(conn->peer), rc;

    if (!conn->peer_known) {
        if (conn->closing) {
            return UV_ENOTCONN;
        }
        rc = uv_tcp_getpeername(&conn->tcp, (struct sockaddr *)&conn->peer, &len);
        if (rc != 0) {
            return rc;
        }
        conn->peer_known = true;
    }
    *out = conn->peer;
    return 0;
}

bool vela_http_request_is_closed(const vela_http_request_t *req)
{
    return is_dead(req->conn);
}

bool vela_http_request_should_end(const vela_http_request_t *req)
{
    return is_dead(req->conn) || (req->long_lived && req->conn->server->stopping);
}

void vela_http_request_set_long_lived(vela_http_request_t *req)
{
    req->long_lived = true;
    if (req->conn->peer_eof && req->conn->fifo_head == req) {
        vela__http_conn_close(req->conn); /* the client left before the stream began */
    }
}

bool vela_http_request_can_write(const vela_http_request_t *req)
{
    vela__http_conn_t *conn = req->conn;

    if (is_dead(conn) || conn->fifo_head != req ||
        uv_stream_get_write_queue_size((uv_stream_t *)&conn->tcp) >= HIGH_WATER) {
        ((vela_http_request_t *)req)->waiting = true;
        return false;
    }
    return true;
}

static int write_pieces(vela__http_conn_t *conn, const char *a, size_t alen,
                        const vela_http_piece_t *piece, bool chunked)
{
    vela__http_write_t *write = vela__http_server_take_write(conn->server);

    if (write == NULL) {
        return VELA_ENOMEM;
    }
    add_buf(write, a, alen);
    if (piece) {
        if (chunked) {
            add_buf(write, write->chunk_line, vela_http_chunk_line(write->chunk_line, piece->len));
        }
        add_buf(write, piece->data, piece->len);
        if (chunked) {
            add_buf(write, "\r\n", 2);
        }
        write->piece = *piece;
    }
    submit(conn, write);
    return 0;
}

int vela_http_request_stream_begin(vela_http_request_t *req, vela_http_response_head_t *head)
{
    vela__http_conn_t *conn = req->conn;
    int rc;

    if (req->state != VELA__HTTP_REQ_RUNNING) {
        return VELA_ESTATE;
    }
    if (is_dead(conn)) {
        return VELA_ECLOSED;
    }
    if (!vela_http_request_can_write(req)) {
        return VELA_ESTATE;
    }
    head->content_length = -1;
    fill_head(conn, req, head, false);
    rc = build_head(req, head);
    if (rc != 0) {
        return rc;
    }
    req->chunked = !req->http_1_0;
    req->state = VELA__HTTP_REQ_STREAMING;
    conn->server->request_count++;
    return write_pieces(conn, req->head, req->head_len, NULL, false);
}

int vela_http_request_stream_write(vela_http_request_t *req, const vela_http_piece_t *piece)
{
    vela__http_conn_t *conn = req->conn;

    if (is_dead(conn)) {
        release_piece(piece);
        return VELA_ECLOSED;
    }
    if (req->state != VELA__HTTP_REQ_STREAMING || !vela_http_request_can_write(req)) {
        return VELA_ESTATE; /* the piece stays the caller's */
    }
    if (piece->len == 0 || req->head_only) {
        release_piece(piece);
        return 0;
    }
    return write_pieces(conn, NULL, 0, piece, req->chunked);
}

/* req's answer is complete: it leaves the FIFO; later answers may go. */
static void finish_answer(vela__http_conn_t *conn, vela_http_request_t *req)
{
    if (conn->fifo_head == req) {
        fifo_pop(conn);
    }
    if (req->close && !conn->dropping) {
        conn->no_more_input = true;
        stop_reading(conn);
        drop_rest(conn);
    }
    consume(req);
    flush(conn);
    resume_input(conn);
}

int vela_http_request_stream_end(vela_http_request_t *req)
{
    vela__http_conn_t *conn = req->conn;

    VELA_ASSERT(is_dead(conn) || req->state == VELA__HTTP_REQ_STREAMING);

    if (!is_dead(conn) && req->state == VELA__HTTP_REQ_STREAMING) {
        if (!vela_http_request_can_write(req)) {
            return VELA_ESTATE;
        }
        if (req->chunked && !req->head_only) {
            write_pieces(conn, VELA_HTTP_LAST_CHUNK, sizeof(VELA_HTTP_LAST_CHUNK) - 1, NULL, false);
        }
    }
    conn->refs++;
    finish_answer(conn, req);
    release_ref(conn);
    return is_dead(conn) ? VELA_ECLOSED : 0;
}

void vela_http_request_stream_abort(vela_http_request_t *req)
{
    vela__http_conn_t *conn = req->conn;

    conn->refs++;
    if (conn->fifo_head == req) {
        fifo_pop(conn);
    }
    conn->tunnel = NULL;
    vela__http_conn_close(conn);
    consume(req);
    release_ref(conn);
}

/* ---- upgraded connections (tunnels) ------------------------------------ */

bool vela_http_request_wants_upgrade(const vela_http_request_t *req)
{
    return req->upgrade;
}

/* The HTTP side lets go: its head buffer returns to the pool, input goes to the tunnel. */
static void open_tunnel(vela__http_conn_t *conn, const vela_http_tunnel_t *tunnel, void *user)
{
    conn->tunnel = tunnel;
    conn->tunnel_user = user;
    conn->no_more_input = false;
    if (conn->head_buf) {
        vela__http_server_give_head_buf(conn->server, conn->head_buf);
        conn->head_buf = NULL;
    }
    set_timer(conn, VELA__HTTP_TIMER_NONE, 0, false);
    if (!conn->in_read && conn->stash_len > 0) {
        size_t len = conn->stash_len;

        conn->stash_len = 0;
        tunnel->on_data(user, conn->stash, len);
    }
    start_reading(conn);
}

int vela_http_request_upgrade(vela_http_request_t *req, vela_http_response_head_t *head,
                              const vela_http_tunnel_t *tunnel, void *user)
{
    vela__http_conn_t *conn = req->conn;
    int rc;

    if (req->state != VELA__HTTP_REQ_RUNNING || !req->upgrade) {
        return VELA_ESTATE;
    }
    if (is_dead(conn)) {
        return VELA_ECLOSED;
    }
    if (!vela_http_request_can_write(req)) {
        return VELA_ESTATE;
    }
    head->status = 101;
    head->content_length = 0;
    fill_head(conn, req, head, false);
    head->keep_alive = true;
    rc = build_head(req, head);
    if (rc != 0) {
        return rc;
    }
    req->chunked = false;
    req->state = VELA__HTTP_REQ_STREAMING;
    conn->server->request_count++;
    rc = write_pieces(conn, req->head, req->head_len, NULL, false);
    if (rc == 0 && !is_dead(conn)) {
        conn->refs++;
        open_tunnel(conn, tunnel, user);
        release_ref(conn);
    }
    return is_dead(conn) ? VELA_ECLOSED : rc;
}

int vela_http_request_tunnel_write(vela_http_request_t *req, const vela_http_piece_t *piece)
{
    if (is_dead(req->conn) || req->state != VELA__HTTP_REQ_STREAMING) {
        release_piece(piece);
        return VELA_ECLOSED;
    }
    return write_pieces(req->conn, NULL, 0, piece, false);
}

void vela_http_request_tunnel_pause(vela_http_request_t *req, bool paused)
{
    vela__http_conn_t *conn = req->conn;

    if (conn->tunnel == NULL || is_dead(conn)) {
        return;
    }
    if (paused) {
        stop_reading(conn);
    } else {
        start_reading(conn);
    }
}

int vela_http_request_tunnel_end(vela_http_request_t *req)
{
    vela__http_conn_t *conn = req->conn;

    conn->tunnel = NULL;
    req->close = true;
    conn->refs++;
    finish_answer(conn, req);
    release_ref(conn);
    return is_dead(conn) ? VELA_ECLOSED : 0;
}

static void finish_file(vela_http_request_t *req, int status)
{
    vela__http_conn_t *conn = req->conn;

    VELA_ASSERT(req->state == VELA__HTTP_REQ_FILE);

    conn->refs++;
    if (conn->fifo_head == req) {
        fifo_pop(conn);
    }
    req->file_done(req, status, req->file_arg);
    req->state = VELA__HTTP_REQ_RUNNING;
    finish_answer(conn, req);
    release_ref(conn);
}

static void release_block(void *block)
{
    free(block);
}

/* The socket is full: one buffered block, whose write also waits for room. */
static int write_block(vela_http_request_t *req)
{
    size_t n = req->file_left < FILE_BLOCK ? req->file_left : FILE_BLOCK;
    char *block = malloc(n);
    ssize_t got;
    vela_http_piece_t piece = {block, 0, release_block, block};
    vela__http_write_t *write;

    if (block == NULL || (got = pread(req->file_fd, block, n, (off_t)req->file_offset)) <= 0) {
        free(block);
        return block == NULL ? VELA_ENOMEM : VELA_EPROTOCOL;
    }
    piece.len = (size_t)got;
    req->file_offset += (uint64_t)got;
    req->file_left -= (uint64_t)got;
    write = vela__http_server_take_write(req->conn->server);
    if (write == NULL) {
        free(block);
        return VELA_ENOMEM;
    }
    add_buf(write, block, piece.len);
    write->piece = piece;
    write->file = req;
    submit(req->conn, write);
    return 0;
}

static void continue_file(vela_http_request_t *req, int status)
{
    uv_os_fd_t sock;
    uint64_t sent = 0;

    VELA_ASSERT(req->state == VELA__HTTP_REQ_FILE);

    if (status < 0 || is_dead(req->conn) || uv_fileno((uv_handle_t *)&req->conn->tcp, &sock) != 0) {
        finish_file(req, status < 0 ? status : VELA_ECLOSED);
        return;
    }
    while (req->file_left > 0 && sent < SENDFILE_STEP) {
        off_t offset = (off_t)req->file_offset;
        ssize_t n = sendfile(sock, req->file_fd, &offset, req->file_left);

        if (n <= 0) {
            if (n < 0 && errno != EAGAIN) {
                finish_file(req, uv_translate_sys_error(errno));
                return;
            }
            break;
        }
        req->file_offset += (uint64_t)n;
        req->file_left -= (uint64_t)n;
        sent += (uint64_t)n;
    }
    if (req->file_left == 0) {
        finish_file(req, 0);
    } else if ((status = write_block(req)) != 0) {
        finish_file(req, status);
    }
}

int vela_http_request_send_file(vela_http_request_t *req, vela_http_response_head_t *head, int fd,
                                uint64_t offset, uint64_t len,
                                void (*done)(vela_http_request_t *req, int status, void *arg),
                                void *arg)
{
    vela__http_conn_t *conn = req->conn;
    vela__http_write_t *write;
    int rc;

    if (req->state != VELA__HTTP_REQ_RUNNING || !vela_http_request_can_write(req)) {
        return is_dead(conn) ? VELA_ECLOSED : VELA_ESTATE;
    }
    head->content_length = (int64_t)len;
    fill_head(conn, req, head, false);
    rc = build_head(req, head);
    if (rc != 0 || (write = vela__http_server_take_write(conn->server)) == NULL) {
        return rc != 0 ? rc : VELA_ENOMEM;
    }
    req->state = VELA__HTTP_REQ_FILE;
    req->file_fd = fd;
    req->file_offset = offset;
    req->file_left = req->head_only || !vela_http_status_allows_body(head->status) ? 0 : len;
    req->file_done = done;
    req->file_arg = arg;
    conn->server->request_count++;
    add_buf(write, req->head, req->head_len);
    write->file = req;
    submit(conn, write);
    return 0;
}
