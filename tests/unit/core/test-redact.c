/*
 * Unit tests for ext/src/core/redact.c: libpq's own messages about malformed
 * keyword/value strings and URIs, and a password split by an unencoded '@',
 * keep everything but the password.
 */
#include <string.h>

#include "src/core/redact.h"
#include "unit.h"

/* The message redacted against dsn, in a static buffer. */
static const char *redacted(const char *dsn, const char *message)
{
    static char buffer[512];
    strcpy(buffer, message);
    EXPECT_INT(vela_redact_dsn_message(buffer, sizeof(buffer), dsn), 0);
    return buffer;
}

static const char *dsn_redacted(const char *dsn)
{
    static char buffer[512];
    vela_redact_dsn(dsn, buffer, sizeof(buffer));
    return buffer;
}

static void uri_password(void)
{
    EXPECT_STR(dsn_redacted("postgresql://app:s3cret@db:5432/app"),
               "postgresql://app:***@db:5432/app");
    EXPECT_STR(dsn_redacted("postgresql://app@db/app"), "postgresql://app@db/app");
    EXPECT_STR(dsn_redacted("postgres://db/app?user=a&password=s3cret&sslmode=require"),
               "postgres://db/app?user=a&password=***&sslmode=require");
    EXPECT_STR(dsn_redacted("redis://:s3cret@cache:6379/0"), "redis://:***@cache:6379/0");
}

static void uri_quoted_whole(void)
{
    EXPECT_STR(redacted("postgresql://u:pass@[::1/db",
                        "end of string reached when looking for matching \"]\" in IPv6 host "
                        "address in URI: \"postgresql://u:pass@[::1/db\""),
               "end of string reached when looking for matching \"]\" in IPv6 host address in "
               "URI: \"postgresql://u:***@[::1/db\"");
}

static void uri_unencoded_at(void)
{
    const char *dsn = "postgresql://u:p#ss@word@db.example:5432/app";
    EXPECT_STR(dsn_redacted(dsn), "postgresql://u:***@db.example:5432/app");
    EXPECT_STR(redacted(dsn, "cannot resolve host \"ss@word@db.example\": unknown node or service"),
               "cannot resolve host \"***@db.example\": unknown node or service");
    EXPECT_STR(redacted(dsn, "could not translate host name \"word@db.example\" to address"),
               "could not translate host name \"***@db.example\" to address");
}

static void uri_percent_decoded(void)
{
    const char *dsn = "postgresql://u:p%40ss%zz@db/app";
    EXPECT_STR(redacted(dsn, "invalid percent-encoded token: \"p%40ss%zz\""),
               "invalid percent-encoded token: \"***\"");
    EXPECT_STR(redacted("postgresql://u:p%40ss@db/app", "password p@ss rejected"),
               "password *** rejected");
}

static void keyword_value_spill(void)
{
    const char *dsn = "host=db user=app password=se cret dbname=app";
    EXPECT_STR(dsn_redacted(dsn), "host=db user=app password=*** dbname=app");
    EXPECT_STR(redacted(dsn, "missing \"=\" after \"cret\" in connection info string"),
               "missing \"=\" after \"***\" in connection info string");
}

static void keyword_value_quoted(void)
{
    const char *dsn = "host=db password = 'it''s here' dbname=app";
    EXPECT_STR(dsn_redacted(dsn), "host=db password = *** dbname=app");
    EXPECT_STR(redacted(dsn, "missing \"=\" after \"'s\" in connection info string"),
               "missing \"=\" after \"***\" in connection info string");
    EXPECT_STR(dsn_redacted("password='a\\' b' host=db"), "password=*** host=db");
    EXPECT_STR(redacted("password='a\\' b' host=db", "no a' b here"), "no *** here");
}

static void keyword_value_unterminated(void)
{
    EXPECT_STR(dsn_redacted("host=db password='secret dbname=app"), "host=db password=***");
}

static void other_tokens_kept(void)
{
    const char *dsn = "host=db user=app password=s3cret dbname=app bogus=1";
    EXPECT_STR(redacted(dsn, "invalid connection option \"bogus\""),
               "invalid connection option \"bogus\"");
    EXPECT_STR(redacted("host=db dbname=app", "database \"app\" does not exist"),
               "database \"app\" does not exist");
}

static void secret_everywhere_and_bounded(void)
{
    char small[8] = "abcabc";
    EXPECT_INT(vela_redact_secret(small, sizeof(small), "b", 1), 0);
    EXPECT_STR(small, "a***ca*");
    char none[16] = "nothing";
    EXPECT_INT(vela_redact_secret(none, sizeof(none), "", 0), 0);
    EXPECT_STR(none, "nothing");
}

UNIT_MAIN(UNIT_TEST(uri_password), UNIT_TEST(uri_quoted_whole), UNIT_TEST(uri_unencoded_at),
          UNIT_TEST(uri_percent_decoded), UNIT_TEST(keyword_value_spill),
          UNIT_TEST(keyword_value_quoted), UNIT_TEST(keyword_value_unterminated),
          UNIT_TEST(other_tokens_kept), UNIT_TEST(secret_everywhere_and_bounded))
