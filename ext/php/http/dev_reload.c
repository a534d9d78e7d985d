/*
 * Dev mode's reload on a new cache (dev_reload.h).
 *
 * Design. The master reuses its SIGHUP path (master.c polls the watch).
 * The single process cannot reload in place (PHP cannot forget the classes
 * it loaded), so it does what a user restarting by hand would do, without
 * the gap: the drain is the graceful stop of SIGTERM, and the exec keeps the
 * pid (a pid file stays right), the environment and the listening socket,
 * whose accept queue holds what arrives while the new process boots. The
 * socket is opened here rather than by the engine so that this process
 * keeps a descriptor the engine does not close.
 */
#include "php/http/dev_reload.h"

#include <Zend/zend_exceptions.h>

#include "php/http/dev_lint.h"
#include "php/http/http.h"
#include "php/http/options.h"
#include "src/cache/watch.h"
#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/process/listen.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

static zend_object *watched_server;
static char *watched_root, *watched_dir, *watched_config;
static vela_cache_watch_t master_watch = {.fd = -1}; /* workers >= 1: the master's */

typedef struct dev_single {
    zend_object *server;
    vela_cache_watch_t watch;
    uv_poll_t poll;
    bool poll_open, poll_closed, reload;
} dev_single_t;

void vela_php_http_dev_reload_watch(zend_object *server, zend_string *root)
{
    free(watched_dir);
    free(watched_config);
    free(watched_root);
    watched_root = strdup(ZSTR_VAL(root));
    watched_dir = malloc(ZSTR_LEN(root) + sizeof("/var/cache"));
    watched_config = malloc(ZSTR_LEN(root) + sizeof("/config"));
    if (watched_dir && watched_config) {
        sprintf(watched_dir, "%s/var/cache", ZSTR_VAL(root));
        sprintf(watched_config, "%s/config", ZSTR_VAL(root));
    }
    watched_server = watched_root && watched_dir && watched_config ? server : NULL;
}

/* A new cache or config on disk that compiles (dev_lint.h): the master's reload test. */
static bool reload_wanted(int fd)
{
    (void)fd; /* master_watch's */
    return vela_cache_watch_changed(&master_watch) && vela_php_http_dev_lint_ok();
}

bool vela_php_http_dev_reload_wanted(zend_object *server)
{
    return server != NULL && server == watched_server;
}

/* ---- workers >= 1: the master ------------------------------------------- */

void vela_php_http_dev_reload_master_begin(zend_object *server, vela_master_config_t *cfg)
{
    int rc;

    if (!vela_php_http_dev_reload_wanted(server) || getenv(VELA_WORKER_ENV) != NULL) {
        return;
    }
    rc = vela_cache_watch_open(&master_watch, watched_dir, watched_config);
    if (rc != 0) {
        fprintf(stderr, "vela: warning: dev mode cannot watch %s (%s): no reload on compile\n",
                watched_dir, vela_strerror(rc));
        return;
    }
    vela_php_http_dev_lint_begin(watched_root);
    cfg->reload_fd = master_watch.fd;
    cfg->reload_requested = reload_wanted;
}

void vela_php_http_dev_reload_master_end(vela_master_config_t *cfg)
{
    if (cfg->reload_requested != NULL) {
        vela_cache_watch_close(&master_watch);
        cfg->reload_requested = NULL;
        vela_php_http_dev_lint_end();
    }
}

/* ---- workers = 0: drain and re-execute ---------------------------------- */

static void on_cache_event(uv_poll_t *poll, int status, int events)
{
    dev_single_t *dev = poll->data;

    (void)events;
    if (status < 0 || dev->reload || !vela_cache_watch_changed(&dev->watch) ||
        !vela_php_http_dev_lint_ok()) {
        return;
    }
    fprintf(stderr, "vela: var/cache changed (dev mode): draining, then restarting\n");
    dev->reload = true;
    uv_poll_stop(poll);
    vela_php_http_server_stop(dev->server);
}

/* Once the server accepts: start watching (a compile before then is in the cache we loaded). */
static void on_listening(void *arg)
{
    dev_single_t *dev = arg;

    if (uv_poll_init(vela_loop_get(), &dev->poll, dev->watch.fd) != 0) {
        return;
    }
    dev->poll.data = dev;
    dev->poll_open = true;
    uv_poll_start(&dev->poll, UV_READABLE, on_cache_event);
}

static void on_poll_closed(uv_handle_t *handle)
{
    ((dev_single_t *)handle->data)->poll_closed = true;
}

static bool is_poll_closed(void *arg)
{
    return ((dev_single_t *)arg)->poll_closed;
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
static void serve_watched(dev_single_t *dev, int listen_fd)
{
    vela_php_http_serve_hooks_t hooks = {
        .listening = on_listening, .own_signals = true, .arg = dev};
    int copy = fcntl(listen_fd, F_DUPFD_CLOEXEC, 3);

    if (copy < 0) {
        zend_throw_exception_ex(vela_ce_http_exception, -errno, "Cannot serve: %s",
                                vela_strerror(-errno));
        return;
    }
    vela_php_http_server_serve_fd(dev->server, copy, true, &hooks);
    if (dev->poll_open) {
        uv_close((uv_handle_t *)&dev->poll, on_poll_closed);
        vela_loop_run_until(is_poll_closed, dev);
    }
}

void vela_php_http_dev_reload_serve(zend_object *server)
{
    dev_single_t dev = {.server = server, .watch = {.fd = -1}};
    int listen_fd, rc;

    if (!listening_socket(server, &listen_fd)) {
        return;
    }
    rc = vela_cache_watch_open(&dev.watch, watched_dir, watched_config);
    if (rc != 0) {
        fprintf(stderr, "vela: warning: dev mode cannot watch %s (%s): no reload on compile\n",
                watched_dir, vela_strerror(rc));
    }
    vela_php_http_dev_lint_begin(watched_root);
    serve_watched(&dev, listen_fd);
    vela_php_http_dev_lint_end();
    vela_cache_watch_close(&dev.watch);
    if (dev.reload && !EG(exception)) {
        reexec(listen_fd);
    }
    close(listen_fd);
}
