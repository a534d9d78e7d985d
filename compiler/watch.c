/*
 * The watch loop. inotify watches are not recursive, so every directory
 * under each psr-4 root is watched, plus the app directory (composer.json)
 * and config/ (config/container.php);
 * after each batch of events the watches are rebuilt, which picks up new
 * directories. Events are debounced: after the first one the loop keeps
 * reading until 100 ms pass quietly, because editors save in several steps
 * (write temp, rename) and one compile per save is enough.
 */
#include "watch.h"

#include "composer.h"
#include "diag.h"
#include "fsutil.h"
#include "project.h"

#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

#define WATCH_MASK                                                                                 \
    (IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF |       \
     IN_MODIFY)

static void watch_tree(int fd, const char *dir, int depth)
{
    if (depth > 32 || inotify_add_watch(fd, dir, WATCH_MASK) < 0) {
        return;
    }
    DIR *d = opendir(dir);
    if (d == NULL) {
        return;
    }
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') {
            continue;
        }
        char *child = vgen_path_join(dir, e->d_name);
        struct stat st;
        if (stat(child, &st) == 0 && S_ISDIR(st.st_mode)) {
            watch_tree(fd, child, depth + 1);
        }
        free(child);
    }
    closedir(d);
}

/* A fresh inotify instance watching the app; -1 on failure. */
static int setup(const char *root)
{
    int fd = inotify_init1(IN_CLOEXEC);
    if (fd < 0) {
        return -1;
    }
    inotify_add_watch(fd, root, IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE);
    char *config = vgen_path_join(root, "config");
    inotify_add_watch(fd, config, IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE);
    free(config);
    vgen_arena_t arena = {0};
    vgen_psr4_t *roots;
    size_t n;
    char *composer = vgen_path_join(root, "composer.json");
    if (vgen_composer_read(composer, &arena, &roots, &n, NULL) == 0) {
        for (size_t i = 0; i < n; i++) {
            char *dir = vgen_path_join(root, roots[i].dir);
            watch_tree(fd, dir, 0);
            free(dir);
        }
    }
    vgen_arena_free(&arena);
    free(composer);
    return fd;
}

/* Waits for a change and for 100 ms of quiet after it. */
static void wait_for_change(int fd)
{
    char buf[16384];
    struct pollfd p = {fd, POLLIN, 0};
    int timeout = -1;
    while (poll(&p, 1, timeout) > 0) {
        if (read(fd, buf, sizeof(buf)) <= 0 && errno != EINTR) {
            return;
        }
        timeout = 100;
    }
}

int vgen_watch(const vgen_compile_options_t *options)
{
    for (;;) {
        int fd = setup(options->root);
        if (fd < 0) {
            fprintf(stderr, "vgen: cannot watch %s: %s\n", options->root, strerror(errno));
            return 1;
        }
        vgen_compile(options);
        fflush(stdout);
        fflush(stderr);
        wait_for_change(fd);
        close(fd);
    }
}
