/*
 * The hiredis-on-libuv adapter (see adapter.h). Invariant: `events` is what
 * hiredis asked for; the poll runs exactly while it is non-zero; after the
 * cleanup hook `context` is NULL and the handle is closing.
 */
#include "src/redis/adapter.h"

#include <stdlib.h>

#include "src/core/error.h"

typedef struct adapter {
    uv_poll_t poll;
    redisAsyncContext *context; /* NULL once hiredis cleaned up */
    int events;
    bool busy;
    void (*on_gone)(void *arg);
    void *gone_arg;
} adapter_t;

static void on_poll(uv_poll_t *handle, int status, int events)
{
    adapter_t *a = handle->data;
    if (!a->context) {
        return;
    }
    if (status < 0) {
        /* Hand the failure to hiredis as the event it waits for. */
        events = (a->context->c.flags & REDIS_CONNECTED) ? UV_READABLE : UV_WRITABLE;
    }
    if (a->context && (events & UV_READABLE)) {
        redisAsyncHandleRead(a->context);
    }
    if (a->context && (events & UV_WRITABLE)) {
        redisAsyncHandleWrite(a->context);
    }
}

static void update(adapter_t *a)
{
    if (uv_is_closing((uv_handle_t *)&a->poll)) {
        return; /* the loop is shutting down */
    }
    if (a->events) {
        uv_poll_start(&a->poll, a->events, on_poll);
    } else {
        uv_poll_stop(&a->poll);
    }
}

static void add_read(void *privdata)
{
    adapter_t *a = privdata;
    a->events |= UV_READABLE;
    update(a);
}

static void del_read(void *privdata)
{
    adapter_t *a = privdata;
    a->events &= ~UV_READABLE;
    update(a);
}

static void add_write(void *privdata)
{
    adapter_t *a = privdata;
    a->events |= UV_WRITABLE;
    update(a);
}

static void del_write(void *privdata)
{
    adapter_t *a = privdata;
    a->events &= ~UV_WRITABLE;
    update(a);
}

static void on_closed(uv_handle_t *handle)
{
    free(handle->data);
}

static void cleanup(void *privdata)
{
    adapter_t *a = privdata;
    void (*on_gone)(void *arg) = a->on_gone;
    void *gone_arg = a->gone_arg;
    a->context = NULL;
    if (uv_is_closing((uv_handle_t *)&a->poll)) {
        free(a); /* the loop's shutdown walk closed it already, without a callback */
    } else {
        uv_close((uv_handle_t *)&a->poll, on_closed);
    }
    if (on_gone) {
        on_gone(gone_arg);
    }
}

int vela_redis_adapter_attach(redisAsyncContext *ac, uv_loop_t *loop, void (*on_gone)(void *arg),
                              void *gone_arg)
{
    adapter_t *a = calloc(1, sizeof(*a));
    if (!a) {
        return VELA_ENOMEM;
    }
    int rc = uv_poll_init(loop, &a->poll, ac->c.fd);
    if (rc != 0) {
        free(a);
        return rc;
    }
    uv_unref((uv_handle_t *)&a->poll);
    a->poll.data = a;
    a->context = ac;
    a->on_gone = on_gone;
    a->gone_arg = gone_arg;
    ac->ev.data = a;
    ac->ev.addRead = add_read;
    ac->ev.delRead = del_read;
    ac->ev.addWrite = add_write;
    ac->ev.delWrite = del_write;
    ac->ev.cleanup = cleanup;
    return 0;
}

void vela_redis_adapter_set_busy(redisAsyncContext *ac, bool busy)
{
    adapter_t *a = ac ? ac->ev.data : NULL;
    if (!a || a->busy == busy) {
        return;
    }
    a->busy = busy;
    if (uv_is_closing((uv_handle_t *)&a->poll)) {
        return;
    }
    if (busy) {
        uv_ref((uv_handle_t *)&a->poll);
    } else {
        uv_unref((uv_handle_t *)&a->poll);
    }
}
