/*
 * The hub's topics and queues (hub.h has the model).
 *
 * Layout. Topics live in a fixed table of TOPIC_BUCKETS chains keyed by an
 * FNV-1a hash of the name; a topic exists while it has a subscriber. A
 * subscriber owns one membership per topic it joined (allocated with it);
 * a topic links its memberships in a doubly linked list, so detaching is
 * O(1) per topic and delivering walks only that topic's subscribers. A
 * queue is a ring of `capacity` message pointers allocated with the
 * subscriber: nothing is allocated per delivery but the message itself.
 *
 * The ring is not zeroed: a slot is read only after a message was put in
 * it (the `queued` slots from `head`), so its 8 KiB (1024 slots by default)
 * cost a join neither a memset (80% of a join's instructions when it was
 * calloc'ed) nor resident pages until messages fill them.
 *
 * Invariants: a subscriber's ring holds `queued` <= `capacity` references;
 * a closed subscriber is never queued to; a topic with no membership is
 * freed at once.
 */
#include "src/hub/hub.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"

#define TOPIC_BUCKETS 256

typedef struct topic topic_t;
typedef struct membership membership_t;

struct membership {
    vela_hub_sub_t *sub;
    topic_t *topic;
    membership_t *prev, *next; /* in the topic's list */
};

struct topic {
    topic_t *next; /* in its bucket */
    membership_t *members;
    size_t count, len;
    char name[];
};

struct vela_hub_sub {
    vela_hub_t *hub;
    void (*notify)(void *arg);
    void *arg;
    enum vela_hub_overflow overflow;
    bool closed, armed;
    bool dead;      /* unsubscribed while a delivery holds it: freed when released */
    unsigned holds; /* deliveries about to notify it */
    size_t capacity, head, queued, member_count;
    uint64_t dropped;
    membership_t *members;     /* member_count of them */
    vela_hub_message_t **ring; /* capacity of them */
};

struct vela_hub {
    topic_t *buckets[TOPIC_BUCKETS];
    vela_hub_stats_t stats;
    vela_hub_count_fn on_count; /* a topic's count changed (vela_hub_on_count()) */
    void *on_count_arg;
};

/* Every hub's counters together (vela_hub_totals()); the worker's one thread writes them. */
static vela_hub_stats_t totals;

static uint32_t hash(const char *name, size_t len)
{
    uint32_t h = 2166136261u;

    for (size_t i = 0; i < len; i++) {
        h = (h ^ (unsigned char)name[i]) * 16777619u;
    }
    return h % TOPIC_BUCKETS;
}

static topic_t **find_link(const vela_hub_t *hub, const char *name, size_t len)
{
    topic_t **link = (topic_t **)&hub->buckets[hash(name, len)];

    while (*link && ((*link)->len != len || memcmp((*link)->name, name, len) != 0)) {
        link = &(*link)->next;
    }
    return link;
}

int vela_hub_new(vela_hub_t **out)
{
    *out = calloc(1, sizeof(vela_hub_t));
    return *out ? 0 : VELA_ENOMEM;
}

void vela_hub_free(vela_hub_t *hub)
{
    if (hub == NULL) {
        return;
    }
    for (size_t i = 0; i < TOPIC_BUCKETS; i++) {
        while (hub->buckets[i]) {
            vela_hub_unsubscribe(hub->buckets[i]->members->sub);
        }
    }
    free(hub);
}

/* Links membership m into the topic `name` (created when new); false when out of memory. */
static bool join(vela_hub_t *hub, membership_t *m, const char *name, size_t len)
{
    topic_t **link = find_link(hub, name, len), *topic = *link;

    if (topic == NULL) {
        topic = calloc(1, sizeof(topic_t) + len + 1);
        if (topic == NULL) {
            return false;
        }
        memcpy(topic->name, name, len);
        topic->len = len;
        *link = topic;
    }
    m->topic = topic;
    m->next = topic->members;
    if (topic->members) {
        topic->members->prev = m;
    }
    topic->members = m;
    topic->count++;
    if (hub->on_count) {
        hub->on_count(topic->name, topic->len, topic->count, hub->on_count_arg);
    }
    return true;
}

