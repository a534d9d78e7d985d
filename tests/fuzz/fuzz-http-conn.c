/*
 * libFuzzer target for the HTTP server's connection (ext/src/http/conn.c)
 * with the rest of the real engine behind it (server.c: accept, pools,
 * deferred write completions, graceful stop; parser.c with its head cache
 * and llhttp; response_head.c), driven through a real socket the way a
 * client drives it. The engine cannot adopt a connected descriptor, but
 * vela_http_server_listen_fd() takes any listening stream socket: each
 * server listens on a Unix socket (abstract name, once per process) and
 * every input is one client connection to it, accepted by uv_accept and
 * read with recv() like a TCP one. Not TCP on 127.0.0.1: 2,000 inputs a
 * second left 100,000 sockets in TIME_WAIT on a machine shared with
 * benchmarks. What differs is only TCP_NODELAY (which fails and is ignored)
 * and the peer address, which the handler here does not ask for.
 *
 * Input. Byte 0 picks the server (bits 0-1: one of four configurations,
 * from one request in flight with a 100-byte body limit to 1024 with 1 MB)
 * and how the client ends (bits 2-3: close, half-close and read until the
 * server closes, close with answers unread, which resets the server's end,
 * or a graceful stop of the server first); with bit 4 a second client
 * connects after the first and stays idle until the end (on the
 * one-request server it is past max_connections: 503 and closed). Byte 1
 * is the length n of a control section that follows; the rest is the byte
 * stream the client sends. Control bytes are taken in turn, cyclically
 * (zeros when n is 0), each deciding one thing:
 *  - a chunk: its size (low four bits: the whole rest, 1 byte ... 70000
 *    bytes) and the loop turns run after it (next two bits: 1 to 4). So
 *    heads split anywhere, pipelines arrive in one recv() or many, and a
 *    body over the 64 KB read buffer takes several recv() of one readiness.
 *  - a request, at its head: what the handler does (bits 0-2, enum action:
 *    answers small or big, from memory or a file by sendfile(), with close,
 *    bodiless; streamed in pieces, abandoned midway or as an event stream;
 *    a switch of protocols to a tunnel; a refused head) and its variant
 *    (bit 3); how many loop turns it waits before it answers (bits 4-5: 0
 *    answers inside on_request, so answers come out of request order and
 *    the FIFO holds them back); and bits 6-7: 01 the handler moves the body
 *    out of memory as it comes (vela_http_request_body_spilled), 11 it
 *    refuses the body (413 from on_body).
 * Between chunks the loop runs (UV_RUN_NOWAIT), the client drains what came
 * back without blocking, and held requests progress. At the end the client
 * ends as byte 0 says and the loop runs until every connection was released.
 *
 * Checked invariants, besides what ASan and UBSan see (the pools outlive
 * inputs, so a request or write context the engine loses is no leak; it
 * keeps its connection's reference, so it shows as a connection never
 * released):
 *  - every connection is released (connection count 0) within a bounded
 *    number of loop turns once the client is gone, and every request the
 *    handler took was given back: answered, or told on_abort, never both;
 *  - the body bytes counted toward max_buffered_bodies return to 0, the
 *    server's open-connection list is empty and no deferred write is left;
 *  - every piece of body handed to the engine (answers, stream and tunnel
 *    writes) is released exactly once, written or dropped;
 *  - answers leave in request order: every answer carries its request's
 *    sequence number (X-Seq), and the client must see them strictly
 *    increasing; and no answer follows one that said Connection: close;
 *  - the engine's calls keep their contracts: respond() never returns
 *    VELA_ESTATE for a running request, on_abort comes only for requests
 *    never dispatched, and no call returns EINVAL or ENOMEM here.
 * The engine's own state-machine assertions (VELA_DEBUG) are on.
 *
 * fuzz-sources: ext/src/http/server.c ext/src/http/conn.c ext/src/http/parser.c
 * ext/src/http/target.c ext/src/http/response_head.c /usr/share/llhttp/[a-z]*.c
 *
 * fuzz-seeds: tests/fuzz/corpus/http-conn
 *
 * fuzz-flags: -D_GNU_SOURCE -DVELA_DEBUG -DLLHTTP_STRICT_MODE=1
 * -I/usr/share/include/llhttp -luv
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "src/core/error.h"
#include "src/http/conn.h"

#define CONFIGS 4
#define BIG_BODY (200 * 1024)  /* over the socket's buffer: a partial send and uv_write */
#define BIG_PIECE (100 * 1024) /* a streamed piece that takes can_write past HIGH_WATER */
#define MAX_TURNS_AT_END 20000 /* loop turns a closed client may take to be released */
#define MAX_STALLED_TURNS 64   /* turns without the server taking a byte: stop sending */
#define FILE_SIZE (300 * 1024) /* sendfile() until the socket is full, then a block */
#define EVENTS 64              /* pieces an event stream writes at most, one a turn */

