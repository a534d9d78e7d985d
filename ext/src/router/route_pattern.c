/*
 * The route pattern parser (grammar and representation in route_pattern.h).
 *
 * One pass over the text, left to right: each '/' opens a segment, which is
 * a literal, then at most one placeholder and a literal suffix. The parser
 * keeps its position in a small struct and stops at the first fault, whose
 * offset is the byte a user must look at (the '{' of an unclosed
 * placeholder, the offending byte of a literal). Invariants: every span lies
 * inside the text; a placeholder segment has a non-empty name; only the last
 * segment is empty. The canonical form of literals (percent-escapes decoded
 * but those of '/', '%' and NUL) is here too, beside the grammar, so the
 * router and vgen compare literals by the one rule.
 */
#include "src/router/route_pattern.h"

#include "src/core/ascii.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"

typedef struct parser {
    const char *text;
    size_t len, pos;
    vela_route_pattern_t *pattern;
    vela_route_pattern_error_t *error;
} parser_t;

static int fail(parser_t *p, size_t offset, const char *message)
{
    if (p->error != NULL) {
        p->error->offset = offset;
        p->error->message = message;
    }
    return VELA_EINVAL;
}

/* RFC 3986 pchar, without pct-encoded (checked apart) and without braces. */
static bool is_pchar(unsigned char c)
{
    return vela_ascii_is_alpha(c) || vela_ascii_is_digit(c) ||
           (c != 0 && strchr("-._~!$&'()*+,;=:@", c) != NULL);
}

static bool is_name_start(unsigned char c)
{
    return vela_ascii_is_alpha(c) || c == '_' || c >= 0x80;
}

static int scan_literal(parser_t *p, vela_route_span_t *span)
{
    span->offset = p->pos;
    while (p->pos < p->len && p->text[p->pos] != '/' && p->text[p->pos] != '{') {
        unsigned char c = (unsigned char)p->text[p->pos];
        if (c == '}') {
            return fail(p, p->pos, "'}' without a '{' before it");
        }
        if (c == '%') {
            if (p->pos + 2 >= p->len || !vela_ascii_is_hex((unsigned char)p->text[p->pos + 1]) ||
                !vela_ascii_is_hex((unsigned char)p->text[p->pos + 2])) {
                return fail(p, p->pos, "'%' must start a percent-escape such as %20");
            }
            p->pos += 3;
            continue;
        }
        if (!is_pchar(c)) {
            return fail(p, p->pos,
                        "a route path may contain letters, digits and -._~!$&'()*+,;=:@ "
                        "outside placeholders; percent-encode other bytes");
        }
        p->pos++;
    }
    span->len = p->pos - span->offset;
    return 0;
}

/* The regex after "{name:", up to the '}' that closes the placeholder opened at `open`. */
static int scan_regex(parser_t *p, size_t open, vela_route_span_t *span)
{
    int depth = 0;
    span->offset = p->pos;
    for (; p->pos < p->len; p->pos++) {
        unsigned char c = (unsigned char)p->text[p->pos];
        if (c < 0x20 || c == 0x7f) {
            return fail(p, p->pos, "a placeholder's regex cannot contain control characters");
        }
        if (c == '\\' && p->pos + 1 < p->len && (unsigned char)p->text[p->pos + 1] >= 0x20) {
            p->pos++; /* an escaped byte: "\{" and "\}" do not nest */
        } else if (c == '{') {
            depth++;
        } else if (c == '}' && depth-- == 0) {
            break;
        }
    }
    if (p->pos == p->len) {
        return fail(p, open, "unclosed '{': a placeholder ends with '}'");
    }
    span->len = p->pos - span->offset;
    return span->len == 0 ? fail(p, p->pos, "empty regex after ':' in a placeholder") : 0;
}

static int check_name(parser_t *p, size_t open, const vela_route_span_t *name)
{
    const vela_route_pattern_t *pattern = p->pattern;
    if (pattern->nparams == VELA_ROUTE_MAX_PARAMS) {
        return fail(p, open, "a route path has at most 16 placeholders");
    }
    for (size_t i = 0; i < pattern->nsegments; i++) {
        const vela_route_span_t *other = &pattern->segments[i].name;
        if (other != name && other->len == name->len &&
            memcmp(p->text + other->offset, p->text + name->offset, name->len) == 0) {
            return fail(p, open, "this placeholder name is already used in the path");
        }
    }
    return 0;
}

static int scan_placeholder(parser_t *p, vela_route_segment_t *segment)
{
    size_t open = p->pos++;
    vela_route_span_t *name = &segment->name;
    name->offset = p->pos;
    if (p->pos < p->len && is_name_start((unsigned char)p->text[p->pos])) {
        while (p->pos < p->len && (is_name_start((unsigned char)p->text[p->pos]) ||
                                   vela_ascii_is_digit((unsigned char)p->text[p->pos]))) {
            p->pos++;
        }
    }
    name->len = p->pos - name->offset;
    if (p->pos == p->len) {
        return fail(p, open, "unclosed '{': a placeholder ends with '}'");
    }
    if (name->len == 0) {
        return fail(
            p, p->pos,
            "a placeholder needs a name: letters, digits and '_', not starting with a digit");
    }
    if (p->text[p->pos] == ':') {
        p->pos++;
        int rc = scan_regex(p, open, &segment->regex);
        if (rc < 0) {
            return rc;
        }
    } else if (p->text[p->pos] != '}') {
        return fail(p, p->pos, "expected '}' or ':regex}' after the placeholder's name");
    }
    p->pos++; /* the closing '}' */
    int rc = check_name(p, open, name);
    p->pattern->nparams++;
    return rc;
}

