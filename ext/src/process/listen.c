/*
 * Listening sockets: one SO_REUSEPORT socket per worker slot, all held by the
 * master (see listen.h for the measurements behind it). Only IP literals are
 * accepted so that opening never blocks on a resolver.
 */
#include "src/process/listen.h"

#include "src/core/error.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdbool.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static int parse_address(const char *host, int port, struct sockaddr_storage *addr, socklen_t *len)
{
    struct sockaddr_in *v4 = (struct sockaddr_in *)addr;
    struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)addr;

    memset(addr, 0, sizeof(*addr));
    if (inet_pton(AF_INET, host, &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons((unsigned short)port);
        *len = sizeof(*v4);
        return 0;
    }
    if (inet_pton(AF_INET6, host, &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons((unsigned short)port);
        *len = sizeof(*v6);
        return 0;
    }
    return VELA_EINVAL;
}

/* backlog 0: bound but not listening (the probe). */
static int open_socket(const char *host, int port, int backlog, bool reuseport, int *fd)
{
    struct sockaddr_storage addr;
    socklen_t len;
    int s, one = 1, rc;

    if (port < 0 || port > 65535 || backlog < 0 || parse_address(host, port, &addr, &len) < 0) {
        return VELA_EINVAL;
    }
    s = socket(addr.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (s < 0) {
        return -errno;
    }
    if (setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one)) < 0 ||
        (reuseport && setsockopt(s, SOL_SOCKET, SO_REUSEPORT, &one, sizeof(one)) < 0) ||
        bind(s, (struct sockaddr *)&addr, len) < 0 || (backlog > 0 && listen(s, backlog) < 0)) {
        rc = -errno;
        close(s);
        return rc;
    }
    *fd = s;
    return 0;
}

int vela_listen_open(const char *host, int port, int backlog, int *fd)
{
    return backlog < 1 ? VELA_EINVAL : open_socket(host, port, backlog, false, fd);
}

int vela_listen_open_group(const char *host, int port, int backlog, int count, int *fds)
{
    int rc = 0, probe, opened = 0;

    if (count < 1 || backlog < 1) {
        return VELA_EINVAL;
    }
    if (port != 0 && (rc = open_socket(host, port, 0, false, &probe)) == 0) {
        close(probe);
    }
    while (rc == 0 && opened < count) {
        rc = open_socket(host, port, backlog, true, &fds[opened]);
        if (rc == 0 && opened++ == 0 && port == 0) {
            rc = vela_listen_port(fds[0], &port);
        }
    }
    if (rc != 0) {
        while (opened-- > 0) {
            close(fds[opened]);
        }
    }
    return rc;
}

int vela_listen_port(int fd, int *port)
{
    struct sockaddr_storage addr;
    socklen_t len = sizeof(addr);

    if (getsockname(fd, (struct sockaddr *)&addr, &len) < 0) {
        return -errno;
    }
    if (addr.ss_family == AF_INET6) {
        *port = ntohs(((struct sockaddr_in6 *)&addr)->sin6_port);
    } else {
        *port = ntohs(((struct sockaddr_in *)&addr)->sin_port);
    }
    return 0;
}
