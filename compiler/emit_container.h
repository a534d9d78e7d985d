/*
 * container.php: the generated dependency-injection container, class
 * Vela\Generated\Container. One private factory method per service with
 * every constructor argument decided at compile time (named arguments, so a
 * parameter left to its default is simply not passed); singletons cached in
 * $instances unless #[Transient]; #[Value] keys read from the config array
 * at run time; runtime-provided services (Vela\…) taken from the array given
 * to the constructor. Plain PHP 8.2: it loads without the extension.
 */
#ifndef VGEN_EMIT_CONTAINER_H
#define VGEN_EMIT_CONTAINER_H

#include "services.h"
#include "strbuf.h"

/* Appends container.php for graph `g` to `out`. */
void vgen_emit_container(const vgen_graph_t *g, vgen_buf_t *out);

/* Appends the PHP expression that yields dependency `d` inside the container; wrap_indent >= 0
 * breaks an override's fallback onto its own line at that indent (-1: one line). */
void vgen_emit_dep(const vgen_dep_t *d, int wrap_indent, vgen_buf_t *out);

#endif
