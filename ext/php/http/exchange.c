/*
 * The exchange (see exchange.h): engine callbacks, the coroutine of one
 * request, and every way of answering it.
 *
 * Invariants: ex->req is answered exactly once, through the engine (respond,
 * stream end or abort, or a file's completion); ex->waiting is true only
 * while the coroutine is suspended on the engine (on_writable or a file's
 * completion resumes it); a stream producer runs with response->exchange set
 * and only then; the Response object a handler returned is never changed
 * here (a file's status, Content-Range and 416 body are the head's alone).
 */
#include "php/http/exchange.h"

#include <errno.h>
#include <fcntl.h>
#include <strings.h>
#include <sys/stat.h>
#include <syslog.h>
#include <unistd.h>

#include <Zend/zend_exceptions.h>
#include <main/php_open_temporary_file.h>
#include <zend_smart_str.h>

#include "php/http/http.h"
#include "php/ws/ws.h"
#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/http/compress.h"
#include "src/http/range.h"

/* Fields of a response head kept on the stack; more are emalloc'd. */
#define STACK_FIELDS 32

/* Fields the server may add to the application's: extra, X-Request-Id, Content-Encoding, Vary. */
#define SERVER_FIELDS 4

struct vela_php_exchange {
    vela_http_request_t *req;
    vela_php_exchange_context_t *context;
    zval request;
    smart_str body;         /* the body so far, unless it spilled */
    int64_t body_expected;  /* the head's Content-Length, or -1 (chunked, or no body) */
    int body_fd;            /* -1, or the temporary file a large body spills to */
    zend_string *body_path; /* that file, deleted with the exchange */
    size_t body_len;        /* bytes in that file */
    vela_coro_t *co;
    vela_coro_t *watched; /* an event stream's producer, cancelled when the client goes away */
    bool waiting;         /* suspended until on_writable / file completion */
    bool file_done;
    bool orphan; /* cancelled mid-file: the engine's completion frees it */
    int file_fd;
    int file_status;
    int status; /* for the access log */
    uint64_t bytes;
    uint64_t started; /* uv_hrtime() at dispatch, when the access log is on */
};

/* ---- logging ------------------------------------------------------------ */

/* Logs the pending exception (with its stack) and clears it; *detail gets its text in debug. */
static void log_exception(const vela_php_exchange_context_t *context, zend_string **detail)
{
    zend_object *ex = EG(exception);
    zval text;
    smart_str line = {0};

    GC_ADDREF(ex);
    zend_clear_exception();
    zend_call_known_instance_method_with_0_params(ex->ce->__tostring, ex, &text);
    OBJ_RELEASE(ex);
    smart_str_appends(&line, "Vela\\Http\\Server: the handler threw ");
    if (Z_TYPE(text) == IS_STRING) {
        smart_str_append(&line, Z_STR(text));
    }
    smart_str_0(&line);
    php_log_err_with_severity(ZSTR_VAL(line.s), LOG_ERR);
    if (context->debug && Z_TYPE(text) == IS_STRING) {
        *detail = zend_string_copy(Z_STR(text));
    }
    smart_str_free(&line);
    zval_ptr_dtor(&text);
}

/* ---- heads and pieces ----------------------------------------------------- */

static void release_string(void *owner)
{
    zend_string_release((zend_string *)owner);
}

/* A body piece holding its own reference to `s`, released once written. */
static vela_http_piece_t piece_of(zend_string *s)
{
    return (vela_http_piece_t){ZSTR_VAL(s), ZSTR_LEN(s), release_string, zend_string_copy(s)};
}

/* Appends `extra` to fields[0, n), dropping a field of the same name; returns the new count. */
static size_t put_extra_field(vela_http_field_t *fields, size_t n, const vela_http_field_t *extra)
{
    size_t kept = 0;

    for (size_t i = 0; i < n; i++) {
        if (fields[i].name_len != extra->name_len ||
            strncasecmp(fields[i].name, extra->name, extra->name_len) != 0) {
            fields[kept++] = fields[i];
        }
    }
    fields[kept++] = *extra;
    return kept;
}

