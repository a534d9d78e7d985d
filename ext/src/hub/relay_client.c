/*
 * A worker's end of the hub relay (relay_client.h has the contract).
 *
 * State is one static struct: a process has one relay connection. A uv_poll
 * handle watches the socket: readable -> read, split frames, hand each to
 * on_frame; writable (only watched while bytes wait) -> write them. The
 * handle is heap-allocated and freed in its close callback; a loop-close
 * hook closes it before the loop walks its handles, so nothing dangles.
 *
 * Invariants: joined == (poll != NULL); out_off <= out_len <= out_cap; the
 * input never holds a whole frame between callbacks. A leave asked while
 * on_frame runs (a publish from a woken coroutine found the master gone)
 * waits until the walk of the input ends, so the input is never freed
 * under it.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "src/hub/relay_client.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include <uv.h>

#include "src/core/error.h"
#include "src/core/loop.h"
#include "src/hub/presence.h"
#include "src/hub/roster.h"

#define READ_CHUNK (64u << 10)
#define ACK 'K'

static struct {
    int fd;
    uv_poll_t *poll;
    bool hooked, writing;
    vela_hub_relay_on_frame on_frame;
    void *arg;
    uint8_t *in, *out;
    size_t in_len, in_cap, out_off, out_len, out_cap;
    uint64_t dropped;
    bool delivering;    /* on_frame runs: the input is being walked */
    bool leave_pending; /* leave() was asked meanwhile (a publish found the master gone) */
    uv_idle_t *idle;    /* sends the pending counts at the loop's next turn */
    vela_hub_presence_t *pending; /* counts to send, count + 1 each (owner 0): the last one wins */
    vela_hub_roster_t *pending_members; /* member words to send, present + 1 (owner 0) */
} relay = {.fd = -1};

bool vela_hub_relay_joined(void)
{
    return relay.poll != NULL;
}

uint64_t vela_hub_relay_dropped(void)
{
    return relay.dropped;
}

static void free_poll(uv_handle_t *handle)
{
    free(handle);
}

void vela_hub_relay_leave(void)
{
    if (relay.poll == NULL) {
        return;
    }
    if (relay.delivering) {
        relay.leave_pending = true; /* deliver_frames() leaves once it stops walking the input */
        return;
    }
    uv_close((uv_handle_t *)relay.poll, free_poll);
    relay.poll = NULL;
    if (relay.idle != NULL) {
        uv_close((uv_handle_t *)relay.idle, free_poll);
        relay.idle = NULL;
    }
    vela_hub_presence_free(relay.pending);
    relay.pending = NULL;
    vela_hub_roster_free(relay.pending_members);
    relay.pending_members = NULL;
    close(relay.fd);
    relay.fd = -1;
    free(relay.in);
    free(relay.out);
    relay.in = relay.out = NULL;
    relay.in_len = relay.in_cap = relay.out_off = relay.out_len = relay.out_cap = 0;
    relay.writing = false;
}

/* Connects to the master's socket and waits for its answer; the connected fd or an error. */
static int connect_master(pid_t master)
{
    struct sockaddr_un addr;
    socklen_t len = vela_hub_relay_address(master, &addr);
    struct ucred cred;
    socklen_t cred_len = sizeof(cred);
    struct pollfd pfd;
    char ack = 0;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0), rc;

    if (fd < 0) {
        return -errno;
    }
    if (connect(fd, (struct sockaddr *)&addr, len) != 0) {
        rc = -errno;
        goto fail;
    }
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cred, &cred_len) != 0 || cred.pid != master ||
        cred.uid != geteuid()) {
        rc = VELA_EAUTH;
        goto fail;
    }
    pfd = (struct pollfd){.fd = fd, .events = POLLIN};
    while ((rc = poll(&pfd, 1, VELA_HUB_RELAY_JOIN_MS)) < 0 && errno == EINTR) {
    }
    if (rc <= 0 || recv(fd, &ack, 1, 0) != 1 || ack != ACK) {
        rc = rc < 0 ? -errno : VELA_ETIMEOUT;
        goto fail;
    }
    return fd;
fail:
    close(fd);
    return rc;
}

static void on_poll(uv_poll_t *handle, int status, int events);

/* Writes what the socket takes; watches for writability while bytes remain. */
static void flush(void)
{
    while (relay.out_len > relay.out_off) {
        ssize_t n =
            send(relay.fd, relay.out + relay.out_off, relay.out_len - relay.out_off, MSG_NOSIGNAL);

        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0) {
            if (errno != EAGAIN) {
                vela_hub_relay_leave(); /* the master is gone */
                return;
            }
            break;
        }
        relay.out_off += (size_t)n;
    }
    bool want = relay.out_len > relay.out_off;
    if (!want) {
        relay.out_off = relay.out_len = 0;
    }
    if (want != relay.writing) {
        relay.writing = want;
        uv_poll_start(relay.poll, UV_READABLE | (want ? UV_WRITABLE : 0), on_poll);
    }
}

