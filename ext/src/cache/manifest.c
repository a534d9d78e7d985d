/*
 * Reading vgen's manifest and checking it against the app (manifest.h).
 *
 * The lines are read by the codec vgen writes them with (manifest_codec.h);
 * this file splits the text into lines, keeps the inputs, and stops at the
 * scan-cache line. Parsing is strict (a manifest vgen did not write is
 * refused, not guessed at) and bounded by the bytes given. The check sorts
 * the input paths once, by directory, so that each directory is listed
 * once and its entries are looked up by binary search.
 */
#include "src/cache/manifest.h"

#include "src/cache/manifest_codec.h"
#include "src/core/content_hash.h"
#include "src/core/error.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAX_FILE_BYTES (256u << 20)

/* ---- parsing ------------------------------------------------------------- */

/* Adds the line line[0..len) (NUL-terminated in m->text) to *m. */
static int add_line(vela_manifest_t *m, char *line, size_t len, size_t *cap)
{
    vela_manifest_entry_t entry;

    if (vela_manifest_parse_entry(line, len, &entry) != 0) {
        return VELA_EPROTOCOL;
    }
    if (entry.kind == 'o') {
        m->output_count++;
        return 0;
    }
    if (m->input_count == *cap) {
        size_t grown = *cap ? *cap * 2 : 16;
        vela_manifest_input_t *more = realloc(m->inputs, grown * sizeof(*more));
        if (more == NULL) {
            return VELA_ENOMEM;
        }
        m->inputs = more;
        *cap = grown;
    }
    m->inputs[m->input_count++] =
        (vela_manifest_input_t){entry.path, entry.hash, entry.size, entry.mtime_ns};
    return 0;
}

/* Splits m->text (len bytes, cut before the scan-cache line) into lines and
 * parses each after the first. */
static int parse_lines(vela_manifest_t *m, size_t len)
{
    char *line = m->text, *end = m->text + len;
    size_t cap = 0;
    int rc = 0;

    if (len < strlen(VELA_MANIFEST_MAGIC) ||
        memcmp(line, VELA_MANIFEST_MAGIC, strlen(VELA_MANIFEST_MAGIC)) != 0 ||
        memchr(line, '\0', len) != NULL) {
        return VELA_EPROTOCOL;
    }
    for (bool first = true; rc == 0 && line < end; first = false) {
        char *newline = memchr(line, '\n', (size_t)(end - line));
        char *stop = newline ? newline : end;

        rc = first ? 0 : add_line(m, line, (size_t)(stop - line), &cap);
        line = newline ? newline + 1 : end;
    }
    return rc;
}

int vela_manifest_parse(const char *data, size_t len, vela_manifest_t *m)
{
    const char *cache = NULL;
    int rc;

    memset(m, 0, sizeof(*m));
    for (const char *p = data; p != NULL && (size_t)(p - data) < len;) {
        if (vela_manifest_is_scan_cache(p, (size_t)(data + len - p))) {
            cache = p; /* the binary records after it are not ours to read */
            break;
        }
        p = memchr(p, '\n', len - (size_t)(p - data));
        p = p ? p + 1 : NULL;
    }
    len = cache ? (size_t)(cache - data) : len;
    if ((m->text = malloc(len + 1)) == NULL) {
        return VELA_ENOMEM;
    }
    memcpy(m->text, data, len);
    m->text[len] = '\0';
    if ((rc = parse_lines(m, len)) != 0) {
        vela_manifest_free(m);
    }
    return rc;
}

void vela_manifest_free(vela_manifest_t *m)
{
    if (m == NULL) {
        return;
    }
    free(m->text);
    free(m->inputs);
    memset(m, 0, sizeof(*m));
}

/* ---- reading files ------------------------------------------------------- */

/* Reads the whole file at `path` (at most MAX_FILE_BYTES) into a heap buffer. */
static int read_file(const char *path, char **data, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC), rc = 0;
    struct stat st;
    size_t done = 0;

    if (fd < 0) {
        return -errno;
    }
    if (fstat(fd, &st) != 0) {
        rc = -errno;
        goto out;
    }
    if ((size_t)st.st_size > MAX_FILE_BYTES) {
        rc = -EFBIG;
        goto out;
    }
    if ((*data = malloc((size_t)st.st_size + 1)) == NULL) {
        rc = VELA_ENOMEM;
        goto out;
    }
    while (done < (size_t)st.st_size) {
        ssize_t n = read(fd, *data + done, (size_t)st.st_size - done);
        if (n <= 0) {
            break; /* shrank meanwhile: hash what is there */
        }
        done += (size_t)n;
    }
    *len = done;
out:
    close(fd);
    return rc;
}

int vela_manifest_load(const char *path, vela_manifest_t *m)
{
    char *data = NULL;
    size_t len = 0;
    int rc = read_file(path, &data, &len);

    memset(m, 0, sizeof(*m));
    if (rc == 0) {
        rc = vela_manifest_parse(data, len, m);
    }
    free(data);
    return rc;
}

/* ---- checking ------------------------------------------------------------ */

static void set_verdict(vela_manifest_verdict_t *verdict, vela_manifest_state_t state,
                        const char *path)
{
    size_t len = strnlen(path, sizeof(verdict->path) - 1);

    verdict->state = state;
    memcpy(verdict->path, path, len); /* a longer path is shown cut: it is only named */
    verdict->path[len] = '\0';
}

