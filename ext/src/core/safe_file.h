/*
 * Files the server writes at a path an operator chose (the pid file, the
 * access log), opened so that another local user cannot redirect the write.
 *
 * Design. The threat is a link planted at the path by someone who can write
 * to its directory (a shared /tmp, a group-writable log folder): a server run
 * as root would otherwise truncate or append to whatever the link names. So
 * the last component of the path is never followed (O_NOFOLLOW), a file we
 * create is created exclusively (O_EXCL, so a link planted in the meantime
 * fails the open instead of being followed), and an existing regular file is
 * used only when the effective user owns it and it has no other hard link
 * (a FIFO too must be ours).
 * Directories above the last component are trusted, as nginx and Apache
 * trust them: put the files in a directory only the server's user can write
 * (/run/<app>/, /var/log/<app>/). A named pipe or a character device (a log
 * shipper's FIFO of ours, /dev/null) is accepted; /dev/stdout and
 * /dev/stderr, which are links, are taken to mean the process's own streams.
 *
 * Errors: 0 or a negative code (-errno as the system reports it, or one of
 * the refusals below), with *why set to a sentence that says what was wrong
 * ("it is a symbolic link, which is not followed ...", or strerror's text);
 * the caller names the path. No allocation; any thread.
 */
#ifndef VELA_SAFE_FILE_H
#define VELA_SAFE_FILE_H

#include <sys/types.h>

/*
 * Opens path for appending, creating it 0644 when missing, and sets *fd.
 * Refuses a symbolic link (-ELOOP), a regular file or FIFO owned by another
 * user (-EPERM), a regular file with other hard links (-EMLINK), and
 * anything but a regular file, a FIFO or a character device (-EINVAL). The descriptor is O_CLOEXEC;
 * the caller closes it.
 */
int vela_safe_file_open_append(const char *path, int *fd, const char **why);

/*
 * Checks whether path may become the pid file of process pid: 0 when it does
 * not exist or is a stale pid file we own (a regular file naming no live
 * process other than pid); -EEXIST when it names a live process; -ELOOP,
 * -EPERM, -EINVAL as vela_safe_file_open_append() refuses. Writes nothing.
 */
int vela_safe_file_check_pid(const char *path, pid_t pid, const char **why);

/*
 * Writes "<pid>\n" to path after vela_safe_file_check_pid(): into
 * "<path>.<pid>.tmp" created with O_EXCL | O_NOFOLLOW, then renamed over
 * path (a rename replaces a link planted meanwhile, never follows it), so a
 * reader sees the old file or the whole new one.
 */
int vela_safe_file_write_pid(const char *path, pid_t pid, const char **why);

#endif
