/*
 * Unit tests for ext/src/http/urlencoded.c: URL decoding, PHP's parse_str()
 * name rules (every expectation below was checked against parse_str() of
 * PHP 8.2), the field limit and the builder contract. The builder records
 * a trace: arrays are numbered (0 is the root), "a->1" entered array 1 under
 * key a, "[]" is an append.
 */
#include "src/http/urlencoded.h"
#include "src/core/error.h"
#include "unit.h"

#include <stdint.h>
#include <stdlib.h>

struct trace {
    char text[4096];
    int arrays;
    int fail_set_at; /* the n-th set() returns VELA_ENOMEM (0: never) */
    int sets;
    const char *drop_key; /* enter() under this key drops the pair */
};

static void add(struct trace *trace, const char *step, intptr_t array, const char *key,
                size_t key_len)
{
    size_t used = strlen(trace->text);

    snprintf(trace->text + used, sizeof(trace->text) - used, "%s%s %d[%.*s]", used ? "; " : "",
             step, (int)array, key ? (int)key_len : 0, key ? key : "");
}

static void add_bytes(struct trace *trace, const char *prefix, const char *bytes, size_t len)
{
    size_t used = strlen(trace->text);

    used += (size_t)snprintf(trace->text + used, sizeof(trace->text) - used, "%s", prefix);
    for (size_t i = 0; i < len && used + 3 < sizeof(trace->text); i++) {
        used += (size_t)snprintf(trace->text + used, sizeof(trace->text) - used,
                                 bytes[i] ? "%c" : "\\0", bytes[i]);
    }
}

static int enter(void *data, void *array, const char *key, size_t key_len, void **inner)
{
    struct trace *trace = data;
    char number[16];

    add(trace, "enter", (intptr_t)array - 1, key, key_len);
    if (trace->drop_key && key && key_len == strlen(trace->drop_key) &&
        memcmp(key, trace->drop_key, key_len) == 0) {
        add_bytes(trace, "->drop", "", 0);
        return 0;
    }
    *inner = (void *)(intptr_t)(++trace->arrays + 1);
    snprintf(number, sizeof(number), "->%d", trace->arrays);
    add_bytes(trace, number, "", 0);
    return 0;
}

static int set(void *data, void *array, const char *key, size_t key_len, const void *value,
               size_t value_len)
{
    struct trace *trace = data;

    if (++trace->sets == trace->fail_set_at) {
        return VELA_ENOMEM;
    }
    add(trace, "set", (intptr_t)array - 1, key, key_len);
    add_bytes(trace, "=", value, value_len);
    return 0;
}

static int remove_key(void *data, void *root, const char *key, size_t key_len)
{
    add(data, "remove", (intptr_t)root - 1, key, key_len);
    return 0;
}

static const vela_urlencoded_builder_t builder = {enter, set, remove_key};

/* Parses `len` bytes of input with the options; the trace in trace->text. */
static int parse_with(const char *input, size_t len, const char *separators, size_t max_fields,
                      size_t max_depth, struct trace *trace)
{
    vela_urlencoded_options_t options = {separators, max_fields, max_depth};
    char *scratch = malloc(len + 1);
    int rc =
        vela_urlencoded_parse(&options, &builder, trace, (void *)(intptr_t)1, input, len, scratch);

    free(scratch);
    return rc;
}

/* PHP's defaults: "&", max_input_vars 1000, max_input_nesting_level 64. */
static const char *parsed(const char *input)
{
    static struct trace trace;

    memset(&trace, 0, sizeof(trace));
    EXPECT_INT(parse_with(input, strlen(input), "&", 1000, 64, &trace), 0);
    return trace.text;
}

static void decodes_like_php_url_decode(void)
{
    char out[64];
    const char *in = "a+b%41%4a%4A%zz%4%%41%";
    size_t n = vela_urlencoded_decode(out, in, strlen(in));

    EXPECT_MEM(out, n, "a bAJJ%zz%4%A%");
    strcpy(out, "x%20y+z");
    n = vela_urlencoded_decode(out, out, strlen(out)); /* in place */
    EXPECT_MEM(out, n, "x y z");
    EXPECT_INT(vela_urlencoded_decode(out, "%00", 3), 1);
    EXPECT_INT(out[0], 0);
}

