/*
 * The request parser: strict pre-check + llhttp glue (see parser.h).
 *
 * Invariants: llhttp never sees a head or trailer byte the pre-check has not
 * accepted; on_head never sees a head that breaks RFC 9112's rules (see
 * parser.h); head strings are appended to parser->buf in arrival order, and a
 * header is a (name, value) pair of ranges in it (the Host of an
 * absolute-form request may instead point at the target's authority);
 * parser->status != 0 means the parser is dead and every later execute
 * fails at once. The head cache (parser->cache) holds only a head that was
 * accepted whole, from one piece of input, by the path through llhttp, and
 * a cached head is used only at the start of a message after one that was
 * kept alive, which is where llhttp would parse it the same way. While a
 * cached head's body is read without llhttp (cached_body), llhttp stays
 * where the last message it parsed left it, at the start of a message; when
 * the plain chunked form ends (hand_to_llhttp) it is fed the cached head
 * and a stand-in for the chunks read so far with `replaying` set, which
 * makes every callback a no-op, so it reaches the state it would be in had
 * it parsed the message from its start.
 */
#include "src/http/parser.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "src/core/ascii.h"
#include "src/core/assert.h"
#include "src/core/error.h"
#include "src/http/swar.h"
#include "src/http/target.h"

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

/*
 * The remembered head: `head` with its fields and strings in `bytes` (the
 * raw head, raw_len bytes, then the head's strings), all in one block.
 */
struct vela_http_head_cache {
    size_t size; /* bytes allocated for `bytes` */
    size_t raw_len;
    vela_http_head_t head;
    vela_http_header_t fields[VELA_HTTP_HEAD_CACHE_MAX_FIELDS];
    char bytes[];
};

static int on_message_begin(llhttp_t *llhttp)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);

    parser->buf_len = 0;
    parser->header_count = 0;
    parser->in_value = false;
    parser->expect_other = false;
    parser->expect_seen = false;
    parser->empty_name = false;
    parser->host_count = 0;
    parser->host_index = -1;
    parser->in_trailers = false;
    parser->body_bytes = 0;
    parser->target_off = 0;
    parser->target_len = 0;
    return 0;
}

static int on_url(llhttp_t *llhttp, const char *at, size_t len)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);

    if (parser->replaying) {
        return 0;
    }
    parser->target_len += len;
    return store(parser, at, len);
}

static int on_header_field(llhttp_t *llhttp, const char *at, size_t len)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);
    vela_http_header_t *header;

    if (parser->in_trailers || parser->replaying) {
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

    if (parser->in_trailers || parser->replaying) {
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

/* Method names and their lengths by llhttp's number, to skip a switch and a strlen per request. */
#define METHOD_NAME(num, name, string) [num] = {#string, sizeof(#string) - 1},
static const struct {
    const char *name;
    size_t len;
} method_names[] = {HTTP_ALL_METHOD_MAP(METHOD_NAME)};
#undef METHOD_NAME

/*
 * Case-insensitive match of a 4-letter lower-case name: one word compare
 * (c | 0x20 folds only letters, exactly, and the literal is letters).
 */
static bool is_name4(const char *name, const char *lower)
{
    uint32_t word, expected;

    memcpy(&word, name, 4);
    memcpy(&expected, lower, 4);
    return (word | 0x20202020u) == expected;
}

/* Notes the fields the head rules look at: Host, Expect, an empty name. */
static void note_field(vela_http_parser_t *parser, const vela_http_header_t *header, size_t i)
{
    switch (header->name_len) {
    case 0:
        parser->empty_name = true;
        break;
    case 4:
        if (is_name4(header->name, "host")) {
            parser->host_count++;
            parser->host_index = (long)i;
        }
        break;
    case 6:
        if (is_name4(header->name, "expe") && (header->name[4] | 0x20) == 'c' &&
            (header->name[5] | 0x20) == 't') {
            parser->expect_seen = true;
            parser->expect_other |=
                !(header->value_len == 12 && strncasecmp(header->value, "100-continue", 12) == 0);
        }
        break;
    }
}

/* Turns stored offsets into pointers, trims trailing OWS, notes fields. */
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
        note_field(parser, header, i);
    }
}

