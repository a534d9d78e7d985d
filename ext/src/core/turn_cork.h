/*
 * Holding a socket's small writes of one loop turn together.
 *
 * Why. A client that writes each message at once (libpq flushes at every
 * pipeline Sync, one send() per query) puts one TCP segment on the wire per
 * message. When a worker sends many queries in one turn of its loop (128
 * requests in flight, each waking for its own query), each is its own
 * segment: the database's process wakes and reads once per query, and on
 * loopback the sender's kernel also runs the receiver's side of every one.
 *
 * How. The first write of a turn leaves at once (a lone query is never
 * delayed). From the second write in the same turn the socket is corked
 * (TCP_CORK: the kernel queues what send() gives it and sends full
 * segments only), and every socket corked this way is uncorked in the
 * loop's next prepare phase, just before the loop would block in its poll:
 * what the turn's callbacks wrote then leaves together. Nothing is held
 * across a blocking poll, so a corked write waits at most for the rest of
 * the turn's callbacks (the kernel's own 200 ms cork limit is never
 * reached). A turn here is the time between two prepare phases.
 *
 * Ownership: a vela_turn_cork_t lives inside its connection; this module
 * links it while it is corked and keeps one prepare handle on the process's
 * loop (not keeping the loop alive). A forked child starts with nothing
 * corked (its loop is new); vela_loop_close() uncorks and forgets all.
 *
 * Thread-safety: none; PHP thread only.
 */
#ifndef VELA_TURN_CORK_H
#define VELA_TURN_CORK_H

#include <stdbool.h>
#include <stdint.h>

typedef struct vela_turn_cork {
    int fd;
    uint64_t turn; /* the turn of its last write */
    bool corked;
    struct vela_turn_cork *next; /* internal: in the corked list */
} vela_turn_cork_t;

/* Sets k up for socket fd (nothing written yet, not corked). */
void vela_turn_cork_init(vela_turn_cork_t *k, int fd);

/*
 * Call before writing to k's socket. The first write of a turn goes out at
 * once; from the second one the socket is corked until the loop's next
 * prepare phase. When the handle or the socket option cannot be had, it
 * does nothing (writes then leave at once, as without it).
 */
void vela_turn_cork_write(vela_turn_cork_t *k);

/* Uncorks k now if it is corked (its writes leave) and unlinks it. */
void vela_turn_cork_flush(vela_turn_cork_t *k);

/*
 * Before the socket is closed or k's memory released: flushes and unlinks
 * k (an fd number can be reused at once: the module must not touch it).
 */
void vela_turn_cork_forget(vela_turn_cork_t *k);

/* Turns since the process started that ended with sockets to uncork: for tests. */
uint64_t vela_turn_cork_turns(void);

#endif
