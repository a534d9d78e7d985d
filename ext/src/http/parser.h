/*
 * HTTP/1.1 request parser: llhttp 8.1 with every lenient flag off, behind our
 * own strict pre-check of the request head.
 *
 * Design. Debian's llhttp 8.1 is vulnerable even in strict mode: a CR not
 * followed by LF inside a header value can smuggle a header (CVE-2023-30589)
 * and a header line starting with SP/HTAB is folded into the previous one
 * (CVE-2024-27982). So every byte of a request head passes through a small
 * resumable state machine (struct vela_http_parser.check) before llhttp sees
 * it: a CR must be followed by LF, an LF must follow a CR, no header line may
 * start with SP or HTAB. The head is fed to llhttp only up to the blank line
 * the pre-check found, so the next pipelined request is never parsed by
 * llhttp before it was checked. After each message llhttp pauses
 * (HPE_PAUSED from on_message_complete) and vela_http_parser_execute()
 * returns VELA_HTTP_PARSE_DONE with the number of bytes consumed: the caller
 * decides when to go on with the rest, which is how pipelining is ordered.
 *
 * The head (method, target, header names and values) is copied into a
 * caller-supplied buffer of max_header_size bytes, so pieces that arrive in
 * several reads become contiguous strings; headers are then handed over once,
 * complete, through on_head. Body bytes are handed over in pieces as they
 * arrive (on_body), already de-chunked. The parser does no I/O.
 *
 * Head cache. A keep-alive client often sends the same head again and again
 * (an API poller, a load balancer's health check, a benchmark), and parsing
 * it is about a quarter of the work of serving a small answer. So the parser
 * remembers the last head it accepted whole from one piece of input (up to
 * VELA_HTTP_HEAD_CACHE_MAX_BYTES bytes and VELA_HTTP_HEAD_CACHE_MAX_FIELDS
 * fields; no Expect, no Upgrade, origin- or asterisk-form, kept alive) in one malloc'd block, with what parsing it gave. When the next
 * request starts with exactly those bytes, on_head gets the remembered head
 * (its strings then point into that block) and a Content-Length body is
 * counted off by the parser itself, without llhttp. A chunked body is
 * de-chunked by the parser too while it keeps to the plain form (hex size,
 * CRLF, data, CRLF; "0" CRLF CRLF at the end, each line whole in one piece
 * of input); at anything else (a chunk extension, trailers, a line cut
 * between reads, a framing error) llhttp is brought to the same point — fed
 * the remembered head and a stand-in for the chunks already read, with the
 * callbacks silenced — and parses the rest, so it decides as it always
 * does. The same bytes in the
 * same parser state give the same head, so nothing a client sends can tell
 * the two paths apart (tests/fuzz/fuzz-http-head-cache.c checks it): a head
 * is looked up only at the start of a message that follows one kept alive,
 * and the checks it passed (pre-check, RFC 9112 rules, limits) depend on its
 * bytes and the parser's fixed limits only. vela_http_parser_release() frees
 * the block.
 *
 * A complete head is checked against RFC 9112 before on_head sees it (the
 * rules llhttp leaves out, target.h has the grammar): HTTP/1.1 needs exactly
 * one Host, and no request may have two or an invalid one; a field name is
 * not empty; an HTTP/1.0 request has no Transfer-Encoding; the target has a
 * form its method allows ("*" for OPTIONS, "host:port" for CONNECT), no
 * fragment and no broken percent-escape. An absolute-form target is handed
 * over as origin form (its path and query, "/" when empty), and its
 * authority replaces the Host value (RFC 9112 §3.2.2). HTTP/1.x with x > 1
 * is handed over as HTTP/1.1 (RFC 9110 §2.5).
 *
 * Failures carry an HTTP status in vela_http_parser.status: 400 for malformed
 * or ambiguous framing (CL+TE, duplicate Content-Length, bad chunk size, bare
 * CR, obs-fold) or a head that breaks the rules above; 414 for a request
 * line over max_header_size; 431 for a head over max_header_size or more
 * than VELA_HTTP_MAX_HEADERS fields; 505 for HTTP/0.9 (also a request line
 * without a version, 0.9's form) and HTTP/2 or later; 413 for a body over max_body_size
 * (decided at the head when Content-Length says so), 417 for an Expect other
 * than 100-continue. After a failure the parser refuses further input: the
 * connection must answer with the status and close.
 */
