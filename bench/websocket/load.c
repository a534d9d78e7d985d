/*
 * bench/websocket load generator in C: CONNECTIONS WebSocket clients on one
 * epoll loop, each keeping DEPTH "hello" text frames in flight (echo-ws: 1,
 * echo-ws-pipeline: 16), counting echoes for SECONDS after a 1 s warm-up.
 * Prints one JSON line, as load.js does:
 *   {"msgs_per_s":N,"open":N,"errors":N,"cpu_us":N}
 * cpu_us is this process's user + system CPU over the counting window
 * (getrusage), so the runner can say what the generator cost per message.
 *
 * Why in C: on a 2-core machine the generator shares the cores with the
 * server, and Node's ws costs tens of µs per message, which caps every
 * server alike and squeezes their ratios towards 1. This one costs a few
 * µs: one read and one write per connection per batch, frames checked in
 * place. HttpArena drives its echo profiles with a native generator too.
 *
 * Every client does what RFC 6455 asks of one: an HTTP/1.1 upgrade whose
 * Sec-WebSocket-Accept is checked, masked frames (a mask key per
 * connection), pongs to the server's pings. Every echo is checked: a final
 * unmasked text frame whose payload is "hello"; anything else counts as an
 * error and closes that connection (a server that echoes wrong is not
 * faster). The run fails (exit 1) when no connection opened or any error
 * was seen.
 *
 * usage: load HOST PORT PATH CONNECTIONS DEPTH SECONDS
 * Built by bench/websocket/run with cc (Debian's build-essential); never
 * part of the extension or the test suites.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define PAYLOAD "hello"
#define PAYLOAD_LEN 5
#define FRAME_LEN (2 + 4 + PAYLOAD_LEN) /* a masked text frame of "hello" */
#define IN_CAP 16384
#define OUT_CAP 16384
/* The RFC 6455 §1.3 sample: this key's accept value is known. */
#define KEY "dGhlIHNhbXBsZSBub25jZQ=="
#define ACCEPT "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="

enum state { CONNECTING, HANDSHAKE, OPEN, DEAD };

typedef struct client {
    int fd;
    enum state state;
    uint8_t frame[FRAME_LEN]; /* this connection's masked "hello" */
    uint8_t mask[4];
    size_t in_len, out_len, out_off;
    bool want_out; /* EPOLLOUT is armed */
    uint8_t in[IN_CAP];
    uint8_t out[OUT_CAP];
} client_t;

static int epfd;
static int depth;
static long open_count, errors;
static uint64_t received; /* echoes counted while counting */
static bool counting;
static char request[512];
static size_t request_len;

