/*
 * Unit tests for the hub relay: the frame format (ext/src/hub/relay.c:
 * round trip, frames split anywhere, impossible headers refused) and the
 * master's fan-out (ext/src/process/relay.c) on real unix sockets in this
 * process: every other peer gets each frame once, in order, the sender
 * none; a process that is not a worker is refused; a peer that leaves is
 * dropped; a peer that does not read gets at most VELA_RELAY_PEER_BUFFER
 * queued and the rest is dropped and counted. Presence: count frames round
 * trip and malformed ones are refused; the table (ext/src/hub/presence.c)
 * sums owners' shares per key and drops an owner's; the master tells every
 * other worker its count of a topic's subscribers elsewhere, a newcomer
 * every count, and the rest when a worker leaves. Members: member frames
 * round trip and malformed ones are refused; the roster
 * (ext/src/hub/roster.c) keeps ids per key with owners' shares and drops
 * an owner's; the master tells each other worker when "some other worker
 * has the id" turns, a newcomer every id, and the rest when a worker
 * leaves.
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
#include "src/hub/presence.h"
#include "src/hub/relay.h"
#include "src/hub/roster.h"
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

static void presence_frames(void)
{
    uint8_t buf[64];
    vela_hub_relay_frame_t f;
    int64_t size = vela_hub_relay_presence(buf, "vela:hub:", 9, "room", 4, 70000);

    EXPECT_INT(size, 12 + 9 + 4 + 4);
    EXPECT_INT(vela_hub_relay_parse(buf, (size_t)size, &f), size);
    EXPECT_INT(f.kind, VELA_HUB_RELAY_PRESENCE);
    EXPECT_MEM(f.prefix, f.prefix_len, "vela:hub:");
    EXPECT_MEM(f.topic, f.topic_len, "room");
    EXPECT_INT(vela_hub_relay_count(&f), 70000);
    size = (int64_t)frame(buf, "p", "t", "data");
    EXPECT_INT(vela_hub_relay_parse(buf, (size_t)size, &f), size);
    EXPECT_INT(f.kind, VELA_HUB_RELAY_MESSAGE);
    buf[7] = 2; /* no such kind */
    EXPECT_INT(vela_hub_relay_parse(buf, (size_t)size, &f), VELA_EPROTOCOL);
    size = (int64_t)frame(buf, "p", "t", "abc");
    buf[7] = VELA_HUB_RELAY_PRESENCE; /* a count of 3 bytes */
    EXPECT_INT(vela_hub_relay_parse(buf, (size_t)size, &f), VELA_EPROTOCOL);
    size = (int64_t)frame(buf, "p", "t", "abcde");
    buf[7] = VELA_HUB_RELAY_PRESENCE; /* of 5 */
    EXPECT_INT(vela_hub_relay_parse(buf, (size_t)size, &f), VELA_EPROTOCOL);
}

static void sum_keys(const char *prefix, size_t prefix_len, const char *topic, size_t topic_len,
                     uint64_t total, void *arg)
{
    (void)prefix;
    (void)prefix_len;
    (void)topic;
    (void)topic_len;
    *(uint64_t *)arg += total;
}

