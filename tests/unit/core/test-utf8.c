/*
 * Unit tests for ext/src/core/utf8.c: valid text of every length, the invalid
 * forms RFC 3629 names (overlongs, surrogates, past U+10FFFF, stray and
 * missing continuation bytes), the same verdicts when the text is fed one
 * byte at a time, and the ASCII fast path around its 8-byte boundary.
 */
#include "src/core/error.h"
#include "src/core/utf8.h"
#include "unit.h"

/* The verdict for `text` fed whole and fed byte by byte; -1 when they differ. */
static int verdict(const char *text, size_t len)
{
    const uint8_t *bytes = (const uint8_t *)text;
    vela_utf8_t state;
    int whole = vela_utf8_validate(bytes, len), split = 0;

    vela_utf8_init(&state);
    for (size_t i = 0; i < len && split == 0; i++) {
        split = vela_utf8_feed(&state, bytes + i, 1);
    }
    if (split == 0 && !vela_utf8_complete(&state)) {
        split = VELA_EPROTOCOL;
    }
    return whole == split ? whole : -1;
}

#define CHECK(literal, expected) EXPECT_INT(verdict(literal, sizeof(literal) - 1), expected)

static void valid_text(void)
{
    CHECK("", 0);
    CHECK("Hello-\xc2\xb5@\xc3\x9f\xc3\xb6\xc3\xa4\xc3\xbc\xc3\xa0\xc3\xa1-UTF-8!!", 0);
    CHECK("\x7f", 0);
    CHECK("\xc2\x80", 0);         /* U+0080 */
    CHECK("\xdf\xbf", 0);         /* U+07FF */
    CHECK("\xe0\xa0\x80", 0);     /* U+0800 */
    CHECK("\xed\x9f\xbf", 0);     /* U+D7FF, below the surrogates */
    CHECK("\xee\x80\x80", 0);     /* U+E000, above them */
    CHECK("\xef\xbf\xbf", 0);     /* U+FFFF */
    CHECK("\xf0\x90\x80\x80", 0); /* U+10000 */
    CHECK("\xf4\x8f\xbf\xbf", 0); /* U+10FFFF */
    CHECK("\xce\xba\xe1\xbd\xb9\xcf\x83\xce\xbc\xce\xb5", 0);
}

static void invalid_text(void)
{
    CHECK("\x80", VELA_EPROTOCOL);             /* a continuation byte alone */
    CHECK("\xc0\x80", VELA_EPROTOCOL);         /* overlong NUL */
    CHECK("\xc1\xbf", VELA_EPROTOCOL);         /* overlong U+007F */
    CHECK("\xe0\x9f\xbf", VELA_EPROTOCOL);     /* overlong U+07FF */
    CHECK("\xf0\x8f\xbf\xbf", VELA_EPROTOCOL); /* overlong U+FFFF */
    CHECK("\xed\xa0\x80", VELA_EPROTOCOL);     /* U+D800 */
    CHECK("\xed\xbf\xbf", VELA_EPROTOCOL);     /* U+DFFF */
    CHECK("\xf4\x90\x80\x80", VELA_EPROTOCOL); /* U+110000 */
    CHECK("\xf5\x80\x80\x80", VELA_EPROTOCOL);
    CHECK("\xff", VELA_EPROTOCOL);
    CHECK("\xfe", VELA_EPROTOCOL);
    CHECK("\xce\xba\xe1\xbd", VELA_EPROTOCOL); /* ends inside a sequence */
    CHECK("\xe1\x80", VELA_EPROTOCOL);
    CHECK("\xc2\x41", VELA_EPROTOCOL); /* a sequence cut by ASCII */
    CHECK("\xe1\x80\xc2\x80", VELA_EPROTOCOL);
}

static void ascii_fast_path(void)
{
    char text[40];

    /* A bad byte at every offset around the 8-byte steps is still found. */
    for (size_t bad = 0; bad < sizeof(text); bad++) {
        memset(text, 'a', sizeof(text));
        text[bad] = (char)0x80;
        EXPECT_INT(verdict(text, sizeof(text)), VELA_EPROTOCOL);
        text[bad] = (char)0xc3;
        if (bad + 1 < sizeof(text)) {
            text[bad + 1] = (char)0xa9;
            EXPECT_INT(verdict(text, sizeof(text)), 0);
        }
    }
}

UNIT_MAIN(UNIT_TEST(valid_text), UNIT_TEST(invalid_text), UNIT_TEST(ascii_fast_path))
