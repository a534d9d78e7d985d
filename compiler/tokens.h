/*
 * `vgen tokens FILE...`: prints the token stream of PHP files, one token per
 * line as `LINE NAME TEXT`, the format tests/vgen/tokens.php prints from
 * token_get_all(), so the two can be compared line for line.
 */
#ifndef VGEN_TOKENS_H
#define VGEN_TOKENS_H

#include <stddef.h>
#include <stdio.h>

/*
 * Runs the command on files[0..count). With more than one file, each file's
 * tokens follow a line "== FILE". Returns the exit status: 0, 1 when a file
 * cannot be read or does not lex (reported on stderr as
 * "file:line:col: error: message"), 2 without files.
 */
int vgen_tokens_main(int count, char **files);

/*
 * Writes src[0..len) to `out` as a JSON string the way PHP's json_encode()
 * does with JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE |
 * JSON_UNESCAPED_LINE_TERMINATORS; text that is not valid UTF-8 (which
 * json_encode refuses) is written with each byte >= 0x80 as \u00XX.
 */
void vgen_tokens_write_json(FILE *out, const char *src, size_t len);

#endif
