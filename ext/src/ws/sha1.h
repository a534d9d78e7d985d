/*
 * SHA-1 (FIPS 180-4), for the handshake's Sec-WebSocket-Accept only.
 *
 * Design. The project links no crypto library (configure.ac: libuv, zlib,
 * brotli, libpq, hiredis, PCRE2), and the handshake hashes one 60-byte
 * string per connection, so a small own SHA-1 costs less than a new
 * dependency. SHA-1 is not used here for security: RFC 6455 uses it only
 * to prove the server understood the handshake.
 */
#ifndef VELA_WS_SHA1_H
#define VELA_WS_SHA1_H

#include <stddef.h>
#include <stdint.h>

#define VELA_WS_SHA1_SIZE 20

/* Hashes data[0..len) into digest. Any context. */
void vela_ws_sha1(const uint8_t *data, size_t len, uint8_t digest[VELA_WS_SHA1_SIZE]);

#endif