static void fill_head(vela_http_parser_t *parser, vela_http_head_t *head)
{
    llhttp_t *llhttp = &parser->llhttp;
    bool has_length = (llhttp->flags & F_CONTENT_LENGTH) != 0;

    if (llhttp->method < sizeof(method_names) / sizeof(method_names[0]) &&
        method_names[llhttp->method].name != NULL) {
        head->method = method_names[llhttp->method].name;
        head->method_len = method_names[llhttp->method].len;
    } else {
        head->method = llhttp_method_name((llhttp_method_t)llhttp->method);
        head->method_len = strlen(head->method);
    }
    head->target = parser->buf + parser->target_off;
    head->target_len = parser->target_len;
    head->version_major = llhttp->http_major;
    head->version_minor = llhttp->http_minor;
    head->headers = parser->headers;
    head->header_count = parser->header_count;
    head->content_length = has_length ? (int64_t)llhttp->content_length : -1;
    head->chunked = (llhttp->flags & F_CHUNKED) != 0;
    head->upgrade = llhttp->upgrade != 0;
    head->keep_alive = llhttp_should_keep_alive(llhttp) && !head->upgrade;
    head->expect_continue =
        parser->expect_seen && !parser->expect_other && (head->chunked || head->content_length > 0);
}

/*
 * RFC 9110 §2.5, §15.6.6: 1.0 and 1.1 are served, a later 1.x as 1.1; 0.9
 * (which llhttp also reports for a request line without a version, HTTP/0.9's
 * form) and 2+ are not.
 */
static int check_version(vela_http_head_t *head, const char **reason)
{
    if (head->version_major != 1) {
        *reason = "an HTTP version other than 1.x";
        return 505;
    }
    if (head->version_minor > 1) {
        head->version_minor = 1;
    }
    return 0;
}

/*
 * vela_http_host_is_valid(), remembering the last valid value: a keep-alive
 * client sends the same Host with every request, checked once.
 */
static bool host_is_valid(vela_http_parser_t *parser, const vela_http_header_t *host)
{
    if (host->value_len == parser->valid_host_len && host->value_len > 0 &&
        memcmp(host->value, parser->valid_host, host->value_len) == 0) {
        return true;
    }
    if (!vela_http_host_is_valid(host->value, host->value_len)) {
        return false;
    }
    if (host->value_len <= sizeof(parser->valid_host)) {
        memcpy(parser->valid_host, host->value, host->value_len);
        parser->valid_host_len = (unsigned char)host->value_len;
    }
    return true;
}

/*
 * The field rules llhttp leaves out (RFC 9110 §5.1, RFC 9112 §3.2, §6.1),
 * over what note_field() saw.
 */
static int check_fields(vela_http_parser_t *parser, const vela_http_head_t *head,
                        const char **reason)
{
    const vela_http_header_t *host =
        parser->host_count == 1 ? &head->headers[parser->host_index] : NULL;

    if (parser->empty_name) {
        *reason = "an empty field name";
        return 400;
    }
    if (parser->host_count > 1) {
        *reason = "two Host fields";
        return 400;
    }
    if (host != NULL && !host_is_valid(parser, host)) {
        *reason = "an invalid Host value";
        return 400;
    }
    if (parser->host_count == 0 && head->version_minor == 1) {
        *reason = "an HTTP/1.1 request without Host";
        return 400;
    }
    if (head->version_minor == 0 && (parser->llhttp.flags & F_TRANSFER_ENCODING)) {
        *reason = "Transfer-Encoding in an HTTP/1.0 request";
        return 400;
    }
    return 0;
}

/*
 * Hands an absolute-form target over as origin form, its authority as the
 * Host value (RFC 9112 §3.2.2: the received Host is ignored). With no path,
 * the authority moves one byte left, into the "//", to make room for "/".
 * An HTTP/1.0 request without Host gets one, its name written over the
 * scheme ("http" or "https"), so every head string stays in the buffer.
 */
