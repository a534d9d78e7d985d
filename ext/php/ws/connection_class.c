/*
 * Vela\WebSocket\Connection and its MessageIterator: one upgraded
 * connection between the engine's tunnel (src/http/server.h) and the
 * coroutines that read and write it (see ws.h for the model).
 *
 * Invariants.
 *  - conn->req is the engine's request while the tunnel is open and NULL
 *    once it was given back (tunnel_end after the closing handshake, or
 *    stream_abort when the TCP connection is gone); nothing touches the
 *    engine after that.
 *  - Received messages wait in `inbox` (oldest first) for receive(); past
 *    inbox_cap bytes (1 MiB or max_message) reading pauses, and resumes
 *    when receive() brought them under half of it, so a peer that sends
 *    faster than the application reads is held back by TCP, not memory;
 *    readers wait in `readers`, senders over the send-queue cap in
 *    `writers`. When the connection ends both queues are woken with
 *    VELA_ECLOSED: no coroutine stays suspended on a dead peer.
 *  - `queued` counts the bytes handed to the engine and not yet written
 *    (each write's release gives its bytes back); send() suspends while
 *    it is at or over the cap, and a send that waits longer than
 *    send_timeout closes the connection with 1008.
 *  - The object holds one reference on itself per write in flight and
 *    while the tunnel is open, so the engine never calls into freed memory.
 *  - Readers are woken after a read batch was parsed, never from inside
 *    the parser, so PHP code never runs inside vela_ws_session_feed().
 *    While a read batch is handled (its pongs, and the replies of the
 *    coroutines it woke, which run before on_data returns) small frames
 *    gather in `batch` and leave in one write at its end, before anything
 *    ends the tunnel: pipelined messages cost one write, not one each.
 *  - `listeners` (ws.h: a hub forwarding topics to the connection) hear of
 *    room in the send queue after each write and of the connection's end
 *    once, from forget_tunnel(): every end of a connection passes there.
 *  - The event style (`handler` a Vela\WebSocket\Handler): no coroutine
 *    waits on the connection. `running` is true while one coroutine calls
 *    the handler (the request's for onOpen, then one spawned by kick()
 *    when messages arrive or the connection ends); it drains the inbox in
 *    order, waits for the closing handshake the handler started, and calls
 *    onClose() once the tunnel is gone (`closed_told`), then drops the
 *    handler (which may hold the connection: no cycle outlives it).
 */
#include "php/core/binding.h"

#include <zend_smart_str.h>

#include <strings.h>
#include <syslog.h>

#include <Zend/zend_exceptions.h>

#include "php/http/http.h"
#include "php/ws/ws.h"
#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/core/wait_queue.h"
#include "src/ws/handshake.h"
#include "src/ws/session.h"

/* How long the server waits for the peer's close frame after sending its own. */
#define CLOSE_WAIT_MS 1000

zend_class_entry *vela_ce_ws_connection;
zend_class_entry *vela_ce_ws_message_iterator;

typedef struct inbox_item {
    zend_string *data;
    bool binary;
    struct inbox_item *next;
} inbox_item_t;

typedef struct ws_conn {
    vela_http_request_t *req;
    vela_ws_session_t session;
    bool session_ready;
    bool open;   /* no close frame sent or received yet */
    bool woke;   /* messages arrived in the batch being parsed */
    bool tunnel; /* the engine may still call back (holds a self reference) */
    inbox_item_t *inbox_head, *inbox_tail;
    size_t inbox_bytes; /* received and not taken yet */
    size_t inbox_cap;   /* past it reading pauses until receive() takes some */
    bool reading_paused;
    vela_wait_queue_t readers, writers;
    size_t queued, send_queue, min_compress;
    smart_str batch; /* small frames written while a read batch is handled, sent as one write */
    bool batching;
    uint64_t send_timeout_ms;
    uint64_t idle_timeout_ms;
    uv_timer_t idle;     /* ticks every idle_timeout while the tunnel is open */
    bool idle_running;   /* the timer is initialised and not closed (holds a self reference) */
    bool heard;          /* bytes arrived since the last tick */
    bool ping_out;       /* a tick of silence sent a ping */
    uint16_t close_code; /* 0 while open */
    zend_string *close_reason;
    zend_string *protocol;
    zval request;
    uint64_t id;
    vela_php_ws_listener_t *listeners;
    zval handler; /* the event style's Handler; UNDEF for the loop style */
    zend_function *on_open, *on_message, *on_close;
    bool running;     /* a coroutine calls the handler now (the event style) */
    bool closed_told; /* onClose() was called (or will not be) */
    bool threw;       /* a handler threw: closed with 1011, onClose() gets 1011 */
    zend_object std;
} ws_conn_t;

typedef struct ws_iterator {
    zval conn;
    zval current;
    zend_long key;
    bool started;
    zend_object std;
} ws_iterator_t;

/* One write in flight: its bytes count in conn->queued until released. */
typedef struct outgoing {
    ws_conn_t *conn;
    zend_string *bytes;
} outgoing_t;

static zend_object_handlers conn_handlers, iterator_handlers;
static uint64_t last_id;
static size_t live_count, queued_total;
static uint64_t slow_closes;

static inline ws_conn_t *conn_from_obj(zend_object *obj)
{
    return (ws_conn_t *)((char *)obj - XtOffsetOf(ws_conn_t, std));
}

static inline ws_iterator_t *iterator_from_obj(zend_object *obj)
{
    return (ws_iterator_t *)((char *)obj - XtOffsetOf(ws_iterator_t, std));
}

#define THIS_CONN() conn_from_obj(Z_OBJ_P(ZEND_THIS))
#define THIS_ITERATOR() iterator_from_obj(Z_OBJ_P(ZEND_THIS))

size_t vela_php_ws_connection_count(void)
{
    return live_count;
}

size_t vela_php_ws_queued_bytes(void)
{
    return queued_total;
}

uint64_t vela_php_ws_slow_closes(void)
{
    return slow_closes;
}

/* ---- writing ------------------------------------------------------------ */

