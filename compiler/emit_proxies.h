/*
 * proxies/<Class>.php: generated subclasses, one file per proxied service,
 * in namespace Vela\Generated\Proxy.
 *
 * <Class>_Intercepted overrides exactly the intercepted methods: each packs
 * its arguments and runs the chain the container bound with
 * vgen__intercept(['method' => [[interceptor, options], …]]); the innermost
 * step calls parent::method(). An interceptor is any object with
 *   intercept(object $target, string $method, array $args,
 *             \Closure $proceed, array $options): mixed
 * (Vela\Interceptor\MethodInterceptor).
 *
 * <Class>_Lazy overrides every public method of the class and its app-declared
 * parents to construct the real service on first use (through the closure
 * the container passes) and delegate to it.
 */
#ifndef VGEN_EMIT_PROXIES_H
#define VGEN_EMIT_PROXIES_H

#include "services.h"
#include "strbuf.h"

/* True when service `s` needs a proxy file. */
bool vgen_service_has_proxy(const vgen_service_t *s);

/* Appends proxies/<Class>.php for service `s` to `out`. */
void vgen_emit_proxy(const vgen_graph_t *g, const vgen_service_t *s, vgen_buf_t *out);

#endif
