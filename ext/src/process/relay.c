/*
 * The master's hub relay (relay.h has the contract).
 *
 * Layout. Each connected worker is a peer with an input buffer (what it
 * sent that is not a whole frame yet) and an output buffer (frames for it
 * that its socket has not taken yet: bytes [out_off, out_len) of out).
 * A whole frame read from one peer is appended to every other peer's
 * output buffer, or dropped for a peer whose buffer would pass
 * VELA_RELAY_PEER_BUFFER; then every peer with queued bytes is written to
 * until its socket is full. Reading takes at most READ_BUDGET bytes from a
 * peer per call, so one busy publisher cannot starve the master's other
 * work (signals, workers' status).
 *
 * Invariants: a peer's input never holds a whole frame after
 * vela_relay_handle() returns; out_off <= out_len <= out_cap; a peer is
 * freed only at the end of vela_relay_handle() (peers marked gone are
 * skipped before), so entries stay valid while the call walks them.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "src/process/relay.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "src/core/error.h"
#include "src/hub/presence.h"
#include "src/hub/relay.h"
#include "src/hub/roster.h"

#define READ_CHUNK (64u << 10)
#define READ_BUDGET (1u << 20)
#define ACK 'K'

struct peer {
    int fd;
    bool gone;
    uint8_t *in, *out;
    size_t in_len, in_cap;
    size_t out_off, out_len, out_cap;
};

struct vela_relay {
    int listen_fd;
    struct peer *peers;
    size_t count, cap;
    vela_hub_presence_t *presence; /* per (prefix, topic), each worker's count; owner: its fd */
    vela_hub_roster_t
        *members; /* per (prefix, topic), each worker's ids (share 1); owner: its fd */
    vela_relay_stats_t stats;
};

int vela_relay_open(pid_t master, vela_relay_t **out)
{
    struct sockaddr_un addr;
    socklen_t len = vela_hub_relay_address(master, &addr);
    vela_relay_t *relay = calloc(1, sizeof(*relay));
    int rc;

    *out = NULL;
    if (relay == NULL || vela_hub_presence_new(&relay->presence) != 0 ||
        vela_hub_roster_new(&relay->members) != 0) {
        if (relay) {
            vela_hub_presence_free(relay->presence);
        }
        free(relay);
        return VELA_ENOMEM;
    }
    relay->listen_fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (relay->listen_fd < 0 || bind(relay->listen_fd, (struct sockaddr *)&addr, len) < 0 ||
        listen(relay->listen_fd, 128) < 0) {
        rc = -errno;
        if (relay->listen_fd >= 0) {
            close(relay->listen_fd);
        }
        vela_hub_presence_free(relay->presence);
        vela_hub_roster_free(relay->members);
        free(relay);
        return rc;
    }
    *out = relay;
    return 0;
}

static void peer_close(struct peer *p)
{
    close(p->fd);
    free(p->in);
    free(p->out);
}

void vela_relay_free(vela_relay_t *relay)
{
    if (relay == NULL) {
        return;
    }
    for (size_t i = 0; i < relay->count; i++) {
        peer_close(&relay->peers[i]);
    }
    free(relay->peers);
    close(relay->listen_fd);
    vela_hub_presence_free(relay->presence);
    vela_hub_roster_free(relay->members);
    free(relay);
}

size_t vela_relay_poll_fds(const vela_relay_t *relay, struct pollfd *fds, size_t max)
{
    size_t n = 0;

    if (max == 0) {
        return 0;
    }
    fds[n++] = (struct pollfd){.fd = relay->listen_fd, .events = POLLIN};
    for (size_t i = 0; i < relay->count && n < max; i++) {
        const struct peer *p = &relay->peers[i];
        short events = POLLIN | (p->out_len > p->out_off ? POLLOUT : 0);

        fds[n++] = (struct pollfd){.fd = p->fd, .events = events};
    }
    return n;
}

void vela_relay_stats(const vela_relay_t *relay, vela_relay_stats_t *out)
{
    *out = relay->stats;
    out->peers = relay->count;
    out->topics = vela_hub_presence_keys(relay->presence);
    out->members = vela_hub_roster_ids(relay->members);
}

/* ---- accepting ---------------------------------------------------------------- */

static bool peer_add(vela_relay_t *relay, int fd)
{
    if (relay->count == relay->cap) {
        size_t cap = relay->cap ? relay->cap * 2 : 8;
        struct peer *grown = realloc(relay->peers, cap * sizeof(*grown));

        if (grown == NULL) {
            return false;
        }
        relay->peers = grown;
        relay->cap = cap;
    }
    relay->peers[relay->count++] = (struct peer){.fd = fd};
    return true;
}