static void splits_pairs_and_values(void)
{
    EXPECT_STR(parsed("a=1&b=2"), "set 0[a]=1; set 0[b]=2");
    EXPECT_STR(parsed("&&a=1&&"), "set 0[a]=1");
    EXPECT_STR(parsed("a&b="), "set 0[a]=; set 0[b]=");
    EXPECT_STR(parsed("a=b=c"), "set 0[a]=b=c");
    EXPECT_STR(parsed("+a+=+1+"), "set 0[a_]= 1 ");
    EXPECT_STR(parsed("%61=%zz%4"), "set 0[a]=%zz%4");
    EXPECT_STR(parsed("a=1;b=2"), "set 0[a]=1;b=2");
    EXPECT_STR(parsed(""), "");
}

static void keeps_php_name_rules(void)
{
    EXPECT_STR(parsed(" a=1&%20b=2"), "set 0[a]=1; set 0[b]=2");
    EXPECT_STR(parsed("  a b=1&a..b=2&.=3"), "set 0[a_b]=1; set 0[a__b]=2; set 0[_]=3");
    EXPECT_STR(parsed("=1&[a]=1& =1&[=1"), "");
    EXPECT_STR(parsed("a%00b=1&a=1%002"), "set 0[a]=1; set 0[a]=1\\02");
    EXPECT_STR(parsed("a]=1&1.5=e"), "set 0[a]]=1; set 0[1_5]=e");
}

static void follows_brackets(void)
{
    EXPECT_STR(parsed("a[b][c]=1"), "enter 0[a]->1; enter 1[b]->2; set 2[c]=1");
    EXPECT_STR(parsed("a[]=1&a[]=2"), "enter 0[a]->1; set 1[]=1; enter 0[a]->2; set 2[]=2");
    EXPECT_STR(parsed("a[][]=1"), "enter 0[a]->1; enter 1[]->2; set 2[]=1");
    EXPECT_STR(parsed("a%5Bb%5D=1"), "enter 0[a]->1; set 1[b]=1");
    EXPECT_STR(parsed("a[b]c=1"), "enter 0[a]->1; set 1[b]=1");
    EXPECT_STR(parsed("a[b]][c]=1"), "enter 0[a]->1; set 1[b]=1");
    EXPECT_STR(parsed("a[b][c]d[e]=1"), "enter 0[a]->1; enter 1[b]->2; set 2[c]=1");
    EXPECT_STR(parsed("a[b[c]=1"), "enter 0[a]->1; set 1[b[c]=1");
    EXPECT_STR(parsed("x[.]=1&a[5 ]=1"), "enter 0[x]->1; set 1[.]=1; enter 0[a]->2; set 2[5 ]=1");
}

static void treats_one_space_before_the_bracket_as_append(void)
{
    EXPECT_STR(parsed("a[ ]=1"), "enter 0[a]->1; set 1[]=1");
    EXPECT_STR(parsed("a[%09]=1&a[%0B]=2"), "enter 0[a]->1; set 1[]=1; enter 0[a]->2; set 2[]=2");
    EXPECT_STR(parsed("a[  ]=1"), "enter 0[a]->1; set 1[  ]=1");
    EXPECT_STR(parsed("a[ b]=1"), "enter 0[a]->1; set 1[ b]=1");
}

static void unbalanced_brackets(void)
{
    EXPECT_STR(parsed("a[b=1"), "set 0[a_b]=1");
    EXPECT_STR(parsed("a[b.c=1&a[b c=2"), "set 0[a_b_c]=1; set 0[a_b_c]=2");
    EXPECT_STR(parsed("a[b[c=1&a.b[c=2"), "set 0[a_b_c]=1; set 0[a_b_c]=2");
    EXPECT_STR(parsed("a[=1&a[ b=2"), "set 0[a_]=1; set 0[a__b]=2");
    EXPECT_STR(parsed("a[b][c=1"), "enter 0[a]->1; set 1[b]=1");
    EXPECT_STR(parsed("a[][c=1"), "enter 0[a]->1; set 1[]=1");
}

static void refuses_host_and_secure_prefixes_made_by_mangling(void)
{
    EXPECT_STR(parsed("__Host-x=1&__Secure-a=2"), "set 0[__Host-x]=1; set 0[__Secure-a]=2");
    EXPECT_STR(parsed("._Host-x=1& ._Secure-x=1"), "");
    EXPECT_STR(parsed("__Host.x=1"), "set 0[__Host_x]=1");
    EXPECT_STR(parsed("__Host-x[a]=1"), "enter 0[__Host-x]->1; set 1[a]=1");
    EXPECT_STR(parsed("a[__Host-x]=1"), "enter 0[a]->1");
    EXPECT_STR(parsed("a[b][__Host-c][d]=1"), "enter 0[a]->1; enter 1[b]->2");
    EXPECT_STR(parsed("a[._Host-x]=1"), "enter 0[a]->1; set 1[._Host-x]=1");
}

