/*
 * Outputs and the manifest. Manifest lines:
 *
 *   vgen-manifest 1 <vgen version>
 *   i <hash> <size> <mtime_ns> <inode> <app-relative input path>
 *   o <hash> <size> <mtime_ns> 0 <output-relative path>
 *
 *   scan-cache <format> <build> <bytes> <checksum>
 *   <bytes> bytes of scan records
 *
 * Entry lines are read and written by the codec the server's stale-cache
 * check reads them with (ext/src/cache/manifest_codec.h): paths come last
 * on a line so they may contain spaces, and one holding a newline is
 * escaped under an upper-case kind ('I', 'O'). The manifest is
 * written after every output, so a compile interrupted half-way leaves the
 * old manifest, which no longer matches, and the next compile redoes it.
 *
 * The scan records follow the scan-cache line: for each input line, in
 * order, a 32-bit length (host order) and that many bytes of the input's
 * scan record (scan_cache.h; none for composer.json and the container
 * config). <format> is VGEN_SCAN_CACHE_FORMAT; <build> names the vgen
 * binary (version, and the size and mtime of the executable, so that a
 * rebuilt vgen, whose scanner may read differently, never trusts an older
 * one's records); <checksum> is vgen_hash64 of the records. Any mismatch and
 * the records are ignored. Without a way to name its own binary, vgen writes
 * no records.
 */
#include "output.h"

#include "commands.h"
#include "diag.h"
#include "fsutil.h"
#include "scan_cache.h"
#include "src/cache/manifest_codec.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MANIFEST_MAGIC VELA_MANIFEST_MAGIC VGEN_VERSION
#define CACHE_MAGIC VELA_MANIFEST_SCAN_CACHE

