/*
 * preload.php: an opcache.preload script that compiles the app's class files
 * (parents and interfaces before the classes that need them) and vgen's
 * generated files once per server start, and runs container.php (after
 * Composer's autoloader when the app has one), whose base class is chosen
 * when it runs. Paths are relative to the script
 * (__DIR__), so the app directory can move.
 */
#ifndef VGEN_EMIT_PRELOAD_H
#define VGEN_EMIT_PRELOAD_H

#include "project.h"
#include "strbuf.h"

/*
 * Appends preload.php. `to_root` is the app root relative to the output
 * directory ("../.." for var/cache); generated[0..ngenerated) are the
 * generated files relative to the output directory.
 */
void vgen_emit_preload(const vgen_project_t *p, const char *to_root, const char *const *generated,
                       size_t ngenerated, vgen_buf_t *out);

#endif