/* What the handler does with a request; each has a variant (in brackets). */
enum action {
    ANSWER_SMALL,   /* 200 "hello" (with a 600-byte field: a head too big for the inline one) */
    ANSWER_BIG,     /* 200 with a 200 KB body (a 300 KB file, vela_http_request_send_file) */
    ANSWER_CLOSE,   /* 200 "hello" and close (500 and close) */
    ANSWER_NO_BODY, /* 204 (respond_status 500, no X-Seq) */
    STREAM,         /* chunked, 1-3 pieces of 64 bytes (of 100 KB: past HIGH_WATER) */
    STREAM_CUT,     /* as STREAM, then stream_abort (an event stream: until should_end) */
    UPGRADE,        /* 101 and a tunnel, ended next turn (abandoned); 204 when not asked */
    REFUSE_HEAD,    /* on_head returns a status from 400 to 431 */
};

enum ending { END_CLOSE, END_HALF_CLOSE, END_RESET, END_STOP };

/* What the handler holds for one request, from on_head until it gave it back. */
struct record {
    vela_http_request_t *req;
    struct record *next;
    enum action action;
    bool variant, spill, refuse_body;
    unsigned seq;
    unsigned delay;    /* loop turns still to wait before acting */
    unsigned pieces;   /* streamed pieces still to write */
    bool running;      /* on_request came */
    bool streaming;    /* its stream, tunnel or file answer began */
    bool tunnel_ended; /* the tunnel's on_end came: abandon it */
    bool long_lived;   /* set_long_lived was called */
    bool gone;         /* consumed or aborted: freed by run_handler_turn() */
    char seq_value[16];
};

static uv_loop_t loop;
static vela_http_server_t *servers[CONFIGS];
static struct record *records, **records_tail = &records;
static unsigned next_seq;
static unsigned held; /* records not yet gone */
static char big[BIG_BODY];
static int file_fd; /* FILE_SIZE bytes ending in CRLF */
static char pad[600];

/* The control bytes, used cyclically. */
static const uint8_t *control;
static size_t control_len, control_at;

static uint8_t take_control(void)
{
    return control_len == 0 ? 0 : control[control_at++ % control_len];
}

/* ---- the handler ------------------------------------------------------ */

static void give_back(struct record *rec)
{
    rec->gone = true;
    rec->req = NULL;
    held--;
}

static int check(int rc, const char *call)
{
    if (rc == VELA_EINVAL || rc == VELA_ENOMEM) {
        fprintf(stderr, "%s returned %d\n", call, rc);
        abort();
    }
    return rc;
}

/* Pieces of body handed to the engine: each must be released once, at the latest when its
 * connection is gone. */
static unsigned pieces_out;

static void release_counted(void *owner)
{
    (void)owner;
    if (pieces_out == 0) {
        fprintf(stderr, "a piece was released twice\n");
        abort();
    }
    pieces_out--;
}

static vela_http_piece_t counted(const char *data, size_t len)
{
    pieces_out++;
    return (vela_http_piece_t){data, len, release_counted, NULL};
}

/* Writes one piece of a stream; on VELA_ESTATE (not writable now) the piece stays ours. */
static int write_piece(struct record *rec, const char *data, size_t len)
{
    vela_http_piece_t piece = counted(data, len);
    int rc = check(vela_http_request_stream_write(rec->req, &piece), "stream_write");

    pieces_out -= rc == VELA_ESTATE;
    return rc;
}

