/*
 * Unit tests for ext/src/redis/route.c: routing replies, the back-off
 * schedule, one command's redirect loop and a batch's grouping by node,
 * against a fake cluster: three nodes that answer as Redis does from where
 * each slot really is (`truth`), a client slot map that may be out of date
 * (`map`), and a migrating slot whose keys already answer on its target.
 */
#include <stdio.h>
#include <string.h>

#include <uv.h>

#include "src/core/error.h"
#include "src/redis/route.h"
#include "src/redis/slots.h"
#include "unit.h"

#define NODES 3
#define COMMANDS 16
#define SENDS 64

typedef struct fake_node {
    int id;
    vela_redis_address_t address;
    bool down;          /* refuses connections: never sent */
    int fail_in_flight; /* this code with the command sent (0: none) */
} fake_node_t;

typedef struct fake {
    fake_node_t nodes[NODES];
    int16_t map[VELA_REDIS_SLOTS], truth[VELA_REDIS_SLOTS], migrating_to[VELA_REDIS_SLOTS];
    bool stale, ping_pong;
    int tryagain_left, clusterdown_left;
    int slots[COMMANDS];
    char replies[COMMANDS][400];
    bool is_error[COMMANDS];
    /* what happened */
    int loads, moved_calls, stale_marks, sleeps, failed_calls;
    uint64_t slept_ms[16];
    int sent_node[SENDS], sent_command[SENDS], sent_asking[SENDS], sent_batch[SENDS];
    int sends, batches;
    int failed_code[COMMANDS];
} fake_t;

static fake_t fake;

/* Three masters owning a third of the slots each; the client's map is right. */
static void fake_reset(void)
{
    memset(&fake, 0, sizeof(fake));
    for (int i = 0; i < NODES; i++) {
        fake.nodes[i].id = i;
        snprintf(fake.nodes[i].address.host, sizeof(fake.nodes[i].address.host), "127.0.0.1");
        fake.nodes[i].address.port = 7000 + i;
    }
    for (int s = 0; s < VELA_REDIS_SLOTS; s++) {
        fake.truth[s] = fake.map[s] = (int16_t)(s <= 5460 ? 0 : s <= 10922 ? 1 : 2);
        fake.migrating_to[s] = -1;
    }
    for (int c = 0; c < COMMANDS; c++) {
        fake.failed_code[c] = 1;
    }
}

static int node_for_slot(void *arg, uint16_t slot, void **node, char *why, size_t cap)
{
    fake_t *f = arg;
    if (f->stale) {
        memcpy(f->map, f->truth, sizeof(f->map)); /* CLUSTER SLOTS from a node */
        f->stale = false;
        f->loads++;
    }
    if (f->map[slot] < 0) {
        snprintf(why, cap, "no cluster node serves slot %u", slot);
        return VELA_ESTATE;
    }
    *node = &f->nodes[f->map[slot]];
    return 0;
}

static int node_at(void *arg, const vela_redis_address_t *address, void **node)
{
    fake_t *f = arg;
    for (int i = 0; i < NODES; i++) {
        if (vela_redis_address_equal(&f->nodes[i].address, address)) {
            *node = &f->nodes[i];
            return 0;
        }
    }
    return VELA_ENOMEM;
}

static void moved(void *arg, uint16_t slot, const vela_redis_address_t *address)
{
    fake_t *f = arg;
    void *node;
    f->moved_calls++;
    if (node_at(arg, address, &node) == 0) {
        f->map[slot] = (int16_t)((fake_node_t *)node)->id;
    }
    f->stale = true;
}

static void mark_stale(void *arg)
{
    fake_t *f = arg;
    f->stale = true;
    f->stale_marks++;
}

static void fake_sleep(void *arg, uint64_t ms)
{
    fake_t *f = arg;
    if (f->sleeps < 16) {
        f->slept_ms[f->sleeps] = ms;
    }
    f->sleeps++;
}

