/*
 * Response::events(): Server-Sent Events (text/event-stream) on the
 * streamed response.
 *
 * Design. events() makes a STREAM response whose producer is the caller's
 * source; exchange.c hands such a response to vela_php_event_stream_run()
 * instead of calling the producer. The source is an iterable of events, or
 * a callable given the reconnecting client's Last-Event-ID that returns one.
 * Each event is formatted whole (event, id, retry, comment lines, then its
 * data split into one "data:" line per line, CR LF, CR and LF alike) and
 * written as one chunk through vela_php_exchange_write(), so the producer
 * is suspended while the client is slow (the streamed response's
 * backpressure) and nothing is buffered beyond the socket's high-water
 * mark. A CR or LF in event or id, a NUL in id, throws before anything is
 * written. Streams are never compressed.
 *
 * Heartbeats. A libuv timer sends ": heartbeat" every heartbeat interval in
 * which no event was written, from the loop, only when the connection
 * takes it at once: a comment never waits behind a backed-up client.
 *
 * The client going away. The producer's coroutine is watched by the
 * exchange (vela_php_exchange_watch()): when the connection closes while it
 * waits on something else (a Vela\Hub subscription, a sleep) it is
 * cancelled, its wait fails and it unwinds (finally blocks run, the
 * generator is destroyed). A stop or reload ends the stream when the drain
 * timeout closes its connection. Neither is logged as an error.
 */
#include "php/http/http.h"

#include <Zend/zend_exceptions.h>
#include <Zend/zend_interfaces.h>
#include <ext/json/php_json.h>
#include <zend_smart_str.h>

#include "php/core/binding.h"
#include "php/core/options.h"
#include "php/http/exchange.h"
#include "src/core/error.h"
#include "src/core/loop.h"

#define DEFAULT_HEARTBEAT_MS 15000

/* One event stream being sent. Lives on the producer coroutine's stack; its timer on the heap. */
typedef struct event_stream {
    vela_php_exchange_t *ex;
    vela_coro_t *co;
    uv_timer_t *timer; /* NULL without heartbeats */
    bool wrote;        /* an event went out since the last heartbeat */
} event_stream_t;

/* ---- formatting ------------------------------------------------------------------ */

/* Appends "<field>: <line>\n" for every line of text (CR LF, CR and LF end a line). */
static void append_lines(smart_str *out, const char *field, const char *text, size_t len)
{
    size_t start = 0;

    for (size_t i = 0; i <= len; i++) {
        if (i < len && text[i] != '\r' && text[i] != '\n') {
            continue;
        }
        smart_str_appends(out, field);
        smart_str_appendl(out, text + start, i - start);
        smart_str_appendc(out, '\n');
        if (i + 1 < len && text[i] == '\r' && text[i + 1] == '\n') {
            i++;
        }
        start = i + 1;
    }
}

/* A single-line field (event, id); false with an exception when it holds CR, LF or NUL. */
static bool append_field(smart_str *out, const char *name, zval *value)
{
    zend_string *text = zval_try_get_string(value);

    if (text == NULL) {
        return false;
    }
    if (strpbrk(ZSTR_VAL(text), "\r\n") || memchr(ZSTR_VAL(text), '\0', ZSTR_LEN(text))) {
        zend_throw_exception_ex(vela_ce_http_exception, VELA_EINVAL,
                                "Response::events(): the event's %s holds CR, LF or NUL", name);
        zend_string_release(text);
        return false;
    }
    smart_str_append_printf(out, "%s: %s\n", name, ZSTR_VAL(text));
    zend_string_release(text);
    return true;
}

/* The data of an event: a string as it is, an array or object as JSON. */
static bool append_data(smart_str *out, zval *data)
{
    smart_str json = {0};
    zend_string *text;

    if (Z_TYPE_P(data) == IS_ARRAY ||
        (Z_TYPE_P(data) == IS_OBJECT &&
         !zend_class_implements_interface(Z_OBJCE_P(data), zend_ce_stringable))) {
        if (php_json_encode(&json, data,
                            PHP_JSON_THROW_ON_ERROR | PHP_JSON_UNESCAPED_UNICODE |
                                PHP_JSON_UNESCAPED_SLASHES) == FAILURE ||
            EG(exception)) {
            smart_str_free(&json);
            return false;
        }
        smart_str_0(&json);
        append_lines(out, "data: ", ZSTR_VAL(json.s), ZSTR_LEN(json.s));
        smart_str_free(&json);
        return true;
    }
    if ((text = zval_try_get_string(data)) == NULL) {
        return false;
    }
    append_lines(out, "data: ", ZSTR_VAL(text), ZSTR_LEN(text));
    zend_string_release(text);
    return true;
}

