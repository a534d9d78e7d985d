/*
 * HTML escaping of UTF-8 text (html.h). Both passes skip runs of plain
 * ASCII (none of the five) sixteen bytes at a time with SSE2 where the
 * compiler has it (every x86-64), eight at a time with integer operations
 * elsewhere and for the rest; a character past ASCII is checked (and
 * stepped over) by src/core/utf8.h as the scan meets it.
 */
#include "src/core/html.h"

#include <stdbool.h>
#include <string.h>

#include "src/core/utf8.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define ONES 0x0101010101010101ULL
#define HIGHS 0x8080808080808080ULL

/* What each ASCII byte becomes: its escape for the five, NULL for the rest (kept as it is). */
static const char *const escapes[128] = {
    ['&'] = "&amp;", ['<'] = "&lt;", ['>'] = "&gt;", ['"'] = "&quot;", ['\''] = "&#039;",
};

/* The bytes an escape adds, for each ASCII byte (0 for those kept as they are). */
static const uint8_t grows[128] = {
    ['&'] = 4, ['<'] = 3, ['>'] = 3, ['"'] = 5, ['\''] = 5,
};

/* The eight bytes at p as a word (any alignment). */
static inline uint64_t load(const uint8_t *p)
{
    uint64_t word;
    memcpy(&word, p, sizeof(word));
    return word;
}

/* Nonzero when a byte of word equals b (exact as a yes/no). */
static inline uint64_t has_byte(uint64_t word, uint8_t b)
{
    uint64_t x = word ^ (ONES * b);
    return (x - ONES) & ~x & HIGHS;
}

/*
 * True when the eight bytes hold one of the five or a byte past ASCII. Two
 * pairs differ in one bit: & and ' are 0x26 and 0x27, < and > 0x3C and
 * 0x3E, so setting that bit in every byte tests each pair at once (no other
 * byte lands on 0x27 or 0x3E that way).
 */
static inline bool word_needs_a_look(uint64_t word)
{
    return ((word & HIGHS) | has_byte(word | ONES, '\'') | has_byte(word | (ONES * 2), '>') |
            has_byte(word, '"')) != 0;
}

/* The length of the leading run of plain ASCII: none of the five, nothing past ASCII. */
static size_t plain_run(const uint8_t *p, size_t len)
{
    size_t i = 0;
#ifdef __SSE2__
    const __m128i quote = _mm_set1_epi8('"'), apostrophe = _mm_set1_epi8('\'');
    const __m128i greater = _mm_set1_epi8('>'), bit0 = _mm_set1_epi8(1), bit1 = _mm_set1_epi8(2);
    while (i + 16 <= len) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(p + i));
        __m128i hit = _mm_or_si128(_mm_cmpeq_epi8(v, quote),
                                   _mm_or_si128(_mm_cmpeq_epi8(_mm_or_si128(v, bit0), apostrophe),
                                                _mm_cmpeq_epi8(_mm_or_si128(v, bit1), greater)));
        /* a hit is 0xFF; a byte past ASCII has its high bit set already */
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_or_si128(hit, v));
        if (mask != 0) {
            return i + (size_t)__builtin_ctz(mask);
        }
        i += 16;
    }
#endif
    while (i + 8 <= len && !word_needs_a_look(load(p + i))) {
        i += 8;
    }
    while (i < len && p[i] < 0x80 && escapes[p[i]] == NULL) {
        i++;
    }
    return i;
}

size_t vela_html_escaped_len(const char *text, size_t len)
{
    const uint8_t *p = (const uint8_t *)text;
    size_t out = len, i = 0;
    while ((i += plain_run(p + i, len - i)) < len) {
        if (p[i] < 0x80) {
            out += grows[p[i]];
            i++;
            continue;
        }
        size_t n = vela_utf8_sequence_len(p + i, len - i);
        if (n == 0) {
            return VELA_HTML_NOT_UTF8;
        }
        i += n;
    }
    return out;
}

void vela_html_escape(const char *text, size_t len, char *out)
{
    const uint8_t *p = (const uint8_t *)text;
    size_t i = 0;
    while (i < len) {
        size_t start = i;
        for (;;) { /* to the next of the five, or the end; characters past ASCII are copied */
            i += plain_run(p + i, len - i);
            if (i < len && p[i] >= 0x80) {
                i++;
                continue;
            }
            break;
        }
        memcpy(out, p + start, i - start);
        out += i - start;
        if (i < len) {
            memcpy(out, escapes[p[i]], (size_t)grows[p[i]] + 1);
            out += grows[p[i]] + 1;
            i++;
        }
    }
}