/* Hands every whole frame of the input to on_frame; false on a malformed one. */
static bool deliver_frames(void)
{
    vela_hub_relay_frame_t frame;
    size_t at = 0;
    int64_t size = 0;

    relay.delivering = true;
    while (!relay.leave_pending &&
           (size = vela_hub_relay_parse(relay.in + at, relay.in_len - at, &frame)) > 0) {
        relay.on_frame(&frame, relay.arg); /* may publish, and so find the master gone */
        at += (size_t)size;
    }
    relay.delivering = false;
    if (relay.leave_pending) {
        relay.leave_pending = false;
        vela_hub_relay_leave();
        return true; /* read_all() sees it left */
    }
    memmove(relay.in, relay.in + at, relay.in_len - at);
    relay.in_len -= at;
    return size == 0;
}

/* Room for READ_CHUNK more input bytes, or the rest of a large frame. */
static bool input_room(void)
{
    vela_hub_relay_frame_t frame;
    size_t want = relay.in_len + READ_CHUNK;
    uint8_t *grown;

    if (vela_hub_relay_parse(relay.in, relay.in_len, &frame) == 0 && frame.size > want) {
        want = frame.size;
    }
    if (want <= relay.in_cap) {
        return true;
    }
    if ((grown = realloc(relay.in, want)) == NULL) {
        return false;
    }
    relay.in = grown;
    relay.in_cap = want;
    return true;
}

static void read_all(void)
{
    while (relay.poll != NULL) {
        ssize_t n;

        if (!input_room()) {
            vela_hub_relay_leave();
            return;
        }
        n = recv(relay.fd, relay.in + relay.in_len, relay.in_cap - relay.in_len, 0);
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n < 0 && errno == EAGAIN) {
            return;
        }
        if (n <= 0) {
            vela_hub_relay_leave(); /* the master is gone */
            return;
        }
        relay.in_len += (size_t)n;
        if (!deliver_frames()) {
            vela_hub_relay_leave();
            return;
        }
    }
}

static void on_poll(uv_poll_t *handle, int status, int events)
{
    (void)handle;
    if (status < 0) {
        vela_hub_relay_leave();
        return;
    }
    if (events & UV_WRITABLE) {
        flush();
    }
    if (relay.poll != NULL && (events & UV_READABLE)) {
        read_all();
    }
}

int vela_hub_relay_join(pid_t master, vela_hub_relay_on_frame on_frame, void *arg)
{
    uv_loop_t *loop = vela_loop_get();
    int fd;

    if (relay.poll != NULL) {
        return 0;
    }
    if (loop == NULL) {
        return VELA_ENOMEM;
    }
    if (!relay.hooked) {
        int rc = vela_loop_on_close(vela_hub_relay_leave);
        if (rc != 0) {
            return rc;
        }
        relay.hooked = true;
    }
    if ((fd = connect_master(master)) < 0) {
        return fd;
    }
    relay.poll = malloc(sizeof(*relay.poll));
    if (relay.poll == NULL || uv_poll_init(loop, relay.poll, fd) != 0) {
        free(relay.poll);
        relay.poll = NULL;
        close(fd);
        return VELA_ENOMEM;
    }
    relay.idle = malloc(sizeof(*relay.idle));
    if (relay.idle == NULL || uv_idle_init(loop, relay.idle) != 0) {
        free(relay.idle);
        relay.idle = NULL; /* counts are then sent at once */
    }
    relay.fd = fd;
    relay.on_frame = on_frame;
    relay.arg = arg;
    uv_poll_start(relay.poll, UV_READABLE, on_poll);
    uv_unref((uv_handle_t *)relay.poll);
    return 0;
}

/* Appends bytes to the output, which the caller checked has room. */
static bool append(const void *bytes, size_t len)
{
    if (relay.out_len + len > relay.out_cap) {
        size_t cap = relay.out_cap ? relay.out_cap : READ_CHUNK;
        uint8_t *grown;

        while (cap < relay.out_len + len) {
            cap *= 2;
        }
        if ((grown = realloc(relay.out, cap)) == NULL) {
            return false;
        }
        relay.out = grown;
        relay.out_cap = cap;
    }
    memcpy(relay.out + relay.out_len, bytes, len);
    relay.out_len += len;
    return true;
}

/* Queues one frame of the given kind (relay.h) and writes what the socket takes. */
static int send_frame(enum vela_hub_relay_kind kind, const char *prefix, size_t prefix_len,
                      const char *topic, size_t topic_len, const char *data, size_t data_len,
                      bool write_now)
{
    uint8_t header[VELA_HUB_RELAY_HEADER];
    int64_t size = vela_hub_relay_header(header, prefix_len, topic_len, data_len);
    size_t pending = relay.out_len - relay.out_off, mark = relay.out_len;

    if (relay.poll == NULL) {
        return VELA_ECLOSED;
    }
    header[7] = (uint8_t)kind; /* the top byte of the prefix length */
    if (size < 0 || pending + (size_t)size > VELA_HUB_RELAY_WORKER_BUFFER) {
        relay.dropped++;
        return VELA_ELIMIT;
    }
    if (relay.out_off > 0 && relay.out_len + (size_t)size > relay.out_cap) {
        memmove(relay.out, relay.out + relay.out_off, pending);
        relay.out_off = 0;
        relay.out_len = mark = pending;
    }
    if (!append(header, sizeof(header)) || !append(prefix, prefix_len) ||
        !append(topic, topic_len) || !append(data, data_len)) {
        relay.out_len = mark; /* nothing of a frame half appended is sent */
        relay.dropped++;
        return VELA_ENOMEM;
    }
    if (write_now) {
        flush();
    }
    return 0;
}

