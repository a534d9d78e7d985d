/*
 * The binding of the HTTP classes (Vela\Http\Server, Request, Response) and
 * what their files share. Not public. These files are the only HTTP code
 * that throws (Vela\Http\Exception); the engine (ext/src/http/) returns
 * codes. The request in flight is exchange.h, the server's options are
 * options.h, its access log access_log.h, its metrics and request ids
 * observe.h, the process model workers.h, and a reload on its owner's watch
 * reload_watch.h.
 *
 * Objects embed `zend_object std` last and are reached with the inline
 * *_from_obj() helpers, php-src style.
 */
#ifndef VELA_HTTP_BINDING_H
#define VELA_HTTP_BINDING_H

#include <php.h>

#include "php/http/options.h"
#include "src/http/json_limits.h"
#include "src/http/server.h"

extern zend_class_entry *vela_ce_http_exception;
extern zend_class_entry *vela_ce_http_server;
extern zend_class_entry *vela_ce_http_request;
extern zend_class_entry *vela_ce_http_response;

/* MINIT, one per class: installs object handlers on the entry vela.c registered. */
void vela_php_http_server_register(zend_class_entry *ce, zend_class_entry *exception);
void vela_php_http_request_register(zend_class_entry *ce);
void vela_php_http_response_register(zend_class_entry *ce);

typedef struct vela_php_request {
    zend_string *method;
    zend_string *target;
    size_t path_len;   /* target up to '?' */
    zend_string *body; /* NULL until the body is complete ("" when none) */
    zval headers;      /* lower-case name => string, built on first use; until then
                        * IS_PTR to the raw fields (request_class.c only) */
    zval query, cookies, form, files, params, attributes; /* IS_UNDEF until used */
    zval json; /* the body decoded as arrays (json()), IS_UNDEF until used or when refused */
    zend_string *client_address; /* formatted on first use */
    zend_string *route;          /* the route's label for metrics and the access log (Vela\App) */
    unsigned route_allowed;      /* Vela\App: when no route took it, the methods its path has */
    zend_string *request_id;     /* with the request_id option (observe.h) */
    size_t max_form_fields;      /* the server's option */
    vela_json_limits_t json_limits;         /* the server's max_json_* options */
    struct vela_php_form_state *form_state; /* uploads and refusals (request_class.c only) */
    struct sockaddr_storage peer;
    bool has_peer;
    uint8_t version_major, version_minor;
    zend_object std;
} vela_php_request_t;

static inline vela_php_request_t *vela_php_request_from_obj(zend_object *obj)
{
    return (vela_php_request_t *)((char *)obj - XtOffsetOf(vela_php_request_t, std));
}

/*
 * The entry points of those who run the server on a socket they opened:
 * workers.c (a worker of the process model, serving the master's socket)
 * and reload_watch.c (workers = 0 with a reload watch, serving a socket
 * that outlives the process's re-execution). A plain workers = 0 start()
 * uses none of them.
 *
 * vela_php_http_server_serve_fd(): serves `server` (a Vela\Http\Server
 * object) on `fd`, a bound listening socket (the engine owns and closes
 * it). Runs the onWorkerStart hooks (and onStart when `start_hooks`, for a
 * master that does not run them itself), then calls hooks->listening (e.g.
 * vela_worker_ready), serves until a graceful stop, runs onWorkerStop and
 * returns. With hooks->own_signals the server handles SIGTERM/SIGINT itself
 * (uv_signal, drain_timeout applies); otherwise the caller's signal handler
 * calls vela_php_http_server_stop(). hooks->request_done runs after every
 * answered request (count it; retire by calling vela_php_http_server_stop()).
 * hooks->metrics is the master's shared region (observe.h counts into slot
 * hooks->metrics_slot). hooks may be NULL. On failure an exception is
 * pending. Main context, no loop running (none is carried over a fork).
 *
 * vela_php_http_server_stop(): begins the graceful stop; the serving call
 * then returns. Loop or coroutine context.
 * vela_php_http_server_request_count(): requests answered so far.
 * vela_php_http_server_options(): the validated options (workers,
 * max_requests, max_memory, pid_file, drain_timeout, ...), typed, owned by
 * the object.
 */
