/*
 * The request parser: strict pre-check + llhttp glue (see parser.h).
 *
 * Invariants: llhttp never sees a head or trailer byte the pre-check has not
 * accepted;
 * head strings are appended to parser->buf in arrival order, and a header is
 * a (name, value) pair of ranges in it; parser->status != 0 means the parser
 * is dead and every later execute fails at once.
 */
#include "src/http/parser.h"

#include <string.h>
#include <strings.h>

#include "src/core/error.h"

static vela_http_parser_t *from_llhttp(llhttp_t *llhttp)
{
    return (vela_http_parser_t *)llhttp;
}

/* Records a failure; the llhttp callbacks return HPE_USER after it. */
static int fail(vela_http_parser_t *parser, int status, const char *reason)
{
    if (parser->status == 0) {
        parser->status = status;
        parser->reason = reason;
    }
    return HPE_USER;
}

/* Appends a head piece to the buffer; a head larger than it is a 431. */
static int store(vela_http_parser_t *parser, const char *at, size_t len)
{
    if (parser->buf == NULL || parser->buf_cap - parser->buf_len < len) {
        return fail(parser, 431, "request head too large");
    }
    memcpy(parser->buf + parser->buf_len, at, len);
    parser->buf_len += len;
    return 0;
}

static int on_message_begin(llhttp_t *llhttp)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);

    parser->buf_len = 0;
    parser->header_count = 0;
    parser->in_value = false;
    parser->expect_other = false;
    parser->in_trailers = false;
    parser->body_bytes = 0;
    parser->target_off = 0;
    parser->target_len = 0;
    return 0;
}

static int on_url(llhttp_t *llhttp, const char *at, size_t len)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);

    parser->target_len += len;
    return store(parser, at, len);
}

static int on_header_field(llhttp_t *llhttp, const char *at, size_t len)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);
    vela_http_header_t *header;

    if (parser->in_trailers) {
        return 0; /* a trailer field: checked, not kept */
    }
    if (parser->headers == NULL) {
        return fail(parser, 431, "no head buffer");
    }
    if (parser->in_value || parser->header_count == 0) {
        if (parser->header_count == VELA_HTTP_MAX_HEADERS) {
            return fail(parser, 431, "too many header fields");
        }
        header = &parser->headers[parser->header_count++];
        header->name = (const char *)(uintptr_t)parser->buf_len; /* offset until complete */
        header->name_len = 0;
        header->value = NULL;
        header->value_len = 0;
        parser->in_value = false;
    }
    parser->headers[parser->header_count - 1].name_len += len;
    return store(parser, at, len);
}

static int on_header_value(llhttp_t *llhttp, const char *at, size_t len)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);
    vela_http_header_t *header;

    if (parser->in_trailers) {
        return 0;
    }
    header = &parser->headers[parser->header_count - 1];
    if (!parser->in_value) {
        header->value = (const char *)(uintptr_t)parser->buf_len;
        parser->in_value = true;
    }
    header->value_len += len;
    return store(parser, at, len);
}

static bool name_is(const vela_http_header_t *header, const char *name)
{
    return header->name_len == strlen(name) &&
           strncasecmp(header->name, name, header->name_len) == 0;
}

/* Turns stored offsets into pointers, trims trailing OWS, notes Expect. */
static void finish_headers(vela_http_parser_t *parser)
{
    for (size_t i = 0; i < parser->header_count; i++) {
        vela_http_header_t *header = &parser->headers[i];

        header->name = parser->buf + (uintptr_t)header->name;
        header->value = header->value_len ? parser->buf + (uintptr_t)header->value : parser->buf;
        while (header->value_len > 0 && (header->value[header->value_len - 1] == ' ' ||
                                         header->value[header->value_len - 1] == '\t')) {
            header->value_len--;
        }
        if (name_is(header, "expect") &&
            !(header->value_len == 12 && strncasecmp(header->value, "100-continue", 12) == 0)) {
            parser->expect_other = true;
        }
    }
}

static bool has_expect_continue(const vela_http_parser_t *parser)
{
    for (size_t i = 0; i < parser->header_count; i++) {
        if (name_is(&parser->headers[i], "expect")) {
            return !parser->expect_other;
        }
    }
    return false;
}

static void fill_head(vela_http_parser_t *parser, vela_http_head_t *head)
{
    llhttp_t *llhttp = &parser->llhttp;
    bool has_length = (llhttp->flags & F_CONTENT_LENGTH) != 0;

    head->method = llhttp_method_name((llhttp_method_t)llhttp_get_method(llhttp));
    head->method_len = strlen(head->method);
    head->target = parser->buf + parser->target_off;
    head->target_len = parser->target_len;
    head->version_major = llhttp_get_http_major(llhttp);
    head->version_minor = llhttp_get_http_minor(llhttp);
    head->headers = parser->headers;
    head->header_count = parser->header_count;
    head->content_length = has_length ? (int64_t)llhttp->content_length : -1;
    head->chunked = (llhttp->flags & F_CHUNKED) != 0;
    head->upgrade = llhttp->upgrade != 0;
    head->keep_alive = llhttp_should_keep_alive(llhttp) && !head->upgrade;
    head->expect_continue =
        has_expect_continue(parser) && (head->chunked || head->content_length > 0);
}