static void release_outgoing(void *owner)
{
    outgoing_t *out = owner;
    ws_conn_t *conn = out->conn;

    conn->queued -= ZSTR_LEN(out->bytes);
    queued_total -= ZSTR_LEN(out->bytes);
    zend_string_release(out->bytes);
    efree(out);
    if (conn->queued < conn->send_queue) {
        vela_wait_queue_wake_all(&conn->writers, 0);
        for (vela_php_ws_listener_t *l = conn->listeners, *next; l; l = next) {
            next = l->next; /* a listener may detach itself */
            l->on_room(l->arg);
        }
    }
    OBJ_RELEASE(&conn->std);
}

#define BATCH_FRAME_MAX (16 * 1024)

static int write_now(ws_conn_t *conn, zend_string *bytes);

/* Sends what the read batch gathered, in one write. */
static void flush_batch(ws_conn_t *conn)
{
    conn->batching = false;
    if (conn->batch.s) {
        write_now(conn, smart_str_extract(&conn->batch));
    }
}

static size_t batched(const ws_conn_t *conn)
{
    return conn->batch.s ? ZSTR_LEN(conn->batch.s) : 0;
}

/* Hands `bytes` (whose reference this takes) to the engine, or to the batch. 0 or VELA_ECLOSED. */
static int write_bytes(ws_conn_t *conn, zend_string *bytes)
{
    if (conn->req == NULL) {
        zend_string_release(bytes);
        return VELA_ECLOSED;
    }
    if (conn->batching && ZSTR_LEN(bytes) <= BATCH_FRAME_MAX) {
        smart_str_append(&conn->batch, bytes);
        zend_string_release(bytes);
        return 0;
    }
    if (conn->batch.s) {
        write_now(conn, smart_str_extract(&conn->batch)); /* order: what was gathered first */
    }
    return write_now(conn, bytes);
}

static int write_now(ws_conn_t *conn, zend_string *bytes)
{
    outgoing_t *out;
    vela_http_piece_t piece;
    int rc;

    if (conn->req == NULL) {
        zend_string_release(bytes);
        return VELA_ECLOSED;
    }
    out = emalloc(sizeof(*out));
    out->conn = conn;
    out->bytes = bytes;
    conn->queued += ZSTR_LEN(bytes);
    queued_total += ZSTR_LEN(bytes);
    GC_ADDREF(&conn->std);
    piece = (vela_http_piece_t){ZSTR_VAL(bytes), ZSTR_LEN(bytes), release_outgoing, out};
    rc = vela_http_request_tunnel_write(conn->req, &piece);
    if (rc == VELA_ENOMEM) {
        release_outgoing(out);
    }
    return rc;
}

/* The session's control frames (pong, close). */
static void write_control(void *user, const uint8_t *frame, size_t len)
{
    write_bytes(user, zend_string_init((const char *)frame, len, 0));
}

/* ---- the end of a connection -------------------------------------------- */

static void kick(ws_conn_t *conn);

/* Wakes every coroutine waiting on the connection: it is closed (an event handler hears it). */
static void wake_everyone(ws_conn_t *conn)
{
    vela_wait_queue_wake_all(&conn->readers, VELA_ECLOSED);
    vela_wait_queue_wake_all(&conn->writers, VELA_ECLOSED);
    kick(conn);
}

static void note_close(ws_conn_t *conn, uint16_t code)
{
    conn->open = false;
    if (conn->close_code == 0) {
        conn->close_code = code;
        if (conn->session.close_reason_len > 0 && conn->close_reason == NULL) {
            conn->close_reason =
                zend_string_init(conn->session.close_reason, conn->session.close_reason_len, 0);
        }
    }
}

static void on_idle_closed(uv_handle_t *handle)
{
    ws_conn_t *conn = handle->data;

    OBJ_RELEASE(&conn->std);
}

/* Detaches every listener, then tells each that the connection ended. */
static void tell_listeners(ws_conn_t *conn)
{
    vela_php_ws_listener_t *l = conn->listeners, *next;

    conn->listeners = NULL;
    for (; l; l = next) {
        next = l->next;
        l->prev = l->next = NULL;
        l->on_close(l->arg);
    }
}

/* The engine calls back no more: drop the self reference the tunnel held. */
static void forget_tunnel(ws_conn_t *conn)
{
    tell_listeners(conn);
    if (conn->idle_running) {
        conn->idle_running = false;
        uv_timer_stop(&conn->idle);
        uv_close((uv_handle_t *)&conn->idle, on_idle_closed);
    }
    if (conn->tunnel) {
        conn->tunnel = false;
        live_count--;
        OBJ_RELEASE(&conn->std);
    }
}

/* The closing handshake completed: the engine flushes, shuts down, lingers. */
static void end_gracefully(ws_conn_t *conn)
{
    vela_http_request_t *req = conn->req;

    note_close(conn, conn->session.close_code);
    flush_batch(conn);
    if (req != NULL) {
        conn->req = NULL;
        vela_http_request_tunnel_end(req);
    }
}

/* Closes the TCP connection now (a peer gone, a peer that does not read). */
static void end_hard(ws_conn_t *conn, uint16_t code)
{
    vela_http_request_t *req = conn->req;

    note_close(conn, code);
    conn->batching = false;
    smart_str_free(&conn->batch);
    if (req != NULL) {
        conn->req = NULL;
        vela_http_request_stream_abort(req);
    }
}

/* ---- tunnel callbacks (loop context) ------------------------------------- */

static int on_message(void *user, bool binary, const uint8_t *data, size_t len)
{
    ws_conn_t *conn = user;
    inbox_item_t *item = emalloc(sizeof(*item));

    item->data = zend_string_init((const char *)data, len, 0);
    item->binary = binary;
    item->next = NULL;
    if (conn->inbox_tail) {
        conn->inbox_tail->next = item;
    } else {
        conn->inbox_head = item;
    }
    conn->inbox_tail = item;
    conn->inbox_bytes += len;
    conn->woke = true;
    return 0;
}

static const vela_ws_session_callbacks_t session_callbacks = {on_message, write_control, NULL};

