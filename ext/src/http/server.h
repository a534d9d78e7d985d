/*
 * The HTTP/1.1 server engine: a libuv TCP listener, its connections, and the
 * requests ("exchanges") they carry. Plain C, no PHP: the binding
 * (ext/php/http/server_class.c) plugs in through vela_http_handler_t, runs each
 * request in a coroutine and answers through vela_http_request_*().
 *
 * Design. Everything runs on one loop (loop context). A connection parses
 * what it reads with the strict parser (parser.h) and turns every
 * complete request head into a vela_http_request_t appended to the
 * connection's FIFO; the handler is told at once (on_head, on_body,
 * on_request) and may answer in any order, from any coroutine, later.
 * Responses leave strictly in FIFO order: a response waits, READY, until
 * every earlier one was written. All responses that became ready while one
 * read batch was processed go out in one writev: uv_try_write when nothing
 * is queued (its completion then runs from an idle handle on the next loop
 * turn, like a uv_write callback, and libuv re-arms no epoll watcher), the
 * rest through uv_write. Timeouts are lazy deadlines: serving a request
 * touches no timer heap and makes no syscall besides its read and write. The
 * server answers by itself, in order and then closing, whatever the
 * handler must not see: 400 (malformed, smuggling), 408 (header_timeout,
 * body_timeout, a body slower than min_body_rate), 413, 417, 431, and 503
 * past max_connections or max_buffered_bodies.
 *
 * Bodies being received. The handler buffers a body until it is complete,
 * so a client that sends most of a large body and then trickles holds that
 * memory. Two bounds: the bytes of every body still being received in this
 * server (max_buffered_bodies: the request whose bytes go past it is
 * answered 503 and its connection closed, which frees them), and a minimum
 * average rate once a grace period has passed since the head (like
 * Kestrel's MinRequestBodyDataRate: below it, 408 and close), on top of
 * body_timeout, which measures silence only. A body stops counting when it
 * is complete and handed to on_request, or as the handler moves it to a
 * file (vela_http_request_body_spilled()).
 *
 * Memory. Connections, requests, head buffers and write contexts come from
 * free lists owned by the server and are reused, never freed while serving:
 * after warm-up the hot path allocates nothing (a response head larger than
 * VELA_HTTP_INLINE_HEAD is the exception). A request stays valid from
 * on_head until the handler answered it (respond, stream end or send_file
 * completion) or, for a request never dispatched, until on_abort: a
 * connection that dies meanwhile keeps its memory until then.
 *
 * Process model contract. In workers = 0 the binding calls
 * vela_http_server_listen() and vela_http_server_watch_signals(). A worker
 * process forked by the supervisor (master.c) instead creates the server in
 * its fresh loop, calls vela_http_server_listen_fd() with the listening
 * socket it was handed, and vela_http_server_stop() on SIGTERM/recycle; the
 * stop callback says when it may exit.
 */
#ifndef VELA_HTTP_SERVER_H
#define VELA_HTTP_SERVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <uv.h>

#include "src/http/parser.h"
#include "src/http/response_head.h"

/* Response heads up to this size are built inside the request, unallocated. */
#define VELA_HTTP_INLINE_HEAD 512

typedef struct vela_http_server vela_http_server_t;
typedef struct vela_http_request vela_http_request_t;

typedef struct vela_http_server_config {
    int port; /* 0: the kernel picks; see vela_http_server_port() */
    int backlog;
    bool reuse_port;               /* SO_REUSEPORT on the bound socket */
    size_t max_connections;        /* open connections; past it: 503 + close */
    size_t max_pipeline;           /* unanswered requests per connection before reading pauses */
    uint64_t header_timeout_ms;    /* from accept / first head byte to a complete head: 408 */
    uint64_t body_timeout_ms;      /* silence while a body is being read: 408 */
    uint64_t keepalive_timeout_ms; /* idle keep-alive connection: closed */
    size_t max_header_size;        /* request head bytes: 431 */
    uint64_t max_body_size;        /* request body bytes: 413 */
    uint64_t max_buffered_bodies;  /* body bytes being received, all connections: 503; 0 = off */
    uint64_t min_body_rate;        /* bytes/s a body averages once past the grace: 408; 0 = off */
    uint64_t body_rate_grace_ms;   /* how long a body may be slower than min_body_rate */
    const char *server_name;       /* Server header; copied */
} vela_http_server_config_t;