static void presence_table(void)
{
    vela_hub_presence_t *t;
    uint32_t previous = 9;
    uint64_t sum = 0;
    char topic[16];

    EXPECT_INT(vela_hub_presence_new(&t), 0);
    EXPECT_INT(vela_hub_presence_set(t, 1, "ab", 2, "c", 1, 3, &previous), 0);
    EXPECT_INT(previous, 0);
    EXPECT_INT(vela_hub_presence_set(t, 2, "ab", 2, "c", 1, 4, NULL), 0);
    EXPECT_INT(vela_hub_presence_set(t, 2, "a", 1, "bc", 2, 5, NULL), 0); /* another key */
    EXPECT_INT(vela_hub_presence_count(t, -1, "ab", 2, "c", 1), 7);
    EXPECT_INT(vela_hub_presence_count(t, 1, "ab", 2, "c", 1), 4);
    EXPECT_INT(vela_hub_presence_count(t, 2, "ab", 2, "c", 1), 3);
    EXPECT_INT(vela_hub_presence_count(t, -1, "a", 1, "bc", 2), 5);
    EXPECT_INT(vela_hub_presence_count(t, -1, "ab", 2, "x", 1), 0);
    EXPECT_INT(vela_hub_presence_set(t, 1, "ab", 2, "c", 1, 1, &previous), 0);
    EXPECT_INT(previous, 3);
    EXPECT_INT(vela_hub_presence_count(t, -1, "ab", 2, "c", 1), 5);
    EXPECT_INT(vela_hub_presence_keys(t), 2);
    vela_hub_presence_drop(t, 2, sum_keys,
                           &sum); /* owner 2 leaves: "ab"+"c" keeps 1, "a"+"bc" goes */
    EXPECT_INT(sum, 1);
    EXPECT_INT(vela_hub_presence_keys(t), 1);
    EXPECT_INT(vela_hub_presence_count(t, -1, "ab", 2, "c", 1), 1);
    EXPECT_INT(vela_hub_presence_set(t, 1, "ab", 2, "c", 1, 0, NULL), 0); /* the last share */
    EXPECT_INT(vela_hub_presence_keys(t), 0);
    for (int i = 0; i < 1000; i++) { /* the buckets grow */
        snprintf(topic, sizeof(topic), "t%d", i);
        EXPECT_INT(vela_hub_presence_set(t, i % 3, "p", 1, topic, strlen(topic), 2, NULL), 0);
    }
    EXPECT_INT(vela_hub_presence_keys(t), 1000);
    EXPECT_INT(vela_hub_presence_count(t, -1, "p", 1, "t999", 4), 2);
    sum = 0;
    vela_hub_presence_each(t, sum_keys, &sum);
    EXPECT_INT(sum, 2000);
    vela_hub_presence_drop(t, 0, NULL, NULL);
    EXPECT_INT(vela_hub_presence_keys(t), 666);
    vela_hub_presence_clear(t);
    EXPECT_INT(vela_hub_presence_keys(t), 0);
    vela_hub_presence_free(t);
}

static void member_frames(void)
{
    uint8_t buf[128];
    vela_hub_relay_frame_t f;
    const char *id;
    size_t id_len;
    int64_t size = vela_hub_relay_member(buf, "vela:hub:", 9, "room", 4, "a|b \0c", 6, true);

    EXPECT_INT(size, 12 + 9 + 4 + 1 + 6);
    EXPECT_INT(vela_hub_relay_parse(buf, (size_t)size, &f), size);
    EXPECT_INT(f.kind, VELA_HUB_RELAY_MEMBER);
    EXPECT_MEM(f.topic, f.topic_len, "room");
    EXPECT(vela_hub_relay_member_present(&f));
    id = vela_hub_relay_member_id(&f, &id_len);
    EXPECT_INT(id_len, 6);
    EXPECT(memcmp(id, "a|b \0c", 6) == 0);
    for (int64_t cut = 0; cut < size; cut++) {
        EXPECT_INT(vela_hub_relay_parse(buf, (size_t)cut, &f), 0);
    }
    size = vela_hub_relay_member(buf, "p", 1, "t", 1, "", 0, false); /* the engine takes any id */
    EXPECT_INT(vela_hub_relay_parse(buf, (size_t)size, &f), size);
    EXPECT(!vela_hub_relay_member_present(&f));
    buf[12 + 2] = 2; /* the present byte is 0 or 1 */
    EXPECT_INT(vela_hub_relay_parse(buf, (size_t)size, &f), VELA_EPROTOCOL);
    size = frame(buf, "p", "t", ""); /* a member frame without its present byte */
    buf[7] = VELA_HUB_RELAY_MEMBER;
    EXPECT_INT(vela_hub_relay_parse(buf, (size_t)size, &f), VELA_EPROTOCOL);
    buf[7] = 3; /* no such kind */
    EXPECT_INT(vela_hub_relay_parse(buf, (size_t)size, &f), VELA_EPROTOCOL);
}

/* Appends "id=total," of each id. */
static void list_ids(const char *id, size_t id_len, uint64_t total, void *arg)
{
    char line[64];

    snprintf(line, sizeof(line), "%.*s=%llu,", (int)id_len, id, (unsigned long long)total);
    strcat(arg, line);
}

