/*
 * The growable buffer. Capacity doubles, so appending n bytes costs O(n)
 * amortised; the byte after the contents is always a NUL.
 */
#include "strbuf.h"

#include "mem.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void reserve(vgen_buf_t *b, size_t extra)
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
    reserve(b, len);
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
    vgen_buf_put(b, &c, 1);
}

void vgen_buf_printf(vgen_buf_t *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    va_list copy;
    va_copy(copy, ap);
    int n = vsnprintf(NULL, 0, fmt, copy);
    va_end(copy);
    if (n > 0) {
        reserve(b, (size_t)n);
        vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
        b->len += (size_t)n;
    }
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