int vela_hub_relay_send(const char *prefix, size_t prefix_len, const char *topic, size_t topic_len,
                        const char *data, size_t data_len)
{
    return send_frame(VELA_HUB_RELAY_MESSAGE, prefix, prefix_len, topic, topic_len, data, data_len,
                      true);
}

static int send_count(const char *prefix, size_t prefix_len, const char *topic, size_t topic_len,
                      uint32_t count, bool write_now)
{
    char data[4] = {(char)count, (char)(count >> 8), (char)(count >> 16), (char)(count >> 24)};

    return send_frame(VELA_HUB_RELAY_PRESENCE, prefix, prefix_len, topic, topic_len, data, 4,
                      write_now);
}

static void append_pending(const char *prefix, size_t prefix_len, const char *topic,
                           size_t topic_len, uint64_t total, void *arg)
{
    (void)arg;
    send_count(prefix, prefix_len, topic, topic_len, (uint32_t)(total - 1), false);
}

/* Queues one member frame (relay.h): its data is the present byte, then the id. */
static int send_member(const char *prefix, size_t prefix_len, const char *topic, size_t topic_len,
                       const char *id, size_t id_len, bool present, bool write_now)
{
    char small[256], *data = small;
    int rc;

    if (relay.poll == NULL) {
        return VELA_ECLOSED;
    }
    if (id_len + 1 > sizeof(small) && (data = malloc(id_len + 1)) == NULL) {
        relay.dropped++;
        return VELA_ENOMEM;
    }
    data[0] = present ? 1 : 0;
    memcpy(data + 1, id, id_len);
    rc = send_frame(VELA_HUB_RELAY_MEMBER, prefix, prefix_len, topic, topic_len, data, id_len + 1,
                    write_now);
    if (data != small) {
        free(data);
    }
    return rc;
}

static void append_member(const char *prefix, size_t prefix_len, const char *topic,
                          size_t topic_len, const char *id, size_t id_len, uint64_t total,
                          void *arg)
{
    (void)arg;
    send_member(prefix, prefix_len, topic, topic_len, id, id_len, total == 2, false);
}

/* The loop's turn after counts or members changed: one frame per topic (or id), one write. */
static void on_idle(uv_idle_t *handle)
{
    uv_idle_stop(handle);
    if (relay.pending != NULL) {
        vela_hub_presence_each(relay.pending, append_pending, NULL);
        vela_hub_presence_clear(relay.pending);
    }
    if (relay.pending_members != NULL) {
        vela_hub_roster_each(relay.pending_members, append_member, NULL);
        vela_hub_roster_clear(relay.pending_members);
    }
    flush();
}

int vela_hub_relay_send_member(const char *prefix, size_t prefix_len, const char *topic,
                               size_t topic_len, const char *id, size_t id_len, bool present)
{
    if (relay.poll == NULL) {
        return VELA_ECLOSED;
    }
    if (relay.idle == NULL ||
        (relay.pending_members == NULL && vela_hub_roster_new(&relay.pending_members) != 0) ||
        vela_hub_roster_set(relay.pending_members, 0, prefix, prefix_len, topic, topic_len, id,
                            id_len, present ? 2 : 1, NULL) != 0) {
        return send_member(prefix, prefix_len, topic, topic_len, id, id_len, present, true);
    }
    if (!uv_is_active((uv_handle_t *)relay.idle)) {
        uv_idle_start(relay.idle, on_idle);
    }
    return 0;
}

int vela_hub_relay_send_count(const char *prefix, size_t prefix_len, const char *topic,
                              size_t topic_len, uint32_t count)
{
    if (relay.poll == NULL) {
        return VELA_ECLOSED;
    }
    if (count == UINT32_MAX) {
        count--; /* kept as count + 1 */
    }
    if (relay.idle == NULL ||
        (relay.pending == NULL && vela_hub_presence_new(&relay.pending) != 0) ||
        vela_hub_presence_set(relay.pending, 0, prefix, prefix_len, topic, topic_len, count + 1,
                              NULL) != 0) {
        return send_count(prefix, prefix_len, topic, topic_len, count, true);
    }
    if (!uv_is_active((uv_handle_t *)relay.idle)) {
        uv_idle_start(relay.idle, on_idle); /* the loop does not block before it runs */
    }
    return 0;
}
