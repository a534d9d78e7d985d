/*
 * PostgreSQL's text output, turned into what PHP code expects: which PHP
 * kind a column OID becomes, ISO 8601 for dates and times, bytea's hex form
 * decoded, and the text form of arrays parsed (array.h).
 *
 * Design. Results travel in text format (the server's output functions are
 * stable and cheap for every type); the binding converts each value by the
 * kind its column's OID maps to. Everything here is pure C over bytes: no
 * I/O, no allocation beyond what the caller gives, fuzzed with array.c
 * (tests/fuzz/fuzz-pg-text.c).
 *
 * Thread-safety: stateless.
 */
#ifndef VELA_PG_TYPES_H
#define VELA_PG_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum vela_pg_kind {
    VELA_PG_KIND_STRING, /* text, varchar, numeric, uuid, everything unknown */
    VELA_PG_KIND_INT,    /* int2, int4, int8, oid */
    VELA_PG_KIND_FLOAT,  /* float4, float8 */
    VELA_PG_KIND_BOOL,
    VELA_PG_KIND_JSON, /* json, jsonb */
    VELA_PG_KIND_BYTEA,
    VELA_PG_KIND_TIME, /* date, time, timetz, timestamp, timestamptz: ISO 8601 */
} vela_pg_kind_t;

/*
 * The kind of values of type `oid`; *is_array is set when oid is an array of
 * that kind (1-dimensional or more). Unknown OIDs are strings.
 */
vela_pg_kind_t vela_pg_kind_of(uint32_t oid, bool *is_array);

/*
 * Rewrites a date/time value of ISO DateStyle ("2024-05-06 07:08:09.5+02")
 * as ISO 8601 ("2024-05-06T07:08:09.5+02:00") into out (cap bytes, NUL
 * terminated). Values it does not recognise ("infinity", BC dates) are
 * copied unchanged. Returns the length written, or -1 when cap is too small
 * (cap = len + 8 is always enough).
 */
int vela_pg_iso8601(const char *in, size_t len, char *out, size_t cap);

/*
 * Decodes bytea's hex output ("\x4142") into out, which has room for at
 * least (len - 2) / 2 bytes. Returns the number of bytes, or -1 when the
 * input is not hex form.
 */
long vela_pg_bytea_decode(const char *in, size_t len, unsigned char *out);

/*
 * An int2/int4/int8/oid output as a 64-bit integer: plain (optionally
 * negative) decimal digits by hand; anything else, and values out of range,
 * as strtoll() reads them (clamped). `in` must be NUL-terminated at
 * in[len], as libpq's values are.
 */
int64_t vela_pg_int(const char *in, size_t len);

/* True for the boolean output "t". */
bool vela_pg_bool(const char *in, size_t len);

#endif
