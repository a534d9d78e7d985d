/*
 * Unit tests for ext/src/http/cookie.c: how a Cookie header is split, which
 * pairs are ignored, how values are decoded, and that a callback can stop
 * the parse. The callback records "name=value;" per cookie.
 */
#include "src/http/cookie.h"
#include "src/core/error.h"
#include "unit.h"

#include <stdlib.h>

struct seen {
    char text[1024];
    int calls;
    int stop_at; /* the n-th call returns VELA_ECANCELED (0: never) */
};

static int on_cookie(void *data, const char *name, size_t name_len, const char *value,
                     size_t value_len)
{
    struct seen *seen = data;
    size_t used = strlen(seen->text);

    if (++seen->calls == seen->stop_at) {
        return VELA_ECANCELED;
    }
    snprintf(seen->text + used, sizeof(seen->text) - used, "%.*s=%.*s;", (int)name_len, name,
             (int)value_len, value);
    return 0;
}

static const char *cookies(const char *header)
{
    static struct seen seen;
    char *scratch = malloc(strlen(header) + 1);

    memset(&seen, 0, sizeof(seen));
    EXPECT_INT(vela_cookie_parse(header, strlen(header), scratch, on_cookie, &seen), 0);
    free(scratch);
    return seen.text;
}

static void splits_pairs(void)
{
    EXPECT_STR(cookies("a=1; b=2"), "a=1;b=2;");
    EXPECT_STR(cookies("a=1;b=2;"), "a=1;b=2;");
    EXPECT_STR(cookies("sid=abc%20def; theme=dark; late=1"), "sid=abc def;theme=dark;late=1;");
    EXPECT_STR(cookies(""), "");
    EXPECT_STR(cookies(";;; ;"), "");
}

static void skips_blanks_before_names_only(void)
{
    EXPECT_STR(cookies(" \t a=1 ;\tb= 2 "), "a=1 ;b= 2 ;");
    EXPECT_STR(cookies("a b=1"), "a b=1;");
}

static void ignores_pairs_without_a_name_or_equals(void)
{
    EXPECT_STR(cookies("=x; novalue; a=; ok=1"), "a=;ok=1;");
}

static void decodes_values_not_names(void)
{
    EXPECT_STR(cookies("a%20b=x+y%41; c=%zz; d=b=c"), "a%20b=x yA;c=%zz;d=b=c;");
    EXPECT_STR(cookies("q=\"quoted\""), "q=\"quoted\";");
}

static void gives_every_duplicate_in_order(void)
{
    EXPECT_STR(cookies("a=1; a=2"), "a=1;a=2;");
}

static void stops_when_the_callback_says_so(void)
{
    struct seen seen = {.stop_at = 2};
    char scratch[32];

    EXPECT_INT(vela_cookie_parse("a=1; b=2; c=3", 13, scratch, on_cookie, &seen), VELA_ECANCELED);
    EXPECT_STR(seen.text, "a=1;");
}

UNIT_MAIN(UNIT_TEST(splits_pairs), UNIT_TEST(skips_blanks_before_names_only),
          UNIT_TEST(ignores_pairs_without_a_name_or_equals), UNIT_TEST(decodes_values_not_names),
          UNIT_TEST(gives_every_duplicate_in_order), UNIT_TEST(stops_when_the_callback_says_so))