/* An answer with the request's sequence number; `close` ends the connection after it. */
static void answer(struct record *rec, int status, const char *body, size_t len, bool close)
{
    vela_http_field_t fields[] = {{"X-Seq", 5, rec->seq_value, strlen(rec->seq_value), true},
                                  {"X-Pad", 5, pad, sizeof(pad), true}};
    bool padded = rec->action == ANSWER_SMALL && rec->variant;
    vela_http_response_head_t head = {
        .status = status, .fields = fields, .field_count = 1 + padded};
    vela_http_piece_t piece = counted(body, len);
    int rc = check(vela_http_request_respond(rec->req, &head, &piece, close), "respond");

    if (rc == VELA_ESTATE) {
        fprintf(stderr, "respond: VELA_ESTATE for a running request\n");
        abort();
    }
    give_back(rec);
}

static const char small_body[] = "hello\r\n";

static void file_done(vela_http_request_t *req, int status, void *arg)
{
    struct record *rec = arg;

    (void)req, (void)status;
    give_back(rec);
}

/* A file answer once the request may write; false while it must wait. */
static bool send_file(struct record *rec)
{
    vela_http_field_t seq = {"X-Seq", 5, rec->seq_value, strlen(rec->seq_value), true};
    vela_http_response_head_t head = {.status = 200, .fields = &seq, .field_count = 1};
    int rc;

    if (vela_http_request_is_closed(rec->req)) {
        answer(rec, 200, small_body, sizeof(small_body) - 1, false); /* ECLOSED: consumed */
        return true;
    }
    rec->streaming = true; /* file_done may run before send_file returns */
    rc = check(vela_http_request_send_file(rec->req, &head, file_fd, 0, FILE_SIZE, file_done, rec),
               "send_file");
    rec->streaming = rc == 0;
    return rc == 0;
}

/* An event stream writes a piece a turn until the server says it should end. */
static bool event_step(struct record *rec, const char *data, size_t len)
{
    int rc;

    if (!rec->long_lived) {
        rec->long_lived = true;
        rec->pieces = EVENTS;
        vela_http_request_set_long_lived(rec->req); /* closes at once when the client left */
    }
    if (vela_http_request_should_end(rec->req) || rec->pieces == 0) {
        rc = check(vela_http_request_stream_end(rec->req), "stream_end");
        if (rc != VELA_ESTATE) {
            give_back(rec);
        }
        return false;
    }
    rec->pieces -= write_piece(rec, data, len) == 0;
    return false; /* the next piece comes next turn */
}

/* One step of a streamed answer; false when it must wait (for a later turn). */
static bool stream_step(struct record *rec)
{
    vela_http_field_t seq = {"X-Seq", 5, rec->seq_value, strlen(rec->seq_value), true};
    vela_http_response_head_t head = {.status = 200, .fields = &seq, .field_count = 1};
    size_t len = rec->action == STREAM && rec->variant ? BIG_PIECE : 64;
    const char *data = big + BIG_BODY - len; /* ends in "\r\n" */
    int rc;

    if (!rec->streaming) {
        if (vela_http_request_is_closed(rec->req)) {
            answer(rec, 200, small_body, sizeof(small_body) - 1, false); /* ECLOSED: consumed */
            return true;
        }
        rc = check(vela_http_request_stream_begin(rec->req, &head), "stream_begin");
        rec->streaming = rc == 0;
        return rc == 0;
    }
    if (rec->action == STREAM_CUT && rec->variant) {
        return event_step(rec, data, len);
    }
    if (rec->pieces > 0 && !vela_http_request_is_closed(rec->req)) {
        rc = write_piece(rec, data, len);
        rec->pieces -= rc == 0;
        return rc == 0;
    }
    if (rec->action == STREAM_CUT) {
        vela_http_request_stream_abort(rec->req);
        give_back(rec);
        return true;
    }
    rc = check(vela_http_request_stream_end(rec->req), "stream_end");
    if (rc != VELA_ESTATE) {
        give_back(rec);
    }
    return rc != VELA_ESTATE;
}

static void tunnel_data(void *user, char *bytes, size_t len)
{
    (void)user, (void)bytes, (void)len; /* the tunnel's bytes are not HTTP: dropped */
}

static void tunnel_end(void *user, int status)
{
    struct record *rec = user;

    (void)status;
    rec->tunnel_ended = true;
}

