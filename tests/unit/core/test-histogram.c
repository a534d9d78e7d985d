/* Unit tests for ext/src/core/histogram.c: bucket boundaries, sum and count. */
#include "src/core/histogram.h"
#include "unit.h"

static void an_observation_lands_in_the_first_bucket_at_or_above_it(void)
{
    vela_histogram_t h = {0};
    vela_histogram_observe(&h, 0);
    vela_histogram_observe(&h, 100);  /* on the bound: still the first bucket */
    vela_histogram_observe(&h, 101);  /* just above: the second */
    vela_histogram_observe(&h, 5000); /* 5 ms */
    EXPECT_INT(h.counts[0], 2);
    EXPECT_INT(h.counts[1], 1);
    EXPECT_INT(h.counts[3], 1);
    EXPECT_INT(h.count, 4);
    EXPECT_INT(h.sum_us, 5201);
}

static void above_the_last_bound_is_the_infinite_bucket(void)
{
    vela_histogram_t h = {0};
    vela_histogram_observe(&h, vela_histogram_bounds_us[VELA_HISTOGRAM_BUCKETS - 1]);
    vela_histogram_observe(&h, vela_histogram_bounds_us[VELA_HISTOGRAM_BUCKETS - 1] + 1);
    EXPECT_INT(h.counts[VELA_HISTOGRAM_BUCKETS - 1], 1);
    EXPECT_INT(h.counts[VELA_HISTOGRAM_BUCKETS], 1);
}

static void bounds_ascend(void)
{
    for (int i = 1; i < VELA_HISTOGRAM_BUCKETS; i++) {
        EXPECT(vela_histogram_bounds_us[i] > vela_histogram_bounds_us[i - 1]);
    }
}

UNIT_MAIN(UNIT_TEST(an_observation_lands_in_the_first_bucket_at_or_above_it),
          UNIT_TEST(above_the_last_bound_is_the_infinite_bucket), UNIT_TEST(bounds_ascend))
