/*
 * libFuzzer target for HTML escaping (ext/src/core/html.c) and the UTF-8
 * checks it uses (ext/src/core/utf8.c). The input is the text. Checked
 * against a byte-at-a-time reference: the scan says "not UTF-8" exactly
 * when the whole-string validator rejects the text; otherwise the escaped
 * length is the reference's and the escaped bytes are the reference's (the
 * five escaped, every other byte copied), written within that length.
 * Character by character, vela_utf8_sequence_len() steps through valid text
 * and agrees with the validator about where it breaks.
 *
 * fuzz-sources: ext/src/core/html.c ext/src/core/utf8.c ext/src/core/error.c
 * fuzz-seeds: tests/fuzz/corpus/html-escape
 * fuzz-flags: -D_GNU_SOURCE -luv
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/html.h"
#include "src/core/utf8.h"

static size_t reference(const uint8_t *text, size_t len, char *out)
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
        size_t add = with ? strlen(with) : 1;
        if (out) {
            memcpy(out + n, with ? with : (const char *)text + i, add);
        }
        n += add;
    }
    return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    bool valid = vela_utf8_validate(data, size) == 0;
    size_t len = vela_html_escaped_len((const char *)data, size);
    if ((len == VELA_HTML_NOT_UTF8) == valid) {
        abort();
    }
    /* stepping character by character reaches the end exactly when the text is valid */
    size_t at = 0;
    while (at < size) {
        size_t n = vela_utf8_sequence_len(data + at, size - at);
        if (n == 0) {
            break;
        }
        if (n > 4 || (n > 1 && data[at] < 0x80)) {
            abort();
        }
        at += n;
    }
    if ((at == size) != valid) {
        abort();
    }
    if (!valid) {
        return 0;
    }
    size_t want_len = reference(data, size, NULL);
    if (len != want_len) {
        abort();
    }
    char *want = malloc(want_len + 1), *got = malloc(want_len + 1);
    reference(data, size, want);
    got[want_len] = 'X'; /* past the end: must stay */
    vela_html_escape((const char *)data, size, got);
    if (memcmp(got, want, want_len) != 0 || got[want_len] != 'X') {
        abort();
    }
    free(want);
    free(got);
    return 0;
}
