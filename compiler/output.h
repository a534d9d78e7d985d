/*
 * The output set of one compile and the manifest that makes compiles
 * incremental.
 *
 * The manifest (<out>/manifest, a text file) records vgen's version, every
 * input (app-relative path, size, mtime, inode, content hash) and every
 * output (path, size, mtime, content hash). A compile is skipped entirely
 * when the inputs are the same files with the same stat data, or with
 * different stat data but the same content hash (a touch), and every output
 * is still on disk as written. Otherwise everything is regenerated in memory
 * and only outputs whose bytes differ from the file on disk are written
 * (atomically); outputs of the previous manifest that are no longer produced
 * are deleted. An output file whose size and mtime are still those the
 * previous manifest recorded is known by that record's content hash and is
 * not read back; any other existing file is compared byte for byte. So unchanged input rewrites
 * nothing and stale output cannot survive a compile.
 *
 * The manifest ends with the scan cache: one scan record per input
 * (scan_cache.h), so that a compile after an edit rescans only the files
 * whose content changed. Records belong to the manifest's input lines and
 * are written with them in one atomic write, so they cannot disagree.
 */
#ifndef VGEN_OUTPUT_H
#define VGEN_OUTPUT_H

#include "project.h"
#include "strbuf.h"

#include <stdint.h>

typedef struct vgen_output_file {
    char *rel; /* relative to the output directory */
    char *data;
    size_t len;
    uint64_t hash; /* vgen_hash64 of data, computed once when added */
} vgen_output_file_t;

typedef struct vgen_outputs {
    vgen_output_file_t *items;
    size_t count, cap;
} vgen_outputs_t;

/* Adds an output file, taking over buf's memory (buf is left empty). */
void vgen_outputs_add(vgen_outputs_t *outs, const char *rel, vgen_buf_t *buf);

/* Frees the set. NULL-safe. */
void vgen_outputs_free(vgen_outputs_t *outs);

typedef struct vgen_manifest_entry {
    char kind; /* 'i' input, 'o' output */
    char *rel;
    long long size, mtime_ns;
    unsigned long long inode;
    uint64_t hash;
    const char *record; /* an input's scan record once the cache is loaded, else NULL */
    size_t record_len;
} vgen_manifest_entry_t;

typedef struct vgen_manifest {
    bool valid; /* false when missing, unreadable, malformed or from another version */
    vgen_manifest_entry_t *entries;
    size_t count, cap;
    char *cache_header; /* the scan-cache line (heap), NULL when there is none */
    long cache_offset;  /* where the scan records start in the file */
} vgen_manifest_t;

/* Reads <out_dir>/manifest up to its scan records (they are read only by
 * vgen_manifest_load_cache); an unusable manifest just gives valid = false. */
void vgen_manifest_read(const char *out_dir, vgen_manifest_t *m);

/*
 * Reads the manifest's scan records into `arena` (the app's, so that the
 * model may point into them) and gives each input entry its record. A
 * section that is absent leaves the entries without records; one written
 * by another vgen build, truncated or corrupt (its checksum does not
 * match) is ignored with a note on stderr, and every file is then scanned.
 */
void vgen_manifest_load_cache(vgen_manifest_t *m, const char *out_dir, vgen_arena_t *arena);

/*
 * Tells every input of `p` what the manifest knows of its path: the content
 * hash when its stat data is unchanged (so it need not be read), and the
 * scan record with the hash and size it was made from (project.h).
 */
void vgen_manifest_attach(const vgen_manifest_t *m, vgen_project_t *p);

/* Frees the manifest. NULL-safe. */
void vgen_manifest_free(vgen_manifest_t *m);

/* True when nothing needs compiling (see the file comment). May hash inputs. */
bool vgen_manifest_fresh(const vgen_manifest_t *m, vgen_project_t *p, const char *out_dir);

/*
 * True when `p` has exactly the manifest's inputs, in the same order, and
 * those without scan records (composer.json, the container config) still
 * have the recorded content. May hash inputs.
 */
bool vgen_manifest_same_inputs(const vgen_manifest_t *m, vgen_project_t *p);

/* True when every output the manifest records is on disk as written. */
bool vgen_manifest_outputs_fresh(const vgen_manifest_t *m, const char *out_dir);

/*
 * Writes a new manifest for `p` whose outputs are those of `old`, for a
 * compile that found every output still valid. Returns 0, or -1 after
 * reporting an error.
 */
int vgen_manifest_rewrite(const vgen_manifest_t *old, const char *out_dir, vgen_project_t *p);

typedef struct vgen_commit_stats {
    int written, unchanged, removed;
} vgen_commit_stats_t;

/*
 * Writes the outputs that differ from disk, removes outputs of `old` that
 * are gone, and writes the new manifest. Returns 0, or -1 after reporting
 * an error (a file that cannot be written).
 */
int vgen_outputs_commit(const vgen_outputs_t *outs, const char *out_dir, const vgen_manifest_t *old,
                        vgen_project_t *p, vgen_commit_stats_t *stats);

#endif
