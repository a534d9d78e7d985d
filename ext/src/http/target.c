/*
 * Request-target and Host grammar (see target.h).
 *
 * Invariants: every function reads only the bytes it was given (no NUL
 * terminator is assumed) and returns a verdict; nothing is written.
 */
#include "src/http/target.h"

#include "src/core/ascii.h"

#include <string.h>
#include <strings.h>

#include "src/http/swar.h"

/* What a byte is in a Host value, in a path or query: tables, since every request has both. */
enum byte_class { OTHER, HOST_CHAR, COLON, PERCENT, HASH };

/*
 * unreserved / sub-delims (RFC 3986 §2.2, §2.3), what a reg-name is made
 * of, plus the bytes the scanners stop at (the unit test checks every byte).
 */
static const unsigned char host_class[256] = {
    ['-'] = HOST_CHAR, ['.'] = HOST_CHAR, ['_'] = HOST_CHAR,  ['~'] = HOST_CHAR, ['!'] = HOST_CHAR,
    ['$'] = HOST_CHAR, ['&'] = HOST_CHAR, ['\''] = HOST_CHAR, ['('] = HOST_CHAR, [')'] = HOST_CHAR,
    ['*'] = HOST_CHAR, ['+'] = HOST_CHAR, [','] = HOST_CHAR,  [';'] = HOST_CHAR, ['='] = HOST_CHAR,
    ['0'] = HOST_CHAR, ['1'] = HOST_CHAR, ['2'] = HOST_CHAR,  ['3'] = HOST_CHAR, ['4'] = HOST_CHAR,
    ['5'] = HOST_CHAR, ['6'] = HOST_CHAR, ['7'] = HOST_CHAR,  ['8'] = HOST_CHAR, ['9'] = HOST_CHAR,
    ['A'] = HOST_CHAR, ['B'] = HOST_CHAR, ['C'] = HOST_CHAR,  ['D'] = HOST_CHAR, ['E'] = HOST_CHAR,
    ['F'] = HOST_CHAR, ['G'] = HOST_CHAR, ['H'] = HOST_CHAR,  ['I'] = HOST_CHAR, ['J'] = HOST_CHAR,
    ['K'] = HOST_CHAR, ['L'] = HOST_CHAR, ['M'] = HOST_CHAR,  ['N'] = HOST_CHAR, ['O'] = HOST_CHAR,
    ['P'] = HOST_CHAR, ['Q'] = HOST_CHAR, ['R'] = HOST_CHAR,  ['S'] = HOST_CHAR, ['T'] = HOST_CHAR,
    ['U'] = HOST_CHAR, ['V'] = HOST_CHAR, ['W'] = HOST_CHAR,  ['X'] = HOST_CHAR, ['Y'] = HOST_CHAR,
    ['Z'] = HOST_CHAR, ['a'] = HOST_CHAR, ['b'] = HOST_CHAR,  ['c'] = HOST_CHAR, ['d'] = HOST_CHAR,
    ['e'] = HOST_CHAR, ['f'] = HOST_CHAR, ['g'] = HOST_CHAR,  ['h'] = HOST_CHAR, ['i'] = HOST_CHAR,
    ['j'] = HOST_CHAR, ['k'] = HOST_CHAR, ['l'] = HOST_CHAR,  ['m'] = HOST_CHAR, ['n'] = HOST_CHAR,
    ['o'] = HOST_CHAR, ['p'] = HOST_CHAR, ['q'] = HOST_CHAR,  ['r'] = HOST_CHAR, ['s'] = HOST_CHAR,
    ['t'] = HOST_CHAR, ['u'] = HOST_CHAR, ['v'] = HOST_CHAR,  ['w'] = HOST_CHAR, ['x'] = HOST_CHAR,
    ['y'] = HOST_CHAR, ['z'] = HOST_CHAR, [':'] = COLON,      ['%'] = PERCENT,
};

/* A path or query byte is plain unless it is '%' or '#'. */
static const unsigned char path_class[256] = {['%'] = PERCENT, ['#'] = HASH};

static bool is_host_char(unsigned char c)
{
    return host_class[c] == HOST_CHAR;
}

/* True when data[at] starts a complete percent-escape "%HH". */
static bool is_escape(const char *data, size_t len, size_t at)
{
    return at + 2 < len && vela_ascii_is_hex((unsigned char)data[at + 1]) &&
           vela_ascii_is_hex((unsigned char)data[at + 2]);
}

const char *vela_http_path_check(const char *path, size_t len)
{
    size_t i = 0;

    for (;;) {
        for (; i + 8 <= len; i += 8) { /* most targets have neither '%' nor '#' */
            uint64_t word = vela__http_load_word(path + i);

            if (vela__http_has_byte(word, '%') | vela__http_has_byte(word, '#')) {
                break;
            }
        }
        while (i < len && path_class[(unsigned char)path[i]] == OTHER) {
            i++;
        }
        if (i == len) {
            return NULL;
        }
        if (path[i] == '#') {
            return "a fragment (#) in the request-target";
        }
        if (!is_escape(path, len, i)) {
            return "an invalid percent-escape in the request-target";
        }
        i += 3;
    }
}