/* A piece of response body and how to let go of it once written. */
typedef struct vela_http_piece {
    const char *data;
    size_t len;
    void (*release)(void *owner); /* NULL: nothing to release */
    void *owner;
} vela_http_piece_t;

/*
 * The binding's side. All callbacks run in loop context (inside a read or
 * timer callback); none may suspend. `data` is the handler's pointer given to
 * vela_http_server_new().
 */
typedef struct vela_http_handler {
    /* A complete head. Set req->data as wanted. Return 0, or an HTTP status
     * (>= 400) to refuse the request: the server then answers it and closes. */
    int (*on_head)(void *data, vela_http_request_t *req, const vela_http_head_t *head);
    /* A piece of the (de-chunked) body. Return 0 or an HTTP status as above. */
    int (*on_body)(void *data, vela_http_request_t *req, const char *bytes, size_t len);
    /* The request is complete: run the application; answer whenever ready. */
    void (*on_request)(void *data, vela_http_request_t *req);
    /* A request that had on_head but will never get on_request (the
     * connection died or failed mid-body): release req->data; req is gone
     * when this returns. */
    void (*on_abort)(void *data, vela_http_request_t *req);
    /* A streaming or file response may go on: vela_http_request_can_write()
     * turned true, or the connection closed (writes then fail). */
    void (*on_writable)(void *data, vela_http_request_t *req);
    /* The server answered `status` itself (400, 408, 413, 414, 417, 431,
     * 503, 505) and closes the connection; for counting. May be NULL. */
    void (*on_refused)(void *data, int status);
} vela_http_handler_t;

/*
 * Creates a server on `loop`. `config` is copied (server_name duplicated);
 * `handler` and `data` are kept by pointer and must outlive the server.
 * Stores the server in *out. Returns 0, VELA_EINVAL for a config value out
 * of range, VELA_ENOMEM. Main context, loop not running or running.
 */
int vela_http_server_new(uv_loop_t *loop, const vela_http_server_config_t *config,
                         const vela_http_handler_t *handler, void *data, vela_http_server_t **out);

/*
 * Binds `host` (a numeric IPv4 or IPv6 address, borrowed) at config.port
 * and starts accepting. Returns 0 or a libuv error (UV_EADDRINUSE,
 * UV_EINVAL for a bad address, UV_EALREADY when listening or stopping).
 * Main or loop context.
 */
int vela_http_server_listen(vela_http_server_t *server, const char *host);

/*
 * Starts accepting on `fd`, a socket already bound (and possibly already
 * listening) that the server now owns and closes. For workers handed a
 * socket by the supervisor. Returns 0 or a libuv error.
 */
int vela_http_server_listen_fd(vela_http_server_t *server, int fd);

/* The bound port (the real one when config.port was 0); 0 before listening. */
int vela_http_server_port(const vela_http_server_t *server);

/*
 * Graceful stop: closes the listener at once; lets every in-flight request
 * finish and be written (answered with "Connection: close"), then closes its
 * connection; keeps idle keep-alive connections readable for a grace period
 * (1 s, or drain_timeout_ms if shorter) so that a request already on its way
 * is answered (with close) rather than failed, then closes them. After
 * drain_timeout_ms the remaining connections are closed hard (their handlers
 * see writes fail; vela_http_server_drain_expired() turns true).
 * cb(server, arg) runs once, in loop context, when no connection is left;
 * the server may be freed from there. A second call changes nothing: the
 * first stop wins. Loop context (or a coroutine).
 */
void vela_http_server_stop(vela_http_server_t *server, uint64_t drain_timeout_ms,
                           void (*cb)(vela_http_server_t *server, void *arg), void *arg);

/*
 * Installs SIGTERM and SIGINT handlers (uv_signal) that call
 * vela_http_server_stop(server, drain_timeout_ms, cb, arg). For workers = 0.
 * Returns 0 or a libuv error. Main or loop context.
 */
int vela_http_server_watch_signals(vela_http_server_t *server, uint64_t drain_timeout_ms,
                                   void (*cb)(vela_http_server_t *server, void *arg), void *arg);

/*
 * True once the drain timeout of a stop expired: connections were closed
 * hard, but handlers still holding requests keep the stop from completing
 * until they answer (answers then fail with VELA_ECLOSED). The owner may
 * cancel those handlers now.
 */
bool vela_http_server_drain_expired(const vela_http_server_t *server);

/* True once vela_http_server_stop() was called. */
bool vela_http_server_is_stopping(const vela_http_server_t *server);

