/*
 * Unit tests for ext/src/ws/deflate.c: negotiation of permessage-deflate
 * offers (accepted, declined, the first acceptable of several) and the
 * response; RFC 7692 §7.2.3's examples both ways; context takeover and its
 * absence; inflating in pieces; the cap on inflated size (a compression
 * bomb is VELA_ELIMIT, and the buffer never passes the cap); corrupt input.
 */
#include "src/core/error.h"
#include "src/ws/deflate.h"
#include "unit.h"

#include <stdlib.h>

#define S(literal) literal, sizeof(literal) - 1

/* EXPECT_MEM for literals that hold NUL bytes. */
#define EXPECT_BYTES(actual, actual_len, literal)                                                  \
    do {                                                                                           \
        EXPECT_INT(actual_len, sizeof(literal) - 1);                                               \
        EXPECT((actual_len) == sizeof(literal) - 1 &&                                              \
               memcmp(actual, literal, sizeof(literal) - 1) == 0);                                 \
    } while (0)

static const vela_ws_deflate_config_t DEFAULTS = {false, false, 0};

/* The response to `offers` under `config`, or "declined". */
static const char *answer(const char *offers, const vela_ws_deflate_config_t *config)
{
    static char out[128];
    vela_ws_deflate_params_t agreed;

    if (!vela_ws_deflate_negotiate(offers, offers ? strlen(offers) : 0, config, &agreed)) {
        return "declined";
    }
    return vela_ws_deflate_response(&agreed, out, sizeof(out)) == 0 ? out : "too long";
}

static void negotiation(void)
{
    vela_ws_deflate_config_t server_nct = {true, true, 12};

    EXPECT_STR(answer("permessage-deflate", &DEFAULTS), "permessage-deflate");
    EXPECT_STR(answer("permessage-deflate; client_max_window_bits", &DEFAULTS),
               "permessage-deflate");
    EXPECT_STR(answer("permessage-deflate;server_max_window_bits=10; client_no_context_takeover",
                      &DEFAULTS),
               "permessage-deflate; client_no_context_takeover; server_max_window_bits=10");
    EXPECT_STR(answer("permessage-deflate; server_max_window_bits=\"12\"", &DEFAULTS),
               "permessage-deflate; server_max_window_bits=12");
    EXPECT_STR(answer("permessage-deflate; server_no_context_takeover", &DEFAULTS),
               "permessage-deflate; server_no_context_takeover");
    EXPECT_STR(answer("permessage-deflate", &server_nct),
               "permessage-deflate; server_no_context_takeover; client_no_context_takeover; "
               "server_max_window_bits=12");
    EXPECT_STR(answer("permessage-deflate; server_max_window_bits=9", &server_nct),
               "permessage-deflate; server_no_context_takeover; client_no_context_takeover; "
               "server_max_window_bits=9");
    /* The first acceptable offer wins. */
    EXPECT_STR(answer("x-webkit-deflate-frame, permessage-deflate; foo=1, "
                      "permessage-deflate; server_no_context_takeover",
                      &DEFAULTS),
               "permessage-deflate; server_no_context_takeover");
}

static void declined_offers(void)
{
    static const char *const bad[] = {
        NULL,
        "",
        "x-webkit-deflate-frame",
        "permessage-deflate; foo",
        "permessage-deflate; server_no_context_takeover; server_no_context_takeover",
        "permessage-deflate; client_no_context_takeover=1",
        "permessage-deflate; server_max_window_bits",
        "permessage-deflate; server_max_window_bits=8",
        "permessage-deflate; server_max_window_bits=16",
        "permessage-deflate; server_max_window_bits=010",
        "permessage-deflate; server_max_window_bits=7",
        "permessage-deflate; client_max_window_bits=16",
        "permessage-deflate; client_max_window_bits; client_max_window_bits",
        "permessage-deflate;",
        "permessage-deflate; \"server_no_context_takeover\"",
    };

    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        const char *got = answer(bad[i], &DEFAULTS);
        if (strcmp(got, "declined") != 0) {
            printf("  offer \"%s\" was accepted as \"%s\"\n", bad[i], got);
        }
        EXPECT_STR(got, "declined");
    }
}

static vela_ws_deflate_t *codec(bool server_nct, bool client_nct, size_t cap)
{
    vela_ws_deflate_params_t params = {server_nct, client_nct, 15, false};
    vela_ws_deflate_t *out = NULL;

    EXPECT_INT(vela_ws_deflate_new(&params, cap, &out), 0);
    return out;
}