void vgen_outputs_add(vgen_outputs_t *outs, const char *rel, vgen_buf_t *buf)
{
    vgen_output_file_t f = {vgen_xstrdup(rel), buf->data ? buf->data : vgen_xstrdup(""), buf->len,
                            0};
    f.hash = vgen_hash64(f.data, f.len);
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

/* Parses one entry line (with its newline, if any) with the codec the
 * server reads it with; false when it is not an entry vgen writes. */
static bool parse_line(char *line, size_t len, vgen_manifest_entry_t *e)
{
    vela_manifest_entry_t entry;
    len -= len > 0 && line[len - 1] == '\n';
    if (vela_manifest_parse_entry(line, len, &entry) != 0) {
        return false;
    }
    e->kind = entry.kind;
    e->hash = entry.hash;
    e->size = entry.size;
    e->mtime_ns = entry.mtime_ns;
    e->inode = entry.inode;
    e->rel = vgen_xstrndup(entry.path, entry.path_len);
    return true;
}

/* Appends the entry line of the given fields, written by the codec in one
 * call: the room reserved is the longest line it can make (the numbers,
 * the path escaped throughout, the newline). */
static void put_entry(vgen_buf_t *b, char kind, uint64_t hash, long long size, long long mtime_ns,
                      unsigned long long inode, const char *rel)
{
    vela_manifest_entry_t e = {kind, hash, size, mtime_ns, inode, rel, strlen(rel)};
    size_t room = 2 + 17 + 3 * 21 + 2 * e.path_len + 1;
    vgen_buf_reserve(b, room);
    b->len += vela_manifest_format_entry(&e, b->data + b->len, room + 1);
}

/* "<format> <build>" naming this vgen binary into out[size]; false when
 * the executable cannot be found (then no scan cache is trusted). */
static bool build_identity(char *out, size_t size)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    struct stat st;
    if (n <= 0) {
        return false;
    }
    exe[n] = '\0'; /* the path, not the link: valgrind answers readlink with its client */
    if (stat(exe, &st) != 0) {
        return false;
    }
    long long mtime = (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec;
    snprintf(out, size, "%d %s/%lld-%lld", VGEN_SCAN_CACHE_FORMAT, VGEN_VERSION,
             (long long)st.st_size, mtime);
    return true;
}

/* The manifest's first line (no newline): the magic, then this build's
 * identity, so a rebuilt vgen (new emitters, same version string) never
 * takes an older build's outputs as up to date: its first compile is full. */
static void manifest_first_line(char *out, size_t size)
{
    char identity[128];
    if (!build_identity(identity, sizeof(identity))) {
        snprintf(identity, sizeof(identity), "unknown-%d", (int)getpid()); /* never fresh */
    }
    snprintf(out, size, "%s build %s", MANIFEST_MAGIC, identity);
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
    char *line = NULL, first[192];
    size_t cap = 0;
    ssize_t n;
    manifest_first_line(first, sizeof(first));
    bool ok = getline(&line, &cap, f) > 0 && strncmp(line, first, strlen(first)) == 0 &&
              line[strlen(first)] == '\n';
    while (ok && (n = getline(&line, &cap, f)) > 0) {
        if (vela_manifest_is_scan_cache(line, (size_t)n)) {
            line[strcspn(line, "\n")] = '\0';
            m->cache_header = vgen_xstrdup(line);
            m->cache_offset = ftell(f);
            break;
        }
        vgen_manifest_entry_t e = {0};
        ok = parse_line(line, (size_t)n, &e);
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
    free(m->cache_header);
    memset(m, 0, sizeof(*m));
}

/* Parses the scan-cache line into the records' length and checksum; false
 * when it was written by another build or is malformed. */
static bool parse_cache_header(const char *header, unsigned long long *len, uint64_t *sum)
{
    char identity[128], expect[160];
    if (!build_identity(identity, sizeof(identity))) {
        return false;
    }
    snprintf(expect, sizeof(expect), CACHE_MAGIC "%s ", identity);
    if (strncmp(header, expect, strlen(expect)) != 0) {
        return false;
    }
    const char *p = header + strlen(expect);
    char *end;
    if (!isdigit((unsigned char)*p)) {
        return false;
    }
    errno = 0;
    *len = strtoull(p, &end, 10);
    if (errno != 0 || *end != ' ' || !isxdigit((unsigned char)end[1])) {
        return false;
    }
    p = end + 1;
    *sum = (uint64_t)strtoull(p, &end, 16);
    return *end == '\0' && end - p == 16;
}

/* Gives each input entry its record from data[0..len); false when the
 * records do not match the input lines one for one. */
static bool assign_records(vgen_manifest_t *m, const char *data, size_t len)
{
    size_t at = 0;
    for (size_t i = 0; i < m->count; i++) {
        vgen_manifest_entry_t *e = &m->entries[i];
        uint32_t n;
        if (e->kind != 'i') {
            continue;
        }
        if (len - at < sizeof(n)) {
            return false;
        }
        memcpy(&n, data + at, sizeof(n));
        at += sizeof(n);
        if (len - at < n) {
            return false;
        }
        e->record = n ? data + at : NULL;
        e->record_len = n;
        at += n;
    }
    return at == len;
}

/* Reads and checks the records; NULL, or why they cannot be used. */
static const char *load_records(vgen_manifest_t *m, const char *path, vgen_arena_t *arena)
{
    unsigned long long len;
    uint64_t sum;
    if (!parse_cache_header(m->cache_header, &len, &sum)) {
        return "written by another vgen build";
    }
    FILE *f = fopen(path, "rb");
    struct stat st;
    const char *why = NULL;
    if (f == NULL || fstat(fileno(f), &st) != 0 || fseek(f, m->cache_offset, SEEK_SET) != 0) {
        why = "cannot read it";
    } else if ((unsigned long long)st.st_size - (unsigned long long)m->cache_offset != len) {
        why = "truncated or with trailing bytes";
    } else {
        char *data = vgen_arena_alloc(arena, len + 1);
        if (fread(data, 1, len, f) != len) {
            why = "cannot read it";
        } else if (vgen_hash64(data, len) != sum) {
            why = "corrupt: checksum mismatch";
        } else if (!assign_records(m, data, len)) {
            why = "corrupt: records do not match the inputs";
        }
    }
    if (f) {
        fclose(f);
    }
    return why;
}

void vgen_manifest_load_cache(vgen_manifest_t *m, const char *out_dir, vgen_arena_t *arena)
{
    if (!m->valid || m->cache_header == NULL) {
        return;
    }
    char *path = vgen_path_join(out_dir, "manifest");
    const char *why = load_records(m, path, arena);
    if (why) {
        for (size_t i = 0; i < m->count; i++) {
            m->entries[i].record = NULL;
            m->entries[i].record_len = 0;
        }
        vgen_diag_note(path, 1, 1, "scan cache ignored (%s); every file is scanned", why);
    }
    free(path);
}

static size_t path_slot(const vgen_manifest_entry_t **index, size_t size, const char *rel)
{
    size_t i = (size_t)vgen_hash64(rel, strlen(rel)) & (size - 1);
    while (index[i] && strcmp(index[i]->rel, rel) != 0) {
        i = (i + 1) & (size - 1);
    }
    return i;
}

void vgen_manifest_attach(const vgen_manifest_t *m, vgen_project_t *p)
{
    size_t size = 16;
    while (size < 2 * m->count) {
        size *= 2;
    }
    const vgen_manifest_entry_t **index = vgen_xcalloc(size, sizeof(*index));
    for (size_t i = 0; m->valid && i < m->count && m->entries[i].kind == 'i'; i++) {
        index[path_slot(index, size, m->entries[i].rel)] = &m->entries[i];
    }
    for (size_t i = 0; m->valid && i < p->ninputs; i++) {
        vgen_input_t *in = &p->inputs[i];
        const vgen_manifest_entry_t *e = index[path_slot(index, size, in->rel)];
        if (e == NULL) {
            continue;
        }
        if (!in->hashed && e->size == in->size && e->mtime_ns == in->mtime_ns &&
            e->inode == in->inode) {
            in->hash = e->hash;
            in->hashed = true;
        }
        if (e->record) {
            in->cached = e->record;
            in->cached_len = e->record_len;
            in->cached_hash = e->hash;
            in->cached_size = e->size;
        }
    }
    free(index);
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

static long long mtime_ns(const struct stat *st)
{
    return (long long)st->st_mtim.tv_sec * 1000000000LL + st->st_mtim.tv_nsec;
}

static bool output_fresh(const vgen_manifest_entry_t *e, const char *out_dir)
{
    char *path = vgen_path_join(out_dir, e->rel);
    struct stat st;
    bool ok = stat(path, &st) == 0 && st.st_size == e->size && mtime_ns(&st) == e->mtime_ns;
    free(path);
    return ok;
}

bool vgen_manifest_same_inputs(const vgen_manifest_t *m, vgen_project_t *p)
{
    size_t n = 0;
    for (; m->valid && n < m->count && m->entries[n].kind == 'i'; n++) {
        const vgen_manifest_entry_t *e = &m->entries[n];
        if (n >= p->ninputs || strcmp(e->rel, p->inputs[n].rel) != 0) {
            return false;
        }
        bool source = n >= 1 && n <= vgen_project_sources(p);
        if (!source && (vgen_project_hash_input(p, n) != 0 || p->inputs[n].hash != e->hash)) {
            return false;
        }
    }
    return m->valid && n == p->ninputs;
}

bool vgen_manifest_outputs_fresh(const vgen_manifest_t *m, const char *out_dir)
{
    for (size_t i = 0; i < m->count; i++) {
        if (m->entries[i].kind == 'o' && !output_fresh(&m->entries[i], out_dir)) {
            return false;
        }
    }
    return m->valid;
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

/* The previous manifest's entry for output `rel`, trying index `hint` (where
 * it is when the outputs are the same list as last time) first; or NULL. */
static const vgen_manifest_entry_t *recorded_output(const vgen_manifest_t *old, size_t hint,
                                                    const char *rel)
{
    const vgen_manifest_entry_t *e = old->entries;
    if (!old->valid) {
        return NULL;
    }
    if (hint < old->count && e[hint].kind == 'o' && strcmp(e[hint].rel, rel) == 0) {
        return &e[hint];
    }
    for (size_t i = 0; i < old->count; i++) {
        if (e[i].kind == 'o' && strcmp(e[i].rel, rel) == 0) {
            return &e[i];
        }
    }
    return NULL;
}

/* True when the file at `path` holds exactly f's bytes: known from `e` (the
 * previous manifest's record of it, or NULL) when the file still has the
 * recorded size and mtime, otherwise by reading and comparing it. */
static bool same_on_disk(const char *path, const vgen_output_file_t *f,
                         const vgen_manifest_entry_t *e)
{
    struct stat st;
    if (stat(path, &st) != 0 || (size_t)st.st_size != f->len) {
        return false;
    }
    if (e && e->size == (long long)st.st_size && e->mtime_ns == mtime_ns(&st)) {
        return e->hash == f->hash;
    }
    char *old;
    size_t old_len;
    if (vgen_read_file(path, &old, &old_len) != 0) {
        return false;
    }
    bool same = old_len == f->len && memcmp(old, f->data, f->len) == 0;
    free(old);
    return same;
}

static int compare_rel(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The output paths sorted, for produced(). Heap; caller frees the array. */
static const char **sorted_rels(const vgen_outputs_t *outs)
{
    const char **rels = vgen_xcalloc(outs->count + 1, sizeof(char *));
    for (size_t i = 0; i < outs->count; i++) {
        rels[i] = outs->items[i].rel;
    }
    qsort(rels, outs->count, sizeof(char *), compare_rel);
    return rels;
}

static bool produced(const char **rels, size_t count, const char *rel)
{
    return bsearch(&rel, rels, count, sizeof(char *), compare_rel) != NULL;
}

/* Removes the directory of output `rel` (proxies/) once its last file is
 * gone, so that a cold compile and an incremental one leave the same tree. */
static void remove_empty_parent(const char *out_dir, const char *rel)
{
    const char *slash = strrchr(rel, '/');
    if (slash == NULL) {
        return;
    }
    char *dir = vgen_xstrndup(rel, (size_t)(slash - rel));
    char *path = vgen_path_join(out_dir, dir);
    rmdir(path); /* fails, as it should, while the directory holds a file */
    free(path);
    free(dir);
}

static void remove_stale(const vgen_outputs_t *outs, const char *out_dir,
                         const vgen_manifest_t *old, vgen_commit_stats_t *stats)
{
    const char **rels = sorted_rels(outs);
    for (size_t i = 0; i < old->count; i++) {
        if (old->entries[i].kind != 'o' || produced(rels, outs->count, old->entries[i].rel)) {
            continue;
        }
        char *path = vgen_path_join(out_dir, old->entries[i].rel);
        if (unlink(path) == 0) {
            stats->removed++;
            remove_empty_parent(out_dir, old->entries[i].rel);
        }
        free(path);
    }
    free(rels);
}

static void manifest_output_line(vgen_buf_t *b, const char *out_dir, const vgen_output_file_t *f)
{
    char *path = vgen_path_join(out_dir, f->rel);
    struct stat st = {0};
    stat(path, &st);
    put_entry(b, 'o', f->hash, (long long)st.st_size, mtime_ns(&st), 0, f->rel);
    free(path);
}

/* Appends input `in`'s scan record, length first: the one it was loaded
 * from, else its freshly scanned model's, else nothing (length 0). */
static void append_record(vgen_buf_t *out, const vgen_input_t *in)
{
    uint32_t len = 0;
    size_t at = out->len;
    vgen_buf_put(out, (const char *)&len, sizeof(len));
    if (in->cached) {
        vgen_buf_put(out, in->cached, in->cached_len);
    } else if (in->file) {
        vgen_scan_record_encode(out, in->file);
    }
    len = (uint32_t)(out->len - at - sizeof(len));
    memcpy(out->data + at, &len, sizeof(len));
}

static void append_scan_cache(vgen_buf_t *b, const vgen_project_t *p)
{
    char identity[128], hex[17];
    if (!build_identity(identity, sizeof(identity))) {
        return;
    }
    vgen_buf_t records = {0};
    for (size_t i = 0; i < p->ninputs; i++) {
        append_record(&records, &p->inputs[i]);
    }
    vgen_hash_hex(vgen_hash64(vgen_buf_str(&records), records.len), hex);
    vgen_buf_printf(b, CACHE_MAGIC "%s %llu %s\n", identity, (unsigned long long)records.len, hex);
    vgen_buf_put(b, vgen_buf_str(&records), records.len);
    vgen_buf_free(&records);
}

/* Writes the manifest: p's inputs with their records, then the outputs of
 * `outs`, or when it is NULL those `old` records (unchanged on disk). */
static int write_manifest(const vgen_outputs_t *outs, const vgen_manifest_t *old,
                          const char *out_dir, vgen_project_t *p)
{
    vgen_buf_t b = {0};
    char first[192];
    manifest_first_line(first, sizeof(first));
    vgen_buf_printf(&b, "%s\n", first);
    for (size_t i = 0; i < p->ninputs; i++) {
        const vgen_input_t *in = &p->inputs[i];
        vgen_project_hash_input(p, i);
        put_entry(&b, 'i', in->hash, in->size, in->mtime_ns, in->inode, in->rel);
    }
    for (size_t i = 0; outs && i < outs->count; i++) {
        manifest_output_line(&b, out_dir, &outs->items[i]);
    }
    for (size_t i = 0; !outs && i < old->count; i++) {
        const vgen_manifest_entry_t *e = &old->entries[i];
        if (e->kind == 'o') {
            put_entry(&b, 'o', e->hash, e->size, e->mtime_ns, 0, e->rel);
        }
    }
    append_scan_cache(&b, p);
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
    size_t first_output = 0;
    while (first_output < old->count && old->entries[first_output].kind == 'i') {
        first_output++;
    }
    for (size_t i = 0; i < outs->count; i++) {
        const vgen_output_file_t *f = &outs->items[i];
        char *path = vgen_path_join(out_dir, f->rel);
        if (same_on_disk(path, f, recorded_output(old, first_output + i, f->rel))) {
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
    return write_manifest(outs, old, out_dir, p);
}

int vgen_manifest_rewrite(const vgen_manifest_t *old, const char *out_dir, vgen_project_t *p)
{
    return write_manifest(NULL, old, out_dir, p);
}
