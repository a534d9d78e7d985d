/*
 * Vela\Hub::join() / leave(): a WebSocket connection as a subscriber of a
 * topic, fed without a coroutine of its own.
 *
 * Model. Each join is a member: one engine subscriber of the topic (with
 * the hub's queue and overflow policy) and a listener of the connection
 * (php/ws/ws.h). A delivery notifies the member, which drains its queue
 * into the connection's send queue with vela_php_ws_try_send() while the
 * peer has room; when it has none the messages wait in the bounded hub
 * queue (drop-oldest counts in the hub's stats and /metrics) and the
 * connection's on_room, after a write completes, drains again. So a
 * publisher never waits for a peer, and a peer that does not read costs
 * at most its send_queue bytes plus `queue` shared messages. With the
 * overflow policy "close" a member leaves its topic once what it holds
 * was sent. The connection's end (on_close) frees every member it has.
 *
 * Ownership. The hub object links its members (vela_php_hub_members())
 * and frees them before its engine; join() and leave() find a member
 * through its connection's listeners (O(its topics), not O(members)). A
 * member holds a reference to its connection, never to the hub. A member
 * that ends while it drains (the connection closed under a write) is only
 * marked gone and freed when the drain unwinds.
 */
#include "php/hub/hub.h"

#include <Zend/zend_exceptions.h>

#include "php/ws/ws.h"
#include "src/core/error.h"

/* The longest id join() takes: ids travel in every relay frame and Redis member of theirs. */
#define VELA_PHP_HUB_ID_MAX 1024

struct vela_php_hub_member {
    zend_object *hub; /* not referenced: the hub frees its members first */
    zend_object *conn;
    zend_string *topic;
    zend_string *id; /* listed by members() under it, or NULL */
    vela_hub_sub_t *sub;
    vela_php_ws_listener_t listener;
    vela_php_hub_member_t *prev, *next; /* in the hub's list */
    bool draining, gone, blocked;
};

/* Detaches a member from everything and frees it; tell: the hub may end its feed. */
static void free_member(vela_php_hub_member_t *m, bool tell)
{
    vela_php_hub_member_t **head = vela_php_hub_members(m->hub);

    vela_php_ws_unlisten(m->conn, &m->listener);
    vela_hub_unsubscribe(m->sub);
    if (m->prev) {
        m->prev->next = m->next;
    } else {
        *head = m->next;
    }
    if (m->next) {
        m->next->prev = m->prev;
    }
    if (m->id) {
        vela_php_hub_id_changed(m->hub, m->topic, m->id, false);
        zend_string_release(m->id);
    }
    if (tell) {
        vela_php_hub_subscriber_left(m->hub);
    }
    zend_string_release(m->topic);
    OBJ_RELEASE(m->conn);
    efree(m);
}

/* Sends the queued messages while the peer has room; true when the queue is empty. */
static bool drain_queue(vela_php_hub_member_t *m)
{
    const vela_hub_message_t *next;

    while (!m->gone && (next = vela_hub_peek(m->sub)) != NULL) {
        int rc = vela_php_ws_try_send(m->conn, next->data, next->data_len);

        if (rc == VELA_ELIMIT) {
            m->blocked = true; /* on_room drains again */
            return false;
        }
        if (m->gone) {
            return false; /* the connection ended under the write: its messages went with it */
        }
        vela_hub_message_release(vela_hub_take(m->sub));
        if (rc == VELA_ECLOSED) {
            return false; /* closing: on_close frees the member */
        }
    }
    return !m->gone;
}

/*
 * Drains, then either waits for the next delivery (armed) or, when the
 * CLOSE policy closed the subscriber and all it held was sent, leaves.
 */
static void drain(vela_php_hub_member_t *m)
{
    if (m->draining) {
        return;
    }
    m->draining = true;
    m->blocked = false;
    if (drain_queue(m)) {
        if (vela_hub_is_closed(m->sub)) {
            m->gone = true;
        } else {
            vela_hub_arm(m->sub);
        }
    }
    m->draining = false;
    if (m->gone) {
        free_member(m, true);
    }
}

static void on_delivery(void *arg)
{
    drain(arg);
}

static void on_room(void *arg)
{
    vela_php_hub_member_t *m = arg;

    if (m->blocked) {
        drain(m);
    }
}

static void on_close(void *arg)
{
    vela_php_hub_member_t *m = arg;

    if (m->draining) {
        m->gone = true; /* the drain frees it as it unwinds */
        return;
    }
    free_member(m, true);
}

/* The member behind a listener of a connection when it is one of this hub's, else NULL. */
static vela_php_hub_member_t *member_of(vela_php_ws_listener_t *l, zend_object *hub)
{
    vela_php_hub_member_t *m = l->arg;

    return l->on_close == on_close && m->hub == hub && !m->gone ? m : NULL;
}

/*
 * The member of `conn` for `topic` in this hub, or NULL: a walk of the
 * connection's listeners (its topics), not of the hub's members.
 */
