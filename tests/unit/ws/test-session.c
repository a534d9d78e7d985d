/*
 * Unit tests for ext/src/ws/session.c: whole messages out of fragments and
 * compressed frames, pongs for pings, the closing handshake from either
 * side (one close frame at most, nothing taken after the end), protocol
 * errors closed with their code, and the framing of outgoing messages.
 */
#include "src/core/error.h"
#include "src/ws/session.h"
#include "unit.h"

#include <stdlib.h>

/* What the callbacks saw: messages and written frames, as text. */
struct seen {
    char log[4096];
};

static void logf_bytes(struct seen *seen, const char *kind, const uint8_t *bytes, size_t len)
{
    size_t at = strlen(seen->log);

    snprintf(seen->log + at, sizeof(seen->log) - at, "%s%s:", at ? "|" : "", kind);
    at = strlen(seen->log);
    for (size_t i = 0; i < len && at + 3 < sizeof(seen->log); i++) {
        at += (size_t)snprintf(seen->log + at, sizeof(seen->log) - at,
                               bytes[i] >= 0x20 && bytes[i] < 0x7f ? "%c" : "\\x%02x", bytes[i]);
    }
}

static int on_message(void *user, bool binary, const uint8_t *data, size_t len)
{
    logf_bytes(user, binary ? "binary" : "text", data, len);
    return 0;
}

static void on_write(void *user, const uint8_t *frame, size_t len)
{
    logf_bytes(user, "write", frame, len);
}

static const vela_ws_session_callbacks_t callbacks = {on_message, on_write, NULL};

/* A masked client frame into out; returns its length. */
static size_t client_frame(uint8_t *out, uint8_t first, const void *payload, size_t len)
{
    static const uint8_t key[4] = {0x37, 0xfa, 0x21, 0x3d};
    size_t n = 0;

    out[n++] = first;
    out[n++] = (uint8_t)(0x80 | len); /* test payloads stay under 126 bytes */
    memcpy(out + n, key, 4);
    n += 4;
    for (size_t i = 0; i < len; i++) {
        out[n++] = ((const uint8_t *)payload)[i] ^ key[i % 4];
    }
    return n;
}

static void fragments_make_one_message(void)
{
    struct seen seen = {{0}};
    vela_ws_session_t s;
    uint8_t in[64];
    size_t n = client_frame(in, 0x01, "Hel", 3);

    n += client_frame(in + n, 0x89, "p", 1); /* a ping between the fragments */
    n += client_frame(in + n, 0x80, "lo", 2);
    EXPECT_INT(vela_ws_session_init(&s, &callbacks, &seen, 0, 0, NULL), 0);
    EXPECT_INT(vela_ws_session_feed(&s, in, n), 0);
    EXPECT_STR(seen.log, "write:\\x8a\\x01p|text:Hello");
    vela_ws_session_free(&s);
}

static void peer_close_is_echoed_and_ends(void)
{
    struct seen seen = {{0}};
    vela_ws_session_t s;
    uint8_t in[64];
    size_t n = client_frame(in, 0x88, "\x03\xe8ok", 4);

    EXPECT_INT(vela_ws_session_init(&s, &callbacks, &seen, 0, 0, NULL), 0);
    EXPECT_INT(vela_ws_session_feed(&s, in, n), VELA_ECLOSED);
    EXPECT_STR(seen.log, "write:\\x88\\x02\\x03\\xe8");
    EXPECT_INT(s.close_code, 1000);
    EXPECT_STR(s.close_reason, "ok");
    EXPECT_INT(vela_ws_session_feed(&s, in, n), VELA_ECLOSED); /* nothing more is taken */
    EXPECT_INT(vela_ws_session_close(&s, 1000, NULL, 0), VELA_ECLOSED);
    vela_ws_session_free(&s);
}

