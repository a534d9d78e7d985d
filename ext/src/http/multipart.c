/*
 * multipart/form-data as a resumable state machine (the format and the
 * contract are in the header).
 *
 * Finding delimiters without a look-behind buffer: the delimiter is CRLF
 * "--" boundary, and a boundary holds no CR (init checks), so a CR can only
 * begin a match at the delimiter's first byte and a failed match never hides
 * the start of another one inside itself. The bytes of a partial match are
 * therefore always the delimiter's own first `matched` bytes: when a match
 * that began in an earlier piece fails, they are delivered from `delimiter`
 * itself; when it began in the current piece they are still there and stay
 * part of the run being delivered. So data is handed over in as few calls
 * as the pieces allow, and never copied.
 *
 * States: PREAMBLE (looking for the first delimiter, as if CRLF came
 * first), then after each delimiter TAIL / DASH / PADDING / LF read the rest
 * of its line, HEAD collects a part's header block, DATA delivers its bytes
 * up to the next delimiter, DONE ignores the epilogue.
 */
#include "src/http/multipart.h"

#include "src/core/ascii.h"

#include <string.h>

#include "src/core/error.h"

enum state { PREAMBLE, TAIL, DASH, PADDING, LF, HEAD, DATA, DONE };

static int fail(vela_multipart_parser_t *parser, int code, const char *message)
{
    if (parser->error == 0) {
        parser->error = code;
        parser->error_message = message;
    }
    return code;
}

int vela_multipart_init(vela_multipart_parser_t *parser,
                        const vela_multipart_callbacks_t *callbacks, void *data,
                        const char *boundary, size_t len, size_t max_fields, size_t max_files)
{
    if (len == 0 || len > VELA_MULTIPART_BOUNDARY_MAX || boundary[len - 1] == ' ') {
        return VELA_EINVAL;
    }
    for (size_t i = 0; i < len; i++) {
        if ((unsigned char)boundary[i] < 0x20 || (unsigned char)boundary[i] > 0x7e) {
            return VELA_EINVAL;
        }
    }
    memset(parser, 0, offsetof(vela_multipart_parser_t, head));
    parser->data = data;
    parser->callbacks = callbacks;
    parser->max_fields = max_fields;
    parser->max_files = max_files;
    parser->state = PREAMBLE;
    memcpy(parser->delimiter, "\r\n--", 4);
    memcpy(parser->delimiter + 4, boundary, len);
    parser->delimiter_len = 4 + len;
    parser->matched = 2; /* the body is read as if it began with CRLF */
    return 0;
}

/* Hands part data over (unless the part is skipped or the bytes are preamble). */
static void deliver(vela_multipart_parser_t *parser, const char *bytes, size_t len)
{
    int rc;

    if (parser->state != DATA || !parser->delivering || len == 0 || parser->error) {
        return;
    }
    rc = parser->callbacks->on_data(parser, bytes, len);
    if (rc < 0) {
        fail(parser, rc, "the data callback stopped the parser");
    }
}

static void delimiter_found(vela_multipart_parser_t *parser)
{
    int rc;

    if (parser->state == DATA && parser->delivering && parser->error == 0) {
        rc = parser->callbacks->on_part_end(parser);
        if (rc < 0) {
            fail(parser, rc, "the part-end callback stopped the parser");
        }
    }
    parser->delivering = false;
    parser->matched = 0;
    parser->state = TAIL;
}

/*
 * PREAMBLE and DATA: looks for the delimiter from `at`, delivering what is
 * not part of it. Returns where it stopped (after a delimiter, or `end`).
 */
static const char *scan(vela_multipart_parser_t *parser, const char *at, const char *end)
{
    const char *run = at, *match = NULL; /* match: where a match began in this piece */

    while (at < end) {
        if (parser->matched == 0) {
            match = memchr(at, '\r', (size_t)(end - at));
            if (match == NULL) {
                at = end;
                break;
            }
            parser->matched = 1;
            at = match + 1;
        } else if (*at == parser->delimiter[parser->matched]) {
            at++;
            if (++parser->matched == parser->delimiter_len) {
                deliver(parser, run, (size_t)((match ? match : run) - run));
                delimiter_found(parser);
                return at;
            }
        } else {
            if (match == NULL) { /* the held bytes came in an earlier piece */
                deliver(parser, parser->delimiter, parser->matched);
                run = at;
            }
            parser->matched = 0;
            match = NULL;
        }
    }
    deliver(parser, run, (size_t)((parser->matched ? (match ? match : run) : end) - run));
    return end;
}

