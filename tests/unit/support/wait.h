/*
 * Helpers for the unit tests of the waiting machinery (pool, PostgreSQL and
 * Redis connections), which link the coroutine stand-in
 * (tests/unit/support/coro.c) and the real loop (src/core/loop.c).
 * unit_run_coroutine() runs body(arg) in a coroutine, then the loop until
 * every coroutine has ended, and closes the loop; a deadlock (coroutines
 * left waiting with nothing to wake them) is a failed check.
 * unit_env() reads a variable tests/run exports for the services
 * (scripts/lib/services.sh); a missing one is a failed check, never a skip.
 */
#ifndef VELA_UNIT_WAIT_H
#define VELA_UNIT_WAIT_H

#include <stdlib.h>
#include <uv.h>

#include "src/core/coro.h"
#include "src/core/loop.h"
#include "unit.h"

static inline void unit_run_coroutine(vela_coro_fn body, void *arg)
{
    EXPECT_INT(vela_coro_spawn(body, arg, NULL), 0);
    EXPECT_INT(vela_coro_wait_all(), 0);
    EXPECT_INT(vela_coro_count(), 0);
    vela_coro_deactivate();
}

static inline const char *unit_env(const char *name)
{
    const char *value = getenv(name);
    if (value == NULL || *value == '\0') {
        fprintf(stdout,
                "  %s is not set: run these tests with tests/run unit (it starts the services)\n",
                name);
        unit_failed_checks++;
        return NULL;
    }
    return value;
}

/* Milliseconds on the loop's clock. */
static inline uint64_t unit_now_ms(void)
{
    return uv_hrtime() / 1000000;
}

#endif