/*
 * The head of `response` answered with `status`, plus `extra` (or NULL), a
 * field the server adds. Fields go into `stack` (STACK_FIELDS) or an
 * emalloc'd array: the return value, for release_head(); either has room
 * for the SERVER_FIELDS - 2 fields compression adds. The response's
 * reason phrase is used only with its own status.
 */
static vela_http_field_t *build_head(const vela_php_exchange_t *ex, vela_php_response_t *response,
                                     int status, const vela_http_field_t *extra,
                                     vela_http_response_head_t *head, vela_http_field_t *stack);

/* The X-Request-Id field of the exchange's request, when it has an id (observe.h). */
static bool request_id_field(const vela_php_exchange_t *ex, vela_http_field_t *field)
{
    const zend_string *id = vela_php_request_from_obj(Z_OBJ(ex->request))->request_id;

    if (id == NULL) {
        return false;
    }
    /* observe.c let only [A-Za-z0-9._:/+=-] through */
    *field = (vela_http_field_t){"X-Request-Id", 12, ZSTR_VAL(id), ZSTR_LEN(id), true, false};
    return true;
}

static vela_http_field_t *build_head(const vela_php_exchange_t *ex, vela_php_response_t *response,
                                     int status, const vela_http_field_t *extra,
                                     vela_http_response_head_t *head, vela_http_field_t *stack)
{
    size_t total,
        n = vela_php_response_fields(response, stack, STACK_FIELDS - SERVER_FIELDS, &total);
    vela_http_field_t *fields = stack, id;

    if (total > STACK_FIELDS - SERVER_FIELDS) {
        fields = safe_emalloc(total + SERVER_FIELDS, sizeof(*fields), 0);
        n = vela_php_response_fields(response, fields, total, &total);
    }
    if (extra) {
        n = put_extra_field(fields, n, extra);
    }
    if (request_id_field(ex, &id)) {
        n = put_extra_field(fields, n, &id);
    }
    memset(head, 0, sizeof(*head));
    head->status = status;
    if (response->reason && status == response->status) {
        head->reason = ZSTR_VAL(response->reason);
        head->reason_len = ZSTR_LEN(response->reason);
    }
    head->fields = fields;
    head->field_count = n;
    return fields;
}

static void release_head(vela_http_field_t *fields, vela_http_field_t *stack)
{
    if (fields != stack) {
        efree(fields);
    }
}

/* ---- compression (the compression option; ext/src/http/compress.h) ----------------- */

/*
 * Adds Accept-Encoding to the response's Vary (a new field, or the
 * application's value extended into *vary, which the caller releases).
 */
static void add_vary(vela_http_field_t *fields, size_t *n, zend_string **vary)
{
    vela_http_field_t *own = (vela_http_field_t *)vela_http_fields_find(fields, *n, "vary");

    if (own == NULL) {
        fields[(*n)++] = (vela_http_field_t){"Vary", 4, "Accept-Encoding", 15, true, true};
        return;
    }
    if ((own->value_len == 1 && own->value[0] == '*') ||
        php_memnistr(own->value, "accept-encoding", 15, own->value + own->value_len)) {
        return; /* already varies on it, or on everything */
    }
    *vary = zend_string_concat2(own->value, own->value_len, ", Accept-Encoding", 17);
    own->value = ZSTR_VAL(*vary);
    own->value_len = ZSTR_LEN(*vary);
}

/* `body` compressed with `coding`, or NULL when it cannot be (no memory). */
static zend_string *compressed(vela_php_exchange_context_t *context, enum vela_http_coding coding,
                               const zend_string *body)
{
    size_t cap = vela_http_compress_bound(coding, ZSTR_LEN(body)), len = 0;
    zend_string *out;

    if (context->compressor == NULL && vela_http_compressor_new(&context->compressor) != 0) {
        return NULL;
    }
    out = zend_string_alloc(cap, 0);
    if (vela_http_compress(context->compressor, coding, ZSTR_VAL(body), ZSTR_LEN(body),
                           ZSTR_VAL(out), cap, &len) != 0) {
        zend_string_efree(out);
        return NULL;
    }
    out = zend_string_truncate(out, len, 0);
    ZSTR_VAL(out)[len] = '\0';
    return out;
}

