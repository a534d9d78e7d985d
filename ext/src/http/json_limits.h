/*
 * The limits of a JSON request body, checked before it is decoded.
 *
 * Design. PHP's JSON decoder builds hash tables from whatever keys the
 * client chose, and PHP's string hash (DJBX33A) has cheap collisions
 * ("Ez" and "FY" hash alike, so do all their concatenations): one object of
 * n colliding keys costs n^2 comparisons, a 2 MB body seconds of a worker.
 * Forms are capped at max_form_fields fields; a JSON body gets the same
 * kind of cap from this scan, which runs over the bytes once, in linear
 * time, before any zval exists: the members of one object, the members of
 * objects and elements of arrays in the whole text, and the nesting depth.
 *
 * The scan is no validator: it follows strings (and their escapes),
 * brackets and commas, and leaves every syntax error to the decoder. On
 * valid JSON its counts are exact; on invalid JSON they are whatever the
 * bytes suggest, which the decoder then refuses anyway. Plain C, no I/O,
 * no allocation, callable from any context; the input is complete (a body
 * already received), so the scan is not resumable.
 */
#ifndef VELA_HTTP_JSON_LIMITS_H
#define VELA_HTTP_JSON_LIMITS_H

#include <stddef.h>

/* The deepest nesting the scan can follow (PHP's own default depth); a larger max_depth means
 * this one. */
#define VELA_JSON_DEPTH_LIMIT 512

typedef struct vela_json_limits {
    size_t max_depth;          /* arrays and objects inside one another; 0: VELA_JSON_DEPTH_LIMIT */
    size_t max_object_members; /* members of one object; 0: no limit */
    size_t max_members;        /* object members plus array elements in the text; 0: no limit */
} vela_json_limits_t;

/* Which limit a text passed. */
typedef enum vela_json_limit {
    VELA_JSON_WITHIN_LIMITS = 0,
    VELA_JSON_TOO_DEEP,
    VELA_JSON_OBJECT_TOO_LARGE,
    VELA_JSON_TOO_MANY_MEMBERS,
} vela_json_limit_t;

/*
 * Scans `len` bytes of `text` (no terminator needed) against `limits`.
 * Returns 0 when the text stays within them, or VELA_ELIMIT with *passed
 * naming the first limit passed and *offset the byte where it was (the
 * '[' or '{' one level too deep, or the first byte of the member one too
 * many, or the comma before it). *passed and *offset are set either way
 * (0 when within). Any
 * context; never allocates.
 */
int vela_json_check_limits(const vela_json_limits_t *limits, const char *text, size_t len,
                           vela_json_limit_t *passed, size_t *offset);

#endif
