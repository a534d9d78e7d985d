/*
 * The manifest's line codec: the one reader and writer of vgen's manifest
 * lines, shared by vgen (compiler/output.c writes and reads them) and the
 * extension's stale-cache check (manifest.c reads them), so the two can
 * never disagree on the format.
 *
 * The manifest (var/cache/manifest) is a first line starting with
 * VELA_MANIFEST_MAGIC, one entry line per input and per output, then the
 * scan-cache line (VELA_MANIFEST_SCAN_CACHE) and binary records that only
 * vgen reads. An entry line is
 *
 *   <kind> <hash> <size> <mtime_ns> <inode> <path>
 *
 * kind 'i' (input) or 'o' (output), hash 16 lowercase hex digits, size and
 * mtime signed decimals, inode an unsigned decimal (0 for outputs), and the
 * path last so that it may hold spaces. A path holding a newline, which
 * would end the line, is written escaped under the kind in upper case ('I',
 * 'O'): "\n" stands for a newline and "\\" for a backslash. Every other
 * path is written as it is, so ordinary manifests are byte for byte what
 * they were before escaping existed.
 *
 * Parsing is strict (a line vgen did not write is refused, not guessed at)
 * and the codec does no I/O and no allocation: plain C, any context.
 */
#ifndef VELA_CACHE_MANIFEST_CODEC_H
#define VELA_CACHE_MANIFEST_CODEC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The first line's prefix; vgen adds its version and build identity. */
#define VELA_MANIFEST_MAGIC "vgen-manifest 1 "
/* The prefix of the line after the last entry; binary records follow it. */
#define VELA_MANIFEST_SCAN_CACHE "scan-cache "

/* One entry line, decoded. */
typedef struct vela_manifest_entry {
    char kind; /* 'i' input, 'o' output (lower case, escaped or not) */
    uint64_t hash;
    long long size;
    long long mtime_ns;
    unsigned long long inode;
    const char *path; /* decoded, NUL-terminated, never empty */
    size_t path_len;
} vela_manifest_entry_t;

/*
 * Parses the entry line line[0..len) (without its newline; line[len] is
 * writable) into *e. An escaped path is decoded in place and NUL-terminated,
 * so e->path points into `line`. Returns 0, or VELA_EPROTOCOL when the line
 * is not an entry vgen writes (an unknown kind, a malformed or overflowing
 * number, an empty path, a NUL byte, a bad escape).
 */
int vela_manifest_parse_entry(char *line, size_t len, vela_manifest_entry_t *e);

/*
 * Writes *e as one entry line, newline included, into out[0..size) (NUL-
 * terminated when size > 0; out may be NULL when size is 0). Returns the
 * line's length without the NUL, as snprintf does: the output was cut when
 * that is >= size. The path is escaped only when it holds a newline.
 */
size_t vela_manifest_format_entry(const vela_manifest_entry_t *e, char *out, size_t size);

/* Whether line[0..len) is the scan-cache line, which ends the entries. */
bool vela_manifest_is_scan_cache(const char *line, size_t len);

#endif