static void adopt_absolute_form(vela_http_parser_t *parser, vela_http_head_t *head,
                                const vela_http_target_t *target, long host)
{
    char *scheme = parser->buf + (head->target - parser->buf);
    char *authority = parser->buf + (target->authority - parser->buf);
    size_t len = target->authority_len;

    head->target = target->path;
    head->target_len = target->path_len;
    if (target->path_len == 0 || target->path[0] == '?') {
        memmove(authority - 1, authority, len);
        authority--;
        authority[len] = '/';
        head->target = authority + len;
        head->target_len = target->path_len + 1;
    }
    if (host < 0 && parser->header_count < VELA_HTTP_MAX_HEADERS) {
        host = (long)parser->header_count++;
        parser->headers[host] = (vela_http_header_t){memcpy(scheme, "Host", 4), 4, NULL, 0};
        head->header_count = parser->header_count;
    }
    if (host >= 0) {
        parser->headers[host].value = authority;
        parser->headers[host].value_len = len;
    }
}

/* The target's form must suit the method; no fragment, no broken escape. */
static int check_target(vela_http_parser_t *parser, vela_http_head_t *head, long host,
                        const char **reason)
{
    llhttp_method_t method = (llhttp_method_t)parser->llhttp.method;
    vela_http_target_t target;

    if (head->target_len > 0 && head->target[0] == '/') { /* origin-form: the common case */
        *reason = vela_http_path_check(head->target, head->target_len);
        return *reason ? 400 : 0;
    }
    if (method == HTTP_CONNECT) {
        return 0; /* authority-form; the request is answered and the connection closed */
    }
    if (!vela_http_target_parse(head->target, head->target_len, &target, reason)) {
        return 400;
    }
    if (target.form == VELA_HTTP_TARGET_ASTERISK && method != HTTP_OPTIONS) {
        *reason = "the asterisk-form for a method other than OPTIONS";
        return 400;
    }
    if (target.form == VELA_HTTP_TARGET_AUTHORITY) {
        *reason = "the authority-form for a method other than CONNECT";
        return 400;
    }
    if (target.form == VELA_HTTP_TARGET_ABSOLUTE) {
        adopt_absolute_form(parser, head, &target, host);
    }
    return 0;
}

/* Everything on_head must never see; 0 or the status to answer. */
static int check_head_rules(vela_http_parser_t *parser, vela_http_head_t *head, const char **reason)
{
    int status = check_version(head, reason);

    if (status == 0) {
        status = check_fields(parser, head, reason);
    }
    if (status == 0) {
        status = check_target(parser, head, parser->host_index, reason);
    }
    return status;
}

/* Whether the head just parsed may be remembered (see parser.h). */
static bool is_cacheable(const vela_http_parser_t *parser, const vela_http_head_t *head)
{
    return !parser->cache_off && parser->raw_len > 0 &&
           parser->raw_len <= VELA_HTTP_HEAD_CACHE_MAX_BYTES &&
           head->header_count <= VELA_HTTP_HEAD_CACHE_MAX_FIELDS && head->keep_alive &&
           !head->upgrade && !parser->expect_seen &&
           head->target == parser->buf + parser->target_off; /* not rewritten from absolute form */
}

/*
 * Remembers `head` (accepted, its strings in parser->buf) and its raw bytes
 * (parser->raw). Without memory it keeps nothing: the cache only saves work.
 */
static void remember(vela_http_parser_t *parser, const vela_http_head_t *head)
{
    size_t need = parser->raw_len + parser->buf_len;
    vela_http_head_cache_t *cache = parser->cache;
    char *strings;

    if (cache == NULL || cache->size < need) {
        free(cache);
        parser->cache = cache = malloc(sizeof(*cache) + need);
        if (cache == NULL) {
            return;
        }
        cache->size = need;
    }
    cache->raw_len = parser->raw_len;
    memcpy(cache->bytes, parser->raw, parser->raw_len);
    strings = memcpy(cache->bytes + parser->raw_len, parser->buf, parser->buf_len);
    cache->head = *head;
    cache->head.target = strings + (head->target - parser->buf);
    for (size_t i = 0; i < head->header_count; i++) {
        cache->fields[i].name = strings + (head->headers[i].name - parser->buf);
        cache->fields[i].name_len = head->headers[i].name_len;
        cache->fields[i].value = strings + (head->headers[i].value - parser->buf);
        cache->fields[i].value_len = head->headers[i].value_len;
    }
    cache->head.headers = cache->fields;
}

