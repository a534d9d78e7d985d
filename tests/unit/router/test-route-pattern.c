/*
 * Unit tests for ext/src/router/route_pattern.c, the one route grammar: the
 * shared table tests/unit/router/route-patterns.tsv (which tests/vgen and
 * tests/ext/app run through vgen and Vela\App) through the parser and the
 * router, with placeholder regexes evaluated by PCRE2 as the binding does;
 * then what the table cannot say (spans, trailing slashes, bytes a TSV
 * cannot hold, method names).
 */
#include "src/core/error.h"
#include "src/router/route_pattern.h"
#include "src/router/router.h"
#include "unit.h"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdlib.h>

#ifndef ROUTE_PATTERNS_TABLE
#error "ROUTE_PATTERNS_TABLE must name tests/unit/router/route-patterns.tsv"
#endif

typedef struct row {
    char *verdict, *pattern, *third, *fourth;
    int line;
} row_t;

static row_t rows[256];
static char scratch[2048]; /* the router's scratch: paths here are under 1024 bytes */
static size_t nrows;

/* Splits a line at tabs into the row's fields (missing ones are ""). */
static void split(char *line, row_t *row)
{
    char **fields[] = {&row->verdict, &row->pattern, &row->third, &row->fourth};
    for (size_t i = 0; i < 4; i++) {
        *fields[i] = line;
        char *tab = strchr(line, '\t');
        if (tab != NULL && i < 3) {
            *tab = '\0';
            line = tab + 1;
        } else {
            line += strlen(line);
        }
    }
}

static void load_table(void)
{
    static char text[65536];
    FILE *f = fopen(ROUTE_PATTERNS_TABLE, "r");
    size_t n = f ? fread(text, 1, sizeof(text) - 1, f) : 0;
    if (f) {
        fclose(f);
    }
    text[n] = '\0';
    int number = 0;
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next) {
            *next++ = '\0';
        }
        number++;
        if (line[0] != '#' && line[0] != '\0' && nrows < sizeof(rows) / sizeof(rows[0])) {
            split(line, &rows[nrows]);
            rows[nrows++].line = number;
        }
    }
}

/* The binding's check: the regex anchored to the whole value, PCRE2 with DOLLAR_ENDONLY. */
static bool pcre_check(void *ud, size_t number, const char *value, size_t len)
{
    const vela_router_t *router = ud;
    size_t regex_len;
    const char *regex = vela_router_regex(router, number, &regex_len);
    char anchored[512];
    int n = snprintf(anchored, sizeof(anchored), "^(?:%.*s)$", (int)regex_len, regex);
    int code;
    PCRE2_SIZE at;
    pcre2_code *re =
        pcre2_compile((PCRE2_SPTR)anchored, (size_t)n, PCRE2_DOLLAR_ENDONLY, &code, &at, NULL);
    pcre2_match_data *md = re ? pcre2_match_data_create_from_pattern(re, NULL) : NULL;
    int rc = md ? pcre2_match(re, (PCRE2_SPTR)value, len, 0, 0, md, NULL) : -1;
    pcre2_match_data_free(md);
    pcre2_code_free(re);
    return rc >= 0;
}

static bool regex_compiles(const char *regex, size_t len)
{
    char anchored[512];
    int n = snprintf(anchored, sizeof(anchored), "^(?:%.*s)$", (int)len, regex);
    int code;
    PCRE2_SIZE at;
    pcre2_code *alone = pcre2_compile((PCRE2_SPTR)regex, len, 0, &code, &at, NULL);
    pcre2_code *re =
        pcre2_compile((PCRE2_SPTR)anchored, (size_t)n, PCRE2_DOLLAR_ENDONLY, &code, &at, NULL);
    bool ok = alone != NULL && re != NULL;
    pcre2_code_free(alone);
    pcre2_code_free(re);
    return ok;
}

/* Appends value[0..len) to out as the table spells it: bytes other than letters, digits and
 * -._~@: percent-encoded, so a decoded value can hold '&', '=', '/' or any byte. */
