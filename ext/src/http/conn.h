/*
 * Shared between server.c and conn.c, not public: the structures
 * of the server, its connections, requests and write contexts.
 *
 * Invariants.
 *  - conn->fifo holds, oldest first, every request of the connection whose
 *    response has not been handed to uv_write yet; only the FIFO head may
 *    write, so responses leave in request order.
 *  - A request is in exactly one place: the server's free list, a
 *    connection's FIFO, or a write context's `done` list (written, waiting
 *    for the write callback), or nowhere while its handler still holds it on
 *    a dead connection.
 *  - conn->refs counts what keeps the connection's memory alive: its two
 *    handles until their close callbacks, every request not yet given back,
 *    and every write in flight. At zero the connection returns to the pool.
 */
#ifndef VELA_HTTP_CONN_H
#define VELA_HTTP_CONN_H

#include "src/http/server.h"

typedef struct vela__http_conn vela__http_conn_t;
typedef struct vela__http_write vela__http_write_t;

enum vela__http_request_state {
    VELA__HTTP_REQ_READING,   /* head seen, body being read */
    VELA__HTTP_REQ_RUNNING,   /* handed to on_request, no answer yet */
    VELA__HTTP_REQ_READY,     /* complete answer waiting for its turn */
    VELA__HTTP_REQ_STREAMING, /* streamed answer in progress */
    VELA__HTTP_REQ_FILE,      /* file answer in progress */
    VELA__HTTP_REQ_WRITTEN,   /* in a write context, or consumed on a dead connection */
};

struct vela_http_request {
    vela__http_conn_t *conn;
    vela_http_request_t *next;
    void *data;
    enum vela__http_request_state state;
    bool keep_alive;
    bool http_1_0;
    bool head_only;  /* HEAD: never a body */
    bool close;      /* the connection ends after this answer */
    bool accepted;   /* on_head took it: on_abort is owed if it never completes */
    bool waiting;    /* its writer waits for on_writable */
    bool long_lived; /* an event stream: the peer's EOF ends it, its close is always told */
    bool chunked;    /* streamed with chunked framing */
    bool upgrade;    /* the request asked to switch protocols */
    char *head;      /* inline_head or malloc'd */
    size_t head_len;
    vela_http_piece_t body;
    uint64_t body_received; /* body bytes so far, while READING: its rate */
    uint64_t body_buffered; /* of those, the ones counted in server->buffered_bodies */
    uint64_t body_started;  /* loop time of the complete head: the body's rate is from here */
    int file_fd;
    uint64_t file_offset, file_left;
    void (*file_done)(vela_http_request_t *req, int status, void *arg);
    void *file_arg;
    char inline_head[VELA_HTTP_INLINE_HEAD];
};

enum vela__http_timer {
    VELA__HTTP_TIMER_NONE,
    VELA__HTTP_TIMER_HEADER,
    VELA__HTTP_TIMER_BODY,
    VELA__HTTP_TIMER_IDLE,
};

struct vela__http_conn {
    uv_tcp_t tcp;
    uv_os_fd_t fd; /* tcp's descriptor, for recv() and send(); closed once `closing` */
    uv_timer_t timer;
    vela_http_server_t *server;
    vela__http_conn_t *prev, *next; /* the server's open connections; or the free list */
    vela_http_parser_t parser;
    char *head_buf; /* from the server's pool while a head is being read */
    vela_http_request_t *fifo_head, *fifo_tail;
    size_t fifo_len;
    vela_http_request_t *current;     /* had on_head, body not complete */
    vela_http_request_t *completed;   /* just completed, dispatched after execute returns */
    const vela_http_tunnel_t *tunnel; /* after a 101: where input goes (NULL: HTTP) */
    void *tunnel_user;
    uv_shutdown_t shutdown;
    struct sockaddr_storage peer; /* valid when peer_known */
    bool peer_known;
    ssize_t received; /* on_alloc's recv(): bytes, 0 for none yet, UV_EOF or an error */
    char *stash;      /* unparsed input kept while reading is paused */
    size_t stash_len, stash_cap;
    unsigned refs;
    unsigned writes_in_flight;
    uint64_t served;
    enum vela__http_timer timer_kind;
    uint64_t timer_deadline; /* loop time when the armed timeout ends */
    bool in_read;            /* inside read processing: flushes wait for its end */
    bool reading;            /* uv_read_start is active */
    bool no_more_input;      /* EOF, error, close requested: never parse again */
    bool closing;            /* handles are being closed */
    bool dropping;           /* an answer ended the connection: later answers are dropped */
    bool lingering;          /* write side shut down, discarding input until EOF */
    bool peer_eof;           /* the client shut its side down (read EOF) */
};

