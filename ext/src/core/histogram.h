/*
 * A latency histogram with fixed bucket bounds, Prometheus-shaped: counts
 * per bucket (cumulated only when exported), a sum and a count. Used for a
 * pool's acquire wait and, later, request latencies; fixed bounds keep it
 * allocation-free and summable across workers.
 *
 * Bounds, in microseconds (an observation lands in the first bucket whose
 * bound is >= it; above the last bound it lands in the +Inf bucket):
 * 100 µs, 500 µs, 1 ms, 5 ms, 10 ms, 25 ms, 50 ms, 100 ms, 250 ms, 500 ms,
 * 1 s, 2.5 s, 5 s, 10 s.
 *
 * Thread-safety: none; the owner's thread only.
 */
#ifndef VELA_HISTOGRAM_H
#define VELA_HISTOGRAM_H

#include <stddef.h>
#include <stdint.h>

#define VELA_HISTOGRAM_BUCKETS 14

/* The upper bound of each finite bucket, in microseconds, ascending. */
extern const uint64_t vela_histogram_bounds_us[VELA_HISTOGRAM_BUCKETS];

typedef struct vela_histogram {
    uint64_t counts[VELA_HISTOGRAM_BUCKETS + 1]; /* the last is +Inf; not cumulative */
    uint64_t count;
    uint64_t sum_us;
} vela_histogram_t;

/* Records one observation of `us` microseconds. */
void vela_histogram_observe(vela_histogram_t *h, uint64_t us);

#endif