static void queue_frame(vela_relay_t *relay, struct peer *p, const uint8_t *frame, size_t size);
static void flush(struct peer *p);

/* Queues to p a presence frame: the topic has `count` subscribers in the other workers. */
static void queue_presence(vela_relay_t *relay, struct peer *p, const char *prefix,
                           size_t prefix_len, const char *topic, size_t topic_len, uint64_t count)
{
    uint8_t small[512], *frame = small;
    size_t size = VELA_HUB_RELAY_HEADER + prefix_len + topic_len + 4;

    if (size > sizeof(small) && (frame = malloc(size)) == NULL) {
        relay->stats.dropped++;
        return;
    }
    if (vela_hub_relay_presence(frame, prefix, prefix_len, topic, topic_len,
                                count > UINT32_MAX ? UINT32_MAX : (uint32_t)count) > 0) {
        queue_frame(relay, p, frame, size);
    }
    if (frame != small) {
        free(frame);
    }
}

/* Tells the peer `arg` a key's total: a newcomer has no share of its own yet. */
static void tell_newcomer(const char *prefix, size_t prefix_len, const char *topic,
                          size_t topic_len, uint64_t total, void *arg)
{
    vela_relay_t *relay = ((void **)arg)[0];
    struct peer *p = ((void **)arg)[1];

    queue_presence(relay, p, prefix, prefix_len, topic, topic_len, total);
}

/* Queues to p a member frame: whether some other worker has the id in the topic. */
static void queue_member(vela_relay_t *relay, struct peer *p, const char *prefix, size_t prefix_len,
                         const char *topic, size_t topic_len, const char *id, size_t id_len,
                         bool present)
{
    uint8_t small[512], *frame = small;
    size_t size = VELA_HUB_RELAY_HEADER + prefix_len + topic_len + 1 + id_len;

    if (size > sizeof(small) && (frame = malloc(size)) == NULL) {
        relay->stats.dropped++;
        return;
    }
    if (vela_hub_relay_member(frame, prefix, prefix_len, topic, topic_len, id, id_len, present) >
        0) {
        queue_frame(relay, p, frame, size);
    }
    if (frame != small) {
        free(frame);
    }
}

/* Tells the peer `arg` an id another worker has: a newcomer has none of its own yet. */
static void tell_newcomer_member(const char *prefix, size_t prefix_len, const char *topic,
                                 size_t topic_len, const char *id, size_t id_len, uint64_t total,
                                 void *arg)
{
    (void)total;
    queue_member(((void **)arg)[0], ((void **)arg)[1], prefix, prefix_len, topic, topic_len, id,
                 id_len, true);
}

/* Takes every pending connection from a worker of ours; others are closed and counted. */
static void accept_all(vela_relay_t *relay, bool (*is_worker)(pid_t, void *), void *arg)
{
    struct ucred cred;
    socklen_t len = sizeof(cred);
    const char ack = ACK;
    int fd;

    while ((fd = accept4(relay->listen_fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC)) >= 0) {
        len = sizeof(cred);
        if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) != 0 || cred.uid != geteuid() ||
            !is_worker(cred.pid, arg) || write(fd, &ack, 1) != 1 || !peer_add(relay, fd)) {
            relay->stats.rejected++;
            close(fd);
            continue;
        }
        void *args[2] = {relay, &relay->peers[relay->count - 1]};
        vela_hub_presence_each(relay->presence, tell_newcomer, args);
        vela_hub_roster_each(relay->members, tell_newcomer_member, args);
        flush(&relay->peers[relay->count - 1]);
    }
}

/* ---- fan-out -------------------------------------------------------------------- */

/* Queues a frame to p, or drops it (counted) when p's buffer would pass its cap. */
static void queue_frame(vela_relay_t *relay, struct peer *p, const uint8_t *frame, size_t size)
{
    size_t pending = p->out_len - p->out_off;

    if (pending + size > VELA_RELAY_PEER_BUFFER) {
        relay->stats.dropped++;
        return;
    }
    if (p->out_off > 0 && p->out_len + size > p->out_cap) {
        memmove(p->out, p->out + p->out_off, pending);
        p->out_off = 0;
        p->out_len = pending;
    }
    if (p->out_len + size > p->out_cap) {
        size_t cap = p->out_cap ? p->out_cap : READ_CHUNK;
        uint8_t *grown;

        while (cap < p->out_len + size) {
            cap *= 2;
        }
        if ((grown = realloc(p->out, cap)) == NULL) {
            relay->stats.dropped++;
            return;
        }
        p->out = grown;
        p->out_cap = cap;
    }
    memcpy(p->out + p->out_len, frame, size);
    p->out_len += size;
}