struct vela__http_write {
    uv_write_t req;
    vela__http_conn_t *conn;
    vela__http_write_t *next_free;
    vela_http_request_t *done; /* requests fully written by this write */
    vela_http_piece_t piece;   /* a stream chunk or file block to release */
    vela_http_request_t *file; /* a file answer to continue after this write */
    char chunk_line[VELA_HTTP_CHUNK_LINE_MAX];
    unsigned nbufs;
    uv_buf_t bufs[];
};

struct vela_http_server {
    uv_loop_t *loop;
    uv_tcp_t listener;
    uv_timer_t drain_timer;
    uv_signal_t sigterm, sigint;
    vela_http_server_config_t config;
    char *server_name;
    size_t server_name_len;
    const vela_http_handler_t *handler;
    void *data;
    vela__http_conn_t *conns; /* open connections */
    size_t conn_count;
    vela__http_conn_t *free_conns;
    vela_http_request_t *free_requests;
    vela__http_write_t *free_writes;
    char **free_head_bufs;
    size_t free_head_buf_count, free_head_buf_cap;
    size_t write_bufs; /* bufs[] capacity of every write context */
    vela_http_date_cache_t date;
    vela_http_head_memo_t head_memo; /* the last head of constant fields (response_head.h) */
    uint64_t request_count;
    uint64_t write_count;
    uint64_t buffered_bodies; /* sum of body_received over the requests being read */
    int port;
    unsigned open_handles;
    bool listening, stopping, signals, freeing, drain_expired;
    uint64_t drain_timeout_ms;
    void (*stop_cb)(vela_http_server_t *server, void *arg);
    void *stop_arg;
    void (*freed_cb)(void *arg);
    void *freed_arg;
    uv_idle_t completions; /* runs the callbacks of writes that went out at once */
    bool completions_open;
    vela__http_write_t *completed_head, *completed_tail; /* linked through next_free */
    char read_buf[65536]; /* every connection's recv() lands here; parsed before the next */
};

/* Pools (server.c). take_* return NULL only when out of memory. */
vela_http_request_t *vela__http_server_take_request(vela_http_server_t *server);
void vela__http_server_give_request(vela_http_server_t *server, vela_http_request_t *req);
char *vela__http_server_take_head_buf(vela_http_server_t *server);
void vela__http_server_give_head_buf(vela_http_server_t *server, char *buf);
vela__http_write_t *vela__http_server_take_write(vela_http_server_t *server);
void vela__http_server_give_write(vela_http_server_t *server, vela__http_write_t *write);

/*
 * A write the socket took whole: its completion (vela__http_conn_write_done)
 * runs from the server's idle handle on the next loop turn, never from the
 * caller's stack, like a uv_write callback. The write keeps its connection
 * reference until then.
 */
void vela__http_server_defer_write(vela_http_server_t *server, vela__http_write_t *write);

/* The connection's memory is no longer referenced: back to the pool. */
void vela__http_server_conn_released(vela_http_server_t *server, vela__http_conn_t *conn);

/*
 * Connection side (conn.c). start: an accepted connection begins
 * reading (or, when `reject_status` != 0, is answered with it and closed).
 * stop: graceful stop of one connection. close: hard close.
 */
void vela__http_conn_start(vela__http_conn_t *conn, int reject_status);
void vela__http_conn_stop(vela__http_conn_t *conn);
void vela__http_conn_close(vela__http_conn_t *conn);

/* A deferred write completed (status 0): what uv_write's callback does. */
void vela__http_conn_write_done(vela__http_write_t *write);

#endif
