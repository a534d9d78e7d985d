/* Fixed-bound latency histogram (see histogram.h). */
#include "src/core/histogram.h"

const uint64_t vela_histogram_bounds_us[VELA_HISTOGRAM_BUCKETS] = {
    100,    500,    1000,   5000,    10000,   25000,   50000,
    100000, 250000, 500000, 1000000, 2500000, 5000000, 10000000,
};

void vela_histogram_observe(vela_histogram_t *h, uint64_t us)
{
    size_t i = 0;
    while (i < VELA_HISTOGRAM_BUCKETS && us > vela_histogram_bounds_us[i]) {
        i++;
    }
    h->counts[i]++;
    h->count++;
    h->sum_us += us;
}
