/*
 * Outputs and the manifest. Manifest lines:
 *
 *   vgen-manifest 1 <vgen version>
 *   i <hash> <size> <mtime_ns> <inode> <app-relative input path>
 *   o <hash> <size> <mtime_ns> 0 <output-relative path>
 *
 * Paths come last on a line so they may contain spaces. The manifest is
 * written after every output, so a compile interrupted half-way leaves the
 * old manifest, which no longer matches, and the next compile redoes it.
 */
#include "output.h"

#include "commands.h"
#include "diag.h"
#include "fsutil.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MANIFEST_MAGIC "vgen-manifest 1 " VGEN_VERSION

void vgen_outputs_add(vgen_outputs_t *outs, const char *rel, vgen_buf_t *buf)
{
    vgen_output_file_t f = {vgen_xstrdup(rel), buf->data ? buf->data : vgen_xstrdup(""), buf->len};
    buf->data = NULL;
    buf->len = buf->cap = 0;
    VGEN_PUSH(outs->items, outs->count, outs->cap, f);
}

void vgen_outputs_free(vgen_outputs_t *outs)
{
    if (outs == NULL) {
        return;
    }
    for (size_t i = 0; i < outs->count; i++) {
        free(outs->items[i].rel);
        free(outs->items[i].data);
    }
    free(outs->items);
    memset(outs, 0, sizeof(*outs));
}

static bool parse_line(char *line, vgen_manifest_entry_t *e)
{
    int used = 0;
    if (sscanf(line, "%c %" SCNx64 " %lld %lld %llu %n", &e->kind, &e->hash, &e->size, &e->mtime_ns,
               &e->inode, &used) != 5 || used == 0 || (e->kind != 'i' && e->kind != 'o')) {
        return false;
    }
    line[strcspn(line, "\n")] = '\0';
    e->rel = vgen_xstrdup(line + used);
    return true;
}

void vgen_manifest_read(const char *out_dir, vgen_manifest_t *m)
{
    memset(m, 0, sizeof(*m));
    char *path = vgen_path_join(out_dir, "manifest");
    FILE *f = fopen(path, "r");
    free(path);
    if (f == NULL) {
        return;
    }
    char *line = NULL;
    size_t cap = 0;
    bool ok = getline(&line, &cap, f) > 0 && strncmp(line, MANIFEST_MAGIC "\n", strlen(MANIFEST_MAGIC) + 1) == 0;
    while (ok && getline(&line, &cap, f) > 0) {
        vgen_manifest_entry_t e = {0};
        ok = parse_line(line, &e);
        if (ok) {
            VGEN_PUSH(m->entries, m->count, m->cap, e);
        }
    }
    free(line);
    fclose(f);
    m->valid = ok;
}

void vgen_manifest_free(vgen_manifest_t *m)
{
    if (m == NULL) {
        return;
    }
    for (size_t i = 0; i < m->count; i++) {
        free(m->entries[i].rel);
    }
    free(m->entries);
    memset(m, 0, sizeof(*m));
}

static bool input_fresh(const vgen_manifest_entry_t *e, vgen_project_t *p, size_t i)
{
    const vgen_input_t *in = &p->inputs[i];
    if (e->kind != 'i' || strcmp(e->rel, in->rel) != 0) {
        return false;
    }
    if (e->size == in->size && e->mtime_ns == in->mtime_ns && e->inode == in->inode) {
        return true;
    }
    return vgen_project_hash_input(p, i) == 0 && p->inputs[i].hash == e->hash;
}

