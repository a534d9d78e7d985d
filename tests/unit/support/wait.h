/*
 * Helpers for the unit tests of the waiting machinery (pool, PostgreSQL and
 * Redis connections), which link the coroutine stand-in
 * (tests/unit/support/coro.c) and the real loop (src/core/loop.c).
 * unit_run_coroutine() runs body(arg) in a coroutine, then the loop until
 * every coroutine has ended, and closes the loop; a deadlock (coroutines
 * left waiting with nothing to wake them) is a failed check.
 * unit_env() reads a variable tests/run exports for the services
 * (scripts/lib/services.sh); a missing one is a failed check, never a skip.
 * unit_expect_assertion() runs fn(arg) in a forked child and checks that a
 * VELA_ASSERT (src/core/assert.h, on in the unit tests) stopped it there:
 * SIGABRT with "assertion failed: <needle>" on stderr.
 */
#ifndef VELA_UNIT_WAIT_H
#define VELA_UNIT_WAIT_H

#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
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

static inline void unit_expect_assertion(void (*fn)(void *arg), void *arg, const char *needle)
{
    int fds[2];
    char out[1024] = "";
    size_t len = 0;
    ssize_t n;
    int status = 0;
    fflush(stdout);
    if (pipe(fds) != 0) {
        EXPECT(!"pipe");
        return;
    }
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], 2);
        close(fds[0]);
        fn(arg);
        _exit(0); /* no assertion stopped it */
    }
    close(fds[1]);
    while (len < sizeof(out) - 1 && (n = read(fds[0], out + len, sizeof(out) - 1 - len)) > 0) {
        len += (size_t)n;
    }
    out[len] = '\0';
    close(fds[0]);
    waitpid(pid, &status, 0);
    EXPECT(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT);
    char expected[256];
    snprintf(expected, sizeof(expected), "assertion failed: %s", needle);
    if (!strstr(out, expected)) {
        fprintf(stdout, "  the child's stderr: \"%s\", expected \"%s\" in it\n", out, expected);
        unit_failed_checks++;
    }
}

/* Milliseconds on the loop's clock. */
static inline uint64_t unit_now_ms(void)
{
    return uv_hrtime() / 1000000;
}

/*
 * One of the coroutines unit_share_among_ten() starts: its number (0-9), the
 * connection they share, and where it writes its digit once its own answer
 * is checked (the digits in completion order).
 */
struct unit_sharer {
    void *conn;
    int number;
    char *order;
    size_t *done;
};

/* Called by a sharer once its answer is checked. */
static inline void unit_sharer_done(struct unit_sharer *s)
{
    s->order[(*s->done)++] = (char)('0' + s->number);
}

/*
 * Ten coroutines running `body` on one connection; waits (in the calling
 * coroutine) until all ten called unit_sharer_done() and expects them in
 * the order they were started: one connection answers in the order it was
 * asked, even when a later question is quicker to answer.
 */
static inline void unit_share_among_ten(void *conn, vela_coro_fn body)
{
    static struct unit_sharer sharers[10];
    char order[11] = "";
    size_t done = 0;
    for (int i = 0; i < 10; i++) {
        sharers[i] = (struct unit_sharer){conn, i, order, &done};
        EXPECT_INT(vela_coro_spawn(body, &sharers[i], NULL), 0);
    }
    while (done < 10 && vela_coro_sleep(5) == 0) {
    }
    EXPECT_STR(order, "0123456789");
}

#endif
