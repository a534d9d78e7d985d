/*
 * Lexer throughput: reads every file named on stdin into memory, then lexes
 * them all REPEAT times (argv[1], default 5) and prints
 * "BYTES TOKENS SECONDS" for one pass (the best of the REPEAT passes).
 * Only the lexer is timed: no I/O, no output formatting.
 */
#include "lexer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct source {
    char *text;
    size_t len;
};

static size_t load(struct source **out)
{
    char path[4096];
    size_t n = 0, cap = 0;
    struct source *all = NULL;
    while (fgets(path, sizeof path, stdin) != NULL) {
        path[strcspn(path, "\n")] = '\0';
        FILE *f = fopen(path, "rb");
        if (f == NULL || fseek(f, 0, SEEK_END) != 0) {
            exit(1);
        }
        long size = ftell(f);
        rewind(f);
        if (n == cap) {
            all = realloc(all, (cap = cap ? cap * 2 : 1024) * sizeof *all);
        }
        all[n].text = malloc(size > 0 ? (size_t)size : 1);
        all[n].len = fread(all[n].text, 1, (size_t)size, f);
        fclose(f);
        n++;
    }
    *out = all;
    return n;
}

static double lex_all(const struct source *all, size_t n, long *tokens)
{
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    *tokens = 0;
    for (size_t i = 0; i < n; i++) {
        vgen_lexer_t lx;
        vgen_token_t tok;
        vgen_lexer_init(&lx, all[i].text, all[i].len);
        while (vgen_lexer_next(&lx, &tok) > 0) {
            ++*tokens;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &b);
    return (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9;
}

int main(int argc, char **argv)
{
    struct source *all;
    size_t n = load(&all), bytes = 0;
    int repeat = argc > 1 ? atoi(argv[1]) : 5;
    double best = 1e9;
    long tokens = 0;
    for (size_t i = 0; i < n; i++) {
        bytes += all[i].len;
    }
    for (int r = 0; r < repeat; r++) {
        double s = lex_all(all, n, &tokens);
        best = s < best ? s : best;
    }
    printf("%zu %ld %.6f\n", bytes, tokens, best);
    return 0;
}
