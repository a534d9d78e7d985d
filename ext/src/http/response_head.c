/*
 * Response head serialization (see response_head.h).
 *
 * Invariant: nothing is written to `out` past `cap`, and a field that fails
 * vela_http_field_is_valid() is never written: the whole head fails instead.
 */
#include "src/http/response_head.h"

#include "src/core/ascii.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "src/core/error.h"
#include "src/http/swar.h"

/*
 * A status, its reason phrase, and its whole status line, all built at
 * compile time: a response with a standard phrase costs one copy.
 */
struct reason {
    int status;
    const char *phrase;
    const char *line; /* "HTTP/1.1 200 OK\r\n" */
    size_t line_len;
};

#define STATUS_LINE(status, phrase) "HTTP/1.1 " #status " " phrase "\r\n"
#define REASON(status, phrase)                                                                     \
    {                                                                                              \
        status, phrase, STATUS_LINE(status, phrase), sizeof(STATUS_LINE(status, phrase)) - 1       \
    }

static const struct reason reasons[] = {
    REASON(100, "Continue"),
    REASON(101, "Switching Protocols"),
    REASON(200, "OK"),
    REASON(201, "Created"),
    REASON(202, "Accepted"),
    REASON(203, "Non-Authoritative Information"),
    REASON(204, "No Content"),
    REASON(205, "Reset Content"),
    REASON(206, "Partial Content"),
    REASON(300, "Multiple Choices"),
    REASON(301, "Moved Permanently"),
    REASON(302, "Found"),
    REASON(303, "See Other"),
    REASON(304, "Not Modified"),
    REASON(307, "Temporary Redirect"),
    REASON(308, "Permanent Redirect"),
    REASON(400, "Bad Request"),
    REASON(401, "Unauthorized"),
    REASON(402, "Payment Required"),
    REASON(403, "Forbidden"),
    REASON(404, "Not Found"),
    REASON(405, "Method Not Allowed"),
    REASON(406, "Not Acceptable"),
    REASON(407, "Proxy Authentication Required"),
    REASON(408, "Request Timeout"),
    REASON(409, "Conflict"),
    REASON(410, "Gone"),
    REASON(411, "Length Required"),
    REASON(412, "Precondition Failed"),
    REASON(413, "Content Too Large"),
    REASON(414, "URI Too Long"),
    REASON(415, "Unsupported Media Type"),
    REASON(416, "Range Not Satisfiable"),
    REASON(417, "Expectation Failed"),
    REASON(418, "I'm a teapot"),
    REASON(421, "Misdirected Request"),
    REASON(422, "Unprocessable Content"),
    REASON(425, "Too Early"),
    REASON(426, "Upgrade Required"),
    REASON(428, "Precondition Required"),
    REASON(429, "Too Many Requests"),
    REASON(431, "Request Header Fields Too Large"),
    REASON(451, "Unavailable For Legal Reasons"),
    REASON(500, "Internal Server Error"),
    REASON(501, "Not Implemented"),
    REASON(502, "Bad Gateway"),
    REASON(503, "Service Unavailable"),
    REASON(504, "Gateway Timeout"),
    REASON(505, "HTTP Version Not Supported"),
};

static const struct reason *find_reason(int status)
{
    for (size_t i = 0; i < sizeof(reasons) / sizeof(reasons[0]); i++) {
        if (reasons[i].status == status) {
            return &reasons[i];
        }
    }
    return NULL;
}

const char *vela_http_reason_phrase(int status)
{
    const struct reason *reason = find_reason(status);

    return reason ? reason->phrase : "Unknown";
}

bool vela_http_status_allows_body(int status)
{
    return status >= 200 && status != 204 && status != 304;
}

/*
 * True when `value` holds no CR, LF or NUL. Eight bytes at a time: every
 * field of every response goes through here.
 */
