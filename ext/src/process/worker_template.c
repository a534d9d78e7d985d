/*
 * The worker template (see worker_template.h for why and how).
 *
 * Nothing here knows PHP: the template side runs inside the extension's
 * RINIT, the master side inside master.c. The template is single-threaded
 * (RINIT comes before the watchdog or a loop exists), so its children may
 * call anything.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "src/process/worker_template.h"

#include "src/core/error.h"
#include "src/process/metrics.h"
#include "src/process/worker.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define REPARENT_WAIT_MS 2000

struct request {
    int32_t slot;
    uint32_t generation;
};

/* A request as a message, with room for its two descriptors. */
struct request_message {
    struct iovec iov;
    struct msghdr msg;
    union {
        char buf[CMSG_SPACE(3 * sizeof(int))];
        struct cmsghdr align;
    } control; /* last: clang sees CMSG_SPACE as variable-sized */
};

static void request_message_init(struct request_message *m, struct request *req)
{
    memset(&m->control, 0, sizeof(m->control));
    m->iov = (struct iovec){.iov_base = req, .iov_len = sizeof(*req)};
    m->msg = (struct msghdr){.msg_iov = &m->iov,
                             .msg_iovlen = 1,
                             .msg_control = m->control.buf,
                             .msg_controllen = sizeof(m->control.buf)};
}

/* ---- master side ---------------------------------------------------------- */

static int wait_readable(int fd, int timeout_ms)
{
    struct pollfd p = {.fd = fd, .events = POLLIN};
    int n;

    do {
        n = poll(&p, 1, timeout_ms);
    } while (n < 0 && errno == EINTR);
    if (n < 0) {
        return -errno;
    }
    return n == 0 ? VELA_ETIMEOUT : 0;
}

int vela_worker_template_wait_ready(int fd, int timeout_ms)
{
    char byte;
    ssize_t n;
    int rc = wait_readable(fd, timeout_ms);

    if (rc < 0) {
        return rc;
    }
    n = recv(fd, &byte, 1, 0);
    return n == 1 ? 0 : n == 0 ? -EPIPE : -errno;
}

int vela_worker_template_fork_worker(int fd, int slot, unsigned generation, int listen_fd,
                                     int status_fd, int metrics_fd, int timeout_ms, pid_t *pid)
{
    struct request req = {.slot = slot, .generation = generation};
    struct request_message m;
    struct cmsghdr *cmsg;
    int passed[3] = {listen_fd, status_fd, metrics_fd}, npassed = metrics_fd >= 0 ? 3 : 2, rc;
    int32_t answer;
    ssize_t n;

    request_message_init(&m, &req);
    cmsg = CMSG_FIRSTHDR(&m.msg);
    cmsg->cmsg_level = SOL_SOCKET;
    cmsg->cmsg_type = SCM_RIGHTS;
    m.msg.msg_controllen = CMSG_SPACE(npassed * sizeof(int));
    cmsg->cmsg_len = CMSG_LEN(npassed * sizeof(int));
    memcpy(CMSG_DATA(cmsg), passed, npassed * sizeof(int));
    do {
        n = sendmsg(fd, &m.msg, MSG_NOSIGNAL);
    } while (n < 0 && errno == EINTR);
    if (n != (ssize_t)sizeof(req)) {
        return n < 0 ? -errno : -EPIPE;
    }
    if ((rc = wait_readable(fd, timeout_ms)) < 0) {
        return rc;
    }
    n = recv(fd, &answer, sizeof(answer), 0);
    if (n != (ssize_t)sizeof(answer)) {
        return n < 0 ? -errno : -EPIPE;
    }
    if (answer <= 0) {
        return answer < 0 ? answer : VELA_EPROTOCOL;
    }
    *pid = (pid_t)answer;
    return 0;
}

/* ---- template side -------------------------------------------------------- */

