/*
 * hiredis's async API on our libuv loop: Vela's own adapter, because the one
 * Debian ships (hiredis/adapters/libuv.h) returns early when uv_poll reports
 * a status error, so a refused connection never reaches hiredis and nobody
 * is told (tests/ext/redis/connect_errors.phpt is that refusal).
 *
 * Design. One uv_poll_t per redisAsyncContext, started for the events
 * hiredis asks for. A poll error is handed to hiredis as the event it waits
 * for (write while connecting, else read), so hiredis itself reads SO_ERROR
 * or the failed read and fails every pending callback. Timeouts are not
 * here: whoever waits for a reply waits with vela_coro_suspend_for(), whose
 * uv_timer bounds it.
 *
 * The poll handle does not keep the loop alive by itself (an idle pooled
 * connection must not stop a script from ending): the owner marks the
 * adapter busy while someone waits for a reply on it.
 *
 * When hiredis tears the context down it calls our cleanup hook after its
 * last reply callback: the adapter then closes its handle (freed in the
 * close callback) and calls on_gone(gone_arg) once, so the owner knows that
 * no callback can reach it any more.
 *
 * Context: main context (loop callbacks) and coroutines; PHP thread only.
 */
#ifndef VELA_REDIS_ADAPTER_H
#define VELA_REDIS_ADAPTER_H

#include <stdbool.h>

#include <hiredis/async.h>
#include <uv.h>

/*
 * Attaches ac to loop. on_gone(gone_arg) runs once, from hiredis's cleanup,
 * when the context is being freed. Returns 0, VELA_ENOMEM, or a uv error
 * (the context is then not attached: free it with redisAsyncFree()).
 */
int vela_redis_adapter_attach(redisAsyncContext *ac, uv_loop_t *loop, void (*on_gone)(void *arg),
                              void *gone_arg);

/* Makes the adapter of ac keep the loop alive (busy) or not. No-op when detached. */
void vela_redis_adapter_set_busy(redisAsyncContext *ac, bool busy);

#endif
