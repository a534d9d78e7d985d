/*
 * HTML escaping of UTF-8 text, as PHP's htmlspecialchars() does it with
 * ENT_QUOTES | ENT_SUBSTITUTE and UTF-8: & < > " ' become &amp; &lt; &gt;
 * &quot; &#039;, nothing else changes.
 *
 * Design. The templates of Vela\View escape every <?= ?>, most of them
 * short text with nothing to escape (a fortune, a name, an id): the scan
 * answers "as is" without a copy, and the caller keeps the string it has.
 * It reads eight bytes at a time and stops only at a word holding one of
 * the five or a byte past ASCII. Text past ASCII that is valid UTF-8 (RFC
 * 3629, src/core/utf8.h: what PHP's escaper accepts too) is escaped the same
 * way, its multi-byte characters copied as they are; invalid UTF-8 is not
 * decided here (ENT_SUBSTITUTE's U+FFFD per invalid sequence is PHP's rule):
 * the scan says so and the caller hands the text to PHP's own escaper. No
 * allocation, no I/O; any context.
 */
#ifndef VELA_CORE_HTML_H
#define VELA_CORE_HTML_H

#include <stddef.h>
#include <stdint.h>

/* What vela_html_escaped_len answers for text that is not valid UTF-8. */
#define VELA_HTML_NOT_UTF8 SIZE_MAX

/*
 * The length of `len` bytes escaped: `len` when nothing needs escaping,
 * more when something does, VELA_HTML_NOT_UTF8 when the text is not valid
 * UTF-8. The escaped length is at most 6 × len.
 */
size_t vela_html_escaped_len(const char *text, size_t len);

/* Writes `len` bytes of valid UTF-8 text escaped into `out`, which holds
 * vela_html_escaped_len(text, len) bytes (no terminating NUL). */
void vela_html_escape(const char *text, size_t len, char *out);

#endif
