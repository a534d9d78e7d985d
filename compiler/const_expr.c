/*
 * The constant-expression parser: the values of attribute arguments,
 * parameter defaults and a config file's `return`, read from the scanner's
 * tokens (scanner_internal.h) at the scanner's position.
 *
 * Design. An expression ends at the first ',', ')', ']', '=>', ';' or '}'
 * outside brackets; nothing inside is evaluated. Every expression keeps its
 * source text and its PHP with class names made absolute (before '::' and
 * after `new`), which is what generated code copies. The forms vgen reasons
 * about also get a parsed value: a string (single- or double-quoted, escapes
 * decoded as PHP does), an int or float with an optional sign, true, false,
 * null, a constant name, X::class, X::CONST and array literals ([…] or
 * array(…), keys and values parsed recursively); anything else is a
 * VGEN_VALUE_EXPR that only its text describes. Errors (an empty expression,
 * a malformed array) go through the scanner's fail(), once per file.
 */
#include "const_expr.h"

#include "src/core/ascii.h"

#include "scanner_internal.h"
#include "strbuf.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

size_t vgen_const_expr_end(const vgen_scanner_t *s)
{
    int depth = 0;
    for (size_t i = s->pos; i < s->ntoks; i++) {
        int k = s->toks[i].kind;
        if (depth == 0 && (k == ',' || k == ')' || k == ']' || k == VGEN_T_DOUBLE_ARROW ||
                           k == ';' || k == '}')) {
            return i;
        }
        depth += opens(k) ? 1 : closes(k) ? -1 : 0;
    }
    return s->ntoks;
}

/* The expression's PHP with class names before '::' or after `new` made absolute. */
static const char *resolved_php(vgen_scanner_t *s, size_t first, size_t end)
{
    vgen_buf_t out = {0};
    for (size_t i = first; i < end; i++) {
        const vgen_token_t *t = &s->toks[i];
        if (i > first) {
            const vgen_token_t *p = &s->toks[i - 1];
            vgen_buf_put(&out, p->text + p->len, (size_t)(t->text - (p->text + p->len)));
        }
        bool class_pos = (i + 1 < end && s->toks[i + 1].kind == VGEN_T_DOUBLE_COLON) ||
                         (i > first && s->toks[i - 1].kind == VGEN_T_NEW);
        const char *name = is_name(t->kind) && class_pos ? resolve(s, t, false) : NULL;
        if (name && !vgen_is_builtin_type(name, strlen(name))) {
            vgen_buf_printf(&out, "\\%s", name);
        } else {
            vgen_buf_put(&out, t->text, t->len);
        }
    }
    const char *php = vgen_arena_strdup(s->arena, vgen_buf_str(&out));
    vgen_buf_free(&out);
    return php;
}

