/*
 * GCRA, the generic cell rate algorithm, for rate limits: the arithmetic
 * only (no I/O, no clock; times are microseconds since the epoch that the
 * caller reads from its Vela\Clock).
 *
 * A policy allows `limit` requests per `window`. Each key keeps one number,
 * its theoretical arrival time (TAT): when the key's quota will be whole
 * again. A request at `now` with emission interval T = window / limit moves
 * the TAT to max(TAT, now) + T, and is allowed when the new TAT is at most
 * `window` ahead of now; a refused request leaves the TAT as it was. So a
 * key may spend its whole quota in a burst, then earns one request every T,
 * and nothing but the TAT is stored (one Redis string with an expiry, or one
 * entry of a worker's table).
 *
 * The Redis script of Vela\Http\Throttle performs vela_gcra_decide()'s step
 * atomically on the server and returns (allowed, TAT); vela_gcra_describe()
 * turns that answer into what the response headers say, so both stores
 * share one reading.
 */
#ifndef VELA_LIMIT_GCRA_H
#define VELA_LIMIT_GCRA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct vela_gcra_policy {
    int64_t limit;     /* requests per window, >= 1 */
    int64_t window_us; /* >= 1 */
} vela_gcra_policy_t;

typedef struct vela_gcra_result {
    bool allowed;
    int64_t tat;            /* the TAT to keep (unchanged when refused) */
    int64_t remaining;      /* requests the key may still make now, after this one */
    int64_t retry_after_us; /* refused: how long until a request would be allowed; else 0 */
    int64_t reset_us;       /* how long until the quota is whole again */
} vela_gcra_result_t;

/* The emission interval of `policy` (window / limit, at least 1 µs). */
int64_t vela_gcra_interval(const vela_gcra_policy_t *policy);

/*
 * Reads a window: a positive integer followed by a unit, "ms", "s", "m",
 * "h" or "d" ("1s", "500ms", "15m"), or a bare integer of seconds, into
 * *window_us. Returns 0, or VELA_EINVAL for anything else (empty, no digits,
 * an unknown unit, zero, more than a year).
 */
int vela_gcra_parse_window(const char *text, size_t len, int64_t *window_us);

/* One request of a key whose kept TAT is `tat` (0: none) at `now`: the decision into *out. */
void vela_gcra_decide(const vela_gcra_policy_t *policy, int64_t tat, int64_t now,
                      vela_gcra_result_t *out);

/* What a decision already made (allowed or not, the TAT kept after it) means at `now`: fills
 * *out (remaining, retry_after_us, reset_us). */
void vela_gcra_describe(const vela_gcra_policy_t *policy, bool allowed, int64_t tat, int64_t now,
                        vela_gcra_result_t *out);

#endif
