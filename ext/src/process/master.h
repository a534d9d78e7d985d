/*
 * The supervisor of the multi-process server (workers > 0).
 *
 * `php server.php` calls Server::start(), which calls vela_master_run(). In
 * the original process that call becomes the master: it opens the
 * listening sockets (listen.h: one SO_REUSEPORT socket per worker slot, held
 * open by the master, inherited by the slot's workers), starts W workers
 * and supervises them until a graceful stop, then returns.
 * The master runs no libuv loop and no PHP code while supervising: it waits in
 * poll(2) on a self-pipe fed by its signal handlers and on one status pipe per
 * worker.
 *
 * Workers are started by fork + exec of this process's own command line
 * (/proc/self/exe with /proc/self/cmdline), with the slot's socket as fd 3,
 * the status pipe as fd 4 and VELA_WORKER in the environment (worker.h) — or,
 * with cfg->worker_template, forked from a worker template that is itself such an
 * exec, or for the first generation the template this process forked before its
 * script ran (worker_template.h: the workers share its PHP start-up pages; the fds
 * are then wherever VELA_WORKER says). Either way a worker runs the script from its
 * first line — which is how a reload gets fresh code — and no libuv loop or
 * PHP request state is ever carried across a fork. The script reaches the
 * same Server::start() -> vela_master_run() call, which then sees VELA_WORKER
 * and calls worker_main instead of supervising. Each generation has its own
 * template; if it fails, workers are exec'd until the next reload.
 * Consequence for users: code before start() runs in every worker too; a
 * script read from stdin cannot be re-executed.
 *
 * Signals to the master:
 *   SIGTERM, SIGINT  graceful stop: SIGTERM to every worker, wait for them
 *                    (SIGKILL after drain_timeout + 2 s), return 0.
 *                    A second one kills the workers at once.
 *   SIGHUP           graceful reload: a new generation of W workers starts,
 *                    its first worker alone, the others once that one is
 *                    READY; as each becomes READY the old worker of its slot
 *                    gets SIGTERM and drains. If the first worker dies before
 *                    READY (code or config that cannot boot), the reload is
 *                    abandoned: logged once, counted (vela_reloads_failed_total),
 *                    the old generation serves on and /readyz says ready.
 *                    Once the first is READY the reload goes ahead: /readyz
 *                    says "reloading" until no old worker is left.
 *   SIGUSR1          forwarded to every worker (reopen logs).
 * In dev mode a new cache from vgen (cfg->reload_fd) reloads like SIGHUP.
 * Workers start with SIGHUP and SIGUSR1 ignored, so one that is still
 * starting survives both; once serving it handles them (worker.h).
 * At start-up too the first worker starts alone: if it dies before READY,
 * the app cannot start and the master stops at once (vela_master_run
 * returns 1) instead of holding the port open while workers crash-loop,
 * except in dev mode, which waits for the next compile.
 * A worker that exits unasked (crash, fatal error, SIGKILL) is logged and
 * replaced at once; a slot whose workers keep dying within 1 s of starting is
 * throttled (100 ms, doubling, at most 10 s between attempts). A worker that
 * announces RETIRING (max_requests / max_memory) gets its replacement at once
 * and serves on until that one is READY; then it gets SIGTERM like an old
 * generation in a reload. Each slot has its own SO_REUSEPORT listening
 * socket that only the master ever closes (listen.h).
 * Every event is one line on log_fd.
 */
#ifndef VELA_MASTER_H
#define VELA_MASTER_H

#include "src/process/metrics.h"
#include "src/process/worker.h"

#include <stdbool.h>

/* The largest worker count vela_master_run accepts. */
#define VELA_MASTER_MAX_WORKERS 1024

/* What the caller (Server::start()) decides; read only during the call. */
typedef struct vela_master_config {
    const char *host;     /* IP literal to listen on */
    int port;             /* 0 = pick a free port (see on_listen) */
    int backlog;          /* listen(2) backlog, >= 1 */
    int workers;          /* 1 .. VELA_MASTER_MAX_WORKERS */
    double drain_timeout; /* seconds a stopping worker may drain before SIGKILL */
    /* Seconds a reload's first worker may take to become READY before the reload
     * is abandoned (as when it dies first); 0 = 60. */
    double ready_timeout;
    const char *pid_file; /* master's pid written here while it runs; NULL = none */
    int log_fd;           /* master's log lines; usually 2 */
    char *const *argv;    /* command line to re-execute; NULL = /proc/self/cmdline */
    bool worker_template; /* fork workers from a template (worker_template.h); else exec each */
    /* The metrics region (metrics.h), or NULL: its memfd is given to every worker
     * (VELA_METRICS), and the master counts restarts, recycles and reloads in it. */
    vela_metrics_t *metrics;
    int metrics_fd;
    /* A reload watch (ext/php/http/reload_watch.h; dev mode): when reload_requested is not NULL the
     * master also polls reload_fd, and each time it is readable and
     * reload_requested(reload_fd) says so, reloads as on SIGHUP. */
    int reload_fd;
    bool (*reload_requested)(int fd);
    /* Called in the master once the socket listens, before any worker starts;
     * may be NULL. port is the bound port (useful with port 0). */
    void (*on_listen)(int port, void *arg);
} vela_master_config_t;

/*
 * Serves one worker: run the server on worker->listen_fd until a graceful
 * stop (vela_worker_signals_start gives the signals), call vela_worker_ready
 * once accepting, and return the process's exit status (0 after a graceful
 * stop or a retirement). The worker struct is owned by vela_master_run.
 */
typedef int (*vela_worker_main_fn)(vela_worker_t *worker, void *arg);

/*
 * In a process started as a worker (VELA_WORKER set): calls worker_main with
 * the inherited descriptors and returns what it returns; the caller must then
 * end the process with that status instead of continuing the script.
 * Otherwise: becomes the master as described above and returns 0 after a
 * graceful stop, 1 when the first worker of the first generation died
 * before READY (logged; the caller should exit with it). Fails before starting any worker with VELA_EINVAL (bad
 * config: names are in the log line), -EEXIST (pid_file names a live
 * process) or another refusal of src/core/safe_file.h (a link, a file owned
 * by another user: logged with the path), or a vela_listen_open error; later failures to start a worker are
 * logged and retried, never returned. Call from the main thread with no
 * libuv loop running; it blocks until stopped.
 */
int vela_master_run(const vela_master_config_t *cfg, vela_worker_main_fn worker_main, void *arg);

/*
 * Reads this process's command line (/proc/self/cmdline) into *argv, a
 * NULL-terminated heap array whose strings share one heap block, argv[0]:
 * free((*argv)[0]) then free(*argv). Returns 0, VELA_ENOMEM or -errno. For
 * re-executing the same command (workers, and dev mode's single process).
 */
int vela_master_read_cmdline(char ***argv);

/* True in a process that vela_master_run started as a worker. */
bool vela_master_in_worker(void);

#endif
