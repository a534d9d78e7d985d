/*
 * Unit tests for ext/src/http/target.c: the Host grammar and the four forms
 * of a request-target, valid and not, with the ranges each form yields.
 */
#include "src/http/target.h"
#include "unit.h"

#include <stdbool.h>

static void host_values(void)
{
    static const char *const valid[] = {"",
                                        "a",
                                        "example.com",
                                        "example.com:8080",
                                        "10.0.0.1:80",
                                        "[::1]",
                                        "[::1]:8080",
                                        "[v1.fe]",
                                        "a-b_c~d.e",
                                        "a%41",
                                        "!$&'()*+,;=",
                                        "a:",
                                        "xn--bcher-kva.example"};
    static const char *const invalid[] = {"a/b", "a b",    "u@a",     "a:8x",  "a:80:80", "[::1",
                                          "[]",  "[::1]x", "[::1]:x", "a%4",   "a%zz",    "a?b",
                                          "a#b", "\"a\"",  "a\\b",    "[a/b]", "a\tb"};

    for (size_t i = 0; i < sizeof(valid) / sizeof(valid[0]); i++) {
        if (!vela_http_host_is_valid(valid[i], strlen(valid[i]))) {
            printf("  \"%s\" should be a valid Host\n", valid[i]);
            EXPECT(false);
        }
    }
    for (size_t i = 0; i < sizeof(invalid) / sizeof(invalid[0]); i++) {
        if (vela_http_host_is_valid(invalid[i], strlen(invalid[i]))) {
            printf("  \"%s\" should not be a valid Host\n", invalid[i]);
            EXPECT(false);
        }
    }
    EXPECT(!vela_http_host_is_valid("a\0b", 3)); /* the length is the bound, not a NUL */
    EXPECT(vela_http_host_is_valid("ab/", 2));
}

/* The byte table behind reg-name: exactly unreserved and sub-delims (RFC 3986). */
static void host_bytes_are_unreserved_and_sub_delims(void)
{
    static const char allowed[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                                  "-._~!$&'()*+,;=";

    for (int c = 0; c < 256; c++) {
        char byte = (char)c;
        bool expected = c != 0 && memchr(allowed, c, sizeof(allowed) - 1) != NULL;

        if (c == ':') {
            continue; /* the port separator: "" host, "" port */
        }
        if (vela_http_host_is_valid(&byte, 1) != expected) {
            printf("  byte 0x%02x: valid is %d, expected %d\n", c, !expected, expected);
            EXPECT(false);
        }
    }
}

static vela_http_target_t parse_ok(const char *text)
{
    vela_http_target_t target;
    const char *reason = NULL;

    if (!vela_http_target_parse(text, strlen(text), &target, &reason)) {
        printf("  \"%s\" refused: %s\n", text, reason);
        EXPECT(false);
    }
    return target;
}

static void forms(void)
{
    vela_http_target_t t = parse_ok("/a/b?x=1");

    EXPECT_INT(t.form, VELA_HTTP_TARGET_ORIGIN);
    EXPECT_MEM(t.path, t.path_len, "/a/b?x=1");
    EXPECT(t.authority == NULL);
    t = parse_ok("http://example.com:80/a?b");
    EXPECT_INT(t.form, VELA_HTTP_TARGET_ABSOLUTE);
    EXPECT_MEM(t.authority, t.authority_len, "example.com:80");
    EXPECT_MEM(t.path, t.path_len, "/a?b");
    t = parse_ok("HTTPS://[::1]?q");
    EXPECT_INT(t.form, VELA_HTTP_TARGET_ABSOLUTE);
    EXPECT_MEM(t.authority, t.authority_len, "[::1]");
    EXPECT_MEM(t.path, t.path_len, "?q");
    t = parse_ok("http://a");
    EXPECT_MEM(t.authority, t.authority_len, "a");
    EXPECT_INT(t.path_len, 0);
    t = parse_ok("*");
    EXPECT_INT(t.form, VELA_HTTP_TARGET_ASTERISK);
    t = parse_ok("example.com:443");
    EXPECT_INT(t.form, VELA_HTTP_TARGET_AUTHORITY);
    EXPECT_MEM(t.authority, t.authority_len, "example.com:443");
}

static void refused_targets(void)
{
    static const char *const bad[] = {"",
                                      "/a%zz",
                                      "/a%4",
                                      "/a%",
                                      "/a#b",
                                      "/a?%g0",
                                      "ftp://a/",
                                      "http:/a",
                                      "http:///a",
                                      "http://:80/a",
                                      "http://u@a/",
                                      "http://a b/",
                                      "http://a/%zz",
                                      "http://a#f",
                                      "**",
                                      "a",
                                      "a:b",
                                      "mailto:a@b",
                                      "a/b"};

    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        vela_http_target_t target;
        const char *reason = NULL;

        if (vela_http_target_parse(bad[i], strlen(bad[i]), &target, &reason)) {
            printf("  \"%s\" should be refused\n", bad[i]);
            EXPECT(false);
        } else {
            EXPECT(reason != NULL);
        }
    }
}

UNIT_MAIN(UNIT_TEST(host_values), UNIT_TEST(host_bytes_are_unreserved_and_sub_delims),
          UNIT_TEST(forms), UNIT_TEST(refused_targets))
