/*
 * application/x-www-form-urlencoded: query strings and form bodies, parsed
 * with PHP's own parse_str() rules, and those rules for one field name
 * (multipart form fields and files use them too).
 *
 * Design. The parser builds nothing itself: like hiredis's reader it drives
 * a builder (vela_urlencoded_builder_t) whose callbacks make the caller's
 * objects, zvals in the binding, a trace in the unit tests. The caller owns
 * the root array and every array the builder makes; the parser only passes
 * the opaque pointers back. Plain C, no I/O, no allocation: decoded bytes go
 * into a scratch buffer the caller supplies. Input is complete when parsed
 * (a query string, a body already received), so the parser is not
 * resumable.
 *
 * The rules, as PHP 8.2 applies them (checked against parse_str()):
 * - the input ends at its first NUL byte; pairs are separated by any byte
 *   of `separators` (arg_separator.input, "&"), empty pairs are skipped;
 *   every other pair counts toward max_fields;
 * - name and value are split at the first '=' (none: the value is ""), then
 *   URL-decoded ('+' is a space, %XX a byte, a bad escape stays as is); a
 *   name ends at its first NUL once decoded;
 * - leading spaces of a name are dropped; in the base name (up to the first
 *   '[') spaces and dots become '_'; an empty base name drops the pair;
 * - "a[k]" stores under key k of array a, "a[]" appends; levels chain
 *   ("a[x][]"), and anything after a ']' not followed by '[' is ignored; a
 *   single whitespace byte before ']' still means "append" ("a[ ]");
 * - a '[' without a ']' at the first level is no bracket: "a[b.c" is the
 *   name "a_b_c" (space, dot and '[' become '_'); at a deeper level the rest
 *   is ignored;
 * - more than max_depth bracket levels (max_input_nesting_level) removes
 *   the whole base name from the root, earlier values included;
 * - a key that starts with "__Host-" or "__Secure-" only after mangling,
 *   or at a nested level, stops the pair (what was entered stays).
 * Numeric keys ("5" is the integer 5) and what "enter" does with a value
 * that is not an array are the builder's business: PHP's arrays decide.
 */
#ifndef VELA_HTTP_URLENCODED_H
#define VELA_HTTP_URLENCODED_H

#include <stddef.h>

/*
 * The object builder. `data` is the caller's pointer; `array` is the root
 * given to the parser or an array returned by enter. `key` is NULL for an
 * append ("a[]"); keys and values point into the parser's input or scratch
 * and are valid only during the call (copy them). The byte after a key is
 * always readable (PHP's numeric-key check reads one past a leading '-').
 * Each callback returns 0, or a negative engine code that stops the parse
 * and is returned by it.
 */
typedef struct vela_urlencoded_builder {
    /* The array under `key` in `array` (made when absent; PHP replaces a
     * value that is not an array); key NULL: a new array appended. Sets
     * *inner, or leaves it NULL to drop the rest of this pair. */
    int (*enter)(void *data, void *array, const char *key, size_t key_len, void **inner);
    /* Stores `value` (what vela_urlencoded_assign() was given) under `key`
     * in `array` (replacing what was there); key NULL: appended. */
    int (*set)(void *data, void *array, const char *key, size_t key_len, const void *value,
               size_t value_len);
    /* Removes `key` from the root array: a name nested past max_depth. */
    int (*remove)(void *data, void *root, const char *key, size_t key_len);
} vela_urlencoded_builder_t;

typedef struct vela_urlencoded_options {
    const char *separators; /* NUL-terminated set of pair separators, e.g. "&" */
    size_t max_fields;      /* pairs past this: VELA_ELIMIT */
    size_t max_depth;       /* bracket levels past this: the base name is removed */
} vela_urlencoded_options_t;

/*
 * URL-decodes `len` bytes of `src` into `dst` ('+' -> space, %XX -> byte,
 * any other '%' kept). dst may equal src; it needs `len` bytes. Returns the
 * decoded length (at most len). Any context.
 */
size_t vela_urlencoded_decode(char *dst, const char *src, size_t len);

/*
 * Stores one decoded field: applies the name rules above to `name`
 * (`name_len` bytes, writable: it is mangled in place and left unspecified;
 * the byte after them must be readable, a NUL for instance) and calls the
 * builder from `root`. `value`/`value_len` are passed to
 * set() untouched. Returns 0 (also when the rules dropped the field) or
 * what a builder callback returned. Any context.
 */
int vela_urlencoded_assign(const vela_urlencoded_options_t *options,
                           const vela_urlencoded_builder_t *builder, void *data, void *root,
                           char *name, size_t name_len, const void *value, size_t value_len);

/*
 * Parses `len` bytes of `input` into `root` through the builder. `scratch`
 * (at least `len` + 1 bytes, caller-owned) receives the decoded names and
 * values. Returns 0; VELA_ELIMIT when there are more than max_fields pairs
 * (the builder saw the first max_fields: discard the root); or a builder's
 * code. Any context.
 */
int vela_urlencoded_parse(const vela_urlencoded_options_t *options,
                          const vela_urlencoded_builder_t *builder, void *data, void *root,
                          const char *input, size_t len, char *scratch);

#endif