/* A graceful stop: the tunnel ends on its next turn. */
static void tunnel_stop(void *user)
{
    struct record *rec = user;

    rec->delay = 0;
}

static const vela_http_tunnel_t tunnel = {tunnel_data, tunnel_end, tunnel_stop};

/* Upgrade steps: switch protocols, write to the tunnel, end it (or abandon it). */
static bool upgrade_step(struct record *rec)
{
    vela_http_field_t seq = {"X-Seq", 5, rec->seq_value, strlen(rec->seq_value), true};
    vela_http_response_head_t head = {.fields = &seq, .field_count = 1};
    vela_http_piece_t piece;
    int rc;

    if (!rec->streaming) {
        rc = check(vela_http_request_upgrade(rec->req, &head, &tunnel, rec), "upgrade");
        if (rc == VELA_ESTATE) {
            return false;
        }
        rec->streaming = true; /* even on ECLOSED: the request is still ours */
        if (rc == 0) {
            piece = counted("tunnel\r\n", 8);
            check(vela_http_request_tunnel_write(rec->req, &piece), "tunnel_write");
        }
        return true;
    }
    if (rec->variant || rec->tunnel_ended || vela_http_request_is_closed(rec->req)) {
        vela_http_request_stream_abort(rec->req);
    } else {
        check(vela_http_request_tunnel_end(rec->req), "tunnel_end");
    }
    give_back(rec);
    return true;
}

/* Does what the request's turn allows; false when it waits for a later one. */
static bool act(struct record *rec)
{
    switch (rec->action) {
    case ANSWER_SMALL:
        answer(rec, 200, small_body, sizeof(small_body) - 1, false);
        return true;
    case ANSWER_BIG:
        if (rec->variant) {
            return send_file(rec);
        }
        answer(rec, 200, big, BIG_BODY, false);
        return true;
    case ANSWER_CLOSE:
        answer(rec, rec->variant ? 500 : 200, small_body, sizeof(small_body) - 1, true);
        return true;
    case ANSWER_NO_BODY:
        if (rec->variant) {
            if (check(vela_http_request_respond_status(rec->req, 500, false), "respond_status") ==
                VELA_ESTATE) {
                abort();
            }
            give_back(rec);
            return true;
        }
        answer(rec, 204, NULL, 0, false);
        return true;
    case STREAM:
    case STREAM_CUT:
        return stream_step(rec);
    case UPGRADE:
        if (!vela_http_request_wants_upgrade(rec->req)) {
            answer(rec, 204, NULL, 0, false);
            return true;
        }
        return upgrade_step(rec);
    case REFUSE_HEAD:
        break;
    }
    abort(); /* refused heads get no record */
}

/* Acts until the request is given back or must wait; a delayed one waits its turns first. */
static void progress(struct record *rec)
{
    if (rec->gone || !rec->running || (rec->action == ANSWER_BIG && rec->streaming)) {
        return; /* a file answer in progress ends in file_done */
    }
    if (rec->delay > 0) {
        rec->delay--;
        return;
    }
    while (!rec->gone && act(rec)) {
        if (rec->action == UPGRADE && rec->streaming && !rec->gone && !rec->tunnel_ended) {
            rec->delay = 1; /* the tunnel stays open for a turn */
            return;
        }
    }
}

static int on_head(void *data, vela_http_request_t *req, const vela_http_head_t *head)
{
    uint8_t decision = take_control();
    struct record *rec;

    (void)data, (void)head;
    if ((decision & 7) == REFUSE_HEAD) {
        return 400 + (decision >> 3) % 32;
    }
    rec = calloc(1, sizeof(*rec));
    rec->req = req;
    rec->action = decision & 7;
    rec->variant = decision & 8;
    rec->delay = (decision >> 4) & 3;
    rec->spill = (decision & 0xc0) == 0x40;
    rec->refuse_body = (decision & 0xc0) == 0xc0;
    rec->pieces = 1 + decision % 3;
    rec->seq = ++next_seq;
    snprintf(rec->seq_value, sizeof(rec->seq_value), "%u", rec->seq);
    *records_tail = rec;
    records_tail = &rec->next;
    held++;
    *vela_http_request_data(req) = rec;
    return 0;
}

