/*
 * The supervisor (see master.h for the contract and the signals).
 *
 * Design. The master is a plain poll(2) loop with no libuv: its signal
 * handlers only write the signal number to a non-blocking self-pipe, so all
 * work happens in the loop. It keeps one record per live worker process
 * (`struct proc`) and one per slot (`struct slot`, the crash-loop state). A
 * slot is "covered" while a live worker of the current generation that is not
 * stopping holds it; an uncovered slot gets a worker at slot->respawn_at.
 * A generation is "pending" until its first worker is READY: the other
 * slots wait for it (respawns aside), /readyz follows the serving generation (the newest
 * that had a READY worker), and the first worker's death before READY
 * abandons the generation (a reload) or stops the master (at start-up).
 *
 * Invariants: serving_generation <= generation <= newest_generation; a
 * proc is STOPPING exactly when its exit is expected (we sent
 * SIGTERM, or it announced RETIRING), and then it has a kill deadline; an
 * unexpected exit of a covering proc makes its slot uncovered; while the
 * master stops, nothing is spawned; the slots' listening sockets stay open
 * until the master returns. Every fd the master creates is close-on-exec; a
 * child keeps only its slot's listening socket and its own status pipe,
 * moved to fds 3 and 4.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "src/process/master.h"

#include "src/core/assert.h"
#include "src/core/error.h"
#include "src/core/safe_file.h"
#include "src/process/listen.h"
#include "src/process/relay.h"
#include "src/process/worker_template.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define QUICK_DEATH_MS 1000
#define THROTTLE_FIRST_MS 100
#define THROTTLE_MAX_MS 10000
#define KILL_GRACE_MS 2000
#define CMDLINE_MAX (256 * 1024)
#define TEMPLATE_READY_MS 10000
#define TEMPLATE_FORK_MS 5000
#define READY_TIMEOUT_DEFAULT_S 60
#define RELAY_LOG_MS 10000

/* STARTING -> READY -> STOPPING, or STARTING -> STOPPING; asserted where it moves. */
enum proc_state { PROC_STARTING, PROC_READY, PROC_STOPPING };

struct proc {
    pid_t pid;
    int slot;
    unsigned generation;
    int status_fd; /* read end, -1 after EOF */
    enum proc_state state;
    uint64_t spawned_ms;
    uint64_t kill_at_ms; /* STOPPING only */
    bool retiring;       /* announced RETIRING; serves until its replacement is READY */
};

struct slot {
    unsigned quick_deaths;
    uint64_t respawn_at_ms; /* 0 = nothing scheduled */
};

static const int handled_signals[] = {SIGTERM, SIGINT, SIGHUP, SIGUSR1, SIGCHLD};
#define HANDLED_COUNT (sizeof(handled_signals) / sizeof(handled_signals[0]))

struct master {
    const vela_master_config_t *cfg;
    void *arg;       /* the caller's, for on_listen */
    int *listen_fds; /* one per slot, -1 until open */
    int listening;   /* how many are open */
    bool pid_file_written;
    char **argv; /* one allocation: argv[0] points at the whole buffer */
    struct proc *procs;
    size_t nprocs, cap;
    struct slot *slots;
    unsigned generation;         /* of the workers started now */
    unsigned newest_generation;  /* the highest number a generation got */
    unsigned serving_generation; /* the newest one that had a worker READY; 0 = none yet */
    bool pending; /* generation's first worker is not READY yet (see start_generation) */
    bool stopping;
    int exit_status; /* what vela_master_run returns after supervising */
    int signal_pipe[2];
    struct sigaction saved[HANDLED_COUNT];
    int template_fd;           /* control socket of this generation's template; -1 = none */
    char metrics_variable[32]; /* VELA_METRICS=N for the child being started */
    pid_t template_pid;
    bool template_early;      /* the template is the early one (a clone child, reaped here) */
    vela_relay_t *relay;      /* hubs without Redis across workers (relay.h); NULL if it failed */
    uint64_t relay_logged;    /* relay drops and refusals already logged */
    uint64_t relay_logged_ms; /* when last (at most one line per RELAY_LOG_MS) */
};

static bool in_worker;
static int signal_pipe_write = -1;

bool vela_master_in_worker(void)
{
    return in_worker;
}

