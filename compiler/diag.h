/*
 * Compile errors. Every error is printed at once as
 * "file:line:col: error: message" on stderr (notes as "…: note: …"), so a
 * run reports all of its errors; after VGEN_DIAG_LIMIT errors further ones
 * are counted but not printed. Commands exit 1 when vgen_diag_count() > 0.
 *
 * The counter is process state on purpose: a vgen run is one compile, and
 * --watch resets it with vgen_diag_reset() before every compile.
 */
#ifndef VGEN_DIAG_H
#define VGEN_DIAG_H

#include <stdio.h>

#define VGEN_DIAG_LIMIT 50

/* Reports an error at file:line:col (line/col 0 → printed as 1). */
void vgen_diag_error(const char *file, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Reports a note attached to the previous error; not counted. */
void vgen_diag_note(const char *file, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Number of errors reported since the start or the last reset. */
int vgen_diag_count(void);

/* Prints "vgen: N more errors not shown" when the limit was passed. */
void vgen_diag_flush(void);

/* Forgets previous errors (for --watch). */
void vgen_diag_reset(void);

/*
 * Stops printing messages until vgen_diag_unmute(), which also forgets the
 * errors counted meanwhile: for a trial run (vgen_project_declarations_
 * unchanged) whose errors, if any, the real run reports. Not nested.
 */
void vgen_diag_mute(void);
void vgen_diag_unmute(void);

/* Sends messages to `out` instead of stderr (NULL: back to stderr); for
 * harnesses such as the fuzz target, which must keep stderr for crashes. */
void vgen_diag_set_stream(FILE *out);

#endif
