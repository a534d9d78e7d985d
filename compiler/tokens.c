/*
 * `vgen tokens`: the lexer's output in a form PHP can reproduce exactly.
 *
 * Each token is a line `LINE NAME TEXT`: LINE as PHP counts it, NAME as
 * token_name() spells it (a single-character token is written as its own
 * text, like the plain strings token_get_all returns), TEXT as a JSON string.
 * tests/vgen/tokens.php prints the same from token_get_all(), which is what
 * the conformance check compares. Files are read whole; the lexer needs no
 * terminator or padding.
 */
#include "tokens.h"

#include "src/core/ascii.h"

#include "lexer.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/* Length of the UTF-8 sequence at s (PHP's strict rules: no overlong forms,
 * no surrogates, nothing above U+10FFFF), or 0 when it is invalid. */
static size_t utf8_length(const unsigned char *s, size_t left)
{
    unsigned char c = s[0];
    size_t n = c < 0x80                 ? 1
               : c >= 0xC2 && c <= 0xDF ? 2
               : c >= 0xE0 && c <= 0xEF ? 3
               : c >= 0xF0 && c <= 0xF4 ? 4
                                        : 0;
    if (n == 0 || n > left) {
        return 0;
    }
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) {
            return 0;
        }
    }
    if ((c == 0xE0 && s[1] < 0xA0) || (c == 0xED && s[1] >= 0xA0) || (c == 0xF0 && s[1] < 0x90) ||
        (c == 0xF4 && s[1] >= 0x90)) {
        return 0;
    }
    return n;
}

static bool valid_utf8(const unsigned char *s, size_t len)
{
    for (size_t i = 0, n; i < len; i += n) {
        if ((n = utf8_length(s + i, len - i)) == 0) {
            return false;
        }
    }
    return true;
}

static void write_escaped(FILE *out, unsigned char c, bool bytes)
{
    static const char hex[] = VELA_HEX_LOWER;
    const char *short_form = c == '"'    ? "\\\""
                             : c == '\\' ? "\\\\"
                             : c == '\b' ? "\\b"
                             : c == '\f' ? "\\f"
                             : c == '\n' ? "\\n"
                             : c == '\r' ? "\\r"
                             : c == '\t' ? "\\t"
                                         : NULL;
    if (short_form != NULL) {
        fputs(short_form, out);
    } else if (c < 0x20 || (bytes && c >= 0x80)) {
        fprintf(out, "\\u00%c%c", hex[c >> 4], hex[c & 15]);
    } else {
        putc(c, out);
    }
}

void vgen_tokens_write_json(FILE *out, const char *src, size_t len)
{
    const unsigned char *s = (const unsigned char *)src;
    bool bytes = !valid_utf8(s, len);
    putc('"', out);
    size_t plain = 0;
    for (size_t i = 0; i < len; i++) {
        unsigned char c = s[i];
        if (c < 0x20 || c == '"' || c == '\\' || (bytes && c >= 0x80)) {
            fwrite(s + plain, 1, i - plain, out);
            write_escaped(out, c, bytes);
            plain = i + 1;
        }
    }
    fwrite(s + plain, 1, len - plain, out);
    putc('"', out);
}

/* Reads a whole file into a malloc'd buffer the caller frees. */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    while (buf != NULL) {
        n += fread(buf + n, 1, cap - n, f);
        if (n < cap) {
            break;
        }
        char *bigger = realloc(buf, cap *= 2);
        if (bigger == NULL) {
            free(buf);
        }
        buf = bigger;
    }
    if (buf != NULL && ferror(f)) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    *len = n;
    return buf;
}

static int print_tokens(const char *path, const char *src, size_t len, FILE *out)
{
    vgen_lexer_t lx;
    vgen_token_t tok;
    int rc;
    vgen_lexer_init(&lx, src, len);
    while ((rc = vgen_lexer_next(&lx, &tok)) > 0) {
        const char *name = vgen_token_name(tok.kind);
        fprintf(out, "%d ", tok.line);
        if (name != NULL) {
            fputs(name, out);
        } else {
            fwrite(tok.text, 1, tok.len, out);
        }
        putc(' ', out);
        vgen_tokens_write_json(out, tok.text, tok.len);
        putc('\n', out);
    }
    if (rc < 0) {
        fprintf(stderr, "%s:%d:%d: error: %s\n", path, tok.line, tok.col, vgen_lexer_error(&lx));
        return 1;
    }
    return 0;
}

int vgen_tokens_main(int count, char **files)
{
    static char outbuf[1 << 16];
    int status = 0;
    if (count < 1) {
        fputs("usage: vgen tokens FILE...\n", stderr);
        return 2;
    }
    setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
    for (int i = 0; i < count; i++) {
        size_t len;
        char *src = read_file(files[i], &len);
        if (src == NULL) {
            fprintf(stderr, "%s:0:0: error: cannot read: %s\n", files[i], strerror(errno));
            status = 1;
            continue;
        }
        if (count > 1) {
            printf("== %s\n", files[i]);
        }
        status |= print_tokens(files[i], src, len, stdout);
        free(src);
    }
    return fflush(stdout) == 0 ? status : 1;
}