static uint64_t now_ms(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

static void say(struct master *m, const char *fmt, ...)
{
    char line[512], stamp[32];
    struct timespec ts;
    struct tm tm;
    va_list ap;
    int n;

    clock_gettime(CLOCK_REALTIME, &ts);
    gmtime_r(&ts.tv_sec, &tm);
    strftime(stamp, sizeof(stamp), "%Y-%m-%dT%H:%M:%S", &tm);
    n = snprintf(line, sizeof(line), "%s.%03ldZ vela master[%d]: ", stamp, ts.tv_nsec / 1000000,
                 (int)getpid());
    va_start(ap, fmt);
    n += vsnprintf(line + n, sizeof(line) - n - 1, fmt, ap);
    va_end(ap);
    if (n > (int)sizeof(line) - 2) {
        n = sizeof(line) - 2;
    }
    line[n++] = '\n';
    (void)!write(m->cfg->log_fd, line, n);
}

/* ---- the command line to re-execute ---------------------------------- */

static char **split_cmdline(char *buf, size_t len)
{
    size_t count = 0, i, at = 0;
    char **argv;

    for (i = 0; i < len; i++) {
        count += buf[i] == '\0';
    }
    argv = calloc(count + 1, sizeof(*argv));
    if (argv == NULL) {
        return NULL;
    }
    for (i = 0; i < count; i++) {
        argv[i] = buf + at;
        at += strlen(buf + at) + 1;
    }
    return argv;
}

int vela_master_read_cmdline(char ***argv)
{
    char *buf = malloc(CMDLINE_MAX);
    ssize_t len = 0, n;
    int fd = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);

    if (buf == NULL || fd < 0) {
        free(buf);
        return fd < 0 ? -errno : VELA_ENOMEM;
    }
    while (len < CMDLINE_MAX - 1 && (n = read(fd, buf + len, CMDLINE_MAX - 1 - len)) > 0) {
        len += n;
    }
    close(fd);
    if (len == 0 || buf[len - 1] != '\0') {
        buf[len++] = '\0';
    }
    *argv = split_cmdline(buf, len);
    if (*argv == NULL || (*argv)[0] == NULL) {
        free(*argv);
        free(buf);
        *argv = NULL;
        return VELA_ENOMEM;
    }
    return 0;
}

static int read_own_cmdline(struct master *m)
{
    return vela_master_read_cmdline(&m->argv);
}

static int copy_argv(struct master *m, char *const *argv)
{
    size_t len = 0, i, at = 0;
    char *buf;

    for (i = 0; argv[i] != NULL; i++) {
        len += strlen(argv[i]) + 1;
    }
    buf = malloc(len + 1);
    if (buf == NULL) {
        return VELA_ENOMEM;
    }
    for (i = 0; argv[i] != NULL; i++) {
        memcpy(buf + at, argv[i], strlen(argv[i]) + 1);
        at += strlen(argv[i]) + 1;
    }
    m->argv = split_cmdline(buf, len);
    if (m->argv == NULL) {
        free(buf);
        return VELA_ENOMEM;
    }
    return 0;
}

static void free_argv(struct master *m)
{
    if (m->argv != NULL) {
        free(m->argv[0]);
        free(m->argv);
        m->argv = NULL;
    }
}

/* ---- signals ---------------------------------------------------------- */

static void on_signal(int signum)
{
    int saved = errno;
    unsigned char byte = (unsigned char)signum;

    (void)!write(signal_pipe_write, &byte, 1);
    errno = saved;
}

static int signals_install(struct master *m)
{
    struct sigaction sa;

    if (pipe2(m->signal_pipe, O_CLOEXEC | O_NONBLOCK) < 0) {
        return -errno;
    }
    signal_pipe_write = m->signal_pipe[1];
    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESTART | SA_NOCLDSTOP;
    sigemptyset(&sa.sa_mask);
    for (size_t i = 0; i < HANDLED_COUNT; i++) {
        sigaction(handled_signals[i], &sa, &m->saved[i]);
    }
    return 0;
}

static void signals_restore(struct master *m)
{
    for (size_t i = 0; i < HANDLED_COUNT; i++) {
        sigaction(handled_signals[i], &m->saved[i], NULL);
    }
    signal_pipe_write = -1;
    close(m->signal_pipe[0]);
    close(m->signal_pipe[1]);
}

/* ---- pid file ----------------------------------------------------------- */

/* Writes the pid file (see src/core/safe_file.h); a refusal is logged with the path. */
static int pid_file_write(struct master *m, const char *path)
{
    const char *why = "";
    int rc = vela_safe_file_write_pid(path, getpid(), &why);

    if (rc != 0) {
        say(m, "pid_file %s: %s", path, why);
    }
    return rc;
}

/* ---- the environment of a started process ------------------------------- */

extern char **environ;

static bool is_ours(const char *entry)
{
    static const char *const names[] = {VELA_WORKER_ENV "=", VELA_METRICS_ENV "="};
    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        if (strncmp(entry, names[i], strlen(names[i])) == 0) {
            return true;
        }
    }
    return false;
}

/*
 * This environment without our variables, plus `variable` and, when the
 * metrics region is shared, VELA_METRICS naming descriptor metrics_fd in the
 * child. NULL if out of memory; free() the array (not the strings).
 */
static char **worker_environment(struct master *m, char *variable, int metrics_fd)
{
    size_t count = 0, kept = 0;
    char **envp;

    while (environ[count] != NULL) {
        count++;
    }
    envp = calloc(count + 3, sizeof(*envp));
    if (envp == NULL) {
        return NULL;
    }
    for (size_t i = 0; i < count; i++) {
        if (!is_ours(environ[i])) {
            envp[kept++] = environ[i];
        }
    }
    envp[kept++] = variable;
    if (m->cfg->metrics) {
        snprintf(m->metrics_variable, sizeof(m->metrics_variable), "%s=%d", VELA_METRICS_ENV,
                 metrics_fd);
        envp[kept] = m->metrics_variable;
    }
    return envp;
}