static size_t encode_value(const char *value, size_t len, char *out, size_t size)
{
    size_t used = 0;
    for (size_t i = 0; i < len && used + 4 <= size; i++) {
        unsigned char c = (unsigned char)value[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
            strchr("-._~@:", c) != NULL) {
            out[used++] = (char)c;
        } else {
            used += (size_t)snprintf(out + used, size - used, "%%%02X", c);
        }
    }
    out[used] = '\0';
    return used;
}

/* "id=42&slug=x" of a match: the decoded values, percent-encoded again. */
static void format_params(const vela_route_match_t *m, char *out, size_t size)
{
    size_t used = 0;
    out[0] = '\0';
    for (size_t i = 0; i < m->nparams && used + 4 < size; i++) {
        used += (size_t)snprintf(out + used, size - used, "%s%.*s=", i ? "&" : "",
                                 (int)m->params[i].name_len, m->params[i].name);
        used += encode_value(m->params[i].value, m->params[i].len, out + used, size - used);
    }
}

static void table_errors_are_rejected_where_it_says(void)
{
    for (size_t i = 0; i < nrows; i++) {
        const row_t *r = &rows[i];
        vela_route_pattern_t p;
        vela_route_pattern_error_t e = {0, NULL};
        int rc = vela_route_pattern_parse(r->pattern, strlen(r->pattern), &p, &e);
        if (strcmp(r->verdict, "error") != 0) {
            if (rc != 0) {
                printf("  line %d: %s rejected at %zu: %s\n", r->line, r->pattern, e.offset,
                       e.message);
            }
            EXPECT_INT(rc, 0);
            vela_route_pattern_free(&p);
            continue;
        }
        EXPECT_INT(rc, VELA_EINVAL);
        if (rc == VELA_EINVAL &&
            (e.offset != (size_t)atoi(r->third) || strcmp(e.message, r->fourth))) {
            printf("  line %d: %s: got %zu '%s'\n", r->line, r->pattern, e.offset, e.message);
            unit_failed_checks++;
        }
        EXPECT(p.segments == NULL && p.nsegments == 0);
    }
}

static void table_regexes_that_pcre2_refuses(void)
{
    int seen = 0;
    for (size_t i = 0; i < nrows; i++) {
        vela_route_pattern_t p;
        if (vela_route_pattern_parse(rows[i].pattern, strlen(rows[i].pattern), &p, NULL) != 0) {
            continue;
        }
        bool valid = true;
        for (size_t s = 0; s < p.nsegments; s++) {
            const vela_route_span_t *rx = &p.segments[s].regex;
            valid &= rx->len == 0 || regex_compiles(rows[i].pattern + rx->offset, rx->len);
        }
        if (valid != (strcmp(rows[i].verdict, "regex") != 0)) {
            printf("  line %d: %s: regexes %s\n", rows[i].line, rows[i].pattern,
                   valid ? "compile" : "do not compile");
            unit_failed_checks++;
        }
        seen += !valid;
        vela_route_pattern_free(&p);
    }
    EXPECT(seen >= 3);
}

/* Every "ok" pattern is a route of one router, in table order (first of each pattern). */
static int route_of(vela_router_t *router, const char *pattern)
{
    int number = 0;
    for (size_t i = 0; i < nrows; i++) {
        if (strcmp(rows[i].verdict, "ok") != 0) {
            continue;
        }
        bool first = true;
        for (size_t j = 0; j < i; j++) {
            first &= strcmp(rows[j].verdict, "ok") != 0 || strcmp(rows[j].pattern, rows[i].pattern);
        }
        if (!first) {
            continue;
        }
        if (router != NULL) {
            EXPECT_INT(vela_router_add(router, VELA_METHOD_GET, rows[i].pattern,
                                       strlen(rows[i].pattern), NULL, NULL),
                       number);
        } else if (strcmp(rows[i].pattern, pattern) == 0) {
            return number;
        }
        number++;
    }
    return -1;
}

