/*
 * libFuzzer target for the hub relay's frames (ext/src/hub/relay.c), as
 * the master and a worker read them from a stream socket.
 *
 * The input is a byte stream of frames. It is read whole, then as a reader
 * does it, in pieces of 1 to 8 bytes (the first byte picks the size) kept
 * in a buffer from which whole frames are cut. Checked invariants: both
 * reads give the same frames and stop at the same malformed header; every
 * frame lies inside the bytes given and its parts add up to its size; a
 * frame re-encoded from its parts gives the same header (its kind too), a
 * presence frame carries 4 bytes and re-encodes to the same bytes, a
 * member frame's present byte is 0 or 1 and it re-encodes (from its id)
 * to the same bytes; nothing
 * reads out of bounds (ASan).
 *
 * fuzz-sources: ext/src/hub/relay.c
 * fuzz-seeds: tests/fuzz/corpus/hub-relay
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/core/error.h"
#include "src/hub/relay.h"

/* Parses frames from the start of bytes; returns how many and a digest of them, -1 on a bad one. */
static int whole(const uint8_t *bytes, size_t len, uint64_t *digest, size_t *used)
{
    vela_hub_relay_frame_t f;
    int64_t size;
    int count = 0;

    *used = 0;
    while ((size = vela_hub_relay_parse(bytes + *used, len - *used, &f)) > 0) {
        uint8_t header[VELA_HUB_RELAY_HEADER];

        if (f.data + f.data_len > (const char *)bytes + len ||
            VELA_HUB_RELAY_HEADER + f.prefix_len + f.topic_len + f.data_len != f.size ||
            vela_hub_relay_header(header, f.prefix_len, f.topic_len, f.data_len) != size ||
            (header[7] = (uint8_t)f.kind, memcmp(header, bytes + *used, sizeof(header)) != 0) ||
            (f.kind == VELA_HUB_RELAY_PRESENCE && f.data_len != 4)) {
            abort();
        }
        if (f.kind == VELA_HUB_RELAY_PRESENCE) { /* re-encoded whole, the same bytes */
            uint8_t *again = malloc(f.size);
            if (vela_hub_relay_presence(again, f.prefix, f.prefix_len, f.topic, f.topic_len,
                                        vela_hub_relay_count(&f)) != size ||
                memcmp(again, bytes + *used, f.size) != 0) {
                abort();
            }
            free(again);
        }
        if (f.kind == VELA_HUB_RELAY_MEMBER) { /* re-encoded from its id, the same bytes */
            size_t id_len;
            const char *id = vela_hub_relay_member_id(&f, &id_len);
            uint8_t *again = malloc(f.size);

            if (f.data_len < 1 || (uint8_t)f.data[0] > 1 || id != f.data + 1 ||
                vela_hub_relay_member(again, f.prefix, f.prefix_len, f.topic, f.topic_len, id,
                                      id_len, vela_hub_relay_member_present(&f)) != size ||
                memcmp(again, bytes + *used, f.size) != 0) {
                abort();
            }
            free(again);
        }
        *digest =
            *digest * 1099511628211u + f.size + f.prefix_len * 7 + f.topic_len * 13 + f.kind * 17;
        *used += (size_t)size;
        count++;
    }
    return size < 0 ? -1 - count : count;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    uint64_t d1 = 0, d2 = 0;
    size_t used, piece, have = 0, at = 0;
    int n1, n2 = 0, r;
    uint8_t *buf;

    if (size < 1) {
        return 0;
    }
    piece = (data[0] & 7) + 1;
    data++;
    size--;
    n1 = whole(data, size, &d1, &used);
    buf = malloc(size + 1);
    while (at < size) {
        size_t take = size - at < piece ? size - at : piece;

        memcpy(buf + have, data + at, take);
        have += take;
        at += take;
        r = whole(buf, have, &d2, &used);
        if (r < 0) {
            n2 += -1 - r;
            n2 = -1 - n2;
            break;
        }
        n2 += r;
        memmove(buf, buf + used, have - used);
        have -= used;
    }
    free(buf);
    if (n1 != n2 || d1 != d2) {
        abort();
    }
    return 0;
}