/* In the child, between fork and exec: only async-signal-safe calls. The
 * descriptors in keep become 3, 4, ...; every other one above 2 is closed. */
static void child_exec(struct master *m, const int *keep, int nkeep, pid_t master_pid, char **envp)
{
    int copies[3];
    sigset_t none;

    for (size_t i = 0; i < HANDLED_COUNT; i++) {
        signal(handled_signals[i], SIG_DFL);
    }
    signal(SIGPIPE, SIG_DFL);
    /* Ignored dispositions survive exec: a worker still starting (before its
     * own handles exist) must not die of a forwarded SIGUSR1 or a SIGHUP. */
    signal(SIGHUP, SIG_IGN);
    signal(SIGUSR1, SIG_IGN);
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != master_pid) {
        _exit(1);
    }
    for (int i = 0; i < nkeep; i++) {
        if ((copies[i] = fcntl(keep[i], F_DUPFD_CLOEXEC, 10)) < 0) {
            _exit(126);
        }
    }
    for (int i = 0; i < nkeep; i++) {
        if (dup2(copies[i], 3 + i) < 0) {
            _exit(126);
        }
    }
    close_range(3 + nkeep, ~0U, 0);
    execve("/proc/self/exe", m->argv, envp);
    _exit(127);
}

static void count(struct master *m, enum vela_metrics_master_counter counter)
{
    if (m->cfg->metrics) {
        vela_metrics_count_master(m->cfg->metrics, counter);
    }
}

/*
 * Publishes, for /readyz, whether the instance is stopping, reloading or
 * serving. Reloading means draining: a worker older than the serving
 * generation is left. A reload whose first worker is still starting is not
 * one yet (the old workers serve, and the reload may be abandoned).
 */
static void publish_state(struct master *m)
{
    enum vela_metrics_state state = VELA_METRICS_SERVING;
    if (!m->cfg->metrics) {
        return;
    }
    for (size_t i = 0; i < m->nprocs; i++) {
        if (m->procs[i].generation < m->serving_generation) {
            state = VELA_METRICS_RELOADING;
        }
    }
    vela_metrics_set_state(m->cfg->metrics, m->stopping ? VELA_METRICS_STOPPING : state);
}

static struct proc *proc_add(struct master *m)
{
    if (m->nprocs == m->cap) {
        size_t cap = m->cap * 2;
        struct proc *grown = realloc(m->procs, cap * sizeof(*grown));

        if (grown == NULL) {
            return NULL;
        }
        m->procs = grown;
        m->cap = cap;
    }
    memset(&m->procs[m->nprocs], 0, sizeof(struct proc));
    return &m->procs[m->nprocs++];
}

/* ---- the template (worker_template.h) -------------------------------------------- */

static void template_close(struct master *m)
{
    if (m->template_early) {
        vela_worker_template_reap_early(m->template_fd, m->template_pid);
        m->template_early = false;
    } else if (m->template_fd >= 0) {
        close(m->template_fd); /* the template exits; reap() collects it */
    }
    m->template_fd = -1;
    m->template_pid = 0;
}

/* Takes the template this process forked before its script ran, for the
 * first generation; a reload's template is exec'd (fresh code, fresh
 * opcache). The early template never had the metrics region (fd 4 of an
 * exec'd template): each request passes it (vela_worker_template_fork_worker). */
static bool template_adopt_early(struct master *m)
{
    int fd;
    pid_t pid;

    if (vela_worker_template_take_early(&fd, &pid) != 0) {
        return false;
    }
    if (!m->cfg->worker_template || m->generation != 1 || prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) {
        vela_worker_template_reap_early(fd, pid);
        return false;
    }
    m->template_fd = fd;
    m->template_pid = pid;
    m->template_early = true;
    return true;
}

/* Starts a template by fork + exec of this process's command line; false if it cannot. */
static bool template_exec(struct master *m)
{
    char variable[32], **envp;
    int fds[2];
    pid_t pid, self = getpid();

    if (!m->cfg->worker_template) {
        return false;
    }
    if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0 ||
        socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, fds) != 0) {
        say(m, "no worker template (%s); workers start by exec", vela_strerror(-errno));
        return false;
    }
    snprintf(variable, sizeof(variable), "%s=3 %d", VELA_WORKER_TEMPLATE_ENV, (int)self);
    if ((envp = worker_environment(m, variable, 4)) == NULL) {
        close(fds[0]);
        close(fds[1]);
        return false;
    }
    int keep[2] = {fds[1], m->cfg->metrics_fd}; /* the template's workers inherit fd 4 */
    pid = fork();
    if (pid == 0) {
        child_exec(m, keep, m->cfg->metrics ? 2 : 1, self, envp);
    }
    free(envp);
    close(fds[1]);
    if (pid < 0) {
        close(fds[0]);
        return false;
    }
    m->template_fd = fds[0];
    m->template_pid = pid;
    return true;
}