/* Open connections right now. */
size_t vela_http_server_connection_count(const vela_http_server_t *server);

/* Requests answered so far (for max_requests recycling). */
uint64_t vela_http_server_request_count(const vela_http_server_t *server);

/* uv_write calls made so far (coalescing shows as fewer writes than answers). */
uint64_t vela_http_server_write_count(const vela_http_server_t *server);

/*
 * Frees the pooled connections, requests, write contexts and head buffers
 * beyond `keep` of each kind: what a burst of connections left for reuse
 * once it is over (the coroutine layer's idle tick calls it, see
 * php/http/server_class.c). Objects in use are not touched. Loop context.
 */
void vela_http_server_release_pools(vela_http_server_t *server, size_t keep);

/* The current Date header value (refreshed once a second). Static storage of the server. */
const char *vela_http_server_date(vela_http_server_t *server);

/*
 * Frees the server: only after its stop callback ran, or if it never
 * listened. Its handles close asynchronously: the memory is gone, and
 * freed(arg) runs (if not NULL), once the loop ran their close callbacks,
 * or at once when there are none. NULL-safe. Main or loop context.
 */
void vela_http_server_free(vela_http_server_t *server, void (*freed)(void *arg), void *arg);

/* The handler's data pointer slot of req. */
void **vela_http_request_data(vela_http_request_t *req);

/*
 * The handler moved `len` bytes of the body being read out of memory (into a
 * temporary file): they stop counting toward max_buffered_bodies. At most
 * the bytes on_body gave so far. Loop context, from on_body.
 */
void vela_http_request_body_spilled(vela_http_request_t *req, size_t len);

/* The peer address of req's connection; returns 0 or a libuv error. */
int vela_http_request_peer(const vela_http_request_t *req, struct sockaddr_storage *out);

/* True when req's connection is gone: answers will be dropped. */
bool vela_http_request_is_closed(const vela_http_request_t *req);

/*
 * Marks req's streamed answer as long-lived (an event stream): the client's
 * EOF closes the connection instead of waiting for the answer to end (a
 * half-closed event stream has no reader), and on_writable is called when
 * the connection closes even if nobody waits to write, so that the handler
 * can end a producer waiting on something else; a stop of the server calls
 * on_writable too, so that the stream ends at once (cleanly, its last chunk
 * written) instead of holding the drain until its timeout. Loop or
 * coroutine context, after the stream began.
 */
void vela_http_request_set_long_lived(vela_http_request_t *req);

/* True when a long-lived stream should end: its connection is gone or the server stops. */
bool vela_http_request_should_end(const vela_http_request_t *req);

/*
 * Answers req with a complete response: `head` (status, reason, fields;
 * server_name, date, keep_alive and http_1_0 are filled in here, and
 * content_length is set to body->len) then `body` unless the request was
 * HEAD or the status has no body. The body's release runs once it was
 * written or dropped. Returns 0, VELA_ECLOSED (connection gone: body
 * released, req consumed all the same), or VELA_EINVAL (an invalid field,
 * or a 1xx status, which cannot be a final answer) / VELA_ENOMEM
 * (nothing consumed: req and body are still the caller's; answer again, e.g.
 * with 500, or give up with vela_http_request_stream_abort()) / VELA_ESTATE
 * (req was already answered or is streaming: nothing consumed, the body is
 * still the caller's). Set close to end the connection after this response.
 * Loop or coroutine context.
 */
int vela_http_request_respond(vela_http_request_t *req, vela_http_response_head_t *head,
                              const vela_http_piece_t *body, bool close);

/*
 * Answers req with a bodyless error status (text body of the reason
 * phrase), e.g. 500 or 503. Same ownership as respond(); VELA_ECLOSED or 0.
 */
int vela_http_request_respond_status(vela_http_request_t *req, int status, bool close);

/*
 * True when a streamed or file response of req may write now: req is the
 * oldest unanswered request of its connection and the socket's send queue
 * is below the high-water mark. Otherwise wait for on_writable.
 */
bool vela_http_request_can_write(const vela_http_request_t *req);

/*
 * Starts a streamed response (chunked; close-delimited for HTTP/1.0).
 * Requires can_write. content_length in head is ignored. Returns 0,
 * VELA_ECLOSED, VELA_ESTATE (not writable now), VELA_EINVAL.
 */
int vela_http_request_stream_begin(vela_http_request_t *req, vela_http_response_head_t *head);

