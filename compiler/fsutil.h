/*
 * vgen's file-system helpers: whole-file reads, atomic writes (temp file in
 * the same directory + rename, so a reader sees the old or the new file,
 * never half of one), recursive listing of *.php files in a stable order, and
 * the content hash used by the manifest.
 *
 * Errors are negative errno values; nothing here prints.
 */
#ifndef VGEN_FSUTIL_H
#define VGEN_FSUTIL_H

#include <stddef.h>
#include <stdint.h>

/*
 * Reads the whole file at `path` into a heap buffer (NUL-terminated; the
 * caller frees *data). Returns 0 or a negative errno.
 */
int vgen_read_file(const char *path, char **data, size_t *len);

/*
 * Writes data[0..len) to `path` atomically, creating missing parent
 * directories. Returns 0 or a negative errno (the old file is then intact).
 */
int vgen_write_atomic(const char *path, const char *data, size_t len);

/* Creates `path` and its missing parents (like mkdir -p). 0 or -errno. */
int vgen_mkdirs(const char *path);

/*
 * Appends to *paths (a heap array of heap strings, *count entries, *cap
 * capacity; the caller frees them) every regular file under `dir` whose name
 * ends in `suffix`, recursively, skipping hidden directories. Paths are
 * `dir`/relative. The order is sorted bytewise, so output is deterministic.
 * Returns 0 or a negative errno for `dir` itself; unreadable subdirectories
 * are skipped.
 */
int vgen_list_files(const char *dir, const char *suffix, char ***paths, size_t *count, size_t *cap);

/* The manifest's 64-bit content hash of data[0..len) (vela_content_hash). */
uint64_t vgen_hash64(const char *data, size_t len);

/* Formats a hash as 16 lower-case hex digits into out[17]. */
void vgen_hash_hex(uint64_t hash, char out[17]);

/* Joins two path parts with one '/' into a heap string the caller frees. */
char *vgen_path_join(const char *a, const char *b);

/* True when `path` exists (any type). */
int vgen_path_exists(const char *path);

#endif