/* Unlinks m from its topic, freeing the topic when it was the last. */
static void leave(vela_hub_t *hub, membership_t *m)
{
    topic_t *topic = m->topic;

    if (topic == NULL) {
        return;
    }
    if (m->prev) {
        m->prev->next = m->next;
    } else {
        topic->members = m->next;
    }
    if (m->next) {
        m->next->prev = m->prev;
    }
    m->topic = NULL;
    --topic->count;
    if (hub->on_count) {
        hub->on_count(topic->name, topic->len, topic->count, hub->on_count_arg);
    }
    if (topic->count == 0) {
        topic_t **link = find_link(hub, topic->name, topic->len);
        *link = topic->next;
        free(topic);
    }
}

int vela_hub_subscribe(vela_hub_t *hub, const char *const *topics, const size_t *lens, size_t count,
                       size_t capacity, enum vela_hub_overflow overflow, void (*notify)(void *arg),
                       void *arg, vela_hub_sub_t **out)
{
    vela_hub_sub_t *sub;

    *out = NULL;
    if (capacity == 0 || count == 0) {
        return VELA_EINVAL;
    }
    if (capacity > SIZE_MAX / sizeof(vela_hub_message_t *)) {
        return VELA_ENOMEM;
    }
    sub = calloc(1, sizeof(*sub));
    if (sub == NULL || (sub->members = calloc(count, sizeof(membership_t))) == NULL ||
        (sub->ring = malloc(capacity * sizeof(vela_hub_message_t *))) == NULL) {
        goto nomem;
    }
    sub->hub = hub;
    sub->notify = notify;
    sub->arg = arg;
    sub->overflow = overflow;
    sub->capacity = capacity;
    for (; sub->member_count < count; sub->member_count++) {
        membership_t *m = &sub->members[sub->member_count];
        m->sub = sub;
        if (!join(hub, m, topics[sub->member_count], lens[sub->member_count])) {
            goto nomem;
        }
    }
    hub->stats.subscribers++;
    totals.subscribers++;
    *out = sub;
    return 0;
nomem:
    if (sub) {
        for (size_t i = 0; sub->members && i < sub->member_count; i++) {
            leave(hub, &sub->members[i]);
        }
        free(sub->ring);
        free(sub->members);
        free(sub);
    }
    return VELA_ENOMEM;
}

static void free_sub(vela_hub_sub_t *sub)
{
    free(sub->ring);
    free(sub->members);
    free(sub);
}

void vela_hub_unsubscribe(vela_hub_sub_t *sub)
{
    vela_hub_message_t *message;

    if (sub == NULL || sub->dead) {
        return;
    }
    for (size_t i = 0; i < sub->member_count; i++) {
        leave(sub->hub, &sub->members[i]);
    }
    while ((message = vela_hub_take(sub)) != NULL) {
        vela_hub_message_release(message);
    }
    sub->hub->stats.subscribers--;
    totals.subscribers--;
    if (sub->holds > 0) {
        sub->dead = true; /* a delivery walks it: the last hold frees it */
        return;
    }
    free_sub(sub);
}

void vela_hub_close(vela_hub_sub_t *sub)
{
    if (sub->closed) {
        return;
    }
    sub->closed = true;
    if (sub->armed) {
        sub->armed = false;
        sub->notify(sub->arg);
    }
}

void vela_hub_arm(vela_hub_sub_t *sub)
{
    sub->armed = sub->notify != NULL;
}

/* Queues one reference to message on sub by its policy; true when it was queued. */
static bool enqueue(vela_hub_sub_t *sub, vela_hub_message_t *message)
{
    if (sub->queued == sub->capacity) {
        if (sub->overflow == VELA_HUB_CLOSE) {
            sub->hub->stats.overflowed++;
            totals.overflowed++;
            sub->closed = true; /* notified after the walk, as a delivery is */
            return false;
        }
        vela_hub_message_release(vela_hub_take(sub));
        sub->dropped++;
        sub->hub->stats.dropped++;
        totals.dropped++;
    }
    message->refcount++;
    sub->ring[(sub->head + sub->queued) % sub->capacity] = message;
    sub->queued++;
    sub->hub->stats.delivered++;
    totals.delivered++;
    return true;
}