/*
 * Compresses the body of the answer in `head` (fields: its writable array)
 * when the option, vela_http_compress_applies() and the request's
 * Accept-Encoding allow: returns the
 * compressed body (the caller releases it) and adds Content-Encoding, or
 * returns NULL to send `body` as is. Adds Vary: Accept-Encoding whenever
 * the answer could have been compressed, so that caches keep the variants
 * apart; HEAD gets the Vary of its GET but an unchanged body.
 */
static zend_string *compress_body(vela_php_exchange_t *ex, vela_http_response_head_t *head,
                                  vela_http_field_t *fields, zend_string *body, zend_string **vary)
{
    vela_php_request_t *request = vela_php_request_from_obj(Z_OBJ(ex->request));
    zend_string *out;
    enum vela_http_coding coding;
    const char *name, *accept;
    size_t accept_len;

    if (ex->context->compression == 0 ||
        !vela_http_compress_applies(head, ZSTR_LEN(body), ex->context->compression_min_size)) {
        return NULL;
    }
    add_vary(fields, &head->field_count, vary);
    /* Read as received: building the headers array for it cost a small answer ~5 %. */
    coding = vela_php_request_header_bytes(request, "accept-encoding", &accept, &accept_len)
                 ? vela_http_accept_encoding_choose(accept, accept_len, ex->context->compression)
                 : VELA_HTTP_CODING_IDENTITY;
    if (coding == VELA_HTTP_CODING_IDENTITY ||
        zend_string_equals_literal(request->method, "HEAD") ||
        (out = compressed(ex->context, coding, body)) == NULL) {
        return NULL;
    }
    name = vela_http_coding_name(coding);
    fields[head->field_count++] =
        (vela_http_field_t){"Content-Encoding", 16, name, strlen(name), true, true};
    return out;
}

/* ---- answering ------------------------------------------------------------ */

/*
 * The server's own answer: `status`, `content_type` and `body`, whose
 * reference this takes. If the engine cannot take even this (out of
 * memory), the connection is closed rather than left waiting.
 */
static void answer_text(vela_php_exchange_t *ex, int status, const char *content_type,
                        zend_string *body)
{
    vela_http_field_t fields[2] = {
        {"Content-Type", 12, content_type, strlen(content_type), true, false}};
    vela_http_response_head_t head = {.status = status, .fields = fields, .field_count = 1};
    vela_http_piece_t piece = piece_of(body);
    int rc;

    head.field_count += request_id_field(ex, &fields[1]);
    ex->status = status;
    ex->bytes = ZSTR_LEN(body);
    rc = vela_http_request_respond(ex->req, &head, &piece, false);
    if (rc != 0 && rc != VELA_ECLOSED) {
        release_string(piece.owner); /* not consumed: still ours */
        if (rc != VELA_ESTATE) {
            php_log_err_with_severity("Vela\\Http\\Server: cannot answer a request (out of "
                                      "memory): its connection is closed",
                                      LOG_ERR);
            vela_http_request_stream_abort(ex->req);
        }
    }
    zend_string_release(body);
}

/* The server's own text answer: the reason phrase, or `detail` (whose reference this takes). */
static void answer_status(vela_php_exchange_t *ex, int status, zend_string *detail)
{
    const char *reason = vela_http_reason_phrase(status);

    answer_text(ex, status, "text/plain; charset=utf-8",
                detail ? detail : zend_string_init(reason, strlen(reason), 0));
}

