/*
 * Unit tests for ext/src/limit/gcra.c: windows as written in config and
 * attributes, a burst then one request per interval, what a refusal says
 * (Retry-After, reset), and the describe() reading of a Redis answer.
 */
#include "src/core/error.h"
#include "src/limit/gcra.h"
#include "unit.h"

#define S 1000000LL

static int64_t window(const char *text)
{
    int64_t us = -1;
    int rc = vela_gcra_parse_window(text, strlen(text), &us);
    return rc == 0 ? us : rc;
}

static void windows(void)
{
    EXPECT_INT(window("1s"), S);
    EXPECT_INT(window("500ms"), 500000);
    EXPECT_INT(window("15m"), 900 * S);
    EXPECT_INT(window("2h"), 7200 * S);
    EXPECT_INT(window("1d"), 86400 * S);
    EXPECT_INT(window("30"), 30 * S);
    EXPECT_INT(window(""), VELA_EINVAL);
    EXPECT_INT(window("s"), VELA_EINVAL);
    EXPECT_INT(window("0s"), VELA_EINVAL);
    EXPECT_INT(window("1w"), VELA_EINVAL);
    EXPECT_INT(window("1 s"), VELA_EINVAL);
    EXPECT_INT(window("-1s"), VELA_EINVAL);
    EXPECT_INT(window("367d"), VELA_EINVAL);
    EXPECT_INT(window("99999999999999999999s"), VELA_EINVAL);
}

/* 3 per 3 s: three at once, the fourth refused for 1 s, one more a second later. */
static void burst_then_interval(void)
{
    vela_gcra_policy_t policy = {3, 3 * S};
    vela_gcra_result_t r;
    int64_t now = 1700000000 * S, tat = 0;
    for (int i = 0; i < 3; i++) {
        vela_gcra_decide(&policy, tat, now, &r);
        EXPECT(r.allowed);
        EXPECT_INT(r.remaining, 2 - i);
        EXPECT_INT(r.reset_us, (i + 1) * S);
        tat = r.tat;
    }
    vela_gcra_decide(&policy, tat, now, &r);
    EXPECT(!r.allowed);
    EXPECT_INT(r.tat, tat);
    EXPECT_INT(r.remaining, 0);
    EXPECT_INT(r.retry_after_us, S);
    vela_gcra_decide(&policy, tat, now + S / 2, &r);
    EXPECT(!r.allowed);
    EXPECT_INT(r.retry_after_us, S / 2);
    vela_gcra_decide(&policy, tat, now + S, &r);
    EXPECT(r.allowed);
    EXPECT_INT(r.remaining, 0);
    vela_gcra_decide(&policy, r.tat, now + 10 * S, &r);
    EXPECT(r.allowed);
    EXPECT_INT(r.remaining, 2);
}

/* A key seen long ago starts whole again; an interval below 1 µs is 1 µs. */
static void idle_and_tiny(void)
{
    vela_gcra_policy_t policy = {10, S};
    vela_gcra_result_t r;
    vela_gcra_decide(&policy, 5 * S, 100 * S, &r);
    EXPECT(r.allowed);
    EXPECT_INT(r.tat, 100 * S + S / 10);
    EXPECT_INT(r.remaining, 9);
    vela_gcra_policy_t tiny = {1000000000, 1000};
    EXPECT_INT(vela_gcra_interval(&tiny), 1);
}

/* describe() reads the script's (allowed, TAT) as decide() would have. */
static void describe_matches_decide(void)
{
    vela_gcra_policy_t policy = {5, 10 * S};
    vela_gcra_result_t decided, described;
    int64_t now = 42 * S, tat = 0;
    for (int i = 0; i < 7; i++) {
        vela_gcra_decide(&policy, tat, now, &decided);
        vela_gcra_describe(&policy, decided.allowed, decided.tat, now, &described);
        EXPECT_INT(described.remaining, decided.remaining);
        EXPECT_INT(described.retry_after_us, decided.retry_after_us);
        EXPECT_INT(described.reset_us, decided.reset_us);
        tat = decided.tat;
    }
    EXPECT(!decided.allowed);
    EXPECT_INT(decided.retry_after_us, 2 * S);
}

UNIT_MAIN(UNIT_TEST(windows), UNIT_TEST(burst_then_interval), UNIT_TEST(idle_and_tiny),
          UNIT_TEST(describe_matches_decide))
