/*
 * HTML escaping of ASCII text (html.h).
 */
#include "src/core/html.h"

#include <string.h>

/* What each byte becomes: its escape for the five, NULL for other ASCII (kept as it is). */
static const char *const escapes[128] = {
    ['&'] = "&amp;", ['<'] = "&lt;", ['>'] = "&gt;", ['"'] = "&quot;", ['\''] = "&#039;",
};

size_t vela_html_escaped_len(const char *text, size_t len)
{
    const uint8_t *p = (const uint8_t *)text;
    size_t out = len;
    for (size_t i = 0; i < len; i++) {
        if (p[i] >= 0x80) {
            return VELA_HTML_NOT_ASCII;
        }
        if (escapes[p[i]]) {
            out += strlen(escapes[p[i]]) - 1;
        }
    }
    return out;
}

void vela_html_escape(const char *text, size_t len, char *out)
{
    const uint8_t *p = (const uint8_t *)text;
    for (size_t i = 0; i < len; i++) {
        const char *with = p[i] < 0x80 ? escapes[p[i]] : NULL;
        if (with == NULL) {
            *out++ = (char)p[i];
            continue;
        }
        size_t n = strlen(with);
        memcpy(out, with, n);
        out += n;
    }
}