static void removes_names_nested_too_deep(void)
{
    struct trace trace = {0};
    char deep[512] = "a";

    EXPECT_INT(parse_with("a[x][y]=1", 9, "&", 1000, 2, &trace), 0);
    EXPECT_STR(trace.text, "enter 0[a]->1; enter 1[x]->2; set 2[y]=1");
    memset(&trace, 0, sizeof(trace));
    EXPECT_INT(parse_with("a[x][y][z]=1&b=2", 16, "&", 1000, 2, &trace), 0);
    EXPECT_STR(trace.text, "enter 0[a]->1; enter 1[x]->2; remove 0[a]; set 0[b]=2");
    memset(&trace, 0, sizeof(trace));
    EXPECT_INT(parse_with("a[b=1", 5, "&", 1000, 0, &trace), 0);
    EXPECT_STR(trace.text, "remove 0[a]");
    for (int i = 0; i < 65; i++) {
        strcat(deep, "[x]");
    }
    strcat(deep, "=1");
    memset(&trace, 0, sizeof(trace));
    EXPECT_INT(parse_with(deep, strlen(deep), "&", 1000, 64, &trace), 0);
    EXPECT(strstr(trace.text, "->64; remove 0[a]") != NULL);
    EXPECT_INT(trace.arrays, 64);
}

static void counts_fields(void)
{
    struct trace trace = {0};

    EXPECT_INT(parse_with("a&&b", 4, "&", 2, 64, &trace), 0);
    memset(&trace, 0, sizeof(trace));
    EXPECT_INT(parse_with("a&b&c", 5, "&", 2, 64, &trace), VELA_ELIMIT);
    EXPECT_STR(trace.text, "set 0[a]=; set 0[b]=");
    memset(&trace, 0, sizeof(trace));
    EXPECT_INT(parse_with("=&=&=", 5, "&", 2, 64, &trace), VELA_ELIMIT); /* ignored pairs count */
}

static void uses_every_separator_and_stops_at_nul(void)
{
    struct trace trace = {0};

    EXPECT_INT(parse_with("a=1;b=2&c", 9, "&;", 1000, 64, &trace), 0);
    EXPECT_STR(trace.text, "set 0[a]=1; set 0[b]=2; set 0[c]=");
    memset(&trace, 0, sizeof(trace));
    EXPECT_INT(parse_with("a=1\0b=2", 7, "&", 1000, 64, &trace), 0);
    EXPECT_STR(trace.text, "set 0[a]=1");
}

static void passes_builder_failures_and_drops(void)
{
    struct trace trace = {.fail_set_at = 2};

    EXPECT_INT(parse_with("a=1&b=2&c=3", 11, "&", 1000, 64, &trace), VELA_ENOMEM);
    EXPECT_STR(trace.text, "set 0[a]=1");
    memset(&trace, 0, sizeof(trace));
    trace.drop_key = "a";
    EXPECT_INT(parse_with("a[x]=1&b=2", 10, "&", 1000, 64, &trace), 0);
    EXPECT_STR(trace.text, "enter 0[a]->drop; set 0[b]=2");
}

static void assigns_one_name(void)
{
    struct trace trace = {0};
    vela_urlencoded_options_t options = {"&", 1000, 64};
    char name[] = "tags[]";

    EXPECT_INT(vela_urlencoded_assign(&options, &builder, &trace, (void *)(intptr_t)1, name,
                                      strlen(name), "v", 1),
               0);
    EXPECT_STR(trace.text, "enter 0[tags]->1; set 1[]=v");
}

UNIT_MAIN(UNIT_TEST(decodes_like_php_url_decode), UNIT_TEST(splits_pairs_and_values),
          UNIT_TEST(keeps_php_name_rules), UNIT_TEST(follows_brackets),
          UNIT_TEST(treats_one_space_before_the_bracket_as_append), UNIT_TEST(unbalanced_brackets),
          UNIT_TEST(refuses_host_and_secure_prefixes_made_by_mangling),
          UNIT_TEST(removes_names_nested_too_deep), UNIT_TEST(counts_fields),
          UNIT_TEST(uses_every_separator_and_stops_at_nul),
          UNIT_TEST(passes_builder_failures_and_drops), UNIT_TEST(assigns_one_name))
