/*
 * Unit tests for the hub relay: the frame format (ext/src/hub/relay.c:
 * round trip, frames split anywhere, impossible headers refused) and the
 * master's fan-out (ext/src/process/relay.c) on real unix sockets in this
 * process: every other peer gets each frame once, in order, the sender
 * none; a process that is not a worker is refused; a peer that leaves is
 * dropped; a peer that does not read gets at most VELA_RELAY_PEER_BUFFER
 * queued and the rest is dropped and counted.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "src/core/error.h"
#include "src/hub/relay.h"
#include "src/process/relay.h"
#include "unit.h"

/* A whole frame for prefix/topic/data in buf; its size. */
static size_t frame(uint8_t *buf, const char *prefix, const char *topic, const char *data)
{
    size_t p = strlen(prefix), t = strlen(topic), d = strlen(data);
    int64_t size = vela_hub_relay_header(buf, p, t, d);

    memcpy(buf + VELA_HUB_RELAY_HEADER, prefix, p);
    memcpy(buf + VELA_HUB_RELAY_HEADER + p, topic, t);
    memcpy(buf + VELA_HUB_RELAY_HEADER + p + t, data, d);
    return (size_t)size;
}

static void round_trip(void)
{
    uint8_t buf[256];
    vela_hub_relay_frame_t f;
    size_t size = frame(buf, "vela:hub:", "room:7", "hello");

    EXPECT_INT(size, 12 + 9 + 6 + 5);
    EXPECT_INT(vela_hub_relay_parse(buf, size, &f), size);
    EXPECT_MEM(f.prefix, f.prefix_len, "vela:hub:");
    EXPECT_MEM(f.topic, f.topic_len, "room:7");
    EXPECT_MEM(f.data, f.data_len, "hello");
    for (size_t cut = 0; cut < size; cut++) {
        EXPECT_INT(vela_hub_relay_parse(buf, cut, &f), 0);
        EXPECT_INT(f.size, cut < VELA_HUB_RELAY_HEADER ? 0 : size);
    }
    size = frame(buf, "", "", "");
    EXPECT_INT(vela_hub_relay_parse(buf, size, &f), 12);
    EXPECT_INT(f.data_len, 0);
}

static void refusals(void)
{
    uint8_t buf[64];
    vela_hub_relay_frame_t f;

    EXPECT_INT(vela_hub_relay_header(buf, 1, 1, VELA_HUB_RELAY_BODY_MAX), VELA_ELIMIT);
    frame(buf, "p", "t", "data");
    buf[4] = 200; /* prefix longer than the body */
    EXPECT_INT(vela_hub_relay_parse(buf, sizeof(buf), &f), VELA_EPROTOCOL);
    memset(buf, 0, 12);
    buf[0] = 7; /* a body shorter than its two lengths */
    EXPECT_INT(vela_hub_relay_parse(buf, sizeof(buf), &f), VELA_EPROTOCOL);
    memset(buf, 0xff, 12); /* past the largest body */
    EXPECT_INT(vela_hub_relay_parse(buf, sizeof(buf), &f), VELA_EPROTOCOL);
}

/* ---- the master's fan-out ------------------------------------------------------ */

static bool admit;

static bool is_worker(pid_t pid, void *arg)
{
    (void)arg;
    return admit && pid == getpid();
}

/* One round of the master's poll loop with a short wait. */
static void turn(vela_relay_t *relay)
{
    struct pollfd fds[16];
    size_t n = vela_relay_poll_fds(relay, fds, 16);

    poll(fds, n, 20);
    vela_relay_handle(relay, fds, n, is_worker, NULL);
}

/* A connected peer that got the master's answer, or -1. */
static int join(vela_relay_t *relay)
{
    struct sockaddr_un addr;
    socklen_t len = vela_hub_relay_address(getpid(), &addr);
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    char ack = 0;

    if (connect(fd, (struct sockaddr *)&addr, len) != 0) {
        close(fd);
        return -1;
    }
    for (int i = 0; i < 20 && recv(fd, &ack, 1, MSG_DONTWAIT) != 1; i++) {
        turn(relay);
    }
    return ack == 'K' ? fd : (close(fd), -1);
}