/* TAIL, DASH, PADDING, LF: the rest of a delimiter line, one byte. */
static void delimiter_line(vela_multipart_parser_t *parser, char c)
{
    int next = -1;

    if (parser->state == TAIL || parser->state == PADDING) {
        next = c == ' ' || c == '\t' ? PADDING : c == '\r' ? LF : -1;
        if (parser->state == TAIL && c == '-') {
            next = DASH;
        }
    } else if (parser->state == DASH) {
        next = c == '-' ? DONE : -1;
    } else if (c == '\n') {
        next = HEAD;
        parser->head_len = 0;
    }
    if (next < 0) {
        fail(parser, VELA_EPROTOCOL, "a boundary line is malformed");
        return;
    }
    parser->state = next;
}

/* Whether `name` is `expected` (lower case) in any case. */
static bool name_is(const char *name, size_t len, const char *expected)
{
    if (len != strlen(expected)) {
        return false;
    }
    for (size_t i = 0; i < len; i++) {
        if (vela_ascii_lower(name[i]) != expected[i]) {
            return false;
        }
    }
    return true;
}

/* Content-Disposition's name and filename, unescaped into parser->params. */
static int disposition(vela_multipart_parser_t *parser, const char *value, size_t len,
                       vela_multipart_part_t *part)
{
    char *out = parser->params;
    size_t cap = sizeof(parser->params), used;
    int rc = vela_multipart_param(value, len, "name", out, cap, &used);

    if (rc == 1) {
        part->name = out;
        part->name_len = used;
        out += used;
        cap -= used;
    }
    if (rc >= 0) {
        rc = vela_multipart_param(value, len, "filename", out, cap, &used);
    }
    if (rc == 1) {
        part->filename = out;
        part->filename_len = used;
    }
    return rc < 0 ? fail(parser, VELA_EPROTOCOL, "a part's Content-Disposition is malformed") : 0;
}

static const char *trim(const char *from, const char *to, size_t *len)
{
    while (from < to && (*from == ' ' || *from == '\t')) {
        from++;
    }
    while (to > from && (to[-1] == ' ' || to[-1] == '\t')) {
        to--;
    }
    *len = (size_t)(to - from);
    return from;
}

/* The complete header block in parser->head: the fields a part needs. */
static int read_fields(vela_multipart_parser_t *parser, vela_multipart_part_t *part)
{
    const char *line = parser->head, *end = parser->head + parser->head_len - 2;
    const char *cd = NULL;
    size_t cd_len = 0;

    memset(part, 0, sizeof(*part));
    while (line < end) {
        const char *eol = memchr(line, '\r', (size_t)(end + 2 - line));
        const char *colon = memchr(line, ':', (size_t)(eol - line));
        size_t len;
        const char *value;

        if (*line == ' ' || *line == '\t' || colon == NULL || colon == line) {
            return fail(parser, VELA_EPROTOCOL, "a part's header line is malformed");
        }
        value = trim(colon + 1, eol, &len);
        if (cd == NULL && name_is(line, (size_t)(colon - line), "content-disposition")) {
            cd = value;
            cd_len = len;
        } else if (part->type == NULL && name_is(line, (size_t)(colon - line), "content-type")) {
            part->type = value;
            part->type_len = len;
        }
        line = eol + 2;
    }
    return cd ? disposition(parser, cd, cd_len, part) : 0;
}

/* Counts the part against its limit and hands it over. */
static void begin_part(vela_multipart_parser_t *parser)
{
    vela_multipart_part_t part;
    int rc;

    parser->state = DATA;
    parser->matched = 0;
    parser->delivering = false;
    if (read_fields(parser, &part) != 0) {
        return;
    }
    if (part.filename ? ++parser->files > parser->max_files
                      : ++parser->fields > parser->max_fields) {
        parser->limit = part.filename ? VELA_MULTIPART_LIMIT_FILES : VELA_MULTIPART_LIMIT_FIELDS;
        fail(parser, VELA_ELIMIT, part.filename ? "too many files" : "too many form fields");
        return;
    }
    if (part.name == NULL) {
        return; /* skipped: a part without a name */
    }
    rc = parser->callbacks->on_part(parser, &part);
    if (rc < 0) {
        fail(parser, rc, "the part callback stopped the parser");
    }
    parser->delivering = rc == 0;
}

