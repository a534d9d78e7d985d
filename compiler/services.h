/*
 * The service graph: which classes are services, how every constructor
 * argument is obtained, and which methods run through interceptors — all
 * decided at compile time so the generated container never reflects.
 *
 * Services are the roots (controllers, middleware, interceptors, and every
 * class carrying a container or interceptor attribute: #[Bind], #[Transient],
 * #[Lazy], #[Intercept], #[Transactional], #[Cacheable]) plus, transitively,
 * every class they depend on. Other classes (DTOs, entities, exceptions) are
 * left alone. A dependency typed with an interface or an abstract class goes
 * to its one #[Bind] implementation, else its one concrete implementation;
 * none is "missing binding", several are "ambiguous"; a binding in
 * config/container.php ('bindings' => [I::class => C::class]) comes first.
 * Types in the Vela\
 * namespace that the app does not declare are provided by the runtime
 * ("external": the container receives them by id at run time).
 *
 * Errors (through diag.h, each naming the parameter's file:line:col and the
 * chain of services that led there): missing binding, ambiguous interface,
 * unresolvable scalar, dependency cycle, an interceptor on a final class or
 * a final/static method, #[Lazy] on a final class, a non-public constructor.
 *
 * Ownership: the graph owns its services (heap) and borrows the app.
 */
#ifndef VGEN_SERVICES_H
#define VGEN_SERVICES_H

#include "model.h"

typedef enum vgen_dep_kind {
    VGEN_DEP_SERVICE,   /* another service: service; key: the id asked for (or NULL), which a
                         * service provided under it overrides */
    VGEN_DEP_EXTERNAL,  /* provided by the runtime under id `key` */
    VGEN_DEP_CONFIG,    /* #[Value(key)]: read from config at run time */
    VGEN_DEP_CONTAINER, /* the container itself */
    VGEN_DEP_OMIT       /* left to the parameter's default */
} vgen_dep_kind_t;

typedef struct vgen_service vgen_service_t;

typedef struct vgen_dep {
    vgen_dep_kind_t kind;
    const vgen_param_t *param;
    vgen_service_t *service;
    const char *key;
} vgen_dep_t;

/* One interceptor in a method's chain. */
typedef struct vgen_interceptor {
    vgen_dep_t target;       /* the interceptor object (a service or external) */
    const vgen_attr_t *attr; /* where it was declared; its arguments are the options */
} vgen_interceptor_t;

typedef struct vgen_intercepted {
    const vgen_method_t *method;
    const vgen_class_t *owner; /* the class declaring it (the service's class or a parent) */
    vgen_interceptor_t *chain; /* outermost first: class-level, then method-level */
    size_t nchain;
} vgen_intercepted_t;

struct vgen_service {
    const vgen_class_t *cls;
    const vgen_class_t *ctor_owner; /* the class declaring the constructor used (maybe a parent) */
    const char *id;                 /* the class name */
    char *factory;                  /* the factory method's name in container.php */
    bool shared, lazy;
    vgen_dep_t *deps; /* one per constructor parameter, in order */
    size_t ndeps;
    vgen_intercepted_t *intercepted;
    size_t nintercepted;
    vgen_service_t *via; /* the service that first needed this one (for chains) */
    int state;           /* cycle-detection scratch */
};

typedef struct vgen_alias {
    const char *id;          /* an interface or abstract class */
    vgen_service_t *service; /* what it resolves to */
} vgen_alias_t;

typedef struct vgen_graph {
    const vgen_app_t *app;
    vgen_service_t **services; /* sorted by id */
    size_t nservices, services_cap;
    vgen_alias_t *aliases; /* sorted by id */
    size_t naliases, aliases_cap;
    const char **externals; /* sorted, unique */
    size_t nexternals, externals_cap;
} vgen_graph_t;

/*
 * Builds the graph of `app` into `g` (zeroed by the call). `config` is the
 * value config/container.php returns (NULL when there is none, `config_path`
 * names it in errors): its 'bindings' map interfaces, abstract classes or
 * classes the app does not declare to app classes, ahead of #[Bind].
 * `global_middleware` (NULL when none) is config/middleware.php's list: its
 * classes are services too, as is the app's implementation of
 * Vela\Http\ExceptionHandler (also under that id). Reports
 * every error found and returns their number; the graph is complete only
 * when 0.
 */
int vgen_graph_build(vgen_graph_t *g, const vgen_app_t *app, const vgen_value_t *config,
                     const char *config_path, const vgen_value_t *global_middleware);

/* Frees what the graph owns. NULL-safe. */
void vgen_graph_free(vgen_graph_t *g);

/* The service for class or alias `id` (case-insensitive), or NULL. */
vgen_service_t *vgen_graph_find(const vgen_graph_t *g, const char *id);

/* The fully qualified names of the attributes vgen understands. */
#define VGEN_ATTR(name) "Vela\\Attribute\\" name

/* Proxy class names (without namespace) for a service class, in out[size]. */
void vgen_proxy_name(const char *cls, const char *suffix, char *out, size_t size);

#endif
