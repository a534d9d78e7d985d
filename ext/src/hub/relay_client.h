/*
 * A worker's end of the hub relay: the one connection through which this
 * worker's hubs without Redis send their messages to the master, which
 * copies them to every other worker of the instance, and receive theirs
 * (src/process/relay.h has the master's end and the guarantees).
 *
 * One per process, joined on first use (a hub's first subscribe() or
 * publish() in a worker) and kept until the process's loop closes or the
 * master goes away. Joining blocks briefly: connect to the master's
 * abstract socket, check that the listener is the master (SO_PEERCRED),
 * wait for its one-byte answer (at most VELA_HUB_RELAY_JOIN_MS): from
 * then on every frame another worker sends reaches this one. The
 * connection's poll handle is unreferenced: it never keeps the loop alive.
 *
 * Bounded. Bytes not yet taken by the socket wait in a buffer of at most
 * VELA_HUB_RELAY_WORKER_BUFFER; a message that would pass it is dropped
 * (vela_hub_relay_dropped()), never queued without bound.
 *
 * Everything runs on the worker's loop thread.
 */
#ifndef VELA_HUB_RELAY_CLIENT_H
#define VELA_HUB_RELAY_CLIENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "src/hub/relay.h"

#define VELA_HUB_RELAY_JOIN_MS 2000
#define VELA_HUB_RELAY_WORKER_BUFFER (32u << 20)

/*
 * Called from the loop for each frame the master sends: a message another
 * worker published, (frame->kind VELA_HUB_RELAY_PRESENCE) how many
 * subscribers a topic has in the other workers, or (VELA_HUB_RELAY_MEMBER)
 * whether an id is in a topic in some other worker; the frame's bytes live
 * until it returns.
 */
typedef void (*vela_hub_relay_on_frame)(const vela_hub_relay_frame_t *frame, void *arg);

/*
 * Joins the relay of master `master` (the worker's parent), unless joined
 * already; on_frame(frame, arg) receives what other workers send. Returns
 * 0, or -errno (-ECONNREFUSED: the master has no relay), VELA_EAUTH (the
 * listener is not `master`), VELA_ETIMEOUT (no answer), VELA_ENOMEM.
 */
int vela_hub_relay_join(pid_t master, vela_hub_relay_on_frame on_frame, void *arg);

/* True while this process is in the relay. */
bool vela_hub_relay_joined(void);

/*
 * Sends one message to the other workers. Returns 0 (queued; written as
 * the socket takes it), VELA_ECLOSED (not joined), VELA_ELIMIT (larger
 * than a frame may be, or the buffer is full: dropped and counted).
 */
int vela_hub_relay_send(const char *prefix, size_t prefix_len, const char *topic, size_t topic_len,
                        const char *data, size_t data_len);

/*
 * Tells the master how many subscribers the topic has in this worker's
 * hubs with the prefix now (a presence frame), at the loop's next turn:
 * the counts of one turn are coalesced (the last per topic wins) and
 * written at once. Returns 0 or VELA_ECLOSED (not joined); a count lost
 * to a full buffer is mended by the next one.
 */
int vela_hub_relay_send_count(const char *prefix, size_t prefix_len, const char *topic,
                              size_t topic_len, uint32_t count);

/*
 * Tells the master whether this worker has a connection joined to the
 * topic with the id (a member frame: present when its first joined, not
 * when its last left), at the loop's next turn with the counts: the last
 * word per (topic, id) of one turn wins. Returns 0 or VELA_ECLOSED (not
 * joined); a frame that cannot be queued (a full buffer) is dropped and
 * counted.
 */
int vela_hub_relay_send_member(const char *prefix, size_t prefix_len, const char *topic,
                               size_t topic_len, const char *id, size_t id_len, bool present);

/* Messages this process dropped because its buffer to the master was full. */
uint64_t vela_hub_relay_dropped(void);

/* Leaves the relay (closes the connection; queued bytes are lost). Safe when not joined. */
void vela_hub_relay_leave(void);

#endif
