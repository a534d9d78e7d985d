/*
 * The worker side of the process model: what a process serving HTTP under a
 * master needs to know and tell.
 *
 * A worker is a `php` process running the same command line from the top
 * (fresh code: the app is included again) — forked from the worker template
 * (worker_template.h) or re-executed by the master — with the listening socket and
 * the write end of a status pipe inherited and the environment variable
 * VELA_WORKER naming them (descriptors 3 and 4 after an exec). vela_master_run() (master.h)
 * recognises such a process and, instead of supervising, calls the worker main function with a
 * vela_worker_t.
 *
 * The worker tells the master two things over the status pipe, one byte each:
 * it is READY (accepting; a reload stops the old worker of the slot only
 * then), or it is RETIRING (recycling after max_requests / max_memory: the
 * master starts its replacement at once, and the retiring worker serves on
 * until the master sends it SIGTERM once the replacement is READY). Everything else the
 * master learns from waitpid. A worker's stop signals are SIGTERM and SIGINT
 * (graceful: stop accepting, finish in-flight requests, answer the next
 * request of each keep-alive connection with "Connection: close", close idle
 * ones, exit 0); SIGHUP is ignored (reload is the master's business: it starts
 * new workers, then sends SIGTERM to the old ones); SIGUSR1 reopens logs.
 *
 * With workers = 0 (single process) the same struct describes the one process:
 * status_fd is -1, notifications are no-ops, SIGHUP stops like SIGTERM.
 */
#ifndef VELA_WORKER_H
#define VELA_WORKER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <uv.h>

/* The name of the environment variable a master sets in each worker. */
#define VELA_WORKER_ENV "VELA_WORKER"

/* One byte on the status pipe, worker -> master. */
enum vela_worker_notice {
    VELA_WORKER_READY = 'R',
    VELA_WORKER_RETIRING = 'X',
};

/*
 * What one worker process is. Filled by vela_master_run() in a worker (or by
 * the caller for workers = 0); the limits are the caller's to set before
 * serving. Plain data: nothing to free.
 */
typedef struct vela_worker {
    int id;                /* slot, 0 .. workers-1; 0 in single-process mode */
    unsigned generation;   /* 1 at start, +1 per reload */
    int listen_fd;         /* the inherited listening socket (non-blocking) */
    int status_fd;         /* write end of the status pipe; -1 without a master */
    uint64_t max_requests; /* retire after this many requests; 0 = never */
    size_t max_memory;     /* retire when memory use exceeds this; 0 = never */
    uint64_t requests;     /* requests counted so far */
    bool retiring;         /* a RETIRING notice was sent */
} vela_worker_t;

/*
 * Tells the master this worker accepts connections. Call once, after the
 * listening handle is started. Returns 0 (also when there is no master) or
 * -errno from write (-EPIPE: the master is gone).
 */
int vela_worker_ready(vela_worker_t *worker);

/*
 * Counts one finished request and checks the recycling limits against
 * memory_bytes (the caller's measure, e.g. zend_memory_usage(1)). Returns 1
 * once, when a limit is first passed: the RETIRING notice has been sent.
 * Under a master, keep serving: the master sends SIGTERM when the
 * replacement is READY, so the slot is never without a worker. Without one
 * (status_fd -1) the caller may stop gracefully itself. Returns 0 otherwise.
 * Call from the loop thread after each response.
 */
int vela_worker_count_request(vela_worker_t *worker, size_t memory_bytes);

/* Callback for a signal a worker acts on. */
typedef struct vela_worker_signals vela_worker_signals_t;
typedef void (*vela_worker_signal_cb)(vela_worker_signals_t *signals, int signum);

/*
 * A worker's signal handles on its libuv loop (uv_signal_start() replaces
 * the handlers PHP CLI installs for these signals). Caller-allocated; set on_stop, on_reopen
 * and data before starting. The handles are unreferenced, so they never keep
 * the loop alive; close them with the loop's other handles (uv_walk) or with
 * vela_worker_signals_close.
 */
struct vela_worker_signals {
    uv_signal_t term, intr, hup, usr1;
    vela_worker_t *worker;
    vela_worker_signal_cb on_stop;   /* SIGTERM, SIGINT; SIGHUP without a master */
    vela_worker_signal_cb on_reopen; /* SIGUSR1; may be NULL */
    void *data;
};

/*
 * Starts the four signal handles on loop. Returns 0 or a negative libuv
 * error (then none is left started). Call on the loop thread, before
 * vela_worker_ready.
 */
int vela_worker_signals_start(uv_loop_t *loop, vela_worker_signals_t *signals,
                              vela_worker_t *worker);

/* Closes the four handles (uv_close, no callback). Safe to call once. */
void vela_worker_signals_close(vela_worker_signals_t *signals);

/*
 * Shared with master.c, not public. Writes the VELA_WORKER value for worker
 * into buf (size bytes); returns 0 or VELA_EINVAL if it does not fit.
 */
int vela__worker_env_format(const vela_worker_t *worker, char *buf, size_t size);

/*
 * Shared with master.c, not public. Parses the VELA_WORKER value into worker
 * (limits zeroed). Returns 0 or VELA_EINVAL for a malformed value.
 */
int vela__worker_env_parse(const char *value, vela_worker_t *worker);

#endif