/* What fd has waiting, after a few master turns, as a string (frames' data joined by ","). */
static char *received(vela_relay_t *relay, int fd)
{
    static uint8_t buf[1 << 16];
    static char out[1 << 12];
    vela_hub_relay_frame_t f;
    size_t len = 0, at = 0;
    ssize_t n;

    out[0] = '\0';
    for (int i = 0; i < 5; i++) {
        turn(relay);
        while ((n = recv(fd, buf + len, sizeof(buf) - len, MSG_DONTWAIT)) > 0) {
            len += (size_t)n;
        }
    }
    while (vela_hub_relay_parse(buf + at, len - at, &f) > 0) {
        strncat(out, f.data, f.data_len);
        strcat(out, ",");
        at += f.size;
    }
    return out;
}

static void fan_out(void)
{
    vela_relay_t *relay;
    vela_relay_stats_t stats;
    uint8_t buf[256];
    int a, b, c, stranger;

    EXPECT_INT(vela_relay_open(getpid(), &relay), 0);
    admit = false;
    stranger = join(relay);
    EXPECT_INT(stranger, -1);
    admit = true;
    a = join(relay);
    b = join(relay);
    c = join(relay);
    EXPECT(a >= 0 && b >= 0 && c >= 0);
    for (int i = 0; i < 3; i++) {
        char data[8];
        snprintf(data, sizeof(data), "m%d", i);
        EXPECT_INT(send(a, buf, frame(buf, "p", "t", data), 0), 12 + 1 + 1 + 2);
    }
    send(b, buf, frame(buf, "p", "t", "from-b"), 0);
    EXPECT_STR(received(relay, b), "m0,m1,m2,");
    EXPECT_STR(received(relay, c), "m0,m1,m2,from-b,");
    EXPECT_STR(received(relay, a), "from-b,");
    close(c); /* leaves */
    send(a, buf, frame(buf, "p", "t", "after"), 0);
    EXPECT_STR(received(relay, b), "after,");
    vela_relay_stats(relay, &stats);
    EXPECT_INT(stats.peers, 2);
    EXPECT_INT(stats.frames, 5);
    EXPECT_INT(stats.rejected, 1);
    EXPECT_INT(stats.dropped, 0);
    close(a);
    close(b);
    vela_relay_free(relay);
}

/* b never reads while a sends 48 frames of 1 MiB: b's queue stops at the cap, the rest is dropped. */
static void bounded(void)
{
    vela_relay_t *relay;
    vela_relay_stats_t stats;
    size_t body = 1 << 20, size = VELA_HUB_RELAY_HEADER + 2 + body;
    uint8_t *big = calloc(1, size);
    int a, b, sent = 0;

    EXPECT_INT(vela_relay_open(getpid(), &relay), 0);
    admit = true;
    a = join(relay);
    b = join(relay);
    vela_hub_relay_header(big, 1, 1, body);
    for (int i = 0; i < 48; i++) {
        for (size_t at = 0; at < size;) {
            ssize_t n = send(a, big + at, size - at, MSG_DONTWAIT);
            if (n > 0) {
                at += (size_t)n;
            } else {
                turn(relay);
            }
        }
        sent++;
    }
    for (int i = 0; i < 50; i++) {
        turn(relay);
    }
    vela_relay_stats(relay, &stats);
    EXPECT_INT(sent, 48);
    EXPECT_INT(stats.frames, 48);
    EXPECT(stats.dropped >= 48 - VELA_RELAY_PEER_BUFFER / size - 1);
    EXPECT(stats.dropped <= 48 - VELA_RELAY_PEER_BUFFER / size + 1);
    close(a);
    close(b);
    vela_relay_free(relay);
    free(big);
}

UNIT_MAIN(UNIT_TEST(round_trip), UNIT_TEST(refusals), UNIT_TEST(fan_out), UNIT_TEST(bounded))
