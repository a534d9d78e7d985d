/*
 * One `vgen compile`: discover the app's inputs, stop early when the
 * manifest says nothing changed, else scan, resolve and emit every output in
 * memory, and only then commit them (output.h). Nothing is written when any
 * error was found, so a broken edit never replaces a working cache.
 */
#ifndef VGEN_COMPILE_H
#define VGEN_COMPILE_H

#include <stdbool.h>

typedef struct vgen_compile_options {
    const char *root; /* the app directory */
    const char *out;  /* the output directory (default <root>/var/cache) */
    bool force;       /* ignore the manifest: regenerate (still writes only changes) */
    bool quiet;       /* no summary line on stdout */
} vgen_compile_options_t;

/* Runs one compile. Returns the exit status: 0, or 1 after errors were reported. */
int vgen_compile(const vgen_compile_options_t *options);

#endif
