/*
 * libFuzzer target for the Redis engine's parsers: connection URLs and
 * addresses (ext/src/redis/url.c), MOVED/ASK redirections, key slots and
 * CLUSTER SLOTS replies (ext/src/redis/slots.c, the reply read from raw
 * RESP bytes by hiredis's own reader).
 *
 * The first input byte picks the parser; the rest is its input. Checked
 * invariants: a success leaves NUL-terminated fields inside their bounds
 * and ports in 1..65535; a failure always says why; a slot is below 16384
 * and a key's slot equals its hash tag's; slot ranges are ordered and in
 * range, and a count beyond the room given stores only that room.
 *
 * fuzz-sources: ext/src/redis/url.c ext/src/redis/slots.c ext/src/core/error.c
 * fuzz-seeds: tests/fuzz/corpus/redis
 * fuzz-flags: -D_GNU_SOURCE -lhiredis -luv
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <hiredis/hiredis.h>

#include "src/core/error.h"
#include "src/redis/slots.h"
#include "src/redis/url.h"

static void check_address(const vela_redis_address_t *a)
{
    if (a->is_unix) {
        if (memchr(a->path, '\0', sizeof(a->path)) == NULL || a->path[0] != '/') {
            abort();
        }
        return;
    }
    if (memchr(a->host, '\0', sizeof(a->host)) == NULL || a->host[0] == '\0' || a->port < 1 ||
        a->port > 65535) {
        abort();
    }
}

static void fuzz_url(const char *data, size_t size)
{
    vela_redis_url_t u;
    const char *why = NULL;
    int rc = vela_redis_url_parse(data, size, &u, &why);
    if (rc == 0) {
        check_address(&u.address);
        if (!memchr(u.username, '\0', sizeof(u.username)) ||
            !memchr(u.password, '\0', sizeof(u.password)) || u.database < 0) {
            abort();
        }
        char buf[VELA_REDIS_HOST_MAX + 16];
        vela_redis_address_format(&u.address, buf, sizeof(buf));
    } else if (rc != VELA_EINVAL || why == NULL || why[0] == '\0') {
        abort();
    }
}

static void fuzz_address_and_redirect(const char *data, size_t size)
{
    vela_redis_address_t a;
    const char *why = NULL;
    int rc = vela_redis_address_parse(data, size, &a, &why);
    if (rc == 0) {
        check_address(&a);
    } else if (why == NULL) {
        abort();
    }
    vela_redis_redirect_t r;
    if (vela_redis_parse_redirect(data, size, &r)) {
        check_address(&r.address);
        if (r.slot >= VELA_REDIS_SLOTS) {
            abort();
        }
    }
}

static void fuzz_slot(const char *data, size_t size)
{
    uint16_t slot = vela_redis_key_slot(data, size);
    if (slot >= VELA_REDIS_SLOTS) {
        abort();
    }
    const char *open = memchr(data, '{', size);
    const char *close = open ? memchr(open + 1, '}', size - (size_t)(open + 1 - data)) : NULL;
    if (close && close > open + 1 &&
        slot != vela_redis_key_slot(open + 1, (size_t)(close - open - 1)) &&
        memchr(open + 1, '{', (size_t)(close - open - 1)) == NULL) {
        abort(); /* a tag without a nested '{' hashes as the bare tag */
    }
}

/* True when a RESP length has 7+ digits: hiredis 0.14 would allocate that many elements. */
static bool has_huge_length(const char *data, size_t size)
{
    size_t digits = 0;
    for (size_t i = 0; i < size; i++) {
        digits = data[i] >= '0' && data[i] <= '9' ? digits + 1 : 0;
        if (digits >= 7) {
            return true;
        }
    }
    return false;
}

static void fuzz_cluster_slots(const char *data, size_t size)
{
    if (has_huge_length(data, size)) {
        return; /* hiredis's allocation, not ours: the server is trusted (docs/redis.md) */
    }
    redisReader *reader = redisReaderCreate();
    void *reply = NULL;
    redisReaderFeed(reader, data, size);
    if (redisReaderGetReply(reader, &reply) == REDIS_OK && reply) {
        vela_redis_address_t asked = {.host = "127.0.0.1", .port = 7000};
        vela_redis_slot_range_t out[8];
        int n = vela_redis_parse_cluster_slots(reply, &asked, out, 8);
        for (int i = 0; i < n && i < 8; i++) {
            if (out[i].start > out[i].end || out[i].end >= VELA_REDIS_SLOTS) {
                abort();
            }
            check_address(&out[i].master);
        }
        if (n < 0 && n != VELA_EPROTOCOL) {
            abort();
        }
        freeReplyObject(reply);
    }
    redisReaderFree(reader);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0) {
        return 0;
    }
    const char *rest = (const char *)data + 1;
    size_t n = size - 1;
    switch (data[0] % 4) {
    case 0:
        fuzz_url(rest, n);
        break;
    case 1:
        fuzz_address_and_redirect(rest, n);
        break;
    case 2:
        fuzz_slot(rest, n);
        break;
    default:
        fuzz_cluster_slots(rest, n);
        break;
    }
    return 0;
}
