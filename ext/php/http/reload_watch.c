/*
 * A server that reloads on its owner's watch (reload_watch.h).
 *
 * Design. The master reuses its SIGHUP path (master.c polls the watch).
 * The single process cannot reload in place (PHP cannot forget the classes
 * it loaded), so it does what a user restarting by hand would do, without
 * the gap: the drain is the graceful stop of SIGTERM, and the exec keeps the
 * pid (a pid file stays right), the environment and the listening socket,
 * whose accept queue holds what arrives while the new process boots. The
 * socket is opened here rather than by the engine so that this process
 * keeps a descriptor the engine does not close. What is watched, and
 * whether a change is worth a reload, is the owner's (the callbacks).
 */
#include "php/http/reload_watch.h"

#include <Zend/zend_exceptions.h>

#include "php/http/http.h"
#include "php/http/options.h"
#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/process/listen.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

static zend_object *watched_server;
static vela_php_http_reload_watch_t watch;
static bool master_watching; /* workers >= 1: the master's watch is open */

typedef struct single {
    zend_object *server;
    int fd; /* the watch's, -1 when it could not be opened */
    uv_poll_t poll;
    bool poll_open, poll_closed, reload;
} single_t;

void vela_php_http_reload_watch_set(zend_object *server, const vela_php_http_reload_watch_t *w)
{
    watch = *w;
    watched_server = server;
}

bool vela_php_http_reload_watch_wanted(zend_object *server)
{
    return server != NULL && server == watched_server;
}

/* The master's reload test: the owner's predicate. */
static bool reload_wanted(int fd)
{
    (void)fd; /* the watch's */
    return watch.changed(watch.arg);
}

/* ---- workers >= 1: the master ------------------------------------------- */

void vela_php_http_reload_watch_master_begin(zend_object *server, vela_master_config_t *cfg)
{
    int fd;

    if (!vela_php_http_reload_watch_wanted(server) || getenv(VELA_WORKER_ENV) != NULL) {
        return;
    }
    if (watch.open(watch.arg, &fd) != 0) {
        return;
    }
    master_watching = true;
    cfg->reload_fd = fd;
    cfg->reload_requested = reload_wanted;
}

void vela_php_http_reload_watch_master_end(vela_master_config_t *cfg)
{
    if (master_watching) {
        watch.close(watch.arg);
        master_watching = false;
        cfg->reload_requested = NULL;
    }
}

/* ---- workers = 0: drain and re-execute ---------------------------------- */

static void on_change(uv_poll_t *poll, int status, int events)
{
    single_t *single = poll->data;

    (void)events;
    if (status < 0 || single->reload || !watch.changed(watch.arg)) {
        return;
    }
    fprintf(stderr, "vela: %s: draining, then restarting\n", watch.reason);
    single->reload = true;
    uv_poll_stop(poll);
    vela_php_http_server_stop(single->server);
}

/* Once the server accepts: start watching (a change before then is in the code we loaded). */
static void on_listening(void *arg)
{
    single_t *single = arg;

    if (single->fd < 0 || uv_poll_init(vela_loop_get(), &single->poll, single->fd) != 0) {
        return;
    }
    single->poll.data = single;
    single->poll_open = true;
    uv_poll_start(&single->poll, UV_READABLE, on_change);
}

static void on_poll_closed(uv_handle_t *handle)
{
    ((single_t *)handle->data)->poll_closed = true;
}

static bool is_poll_closed(void *arg)
{
    return ((single_t *)arg)->poll_closed;
}

/* The socket this process serves: the one a previous exec left, else a new one. Throws. */
static bool listening_socket(zend_object *server, int *fd)
{
    const vela_php_http_options_t *options = vela_php_http_server_options(server);
    const char *inherited = getenv(VELA_DEV_LISTEN_FD_ENV);
    int rc;

    if (inherited != NULL) {
        *fd = atoi(inherited);
        unsetenv(VELA_DEV_LISTEN_FD_ENV);
        if (*fd > 2 && fcntl(*fd, F_SETFD, FD_CLOEXEC) == 0) {
            return true;
        }
    }
    rc = vela_listen_open(vela_php_http_options_bind_host(options), (int)options->port,
                          (int)options->backlog, fd);
    if (rc != 0) {
        zend_throw_exception_ex(vela_ce_http_exception, rc, "Cannot listen on %s:%d: %s",
                                vela_php_http_options_bind_host(options), (int)options->port,
                                vela_strerror(rc));
        return false;
    }
    return true;
}

/* Replaces this process by a fresh run of its command line that adopts `listen_fd`. */
static void reexec(int listen_fd)
{
    char **argv = NULL, value[16];
    int rc = vela_master_read_cmdline(&argv);

    if (rc == 0) {
        snprintf(value, sizeof(value), "%d", listen_fd);
        setenv(VELA_DEV_LISTEN_FD_ENV, value, 1);
        fcntl(listen_fd, F_SETFD, 0);
        fflush(stdout);
        fflush(stderr);
        execv("/proc/self/exe", argv);
        rc = -errno;
        fcntl(listen_fd, F_SETFD, FD_CLOEXEC);
        unsetenv(VELA_DEV_LISTEN_FD_ENV);
        free(argv[0]);
        free(argv);
    }
    zend_throw_exception_ex(vela_ce_http_exception, rc, "Dev mode cannot restart the server: %s",
                            vela_strerror(rc));
}

/* Serves on a copy of listen_fd (the engine closes its copy) with the watch on. */
static void serve_watched(single_t *single, int listen_fd)
{
    vela_php_http_serve_hooks_t hooks = {
        .listening = on_listening, .own_signals = true, .arg = single};
    int copy = fcntl(listen_fd, F_DUPFD_CLOEXEC, 3);

    if (copy < 0) {
        zend_throw_exception_ex(vela_ce_http_exception, -errno, "Cannot serve: %s",
                                vela_strerror(-errno));
        return;
    }
    vela_php_http_server_serve_fd(single->server, copy, true, &hooks);
    if (single->poll_open) {
        uv_close((uv_handle_t *)&single->poll, on_poll_closed);
        vela_loop_run_until(is_poll_closed, single);
    }
}

void vela_php_http_reload_watch_serve(zend_object *server)
{
    single_t single = {.server = server, .fd = -1};
    int listen_fd;
    bool watching;

    if (!listening_socket(server, &listen_fd)) {
        return;
    }
    watching = watch.open(watch.arg, &single.fd) == 0;
    if (!watching) {
        single.fd = -1;
    }
    serve_watched(&single, listen_fd);
    if (watching) {
        watch.close(watch.arg);
    }
    if (single.reload && !EG(exception)) {
        reexec(listen_fd);
    }
    close(listen_fd);
}