static void on_data(void *user, char *bytes, size_t len)
{
    ws_conn_t *conn = user;
    int rc;

    GC_ADDREF(&conn->std);
    conn->heard = true;
    conn->batching = true;
    rc = vela_ws_session_feed(&conn->session, (uint8_t *)bytes, len);
    if (rc == VELA_ECLOSED) {
        end_gracefully(conn); /* sends the batch (the close echo) first */
        forget_tunnel(conn);
        wake_everyone(conn);
    } else if (conn->woke) {
        conn->woke = false;
        if (conn->inbox_bytes >= conn->inbox_cap && conn->req != NULL) {
            /* The application does not keep up: the peer waits, TCP holds the rest. */
            conn->reading_paused = true;
            vela_http_request_tunnel_pause(conn->req, true);
        }
        vela_wait_queue_wake_all(&conn->readers, 0);
        kick(conn);
    }
    flush_batch(conn);
    OBJ_RELEASE(&conn->std);
}

static void on_end(void *user, int status)
{
    ws_conn_t *conn = user;

    (void)status;
    GC_ADDREF(&conn->std);
    end_hard(conn, 1006); /* abnormal closure: no close frame (RFC 6455 §7.1.5) */
    forget_tunnel(conn);
    wake_everyone(conn);
    OBJ_RELEASE(&conn->std);
}

/* The server stops gracefully: "going away"; the peer's answer ends the tunnel. */
static void on_stop(void *user)
{
    ws_conn_t *conn = user;

    vela_ws_session_close(&conn->session, VELA_WS_CLOSE_GOING_AWAY, NULL, 0);
    conn->open = false;
}

static const vela_http_tunnel_t tunnel_callbacks = {on_data, on_end, on_stop};

/*
 * Every idle_timeout: a connection heard from is fine; after a silent one
 * the server pings; after a second silent one (no pong either) the peer is
 * taken for gone and the connection closed (1006: no close handshake).
 */
static void on_idle_tick(uv_timer_t *timer)
{
    ws_conn_t *conn = timer->data;
    uint8_t ping[2];
    size_t len;

    if (conn->req == NULL) {
        return;
    }
    if (conn->heard || conn->reading_paused) { /* paused: the application is the slow one */
        conn->heard = false;
        conn->ping_out = false;
    } else if (!conn->ping_out) {
        conn->ping_out = true;
        if (vela_ws_build_control(ping, sizeof(ping), VELA_WS_PING, NULL, 0, &len) == 0) {
            write_bytes(conn, zend_string_init((const char *)ping, len, 0));
        }
    } else {
        GC_ADDREF(&conn->std);
        end_hard(conn, 1006);
        forget_tunnel(conn);
        wake_everyone(conn);
        OBJ_RELEASE(&conn->std);
    }
}

/* Starts the idle timer of a connection whose tunnel just opened (idle_timeout 0: none). */
static void start_idle_timer(ws_conn_t *conn)
{
    if (conn->idle_timeout_ms == 0 || conn->req == NULL) {
        return;
    }
    uv_timer_init(vela_loop_get(), &conn->idle);
    conn->idle.data = conn;
    conn->idle_running = true;
    GC_ADDREF(&conn->std); /* released by the timer's close callback */
    uv_timer_start(&conn->idle, on_idle_tick, conn->idle_timeout_ms, conn->idle_timeout_ms);
}

/* ---- receiving and sending (coroutine context) --------------------------- */

static void take(ws_conn_t *conn, zval *out);

/* The next message into `out` (a Message), or null once closed; false when it threw. */
static bool receive(ws_conn_t *conn, zval *out)
{
    inbox_item_t *item;

    while ((item = conn->inbox_head) == NULL) {
        int rc;

        if (conn->req == NULL || conn->session.ended) {
            ZVAL_NULL(out);
            return true;
        }
        rc = vela_wait_queue_wait(&conn->readers, NULL, -1);
        if (rc != 0 && rc != VELA_ECLOSED) {
            vela_php_core_throw_in(vela_ce_ws_exception, rc, "receive");
            return false;
        }
    }
    take(conn, out);
    return true;
}

/* The oldest message of the inbox (there is one) into `out`, a Message. */
static void take(ws_conn_t *conn, zval *out)
{
    inbox_item_t *item = conn->inbox_head;

    conn->inbox_head = item->next;
    if (conn->inbox_head == NULL) {
        conn->inbox_tail = NULL;
    }
    conn->inbox_bytes -= ZSTR_LEN(item->data);
    if (conn->reading_paused && conn->inbox_bytes < conn->inbox_cap / 2 && conn->req != NULL) {
        conn->reading_paused = false;
        vela_http_request_tunnel_pause(conn->req, false);
    }
    vela_php_ws_message_create(out, item->data, item->binary);
    zend_string_release(item->data);
    efree(item);
}

static void throw_closed(ws_conn_t *conn)
{
    zend_throw_exception_ex(vela_ce_ws_closed_exception, VELA_ECLOSED,
                            "Vela\\WebSocket\\Connection: the connection is closed (code %u)",
                            conn->close_code ? conn->close_code : 1006);
}

/* Waits while the send queue is at its cap; false (thrown) when closed or too slow. */
static bool wait_for_room(ws_conn_t *conn)
{
    while (conn->queued + batched(conn) >= conn->send_queue && conn->req != NULL && conn->open) {
        int64_t timeout = conn->send_timeout_ms ? (int64_t)conn->send_timeout_ms : -1;
        int rc = vela_wait_queue_wait(&conn->writers, NULL, timeout);

        if (rc == VELA_ETIMEOUT) {
            /* The peer does not read: policy violation, and the queue is dropped. */
            slow_closes++;
            end_hard(conn, VELA_WS_CLOSE_POLICY);
            forget_tunnel(conn);
            wake_everyone(conn);
        } else if (rc != 0 && rc != VELA_ECLOSED) {
            vela_php_core_throw_in(vela_ce_ws_exception, rc, "send");
            return false;
        }
    }
    if (conn->req == NULL || !conn->open) {
        throw_closed(conn);
        return false;
    }
    return true;
}

