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

#endif