/* One segment, from just after its '/' to the next '/' or the end. */
static int parse_segment(parser_t *p, vela_route_segment_t *segment)
{
    size_t start = p->pos;
    int rc = scan_literal(p, &segment->prefix);
    if (rc == 0 && p->pos < p->len && p->text[p->pos] == '{') {
        rc = scan_placeholder(p, segment);
        if (rc == 0) {
            rc = scan_literal(p, &segment->suffix);
        }
        if (rc == 0 && p->pos < p->len && p->text[p->pos] == '{') {
            rc = fail(p, p->pos, "a path segment holds one placeholder; separate them with '/'");
        }
    }
    if (rc == 0 && p->pos == start && p->pos < p->len) {
        rc = fail(p, start, "empty path segment ('//')");
    }
    return rc;
}

int vela_route_pattern_parse(const char *text, size_t len, vela_route_pattern_t *pattern,
                             vela_route_pattern_error_t *error)
{
    parser_t p = {text, len, 0, pattern, error};
    size_t slashes = 0;
    memset(pattern, 0, sizeof(*pattern));
    if (len == 0 || text[0] != '/') {
        return fail(&p, 0, "a route path starts with '/'");
    }
    for (size_t i = 0; i < len; i++) {
        slashes += text[i] == '/'; /* each segment starts with one */
    }
    pattern->segments = calloc(slashes, sizeof(vela_route_segment_t));
    if (pattern->segments == NULL) {
        return VELA_ENOMEM;
    }
    while (p.pos < len) {
        p.pos++; /* the '/' */
        int rc = parse_segment(&p, &pattern->segments[pattern->nsegments++]);
        if (rc < 0) {
            vela_route_pattern_free(pattern);
            return rc;
        }
    }
    return 0;
}

void vela_route_pattern_free(vela_route_pattern_t *pattern)
{
    if (pattern != NULL) {
        free(pattern->segments);
        memset(pattern, 0, sizeof(*pattern));
    }
}

bool vela_route_segment_match(const char *text, const vela_route_segment_t *segment, const char *s,
                              size_t len, size_t *value_offset, size_t *value_len)
{
    const vela_route_span_t *prefix = &segment->prefix, *suffix = &segment->suffix;
    if (!vela_route_segment_is_param(segment)) {
        return len == prefix->len && memcmp(s, text + prefix->offset, len) == 0;
    }
    if (len <= prefix->len + suffix->len || memcmp(s, text + prefix->offset, prefix->len) != 0 ||
        memcmp(s + len - suffix->len, text + suffix->offset, suffix->len) != 0) {
        return false;
    }
    *value_offset = prefix->len;
    *value_len = len - prefix->len - suffix->len;
    return true;
}

static const char *const method_names[] = {"GET",   "HEAD",   "POST",    "PUT",
                                           "PATCH", "DELETE", "OPTIONS", NULL};

/* Every request asks this once: the length picks one or two candidates, and a memcmp of a
 * constant length compiles to a load and a compare (no libc call). The bits are method_names'
 * indexes; method_names_and_bits_agree in the unit tests holds the two together. */
unsigned vela_route_method_bit(const char *method, size_t len)
{
    switch (len) {
    case 3:
        return memcmp(method, "GET", 3) == 0   ? 1u << 0
               : memcmp(method, "PUT", 3) == 0 ? 1u << 3
                                               : 0;
    case 4:
        return memcmp(method, "HEAD", 4) == 0   ? 1u << 1
               : memcmp(method, "POST", 4) == 0 ? 1u << 2
                                                : 0;
    case 5:
        return memcmp(method, "PATCH", 5) == 0 ? 1u << 4 : 0;
    case 6:
        return memcmp(method, "DELETE", 6) == 0 ? 1u << 5 : 0;
    case 7:
        return memcmp(method, "OPTIONS", 7) == 0 ? 1u << 6 : 0;
    default:
        return 0;
    }
}

const char *vela_route_method_name(unsigned index)
{
    return index < sizeof(method_names) / sizeof(method_names[0]) ? method_names[index] : NULL;
}

size_t vela_route_literal_canonicalize(const char *in, size_t len, char *out)
{
    static const char hex[] = VELA_HEX_UPPER;
    size_t n = 0;
    for (size_t i = 0; i < len; i++) {
        int high, low;
        if (in[i] != '%' || i + 2 >= len || (high = vela_hex_value(in[i + 1])) < 0 ||
            (low = vela_hex_value(in[i + 2])) < 0) {
            out[n++] = in[i];
            continue;
        }
        char c = (char)(high << 4 | low);
        if (c == '/' || c == '%' || c == '\0') {
            out[n++] = '%';
            out[n++] = hex[high];
            out[n++] = hex[low];
        } else {
            out[n++] = c;
        }
        i += 2;
    }
    return n;
}