/* Frames one data message (compressed when agreed) into *out; 0 or the session's failure. */
static int frame_message(ws_conn_t *conn, const char *data, size_t len, bool binary,
                         zend_string **out)
{
    uint8_t header[VELA_WS_HEADER_MAX];
    size_t header_len;
    vela_ws_buffer_t compressed = {0};
    bool use_compressed;
    const char *payload;
    size_t payload_len;
    int rc;

    rc = vela_ws_session_frame(&conn->session, binary, (const uint8_t *)data, len,
                               conn->min_compress, header, &header_len, &compressed,
                               &use_compressed);
    if (rc != 0) {
        vela_ws_buffer_free(&compressed);
        return rc;
    }
    payload = use_compressed ? (const char *)compressed.data : data;
    payload_len = use_compressed ? compressed.len : len;
    *out = zend_string_alloc(header_len + payload_len, 0);
    memcpy(ZSTR_VAL(*out), header, header_len);
    memcpy(ZSTR_VAL(*out) + header_len, payload, payload_len);
    ZSTR_VAL(*out)[header_len + payload_len] = '\0';
    vela_ws_buffer_free(&compressed);
    return 0;
}

/*
 * While a read batch is handled, a small uncompressed message is framed
 * straight into the batch: no frame string of its own to allocate, copy
 * and free (the echo's path). False when it does not apply: frame it whole.
 */
static bool batch_message(ws_conn_t *conn, const char *data, size_t len, bool binary)
{
    uint8_t header[VELA_WS_HEADER_MAX];
    size_t header_len;

    if (!conn->batching || conn->req == NULL || conn->session.codec != NULL ||
        len > BATCH_FRAME_MAX - VELA_WS_HEADER_MAX) {
        return false;
    }
    header_len =
        vela_ws_frame_header(header, binary ? VELA_WS_BINARY : VELA_WS_TEXT, true, false, len);
    smart_str_appendl(&conn->batch, (const char *)header, header_len);
    smart_str_appendl(&conn->batch, data, len);
    return true;
}

/* Frames and writes one data message; false with an exception thrown. */
static bool send_message(ws_conn_t *conn, zend_string *data, bool binary)
{
    zend_string *frame;
    int rc;

    if (!wait_for_room(conn)) {
        return false;
    }
    if (batch_message(conn, ZSTR_VAL(data), ZSTR_LEN(data), binary)) {
        return true;
    }
    rc = frame_message(conn, ZSTR_VAL(data), ZSTR_LEN(data), binary, &frame);
    if (rc != 0) {
        vela_php_core_throw_in(vela_ce_ws_exception, rc, "send");
        return false;
    }
    if (write_bytes(conn, frame) != 0) {
        throw_closed(conn);
        return false;
    }
    return true;
}

/* ---- listeners (ws.h: the hub's hook) ------------------------------------ */

void vela_php_ws_listen(zend_object *obj, vela_php_ws_listener_t *listener)
{
    ws_conn_t *conn = conn_from_obj(obj);

    listener->prev = NULL;
    listener->next = conn->listeners;
    if (conn->listeners) {
        conn->listeners->prev = listener;
    }
    conn->listeners = listener;
}

void vela_php_ws_unlisten(zend_object *obj, vela_php_ws_listener_t *listener)
{
    ws_conn_t *conn = conn_from_obj(obj);

    if (listener->prev) {
        listener->prev->next = listener->next;
    } else if (conn->listeners == listener) {
        conn->listeners = listener->next;
    } else {
        return; /* not attached (any more) */
    }
    if (listener->next) {
        listener->next->prev = listener->prev;
    }
    listener->prev = listener->next = NULL;
}

vela_php_ws_listener_t *vela_php_ws_listeners(zend_object *obj)
{
    return conn_from_obj(obj)->listeners;
}

bool vela_php_ws_is_open(zend_object *obj)
{
    ws_conn_t *conn = conn_from_obj(obj);

    return conn->req != NULL && conn->open;
}

int vela_php_ws_try_send(zend_object *obj, const char *data, size_t len)
{
    ws_conn_t *conn = conn_from_obj(obj);
    bool binary = vela_utf8_validate((const uint8_t *)data, len) != 0;
    zend_string *frame;
    int rc;

    if (conn->req == NULL || !conn->open) {
        return VELA_ECLOSED;
    }
    if (conn->queued + batched(conn) >= conn->send_queue) {
        return VELA_ELIMIT;
    }
    if (batch_message(conn, data, len, binary)) {
        return 0;
    }
    rc = frame_message(conn, data, len, binary, &frame);
    return rc != 0 ? rc : write_bytes(conn, frame);
}

/* Our close frame, then up to CLOSE_WAIT_MS for the peer's, then the tunnel ends. */
static void close_and_wait(ws_conn_t *conn, uint16_t code, const char *reason, size_t len)
{
    if (conn->req == NULL) {
        return;
    }
    if (vela_ws_session_close(&conn->session, code, reason, len) == 0 && conn->close_code == 0) {
        conn->close_code = code;
        conn->close_reason = len ? zend_string_init(reason, len, 0) : NULL;
    }
    conn->open = false;
    if (conn->reading_paused && conn->req != NULL) {
        conn->reading_paused = false; /* the peer's close frame must be read */
        vela_http_request_tunnel_pause(conn->req, false);
    }
    while (conn->req != NULL && !conn->session.ended) {
        if (vela_wait_queue_wait(&conn->readers, NULL, CLOSE_WAIT_MS) == VELA_ETIMEOUT) {
            break;
        }
    }
    end_gracefully(conn);
    forget_tunnel(conn);
    wake_everyone(conn);
}

/* ---- the handshake and serving ------------------------------------------- */

static void header(vela_php_request_t *request, const char *name, const char **value, size_t *len)
{
    if (!vela_php_request_header_bytes(request, name, value, len)) {
        *value = NULL;
        *len = 0;
    }
}