/* What node n answers to command c, as Redis would. */
static void answer(fake_t *f, const fake_node_t *n, int c, bool asking)
{
    int slot = f->slots[c] < 0 ? 0 : f->slots[c];
    int owner = f->truth[slot], target = f->migrating_to[slot];
    const vela_redis_address_t *to = NULL;
    bool ask = false;
    f->is_error[c] = true;
    if (f->tryagain_left > 0) {
        f->tryagain_left--;
        snprintf(f->replies[c], sizeof(f->replies[c]),
                 "TRYAGAIN Multiple keys request during "
                 "rehashing of slot");
        return;
    }
    if (f->clusterdown_left > 0) {
        f->clusterdown_left--;
        snprintf(f->replies[c], sizeof(f->replies[c]), "CLUSTERDOWN The cluster is down");
        return;
    }
    if (f->ping_pong) {
        to = &f->nodes[(n->id + 1) % NODES].address;
    } else if (n->id == owner && target >= 0) {
        to = &f->nodes[target].address, ask = true; /* the key has moved on already */
    } else if (n->id != owner && !(asking && n->id == target)) {
        to = &f->nodes[owner].address;
    }
    if (to) {
        snprintf(f->replies[c], sizeof(f->replies[c]), "%s %d %s:%d", ask ? "ASK" : "MOVED", slot,
                 to->host, to->port);
        return;
    }
    f->is_error[c] = false;
    snprintf(f->replies[c], sizeof(f->replies[c]), "value %d from node %d", c, n->id);
}

static int fake_send(void *arg, void *node, const size_t *commands, size_t n, bool asking,
                     bool *never_sent, char *why, size_t cap)
{
    fake_t *f = arg;
    fake_node_t *to = node;
    *never_sent = to->down;
    if (to->down) {
        snprintf(why, cap, "connection refused");
        return UV_ECONNREFUSED;
    }
    for (size_t i = 0; i < n && f->sends < SENDS; i++, f->sends++) {
        f->sent_node[f->sends] = to->id;
        f->sent_command[f->sends] = (int)commands[i];
        f->sent_asking[f->sends] = asking;
        f->sent_batch[f->sends] = f->batches;
        answer(f, to, (int)commands[i], asking);
    }
    f->batches++;
    if (to->fail_in_flight) {
        snprintf(why, cap, "no reply within 5.000 s");
        return to->fail_in_flight;
    }
    return 0;
}

static const char *error_reply(void *arg, size_t command, size_t *len)
{
    fake_t *f = arg;
    *len = strlen(f->replies[command]);
    return f->is_error[command] ? f->replies[command] : NULL;
}

static void fake_failed(void *arg, size_t command, int code,
                        const vela_redis_route_failure_t *failure)
{
    fake_t *f = arg;
    f->failed_calls++;
    f->failed_code[command] = code;
    snprintf(f->replies[command], sizeof(f->replies[command]), "failed: %s", failure->why);
}

static const vela_redis_route_io_t io = {
    .node_for_slot = node_for_slot,
    .node_at = node_at,
    .moved = moved,
    .mark_stale = mark_stale,
    .send = fake_send,
    .error_reply = error_reply,
    .sleep = fake_sleep,
    .failed = fake_failed,
};

static int run_one(uint16_t slot, int max_redirects, vela_redis_route_failure_t *failure)
{
    fake.slots[0] = slot;
    return vela_redis_route_command(&io, &fake, slot, 0, max_redirects, failure);
}

static void routing_replies_parse(void)
{
    vela_redis_route_decision_t d;
    const char *moved_text = "MOVED 3999 127.0.0.1:7001";
    EXPECT_INT(vela_redis_route_parse(moved_text, strlen(moved_text), &d), VELA_REDIS_ROUTE_MOVED);
    EXPECT_INT(d.slot, 3999);
    EXPECT_INT(d.address.port, 7001);
    EXPECT_INT(vela_redis_route_parse("ASK 1 h:2", 9, &d), VELA_REDIS_ROUTE_ASK);
    EXPECT_STR(d.address.host, "h");
    EXPECT_INT(vela_redis_route_parse("TRYAGAIN Multiple keys", 22, &d), VELA_REDIS_ROUTE_TRYAGAIN);
    EXPECT_INT(vela_redis_route_parse("TRYAGAIN", 8, &d), VELA_REDIS_ROUTE_TRYAGAIN);
    EXPECT_INT(vela_redis_route_parse("CLUSTERDOWN The cluster is down", 31, &d),
               VELA_REDIS_ROUTE_CLUSTERDOWN);
    const char *answers[] = {"ERR unknown command",
                             "TRYAGAINX",
                             "CLUSTERDOWNx",
                             "MOVED 99999 h:1",
                             "ASK 1 h:0",
                             "MOVED",
                             "",
                             "moved 1 h:1"};
    for (size_t i = 0; i < sizeof(answers) / sizeof(answers[0]); i++) {
        EXPECT_INT(vela_redis_route_parse(answers[i], strlen(answers[i]), &d),
                   VELA_REDIS_ROUTE_ANSWER);
    }
}

