/*
 * Compiles Debian's llhttp 8.1 source llhttp.c (node-llhttp, /usr/share/llhttp) into
 * the extension from its installed location; nothing of llhttp is copied into
 * this repository. One translation unit per llhttp file: they clash if merged.
 */
#include "llhttp.c"
