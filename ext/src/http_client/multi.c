/*
 * The worker's CURLM on the libuv loop (see multi.h for the design).
 *
 * Invariants.
 *  - A socket libcurl watches has exactly one `struct watch` (its uv_poll_t),
 *    assigned to the socket with curl_multi_assign() and linked on
 *    `state.watches`; CURL_POLL_REMOVE unlinks and closes it, and the close
 *    callback frees it.
 *  - An attached easy handle's CURLOPT_PRIVATE is the `struct wait` on the
 *    waiting coroutine's stack. The wait is valid while the handle is
 *    attached: vela_http_multi_perform() detaches the handle before it
 *    returns, whatever ended the wait, so no callback touches a dead stack.
 *  - curl_multi_socket_action() is never re-entered: coroutines woken from
 *    drain() run after it returned, and may attach new handles.
 */
#include "src/http_client/multi.h"

#include "src/core/coro.h"
#include "src/core/error.h"
#include "src/core/loop.h"

#include <stdlib.h>
#include <uv.h>

/* Idle connections libcurl keeps open for reuse, over every host. */
#define MAX_CACHED_CONNECTIONS 1024

/* Spare easy handles kept for reuse (each holds a few dozen KiB: its state and buffer). */
#define MAX_SPARE_EASY 64

struct wait {
    vela_coro_t *co;
    CURLcode result;
    bool done;
};

struct watch {
    uv_poll_t poll;
    curl_socket_t fd;
    struct watch *prev, *next;
};

static struct {
    CURLM *multi;
    uv_timer_t timer;
    pid_t pid;
    bool hooked, closing;
    unsigned running;
    unsigned long connects;
    struct watch *watches;
    CURL *spare[MAX_SPARE_EASY];
    unsigned spares;
} state;

static void free_watch(uv_handle_t *handle)
{
    free(handle->data);
}

static void unwatch(struct watch *w)
{
    if (w->prev) {
        w->prev->next = w->next;
    } else {
        state.watches = w->next;
    }
    if (w->next) {
        w->next->prev = w->prev;
    }
    uv_close((uv_handle_t *)&w->poll, free_watch);
}

/* Detaches a finished or abandoned transfer, counting the connections it opened. */
static void detach(CURL *easy)
{
    long connects = 0;
    if (curl_easy_getinfo(easy, CURLINFO_NUM_CONNECTS, &connects) == CURLE_OK && connects > 0) {
        state.connects += (unsigned long)connects;
    }
    curl_multi_remove_handle(state.multi, easy);
    state.running--;
}

/* Wakes the coroutine of every finished transfer. */
static void drain(void)
{
    CURLMsg *msg;
    int left;
    while (state.multi && (msg = curl_multi_info_read(state.multi, &left))) {
        if (msg->msg != CURLMSG_DONE) {
            continue;
        }
        CURL *easy = msg->easy_handle;
        CURLcode result = msg->data.result;
        struct wait *w = NULL;
        curl_easy_getinfo(easy, CURLINFO_PRIVATE, (char **)&w);
        detach(easy);
        w->result = result;
        w->done = true;
        vela_coro_resume(w->co, 0);
    }
}

static void on_poll(uv_poll_t *poll, int status, int events)
{
    struct watch *w = poll->data;
    int flags = 0;
    if (status < 0) {
        flags = CURL_CSELECT_ERR;
    } else {
        flags = (events & UV_READABLE ? CURL_CSELECT_IN : 0) |
                (events & UV_WRITABLE ? CURL_CSELECT_OUT : 0);
    }
    int running;
    curl_multi_socket_action(state.multi, w->fd, flags, &running);
    drain();
}

static void on_timer(uv_timer_t *timer)
{
    int running;
    curl_multi_socket_action(state.multi, CURL_SOCKET_TIMEOUT, 0, &running);
    drain();
}

/* CURLMOPT_SOCKETFUNCTION: watch fd for what libcurl asks, or stop watching it. */
static int on_socket(CURL *easy, curl_socket_t fd, int what, void *userp, void *socketp)
{
    struct watch *w = socketp;
    if (what == CURL_POLL_REMOVE) {
        if (w) {
            curl_multi_assign(state.multi, fd, NULL);
            unwatch(w);
        }
        return 0;
    }
    if (!w) {
        w = calloc(1, sizeof(*w));
        if (!w || uv_poll_init_socket(vela_loop_get(), &w->poll, fd) < 0) {
            free(w);
            return -1;
        }
        w->fd = fd;
        w->poll.data = w;
        w->next = state.watches;
        if (w->next) {
            w->next->prev = w;
        }
        state.watches = w;
        curl_multi_assign(state.multi, fd, w);
    }
    int events = (what & CURL_POLL_IN ? UV_READABLE : 0) | (what & CURL_POLL_OUT ? UV_WRITABLE : 0);
    return uv_poll_start(&w->poll, events, on_poll) < 0 ? -1 : 0;
}