/* Starts this generation's template; on failure workers are exec'd instead. */
static void template_open(struct master *m)
{
    pid_t pid;
    int rc;

    template_close(m);
    if (!template_adopt_early(m) && !template_exec(m)) {
        return;
    }
    pid = m->template_pid;
    if ((rc = vela_worker_template_wait_ready(m->template_fd, TEMPLATE_READY_MS)) != 0) {
        say(m, "worker template (pid %d) did not start (%s); workers start by exec", (int)pid,
            vela_strerror(rc));
        kill(pid, SIGKILL);
        template_close(m);
        return;
    }
    say(m, "worker template started: pid %d, generation %u%s", (int)pid, m->generation,
        m->template_early ? " (forked before the script ran)" : "");
}

/* ---- starting a worker ---------------------------------------------------- */

static int spawn_exec(struct master *m, int slot, int status_fd, pid_t *pid)
{
    vela_worker_t described = {
        .id = slot, .generation = m->generation, .listen_fd = 3, .status_fd = 4};
    char variable[64] = VELA_WORKER_ENV "=", **envp;
    size_t prefix = strlen(variable);
    int keep[3] = {m->listen_fds[slot], status_fd, m->cfg->metrics_fd};
    pid_t self = getpid();

    if (vela__worker_env_format(&described, variable + prefix, sizeof(variable) - prefix) < 0) {
        return VELA_EINVAL;
    }
    if ((envp = worker_environment(m, variable, 5)) == NULL) {
        return VELA_ENOMEM;
    }
    *pid = fork();
    if (*pid == 0) {
        child_exec(m, keep, m->cfg->metrics ? 3 : 2, self, envp);
    }
    free(envp);
    return *pid < 0 ? -errno : 0;
}

static int spawn_from_template(struct master *m, int slot, int status_fd, pid_t *pid)
{
    int rc = vela_worker_template_fork_worker(
        m->template_fd, slot, m->generation, m->listen_fds[slot], status_fd,
        m->template_early && m->cfg->metrics ? m->cfg->metrics_fd : -1, TEMPLATE_FORK_MS, pid);

    if (rc != 0) {
        say(m, "worker template (pid %d) failed (%s); workers start by exec from now on",
            (int)m->template_pid, vela_strerror(rc));
        if (m->template_pid > 0) {
            kill(m->template_pid, SIGKILL);
        }
        template_close(m);
    }
    return rc;
}

static int spawn(struct master *m, int slot)
{
    int fds[2], rc = -1;
    pid_t pid = -1;
    struct proc *p;

    if ((p = proc_add(m)) == NULL || pipe2(fds, O_CLOEXEC) < 0) {
        rc = p == NULL ? VELA_ENOMEM : -errno;
        m->nprocs -= p != NULL;
        return rc;
    }
    if (m->template_fd >= 0) {
        rc = spawn_from_template(m, slot, fds[1], &pid);
    }
    if (rc != 0) {
        rc = spawn_exec(m, slot, fds[1], &pid);
    }
    close(fds[1]);
    if (rc != 0) {
        close(fds[0]);
        m->nprocs--;
        return rc;
    }
    fcntl(fds[0], F_SETFL, O_NONBLOCK);
    *p = (struct proc){.pid = pid,
                       .slot = slot,
                       .generation = m->generation,
                       .status_fd = fds[0],
                       .state = PROC_STARTING,
                       .spawned_ms = now_ms()};
    say(m, "worker %d started: pid %d, generation %u", slot, (int)pid, m->generation);
    return 0;
}

static void spawn_or_retry(struct master *m, int slot)
{
    int rc = spawn(m, slot);

    m->slots[slot].respawn_at_ms = 0;
    if (rc < 0) {
        say(m, "worker %d could not be started (%s); retrying in %d ms", slot, vela_strerror(rc),
            THROTTLE_MAX_MS);
        m->slots[slot].respawn_at_ms = now_ms() + THROTTLE_MAX_MS;
    }
}

/* ---- stopping, reaping, supervising ------------------------------------ */

static void proc_stop(struct master *m, struct proc *p, int signum)
{
    if (p->state != PROC_STOPPING) {
        p->state = PROC_STOPPING;
        p->kill_at_ms = now_ms() + (uint64_t)(m->cfg->drain_timeout * 1000) + KILL_GRACE_MS;
    }
    if (signum != 0) {
        kill(p->pid, signum);
    }
}

static bool slot_covered(struct master *m, int slot)
{
    for (size_t i = 0; i < m->nprocs; i++) {
        struct proc *p = &m->procs[i];

        if (p->slot == slot && p->generation == m->generation && p->state != PROC_STOPPING &&
            !p->retiring) {
            return true;
        }
    }
    return false;
}

/* Schedules a replacement for a slot whose covering worker died unasked. */
static void schedule_respawn(struct master *m, int slot, uint64_t lifetime_ms)
{
    struct slot *s = &m->slots[slot];
    uint64_t delay = 0;

    s->quick_deaths = lifetime_ms < QUICK_DEATH_MS ? s->quick_deaths + 1 : 0;
    if (s->quick_deaths > 1) {
        delay = (uint64_t)THROTTLE_FIRST_MS << (s->quick_deaths - 2 > 7 ? 7 : s->quick_deaths - 2);
        delay = delay > THROTTLE_MAX_MS ? THROTTLE_MAX_MS : delay;
        say(m, "worker %d keeps dying within %d ms of starting; next attempt in %llu ms", slot,
            QUICK_DEATH_MS, (unsigned long long)delay);
    }
    s->respawn_at_ms = now_ms() + delay;
}