/* Answers with `status`, the response's fields plus `extra`, and `body`. */
static void answer_with(vela_php_exchange_t *ex, vela_php_response_t *response, int status,
                        const vela_http_field_t *extra, zend_string *body)
{
    vela_http_field_t stack[STACK_FIELDS], *fields;
    vela_http_response_head_t head;
    vela_http_piece_t piece;
    zend_string *encoded, *vary = NULL;
    int rc;

    fields = build_head(ex, response, status, extra, &head, stack);
    encoded = compress_body(ex, &head, fields, body, &vary);
    piece = piece_of(encoded ? encoded : body);
    ex->status = status;
    ex->bytes = piece.len;
    rc = vela_http_request_respond(ex->req, &head, &piece, false);
    release_head(fields, stack);
    if (vary) {
        zend_string_release(vary);
    }
    if (encoded) {
        zend_string_release(encoded); /* the piece holds its own reference */
    }
    if (rc == VELA_EINVAL || rc == VELA_ENOMEM) {
        php_log_err_with_severity(rc == VELA_EINVAL
                                      ? "Vela\\Http\\Server: the response cannot be sent as is "
                                        "(a 1xx status is not a final answer): 500 instead"
                                      : "Vela\\Http\\Server: out of memory building a response",
                                  LOG_ERR);
        release_string(piece.owner);
        answer_status(ex, 500, NULL);
    }
}

/* Suspends until on_writable or a file completion wakes the exchange. */
static int wait_for_engine(vela_php_exchange_t *ex)
{
    int rc;

    ex->co = vela_coro_current();
    ex->waiting = true;
    rc = vela_coro_suspend();
    ex->waiting = false;
    return rc;
}

static int wait_writable(vela_php_exchange_t *ex)
{
    while (!vela_http_request_can_write(ex->req)) {
        int rc;

        if (vela_http_request_is_closed(ex->req)) {
            return VELA_ECLOSED;
        }
        rc = wait_for_engine(ex);
        if (rc != 0) {
            return rc;
        }
    }
    return 0;
}

int vela_php_exchange_write(vela_php_exchange_t *ex, zend_string *chunk)
{
    vela_http_piece_t piece;
    int rc;

    do {
        rc = wait_writable(ex);
        if (rc != 0) {
            return rc;
        }
        piece = piece_of(chunk);
        rc = vela_http_request_stream_write(ex->req, &piece);
        if (rc == VELA_ESTATE) {
            release_string(piece.owner); /* not taken: still ours */
        }
    } while (rc == VELA_ESTATE && !vela_http_request_is_closed(ex->req));
    if (rc == 0) {
        ex->bytes += ZSTR_LEN(chunk);
    }
    return rc;
}

int vela_php_exchange_try_write(vela_php_exchange_t *ex, zend_string *chunk)
{
    vela_http_piece_t piece;
    int rc;

    if (vela_http_request_is_closed(ex->req)) {
        return VELA_ECLOSED;
    }
    if (ex->waiting || !vela_http_request_can_write(ex->req)) {
        return VELA_ESTATE;
    }
    piece = piece_of(chunk);
    rc = vela_http_request_stream_write(ex->req, &piece);
    if (rc == VELA_ESTATE) {
        release_string(piece.owner);
    } else if (rc == 0) {
        ex->bytes += ZSTR_LEN(chunk);
    }
    return rc;
}

bool vela_php_exchange_is_closed(const vela_php_exchange_t *ex)
{
    return vela_http_request_is_closed(ex->req);
}

zval *vela_php_exchange_request(vela_php_exchange_t *ex)
{
    return &ex->request;
}

void vela_php_exchange_watch(vela_php_exchange_t *ex, vela_coro_t *co)
{
    ex->watched = co;
    if (co) {
        vela_http_request_set_long_lived(ex->req);
    }
}

/* Runs the producer of a stream whose head was sent; false when it threw. */
static bool run_producer(vela_php_exchange_t *ex, vela_php_response_t *response)
{
    zval retval, self;
    zend_string *ignored = NULL;

    if (response->events_heartbeat_ms >= 0) {
        vela_php_event_stream_run(ex, response); /* an exception it leaves is logged here */
    } else {
        ZVAL_OBJ(&self, &response->std);
        response->exchange = ex;
        call_user_function(NULL, NULL, &response->producer, &retval, 1, &self);
        response->exchange = NULL;
        zval_ptr_dtor(&retval);
    }
    if (!EG(exception)) {
        return true;
    }
    if (!zend_is_unwind_exit(EG(exception)) && !zend_is_graceful_exit(EG(exception))) {
        log_exception(ex->context, &ignored);
    }
    if (ignored) {
        zend_string_release(ignored);
    }
    return false;
}

