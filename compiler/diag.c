/*
 * The error printer. Errors go straight to stderr in the order they are
 * found; the scanner reports files in sorted order and the resolver walks
 * services in sorted order, so the output is deterministic.
 */
#include "diag.h"

#include <stdarg.h>
#include <stdio.h>

static int errors;
static FILE *stream;
static int muted_at = -1; /* the error count when muted, else -1 */

static void report(const char *kind, const char *file, int line, int col, const char *fmt,
                   va_list ap)
{
    FILE *out = stream ? stream : stderr;
    if (muted_at >= 0) {
        return;
    }
    fprintf(out, "%s:%d:%d: %s: ", file, line > 0 ? line : 1, col > 0 ? col : 1, kind);
    vfprintf(out, fmt, ap);
    fputc('\n', out);
}

void vgen_diag_error(const char *file, int line, int col, const char *fmt, ...)
{
    errors++;
    if (errors > VGEN_DIAG_LIMIT) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    report("error", file, line, col, fmt, ap);
    va_end(ap);
}

void vgen_diag_note(const char *file, int line, int col, const char *fmt, ...)
{
    if (errors > VGEN_DIAG_LIMIT) {
        return;
    }
    va_list ap;
    va_start(ap, fmt);
    report("note", file, line, col, fmt, ap);
    va_end(ap);
}

int vgen_diag_count(void)
{
    return errors;
}

void vgen_diag_flush(void)
{
    if (errors > VGEN_DIAG_LIMIT) {
        fprintf(stream ? stream : stderr, "vgen: %d more errors not shown\n",
                errors - VGEN_DIAG_LIMIT);
    }
}

void vgen_diag_reset(void)
{
    errors = 0;
}

void vgen_diag_mute(void)
{
    muted_at = errors;
}

void vgen_diag_unmute(void)
{
    errors = muted_at >= 0 ? muted_at : errors;
    muted_at = -1;
}

void vgen_diag_set_stream(FILE *out)
{
    stream = out;
}
