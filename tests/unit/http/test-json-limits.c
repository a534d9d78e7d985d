/*
 * Unit tests for ext/src/http/json_limits.c: each limit at its value and
 * one past it, what counts as a member (strings with brackets, commas and
 * escaped quotes inside count for nothing), where the scan says a limit was
 * passed, and a colliding-keys body of the kind the scan exists for.
 */
#include "src/http/json_limits.h"
#include "src/core/error.h"
#include "unit.h"

#include <stdlib.h>

static vela_json_limit_t passed;
static size_t offset;

/* Checks `text` with the limits (depth, per object, total); returns the code. */
static int check(size_t depth, size_t object, size_t total, const char *text)
{
    vela_json_limits_t limits = {depth, object, total};

    return vela_json_check_limits(&limits, text, strlen(text), &passed, &offset);
}

static void depth_at_and_past_the_limit(void)
{
    EXPECT_INT(check(3, 0, 0, "[[[1]]]"), 0);
    EXPECT_INT(check(3, 0, 0, "{\"a\":[{}]}"), 0);
    EXPECT_INT(check(2, 0, 0, "[[[1]]]"), VELA_ELIMIT);
    EXPECT_INT(passed, VELA_JSON_TOO_DEEP);
    EXPECT_INT(offset, 2);
    EXPECT_INT(check(1, 0, 0, "[1] [2] {}"), 0); /* depth is nesting, not a count */
    EXPECT_INT(check(1, 0, 0, "5"), 0);
}

static void members_of_one_object(void)
{
    EXPECT_INT(check(0, 3, 0, "{\"a\":1,\"b\":2,\"c\":3}"), 0);
    EXPECT_INT(passed, VELA_JSON_WITHIN_LIMITS);
    EXPECT_INT(check(0, 3, 0, "{\"a\":1,\"b\":2,\"c\":3,\"d\":4}"), VELA_ELIMIT);
    EXPECT_INT(passed, VELA_JSON_OBJECT_TOO_LARGE);
    EXPECT_INT(offset, 18); /* the comma that begins the fourth member */
    EXPECT_INT(check(0, 1, 0, "{}"), 0);
    EXPECT_INT(check(0, 1, 0, "{ }"), 0);
    EXPECT_INT(check(0, 1, 0, "{\"a\":2}"), 0);
    EXPECT_INT(check(0, 1, 0, "{ \"a\":2 , \"b\":1}"), VELA_ELIMIT);
}

static void arrays_are_not_objects_but_count_in_the_total(void)
{
    EXPECT_INT(check(0, 2, 0, "[1,2,3,4,5]"), 0);
    EXPECT_INT(check(0, 2, 0, "[{\"a\":1,\"b\":2},{\"a\":1,\"b\":2}]"), 0);
    EXPECT_INT(check(0, 0, 5, "[1,2,3,4,5]"), 0);
    EXPECT_INT(check(0, 0, 4, "[1,2,3,4,5]"), VELA_ELIMIT);
    EXPECT_INT(passed, VELA_JSON_TOO_MANY_MEMBERS);
    EXPECT_INT(check(0, 0, 4, "[{\"a\":[1]},{\"b\":2}]"), VELA_ELIMIT); /* 2 + 1 + 1 + 1 */
    EXPECT_INT(check(0, 0, 5, "[{\"a\":[1]},{\"b\":2}]"), 0);
    EXPECT_INT(check(0, 0, 1, "[[]]"), 0); /* an empty container has no member */
    EXPECT_INT(check(0, 0, 1, "[[],[]]"), VELA_ELIMIT);
}

static void strings_hide_their_brackets_and_commas(void)
{
    EXPECT_INT(check(1, 1, 1, "{\"a,b:{[\":\"],,}\\\"[{,\"}"), 0);
    EXPECT_INT(check(1, 1, 1, "[\"\\\\\"]"), 0); /* an escaped backslash ends no string */
    EXPECT_INT(check(1, 0, 1, "[\"\\\\\",1]"), VELA_ELIMIT); /* ... so the comma counts */
    EXPECT_INT(check(1, 1, 1, "[\"unterminated, [[["), 0);   /* the decoder refuses it */
}

static void invalid_text_is_left_to_the_decoder(void)
{
    EXPECT_INT(check(2, 2, 2, "]]]}}},,,"), 0);
    EXPECT_INT(check(2, 2, 2, ""), 0);
    EXPECT_INT(check(2, 2, 2, "not json at all"), 0);
    EXPECT_INT(check(2, 2, 3, "[,,,]"), VELA_ELIMIT);
}

static void zero_means_no_limit_and_depth_stops_at_its_ceiling(void)
{
    char *deep = malloc(2 * VELA_JSON_DEPTH_LIMIT + 3);
    size_t n = 0;

    for (size_t i = 0; i < VELA_JSON_DEPTH_LIMIT; i++) {
        deep[n++] = '[';
    }
    for (size_t i = 0; i < VELA_JSON_DEPTH_LIMIT; i++) {
        deep[n++] = ']';
    }
    deep[n] = '\0';
    EXPECT_INT(check(0, 0, 0, deep), 0);
    memmove(deep + 1, deep, n + 1);
    deep[0] = '[';
    strcat(deep, "]");
    EXPECT_INT(check(0, 0, 0, deep), VELA_ELIMIT);
    EXPECT_INT(passed, VELA_JSON_TOO_DEEP);
    EXPECT_INT(offset, VELA_JSON_DEPTH_LIMIT);
    free(deep);
}

/* 2^blocks keys built of "Ez" and "FY" (equal under PHP's hash) in one object. */
static char *colliding_object(unsigned blocks)
{
    size_t keys = (size_t)1 << blocks, cap = keys * (2 * blocks + 5) + 3, n = 0;
    char *text = malloc(cap);

    text[n++] = '{';
    for (size_t k = 0; k < keys; k++) {
        n += (size_t)snprintf(text + n, cap - n, "%s\"", k ? "," : "");
        for (unsigned b = 0; b < blocks; b++) {
            memcpy(text + n, (k >> b) & 1 ? "FY" : "Ez", 2);
            n += 2;
        }
        n += (size_t)snprintf(text + n, cap - n, "\":0");
    }
    text[n++] = '}';
    text[n] = '\0';
    return text;
}

static void a_colliding_object_past_the_cap_is_refused(void)
{
    char *text = colliding_object(12);

    EXPECT_INT(check(64, 1000, 10000, text), VELA_ELIMIT);
    EXPECT_INT(passed, VELA_JSON_OBJECT_TOO_LARGE);
    EXPECT_INT(check(64, 4096, 10000, text), 0);
    EXPECT_INT(check(64, 4096, 4095, text), VELA_ELIMIT);
    EXPECT_INT(passed, VELA_JSON_TOO_MANY_MEMBERS);
    free(text);
}

UNIT_MAIN(UNIT_TEST(depth_at_and_past_the_limit), UNIT_TEST(members_of_one_object),
          UNIT_TEST(arrays_are_not_objects_but_count_in_the_total),
          UNIT_TEST(strings_hide_their_brackets_and_commas),
          UNIT_TEST(invalid_text_is_left_to_the_decoder),
          UNIT_TEST(zero_means_no_limit_and_depth_stops_at_its_ceiling),
          UNIT_TEST(a_colliding_object_past_the_cap_is_refused))