static void answer_stream(vela_php_exchange_t *ex, vela_php_response_t *response)
{
    vela_http_field_t stack[STACK_FIELDS], *fields;
    vela_http_response_head_t head;
    int rc = wait_writable(ex);

    ex->status = response->status;
    fields = build_head(ex, response, response->status, NULL, &head, stack);
    if (rc == 0) {
        rc = vela_http_request_stream_begin(ex->req, &head);
    }
    release_head(fields, stack);
    if (rc == 0) {
        if (!run_producer(ex, response)) {
            vela_http_request_stream_abort(ex->req); /* truncated, never looking complete */
            return;
        }
        rc = wait_writable(ex);
    }
    if (rc != 0 || vela_http_request_stream_end(ex->req) == VELA_ESTATE) {
        /* never started, or cancelled while waiting: the answer cannot be completed */
        vela_http_request_stream_abort(ex->req);
    }
}

/* Closes and deletes the body's temporary file, if it has one. */
static void drop_spill(vela_php_exchange_t *ex)
{
    if (ex->body_fd >= 0) {
        close(ex->body_fd);
        ex->body_fd = -1;
    }
    if (ex->body_path) {
        unlink(ZSTR_VAL(ex->body_path));
        zend_string_release(ex->body_path);
        ex->body_path = NULL;
    }
}

static void exchange_free(vela_php_exchange_t *ex)
{
    drop_spill(ex);
    zval_ptr_dtor(&ex->request);
    smart_str_free(&ex->body);
    efree(ex);
}

static void on_file_done(vela_http_request_t *req, int status, void *arg)
{
    vela_php_exchange_t *ex = arg;

    (void)req;
    ex->file_done = true;
    ex->file_status = status;
    if (ex->orphan) {
        /* its coroutine was cancelled while the file was being sent */
        close(ex->file_fd);
        exchange_free(ex);
        return;
    }
    if (ex->waiting) {
        vela_coro_resume(ex->co, status);
    }
}

/*
 * How to answer a file of `size` bytes: Range applies to a 200 answer to
 * GET or HEAD without If-Range (no validator is sent, so none can match:
 * RFC 9110 §13.1.5 says to ignore Range then).
 */
static enum vela_http_range_result file_range(vela_php_exchange_t *ex,
                                              const vela_php_response_t *response, uint64_t size,
                                              vela_http_range_t *part)
{
    vela_php_request_t *request = vela_php_request_from_obj(Z_OBJ(ex->request));
    zend_string *range;

    if (response->status != 200 || (!zend_string_equals_literal(request->method, "GET") &&
                                    !zend_string_equals_literal(request->method, "HEAD"))) {
        return VELA_HTTP_RANGE_WHOLE;
    }
    range = vela_php_request_header(request, "range");
    if (range == NULL || vela_php_request_header(request, "if-range") != NULL) {
        return VELA_HTTP_RANGE_WHOLE;
    }
    return vela_http_range_parse(ZSTR_VAL(range), ZSTR_LEN(range), size, part);
}

/* Sends [from, from + len) of fd after the head and waits until it was sent. */
static void send_file(vela_php_exchange_t *ex, vela_http_response_head_t *head, int fd,
                      uint64_t from, uint64_t len)
{
    int rc = wait_writable(ex);

    if (rc == 0) {
        rc = vela_http_request_send_file(ex->req, head, fd, from, len, on_file_done, ex);
    }
    if (rc != 0) {
        answer_status(ex, 500, NULL);
        return;
    }
    ex->file_fd = fd;
    while (!ex->file_done) {
        if (wait_for_engine(ex) != 0 && !ex->file_done) {
            ex->orphan = true; /* cancelled: on_file_done frees the exchange and closes fd */
            return;
        }
    }
}

