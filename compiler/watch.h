/*
 * `vgen compile --watch`: compile once, then recompile whenever a file under
 * the app's psr-4 roots or its composer.json changes (inotify), until
 * interrupted. Errors of a compile are printed and the loop goes on, so the
 * developer fixes the file and the next save compiles.
 */
#ifndef VGEN_WATCH_H
#define VGEN_WATCH_H

#include "compile.h"

/* Runs the loop. Returns 1 if inotify cannot be set up, else runs until a
 * signal ends the process. */
int vgen_watch(const vgen_compile_options_t *options);

#endif