/* With the origins option: true when the request's Origin is listed (no Origin: not a browser). */
static bool origin_allowed(vela_php_request_t *request, const vela_php_ws_options_t *options)
{
    const char *origin;
    size_t len;
    zval *item;

    header(request, "origin", &origin, &len);
    if (options->origins == NULL || origin == NULL) {
        return true;
    }
    ZEND_HASH_FOREACH_VAL(options->origins, item)
    {
        if (Z_STRLEN_P(item) == len && strncasecmp(Z_STRVAL_P(item), origin, len) == 0) {
            return true;
        }
    }
    ZEND_HASH_FOREACH_END();
    return false;
}

/* 400, 403 or 426 with a short text body; the connection then closes. */
static int refuse(vela_http_request_t *req, int status)
{
    static const char text_403[] = "Origin not allowed\n";
    static const char text_400[] = "Bad WebSocket handshake\n";
    static const char text_426[] = "WebSocket version 13 required\n";
    vela_http_field_t fields[2] = {
        {"Content-Type", 12, "text/plain; charset=utf-8", 25, true, true},
        {"Sec-WebSocket-Version", 21, "13", 2, true, true},
    };
    vela_http_response_head_t head = {
        .status = status, .fields = fields, .field_count = status == 426 ? 2 : 1};
    const char *text = status == 426 ? text_426 : status == 403 ? text_403 : text_400;
    vela_http_piece_t body = {text, strlen(text), NULL, NULL};

    if (vela_http_request_respond(req, &head, &body, true) != 0 &&
        vela_http_request_respond_status(req, status, true) != 0) {
        vela_http_request_stream_abort(req);
    }
    return status;
}

/* Checks the upgrade request; 0 with the accept key written, or the status to refuse with. */
static int check_handshake(vela_http_request_t *req, vela_php_request_t *request,
                           char accept[VELA_WS_ACCEPT_SIZE])
{
    vela_ws_request_t hs = {0};
    int rc;

    if (!vela_http_request_wants_upgrade(req)) {
        return 426; /* a plain request on a WebSocket route: upgrade required */
    }
    hs.method = ZSTR_VAL(request->method);
    hs.method_len = ZSTR_LEN(request->method);
    hs.http_major = request->version_major;
    hs.http_minor = request->version_minor;
    header(request, "upgrade", &hs.upgrade, &hs.upgrade_len);
    header(request, "connection", &hs.connection, &hs.connection_len);
    header(request, "sec-websocket-version", &hs.version, &hs.version_len);
    header(request, "sec-websocket-key", &hs.key, &hs.key_len);
    rc = vela_ws_check_request(&hs);
    if (rc == VELA_EPROTOCOL) {
        return 426;
    }
    if (rc != 0 || vela_ws_accept_key(hs.key, hs.key_len, accept) != 0) {
        return 400;
    }
    return 0;
}

/* The first subprotocol of the client's that the server speaks, or NULL. */
static zend_string *choose_protocol(vela_php_request_t *request,
                                    const vela_php_ws_options_t *options)
{
    const char *offered, *names[64];
    size_t len, count = 0, index;
    zval *item;

    header(request, "sec-websocket-protocol", &offered, &len);
    if (offered == NULL || options->protocols == NULL) {
        return NULL;
    }
    ZEND_HASH_FOREACH_VAL(options->protocols, item)
    {
        if (count < sizeof(names) / sizeof(*names)) {
            names[count++] = Z_STRVAL_P(item);
        }
    }
    ZEND_HASH_FOREACH_END();
    if (!vela_ws_select_subprotocol(offered, len, names, count, &index)) {
        return NULL;
    }
    return zend_string_init(names[index], strlen(names[index]), 0);
}

static zend_object *create_conn(zend_class_entry *ce)
{
    ws_conn_t *conn = zend_object_alloc(sizeof(ws_conn_t), ce);

    zend_object_std_init(&conn->std, ce);
    object_properties_init(&conn->std, ce);
    conn->std.handlers = &conn_handlers;
    vela_wait_queue_init(&conn->readers);
    vela_wait_queue_init(&conn->writers);
    ZVAL_UNDEF(&conn->request);
    ZVAL_UNDEF(&conn->handler);
    conn->id = ++last_id;
    return &conn->std;
}

static void free_conn(zend_object *obj)
{
    ws_conn_t *conn = conn_from_obj(obj);

    while (conn->inbox_head) {
        inbox_item_t *item = conn->inbox_head;

        conn->inbox_head = item->next;
        zend_string_release(item->data);
        efree(item);
    }
    if (conn->session_ready) {
        vela_ws_session_free(&conn->session);
    }
    smart_str_free(&conn->batch);
    if (conn->close_reason) {
        zend_string_release(conn->close_reason);
    }
    if (conn->protocol) {
        zend_string_release(conn->protocol);
    }
    zval_ptr_dtor(&conn->request);
    zval_ptr_dtor(&conn->handler);
    zend_object_std_dtor(obj);
}

/* The Connection for an accepted handshake; false when the session cannot be made. */
static bool make_conn(zval *out, zval *request, const vela_php_ws_options_t *options,
                      const vela_ws_deflate_params_t *deflate, zend_string *protocol)
{
    ws_conn_t *conn;

    object_init_ex(out, vela_ce_ws_connection);
    conn = conn_from_obj(Z_OBJ_P(out));
    ZVAL_COPY(&conn->request, request);
    conn->protocol = protocol;
    conn->send_queue = options->send_queue;
    conn->min_compress = options->min_compress;
    conn->send_timeout_ms = options->send_timeout_ms;
    conn->idle_timeout_ms = options->idle_timeout_ms;
    conn->inbox_cap =
        options->max_message > 1024 * 1024 ? (size_t)options->max_message : 1024 * 1024;
    conn->open = true;
    if (vela_ws_session_init(&conn->session, &session_callbacks, conn, options->max_frame,
                             options->max_message, deflate) != 0) {
        vela_ws_session_free(&conn->session);
        return false;
    }
    conn->session_ready = true;
    return true;
}

