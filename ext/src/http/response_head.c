/*
 * Response head serialization (see response_head.h).
 *
 * Invariant: nothing is written to `out` past `cap`, and a field that fails
 * vela_http_field_is_valid() is never written: the whole head fails instead.
 */
#include "src/http/response_head.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "src/core/error.h"

struct reason {
    int status;
    const char *phrase;
};

static const struct reason reasons[] = {
    {100, "Continue"},
    {101, "Switching Protocols"},
    {200, "OK"},
    {201, "Created"},
    {202, "Accepted"},
    {203, "Non-Authoritative Information"},
    {204, "No Content"},
    {205, "Reset Content"},
    {206, "Partial Content"},
    {300, "Multiple Choices"},
    {301, "Moved Permanently"},
    {302, "Found"},
    {303, "See Other"},
    {304, "Not Modified"},
    {307, "Temporary Redirect"},
    {308, "Permanent Redirect"},
    {400, "Bad Request"},
    {401, "Unauthorized"},
    {402, "Payment Required"},
    {403, "Forbidden"},
    {404, "Not Found"},
    {405, "Method Not Allowed"},
    {406, "Not Acceptable"},
    {407, "Proxy Authentication Required"},
    {408, "Request Timeout"},
    {409, "Conflict"},
    {410, "Gone"},
    {411, "Length Required"},
    {412, "Precondition Failed"},
    {413, "Content Too Large"},
    {414, "URI Too Long"},
    {415, "Unsupported Media Type"},
    {416, "Range Not Satisfiable"},
    {417, "Expectation Failed"},
    {418, "I'm a teapot"},
    {421, "Misdirected Request"},
    {422, "Unprocessable Content"},
    {425, "Too Early"},
    {426, "Upgrade Required"},
    {428, "Precondition Required"},
    {429, "Too Many Requests"},
    {431, "Request Header Fields Too Large"},
    {451, "Unavailable For Legal Reasons"},
    {500, "Internal Server Error"},
    {501, "Not Implemented"},
    {502, "Bad Gateway"},
    {503, "Service Unavailable"},
    {504, "Gateway Timeout"},
    {505, "HTTP Version Not Supported"},
};

const char *vela_http_reason_phrase(int status)
{
    for (size_t i = 0; i < sizeof(reasons) / sizeof(reasons[0]); i++) {
        if (reasons[i].status == status) {
            return reasons[i].phrase;
        }
    }
    return "Unknown";
}

bool vela_http_status_allows_body(int status)
{
    return status >= 200 && status != 204 && status != 304;
}

/* RFC 9110 tchar, as a table: every response field name is checked. */
static const bool token_chars[256] = {
    ['!'] = 1, ['#'] = 1, ['$'] = 1, ['%'] = 1, ['&'] = 1, ['\''] = 1, ['*'] = 1, ['+'] = 1,
    ['-'] = 1, ['.'] = 1, ['^'] = 1, ['_'] = 1, ['`'] = 1, ['|'] = 1,  ['~'] = 1, ['0'] = 1,
    ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1,  ['7'] = 1, ['8'] = 1,
    ['9'] = 1, ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1,  ['F'] = 1, ['G'] = 1,
    ['H'] = 1, ['I'] = 1, ['J'] = 1, ['K'] = 1, ['L'] = 1, ['M'] = 1,  ['N'] = 1, ['O'] = 1,
    ['P'] = 1, ['Q'] = 1, ['R'] = 1, ['S'] = 1, ['T'] = 1, ['U'] = 1,  ['V'] = 1, ['W'] = 1,
    ['X'] = 1, ['Y'] = 1, ['Z'] = 1, ['a'] = 1, ['b'] = 1, ['c'] = 1,  ['d'] = 1, ['e'] = 1,
    ['f'] = 1, ['g'] = 1, ['h'] = 1, ['i'] = 1, ['j'] = 1, ['k'] = 1,  ['l'] = 1, ['m'] = 1,
    ['n'] = 1, ['o'] = 1, ['p'] = 1, ['q'] = 1, ['r'] = 1, ['s'] = 1,  ['t'] = 1, ['u'] = 1,
    ['v'] = 1, ['w'] = 1, ['x'] = 1, ['y'] = 1, ['z'] = 1,
};

static bool is_token_char(unsigned char c)
{
    return token_chars[c];
}

