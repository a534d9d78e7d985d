/*
 * Redis Cluster's key space, without I/O: the slot of a key (CRC16/XMODEM
 * of the key, or of its hash tag, modulo 16384), the MOVED/ASK redirections
 * a node answers, and the slot map a node reports in CLUSTER SLOTS.
 *
 * Hash tags: when a key contains '{' and a later '}' with at least one byte
 * between them, only the bytes between the first '{' and the first '}'
 * after it are hashed ("{user1}.name" and "{user1}.mail" share a slot);
 * "{}" or an unclosed '{' hash the whole key, as Redis does.
 *
 * Ownership: the caller owns every buffer; the slot map parse writes into a
 * caller-sized array. Context: any; thread-safe.
 */
#ifndef VELA_REDIS_SLOTS_H
#define VELA_REDIS_SLOTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <hiredis/hiredis.h>

#include "src/redis/url.h"

#define VELA_REDIS_SLOTS 16384

/* CRC16/XMODEM (polynomial 0x1021, initial 0) of len bytes. */
uint16_t vela_redis_crc16(const char *data, size_t len);

/* The slot (0..16383) of a key, hash tags honoured. */
uint16_t vela_redis_key_slot(const char *key, size_t len);

/* A redirection parsed from an error reply's text. */
typedef struct vela_redis_redirect {
    bool ask;      /* ASK: this one command only; MOVED: the slot moved for good */
    uint16_t slot; /* 0..16383 */
    vela_redis_address_t address;
} vela_redis_redirect_t;

/*
 * Parses "MOVED <slot> <host>:<port>" or "ASK <slot> <host>:<port>" (len
 * bytes, as hiredis gives an error reply's text). Returns true with *out
 * filled; false for any other text, including malformed redirections.
 */
bool vela_redis_parse_redirect(const char *text, size_t len, vela_redis_redirect_t *out);

/* One range of CLUSTER SLOTS: slots start..end (inclusive) served by master. */
typedef struct vela_redis_slot_range {
    uint16_t start, end;
    vela_redis_address_t master;
    vela_redis_address_t replica; /* the first replica; replica.port == 0 when none */
} vela_redis_slot_range_t;

/*
 * Reads a CLUSTER SLOTS reply into out[cap]. A node entry whose host is
 * empty or "?" means "the node you asked": `asked` is used for it. Returns
 * the number of ranges (which may exceed cap: only cap are stored), or
 * VELA_EPROTOCOL when the reply does not have the documented shape (array
 * of [start, end, [host, port, ...], [replica...]...]) or a range is out of
 * 0..16383 or reversed.
 */
int vela_redis_parse_cluster_slots(const redisReply *reply, const vela_redis_address_t *asked,
                                   vela_redis_slot_range_t *out, size_t cap);

#endif
