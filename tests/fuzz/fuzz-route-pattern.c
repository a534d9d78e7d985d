/*
 * libFuzzer target for the route grammar (ext/src/router/route_pattern.c)
 * and the router's matching on it (ext/src/router/router.c).
 *
 * The input is a pattern. Checked: a rejection names an offset inside the
 * input and a message, and leaves nothing allocated; an accepted pattern
 * has 1..16 placeholders' worth of well-formed segments whose spans lie in
 * the input and spell it back exactly ("/" prefix "{" name ":" regex "}"
 * suffix, segment by segment), with only the last segment empty; the
 * router takes it, and the path built from it with the value "1" for every
 * placeholder (a value of every kind: any, int, regex) is matched by it with
 * each value in place (regexes are accepted by the check, as they are not
 * this grammar's business). Values are decoded: the path with "%31" for
 * every value matches with "1" in the caller's scratch, the path with
 * "a%2Fb" is not found, and the input itself taken as a path never yields
 * a value holding '/' or NUL, or lying outside the path and the scratch.
 * Literals are compared decoded: the path with every literal byte written
 * as an escape ("/us%65rs/1") matches too.
 *
 * fuzz-sources: ext/src/router/route_pattern.c ext/src/router/router.c
 * fuzz-seeds: tests/fuzz/corpus/route-pattern
 * fuzz-flags: -D_DEFAULT_SOURCE
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "src/router/route_pattern.h"
#include "src/router/router.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check(int ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "fuzz-route-pattern: %s\n", what);
        abort();
    }
}

static size_t append(char *out, size_t used, const char *text, vela_route_span_t span)
{
    memcpy(out + used, text + span.offset, span.len);
    return used + span.len;
}

/* Writes the pattern back from its spans (value == NULL) or the path it serves. */
static size_t spell(const char *text, const vela_route_pattern_t *p, const char *value, char *out)
{
    size_t used = 0;
    for (size_t i = 0; i < p->nsegments; i++) {
        const vela_route_segment_t *s = &p->segments[i];
        out[used++] = '/';
        used = append(out, used, text, s->prefix);
        if (vela_route_segment_is_param(s) && value != NULL) {
            memcpy(out + used, value, strlen(value));
            used += strlen(value);
        } else if (vela_route_segment_is_param(s)) {
            out[used++] = '{';
            used = append(out, used, text, s->name);
            if (s->regex.len) {
                out[used++] = ':';
                used = append(out, used, text, s->regex);
            }
            out[used++] = '}';
        }
        used = append(out, used, text, s->suffix);
    }
    return used;
}

/* The path the pattern serves with value "1", every literal byte but an escape's spelled "%XX". */
static size_t spell_escaped(const char *text, const vela_route_pattern_t *p, char *out)
{
    static const char hex[] = "0123456789abcdef";
    size_t used = 0;
    for (size_t i = 0; i < p->nsegments; i++) {
        const vela_route_segment_t *s = &p->segments[i];
        const vela_route_span_t spans[] = {s->prefix, s->suffix};
        out[used++] = '/';
        for (size_t k = 0; k < 2; k++) {
            if (k == 1 && vela_route_segment_is_param(s)) {
                out[used++] = '1';
            }
            for (size_t j = 0; j < spans[k].len; j++) {
                unsigned char c = (unsigned char)text[spans[k].offset + j];
                if (c == '%') { /* an escape stays as it is: 3 bytes */
                    memcpy(out + used, text + spans[k].offset + j, 3);
                    used += 3;
                    j += 2;
                    continue;
                }
                out[used++] = '%';
                out[used++] = hex[c >> 4];
                out[used++] = hex[c & 15];
            }
        }
    }
    return used;
}

static void check_shape(const char *text, size_t size, const vela_route_pattern_t *p)
{
    size_t params = 0;
    check(p->nsegments >= 1 && p->nparams <= VELA_ROUTE_MAX_PARAMS, "segment or param count");
    for (size_t i = 0; i < p->nsegments; i++) {
        const vela_route_segment_t *s = &p->segments[i];
        const vela_route_span_t *spans[] = {&s->prefix, &s->name, &s->regex, &s->suffix};
        for (size_t k = 0; k < 4; k++) {
            check(spans[k]->offset <= size && spans[k]->len <= size - spans[k]->offset, "span");
        }
        bool empty = s->prefix.len == 0 && !vela_route_segment_is_param(s);
        check(!empty || i + 1 == p->nsegments, "an empty segment before the last");
        check(vela_route_segment_is_param(s) || (s->regex.len == 0 && s->suffix.len == 0),
              "a literal segment with a regex or suffix");
        params += vela_route_segment_is_param(s);
    }
    check(params == p->nparams, "nparams");
    char *back = malloc(size + 1);
    check(spell(text, p, NULL, back) == size && memcmp(back, text, size) == 0, "spelled back");
    free(back);
}

