/*
 * The WebSocket area of the binding (ws.stub.php): what the HTTP area calls
 * to switch a request's connection over, and what the area's files share.
 *
 * Design. Vela\Http\Response::webSocket($handler, $options) returns a
 * Response of the WEBSOCKET kind; the exchange that answers it (php/http/
 * exchange.c) calls vela_php_ws_serve() in the request's coroutine. That
 * checks the handshake (400, or 426 for another version), answers 101
 * through the engine's tunnel (src/http/server.h), and runs the handler
 * with a Vela\WebSocket\Connection in that same coroutine: one coroutine
 * per connection, reading with receive()/messages() and writing with
 * send(). The protocol is src/ws/session.h's; this area moves bytes and
 * wakes coroutines.
 */
#ifndef VELA_PHP_WS_H
#define VELA_PHP_WS_H

#include <php.h>

#include "src/http/server.h"

extern zend_class_entry *vela_ce_ws_exception;
extern zend_class_entry *vela_ce_ws_closed_exception;
extern zend_class_entry *vela_ce_ws_message;
extern zend_class_entry *vela_ce_ws_handler; /* the event style: onOpen/onMessage/onClose */
extern zend_class_entry *vela_ce_ws_connection;
extern zend_class_entry *vela_ce_ws_message_iterator;

/* The options of Response::webSocket(), checked. */
typedef struct vela_php_ws_options {
    zend_array *protocols;    /* the subprotocols the server speaks, preferred first; NULL: none */
    zend_array *origins;      /* the Origin values accepted (exact, any case); NULL: any */
    bool compression;         /* accept permessage-deflate offers */
    size_t min_compress;      /* smaller messages are sent uncompressed */
    uint64_t max_message;     /* bytes of a message (inflated too): 1009 past it */
    uint64_t max_frame;       /* bytes of a frame: 1009 past it */
    size_t send_queue;        /* bytes queued for the peer before send() suspends */
    uint64_t send_timeout_ms; /* a send suspended this long closes with 1008; 0: never */
    uint64_t idle_timeout_ms; /* silence before a ping; as long again without a pong: closed */
} vela_php_ws_options_t;

/*
 * Checks an options array into a new options struct (emalloc'd; free with
 * vela_php_ws_options_free()). NULL with an exception thrown for an unknown
 * option or a bad value. PHP context.
 */
vela_php_ws_options_t *vela_php_ws_options_new(HashTable *options);

/* NULL-safe. */
void vela_php_ws_options_free(vela_php_ws_options_t *options);

/*
 * Answers the upgrade request `req` (its PHP Request object `request`):
 * 400/426 when the handshake is not a valid WebSocket one, else 101 with
 * the response's `fields` and runs handler($connection) until it returns,
 * then closes the connection (1000, unless closed already). req is
 * consumed in every case. Returns the HTTP status answered (for the access
 * log). Coroutine context (the request's).
 */
int vela_php_ws_serve(vela_http_request_t *req, zval *request, zval *handler,
                      const vela_php_ws_options_t *options, const vela_http_field_t *fields,
                      size_t field_count);

/* Creates a Message in `out`. */
void vela_php_ws_message_create(zval *out, zend_string *data, bool binary);

/* The data and kind of a Message object. */
zend_string *vela_php_ws_message_data(zend_object *message, bool *binary);

void vela_php_ws_message_register(zend_class_entry *ce);
void vela_php_ws_connection_register(zend_class_entry *ce, zend_class_entry *iterator);

/*
 * A listener of one connection: how Vela\Hub::join() forwards a topic to
 * it without a coroutine. on_room runs when the bytes queued for the peer
 * fall under the send_queue cap (a write completed); on_close once when the
 * connection ends: the listener is detached before it runs, and may free
 * itself. Both run in loop or coroutine context and must not suspend.
 */
typedef struct vela_php_ws_listener {
    void (*on_room)(void *arg);
    void (*on_close)(void *arg);
    void *arg;
    struct vela_php_ws_listener *prev, *next;
} vela_php_ws_listener_t;

/* Attaches / detaches a listener of a Connection object (detach: NULL-safe, idempotent). */
void vela_php_ws_listen(zend_object *conn, vela_php_ws_listener_t *listener);
void vela_php_ws_unlisten(zend_object *conn, vela_php_ws_listener_t *listener);

/* The first listener of a connection (follow ->next), or NULL. */
vela_php_ws_listener_t *vela_php_ws_listeners(zend_object *conn);

/* True while the connection can send (open, no close frame sent or received). */
bool vela_php_ws_is_open(zend_object *conn);

/*
 * Queues one message (text when valid UTF-8, else binary) without
 * suspending: 0, VELA_ELIMIT when the peer's send queue is at its cap
 * (nothing queued), VELA_ECLOSED when the connection is closed or closing.
 */
int vela_php_ws_try_send(zend_object *conn, const char *data, size_t len);

/* For /metrics: open connections of this process, the bytes queued to their peers, and how
 * many peers were closed for not reading (1008) since the process started. */
size_t vela_php_ws_connection_count(void);
size_t vela_php_ws_queued_bytes(void);
uint64_t vela_php_ws_slow_closes(void);

#endif