static int on_headers_complete(llhttp_t *llhttp)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);
    vela_http_head_t head;
    const char *reason = NULL;
    int status;

    if (parser->replaying) {
        parser->check = VELA_HTTP_CHECK_BODY;
        return 0; /* hand_to_llhttp(): the head was accepted when it was cached */
    }
    finish_headers(parser);
    fill_head(parser, &head);
    parser->check = VELA_HTTP_CHECK_BODY;
    parser->kept_alive = head.keep_alive;
    status = check_head_rules(parser, &head, &reason);
    if (status != 0) {
        return fail(parser, status, reason);
    }
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
    if (is_cacheable(parser, &head)) {
        remember(parser, &head);
    }
    return head.upgrade ? 1 : 0;
}

/* A piece of body to the callback, counted against max_body_size; 0 or HPE_USER. */
static int take_body(vela_http_parser_t *parser, const char *at, size_t len)
{
    int status;

    parser->body_bytes += len;
    if (parser->body_bytes > parser->max_body_size) {
        return fail(parser, 413, "body over max_body_size");
    }
    status = parser->callbacks->on_body(parser, at, len);
    return status == 0 ? 0 : fail(parser, status, "rejected by the body callback");
}

static int on_body(llhttp_t *llhttp, const char *at, size_t len)
{
    vela_http_parser_t *parser = from_llhttp(llhttp);

    return parser->replaying ? 0 : take_body(parser, at, len);
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

/* The message is complete: tells the callback and waits for the next one; 0 or HPE_USER. */
static int complete_message(vela_http_parser_t *parser)
{
    int status = parser->callbacks->on_complete(parser);

    if (status != 0) {
        return fail(parser, status, "rejected by the complete callback");
    }
    parser->check = VELA_HTTP_CHECK_FIRST;
    parser->head_bytes = 0;
    parser->request_line_done = false;
    return 0;
}

static int on_message_complete(llhttp_t *llhttp)
{
    int status = complete_message(from_llhttp(llhttp));

    return status != 0 ? status : HPE_PAUSED;
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
    /* Any digit.digit version reaches check_version(): 1.2 is served as 1.1, 2.0 gets 505. */
    parser->llhttp.lenient_flags |= LENIENT_VERSION;
    parser->callbacks = callbacks;
    parser->data = data;
    parser->max_header_size = max_header_size;
    parser->max_body_size = max_body_size;
    parser->check = VELA_HTTP_CHECK_FIRST;
    parser->kept_alive = true;
}

void vela_http_parser_set_head_cache(vela_http_parser_t *parser, bool on)
{
    VELA_ASSERT(vela_http_parser_is_idle(parser) || parser->status != 0);

    parser->cache_off = !on;
    if (!on) {
        vela_http_parser_release(parser);
    }
}

void vela_http_parser_release(vela_http_parser_t *parser)
{
    free(parser->cache);
    parser->cache = NULL;
}

void vela_http_parser_set_buffer(vela_http_parser_t *parser, char *buf, size_t cap)
{
    size_t table = VELA_HTTP_MAX_HEADERS * sizeof(vela_http_header_t);
    size_t strings = cap > table ? ((cap - table) / 16) * 16 : 0;

    VELA_ASSERT(vela_http_parser_is_idle(parser) || parser->status != 0);

    parser->buf = strings > 0 ? buf : NULL;
    parser->buf_cap = strings;
    parser->buf_len = 0;
    parser->headers = strings > 0 ? (vela_http_header_t *)(void *)(buf + strings) : NULL;
}

bool vela_http_parser_is_idle(const vela_http_parser_t *parser)
{
    return parser->check == VELA_HTTP_CHECK_FIRST && parser->head_bytes == 0;
}

/*
 * Index of the first CR or LF in data[from, len), or len. Eight bytes at a
 * time: most head bytes are plain line content.
 */
static size_t find_line_end(const char *data, size_t from, size_t len)
{
    for (; from + 8 <= len; from += 8) {
        uint64_t word = vela__http_load_word(data + from);
        uint64_t hits = vela__http_has_byte(word, '\r') | vela__http_has_byte(word, '\n');

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
            if (!parser->request_line_done) {
                parser->request_line_done = true;
                parser->request_line_len = parser->head_bytes + i + 1;
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
    bool fresh = vela_http_parser_is_idle(parser), head_done;
    size_t n = check_head(parser, data, len, &head_done);
    int result;

    if (n == (size_t)-1) {
        *used = 0;
        return VELA_EPROTOCOL;
    }
    parser->head_bytes += n;
    if (parser->head_bytes > parser->max_header_size) {
        /* RFC 9112 §3: a request line too long is 414, not a header-field problem */
        bool line_too_long =
            !parser->request_line_done || parser->request_line_len > parser->max_header_size;

        *used = 0;
        if (line_too_long) {
            fail(parser, 414, "request line over max_header_size");
        } else {
            fail(parser, 431, "request head over max_header_size");
        }
        return VELA_EPROTOCOL;
    }
    parser->raw = data;
    parser->raw_len = fresh && head_done ? n : 0; /* the whole head, for remember() */
    result = feed(parser, data, n, used);
    parser->raw_len = 0;
    if (result == VELA_HTTP_PARSE_AGAIN && head_done && parser->check != VELA_HTTP_CHECK_BODY) {
        /* llhttp consumed the blank line without completing a head. */
        fail(parser, 400, "malformed request head");
        return VELA_EPROTOCOL;
    }
    return result;
}

/* What execute_cached() returns when the cache does not apply. */
#define NO_HIT 2

/* Where a cached head's chunked body is (parser->chunk_state). */
enum { CHUNK_SIZE, CHUNK_DATA, CHUNK_DATA_END };

/*
 * The remembered head, when `data` starts with its bytes at the start of a
 * message that llhttp would parse as it did then: on_head gets it, and the
 * message completes (DONE) or its body follows (AGAIN). Returns NO_HIT
 * (nothing consumed) when it does not apply.
 */
static int execute_cached(vela_http_parser_t *parser, const char *data, size_t len, size_t *used)
{
    const vela_http_head_cache_t *cache = parser->cache;
    int status;

    if (cache == NULL || !parser->kept_alive || len < cache->raw_len ||
        !vela_http_parser_is_idle(parser) || memcmp(data, cache->bytes, cache->raw_len) != 0) {
        return NO_HIT;
    }
    *used = cache->raw_len;
    parser->body_bytes = 0;
    status = parser->callbacks->on_head(parser, &cache->head);
    if (status != 0) {
        fail(parser, status, "rejected by the head callback");
        return VELA_EPROTOCOL;
    }
    if (cache->head.content_length > 0 || cache->head.chunked) {
        parser->check = VELA_HTTP_CHECK_BODY;
        parser->cached_body = true;
        parser->cached_chunked = cache->head.chunked;
        parser->chunk_state = CHUNK_SIZE;
        parser->cached_body_left = cache->head.chunked ? 0 : (uint64_t)cache->head.content_length;
        return VELA_HTTP_PARSE_AGAIN;
    }
    return complete_message(parser) == 0 ? VELA_HTTP_PARSE_DONE : VELA_EPROTOCOL;
}

/* The Content-Length body of a cached head, counted off without llhttp. */
static int execute_cached_body(vela_http_parser_t *parser, const char *data, size_t len,
                               size_t *used)
{
    size_t n = len < parser->cached_body_left ? len : (size_t)parser->cached_body_left;

    *used = n;
    if (take_body(parser, data, n) != 0) {
        return VELA_EPROTOCOL;
    }
    parser->cached_body_left -= n;
    if (parser->cached_body_left > 0) {
        return VELA_HTTP_PARSE_AGAIN;
    }
    parser->cached_body = false;
    return complete_message(parser) == 0 ? VELA_HTTP_PARSE_DONE : VELA_EPROTOCOL;
}

/*
 * Leaves the plain chunked form: llhttp, still at the start of a message,
 * is fed the cached head and `stand_in` (chunk framing that puts it where
 * the body is: "" before the first size line, "1\r\nX\r\n" before a
 * later one, "1\r\nX" before the CRLF after chunk data) with every callback
 * silenced, and the parser state is what the head's own parsing would have
 * left. llhttp then parses the rest of the body from `data` on. Consumes
 * nothing; returns AGAIN.
 */
static int hand_to_llhttp(vela_http_parser_t *parser, const char *stand_in, size_t *used)
{
    const vela_http_head_cache_t *cache = parser->cache;
    uint64_t body_bytes = parser->body_bytes;
    llhttp_errno_t err;

    parser->replaying = true;
    err = llhttp_execute(&parser->llhttp, cache->bytes, cache->raw_len);
    if (err == HPE_OK) {
        err = llhttp_execute(&parser->llhttp, stand_in, strlen(stand_in));
    }
    parser->replaying = false;
    VELA_ASSERT(err == HPE_OK); /* the head was accepted; the stand-in is plain framing */
    (void)err;
    parser->body_bytes = body_bytes;
    parser->cached_body = false;
    parser->cached_chunked = false;
    parser->check = VELA_HTTP_CHECK_BODY;
    parser->head_bytes = cache->raw_len; /* what trailers count toward max_header_size */
    parser->request_line_done = true;
    parser->request_line_len = 0; /* the head passed: no 414 from it now */
    *used = 0;
    return VELA_HTTP_PARSE_AGAIN;
}

/*
 * A chunk-size line in the plain form: 1 to 15 hex digits and CRLF, whole in
 * `data`; the last chunk ("0") only with the CRLF that ends the message
 * after it (no trailers) and when those two bytes keep the head within
 * max_header_size, as the trailer check would. Anything else goes to llhttp.
 */
static int execute_chunk_size(vela_http_parser_t *parser, const char *data, size_t len,
                              size_t *used)
{
    const char *stand_in = parser->body_bytes > 0 ? "1\r\nX\r\n" : "";
    uint64_t size = 0;
    size_t i = 0;
    int digit;

    while (i < len && i < 15 && (digit = vela_hex_value(data[i])) >= 0) {
        size = size * 16 + (uint64_t)digit;
        i++;
    }
    if (i == 0 || len - i < 2 || data[i] != '\r' || data[i + 1] != '\n') {
        return hand_to_llhttp(parser, stand_in, used);
    }
    if (size > 0) {
        *used = i + 2;
        parser->chunk_state = CHUNK_DATA;
        parser->cached_body_left = size;
        return VELA_HTTP_PARSE_AGAIN;
    }
    if (len - i < 4 || data[i + 2] != '\r' || data[i + 3] != '\n' ||
        parser->cache->raw_len + 2 > parser->max_header_size) {
        return hand_to_llhttp(parser, stand_in, used);
    }
    *used = i + 4;
    parser->cached_body = false;
    parser->cached_chunked = false;
    return complete_message(parser) == 0 ? VELA_HTTP_PARSE_DONE : VELA_EPROTOCOL;
}

/* The chunked body of a cached head in the plain form, without llhttp (see parser.h). */
static int execute_cached_chunked(vela_http_parser_t *parser, const char *data, size_t len,
                                  size_t *used)
{
    size_t n;

    switch (parser->chunk_state) {
    case CHUNK_SIZE:
        return execute_chunk_size(parser, data, len, used);
    case CHUNK_DATA:
        n = len < parser->cached_body_left ? len : (size_t)parser->cached_body_left;
        *used = n;
        if (take_body(parser, data, n) != 0) {
            return VELA_EPROTOCOL;
        }
        parser->cached_body_left -= n;
        if (parser->cached_body_left == 0) {
            parser->chunk_state = CHUNK_DATA_END;
        }
        return VELA_HTTP_PARSE_AGAIN;
    default:
        if (len < 2 || data[0] != '\r' || data[1] != '\n') {
            return hand_to_llhttp(parser, "1\r\nX", used);
        }
        *used = 2;
        parser->chunk_state = CHUNK_SIZE;
        return VELA_HTTP_PARSE_AGAIN;
    }
}

int vela_http_parser_execute(vela_http_parser_t *parser, const char *data, size_t len,
                             size_t *consumed)
{
    size_t done = 0, used;
    int result = VELA_HTTP_PARSE_AGAIN;

    VELA_ASSERT(parser->check <= VELA_HTTP_CHECK_BODY);
    VELA_ASSERT(parser->status != 0 || parser->buf != NULL || len == 0 ||
                parser->check == VELA_HTTP_CHECK_BODY);
    while (parser->status == 0 && done < len) {
        if (parser->cached_chunked) {
            result = execute_cached_chunked(parser, data + done, len - done, &used);
        } else if (parser->cached_body) {
            result = execute_cached_body(parser, data + done, len - done, &used);
        } else if (parser->check == VELA_HTTP_CHECK_BODY) {
            result = feed(parser, data + done, len - done, &used);
        } else if ((result = execute_cached(parser, data + done, len - done, &used)) == NO_HIT) {
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
