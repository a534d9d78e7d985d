/*
 * Unit tests for ext/src/ws/handshake.c and sha1.c: RFC 6455's accept key
 * example, SHA-1's FIPS 180 vectors, the checks of an upgrade request (each
 * 400 and the 426 for a version), key shapes, and subprotocol selection.
 */
#include "src/core/error.h"
#include "src/ws/handshake.h"
#include "src/ws/sha1.h"
#include "unit.h"

static const char *sha1_hex(const char *text, size_t len)
{
    static char hex[41];
    uint8_t digest[VELA_WS_SHA1_SIZE];

    vela_ws_sha1((const uint8_t *)text, len, digest);
    for (int i = 0; i < 20; i++) {
        snprintf(hex + 2 * i, 3, "%02x", digest[i]);
    }
    return hex;
}

static void sha1_vectors(void)
{
    static char million[1000000];

    EXPECT_STR(sha1_hex("abc", 3), "a9993e364706816aba3e25717850c26c9cd0d89d");
    EXPECT_STR(sha1_hex("", 0), "da39a3ee5e6b4b0d3255bfef95601890afd80709");
    EXPECT_STR(sha1_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 56),
               "84983e441c3bd26ebaae4aa1f95129e5e54670f1");
    memset(million, 'a', sizeof(million));
    EXPECT_STR(sha1_hex(million, sizeof(million)), "34aa973cd4c4daa4f61eeb2bdbad27316534016f");
    /* 55, 63 and 64 bytes: the padding's one- and two-block cases. */
    EXPECT_STR(sha1_hex(million, 55), "c1c8bbdc22796e28c0e15163d20899b65621d65a");
    EXPECT_STR(sha1_hex(million, 64), "0098ba824b5c16427bd7a1122a5a442a25ec644d");
}

static void accept_key(void)
{
    char accept[VELA_WS_ACCEPT_SIZE];

    EXPECT_INT(vela_ws_accept_key("dGhlIHNhbXBsZSBub25jZQ==", 24, accept), 0);
    EXPECT_STR(accept, "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="); /* RFC 6455 §1.3 */
    EXPECT_INT(vela_ws_accept_key("dGhlIHNhbXBsZSBub25jZQ=", 23, accept), VELA_EINVAL);
}

static void key_shapes(void)
{
    EXPECT(vela_ws_key_valid("AAAAAAAAAAAAAAAAAAAAAA==", 24));
    EXPECT(vela_ws_key_valid("x3JJHMbDL1EzLkh9GBhXDw==", 24));
    EXPECT(!vela_ws_key_valid("x3JJHMbDL1EzLkh9GBhXDx==", 24)); /* padding bits set */
    EXPECT(!vela_ws_key_valid("x3JJHMbDL1EzLkh9GBhXD===", 24));
    EXPECT(!vela_ws_key_valid("x3JJHMbDL1EzLkh9GBhX*w==", 24));
    EXPECT(!vela_ws_key_valid("dGhlIHNhbXBsZSBub25jZQ", 22)); /* unpadded */
    EXPECT(!vela_ws_key_valid("c2hvcnQ=", 8));                /* 5 bytes */
    EXPECT(!vela_ws_key_valid(NULL, 0));
}

#define S(literal) literal, sizeof(literal) - 1

static vela_ws_request_t good_request(void)
{
    vela_ws_request_t r = {
        S("GET"), 1, 1, S("websocket"), S("Upgrade"), S("13"), S("dGhlIHNhbXBsZSBub25jZQ==")};
    return r;
}

static void request_checks(void)
{
    vela_ws_request_t r = good_request();

    EXPECT_INT(vela_ws_check_request(&r), 0);
    r.upgrade = "h2c, WebSocket";
    r.upgrade_len = strlen(r.upgrade);
    r.connection = "keep-alive,  upgrade ";
    r.connection_len = strlen(r.connection);
    EXPECT_INT(vela_ws_check_request(&r), 0);
    r = good_request();
    r.method = "POST";
    EXPECT_INT(vela_ws_check_request(&r), VELA_EINVAL);
    r = good_request();
    r.http_minor = 0;
    EXPECT_INT(vela_ws_check_request(&r), VELA_EINVAL);
    r = good_request();
    r.upgrade = NULL;
    r.upgrade_len = 0;
    EXPECT_INT(vela_ws_check_request(&r), VELA_EINVAL);
    r = good_request();
    r.connection = "keep-alive";
    r.connection_len = strlen(r.connection);
    EXPECT_INT(vela_ws_check_request(&r), VELA_EINVAL);
    r = good_request();
    r.key = "c2hvcnQ=";
    r.key_len = 8;
    EXPECT_INT(vela_ws_check_request(&r), VELA_EINVAL);
    r = good_request();
    r.version = "8";
    r.version_len = 1;
    EXPECT_INT(vela_ws_check_request(&r), VELA_EPROTOCOL);
    r.version = NULL;
    r.version_len = 0;
    EXPECT_INT(vela_ws_check_request(&r), VELA_EPROTOCOL);
}

static void subprotocols(void)
{
    static const char *const supported[] = {"chat", "superchat", "v2.json"};
    size_t index = 99;

    EXPECT(vela_ws_select_subprotocol(S("superchat, chat"), supported, 3, &index));
    EXPECT_INT(index, 1); /* the client's first choice that we speak */
    EXPECT(vela_ws_select_subprotocol(S("mqtt,  v2.json "), supported, 3, &index));
    EXPECT_INT(index, 2);
    EXPECT(!vela_ws_select_subprotocol(S("Chat"), supported, 3, &index)); /* case-sensitive */
    EXPECT(!vela_ws_select_subprotocol(S(", ,"), supported, 3, &index));
    EXPECT(!vela_ws_select_subprotocol(NULL, 0, supported, 3, &index));
    EXPECT(!vela_ws_select_subprotocol(S("chat"), supported, 0, &index));
}

UNIT_MAIN(UNIT_TEST(sha1_vectors), UNIT_TEST(accept_key), UNIT_TEST(key_shapes),
          UNIT_TEST(request_checks), UNIT_TEST(subprotocols))
