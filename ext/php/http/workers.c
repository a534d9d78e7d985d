/*
 * start() with workers > 0 (see workers.h and docs/http-processes.md).
 *
 * The same call runs in two kinds of process. In the original one,
 * vela_master_run() becomes the master: it runs no PHP while supervising and
 * returns after a graceful stop. In a worker — the same script run again
 * from its first line, forked from the worker template (src/process/worker_template.h) or
 * re-executed, so the app's code is fresh — vela_master_run() calls
 * serve_worker(), which serves the inherited socket through
 * vela_php_http_server_serve_fd() with the process model's hooks: READY to
 * the master once accepting, the max_requests / max_memory check after each
 * request (memory as memory_get_usage(true)), and the worker's own signal
 * handles (SIGTERM/SIGINT stop gracefully, SIGHUP is ignored, SIGUSR1
 * reopens the access log). onStart and onWorkerStart run in each worker.
 * One server serves per process, so the worker state is static.
 */
#include "php/http/workers.h"

#include <Zend/zend_exceptions.h>
#include <Zend/zend_extensions.h>
#include <Zend/zend_ini.h>

#include "php/http/http.h"
#include "php/http/reload_watch.h"
#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/core/safe_file.h"
#include "src/process/master.h"
#include "src/process/metrics.h"
#include "src/process/worker_template.h"

#include <SAPI.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static vela_worker_t *serving_worker;
static vela_worker_signals_t worker_signals;

static void on_listening(void *arg)
{
    vela_worker_ready(serving_worker);
}

/* Past a limit the master starts a replacement and sends SIGTERM once it is
 * READY; until then this worker serves on. */
static void on_request_done(void *arg)
{
    vela_worker_count_request(serving_worker, zend_memory_usage(1));
}

static void on_stop_signal(vela_worker_signals_t *signals, int signum)
{
    vela_php_http_server_stop(signals->data);
}

static void on_reopen_signal(vela_worker_signals_t *signals, int signum)
{
    vela_php_http_server_reopen_log(signals->data);
}

static int serve_worker(vela_worker_t *worker, void *arg)
{
    zend_object *server = arg;
    vela_php_http_serve_hooks_t hooks = {.listening = on_listening,
                                         .request_done = on_request_done,
                                         .own_signals = false,
                                         .arg = server,
                                         .metrics_slot = (uint32_t)worker->id};
    const vela_php_http_options_t *options = vela_php_http_server_options(server);
    uv_loop_t *loop = vela_loop_get();

    if (loop == NULL) {
        return 1;
    }
    worker->max_requests = (uint64_t)options->max_requests;
    worker->max_memory = (size_t)options->max_memory;
    serving_worker = worker;
    worker_signals.on_stop = on_stop_signal;
    worker_signals.on_reopen = on_reopen_signal;
    worker_signals.data = server;
    if (vela_worker_signals_start(loop, &worker_signals, worker) != 0) {
        return 1;
    }
    if (vela_metrics_from_environment(&hooks.metrics) != 0) {
        hooks.metrics = NULL; /* counted nowhere; serving goes on */
    }
    vela_php_http_server_serve_fd(server, worker->listen_fd, true, &hooks);
    vela_metrics_free(hooks.metrics);
    vela_worker_signals_close(&worker_signals);
    serving_worker = NULL;
    return EG(exception) ? 1 : 0;
}

/* Workers fork from a template (worker_template.h) unless vela.worker_template = 0 or
 * Xdebug is loaded: Xdebug may connect to the IDE during request start-up,
 * before the template stops, and every worker would share that connection. */
static bool want_template(void)
{
    return zend_ini_long("vela.worker_template", sizeof("vela.worker_template") - 1, 0) != 0 &&
           zend_get_extension("Xdebug") == NULL;
}

