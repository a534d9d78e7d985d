/*
 * The relay's frames (relay.h has the format). Lengths are checked with
 * 64-bit sums, so no header can make a reader step outside its bytes.
 */
#include "src/hub/relay.h"

#include <stdio.h>
#include <string.h>

#include "src/core/error.h"

static void put32(uint8_t *at, uint32_t v)
{
    at[0] = (uint8_t)v;
    at[1] = (uint8_t)(v >> 8);
    at[2] = (uint8_t)(v >> 16);
    at[3] = (uint8_t)(v >> 24);
}

static uint32_t get32(const uint8_t *at)
{
    return (uint32_t)at[0] | (uint32_t)at[1] << 8 | (uint32_t)at[2] << 16 | (uint32_t)at[3] << 24;
}

int64_t vela_hub_relay_header(uint8_t header[VELA_HUB_RELAY_HEADER], size_t prefix_len,
                              size_t topic_len, size_t data_len)
{
    uint64_t body = 8 + (uint64_t)prefix_len + (uint64_t)topic_len + (uint64_t)data_len;

    if (prefix_len >= (1u << 24) || topic_len > VELA_HUB_RELAY_BODY_MAX ||
        data_len > VELA_HUB_RELAY_BODY_MAX || body > VELA_HUB_RELAY_BODY_MAX) {
        return VELA_ELIMIT;
    }
    put32(header, (uint32_t)body);
    put32(header + 4, (uint32_t)prefix_len);
    put32(header + 8, (uint32_t)topic_len);
    return (int64_t)body + 4;
}

int64_t vela_hub_relay_presence(uint8_t *frame, const char *prefix, size_t prefix_len,
                                const char *topic, size_t topic_len, uint32_t count)
{
    int64_t size = vela_hub_relay_header(frame, prefix_len, topic_len, 4);

    if (size < 0) {
        return size;
    }
    frame[7] = VELA_HUB_RELAY_PRESENCE; /* the kind: the top byte of the prefix length */
    memcpy(frame + VELA_HUB_RELAY_HEADER, prefix, prefix_len);
    memcpy(frame + VELA_HUB_RELAY_HEADER + prefix_len, topic, topic_len);
    put32(frame + VELA_HUB_RELAY_HEADER + prefix_len + topic_len, count);
    return size;
}

uint32_t vela_hub_relay_count(const vela_hub_relay_frame_t *frame)
{
    return get32((const uint8_t *)frame->data);
}

int64_t vela_hub_relay_member(uint8_t *frame, const char *prefix, size_t prefix_len,
                              const char *topic, size_t topic_len, const char *id, size_t id_len,
                              bool present)
{
    int64_t size = vela_hub_relay_header(frame, prefix_len, topic_len, (uint64_t)id_len + 1);
    uint8_t *at = frame + VELA_HUB_RELAY_HEADER;

    if (size < 0 || id_len >= VELA_HUB_RELAY_BODY_MAX) {
        return VELA_ELIMIT;
    }
    frame[7] = VELA_HUB_RELAY_MEMBER;
    memcpy(at, prefix, prefix_len);
    memcpy(at + prefix_len, topic, topic_len);
    at[prefix_len + topic_len] = present ? 1 : 0;
    memcpy(at + prefix_len + topic_len + 1, id, id_len);
    return size;
}

bool vela_hub_relay_member_present(const vela_hub_relay_frame_t *frame)
{
    return frame->data[0] == 1;
}

const char *vela_hub_relay_member_id(const vela_hub_relay_frame_t *frame, size_t *id_len)
{
    *id_len = frame->data_len - 1;
    return frame->data + 1;
}

int64_t vela_hub_relay_parse(const uint8_t *bytes, size_t len, vela_hub_relay_frame_t *out)
{
    uint64_t body, prefix_len, topic_len, kind;

    memset(out, 0, sizeof(*out));
    if (len < VELA_HUB_RELAY_HEADER) {
        return 0;
    }
    body = get32(bytes);
    prefix_len = get32(bytes + 4) & 0xffffffu;
    kind = bytes[7];
    topic_len = get32(bytes + 8);
    if (body > VELA_HUB_RELAY_BODY_MAX || body < 8 || prefix_len + topic_len > body - 8 ||
        kind > VELA_HUB_RELAY_MEMBER ||
        (kind == VELA_HUB_RELAY_PRESENCE && body - 8 - prefix_len - topic_len != 4) ||
        (kind == VELA_HUB_RELAY_MEMBER && body - 8 - prefix_len - topic_len < 1)) {
        return VELA_EPROTOCOL;
    }
    out->kind = (enum vela_hub_relay_kind)kind;
    out->size = (size_t)body + 4;
    if (len < out->size) {
        return 0;
    }
    out->prefix = (const char *)bytes + VELA_HUB_RELAY_HEADER;
    out->prefix_len = (size_t)prefix_len;
    out->topic = out->prefix + prefix_len;
    out->topic_len = (size_t)topic_len;
    out->data = out->topic + topic_len;
    out->data_len = (size_t)(body - 8 - prefix_len - topic_len);
    if (out->kind == VELA_HUB_RELAY_MEMBER && (uint8_t)out->data[0] > 1) {
        memset(out, 0, sizeof(*out));
        return VELA_EPROTOCOL;
    }
    return (int64_t)out->size;
}

socklen_t vela_hub_relay_address(pid_t master, struct sockaddr_un *addr)
{
    int n;

    memset(addr, 0, sizeof(*addr));
    addr->sun_family = AF_UNIX;
    n = snprintf(addr->sun_path + 1, sizeof(addr->sun_path) - 1, "vela-hub-%ld", (long)master);
    return (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + (size_t)n);
}