typedef struct vela_php_http_serve_hooks {
    void (*listening)(void *arg);
    void (*request_done)(void *arg);
    bool own_signals;
    void *arg;
    struct vela_metrics *metrics; /* the instance's region (metrics.h) or NULL */
    uint32_t metrics_slot;        /* this worker's slot in it */
} vela_php_http_serve_hooks_t;

void vela_php_http_server_serve_fd(zend_object *server, int fd, bool start_hooks,
                                   const vela_php_http_serve_hooks_t *hooks);
void vela_php_http_server_stop(zend_object *server);
uint64_t vela_php_http_server_request_count(zend_object *server);
const vela_php_http_options_t *vela_php_http_server_options(zend_object *server);
/* Reopens the access log file (SIGUSR1 after logrotate moved it); a log to
 * stdout or off is left alone. Loop context. */
void vela_php_http_server_reopen_log(zend_object *server);

/*
 * A request handler written in C: the binding's way to serve without a
 * trip through the VM per request (Vela\App installs its own). It answers
 * as a PHP handler does: a Response in *return_value, or an exception
 * pending. Coroutine context.
 *
 * vela_php_http_server_set_handler() installs `handle` on `server` in place
 * of a callable (and handle() later replaces it); the server calls
 * handle(owner, request, return_value) for each request and holds a
 * reference to `owner` while it is installed.
 */
typedef void (*vela_php_http_handler_fn)(zend_object *owner, zval *request, zval *return_value);
void vela_php_http_server_set_handler(zend_object *server, vela_php_http_handler_fn handle,
                                      zend_object *owner);

typedef struct vela_php_form_state vela_php_form_state_t;

/* Builds a Request object from a parsed head into `out`; its query and form
 * may hold at most `max_form_fields` fields. Loop context. `req` may be NULL
 * for a request made in-process (Vela\Testing\Client): it then has no peer. */
void vela_php_request_create(zval *out, const vela_http_head_t *head, vela_http_request_t *req,
                             size_t max_form_fields);

/*
 * Releases what requests of this process share from one to the next (the
 * last target string, the last parsed query). Request shutdown (RSHUTDOWN).
 */
void vela_php_request_deactivate(void);

/* Holds the request's JSON body to the server's max_json_* options (the defaults until then). */
void vela_php_request_set_json_limits(zend_object *request, const vela_json_limits_t *limits);

/*
 * The body decoded as JSON, objects as arrays: scanned against the JSON
 * limits and decoded on first use, then kept (json(), Vela\App's body
 * binding and the PSR-15 bridge share it). Returns the value, owned by the
 * request, or NULL when the body is refused: *status is then 413 (a limit
 * passed) or 400 (not JSON, an empty body included) and *message (the
 * request's) says why, "invalid JSON: syntax error at byte 14" for a 400.
 * Coroutine context.
 */
zval *vela_php_request_json(vela_php_request_t *request, int *status, zend_string **message);

/* Forgets the decoded body and its refusal: the body changed (a PSR-15 middleware's). */
void vela_php_request_forget_json(vela_php_request_t *request);

/*
 * When `exception` is the one the request threw to refuse its query or its
 * form (too many fields or files, a malformed multipart body) or its JSON
 * body (past a max_json_* limit, not JSON), returns the
 * status to answer with (413, 414 or 400) and sets *message to a new
 * reference to its text; otherwise returns 0. Coroutine context.
 */
int vela_php_request_refusal(zend_object *request, zend_object *exception, zend_string **message);

/* Gives the request its whole body, once it is complete (the request takes `body`'s reference). */
void vela_php_request_set_body(zend_object *request, zend_string *body);

/* The peer's address as text ("" when unknown); the request owns it. */
zend_string *vela_php_request_client_address(vela_php_request_t *request);

