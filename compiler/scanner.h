/*
 * The declaration scanner: turns one PHP file's tokens into the model
 * (namespaces, use imports, classes/interfaces/traits/enums with their
 * attributes, constructor and public methods). It reads declarations only
 * and skips every function body, so it is linear in the file size.
 *
 * Errors ("file:line:col: error: …" through diag.h) are reported for what
 * PHP itself would reject inside a declaration vgen needs (an unterminated
 * class body, a member that is not a member, a malformed parameter list) and
 * for lexical errors; code outside declarations is skipped, not judged.
 */
#ifndef VGEN_SCANNER_H
#define VGEN_SCANNER_H

#include "model.h"

#include <stddef.h>

typedef struct vgen_scanner vgen_scanner_t;

/* A scanner reuses its token buffer across files; free it with _free(). */
vgen_scanner_t *vgen_scanner_new(vgen_app_t *app);
void vgen_scanner_free(vgen_scanner_t *scanner);

/*
 * Scans src[0..len) as the file `path` and adds it to the app (classes are
 * also entered in the class index; a class declared twice is an error naming
 * both places). `src` must outlive the call only: everything kept is copied
 * into the app's arena. Returns the number of errors reported (0 = ok).
 */
int vgen_scan_source(vgen_scanner_t *scanner, const char *path, const char *src, size_t len);

/*
 * Reads the value of the first top-level `return <expr>;` of a PHP file (a
 * config file such as config/container.php), with class names resolved in
 * the file's namespace and imports. The file is not added to the app.
 * Returns the value (owned by the app's arena), or NULL when the file has no
 * such return or an error was reported.
 */
const vgen_value_t *vgen_scan_return(vgen_scanner_t *scanner, const char *path, const char *src,
                                     size_t len);

/*
 * Enters `cls` (already attached to its file) in the app's class index.
 * A class already registered under the same name is the error "class X is
 * declared twice" with a note at the first one, which the index keeps.
 * Returns the number of errors reported (0 or 1).
 */
int vgen_scan_index_class(vgen_app_t *app, vgen_class_t *cls);

#endif