static bool any_value(void *ud, size_t regex, const char *value, size_t len)
{
    (void)ud, (void)regex, (void)value, (void)len;
    return true;
}

/* Matches path[0..len) and checks what any match holds: values without '/' or NUL, each in
 * the path (nothing to decode) or at the same offset of the scratch (decoded). */
static void check_values(const vela_router_t *router, const char *path, size_t len, char *scratch,
                         vela_route_match_t *m)
{
    vela_router_match(router, VELA_METHOD_GET, path, len, any_value, NULL, scratch, m);
    for (size_t i = 0; m->route >= 0 && i < m->nparams; i++) {
        const char *v = m->params[i].value;
        size_t n = m->params[i].len;
        check(n > 0 && memchr(v, '/', n) == NULL && memchr(v, '\0', n) == NULL, "a bad value");
        check((v >= path && v + n <= path + len) || (v >= scratch && v + n <= scratch + 2 * len),
              "a value outside the path and the scratch");
    }
}

/* The path with value `encoded` everywhere: matched with `decoded` values, or not at all. */
static void check_decoded(const vela_router_t *router, const char *text, size_t size,
                          const vela_route_pattern_t *p, const char *encoded, const char *decoded)
{
    char *path = malloc(size + 8 * VELA_ROUTE_MAX_PARAMS + 2);
    size_t len = spell(text, p, encoded, path);
    char *scratch = malloc(2 * len + 1);
    vela_route_match_t m;
    check_values(router, path, len, scratch, &m);
    if (decoded == NULL) {
        check(m.route == -1 && m.allowed == 0, "a value with an encoded '/' matches");
    } else {
        check(m.route == 0 && m.nparams == p->nparams, "the encoded path does not match");
        for (size_t i = 0; i < m.nparams; i++) {
            check(m.params[i].len == strlen(decoded) &&
                      memcmp(m.params[i].value, decoded, m.params[i].len) == 0,
                  "a decoded value");
        }
    }
    free(scratch);
    free(path);
}

static void check_served(const char *text, size_t size, const vela_route_pattern_t *p)
{
    vela_router_t *router = vela_router_new();
    check(router != NULL, "router");
    check(vela_router_add(router, VELA_METHOD_GET, text, size, NULL, NULL) == 0,
          "the router refuses");
    check_decoded(router, text, size, p, "%31", "1");
    char *escaped = malloc(3 * size + 2 * VELA_ROUTE_MAX_PARAMS + 2);
    size_t escaped_len = spell_escaped(text, p, escaped);
    char *room = malloc(2 * escaped_len + 1);
    vela_route_match_t e;
    check_values(router, escaped, escaped_len, room, &e);
    check(e.route == 0 && e.nparams == p->nparams, "the path with escaped literals does not match");
    free(room);
    free(escaped);
    if (p->nparams > 0) {
        check_decoded(router, text, size, p, "a%2Fb", NULL);
    }
    char *path = malloc(size + 2 * VELA_ROUTE_MAX_PARAMS + 2);
    size_t len = spell(text, p, "1", path);
    char *scratch = malloc(2 * (len > size ? len : size) + 1);
    vela_route_match_t m;
    check_values(router, text, size, scratch, &m); /* the input as a path */
    vela_router_match(router, VELA_METHOD_GET, path, len, any_value, NULL, scratch, &m);
    check(m.route == 0 && m.nparams == p->nparams, "the built path does not match");
    for (size_t i = 0; i < m.nparams; i++) {
        check(m.params[i].len == 1 && m.params[i].value[0] == '1', "a value");
    }
    vela_router_match(router, VELA_METHOD_POST, path, len, any_value, NULL, scratch, &m);
    check(m.route == -1 && m.allowed == VELA_METHOD_GET, "405 for another method");
    free(scratch);
    free(path);
    vela_router_free(router);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    memcpy(text, data, size);
    text[size] = '\0';
    vela_route_pattern_t p;
    vela_route_pattern_error_t e = {(size_t)-1, NULL};
    int rc = vela_route_pattern_parse(text, size, &p, &e);
    if (rc == 0) {
        check_shape(text, size, &p);
        check_served(text, size, &p);
        vela_route_pattern_free(&p);
    } else {
        check(rc == VELA_EINVAL, "a failure other than EINVAL");
        check(e.message != NULL && (e.offset < size || (size == 0 && e.offset == 0)), "error");
        check(p.segments == NULL && p.nsegments == 0, "a rejected pattern holds segments");
    }
    free(text);
    return 0;
}