/* Nonzero when a byte of `word` is zero (exact: no false positives). */
static uint64_t has_zero_byte(uint64_t word)
{
    return (word - 0x0101010101010101u) & ~word & 0x8080808080808080u;
}

/*
 * True when `value` holds no CR, LF or NUL. Eight bytes at a time: every
 * field of every response goes through here.
 */
static bool value_is_clean(const char *value, size_t len)
{
    size_t i = 0;

    for (; i + 8 <= len; i += 8) {
        uint64_t word;

        memcpy(&word, value + i, 8);
        if (has_zero_byte(word) | has_zero_byte(word ^ 0x0d0d0d0d0d0d0d0du) |
            has_zero_byte(word ^ 0x0a0a0a0a0a0a0a0au)) {
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
        if (!is_token_char((unsigned char)name[i])) {
            return false;
        }
    }
    return value_is_clean(value, value_len);
}

/* Fields the server writes itself; the application's copies are dropped. */
static bool is_server_owned(const vela_http_field_t *field)
{
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

    size += head->server_name ? strlen(head->server_name) : 0;
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

/* Decimal digits of `value` into `buf` (at least 20 bytes); returns the length. */
static size_t format_decimal(char *buf, uint64_t value)
{
    char digits[20];
    size_t n = 0, i = 0;

    do {
        digits[n++] = (char)('0' + value % 10);
        value /= 10;
    } while (value != 0);
    while (n > 0) {
        buf[i++] = digits[--n];
    }
    return i;
}

static void put_status_line(struct out *out, const vela_http_response_head_t *head)
{
    char code[4] = {(char)('0' + head->status / 100), (char)('0' + head->status / 10 % 10),
                    (char)('0' + head->status % 10), ' '};
    const char *reason = head->reason ? head->reason : vela_http_reason_phrase(head->status);
    size_t reason_len = head->reason ? head->reason_len : strlen(reason);

    put(out, "HTTP/1.1 ", 9);
    put(out, code, 4);
    put(out, reason, reason_len);
    put(out, "\r\n", 2);
}

/* Server, Date, framing and Connection: the fields the server owns. */
static void put_owned_fields(struct out *out, vela_http_response_head_t *head)
{
    char number[24];

    if (head->server_name && head->server_name[0] && !sets_server(head)) {
        PUT_FIELD(out, "Server", head->server_name, strlen(head->server_name));
    }
    if (head->date) {
        PUT_FIELD(out, "Date", head->date, VELA_HTTP_DATE_LEN);
    }
    if (head->content_length >= 0) {
        if (vela_http_status_allows_body(head->status)) {
            PUT_FIELD(out, "Content-Length", number,
                      format_decimal(number, (uint64_t)head->content_length));
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

int vela_http_response_write_head(vela_http_response_head_t *head, char *out_buf, size_t cap,
                                  size_t *len)
{
    struct out out = {out_buf, 0, cap, false};

    *len = 0;
    if (head->status < 100 || head->status > 999 ||
        (head->reason && !vela_http_field_is_valid("r", 1, head->reason, head->reason_len))) {
        return VELA_EINVAL;
    }
    put_status_line(&out, head);
    for (size_t i = 0; i < head->field_count; i++) {
        const vela_http_field_t *field = &head->fields[i];

        if (!vela_http_field_is_valid(field->name, field->name_len, field->value,
                                      field->value_len)) {
            return VELA_EINVAL;
        }
        if (!is_server_owned(field)) {
            put_field(&out, field->name, field->name_len, field->value, field->value_len);
        }
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
    static const char hex[] = "0123456789abcdef";
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

const char *vela_http_date_get(vela_http_date_cache_t *cache, time_t now)
{
    static const char days[][4] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static const char months[][4] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                     "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    struct tm tm;
    char text[64];

    if (cache->value[0] != '\0' && cache->second == now) {
        return cache->value;
    }
    gmtime_r(&now, &tm);
    snprintf(text, sizeof(text), "%s, %02d %s %04d %02d:%02d:%02d GMT", days[tm.tm_wday],
             tm.tm_mday, months[tm.tm_mon], tm.tm_year + 1900, tm.tm_hour, tm.tm_min, tm.tm_sec);
    memcpy(cache->value, text, VELA_HTTP_DATE_LEN);
    cache->value[VELA_HTTP_DATE_LEN] = '\0';
    cache->second = now;
    return cache->value;
}
