/*
 * The worker's one libcurl multi handle, driven by the libuv loop.
 *
 * Design. Every transfer of every Vela\Http\Client in a process goes
 * through one CURLM, so connections (and HTTP/2 streams) are cached and
 * reused across clients and requests. libcurl tells us which sockets to
 * watch (CURLMOPT_SOCKETFUNCTION: one uv_poll_t per socket) and when to
 * call it back (CURLMOPT_TIMERFUNCTION: one uv_timer_t); the loop calls
 * curl_multi_socket_action() when either fires. A finished transfer wakes
 * the coroutine that started it with vela_coro_resume(), so a transfer
 * suspends only its own coroutine; in the main context the wait runs the
 * loop, as every Vela wait does. DNS runs on libcurl's threaded resolver,
 * so nothing here blocks the loop.
 *
 * Lifetime. The multi handle is created on first use and torn down when the
 * loop closes (vela_loop_on_close(), at request shutdown): transfers still
 * attached are removed, the socket watchers closed. A forked child never
 * touches its parent's handle (its sockets are the parent's): it starts
 * its own, and abandons the inherited one without cleaning it up.
 *
 * Thread-safety: none; everything belongs to the PHP thread.
 */
#ifndef VELA_HTTP_CLIENT_MULTI_H
#define VELA_HTTP_CLIENT_MULTI_H

#include <curl/curl.h>
#include <stdbool.h>

/*
 * Runs `easy` to completion on the worker's multi handle, suspending the
 * calling coroutine (or, in the main context, running the loop) until it is
 * done. The transfer's own options (CURLOPT_TIMEOUT_MS, ...) bound the wait;
 * there is no other timer. Stores libcurl's result in *result (CURLE_OK or
 * an error) when the transfer ran to its end.
 *
 * Returns 0 when the transfer ended (look at *result); VELA_ENOMEM when the
 * loop or the multi handle cannot be created; VELA_ECANCELED, VELA_EBLOCKED,
 * VELA_ESTATE, VELA_EDEADLOCK as vela_coro_suspend() (the transfer is then
 * removed from the multi handle unfinished). The caller keeps ownership of
 * `easy`, which is detached from the multi handle when this returns.
 * Coroutine or main context.
 */
int vela_http_multi_perform(CURL *easy, CURLcode *result);

/*
 * An easy handle with every option at its default: a spare one (reset with
 * curl_easy_reset()) when there is one, else a new one. Reusing handles
 * spares the allocation and set-up of libcurl's per-handle state (about a
 * tenth of the client's CPU per request, measured with callgrind). Returns
 * NULL when out of memory. The caller owns the handle until it passes it to
 * vela_http_multi_easy_done(). Any context.
 */
CURL *vela_http_multi_easy(void);

/*
 * Takes back a handle from vela_http_multi_easy() (NULL-safe), detached from
 * the multi handle: kept as a spare (at most a few dozen, freed when the
 * loop closes) when `reusable`, else cleaned up. A handle that was given a
 * share (CURLOPT_SHARE: a cookie jar) is not reusable: curl_easy_reset()
 * keeps the share, which the next user must not see. Any context.
 */
void vela_http_multi_easy_done(CURL *easy, bool reusable);

/* Transfers attached to the multi handle now (for metrics and tests). Any context. */
unsigned vela_http_multi_running(void);

/* Connections libcurl opened so far in this process (CURLINFO_NUM_CONNECTS summed). */
unsigned long vela_http_multi_connects(void);

#endif
