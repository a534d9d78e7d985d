/*
 * libFuzzer target for the way app strings enter generated PHP
 * (compiler/phpgen.c): vgen_php_string() and vgen_php_comment().
 *
 * fuzz-sources: compiler/phpgen.c compiler/strbuf.c compiler/mem.c
 *               compiler/lexer.re
 * fuzz-seeds: tests/fuzz/corpus/php-string
 *
 * Built with -fsanitize=fuzzer,address,undefined by tests/fuzz/run. The input
 * is any bytes. The literal vgen_php_string() writes, placed in
 * `<?php return LITERAL;`, must lex (with vgen's lexer, which matches PHP's
 * token_get_all()) as `return`, string literals joined by `.`, and `;`, with
 * nothing after; decoding those literals as PHP does (a C unescape below)
 * must give the input back byte for byte, and the literal holds no NUL byte.
 * The text vgen_php_comment() writes, placed after `<?php` in a doc comment
 * (slash, two stars, TEXT, star-slash) and then in a line comment (`// TEXT`
 * and a newline), must lex as that doc comment and that line comment followed
 * by `return 1;`: it can end neither comment, nor the line, nor PHP mode.
 */
#include "lexer.h"
#include "phpgen.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void check(int ok)
{
    if (!ok) {
        abort();
    }
}

/* The next significant token (whitespace skipped); 0 at the end. */
static int next(vgen_lexer_t *lx, vgen_token_t *tok)
{
    int rc;
    while ((rc = vgen_lexer_next(lx, tok)) > 0 && tok->kind == VGEN_T_WHITESPACE) {
    }
    check(rc >= 0);
    return rc == 0 ? 0 : tok->kind;
}

/* Appends the value of a PHP string literal token as PHP reads it: '…' with \\ and \'
 * escapes, or the only double-quoted literal vgen writes, "\0". */
static void decode(const vgen_token_t *tok, vgen_buf_t *value)
{
    const char *p = tok->text, *end = tok->text + tok->len;
    check(tok->len >= 2 && end[-1] == p[0]);
    if (p[0] == '"') {
        check(tok->len == 4 && p[1] == '\\' && p[2] == '0');
        vgen_buf_putc(value, '\0');
        return;
    }
    check(p[0] == '\'');
    for (p++, end--; p < end; p++) {
        if (*p == '\\' && p + 1 < end && (p[1] == '\\' || p[1] == '\'')) {
            p++;
        }
        vgen_buf_putc(value, *p);
    }
}

static void check_literal(const char *data, size_t size)
{
    vgen_buf_t src = {0}, value = {0};
    vgen_buf_puts(&src, "<?php return ");
    size_t start = src.len;
    vgen_php_string(&src, data, size);
    check(memchr(src.data + start, '\0', src.len - start) == NULL);
    vgen_buf_puts(&src, ";");
    vgen_lexer_t lx;
    vgen_token_t tok;
    vgen_lexer_init(&lx, src.data, src.len);
    check(next(&lx, &tok) == VGEN_T_OPEN_TAG && next(&lx, &tok) == VGEN_T_RETURN);
    int kind;
    do {
        check(next(&lx, &tok) == VGEN_T_CONSTANT_ENCAPSED_STRING);
        decode(&tok, &value);
    } while ((kind = next(&lx, &tok)) == '.');
    check(kind == ';' && next(&lx, &tok) == 0);
    check(value.len == size && (size == 0 || memcmp(value.data, data, size) == 0));
    vgen_buf_free(&src);
    vgen_buf_free(&value);
}

static void check_comment(const char *data, size_t size)
{
    vgen_buf_t src = {0};
    vgen_buf_puts(&src, "<?php /** ");
    vgen_php_comment(&src, data, size);
    vgen_buf_puts(&src, " */ // ");
    vgen_php_comment(&src, data, size);
    vgen_buf_puts(&src, "\nreturn 1;");
    vgen_lexer_t lx;
    vgen_token_t tok;
    vgen_lexer_init(&lx, src.data, src.len);
    check(next(&lx, &tok) == VGEN_T_OPEN_TAG);
    check(next(&lx, &tok) == VGEN_T_DOC_COMMENT && next(&lx, &tok) == VGEN_T_COMMENT);
    check(next(&lx, &tok) == VGEN_T_RETURN && next(&lx, &tok) == VGEN_T_LNUMBER);
    check(next(&lx, &tok) == ';' && next(&lx, &tok) == 0);
    vgen_buf_free(&src);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *bytes = malloc(size ? size : 1); /* exact size: ASan sees any over-read */
    memcpy(bytes, data, size);
    check_literal(bytes, size);
    check_comment(bytes, size);
    free(bytes);
    return 0;
}