/* A file answer: the whole file, one range of it (206), or 416. */
static void answer_open_file(vela_php_exchange_t *ex, vela_php_response_t *response, int fd,
                             uint64_t size)
{
    vela_http_range_t part = {0, size};
    enum vela_http_range_result verdict = file_range(ex, response, size, &part);
    char value[VELA_HTTP_CONTENT_RANGE_MAX];
    vela_http_field_t content_range = {"Content-Range", 13, value, 0, false, false};
    vela_http_field_t stack[STACK_FIELDS], *fields;
    vela_http_response_head_t head;
    int status = verdict == VELA_HTTP_RANGE_PART ? 206 : response->status;

    content_range.value_len = vela_http_content_range(verdict, &part, size, value, sizeof(value));
    if (verdict == VELA_HTTP_RANGE_UNSATISFIABLE) {
        close(fd);
        answer_with(ex, response, 416, &content_range, ZSTR_EMPTY_ALLOC());
        return;
    }
    fields = build_head(ex, response, status,
                        verdict == VELA_HTTP_RANGE_PART ? &content_range : NULL, &head, stack);
    ex->status = status;
    ex->bytes = part.length;
    send_file(ex, &head, fd, part.first, part.length);
    release_head(fields, stack);
    if (!ex->orphan) {
        close(fd);
    }
}

static void answer_file(vela_php_exchange_t *ex, vela_php_response_t *response)
{
    struct stat st;
    int fd = open(ZSTR_VAL(response->file), O_RDONLY | O_CLOEXEC);

    if (fd < 0 || fstat(fd, &st) != 0) {
        int error = errno;

        if (fd >= 0) {
            close(fd);
        }
        php_log_err_with_severity("Vela\\Http\\Server: cannot open the file of a file response",
                                  LOG_ERR);
        answer_status(ex, error == ENOENT ? 404 : 500, NULL);
        return;
    }
    answer_open_file(ex, response, fd, (uint64_t)st.st_size);
}

/* Switches to WebSocket (php/ws/ws.h): the 101 carries the response's fields. */
static void answer_websocket(vela_php_exchange_t *ex, vela_php_response_t *response)
{
    vela_http_field_t stack[STACK_FIELDS], *fields;
    vela_http_response_head_t head;

    fields = build_head(ex, response, 101, NULL, &head, stack);
    ex->status = vela_php_ws_serve(ex->req, &ex->request, &response->producer, response->ws_options,
                                   head.fields, head.field_count);
    release_head(fields, stack);
}

static void answer(vela_php_exchange_t *ex, zval *retval)
{
    vela_php_response_t *response;

    if (Z_TYPE_P(retval) != IS_OBJECT || Z_OBJCE_P(retval) != vela_ce_http_response) {
        char line[160];

        snprintf(line, sizeof(line),
                 "Vela\\Http\\Server: the handler returned %s, not a Vela\\Http\\Response",
                 zend_zval_type_name(retval));
        php_log_err_with_severity(line, LOG_ERR);
        answer_status(ex, 500, NULL);
        return;
    }
    response = vela_php_response_from_obj(Z_OBJ_P(retval));
    if (response->kind == VELA_PHP_RESPONSE_STREAM) {
        answer_stream(ex, response);
    } else if (response->kind == VELA_PHP_RESPONSE_FILE) {
        answer_file(ex, response);
    } else if (response->kind == VELA_PHP_RESPONSE_WEBSOCKET) {
        answer_websocket(ex, response);
    } else {
        answer_with(ex, response, response->status, NULL, response->body);
    }
}

/* Calls the application's handler (a callable, or one in C without a trip through the VM) and
 * answers with what it returned (or a 500/503). */