/* The 101's fields: the response's, then the handshake's own. */
static int switch_protocols(ws_conn_t *conn, vela_http_request_t *req, const char *accept,
                            const char *extensions, const vela_http_field_t *fields,
                            size_t field_count)
{
    vela_http_field_t all[40];
    vela_http_response_head_t head = {.status = 101, .fields = all};
    size_t n = 0;
    int rc;

    for (size_t i = 0; i < field_count && n < 36; i++) {
        all[n++] = fields[i];
    }
    all[n++] = (vela_http_field_t){"Upgrade", 7, "websocket", 9, true, true};
    all[n++] = (vela_http_field_t){"Sec-WebSocket-Accept", 20, accept, strlen(accept), true, false};
    if (conn->protocol) {
        all[n++] = (vela_http_field_t){"Sec-WebSocket-Protocol", 22,   ZSTR_VAL(conn->protocol),
                                       ZSTR_LEN(conn->protocol), true, false};
    }
    if (extensions[0]) {
        all[n++] = (vela_http_field_t){"Sec-WebSocket-Extensions", 24,   extensions,
                                       strlen(extensions),         true, false};
    }
    head.field_count = n;
    conn->req = req;
    conn->tunnel = true;
    live_count++;
    GC_ADDREF(&conn->std); /* the tunnel's reference */
    rc = vela_http_request_upgrade(req, &head, &tunnel_callbacks, conn);
    if (rc != 0 && conn->req != NULL) {
        end_hard(conn, 1006);
        forget_tunnel(conn);
    } else if (rc == 0) {
        start_idle_timer(conn);
    }
    return rc;
}

/*
 * After a handler's call: an exception (not exit()) is logged, cleared,
 * and the connection closed with 1011. False when the handler threw
 * (exit() included: it stays set, for the coroutine to forward).
 */
static bool handler_returned(ws_conn_t *conn)
{
    zend_object *ex = EG(exception);
    zval text;

    if (ex == NULL) {
        return true;
    }
    if (zend_is_unwind_exit(ex) || zend_is_graceful_exit(ex)) {
        return false;
    }
    GC_ADDREF(ex);
    zend_clear_exception();
    zend_call_known_instance_method_with_0_params(ex->ce->__tostring, ex, &text);
    OBJ_RELEASE(ex);
    php_log_err_with_severity(
        Z_TYPE(text) == IS_STRING ? Z_STRVAL(text) : "Vela\\WebSocket: the handler threw", LOG_ERR);
    zval_ptr_dtor(&text);
    conn->threw = true;
    close_and_wait(conn, VELA_WS_CLOSE_INTERNAL, NULL, 0);
    return false;
}

/* Runs the application's handler (the loop style); an exception is logged and closes with 1011. */
static void run_handler(ws_conn_t *conn, zval *handler, zval *self)
{
    zval retval;

    ZVAL_UNDEF(&retval);
    call_user_function(NULL, NULL, handler, &retval, 1, self);
    zval_ptr_dtor(&retval);
    handler_returned(conn);
}

/* ---- the event style ------------------------------------------------------ */

/*
 * What the event handler has to do, in the running coroutine: every
 * message in the inbox (onMessage), the closing handshake it started, and
 * onClose() once the tunnel is gone. Returns with the connection either
 * open and the inbox empty, or told of its end.
 */
static void drain_events(ws_conn_t *conn)
{
    zval args[2], retval;

    ZVAL_OBJ(&args[0], &conn->std);
    while (!EG(exception) && !conn->closed_told) {
        if (conn->inbox_head != NULL && !conn->threw) {
            take(conn, &args[1]);
            ZVAL_UNDEF(&retval);
            zend_call_known_instance_method(conn->on_message, Z_OBJ(conn->handler), &retval, 2,
                                            args);
            zval_ptr_dtor(&retval);
            zval_ptr_dtor(&args[1]);
            handler_returned(conn);
        } else if (conn->req != NULL && !conn->open) {
            /* our close frame went (close() or a stop): the peer's answer ends the tunnel */
            close_and_wait(conn, VELA_WS_CLOSE_NORMAL, NULL, 0);
        } else if (conn->req == NULL) {
            zval handler;

            conn->closed_told = true;
            ZVAL_LONG(&args[1], conn->threw        ? VELA_WS_CLOSE_INTERNAL
                                : conn->close_code ? conn->close_code
                                                   : VELA_WS_CLOSE_NO_STATUS);
            ZVAL_UNDEF(&retval);
            zend_call_known_instance_method(conn->on_close, Z_OBJ(conn->handler), &retval, 2, args);
            zval_ptr_dtor(&retval);
            handler_returned(conn);
            ZVAL_COPY_VALUE(&handler, &conn->handler); /* it may hold the connection */
            ZVAL_UNDEF(&conn->handler);
            zval_ptr_dtor(&handler);
        } else {
            break;
        }
    }
}

/* The coroutine kick() spawned; holds a reference on the connection. */
static void run_events(void *arg)
{
    ws_conn_t *conn = arg;

    drain_events(conn);
    conn->running = false;
    OBJ_RELEASE(&conn->std);
}

/*
 * The event style: starts a coroutine for the handler when there is
 * something to run (messages, or the end) and none runs yet. When no
 * coroutine can be had (the cap), the connection is closed with 1013
 * (try again later) and its handler is not called again.
 */
static void kick(ws_conn_t *conn)
{
    int rc;

    if (Z_TYPE(conn->handler) != IS_OBJECT || conn->running || conn->closed_told ||
        (conn->inbox_head == NULL && conn->req != NULL)) {
        return;
    }
    conn->running = true;
    GC_ADDREF(&conn->std);
    rc = vela_coro_spawn(run_events, conn, NULL);
    if (rc != 0) {
        conn->running = false;
        conn->closed_told = true;
        php_log_err_with_severity("Vela\\WebSocket: no coroutine for a connection's handler "
                                  "(max_coroutines reached?): closed with 1013",
                                  LOG_ERR);
        if (conn->req != NULL) {
            vela_ws_session_close(&conn->session, 1013, NULL, 0);
            end_gracefully(conn);
            forget_tunnel(conn);
            wake_everyone(conn);
        }
        OBJ_RELEASE(&conn->std);
    }
}

