/*
 * HTML escaping of ASCII text (html.h).
 */
#include "src/core/html.h"

#include <string.h>

/* The extra bytes each byte's escape adds; 0xff for bytes past ASCII. */
static const uint8_t extra[256] = {
    ['&'] = 4,  /* &amp;  */
    ['<'] = 3,  /* &lt;   */
    ['>'] = 3,  /* &gt;   */
    ['"'] = 5,  /* &quot; */
    ['\''] = 5, /* &#039; */
    [0x80 ... 0xff] = 0xff,
};

size_t vela_html_escaped_len(const char *text, size_t len)
{
    const uint8_t *p = (const uint8_t *)text;
    size_t grown = 0;
    for (size_t i = 0; i < len; i++) {
        uint8_t e = extra[p[i]];
        if (e == 0xff) {
            return VELA_HTML_NOT_ASCII;
        }
        grown += e;
    }
    return len + grown;
}

void vela_html_escape(const char *text, size_t len, char *out)
{
    for (size_t i = 0; i < len; i++) {
        const char *with;
        size_t n;
        switch (text[i]) {
        case '&':
            with = "&amp;", n = 5;
            break;
        case '<':
            with = "&lt;", n = 4;
            break;
        case '>':
            with = "&gt;", n = 4;
            break;
        case '"':
            with = "&quot;", n = 6;
            break;
        case '\'':
            with = "&#039;", n = 6;
            break;
        default:
            *out++ = text[i];
            continue;
        }
        memcpy(out, with, n);
        out += n;
    }
}
