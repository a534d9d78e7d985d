/*
 * Reading an app's composer.json: vgen needs only `autoload.psr-4`, the
 * namespace prefixes and the directories that hold them, to know which
 * files to scan. Parsing uses jansson (Debian's libjansson-dev).
 *
 * Errors are reported through diag.h with the composer.json path and, for
 * malformed JSON, the line and column jansson gives.
 */
#ifndef VGEN_COMPOSER_H
#define VGEN_COMPOSER_H

#include "mem.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct vgen_psr4 {
    const char *prefix; /* "App\" as written (may be "") */
    const char *dir;    /* "src/" as written, relative to the app root */
} vgen_psr4_t;

/*
 * Reads the psr-4 roots of the composer.json at `path` into an arena array
 * (*roots, *count), in the file's order (a prefix mapped to several
 * directories gives several entries). When `psr4_only` is not NULL it is set
 * to whether psr-4 is the only autoload mechanism (no classmap, files or
 * psr-0), i.e. whether a class is loadable only from its psr-4 path.
 * Returns 0, or -1 after reporting an error (missing file, malformed JSON,
 * no autoload.psr-4, a non-string dir).
 */
int vgen_composer_read(const char *path, vgen_arena_t *arena, vgen_psr4_t **roots, size_t *count,
                       bool *psr4_only);

#endif