static void rfc_examples(void)
{
    vela_ws_deflate_t *server = codec(false, false, 0);
    vela_ws_buffer_t out = {0};

    /* §7.2.3.1 and §7.2.3.2: "Hello" twice with context takeover. */
    EXPECT_INT(vela_ws_deflate(server, (const uint8_t *)"Hello", 5, &out), 0);
    EXPECT_BYTES(out.data, out.len, "\xf2\x48\xcd\xc9\xc9\x07\x00");
    out.len = 0;
    EXPECT_INT(vela_ws_deflate(server, (const uint8_t *)"Hello", 5, &out), 0);
    EXPECT_BYTES(out.data, out.len, "\xf2\x00\x11\x00\x00");
    out.len = 0;
    EXPECT_INT(
        vela_ws_inflate(server, (const uint8_t *)S("\xf2\x48\xcd\xc9\xc9\x07\x00"), true, &out), 0);
    EXPECT_MEM(out.data, out.len, "Hello");
    out.len = 0;
    EXPECT_INT(vela_ws_inflate(server, (const uint8_t *)S("\xf2\x00\x11\x00\x00"), true, &out), 0);
    EXPECT_MEM(out.data, out.len, "Hello");
    /* §7.2.3.3: a stored block. */
    out.len = 0;
    EXPECT_INT(
        vela_ws_inflate(server, (const uint8_t *)S("\x00\x05\x00\xfa\xffHello\x00"), true, &out),
        0);
    EXPECT_MEM(out.data, out.len, "Hello");
    vela_ws_buffer_free(&out);
    vela_ws_deflate_free(server);
}

static void no_context_takeover(void)
{
    vela_ws_deflate_t *server = codec(true, true, 0);
    vela_ws_buffer_t out = {0};

    EXPECT_INT(vela_ws_deflate(server, (const uint8_t *)"Hello", 5, &out), 0);
    out.len = 0;
    EXPECT_INT(vela_ws_deflate(server, (const uint8_t *)"Hello", 5, &out), 0);
    EXPECT_BYTES(out.data, out.len, "\xf2\x48\xcd\xc9\xc9\x07\x00"); /* not the shorter form */
    out.len = 0;
    EXPECT_INT(
        vela_ws_inflate(server, (const uint8_t *)S("\xf2\x48\xcd\xc9\xc9\x07\x00"), true, &out), 0);
    out.len = 0;
    /* The reset window has no "Hello" to refer back to. */
    EXPECT_INT(vela_ws_inflate(server, (const uint8_t *)S("\xf2\x00\x11\x00\x00"), true, &out),
               VELA_EPROTOCOL);
    vela_ws_buffer_free(&out);
    vela_ws_deflate_free(server);
}

static void round_trip_in_pieces(void)
{
    vela_ws_deflate_t *server = codec(false, false, 0), *client = codec(false, false, 0);
    vela_ws_buffer_t wire = {0}, plain = {0};
    static uint8_t message[100000];

    for (size_t i = 0; i < sizeof(message); i++) {
        message[i] = (uint8_t)("websocket"[i % 9] + (i / 997) % 3);
    }
    EXPECT_INT(vela_ws_deflate(server, message, sizeof(message), &wire), 0);
    EXPECT(wire.len < sizeof(message) / 10);
    for (size_t i = 0; i < wire.len; i++) {
        EXPECT_INT(vela_ws_inflate(client, wire.data + i, 1, i + 1 == wire.len, &plain), 0);
    }
    EXPECT_INT(plain.len, sizeof(message));
    EXPECT(plain.len == sizeof(message) && memcmp(plain.data, message, plain.len) == 0);
    wire.len = plain.len = 0;
    EXPECT_INT(vela_ws_deflate(server, NULL, 0, &wire), 0); /* an empty message */
    EXPECT_INT(wire.len, 1);
    EXPECT_INT(vela_ws_inflate(client, wire.data, wire.len, true, &plain), 0);
    EXPECT_INT(plain.len, 0);
    vela_ws_buffer_free(&wire);
    vela_ws_buffer_free(&plain);
    vela_ws_deflate_free(server);
    vela_ws_deflate_free(client);
}

static void bomb_and_corruption(void)
{
    size_t big = 10u << 20, cap = 1u << 20;
    uint8_t *zeros = calloc(1, big);
    vela_ws_deflate_t *sender = codec(false, false, 0), *receiver = codec(false, false, cap);
    vela_ws_buffer_t wire = {0}, plain = {0};

    EXPECT_INT(vela_ws_deflate(sender, zeros, big, &wire), 0);
    EXPECT(wire.len < 20000); /* 10 MiB of zeros in about 10 KiB */
    EXPECT_INT(vela_ws_inflate(receiver, wire.data, wire.len, true, &plain), VELA_ELIMIT);
    EXPECT(plain.cap <= cap + 1);
    vela_ws_deflate_free(receiver);
    /* Exactly the cap is allowed. */
    receiver = codec(false, false, big);
    plain.len = 0;
    EXPECT_INT(vela_ws_inflate(receiver, wire.data, wire.len, true, &plain), 0);
    EXPECT_INT(plain.len, big);
    vela_ws_deflate_free(receiver);
    receiver = codec(false, false, cap);
    plain.len = 0;
    EXPECT_INT(vela_ws_inflate(receiver, (const uint8_t *)S("\xff\xff\xff\xff"), true, &plain),
               VELA_EPROTOCOL);
    vela_ws_buffer_free(&wire);
    vela_ws_buffer_free(&plain);
    vela_ws_deflate_free(sender);
    vela_ws_deflate_free(receiver);
    free(zeros);
}

UNIT_MAIN(UNIT_TEST(negotiation), UNIT_TEST(declined_offers), UNIT_TEST(rfc_examples),
          UNIT_TEST(no_context_takeover), UNIT_TEST(round_trip_in_pieces),
          UNIT_TEST(bomb_and_corruption))