static int on_body(void *data, vela_http_request_t *req, const char *bytes, size_t len)
{
    struct record *rec = *vela_http_request_data(req);

    (void)data, (void)bytes;
    if (rec->refuse_body) {
        return 413;
    }
    if (rec->spill) {
        vela_http_request_body_spilled(req, len);
    }
    return 0;
}

static void on_request(void *data, vela_http_request_t *req)
{
    struct record *rec = *vela_http_request_data(req);

    (void)data;
    rec->running = true;
    progress(rec);
}

static void on_abort(void *data, vela_http_request_t *req)
{
    struct record *rec = *vela_http_request_data(req);

    (void)data;
    if (rec->gone || rec->running) {
        abort(); /* on_abort is for requests never dispatched, and comes once */
    }
    give_back(rec);
}

static void on_writable(void *data, vela_http_request_t *req)
{
    (void)data, (void)req; /* waiting writers retry on the next turn */
}

static void on_refused(void *data, int status)
{
    (void)data;
    if (status < 400 || status > 505) {
        fprintf(stderr, "the server answered %d by itself\n", status);
        abort();
    }
}

static const vela_http_handler_t handler = {on_head,  on_body,     on_request,
                                            on_abort, on_writable, on_refused};

/* Every held request progresses (each may wait further); given-back records are freed. */
static void run_handler_turn(void)
{
    struct record **link = &records;
    size_t n = 0;

    for (struct record *rec = records; rec; rec = rec->next) {
        n++;
    }
    /* Records made meanwhile (an answer resumes stashed input) go at the tail, past n. */
    for (struct record *rec = records; n > 0; rec = rec->next, n--) {
        progress(rec);
    }
    while (*link) {
        struct record *rec = *link;

        if (rec->gone) {
            *link = rec->next;
            free(rec);
        } else {
            link = &rec->next;
        }
    }
    records_tail = link;
}

/* ---- the servers ------------------------------------------------------ */

static const vela_http_server_config_t configs[CONFIGS] = {
    {.max_pipeline = 16, .max_header_size = 1024, .max_body_size = 1 << 20},
    {.max_pipeline = 1,
     .max_connections = 1,
     .max_header_size = 256,
     .max_body_size = 100,
     .max_buffered_bodies = 64},
    {.max_pipeline = 4,
     .max_header_size = 8192,
     .max_body_size = 200000,
     .max_buffered_bodies = 100000},
    {.max_pipeline = 1024, .max_header_size = 65536, .max_body_size = 1 << 20},
};

/* The listening socket of servers[which]: a Unix one, named in the abstract namespace. */
static struct sockaddr_un addresses[CONFIGS];

static int listening_socket(unsigned which)
{
    static unsigned generation; /* a stopped server's name is freed only once its handle closed */
    struct sockaddr_un *addr = &addresses[which];
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);

    memset(addr, 0, sizeof(*addr));
    addr->sun_family = AF_UNIX;
    snprintf(addr->sun_path + 1, sizeof(addr->sun_path) - 1, "vela-fuzz-http-conn-%d-%u",
             (int)getpid(), generation++);
    if (fd < 0 || bind(fd, (struct sockaddr *)addr, sizeof(*addr)) != 0 || listen(fd, 16) != 0) {
        perror("listening socket");
        abort();
    }
    return fd;
}

static vela_http_server_t *server_for(unsigned which)
{
    vela_http_server_config_t config = configs[which];

    if (servers[which] != NULL) {
        return servers[which];
    }
    config.backlog = 16;
    config.max_connections = config.max_connections ? config.max_connections : 4;
    config.header_timeout_ms = config.body_timeout_ms = config.keepalive_timeout_ms = 60000;
    config.server_name = "Vela";
    if (vela_http_server_new(&loop, &config, &handler, NULL, &servers[which]) != 0 ||
        vela_http_server_listen_fd(servers[which], listening_socket(which)) != 0) {
        abort();
    }
    return servers[which];
}

static void on_stopped(vela_http_server_t *server, void *arg)
{
    (void)server, (void)arg;
}

/* ---- the client ------------------------------------------------------- */