static void put_utf8(vgen_buf_t *out, unsigned long cp)
{
    if (cp < 0x80) {
        vgen_buf_putc(out, (char)cp);
    } else if (cp < 0x800) {
        vgen_buf_putc(out, (char)(0xC0 | (cp >> 6)));
        vgen_buf_putc(out, (char)(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        vgen_buf_putc(out, (char)(0xE0 | (cp >> 12)));
        vgen_buf_putc(out, (char)(0x80 | ((cp >> 6) & 0x3F)));
        vgen_buf_putc(out, (char)(0x80 | (cp & 0x3F)));
    } else {
        vgen_buf_putc(out, (char)(0xF0 | (cp >> 18)));
        vgen_buf_putc(out, (char)(0x80 | ((cp >> 12) & 0x3F)));
        vgen_buf_putc(out, (char)(0x80 | ((cp >> 6) & 0x3F)));
        vgen_buf_putc(out, (char)(0x80 | (cp & 0x3F)));
    }
}

/* Decodes one escape after a backslash in a double-quoted string; returns bytes used. */
static size_t decode_escape(const char *p, const char *end, vgen_buf_t *out)
{
    static const char from[] = "ntrvef\\$\"", to[] = "\n\t\r\v\033\f\\$\"";
    const char *hit = p < end ? strchr(from, *p) : NULL;
    if (hit && *p) {
        vgen_buf_putc(out, to[hit - from]);
        return 1;
    }
    if (p < end && *p >= '0' && *p <= '7') {
        size_t n = 0;
        int v = 0;
        while (n < 3 && p + n < end && p[n] >= '0' && p[n] <= '7') {
            v = v * 8 + (p[n++] - '0');
        }
        vgen_buf_putc(out, (char)v);
        return n;
    }
    if (p + 2 < end && *p == 'u' && p[1] == '{') {
        const char *close = memchr(p, '}', (size_t)(end - p));
        if (close) {
            put_utf8(out, strtoul(p + 2, NULL, 16));
            return (size_t)(close - p) + 1;
        }
    }
    if (p + 1 < end && *p == 'x' && isxdigit((unsigned char)p[1])) {
        size_t n = 1;
        int v = 0;
        while (n < 3 && p + n < end && isxdigit((unsigned char)p[n])) {
            v = v * 16 + vela_hex_value(p[n++]);
        }
        vgen_buf_putc(out, (char)v);
        return n;
    }
    vgen_buf_putc(out, '\\');
    return 0;
}

static void decode_string(vgen_scanner_t *s, const vgen_token_t *t, vgen_value_t *v)
{
    const char *p = t->text, *end = t->text + t->len;
    if (*p == 'b' || *p == 'B') {
        p++;
    }
    char quote = *p++;
    end--;
    vgen_buf_reset(&s->tmp);
    while (p < end) {
        if (*p != '\\' || p + 1 >= end) {
            vgen_buf_putc(&s->tmp, *p++);
        } else if (quote == '\'') {
            bool esc = p[1] == '\\' || p[1] == '\'';
            vgen_buf_putc(&s->tmp, esc ? p[1] : '\\');
            p += esc ? 2 : 1;
        } else {
            p += 1 + decode_escape(p + 1, end, &s->tmp);
        }
    }
    v->kind = VGEN_VALUE_STRING;
    v->str_len = s->tmp.len;
    v->str = vgen_arena_strndup(s->arena, vgen_buf_str(&s->tmp), s->tmp.len);
}

static void decode_number(const vgen_token_t *t, vgen_value_t *v, bool negative)
{
    char digits[128];
    size_t n = 0;
    for (size_t i = 0; i < t->len && n + 1 < sizeof(digits); i++) {
        if (t->text[i] != '_') {
            digits[n++] = t->text[i];
        }
    }
    digits[n] = '\0';
    if (t->kind == VGEN_T_DNUMBER) {
        v->kind = VGEN_VALUE_FLOAT;
        v->fval = strtod(digits, NULL) * (negative ? -1 : 1);
        return;
    }
    int base = 10;
    const char *d = digits;
    if (d[0] == '0' && (d[1] == 'x' || d[1] == 'X')) {
        base = 16, d += 2;
    } else if (d[0] == '0' && (d[1] == 'b' || d[1] == 'B')) {
        base = 2, d += 2;
    } else if (d[0] == '0' && (d[1] == 'o' || d[1] == 'O')) {
        base = 8, d += 2;
    } else if (d[0] == '0' && d[1]) {
        base = 8;
    }
    v->kind = VGEN_VALUE_INT;
    v->ival = (long long)strtoull(d, NULL, base) * (negative ? -1 : 1);
}

static bool keyword_is(const vgen_token_t *t, const char *word)
{
    return t->kind == VGEN_T_STRING && t->len == strlen(word) &&
           strncasecmp(t->text, word, t->len) == 0;
}

static void parse_single(vgen_scanner_t *s, const vgen_token_t *t, vgen_value_t *v)
{
    if (t->kind == VGEN_T_CONSTANT_ENCAPSED_STRING) {
        decode_string(s, t, v);
    } else if (t->kind == VGEN_T_LNUMBER || t->kind == VGEN_T_DNUMBER) {
        decode_number(t, v, false);
    } else if (keyword_is(t, "true") || keyword_is(t, "false")) {
        v->kind = VGEN_VALUE_BOOL;
        v->bval = keyword_is(t, "true");
    } else if (keyword_is(t, "null")) {
        v->kind = VGEN_VALUE_NULL;
    } else if (is_name(t->kind)) {
        v->kind = VGEN_VALUE_CONST;
        v->str = text(s, t);
    }
}

static void parse_array_items(vgen_scanner_t *s, vgen_value_t *v, int closer)
{
    vgen_value_item_t *items = NULL;
    size_t cap = 0;
    while (!s->failed && kind(s) != closer && kind(s) != 0) {
        vgen_value_item_t item = {NULL, vgen_const_expr_parse(s)};
        if (accept(s, VGEN_T_DOUBLE_ARROW)) {
            item.key = item.value;
            item.value = vgen_const_expr_parse(s);
        }
        VGEN_PUSH(items, v->count, cap, item);
        if (!accept(s, ',') && kind(s) != closer) {
            fail(s, peek(s, 0), "expected ',' in an array");
        }
    }
    v->kind = VGEN_VALUE_ARRAY;
    v->items = arena_copy(s, items, v->count * sizeof(*items));
    free(items);
}

/* Parses the forms with a parsed value; leaves v->kind EXPR for the rest. */
static void parse_value_form(vgen_scanner_t *s, vgen_value_t *v, size_t end)
{
    const vgen_token_t *t = peek(s, 0);
    size_t n = end - s->pos;
    if (n == 1) {
        parse_single(s, t, v);
    } else if (n == 2 && (t->kind == '-' || t->kind == '+') &&
               (peek(s, 1)->kind == VGEN_T_LNUMBER || peek(s, 1)->kind == VGEN_T_DNUMBER)) {
        decode_number(peek(s, 1), v, t->kind == '-');
    } else if (n == 3 && (is_name(t->kind) || t->kind == VGEN_T_STATIC) &&
               peek(s, 1)->kind == VGEN_T_DOUBLE_COLON) {
        const vgen_token_t *m = peek(s, 2);
        v->str = resolve(s, t, false);
        v->kind = m->kind == VGEN_T_CLASS ? VGEN_VALUE_CLASS
                  : is_identifier(m)      ? VGEN_VALUE_CLASS_CONST
                                          : VGEN_VALUE_EXPR;
        v->member = v->kind == VGEN_VALUE_CLASS_CONST ? text(s, m) : NULL;
    } else if (t->kind == '[' && s->toks[end - 1].kind == ']') {
        s->pos++;
        parse_array_items(s, v, ']');
    } else if (t->kind == VGEN_T_ARRAY && peek(s, 1)->kind == '(' && s->toks[end - 1].kind == ')') {
        s->pos += 2;
        parse_array_items(s, v, ')');
    }
}

vgen_value_t *vgen_const_expr_parse(vgen_scanner_t *s)
{
    vgen_value_t *v = vgen_arena_alloc(s->arena, sizeof(*v));
    size_t first = s->pos, end = vgen_const_expr_end(s);
    v->kind = VGEN_VALUE_EXPR;
    if (end == first) {
        fail(s, peek(s, 0), "expected an expression");
        return v;
    }
    v->line = s->toks[first].line;
    v->col = s->toks[first].col;
    parse_value_form(s, v, end);
    if (v->kind == VGEN_VALUE_ARRAY && s->pos + 1 != end) {
        v->kind = VGEN_VALUE_EXPR; /* e.g. [1, 2] + [3]: an expression after all */
    }
    s->pos = end;
    v->source = source_between(s, first, end);
    v->php = resolved_php(s, first, end);
    return v;
}
