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

/* Interface bindings by configuration: `return ['bindings' => [I::class => C::class]];` */
#define VGEN_CONTAINER_CONFIG "config/container.php"
/* The global middleware, outermost first: `return [Cors::class, RequestId::class];` */
#define VGEN_MIDDLEWARE_CONFIG "config/middleware.php"

typedef struct vgen_input {
    char *rel;  /* path relative to the app root ("src/Foo.php") */
    char *path; /* path as messages show it (root-joined unless root is ".") */
    long long size;
    long long mtime_ns;
    unsigned long long inode;
    uint64_t hash; /* content hash, valid when `hashed` */
    bool hashed;
    /* The previous compile's scan record for this path (scan_cache.h), made
       from content of `cached_size` bytes hashing to `cached_hash`; NULL
       when there is none or it was not used. Owned by the app's arena. */
    const char *cached;
    size_t cached_len;
    uint64_t cached_hash;
    long long cached_size;
    const vgen_file_t *file; /* a PHP source's model once scanned or loaded */
} vgen_input_t;

typedef struct vgen_project {
    const char *root;
    vgen_app_t app;
    vgen_psr4_t *roots;
    size_t nroots;
    bool psr4_only;       /* composer.json autoloads with psr-4 and nothing else */
    vgen_input_t *inputs; /* [0] is composer.json, then *.php sorted per root,
                             then config/container.php and config/middleware.php when
                             present */
    size_t ninputs, inputs_cap;
    bool has_container_config;
    const vgen_value_t *container_config; /* the value config/container.php returns */
    bool has_middleware_config;
    const vgen_value_t *middleware_config; /* the value config/middleware.php returns */
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
 * Reads, hashes and scans every discovered PHP file into p->app, and reads
 * config/container.php's returned array into p->container_config. A source
 * whose content hash (known without reading it when the manifest vouches
 * for its stat data) and size match its `cached` record is rebuilt from the
 * record instead; the others are scanned and lose their record. Sets
 * *scanned (when not NULL) to the number of sources scanned. Returns the number of errors
 * reported.
 */
int vgen_project_scan(vgen_project_t *p, size_t *scanned);

/*
 * True when the model is exactly the one the sources' cached records
 * describe, although some sources changed: each changed source is scanned
 * (into a scratch model, reporting nothing) and its record compared byte
 * for byte with the cached one, so an edit that moves no declaration (a
 * method body, a comment after the last declaration) counts as unchanged.
 * False as soon as a source has no record, fails to scan or scans to a
 * different record. Hashes the sources it reads, so vgen_project_scan()
 * then rescans only the changed ones.
 */
bool vgen_project_declarations_unchanged(vgen_project_t *p);

/* The number of PHP sources among the inputs. */
size_t vgen_project_sources(const vgen_project_t *p);

/* Reads and hashes input `i` if not yet hashed. Returns 0 or -errno. */
int vgen_project_hash_input(vgen_project_t *p, size_t i);

/*
 * True when Composer's psr-4 autoloader would find `cls` in the file that
 * declares it (some root's prefix starts the name and the rest of the name
 * is the path under that root's directory). Otherwise, when `expected` is not
 * NULL, it receives the first path psr-4 would try (heap, caller frees; NULL
 * when no prefix matches).
 */
bool vgen_project_autoloadable(const vgen_project_t *p, const vgen_class_t *cls, char **expected);

/* The path a message should show for app-relative `rel` (heap; caller frees). */
char *vgen_project_display_path(const vgen_project_t *p, const char *rel);

#endif