static int on_headers_complete(llhttp_t *llhttp)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);
    vela_http_head_t head;
    int status;

    finish_headers(parser);
    fill_head(parser, &head);
    parser->check = VELA_HTTP_CHECK_BODY;
    if (parser->expect_other) {
        return fail(parser, 417, "unsupported Expect");
    }
    if (head.content_length > 0 && (uint64_t)head.content_length > parser->max_body_size) {
        return fail(parser, 413, "Content-Length over max_body_size");
    }
    status = parser->callbacks->on_head(parser, &head);
    if (status != 0) {
        return fail(parser, status, "rejected by the head callback");
    }
    return head.upgrade ? 1 : 0;
}

static int on_body(llhttp_t *llhttp, const char *at, size_t len)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);
    int status;

    parser->body_bytes += len;
    if (parser->body_bytes > parser->max_body_size) {
        return fail(parser, 413, "body over max_body_size");
    }
    status = parser->callbacks->on_body(parser, at, len);
    return status == 0 ? 0 : fail(parser, status, "rejected by the body callback");
}

/*
 * After the last chunk's size line (size 0) llhttp parses trailer fields
 * with the same leniency as head fields (a bare CR ends a line in 8.1), so
 * it pauses here and the trailer section goes through the head's pre-check.
 */
static int on_chunk_header(llhttp_t *llhttp)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);

    if (llhttp->content_length != 0) {
        return 0;
    }
    parser->in_trailers = true;
    parser->trailers_starting = true;
    parser->check = VELA_HTTP_CHECK_LINE_START;
    return HPE_PAUSED;
}

static int on_message_complete(llhttp_t *llhttp)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);
    int status = parser->callbacks->on_complete(parser);

    if (status != 0) {
        return fail(parser, status, "rejected by the complete callback");
    }
    parser->check = VELA_HTTP_CHECK_FIRST;
    parser->head_bytes = 0;
    return HPE_PAUSED;
}

static const llhttp_settings_t settings = {
    .on_message_begin = on_message_begin,
    .on_url = on_url,
    .on_header_field = on_header_field,
    .on_header_value = on_header_value,
    .on_headers_complete = on_headers_complete,
    .on_body = on_body,
    .on_chunk_header = on_chunk_header,
    .on_message_complete = on_message_complete,
};

void vela_http_parser_init(vela_http_parser_t *parser,
                           const vela_http_parser_callbacks_t *callbacks, void *data,
                           size_t max_header_size, uint64_t max_body_size)
{
    memset(parser, 0, sizeof(*parser));
    llhttp_init(&parser->llhttp, HTTP_REQUEST, &settings);
    parser->callbacks = callbacks;
    parser->data = data;
    parser->max_header_size = max_header_size;
    parser->max_body_size = max_body_size;
    parser->check = VELA_HTTP_CHECK_FIRST;
}

void vela_http_parser_set_buffer(vela_http_parser_t *parser, char *buf, size_t cap)
{
    size_t table = VELA_HTTP_MAX_HEADERS * sizeof(vela_http_header_t);
    size_t strings = cap > table ? ((cap - table) / 16) * 16 : 0;

    parser->buf = strings > 0 ? buf : NULL;
    parser->buf_cap = strings;
    parser->buf_len = 0;
    parser->headers = strings > 0 ? (vela_http_header_t *)(void *)(buf + strings) : NULL;
}

bool vela_http_parser_is_idle(const vela_http_parser_t *parser)
{
    return parser->check == VELA_HTTP_CHECK_FIRST && parser->head_bytes == 0;
}

/* Nonzero when a byte of `word` is zero (exact: no false positives). */
static uint64_t has_zero_byte(uint64_t word)
{
    return (word - 0x0101010101010101u) & ~word & 0x8080808080808080u;
}

/*
 * Index of the first CR or LF in data[from, len), or len. Eight bytes at a
 * time: most head bytes are plain line content.
 */
static size_t find_line_end(const char *data, size_t from, size_t len)
{
    for (; from + 8 <= len; from += 8) {
        uint64_t word, hits;

        memcpy(&word, data + from, 8);
        hits =
            has_zero_byte(word ^ 0x0d0d0d0d0d0d0d0du) | has_zero_byte(word ^ 0x0a0a0a0a0a0a0a0au);
        if (hits != 0) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
            /* The lowest flagged byte is exact: the first CR or LF of the word. */
            return from + (size_t)__builtin_ctzll(hits) / 8;
#else
            break;
#endif
        }
    }
    while (from < len && data[from] != '\r' && data[from] != '\n') {
        from++;
    }
    return from;
}

/*
 * The pre-check state machine over head bytes. Returns how many bytes of
 * `data` belong to the head (all of them when the head goes on), sets
 * *head_done when the blank line was reached, or returns (size_t)-1 after
 * recording a 400.
 */
