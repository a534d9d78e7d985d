/*
 * The model as JSON, for `vgen scan --json` (tests and tooling). The shape:
 *
 *   {"files": [{"path", "namespaces": [..], "uses": [{kind, name, alias}],
 *     "classes": [{kind, name, line, col, modifiers, extends, implements,
 *                  attributes, methods: [{name, line, col, modifiers,
 *                  returns, attributes, params: [{name, line, col, type,
 *                  default, byRef, variadic, promoted, readonly, listOf
 *                  (only when a doc comment gives a list item type),
 *                  attributes}]}], properties: [{name, line, col,
 *                  modifiers}]}]}]}
 *
 * A type is {"php", "names", "nullable"}; a value is {"kind", "source"} plus
 * "value" (literals), "items" (arrays: [{key, value}]), "class" and
 * "constant" (X::class, X::C). Keys appear in this fixed order.
 */
#ifndef VGEN_MODEL_JSON_H
#define VGEN_MODEL_JSON_H

#include "model.h"
#include "strbuf.h"

/* Appends the JSON of every file in `app` (newline-terminated) to `out`. */
void vgen_model_json(const vgen_app_t *app, vgen_buf_t *out);

/* Appends s[0..len) as a JSON string literal (with quotes). */
void vgen_json_string(vgen_buf_t *out, const char *s, size_t len);

#endif