static void back_off_doubles_from_100ms_and_is_capped(void)
{
    EXPECT_INT(vela_redis_route_backoff_ms(0), 100);
    EXPECT_INT(vela_redis_route_backoff_ms(1), 200);
    EXPECT_INT(vela_redis_route_backoff_ms(4), 1600);
    EXPECT_INT(vela_redis_route_backoff_ms(5), 2000);
    EXPECT_INT(vela_redis_route_backoff_ms(1000), 2000); /* no overflow after 64 doublings */
}

static void an_up_to_date_map_sends_once(void)
{
    vela_redis_route_failure_t f;
    fake_reset();
    EXPECT_INT(run_one(vela_redis_key_slot("foo", 3), 5, &f), 0); /* slot 12182: node 2 */
    EXPECT_INT(fake.sends, 1);
    EXPECT_INT(fake.sent_node[0], 2);
    EXPECT_STR(fake.replies[0], "value 0 from node 2");
}

static void moved_updates_the_map_and_retries_on_the_new_node(void)
{
    vela_redis_route_failure_t f;
    fake_reset();
    fake.truth[100] = 1; /* resharded: the client still says node 0 */
    EXPECT_INT(run_one(100, 5, &f), 0);
    EXPECT_INT(fake.sends, 2);
    EXPECT_INT(fake.sent_node[0], 0);
    EXPECT_INT(fake.sent_node[1], 1);
    EXPECT_INT(fake.sent_asking[1], 0);
    EXPECT_INT(fake.moved_calls, 1);
    EXPECT_INT(fake.map[100], 1);
    EXPECT(fake.stale); /* the next routing reloads the whole map */
    EXPECT_STR(fake.replies[0], "value 0 from node 1");
    /* the next command on that slot goes straight to the new node */
    fake.sends = 0;
    EXPECT_INT(run_one(100, 5, &f), 0);
    EXPECT_INT(fake.sends, 1);
    EXPECT_INT(fake.sent_node[0], 1);
}

static void ask_sends_asking_once_and_leaves_the_map(void)
{
    vela_redis_route_failure_t f;
    fake_reset();
    fake.migrating_to[200] = 2; /* slot 200 (node 0) is migrating to node 2 */
    EXPECT_INT(run_one(200, 5, &f), 0);
    EXPECT_INT(fake.sends, 2);
    EXPECT_INT(fake.sent_node[1], 2);
    EXPECT_INT(fake.sent_asking[0], 0);
    EXPECT_INT(fake.sent_asking[1], 1);
    EXPECT_INT(fake.moved_calls, 0);
    EXPECT_INT(fake.map[200], 0);
    EXPECT(!fake.stale);
    EXPECT_STR(fake.replies[0], "value 0 from node 2");
    /* ASK was for that command only: the next starts at node 0 again, without ASKING */
    EXPECT_INT(run_one(200, 5, &f), 0);
    EXPECT_INT(fake.sent_node[2], 0);
    EXPECT_INT(fake.sent_asking[2], 0);
    EXPECT_INT(fake.sent_asking[3], 1);
}

static void the_redirect_budget_ends_with_a_clear_error(void)
{
    vela_redis_route_failure_t f;
    fake_reset();
    fake.ping_pong = true; /* every node sends the client to the next one */
    EXPECT_INT(run_one(300, 5, &f), VELA_ELIMIT);
    EXPECT_INT(fake.sends, 6); /* the first try and 5 redirections */
    EXPECT_INT(f.stage, VELA_REDIS_ROUTE_FAILED_BUDGET);
    EXPECT_STR(f.why, "gave up after 5 cluster redirections (max_redirects); the last reply was: "
                      "MOVED 300 127.0.0.1:7000");
    fake_reset();
    fake.ping_pong = true;
    EXPECT_INT(run_one(300, 0, &f), VELA_ELIMIT);
    EXPECT_INT(fake.sends, 1);
}