static void run_handler(vela_php_exchange_t *ex)
{
    vela_php_exchange_context_t *context = ex->context;
    zend_string *detail = NULL;
    zval retval;
    int refused;

    ZVAL_UNDEF(&retval);
    if (context->direct != NULL) {
        context->direct(context->direct_owner, &ex->request, &retval);
    } else {
        zend_call_known_function(context->handler.function_handler, context->handler.object,
                                 context->handler.called_scope, &retval, 1, &ex->request, NULL);
    }
    if (EG(exception)) {
        if (zend_is_unwind_exit(EG(exception)) || zend_is_graceful_exit(EG(exception))) {
            answer_status(ex, 503, NULL); /* exit(): the exception goes on to the main context */
        } else if ((refused = vela_php_request_refusal(Z_OBJ(ex->request), EG(exception),
                                                       &detail)) != 0) {
            zend_clear_exception(); /* a refused form is the client's error, not logged */
            answer_status(ex, refused, detail);
        } else {
            log_exception(context, &detail);
            answer_status(ex, 500, detail);
        }
    } else {
        answer(ex, &retval);
    }
    zval_ptr_dtor(&retval);
}

/*
 * The Request a handler's coroutine serves is the coroutine's tag (two stores
 * a request; a coroutine-local's allocation cost Vela\App's /json 2 % of its
 * instructions). Vela\App's log scope (php/log/scope.c) sets the same tag
 * around a dispatch, so a request a test client dispatches is seen too.
 */
zend_object *vela_php_http_current_request(void)
{
    return vela_coro_get_tag(vela_coro_current());
}

/* The coroutine of one request. */
static void run_exchange(void *arg)
{
    vela_php_exchange_t *ex = arg;
    vela_php_exchange_context_t *context = ex->context;
    vela_php_request_t *request = vela_php_request_from_obj(Z_OBJ(ex->request));
    vela_php_observe_answer_t endpoint;

    context->in_flight++;
    vela_coro_set_tag(vela_coro_current(), Z_OBJ(ex->request));
    ex->started =
        vela_php_access_log_is_on(context->log) || vela_php_observe_wants_time(context->observe)
            ? uv_hrtime()
            : 0;
    vela_php_observe_begin(context->observe, request);
    if (vela_php_observe_endpoint(context->observe, request, &endpoint)) {
        answer_text(ex, endpoint.status, endpoint.content_type, endpoint.body);
    } else {
        run_handler(ex);
    }
    vela_php_observe_end(context->observe, request, ex->status, ex->started);
    if (vela_php_access_log_is_on(context->log)) {
        vela_php_access_log_write(context->log, request, ex->status, ex->bytes, ex->started);
    }
    context->in_flight--;
    vela_coro_set_tag(vela_coro_current(), NULL);
    if (!ex->orphan) {
        exchange_free(ex);
    }
    if (context->request_done) {
        context->request_done(context->request_done_arg);
    }
}

/* ---- engine callbacks (loop context) ------------------------------------ */

static int on_head(void *data, vela_http_request_t *req, const vela_http_head_t *head)
{
    vela_php_exchange_t *ex = ecalloc(1, sizeof(*ex));

    ex->req = req;
    ex->context = data;
    ex->body_fd = -1;
    ex->body_expected = head->content_length;
    vela_php_request_create(&ex->request, head, req, ex->context->max_form_fields);
    vela_php_request_set_json_limits(Z_OBJ(ex->request), &ex->context->json_limits);
    *vela_http_request_data(req) = ex;
    return 0;
}

/* Writes all of bytes[0..len) to fd; false when the file cannot take them. */
static bool write_all(int fd, const char *bytes, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, bytes, len);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            return false;
        }
        bytes += n;
        len -= (size_t)n;
    }
    return true;
}

/* The body grew past body_buffer_size: what was held moves to a temporary file (nginx's
 * client_body_buffer_size), and so will the rest. 0, or 500 when no file can take it. */
static int spill(vela_php_exchange_t *ex)
{
    size_t held = ex->body.s ? ZSTR_LEN(ex->body.s) : 0;

    ex->body_fd = php_open_temporary_fd_ex(PG(upload_tmp_dir), "vela_body_", &ex->body_path,
                                           PHP_TMP_FILE_DEFAULT);
    if (ex->body_fd < 0 || !write_all(ex->body_fd, held ? ZSTR_VAL(ex->body.s) : "", held)) {
        return 500;
    }
    smart_str_free(&ex->body);
    ex->body_len = held;
    vela_http_request_body_spilled(ex->req, held);
    return 0;
}

