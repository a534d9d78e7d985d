/*
 * The route table, collected from controller attributes: #[Controller(prefix)]
 * on classes; #[Get], #[Post], #[Put], #[Patch], #[Delete] (path, name) and
 * #[Route(methods, path, name)] on public methods; #[Middleware(...)] on the
 * class (applies first) and on the method. Paths are parsed by the
 * router's own grammar (ext/src/router/route_pattern.h). Errors: a path
 * outside that grammar, or whose placeholder regex PCRE2 does not compile
 * (at the byte at fault); a method the router has no bit for; a duplicate
 * route (same HTTP method and path pattern) names both places, as does a
 * duplicate route name; a route attribute without literal strings; a route
 * on a non-public or static method; a #[Middleware] argument that is not a
 * class of the app (or of the Vela\ runtime); #[Middleware] arguments
 * (`#[Middleware(Throttle::class, limit: 10)]`) with other than one class, or
 * for a class whose process() takes no third parameter (array $args).
 *
 * #[WebSocket(path, name, options)] on a class makes one GET route whose
 * action is built here from the class's handlers: onOpen(Connection, ...),
 * onMessage(Connection, Message, ...) and onClose(Connection, int $code, ...),
 * the parameters after the fixed ones being the route's (bound as an
 * action's are). Errors: none of the three declared, a handler's fixed
 * parameter of another type, options that are not a literal array.
 *
 * Ownership: the table owns its arrays (heap) and borrows the app's model.
 */
#ifndef VGEN_ROUTES_H
#define VGEN_ROUTES_H

#include "model.h"
#include "strbuf.h"

#include <stdio.h>

typedef struct vgen_route_param {
    char *name;       /* the {placeholder}'s name */
    char *pattern;    /* its regex: as written, or from the parameter's type; NULL = [^/]+ */
    const char *type; /* the action parameter's scalar type ("int"), or NULL */
} vgen_route_param_t;

typedef struct vgen_route {
    const char *methods[8]; /* canonical names (static), each once: at most the router's 7 */
    size_t nmethods;
    char *path; /* prefix + path, normalised: "/users/{id:\d+}" */
    char *name; /* explicit, else "<controller>.<method>" */
    const vgen_class_t *cls;
    const vgen_method_t *action;
    const vgen_attr_t *attr;
    vgen_method_t *socket; /* a #[WebSocket] class's route: its action, made of the handlers'
                            * route parameters (owned; `action` points to it), else NULL */
    const char **middleware;
    const vgen_attr_t **middleware_args; /* [i]: the #[Middleware] whose named arguments
                                          * (limit: 10) middleware[i] gets, or NULL */
    size_t nmiddleware;
    vgen_route_param_t *params;
    size_t nparams;
} vgen_route_t;

typedef struct vgen_routes {
    vgen_route_t *items;
    size_t count, cap;
} vgen_routes_t;

/* Collects every route of `app` in file and declaration order. Returns the
 * number of errors reported. */
int vgen_routes_collect(const vgen_app_t *app, vgen_routes_t *routes);

/* Frees what the table owns. NULL-safe. */
void vgen_routes_free(vgen_routes_t *routes);

/* Appends routes.php (a plain `return [...]` array) to `out`. */
void vgen_emit_routes(const vgen_routes_t *routes, vgen_buf_t *out);

/* Prints the table for `vgen routes`: METHOD PATH NAME HANDLER MIDDLEWARE. */
void vgen_routes_print(const vgen_routes_t *routes, FILE *out);

/* "Vela\Generated\WebSocket\App_Socket_Chat": the class the route of #[WebSocket] class
 * `cls` calls, which upgrades and runs its handlers (binders.php declares it). */
void vgen_socket_adapter(const vgen_class_t *cls, vgen_buf_t *out);

/* The binder key of a route's action: "App\Controller\Home::show" (heap). */
char *vgen_route_action(const vgen_class_t *cls, const vgen_method_t *m);

#endif
