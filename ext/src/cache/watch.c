/*
 * The cache watch (watch.h) on Linux inotify. Events are drained whole on
 * every call, so a burst of writes (a compile writes several outputs)
 * becomes one answer, and the descriptor is readable again only when vgen
 * writes something new.
 */
#include "src/cache/watch.h"

#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <sys/inotify.h>
#include <unistd.h>

#define MANIFEST_NAME "manifest"
#define CACHE_WD 1 /* the cache directory is a fresh descriptor's first watch */

int vela_cache_watch_open(const char *cache_dir, const char *config_dir, int *fd)
{
    int watch = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);

    if (watch < 0) {
        return -errno;
    }
    int wd = inotify_add_watch(watch, cache_dir, IN_MOVED_TO | IN_CLOSE_WRITE | IN_ONLYDIR);
    if (wd != CACHE_WD) {
        int rc = wd < 0 ? -errno : -EINVAL;
        close(watch);
        return rc;
    }
    if (config_dir != NULL) { /* no config/ (yet): only the cache is watched */
        (void)inotify_add_watch(watch, config_dir, IN_MOVED_TO | IN_CLOSE_WRITE | IN_ONLYDIR);
    }
    *fd = watch;
    return 0;
}

/* A config file the server reads at worker start, not one of vgen's inputs. */
static bool is_runtime_config(const char *name)
{
    size_t len = strlen(name);
    return len > 4 && strcmp(name + len - 4, ".php") == 0 && strcmp(name, "container.php") != 0 &&
           strcmp(name, "middleware.php") != 0;
}

/* Whether one buffer of events names the manifest or a runtime config file. */
static bool names_change(const char *buf, size_t len)
{
    const struct inotify_event *event;
    bool found = false;
    size_t at = 0;

    while (at + sizeof(*event) <= len) {
        event = (const struct inotify_event *)(const void *)(buf + at);
        if (event->len > 0) {
            found = found || (event->wd == CACHE_WD ? strcmp(event->name, MANIFEST_NAME) == 0
                                                    : is_runtime_config(event->name));
        }
        at += sizeof(*event) + event->len;
    }
    return found;
}

bool vela_cache_watch_changed(int fd)
{
    char buf[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
    bool found = false;
    ssize_t n;

    while ((n = read(fd, buf, sizeof(buf))) > 0) {
        found = names_change(buf, (size_t)n) || found;
    }
    return found;
}
