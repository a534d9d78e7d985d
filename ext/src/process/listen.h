/*
 * Listening sockets, opened by the master before any worker exists.
 *
 * Design (measured; docs/http-processes.md): the master opens one
 * SO_REUSEPORT socket per worker slot and keeps every one of them open until
 * it stops; the worker of slot i (and its replacements, and the next
 * generation's worker of slot i during a reload) accepts on an inherited copy
 * of socket i. So the kernel spreads new connections evenly over the slots
 * (one shared socket let a single worker take 63 of 64 connections), and no
 * accept queue is ever closed while serving: a closing SO_REUSEPORT socket
 * resets every connection waiting in its queue, but a worker that dies or
 * drains only closes its copy. Sockets are created non-blocking and
 * close-on-exec; the master clears close-on-exec only in a child it is about
 * to exec.
 */
#ifndef VELA_LISTEN_H
#define VELA_LISTEN_H

/*
 * Opens a non-blocking, close-on-exec TCP socket bound to host:port (an IPv4
 * or IPv6 literal, never a name: no blocking DNS) with SO_REUSEADDR, and puts
 * it in the listening state with the given backlog. Port 0 picks a free port
 * (read it with vela_listen_port). Stores the descriptor in *fd; the caller
 * owns it and closes it with close(2). Returns 0, VELA_EINVAL for a host that
 * is not an IP literal or a port/backlog out of range, or -errno from
 * socket/bind/listen (e.g. -EADDRINUSE). Callable from any context; blocks
 * nothing.
 */
int vela_listen_open(const char *host, int port, int backlog, int *fd);

/*
 * Opens `count` (>= 1) listening sockets on the same host:port as an
 * SO_REUSEPORT group, each like vela_listen_open, into fds[0 .. count-1].
 * Before binding a fixed port it checks with a plain bind that nothing else
 * listens there, so a second server fails with -EADDRINUSE instead of
 * silently sharing the port. With port 0 the first socket picks the port and
 * the others join it. Returns 0 or an error as vela_listen_open; on failure
 * no socket is left open.
 */
int vela_listen_open_group(const char *host, int port, int backlog, int count, int *fds);

/*
 * Stores in *port the local port a listening socket is bound to. Returns 0 or
 * -errno from getsockname.
 */
int vela_listen_port(int fd, int *port);

#endif