static bool output_fresh(const vgen_manifest_entry_t *e, const char *out_dir)
{
    char *path = vgen_path_join(out_dir, e->rel);
    struct stat st;
    bool ok = stat(path, &st) == 0 && st.st_size == e->size &&
              (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec == e->mtime_ns;
    free(path);
    return ok;
}

bool vgen_manifest_fresh(const vgen_manifest_t *m, vgen_project_t *p, const char *out_dir)
{
    if (!m->valid) {
        return false;
    }
    size_t i = 0;
    for (; i < m->count && m->entries[i].kind == 'i'; i++) {
        if (i >= p->ninputs || !input_fresh(&m->entries[i], p, i)) {
            return false;
        }
    }
    if (i != p->ninputs) {
        return false;
    }
    for (; i < m->count; i++) {
        if (!output_fresh(&m->entries[i], out_dir)) {
            return false;
        }
    }
    return true;
}

/* True when the file at `path` holds exactly data[0..len). */
static bool same_on_disk(const char *path, const char *data, size_t len)
{
    struct stat st;
    if (stat(path, &st) != 0 || (size_t)st.st_size != len) {
        return false;
    }
    char *old;
    size_t old_len;
    if (vgen_read_file(path, &old, &old_len) != 0) {
        return false;
    }
    bool same = old_len == len && memcmp(old, data, len) == 0;
    free(old);
    return same;
}

static bool produced(const vgen_outputs_t *outs, const char *rel)
{
    for (size_t i = 0; i < outs->count; i++) {
        if (strcmp(outs->items[i].rel, rel) == 0) {
            return true;
        }
    }
    return false;
}

static void remove_stale(const vgen_outputs_t *outs, const char *out_dir, const vgen_manifest_t *old,
                         vgen_commit_stats_t *stats)
{
    for (size_t i = 0; i < old->count; i++) {
        if (old->entries[i].kind != 'o' || produced(outs, old->entries[i].rel)) {
            continue;
        }
        char *path = vgen_path_join(out_dir, old->entries[i].rel);
        if (unlink(path) == 0) {
            stats->removed++;
        }
        free(path);
    }
}

static void manifest_output_line(vgen_buf_t *b, const char *out_dir, const vgen_output_file_t *f)
{
    char *path = vgen_path_join(out_dir, f->rel);
    struct stat st = {0};
    stat(path, &st);
    char hex[17];
    vgen_hash_hex(vgen_hash64(f->data, f->len), hex);
    vgen_buf_printf(b, "o %s %lld %lld 0 %s\n", hex, (long long)st.st_size,
                    (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec, f->rel);
    free(path);
}

static int write_manifest(const vgen_outputs_t *outs, const char *out_dir, vgen_project_t *p)
{
    vgen_buf_t b = {0};
    vgen_buf_puts(&b, MANIFEST_MAGIC "\n");
    for (size_t i = 0; i < p->ninputs; i++) {
        const vgen_input_t *in = &p->inputs[i];
        char hex[17];
        vgen_project_hash_input(p, i);
        vgen_hash_hex(in->hash, hex);
        vgen_buf_printf(&b, "i %s %lld %lld %llu %s\n", hex, in->size, in->mtime_ns, in->inode, in->rel);
    }
    for (size_t i = 0; i < outs->count; i++) {
        manifest_output_line(&b, out_dir, &outs->items[i]);
    }
    char *path = vgen_path_join(out_dir, "manifest");
    int rc = vgen_write_atomic(path, vgen_buf_str(&b), b.len);
    if (rc != 0) {
        vgen_diag_error(path, 1, 1, "cannot write: %s", strerror(-rc));
    }
    free(path);
    vgen_buf_free(&b);
    return rc == 0 ? 0 : -1;
}

int vgen_outputs_commit(const vgen_outputs_t *outs, const char *out_dir, const vgen_manifest_t *old,
                        vgen_project_t *p, vgen_commit_stats_t *stats)
{
    memset(stats, 0, sizeof(*stats));
    for (size_t i = 0; i < outs->count; i++) {
        const vgen_output_file_t *f = &outs->items[i];
        char *path = vgen_path_join(out_dir, f->rel);
        if (same_on_disk(path, f->data, f->len)) {
            stats->unchanged++;
        } else {
            int rc = vgen_write_atomic(path, f->data, f->len);
            if (rc != 0) {
                vgen_diag_error(path, 1, 1, "cannot write: %s", strerror(-rc));
                free(path);
                return -1;
            }
            stats->written++;
        }
        free(path);
    }
    remove_stale(outs, out_dir, old, stats);
    return write_manifest(outs, out_dir, p);
}
