/*
 * Text output conversions (see types.h). The OID table holds the built-in
 * types of pg_type.dat that have a PHP kind of their own, scalar and array.
 */
#include "src/pg/types.h"

#include "src/core/ascii.h"

#include <stdlib.h>
#include <string.h>

struct oid_kind {
    uint32_t oid;
    uint8_t kind;
    bool array;
};

static const struct oid_kind oid_kinds[] = {
    {16, VELA_PG_KIND_BOOL, false},    {17, VELA_PG_KIND_BYTEA, false},
    {20, VELA_PG_KIND_INT, false},     {21, VELA_PG_KIND_INT, false},
    {23, VELA_PG_KIND_INT, false},     {26, VELA_PG_KIND_INT, false},
    {114, VELA_PG_KIND_JSON, false},   {199, VELA_PG_KIND_JSON, true},
    {700, VELA_PG_KIND_FLOAT, false},  {701, VELA_PG_KIND_FLOAT, false},
    {1000, VELA_PG_KIND_BOOL, true},   {1001, VELA_PG_KIND_BYTEA, true},
    {1005, VELA_PG_KIND_INT, true},    {1007, VELA_PG_KIND_INT, true},
    {1009, VELA_PG_KIND_STRING, true}, {1014, VELA_PG_KIND_STRING, true},
    {1015, VELA_PG_KIND_STRING, true}, {1016, VELA_PG_KIND_INT, true},
    {1021, VELA_PG_KIND_FLOAT, true},  {1022, VELA_PG_KIND_FLOAT, true},
    {1028, VELA_PG_KIND_INT, true},    {1082, VELA_PG_KIND_TIME, false},
    {1083, VELA_PG_KIND_TIME, false},  {1114, VELA_PG_KIND_TIME, false},
    {1115, VELA_PG_KIND_TIME, true},   {1182, VELA_PG_KIND_TIME, true},
    {1183, VELA_PG_KIND_TIME, true},   {1184, VELA_PG_KIND_TIME, false},
    {1185, VELA_PG_KIND_TIME, true},   {1231, VELA_PG_KIND_STRING, true},
    {1266, VELA_PG_KIND_TIME, false},  {1270, VELA_PG_KIND_TIME, true},
    {2951, VELA_PG_KIND_STRING, true}, {3802, VELA_PG_KIND_JSON, false},
    {3807, VELA_PG_KIND_JSON, true},
};

vela_pg_kind_t vela_pg_kind_of(uint32_t oid, bool *is_array)
{
    *is_array = false;
    for (size_t i = 0; i < sizeof(oid_kinds) / sizeof(oid_kinds[0]); i++) {
        if (oid_kinds[i].oid == oid) {
            *is_array = oid_kinds[i].array;
            return (vela_pg_kind_t)oid_kinds[i].kind;
        }
    }
    return VELA_PG_KIND_STRING;
}

/* "YYYY-MM-DD" at in[0..9]. */
static bool starts_with_date(const char *in, size_t len)
{
    return len >= 10 && vela_ascii_is_digit((unsigned char)in[0]) &&
           vela_ascii_is_digit((unsigned char)in[3]) && in[4] == '-' && in[7] == '-' &&
           vela_ascii_is_digit((unsigned char)in[9]);
}

/* Length of a trailing zone "+HH", "-HH", "+HH:MM", "+HH:MM:SS" after a time; 0 when none. */
static size_t zone_length(const char *in, size_t len)
{
    for (size_t n = 3; n <= 9 && n <= len; n += 3) {
        char sign = in[len - n];
        if ((sign == '+' || sign == '-') && vela_ascii_is_digit((unsigned char)in[len - n + 1]) &&
            vela_ascii_is_digit((unsigned char)in[len - n + 2])) {
            return n;
        }
    }
    return 0;
}

int vela_pg_iso8601(const char *in, size_t len, char *out, size_t cap)
{
    if (cap < len + 8) {
        return -1;
    }
    memcpy(out, in, len);
    out[len] = '\0';
    if (starts_with_date(in, len)) {
        if (len < 12 || in[10] != ' ' || !vela_ascii_is_digit((unsigned char)in[11]) ||
            memchr(in + 11, ' ', len - 11)) {
            return (int)len; /* a date alone, or BC: unchanged */
        }
        out[10] = 'T';
    } else if (len < 8 || !vela_ascii_is_digit((unsigned char)in[0]) || in[2] != ':' ||
               memchr(in, ' ', len)) {
        return (int)len; /* infinity, or not ISO DateStyle: unchanged */
    }
    if (zone_length(in, len) == 3) {
        memcpy(out + len, ":00", 4);
        return (int)len + 3;
    }
    return (int)len;
}

long vela_pg_bytea_decode(const char *in, size_t len, unsigned char *out)
{
    if (len < 2 || in[0] != '\\' || in[1] != 'x' || len % 2 != 0) {
        return -1;
    }
    long n = 0;
    for (size_t i = 2; i < len; i += 2) {
        int high = vela_hex_value(in[i]), low = vela_hex_value(in[i + 1]);
        if (high < 0 || low < 0) {
            return -1;
        }
        out[n++] = (unsigned char)(high << 4 | low);
    }
    return n;
}

int64_t vela_pg_int(const char *in, size_t len)
{
    const char *p = in, *end = in + len;
    bool negative = p < end && *p == '-';
    p += negative;
    if (p == end || end - p > 19) {
        return strtoll(in, NULL, 10);
    }
    uint64_t n = 0;
    for (; p < end; p++) {
        unsigned digit = (unsigned)(*p - '0');
        if (digit > 9) {
            return strtoll(in, NULL, 10);
        }
        n = n * 10 + digit;
    }
    if (n > (uint64_t)INT64_MAX + negative) {
        return strtoll(in, NULL, 10); /* out of range: strtoll's clamping */
    }
    return negative ? (int64_t)(0 - n) : (int64_t)n;
}

bool vela_pg_bool(const char *in, size_t len)
{
    return len == 1 && in[0] == 't';
}