static vela_hub_message_t *message_new(const char *topic, size_t topic_len, const char *data,
                                       size_t data_len)
{
    vela_hub_message_t *message = malloc(sizeof(*message) + data_len + topic_len + 2);

    if (message == NULL) {
        return NULL;
    }
    message->refcount = 1; /* the deliverer's, released when done */
    message->data_len = data_len;
    message->topic_len = topic_len;
    memcpy(message->data, data, data_len);
    message->data[data_len] = '\0';
    message->topic = message->data + data_len + 1;
    memcpy(message->topic, topic, topic_len);
    message->topic[topic_len] = '\0';
    return message;
}

/*
 * Notifies the subscribers collected in due[0, n) and releases them. A
 * callback may run coroutines that unsubscribe any subscriber: a held one
 * is only marked dead (and skipped), and freed here with its last hold.
 */
static void notify_due(vela_hub_sub_t **due, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (!due[i]->dead) {
            due[i]->notify(due[i]->arg);
        }
    }
    for (size_t i = 0; i < n; i++) {
        if (--due[i]->holds == 0 && due[i]->dead) {
            free_sub(due[i]);
        }
    }
}

/*
 * Queues the message to every subscriber of the topic in one walk, then
 * notifies the armed ones whose queue has something (or that the CLOSE
 * policy closed) once the walk is over: O(subscribers), and no callback
 * runs while the topic's list is walked.
 */
int vela_hub_deliver(vela_hub_t *hub, const char *topic, size_t topic_len, const char *data,
                     size_t data_len)
{
    topic_t *t = *find_link(hub, topic, topic_len);
    vela_hub_message_t *message;
    vela_hub_sub_t **due;
    size_t n = 0;
    int reached = 0;

    hub->stats.published++;
    totals.published++;
    if (t == NULL) {
        return 0;
    }
    message = message_new(topic, topic_len, data, data_len);
    due = malloc(t->count * sizeof(*due));
    if (message == NULL || due == NULL) {
        free(message);
        free(due);
        return VELA_ENOMEM;
    }
    for (membership_t *m = t->members; m; m = m->next) {
        vela_hub_sub_t *sub = m->sub;
        if (!sub->closed && enqueue(sub, message)) {
            reached++;
        }
        if (sub->armed && (sub->queued > 0 || sub->closed)) {
            sub->armed = false; /* once per arming */
            sub->holds++;
            due[n++] = sub;
        }
    }
    vela_hub_message_release(message);
    notify_due(due, n);
    free(due);
    return reached;
}

vela_hub_message_t *vela_hub_take(vela_hub_sub_t *sub)
{
    vela_hub_message_t *message;

    if (sub->queued == 0) {
        return NULL;
    }
    message = sub->ring[sub->head];
    sub->ring[sub->head] = NULL;
    sub->head = (sub->head + 1) % sub->capacity;
    sub->queued--;
    return message;
}

const vela_hub_message_t *vela_hub_peek(const vela_hub_sub_t *sub)
{
    return sub->queued > 0 ? sub->ring[sub->head] : NULL;
}

void vela_hub_message_release(vela_hub_message_t *message)
{
    if (message && --message->refcount == 0) {
        free(message);
    }
}

bool vela_hub_is_closed(const vela_hub_sub_t *sub)
{
    return sub->closed;
}

uint64_t vela_hub_sub_dropped(const vela_hub_sub_t *sub)
{
    return sub->dropped;
}

size_t vela_hub_sub_queued(const vela_hub_sub_t *sub)
{
    return sub->queued;
}

size_t vela_hub_topic_count(const vela_hub_t *hub, const char *topic, size_t topic_len)
{
    const topic_t *t = *find_link(hub, topic, topic_len);

    return t ? t->count : 0;
}

void vela_hub_each_topic(const vela_hub_t *hub, vela_hub_count_fn fn, void *arg)
{
    for (size_t i = 0; i < TOPIC_BUCKETS; i++) {
        for (const topic_t *t = hub->buckets[i]; t; t = t->next) {
            fn(t->name, t->len, t->count, arg);
        }
    }
}

void vela_hub_on_count(vela_hub_t *hub, vela_hub_count_fn fn, void *arg)
{
    hub->on_count = fn;
    hub->on_count_arg = arg;
}

void vela_hub_stats(const vela_hub_t *hub, vela_hub_stats_t *out)
{
    *out = hub->stats;
}

void vela_hub_totals(vela_hub_stats_t *out)
{
    *out = totals;
}
