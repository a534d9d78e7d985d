/*
 * Unit tests for ext/src/hub/hub.c: delivery to every subscriber of a topic
 * (one shared copy), subscribers of several topics, the bounded queue with
 * both overflow policies, notify once per arming (also from a callback that
 * unsubscribes others), topics freed with their last subscriber, and the
 * count callback (every join and leave of a topic, with its new count) and
 * the walk of topics that presence across workers and instances rests on.
 */
#include <stdio.h>
#include <string.h>

#include "src/core/error.h"
#include "src/hub/hub.h"
#include "unit.h"

static int notified;
static vela_hub_sub_t *victim; /* unsubscribed by the next notify_and_kill() */

static void count_notify(void *arg)
{
    (void)arg;
    notified++;
}

static void notify_and_kill(void *arg)
{
    (void)arg;
    notified++;
    vela_hub_unsubscribe(victim);
    victim = NULL;
}

static vela_hub_sub_t *subscribe(vela_hub_t *hub, const char *topic, size_t capacity,
                                 enum vela_hub_overflow overflow, void (*notify)(void *))
{
    const char *topics[] = {topic};
    size_t lens[] = {strlen(topic)};
    vela_hub_sub_t *sub = NULL;

    EXPECT_INT(vela_hub_subscribe(hub, topics, lens, 1, capacity, overflow, notify, NULL, &sub), 0);
    return sub;
}

static int publish(vela_hub_t *hub, const char *topic, const char *data)
{
    return vela_hub_deliver(hub, topic, strlen(topic), data, strlen(data));
}

/* The data of the next message of sub ("" when none), released. */
static const char *take(vela_hub_sub_t *sub)
{
    static char data[64];
    vela_hub_message_t *m = vela_hub_take(sub);

    data[0] = '\0';
    if (m) {
        snprintf(data, sizeof(data), "%s@%s", m->data, m->topic);
        vela_hub_message_release(m);
    }
    return data;
}

static void every_subscriber_once(void)
{
    vela_hub_t *hub;
    EXPECT_INT(vela_hub_new(&hub), 0);
    vela_hub_sub_t *a = subscribe(hub, "room", 8, VELA_HUB_DROP_OLDEST, NULL);
    vela_hub_sub_t *b = subscribe(hub, "room", 8, VELA_HUB_DROP_OLDEST, NULL);
    const char *both[] = {"room", "other"};
    size_t lens[] = {4, 5};
    vela_hub_sub_t *c = NULL;
    EXPECT_INT(vela_hub_subscribe(hub, both, lens, 2, 8, VELA_HUB_DROP_OLDEST, NULL, NULL, &c), 0);

    EXPECT_INT(publish(hub, "room", "hi"), 3);
    EXPECT_INT(publish(hub, "other", "yo"), 1);
    EXPECT_INT(publish(hub, "nobody", "x"), 0);
    EXPECT_INT((int)vela_hub_topic_count(hub, "room", 4), 3);
    EXPECT_STR(take(a), "hi@room");
    EXPECT_STR(take(a), "");
    EXPECT_STR(take(b), "hi@room");
    EXPECT_STR(take(c), "hi@room");
    EXPECT_STR(take(c), "yo@other");
    vela_hub_unsubscribe(c);
    EXPECT_INT((int)vela_hub_topic_count(hub, "other", 5), 0);
    EXPECT_INT((int)vela_hub_topic_count(hub, "room", 4), 2);
    vela_hub_stats_t stats;
    vela_hub_stats(hub, &stats);
    EXPECT_INT((int)stats.published, 3);
    EXPECT_INT((int)stats.delivered, 4);
    EXPECT_INT((int)stats.subscribers, 2);
    vela_hub_free(hub); /* frees a and b */
}

static void bounded_queues(void)
{
    vela_hub_t *hub;
    char data[16];
    EXPECT_INT(vela_hub_new(&hub), 0);
    vela_hub_sub_t *drop = subscribe(hub, "t", 3, VELA_HUB_DROP_OLDEST, NULL);
    vela_hub_sub_t *close = subscribe(hub, "t", 3, VELA_HUB_CLOSE, NULL);

    for (int i = 0; i < 10; i++) {
        snprintf(data, sizeof(data), "m%d", i);
        publish(hub, "t", data);
    }
    EXPECT_INT((int)vela_hub_sub_queued(drop), 3);
    EXPECT_INT((int)vela_hub_sub_dropped(drop), 7);
    EXPECT_STR(take(drop), "m7@t");
    EXPECT_STR(take(drop), "m8@t");
    EXPECT_STR(take(drop), "m9@t");
    EXPECT_INT(vela_hub_is_closed(close), 1);
    EXPECT_INT((int)vela_hub_sub_queued(close), 3);
    EXPECT_STR(take(close), "m0@t");
    EXPECT_INT(publish(hub, "t", "late"), 1); /* the closed one gets nothing more */
    vela_hub_stats_t stats;
    vela_hub_stats(hub, &stats);
    EXPECT_INT((int)stats.dropped, 7);
    EXPECT_INT((int)stats.overflowed, 1);
    vela_hub_free(hub);
}

