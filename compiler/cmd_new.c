/*
 * `vgen new [--minimal] NAME`: writes the embedded skeleton into directory
 * NAME, with every "__VELA_APP__" replaced by NAME's last path segment.
 * Refuses to write into a directory that exists and is not empty, so it
 * never overwrites anyone's work.
 *
 * Two forms from one embedded tree. The full form is skeleton/ without its
 * minimal/ folder: the demo (notes on PostgreSQL, visits on Redis, a global
 * middleware, request ids, probes and metrics). The minimal form is the
 * files both forms share (shared[] below: the bootstrap, server.php,
 * composer.json, .gitignore) plus skeleton/minimal/, written without the
 * "minimal/" prefix: one controller, no services, no pools, no middleware.
 */
#include "commands.h"
#include "fsutil.h"
#include "skeleton.h"
#include "strbuf.h"

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_empty_dir(const char *path)
{
    DIR *d = opendir(path);
    if (d == NULL) {
        return false;
    }
    struct dirent *e;
    bool empty = true;
    while (empty && (e = readdir(d)) != NULL) {
        empty = strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0;
    }
    closedir(d);
    return empty;
}

/* Copies data[0..len) into `out`, replacing the name placeholder. */
static void substitute(const vgen_skeleton_file_t *f, const char *name, vgen_buf_t *out)
{
    const char *p = (const char *)f->data, *end = p + f->len;
    size_t plen = strlen(VGEN_SKELETON_NAME);
    while (p < end) {
        const char *hit = strstr(p, VGEN_SKELETON_NAME);
        if (hit == NULL || hit >= end) {
            vgen_buf_put(out, p, (size_t)(end - p));
            break;
        }
        vgen_buf_put(out, p, (size_t)(hit - p));
        vgen_buf_puts(out, name);
        p = hit + plen;
    }
}

#define MINIMAL_DIR "minimal/"

/* The skeleton files the minimal form takes from the full one. */
static const char *const shared[] = {
    ".gitignore",    "bin/console", "bootstrap/app.php", "bootstrap/vela-polyfill.php",
    "composer.json", "server.php",
};

/* Where skeleton file `f` goes in the form asked for, relative to the app; NULL when the form
 * has no such file. */
static const char *destination(const vgen_skeleton_file_t *f, bool minimal)
{
    bool own = strncmp(f->path, MINIMAL_DIR, strlen(MINIMAL_DIR)) == 0;
    if (!minimal) {
        return own ? NULL : f->path;
    }
    if (own) {
        return f->path + strlen(MINIMAL_DIR);
    }
    for (size_t i = 0; i < sizeof(shared) / sizeof(shared[0]); i++) {
        if (strcmp(f->path, shared[i]) == 0) {
            return f->path;
        }
    }
    return NULL;
}

static int write_skeleton(const char *dir, const char *name, bool minimal)
{
    for (const vgen_skeleton_file_t *f = vgen_skeleton_files; f->path; f++) {
        const char *rel = destination(f, minimal);
        if (rel == NULL) {
            continue;
        }
        vgen_buf_t content = {0};
        substitute(f, name, &content);
        char *path = vgen_path_join(dir, rel);
        int rc = vgen_write_atomic(path, vgen_buf_str(&content), content.len);
        if (rc != 0) {
            fprintf(stderr, "%s:1:1: error: cannot write: %s\n", path, strerror(-rc));
        }
        free(path);
        vgen_buf_free(&content);
        if (rc != 0) {
            return 1;
        }
    }
    return 0;
}

int vgen_cmd_new(int argc, char **argv)
{
    bool minimal = argc == 2 && strcmp(argv[0], "--minimal") == 0;
    if (argc != 1 + minimal || argv[minimal][0] == '-') {
        fputs("usage: vgen new [--minimal] NAME\n", stderr);
        return 2;
    }
    const char *dir = argv[minimal];
    if (vgen_path_exists(dir) && !is_empty_dir(dir)) {
        fprintf(stderr,
                "%s:1:1: error: the directory exists and is not empty; vgen new never overwrites\n",
                dir);
        return 1;
    }
    const char *slash = strrchr(dir, '/');
    const char *name = slash && slash[1] ? slash + 1 : dir;
    if (vgen_mkdirs(dir) != 0 || write_skeleton(dir, name, minimal) != 0) {
        return 1;
    }
    printf("created %s\n\nnext:\n  cd %s\n  vgen compile\n  php server.php\n\n", dir, dir);
    if (!minimal) {
        fputs(
            "the notes and visits endpoints need PostgreSQL and Redis: DATABASE_URL and REDIS_URL\n"
            "(config/database.php, config/redis.php); `php bin/console migrate` creates the\n"
            "tables (database/migrations).\n",
            stdout);
    }
    fputs("php server.php needs the vela extension enabled (make install does it); else\n"
          "php -d extension=/path/to/vela.so server.php\n",
          stdout);
    return 0;
}
