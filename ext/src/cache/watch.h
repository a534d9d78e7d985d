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
 * Ownership: the caller owns the descriptor and closes it with close(2).
 * Plain C; any context; nothing here blocks.
 */
#ifndef VELA_CACHE_WATCH_H
#define VELA_CACHE_WATCH_H

#include <stdbool.h>

/*
 * Opens a non-blocking, close-on-exec inotify descriptor watching the
 * directory `cache_dir` (var/cache) for a manifest renamed into it or
 * written in place, and, when `config_dir` is not NULL and exists, the
 * app's config/ for a *.php written or renamed into it (config is read at
 * worker start, so a change needs a reload too; container.php and
 * middleware.php are vgen's inputs and reload through the manifest, so
 * they are left to it). Stores it in *fd. Returns 0 or -errno (-ENOENT: no
 * cache directory).
 */
int vela_cache_watch_open(const char *cache_dir, const char *config_dir, int *fd);

/*
 * Reads every event pending on `fd` (never blocks) and returns true when
 * one of them is a new manifest or a changed config file; false when none
 * is, or nothing is pending.
 */
bool vela_cache_watch_changed(int fd);

#endif