#ifndef VELA_HTTP_PARSER_H
#define VELA_HTTP_PARSER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <llhttp.h>

/* Most header fields in one request head; one more is answered with 431. */
#define VELA_HTTP_MAX_HEADERS 100

typedef struct vela_http_header {
    const char *name;
    size_t name_len;
    const char *value;
    size_t value_len;
} vela_http_header_t;

/*
 * Bytes of the head buffer a parser needs for heads up to max_header_size:
 * the head strings, then (aligned) the table of VELA_HTTP_MAX_HEADERS fields.
 */
#define VELA_HTTP_PARSER_BUFFER_SIZE(max_header_size)                                              \
    ((((size_t)(max_header_size) + 15) / 16) * 16 +                                                \
     VELA_HTTP_MAX_HEADERS * sizeof(vela_http_header_t))

/* The largest head, and the most fields, the head cache remembers (see above). */
#define VELA_HTTP_HEAD_CACHE_MAX_BYTES 512
#define VELA_HTTP_HEAD_CACHE_MAX_FIELDS 16

/* Results of vela_http_parser_execute() that are not errors. */
enum vela_http_parse_result {
    VELA_HTTP_PARSE_AGAIN = 0, /* all input consumed, the message is not complete yet */
    VELA_HTTP_PARSE_DONE = 1,  /* one message completed; the rest of the input is untouched */
};

/* A complete request head. Strings point into the parser's head buffer (or
 * its head cache) and stay valid until the next call of
 * vela_http_parser_execute(). */
typedef struct vela_http_head {
    const char *method;
    size_t method_len;
    const char *target;
    size_t target_len;
    uint8_t version_major;
    uint8_t version_minor;
    const vela_http_header_t *headers;
    size_t header_count;
    int64_t content_length; /* -1 when the request has no Content-Length */
    bool chunked;
    bool keep_alive;      /* from the version and the Connection header */
    bool expect_continue; /* "Expect: 100-continue" with a body to come */
    bool upgrade;         /* an Upgrade/CONNECT request: we answer and close */
} vela_http_head_t;

typedef struct vela_http_parser vela_http_parser_t;
typedef struct vela_http_head_cache vela_http_head_cache_t;

/*
 * What the parser calls. Each returns 0 to go on, or an HTTP status >= 400 to
 * fail the request with it (the parser then stops as for its own errors).
 */
typedef struct vela_http_parser_callbacks {
    int (*on_head)(vela_http_parser_t *parser, const vela_http_head_t *head);
    int (*on_body)(vela_http_parser_t *parser, const char *data, size_t len);
    int (*on_complete)(vela_http_parser_t *parser);
} vela_http_parser_callbacks_t;

enum vela_http_check_state {
    VELA_HTTP_CHECK_FIRST,      /* before the request line (empty lines allowed) */
    VELA_HTTP_CHECK_FIRST_CR,   /* CR of an empty line before the request line */
    VELA_HTTP_CHECK_LINE,       /* inside a line */
    VELA_HTTP_CHECK_CR,         /* after a CR inside the head */
    VELA_HTTP_CHECK_LINE_START, /* first byte of a header line */
    VELA_HTTP_CHECK_END_CR,     /* CR of the blank line ending the head */
    VELA_HTTP_CHECK_BODY,       /* head done: bytes go to llhttp unchecked */
};
/* The trailer section of a chunked body (after the last chunk) goes through
 * the same check, from VELA_HTTP_CHECK_LINE_START to its blank line. */

