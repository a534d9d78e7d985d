/*
 * PHP's name resolution, at compile time. A scope is the namespace block a
 * name appears in plus that block's `use` imports; resolution follows the
 * language rules:
 *
 *   \A\B          → A\B                 (fully qualified)
 *   namespace\A   → <ns>\A              (relative)
 *   A\B           → <import of A>\B, else <ns>\A\B   (qualified)
 *   A             → <import of A>, else <ns>\A       (unqualified class)
 *
 * Class-use imports are matched case-insensitively; builtin type names and
 * self/static/parent are not classes and come back lower-cased.
 */
#ifndef VGEN_NAMES_H
#define VGEN_NAMES_H

#include "model.h"

#include <stddef.h>

typedef struct vgen_scope {
    const char *ns;         /* "" for the global namespace */
    const vgen_use_t *uses; /* the imports of this namespace block */
    size_t nuses;
} vgen_scope_t;

/*
 * Resolves the class name name[0..len) in `scope`. When `types` is true,
 * builtin type keywords are recognised (for parameter and return types);
 * self/static/parent always are. Returns an arena string.
 */
const char *vgen_resolve_class(vgen_arena_t *arena, const vgen_scope_t *scope, const char *name,
                               size_t len, bool types);

/* The last segment of a qualified name ("Mailer" for "App\Mailer"). */
const char *vgen_short_name(const char *name);

#endif
