/*
 * File-system helpers. Atomic writes create "<path>.tmp.<pid>" next to the
 * target, fsync nothing (a crash may lose the new file but never leaves a
 * torn one in place), and rename over the target. Directory listings are
 * collected and then sorted with strcmp, because readdir order differs
 * between file systems and generated output must not.
 */
#include "fsutil.h"

#include "src/core/ascii.h"

#include "mem.h"
#include "src/core/content_hash.h"

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int vgen_read_file(const char *path, char **data, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        return -errno;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        int err = S_ISDIR(st.st_mode) ? -EISDIR : -errno;
        close(fd);
        return err;
    }
    size_t size = (size_t)st.st_size, got = 0;
    char *buf = vgen_xmalloc(size + 1);
    while (got < size) {
        ssize_t n = read(fd, buf + got, size - got);
        if (n <= 0) {
            break;
        }
        got += (size_t)n;
    }
    close(fd);
    buf[got] = '\0';
    *data = buf;
    *len = got;
    return 0;
}

int vgen_mkdirs(const char *path)
{
    char *p = vgen_xstrdup(path);
    int rc = 0;
    for (char *s = p + 1;; s++) {
        if (*s != '/' && *s != '\0') {
            continue;
        }
        char saved = *s;
        *s = '\0';
        if (mkdir(p, 0777) != 0 && errno != EEXIST) {
            rc = -errno;
            break;
        }
        *s = saved;
        if (saved == '\0') {
            break;
        }
    }
    free(p);
    return rc;
}

static int ensure_parent(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (slash == NULL || slash == path) {
        return 0;
    }
    char *dir = vgen_xstrndup(path, (size_t)(slash - path));
    int rc = vgen_path_exists(dir) ? 0 : vgen_mkdirs(dir);
    free(dir);
    return rc;
}

static int write_all(int fd, const char *data, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, data, len);
        if (n < 0) {
            if (errno == EINTR) {
                continue;
            }
            return -errno;
        }
        data += n;
        len -= (size_t)n;
    }
    return 0;
}

int vgen_write_atomic(const char *path, const char *data, size_t len)
{
    int rc = ensure_parent(path);
    if (rc != 0) {
        return rc;
    }
    size_t tlen = strlen(path) + 32;
    char *tmp = vgen_xmalloc(tlen);
    snprintf(tmp, tlen, "%s.tmp.%ld", path, (long)getpid());
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) {
        rc = -errno;
        goto done;
    }
    rc = write_all(fd, data, len);
    if (close(fd) != 0 && rc == 0) {
        rc = -errno;
    }
    if (rc == 0 && rename(tmp, path) != 0) {
        rc = -errno;
    }
    if (rc != 0) {
        unlink(tmp);
    }
done:
    free(tmp);
    return rc;
}

static int has_suffix(const char *name, const char *suffix)
{
    size_t n = strlen(name), s = strlen(suffix);
    return n >= s && strcmp(name + n - s, suffix) == 0;
}

static int compare_paths(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int walk(const char *dir, const char *suffix, char ***paths, size_t *count, size_t *cap)
{
    DIR *d = opendir(dir);
    if (d == NULL) {
        return -errno;
    }
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') {
            continue;
        }
        char *child = vgen_path_join(dir, e->d_name);
        struct stat st;
        bool known = e->d_type == DT_DIR || e->d_type == DT_REG;
        if (!known && stat(child, &st) != 0) {
            st.st_mode = 0;
        }
        bool is_dir = known ? e->d_type == DT_DIR : S_ISDIR(st.st_mode);
        bool is_file = known ? e->d_type == DT_REG : S_ISREG(st.st_mode);
        if (is_dir) {
            walk(child, suffix, paths, count, cap);
            free(child);
        } else if (is_file && has_suffix(e->d_name, suffix)) {
            VGEN_PUSH(*paths, *count, *cap, child);
        } else {
            free(child);
        }
    }
    closedir(d);
    return 0;
}

int vgen_list_files(const char *dir, const char *suffix, char ***paths, size_t *count, size_t *cap)
{
    size_t first = *count;
    int rc = walk(dir, suffix, paths, count, cap);
    if (rc == 0) {
        VGEN_SORT(*paths + first, *count - first, sizeof(char *), compare_paths);
    }
    return rc;
}

/* The hash is the extension's (ext/src/core/content_hash.h): the server's
 * stale-cache check must compute exactly what vgen wrote in the manifest. */
uint64_t vgen_hash64(const char *data, size_t len)
{
    return vela_content_hash(data, len);
}

void vgen_hash_hex(uint64_t hash, char out[17])
{
    static const char digits[] = VELA_HEX_LOWER; /* snprintf cost 2,000 instructions a call */
    for (int i = 15; i >= 0; i--, hash >>= 4) {
        out[i] = digits[hash & 15];
    }
    out[16] = '\0';
}

char *vgen_path_join(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    while (la > 1 && a[la - 1] == '/') {
        la--;
    }
    char *p = vgen_xmalloc(la + lb + 2);
    memcpy(p, a, la);
    p[la] = '/';
    memcpy(p + la + 1, b, lb + 1);
    return p;
}

int vgen_path_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}
