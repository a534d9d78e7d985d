/*
 * Project discovery and scanning. Inputs are listed root by root in
 * composer.json order, each root's files sorted, so the scan order, the
 * model order and therefore every generated file are deterministic.
 */
#include "project.h"

#include "diag.h"
#include "fsutil.h"
#include "scan_cache.h"
#include "scanner.h"
#include "strbuf.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

void vgen_project_init(vgen_project_t *p, const char *root)
{
    memset(p, 0, sizeof(*p));
    p->root = root;
    vgen_app_init(&p->app);
}

void vgen_project_free(vgen_project_t *p)
{
    if (p == NULL) {
        return;
    }
    for (size_t i = 0; i < p->ninputs; i++) {
        free(p->inputs[i].rel);
        free(p->inputs[i].path);
    }
    free(p->inputs);
    vgen_app_free(&p->app);
    memset(p, 0, sizeof(*p));
}

char *vgen_project_display_path(const vgen_project_t *p, const char *rel)
{
    if (strcmp(p->root, ".") == 0) {
        return vgen_xstrdup(rel);
    }
    return vgen_path_join(p->root, rel);
}

static void add_input(vgen_project_t *p, char *rel)
{
    vgen_input_t in = {0};
    in.rel = rel;
    in.path = vgen_project_display_path(p, rel);
    struct stat st;
    if (stat(in.path, &st) == 0) {
        in.size = (long long)st.st_size;
        in.mtime_ns = (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec;
        in.inode = (unsigned long long)st.st_ino;
    }
    VGEN_PUSH(p->inputs, p->ninputs, p->inputs_cap, in);
}

/* "src/" → "src", "./lib" → "lib", "" → "." */
static char *clean_dir(const char *dir)
{
    while (dir[0] == '.' && dir[1] == '/') {
        dir += 2;
    }
    size_t n = strlen(dir);
    while (n > 0 && dir[n - 1] == '/') {
        n--;
    }
    return n ? vgen_xstrndup(dir, n) : vgen_xstrdup(".");
}

static int list_root(vgen_project_t *p, const vgen_psr4_t *root, const char *composer)
{
    char *dir = clean_dir(root->dir);
    char *full = vgen_project_display_path(p, dir);
    char **files = NULL;
    size_t n = 0, cap = 0;
    int rc = vgen_list_files(full, ".php", &files, &n, &cap);
    if (rc != 0) {
        vgen_diag_error(composer, 1, 1, "psr-4 directory \"%s\" of \"%s\": %s", root->dir,
                        root->prefix, strerror(-rc));
    }
    size_t skip = strcmp(p->root, ".") == 0 ? 0 : strlen(p->root) + 1;
    for (size_t i = 0; i < n; i++) {
        add_input(p, vgen_xstrdup(files[i] + skip));
        free(files[i]);
    }
    free(files);
    free(full);
    free(dir);
    return rc == 0 ? 0 : -1;
}

int vgen_project_discover(vgen_project_t *p)
{
    add_input(p, vgen_xstrdup("composer.json"));
    const char *composer = p->inputs[0].path;
    if (vgen_composer_read(composer, &p->app.arena, &p->roots, &p->nroots, &p->psr4_only) != 0) {
        return -1;
    }
    int rc = 0;
    for (size_t i = 0; i < p->nroots; i++) {
        rc |= list_root(p, &p->roots[i], composer);
    }
    char *config = vgen_project_display_path(p, VGEN_CONTAINER_CONFIG);
    p->has_container_config = vgen_path_exists(config);
    if (p->has_container_config) {
        add_input(p, vgen_xstrdup(VGEN_CONTAINER_CONFIG));
    }
    free(config);
    config = vgen_project_display_path(p, VGEN_MIDDLEWARE_CONFIG);
    p->has_middleware_config = vgen_path_exists(config);
    if (p->has_middleware_config) {
        add_input(p, vgen_xstrdup(VGEN_MIDDLEWARE_CONFIG));
    }
    free(config);
    return rc;
}

bool vgen_project_autoloadable(const vgen_project_t *p, const vgen_class_t *cls, char **expected)
{
    char *first = NULL;
    for (size_t i = 0; i < p->nroots; i++) {
        size_t n = strlen(p->roots[i].prefix);
        if (strncmp(cls->name, p->roots[i].prefix, n) != 0) {
            continue;
        }
        char *dir = clean_dir(p->roots[i].dir);
        vgen_buf_t rel = {0};
        vgen_buf_printf(&rel, "%s/%s.php", dir, cls->name + n);
        for (char *c = rel.data + strlen(dir); *c; c++) {
            *c = *c == '\\' ? '/' : *c;
        }
        char *candidate =
            vgen_project_display_path(p, strcmp(dir, ".") == 0 ? rel.data + 2 : rel.data);
        bool found = strcmp(candidate, cls->file->path) == 0;
        free(dir);
        vgen_buf_free(&rel);
        if (found) {
            free(candidate);
            free(first);
            return true;
        }
        if (first == NULL) {
            first = candidate;
        } else {
            free(candidate);
        }
    }
    if (expected) {
        *expected = first;
    } else {
        free(first);
    }
    return false;
}

int vgen_project_hash_input(vgen_project_t *p, size_t i)
{
    vgen_input_t *in = &p->inputs[i];
    if (in->hashed) {
        return 0;
    }
    char *data;
    size_t len;
    int rc = vgen_read_file(in->path, &data, &len);
    if (rc == 0) {
        in->hash = vgen_hash64(data, len);
        in->hashed = true;
        free(data);
    }
    return rc;
}

size_t vgen_project_sources(const vgen_project_t *p)
{
    return p->ninputs - 1 - (p->has_container_config ? 1 : 0) - (p->has_middleware_config ? 1 : 0);
}

/* Rebuilds source `in` from its cached record when the record was made from
 * content of this size and hash; false (and no record) otherwise. */
static bool load_cached(vgen_project_t *p, vgen_input_t *in, size_t len)
{
    if (in->cached && in->hashed && in->hash == in->cached_hash &&
        (long long)len == in->cached_size) {
        in->file = vgen_scan_record_decode(&p->app, in->path, in->cached, in->cached_len);
    }
    if (in->file == NULL) {
        in->cached = NULL;
    }
    return in->file != NULL;
}

static void scan_input(vgen_project_t *p, vgen_scanner_t *scanner, size_t i, size_t *scanned)
{
    vgen_input_t *in = &p->inputs[i];
    bool source = i <= vgen_project_sources(p);
    if (source && in->hashed && load_cached(p, in, (size_t)in->size)) {
        return;
    }
    char *data;
    size_t len;
    int rc = vgen_read_file(in->path, &data, &len);
    if (rc != 0) {
        vgen_diag_error(in->path, 1, 1, "cannot read: %s", strerror(-rc));
        return;
    }
    in->hash = vgen_hash64(data, len);
    in->hashed = true;
    if (!source && strcmp(in->rel, VGEN_MIDDLEWARE_CONFIG) == 0) {
        p->middleware_config = vgen_scan_return(scanner, in->path, data, len);
    } else if (!source) {
        p->container_config = vgen_scan_return(scanner, in->path, data, len);
    } else if (!load_cached(p, in, len)) {
        vgen_scan_source(scanner, in->path, data, len);
        in->file = p->app.files[p->app.nfiles - 1];
        (*scanned)++;
    }
    free(data);
}

/* True when `in` scans (into the scanner's scratch app) to its cached record. */
static bool rescans_to_record(vgen_scanner_t *scanner, vgen_app_t *scratch, vgen_input_t *in,
                              vgen_buf_t *record)
{
    char *data;
    size_t len;
    if (vgen_read_file(in->path, &data, &len) != 0) {
        return false;
    }
    in->hash = vgen_hash64(data, len);
    in->hashed = true;
    bool same = in->hash == in->cached_hash && (long long)len == in->cached_size;
    if (!same && vgen_scan_source(scanner, in->path, data, len) == 0) {
        vgen_buf_reset(record);
        vgen_scan_record_encode(record, scratch->files[scratch->nfiles - 1]);
        same = record->len == in->cached_len && memcmp(record->data, in->cached, record->len) == 0;
    }
    free(data);
    return same;
}

bool vgen_project_declarations_unchanged(vgen_project_t *p)
{
    vgen_app_t scratch;
    vgen_app_init(&scratch);
    vgen_scanner_t *scanner = vgen_scanner_new(&scratch);
    vgen_buf_t record = {0};
    bool same = true;
    vgen_diag_mute();
    for (size_t i = 1; same && i <= vgen_project_sources(p); i++) {
        vgen_input_t *in = &p->inputs[i];
        if (in->hashed && in->hash == in->cached_hash && in->size == in->cached_size) {
            continue;
        }
        same = in->cached && rescans_to_record(scanner, &scratch, in, &record);
    }
    vgen_diag_unmute();
    vgen_buf_free(&record);
    vgen_scanner_free(scanner);
    vgen_app_free(&scratch);
    return same;
}

int vgen_project_scan(vgen_project_t *p, size_t *scanned)
{
    int before = vgen_diag_count();
    vgen_project_hash_input(p, 0);
    vgen_scanner_t *scanner = vgen_scanner_new(&p->app);
    size_t count = 0;
    for (size_t i = 1; i < p->ninputs; i++) {
        scan_input(p, scanner, i, &count);
    }
    vgen_scanner_free(scanner);
    if (scanned) {
        *scanned = count;
    }
    return vgen_diag_count() - before;
}
