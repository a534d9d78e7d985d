/*
 * Unit tests for ext/src/core/html.c: the five characters htmlspecialchars()
 * escapes with ENT_QUOTES, text left as is when none is there, valid UTF-8
 * escaped the same way with its characters kept, invalid UTF-8 left to the
 * caller, and every length and position around the eight-byte scan against
 * a byte-at-a-time reference.
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/html.h"
#include "unit.h"

/* text escaped, in a static buffer; "(not utf-8)" when the scan says so. */
static const char *escaped(const char *text)
{
    static char out[256];
    size_t n = vela_html_escaped_len(text, strlen(text));
    if (n == VELA_HTML_NOT_UTF8) {
        return "(not utf-8)";
    }
    memset(out, 0, sizeof(out));
    vela_html_escape(text, strlen(text), out);
    EXPECT_INT((int)strlen(out), (int)n);
    return out;
}

static void the_five(void)
{
    EXPECT_STR(escaped("<a href=\"x\">&'</a>"),
               "&lt;a href=&quot;x&quot;&gt;&amp;&#039;&lt;/a&gt;");
    EXPECT_STR(escaped("&amp;"), "&amp;amp;"); /* double-encoded, as PHP's default */
    EXPECT_STR(
        escaped(
            "<script>alert(\"This should not be displayed in a browser alert box.\");</script>"),
        "&lt;script&gt;alert(&quot;This should not be displayed in a browser alert "
        "box.&quot;);&lt;/script&gt;");
}

static void as_is(void)
{
    const char *plain = "A computer scientist is someone who fixes things that aren't broken.";
    EXPECT_INT((int)vela_html_escaped_len("fortune: No such file or directory", 34), 34);
    EXPECT_INT((int)vela_html_escaped_len("", 0), 0);
    EXPECT_STR(escaped("12"), "12");
    EXPECT_STR(escaped(plain),
               "A computer scientist is someone who fixes things that aren&#039;t broken.");
    /* control bytes and NUL are ASCII and pass as they are */
    char nul[3] = {'a', '\0', 'b'};
    EXPECT_INT((int)vela_html_escaped_len(nul, 3), 3);
}

static void past_ascii(void)
{
    EXPECT_STR(escaped("フレームワークのベンチマーク"), "フレームワークのベンチマーク");
    EXPECT_STR(escaped("caf\xc3\xa9 <b>"), "caf\xc3\xa9 &lt;b&gt;");
    EXPECT_STR(escaped("<\xf0\x9f\x98\x80>'\xe2\x82\xac\""),
               "&lt;\xf0\x9f\x98\x80&gt;&#039;\xe2\x82\xac&quot;");
    EXPECT_STR(escaped("\x7f"), "\x7f");
    /* what PHP substitutes (ENT_SUBSTITUTE) is left to it */
    EXPECT_STR(escaped("\xff"), "(not utf-8)");
    EXPECT_STR(escaped("caf\xc3"), "(not utf-8)");          /* cut short */
    EXPECT_STR(escaped("\xc0\xaf"), "(not utf-8)");         /* overlong */
    EXPECT_STR(escaped("\xed\xa0\x80"), "(not utf-8)");     /* a surrogate */
    EXPECT_STR(escaped("\xf4\x90\x80\x80"), "(not utf-8)"); /* past U+10FFFF */
    EXPECT_STR(escaped("long enough for a word \x80 then more"), "(not utf-8)");
}

/* The reference: one byte at a time; bytes past ASCII copied. Returns the length. */
static size_t reference(const char *text, size_t len, char *out)
{
    size_t n = 0;
    for (size_t i = 0; i < len; i++) {
        const char *with = NULL;
        switch (text[i]) {
        case '&':
            with = "&amp;";
            break;
        case '<':
            with = "&lt;";
            break;
        case '>':
            with = "&gt;";
            break;
        case '"':
            with = "&quot;";
            break;
        case '\'':
            with = "&#039;";
            break;
        }
        if (with) {
            memcpy(out + n, with, strlen(with));
            n += strlen(with);
        } else {
            out[n++] = text[i];
        }
    }
    return n;
}

/* Random texts of 0-40 pieces (plain letters, the five, a 2-, 3- or 4-byte character): the
 * scan and the copy agree with the reference wherever the eight-byte words fall. */
static void every_position_against_the_reference(void)
{
    static const char *const pieces[] = {"a",
                                         "b",
                                         "z",
                                         " ",
                                         "&",
                                         "<",
                                         ">",
                                         "\"",
                                         "'",
                                         "\xc3\xa9",
                                         "\xe2\x82\xac",
                                         "\xf0\x9f\x98\x80"};
    size_t count = sizeof(pieces) / sizeof(pieces[0]);
    srand(21);
    int wrong = 0;
    for (int round = 0; round < 20000; round++) {
        char text[200], want[1200], got[1200];
        size_t len = 0;
        int n = rand() % 41;
        bool plain_only = round % 3 == 0; /* long runs with nothing to escape, too */
        for (int k = 0; k < n; k++) {
            const char *piece = pieces[plain_only ? (size_t)rand() % 4 : (size_t)rand() % count];
            memcpy(text + len, piece, strlen(piece));
            len += strlen(piece);
        }
        size_t expected = reference(text, len, want);
        size_t scanned = vela_html_escaped_len(text, len);
        memset(got, 0, sizeof(got));
        if (scanned == expected) {
            vela_html_escape(text, len, got);
        }
        if (scanned != expected || memcmp(got, want, expected) != 0) {
            if (wrong++ < 3) {
                fprintf(stdout, "  round %d: %zu bytes, scanned %zu, expected %zu\n", round, len,
                        scanned, expected);
            }
        }
    }
    EXPECT_INT(wrong, 0);
}

UNIT_MAIN(UNIT_TEST(the_five), UNIT_TEST(as_is), UNIT_TEST(past_ascii),
          UNIT_TEST(every_position_against_the_reference))
