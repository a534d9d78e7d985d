/*
 * libFuzzer target for vgen's PHP lexer (compiler/lexer.re).
 *
 * fuzz-sources: compiler/lexer.re
 * fuzz-seeds: tests/vgen/lexer-fixtures
 *
 * Built with -fsanitize=fuzzer,address,undefined by tests/fuzz/run. Besides
 * memory errors it checks the lexer's contract and aborts on a breach: every
 * token lies inside the input and starts where the previous one ended, so the
 * tokens of a successful run concatenate to the whole input; lines never go
 * backwards (except for the data after __halt_compiler, which PHP places on an
 * earlier line); the lexer always makes progress; the end and errors are
 * sticky.
 */
#include "lexer.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void check(int ok)
{
    if (!ok) {
        abort();
    }
}

static void check_token(const vgen_token_t *tok, const char *src, size_t size, const char *expected_at,
                        int min_line)
{
    check(tok->text == expected_at);
    check(tok->text >= src && tok->len <= size - (size_t)(tok->text - src));
    check(tok->line >= min_line || tok->kind == VGEN_T_INLINE_HTML);
    check(tok->col >= 1);
    check(tok->kind > 0 && (tok->kind < 256 || vgen_token_name(tok->kind) != NULL));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *src = malloc(size ? size : 1); /* exact size: ASan sees any over-read */
    memcpy(src, data, size);
    vgen_lexer_t lx;
    vgen_token_t tok;
    const char *at = src;
    int rc, line = 1, empty_in_a_row = 0;
    vgen_lexer_init(&lx, src, size);
    while ((rc = vgen_lexer_next(&lx, &tok)) > 0) {
        check_token(&tok, src, size, at, line);
        empty_in_a_row = tok.len == 0 ? empty_in_a_row + 1 : 0;
        check(empty_in_a_row < 3);
        at = tok.text + tok.len;
        line = tok.line;
    }
    check(rc < 0 ? vgen_lexer_error(&lx) != NULL : at == src + size);
    check(vgen_lexer_next(&lx, &tok) == rc);
    free(src);
    return 0;
}
