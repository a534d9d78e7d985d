/*
 * The worker template: workers forked from a process that has
 * already started PHP, so they share its start-up pages.
 *
 * Why. A worker started by fork + exec pays PHP's whole start-up again and
 * keeps a private copy of every page the start-up writes: the module, class
 * and function tables of every loaded extension and the relocated data of
 * php and its libraries (about 4 MB with no extension loaded, 6 MB with
 * Debian's usual set). A process forked from one that has done the start-up
 * shares those pages copy-on-write, as php-fpm's children share their
 * master's.
 *
 * How. The first generation's template is the early one (below), forked by
 * the master before its script ran. For later generations (and when the
 * early one is gone) the master starts a template by fork + exec of its
 * own command line with VELA_WORKER_TEMPLATE naming a control socket. PHP starts up;
 * the extension's RINIT, before a line of the script is compiled, calls
 * vela_worker_template_serve(), which never returns in the template: it forks a worker
 * for each request of the master. The worker returns from
 * vela_worker_template_serve() with VELA_WORKER set, and PHP goes on to run the script
 * from its first line exactly as in an exec'd worker: the app's code is read
 * fresh from disk, code before start() runs in every worker, start() finds
 * VELA_WORKER. Only PHP's start-up state is shared, never the app's.
 *
 * Each worker is forked twice (template, intermediate, worker); the
 * intermediate answers the worker's pid and exits, so the worker is
 * re-parented to the master, which made itself a child subreaper
 * (PR_SET_CHILD_SUBREAPER): the master waits for every worker as if it had
 * forked it. The worker arms PR_SET_PDEATHSIG only once the master is its
 * parent. Read-only regular files open before the fork (the script itself:
 * php's CLI opens it before RINIT) are reopened in the worker, so two
 * workers never share a file offset.
 *
 * Protocol, on a SOCK_SEQPACKET socketpair: the template sends one byte once
 * it waits for requests; a request is {slot, generation} with the slot's
 * listening socket and the worker's status pipe (and, to the early template,
 * the metrics region when there is one) as SCM_RIGHTS; the answer is the
 * worker's pid, or -errno. The template exits when the master closes its
 * end (or dies). The template is named VELA_WORKER_TEMPLATE_NAME (its comm, as ps and
 * pgrep show it); a worker takes its master's name (master.c, as every
 * worker does).
 */
#ifndef VELA_WORKER_TEMPLATE_H
#define VELA_WORKER_TEMPLATE_H

#include <stdbool.h>
#include <sys/types.h>

#define VELA_WORKER_TEMPLATE_ENV "VELA_WORKER_TEMPLATE"
#define VELA_WORKER_TEMPLATE_NAME "vela-template"

/* ---- master side ---- */

/* Waits until the template at the other end of fd says it is ready; 0, or
 * VELA_ETIMEOUT, or -errno (-EPIPE: it died first). */
int vela_worker_template_wait_ready(int fd, int timeout_ms);

/* Asks for one worker; on 0, *pid is the worker's pid (re-parented to the
 * caller, which must be a child subreaper). metrics_fd, when not -1, is
 * passed too and named by VELA_METRICS in the worker (the early template has
 * no fd 4). listen_fd, status_fd and metrics_fd stay the caller's to close. */
int vela_worker_template_fork_worker(int fd, int slot, unsigned generation, int listen_fd,
                                     int status_fd, int metrics_fd, int timeout_ms, pid_t *pid);

/* ---- template side ---- */

/* True in a process started as a template: VELA_WORKER_TEMPLATE set, naming this
 * process's parent as the master (a child forked during PHP's start-up, as
 * opcache's preloading does as root, is not the template). */
bool vela_worker_template_wanted(void);

/*
 * Serves the master's requests. Never returns in the template, which exits
 * when the master goes away; returns in each forked worker, with
 * VELA_WORKER set and VELA_WORKER_TEMPLATE unset. Call before any thread exists.
 */
void vela_worker_template_serve(void);

/* ---- the early template ---- */

/*
 * The template of the first generation, forked before the script is compiled
 * by the process that may become the master (from its RINIT), so the master,
 * the template and the first workers share every page of PHP's start-up and
 * the master's opcache memory. A reload's template is exec'd as above (fresh
 * code, fresh opcache). The child is a "clone" child (no SIGCHLD), invisible
 * to the script's wait()/pcntl_wait(); it exits when this process closes its
 * end (it exits, execs, or reaps it). Returns true only in a worker forked
 * from it (as vela_worker_template_serve() returns), false in this process
 * whether or not the fork succeeded. Call before any thread exists.
 */
bool vela_worker_template_fork_early(void);

/* Hands over the early template once: 0 with its control socket and pid,
 * which the caller then owns; -ENOENT when there is none. */
int vela_worker_template_take_early(int *fd, pid_t *pid);

/* Closes the early template's control socket and waits for it to exit. */
void vela_worker_template_reap_early(int fd, pid_t pid);

/* Ends the early template, if this process has one (a server with no workers
 * serves in this process and never forks one). */
void vela_worker_template_drop_early(void);

#endif