static vela_php_hub_member_t *find(zend_object *hub, zend_object *conn, zend_string *topic)
{
    for (vela_php_ws_listener_t *l = vela_php_ws_listeners(conn); l; l = l->next) {
        vela_php_hub_member_t *m = member_of(l, hub);
        if (m && zend_string_equals(m->topic, topic)) {
            return m;
        }
    }
    return NULL;
}

/* A new member subscribed to the engine and listening to conn; NULL with an exception. */
static vela_php_hub_member_t *add_member(zend_object *hub, zend_object *conn, zend_string *topic,
                                         zend_string *id)
{
    vela_php_hub_member_t *m = ecalloc(1, sizeof(*m)), **head = vela_php_hub_members(hub);
    const char *name = ZSTR_VAL(topic);
    size_t len = ZSTR_LEN(topic), queue;
    enum vela_hub_overflow overflow;
    int rc;

    vela_php_hub_defaults(hub, &queue, &overflow);
    rc = vela_hub_subscribe(vela_php_hub_engine(hub), &name, &len, 1, queue, overflow, on_delivery,
                            m, &m->sub);
    if (rc == 0 && id != NULL && !vela_php_hub_id_changed(hub, topic, id, true)) {
        vela_hub_unsubscribe(m->sub);
        rc = VELA_ENOMEM;
    }
    if (rc != 0) {
        efree(m);
        vela_php_core_throw_in(vela_ce_hub_exception, rc, "Cannot join");
        return NULL;
    }
    m->id = id ? zend_string_copy(id) : NULL;
    m->hub = hub;
    m->conn = conn;
    GC_ADDREF(conn);
    m->topic = zend_string_copy(topic);
    m->listener = (vela_php_ws_listener_t){on_room, on_close, m, NULL, NULL};
    vela_php_ws_listen(conn, &m->listener);
    m->next = *head;
    if (*head) {
        (*head)->prev = m;
    }
    *head = m;
    vela_hub_arm(m->sub);
    return m;
}

void vela_php_hub_leave_all(zend_object *hub)
{
    vela_php_hub_member_t **head = vela_php_hub_members(hub);

    while (*head) {
        free_member(*head, false);
    }
}

ZEND_METHOD(Vela_Hub, join)
{
    zend_object *conn;
    zend_string *topic, *id = NULL;

    ZEND_PARSE_PARAMETERS_START(2, 3)
    Z_PARAM_OBJ_OF_CLASS(conn, vela_ce_ws_connection)
    Z_PARAM_STR(topic)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR_OR_NULL(id)
    ZEND_PARSE_PARAMETERS_END();
    if (id != NULL && (ZSTR_LEN(id) == 0 || ZSTR_LEN(id) > VELA_PHP_HUB_ID_MAX)) {
        zend_argument_value_error(3, ZSTR_LEN(id) == 0 ? "must not be empty (null: no id)"
                                                       : "must be at most 1024 bytes");
        RETURN_THROWS();
    }
    if (!vela_php_ws_is_open(conn)) {
        zend_throw_exception(vela_ce_hub_exception,
                             "Vela\\Hub::join(): the connection is closed or closing",
                             VELA_ECLOSED);
        RETURN_THROWS();
    }
    if (find(Z_OBJ_P(ZEND_THIS), conn, topic)) {
        RETURN_FALSE;
    }
    if (!vela_php_hub_feed_ensure(Z_OBJ_P(ZEND_THIS))) {
        RETURN_THROWS();
    }
    if (!vela_php_ws_is_open(conn)) { /* it closed while the feed started */
        zend_throw_exception(vela_ce_hub_exception,
                             "Vela\\Hub::join(): the connection is closed or closing",
                             VELA_ECLOSED);
        RETURN_THROWS();
    }
    if (find(Z_OBJ_P(ZEND_THIS), conn, topic) == NULL &&
        add_member(Z_OBJ_P(ZEND_THIS), conn, topic, id) == NULL) {
        RETURN_THROWS();
    }
    RETURN_TRUE;
}

ZEND_METHOD(Vela_Hub, leave)
{
    zend_object *conn;
    zend_string *topic = NULL;
    vela_php_ws_listener_t *l, *next;
    zend_long left = 0;

    ZEND_PARSE_PARAMETERS_START(1, 2)
    Z_PARAM_OBJ_OF_CLASS(conn, vela_ce_ws_connection)
    Z_PARAM_OPTIONAL
    Z_PARAM_STR_OR_NULL(topic)
    ZEND_PARSE_PARAMETERS_END();
    for (l = vela_php_ws_listeners(conn); l; l = next) {
        vela_php_hub_member_t *m = member_of(l, Z_OBJ_P(ZEND_THIS));

        next = l->next; /* freeing m detaches l only */
        if (m && (topic == NULL || zend_string_equals(m->topic, topic))) {
            if (m->draining) {
                m->gone = true;
            } else {
                free_member(m, true);
            }
            left++;
        }
    }
    RETURN_LONG(left);
}
