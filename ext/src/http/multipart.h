/*
 * multipart/form-data (RFC 7578 on RFC 2046): a resumable parser that
 * splits a body into parts and hands each part's headers and data to
 * callbacks.
 *
 * Design. Plain C, no I/O, no allocation: the parser is one caller-owned
 * struct (about 16 KiB: the delimiter, a part's header block and room for
 * its unescaped parameters). Body bytes may arrive in pieces of any size;
 * the result does not depend on how the body was split. The body is read as
 * if it began with CRLF, so the first delimiter may open it; the preamble
 * before it and the epilogue after the closing delimiter are ignored. A
 * delimiter line is CRLF "--" boundary, then optional spaces or tabs and
 * CRLF (a part follows) or "--" (the body ends). A part's header block ends
 * at an empty line; every line ends in CRLF (a bare CR or LF, a NUL, a
 * folded or colon-less line is malformed). Of its headers only
 * Content-Disposition (name, filename) and Content-Type are read; a part
 * without a name is skipped. Part data is delivered without copying where
 * the bytes are contiguous: when the whole body is given at once, each
 * part's data comes in one on_data call.
 *
 * Limits are counted before a part is handed over: a part with a filename
 * parameter counts toward max_files, any other part toward max_fields.
 * Errors stick (hiredis style): `error` holds the code, `error_message` a
 * static sentence, and every later call returns the same code. VELA_ELIMIT:
 * a limit (`limit` says which); VELA_EPROTOCOL: a malformed body; a
 * callback's own negative code stops the parser too.
 *
 * Ownership. The caller owns the parser and everything the callbacks make;
 * the strings in vela_multipart_part_t point into the parser and are valid
 * only during on_part.
 */
#ifndef VELA_HTTP_MULTIPART_H
#define VELA_HTTP_MULTIPART_H

#include <stdbool.h>
#include <stddef.h>

/* RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
#define VELA_MULTIPART_BOUNDARY_MAX 70
/* A part's header block, blank line included; larger is VELA_ELIMIT. */
#define VELA_MULTIPART_HEAD_MAX 8192

/* on_part's answer: do not deliver this part's data (it is still parsed). */
#define VELA_MULTIPART_SKIP 1

typedef struct vela_multipart_parser vela_multipart_parser_t;

/* A part's headers, unquoted and unescaped ("\\" and "\"" in quotes). */
typedef struct vela_multipart_part {
    const char *name; /* never NULL in on_part */
    size_t name_len;
    const char *filename; /* NULL: not a file (filename="" is a file without a name) */
    size_t filename_len;
    const char *type; /* the Content-Type value, NULL when absent */
    size_t type_len;
} vela_multipart_part_t;

/*
 * Each callback returns 0, or a negative engine code that stops the parser
 * (and becomes its error); on_part may also return VELA_MULTIPART_SKIP.
 * on_data runs zero or more times between on_part and on_part_end. A
 * skipped part gets neither; a part that the body ends inside gets no
 * on_part_end.
 */
typedef struct vela_multipart_callbacks {
    int (*on_part)(vela_multipart_parser_t *parser, const vela_multipart_part_t *part);
    int (*on_data)(vela_multipart_parser_t *parser, const char *bytes, size_t len);
    int (*on_part_end)(vela_multipart_parser_t *parser);
} vela_multipart_callbacks_t;

enum vela_multipart_limit {
    VELA_MULTIPART_LIMIT_NONE,
    VELA_MULTIPART_LIMIT_FIELDS, /* more than max_fields parts without a filename */
    VELA_MULTIPART_LIMIT_FILES,  /* more than max_files parts with a filename */
    VELA_MULTIPART_LIMIT_HEAD,   /* a part's header block over VELA_MULTIPART_HEAD_MAX */
};

struct vela_multipart_parser {
    void *data;                /* the caller's, for the callbacks */
    int error;                 /* 0, or the code every call now returns */
    const char *error_message; /* a static sentence when error != 0 */
    enum vela_multipart_limit limit;
    size_t fields, files; /* parts counted so far */
    /* Private. */
    const vela_multipart_callbacks_t *callbacks;
    size_t max_fields, max_files;
    int state;
    bool delivering; /* the current part's data goes to on_data */
    size_t matched;  /* delimiter bytes matched so far (held back from on_data) */
    size_t delimiter_len;
    size_t head_len;
    char delimiter[4 + VELA_MULTIPART_BOUNDARY_MAX]; /* CRLF "--" boundary */
    char head[VELA_MULTIPART_HEAD_MAX];
    char params[VELA_MULTIPART_HEAD_MAX];
};

/*
 * Prepares `parser` for a body delimited by `boundary` (its `len` bytes,
 * copied). Returns 0, or VELA_EINVAL when the boundary is empty, longer
 * than VELA_MULTIPART_BOUNDARY_MAX, or holds a control byte (RFC 2046:
 * printable ASCII and space, not last). Any context.
 */
int vela_multipart_init(vela_multipart_parser_t *parser,
                        const vela_multipart_callbacks_t *callbacks, void *data,
                        const char *boundary, size_t len, size_t max_fields, size_t max_files);

/*
 * Feeds the next `len` bytes of the body. Returns 0 (all consumed) or the
 * parser's error. Bytes after the closing delimiter are ignored. Any
 * context; callbacks run inside.
 */
int vela_multipart_execute(vela_multipart_parser_t *parser, const char *bytes, size_t len);

/*
 * Ends the body. Returns 0 when the closing delimiter was seen, the sticky
 * error, or VELA_EPROTOCOL when the body stopped before its end (a part
 * in progress then never got on_part_end). Any context.
 */
int vela_multipart_finish(vela_multipart_parser_t *parser);

/*
 * Finds parameter `name` (given in lower case, matched in any case) in a header value such as
 * `form-data; name="a"; filename=b.txt` or `multipart/form-data;
 * boundary=x`, skipping quoted semicolons. Its value, unquoted and
 * unescaped, is copied into `out` (`cap` bytes, caller-owned) with its
 * length in *out_len. Returns 1 when found (the first occurrence), 0 when
 * absent, VELA_EPROTOCOL for an unterminated quote, VELA_ELIMIT when the
 * value exceeds cap. Any context.
 */
int vela_multipart_param(const char *value, size_t len, const char *name, char *out, size_t cap,
                         size_t *out_len);

/*
 * Where the file name PHP's $_FILES gives as `name` starts in a part's filename[0..len): after
 * its last '/' or backslash, on every system, as PHP does (browsers have sent whole Windows paths),
 * so "../../etc/cron.d/x" gives "x" and "C:\Users\a.txt" gives "a.txt". The raw filename is
 * PHP's `full_path`. Returns an offset in 0..len. Any context.
 */
size_t vela_multipart_basename(const char *filename, size_t len);

#endif
