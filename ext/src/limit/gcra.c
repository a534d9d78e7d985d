/*
 * GCRA arithmetic (see gcra.h). Integers throughout: microsecond times near
 * 2^51 and windows up to a year stay far from int64 overflow, and the Redis
 * script computes the same steps exactly (Lua numbers are doubles, exact
 * below 2^53).
 */
#include "src/limit/gcra.h"

#include <string.h>

#include "src/core/error.h"

#define YEAR_US (366LL * 24 * 3600 * 1000000)

int64_t vela_gcra_interval(const vela_gcra_policy_t *policy)
{
    int64_t interval = policy->window_us / policy->limit;
    return interval > 0 ? interval : 1;
}

/* The microseconds in one unit named by `unit` (`len` bytes), or 0 when unknown. */
static int64_t unit_us(const char *unit, size_t len)
{
    static const struct {
        const char *name;
        int64_t us;
    } units[] = {{"ms", 1000},          {"s", 1000000},          {"", 1000000},
                 {"m", 60 * 1000000LL}, {"h", 3600 * 1000000LL}, {"d", 86400 * 1000000LL}};
    for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
        if (strlen(units[i].name) == len && memcmp(units[i].name, unit, len) == 0) {
            return units[i].us;
        }
    }
    return 0;
}

int vela_gcra_parse_window(const char *text, size_t len, int64_t *window_us)
{
    size_t i = 0;
    int64_t count = 0;
    while (i < len && text[i] >= '0' && text[i] <= '9') {
        count = count * 10 + (text[i++] - '0');
        if (count > YEAR_US) {
            return VELA_EINVAL;
        }
    }
    int64_t unit = i > 0 ? unit_us(text + i, len - i) : 0;
    if (unit == 0 || count == 0 || count > YEAR_US / unit) {
        return VELA_EINVAL;
    }
    *window_us = count * unit;
    return 0;
}

void vela_gcra_describe(const vela_gcra_policy_t *policy, bool allowed, int64_t tat, int64_t now,
                        vela_gcra_result_t *out)
{
    int64_t interval = vela_gcra_interval(policy);
    int64_t tolerance = interval * policy->limit;
    int64_t used = tat > now ? tat - now : 0;
    out->allowed = allowed;
    out->tat = tat;
    out->remaining = used < tolerance ? (tolerance - used) / interval : 0;
    out->retry_after_us = 0;
    if (!allowed) {
        int64_t wait = used + interval - tolerance;
        out->retry_after_us = wait > 0 ? wait : 1;
        out->remaining = 0;
    }
    out->reset_us = used;
}

void vela_gcra_decide(const vela_gcra_policy_t *policy, int64_t tat, int64_t now,
                      vela_gcra_result_t *out)
{
    int64_t interval = vela_gcra_interval(policy);
    int64_t next = (tat > now ? tat : now) + interval;
    bool allowed = next - now <= interval * policy->limit;
    vela_gcra_describe(policy, allowed, allowed ? next : (tat > now ? tat : now), now, out);
}