static bool value_is_clean(const char *value, size_t len)
{
    size_t i = 0;

    for (; i + 8 <= len; i += 8) {
        uint64_t word = vela__http_load_word(value + i);

        if (vela__http_zero_byte(word) | vela__http_has_byte(word, '\r') |
            vela__http_has_byte(word, '\n')) {
            return false;
        }
    }
    for (; i < len; i++) {
        if (value[i] == '\r' || value[i] == '\n' || value[i] == '\0') {
            return false;
        }
    }
    return true;
}

bool vela_http_field_is_valid(const char *name, size_t name_len, const char *value,
                              size_t value_len)
{
    if (name_len == 0) {
        return false;
    }
    for (size_t i = 0; i < name_len; i++) {
        if (!vela_ascii_is_token_char((unsigned char)name[i])) {
            return false;
        }
    }
    return value_is_clean(value, value_len);
}

/*
 * Fields the server writes itself; the application's copies are dropped.
 * Each owned name starts with 'd', 'c' or 't': a field with another first
 * letter (Vary is as long as Date) is let through without a strncasecmp()
 * call.
 */
static bool is_server_owned(const vela_http_field_t *field)
{
    char first = (char)(field->name_len > 0 ? field->name[0] | 0x20 : 0);

    if (first != 'd' && first != 'c' && first != 't') {
        return false;
    }
    switch (field->name_len) {
    case 4:
        return strncasecmp(field->name, "date", 4) == 0;
    case 10:
        return strncasecmp(field->name, "connection", 10) == 0;
    case 14:
        return strncasecmp(field->name, "content-length", 14) == 0;
    case 17:
        return strncasecmp(field->name, "transfer-encoding", 17) == 0;
    default:
        return false;
    }
}

static bool sets_server(const vela_http_response_head_t *head)
{
    for (size_t i = 0; i < head->field_count; i++) {
        if (head->fields[i].name_len == 6 && strncasecmp(head->fields[i].name, "server", 6) == 0) {
            return true;
        }
    }
    return false;
}

size_t vela_http_response_head_size(const vela_http_response_head_t *head)
{
    /* status line + owned fields (Server, Date, Content-Length, Connection) + blank line */
    size_t size = 64 + (head->reason ? head->reason_len : 40) + 160;

    size += head->server_name ? head->server_name_len : 0;
    for (size_t i = 0; i < head->field_count; i++) {
        size += head->fields[i].name_len + head->fields[i].value_len + 4;
    }
    return size;
}

/* A bounded writer: appends while there is room, remembers overflow. */
struct out {
    char *p;
    size_t len, cap;
    bool overflow;
};

static void put(struct out *out, const char *s, size_t len)
{
    if (out->overflow || out->cap - out->len < len) {
        out->overflow = true;
        return;
    }
    memcpy(out->p + out->len, s, len);
    out->len += len;
}

/* Writes "name: value\r\n" (one bounds check for the line). */
static void put_field(struct out *out, const char *name, size_t name_len, const char *value,
                      size_t value_len)
{
    char *p;

    if (out->overflow || out->cap - out->len < name_len + value_len + 4) {
        out->overflow = true;
        return;
    }
    p = out->p + out->len;
    memcpy(p, name, name_len);
    p += name_len;
    *p++ = ':';
    *p++ = ' ';
    memcpy(p, value, value_len);
    p += value_len;
    *p++ = '\r';
    *p++ = '\n';
    out->len = (size_t)(p - out->p);
}

/* put_field() for a name given as a string literal. */
#define PUT_FIELD(out, name, value, value_len)                                                     \
    put_field(out, name, sizeof(name) - 1, value, value_len)

static void put_status_line(struct out *out, const vela_http_response_head_t *head)
{
    const struct reason *known = head->reason ? NULL : find_reason(head->status);
    char code[4] = {(char)('0' + head->status / 100), (char)('0' + head->status / 10 % 10),
                    (char)('0' + head->status % 10), ' '};

    if (known) {
        put(out, known->line, known->line_len);
        return;
    }
    put(out, "HTTP/1.1 ", 9);
    put(out, code, 4);
    if (head->reason) {
        put(out, head->reason, head->reason_len);
    } else {
        put(out, "Unknown", 7);
    }
    put(out, "\r\n", 2);
}