/* "exit status 3" or "killed by signal 9", in buf. */
static const char *exit_text(int status, char *buf, size_t size)
{
    if (WIFSIGNALED(status)) {
        snprintf(buf, size, "killed by signal %d", WTERMSIG(status));
    } else {
        snprintf(buf, size, "exit status %d", WEXITSTATUS(status));
    }
    return buf;
}

static void describe_exit(struct master *m, struct proc *p, int status)
{
    char how[48];

    say(m, "worker %d (pid %d, generation %u) %s: %s", p->slot, (int)p->pid, p->generation,
        p->state == PROC_STOPPING ? "stopped" : "died", exit_text(status, how, sizeof(how)));
}

/* SIGTERM to the workers of `generation` that are still starting. */
static void stop_starting(struct master *m, unsigned generation)
{
    for (size_t i = 0; i < m->nprocs; i++) {
        if (m->procs[i].generation == generation && m->procs[i].state == PROC_STARTING) {
            proc_stop(m, &m->procs[i], SIGTERM);
        }
    }
}

/*
 * A reload's first worker died before READY, or did not become READY in
 * time (`why` says which): the new code cannot serve (a stale cache, a
 * config error, a boot that hangs). The reload is abandoned, as nginx keeps
 * its workers when a reload's configuration fails: the serving generation's
 * workers become the current ones again and readiness follows them.
 */
static void abandon_reload(struct master *m, pid_t pid, const char *why)
{
    say(m,
        "reload to generation %u abandoned: its first worker (pid %d) %s; generation %u serves on",
        m->generation, (int)pid, why, m->serving_generation);
    count(m, VELA_METRICS_RELOADS_FAILED);
    stop_starting(m, m->generation);
    m->generation = m->serving_generation;
    m->pending = false;
}

/*
 * The first worker of the first generation died before READY: the app
 * cannot start, and every other worker would fail the same way. Like nginx
 * and php-fpm with a bad configuration, the master stops (the listening
 * sockets close, so clients are refused) and vela_master_run returns 1.
 */
static void give_up(struct master *m, int slot, pid_t pid, int status)
{
    char how[48];

    say(m,
        "worker %d (pid %d) died before it was ready (%s): the app cannot start (its message "
        "is above); stopping",
        slot, (int)pid, exit_text(status, how, sizeof(how)));
    m->exit_status = 1;
    m->stopping = true;
    template_close(m);
    for (size_t i = 0; i < m->nprocs; i++) {
        proc_stop(m, &m->procs[i], SIGTERM);
    }
}

static void proc_remove(struct master *m, size_t index)
{
    if (m->procs[index].status_fd >= 0) {
        close(m->procs[index].status_fd);
    }
    m->procs[index] = m->procs[--m->nprocs];
}

static struct proc *find_pid(struct master *m, pid_t pid, size_t *index)
{
    for (size_t i = 0; i < m->nprocs; i++) {
        if (m->procs[i].pid == pid) {
            *index = i;
            return &m->procs[i];
        }
    }
    return NULL;
}

static void reap(struct master *m)
{
    struct proc *p;
    size_t index;
    int status, slot;
    pid_t pid;

    if (m->template_early &&
        waitpid(m->template_pid, &status, WNOHANG | __WCLONE) == m->template_pid) {
        say(m, "worker template (pid %d) exited; workers start by exec until the next reload",
            (int)m->template_pid);
        m->template_early = false; /* reaped: template_close() only closes its socket */
        template_close(m);
    }
    while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
        if (pid == m->template_pid) {
            say(m, "worker template (pid %d) exited; workers start by exec until the next reload",
                (int)pid);
            template_close(m);
        }
        if ((p = find_pid(m, pid, &index)) == NULL) {
            continue; /* the template, or an orphan the master adopted as subreaper */
        }
        describe_exit(m, p, status);
        slot = p->slot;
        bool unexpected = p->state != PROC_STOPPING;
        bool first_failed =
            p->state == PROC_STARTING && m->pending && p->generation == m->generation;
        uint64_t lifetime = now_ms() - p->spawned_ms;
        proc_remove(m, index);
        if (first_failed && !m->stopping && m->serving_generation != 0) {
            char how[48], why[80];
            snprintf(why, sizeof(why), "died before it was ready (%s)",
                     exit_text(status, how, sizeof(how)));
            abandon_reload(m, pid, why);
        } else if (first_failed && !m->stopping && m->cfg->reload_requested == NULL) {
            give_up(m, slot, pid, status); /* dev mode waits for the next compile instead */
        }
        publish_state(m);
        if (unexpected && !m->stopping && !slot_covered(m, slot) &&
            m->slots[slot].respawn_at_ms == 0) {
            count(m, VELA_METRICS_WORKER_RESTARTS);
            schedule_respawn(m, slot, lifetime);
        }
    }
}

