/*
 * The cache watch (watch.h) on Linux inotify. Events are drained whole on
 * every call, so a burst of writes (a compile writes several outputs)
 * becomes one answer, and the descriptor is readable again only when vgen
 * writes something new.
 */
#include "src/cache/watch.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <unistd.h>

#define MANIFEST_NAME "manifest"
#define DIR_EVENTS (IN_MOVED_TO | IN_CLOSE_WRITE | IN_ONLYDIR)

/* The last component of a path without trailing slashes, into out. */
static void base_name(const char *path, char *out, size_t size)
{
    size_t end = strlen(path);
    while (end > 1 && path[end - 1] == '/') {
        end--;
    }
    size_t start = end;
    while (start > 0 && path[start - 1] != '/') {
        start--;
    }
    snprintf(out, size, "%.*s", (int)(end - start), path + start);
}

/* The parent directory of a path, into out ("." when it has none). */
static void parent_dir(const char *path, char *out, size_t size)
{
    char name[256];
    base_name(path, name, sizeof(name));
    size_t len = strlen(path);
    while (len > 1 && path[len - 1] == '/') {
        len--;
    }
    len -= strlen(name);
    while (len > 1 && path[len - 1] == '/') {
        len--;
    }
    snprintf(out, size, "%.*s", len ? (int)len : 1, len ? path : ".");
}

int vela_cache_watch_open(vela_cache_watch_t *w, const char *cache_dir, const char *config_dir)
{
    char parent[4096];

    *w = (vela_cache_watch_t){.fd = -1, .cache_wd = -1, .config_wd = -1, .var_wd = -1};
    w->fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (w->fd < 0) {
        return -errno;
    }
    w->cache_dir = strdup(cache_dir);
    w->cache_wd = inotify_add_watch(w->fd, cache_dir, DIR_EVENTS);
    if (w->cache_wd < 0 || w->cache_dir == NULL) {
        int rc = w->cache_dir == NULL ? -ENOMEM : -errno;
        vela_cache_watch_close(w);
        return rc;
    }
    parent_dir(cache_dir, parent, sizeof(parent));
    w->var_wd = inotify_add_watch(w->fd, parent, IN_CREATE | IN_MOVED_TO | IN_ONLYDIR);
    if (config_dir != NULL) { /* no config/ (yet): only the cache is watched */
        w->config_wd = inotify_add_watch(w->fd, config_dir, DIR_EVENTS);
    }
    return 0;
}

void vela_cache_watch_close(vela_cache_watch_t *w)
{
    if (w->fd >= 0) {
        close(w->fd);
    }
    free(w->cache_dir);
    *w = (vela_cache_watch_t){.fd = -1, .cache_wd = -1, .config_wd = -1, .var_wd = -1};
}

/* A config file the server reads at worker start, not one of vgen's inputs. */
static bool is_runtime_config(const char *name)
{
    size_t len = strlen(name);
    return len > 4 && strcmp(name + len - 4, ".php") == 0 && strcmp(name, "container.php") != 0 &&
           strcmp(name, "middleware.php") != 0;
}

/* The cache directory was made anew: watch it; true when a manifest is already in it. */
static bool rewatch_cache(vela_cache_watch_t *w)
{
    char manifest[4096];
    w->cache_wd = inotify_add_watch(w->fd, w->cache_dir, DIR_EVENTS);
    snprintf(manifest, sizeof(manifest), "%s/" MANIFEST_NAME, w->cache_dir);
    return w->cache_wd >= 0 && access(manifest, F_OK) == 0;
}

/* Whether one event says the server should reload; rewatches a new cache directory. */
static bool event_changes(vela_cache_watch_t *w, const struct inotify_event *event)
{
    char name[256];
    if (event->wd == w->cache_wd && (event->mask & IN_IGNORED)) {
        w->cache_wd = -1; /* the directory is gone; var/ tells when it is back */
        return false;
    }
    if (event->len == 0) {
        return false;
    }
    if (event->wd == w->cache_wd) {
        return strcmp(event->name, MANIFEST_NAME) == 0;
    }
    if (event->wd == w->config_wd) {
        return is_runtime_config(event->name);
    }
    base_name(w->cache_dir, name, sizeof(name));
    return event->wd == w->var_wd && w->cache_wd < 0 && strcmp(event->name, name) == 0 &&
           rewatch_cache(w);
}

bool vela_cache_watch_changed(vela_cache_watch_t *w)
{
    char buf[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
    bool found = false;
    ssize_t n;

    while ((n = read(w->fd, buf, sizeof(buf))) > 0) {
        size_t at = 0;
        while (at + sizeof(struct inotify_event) <= (size_t)n) {
            const struct inotify_event *event =
                (const struct inotify_event *)(const void *)(buf + at);
            found = event_changes(w, event) || found;
            at += sizeof(*event) + event->len;
        }
    }
    return found;
}
