/* Unit tests for ext/src/redis/slots.c: CRC16, hash tags, redirections, CLUSTER SLOTS replies. */
#include <string.h>

#include <hiredis/hiredis.h>

#include "src/core/error.h"
#include "src/redis/slots.h"
#include "unit.h"

static uint16_t slot(const char *key)
{
    return vela_redis_key_slot(key, strlen(key));
}

static void crc16_matches_the_reference_vector(void)
{
    /* the XMODEM check value, and slots Redis itself gives (CLUSTER KEYSLOT) */
    EXPECT_INT(vela_redis_crc16("123456789", 9), 0x31C3);
    EXPECT_INT(slot("foo"), 12182);
    EXPECT_INT(slot("bar"), 5061);
    EXPECT_INT(slot(""), 0);
}

static void hash_tags_hash_only_the_tag(void)
{
    EXPECT_INT(slot("{user1000}.following"), slot("user1000"));
    EXPECT_INT(slot("{user1000}.followers"), slot("{user1000}.following"));
    EXPECT_INT(slot("foo{}{bar}"), vela_redis_crc16("foo{}{bar}", 10) % 16384); /* empty tag */
    EXPECT_INT(slot("foo{{bar}}zap"), slot("{bar")); /* up to the first } */
    EXPECT_INT(slot("foo{bar}{zap}"), slot("bar"));
    EXPECT_INT(slot("{unclosed"), vela_redis_crc16("{unclosed", 9) % 16384);
}

static void redirections_parse_and_reject_garbage(void)
{
    vela_redis_redirect_t r;
    const char *moved = "MOVED 3999 127.0.0.1:6381";
    EXPECT(vela_redis_parse_redirect(moved, strlen(moved), &r));
    EXPECT(!r.ask);
    EXPECT_INT(r.slot, 3999);
    EXPECT_STR(r.address.host, "127.0.0.1");
    EXPECT_INT(r.address.port, 6381);
    const char *ask = "ASK 0 [::1]:7000";
    EXPECT(vela_redis_parse_redirect(ask, strlen(ask), &r));
    EXPECT(r.ask);
    EXPECT_STR(r.address.host, "::1");
    const char *bad[] = {"MOVED",     "MOVED 16384 h:1", "MOVED x h:1",     "ASK 1",
                         "ASK 1 h:0", "ERR something",   "MOVED 1 h:99999", "MOVED  1 h:1"};
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        EXPECT(!vela_redis_parse_redirect(bad[i], strlen(bad[i]), &r));
    }
}

/* Parses RESP bytes into a reply with hiredis's reader. */
static redisReply *reply_of_bytes(const char *resp, size_t len)
{
    redisReader *reader = redisReaderCreate();
    void *reply = NULL;
    redisReaderFeed(reader, resp, len);
    if (redisReaderGetReply(reader, &reply) != REDIS_OK) {
        reply = NULL;
    }
    redisReaderFree(reader);
    return reply;
}

static redisReply *reply_of(const char *resp)
{
    return reply_of_bytes(resp, strlen(resp));
}

static void cluster_slots_reply_becomes_ranges(void)
{
    vela_redis_address_t asked = {.host = "10.0.0.9", .port = 7000};
    vela_redis_slot_range_t out[4];
    redisReply *r = reply_of("*2\r\n"
                             "*4\r\n:0\r\n:5460\r\n*3\r\n$9\r\n127.0.0.1\r\n:7000\r\n$2\r\nid\r\n"
                             "*2\r\n$9\r\n127.0.0.1\r\n:7003\r\n"
                             "*3\r\n:5461\r\n:16383\r\n*2\r\n$0\r\n\r\n:7001\r\n");
    EXPECT(r != NULL);
    EXPECT_INT(vela_redis_parse_cluster_slots(r, &asked, out, 4), 2);
    EXPECT_INT(out[0].start, 0);
    EXPECT_INT(out[0].end, 5460);
    EXPECT_INT(out[0].master.port, 7000);
    EXPECT_INT(out[0].replica.port, 7003);
    EXPECT_STR(out[1].master.host, "10.0.0.9"); /* empty host: the node asked */
    EXPECT_INT(out[1].replica.port, 0);
    EXPECT_INT(vela_redis_parse_cluster_slots(r, &asked, out, 1), 2); /* count beyond cap */
    freeReplyObject(r);
}

static void malformed_cluster_slots_is_a_protocol_error(void)
{
    vela_redis_address_t asked = {.host = "h", .port = 1};
    vela_redis_slot_range_t out[2];
    const char *bad[] = {"+OK\r\n",
                         "*1\r\n:1\r\n",
                         "*1\r\n*3\r\n:5\r\n:1\r\n*2\r\n$1\r\nh\r\n:1\r\n",
                         "*1\r\n*3\r\n:0\r\n:16384\r\n*2\r\n$1\r\nh\r\n:1\r\n",
                         "*1\r\n*3\r\n:0\r\n:1\r\n*2\r\n$1\r\nh\r\n:0\r\n",
                         "*1\r\n*3\r\n:0\r\n:1\r\n*1\r\n$1\r\nh\r\n"};
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        redisReply *r = reply_of(bad[i]);
        EXPECT(r != NULL);
        EXPECT_INT(vela_redis_parse_cluster_slots(r, &asked, out, 2), VELA_EPROTOCOL);
        freeReplyObject(r);
    }
    EXPECT_INT(vela_redis_parse_cluster_slots(NULL, &asked, out, 2), VELA_EPROTOCOL);
    /* found by fuzz-redis: a NUL in a host name made an empty (or cut) name */
    static const char nul_host[] = "*1\r\n*3\r\n:0\r\n:1\r\n*2\r\n$3\r\n\0\0x\r\n:1\r\n";
    redisReply *r = reply_of_bytes(nul_host, sizeof(nul_host) - 1);
    EXPECT(r != NULL);
    EXPECT_INT(vela_redis_parse_cluster_slots(r, &asked, out, 2), VELA_EPROTOCOL);
    freeReplyObject(r);
}

UNIT_MAIN(UNIT_TEST(crc16_matches_the_reference_vector), UNIT_TEST(hash_tags_hash_only_the_tag),
          UNIT_TEST(redirections_parse_and_reject_garbage),
          UNIT_TEST(cluster_slots_reply_becomes_ranges),
          UNIT_TEST(malformed_cluster_slots_is_a_protocol_error))
