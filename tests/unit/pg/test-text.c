/*
 * Unit tests for ext/src/pg/types.c and array.c: OID kinds, ISO 8601,
 * bytea hex, and the array literal parser (nesting, quoting, NULL, errors).
 */
#include "src/core/error.h"
#include "src/pg/array.h"
#include "src/pg/types.h"
#include "unit.h"

static void iso(const char *in, const char *expected)
{
    char out[64];
    int n = vela_pg_iso8601(in, strlen(in), out, sizeof(out));
    EXPECT_INT(n, strlen(expected));
    EXPECT_STR(out, expected);
}

static void dates_and_times_become_iso_8601(void)
{
    iso("2024-05-06 07:08:09+02", "2024-05-06T07:08:09+02:00");
    iso("2024-05-06 07:08:09.123456-05:30", "2024-05-06T07:08:09.123456-05:30");
    iso("2024-05-06 07:08:09", "2024-05-06T07:08:09");
    iso("2024-05-06", "2024-05-06");
    iso("07:08:09", "07:08:09");
    iso("07:08:09+01", "07:08:09+01:00");
    iso("infinity", "infinity");
    iso("2024-05-06 07:08:09 BC", "2024-05-06 07:08:09 BC");
    iso("0044-03-15 BC", "0044-03-15 BC");
    char small[4];
    EXPECT_INT(vela_pg_iso8601("2024-05-06", 10, small, sizeof(small)), -1);
}

static void oids_map_to_kinds(void)
{
    bool array;
    EXPECT_INT(vela_pg_kind_of(23, &array), VELA_PG_KIND_INT);
    EXPECT(!array);
    EXPECT_INT(vela_pg_kind_of(1007, &array), VELA_PG_KIND_INT);
    EXPECT(array);
    EXPECT_INT(vela_pg_kind_of(3802, &array), VELA_PG_KIND_JSON);
    EXPECT_INT(vela_pg_kind_of(1700, &array), VELA_PG_KIND_STRING); /* numeric keeps precision */
    EXPECT_INT(vela_pg_kind_of(99999, &array), VELA_PG_KIND_STRING);
    EXPECT(!array);
}

static void bytea_hex_decodes(void)
{
    unsigned char out[8];
    EXPECT_INT(vela_pg_bytea_decode("\\x00ff41", 8, out), 3);
    EXPECT(out[0] == 0 && out[1] == 0xff && out[2] == 'A');
    EXPECT_INT(vela_pg_bytea_decode("\\x", 2, out), 0);
    EXPECT_INT(vela_pg_bytea_decode("\\x0", 3, out), -1);
    EXPECT_INT(vela_pg_bytea_decode("\\xzz", 4, out), -1);
    EXPECT_INT(vela_pg_bytea_decode("abc", 3, out), -1);
}

/* A builder that prints what it is told: [ ] for arrays, N for NULL, <text> for elements. */
static int on_begin(void *ctx)
{
    strcat(ctx, "[");
    return 0;
}

static int on_end(void *ctx)
{
    strcat(ctx, "]");
    return 0;
}

static int on_element(void *ctx, const char *v, size_t len)
{
    EXPECT_INT(v[len], 0); /* NUL-terminated */
    strcat(ctx, "<");
    strncat(ctx, v, len);
    strcat(ctx, ">");
    return 0;
}

static int on_null(void *ctx)
{
    strcat(ctx, "N");
    return 0;
}

static const vela_pg_array_builder_t printer = {on_begin, on_end, on_element, on_null};

static void parses(const char *in, int rc, const char *expected)
{
    char out[256] = "", scratch[128];
    EXPECT_INT(vela_pg_array_parse(in, strlen(in), &printer, out, scratch), rc);
    if (rc == 0) {
        EXPECT_STR(out, expected);
    }
}

static void array_literals_parse(void)
{
    parses("{}", 0, "[]");
    parses("{1,2,3}", 0, "[<1><2><3>]");
    parses("{NULL,null,\"NULL\",x}", 0, "[NN<NULL><x>]");
    parses("{\"a b\",\"c\\\"d\",\"e\\\\f\",\"\"}", 0, "[<a b><c\"d><e\\f><>]");
    parses("{{1,2},{3,NULL}}", 0, "[[<1><2>][<3>N]]");
    parses("[0:1]={7,8}", 0, "[<7><8>]");
    parses("[1:1][1:2]={{1,2}}", 0, "[[<1><2>]]");
    parses(" { a , b } ", 0, "[<a><b>]");
    parses("{a\\,b}", 0, "[<a,b>]");
}

static void malformed_literals_are_rejected(void)
{
    parses("", VELA_EPROTOCOL, NULL);
    parses("{", VELA_EPROTOCOL, NULL);
    parses("{1,}", VELA_EPROTOCOL, NULL);
    parses("{,1}", VELA_EPROTOCOL, NULL);
    parses("{\"a}", VELA_EPROTOCOL, NULL);
    parses("{1}x", VELA_EPROTOCOL, NULL);
    parses("{a\"b}", VELA_EPROTOCOL, NULL);
    parses("{1\\}", VELA_EPROTOCOL, NULL);
    parses("[1:2]{1,2}", VELA_EPROTOCOL, NULL);
    parses("{{{{{{{1}}}}}}}", VELA_EPROTOCOL, NULL); /* 7 levels */
    parses("{{{{{{1}}}}}}", 0, "[[[[[[<1>]]]]]]");   /* 6 is the most */
}

static int stop_at_second(void *ctx, const char *v, size_t len)
{
    (void)v;
    (void)len;
    return ++*(int *)ctx == 2 ? VELA_ELIMIT : 0;
}

static int ok(void *ctx)
{
    (void)ctx;
    return 0;
}

static void a_builder_error_stops_the_parse(void)
{
    int seen = 0;
    char scratch[16];
    vela_pg_array_builder_t b = {ok, ok, stop_at_second, ok};
    EXPECT_INT(vela_pg_array_parse("{1,2,3}", 7, &b, &seen, scratch), VELA_ELIMIT);
    EXPECT_INT(seen, 2);
}

UNIT_MAIN(UNIT_TEST(dates_and_times_become_iso_8601), UNIT_TEST(oids_map_to_kinds),
          UNIT_TEST(bytea_hex_decodes), UNIT_TEST(array_literals_parse),
          UNIT_TEST(malformed_literals_are_rejected), UNIT_TEST(a_builder_error_stops_the_parse))
