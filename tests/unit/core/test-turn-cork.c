/*
 * src/core/turn_cork.c on the real loop with a real loopback TCP pair: the
 * first write of a turn leaves at once, the later ones of the same turn are
 * held (the peer cannot read them yet) and leave together at the loop's
 * next prepare phase; a lone write per turn never corks the socket; forget
 * and the loop's close let held writes go at once.
 */
#include "src/core/turn_cork.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include <uv.h>

#include "src/core/loop.h"
#include "unit.h"

static int writer, reader;

static void tcp_pair(void)
{
    struct sockaddr_in addr = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t len = sizeof(addr);
    int listener = socket(AF_INET, SOCK_STREAM, 0);
    EXPECT_INT(bind(listener, (struct sockaddr *)&addr, sizeof(addr)), 0);
    EXPECT_INT(listen(listener, 1), 0);
    EXPECT_INT(getsockname(listener, (struct sockaddr *)&addr, &len), 0);
    writer = socket(AF_INET, SOCK_STREAM, 0);
    EXPECT_INT(connect(writer, (struct sockaddr *)&addr, sizeof(addr)), 0);
    reader = accept(listener, NULL, NULL);
    EXPECT(reader >= 0);
    close(listener);
    int one = 1;
    setsockopt(writer, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one)); /* as libpq's socket */
    fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK);
}

/* What the peer can read now (loopback delivers a sent segment at once). */
static const char *peer_reads(void)
{
    static char buf[64];
    ssize_t n = recv(reader, buf, sizeof(buf) - 1, 0);
    buf[n > 0 ? n : 0] = '\0';
    return buf;
}

static int corked_now(void)
{
    int on = -1;
    socklen_t len = sizeof(on);
    getsockopt(writer, IPPROTO_TCP, TCP_CORK, &on, &len);
    return on;
}

static vela_turn_cork_t cork;

static void write_through(const char *s)
{
    vela_turn_cork_write(&cork);
    EXPECT_INT(send(writer, s, strlen(s), 0), (long)strlen(s));
}

static int step;
static char seen[4][64];
static int cork_seen[4];

/* Turn 1 writes three messages; turn 2 (after a prepare) sees them all and writes one. */
static void on_tick(uv_timer_t *timer)
{
    switch (step++) {
    case 0:
        write_through("A");
        cork_seen[0] = corked_now();
        write_through("B");
        write_through("C");
        cork_seen[1] = corked_now();
        strcpy(seen[0], peer_reads());
        break;
    case 1:
        strcpy(seen[1], peer_reads());
        cork_seen[2] = corked_now();
        write_through("D"); /* this turn's only write */
        cork_seen[3] = corked_now();
        strcpy(seen[2], peer_reads());
        uv_timer_stop(timer);
        uv_close((uv_handle_t *)timer, NULL);
        break;
    }
}

static bool ticked_twice(void *arg)
{
    (void)arg;
    return step == 2;
}

static void test_a_turns_later_writes_leave_together(void)
{
    tcp_pair();
    vela_turn_cork_init(&cork, writer);
    uint64_t turns = vela_turn_cork_turns();
    static uv_timer_t timer;
    uv_timer_init(vela_loop_get(), &timer);
    uv_timer_start(&timer, on_tick, 1, 1);
    EXPECT_INT(vela_loop_run_until(ticked_twice, NULL), 0);
    EXPECT_INT(cork_seen[0], 0);     /* the turn's first write: not corked, gone */
    EXPECT_INT(cork_seen[1], 1);     /* the second corked the socket */
    EXPECT_STR(seen[0], "A");        /* B and C held for the rest of the turn */
    EXPECT_STR(seen[1], "BC");       /* the prepare phase let them go together */
    EXPECT_INT(cork_seen[2], 0);     /* and uncorked */
    EXPECT_INT(cork_seen[3], 0);     /* a lone write never corks */
    EXPECT_STR(seen[2], "D");
    EXPECT_INT(vela_turn_cork_turns() - turns, 1);
    vela_turn_cork_forget(&cork);
    vela_loop_close();
    close(writer);
    close(reader);
}

static void test_forget_and_loop_close_let_held_writes_go(void)
{
    tcp_pair();
    vela_turn_cork_init(&cork, writer);
    write_through("A"); /* outside the loop: the same turn until a prepare */
    write_through("B");
    EXPECT_STR(peer_reads(), "A");
    vela_turn_cork_forget(&cork);
    EXPECT_STR(peer_reads(), "B");
    EXPECT_INT(corked_now(), 0);

    vela_turn_cork_init(&cork, writer);
    write_through("C");
    write_through("D");
    EXPECT_STR(peer_reads(), "C");
    vela_loop_close(); /* its hook uncorks what was held */
    EXPECT_STR(peer_reads(), "D");
    EXPECT_INT(corked_now(), 0);
    close(writer);
    close(reader);
}

UNIT_MAIN(UNIT_TEST(test_a_turns_later_writes_leave_together),
          UNIT_TEST(test_forget_and_loop_close_let_held_writes_go))