/*
 * Writes one chunk. Requires can_write; `piece` is released once written.
 * Returns 0, VELA_ECLOSED (connection gone: piece released), or VELA_ESTATE
 * (not writable now, or no stream was begun: piece still the caller's, who
 * releases it or tries again). A zero-length piece writes nothing.
 */
int vela_http_request_stream_write(vela_http_request_t *req, const vela_http_piece_t *piece);

/*
 * Ends a streamed response; req is consumed (even on VELA_ECLOSED).
 * Requires can_write (VELA_ESTATE otherwise, req still the caller's).
 */
int vela_http_request_stream_end(vela_http_request_t *req);

/*
 * Abandons a streamed response whose producer failed: the connection is
 * closed at once so the client sees a truncated response, never one that
 * looks complete. req is consumed. Any state; loop or coroutine context.
 */
void vela_http_request_stream_abort(vela_http_request_t *req);

/*
 * Answers req with `head` followed by `len` bytes of the open file `fd`
 * from `offset`, sent with sendfile(2) (a buffered write stands in when the
 * socket is full, which also waits for it to drain). Requires can_write.
 * done(req, status, arg) runs when it finished (status 0 or an error); req
 * is consumed after done returns; the caller closes fd in done. Returns 0
 * (done will run), or VELA_ESTATE / VELA_EINVAL without consuming anything.
 */
int vela_http_request_send_file(vela_http_request_t *req, vela_http_response_head_t *head, int fd,
                                uint64_t offset, uint64_t len,
                                void (*done)(vela_http_request_t *req, int status, void *arg),
                                void *arg);

/*
 * A tunnel: what an upgraded connection's bytes go to once its 101 was
 * written (WebSocket). Loop context, none may suspend. on_data: bytes read,
 * writable in place and valid during the call only. on_end: the connection
 * is gone (EOF, a read or write error, a hard close): no callback follows
 * and the owner consumes the request with vela_http_request_stream_abort().
 * on_stop: the server began a graceful stop (may be NULL): the owner says
 * goodbye in its protocol and ends the tunnel within the drain timeout.
 */
typedef struct vela_http_tunnel {
    void (*on_data)(void *user, char *bytes, size_t len);
    void (*on_end)(void *user, int status);
    void (*on_stop)(void *user);
} vela_http_tunnel_t;

/*
 * Writes bytes into a tunnel, whatever the socket's queue (the owner
 * bounds what it queues: `piece` is released once written or dropped,
 * which is its measure). Returns 0, VELA_ECLOSED (the connection is gone or
 * the tunnel ended; piece released) or VELA_ENOMEM (piece still the
 * caller's). Coroutine or loop context.
 */
int vela_http_request_tunnel_write(vela_http_request_t *req, const vela_http_piece_t *piece);

/* True when req asked to switch protocols (an Upgrade request). */
bool vela_http_request_wants_upgrade(const vela_http_request_t *req);

/*
 * Answers req with "101 Switching Protocols", `head`'s fields and
 * "Connection: Upgrade", then hands the connection over: HTTP parsing and
 * HTTP timeouts end, every byte read from now on (those the client sent
 * after the request head included) goes to tunnel->on_data(user, ...), and
 * the owner writes with vela_http_request_tunnel_write(). The tunnel ends with
 * vela_http_request_tunnel_end() (graceful) or stream_abort() (hard).
 * Requires can_write. Returns 0, VELA_ECLOSED, VELA_ESTATE (not an upgrade
 * request, already answered, not writable now), VELA_EINVAL (a bad field).
 * `tunnel` is kept by pointer. Coroutine or loop context.
 */
int vela_http_request_upgrade(vela_http_request_t *req, vela_http_response_head_t *head,
                              const vela_http_tunnel_t *tunnel, void *user);

/*
 * Pauses (paused true) or resumes reading a tunnel's input: its owner holds
 * what it read until the application takes it, and pausing bounds that.
 * Coroutine or loop context; nothing happens once the tunnel ended.
 */
void vela_http_request_tunnel_pause(vela_http_request_t *req, bool paused);

/*
 * Ends a tunnel gracefully: no callback follows, what was written goes out,
 * then the write side is shut down and input discarded until the peer
 * closes (or a short linger ends). req is consumed. Returns 0 or
 * VELA_ECLOSED (consumed all the same).
 */
int vela_http_request_tunnel_end(vela_http_request_t *req);

#endif