/* vela_http_path_check() as a verdict with its reason. */
static bool check_path(const char *path, size_t len, const char **reason)
{
    const char *wrong = vela_http_path_check(path, len);

    if (wrong != NULL) {
        *reason = wrong;
    }
    return wrong == NULL;
}

/* Length of the host part of value: an IP literal "[...]" or a reg-name; len+1 if invalid. */
static size_t host_part(const char *value, size_t len)
{
    size_t i = 0;

    if (len > 0 && value[0] == '[') {
        for (i = 1; i < len && value[i] != ']'; i++) {
            if (!is_host_char((unsigned char)value[i]) && value[i] != ':') {
                return len + 1;
            }
        }
        return i < len && i > 1 ? i + 1 : len + 1;
    }
    for (; i < len; i++) {
        unsigned char class = host_class[(unsigned char)value[i]];

        if (class == HOST_CHAR) {
            continue;
        }
        if (class == COLON) {
            break;
        }
        if (class != PERCENT || !is_escape(value, len, i)) {
            return len + 1;
        }
        i += 2;
    }
    return i;
}

bool vela_http_host_is_valid(const char *value, size_t len)
{
    size_t i = host_part(value, len);

    if (i >= len) {
        return i == len;
    }
    if (value[i] != ':') {
        return false; /* "[::1]x" */
    }
    for (i++; i < len; i++) {
        if (!vela_ascii_is_digit((unsigned char)value[i])) {
            return false;
        }
    }
    return true;
}

/* Length of a URI scheme at the start of target, 0 when there is none. */
static size_t scheme_length(const char *target, size_t len)
{
    size_t i = 0;

    if (len == 0 || !vela_ascii_is_alpha((unsigned char)target[0])) {
        return 0;
    }
    while (i < len && (vela_ascii_is_alpha((unsigned char)target[i]) ||
                       vela_ascii_is_digit((unsigned char)target[i]) || target[i] == '+' ||
                       target[i] == '-' || target[i] == '.')) {
        i++;
    }
    return i < len && target[i] == ':' ? i : 0;
}

static bool is_http_scheme(const char *scheme, size_t len)
{
    return (len == 4 && strncasecmp(scheme, "http", 4) == 0) ||
           (len == 5 && strncasecmp(scheme, "https", 5) == 0);
}

/* "scheme://authority[/path][?query]": only http(s), a host, no userinfo. */
static bool parse_absolute(const char *target, size_t len, size_t scheme_len,
                           vela_http_target_t *out, const char **reason)
{
    const char *authority = target + scheme_len + 3;
    size_t authority_len = 0, rest = len - scheme_len - 3;

    if (!is_http_scheme(target, scheme_len)) {
        *reason = "an absolute-form target with a scheme other than http or https";
        return false;
    }
    while (authority_len < rest && authority[authority_len] != '/' &&
           authority[authority_len] != '?' && authority[authority_len] != '#') {
        authority_len++;
    }
    if (!vela_http_host_is_valid(authority, authority_len) ||
        host_part(authority, authority_len) == 0) {
        *reason = "an absolute-form target without a valid host (or with userinfo)";
        return false;
    }
    out->form = VELA_HTTP_TARGET_ABSOLUTE;
    out->authority = authority;
    out->authority_len = authority_len;
    out->path = authority + authority_len;
    out->path_len = rest - authority_len;
    return check_path(out->path, out->path_len, reason);
}

/* "host:port" (CONNECT): a valid host with a port. */
static bool parse_authority(const char *target, size_t len, vela_http_target_t *out,
                            const char **reason)
{
    if (!vela_http_host_is_valid(target, len) || memchr(target, ':', len) == NULL) {
        *reason = "a request-target of no known form";
        return false;
    }
    out->form = VELA_HTTP_TARGET_AUTHORITY;
    out->authority = target;
    out->authority_len = len;
    return true;
}

bool vela_http_target_parse(const char *target, size_t len, vela_http_target_t *out,
                            const char **reason)
{
    size_t scheme_len;

    out->authority = NULL;
    out->authority_len = 0;
    out->path = target;
    out->path_len = len;
    if (len > 0 && target[0] == '/') {
        out->form = VELA_HTTP_TARGET_ORIGIN;
        return check_path(target, len, reason);
    }
    if (len == 1 && target[0] == '*') {
        out->form = VELA_HTTP_TARGET_ASTERISK;
        return true;
    }
    scheme_len = scheme_length(target, len);
    if (scheme_len > 0 && len - scheme_len >= 3 && memcmp(target + scheme_len, "://", 3) == 0) {
        return parse_absolute(target, len, scheme_len, out, reason);
    }
    return parse_authority(target, len, out, reason);
}
