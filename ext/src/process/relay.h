/*
 * The master's end of the hub relay: broadcast across the workers of an
 * instance without Redis (docs/hub.md, "Across workers").
 *
 * Design. The master listens on a unix stream socket in the abstract
 * namespace (vela_hub_relay_address()); a worker whose Vela\Hub has no
 * Redis connects when it first subscribes or publishes, and stays
 * connected until it exits. The master takes a connection only from a
 * live worker of its own (SO_PEERCRED against is_worker()) and answers it
 * one byte, so the worker knows it is in the fan-out before its
 * subscribe() returns. Every frame (src/hub/relay.h) a worker sends is
 * copied to every other connected worker, in the order it came: so each
 * worker gets each message once, the publisher none (it delivered to its
 * own subscribers itself), and the messages of one publisher keep their
 * order. A worker that exits (a crash, a reload's old generation, a
 * retirement) closes its end and leaves; a new one joins when its app
 * first uses a hub.
 *
 * Presence. A worker also sends, for each topic whose subscriber count in
 * its hubs changed, its new count (a presence frame, src/hub/relay.h); the
 * master keeps one count per worker and topic (src/hub/presence.h: a
 * table of topics, nothing per connection) and sends every other worker
 * its new count of the topic's subscribers in the other workers. A worker
 * that joins gets every topic's count; one that leaves (exits, is killed,
 * is retired by a reload) takes its shares along and the rest are told.
 * So a worker's hub answers presence() for the instance from its own
 * count plus a cached one, without a round trip.
 *
 * Members. Likewise for ids (Hub::members()): a worker says when a topic
 * gets its first connection with an id and loses its last (a member
 * frame); the master keeps per topic each worker's ids (src/hub/roster.h)
 * and tells each other worker when "some other worker has the id" turns
 * (on or off), which it caches. A worker that joins gets every id; one
 * that leaves takes its ids along.
 *
 * Bounded. The master holds at most VELA_RELAY_PEER_BUFFER bytes not yet
 * written to a worker; a frame that would pass that is dropped for that
 * worker alone (counted: vela_relay_stats(), vela_hub_relay_dropped_total
 * in /metrics) and the others get it. A slow worker therefore costs the
 * master at most that much, and never slows the publisher or the rest.
 *
 * The master runs no libuv loop: vela_relay_poll_fds() adds the relay's
 * descriptors to the master's poll(2) set and vela_relay_handle() serves
 * what poll reported. Ownership: vela_relay_open() / vela_relay_free()
 * (NULL-safe; closes every connection). Master's thread only.
 */
#ifndef VELA_RELAY_H
#define VELA_RELAY_H

#include <poll.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Bytes queued to one worker at most (two of the largest frames). */
#define VELA_RELAY_PEER_BUFFER (32u << 20)

typedef struct vela_relay vela_relay_t;

typedef struct vela_relay_stats {
    uint64_t frames;    /* frames received from workers */
    uint64_t dropped;   /* frame copies dropped for a worker whose buffer was full */
    uint64_t rejected;  /* connections refused: not a worker of this master */
    uint64_t malformed; /* connections closed for a frame that cannot be (a bug) */
    size_t peers;       /* workers connected now */
    size_t topics;      /* (prefix, topic) pairs with subscribers in some worker (presence) */
    size_t members;     /* (topic, id) pairs some worker has (members(): roster.h) */
} vela_relay_stats_t;

/*
 * Listens on the relay address of process `master` (this process). Returns
 * 0, VELA_ENOMEM or -errno from socket/bind/listen (-EADDRINUSE: another
 * process holds the name). Master's thread.
 */
int vela_relay_open(pid_t master, vela_relay_t **out);

/* Closes the listening socket and every connection, and frees the relay. NULL-safe. */
void vela_relay_free(vela_relay_t *relay);

/*
 * Writes the relay's pollfd entries (the listening socket first, then one
 * per worker, POLLOUT while it has bytes queued) into fds, at most max of
 * them; returns how many. Pass the same entries, with their revents, to
 * vela_relay_handle().
 */
size_t vela_relay_poll_fds(const vela_relay_t *relay, struct pollfd *fds, size_t max);

/*
 * Serves what poll reported on the entries vela_relay_poll_fds() wrote:
 * accepts new workers (is_worker(pid, arg) says whether the connecting
 * process is one), reads frames and queues them to the other workers,
 * writes what the sockets take, drops workers that closed. Never blocks.
 */
void vela_relay_handle(vela_relay_t *relay, const struct pollfd *fds, size_t n,
                       bool (*is_worker)(pid_t pid, void *arg), void *arg);

/* The relay's counters since it opened. */
void vela_relay_stats(const vela_relay_t *relay, vela_relay_stats_t *out);

#endif
