/*
 * A load generator that sends an exact number of requests, for
 * bench/http/instructions (wrk runs for a time, not a count).
 *
 * CONNS keep-alive connections each keep one request (GET unless METHOD
 * says otherwise) outstanding until TOTAL responses have arrived; every
 * response must have the STATUS (200 unless given) and a Content-Length
 * body. Exits 1 with a message on anything else, a closed connection or
 * 10 s of silence.
 *
 * PATH may instead be @FILE: the whole request, as raw bytes, is read from
 * FILE (the shape of HttpArena's requests/get.raw, say).
 *
 * usage: fixed-client PORT CONNS TOTAL [PATH|@FILE [STATUS [METHOD]]]
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

struct conn {
    int fd;
    size_t len;
    char buf[8192];
};

static char request[4096], status_line[16];
static size_t request_len;

static void fail(const char *what)
{
    fprintf(stderr, "fixed-client: %s\n", what);
    exit(1);
}

static void send_request(struct conn *c)
{
    if (write(c->fd, request, request_len) != (ssize_t)request_len) {
        fail("short write");
    }
}

/* Consumes one whole response from c->buf; 1 if there was one. */
static int take_response(struct conn *c)
{
    char *end = memmem(c->buf, c->len, "\r\n\r\n", 4), *length;
    size_t need;

    if (end == NULL) {
        return 0;
    }
    *end = '\0';
    length = strcasestr(c->buf, "\r\ncontent-length:");
    *end = '\r';
    if (strncmp(c->buf, status_line, strlen(status_line)) != 0 || length == NULL) {
        fail("a response without the expected status and a Content-Length");
    }
    need = (size_t)(end - c->buf) + 4 + strtoul(length + 17, NULL, 10);
    if (c->len < need) {
        return 0;
    }
    memmove(c->buf, c->buf + need, c->len - need);
    c->len -= need;
    return 1;
}

static int connect_to(int port)
{
    struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons(port)};
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0), one = 1;

    inet_pton(AF_INET, "127.0.0.1", &addr.sin_addr);
    if (fd < 0 || connect(fd, (struct sockaddr *)&addr, sizeof(addr)) != 0) {
        fail(strerror(errno));
    }
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
    return fd;
}

int main(int argc, char **argv)
{
    struct epoll_event events[256];
    struct conn *conns;
    long sent = 0, done = 0, total;
    int port, count, ep;

    if (argc < 4) {
        fprintf(stderr, "usage: %s PORT CONNS TOTAL [PATH|@FILE [STATUS [METHOD]]]\n", argv[0]);
        return 2;
    }
    port = atoi(argv[1]), count = atoi(argv[2]), total = atol(argv[3]);
    snprintf(status_line, sizeof(status_line), "HTTP/1.1 %s ", argc > 5 ? argv[5] : "200");
    const char *method = argc > 6 ? argv[6] : "GET";
    if (argc > 4 && argv[4][0] == '@') {
        FILE *raw = fopen(argv[4] + 1, "rb");

        if (raw == NULL || (request_len = fread(request, 1, sizeof(request), raw)) == 0 ||
            request_len == sizeof(request)) {
            fail("cannot read the request file (or it is over 4 KB)");
        }
        fclose(raw);
    } else {
        request_len = (size_t)snprintf(request, sizeof(request),
                                       "%s %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n%s\r\n", method,
                                       argc > 4 ? argv[4] : "/json", port,
                                       strcmp(method, "GET") == 0 ? "" : "Content-Length: 0\r\n");
    }
    if ((conns = calloc((size_t)count, sizeof(*conns))) == NULL || (ep = epoll_create1(0)) < 0) {
        fail("out of resources");
    }
    for (int i = 0; i < count; i++) {
        struct epoll_event ev = {.events = EPOLLIN, .data.ptr = &conns[i]};

        conns[i].fd = connect_to(port);
        epoll_ctl(ep, EPOLL_CTL_ADD, conns[i].fd, &ev);
        if (sent < total) {
            send_request(&conns[i]);
            sent++;
        }
    }
    while (done < total) {
        int n = epoll_wait(ep, events, 256, 10000);

        if (n <= 0) {
            fail("no response for 10 s");
        }
        for (int i = 0; i < n; i++) {
            struct conn *c = events[i].data.ptr;
            ssize_t r = read(c->fd, c->buf + c->len, sizeof(c->buf) - c->len);

            if (r <= 0) {
                fail("the server closed a connection");
            }
            c->len += (size_t)r;
            while (take_response(c)) {
                done++;
                if (sent < total) {
                    send_request(c);
                    sent++;
                }
            }
        }
    }
    printf("%ld\n", done);
    return 0;
}
