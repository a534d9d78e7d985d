/*
 * The growable buffer. Capacity doubles, so appending n bytes costs O(n)
 * amortised; the byte after the contents is always a NUL.
 *
 * vgen_buf_printf() formats the common conversions (%s %d %c %lld %llu %%,
 * no flags or widths) itself and hands anything else to vsnprintf: the
 * emitters call it a few hundred thousand times per 10,000-class compile
 * and glibc's per-call stream setup was a quarter of vgen's CPU time.
 */
#include "strbuf.h"

#include "mem.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void vgen_buf_reserve(vgen_buf_t *b, size_t extra)
{
    if (b->len + extra + 1 <= b->cap) {
        return;
    }
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + extra + 1) {
        cap *= 2;
    }
    b->data = vgen_xrealloc(b->data, cap);
    b->cap = cap;
}

void vgen_buf_put(vgen_buf_t *b, const char *s, size_t len)
{
    vgen_buf_reserve(b, len);
    memcpy(b->data + b->len, s, len);
    b->len += len;
    b->data[b->len] = '\0';
}

void vgen_buf_puts(vgen_buf_t *b, const char *s)
{
    vgen_buf_put(b, s, strlen(s));
}

void vgen_buf_putc(vgen_buf_t *b, char c)
{
    vgen_buf_reserve(b, 1);
    b->data[b->len++] = c;
    b->data[b->len] = '\0';
}

enum conversion { CONV_NONE, CONV_STRING, CONV_INT, CONV_CHAR, CONV_PERCENT, CONV_LLD, CONV_LLU };

/* The conversion at fmt (which starts with '%') and its length; CONV_NONE for
 * anything append_formatted() leaves to vsnprintf (flags, widths, %x...). */
static enum conversion conversion(const char *fmt, size_t *len)
{
    *len = 2;
    switch (fmt[1]) {
    case 's':
        return CONV_STRING;
    case 'd':
        return CONV_INT;
    case 'c':
        return CONV_CHAR;
    case '%':
        return CONV_PERCENT;
    case 'l':
        *len = 4;
        if (fmt[2] == 'l' && fmt[3] == 'd') {
            return CONV_LLD;
        }
        return fmt[2] == 'l' && fmt[3] == 'u' ? CONV_LLU : CONV_NONE;
    default:
        return CONV_NONE;
    }
}

static void put_unsigned(vgen_buf_t *b, unsigned long long v, bool negative)
{
    char digits[24], *end = digits + sizeof(digits), *p = end;
    do {
        *--p = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    if (negative) {
        *--p = '-';
    }
    vgen_buf_put(b, p, (size_t)(end - p));
}

static void put_signed(vgen_buf_t *b, long long v)
{
    put_unsigned(b, v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v, v < 0);
}

static void put_conversion(vgen_buf_t *b, enum conversion conv, va_list *ap)
{
    const char *s;
    switch (conv) {
    case CONV_STRING:
        s = va_arg(*ap, const char *);
        vgen_buf_puts(b, s ? s : "(null)");
        break;
    case CONV_INT:
        put_signed(b, va_arg(*ap, int));
        break;
    case CONV_CHAR:
        vgen_buf_putc(b, (char)va_arg(*ap, int));
        break;
    case CONV_LLD:
        put_signed(b, va_arg(*ap, long long));
        break;
    case CONV_LLU:
        put_unsigned(b, va_arg(*ap, unsigned long long), false);
        break;
    default:
        vgen_buf_putc(b, '%');
    }
}

/* printf for the conversions conversion() knows, without stdio's per-call
 * setup. Returns false, with the buffer as it was, at any other conversion. */
static bool append_formatted(vgen_buf_t *b, const char *fmt, va_list *ap)
{
    size_t start = b->len, len;
    for (const char *p = strchr(fmt, '%'); p != NULL; p = strchr(fmt, '%')) {
        enum conversion conv = conversion(p, &len);
        if (conv == CONV_NONE) {
            b->len = start;
            if (b->data) {
                b->data[start] = '\0';
            }
            return false;
        }
        vgen_buf_put(b, fmt, (size_t)(p - fmt));
        put_conversion(b, conv, ap);
        fmt = p + len;
    }
    vgen_buf_puts(b, fmt);
    return true;
}

static void append_vsnprintf(vgen_buf_t *b, const char *fmt, va_list ap)
{
    va_list copy;
    vgen_buf_reserve(b, 64);
    va_copy(copy, ap);
    int n = vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
    if (n > 0 && (size_t)n >= b->cap - b->len) {
        vgen_buf_reserve(b, (size_t)n);
        vsnprintf(b->data + b->len, (size_t)n + 1, fmt, copy);
    }
    va_end(copy);
    if (n > 0) {
        b->len += (size_t)n;
    }
}

void vgen_buf_printf(vgen_buf_t *b, const char *fmt, ...)
{
    va_list ap, copy;
    va_start(ap, fmt);
    va_copy(copy, ap);
    if (!append_formatted(b, fmt, &ap)) {
        append_vsnprintf(b, fmt, copy);
    }
    va_end(copy);
    va_end(ap);
}

void vgen_buf_indent(vgen_buf_t *b, int n)
{
    for (int i = 0; i < n; i++) {
        vgen_buf_putc(b, ' ');
    }
}

const char *vgen_buf_str(const vgen_buf_t *b)
{
    return b->data ? b->data : "";
}

void vgen_buf_reset(vgen_buf_t *b)
{
    b->len = 0;
    if (b->data) {
        b->data[0] = '\0';
    }
}

void vgen_buf_free(vgen_buf_t *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}
