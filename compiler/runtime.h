/*
 * What the vela extension provides, as vgen must know it to check an app:
 * the attribute classes vgen reads (Vela\Attribute\*, Vela\Validation\*)
 * and the runtime services a constructor may ask for (Vela\App,
 * Vela\Http\UrlGenerator, the pools, the built-in interceptors). A name in
 * the Vela\ namespace that is not listed here is a typo, not a service: vgen
 * reports it with the closest listed name. Also the "did you mean" helper
 * the errors use, over these lists or over the app's own class names.
 *
 * The lists are static; nothing here allocates except vgen_suggest_class()'s
 * scratch, freed before it returns.
 */
#ifndef VGEN_RUNTIME_H
#define VGEN_RUNTIME_H

#include "model.h"

#include <stdbool.h>
#include <stddef.h>

/* True when the extension provides service class `name` (case-insensitive). */
bool vgen_runtime_service(const char *name);

/* True when `name` is one of the attribute classes the extension declares. */
bool vgen_runtime_attribute(const char *name);

/* Is `name` a middleware class the extension provides (Vela\Http\Throttle)? */
bool vgen_runtime_middleware(const char *name);

/* The attribute class whose short name is `short_name` ("Delete" → "Vela\Attribute\Delete"),
 * case-insensitive, or NULL. */
const char *vgen_runtime_attribute_named(const char *short_name);

/* The listed runtime service or attribute closest to `name`, or NULL when none is close. */
const char *vgen_runtime_suggest(const char *name);

/*
 * The app class `name` most likely means: one with the same short name (a
 * missing `use`), else the one whose full name is closest (a typo), else
 * NULL. Never `name` itself.
 */
const char *vgen_suggest_class(const vgen_app_t *app, const char *name);

/* The candidate closest to `word` (case-insensitive edit distance, at most about a third of
 * its length), or NULL. */
const char *vgen_suggest(const char *word, const char *const *candidates, size_t n);

/*
 * Reports every attribute of the app's classes, methods and parameters that
 * names no class although its short name is one of the extension's (a
 * missing `use`: #[Delete] in App\Controller resolving to
 * App\Controller\Delete), and every Vela\Attribute\ or Vela\Validation\
 * name the extension does not declare, each with the class it most likely
 * means. Returns the number of errors.
 */
int vgen_check_attribute_names(const vgen_app_t *app);

#endif