static void tryagain_and_clusterdown_back_off_and_reload(void)
{
    vela_redis_route_failure_t f;
    fake_reset();
    fake.tryagain_left = 2;
    fake.clusterdown_left = 1;
    EXPECT_INT(run_one(400, 5, &f), 0);
    EXPECT_INT(fake.sends, 4);
    EXPECT_INT(fake.sleeps, 3);
    EXPECT_INT(fake.slept_ms[0], 100);
    EXPECT_INT(fake.slept_ms[1], 200);
    EXPECT_INT(fake.slept_ms[2], 400);
    EXPECT_INT(fake.stale_marks, 3);
    EXPECT_INT(fake.loads, 3);
    EXPECT_STR(fake.replies[0], "value 0 from node 0");
    fake_reset();
    fake.tryagain_left = 100;
    EXPECT_INT(run_one(400, 2, &f), VELA_ELIMIT);
    EXPECT_INT(fake.sleeps, 2);
}

static void an_unreachable_node_is_a_failover_until_the_budget_ends(void)
{
    vela_redis_route_failure_t f;
    fake_reset();
    fake.nodes[0].down = true;
    fake.truth[500] = 1; /* its replica (node 1) took over slot 500 */
    EXPECT_INT(run_one(500, 5, &f), 0);
    EXPECT_INT(fake.sleeps, 1);
    EXPECT_INT(fake.loads, 1);
    EXPECT_STR(fake.replies[0], "value 0 from node 1");
    fake_reset();
    fake.nodes[0].down = true; /* no failover: the budget ends it */
    EXPECT_INT(run_one(500, 3, &f), UV_ECONNREFUSED);
    EXPECT_INT(f.stage, VELA_REDIS_ROUTE_FAILED_CONNECT);
    EXPECT(f.node == &fake.nodes[0]);
    EXPECT_INT(fake.sleeps, 3);
    EXPECT_STR(f.why, "connection refused");
}

static void a_failure_in_flight_is_not_retried(void)
{
    vela_redis_route_failure_t f;
    fake_reset();
    fake.nodes[0].fail_in_flight = VELA_ETIMEOUT;
    EXPECT_INT(run_one(600, 5, &f), VELA_ETIMEOUT);
    EXPECT_INT(fake.sends, 1);
    EXPECT_INT(f.stage, VELA_REDIS_ROUTE_FAILED_SEND);
    EXPECT_INT(fake.stale_marks, 1);
    EXPECT_STR(f.why, "no reply within 5.000 s");
}

static void an_uncovered_slot_fails_at_the_map(void)
{
    vela_redis_route_failure_t f;
    fake_reset();
    fake.map[700] = fake.truth[700] = -1;
    EXPECT_INT(run_one(700, 5, &f), VELA_ESTATE);
    EXPECT_INT(f.stage, VELA_REDIS_ROUTE_FAILED_MAP);
    EXPECT_STR(f.why, "no cluster node serves slot 700");
    EXPECT_INT(fake.sends, 0);
}

/* Keys on the three nodes, interleaved: a, b, c, a, b, c ... */
static const char *const batch_keys[] = {"a", "b", "c", "d", "e", "f", "g", "h", "i"};

static size_t set_batch_slots(void)
{
    size_t n = sizeof(batch_keys) / sizeof(batch_keys[0]);
    for (size_t i = 0; i < n; i++) {
        fake.slots[i] = vela_redis_key_slot(batch_keys[i], 1);
    }
    return n;
}

static void a_batch_is_grouped_by_node_and_keeps_the_callers_order(void)
{
    vela_redis_route_failure_t f;
    fake_reset();
    size_t n = set_batch_slots();
    fake.slots[n] = -1; /* a keyless command goes with slot 0 */
    n++;
    EXPECT_INT(vela_redis_route_batch(&io, &fake, fake.slots, n, 5, &f), 0);
    EXPECT_INT(fake.sends, (int)n);
    EXPECT_INT(fake.batches, NODES);
    /* each batch goes to one node, its commands ascending; nodes by first appearance */
    int first_node = fake.truth[fake.slots[0]];
    EXPECT_INT(fake.sent_node[0], first_node);
    for (int s = 1; s < fake.sends; s++) {
        if (fake.sent_batch[s] == fake.sent_batch[s - 1]) {
            EXPECT_INT(fake.sent_node[s], fake.sent_node[s - 1]);
            EXPECT(fake.sent_command[s] > fake.sent_command[s - 1]);
        }
    }
    for (size_t i = 0; i < n; i++) {
        char want[64];
        int slot = fake.slots[i] < 0 ? 0 : fake.slots[i];
        snprintf(want, sizeof(want), "value %zu from node %d", i, fake.truth[slot]);
        EXPECT_STR(fake.replies[i], want);
    }
}