/* One connection's parser. Embed it; all fields are private. */
struct vela_http_parser {
    llhttp_t llhttp;
    const vela_http_parser_callbacks_t *callbacks;
    void *data;     /* the caller's, untouched */
    char *buf;      /* head buffer, caller-owned: strings, then the field table */
    size_t buf_cap; /* bytes for strings */
    size_t buf_len;
    size_t head_bytes; /* raw head bytes seen so far (the 431 limit) */
    size_t max_header_size;
    uint64_t max_body_size;
    uint64_t body_bytes;
    enum vela_http_check_state check;
    bool in_value;          /* the last head piece stored was a header value */
    bool in_trailers;       /* after the last chunk: fields are checked, not kept */
    bool trailers_starting; /* llhttp paused at the last chunk to start the check */
    bool expect_seen;       /* an Expect field */
    bool expect_other;      /* an Expect field other than 100-continue */
    bool empty_name;        /* a field with an empty name */
    unsigned host_count;
    long host_index; /* the (last) Host field, -1 when none */
    unsigned char valid_host_len;
    char valid_host[48];     /* the last Host value found valid on this connection */
    bool request_line_done;  /* the head's first CRLF was checked */
    size_t request_line_len; /* its bytes with leading empty lines, once done (414) */
    size_t header_count;
    vela_http_header_t *headers; /* VELA_HTTP_MAX_HEADERS slots at the end of buf */
    size_t target_off, target_len;
    int status;                    /* HTTP status of the failure, 0 while none */
    const char *reason;            /* what failed, for logs; static storage */
    vela_http_head_cache_t *cache; /* the last head remembered, or NULL (malloc'd) */
    bool cache_off;                /* vela_http_parser_set_head_cache(parser, false) */
    bool kept_alive;               /* the last message was kept alive (or none came yet) */
    bool cached_body;              /* a cached head's body is being read without llhttp */
    bool cached_chunked;           /* ...and it is chunked: chunk_state says where */
    bool replaying;                /* llhttp is being brought along: callbacks do nothing */
    unsigned char chunk_state;     /* a size line, chunk data, the CRLF after the data */
    uint64_t cached_body_left;     /* bytes still to come (of the chunk, when chunked) */
    const char *raw;               /* this head's bytes while llhttp parses it, when it */
    size_t raw_len;                /* arrived in one piece from the idle state, else 0 */
};

/*
 * Prepares `parser` for a new connection. A head buffer must be given with
 * vela_http_parser_set_buffer() before the first byte of a head. Callbacks and `data`
 * are kept by pointer. Any context; cannot fail.
 */
void vela_http_parser_init(vela_http_parser_t *parser,
                           const vela_http_parser_callbacks_t *callbacks, void *data,
                           size_t max_header_size, uint64_t max_body_size);

/*
 * Gives the parser its head buffer or takes it away (NULL, 0). The buffer
 * (caller-owned, 16-byte aligned, `cap` >= VELA_HTTP_PARSER_BUFFER_SIZE(
 * max_header_size)) holds the head strings and the field table, so an idle
 * connection needs none: pool them. Only between messages
 * (vela_http_parser_is_idle()) or before the first execute. Any context.
 */
void vela_http_parser_set_buffer(vela_http_parser_t *parser, char *buf, size_t cap);

/*
 * Turns the head cache on (the default after init) or off; off also frees
 * it. Only between messages. Any context.
 */
void vela_http_parser_set_head_cache(vela_http_parser_t *parser, bool on);

/*
 * Frees what the parser allocated (its head cache); the parser may be used
 * again only after vela_http_parser_init(). Any context.
 */
void vela_http_parser_release(vela_http_parser_t *parser);

/* True when no message is in progress: the next byte starts a new request. */
bool vela_http_parser_is_idle(const vela_http_parser_t *parser);

/*
 * Parses up to `len` bytes, calling the callbacks on the way. Returns
 * VELA_HTTP_PARSE_AGAIN when everything was consumed and the message is not
 * complete, VELA_HTTP_PARSE_DONE when a message completed (call again with
 * the rest, data + *consumed), or VELA_EPROTOCOL with parser->status and
 * parser->reason set. *consumed is always set. Any context, no I/O; a head
 * buffer must be set while a head is being read.
 */
int vela_http_parser_execute(vela_http_parser_t *parser, const char *data, size_t len,
                             size_t *consumed);

#endif