static size_t check_head(vela_http_parser_t *parser, const char *data, size_t len, bool *head_done)
{
    size_t i;

    *head_done = false;
    for (i = 0; i < len; i++) {
        char c = data[i];

        switch (parser->check) {
        case VELA_HTTP_CHECK_FIRST:
            if (c == '\r') {
                parser->check = VELA_HTTP_CHECK_FIRST_CR;
            } else if (c == '\n' || c == ' ' || c == '\t') {
                goto bad_start;
            } else {
                parser->check = VELA_HTTP_CHECK_LINE;
            }
            break;
        case VELA_HTTP_CHECK_FIRST_CR:
            if (c != '\n') {
                goto bare_cr;
            }
            parser->check = VELA_HTTP_CHECK_FIRST;
            break;
        case VELA_HTTP_CHECK_LINE:
            i = find_line_end(data, i, len); /* the common case: plain bytes */
            if (i == len) {
                return i;
            }
            if (data[i] == '\n') {
                goto bare_lf;
            }
            parser->check = VELA_HTTP_CHECK_CR;
            break;
        case VELA_HTTP_CHECK_CR:
            if (c != '\n') {
                goto bare_cr;
            }
            parser->check = VELA_HTTP_CHECK_LINE_START;
            break;
        case VELA_HTTP_CHECK_LINE_START:
            if (c == ' ' || c == '\t') {
                fail(parser, 400, "obs-fold: a field line starts with whitespace");
                return (size_t)-1;
            }
            if (c == '\n') {
                goto bare_lf;
            }
            parser->check = c == '\r' ? VELA_HTTP_CHECK_END_CR : VELA_HTTP_CHECK_LINE;
            break;
        case VELA_HTTP_CHECK_END_CR:
            if (c != '\n') {
                goto bare_cr;
            }
            *head_done = true;
            return i + 1;
        case VELA_HTTP_CHECK_BODY:
            return 0;
        }
    }
    return i;

bare_cr:
    fail(parser, 400,
         parser->in_trailers ? "CR not followed by LF in the trailers"
                             : "CR not followed by LF in the request head");
    return (size_t)-1;
bare_lf:
    fail(parser, 400,
         parser->in_trailers ? "LF without CR in the trailers"
                             : "LF without CR in the request head");
    return (size_t)-1;
bad_start:
    fail(parser, 400, "request line starts with whitespace or LF");
    return (size_t)-1;
}

/* Feeds llhttp; returns AGAIN, DONE or VELA_EPROTOCOL and sets *used. */
static int feed(vela_http_parser_t *parser, const char *data, size_t len, size_t *used)
{
    llhttp_errno_t err = llhttp_execute(&parser->llhttp, data, len);

    if (err == HPE_OK) {
        *used = len;
        return VELA_HTTP_PARSE_AGAIN;
    }
    *used = (size_t)(llhttp_get_error_pos(&parser->llhttp) - data);
    if (err == HPE_PAUSED) {
        llhttp_resume(&parser->llhttp);
        if (parser->trailers_starting) {
            parser->trailers_starting = false;
            return VELA_HTTP_PARSE_AGAIN; /* the trailer section is checked next */
        }
        return VELA_HTTP_PARSE_DONE;
    }
    if (err == HPE_PAUSED_UPGRADE) {
        /* The upgrade request completed; we never switch protocols. */
        return VELA_HTTP_PARSE_DONE;
    }
    fail(parser, 400, llhttp_errno_name(err));
    return VELA_EPROTOCOL;
}

/* Checks then feeds the head part of `data`. */
static int execute_head(vela_http_parser_t *parser, const char *data, size_t len, size_t *used)
{
    bool head_done;
    size_t n = check_head(parser, data, len, &head_done);
    int result;

    if (n == (size_t)-1) {
        *used = 0;
        return VELA_EPROTOCOL;
    }
    parser->head_bytes += n;
    if (parser->head_bytes > parser->max_header_size) {
        *used = 0;
        fail(parser, 431, "request head over max_header_size");
        return VELA_EPROTOCOL;
    }
    result = feed(parser, data, n, used);
    if (result == VELA_HTTP_PARSE_AGAIN && head_done && parser->check != VELA_HTTP_CHECK_BODY) {
        /* llhttp consumed the blank line without completing a head. */
        fail(parser, 400, "malformed request head");
        return VELA_EPROTOCOL;
    }
    return result;
}

int vela_http_parser_execute(vela_http_parser_t *parser, const char *data, size_t len,
                             size_t *consumed)
{
    size_t done = 0, used;
    int result = VELA_HTTP_PARSE_AGAIN;

    while (parser->status == 0 && done < len) {
        if (parser->check == VELA_HTTP_CHECK_BODY) {
            result = feed(parser, data + done, len - done, &used);
        } else {
            result = execute_head(parser, data + done, len - done, &used);
        }
        done += used;
        if (result != VELA_HTTP_PARSE_AGAIN) {
            break;
        }
    }
    *consumed = done;
    if (parser->status != 0) {
        return VELA_EPROTOCOL;
    }
    return result;
}
