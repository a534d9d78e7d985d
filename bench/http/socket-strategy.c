/*
 * Measures what happens to connections waiting in an accept queue when one
 * worker's listening socket goes away (a worker dies, or drains in a reload),
 * for the two strategies the process model could use:
 *
 *   reuseport  each worker has its own SO_REUSEPORT socket on the port; the
 *              kernel spreads new connections over them; closing one closes
 *              its queue.
 *   inherited  one socket made by the master; each worker holds a copy of the
 *              descriptor; closing one copy closes nothing.
 *   slot-held  what Vela does: one SO_REUSEPORT socket per worker slot, made
 *              and kept open by the master; the worker holds a copy; closing
 *              the copy closes nothing, and the kernel still spreads
 *              connections over the slots.
 *
 * For each strategy: open `workers` listening descriptors, queue `clients`
 * connections without accepting any, close the first descriptor, then count
 * clients that were reset and connections the remaining descriptors can
 * still accept. Prints one line per strategy. Not a test: bench/http/run
 * --socket-strategy prints it, and docs/http-processes.md quotes it.
 *
 * usage: socket-strategy [clients] [workers]
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static int listener(int port, int reuseport, int *bound)
{
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(port)};
    socklen_t len = sizeof(a);
    int s = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0), one = 1;

    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    setsockopt(s, SOL_SOCKET, reuseport ? SO_REUSEPORT : SO_REUSEADDR, &one, sizeof(one));
    if (bind(s, (struct sockaddr *)&a, sizeof(a)) < 0 || listen(s, 4096) < 0) {
        perror("bind/listen");
        exit(1);
    }
    getsockname(s, (struct sockaddr *)&a, &len);
    *bound = ntohs(a.sin_port);
    return s;
}

static int client(int port)
{
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(port)};
    int s = socket(AF_INET, SOCK_STREAM, 0);

    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(s, (struct sockaddr *)&a, sizeof(a)) < 0) {
        perror("connect");
        exit(1);
    }
    return s;
}

static int drain(int fd)
{
    int n = 0, c;

    while ((c = accept(fd, NULL, NULL)) >= 0) {
        close(c);
        n++;
    }
    return n;
}

/* held: the master keeps fds[0] open; the worker's copy is what closes. */
static void measure(const char *name, int reuseport, int held, int clients, int workers)
{
    int fds[64], cl[4096], port = 0, reset = 0, accepted = 0;
    char byte;

    fds[0] = listener(0, reuseport, &port);
    for (int i = 1; i < workers; i++) {
        fds[i] = reuseport ? listener(port, 1, &port) : dup(fds[0]);
    }
    for (int i = 0; i < clients; i++) {
        cl[i] = client(port);
    }
    close(held ? dup(fds[0]) : fds[0]); /* the worker that dies or drains */
    usleep(100000);
    for (int i = 0; i < clients; i++) {
        if (recv(cl[i], &byte, 1, MSG_DONTWAIT) < 0 && errno == ECONNRESET) {
            reset++;
        }
    }
    for (int i = held ? 0 : 1; i < workers; i++) {
        accepted += drain(fds[i]);
        close(fds[i]);
    }
    for (int i = 0; i < clients; i++) {
        close(cl[i]);
    }
    printf("%-10s %d workers, %d queued connections, one worker's socket closed: "
           "%d reset, %d still accepted\n",
           name, workers, clients, reset, accepted);
}

int main(int argc, char **argv)
{
    int clients = argc > 1 ? atoi(argv[1]) : 1000;
    int workers = argc > 2 ? atoi(argv[2]) : 4;

    if (clients < 1 || clients > 4096 || workers < 2 || workers > 64) {
        fprintf(stderr, "usage: %s [clients 1..4096] [workers 2..64]\n", argv[0]);
        return 2;
    }
    measure("reuseport", 1, 0, clients, workers);
    measure("inherited", 0, 0, clients, workers);
    measure("slot-held", 1, 1, clients, workers);
    return 0;
}