/* What the client saw: answer order and the close. */
struct client {
    int fd;
    bool eof;          /* the server closed (or reset) */
    char line[64];     /* the current line's start */
    size_t line_len;   /* its bytes so far (may exceed sizeof(line)) */
    unsigned last_seq; /* of the last answer seen */
    bool close_seen;   /* the current answer's head said Connection: close */
};

static void see_line(struct client *c)
{
    size_t len = c->line_len < sizeof(c->line) ? c->line_len : sizeof(c->line);

    if (len >= 7 && memcmp(c->line, "HTTP/1.", 7) == 0) {
        if (c->close_seen) {
            fprintf(stderr, "an answer after one that said Connection: close\n");
            abort();
        }
    } else if (len >= 7 && memcmp(c->line, "X-Seq: ", 7) == 0) {
        unsigned seq = (unsigned)strtoul(c->line + 7, NULL, 10);

        if (seq <= c->last_seq) {
            fprintf(stderr, "answer %u after answer %u: out of request order\n", seq, c->last_seq);
            abort();
        }
        c->last_seq = seq;
    } else if (len == 18 && memcmp(c->line, "Connection: close\r", 18) == 0) {
        c->close_seen = true;
    }
}

static void see_bytes(struct client *c, const char *bytes, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        if (bytes[i] == '\n') {
            see_line(c);
            c->line_len = 0;
        } else if (c->line_len++ < sizeof(c->line)) {
            c->line[c->line_len - 1] = bytes[i];
        }
    }
}

/* Reads whatever arrived, never blocking. */
static void drain(struct client *c)
{
    static char buf[65536];
    ssize_t n;

    while (!c->eof) {
        n = recv(c->fd, buf, sizeof(buf), MSG_DONTWAIT);
        if (n > 0) {
            see_bytes(c, buf, (size_t)n);
        } else if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
            c->eof = true;
        } else if (errno == EAGAIN) {
            return;
        }
    }
}

static void turn(struct client *c)
{
    uv_run(&loop, UV_RUN_NOWAIT);
    drain(c);
    run_handler_turn();
    uv_run(&loop, UV_RUN_NOWAIT);
    drain(c);
}

static int connect_client(unsigned which)
{
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);

    if (fd < 0 ||
        connect(fd, (struct sockaddr *)&addresses[which], sizeof(addresses[which])) != 0) {
        perror("connect");
        abort();
    }
    fcntl(fd, F_SETFL, O_NONBLOCK);
    return fd;
}

/* Runs the loop until the server accepted `count` connections (or refused the last). */
static void accept_clients(vela_http_server_t *server, size_t count)
{
    for (unsigned i = 0; i < 100 && vela_http_server_connection_count(server) < count; i++) {
        uv_run(&loop, UV_RUN_NOWAIT);
    }
}

static size_t chunk_size(uint8_t decision, size_t left)
{
    static const size_t sizes[16] = {0,   1,   2,    3,    7,    16,    31,    64,
                                     100, 257, 1000, 4096, 9000, 16384, 65536, 70000};
    size_t size = sizes[decision & 15];

    return size == 0 || size > left ? left : size;
}

/* Sends the stream in chunks, the loop running between them. */
static void send_stream(struct client *c, const uint8_t *data, size_t len)
{
    unsigned stalled = 0;

    while (len > 0 && !c->eof && stalled < MAX_STALLED_TURNS) {
        uint8_t decision = take_control();
        size_t size = chunk_size(decision, len);
        ssize_t n = send(c->fd, data, size, MSG_DONTWAIT | MSG_NOSIGNAL);

        if (n < 0 && errno != EAGAIN && errno != EINTR) {
            return; /* the server reset the connection */
        }
        stalled = n > 0 ? 0 : stalled + 1; /* a server that stopped reading stalls us */
        if (n > 0) {
            data += n;
            len -= (size_t)n;
        }
        for (unsigned turns = 1 + ((decision >> 4) & 3); turns > 0; turns--) {
            turn(c);
        }
    }
}

