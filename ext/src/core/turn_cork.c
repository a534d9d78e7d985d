/*
 * Holding a socket's small writes of one loop turn together (see
 * turn_cork.h for the design).
 *
 * Invariants.
 *  - `corked` lists exactly the corks of this process's loop whose socket
 *    has TCP_CORK set by this module; the prepare handle is started while
 *    the list is not empty or a write happened since the last prepare.
 *  - `turn` advances only in the prepare callback: a cork whose `turn`
 *    equals it has written since the loop last reached its prepare phase.
 *  - A forked child's first write finds the handle on its parent's loop:
 *    it forgets the list (those sockets are the parent's to flush) and
 *    starts afresh on its own loop.
 */
#include "src/core/turn_cork.h"

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stddef.h>
#include <sys/socket.h>
#include <uv.h>

#include "src/core/loop.h"

static uv_prepare_t prepare;
static bool prepare_ready, close_hooked;
static vela_turn_cork_t *corked;
static uint64_t turn = 1, turns_flushed;

static void set_cork(int fd, int on)
{
    (void)setsockopt(fd, IPPROTO_TCP, TCP_CORK, &on, sizeof(on));
}

static void uncork_all(void)
{
    while (corked) {
        vela_turn_cork_t *k = corked;
        corked = k->next;
        k->next = NULL;
        k->corked = false;
        set_cork(k->fd, 0);
    }
}

static void on_prepare(uv_prepare_t *handle)
{
    turn++;
    if (corked) {
        turns_flushed++;
        uncork_all();
    }
    uv_prepare_stop(handle);
}

/* vela_loop_close(): writes leave now; the loop's walk closes the handle. */
static void on_loop_close(void)
{
    uncork_all();
    prepare_ready = false;
}

/* The handle on the process's current loop, started; false when it cannot be had. */
static bool arm(void)
{
    uv_loop_t *loop = vela_loop_get();
    if (!loop) {
        return false;
    }
    if (!prepare_ready || prepare.loop != loop) {
        if (!close_hooked) {
            if (vela_loop_on_close(on_loop_close) != 0) {
                return false;
            }
            close_hooked = true;
        }
        corked = NULL; /* a forked child: the parent's sockets are not ours to touch */
        if (uv_prepare_init(loop, &prepare) != 0) {
            return false;
        }
        uv_unref((uv_handle_t *)&prepare); /* never keeps the loop (or the script) running */
        prepare_ready = true;
    }
    return uv_prepare_start(&prepare, on_prepare) == 0;
}

void vela_turn_cork_init(vela_turn_cork_t *k, int fd)
{
    k->fd = fd;
    k->turn = 0;
    k->corked = false;
    k->next = NULL;
}

void vela_turn_cork_write(vela_turn_cork_t *k)
{
    if (k->turn != turn) {
        if (arm()) {
            k->turn = turn; /* the turn's first write: it leaves at once */
        }
        return;
    }
    if (!k->corked && arm()) {
        set_cork(k->fd, 1);
        k->corked = true;
        k->next = corked;
        corked = k;
    }
}

static bool unlink_cork(vela_turn_cork_t *k)
{
    for (vela_turn_cork_t **at = &corked; *at; at = &(*at)->next) {
        if (*at == k) {
            *at = k->next;
            k->next = NULL;
            return true;
        }
    }
    return false;
}

void vela_turn_cork_flush(vela_turn_cork_t *k)
{
    if (k->corked && unlink_cork(k)) {
        set_cork(k->fd, 0);
    }
    k->corked = false;
}

void vela_turn_cork_forget(vela_turn_cork_t *k)
{
    vela_turn_cork_flush(k);
    k->turn = 0;
}

uint64_t vela_turn_cork_turns(void)
{
    return turns_flushed;
}