static void table_paths_route_as_it_says(void)
{
    vela_router_t *router = vela_router_new();
    route_of(router, NULL);
    int checked = 0;
    for (size_t i = 0; i < nrows; i++) {
        const row_t *r = &rows[i];
        bool ok = strcmp(r->verdict, "ok") == 0;
        if (!ok && strcmp(r->verdict, "miss") != 0) {
            continue;
        }
        vela_route_match_t m;
        char params[1024];
        vela_router_match(router, VELA_METHOD_GET, r->third, strlen(r->third), pcre_check, router,
                          scratch, &m);
        format_params(&m, params, sizeof(params));
        int expected = ok ? route_of(NULL, r->pattern) : -1;
        if (m.route != expected || (ok && strcmp(params, r->fourth) != 0)) {
            printf("  line %d: %s -> route %d (%s), expected %d (%s)\n", r->line, r->third, m.route,
                   params, expected, ok ? r->fourth : "");
            unit_failed_checks++;
        }
        checked++;
    }
    EXPECT(checked >= 20);
    vela_router_free(router);
}

static void segments_are_slices_of_the_text(void)
{
    const char *text = "/file-{id:\\d+}.txt/v{n}/x";
    vela_route_pattern_t p;
    EXPECT_INT(vela_route_pattern_parse(text, strlen(text), &p, NULL), 0);
    EXPECT_INT(p.nsegments, 3);
    EXPECT_INT(p.nparams, 2);
    const vela_route_segment_t *s = p.segments;
    EXPECT_MEM(text + s[0].prefix.offset, s[0].prefix.len, "file-");
    EXPECT_MEM(text + s[0].name.offset, s[0].name.len, "id");
    EXPECT_MEM(text + s[0].regex.offset, s[0].regex.len, "\\d+");
    EXPECT_MEM(text + s[0].suffix.offset, s[0].suffix.len, ".txt");
    EXPECT_MEM(text + s[1].prefix.offset, s[1].prefix.len, "v");
    EXPECT_INT(s[1].regex.len, 0);
    EXPECT(!vela_route_segment_is_param(&s[2]));
    EXPECT_MEM(text + s[2].prefix.offset, s[2].prefix.len, "x");
    size_t offset = 0, len = 0;
    EXPECT(vela_route_segment_match(text, &s[0], "file-12.txt", 11, &offset, &len));
    EXPECT_INT(offset, 5);
    EXPECT_INT(len, 2);
    EXPECT(!vela_route_segment_match(text, &s[0], "file-.txt", 9, &offset, &len));
    EXPECT(!vela_route_segment_match(text, &s[0], "file-1.tx", 9, &offset, &len));
    vela_route_pattern_free(&p);
    vela_route_pattern_free(&p); /* twice is harmless */
    vela_route_pattern_free(NULL);
}

static void root_and_trailing_slash_are_empty_last_segments(void)
{
    vela_route_pattern_t p;
    EXPECT_INT(vela_route_pattern_parse("/", 1, &p, NULL), 0);
    EXPECT_INT(p.nsegments, 1);
    EXPECT_INT(p.segments[0].prefix.len, 0);
    vela_route_pattern_free(&p);
    EXPECT_INT(vela_route_pattern_parse("/users/{id}/", 12, &p, NULL), 0);
    EXPECT_INT(p.nsegments, 3);
    vela_route_pattern_free(&p);
    vela_router_t *router = vela_router_new();
    EXPECT_INT(vela_router_add(router, VELA_METHOD_GET, "/u/{id}/", 8, NULL, NULL), 0);
    EXPECT_INT(vela_router_add(router, VELA_METHOD_GET, "/u/{id}", 7, NULL, NULL), 1);
    vela_route_match_t m;
    vela_router_match(router, VELA_METHOD_GET, "/u/5/", 5, NULL, NULL, scratch, &m);
    EXPECT_INT(m.route, 0);
    vela_router_match(router, VELA_METHOD_GET, "/u/5", 4, NULL, NULL, scratch, &m);
    EXPECT_INT(m.route, 1);
    vela_router_free(router);
}

