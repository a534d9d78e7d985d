/*
 * A minimal unit-test harness. Each test is a function registered with
 * UNIT_TEST(); main() comes from UNIT_MAIN(). Every test prints one line,
 * "PASS <file>: <name>" or "FAIL <file>: <name>", the format tests/run counts;
 * a failed expectation prints both sides first. Exit status: failures > 0.
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

#define UNIT_MAIN(...)                                                                             \
    int main(void)                                                                                 \
    {                                                                                              \
        static const struct unit_case cases[] = {__VA_ARGS__};                                     \
        int failed = 0;                                                                            \
        for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {                            \
            int before = unit_failed_checks;                                                       \
            cases[i].fn();                                                                         \
            int ok = unit_failed_checks == before;                                                 \
            printf("%s %s: %s\n", ok ? "PASS" : "FAIL", __FILE__, cases[i].name);                  \
            failed += !ok;                                                                         \
        }                                                                                          \
        return failed > 0;                                                                         \
    }

#endif