/* Writes what p's socket takes; marks p gone when it cannot be written to. */
static void flush(struct peer *p)
{
    while (!p->gone && p->out_len > p->out_off) {
        ssize_t n = send(p->fd, p->out + p->out_off, p->out_len - p->out_off, MSG_NOSIGNAL);

        if (n < 0) {
            p->gone = errno != EAGAIN && errno != EINTR;
            if (errno != EINTR) {
                break;
            }
            continue;
        }
        p->out_off += (size_t)n;
    }
    if (p->out_off == p->out_len) {
        p->out_off = p->out_len = 0;
    }
}

/* Tells every live peer but `skip` how many subscribers the key has in the other workers. */
static void tell_others(vela_relay_t *relay, const struct peer *skip, const char *prefix,
                        size_t prefix_len, const char *topic, size_t topic_len)
{
    for (size_t i = 0; i < relay->count; i++) {
        struct peer *to = &relay->peers[i];

        if (to != skip && !to->gone) {
            queue_presence(relay, to, prefix, prefix_len, topic, topic_len,
                           vela_hub_presence_count(relay->presence, to->fd, prefix, prefix_len,
                                                   topic, topic_len));
        }
    }
}

/*
 * A worker's count of a topic: its share in the table, and every other
 * worker learns its new "others" count (the sender's own did not change).
 * A share that did not change costs nothing more.
 */
static void count_presence(vela_relay_t *relay, struct peer *from,
                           const vela_hub_relay_frame_t *frame)
{
    uint32_t previous;

    if (vela_hub_presence_set(relay->presence, from->fd, frame->prefix, frame->prefix_len,
                              frame->topic, frame->topic_len, vela_hub_relay_count(frame),
                              &previous) != 0) {
        relay->stats.dropped++;
        return;
    }
    if (previous != vela_hub_relay_count(frame)) {
        tell_others(relay, from, frame->prefix, frame->prefix_len, frame->topic, frame->topic_len);
    }
}

/*
 * A worker's word about an id in a topic: its share in the roster (1 or
 * 0), and each other worker for which "some other worker has it" turned
 * (from no to yes, or back) is told. So a second tab of an id already
 * present elsewhere costs the master a table update and nothing more.
 */
static void member_presence(vela_relay_t *relay, struct peer *from,
                            const vela_hub_relay_frame_t *frame)
{
    size_t id_len;
    const char *id = vela_hub_relay_member_id(frame, &id_len);
    bool present = vela_hub_relay_member_present(frame);
    uint64_t before = vela_hub_roster_total(relay->members, -1, frame->prefix, frame->prefix_len,
                                            frame->topic, frame->topic_len, id, id_len),
             after;
    uint32_t previous;

    if (vela_hub_roster_set(relay->members, from->fd, frame->prefix, frame->prefix_len,
                            frame->topic, frame->topic_len, id, id_len, present ? 1 : 0,
                            &previous) != 0) {
        relay->stats.dropped++;
        return;
    }
    if ((previous > 0) == present) {
        return;
    }
    after = before - previous + (present ? 1 : 0);
    for (size_t i = 0; i < relay->count; i++) {
        struct peer *to = &relay->peers[i];
        uint32_t own;

        if (to == from || to->gone) {
            continue;
        }
        own = vela_hub_roster_share(relay->members, to->fd, frame->prefix, frame->prefix_len,
                                    frame->topic, frame->topic_len, id, id_len);
        if ((before - own > 0) != (after - own > 0)) {
            queue_member(relay, to, frame->prefix, frame->prefix_len, frame->topic,
                         frame->topic_len, id, id_len, after - own > 0);
        }
    }
}

/* A gone worker's id left a topic: the workers left without it elsewhere are told. */
static void tell_member_left(const char *prefix, size_t prefix_len, const char *topic,
                             size_t topic_len, const char *id, size_t id_len, uint64_t total,
                             void *arg)
{
    vela_relay_t *relay = arg;

    for (size_t i = 0; i < relay->count; i++) {
        struct peer *to = &relay->peers[i];

        if (!to->gone && total == vela_hub_roster_share(relay->members, to->fd, prefix, prefix_len,
                                                        topic, topic_len, id, id_len)) {
            queue_member(relay, to, prefix, prefix_len, topic, topic_len, id, id_len, false);
        }
    }
}

