/*
 * The relay's wire format: how a hub message travels between a worker and
 * its master when no Redis carries it (relay_client.h is the worker's end,
 * src/process/relay.h the master's). Plain C, no I/O.
 *
 * A frame is a 12-byte header and a body, every number little-endian:
 *
 *     u32 body length   (8 + prefix + topic + data bytes, at most VELA_HUB_RELAY_BODY_MAX)
 *     u32 kind << 24 | prefix length (the hub's prefix: hubs with the same one
 *                        form a broadcast domain; a prefix is shorter than 2^24)
 *     u32 topic length
 *     prefix, topic, data
 *
 * Kinds. VELA_HUB_RELAY_MESSAGE: a published message (data: its bytes),
 * which the master forwards as it is. VELA_HUB_RELAY_PRESENCE: a count,
 * data exactly 4 bytes (u32): from a worker, how many subscribers the
 * topic has in that worker's hubs with the prefix now; from the master,
 * how many it has in every other worker (presence.h has the table).
 * VELA_HUB_RELAY_MEMBER: an id in the topic (roster.h), data one byte
 * (1: present, 0: gone) then the id's bytes: from a worker, whether it has
 * a connection joined with that id now (sent when its first joins and its
 * last leaves); from the master, whether some other worker has.
 * Any other kind, a presence frame whose data is not 4 bytes or a member
 * frame whose first data byte is not 0 or 1 (or is missing), is
 * malformed. The master needs the first two numbers to route a frame; a
 * worker splits the rest. Frames come one after another on a stream socket, so a
 * reader may hold part of one: vela_hub_relay_parse() says how much more it
 * needs and never reads past what it was given.
 */
#ifndef VELA_HUB_RELAY_H
#define VELA_HUB_RELAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/un.h>

#define VELA_HUB_RELAY_HEADER 12
/* The largest body: a message of up to 16 MiB minus its prefix and topic. */
#define VELA_HUB_RELAY_BODY_MAX (16u << 20)

enum vela_hub_relay_kind {
    VELA_HUB_RELAY_MESSAGE = 0,
    VELA_HUB_RELAY_PRESENCE = 1,
    VELA_HUB_RELAY_MEMBER = 2,
};

/* One frame's parts, pointing into the bytes parsed. */
typedef struct vela_hub_relay_frame {
    enum vela_hub_relay_kind kind;
    const char *prefix, *topic, *data;
    size_t prefix_len, topic_len, data_len;
    size_t size; /* header and body: the bytes this frame takes */
} vela_hub_relay_frame_t;

/*
 * Writes the header of a message frame carrying prefix, topic and data (of
 * the given lengths) into header; the caller sends the header, then the
 * three parts. Returns the whole frame's size, or VELA_ELIMIT when the
 * body would pass VELA_HUB_RELAY_BODY_MAX (nothing written).
 */
int64_t vela_hub_relay_header(uint8_t header[VELA_HUB_RELAY_HEADER], size_t prefix_len,
                              size_t topic_len, size_t data_len);

/*
 * Writes a whole presence frame (header, prefix, topic, count) into frame,
 * which has room for VELA_HUB_RELAY_HEADER + prefix_len + topic_len + 4
 * bytes. Returns its size, or VELA_ELIMIT (nothing written).
 */
int64_t vela_hub_relay_presence(uint8_t *frame, const char *prefix, size_t prefix_len,
                                const char *topic, size_t topic_len, uint32_t count);

/* The count a presence frame carries. */
uint32_t vela_hub_relay_count(const vela_hub_relay_frame_t *frame);

/*
 * Writes a whole member frame (header, prefix, topic, present, id) into
 * frame, which has room for VELA_HUB_RELAY_HEADER + prefix_len + topic_len
 * + 1 + id_len bytes. Returns its size, or VELA_ELIMIT (nothing written).
 */
int64_t vela_hub_relay_member(uint8_t *frame, const char *prefix, size_t prefix_len,
                              const char *topic, size_t topic_len, const char *id, size_t id_len,
                              bool present);

/* A member frame's parts: whether the id is present, and the id (pointing into the frame). */
bool vela_hub_relay_member_present(const vela_hub_relay_frame_t *frame);
const char *vela_hub_relay_member_id(const vela_hub_relay_frame_t *frame, size_t *id_len);

/*
 * Reads the frame at the start of bytes (len of them) into *out. Returns
 * its size (> 0) when it is whole; 0 when more bytes are needed (then
 * out->size, when at least the header is there, says how many the frame
 * takes, else 0); VELA_EPROTOCOL when the header is impossible (a body
 * shorter than its lengths or past VELA_HUB_RELAY_BODY_MAX, an unknown
 * kind, a presence frame whose data is not 4 bytes, a member frame
 * whose data does not start with 0 or 1): the stream
 * cannot be trusted further.
 */
int64_t vela_hub_relay_parse(const uint8_t *bytes, size_t len, vela_hub_relay_frame_t *out);

/*
 * The address the master of process id `master` listens on for its
 * workers: "vela-hub-<pid>" in the abstract namespace (nothing on disk to
 * clean up after a crash). Both ends check who is at the other end
 * (SO_PEERCRED): the master takes only its own workers, a worker only its
 * parent. Writes *addr and returns its length.
 */
socklen_t vela_hub_relay_address(pid_t master, struct sockaddr_un *addr);

#endif
