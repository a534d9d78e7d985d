/*
 * What one small keep-alive exchange costs the server in the kernel, per
 * way of making the two calls: reading the request with read() (libuv's
 * way) or recv(), and writing the answer with writev() of head and body
 * (libuv's uv_try_write), sendmsg() of the same two buffers, send() of one
 * buffer, or send() of a 90-byte answer (HttpArena's Workerman entry's
 * size, against Vela's 155).
 *
 * One thread holds both ends of a loopback TCP connection, so no wake-up or
 * scheduling enters the figures: it writes the 60-byte request as the
 * client, times the server's read, times the server's write (which includes
 * the loopback delivery to the client's socket, as a server pays it), and
 * reads the answer as the client. The ways take turns in rounds of ROUND
 * exchanges; each prints the median and the minimum over the rounds of the
 * ns per call, so other load on the machine moves the medians but hardly
 * the minimums. Not a test: docs/benchmarks.md quotes it.
 *
 * usage: syscall-cost [rounds]      (cc -O2 -o syscall-cost syscall-cost.c)
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

#define ROUND 2000
#define WAYS 6

static const char request[] = "GET /baseline11?a=13&b=42 HTTP/1.1\r\nHost: localhost:8080\r\n\r\n";
static char head[153], body[2] = "55", whole[155], small[90], sink[4096];

static const char *names[WAYS] = {
    "read()",          "recv()",        "writev(head, body)", "sendmsg(head, body)",
    "send(155 bytes)", "send(90 bytes)"};

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static void pair(int *client, int *server)
{
    struct sockaddr_in a = {.sin_family = AF_INET};
    socklen_t len = sizeof(a);
    int l = socket(AF_INET, SOCK_STREAM, 0), one = 1;

    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (bind(l, (struct sockaddr *)&a, sizeof(a)) || listen(l, 1) ||
        getsockname(l, (struct sockaddr *)&a, &len)) {
        perror("listen");
        exit(1);
    }
    *client = socket(AF_INET, SOCK_STREAM, 0);
    if (connect(*client, (struct sockaddr *)&a, sizeof(a)) ||
        (*server = accept(l, NULL, NULL)) < 0) {
        perror("connect");
        exit(1);
    }
    setsockopt(*client, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
    setsockopt(*server, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
    close(l);
}

/* One exchange; returns the ns of the server's call that `way` names. */
static double exchange(int client, int server, int way)
{
    struct iovec iov[2] = {{head, sizeof(head)}, {body, sizeof(body)}};
    struct msghdr msg = {.msg_iov = iov, .msg_iovlen = 2};
    double t0, t1, t2;
    ssize_t n;

    if (write(client, request, sizeof(request) - 1) < 0) {
        exit(1);
    }
    t0 = now_ns();
    n = way == 1 ? recv(server, sink, sizeof(sink), 0) : read(server, sink, sizeof(sink));
    t1 = now_ns();
    switch (way) {
    case 3:
        n = sendmsg(server, &msg, MSG_NOSIGNAL);
        break;
    case 4:
        n = send(server, whole, sizeof(whole), MSG_NOSIGNAL);
        break;
    case 5:
        n = send(server, small, sizeof(small), MSG_NOSIGNAL);
        break;
    default:
        n = writev(server, iov, 2);
        break;
    }
    t2 = now_ns();
    (void)n;
    if (read(client, sink, sizeof(sink)) <= 0) {
        exit(1);
    }
    return way <= 1 ? t1 - t0 : t2 - t1;
}

static int compare(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 200, client, server;
    double *per = calloc((size_t)rounds * WAYS, sizeof(double));

    memset(head, 'h', sizeof(head));
    memset(small, 's', sizeof(small));
    memset(whole, 'w', sizeof(whole));
    pair(&client, &server);
    for (int r = 0; r < rounds; r++) {
        for (int w = 0; w < WAYS; w++) {
            double total = 0;
            for (int i = 0; i < ROUND; i++) {
                total += exchange(client, server, w);
            }
            per[w * rounds + r] = total / ROUND;
        }
    }
    for (int w = 0; w < WAYS; w++) {
        qsort(per + w * rounds, (size_t)rounds, sizeof(double), compare);
        printf("%-22s median %7.0f ns   min %7.0f ns\n", names[w], per[w * rounds + rounds / 2],
               per[w * rounds]);
    }
    return 0;
}