/* Server, unless the application set its own: the last field a memo holds. */
static void put_server_field(struct out *out, const vela_http_response_head_t *head)
{
    if (head->server_name && head->server_name[0] && !sets_server(head)) {
        PUT_FIELD(out, "Server", head->server_name, head->server_name_len);
    }
}

/* Date, framing and Connection: the fields the server owns and writes anew every time. */
static void put_owned_fields(struct out *out, vela_http_response_head_t *head)
{
    char number[24];

    if (head->date) {
        PUT_FIELD(out, "Date", head->date, VELA_HTTP_DATE_LEN);
    }
    if (head->status == 101) {
        /* Switching protocols: no framing, the connection now carries the upgraded one. */
        PUT_FIELD(out, "Connection", "Upgrade", 7);
        return;
    }
    if (head->content_length >= 0) {
        if (vela_http_status_allows_body(head->status)) {
            PUT_FIELD(out, "Content-Length", number,
                      vela_ascii_decimal(number, (uint64_t)head->content_length));
        }
    } else if (head->http_1_0) {
        head->keep_alive = false;
    } else {
        PUT_FIELD(out, "Transfer-Encoding", "chunked", 7);
    }
    if (!head->keep_alive) {
        PUT_FIELD(out, "Connection", "close", 5);
    } else if (head->http_1_0) {
        PUT_FIELD(out, "Connection", "keep-alive", 10);
    }
}

/* Whether head's part before Date is the memo's: same status, Server and constant fields. */
static bool memo_matches(const vela_http_head_memo_t *memo, const vela_http_response_head_t *head)
{
    if (memo->len == 0 || memo->status != head->status || head->reason != NULL ||
        memo->field_count != head->field_count || memo->server_name != head->server_name ||
        memo->server_name_len != head->server_name_len) {
        return false;
    }
    for (size_t i = 0; i < head->field_count; i++) {
        const vela_http_field_t *field = &head->fields[i], *kept = &memo->fields[i];

        if (!field->constant || field->name != kept->name || field->name_len != kept->name_len ||
            field->value != kept->value || field->value_len != kept->value_len) {
            return false;
        }
    }
    return true;
}

/* Remembers out's bytes so far (the part before Date) when every field is constant. */
static void memo_keep(vela_http_head_memo_t *memo, const vela_http_response_head_t *head,
                      const struct out *out)
{
    if (head->reason != NULL || head->field_count > VELA_HTTP_HEAD_MEMO_FIELDS || out->overflow ||
        out->len > sizeof(memo->bytes)) {
        return;
    }
    for (size_t i = 0; i < head->field_count; i++) {
        if (!head->fields[i].constant) {
            return;
        }
        memo->fields[i] = head->fields[i];
    }
    memo->status = head->status;
    memo->field_count = head->field_count;
    memo->server_name = head->server_name;
    memo->server_name_len = head->server_name_len;
    memcpy(memo->bytes, out->p, out->len);
    memo->len = out->len;
}

/* The status line, the application's fields and Server. */
static int put_leading_part(struct out *out, const vela_http_response_head_t *head)
{
    put_status_line(out, head);
    for (size_t i = 0; i < head->field_count; i++) {
        const vela_http_field_t *field = &head->fields[i];

        if (!field->checked && !vela_http_field_is_valid(field->name, field->name_len, field->value,
                                                         field->value_len)) {
            return VELA_EINVAL;
        }
        if (!is_server_owned(field)) {
            put_field(out, field->name, field->name_len, field->value, field->value_len);
        }
    }
    put_server_field(out, head);
    return 0;
}

