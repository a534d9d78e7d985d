/*
 * ASCII character classes and hex digits, written once for the engine, the
 * binding and vgen: percent-decoding (urlencoded bodies, the router's
 * canonical paths, Redis URLs), bytea and escape output, and the RFC 9110
 * token test that response field names and vgen's header bindings share,
 * and the decimal digits of an unsigned number (heads, statement names).
 *
 * Design. Everything is static inline and locale-free (ctype's answers
 * depend on the locale, and these are protocol bytes, not text); nothing
 * here allocates, fails or does I/O, so any context may call it. Callers
 * with a different set of their own (filter_var's trim, a range header's
 * OWS) keep their one-line predicate: only what is the same everywhere
 * lives here.
 */
#ifndef VELA_CORE_ASCII_H
#define VELA_CORE_ASCII_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The sixteen hex digits, upper and lower case: index them with a nibble. */
#define VELA_HEX_UPPER "0123456789ABCDEF"
#define VELA_HEX_LOWER "0123456789abcdef"

/* Decimal digits of `value` into `buf` (at least 20 bytes, no NUL); returns the length. */
static inline size_t vela_ascii_decimal(char *buf, uint64_t value)
{
    char digits[20];
    size_t n = 0, i = 0;
    do {
        digits[n++] = (char)('0' + value % 10);
        value /= 10;
    } while (value != 0);
    while (n > 0) {
        buf[i++] = digits[--n];
    }
    return i;
}

/* Whether c is '0'..'9'. */
static inline bool vela_ascii_is_digit(unsigned char c)
{
    return c >= '0' && c <= '9';
}

/* Whether c is an ASCII letter, either case. */
static inline bool vela_ascii_is_alpha(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* c in lower case when it is an ASCII capital, else c itself. */
static inline char vela_ascii_lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* The value 0..15 of the hex digit c (either case), or -1 when c is none. */
static inline int vela_hex_value(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

/* Whether c is a hex digit, either case. */
static inline bool vela_ascii_is_hex(unsigned char c)
{
    return vela_hex_value((char)c) >= 0;
}

/*
 * Whether c is an RFC 9110 tchar (what a header name and a token are made
 * of): a letter, a digit or one of !#$%&'*+-.^_`|~. A table, since every
 * field name of every response goes through it.
 */
static inline bool vela_ascii_is_token_char(unsigned char c)
{
    static const bool token_chars[256] = {
        ['!'] = 1, ['#'] = 1, ['$'] = 1, ['%'] = 1, ['&'] = 1, ['\''] = 1, ['*'] = 1, ['+'] = 1,
        ['-'] = 1, ['.'] = 1, ['^'] = 1, ['_'] = 1, ['`'] = 1, ['|'] = 1,  ['~'] = 1, ['0'] = 1,
        ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1,  ['7'] = 1, ['8'] = 1,
        ['9'] = 1, ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1, ['E'] = 1,  ['F'] = 1, ['G'] = 1,
        ['H'] = 1, ['I'] = 1, ['J'] = 1, ['K'] = 1, ['L'] = 1, ['M'] = 1,  ['N'] = 1, ['O'] = 1,
        ['P'] = 1, ['Q'] = 1, ['R'] = 1, ['S'] = 1, ['T'] = 1, ['U'] = 1,  ['V'] = 1, ['W'] = 1,
        ['X'] = 1, ['Y'] = 1, ['Z'] = 1, ['a'] = 1, ['b'] = 1, ['c'] = 1,  ['d'] = 1, ['e'] = 1,
        ['f'] = 1, ['g'] = 1, ['h'] = 1, ['i'] = 1, ['j'] = 1, ['k'] = 1,  ['l'] = 1, ['m'] = 1,
        ['n'] = 1, ['o'] = 1, ['p'] = 1, ['q'] = 1, ['r'] = 1, ['s'] = 1,  ['t'] = 1, ['u'] = 1,
        ['v'] = 1, ['w'] = 1, ['x'] = 1, ['y'] = 1, ['z'] = 1,
    };
    return token_chars[c];
}

#endif