/*
 * Appends to the body in memory. A first piece that may be the whole body
 * (all of the Content-Length, or a chunk) gets a string of its exact size,
 * which complete_body() then takes as is: smart_str's first allocation of
 * 256 bytes and its trim to size cost a small POST two allocator calls. A
 * later piece grows it as smart_str does.
 */
static void append_body(vela_php_exchange_t *ex, const char *bytes, size_t len)
{
    if (ex->body.s == NULL && (ex->body_expected < 0 || (uint64_t)ex->body_expected == len)) {
        ex->body.s = zend_string_init(bytes, len, 0);
        ex->body.a = len;
        return;
    }
    smart_str_appendl(&ex->body, bytes, len);
}

static int on_body(void *data, vela_http_request_t *req, const char *bytes, size_t len)
{
    vela_php_exchange_t *ex = *vela_http_request_data(req);
    size_t held = ex->body.s ? ZSTR_LEN(ex->body.s) : 0, limit = ex->context->body_buffer_size;
    int status;

    (void)data;
    if (ex->body_fd < 0 && limit > 0 && held + len > limit && (status = spill(ex)) != 0) {
        return status;
    }
    if (ex->body_fd < 0) {
        append_body(ex, bytes, len);
        return 0;
    }
    if (!write_all(ex->body_fd, bytes, len)) {
        return 500;
    }
    ex->body_len += len;
    vela_http_request_body_spilled(req, len);
    return 0;
}

/* The complete body: the memory buffer, or the temporary file read back (and deleted), so
 * Request::body() stays a string; NULL when the file cannot be read. */
static zend_string *complete_body(vela_php_exchange_t *ex)
{
    if (ex->body_fd < 0) {
        return ex->body.s ? smart_str_extract(&ex->body) : ZSTR_EMPTY_ALLOC();
    }
    zend_string *body = zend_string_alloc(ex->body_len, 0);
    size_t done = 0;
    while (done < ex->body_len) {
        ssize_t n = pread(ex->body_fd, ZSTR_VAL(body) + done, ex->body_len - done, (off_t)done);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            zend_string_efree(body);
            return NULL;
        }
        done += (size_t)n;
    }
    ZSTR_VAL(body)[done] = '\0';
    drop_spill(ex);
    return body;
}

static void on_request(void *data, vela_http_request_t *req)
{
    vela_php_exchange_context_t *context = data;
    vela_php_exchange_t *ex = *vela_http_request_data(req);
    zend_string *body = complete_body(ex);
    int rc = VELA_ELIMIT;

    if (body == NULL) {
        answer_status(ex, 500, NULL);
        exchange_free(ex);
        return;
    }
    vela_php_request_set_body(Z_OBJ(ex->request), body);
    if (context->in_flight < context->max_coroutines) {
        rc = vela_coro_spawn(run_exchange, ex, NULL);
    }
    if (rc != 0) {
        answer_status(ex, 503, NULL);
        vela_php_observe_refused(context->observe, 503);
        exchange_free(ex);
    }
}

static void on_abort(void *data, vela_http_request_t *req)
{
    (void)data;
    exchange_free(*vela_http_request_data(req));
}

static void on_writable(void *data, vela_http_request_t *req)
{
    vela_php_exchange_t *ex = *vela_http_request_data(req);

    (void)data;
    if (ex->waiting) {
        vela_coro_resume(ex->co, 0);
    } else if (ex->watched && vela_http_request_should_end(req)) {
        vela_coro_cancel(ex->watched); /* an event stream's producer: client gone, or a stop */
    }
}

static void on_refused(void *data, int status)
{
    vela_php_observe_refused(((vela_php_exchange_context_t *)data)->observe, status);
}

const vela_http_handler_t vela_php_exchange_handler = {on_head,  on_body,     on_request,
                                                       on_abort, on_writable, on_refused};
