/*
 * The worker side of the process model (see worker.h): one-byte notices to
 * the master, the recycling check and the signal handles of a serving loop.
 * Nothing here allocates; a worker without a master (status_fd = -1) gets the
 * same behaviour minus the notices.
 */
#include "src/process/worker.h"

#include "src/core/error.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static int notify(vela_worker_t *worker, char notice)
{
    ssize_t n;

    if (worker->status_fd < 0) {
        return 0;
    }
    do {
        n = write(worker->status_fd, &notice, 1);
    } while (n < 0 && errno == EINTR);
    return n == 1 ? 0 : -errno;
}

int vela_worker_ready(vela_worker_t *worker)
{
    return notify(worker, VELA_WORKER_READY);
}

int vela_worker_count_request(vela_worker_t *worker, size_t memory_bytes)
{
    bool over;

    worker->requests++;
    if (worker->retiring) {
        return 0;
    }
    over = (worker->max_requests > 0 && worker->requests >= worker->max_requests) ||
           (worker->max_memory > 0 && memory_bytes > worker->max_memory);
    if (!over) {
        return 0;
    }
    worker->retiring = true;
    notify(worker, VELA_WORKER_RETIRING);
    return 1;
}

static void on_signal(uv_signal_t *handle, int signum)
{
    vela_worker_signals_t *signals = handle->data;
    bool supervised = signals->worker->status_fd >= 0;

    if (signum == SIGUSR1) {
        if (signals->on_reopen != NULL) {
            signals->on_reopen(signals, signum);
        }
        return;
    }
    if (signum == SIGHUP && supervised) {
        return;
    }
    signals->on_stop(signals, signum);
}

int vela_worker_signals_start(uv_loop_t *loop, vela_worker_signals_t *signals,
                              vela_worker_t *worker)
{
    uv_signal_t *handles[] = {&signals->term, &signals->intr, &signals->hup, &signals->usr1};
    const int numbers[] = {SIGTERM, SIGINT, SIGHUP, SIGUSR1};
    int rc = 0;
    size_t i;

    signals->worker = worker;
    for (i = 0; i < 4 && rc == 0; i++) {
        uv_signal_init(loop, handles[i]);
        handles[i]->data = signals;
        uv_unref((uv_handle_t *)handles[i]);
        rc = uv_signal_start(handles[i], on_signal, numbers[i]);
    }
    if (rc != 0) {
        while (i-- > 0) {
            uv_signal_stop(handles[i]);
        }
    }
    return rc;
}

void vela_worker_signals_close(vela_worker_signals_t *signals)
{
    uv_handle_t *handles[] = {(uv_handle_t *)&signals->term, (uv_handle_t *)&signals->intr,
                              (uv_handle_t *)&signals->hup, (uv_handle_t *)&signals->usr1};

    for (size_t i = 0; i < 4; i++) {
        if (!uv_is_closing(handles[i])) {
            uv_close(handles[i], NULL);
        }
    }
}

int vela__worker_env_format(const vela_worker_t *worker, char *buf, size_t size)
{
    int n = snprintf(buf, size, "%d %u %d %d", worker->id, worker->generation, worker->listen_fd,
                     worker->status_fd);

    return n > 0 && (size_t)n < size ? 0 : VELA_EINVAL;
}

int vela__worker_env_parse(const char *value, vela_worker_t *worker)
{
    vela_worker_t parsed = {0};
    char tail;

    if (sscanf(value, "%d %u %d %d%c", &parsed.id, &parsed.generation, &parsed.listen_fd,
               &parsed.status_fd, &tail) != 4) {
        return VELA_EINVAL;
    }
    if (parsed.id < 0 || parsed.listen_fd < 0 || parsed.status_fd < 0) {
        return VELA_EINVAL;
    }
    *worker = parsed;
    return 0;
}