/* A gone worker's share left a key: the workers that remain learn their new count. */
static void tell_left(const char *prefix, size_t prefix_len, const char *topic, size_t topic_len,
                      uint64_t total, void *arg)
{
    (void)total;
    tell_others(arg, NULL, prefix, prefix_len, topic, topic_len);
}

/* Hands every whole frame in `from`'s input to the other peers; false on a malformed one. */
static bool forward_frames(vela_relay_t *relay, struct peer *from)
{
    vela_hub_relay_frame_t frame;
    size_t at = 0;
    int64_t size;

    while ((size = vela_hub_relay_parse(from->in + at, from->in_len - at, &frame)) > 0) {
        relay->stats.frames++;
        if (frame.kind == VELA_HUB_RELAY_PRESENCE) {
            count_presence(relay, from, &frame);
            at += (size_t)size;
            continue;
        }
        if (frame.kind == VELA_HUB_RELAY_MEMBER) {
            member_presence(relay, from, &frame);
            at += (size_t)size;
            continue;
        }
        for (size_t i = 0; i < relay->count; i++) {
            struct peer *to = &relay->peers[i];

            if (to != from && !to->gone) {
                queue_frame(relay, to, from->in + at, (size_t)size);
            }
        }
        at += (size_t)size;
    }
    memmove(from->in, from->in + at, from->in_len - at);
    from->in_len -= at;
    return size == 0;
}

/* Makes room for READ_CHUNK more bytes (or the rest of a large frame) in p's input. */
static bool input_room(struct peer *p)
{
    vela_hub_relay_frame_t frame;
    size_t want = p->in_len + READ_CHUNK;
    uint8_t *grown;

    if (vela_hub_relay_parse(p->in, p->in_len, &frame) == 0 && frame.size > want) {
        want = frame.size;
    }
    if (want <= p->in_cap) {
        return true;
    }
    if ((grown = realloc(p->in, want)) == NULL) {
        return false;
    }
    p->in = grown;
    p->in_cap = want;
    return true;
}

/* Reads what p sent (up to READ_BUDGET) and forwards its frames; marks p gone at its end. */
static void read_peer(vela_relay_t *relay, struct peer *p)
{
    size_t budget = READ_BUDGET;

    while (!p->gone && budget > 0) {
        ssize_t n;

        if (!input_room(p)) {
            p->gone = true;
            break;
        }
        n = recv(p->fd, p->in + p->in_len, p->in_cap - p->in_len, 0);
        if (n < 0 && (errno == EAGAIN || errno == EINTR)) {
            break;
        }
        if (n <= 0) {
            p->gone = true;
            break;
        }
        p->in_len += (size_t)n;
        budget = (size_t)n >= budget ? 0 : budget - (size_t)n;
        if (!forward_frames(relay, p)) {
            relay->stats.malformed++;
            p->gone = true;
        }
    }
}

static struct peer *find_peer(vela_relay_t *relay, int fd)
{
    for (size_t i = 0; i < relay->count; i++) {
        if (relay->peers[i].fd == fd) {
            return &relay->peers[i];
        }
    }
    return NULL;
}

/*
 * Frees the peers marked gone, keeping the others in order; a gone peer's
 * presence shares leave first (the others are told), so a worker that
 * exits or is killed leaves nothing counted behind.
 */
static void sweep(vela_relay_t *relay)
{
    size_t kept = 0;

    for (size_t i = 0; i < relay->count; i++) {
        if (relay->peers[i].gone) {
            vela_hub_presence_drop(relay->presence, relay->peers[i].fd, tell_left, relay);
            vela_hub_roster_drop(relay->members, relay->peers[i].fd, tell_member_left, relay);
        }
    }
    for (size_t i = 0; i < relay->count; i++) {
        if (relay->peers[i].gone) {
            peer_close(&relay->peers[i]);
        } else {
            relay->peers[kept++] = relay->peers[i];
        }
    }
    relay->count = kept;
}

void vela_relay_handle(vela_relay_t *relay, const struct pollfd *fds, size_t n,
                       bool (*is_worker)(pid_t pid, void *arg), void *arg)
{
    for (size_t i = 1; i < n; i++) {
        struct peer *p = find_peer(relay, fds[i].fd);

        if (p != NULL && (fds[i].revents & (POLLIN | POLLHUP | POLLERR))) {
            read_peer(relay, p);
        }
    }
    for (size_t i = 0; i < relay->count; i++) {
        flush(&relay->peers[i]);
    }
    sweep(relay);
    if (n > 0 && (fds[0].revents & POLLIN)) {
        accept_all(relay, is_worker, arg); /* after the frames polled before it connected */
    }
}
