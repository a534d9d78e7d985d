/*
 * Unit tests for ext/src/http/accept_encoding.c: which coding a value
 * chooses among gzip and br (or one of them), with q values, "*",
 * identity, malformed elements and the cases browsers and tools send.
 */
#include "src/http/accept_encoding.h"
#include "unit.h"

#define GZIP VELA_HTTP_CODING_BIT(VELA_HTTP_CODING_GZIP)
#define BR VELA_HTTP_CODING_BIT(VELA_HTTP_CODING_BR)
#define BOTH (GZIP | BR)

/* The name of the coding `value` chooses among `offered`. */
static const char *choose(const char *value, unsigned offered)
{
    return vela_http_coding_name(
        vela_http_accept_encoding_choose(value, value ? strlen(value) : 0, offered));
}

static void what_clients_send(void)
{
    EXPECT_STR(choose("gzip, deflate, br", BOTH), "br"); /* browsers */
    EXPECT_STR(choose("gzip, deflate, br, zstd", BOTH), "br");
    EXPECT_STR(choose("gzip, deflate, br", GZIP), "gzip");
    EXPECT_STR(choose("deflate, gzip", BOTH), "gzip"); /* curl --compressed without brotli */
    EXPECT_STR(choose("gzip, br", BOTH), "br");        /* HttpArena's json-comp */
    EXPECT_STR(choose("br", GZIP), "identity");
    EXPECT_STR(choose("gzip", BR), "identity");
    EXPECT_STR(choose("gzip, br", 0), "identity");
}

static void absent_or_empty_is_identity(void)
{
    EXPECT_STR(choose(NULL, BOTH), "identity");
    EXPECT_STR(choose("", BOTH), "identity");
    EXPECT_STR(choose(" , ,", BOTH), "identity");
    EXPECT_STR(choose("identity", BOTH), "identity");
    EXPECT_STR(choose("deflate, zstd", BOTH), "identity");
}

static void q_values(void)
{
    EXPECT_STR(choose("br;q=1, gzip;q=0.8", BOTH), "br"); /* HttpArena's static-tls */
    EXPECT_STR(choose("br;q=0.5, gzip;q=0.8", BOTH), "gzip");
    EXPECT_STR(choose("br;q=0.8, gzip;q=0.8", BOTH), "br"); /* a tie: the smaller output */
    EXPECT_STR(choose("br;q=0, gzip", BOTH), "gzip");
    EXPECT_STR(choose("gzip;q=0", BOTH), "identity");
    EXPECT_STR(choose("gzip;q=0.000", BOTH), "identity");
    EXPECT_STR(choose("gzip;q=0.001", BOTH), "gzip");
    EXPECT_STR(choose("gzip;q=1.000", BOTH), "gzip");
    EXPECT_STR(choose("gzip;q=1.", BOTH), "gzip");
    EXPECT_STR(choose("gzip;q=0.", BOTH), "identity");
    EXPECT_STR(choose("gzip ; Q=0.5", BOTH), "gzip");
    EXPECT_STR(choose("gzip;level=9;q=0.5", BOTH), "gzip");
    EXPECT_STR(choose("br;q=0.2, gzip;q=0.1", GZIP), "gzip");
}

static void star_and_identity(void)
{
    EXPECT_STR(choose("*", BOTH), "br");
    EXPECT_STR(choose("*", GZIP), "gzip");
    EXPECT_STR(choose("*;q=0", BOTH), "identity");
    EXPECT_STR(choose("gzip;q=0.5, *;q=0.1", BOTH), "gzip");
    EXPECT_STR(choose("br;q=0, *", BOTH), "gzip");
    EXPECT_STR(choose("identity;q=1, gzip;q=0.5", BOTH), "identity"); /* prefers it as is */
    EXPECT_STR(choose("identity;q=0.5, gzip", BOTH), "gzip");
    EXPECT_STR(choose("identity;q=0, gzip", BOTH), "gzip");
    EXPECT_STR(choose("gzip;q=0.5, *", GZIP), "identity"); /* "*" covers identity too */
    EXPECT_STR(choose("GZIP", BOTH), "gzip");
    EXPECT_STR(choose("x-gzip", BOTH), "gzip");
    EXPECT_STR(choose("Br", BOTH), "br");
}

/* An element with a malformed q or that is no token is ignored, never read as acceptable. */
static void malformed_elements_are_ignored(void)
{
    static const char
        *const bad[] =
            {
                "gzip;q=2",       "gzip;q=1.5", "gzip;q=1.001", "gzip;q=0.0001", "gzip;q=",
                "gzip;q=.5",      "gzip;q=-1",  "gzip;q=0.5x",  "gzip;q=abc",    "gzip q=1",
                "gzip;=1",        "gzip;q",     "gz ip",        "\"gzip\"",      "gzip;q=\"0.5",
                "gzip;q=\"0.5\"", /* a quoted q is not a qvalue */
            };

    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        const char *got = choose(bad[i], GZIP);

        if (strcmp(got, "identity") != 0) {
            printf("  %s: chose %s\n", bad[i], got);
            unit_failed_checks++;
        }
    }
    EXPECT_STR(choose("gzip;q=0,5", GZIP), "identity"); /* "5" is a coding of its own */
    EXPECT_STR(choose("gzip;q=2, br", BOTH), "br");
    EXPECT_STR(choose("br;q=x, gzip", BOTH), "gzip");
}

/* Only the bytes given are read: a value cut short chooses as its prefix does. */
static void reads_only_len_bytes(void)
{
    const char *value = "gzip, br";

    EXPECT_INT(vela_http_accept_encoding_choose(value, 4, BOTH), VELA_HTTP_CODING_GZIP);
    EXPECT_INT(vela_http_accept_encoding_choose(value, 0, BOTH), VELA_HTTP_CODING_IDENTITY);
    EXPECT_INT(vela_http_accept_encoding_choose("br;q=0.5", 6, BOTH), VELA_HTTP_CODING_IDENTITY);
}

UNIT_MAIN(UNIT_TEST(what_clients_send), UNIT_TEST(absent_or_empty_is_identity), UNIT_TEST(q_values),
          UNIT_TEST(star_and_identity), UNIT_TEST(malformed_elements_are_ignored),
          UNIT_TEST(reads_only_len_bytes))
