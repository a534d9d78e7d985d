/*
 * Listening sockets shared by every worker.
 *
 * Design: the master (or the single process when workers = 0) opens ONE
 * listening TCP socket before any worker exists, and every worker accepts on
 * an inherited copy of it. The master never accepts and never closes the
 * socket until it stops, so the kernel accept queue outlives any worker: a
 * worker that dies (even by SIGKILL) or drains during a reload leaves the
 * connections waiting in the queue to its siblings. Per-worker SO_REUSEPORT
 * sockets were measured and rejected (docs/http-processes.md): closing one
 * resets every connection queued on it. The socket is created non-blocking
 * and close-on-exec; the master clears close-on-exec only in a child it is
 * about to exec.
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
 * Stores in *port the local port a listening socket is bound to. Returns 0 or
 * -errno from getsockname.
 */
int vela_listen_port(int fd, int *port);

#endif