/* What keeps a connection: for the report of a failed input. */
static void describe(const vela_http_server_t *server)
{
    for (const vela__http_conn_t *conn = server->conns; conn; conn = conn->next) {
        fprintf(stderr,
                "connection: refs %u, fifo %zu, writes %u, current %p, reading %d, "
                "no_more_input %d, closing %d, dropping %d, lingering %d, peer_eof %d, "
                "stash %zu, tunnel %p\n",
                conn->refs, conn->fifo_len, conn->writes_in_flight, (void *)conn->current,
                conn->reading, conn->no_more_input, conn->closing, conn->dropping, conn->lingering,
                conn->peer_eof, conn->stash_len, (void *)conn->tunnel);
        for (const vela_http_request_t *req = conn->fifo_head; req; req = req->next) {
            fprintf(stderr, "  request: state %d, close %d, accepted %d\n", req->state, req->close,
                    req->accepted);
        }
    }
    for (const struct record *rec = records; rec; rec = rec->next) {
        fprintf(stderr, "held: #%u action %d, running %d, streaming %d, gone %d\n", rec->seq,
                rec->action, rec->running, rec->streaming, rec->gone);
    }
}

/* Once the client is gone, the server holds nothing of it. */
static void check_released(vela_http_server_t *server)
{
    if (held > 0 || vela_http_server_connection_count(server) > 0 || server->conns != NULL ||
        server->buffered_bodies != 0 || server->completed_head != NULL || pieces_out != 0) {
        fprintf(stderr,
                "not released: %u requests held, %zu connections, %llu body bytes, %u pieces\n",
                held, vela_http_server_connection_count(server),
                (unsigned long long)server->buffered_bodies, pieces_out);
        describe(server);
        abort();
    }
}

/* The client ends as asked, then the loop runs until the server let go of everything. */
static void finish(struct client *c, vela_http_server_t *server, enum ending ending, unsigned which)
{
    unsigned turns = 0;

    if (ending == END_STOP) {
        vela_http_server_stop(server, 100, on_stopped, NULL);
        for (unsigned i = 0; i < 4; i++) {
            turn(c);
        }
    }
    if (ending == END_HALF_CLOSE) {
        shutdown(c->fd, SHUT_WR);
        while (!c->eof && held + vela_http_server_connection_count(server) > 0 &&
               turns++ < MAX_TURNS_AT_END) {
            turn(c);
        }
    }
    if (ending != END_RESET) {
        drain(c); /* a Unix socket closed with unread bytes resets its peer (ECONNRESET) */
    }
    close(c->fd);
    c->fd = -1;
    while ((held > 0 || vela_http_server_connection_count(server) > 0) &&
           turns++ < MAX_TURNS_AT_END) {
        uv_run(&loop, UV_RUN_NOWAIT);
        run_handler_turn();
    }
    check_released(server);
    if (ending == END_STOP) {
        vela_http_server_free(server, NULL, NULL);
        uv_run(&loop, UV_RUN_NOWAIT);
        servers[which] = NULL;
    }
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    signal(SIGPIPE, SIG_IGN); /* as PHP's CLI does: a write to a reset socket fails with EPIPE */
    uv_loop_init(&loop);
    memset(big, 'x', sizeof(big));
    memset(pad, 'p', sizeof(pad));
    file_fd = memfd_create("fuzz-http-conn", 0);
    big[BIG_BODY - 2] = '\r';
    big[BIG_BODY - 1] = '\n';
    for (size_t at = 0; at < FILE_SIZE; at += BIG_BODY) {
        size_t n = FILE_SIZE - at < BIG_BODY ? FILE_SIZE - at : BIG_BODY;

        if (file_fd < 0 || pwrite(file_fd, big + BIG_BODY - n, n, (off_t)at) != (ssize_t)n) {
            abort();
        }
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct client c = {.fd = -1};
    vela_http_server_t *server;
    unsigned which;
    int idle;

    if (size < 2 || size - 2 < data[1]) {
        return -1;
    }
    which = data[0] & 3;
    control = data + 2;
    control_len = data[1];
    control_at = 0;
    next_seq = 0;
    server = server_for(which);
    c.fd = connect_client(which);
    accept_clients(server, 1);
    idle = data[0] & 16 ? connect_client(which) : -1;
    accept_clients(server, 2);
    send_stream(&c, data + 2 + control_len, size - 2 - control_len);
    if (idle >= 0) {
        close(idle); /* it leaves first */
    }
    finish(&c, server, (enum ending)((data[0] >> 2) & 3), which);
    return 0;
}