/* HEAD: collects the header block byte by byte (it is small) and checks its line ends. */
static const char *read_head(vela_multipart_parser_t *parser, const char *at, const char *end)
{
    while (at < end) {
        char c = *at++, previous = parser->head_len ? parser->head[parser->head_len - 1] : '\0';
        size_t n;

        if ((previous == '\r') != (c == '\n') || c == '\0') {
            fail(parser, VELA_EPROTOCOL, "a part's header has a bare CR, LF or a NUL");
            return end;
        }
        if (parser->head_len == sizeof(parser->head)) {
            parser->limit = VELA_MULTIPART_LIMIT_HEAD;
            fail(parser, VELA_ELIMIT, "a part's header block is larger than 8 KiB");
            return end;
        }
        parser->head[parser->head_len++] = c;
        n = parser->head_len;
        if (c == '\n' && (n == 2 || (n >= 4 && memcmp(parser->head + n - 4, "\r\n\r\n", 4) == 0))) {
            begin_part(parser);
            return at;
        }
    }
    return end;
}

int vela_multipart_execute(vela_multipart_parser_t *parser, const char *bytes, size_t len)
{
    const char *at = bytes, *end = bytes + len;

    while (at < end && parser->error == 0 && parser->state != DONE) {
        if (parser->state == PREAMBLE || parser->state == DATA) {
            at = scan(parser, at, end);
        } else if (parser->state == HEAD) {
            at = read_head(parser, at, end);
        } else {
            delimiter_line(parser, *at++);
        }
    }
    return parser->error;
}

int vela_multipart_finish(vela_multipart_parser_t *parser)
{
    if (parser->error == 0 && parser->state != DONE) {
        fail(parser, VELA_EPROTOCOL, "the body ends before its closing boundary");
    }
    return parser->error;
}

/* A quoted-string from *at (just after its opening quote), unescaped into out (NULL: skipped). */
static int quoted(const char **at, const char *end, char *out, size_t cap, size_t *out_len)
{
    const char *p = *at;
    size_t n = 0;

    for (; p < end && *p != '"'; p++) {
        if (*p == '\\' && p + 1 < end && (p[1] == '\\' || p[1] == '"')) {
            p++;
        }
        if (out != NULL && n == cap) {
            return VELA_ELIMIT;
        }
        if (out != NULL) {
            out[n] = *p;
        }
        n++;
    }
    if (p == end) {
        return VELA_EPROTOCOL;
    }
    *at = p + 1;
    *out_len = n;
    return 0;
}

/* A token value from at up to ';' (trailing spaces trimmed), copied into out (NULL: skipped). */
static int token(const char **at, const char *end, char *out, size_t cap, size_t *out_len)
{
    const char *stop = *at < end ? memchr(*at, ';', (size_t)(end - *at)) : NULL, *value;

    stop = stop ? stop : end;
    value = trim(*at, stop, out_len);
    *at = stop;
    if (out != NULL && *out_len > cap) {
        return VELA_ELIMIT;
    }
    if (out != NULL) {
        memcpy(out, value, *out_len);
    }
    return 0;
}

int vela_multipart_param(const char *value, size_t len, const char *name, char *out, size_t cap,
                         size_t *out_len)
{
    const char *end = value + len, *at = memchr(value, ';', len);

    while (at != NULL) {
        const char *param = ++at;
        size_t param_len;
        bool wanted;
        int rc;

        while (at < end && *at != '=' && *at != ';') {
            at++;
        }
        param = trim(param, at, &param_len);
        if (at == end || *at == ';') {
            at = at < end ? at : NULL; /* a parameter without a value */
            continue;
        }
        wanted = name_is(param, param_len, name);
        at++;
        while (at < end && (*at == ' ' || *at == '\t')) {
            at++;
        }
        if (at < end && *at == '"') {
            at++;
            rc = quoted(&at, end, wanted ? out : NULL, cap, out_len);
        } else {
            rc = token(&at, end, wanted ? out : NULL, cap, out_len);
        }
        if (rc != 0 || wanted) {
            return rc != 0 ? rc : 1;
        }
        at = at < end ? memchr(at, ';', (size_t)(end - at)) : NULL;
    }
    return 0;
}

size_t vela_multipart_basename(const char *filename, size_t len)
{
    size_t start = len;

    while (start > 0 && filename[start - 1] != '/' && filename[start - 1] != '\\') {
        start--;
    }
    return start;
}