/* CURLMOPT_TIMERFUNCTION: (re)arm or stop the one timer. */
static int on_timer_set(CURLM *multi, long timeout_ms, void *userp)
{
    if (state.closing) {
        return 0;
    }
    if (timeout_ms < 0) {
        return uv_timer_stop(&state.timer) < 0 ? -1 : 0;
    }
    return uv_timer_start(&state.timer, on_timer, (uint64_t)timeout_ms, 0) < 0 ? -1 : 0;
}

/* Frees the spare easy handles (none is attached: they hold no connection). */
static void free_spares(void)
{
    while (state.spares > 0) {
        curl_easy_cleanup(state.spare[--state.spares]);
    }
}

/* Loop close hook: the spare handles, the multi handle and every watcher go before the loop does. */
static void teardown(void)
{
    free_spares();
    if (!state.multi) {
        return;
    }
    if (state.pid == vela_loop_pid()) {
        state.closing = true;
        curl_multi_cleanup(state.multi);
        while (state.watches) {
            unwatch(state.watches);
        }
        uv_close((uv_handle_t *)&state.timer, NULL);
    }
    state.multi = NULL;
    state.watches = NULL;
    state.running = 0;
    state.closing = false;
}

static int create(uv_loop_t *loop)
{
    if (!state.hooked) {
        int rc = vela_loop_on_close(teardown);
        if (rc < 0) {
            return rc;
        }
        state.hooked = true;
    }
    CURLM *multi = curl_multi_init();
    if (!multi) {
        return VELA_ENOMEM;
    }
    curl_multi_setopt(multi, CURLMOPT_SOCKETFUNCTION, on_socket);
    curl_multi_setopt(multi, CURLMOPT_TIMERFUNCTION, on_timer_set);
    curl_multi_setopt(multi, CURLMOPT_PIPELINING, (long)CURLPIPE_MULTIPLEX);
    curl_multi_setopt(multi, CURLMOPT_MAXCONNECTS, (long)MAX_CACHED_CONNECTIONS);
    uv_timer_init(loop, &state.timer);
    state.multi = multi;
    state.pid = vela_loop_pid();
    return 0;
}

/* The multi handle of this process on the current loop, created on first use. */
static int ensure(void)
{
    uv_loop_t *loop = vela_loop_get();
    if (!loop) {
        return VELA_ENOMEM;
    }
    if (state.multi && state.pid != vela_loop_pid()) {
        /* Inherited through fork(): the parent's sockets and memory are left alone. */
        state.multi = NULL;
        state.watches = NULL;
        state.running = 0;
    }
    return state.multi ? 0 : create(loop);
}

int vela_http_multi_perform(CURL *easy, CURLcode *result)
{
    int rc = ensure();
    if (rc < 0) {
        return rc;
    }
    struct wait w = {.co = vela_coro_current()};
    curl_easy_setopt(easy, CURLOPT_PRIVATE, (char *)&w);
    if (curl_multi_add_handle(state.multi, easy) != CURLM_OK) {
        return VELA_ENOMEM;
    }
    state.running++;
    rc = vela_coro_suspend();
    if (!w.done) {
        detach(easy);
        return rc < 0 ? rc : VELA_ESTATE;
    }
    if (rc < 0) {
        return rc;
    }
    *result = w.result;
    return 0;
}

CURL *vela_http_multi_easy(void)
{
    return state.spares > 0 ? state.spare[--state.spares] : curl_easy_init();
}

void vela_http_multi_easy_done(CURL *easy, bool reusable)
{
    if (!easy) {
        return;
    }
    if (!reusable || state.spares == MAX_SPARE_EASY) {
        curl_easy_cleanup(easy);
        return;
    }
    curl_easy_reset(easy);
    state.spare[state.spares++] = easy;
}

unsigned vela_http_multi_running(void)
{
    return state.running;
}

unsigned long vela_http_multi_connects(void)
{
    return state.connects;
}
