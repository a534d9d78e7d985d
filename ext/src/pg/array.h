/*
 * The text form of PostgreSQL arrays ("{1,NULL,\"a b\",{2,3}}"), parsed
 * into builder callbacks, so the binding builds PHP arrays directly and the
 * parser stays pure C.
 *
 * Grammar (array_out's output): an optional dimension decoration
 * "[lo:hi][lo:hi]=", then '{' items '}', items separated by ',' (every
 * built-in type the binding asks for uses ','); an item is a nested array,
 * the unquoted word NULL (any case), an unquoted element (up to the next
 * ',' or '}', surrounding blanks trimmed, backslash escapes honoured) or a
 * double-quoted element with backslash escapes. At most 6 levels (the
 * server's MAXDIM). Anything else is rejected, never guessed at.
 *
 * Thread-safety: stateless; the builder's context is the caller's.
 */
#ifndef VELA_PG_ARRAY_H
#define VELA_PG_ARRAY_H

#include <stddef.h>

#define VELA_PG_ARRAY_MAX_DEPTH 6

/*
 * Callbacks, each returning 0 to go on or a negative code to stop the parse
 * (which then returns that code). `element` gets the unescaped bytes,
 * NUL-terminated, valid only during the call.
 */
typedef struct vela_pg_array_builder {
    int (*begin)(void *ctx);
    int (*end)(void *ctx);
    int (*element)(void *ctx, const char *value, size_t len);
    int (*null)(void *ctx);
} vela_pg_array_builder_t;

/*
 * Parses text[0..len) with scratch (room for len + 1 bytes: unescaped
 * elements are built there). Returns 0 when the whole input was one well-formed
 * array, VELA_EPROTOCOL when it is not (or nests deeper than 6), or a
 * builder's code. Callbacks may have run before a failure.
 */
int vela_pg_array_parse(const char *text, size_t len, const vela_pg_array_builder_t *builder,
                        void *ctx, char *scratch);

#endif