static void redirects_inside_a_batch_are_followed_alone(void)
{
    vela_redis_route_failure_t f;
    fake_reset();
    size_t n = set_batch_slots();
    int moved_slot = fake.slots[1], asked_slot = fake.slots[2];
    fake.truth[moved_slot] = (int16_t)((fake.map[moved_slot] + 1) % NODES);
    fake.migrating_to[asked_slot] = (int16_t)((fake.map[asked_slot] + 2) % NODES);
    EXPECT_INT(vela_redis_route_batch(&io, &fake, fake.slots, n, 5, &f), 0);
    EXPECT_INT(fake.batches, NODES + 2);
    EXPECT_INT(fake.sends, (int)n + 2);
    EXPECT_INT(fake.sent_command[n], 1);
    EXPECT_INT(fake.sent_asking[n], 0);
    EXPECT_INT(fake.sent_command[n + 1], 2);
    EXPECT_INT(fake.sent_asking[n + 1], 1);
    EXPECT_INT(fake.map[moved_slot], fake.truth[moved_slot]);
    EXPECT_INT(fake.failed_calls, 0);
    for (size_t i = 0; i < n; i++) {
        char want[64];
        int node = i == 2 ? fake.migrating_to[asked_slot] : fake.truth[fake.slots[i]];
        snprintf(want, sizeof(want), "value %zu from node %d", i, node);
        EXPECT_STR(fake.replies[i], want);
    }
}

static void a_batch_reports_each_failure_where_it_happened(void)
{
    vela_redis_route_failure_t f;
    fake_reset();
    size_t n = set_batch_slots();
    fake.ping_pong = true; /* every command is redirected for ever */
    EXPECT_INT(vela_redis_route_batch(&io, &fake, fake.slots, n, 2, &f), 0);
    EXPECT_INT(fake.failed_calls, (int)n);
    EXPECT_INT(fake.failed_code[4], VELA_ELIMIT);
    EXPECT(strstr(fake.replies[4], "gave up after 2 cluster redirections") != NULL);
    /* a node that cannot be reached fails the whole batch */
    fake_reset();
    set_batch_slots();
    fake.nodes[1].down = true;
    EXPECT_INT(vela_redis_route_batch(&io, &fake, fake.slots, n, 5, &f), UV_ECONNREFUSED);
    EXPECT_INT(f.stage, VELA_REDIS_ROUTE_FAILED_CONNECT);
    EXPECT(f.node == &fake.nodes[1]);
    EXPECT(fake.stale);
    EXPECT_INT(vela_redis_route_batch(&io, &fake, fake.slots, 0, 5, &f), 0); /* empty */
}

UNIT_MAIN(UNIT_TEST(routing_replies_parse), UNIT_TEST(back_off_doubles_from_100ms_and_is_capped),
          UNIT_TEST(an_up_to_date_map_sends_once),
          UNIT_TEST(moved_updates_the_map_and_retries_on_the_new_node),
          UNIT_TEST(ask_sends_asking_once_and_leaves_the_map),
          UNIT_TEST(the_redirect_budget_ends_with_a_clear_error),
          UNIT_TEST(tryagain_and_clusterdown_back_off_and_reload),
          UNIT_TEST(an_unreachable_node_is_a_failover_until_the_budget_ends),
          UNIT_TEST(a_failure_in_flight_is_not_retried),
          UNIT_TEST(an_uncovered_slot_fails_at_the_map),
          UNIT_TEST(a_batch_is_grouped_by_node_and_keeps_the_callers_order),
          UNIT_TEST(redirects_inside_a_batch_are_followed_alone),
          UNIT_TEST(a_batch_reports_each_failure_where_it_happened))
