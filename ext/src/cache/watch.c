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

int vela_cache_watch_open(const char *cache_dir, int *fd)
{
    int watch = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);

    if (watch < 0) {
        return -errno;
    }
    if (inotify_add_watch(watch, cache_dir, IN_MOVED_TO | IN_CLOSE_WRITE | IN_ONLYDIR) < 0) {
        int rc = -errno;
        close(watch);
        return rc;
    }
    *fd = watch;
    return 0;
}

/* Whether one buffer of events names the manifest. */
static bool names_manifest(const char *buf, size_t len)
{
    const struct inotify_event *event;
    bool found = false;
    size_t at = 0;

    while (at + sizeof(*event) <= len) {
        event = (const struct inotify_event *)(const void *)(buf + at);
        found = found || (event->len > 0 && strcmp(event->name, MANIFEST_NAME) == 0);
        at += sizeof(*event) + event->len;
    }
    return found;
}

bool vela_cache_watch_manifest_changed(int fd)
{
    char buf[4096] __attribute__((aligned(__alignof__(struct inotify_event))));
    bool found = false;
    ssize_t n;

    while ((n = read(fd, buf, sizeof(buf))) > 0) {
        found = names_manifest(buf, (size_t)n) || found;
    }
    return found;
}
