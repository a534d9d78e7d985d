/*
 * binders.php: class Vela\Generated\Binders with one static method per
 * route action that turns a request into the action's named arguments, and
 * one hydrator per #[Body] DTO class — decided at compile time, so the
 * runtime never calls ReflectionMethod.
 *
 * The request object a binder receives is duck-typed (Vela\Http\Request in
 * the runtime; any object with these methods in tests):
 *   param(string $name): mixed          a matched {placeholder}
 *   query(string $name): mixed          a query parameter (string|array|null)
 *   header(string $name, ?string $default = null): ?string   case-insensitive
 *   json(): mixed / form(): mixed       the parsed body (JSON when the
 *                                       Content-Type names JSON or is absent,
 *                                       the form for a form type)
 *
 * Parameter sources, in order: a {placeholder} of the route path (cast to
 * the declared scalar type; failure → BindFailure 404), Vela\Http\Request,
 * #[Query] (→ 400), #[Header] (→ 400), #[Body] (DTO hydration through
 * constructor parameters: strict types for JSON unless #[Body(coerce: true)],
 * nested DTOs, typed lists, arrays of scalars and the Vela\Validation
 * constraints of constraints.h; errors collected into one BindFailure 422
 * mapping "field.path" to a message; Binder::body() throws the 400 for
 * malformed JSON and the 415), a service (from the container), otherwise a
 * query parameter of the parameter's name.
 */
#ifndef VGEN_EMIT_BINDERS_H
#define VGEN_EMIT_BINDERS_H

#include "routes.h"
#include "services.h"
#include "strbuf.h"

/* Appends binders.php for the routes to `out`; reports errors (an action
 * parameter or DTO field that cannot be bound) and returns their number. */
int vgen_emit_binders(const vgen_graph_t *g, const vgen_routes_t *routes, vgen_buf_t *out);

#endif