int vela_http_response_write_head(vela_http_response_head_t *head, char *out_buf, size_t cap,
                                  size_t *len)
{
    struct out out = {out_buf, 0, cap, false};

    *len = 0;
    if (head->status < 100 || head->status > 999 ||
        (head->reason && !vela_http_field_is_valid("r", 1, head->reason, head->reason_len))) {
        return VELA_EINVAL;
    }
    if (head->memo && memo_matches(head->memo, head)) {
        put(&out, head->memo->bytes, head->memo->len);
    } else if (put_leading_part(&out, head) != 0) {
        return VELA_EINVAL;
    } else if (head->memo) {
        memo_keep(head->memo, head, &out);
    }
    put_owned_fields(&out, head);
    put(&out, "\r\n", 2);
    if (out.overflow) {
        return VELA_ELIMIT;
    }
    *len = out.len;
    return 0;
}

size_t vela_http_chunk_line(char *out, size_t len)
{
    static const char hex[] = VELA_HEX_LOWER;
    char digits[16];
    size_t n = 0, i = 0;

    do {
        digits[n++] = hex[len & 15];
        len >>= 4;
    } while (len != 0);
    while (n > 0) {
        out[i++] = digits[--n];
    }
    out[i++] = '\r';
    out[i++] = '\n';
    return i;
}

/* Two decimal digits of 0..99. */
static char *put_two_digits(char *out, unsigned value)
{
    out[0] = (char)('0' + value / 10);
    out[1] = (char)('0' + value % 10);
    return out + 2;
}

/*
 * Written by hand, not with gmtime_r() and snprintf(): a request's coroutine refreshes the cache
 * once a second, and vfprintf alone takes ~1.5 KB of C stack, enough to touch a second page of
 * every coroutine stack that ever does it (docs/decisions.md, "A coroutine's C stack is one page").
 * The civil date from days since 1970-01-01 by H. Hinnant's days-to-civil algorithm (public
 * domain arithmetic); years 0-9999, which a time_t of this century stays in.
 */
const char *vela_http_date_get(vela_http_date_cache_t *cache, time_t now)
{
    static const char days[] = "ThuFriSatSunMonTueWed"; /* 1970-01-01 was a Thursday */
    static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";

    if (cache->value[0] != '\0' && cache->second == now) {
        return cache->value;
    }
    int64_t day = (int64_t)now / 86400, second = (int64_t)now % 86400;
    if (second < 0) {
        second += 86400;
        day--;
    }
    int64_t z = day + 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;                                      /* [0, 146096] */
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365; /* [0, 399] */
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);               /* [0, 365] */
    int64_t mp = (5 * doy + 2) / 153;                                    /* March = 0 */
    unsigned mday = (unsigned)(doy - (153 * mp + 2) / 5 + 1);
    unsigned month = (unsigned)(mp < 10 ? mp + 2 : mp - 10); /* January = 0 */
    int64_t year = yoe + era * 400 + (month < 2);
    unsigned weekday = (unsigned)(((day % 7) + 7) % 7);
    year = year < 0 ? 0 : year > 9999 ? 9999 : year;

    char *out = cache->value; /* "Sun, 06 Nov 1994 08:49:37 GMT" */
    memcpy(out, days + 3 * weekday, 3);
    memcpy(out + 3, ", ", 2);
    out = put_two_digits(out + 5, mday);
    *out++ = ' ';
    memcpy(out, months + 3 * month, 3);
    out[3] = ' ';
    out = put_two_digits(out + 4, (unsigned)(year / 100));
    out = put_two_digits(out, (unsigned)(year % 100));
    *out++ = ' ';
    out = put_two_digits(out, (unsigned)(second / 3600));
    *out++ = ':';
    out = put_two_digits(out, (unsigned)(second / 60 % 60));
    *out++ = ':';
    out = put_two_digits(out, (unsigned)(second % 60));
    memcpy(out, " GMT", 5);
    cache->second = now;
    return cache->value;
}