static void rejects_what_a_tab_separated_table_cannot_hold(void)
{
    static const struct {
        const char *text;
        size_t len, offset;
        const char *message;
    } cases[] = {
        {"", 0, 0, "a route path starts with '/'"},
        {"users", 5, 0, "a route path starts with '/'"},
        {"/a/{x:\t}", 8, 6, "a placeholder's regex cannot contain control characters"},
        {"/a/{x:\\\n}", 9, 7, "a placeholder's regex cannot contain control characters"},
        {"/a\0b", 4, 2,
         "a route path may contain letters, digits and -._~!$&'()*+,;=:@ "
         "outside placeholders; percent-encode other bytes"},
        {"/%4", 3, 1, "'%' must start a percent-escape such as %20"},
        {"/{", 2, 1, "unclosed '{': a placeholder ends with '}'"},
        {"/{id", 4, 1, "unclosed '{': a placeholder ends with '}'"},
        {"/{id:a\\}", 8, 1, "unclosed '{': a placeholder ends with '}'"},
    };
    for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
        vela_route_pattern_t p;
        vela_route_pattern_error_t e = {0, NULL};
        EXPECT_INT(vela_route_pattern_parse(cases[i].text, cases[i].len, &p, &e), VELA_EINVAL);
        EXPECT_INT(e.offset, cases[i].offset);
        EXPECT_STR(e.message, cases[i].message);
    }
}

static void escaped_braces_do_not_nest(void)
{
    const char *text = "/a/{x:\\{\\d\\}}";
    vela_route_pattern_t p;
    EXPECT_INT(vela_route_pattern_parse(text, strlen(text), &p, NULL), 0);
    EXPECT_MEM(text + p.segments[1].regex.offset, p.segments[1].regex.len, "\\{\\d\\}");
    vela_route_pattern_free(&p);
}

static void method_names_and_bits_agree(void)
{
    for (unsigned i = 0; vela_route_method_name(i) != NULL; i++) {
        const char *name = vela_route_method_name(i);
        EXPECT_INT(vela_route_method_bit(name, strlen(name)), 1u << i);
    }
    for (unsigned i = 0; vela_route_method_name(i) != NULL; i++) { /* one byte off is no method */
        char name[8];
        size_t len = strlen(vela_route_method_name(i));
        for (size_t k = 0; k < len; k++) {
            memcpy(name, vela_route_method_name(i), len);
            name[k] = '_';
            EXPECT_INT(vela_route_method_bit(name, len), 0);
        }
    }
    EXPECT_INT(vela_route_method_bit("get", 3), 0);
    EXPECT_INT(vela_route_method_bit("TRACE", 5), 0);
    EXPECT_INT(vela_route_method_bit("CONNECT", 7), 0);
    EXPECT_INT(vela_route_method_bit("", 0), 0);
    EXPECT_INT(vela_route_method_bit("GETS", 4), 0);
    EXPECT_INT(vela_route_method_bit("DELETE", 6), VELA_METHOD_DELETE);
    EXPECT(vela_route_method_name(7) == NULL);
    EXPECT(vela_route_method_name(100) == NULL);
}

static void load(void)
{
    load_table();
    EXPECT(nrows >= 40);
}

UNIT_MAIN(UNIT_TEST(load), UNIT_TEST(table_errors_are_rejected_where_it_says),
          UNIT_TEST(table_regexes_that_pcre2_refuses), UNIT_TEST(table_paths_route_as_it_says),
          UNIT_TEST(segments_are_slices_of_the_text),
          UNIT_TEST(root_and_trailing_slash_are_empty_last_segments),
          UNIT_TEST(rejects_what_a_tab_separated_table_cannot_hold),
          UNIT_TEST(escaped_braces_do_not_nest), UNIT_TEST(method_names_and_bits_agree))