static double now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double cpu_seconds(void)
{
    struct rusage ru;

    getrusage(RUSAGE_SELF, &ru);
    return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
           (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
}

static void arm(client_t *c, bool out)
{
    struct epoll_event ev = {.events = EPOLLIN | (out ? EPOLLOUT : 0), .data.ptr = c};

    if (c->want_out != out) {
        c->want_out = out;
        epoll_ctl(epfd, EPOLL_CTL_MOD, c->fd, &ev);
    }
}

/* Ends a connection; `error` counts it as a failure (a wrong echo, a refused handshake). */
static void kill_client(client_t *c, bool error)
{
    if (c->state == DEAD) {
        return;
    }
    if (c->state == OPEN) {
        open_count--;
    }
    if (error) {
        errors++;
    }
    epoll_ctl(epfd, EPOLL_CTL_DEL, c->fd, NULL);
    close(c->fd);
    c->state = DEAD;
}

/* Queues bytes for the peer (written by flush()); false when the buffer is full. */
static bool queue(client_t *c, const uint8_t *bytes, size_t len)
{
    if (c->out_len + len > OUT_CAP) {
        if (c->out_off == 0) {
            return false;
        }
        memmove(c->out, c->out + c->out_off, c->out_len - c->out_off);
        c->out_len -= c->out_off;
        c->out_off = 0;
        if (c->out_len + len > OUT_CAP) {
            return false;
        }
    }
    memcpy(c->out + c->out_len, bytes, len);
    c->out_len += len;
    return true;
}

/* Writes what is queued; arms EPOLLOUT for what the socket did not take. */
static void flush(client_t *c)
{
    while (c->out_off < c->out_len) {
        ssize_t n = send(c->fd, c->out + c->out_off, c->out_len - c->out_off, MSG_NOSIGNAL);

        if (n < 0) {
            if (errno == EAGAIN) {
                arm(c, true);
                return;
            }
            kill_client(c, true);
            return;
        }
        c->out_off += (size_t)n;
    }
    c->out_off = c->out_len = 0;
    arm(c, false);
}

/* A masked control frame (a pong) with `payload`. */
static bool queue_control(client_t *c, uint8_t opcode, const uint8_t *payload, size_t len)
{
    uint8_t frame[2 + 4 + 125];

    frame[0] = 0x80 | opcode;
    frame[1] = 0x80 | (uint8_t)len;
    memcpy(frame + 2, c->mask, 4);
    for (size_t i = 0; i < len; i++) {
        frame[6 + i] = payload[i] ^ c->mask[i & 3];
    }
    return queue(c, frame, 6 + len);
}

/*
 * Takes the whole frames in c->in: each "hello" echo is counted and
 * answered with the next message. Returns false when the connection
 * failed (killed).
 */
static bool take_frames(client_t *c)
{
    size_t pos = 0;

    while (c->in_len - pos >= 2) {
        const uint8_t *f = c->in + pos;
        uint8_t opcode = f[0] & 0x0F;
        uint64_t len = f[1] & 0x7F;
        size_t head = 2;

        if (f[1] & 0x80) {
            kill_client(c, true); /* a server's frame is never masked */
            return false;
        }
        if (len == 126) {
            if (c->in_len - pos < 4) {
                break;
            }
            len = ((uint64_t)f[2] << 8) | f[3];
            head = 4;
        } else if (len == 127) {
            kill_client(c, true); /* not an echo of "hello" */
            return false;
        }
        if (head + len > IN_CAP) {
            kill_client(c, true);
            return false;
        }
        if (c->in_len - pos < head + len) {
            break;
        }
        if (opcode == 0x9) {
            if (!queue_control(c, 0xA, f + head, (size_t)len)) {
                kill_client(c, true);
                return false;
            }
        } else if (opcode == 0xA) {
            /* an unsolicited pong: ignored (RFC 6455 §5.5.3) */
        } else if (f[0] != 0x81 || len != PAYLOAD_LEN || memcmp(f + head, PAYLOAD, PAYLOAD_LEN)) {
            kill_client(c, true); /* a close, a fragment, a wrong echo */
            return false;
        } else {
            if (counting) {
                received++;
            }
            if (!queue(c, c->frame, FRAME_LEN)) {
                kill_client(c, true);
                return false;
            }
        }
        pos += head + (size_t)len;
    }
    memmove(c->in, c->in + pos, c->in_len - pos);
    c->in_len -= pos;
    return true;
}

/* The 101 is whole in c->in: checks it, then sends the first DEPTH messages. */
static bool take_handshake(client_t *c)
{
    uint8_t *end = memmem(c->in, c->in_len, "\r\n\r\n", 4);
    size_t head_len;
    char *accept;

    if (end == NULL) {
        if (c->in_len == IN_CAP) {
            kill_client(c, true); /* a head this long is no 101 */
            return false;
        }
        return true;
    }
    head_len = (size_t)(end - c->in) + 4;
    end[2] = '\0'; /* the head as a string, its last CRLF kept */
    accept = strcasestr((char *)c->in, "\r\nsec-websocket-accept:");
    if (strncmp((char *)c->in, "HTTP/1.1 101", 12) != 0 || accept == NULL) {
        kill_client(c, true);
        return false;
    }
    accept += strlen("\r\nsec-websocket-accept:");
    accept += strspn(accept, " \t");
    if (strncmp(accept, ACCEPT, strlen(ACCEPT)) != 0) {
        kill_client(c, true);
        return false;
    }
    memmove(c->in, c->in + head_len, c->in_len - head_len);
    c->in_len -= head_len;
    c->state = OPEN;
    open_count++;
    for (int i = 0; i < depth; i++) {
        queue(c, c->frame, FRAME_LEN);
    }
    return take_frames(c);
}

static void on_readable(client_t *c)
{
    for (;;) {
        size_t room = IN_CAP - c->in_len;
        ssize_t n = recv(c->fd, c->in + c->in_len, room, 0);

        if (n == 0 || (n < 0 && errno != EAGAIN)) {
            kill_client(c, true); /* the server closed an echo connection */
            return;
        }
        if (n < 0) {
            break;
        }
        c->in_len += (size_t)n;
        if (c->state == HANDSHAKE ? !take_handshake(c) : !take_frames(c)) {
            return;
        }
        if (c->in_len == IN_CAP) {
            kill_client(c, true);
            return;
        }
        if ((size_t)n < room) {
            break; /* a short read: drained (level-triggered epoll would say otherwise) */
        }
    }
    flush(c);
}

static void on_event(client_t *c, uint32_t events)
{
    if (c->state == CONNECTING && (events & (EPOLLOUT | EPOLLERR | EPOLLHUP))) {
        int err = 0;
        socklen_t len = sizeof(err);

        getsockopt(c->fd, SOL_SOCKET, SO_ERROR, &err, &len);
        if (err != 0) {
            kill_client(c, true);
            return;
        }
        c->state = HANDSHAKE;
        queue(c, (const uint8_t *)request, request_len);
        flush(c);
        return;
    }
    if (events & EPOLLIN) {
        on_readable(c);
    } else if (events & (EPOLLERR | EPOLLHUP)) {
        kill_client(c, true);
        return;
    }
    if (c->state != DEAD && (events & EPOLLOUT)) {
        flush(c);
    }
}

static int start_client(client_t *c, const struct sockaddr_in *addr)
{
    struct epoll_event ev = {.events = EPOLLIN | EPOLLOUT, .data.ptr = c};
    int one = 1;

    c->fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (c->fd < 0) {
        return -1;
    }
    setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
    if (connect(c->fd, (const struct sockaddr *)addr, sizeof(*addr)) < 0 && errno != EINPROGRESS) {
        close(c->fd);
        return -1;
    }
    c->state = CONNECTING;
    c->want_out = true;
    for (int i = 0; i < 4; i++) {
        c->mask[i] = (uint8_t)(rand() & 0xFF);
    }
    c->frame[0] = 0x81;
    c->frame[1] = 0x80 | PAYLOAD_LEN;
    memcpy(c->frame + 2, c->mask, 4);
    for (int i = 0; i < PAYLOAD_LEN; i++) {
        c->frame[6 + i] = (uint8_t)PAYLOAD[i] ^ c->mask[i & 3];
    }
    return epoll_ctl(epfd, EPOLL_CTL_ADD, c->fd, &ev);
}

int main(int argc, char **argv)
{
    struct sockaddr_in addr = {.sin_family = AF_INET};
    struct epoll_event events[256];
    double started, count_from = 0, count_until = 0, cpu0 = 0, cpu1, took;
    client_t *clients;
    int conns, seconds, failed = 0;

    if (argc != 7 || inet_pton(AF_INET, argv[1], &addr.sin_addr) != 1) {
        fprintf(stderr, "usage: %s HOST(IPv4) PORT PATH CONNECTIONS DEPTH SECONDS\n", argv[0]);
        return 2;
    }
    addr.sin_port = htons((uint16_t)atoi(argv[2]));
    conns = atoi(argv[4]);
    depth = atoi(argv[5]);
    seconds = atoi(argv[6]);
    if (conns < 1 || depth < 1 || depth * FRAME_LEN > OUT_CAP / 2 || seconds < 1) {
        fprintf(stderr, "%s: CONNECTIONS, DEPTH (at most %d) and SECONDS must be positive\n",
                argv[0], OUT_CAP / 2 / FRAME_LEN);
        return 2;
    }
    request_len = (size_t)snprintf(request, sizeof(request),
                                   "GET %s HTTP/1.1\r\nHost: %s:%s\r\nUpgrade: websocket\r\n"
                                   "Connection: Upgrade\r\nSec-WebSocket-Key: " KEY "\r\n"
                                   "Sec-WebSocket-Version: 13\r\n\r\n",
                                   argv[3], argv[1], argv[2]);
    srand((unsigned)getpid());
    epfd = epoll_create1(EPOLL_CLOEXEC);
    clients = calloc((size_t)conns, sizeof(*clients));
    if (epfd < 0 || clients == NULL) {
        perror("load");
        return 1;
    }
    for (int i = 0; i < conns; i++) {
        if (start_client(&clients[i], &addr) != 0) {
            clients[i].state = DEAD;
            failed++;
        }
    }
    errors += failed;
    started = now();
    for (;;) {
        double t = now();
        int timeout, n;

        if (!counting && t >= started + 1) {
            counting = true;
            count_from = t;
            count_until = t + seconds;
            cpu0 = cpu_seconds();
        }
        if (counting && t >= count_until) {
            break;
        }
        timeout = (int)(((counting ? count_until : started + 1) - t) * 1000) + 1;
        n = epoll_wait(epfd, events, 256, timeout);
        for (int i = 0; i < n; i++) {
            on_event(events[i].data.ptr, events[i].events);
        }
    }
    cpu1 = cpu_seconds();
    took = now() - count_from;
    printf("{\"msgs_per_s\":%.0f,\"open\":%ld,\"errors\":%ld,\"cpu_us\":%.0f}\n",
           (double)received / took, open_count, errors, (cpu1 - cpu0) * 1e6);
    return open_count > 0 && errors == 0 ? 0 : 1;
}
