/*
 * Project discovery and scanning. Inputs are listed root by root in
 * composer.json order, each root's files sorted, so the scan order, the
 * model order and therefore every generated file are deterministic.
 */
#include "project.h"

#include "diag.h"
#include "fsutil.h"
#include "scanner.h"

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
    if (vgen_composer_read(composer, &p->app.arena, &p->roots, &p->nroots) != 0) {
        return -1;
    }
    int rc = 0;
    for (size_t i = 0; i < p->nroots; i++) {
        rc |= list_root(p, &p->roots[i], composer);
    }
    return rc;
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

int vgen_project_scan(vgen_project_t *p)
{
    int before = vgen_diag_count();
    vgen_project_hash_input(p, 0);
    vgen_scanner_t *scanner = vgen_scanner_new(&p->app);
    for (size_t i = 1; i < p->ninputs; i++) {
        vgen_input_t *in = &p->inputs[i];
        char *data;
        size_t len;
        int rc = vgen_read_file(in->path, &data, &len);
        if (rc != 0) {
            vgen_diag_error(in->path, 1, 1, "cannot read: %s", strerror(-rc));
            continue;
        }
        in->hash = vgen_hash64(data, len);
        in->hashed = true;
        vgen_scan_source(scanner, in->path, data, len);
        free(data);
    }
    vgen_scanner_free(scanner);
    return vgen_diag_count() - before;
}
