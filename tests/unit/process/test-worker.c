/* Unit tests for ext/src/process/worker.c and listen.c: the VELA_WORKER value, the
 * recycling check, notices on the status pipe, the shared listening socket. */
#include "src/process/listen.h"
#include "src/core/error.h"
#include "unit.h"
#include "src/process/worker.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

static void environment_value_round_trips(void)
{
    vela_worker_t w = {.id = 3, .generation = 7, .listen_fd = 3, .status_fd = 4}, back;
    char buf[64];

    EXPECT_INT(vela__worker_env_format(&w, buf, sizeof(buf)), 0);
    EXPECT_STR(buf, "3 7 3 4");
    EXPECT_INT(vela__worker_env_parse(buf, &back), 0);
    EXPECT_INT(back.id, 3);
    EXPECT_INT(back.generation, 7);
    EXPECT_INT(back.status_fd, 4);
    EXPECT_INT(vela__worker_env_format(&w, buf, 4), VELA_EINVAL);
}

static void malformed_environment_values_are_rejected(void)
{
    vela_worker_t w;

    EXPECT_INT(vela__worker_env_parse("", &w), VELA_EINVAL);
    EXPECT_INT(vela__worker_env_parse("1 2 3", &w), VELA_EINVAL);
    EXPECT_INT(vela__worker_env_parse("1 2 3 4 5", &w), VELA_EINVAL);
    EXPECT_INT(vela__worker_env_parse("-1 2 3 4", &w), VELA_EINVAL);
}

static void retires_once_after_max_requests(void)
{
    int fds[2];
    char got[4] = {0};
    vela_worker_t w = {.max_requests = 2};

    EXPECT_INT(pipe(fds), 0);
    w.status_fd = fds[1];
    EXPECT_INT(vela_worker_ready(&w), 0);
    EXPECT_INT(vela_worker_count_request(&w, 0), 0);
    EXPECT_INT(vela_worker_count_request(&w, 0), 1);
    EXPECT_INT(vela_worker_count_request(&w, 0), 0);
    close(fds[1]);
    EXPECT_INT(read(fds[0], got, sizeof(got)), 2);
    EXPECT_STR(got, "RX");
    close(fds[0]);
}

static void retires_over_max_memory_without_a_master(void)
{
    vela_worker_t w = {.status_fd = -1, .max_memory = 1000};

    EXPECT_INT(vela_worker_ready(&w), 0);
    EXPECT_INT(vela_worker_count_request(&w, 1000), 0);
    EXPECT_INT(vela_worker_count_request(&w, 1001), 1);
    EXPECT(w.retiring);
}

static void listening_socket_is_cloexec_and_reports_its_port(void)
{
    int fd = -1, port = 0;

    EXPECT_INT(vela_listen_open("127.0.0.1", 0, 16, &fd), 0);
    EXPECT_INT(vela_listen_port(fd, &port), 0);
    EXPECT(port > 0);
    EXPECT(fcntl(fd, F_GETFD) & FD_CLOEXEC);
    EXPECT(fcntl(fd, F_GETFL) & O_NONBLOCK);
    close(fd);
    EXPECT_INT(vela_listen_open("localhost", 0, 16, &fd), VELA_EINVAL);
    EXPECT_INT(vela_listen_open("127.0.0.1", 70000, 16, &fd), VELA_EINVAL);
}

static void a_taken_port_is_reported(void)
{
    int first = -1, second = -1, port = 0;

    EXPECT_INT(vela_listen_open("127.0.0.1", 0, 16, &first), 0);
    EXPECT_INT(vela_listen_port(first, &port), 0);
    EXPECT_INT(vela_listen_open("127.0.0.1", port, 16, &second), -EADDRINUSE);
    close(first);
}

static void a_group_shares_one_port_and_keeps_others_out(void)
{
    int group[3] = {-1, -1, -1}, other[2], plain = -1, ports[3] = {0};

    EXPECT_INT(vela_listen_open_group("127.0.0.1", 0, 16, 3, group), 0);
    for (int i = 0; i < 3; i++) {
        EXPECT_INT(vela_listen_port(group[i], &ports[i]), 0);
    }
    EXPECT(ports[0] > 0);
    EXPECT_INT(ports[1], ports[0]);
    EXPECT_INT(ports[2], ports[0]);
    EXPECT_INT(vela_listen_open_group("127.0.0.1", ports[0], 16, 2, other), -EADDRINUSE);
    EXPECT_INT(vela_listen_open("127.0.0.1", ports[0], 16, &plain), -EADDRINUSE);
    for (int i = 0; i < 3; i++) {
        close(group[i]);
    }
    EXPECT_INT(vela_listen_open_group("127.0.0.1", ports[0], 16, 2, other), 0);
    close(other[0]);
    close(other[1]);
}

UNIT_MAIN(UNIT_TEST(a_group_shares_one_port_and_keeps_others_out),
          UNIT_TEST(environment_value_round_trips),
          UNIT_TEST(malformed_environment_values_are_rejected),
          UNIT_TEST(retires_once_after_max_requests),
          UNIT_TEST(retires_over_max_memory_without_a_master),
          UNIT_TEST(listening_socket_is_cloexec_and_reports_its_port),
          UNIT_TEST(a_taken_port_is_reported))