static void our_close_first_is_not_repeated(void)
{
    struct seen seen = {{0}};
    vela_ws_session_t s;
    uint8_t in[64];
    size_t n = client_frame(in, 0x88, "\x0f\xa0", 2);

    EXPECT_INT(vela_ws_session_init(&s, &callbacks, &seen, 0, 0, NULL), 0);
    EXPECT_INT(vela_ws_session_close(&s, 4000, "bye", 3), 0);
    EXPECT(!s.ended);
    EXPECT_INT(vela_ws_session_feed(&s, in, n), VELA_ECLOSED);
    EXPECT_STR(seen.log, "write:\\x88\\x05\\x0f\\xa0bye");
    EXPECT_INT(s.close_code, 4000);
    vela_ws_session_free(&s);
}

static void protocol_errors_close_with_their_code(void)
{
    struct seen seen = {{0}};
    vela_ws_session_t s;
    uint8_t unmasked[] = {0x81, 0x02, 'h', 'i'};
    uint8_t in[64];
    size_t n;

    EXPECT_INT(vela_ws_session_init(&s, &callbacks, &seen, 0, 0, NULL), 0);
    EXPECT_INT(vela_ws_session_feed(&s, unmasked, sizeof(unmasked)), VELA_ECLOSED);
    EXPECT_STR(seen.log, "write:\\x88\\x02\\x03\\xea");
    EXPECT_INT(s.close_code, 1002);
    vela_ws_session_free(&s);

    seen.log[0] = '\0';
    n = client_frame(in, 0x81, "\xc3\x28", 2);
    EXPECT_INT(vela_ws_session_init(&s, &callbacks, &seen, 0, 0, NULL), 0);
    EXPECT_INT(vela_ws_session_feed(&s, in, n), VELA_ECLOSED);
    EXPECT_INT(s.close_code, 1007);
    vela_ws_session_free(&s);

    seen.log[0] = '\0';
    n = client_frame(in, 0x82, "0123456789", 10);
    EXPECT_INT(vela_ws_session_init(&s, &callbacks, &seen, 0, 8, NULL), 0);
    EXPECT_INT(vela_ws_session_feed(&s, in, n), VELA_ECLOSED);
    EXPECT_INT(s.close_code, 1009);
    EXPECT_STR(seen.log, "write:\\x88\\x02\\x03\\xf1");
    vela_ws_session_free(&s);
}

/* A message our own framing compressed comes back whole through a peer session. */
static void compressed_round_trip(void)
{
    vela_ws_deflate_params_t params = {false, false, 15, false};
    struct seen seen = {{0}};
    vela_ws_session_t server, peer;
    uint8_t header[VELA_WS_HEADER_MAX], in[256];
    vela_ws_buffer_t payload = {0};
    const char *text = "hello hello hello hello hello";
    size_t header_len, n;
    bool compressed;

    EXPECT_INT(vela_ws_session_init(&server, &callbacks, &seen, 0, 0, &params), 0);
    EXPECT_INT(vela_ws_session_init(&peer, &callbacks, &seen, 0, 1024, &params), 0);
    EXPECT_INT(vela_ws_session_frame(&server, false, (const uint8_t *)text, strlen(text), 0, header,
                                     &header_len, &payload, &compressed),
               0);
    EXPECT(compressed);
    EXPECT_INT(header[0], 0xc1); /* FIN, RSV1, text */
    EXPECT(payload.len < strlen(text));
    n = client_frame(in, 0xc1, payload.data, payload.len); /* as a client would send it */
    EXPECT_INT(vela_ws_session_feed(&peer, in, n), 0);
    EXPECT_STR(seen.log, "text:hello hello hello hello hello");
    /* Under compression_min_size the payload goes as it is. */
    EXPECT_INT(vela_ws_session_frame(&server, true, (const uint8_t *)"ab", 2, 16, header,
                                     &header_len, &payload, &compressed),
               0);
    EXPECT(!compressed);
    EXPECT_INT(header_len, 2);
    EXPECT_INT(header[0], 0x82);
    vela_ws_buffer_free(&payload);
    vela_ws_session_free(&server);
    vela_ws_session_free(&peer);
}

UNIT_MAIN(UNIT_TEST(fragments_make_one_message), UNIT_TEST(peer_close_is_echoed_and_ends),
          UNIT_TEST(our_close_first_is_not_repeated),
          UNIT_TEST(protocol_errors_close_with_their_code), UNIT_TEST(compressed_round_trip))
