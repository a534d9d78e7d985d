/*
 * Unit tests for ext/src/router/url.c, URL generation: literal and
 * placeholder segments, rawurlencode's alphabet, the regex callback seeing
 * the encoded value, missing and empty values, and the snprintf-style
 * length when the buffer is short.
 */
#include "src/core/error.h"
#include "src/router/route_pattern.h"
#include "src/router/url.h"
#include "unit.h"

#include <stdlib.h>

/* Values as "name=value" pairs; a regex "digits" accepts only digits, any other all. */
typedef struct fake {
    const char *const *pairs;
    char seen[64]; /* the last value the regex callback saw */
} fake_t;

static const char *lookup(void *data, const char *name, size_t len, size_t *value_len)
{
    fake_t *fake = data;
    for (size_t i = 0; fake->pairs[i]; i++) {
        const char *eq = strchr(fake->pairs[i], '=');
        if ((size_t)(eq - fake->pairs[i]) == len && memcmp(fake->pairs[i], name, len) == 0) {
            *value_len = strlen(eq + 1);
            return eq + 1;
        }
    }
    return NULL;
}

static bool matches(void *data, const char *regex, size_t regex_len, const char *value, size_t len)
{
    fake_t *fake = data;
    snprintf(fake->seen, sizeof(fake->seen), "%.*s", (int)len, value);
    if (regex_len == 3 && memcmp(regex, "\\d+", 3) == 0) {
        return strspn(value, "0123456789") >= len;
    }
    return true;
}

/* Builds the path of `pattern` with `pairs` into out[cap]; returns the engine's code. */
static int build(const char *pattern_text, const char *const *pairs, char *out, size_t cap,
                 size_t *len, vela_route_url_error_t *error, fake_t *fake)
{
    vela_route_pattern_t pattern;
    fake->pairs = pairs;
    fake->seen[0] = '\0';
    vela_route_url_values_t values = {lookup, matches, fake};
    EXPECT_INT(vela_route_pattern_parse(pattern_text, strlen(pattern_text), &pattern, NULL), 0);
    int rc = vela_route_url_path(&pattern, pattern_text, &values, out, cap, len, error);
    vela_route_pattern_free(&pattern);
    return rc;
}

static void literal_and_placeholders(void)
{
    const char *pairs[] = {"id=42", "name=a b/c~", NULL};
    char out[64];
    size_t len;
    vela_route_url_error_t error;
    fake_t fake;
    EXPECT_INT(build("/", pairs, out, sizeof(out), &len, &error, &fake), 0);
    EXPECT_STR(out, "/");
    EXPECT_INT(
        build("/users/{id:\\d+}/files/f-{name}.txt", pairs, out, sizeof(out), &len, &error, &fake),
        0);
    EXPECT_STR(out, "/users/42/files/f-a%20b%2Fc~.txt");
    EXPECT_INT(len, strlen("/users/42/files/f-a%20b%2Fc~.txt"));
}

static void regex_sees_the_encoded_value(void)
{
    const char *pairs[] = {"id=4 2", NULL};
    char out[64];
    size_t len;
    vela_route_url_error_t error = {99, false};
    fake_t fake;
    EXPECT_INT(build("/a/{id:\\d+}", pairs, out, sizeof(out), &len, &error, &fake), VELA_EINVAL);
    EXPECT_STR(fake.seen, "4%202");
    EXPECT_INT(error.segment, 1);
    EXPECT(!error.missing);
}

static void missing_and_empty_values(void)
{
    const char *none[] = {NULL};
    const char *empty[] = {"id=", NULL};
    char out[64];
    size_t len;
    vela_route_url_error_t error;
    fake_t fake;
    EXPECT_INT(build("/a/{id}", none, out, sizeof(out), &len, &error, &fake), VELA_EINVAL);
    EXPECT(error.missing);
    EXPECT_INT(build("/a/{id}", empty, out, sizeof(out), &len, &error, &fake), VELA_EINVAL);
    EXPECT(!error.missing);
}

static void short_buffer_gives_the_length(void)
{
    const char *pairs[] = {"id=123456", NULL};
    char out[6];
    size_t len;
    vela_route_url_error_t error;
    fake_t fake;
    EXPECT_INT(build("/item/{id}", pairs, out, sizeof(out), &len, &error, &fake), 0);
    EXPECT_INT(len, strlen("/item/123456"));
    EXPECT_STR(out, "/item");
}

static void encode_raw_alphabet(void)
{
    char out[3 * 16];
    size_t n = vela_url_encode_raw("aZ09-._~ /%\xff", 12, out);
    EXPECT_MEM(out, n, "aZ09-._~%20%2F%25%FF");
}

UNIT_MAIN(UNIT_TEST(literal_and_placeholders), UNIT_TEST(regex_sees_the_encoded_value),
          UNIT_TEST(missing_and_empty_values), UNIT_TEST(short_buffer_gives_the_length),
          UNIT_TEST(encode_raw_alphabet))