/* VELA_WORKER_TEMPLATE is "CONTROL_FD MASTER_PID"; 0 when it names this process's parent. */
static int parse_env(int *control, pid_t *master)
{
    const char *env = getenv(VELA_WORKER_TEMPLATE_ENV);
    int fd;
    long pid;
    char tail;

    if (env == NULL || sscanf(env, "%d %ld%c", &fd, &pid, &tail) != 2 || fd < 3 || pid <= 0) {
        return -1;
    }
    /* Not the template itself but a process it forked during PHP's start-up
     * (opcache preloading as root forks a child that runs a request): that
     * request must run as it would anywhere else. */
    if ((pid_t)pid != getppid()) {
        return -1;
    }
    *control = fd;
    *master = (pid_t)pid;
    return 0;
}

bool vela_worker_template_wanted(void)
{
    int control;
    pid_t master;

    return parse_env(&control, &master) == 0;
}

static void sleep_ms(long ms)
{
    struct timespec ts = {.tv_sec = ms / 1000, .tv_nsec = (ms % 1000) * 1000000L};

    nanosleep(&ts, NULL);
}

/* Gives each read-only regular file above stderr its own open file
 * description at the same offset, so this process's reads move no other
 * worker's offset. stdin/stdout/stderr stay shared, as after exec. */
static void reopen_shared_files(void)
{
    DIR *dir = opendir("/proc/self/fd");
    struct dirent *entry;

    if (dir == NULL) {
        return;
    }
    while ((entry = readdir(dir)) != NULL) {
        char path[64];
        struct stat st;
        int fd = atoi(entry->d_name), flags, copy, fd_flags;
        off_t offset;

        if (fd <= 2 || fd == dirfd(dir) || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
            continue;
        }
        flags = fcntl(fd, F_GETFL);
        fd_flags = fcntl(fd, F_GETFD);
        if (flags < 0 || (flags & O_ACCMODE) != O_RDONLY) {
            continue;
        }
        offset = lseek(fd, 0, SEEK_CUR);
        snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
        copy = open(path, O_RDONLY | O_CLOEXEC | (flags & O_NONBLOCK));
        if (copy < 0) {
            continue;
        }
        if (offset > 0) {
            lseek(copy, offset, SEEK_SET);
        }
        dup3(copy, fd, (fd_flags & FD_CLOEXEC) ? O_CLOEXEC : 0);
        close(copy);
    }
    closedir(dir);
}

/* In the worker: returns with VELA_WORKER set, or exits. */
static void become_worker(int control, pid_t master, const struct request *req, const int fds[3])
{
    vela_worker_t described = {
        .id = req->slot, .generation = req->generation, .listen_fd = fds[0], .status_fd = fds[1]};
    char value[64];

    close(control);
    for (int waited = 0; getppid() != master && waited < REPARENT_WAIT_MS; waited++) {
        sleep_ms(1);
    }
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != master) {
        _exit(1); /* never adopted by the master, or it died meanwhile */
    }
    reopen_shared_files();
    if (vela__worker_env_format(&described, value, sizeof(value)) < 0 ||
        setenv(VELA_WORKER_ENV, value, 1) != 0) {
        _exit(1);
    }
    /* The early template, forked before the master made the metrics region,
     * receives it with each request. */
    snprintf(value, sizeof(value), "%d", fds[2]);
    if (fds[2] >= 0 && setenv(VELA_METRICS_ENV, value, 1) != 0) {
        _exit(1);
    }
}

/* One request from the master; 0 and fds filled (fds[2] is -1 without a
 * metrics region), or -1 when the master is gone. */
static int receive(int control, struct request *req, int fds[3])
{
    struct request_message m;
    struct cmsghdr *cmsg;
    ssize_t n;

    request_message_init(&m, req);
    do {
        n = recvmsg(control, &m.msg, MSG_CMSG_CLOEXEC);
    } while (n < 0 && errno == EINTR);
    if (n <= 0) {
        return -1;
    }
    cmsg = CMSG_FIRSTHDR(&m.msg);
    if (n != (ssize_t)sizeof(*req) || cmsg == NULL || cmsg->cmsg_type != SCM_RIGHTS ||
        (cmsg->cmsg_len != CMSG_LEN(2 * sizeof(int)) &&
         cmsg->cmsg_len != CMSG_LEN(3 * sizeof(int)))) {
        return -1; /* not our master speaking: stop */
    }
    fds[2] = -1;
    memcpy(fds, CMSG_DATA(cmsg), cmsg->cmsg_len - CMSG_LEN(0));
    return 0;
}

