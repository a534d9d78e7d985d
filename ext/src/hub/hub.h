/*
 * The hub: topics, their subscribers and one bounded queue per subscriber,
 * inside one worker process. Plain C, no I/O, no PHP.
 *
 * Model. A message is published to a topic once and shared by every
 * subscriber of that topic: it is one reference-counted block (the bytes
 * are copied once), and each subscriber's queue holds a pointer to it. A
 * queue holds at most `capacity` messages; when a message arrives at a full
 * queue the subscriber's overflow policy applies: DROP_OLDEST forgets the
 * oldest queued message (counted in `dropped`), CLOSE closes the
 * subscriber (counted in `overflowed`): the queue keeps what it had and the
 * reader ends after it. So a subscriber that never reads costs at most
 * `capacity` pointers plus the messages it shares: a worker's memory never
 * grows without bound because of a slow reader.
 *
 * Waking. The engine knows nothing of coroutines: a subscriber carries a
 * notify callback that runs once after each vela_hub_arm(), when its queue
 * is non-empty after a delivery or it is closed; the binding arms it before
 * it suspends the reader and resumes the reader from the callback. A
 * callback may unsubscribe any subscriber (the walk restarts after it).
 *
 * Across workers and instances the binding feeds vela_hub_deliver() with
 * what Redis pub/sub brought; this file never sees where a message came
 * from.
 *
 * Ownership. vela_hub_new() / vela_hub_free() (NULL-safe; frees every
 * subscriber still attached, without notifying). A subscriber is created
 * with vela_hub_subscribe() and freed by vela_hub_unsubscribe(); messages
 * taken with vela_hub_take() are the caller's reference, released with
 * vela_hub_message_release(). Everything runs on the worker's one thread.
 */
#ifndef VELA_HUB_H
#define VELA_HUB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct vela_hub vela_hub_t;
typedef struct vela_hub_sub vela_hub_sub_t;

enum vela_hub_overflow {
    VELA_HUB_DROP_OLDEST,
    VELA_HUB_CLOSE,
};

/* One published message: its topic and payload, shared by reference. */
typedef struct vela_hub_message {
    uint32_t refcount;
    size_t topic_len, data_len;
    char *topic; /* points into the same block, NUL-terminated */
    char data[]; /* data_len bytes, NUL-terminated */
} vela_hub_message_t;

/* Counters of one hub since it was created (all subscribers together). */
typedef struct vela_hub_stats {
    uint64_t published;   /* messages handed to vela_hub_deliver() */
    uint64_t delivered;   /* queue insertions */
    uint64_t dropped;     /* messages forgotten by DROP_OLDEST */
    uint64_t overflowed;  /* subscribers closed by CLOSE */
    uint64_t subscribers; /* attached now */
} vela_hub_stats_t;

/* Creates an empty hub. Returns 0 or VELA_ENOMEM. */
int vela_hub_new(vela_hub_t **out);

/* Frees the hub and every subscriber still attached (their messages too). NULL-safe. */
void vela_hub_free(vela_hub_t *hub);

/*
 * Attaches a new subscriber to `count` topics (each `topics[i]`,
 * `lens[i]` bytes), with a queue of `capacity` (> 0) messages and the
 * given overflow policy. notify(arg) runs when its queue turns non-empty
 * or it is closed. Returns 0, VELA_EINVAL (capacity 0, no topic),
 * VELA_ENOMEM (nothing attached then).
 */
int vela_hub_subscribe(vela_hub_t *hub, const char *const *topics, const size_t *lens, size_t count,
                       size_t capacity, enum vela_hub_overflow overflow, void (*notify)(void *arg),
                       void *arg, vela_hub_sub_t **out);

/* Detaches the subscriber from every topic and frees it with its queue. NULL-safe. */
void vela_hub_unsubscribe(vela_hub_sub_t *sub);

/*
 * Copies a message for `topic` and queues it to every subscriber of that
 * topic, applying each one's overflow policy, then notifies those whose
 * queue turned non-empty. Returns the number of subscribers that got it,
 * or VELA_ENOMEM (nobody got it).
 */
int vela_hub_deliver(vela_hub_t *hub, const char *topic, size_t topic_len, const char *data,
                     size_t data_len);

/* The oldest queued message of `sub` (the caller's reference), or NULL when its queue is empty. */
vela_hub_message_t *vela_hub_take(vela_hub_sub_t *sub);

/* The oldest queued message of `sub` left in its queue (no reference taken), or NULL. */
const vela_hub_message_t *vela_hub_peek(const vela_hub_sub_t *sub);

/* Releases a reference to a message. NULL-safe. */
void vela_hub_message_release(vela_hub_message_t *message);

/* Asks for one notify call at the next delivery to `sub` or its close. */
void vela_hub_arm(vela_hub_sub_t *sub);

/* Closes the subscriber: no message is queued to it any more; it is notified. */
void vela_hub_close(vela_hub_sub_t *sub);

/* True when the subscriber was closed (by vela_hub_close() or the CLOSE policy). */
bool vela_hub_is_closed(const vela_hub_sub_t *sub);

/* Messages this subscriber lost to DROP_OLDEST; messages queued now. */
uint64_t vela_hub_sub_dropped(const vela_hub_sub_t *sub);
size_t vela_hub_sub_queued(const vela_hub_sub_t *sub);

/* How many subscribers `topic` has in this hub. */
size_t vela_hub_topic_count(const vela_hub_t *hub, const char *topic, size_t topic_len);

/*
 * A topic's subscriber count changed (a subscriber joined or left it):
 * fn(topic, len, count, arg) runs right after, count being the new one (0:
 * the topic is gone with this call). fn must not subscribe or unsubscribe.
 * The binding reports it to the master for presence across workers.
 */
typedef void (*vela_hub_count_fn)(const char *topic, size_t topic_len, size_t count, void *arg);
void vela_hub_on_count(vela_hub_t *hub, vela_hub_count_fn fn, void *arg);

/* Calls fn(topic, len, count, arg) for every topic with subscribers; fn must not change the hub. */
void vela_hub_each_topic(const vela_hub_t *hub, vela_hub_count_fn fn, void *arg);

/* The hub's counters. */
void vela_hub_stats(const vela_hub_t *hub, vela_hub_stats_t *out);

/*
 * The counters of every hub of this process since it started, freed hubs
 * included (subscribers: attached now): what the worker publishes to the
 * instance's /metrics.
 */
void vela_hub_totals(vela_hub_stats_t *out);

#endif