/* Starts a worker in every slot that the current generation does not cover yet. */
static void start_other_slots(struct master *m)
{
    for (int slot = 0; slot < m->cfg->workers; slot++) {
        if (!slot_covered(m, slot)) {
            spawn_or_retry(m, slot);
        }
    }
}

/*
 * A worker is ready: older generations and retiring workers of its slot
 * drain. The first of a generation commits it: it serves from now on (a
 * reload goes ahead, /readyz says so until the last old worker left) and
 * the other slots start.
 */
static void on_ready(struct master *m, struct proc *ready)
{
    bool first = m->pending && ready->generation == m->generation;

    VELA_ASSERT(ready->state == PROC_STARTING);
    ready->state = PROC_READY;
    if (ready->generation > m->serving_generation) {
        m->serving_generation = ready->generation;
    }
    m->pending = m->pending && !first;
    publish_state(m);
    for (size_t i = 0; i < m->nprocs; i++) {
        struct proc *p = &m->procs[i];

        if (p != ready && p->slot == ready->slot && p->state != PROC_STOPPING &&
            (p->generation < ready->generation || p->retiring)) {
            say(m, "worker %d (pid %d, generation %u) replaced; draining", p->slot, (int)p->pid,
                p->generation);
            proc_stop(m, p, SIGTERM);
        }
    }
    if (first) {
        start_other_slots(m); /* may move m->procs: ready is not used after this */
    }
}

/* It serves on until its replacement is READY (on_ready), so the slot never lacks one. */
static void on_retiring(struct master *m, struct proc *p)
{
    VELA_ASSERT(p->state == PROC_STARTING || p->state == PROC_READY);
    say(m, "worker %d (pid %d) retires (max_requests or max_memory); starting its replacement",
        p->slot, (int)p->pid);
    p->retiring = true;
    count(m, VELA_METRICS_WORKER_RECYCLES);
    if (!m->stopping && !slot_covered(m, p->slot)) {
        int slot = p->slot;

        spawn_or_retry(m, slot); /* may move m->procs: p is not used after this */
    }
}

static void read_status(struct master *m, size_t index)
{
    unsigned char buf[16];
    ssize_t n = read(m->procs[index].status_fd, buf, sizeof(buf));

    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
        close(m->procs[index].status_fd);
        m->procs[index].status_fd = -1;
        return;
    }
    for (ssize_t i = 0; i < n; i++) {
        struct proc *p = &m->procs[index];

        if (buf[i] == VELA_WORKER_READY && p->state == PROC_STARTING) {
            on_ready(m, p);
        } else if (buf[i] == VELA_WORKER_RETIRING && p->state != PROC_STOPPING) {
            on_retiring(m, p);
        }
    }
}

static void signal_all(struct master *m, int signum)
{
    for (size_t i = 0; i < m->nprocs; i++) {
        kill(m->procs[i].pid, signum);
    }
}

static void begin_stop(struct master *m, int signum)
{
    if (m->stopping) {
        say(m, "signal %d again: killing %zu workers now", signum, m->nprocs);
        signal_all(m, SIGKILL);
        return;
    }
    say(m, "signal %d: graceful stop of %zu workers", signum, m->nprocs);
    m->stopping = true;
    publish_state(m);
    template_close(m);
    for (size_t i = 0; i < m->nprocs; i++) {
        proc_stop(m, &m->procs[i], SIGTERM);
    }
}

/*
 * Starts generation m->generation: a fresh template (nothing of an older
 * generation's PHP is reused), then the generation's first worker alone.
 * The other slots start once that one is READY (on_ready), so code that
 * cannot boot fails once, in one worker, with one message: then the reload
 * is abandoned, or at start-up the master stops (reap).
 */
static void start_generation(struct master *m)
{
    template_open(m);
    m->pending = true;
    for (int slot = 0; slot < m->cfg->workers; slot++) {
        m->slots[slot].quick_deaths = 0;
    }
    spawn_or_retry(m, 0);
}

static void begin_reload(struct master *m)
{
    if (m->stopping) {
        return;
    }
    if (m->pending) {
        stop_starting(m, m->generation); /* superseded before it served */
    }
    m->generation = ++m->newest_generation;
    count(m, VELA_METRICS_RELOADS);
    say(m, "SIGHUP: reload; starting generation %u", m->generation);
    start_generation(m);
    publish_state(m);
}

static void handle_signals(struct master *m)
{
    unsigned char buf[64];
    ssize_t n;

    while ((n = read(m->signal_pipe[0], buf, sizeof(buf))) > 0) {
        for (ssize_t i = 0; i < n; i++) {
            if (buf[i] == SIGTERM || buf[i] == SIGINT) {
                begin_stop(m, buf[i]);
            } else if (buf[i] == SIGHUP) {
                begin_reload(m);
            } else if (buf[i] == SIGUSR1) {
                say(m, "SIGUSR1: forwarded to the workers (reopen logs)");
                signal_all(m, SIGUSR1);
            }
        }
    }
}

static uint64_t ready_timeout_ms(const struct master *m)
{
    double s = m->cfg->ready_timeout > 0 ? m->cfg->ready_timeout : READY_TIMEOUT_DEFAULT_S;
    return (uint64_t)(s * 1000);
}