static void answer(int control, int32_t value)
{
    (void)!send(control, &value, sizeof(value), MSG_NOSIGNAL);
}

/* Answers the master's requests on control; returns only in each forked worker. */
static void serve(int control, pid_t master)
{
    char ready = 'R';

    prctl(PR_SET_NAME, VELA_WORKER_TEMPLATE_NAME);
    fcntl(control, F_SETFD, FD_CLOEXEC);
    if (send(control, &ready, 1, MSG_NOSIGNAL) != 1) {
        _exit(1);
    }
    for (;;) {
        struct request req;
        int fds[3], status;
        pid_t middle;

        if (receive(control, &req, fds) < 0) {
            _exit(0);
        }
        middle = fork();
        if (middle == 0) {
            pid_t worker = fork();

            if (worker == 0) {
                become_worker(control, master, &req, fds);
                return;
            }
            answer(control, worker > 0 ? (int32_t)worker : -errno);
            _exit(0);
        }
        if (middle < 0) {
            answer(control, -errno);
        }
        close(fds[0]);
        close(fds[1]);
        if (fds[2] >= 0) {
            close(fds[2]);
        }
        while (middle > 0 && waitpid(middle, &status, 0) < 0 && errno == EINTR) {
        }
    }
}

void vela_worker_template_serve(void)
{
    int control = -1;
    pid_t master = 0;

    if (parse_env(&control, &master) != 0 || fcntl(control, F_GETFD) < 0) {
        _exit(1);
    }
    unsetenv(VELA_WORKER_TEMPLATE_ENV);
    serve(control, master);
}

/* ---- the early template ---------------------------------------------------- */

static int early_fd = -1;
static pid_t early_pid;
static pid_t early_owner; /* the process that forked it: a pcntl_fork() child is not its parent */

bool vela_worker_template_fork_early(void)
{
    pid_t master = getpid(), pid;
    int fds[2];

    if (early_fd >= 0 || socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, fds) != 0) {
        return false;
    }
    /* Like fork(), but the child sends no SIGCHLD when it ends: a "clone"
     * child, which wait(), waitpid(-1) and pcntl_wait() in the script never
     * see; only waitpid() with __WCLONE reaps it (vela_worker_template_reap_early()). */
    pid = (pid_t)syscall(SYS_clone, 0UL, NULL, NULL, NULL, NULL);
    if (pid == 0) {
        close(fds[0]);
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        if (getppid() != master) {
            _exit(0);
        }
        /* As in an exec'd template: a worker still starting ignores these. */
        signal(SIGHUP, SIG_IGN);
        signal(SIGUSR1, SIG_IGN);
        serve(fds[1], master);
        return true;
    }
    close(fds[1]);
    if (pid < 0) {
        close(fds[0]);
        return false;
    }
    /* The script is open and about to be read here: from now on this process
     * reads through a description of its own, so the template's offset (from
     * which each worker reads the script again) stays where it is. */
    reopen_shared_files();
    early_fd = fds[0];
    early_pid = pid;
    early_owner = master;
    return false;
}

int vela_worker_template_take_early(int *fd, pid_t *pid)
{
    if (early_fd >= 0 && early_owner != getpid()) {
        close(early_fd); /* inherited by a fork of its parent: not ours to use or reap */
        early_fd = -1;
    }
    if (early_fd < 0) {
        return -ENOENT;
    }
    *fd = early_fd;
    *pid = early_pid;
    early_fd = -1;
    early_pid = 0;
    return 0;
}

void vela_worker_template_reap_early(int fd, pid_t pid)
{
    int status;

    close(fd); /* the template sees end of file and exits */
    while (waitpid(pid, &status, __WCLONE) < 0 && errno == EINTR) {
    }
}

void vela_worker_template_drop_early(void)
{
    int fd;
    pid_t pid;

    if (vela_worker_template_take_early(&fd, &pid) == 0) {
        vela_worker_template_reap_early(fd, pid);
    }
}
