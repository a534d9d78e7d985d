/*
 * Cluster key slots, redirections and slot-map replies (see slots.h). The
 * CRC table is computed once, at first use, from the polynomial; every
 * parser checks lengths before it reads and fails closed: a reply of an
 * unexpected shape is a protocol error, never a partial map.
 */
#include "src/redis/slots.h"

#include <string.h>

#include "src/core/error.h"

static uint16_t crc_table[256];
static bool crc_ready;

static void build_crc_table(void)
{
    for (int byte = 0; byte < 256; byte++) {
        uint16_t crc = (uint16_t)(byte << 8);
        for (int bit = 0; bit < 8; bit++) {
            crc = (crc & 0x8000) ? (uint16_t)((crc << 1) ^ 0x1021) : (uint16_t)(crc << 1);
        }
        crc_table[byte] = crc;
    }
    crc_ready = true;
}

uint16_t vela_redis_crc16(const char *data, size_t len)
{
    if (!crc_ready) {
        build_crc_table();
    }
    uint16_t crc = 0;
    for (size_t i = 0; i < len; i++) {
        crc = (uint16_t)((crc << 8) ^ crc_table[((crc >> 8) ^ (uint8_t)data[i]) & 0xff]);
    }
    return crc;
}

uint16_t vela_redis_key_slot(const char *key, size_t len)
{
    const char *open = memchr(key, '{', len);
    if (open) {
        size_t after = (size_t)(open - key) + 1;
        const char *close = memchr(open + 1, '}', len - after);
        if (close && close > open + 1) {
            return vela_redis_crc16(open + 1, (size_t)(close - open - 1)) % VELA_REDIS_SLOTS;
        }
    }
    return vela_redis_crc16(key, len) % VELA_REDIS_SLOTS;
}

/* A decimal slot number of n bytes. */
static bool parse_slot(const char *p, size_t n, uint16_t *out)
{
    unsigned v = 0;
    if (n == 0 || n > 5) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        if (p[i] < '0' || p[i] > '9') {
            return false;
        }
        v = v * 10 + (unsigned)(p[i] - '0');
    }
    if (v >= VELA_REDIS_SLOTS) {
        return false;
    }
    *out = (uint16_t)v;
    return true;
}

bool vela_redis_parse_redirect(const char *text, size_t len, vela_redis_redirect_t *out)
{
    size_t word;
    if (len > 6 && memcmp(text, "MOVED ", 6) == 0) {
        out->ask = false;
        word = 6;
    } else if (len > 4 && memcmp(text, "ASK ", 4) == 0) {
        out->ask = true;
        word = 4;
    } else {
        return false;
    }
    const char *slot = text + word;
    const char *space = memchr(slot, ' ', len - word);
    if (!space || !parse_slot(slot, (size_t)(space - slot), &out->slot)) {
        return false;
    }
    const char *why;
    size_t rest = len - (size_t)(space + 1 - text);
    return vela_redis_address_parse(space + 1, rest, &out->address, &why) == 0;
}

static bool is_int(const redisReply *r)
{
    return r && r->type == REDIS_REPLY_INTEGER;
}

/* [host, port, id?, ...] into addr; an empty or "?" host is the node asked. */
static bool parse_node(const redisReply *node, const vela_redis_address_t *asked,
                       vela_redis_address_t *addr)
{
    if (!node || node->type != REDIS_REPLY_ARRAY || node->elements < 2 ||
        node->element[0]->type != REDIS_REPLY_STRING || !is_int(node->element[1])) {
        return false;
    }
    const redisReply *host = node->element[0];
    long long port = node->element[1]->integer;
    if (port < 1 || port > 65535 || host->len >= VELA_REDIS_HOST_MAX) {
        return false;
    }
    for (size_t i = 0; i < host->len; i++) {
        if ((unsigned char)host->str[i] <= ' ') {
            return false; /* NUL would cut the name short; no host has spaces */
        }
    }
    memset(addr, 0, sizeof(*addr));
    if (host->len == 0 || (host->len == 1 && host->str[0] == '?')) {
        memcpy(addr->host, asked->host, sizeof(addr->host));
    } else {
        memcpy(addr->host, host->str, host->len);
    }
    addr->port = (int)port;
    return true;
}

static bool parse_range(const redisReply *r, const vela_redis_address_t *asked,
                        vela_redis_slot_range_t *out)
{
    if (!r || r->type != REDIS_REPLY_ARRAY || r->elements < 3 || !is_int(r->element[0]) ||
        !is_int(r->element[1])) {
        return false;
    }
    long long start = r->element[0]->integer, end = r->element[1]->integer;
    if (start < 0 || end < start || end >= VELA_REDIS_SLOTS) {
        return false;
    }
    out->start = (uint16_t)start;
    out->end = (uint16_t)end;
    memset(&out->replica, 0, sizeof(out->replica));
    if (!parse_node(r->element[2], asked, &out->master)) {
        return false;
    }
    return r->elements < 4 || parse_node(r->element[3], asked, &out->replica);
}

int vela_redis_parse_cluster_slots(const redisReply *reply, const vela_redis_address_t *asked,
                                   vela_redis_slot_range_t *out, size_t cap)
{
    if (!reply || reply->type != REDIS_REPLY_ARRAY || reply->elements > VELA_REDIS_SLOTS) {
        return VELA_EPROTOCOL;
    }
    for (size_t i = 0; i < reply->elements; i++) {
        vela_redis_slot_range_t range;
        if (!parse_range(reply->element[i], asked, &range)) {
            return VELA_EPROTOCOL;
        }
        if (i < cap) {
            out[i] = range;
        }
    }
    return (int)reply->elements;
}