/*
 * A reload's first worker that is still STARTING past the ready timeout
 * (its boot hangs) abandons the reload as its death would: it is stopped
 * (SIGTERM, then SIGKILL after the drain timeout) and the old workers serve
 * on. Returns when the check is due next (UINT64_MAX: none).
 */
static uint64_t check_ready_deadline(struct master *m, uint64_t now)
{
    if (!m->pending || m->stopping || m->serving_generation == 0) {
        return UINT64_MAX;
    }
    for (size_t i = 0; i < m->nprocs; i++) {
        struct proc *p = &m->procs[i];
        uint64_t due = p->spawned_ms + ready_timeout_ms(m);

        if (p->generation != m->generation || p->state != PROC_STARTING) {
            continue;
        }
        if (due > now) {
            return due;
        }
        char why[80];
        snprintf(why, sizeof(why), "was not ready within %.0f s",
                 (double)ready_timeout_ms(m) / 1000);
        abandon_reload(m, p->pid, why);
        publish_state(m);
        return UINT64_MAX;
    }
    return UINT64_MAX;
}

/* Runs due respawns and kill deadlines; returns ms until the next one or -1. */
static int run_timers(struct master *m)
{
    uint64_t now = now_ms(), next = check_ready_deadline(m, now);

    for (int slot = 0; slot < m->cfg->workers && !m->stopping; slot++) {
        uint64_t at = m->slots[slot].respawn_at_ms;

        if (at != 0 && at <= now) {
            spawn_or_retry(m, slot);
            at = m->slots[slot].respawn_at_ms;
        }
        next = at != 0 && at < next ? at : next;
    }
    for (size_t i = 0; i < m->nprocs; i++) {
        struct proc *p = &m->procs[i];

        if (p->state == PROC_STOPPING && p->kill_at_ms <= now) {
            say(m, "worker %d (pid %d) did not drain in time: SIGKILL", p->slot, (int)p->pid);
            kill(p->pid, SIGKILL);
            p->kill_at_ms = UINT64_MAX;
        }
        next = p->state == PROC_STOPPING && p->kill_at_ms < next ? p->kill_at_ms : next;
    }
    return next == UINT64_MAX ? -1 : (int)(next > now ? next - now : 0);
}

/* The relay lets a connecting process in when it is one of our workers. */
static bool is_worker(pid_t pid, void *arg)
{
    size_t index;

    return find_pid(arg, pid, &index) != NULL;
}

/* Serves the relay's part of a poll; logs drops and refusals when their count grew (at most
 * one line per RELAY_LOG_MS: /metrics has the exact count). */
static void relay_events(struct master *m, struct pollfd *fds, size_t n)
{
    vela_relay_stats_t before, after;

    vela_relay_stats(m->relay, &before);
    vela_relay_handle(m->relay, fds, n, is_worker, m);
    vela_relay_stats(m->relay, &after);
    if (m->cfg->metrics) {
        for (uint64_t i = before.dropped; i < after.dropped; i++) {
            vela_metrics_count_master(m->cfg->metrics, VELA_METRICS_HUB_RELAY_DROPPED);
        }
    }
    if (after.dropped + after.rejected + after.malformed > m->relay_logged &&
        (m->relay_logged_ms == 0 || now_ms() - m->relay_logged_ms >= RELAY_LOG_MS)) {
        m->relay_logged = after.dropped + after.rejected + after.malformed;
        m->relay_logged_ms = now_ms();
        say(m,
            "hub relay: %llu messages dropped for slow workers, %llu connections refused, %llu "
            "closed for a malformed frame (totals)",
            (unsigned long long)after.dropped, (unsigned long long)after.rejected,
            (unsigned long long)after.malformed);
    }
}

static void wait_for_events(struct master *m, int timeout)
{
    struct pollfd fds[4 + 6 * VELA_MASTER_MAX_WORKERS];
    size_t nfds = 1, i, relay_at, nrelay = 0;

    fds[0] = (struct pollfd){.fd = m->signal_pipe[0], .events = POLLIN};
    if (m->cfg->reload_requested != NULL) {
        fds[nfds++] = (struct pollfd){.fd = m->cfg->reload_fd, .events = POLLIN};
    }
    if (m->template_early) { /* it sends no SIGCHLD: its socket's hang-up says it died */
        fds[nfds++] = (struct pollfd){.fd = m->template_fd, .events = 0};
    }
    for (i = 0; i < m->nprocs && nfds < sizeof(fds) / sizeof(fds[0]); i++) {
        fds[nfds++] = (struct pollfd){.fd = m->procs[i].status_fd, .events = POLLIN};
    }
    relay_at = nfds;
    if (m->relay) {
        nrelay = vela_relay_poll_fds(m->relay, fds + relay_at, sizeof(fds) / sizeof(fds[0]) - nfds);
        nfds += nrelay;
    }
    if (poll(fds, nfds, timeout) <= 0) {
        return;
    }
    if (nrelay > 0) {
        relay_events(m, fds + relay_at, nrelay);
    }
    if (m->cfg->reload_requested != NULL && (fds[1].revents & POLLIN) &&
        m->cfg->reload_requested(m->cfg->reload_fd)) {
        say(m, "var/cache changed (dev mode): reload");
        begin_reload(m);
    }
    for (i = m->nprocs; i-- > 0;) {
        if (m->procs[i].status_fd >= 0) {
            read_status(m, i);
        }
    }
}

