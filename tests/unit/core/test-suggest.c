/* Unit tests for ext/src/core/suggest.c: the "did you mean" hint of unknown options. */
#include "src/core/suggest.h"
#include "unit.h"

static const char *const pg[] = {"min", "max", "acquire_timeout", "connect_timeout", "name"};
#define PG_COUNT (sizeof(pg) / sizeof(pg[0]))

static void distance_counts_edits_and_adjacent_swaps(void)
{
    EXPECT_INT(vela_suggest_distance("max", "max"), 0);
    EXPECT_INT(vela_suggest_distance("mx", "max"), 1);
    EXPECT_INT(vela_suggest_distance("amx", "max"), 1);
    EXPECT_INT(vela_suggest_distance("MAX", "max"), 0);
    EXPECT_INT(vela_suggest_distance("kitten", "sitting"), 3);
    EXPECT_INT(vela_suggest_distance("", "abc"), 3);
}

static void a_near_name_is_suggested(void)
{
    char buf[128];

    EXPECT_STR(vela_suggest_hint("acquire_timout", pg, PG_COUNT, buf, sizeof(buf)),
               "did you mean \"acquire_timeout\"?");
    EXPECT_STR(vela_suggest_hint("Max", pg, PG_COUNT, buf, sizeof(buf)), "did you mean \"max\"?");
    EXPECT_STR(vela_suggest_hint("conect_timeout", pg, PG_COUNT, buf, sizeof(buf)),
               "did you mean \"connect_timeout\"?");
}

static void another_frameworks_name_suggests_ours(void)
{
    static const char *const http[] = {"port", "workers", "max_requests"};
    char buf[128];

    EXPECT_STR(vela_suggest_hint("pool_size", pg, PG_COUNT, buf, sizeof(buf)),
               "did you mean \"max\"?");
    EXPECT_STR(vela_suggest_hint("max_connections", pg, PG_COUNT, buf, sizeof(buf)),
               "did you mean \"max\"?");
    EXPECT_STR(vela_suggest_hint("worker_num", http, 3, buf, sizeof(buf)),
               "did you mean \"workers\"?");
    /* an alias whose target is not known is no hint */
    EXPECT_STR(vela_suggest_hint("pool_size", http, 3, buf, sizeof(buf)),
               "known: port, workers, max_requests");
}

static void a_far_name_lists_the_known_ones(void)
{
    char buf[128], small[12];

    EXPECT_STR(vela_suggest_hint("colour", pg, PG_COUNT, buf, sizeof(buf)),
               "known: min, max, acquire_timeout, connect_timeout, name");
    EXPECT_STR(vela_suggest_hint("x", pg, PG_COUNT, buf, sizeof(buf)),
               "known: min, max, acquire_timeout, connect_timeout, name");
    EXPECT_STR(vela_suggest_hint("colour", pg, PG_COUNT, small, sizeof(small)), "known: min,");
    EXPECT_STR(vela_suggest_hint("colour", pg, 0, buf, sizeof(buf)), "known:");
}

static void a_long_name_is_near_nothing(void)
{
    char buf[128], long_name[200];

    memset(long_name, 'm', sizeof(long_name) - 1);
    long_name[sizeof(long_name) - 1] = '\0';
    EXPECT_INT(vela_suggest_distance(long_name, "max"), (size_t)-1);
    EXPECT_STR(vela_suggest_hint(long_name, pg, 2, buf, sizeof(buf)), "known: min, max");
}

UNIT_MAIN(UNIT_TEST(distance_counts_edits_and_adjacent_swaps), UNIT_TEST(a_near_name_is_suggested),
          UNIT_TEST(another_frameworks_name_suggests_ours),
          UNIT_TEST(a_far_name_lists_the_known_ones), UNIT_TEST(a_long_name_is_near_nothing))