static void notify_once_per_arming(void)
{
    vela_hub_t *hub;
    EXPECT_INT(vela_hub_new(&hub), 0);
    vela_hub_sub_t *a = subscribe(hub, "t", 4, VELA_HUB_DROP_OLDEST, count_notify);

    notified = 0;
    publish(hub, "t", "1");
    EXPECT_INT(notified, 0); /* not armed */
    vela_hub_arm(a);
    publish(hub, "t", "2");
    publish(hub, "t", "3");
    EXPECT_INT(notified, 1);
    vela_hub_arm(a);
    vela_hub_close(a);
    EXPECT_INT(notified, 2);

    /* A notify that unsubscribes another subscriber of the same topic. */
    vela_hub_sub_t *killer = subscribe(hub, "k", 4, VELA_HUB_DROP_OLDEST, notify_and_kill);
    victim = subscribe(hub, "k", 4, VELA_HUB_DROP_OLDEST, count_notify);
    vela_hub_arm(killer);
    vela_hub_arm(victim);
    notified = 0;
    EXPECT_INT(publish(hub, "k", "x"), 2);
    EXPECT_INT(victim == NULL, 1);
    EXPECT_INT(notified >= 1, 1);
    EXPECT_INT((int)vela_hub_topic_count(hub, "k", 1), 1);
    vela_hub_unsubscribe(killer);
    vela_hub_free(hub);
}

static void refusals(void)
{
    vela_hub_t *hub;
    const char *topics[] = {"t"};
    size_t lens[] = {1};
    vela_hub_sub_t *sub = (vela_hub_sub_t *)1;
    EXPECT_INT(vela_hub_new(&hub), 0);
    EXPECT_INT(vela_hub_subscribe(hub, topics, lens, 1, 0, VELA_HUB_DROP_OLDEST, NULL, NULL, &sub),
               VELA_EINVAL);
    EXPECT_INT(sub == NULL, 1);
    EXPECT_INT(vela_hub_subscribe(hub, topics, lens, 0, 4, VELA_HUB_DROP_OLDEST, NULL, NULL, &sub),
               VELA_EINVAL);
    vela_hub_free(hub);
    vela_hub_free(NULL);
    vela_hub_unsubscribe(NULL);
}

/* peek() shows the oldest message and leaves it queued (Hub::join() drains with it). */
static void peek_leaves_the_message(void)
{
    vela_hub_t *hub;
    vela_hub_sub_t *sub;

    EXPECT_INT(vela_hub_new(&hub), 0);
    sub = subscribe(hub, "t", 2, VELA_HUB_DROP_OLDEST, NULL);
    EXPECT(vela_hub_peek(sub) == NULL);
    publish(hub, "t", "a");
    publish(hub, "t", "b");
    EXPECT_STR(vela_hub_peek(sub)->data, "a");
    EXPECT_STR(vela_hub_peek(sub)->data, "a");
    EXPECT_INT((int)vela_hub_sub_queued(sub), 2);
    EXPECT_STR(take(sub), "a@t");
    EXPECT_STR(vela_hub_peek(sub)->data, "b");
    vela_hub_free(hub);
}

static char counted[256];

static void record_count(const char *topic, size_t topic_len, size_t count, void *arg)
{
    char line[64];

    (void)arg;
    snprintf(line, sizeof(line), "%.*s=%zu,", (int)topic_len, topic, count);
    strncat(counted, line, sizeof(counted) - strlen(counted) - 1);
}

static void counts_reported(void)
{
    vela_hub_t *hub;
    const char *both[] = {"room", "other"};
    size_t lens[] = {4, 5};
    vela_hub_sub_t *a, *b = NULL;

    EXPECT_INT(vela_hub_new(&hub), 0);
    vela_hub_on_count(hub, record_count, NULL);
    a = subscribe(hub, "room", 8, VELA_HUB_DROP_OLDEST, NULL);
    EXPECT_INT(vela_hub_subscribe(hub, both, lens, 2, 8, VELA_HUB_DROP_OLDEST, NULL, NULL, &b), 0);
    EXPECT_STR(counted, "room=1,room=2,other=1,");
    counted[0] = '\0';
    vela_hub_each_topic(hub, record_count, NULL);
    EXPECT(strcmp(counted, "room=2,other=1,") == 0 || strcmp(counted, "other=1,room=2,") == 0);
    counted[0] = '\0';
    vela_hub_unsubscribe(b);
    vela_hub_unsubscribe(a);
    EXPECT_STR(counted, "room=1,other=0,room=0,");
    counted[0] = '\0';
    vela_hub_each_topic(hub, record_count, NULL);
    EXPECT_STR(counted, "");
    vela_hub_free(hub);
}

UNIT_MAIN(UNIT_TEST(every_subscriber_once), UNIT_TEST(bounded_queues),
          UNIT_TEST(notify_once_per_arming), UNIT_TEST(refusals),
          UNIT_TEST(peek_leaves_the_message), UNIT_TEST(counts_reported))
