/*
 * Compiles Debian's llhttp 8.1 source llhttp.c (node-llhttp, /usr/share/llhttp) into
 * the extension from its installed location; nothing of llhttp is copied into
 * this repository. One translation unit per llhttp file: they clash if merged.
 *
 * Strict mode, always: llhttp.c holds two state machines, and without
 * LLHTTP_STRICT_MODE the lenient one is compiled, which skips the two bytes
 * after chunk data unchecked ("5\r\nhelloXX0\r\n\r\n" completes, RFC 9112
 * §7.1) and accepts spaces inside field names. Defined here, this one unit
 * decides it for every build that links llhttp (the extension, the unit tests).
 */
#define LLHTTP_STRICT_MODE 1
#include "llhttp.c"