/* The event style in the request's coroutine: onOpen(), then what arrived meanwhile. */
static void serve_events(ws_conn_t *conn, zval *handler)
{
    zend_class_entry *ce = Z_OBJCE_P(handler);
    zval self, retval;

    conn->on_open = zend_hash_str_find_ptr_lc(&ce->function_table, "onopen", 6);
    conn->on_message = zend_hash_str_find_ptr_lc(&ce->function_table, "onmessage", 9);
    conn->on_close = zend_hash_str_find_ptr_lc(&ce->function_table, "onclose", 7);
    ZVAL_OBJ(&self, &conn->std);
    ZVAL_UNDEF(&retval);
    zend_call_known_instance_method(conn->on_open, Z_OBJ(conn->handler), &retval, 1, &self);
    zval_ptr_dtor(&retval);
    handler_returned(conn);
    drain_events(conn);
    conn->running = false;
}

/* Waits until req is the connection's oldest request (a pipelined one ahead is answered). */
static bool wait_turn(vela_http_request_t *req)
{
    while (!vela_http_request_can_write(req)) {
        if (vela_http_request_is_closed(req) || vela_coro_sleep(1) != 0) {
            return false;
        }
    }
    return true;
}

int vela_php_ws_serve(vela_http_request_t *req, zval *request, zval *handler,
                      const vela_php_ws_options_t *options, const vela_http_field_t *fields,
                      size_t field_count)
{
    vela_php_request_t *r = vela_php_request_from_obj(Z_OBJ_P(request));
    char accept[VELA_WS_ACCEPT_SIZE], extensions[128] = "";
    const char *offers;
    size_t offers_len;
    vela_ws_deflate_config_t config = {false, false, 0};
    vela_ws_deflate_params_t agreed;
    bool deflate = false, events;
    ws_conn_t *conn;
    zval self;
    int status = check_handshake(req, r, accept);

    if (status == 0 && !origin_allowed(r, options)) {
        status = 403;
    }
    if (status != 0) {
        return refuse(req, status);
    }
    header(r, "sec-websocket-extensions", &offers, &offers_len);
    if (options->compression && offers &&
        vela_ws_deflate_negotiate(offers, offers_len, &config, &agreed)) {
        deflate = vela_ws_deflate_response(&agreed, extensions, sizeof(extensions)) == 0;
    }
    if (!deflate) {
        extensions[0] = '\0';
    }
    if (!make_conn(&self, request, options, deflate ? &agreed : NULL,
                   choose_protocol(r, options))) {
        zval_ptr_dtor(&self);
        vela_http_request_respond_status(req, 500, true);
        return 500;
    }
    conn = conn_from_obj(Z_OBJ(self));
    events = Z_TYPE_P(handler) == IS_OBJECT &&
             instanceof_function(Z_OBJCE_P(handler), vela_ce_ws_handler);
    if (events) {
        ZVAL_COPY(&conn->handler, handler);
        conn->running = true; /* this coroutine, until onOpen() and what came meanwhile ran */
    }
    if (!wait_turn(req) ||
        switch_protocols(conn, req, accept, extensions, fields, field_count) != 0) {
        conn->closed_told = true; /* never opened: no onOpen(), no onClose() */
        zval_ptr_dtor(&conn->handler);
        ZVAL_UNDEF(&conn->handler);
        zval_ptr_dtor(&self);
        return 101;
    }
    if (events) {
        serve_events(conn, handler);
        zval_ptr_dtor(&self); /* the tunnel keeps the connection */
        return 101;
    }
    run_handler(conn_from_obj(Z_OBJ(self)), handler, &self);
    close_and_wait(conn_from_obj(Z_OBJ(self)), VELA_WS_CLOSE_NORMAL, NULL, 0);
    zval_ptr_dtor(&self);
    return 101;
}

/* ---- PHP methods --------------------------------------------------------- */

PHP_METHOD(Vela_WebSocket_Connection, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
}

PHP_METHOD(Vela_WebSocket_Connection, id)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_LONG((zend_long)THIS_CONN()->id);
}

PHP_METHOD(Vela_WebSocket_Connection, request)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(&THIS_CONN()->request);
}

PHP_METHOD(Vela_WebSocket_Connection, protocol)
{
    ws_conn_t *conn = THIS_CONN();

    ZEND_PARSE_PARAMETERS_NONE();
    if (conn->protocol) {
        RETURN_STR_COPY(conn->protocol);
    }
    RETURN_NULL();
}

PHP_METHOD(Vela_WebSocket_Connection, receive)
{
    ZEND_PARSE_PARAMETERS_NONE();
    if (!receive(THIS_CONN(), return_value)) {
        RETURN_THROWS();
    }
}

PHP_METHOD(Vela_WebSocket_Connection, messages)
{
    ws_iterator_t *iterator;

    ZEND_PARSE_PARAMETERS_NONE();
    object_init_ex(return_value, vela_ce_ws_message_iterator);
    iterator = iterator_from_obj(Z_OBJ_P(return_value));
    ZVAL_COPY(&iterator->conn, ZEND_THIS);
}

PHP_METHOD(Vela_WebSocket_Connection, send)
{
    zend_string *text = NULL;
    zend_object *message = NULL;
    bool binary = false;
    ws_conn_t *conn = THIS_CONN();

    ZEND_PARSE_PARAMETERS_START(1, 1)
    Z_PARAM_OBJ_OF_CLASS_OR_STR(message, vela_ce_ws_message, text)
    ZEND_PARSE_PARAMETERS_END();
    if (message) {
        text = vela_php_ws_message_data(message, &binary);
    }
    if (!binary && !message &&
        vela_utf8_validate((const uint8_t *)ZSTR_VAL(text), ZSTR_LEN(text)) != 0) {
        zend_throw_exception(vela_ce_ws_exception,
                             "Vela\\WebSocket\\Connection::send(): a text message must be valid "
                             "UTF-8 (send bytes as Message::binary())",
                             0);
        RETURN_THROWS();
    }
    if (!send_message(conn, text, binary)) {
        RETURN_THROWS();
    }
}

