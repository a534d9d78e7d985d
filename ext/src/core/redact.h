/*
 * Keeping passwords out of messages about connection strings.
 *
 * Design. A library that fails to parse or use a connection string quotes
 * what it could not use: libpq repeats the token after a bad keyword/value
 * pair, the whole URI after a bad URI, and, when an unencoded '@' in a
 * password split the URI in the wrong place, "the host" (the rest of the
 * password and the real host) in every connection error. Messages are
 * therefore redacted against the connection string they are about:
 *
 *  - the password's region of the string is found as tolerantly as possible:
 *    in a URI (scheme://user:password@host/...) everything between the first
 *    ':' of the user info and the LAST '@' (so a password with an unencoded
 *    '@' is covered whole), and every password=... query parameter; in the
 *    keyword/value form, the value of every password keyword, quoted or not,
 *    plus the words after it that are not themselves key=value (what a
 *    malformed value such as password=se cret spilled into);
 *  - each double-quoted token of the message that is a piece of the string
 *    overlapping a region has that overlap replaced by "***" (so the quoted
 *    URI keeps its host, and "ss@db.example" becomes "***@db.example");
 *  - every remaining occurrence of a region's text, as written and decoded
 *    (percent-decoding in a URI, quotes and backslashes in keyword/value),
 *    becomes "***".
 *
 * A password that is also an ordinary word of the message is replaced
 * there too: the message may read oddly, it never shows the password. No
 * allocation beyond one scratch copy of the message; any thread.
 */
#ifndef VELA_REDACT_H
#define VELA_REDACT_H

#include <stddef.h>

#define VELA_REDACTED "***"

/*
 * Redacts message (a NUL-terminated string in a buffer of cap bytes) in
 * place against the connection string dsn, as described above. The result
 * is never longer than cap - 1 bytes (cut if it must be). Returns 0, or
 * VELA_ENOMEM after replacing the whole message with "***" (failing closed).
 */
int vela_redact_dsn_message(char *message, size_t cap, const char *dsn);

/*
 * Writes dsn into out (cap bytes, NUL-terminated, cut if needed) with every
 * password region replaced by "***": "postgresql://app:***@db/app".
 */
void vela_redact_dsn(const char *dsn, char *out, size_t cap);

/*
 * Replaces every occurrence of secret (len bytes; nothing when len is 0) in
 * message (cap bytes) with "***", in place. Returns 0 or VELA_ENOMEM (then
 * the message is "***").
 */
int vela_redact_secret(char *message, size_t cap, const char *secret, size_t len);

#endif