/* One field of an array event; false with an exception. */
static bool append_member(smart_str *out, zend_string *key, zval *value)
{
    if (key && zend_string_equals_literal(key, "data")) {
        return append_data(out, value);
    }
    if (key &&
        (zend_string_equals_literal(key, "event") || zend_string_equals_literal(key, "id"))) {
        return append_field(out, ZSTR_VAL(key), value);
    }
    if (key && zend_string_equals_literal(key, "retry")) {
        if (Z_TYPE_P(value) != IS_LONG || Z_LVAL_P(value) < 0) {
            zend_throw_exception(vela_ce_http_exception,
                                 "Response::events(): retry must be an int >= 0 (milliseconds)",
                                 VELA_EINVAL);
            return false;
        }
        smart_str_append_printf(out, "retry: " ZEND_LONG_FMT "\n", Z_LVAL_P(value));
        return true;
    }
    if (key && zend_string_equals_literal(key, "comment")) {
        zend_string *text = zval_try_get_string(value);
        if (text) {
            append_lines(out, ": ", ZSTR_VAL(text), ZSTR_LEN(text));
            zend_string_release(text);
        }
        return text != NULL;
    }
    zend_throw_exception_ex(vela_ce_http_exception, VELA_EINVAL,
                            "Response::events(): unknown event field \"%s\" (data, event, id, "
                            "retry, comment)",
                            key ? ZSTR_VAL(key) : "(int)");
    return false;
}

