/*
 * An app on disk: its composer.json, the PHP files under its psr-4 roots,
 * and the model scanned from them. Discovery (listing and stat'ing inputs)
 * is separate from scanning so that a warm `vgen compile` can compare the
 * inputs with the manifest without reading any PHP.
 *
 * Ownership: the project owns its inputs and its app; vgen_project_free()
 * releases both.
 */
#ifndef VGEN_PROJECT_H
#define VGEN_PROJECT_H

#include "composer.h"
#include "model.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct vgen_input {
    char *rel;           /* path relative to the app root ("src/Foo.php") */
    char *path;          /* path as messages show it (root-joined unless root is ".") */
    long long size;
    long long mtime_ns;
    unsigned long long inode;
    uint64_t hash;       /* content hash, valid when `hashed` */
    bool hashed;
} vgen_input_t;

typedef struct vgen_project {
    const char *root;
    vgen_app_t app;
    vgen_psr4_t *roots;
    size_t nroots;
    vgen_input_t *inputs;   /* [0] is composer.json, then *.php sorted per root */
    size_t ninputs, inputs_cap;
} vgen_project_t;

/* Prepares a project for the app in directory `root` (not copied). */
void vgen_project_init(vgen_project_t *p, const char *root);

/* Frees inputs and the model. NULL-safe. */
void vgen_project_free(vgen_project_t *p);

/*
 * Reads composer.json and lists and stats every input. Returns 0, or -1
 * after reporting errors (composer.json missing/malformed, a psr-4
 * directory that does not exist).
 */
int vgen_project_discover(vgen_project_t *p);

/*
 * Reads, hashes and scans every discovered PHP file into p->app. Returns
 * the number of errors reported.
 */
int vgen_project_scan(vgen_project_t *p);

/* Reads and hashes input `i` if not yet hashed. Returns 0 or -errno. */
int vgen_project_hash_input(vgen_project_t *p, size_t i);

/* The path a message should show for app-relative `rel` (heap; caller frees). */
char *vgen_project_display_path(const vgen_project_t *p, const char *rel);

#endif
