/*
 * A minimal unit-test harness. Each test is a function registered with
 * UNIT_TEST(); main() comes from UNIT_MAIN(), or from UNIT_MAIN_FIXTURE()
 * when the cases share a setup and a teardown (which are not tests). Every
 * test prints one line, "PASS <file>: <name>" or "FAIL <file>: <name>", the
 * format tests/run counts; a failed expectation prints both sides first.
 * Exit status: failures > 0.
 */
#ifndef VELA_UNIT_H
#define VELA_UNIT_H

#include <stdio.h>
#include <string.h>

typedef void (*unit_fn)(void);
struct unit_case {
    const char *name;
    unit_fn fn;
};

static int unit_failed_checks;

#define EXPECT(cond)                                                                               \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stdout, "  %s:%d: expected %s\n", __FILE__, __LINE__, #cond);                  \
            unit_failed_checks++;                                                                  \
        }                                                                                          \
    } while (0)

#define EXPECT_INT(actual, expected)                                                               \
    do {                                                                                           \
        long long a_ = (long long)(actual), e_ = (long long)(expected);                            \
        if (a_ != e_) {                                                                            \
            fprintf(stdout, "  %s:%d: %s is %lld, expected %lld\n", __FILE__, __LINE__, #actual,   \
                    a_, e_);                                                                       \
            unit_failed_checks++;                                                                  \
        }                                                                                          \
    } while (0)

#define EXPECT_STR(actual, expected)                                                               \
    do {                                                                                           \
        const char *a_ = (actual), *e_ = (expected);                                               \
        if (a_ == NULL || strcmp(a_, e_) != 0) {                                                   \
            fprintf(stdout, "  %s:%d: %s is \"%s\", expected \"%s\"\n", __FILE__, __LINE__,        \
                    #actual, a_ ? a_ : "(null)", e_);                                              \
            unit_failed_checks++;                                                                  \
        }                                                                                          \
    } while (0)

#define EXPECT_MEM(actual, actual_len, expected)                                                   \
    do {                                                                                           \
        const char *e_ = (expected);                                                               \
        size_t al_ = (actual_len), el_ = strlen(e_);                                               \
        if (al_ != el_ || memcmp((actual), e_, el_) != 0) {                                        \
            fprintf(stdout, "  %s:%d: %s is \"%.*s\", expected \"%s\"\n", __FILE__, __LINE__,      \
                    #actual, (int)al_, (const char *)(actual), e_);                                \
            unit_failed_checks++;                                                                  \
        }                                                                                          \
    } while (0)

#define UNIT_TEST(name)                                                                            \
    {                                                                                              \
#name, name                                                                                \
    }

/*
 * Runs the cases in order, with optional fixture functions around them:
 * setup before the first case (a failed check there is reported as
 * "FAIL <file>: setup" and the cases do not run), teardown after the last
 * (a failed check there is "FAIL <file>: teardown"). Fixtures are not tests:
 * they print a line only when they fail. Returns the exit status.
 */
static inline int unit_run(const char *file, const struct unit_case *cases, size_t n, unit_fn setup,
                           unit_fn teardown)
{
    int failed = 0;
    if (setup) {
        setup();
        if (unit_failed_checks > 0) {
            printf("FAIL %s: setup\n", file);
            return 1;
        }
    }
    for (size_t i = 0; i < n; i++) {
        int before = unit_failed_checks;
        cases[i].fn();
        int ok = unit_failed_checks == before;
        printf("%s %s: %s\n", ok ? "PASS" : "FAIL", file, cases[i].name);
        failed += !ok;
    }
    if (teardown) {
        int before = unit_failed_checks;
        teardown();
        if (unit_failed_checks != before) {
            printf("FAIL %s: teardown\n", file);
            failed++;
        }
    }
    return failed > 0;
}

#define UNIT_MAIN(...) UNIT_MAIN_FIXTURE(NULL, NULL, __VA_ARGS__)

/* UNIT_MAIN with a setup and a teardown function (either may be NULL), see unit_run(). */
#define UNIT_MAIN_FIXTURE(setup, teardown, ...)                                                    \
    int main(void)                                                                                 \
    {                                                                                              \
        static const struct unit_case cases[] = {__VA_ARGS__};                                     \
        return unit_run(__FILE__, cases, sizeof(cases) / sizeof(cases[0]), setup, teardown);       \
    }

#endif
