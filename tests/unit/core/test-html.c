/*
 * Unit tests for ext/src/core/html.c: the five characters htmlspecialchars()
 * escapes with ENT_QUOTES, text left as is when none is there, and text past
 * ASCII left to the caller.
 */
#include <string.h>

#include "src/core/html.h"
#include "unit.h"

/* text escaped, in a static buffer; "(not ascii)" when the scan says so. */
static const char *escaped(const char *text)
{
    static char out[256];
    size_t n = vela_html_escaped_len(text, strlen(text));
    if (n == VELA_HTML_NOT_ASCII) {
        return "(not ascii)";
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
    EXPECT_STR(escaped("フレームワークのベンチマーク"), "(not ascii)");
    EXPECT_STR(escaped("caf\xc3\xa9 <b>"), "(not ascii)");
    EXPECT_STR(escaped("\xff"), "(not ascii)");
    EXPECT_STR(escaped("\x7f"), "\x7f");
}

UNIT_MAIN(UNIT_TEST(the_five), UNIT_TEST(as_is), UNIT_TEST(past_ascii))
