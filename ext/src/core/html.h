/*
 * HTML escaping of ASCII text, as PHP's htmlspecialchars() does it with
 * ENT_QUOTES: & < > " ' become &amp; &lt; &gt; &quot; &#039;, nothing else
 * changes.
 *
 * Design. The templates of Vela\View escape every <?= ?>, most of them
 * short text with nothing to escape (a fortune, a name, an id): the scan
 * answers "as is" without a copy, and the caller keeps the string it has.
 * A byte past ASCII is not decided here (UTF-8 validation and ENT_SUBSTITUTE's
 * U+FFFD are PHP's): the scan says so and the caller hands the text to PHP's
 * own escaper. No allocation, no I/O; any context.
 */
#ifndef VELA_CORE_HTML_H
#define VELA_CORE_HTML_H

#include <stddef.h>
#include <stdint.h>

/* What vela_html_escaped_len answers for text with a byte past ASCII. */
#define VELA_HTML_NOT_ASCII SIZE_MAX

/*
 * The length of `len` bytes escaped: `len` when nothing needs escaping,
 * more when something does, VELA_HTML_NOT_ASCII when a byte is past ASCII
 * (0x80 and up). The escaped length is at most 6 × len.
 */
size_t vela_html_escaped_len(const char *text, size_t len);

/* Writes `len` bytes of ASCII text escaped into `out`, which holds
 * vela_html_escaped_len(text, len) bytes (no terminating NUL). */
void vela_html_escape(const char *text, size_t len, char *out);

#endif
