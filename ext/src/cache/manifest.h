/*
 * vgen's manifest, read by the server: is var/cache/ older than the source?
 *
 * vgen writes <app>/var/cache/manifest (compiler/output.c) after every
 * successful compile: a version line, one line per input (content hash,
 * size, mtime, inode, app-relative path), one per output, then the scan
 * cache, which the server never reads. At boot Vela\App asks whether the
 * cache still describes the app (vela_manifest_check): each input's size
 * and mtime are compared first, and only a file whose stat data differ is
 * read and hashed with vgen's own function (core/content_hash.h), so a `touch`
 * or a checkout that kept the bytes is not stale and an unchanged app costs
 * one stat per input and no read. A removed input is stale; so is a new
 * `*.php` file in a directory that already holds a scanned input (the
 * directories are listed, not walked: a file in a brand-new directory is
 * noticed by the next compile, not here). config/ is not listed: only
 * config/container.php and config/middleware.php are inputs there.
 *
 * The parser takes bytes and does no I/O; it reads each line with the
 * codec vgen writes them with (manifest_codec.h) and stops at the
 * scan-cache line.
 * Ownership: vela_manifest_parse copies what it keeps; vela_manifest_free
 * releases it. Plain C, no PHP headers; any context, blocking file I/O only
 * in vela_manifest_load and vela_manifest_check (boot time).
 */
#ifndef VELA_CACHE_MANIFEST_H
#define VELA_CACHE_MANIFEST_H

#include <stddef.h>
#include <stdint.h>

/* One input line of the manifest. `path` points into the manifest's text. */
typedef struct vela_manifest_input {
    const char *path; /* app-relative, NUL-terminated, never empty */
    uint64_t hash;    /* vela_content_hash of the file when vgen read it */
    long long size;
    long long mtime_ns;
} vela_manifest_input_t;

/* A parsed manifest; zero-initialise, then vela_manifest_parse or _load. */
typedef struct vela_manifest {
    char *text; /* heap copy of the lines, paths NUL-terminated in place */
    vela_manifest_input_t *inputs;
    size_t input_count;
    size_t output_count;
} vela_manifest_t;

/* What vela_manifest_check found. */
typedef enum vela_manifest_state {
    VELA_MANIFEST_FRESH = 0, /* every input has the content vgen compiled */
    VELA_MANIFEST_CHANGED,   /* `path`'s content differs (or it cannot be read) */
    VELA_MANIFEST_REMOVED,   /* `path` was an input and is gone */
    VELA_MANIFEST_ADDED,     /* `path` is a new *.php file next to scanned inputs */
} vela_manifest_state_t;

typedef struct vela_manifest_verdict {
    vela_manifest_state_t state;
    char path[1024]; /* app-relative, the first stale file found; "" when fresh */
} vela_manifest_verdict_t;

/*
 * Parses data[0..len), the manifest up to (and without) its scan records,
 * into *m (zeroed first). Returns 0, VELA_EPROTOCOL when the bytes are not
 * a vgen manifest (no "vgen-manifest 1 " first line, a malformed entry
 * line, a NUL byte, an input without a path), or VELA_ENOMEM. On failure
 * *m holds nothing to free. Pure; any context.
 */
int vela_manifest_parse(const char *data, size_t len, vela_manifest_t *m);

/*
 * Reads and parses the manifest file at `path`. Returns 0, -ENOENT when
 * there is none (no `vgen compile` yet), another -errno when it cannot be
 * read, or what vela_manifest_parse returns. Blocking; boot time.
 */
int vela_manifest_load(const char *path, vela_manifest_t *m);

/* Frees what *m holds and zeroes it. NULL-safe. */
void vela_manifest_free(vela_manifest_t *m);

/*
 * Compares the app at `root` with the manifest (see the file comment) and
 * stores the first difference in *verdict. Returns 0 (the verdict says
 * fresh or stale) or VELA_ENOMEM. Blocking (stat, and reading only the
 * files whose stat data changed); boot time.
 */
int vela_manifest_check(const vela_manifest_t *m, const char *root,
                        vela_manifest_verdict_t *verdict);

#endif
