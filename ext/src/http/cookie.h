/*
 * The Cookie request header ("a=1; b=2"), split into names and values.
 *
 * Design. Pure C, no I/O, no allocation: every pair goes to a callback
 * with its name as sent and its value URL-decoded into a scratch buffer the
 * caller supplies. The rules are Vela's (docs/http.md), not PHP's
 * $_COOKIE mangling: pairs are separated by ';'; spaces and tabs before a
 * name are skipped; a pair without '=' or with an empty name is ignored;
 * the name is kept byte for byte, the value is everything after the first
 * '=' up to the ';', decoded like a form value ('+' is a space, %XX a byte,
 * see urlencoded.h). Which of two equal names wins (the first, in the
 * binding) is the callback's choice. The header is complete when parsed
 * (its size is bounded by max_header_size), so nothing is resumable.
 */
#ifndef VELA_HTTP_COOKIE_H
#define VELA_HTTP_COOKIE_H

#include <stddef.h>

/*
 * One cookie: `name` points into the header, `value` into the scratch
 * buffer; both are valid only during the call. Returns 0 to go on, or a
 * negative engine code that stops the parse and is returned by it.
 */
typedef int (*vela_cookie_callback_t)(void *data, const char *name, size_t name_len,
                                      const char *value, size_t value_len);

/*
 * Calls `callback` for every cookie of the `len` bytes of `header`, in
 * order. `scratch` (caller-owned, at least `len` bytes) receives the decoded
 * values. Returns 0 or what the callback returned. Any context.
 */
int vela_cookie_parse(const char *header, size_t len, char *scratch,
                      vela_cookie_callback_t callback, void *data);

#endif