/* Whether the file at `full` still has the content `input` recorded. */
static vela_manifest_state_t input_state(const vela_manifest_input_t *input, const char *full)
{
    struct stat st;
    char *data = NULL;
    size_t len = 0;
    bool same;

    if (stat(full, &st) != 0) {
        return errno == ENOENT || errno == ENOTDIR ? VELA_MANIFEST_REMOVED : VELA_MANIFEST_CHANGED;
    }
    if (st.st_size != input->size) {
        return VELA_MANIFEST_CHANGED; /* another size is other content: nothing to hash */
    }
    if ((long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec == input->mtime_ns) {
        return VELA_MANIFEST_FRESH;
    }
    if (read_file(full, &data, &len) != 0) {
        return VELA_MANIFEST_CHANGED;
    }
    same = len == (size_t)input->size && vela_content_hash(data, len) == input->hash;
    free(data);
    return same ? VELA_MANIFEST_FRESH : VELA_MANIFEST_CHANGED;
}

static bool ends_with_php(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && strcmp(name + n - 4, ".php") == 0;
}

/* The length of the directory part of `path` ("src/A/B.php" -> 5), 0 at the root. */
static size_t dir_length(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? (size_t)(slash - path) : 0;
}

/* Orders paths by directory, then name, so that each directory's inputs are
 * adjacent; a total order, so bsearch can use it too. */
static int compare_paths(const void *a, const void *b)
{
    const char *x = *(const char *const *)a, *y = *(const char *const *)b;
    size_t dx = dir_length(x), dy = dir_length(y);
    int c = memcmp(x, y, dx < dy ? dx : dy);

    if (c != 0 || dx != dy) {
        return c != 0 ? c : dx < dy ? -1 : 1;
    }
    return strcmp(x + dx, y + dy);
}

/* Whether inputs of this directory are scanned source (config/ holds only config). */
static bool lists_directory(const char *path)
{
    return ends_with_php(path) && strncmp(path, "config/", 7) != 0;
}

/* Whether the entry `name` of the directory `full` is a regular *.php file, as vgen lists. */
static bool is_php_file(const char *full, const struct dirent *e)
{
    char child[4096];
    struct stat st;

    if (e->d_name[0] == '.' || !ends_with_php(e->d_name)) {
        return false;
    }
    if (e->d_type != DT_UNKNOWN && e->d_type != DT_LNK) {
        return e->d_type == DT_REG;
    }
    if ((size_t)snprintf(child, sizeof(child), "%s/%s", full, e->d_name) >= sizeof(child)) {
        return false;
    }
    return stat(child, &st) == 0 && S_ISREG(st.st_mode);
}

/* Looks for a *.php file in directory `dir` (dir_len bytes of an input path) not in `sorted`. */
static bool find_added(const char *root, const char *dir, size_t dir_len, const char **sorted,
                       size_t count, vela_manifest_verdict_t *verdict)
{
    char full[4096], rel[2048];
    const char *key = rel;
    struct dirent *e;
    DIR *d;

    if ((size_t)snprintf(full, sizeof(full), "%s/%.*s", root, (int)dir_len, dir) >= sizeof(full) ||
        (d = opendir(full)) == NULL) {
        return false;
    }
    while ((e = readdir(d)) != NULL && verdict->state == VELA_MANIFEST_FRESH) {
        if (!is_php_file(full, e) ||
            (size_t)snprintf(rel, sizeof(rel), "%.*s%s%s", (int)dir_len, dir, dir_len ? "/" : "",
                             e->d_name) >= sizeof(rel)) {
            continue;
        }
        if (bsearch(&key, sorted, count, sizeof(*sorted), compare_paths) == NULL) {
            set_verdict(verdict, VELA_MANIFEST_ADDED, rel);
        }
    }
    closedir(d);
    return verdict->state != VELA_MANIFEST_FRESH;
}

/* Lists each directory holding a scanned input once (sorted paths group them). */
static void check_directories(const char *root, const char **sorted, size_t count,
                              vela_manifest_verdict_t *verdict)
{
    const char *last = NULL;
    size_t last_len = 0;

    for (size_t i = 0; i < count; i++) {
        size_t len = dir_length(sorted[i]);
        bool seen = last != NULL && len == last_len && memcmp(sorted[i], last, len) == 0;

        if (seen || !lists_directory(sorted[i])) {
            continue;
        }
        last = sorted[i];
        last_len = len;
        if (find_added(root, sorted[i], len, sorted, count, verdict)) {
            return;
        }
    }
}

int vela_manifest_check(const vela_manifest_t *m, const char *root,
                        vela_manifest_verdict_t *verdict)
{
    char full[4096];
    const char **sorted;

    set_verdict(verdict, VELA_MANIFEST_FRESH, "");
    for (size_t i = 0; i < m->input_count; i++) {
        bool fits =
            (size_t)snprintf(full, sizeof(full), "%s/%s", root, m->inputs[i].path) < sizeof(full);
        vela_manifest_state_t state =
            fits ? input_state(&m->inputs[i], full) : VELA_MANIFEST_CHANGED;
        if (state != VELA_MANIFEST_FRESH) {
            set_verdict(verdict, state, m->inputs[i].path);
            return 0;
        }
    }
    if ((sorted = malloc((m->input_count + 1) * sizeof(*sorted))) == NULL) {
        return VELA_ENOMEM;
    }
    for (size_t i = 0; i < m->input_count; i++) {
        sorted[i] = m->inputs[i].path;
    }
    qsort(sorted, m->input_count, sizeof(*sorted), compare_paths);
    check_directories(root, sorted, m->input_count, verdict);
    free(sorted);
    return 0;
}
