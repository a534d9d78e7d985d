/*
 * Dev mode's cache watch: tells the server that vgen wrote a new cache.
 *
 * vgen writes the manifest last, atomically (temp file + rename), after
 * every other output of a successful compile, and never after a failed
 * one (compiler/output.h). So "the manifest was replaced" means "a whole
 * new cache is on disk", and watching that one name is enough: the server
 * reloads once per compile, never on half a cache, and a compile error
 * leaves the old code serving. The config files vgen does not read are
 * watched too: editing config/database.php reloads as a compile does. The watch is an inotify descriptor on the
 * cache directory (a watch on the file itself would follow the replaced
 * inode, not the name); the master polls it in its poll(2) loop, a
 * single-process server through uv_poll. Production never opens one.
 *
 * Ownership: the caller owns the watch and closes it with vela_cache_watch_close.
 * Plain C; any context; nothing here blocks.
 */
#ifndef VELA_CACHE_WATCH_H
#define VELA_CACHE_WATCH_H

#include <stdbool.h>

/* A watch: its descriptor (poll it for POLLIN) and what it watches. */
typedef struct vela_cache_watch {
    int fd;                          /* -1 when closed */
    int cache_wd, config_wd, var_wd; /* -1: not watched (config/ absent, cache/ deleted) */
    char *cache_dir;                 /* a copy */
} vela_cache_watch_t;

/*
 * Opens a non-blocking, close-on-exec inotify watch of the directory
 * `cache_dir` (var/cache) for a manifest renamed into it or written in
 * place; of its parent (var/) for the cache directory made anew (`rm -rf
 * var/cache` then a compile: the new directory is watched from then on);
 * and, when `config_dir` is not NULL and exists, of the app's config/ for a
 * *.php written or renamed into it (config is read at worker start, so a
 * change needs a reload too; container.php and middleware.php are vgen's
 * inputs and reload through the manifest, so they are left to it). Returns
 * 0 or -errno (-ENOENT: no cache directory); on failure *w has fd -1.
 */
int vela_cache_watch_open(vela_cache_watch_t *w, const char *cache_dir, const char *config_dir);

/*
 * Reads every event pending (never blocks) and returns true when one of
 * them is a new manifest or a changed config file (a cache directory made
 * anew that already holds a manifest counts); false when none is, or
 * nothing is pending.
 */
bool vela_cache_watch_changed(vela_cache_watch_t *w);

/* Closes the descriptor and frees the copy. Safe on a closed watch. */
void vela_cache_watch_close(vela_cache_watch_t *w);

#endif