static void supervise(struct master *m)
{
    start_generation(m);
    while (!(m->stopping && m->nprocs == 0)) {
        int timeout = run_timers(m);

        wait_for_events(m, timeout);
        handle_signals(m);
        reap(m);
    }
}

/* ---- entry points ------------------------------------------------------- */

/* A worker takes its master's name: exec through /proc/self/exe would name
 * it "exe" in ps and top. */
static void take_master_name(void)
{
    char path[64], name[17] = "";
    ssize_t n;
    int fd;

    snprintf(path, sizeof(path), "/proc/%d/comm", (int)getppid());
    if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
        return;
    }
    n = read(fd, name, sizeof(name) - 1);
    close(fd);
    if (n > 1 && name[n - 1] == '\n') {
        name[n - 1] = '\0';
        prctl(PR_SET_NAME, name);
    }
}

static int run_worker(vela_worker_main_fn worker_main, void *arg)
{
    vela_worker_t worker;
    int rc = vela__worker_env_parse(getenv(VELA_WORKER_ENV), &worker);

    unsetenv(VELA_WORKER_ENV);
    take_master_name();
    if (rc < 0) {
        return rc;
    }
    in_worker = true;
    return worker_main(&worker, arg);
}

static int check_config(const vela_master_config_t *cfg)
{
    const char *bad = NULL;

    if (cfg->workers < 1 || cfg->workers > VELA_MASTER_MAX_WORKERS) {
        bad = "workers";
    } else if (cfg->drain_timeout < 0 || cfg->drain_timeout > 86400) {
        bad = "drain_timeout";
    } else if (cfg->ready_timeout < 0 || cfg->ready_timeout > 86400) {
        bad = "ready_timeout";
    } else if (cfg->host == NULL) {
        bad = "host";
    }
    if (bad != NULL) {
        dprintf(cfg->log_fd, "vela master: invalid %s\n", bad);
        return VELA_EINVAL;
    }
    return 0;
}

static int master_open(struct master *m)
{
    int rc, port;

    m->procs = calloc(m->cap, sizeof(*m->procs));
    m->slots = calloc(m->cfg->workers, sizeof(*m->slots));
    m->listen_fds = calloc(m->cfg->workers, sizeof(*m->listen_fds));
    if (m->procs == NULL || m->slots == NULL || m->listen_fds == NULL) {
        return VELA_ENOMEM;
    }
    rc = m->cfg->argv != NULL ? copy_argv(m, m->cfg->argv) : read_own_cmdline(m);
    if (rc == 0 && m->cfg->pid_file != NULL) {
        rc = pid_file_write(m, m->cfg->pid_file);
        m->pid_file_written = rc == 0;
    }
    if (rc == 0) {
        rc = vela_listen_open_group(m->cfg->host, m->cfg->port, m->cfg->backlog, m->cfg->workers,
                                    m->listen_fds);
        m->listening = rc == 0 ? m->cfg->workers : 0;
    }
    if (rc == 0 && (rc = vela_listen_port(m->listen_fds[0], &port)) == 0) {
        say(m, "listening on %s port %d; %d workers", m->cfg->host, port, m->cfg->workers);
        if (m->cfg->on_listen != NULL) {
            m->cfg->on_listen(port, m->arg);
        }
    }
    return rc;
}

int vela_master_run(const vela_master_config_t *cfg, vela_worker_main_fn worker_main, void *arg)
{
    struct master m = {.cfg = cfg,
                       .arg = arg,
                       .cap = 8,
                       .generation = 1,
                       .newest_generation = 1,
                       .template_fd = -1};
    int rc;

    VELA_ASSERT(!in_worker); /* a worker never runs a master of its own */
    if (getenv(VELA_WORKER_ENV) != NULL) {
        return run_worker(worker_main, arg);
    }
    if ((rc = check_config(cfg)) < 0) {
        return rc;
    }
    rc = master_open(&m);
    if (rc == 0 && (rc = vela_relay_open(getpid(), &m.relay)) != 0) {
        say(&m, "no hub relay (%s): hubs without Redis reach one worker only", vela_strerror(rc));
        rc = 0;
    }
    if (rc == 0 && (rc = signals_install(&m)) == 0) {
        supervise(&m);
        template_close(&m);
        signals_restore(&m);
        say(&m, m.exit_status == 0 ? "stopped" : "stopped: the app could not start");
        rc = m.exit_status;
    } else {
        say(&m, "could not start: %s", vela_strerror(rc));
    }
    vela_relay_free(m.relay);
    while (m.listening > 0) {
        close(m.listen_fds[--m.listening]);
    }
    free(m.listen_fds);
    if (m.pid_file_written) {
        unlink(cfg->pid_file);
    }
    free_argv(&m);
    free(m.procs);
    free(m.slots);
    return rc;
}
