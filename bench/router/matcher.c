/*
 * bench/router/matcher: Vela's C router as Vela\App's request path uses it —
 * vela_router_match() called from C with the placeholder regexes checked by
 * PCRE2 (JIT, as PHP's pcre compiles them: ^(?:regex)$ with DOLLAR_ENDONLY),
 * no PHP call and no result array — over the route table and request paths
 * bench.php writes. Prints matches per second of CPU time for each path
 * file. Not a test.
 *
 * usage: matcher ROUTES PATHS ITERATIONS   (one "METHOD PATH" or path per line)
 */
#define _POSIX_C_SOURCE 200809L
#define PCRE2_CODE_UNIT_WIDTH 8

#include "src/router/router.h"

#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

typedef struct regexes {
    pcre2_code **code;
    pcre2_match_data *data;
} regexes_t;

static bool check(void *ud, size_t regex, const char *value, size_t len)
{
    regexes_t *r = ud;
    return pcre2_match(r->code[regex], (PCRE2_SPTR)value, len, 0, 0, r->data, NULL) >= 0;
}

static double cpu_seconds(void)
{
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return (double)(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           (double)(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

/* The lines of `file` (newlines removed) into *lines; returns their number, or 0. */
static size_t read_lines(const char *file, char ***lines)
{
    FILE *f = fopen(file, "r");
    char buf[4096];
    size_t n = 0, cap = 0;
    *lines = NULL;
    while (f && fgets(buf, sizeof(buf), f)) {
        buf[strcspn(buf, "\n")] = '\0';
        if (n == cap) {
            cap = cap ? cap * 2 : 1024;
            *lines = realloc(*lines, cap * sizeof(**lines));
        }
        (*lines)[n++] = strdup(buf);
    }
    if (f) {
        fclose(f);
    }
    return n;
}

/* Compiles every regex of the router as Vela\App does. */
static bool compile_regexes(const vela_router_t *router, regexes_t *r)
{
    size_t n = vela_router_regex_count(router);
    r->code = calloc(n + 1, sizeof(*r->code));
    r->data = pcre2_match_data_create(16, NULL);
    for (size_t i = 0; i < n; i++) {
        size_t len;
        const char *regex = vela_router_regex(router, i, &len);
        char anchored[600];
        int code, m = snprintf(anchored, sizeof(anchored), "^(?:%.*s)$", (int)len, regex);
        PCRE2_SIZE at;
        r->code[i] =
            pcre2_compile((PCRE2_SPTR)anchored, (size_t)m, PCRE2_DOLLAR_ENDONLY, &code, &at, NULL);
        if (r->code[i] == NULL) {
            return false;
        }
        pcre2_jit_compile(r->code[i], PCRE2_JIT_COMPLETE);
    }
    return true;
}

int main(int argc, char **argv)
{
    char **routes, **paths;
    size_t nroutes, npaths;
    if (argc != 4 || (nroutes = read_lines(argv[1], &routes)) == 0 ||
        (npaths = read_lines(argv[2], &paths)) == 0) {
        fprintf(stderr, "usage: matcher ROUTES PATHS ITERATIONS\n");
        return 2;
    }
    long iterations = atol(argv[3]);
    vela_router_t *router = vela_router_new();
    for (size_t i = 0; i < nroutes; i++) {
        const char *path = strchr(routes[i], ' ') + 1;
        if (vela_router_add(router, VELA_METHOD_GET, path, strlen(path), NULL, NULL) < 0) {
            fprintf(stderr, "matcher: cannot add %s\n", routes[i]);
            return 1;
        }
    }
    regexes_t regexes;
    if (!compile_regexes(router, &regexes)) {
        fprintf(stderr, "matcher: a regex does not compile\n");
        return 1;
    }
    size_t *lengths = malloc(npaths * sizeof(*lengths));
    size_t longest = 1;
    for (size_t i = 0; i < npaths; i++) {
        lengths[i] = strlen(paths[i]);
        longest = lengths[i] > longest ? lengths[i] : longest;
    }
    vela_route_match_t match;
    char *scratch = malloc(2 * longest); /* the router's scratch */
    long matched = 0;
    double start = cpu_seconds();
    for (long i = 0; i < iterations; i++) {
        size_t p = (size_t)i % npaths;
        vela_router_match(router, VELA_METHOD_GET, paths[p], lengths[p], check, &regexes, scratch,
                          &match);
        matched += match.route >= 0;
    }
    double seconds = cpu_seconds() - start;
    if (matched != iterations) {
        fprintf(stderr, "matcher: %ld of %ld paths matched\n", matched, iterations);
        return 1;
    }
    printf("%.0f\n", (double)iterations / (seconds > 1e-9 ? seconds : 1e-9));
    return 0;
}
