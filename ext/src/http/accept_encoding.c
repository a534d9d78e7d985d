/*
 * Accept-Encoding negotiation (see accept_encoding.h). The value is split at
 * commas; each element is parsed on its own into a coding and a weight in
 * thousandths (0..1000); the weights of the codings that matter are kept,
 * and the choice is made once the whole value was read.
 *
 * Invariants: nothing is read outside value[0..len); a weight is -1 until
 * its coding is named by a valid element.
 */
#include "src/http/accept_encoding.h"

#include <stdbool.h>
#include <string.h>
#include <strings.h>

/* The weights named so far; -1 when not named. */
typedef struct weights {
    int gzip, br, identity, star;
} weights_t;

static bool is_tchar(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           (c != '\0' && c < 128 && strchr("!#$%&'*+-.^_`|~", c) != NULL);
}

static size_t skip_ows(const char *p, size_t i, size_t n)
{
    while (i < n && (p[i] == ' ' || p[i] == '\t')) {
        i++;
    }
    return i;
}

static size_t skip_token(const char *p, size_t i, size_t n)
{
    while (i < n && is_tchar((unsigned char)p[i])) {
        i++;
    }
    return i;
}

/* qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] ), into thousandths; -1 if not. */
static int parse_q(const char *p, size_t n)
{
    int q, scale = 100;

    if (n == 0 || (p[0] != '0' && p[0] != '1') || n > 5 || (n > 1 && p[1] != '.')) {
        return -1;
    }
    q = (p[0] - '0') * 1000;
    for (size_t i = 2; i < n; i++, scale /= 10) {
        if (p[i] < '0' || p[i] > '9') {
            return -1;
        }
        q += (p[i] - '0') * scale;
    }
    return q > 1000 ? -1 : q;
}

/* Skips a quoted-string starting at p[i] == '"'; returns the index after it, or 0 if unterminated. */
static size_t skip_quoted(const char *p, size_t i, size_t n)
{
    for (i++; i < n; i++) {
        if (p[i] == '\\') {
            i++;
        } else if (p[i] == '"') {
            return i + 1;
        }
    }
    return 0;
}

/*
 * The weight given by the parameters in p[i..n) (each "; name=value"):
 * 1000 without q, the q value otherwise; -1 when they are malformed.
 */
static int parameters_weight(const char *p, size_t i, size_t n)
{
    int weight = 1000;

    while ((i = skip_ows(p, i, n)) < n) {
        size_t name, name_end, end;

        if (p[i] != ';') {
            return -1;
        }
        name = skip_ows(p, i + 1, n);
        if (name == n || p[name] == ';') {
            i = name; /* an empty parameter */
            continue;
        }
        name_end = skip_token(p, name, n);
        if (name_end == name || name_end == n || p[name_end] != '=') {
            return -1;
        }
        i = name_end + 1;
        end = i < n && p[i] == '"' ? skip_quoted(p, i, n) : skip_token(p, i, n);
        if (end <= i) {
            return -1;
        }
        if (name_end - name == 1 && (p[name] == 'q' || p[name] == 'Q') &&
            (weight = parse_q(p + i, end - i)) < 0) {
            return -1;
        }
        i = end;
    }
    return weight;
}

static bool name_is(const char *p, size_t n, const char *name)
{
    return strlen(name) == n && strncasecmp(p, name, n) == 0;
}

/* Parses the element p[0..n) and records its weight when it names a coding that matters. */
static void parse_element(const char *p, size_t n, weights_t *w)
{
    size_t start = skip_ows(p, 0, n), end = skip_token(p, start, n);
    int weight;

    if (end == start || (weight = parameters_weight(p, end, n)) < 0) {
        return;
    }
    p += start;
    n = end - start;
    if (name_is(p, n, "gzip") || name_is(p, n, "x-gzip")) {
        w->gzip = weight;
    } else if (name_is(p, n, "br")) {
        w->br = weight;
    } else if (name_is(p, n, "identity")) {
        w->identity = weight;
    } else if (name_is(p, n, "*")) {
        w->star = weight;
    }
}

/* The weight of a coding: its own when named, else that of "*", else 0 (not acceptable). */
static int weight_of(int named, int star)
{
    return named >= 0 ? named : star >= 0 ? star : 0;
}

enum vela_http_coding vela_http_accept_encoding_choose(const char *value, size_t len,
                                                       unsigned offered)
{
    weights_t w = {-1, -1, -1, -1};
    enum vela_http_coding best = VELA_HTTP_CODING_IDENTITY;
    int best_weight = 0, identity;

    for (size_t i = 0, comma; value != NULL && i <= len; i = comma + 1) {
        for (comma = i; comma < len && value[comma] != ','; comma++) {
        }
        parse_element(value + i, comma - i, &w);
    }
    if ((offered & VELA_HTTP_CODING_BIT(VELA_HTTP_CODING_BR)) && weight_of(w.br, w.star) > 0) {
        best = VELA_HTTP_CODING_BR;
        best_weight = weight_of(w.br, w.star);
    }
    if ((offered & VELA_HTTP_CODING_BIT(VELA_HTTP_CODING_GZIP)) &&
        weight_of(w.gzip, w.star) > best_weight) {
        best = VELA_HTTP_CODING_GZIP;
        best_weight = weight_of(w.gzip, w.star);
    }
    identity = weight_of(w.identity, w.star);
    if ((w.identity >= 0 || w.star >= 0) && identity > best_weight) {
        return VELA_HTTP_CODING_IDENTITY;
    }
    return best;
}

const char *vela_http_coding_name(enum vela_http_coding coding)
{
    switch (coding) {
    case VELA_HTTP_CODING_GZIP:
        return "gzip";
    case VELA_HTTP_CODING_BR:
        return "br";
    default:
        return "identity";
    }
}
