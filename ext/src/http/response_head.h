/*
 * HTTP/1.1 response heads: status line, reason phrases, header validation,
 * the cached Date value and chunked framing.
 *
 * Design. A response head is written into one caller-supplied buffer in one
 * pass (no allocation): status line, the application's fields, then the
 * fields the server owns: Server (unless the application set one), Date,
 * Content-Length for a body of known length or Transfer-Encoding: chunked for
 * a streamed one, and Connection. The application's Content-Length,
 * Transfer-Encoding, Connection and Date fields are never written: framing is
 * the server's, or a handler could desynchronise the connection. Names and
 * values are validated (vela_http_field_is_valid()) by the binding when they
 * are set, and it marks them `checked`; any other field is checked by the
 * serializer, which fails rather than write a CR or LF. The Date value is
 * formatted at most once a second per cache.
 */
#ifndef VELA_HTTP_RESPONSE_H
#define VELA_HTTP_RESPONSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

/* Length of an IMF-fixdate, "Sun, 06 Nov 1994 08:49:37 GMT". */
#define VELA_HTTP_DATE_LEN 29

/* Longest chunk-size line vela_http_chunk_line() writes ("ffffffffffffffff\r\n"). */
#define VELA_HTTP_CHUNK_LINE_MAX 18

/* The last chunk of a chunked body, with no trailer. */
#define VELA_HTTP_LAST_CHUNK "0\r\n\r\n"

typedef struct vela_http_field {
    const char *name;
    size_t name_len;
    const char *value;
    size_t value_len;
    bool checked; /* its owner validated it with vela_http_field_is_valid() when it was set */
    /* name and value are never changed nor freed while the process runs (literals, permanent
     * interned strings): their addresses name their bytes, so a memo may compare addresses */
    bool constant;
} vela_http_field_t;

/* The most fields, and bytes, a head memo remembers. */
#define VELA_HTTP_HEAD_MEMO_FIELDS 4
#define VELA_HTTP_HEAD_MEMO_BYTES 256

/*
 * The last head written whose fields were all `constant`: its status line,
 * fields and Server field as written, copied instead of written again while
 * a head has the same status, the very same fields (addresses and lengths)
 * and the same Server value. Date and the framing fields are always written
 * anew. Zeroed means empty; owned by whoever owns the server_name it
 * remembers (one per server). Loop context.
 */
typedef struct vela_http_head_memo {
    int status;
    size_t field_count;
    vela_http_field_t fields[VELA_HTTP_HEAD_MEMO_FIELDS];
    const char *server_name;
    size_t server_name_len;
    size_t len; /* 0: nothing remembered */
    char bytes[VELA_HTTP_HEAD_MEMO_BYTES];
} vela_http_head_memo_t;

/* What a response head is made of. All strings are borrowed. */
typedef struct vela_http_response_head {
    int status;         /* 100..999 */
    const char *reason; /* NULL: the standard phrase */
    size_t reason_len;
    const vela_http_field_t *fields; /* the application's fields */
    size_t field_count;
    const char *server_name; /* Server value; NULL or "" writes none */
    size_t server_name_len;
    const char *date;            /* VELA_HTTP_DATE_LEN bytes; NULL writes none */
    int64_t content_length;      /* -1: streamed (chunked, or close-delimited for HTTP/1.0) */
    bool keep_alive;             /* in: wanted; out: false when the framing needs a close */
    bool http_1_0;               /* the request was HTTP/1.0 */
    vela_http_head_memo_t *memo; /* NULL, or the memo to copy from and update */
} vela_http_response_head_t;

typedef struct vela_http_date_cache {
    time_t second;
    char value[VELA_HTTP_DATE_LEN + 1];
} vela_http_date_cache_t;

/* The standard reason phrase of `status` ("Not Found"); "Unknown" if none. Static. */
const char *vela_http_reason_phrase(int status);

/* True when a response with `status` may carry a body (not 1xx, 204, 304). */
bool vela_http_status_allows_body(int status);

/*
 * True when `name` is a non-empty token and `value` holds no CR, LF or NUL:
 * the check that makes response splitting impossible. Any context.
 */
bool vela_http_field_is_valid(const char *name, size_t name_len, const char *value,
                              size_t value_len);

/*
 * An upper bound of the bytes vela_http_response_write_head() needs for
 * `head`. Any context.
 */
size_t vela_http_response_head_size(const vela_http_response_head_t *head);

/*
 * Writes the head (ending with the blank line) into `out` (`cap` bytes) and
 * stores its length in *len. May clear head->keep_alive (a streamed body to
 * an HTTP/1.0 client is close-delimited). With head->memo, copies the part
 * before Date from the memo when it matches, and remembers it when every
 * field is `constant`. Returns 0, VELA_EINVAL for an
 * invalid field (one not marked `checked`) or status, or VELA_ELIMIT when
 * `cap` is too small. Any context; allocates nothing.
 */
int vela_http_response_write_head(vela_http_response_head_t *head, char *out, size_t cap,
                                  size_t *len);

/*
 * Writes the chunk-size line for a chunk of `len` (> 0) bytes into `out`
 * (VELA_HTTP_CHUNK_LINE_MAX bytes) and returns its length. The chunk itself
 * must be followed by "\r\n". Any context.
 */
size_t vela_http_chunk_line(char *out, size_t len);

/*
 * Returns the Date value for `now`, formatting it only when the second
 * changed since the last call on this cache. The string lives in the cache.
 * Loop context (one cache per loop).
 */
const char *vela_http_date_get(vela_http_date_cache_t *cache, time_t now);

#endif