PHP_METHOD(Vela_WebSocket_Connection, close)
{
    zend_long code = VELA_WS_CLOSE_NORMAL;
    zend_string *reason = ZSTR_EMPTY_ALLOC();
    ws_conn_t *conn = THIS_CONN();
    int rc;

    ZEND_PARSE_PARAMETERS_START(0, 2)
    Z_PARAM_OPTIONAL
    Z_PARAM_LONG(code)
    Z_PARAM_STR(reason)
    ZEND_PARSE_PARAMETERS_END();
    if (conn->req == NULL || !conn->open) {
        return;
    }
    if (code < 1000 || code > 4999 || !vela_ws_close_code_valid((unsigned)code) ||
        ZSTR_LEN(reason) > VELA_WS_REASON_MAX) {
        zend_throw_exception_ex(vela_ce_ws_exception, VELA_EINVAL,
                                "Vela\\WebSocket\\Connection::close(): code %ld or its reason "
                                "(at most 123 bytes) may not be sent",
                                (long)code);
        RETURN_THROWS();
    }
    rc = vela_ws_session_close(&conn->session, (uint16_t)code, ZSTR_VAL(reason), ZSTR_LEN(reason));
    if (rc == VELA_EINVAL) {
        zend_throw_exception(vela_ce_ws_exception,
                             "Vela\\WebSocket\\Connection::close(): the reason must be UTF-8", 0);
        RETURN_THROWS();
    }
    conn->open = false;
    conn->close_code = (uint16_t)code;
    conn->close_reason = ZSTR_LEN(reason) ? zend_string_copy(reason) : NULL;
}

PHP_METHOD(Vela_WebSocket_Connection, isOpen)
{
    ws_conn_t *conn = THIS_CONN();

    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_BOOL(conn->req != NULL && conn->open);
}

PHP_METHOD(Vela_WebSocket_Connection, closeCode)
{
    ws_conn_t *conn = THIS_CONN();

    ZEND_PARSE_PARAMETERS_NONE();
    if (conn->close_code == 0) {
        RETURN_NULL();
    }
    RETURN_LONG(conn->close_code);
}

PHP_METHOD(Vela_WebSocket_Connection, closeReason)
{
    ws_conn_t *conn = THIS_CONN();

    ZEND_PARSE_PARAMETERS_NONE();
    if (conn->close_code == 0) {
        RETURN_NULL();
    }
    if (conn->close_reason) {
        RETURN_STR_COPY(conn->close_reason);
    }
    RETURN_EMPTY_STRING();
}

/* ---- MessageIterator ----------------------------------------------------- */

static zend_object *create_iterator(zend_class_entry *ce)
{
    ws_iterator_t *iterator = zend_object_alloc(sizeof(ws_iterator_t), ce);

    zend_object_std_init(&iterator->std, ce);
    object_properties_init(&iterator->std, ce);
    iterator->std.handlers = &iterator_handlers;
    ZVAL_UNDEF(&iterator->conn);
    ZVAL_NULL(&iterator->current);
    return &iterator->std;
}

static void free_iterator(zend_object *obj)
{
    ws_iterator_t *iterator = iterator_from_obj(obj);

    zval_ptr_dtor(&iterator->conn);
    zval_ptr_dtor(&iterator->current);
    zend_object_std_dtor(obj);
}

/* Moves to the next message; false when it threw. */
static bool advance(ws_iterator_t *iterator)
{
    zval next;

    if (Z_TYPE(iterator->conn) != IS_OBJECT) {
        return true;
    }
    if (!receive(conn_from_obj(Z_OBJ(iterator->conn)), &next)) {
        return false;
    }
    zval_ptr_dtor(&iterator->current);
    ZVAL_COPY_VALUE(&iterator->current, &next);
    if (iterator->started) {
        iterator->key++;
    }
    iterator->started = true;
    return true;
}

PHP_METHOD(Vela_WebSocket_MessageIterator, __construct)
{
    ZEND_PARSE_PARAMETERS_NONE();
}

PHP_METHOD(Vela_WebSocket_MessageIterator, rewind)
{
    ws_iterator_t *iterator = THIS_ITERATOR();

    ZEND_PARSE_PARAMETERS_NONE();
    if (!iterator->started && !advance(iterator)) {
        RETURN_THROWS();
    }
}

PHP_METHOD(Vela_WebSocket_MessageIterator, next)
{
    ZEND_PARSE_PARAMETERS_NONE();
    if (!advance(THIS_ITERATOR())) {
        RETURN_THROWS();
    }
}

PHP_METHOD(Vela_WebSocket_MessageIterator, valid)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_BOOL(Z_TYPE(THIS_ITERATOR()->current) == IS_OBJECT);
}

PHP_METHOD(Vela_WebSocket_MessageIterator, current)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_COPY(&THIS_ITERATOR()->current);
}

PHP_METHOD(Vela_WebSocket_MessageIterator, key)
{
    ZEND_PARSE_PARAMETERS_NONE();
    RETURN_LONG(THIS_ITERATOR()->key);
}

void vela_php_ws_connection_register(zend_class_entry *ce, zend_class_entry *iterator)
{
    vela_ce_ws_connection = ce;
    ce->create_object = create_conn;
    ce->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE; /* a live connection, not data */
    memcpy(&conn_handlers, zend_get_std_object_handlers(), sizeof(conn_handlers));
    conn_handlers.offset = XtOffsetOf(ws_conn_t, std);
    conn_handlers.free_obj = free_conn;
    conn_handlers.clone_obj = NULL;
    vela_ce_ws_message_iterator = iterator;
    iterator->create_object = create_iterator;
    iterator->ce_flags |= ZEND_ACC_NOT_SERIALIZABLE;
    memcpy(&iterator_handlers, zend_get_std_object_handlers(), sizeof(iterator_handlers));
    iterator_handlers.offset = XtOffsetOf(ws_iterator_t, std);
    iterator_handlers.free_obj = free_iterator;
    iterator_handlers.clone_obj = NULL;
}