/* The wire text of one event into *out (the caller frees it); false with an exception. */
static bool format_event(smart_str *out, zval *event)
{
    zend_string *key;
    zval *value, *data = NULL;

    ZVAL_DEREF(event);
    if (Z_TYPE_P(event) != IS_ARRAY) {
        return append_data(out, event) && (smart_str_appendc(out, '\n'), true);
    }
    ZEND_HASH_FOREACH_STR_KEY_VAL(Z_ARRVAL_P(event), key, value)
    {
        ZVAL_DEREF(value);
        if (key && zend_string_equals_literal(key, "data")) {
            data = value; /* last, after the fields that describe it */
        } else if (!append_member(out, key, value)) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    if (data && !append_data(out, data)) {
        return false;
    }
    smart_str_appendc(out, '\n');
    return true;
}

/* ---- sending ------------------------------------------------------------------------ */

/* Formats and writes one event; 0, an engine code (client gone), or -1 with an exception. */
static int send_event(event_stream_t *st, zval *event)
{
    smart_str out = {0};
    int rc;

    if (!format_event(&out, event)) {
        smart_str_free(&out);
        return -1;
    }
    if (out.s == NULL) {
        return 0;
    }
    smart_str_0(&out);
    rc = vela_php_exchange_write(st->ex, out.s);
    smart_str_free(&out);
    st->wrote = true;
    return rc;
}

static void on_heartbeat(uv_timer_t *timer)
{
    static zend_string *comment;
    event_stream_t *st = timer->data;

    if (st == NULL) {
        return;
    }
    if (vela_php_exchange_is_closed(st->ex)) {
        vela_coro_cancel(st->co);
        return;
    }
    if (!st->wrote) {
        if (comment == NULL) {
            comment = zend_string_init_interned(": heartbeat\n\n", 13, 1);
        }
        vela_php_exchange_try_write(st->ex, comment); /* backed up: the client is behind anyway */
    }
    st->wrote = false;
}

static void free_timer(uv_handle_t *handle)
{
    free(handle);
}

static void heartbeat_start(event_stream_t *st, int64_t ms)
{
    if (ms <= 0 || (st->timer = malloc(sizeof(uv_timer_t))) == NULL) {
        return;
    }
    uv_timer_init(vela_loop_get(), st->timer);
    st->timer->data = st;
    uv_timer_start(st->timer, on_heartbeat, (uint64_t)ms, (uint64_t)ms);
}

static void heartbeat_stop(event_stream_t *st)
{
    if (st->timer) {
        st->timer->data = NULL;
        uv_timer_stop(st->timer);
        uv_close((uv_handle_t *)st->timer, free_timer);
        st->timer = NULL;
    }
}

/* Sends every event of an array; false when it stopped early (client gone or exception). */
static bool send_array(event_stream_t *st, HashTable *events)
{
    zval *event;

    ZEND_HASH_FOREACH_VAL(events, event)
    {
        if (send_event(st, event) != 0) {
            return false;
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

/* Sends every event of a Traversable (a generator, a Vela\Hub\Subscription). */
static void send_traversable(event_stream_t *st, zval *source)
{
    zend_object_iterator *it = Z_OBJCE_P(source)->get_iterator(Z_OBJCE_P(source), source, 0);

    if (it == NULL || EG(exception)) {
        return;
    }
    if (it->funcs->rewind) {
        it->funcs->rewind(it);
    }
    while (!EG(exception) && it->funcs->valid(it) == SUCCESS && !EG(exception)) {
        zval *event = it->funcs->get_current_data(it);
        if (EG(exception) || event == NULL || send_event(st, event) != 0) {
            break;
        }
        it->funcs->move_forward(it);
    }
    zend_iterator_dtor(it);
}

/* The iterable to send into *out: the source, or what the callable source returned for Last-Event-ID. */
static bool resolve_source(event_stream_t *st, zval *source, zval *out)
{
    vela_php_request_t *request =
        vela_php_request_from_obj(Z_OBJ_P(vela_php_exchange_request(st->ex)));
    zend_string *last = vela_php_request_header(request, "last-event-id");
    zval arg;

    if (Z_TYPE_P(source) == IS_ARRAY ||
        (Z_TYPE_P(source) == IS_OBJECT &&
         instanceof_function(Z_OBJCE_P(source), zend_ce_traversable))) {
        ZVAL_COPY(out, source);
        return true;
    }
    if (last) {
        ZVAL_STR_COPY(&arg, last);
    } else {
        ZVAL_NULL(&arg);
    }
    call_user_function(NULL, NULL, source, out, 1, &arg);
    zval_ptr_dtor(&arg);
    if (EG(exception)) {
        return false;
    }
    if (Z_TYPE_P(out) != IS_ARRAY &&
        !(Z_TYPE_P(out) == IS_OBJECT && instanceof_function(Z_OBJCE_P(out), zend_ce_traversable))) {
        zend_type_error("Response::events(): the source must return an iterable, %s returned",
                        zend_zval_type_name(out));
        zval_ptr_dtor(out);
        return false;
    }
    return true;
}

bool vela_php_event_stream_run(vela_php_exchange_t *ex, vela_php_response_t *response)
{
    event_stream_t st = {ex, vela_coro_current(), NULL, false};
    zval events;

    response->exchange = ex;
    vela_php_exchange_watch(ex, st.co);
    heartbeat_start(&st, response->events_heartbeat_ms);
    if (resolve_source(&st, &response->producer, &events)) {
        if (Z_TYPE(events) == IS_ARRAY) {
            send_array(&st, Z_ARRVAL(events));
        } else {
            send_traversable(&st, &events);
        }
        zval_ptr_dtor(&events); /* a generator ends here: its finally blocks run */
    }
    heartbeat_stop(&st);
    vela_php_exchange_watch(ex, NULL);
    response->exchange = NULL;
    if (EG(exception) && (vela_php_exchange_is_closed(ex) || vela_coro_is_cancelled()) &&
        !zend_is_unwind_exit(EG(exception))) {
        zend_clear_exception(); /* the client went away: the producer's unwinding is no error */
    }
    return EG(exception) == NULL;
}

/* ---- Response::events() ------------------------------------------------------------------ */

static const vela_php_option_t event_rows[] = {
    {"heartbeat", VELA_PHP_OPTION_SECONDS, 0, 86400, true},
    {"headers", VELA_PHP_OPTION_OTHER, 0, 0, false},
};

static const vela_php_options_table_t event_table = {"Vela\\Http\\Response::events()",
                                                     &vela_ce_http_exception, event_rows, 2};

/* heartbeat (ms) and headers from the options; false with an exception. */
static bool read_options(HashTable *options, int64_t *heartbeat_ms, HashTable **headers)
{
    zend_string *key;
    zval *v;
    double seconds;

    ZEND_HASH_FOREACH_STR_KEY_VAL(options, key, v)
    {
        const vela_php_option_t *row = vela_php_options_find(&event_table, NULL, key);
        if (row == NULL || !vela_php_options_check(&event_table, row, v, &seconds)) {
            return false;
        }
        ZVAL_DEREF(v);
        if (row == &event_rows[0]) {
            *heartbeat_ms = Z_TYPE_P(v) == IS_NULL ? 0 : (int64_t)(seconds * 1000);
        } else if (Z_TYPE_P(v) != IS_ARRAY) {
            return vela_php_options_error(&event_table, "headers", "an array", v);
        } else {
            *headers = Z_ARRVAL_P(v);
        }
    }
    ZEND_HASH_FOREACH_END();
    return true;
}

PHP_METHOD(Vela_Http_Response, events)
{
    zval *source;
    HashTable *options = NULL, *headers = NULL;
    int64_t heartbeat_ms = DEFAULT_HEARTBEAT_MS;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_ZVAL(source)
    Z_PARAM_OPTIONAL
    Z_PARAM_ARRAY_HT(options)
    ZEND_PARSE_PARAMETERS_END();
    if (Z_TYPE_P(source) != IS_ARRAY && !zend_is_callable(source, 0, NULL) &&
        !(Z_TYPE_P(source) == IS_OBJECT &&
          instanceof_function(Z_OBJCE_P(source), zend_ce_traversable))) {
        zend_argument_type_error(1, "must be of type iterable|callable, %s given",
                                 zend_zval_type_name(source));
        RETURN_THROWS();
    }
    if (options && !read_options(options, &heartbeat_ms, &headers)) {
        RETURN_THROWS();
    }
    if (vela_php_response_new_events(return_value, headers, heartbeat_ms, source) == NULL) {
        RETURN_THROWS();
    }
}
