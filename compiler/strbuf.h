/*
 * A growable byte buffer, always NUL-terminated, used to build generated
 * files, JSON and messages. Caller-owned: zero-initialise ({0}) and release
 * with vgen_buf_free(); appends never fail (allocation failure exits).
 */
#ifndef VGEN_STRBUF_H
#define VGEN_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct vgen_buf {
    char *data; /* NULL until the first append; then NUL-terminated */
    size_t len;
    size_t cap;
} vgen_buf_t;

/*
 * Makes room for `extra` more bytes (and the NUL) without appending, for
 * writers that fill data[len..] themselves: they add to len and restore
 * the NUL when done.
 */
void vgen_buf_reserve(vgen_buf_t *b, size_t extra);
/* Appends s[0..len). */
void vgen_buf_put(vgen_buf_t *b, const char *s, size_t len);
/* Appends a NUL-terminated string. */
void vgen_buf_puts(vgen_buf_t *b, const char *s);
/* Appends one byte. */
void vgen_buf_putc(vgen_buf_t *b, char c);
/* Appends printf-formatted text. */
void vgen_buf_printf(vgen_buf_t *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Appends `n` spaces. */
void vgen_buf_indent(vgen_buf_t *b, int n);
/* Returns the contents ("" when empty); valid until the next append. */
const char *vgen_buf_str(const vgen_buf_t *b);
/* Empties the buffer, keeping its memory. */
void vgen_buf_reset(vgen_buf_t *b);
/* Releases the memory; the buffer is empty and reusable afterwards. */
void vgen_buf_free(vgen_buf_t *b);

#endif