/* Counts the calls and sums the totals a drop reports. */
static void sum_ids(const char *prefix, size_t prefix_len, const char *topic, size_t topic_len,
                    const char *id, size_t id_len, uint64_t total, void *arg)
{
    (void)prefix;
    (void)prefix_len;
    (void)topic;
    (void)topic_len;
    (void)id;
    (void)id_len;
    ((uint64_t *)arg)[0]++;
    ((uint64_t *)arg)[1] += total;
}

static void roster_table(void)
{
    vela_hub_roster_t *r;
    uint32_t previous = 99;
    uint64_t seen[2] = {0, 0};
    char out[256] = "";

    EXPECT_INT(vela_hub_roster_new(&r), 0);
    EXPECT_INT(vela_hub_roster_set(r, 1, "ab", 2, "c", 1, "alice", 5, 1, &previous), 0);
    EXPECT_INT(previous, 0);
    EXPECT_INT(vela_hub_roster_set(r, 2, "ab", 2, "c", 1, "alice", 5, 1, NULL), 0);
    EXPECT_INT(vela_hub_roster_set(r, 2, "ab", 2, "c", 1, "bob", 3, 2, NULL), 0);
    EXPECT_INT(vela_hub_roster_set(r, 2, "a", 1, "bc", 2, "bob", 3, 1, NULL), 0); /* another key */
    EXPECT_INT(vela_hub_roster_count(r, "ab", 2, "c", 1), 2);
    EXPECT_INT(vela_hub_roster_count(r, "a", 1, "bc", 2), 1);
    EXPECT_INT(vela_hub_roster_count(r, "ab", 2, "x", 1), 0);
    EXPECT_INT(vela_hub_roster_total(r, -1, "ab", 2, "c", 1, "alice", 5), 2);
    EXPECT_INT(vela_hub_roster_total(r, 1, "ab", 2, "c", 1, "alice", 5), 1);
    EXPECT_INT(vela_hub_roster_share(r, 2, "ab", 2, "c", 1, "bob", 3), 2);
    EXPECT_INT(vela_hub_roster_share(r, 1, "ab", 2, "c", 1, "bob", 3), 0);
    vela_hub_roster_each_id(r, "a", 1, "bc", 2, list_ids, out);
    EXPECT_STR(out, "bob=1,");
    EXPECT_INT(vela_hub_roster_keys(r), 2);
    EXPECT_INT(vela_hub_roster_ids(r), 3);
    vela_hub_roster_drop(r, 2, sum_ids, seen); /* alice stays (1's), both bobs go */
    EXPECT_INT(seen[0], 3);
    EXPECT_INT(seen[1], 1);
    EXPECT_INT(vela_hub_roster_keys(r), 1);
    EXPECT_INT(vela_hub_roster_ids(r), 1);
    out[0] = '\0';
    vela_hub_roster_each_id(r, "ab", 2, "c", 1, list_ids, out);
    EXPECT_STR(out, "alice=1,");
    EXPECT_INT(vela_hub_roster_set(r, 1, "ab", 2, "c", 1, "alice", 5, 0, &previous), 0);
    EXPECT_INT(previous, 1);
    EXPECT_INT(vela_hub_roster_keys(r), 0); /* its last id went: the key too */
    EXPECT_INT(vela_hub_roster_set(r, 1, "ab", 2, "c", 1, "nobody", 6, 0, NULL), 0);
    EXPECT_INT(vela_hub_roster_keys(r), 0);
    for (int i = 0; i < 5000; i++) { /* buckets grow at both levels */
        char id[16], topic[16];
        snprintf(id, sizeof(id), "u%d", i);
        snprintf(topic, sizeof(topic), "t%d", i % 100);
        EXPECT_INT(
            vela_hub_roster_set(r, i % 3, "p", 1, topic, strlen(topic), id, strlen(id), 1, NULL),
            0);
        EXPECT_INT(vela_hub_roster_set(r, 7, "p", 1, "all", 3, id, strlen(id), 1, NULL), 0);
    }
    EXPECT_INT(vela_hub_roster_count(r, "p", 1, "all", 3), 5000);
    EXPECT_INT(vela_hub_roster_count(r, "p", 1, "t42", 3), 50);
    EXPECT_INT(vela_hub_roster_total(r, -1, "p", 1, "all", 3, "u4999", 5), 1);
    vela_hub_roster_drop(r, 0, NULL, NULL);
    EXPECT_INT(vela_hub_roster_ids(r), 5000 + 3333);
    vela_hub_roster_clear(r);
    EXPECT_INT(vela_hub_roster_ids(r), 0);
    vela_hub_roster_free(r);
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

/* What a frames() string shows of each frame. */
typedef enum { AS_MESSAGES, AS_COUNTS, AS_MEMBERS } frames_as_t;

/*
 * What fd has waiting after a few master turns, as a string: each frame's
 * data and "," (AS_MESSAGES), "topic=count," of each presence frame
 * (AS_COUNTS), or "topic:id+," / "topic:id-," of each member frame
 * (AS_MEMBERS); with the last two every frame must be of that kind.
 */
static char *frames(vela_relay_t *relay, int fd, frames_as_t as)
{
    static uint8_t buf[1 << 16];
    static char out[1 << 12];
    vela_hub_relay_frame_t f;
    size_t len = 0, at = 0, id_len;
    ssize_t n;

    for (int i = 0; i < 5; i++) {
        turn(relay);
        while ((n = recv(fd, buf + len, sizeof(buf) - len, MSG_DONTWAIT)) > 0) {
            len += (size_t)n;
        }
    }
    out[0] = '\0';
    while (vela_hub_relay_parse(buf + at, len - at, &f) > 0) {
        char line[128];
        const char *id;

        switch (as) {
        case AS_COUNTS:
            EXPECT_INT(f.kind, VELA_HUB_RELAY_PRESENCE);
            snprintf(line, sizeof(line), "%.*s=%u,", (int)f.topic_len, f.topic,
                     vela_hub_relay_count(&f));
            strcat(out, line);
            break;
        case AS_MEMBERS:
            EXPECT_INT(f.kind, VELA_HUB_RELAY_MEMBER);
            id = vela_hub_relay_member_id(&f, &id_len);
            snprintf(line, sizeof(line), "%.*s:%.*s%c,", (int)f.topic_len, f.topic, (int)id_len, id,
                     vela_hub_relay_member_present(&f) ? '+' : '-');
            strcat(out, line);
            break;
        case AS_MESSAGES:
            strncat(out, f.data, f.data_len);
            strcat(out, ",");
            break;
        }
        at += f.size;
    }
    return out;
}

static char *received(vela_relay_t *relay, int fd)
{
    return frames(relay, fd, AS_MESSAGES);
}

static char *counts(vela_relay_t *relay, int fd)
{
    return frames(relay, fd, AS_COUNTS);
}

/* Sends fd's count of p/topic to the master. */
static void tell(int fd, const char *topic, uint32_t count)
{
    uint8_t buf[64];
    int64_t size = vela_hub_relay_presence(buf, "p", 1, topic, strlen(topic), count);

    EXPECT_INT(send(fd, buf, (size_t)size, 0), size);
}

static void presence_master(void)
{
    vela_relay_t *relay;
    vela_relay_stats_t stats;
    int a, b, c, d;

    EXPECT_INT(vela_relay_open(getpid(), &relay), 0);
    admit = true;
    a = join(relay);
    b = join(relay);
    c = join(relay);
    tell(a, "room", 3);
    EXPECT_STR(counts(relay, b), "room=3,");
    EXPECT_STR(counts(relay, c), "room=3,");
    EXPECT_STR(counts(relay, a), ""); /* its own share changes nothing it counts */
    tell(b, "room", 2);
    tell(b, "lobby", 1);
    EXPECT_STR(counts(relay, a), "room=2,lobby=1,");
    EXPECT_STR(counts(relay, c), "room=5,lobby=1,");
    EXPECT_STR(counts(relay, b), "");
    tell(b, "room", 2); /* unchanged: nobody is told */
    EXPECT_STR(counts(relay, a), "");
    d = join(relay); /* a newcomer learns every count */
    {
        char *got = counts(relay, d);
        EXPECT(strcmp(got, "room=5,lobby=1,") == 0 || strcmp(got, "lobby=1,room=5,") == 0);
    }
    vela_relay_stats(relay, &stats);
    EXPECT_INT(stats.topics, 2);
    close(a); /* a's share leaves: the rest are told */
    EXPECT_STR(counts(relay, b), "room=0,");
    EXPECT_STR(counts(relay, c), "room=2,");
    EXPECT_STR(counts(relay, d), "room=2,");
    close(b); /* b had all of both: they go */
    {
        char *got = counts(relay, c);
        EXPECT(strcmp(got, "room=0,lobby=0,") == 0 || strcmp(got, "lobby=0,room=0,") == 0);
    }
    vela_relay_stats(relay, &stats);
    EXPECT_INT(stats.topics, 0);
    EXPECT_INT(stats.peers, 2);
    EXPECT_INT(stats.dropped, 0);
    close(c);
    close(d);
    vela_relay_free(relay);
}

/* Sends fd's word about id in p/topic to the master. */
static void say(int fd, const char *topic, const char *id, bool present)
{
    uint8_t buf[128];
    int64_t size =
        vela_hub_relay_member(buf, "p", 1, topic, strlen(topic), id, strlen(id), present);

    EXPECT_INT(send(fd, buf, (size_t)size, 0), size);
}

/* What fd got after a few master turns: "topic:id+," or "topic:id-," of each member frame. */
static char *words(vela_relay_t *relay, int fd)
{
    return frames(relay, fd, AS_MEMBERS);
}

static void members_master(void)
{
    vela_relay_t *relay;
    vela_relay_stats_t stats;
    int a, b, c, d;

    EXPECT_INT(vela_relay_open(getpid(), &relay), 0);
    admit = true;
    a = join(relay);
    b = join(relay);
    c = join(relay);
    say(a, "room", "alice", true);
    EXPECT_STR(words(relay, b), "room:alice+,");
    EXPECT_STR(words(relay, c), "room:alice+,");
    EXPECT_STR(words(relay, a), ""); /* its own id is nothing it needs told */
    say(b, "room", "alice", true);   /* alice in a second worker: only a learns (from b) */
    say(b, "room", "bob|x y", true);
    EXPECT_STR(words(relay, a), "room:alice+,room:bob|x y+,");
    EXPECT_STR(words(relay, c), "room:bob|x y+,");
    EXPECT_STR(words(relay, b), ""); /* b knew a has alice: it was told at first */
    say(b, "room", "alice", true);   /* unchanged: nobody is told */
    EXPECT_STR(words(relay, c), "");
    say(a, "room", "alice", false); /* b still has her: c hears nothing, b that a left */
    EXPECT_STR(words(relay, c), "");
    EXPECT_STR(words(relay, b), "room:alice-,");
    EXPECT_STR(words(relay, a), "");
    d = join(relay); /* a newcomer learns every id */
    {
        char *got = words(relay, d);
        EXPECT(strcmp(got, "room:alice+,room:bob|x y+,") == 0 ||
               strcmp(got, "room:bob|x y+,room:alice+,") == 0);
    }
    vela_relay_stats(relay, &stats);
    EXPECT_INT(stats.members, 2);
    close(b); /* b had both: they leave everyone */
    {
        char *got = words(relay, a);
        EXPECT(strcmp(got, "room:alice-,room:bob|x y-,") == 0 ||
               strcmp(got, "room:bob|x y-,room:alice-,") == 0);
    }
    EXPECT_INT(strlen(words(relay, c)), strlen("room:alice-,room:bob|x y-,"));
    vela_relay_stats(relay, &stats);
    EXPECT_INT(stats.members, 0);
    EXPECT_INT(stats.dropped, 0);
    close(a);
    close(c);
    close(d);
    vela_relay_free(relay);
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

UNIT_MAIN(UNIT_TEST(round_trip), UNIT_TEST(refusals), UNIT_TEST(presence_frames),
          UNIT_TEST(presence_table), UNIT_TEST(member_frames), UNIT_TEST(roster_table),
          UNIT_TEST(fan_out), UNIT_TEST(presence_master), UNIT_TEST(members_master),
          UNIT_TEST(bounded))
