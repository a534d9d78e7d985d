/*
 * The exchange: one request in flight, from its parsed head to its answer
 * written, tying the engine's request (ext/src/http/server.h) to its PHP
 * Request object and to the coroutine that runs the handler.
 *
 * Design. The engine calls vela_php_exchange_handler (loop context): on_head
 * builds the Request, on_body collects the body (in memory; past
 * body_buffer_size in a temporary file, whose bytes stop counting toward the
 * engine's max_buffered_bodies), on_request gives it to the Request as a
 * string (a file is read back and deleted) and spawns the coroutine (or
 * answers 503 past max_coroutines). The coroutine calls the
 * handler (a PHP callable, or a C one the binding installed, called
 * directly) and answers with what it returned, through the engine only: a
 * body in one piece; a stream, its producer writing chunks with
 * vela_php_exchange_write() (Response::write) and suspending while the
 * connection is backed up; a file with sendfile, suspending until sent,
 * honouring Range (ext/src/http/range.h) with the Content-Range field added
 * to the head here, never set on the Response. A handler that throws or
 * returns something else than a Response gets a logged 500 and serving goes
 * on. A body answer is compressed when the server's compression option and
 * the request's Accept-Encoding allow it (gzip or br, with Vary:
 * Accept-Encoding); streams and files are sent as they are. Every answered request is written to the access log and reported to
 * the process model's request_done hook.
 *
 * Ownership. An exchange is emalloc'd at on_head and freed when its
 * coroutine ends, or at on_abort when it never ran; an exchange whose
 * coroutine was cancelled while a file was being sent is freed by the
 * file's completion.
 */
#ifndef VELA_PHP_HTTP_EXCHANGE_H
#define VELA_PHP_HTTP_EXCHANGE_H

#include <php.h>

#include "php/http/access_log.h"
#include "php/http/http.h"
#include "php/http/observe.h"
#include "src/core/coro.h"
#include "src/http/compress.h"
#include "src/http/server.h"

typedef struct vela_php_exchange vela_php_exchange_t;

/*
 * What the exchanges of one serving server share. The server fills it in
 * before it creates the engine and keeps it until the engine is freed; the
 * engine's handler data is a pointer to it.
 */
typedef struct vela_php_exchange_context {
    zend_fcall_info_cache handler;   /* the application's request handler */
    vela_php_http_handler_fn direct; /* or one in C, called with its owner (NULL: none) */
    zend_object *direct_owner;
    size_t max_coroutines;           /* requests in flight; more are answered 503 */
    size_t max_form_fields;          /* fields a request's query or form may hold */
    vela_json_limits_t json_limits;  /* what a request's JSON body may hold */
    size_t body_buffer_size;         /* a larger body spills to a temporary file; 0 = never */
    bool debug;                      /* a 500's body shows the exception */
    vela_php_access_log_t *log;      /* written after each answered request */
    vela_php_observe_t *observe;     /* endpoints, request ids, metrics */
    void (*request_done)(void *arg); /* after each answered request; may be NULL */
    void *request_done_arg;
    unsigned compression;        /* codings offered (VELA_HTTP_CODING_BIT()); 0 = off */
    size_t compression_min_size; /* smaller bodies are sent as they are */
    vela_http_compressor_t
        *compressor;  /* made at the first compressed answer; the server frees it */
    size_t in_flight; /* coroutines running a handler now */
} vela_php_exchange_context_t;

/* The engine callbacks that serve every request as an exchange (data: the context). */
extern const vela_http_handler_t vela_php_exchange_handler;

/*
 * Writes one chunk of a streamed response from its producer: suspends the
 * coroutine while the connection cannot take it. Returns 0, VELA_ECLOSED
 * (the client went away) or another engine code (VELA_ECANCELED when the
 * coroutine is being cancelled). The chunk stays the caller's; the engine
 * holds its own reference until written. Coroutine context, while the
 * producer runs.
 */
int vela_php_exchange_write(vela_php_exchange_t *exchange, zend_string *chunk);

/*
 * Writes one chunk of a streamed response only when the connection takes
 * it now, never suspending: 0, VELA_ESTATE (backed up, or the producer is
 * waiting to write: the chunk was not taken) or VELA_ECLOSED. Loop or
 * coroutine context (event_stream.c's heartbeats).
 */
int vela_php_exchange_try_write(vela_php_exchange_t *exchange, zend_string *chunk);

/* True when the client of the exchange went away. Any context. */
bool vela_php_exchange_is_closed(const vela_php_exchange_t *exchange);

/* The exchange's Request object (borrowed). */
zval *vela_php_exchange_request(vela_php_exchange_t *exchange);

/*
 * Marks `co` as the coroutine of the exchange's event stream producer (NULL
 * when it ends): when the client goes away while co waits on something else
 * than the connection (a hub subscription, a sleep), co is cancelled so
 * that it unwinds at once (on_writable).
 */
void vela_php_exchange_watch(vela_php_exchange_t *exchange, vela_coro_t *co);

/*
 * Runs an event stream's producer (Response::events(), event_stream.c):
 * the head was sent. False when the producer threw: the exception is left
 * pending for the caller to log (none when the client went away).
 * Coroutine context.
 */
bool vela_php_event_stream_run(vela_php_exchange_t *exchange, vela_php_response_t *response);

#endif
