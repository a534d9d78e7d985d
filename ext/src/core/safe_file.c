/*
 * Opening the pid file and the access log without following a planted link
 * (see safe_file.h). Every check reads the file's own status: lstat() for a
 * path we may replace, fstat() on the descriptor for one we open, so what is
 * checked is what is written.
 */
#include "src/core/safe_file.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "src/core/error.h"

#define SYMBOLIC_LINK                                                                              \
    "it is a symbolic link, which is not followed (remove it, or name the file itself)"
#define OWNED_BY_ANOTHER_USER "it is owned by another user (the server writes only files it owns)"

/* The system's reason for a failed call, as a code and a sentence fragment. */
static int system_error(const char **why)
{
    int rc = -errno;
    *why = strerror(errno);
    return rc;
}

/*
 * 0 when an existing file may be written: ours, and a regular file linked
 * once (a FIFO planted by another user would hand them the log).
 */
static int check_ours(const struct stat *st, const char **why)
{
    if (st->st_uid != geteuid()) {
        *why = OWNED_BY_ANOTHER_USER;
        return -EPERM;
    }
    if (S_ISREG(st->st_mode) && st->st_nlink > 1) {
        *why = "it has other hard links (one of them may be another user's file)";
        return -EMLINK;
    }
    return 0;
}

/* 0 when what the path names (lstat) may be replaced by our pid file. */
static int check_replaceable(const struct stat *st, const char **why)
{
    if (S_ISLNK(st->st_mode)) {
        *why = SYMBOLIC_LINK;
        return -ELOOP;
    }
    if (!S_ISREG(st->st_mode)) {
        *why = "it is not a regular file";
        return -EINVAL;
    }
    if (st->st_uid != geteuid()) {
        *why = OWNED_BY_ANOTHER_USER;
        return -EPERM;
    }
    return 0;
}

/* The standard stream /dev/stdout or /dev/stderr names, or -1. */
static int standard_stream(const char *path)
{
    if (strcmp(path, "/dev/stdout") == 0) {
        return STDOUT_FILENO;
    }
    return strcmp(path, "/dev/stderr") == 0 ? STDERR_FILENO : -1;
}

int vela_safe_file_open_append(const char *path, int *fd, const char **why)
{
    struct stat st;
    int stream = standard_stream(path), rc = 0;

    *fd = stream >= 0 ? fcntl(stream, F_DUPFD_CLOEXEC, 3)
                      : open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (*fd < 0) {
        rc = system_error(why);
        if (rc == -ELOOP) {
            *why = SYMBOLIC_LINK;
        }
        return rc;
    }
    if (stream >= 0) {
        return 0;
    }
    if (fstat(*fd, &st) != 0) {
        rc = system_error(why);
    } else if (S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode)) {
        rc = check_ours(&st, why);
    } else if (!S_ISCHR(st.st_mode)) {
        *why = "it is not a regular file, a FIFO or a character device";
        rc = -EINVAL;
    }
    if (rc != 0) {
        close(*fd);
        *fd = -1;
    }
    return rc;
}

/* The pid a regular file we may read names, or 0 (unreadable, empty, not a number). */
static long read_pid(const char *path)
{
    char text[32];
    int fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    ssize_t n;

    if (fd < 0) {
        return 0;
    }
    n = read(fd, text, sizeof(text) - 1);
    close(fd);
    if (n <= 0) {
        return 0;
    }
    text[n] = '\0';
    return strtol(text, NULL, 10);
}

int vela_safe_file_check_pid(const char *path, pid_t pid, const char **why)
{
    struct stat st;
    long named;
    int rc;

    if (lstat(path, &st) != 0) {
        return errno == ENOENT ? 0 : system_error(why);
    }
    if ((rc = check_replaceable(&st, why)) != 0) {
        return rc;
    }
    named = read_pid(path);
    if (named > 0 && named != (long)pid && kill((pid_t)named, 0) == 0) {
        *why = "it names a running process (is the server already running?)";
        return -EEXIST;
    }
    return 0;
}

int vela_safe_file_write_pid(const char *path, pid_t pid, const char **why)
{
    char tmp[4096], text[32];
    int fd, rc, failed, n = snprintf(text, sizeof(text), "%d\n", (int)pid);
    ssize_t written;

    if ((rc = vela_safe_file_check_pid(path, pid, why)) != 0) {
        return rc;
    }
    if (snprintf(tmp, sizeof(tmp), "%s.%d.tmp", path, (int)pid) >= (int)sizeof(tmp)) {
        *why = "the path is too long";
        return VELA_EINVAL;
    }
    fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0) {
        return system_error(why);
    }
    written = write(fd, text, (size_t)n);
    failed = written == n ? 0 : written < 0 ? errno : EIO;
    if (close(fd) != 0 && failed == 0) {
        failed = errno;
    }
    if (failed == 0 && rename(tmp, path) != 0) {
        failed = errno;
    }
    if (failed != 0) {
        unlink(tmp);
        errno = failed;
        return system_error(why);
    }
    return 0;
}