static void config_from_options(zend_object *server, vela_master_config_t *cfg)
{
    const vela_php_http_options_t *options = vela_php_http_server_options(server);

    cfg->host = vela_php_http_options_bind_host(options);
    cfg->port = (int)options->port;
    cfg->backlog = (int)options->backlog;
    cfg->workers = (int)options->workers;
    cfg->drain_timeout = options->drain_timeout;
    cfg->pid_file = options->pid_file ? ZSTR_VAL(options->pid_file) : NULL;
    cfg->log_fd = STDERR_FILENO;
    cfg->worker_template = want_template();
}

/* The region the workers count into, when the metrics_path option asks for metrics. */
static bool open_metrics(zend_object *server, vela_master_config_t *cfg)
{
    const vela_php_http_options_t *options = vela_php_http_server_options(server);
    int rc;

    if (options->metrics_path == NULL || getenv(VELA_WORKER_ENV) != NULL) {
        return true; /* off, or this is a worker: it maps the master's region */
    }
    rc = vela_metrics_create((uint32_t)cfg->workers, &cfg->metrics_fd, &cfg->metrics);
    if (rc != 0) {
        zend_throw_exception_ex(vela_ce_http_exception, rc, "Cannot create the metrics region: %s",
                                vela_strerror(rc));
        return false;
    }
    return true;
}

/* Refuses a pid_file the master would refuse, naming the path (the master only logs it). */
static bool check_pid_file(const vela_master_config_t *cfg)
{
    const char *why = "";
    int rc;

    if (cfg->pid_file == NULL || getenv(VELA_WORKER_ENV) != NULL) {
        return true;
    }
    rc = vela_safe_file_check_pid(cfg->pid_file, getpid(), &why);
    if (rc != 0) {
        zend_throw_exception_ex(vela_ce_http_exception, rc, "Cannot write the pid_file %s: %s",
                                cfg->pid_file, why);
        return false;
    }
    return true;
}

/* Whether this process may become a master: PHP's CLI running a script file
 * (what a worker re-runs), not a worker or template itself, templates on. */
static bool may_become_master(void)
{
    const char *script = SG(request_info).path_translated;
    struct stat st;

    return strcmp(sapi_module.name, "cli") == 0 && getenv(VELA_WORKER_ENV) == NULL &&
           script != NULL && stat(script, &st) == 0 && S_ISREG(st.st_mode) && want_template();
}

bool vela_php_http_workers_early_template(void)
{
    if (!may_become_master()) {
        return false;
    }
    return vela_worker_template_fork_early();
}

void vela_php_http_workers_request_startup(void)
{
    zend_string *name;

    if (getenv(VELA_WORKER_ENV) == NULL) {
        return;
    }
    name = zend_string_init("opcache.file_update_protection",
                            sizeof("opcache.file_update_protection") - 1, 0);
    zend_alter_ini_entry_chars(name, "0", 1, ZEND_INI_SYSTEM, ZEND_INI_STAGE_RUNTIME);
    zend_string_release(name);
}

void vela_php_http_workers_start(zend_object *server)
{
    vela_master_config_t cfg = {0};
    int rc;

    config_from_options(server, &cfg);
    if (!check_pid_file(&cfg) || !open_metrics(server, &cfg)) {
        return;
    }
    vela_php_http_reload_watch_master_begin(server, &cfg);
    rc = vela_master_run(&cfg, serve_worker, server);
    vela_php_http_reload_watch_master_end(&cfg);
    if (cfg.metrics) {
        vela_metrics_free(cfg.metrics);
        close(cfg.metrics_fd);
    }
    if (EG(exception)) {
        return;
    }
    if (vela_master_in_worker() || rc > 0) {
        /* A worker's status, or the master's 1 when no worker could start:
         * the cause is already logged, so the process exits without a trace. */
        EG(exit_status) = rc;
        zend_throw_unwind_exit();
    } else if (rc != 0) {
        zend_throw_exception_ex(vela_ce_http_exception, rc,
                                "Cannot start the workers on %s:%d: %s%s", cfg.host, cfg.port,
                                vela_strerror(rc),
                                rc == -EEXIST ? " (the pid file names a running master)" : "");
    }
}