/*
 * The Request the running coroutine serves, or NULL: the exchange marks its
 * handler's coroutine with it while the handler runs (exchange.c); the main
 * context, timers and coroutines the handler spawns have none. For the
 * outbound client's propagation of the request id and trace context.
 */
zend_object *vela_php_http_current_request(void);

/* The header value for a lower-case name, or NULL. */
zend_string *vela_php_request_header(vela_php_request_t *request, const char *lower_name);

/* The same value as bytes (*value, *len; false when absent) without building the headers array
 * while it is not built (a field sent more than once builds it, to join its values): for what
 * the server reads on every answer. Valid until the request's headers are read again. */
bool vela_php_request_header_bytes(vela_php_request_t *request, const char *lower_name,
                                   const char **value, size_t *len);

enum vela_php_response_kind {
    VELA_PHP_RESPONSE_BODY,
    VELA_PHP_RESPONSE_STREAM,
    VELA_PHP_RESPONSE_FILE,
    VELA_PHP_RESPONSE_WEBSOCKET,
};

struct vela_php_exchange;

typedef struct vela_php_response {
    int status;
    zend_string *reason; /* NULL: the standard phrase */
    zval headers;        /* lower-case name => [name, [values...]] */
    zend_string *body;
    enum vela_php_response_kind kind;
    zval producer;                          /* STREAM: the callable; WEBSOCKET: the handler */
    struct vela_php_ws_options *ws_options; /* WEBSOCKET: checked options (php/ws/ws.h) */
    zend_string *file;                      /* FILE: the path */
    struct vela_php_exchange *exchange;     /* STREAM: set while the producer runs (exchange.h) */
    int64_t events_heartbeat_ms;            /* STREAM from events(): < 0 when not an event stream */
    zend_object std;
} vela_php_response_t;

static inline vela_php_response_t *vela_php_response_from_obj(zend_object *obj)
{
    return (vela_php_response_t *)((char *)obj - XtOffsetOf(vela_php_response_t, std));
}

/*
 * Response::events() (event_stream.c): a new streamed Response in `out`
 * whose producer is `source` (copied), sent as text/event-stream with
 * heartbeats every heartbeat_ms (0: none), the caller's headers on top.
 * NULL, with an exception thrown, when a header is invalid.
 */
vela_php_response_t *vela_php_response_new_events(zval *out, HashTable *headers,
                                                  int64_t heartbeat_ms, zval *source);

/*
 * The response's header fields as engine fields, borrowing its strings,
 * marked `checked` (every one was validated when it was set).
 * Returns how many were written to `fields` (at most `cap`); *total says how
 * many exist (call again with a larger array when *total > cap).
 */
size_t vela_php_response_fields(vela_php_response_t *response, vela_http_field_t *fields,
                                size_t cap, size_t *total);

/*
 * Response::json($data, $status, $flags) without a call through the VM:
 * writes the new Response to return_value. False, with an exception thrown,
 * when the status is out of range or the data cannot be encoded.
 */
bool vela_php_response_json(zval *return_value, zval *data, zend_long status, zend_long flags);

/* Response::html($body) (status 200) without a call through the VM. */
void vela_php_response_html(zval *return_value, zend_string *body);

/*
 * new Response($body, $status, ['Content-Type' => …]) without a call
 * through the VM, for the binding's own answers (Vela\App's error bodies):
 * writes the new Response to `out`, typed application/json when `json`,
 * else text/plain; charset=utf-8. False, with the exception the
 * constructor throws, when the status is not 100..999 (`out` then holds
 * the Response all the same, as after a constructor that threw).
 */
bool vela_php_response_typed(zval *out, zend_string *body, zend_long status, bool json);

/* new Response('', $status) without a call through the VM; `status` is 100..999. */
void vela_php_response_empty(zval *out, int status);

/* $response->header($name, $value) without a call through the VM: false, with the exception
 * header() throws, when the field is not valid. */
bool vela_php_response_header(zend_object *response, zend_string *name, zend_string *value);

#endif
