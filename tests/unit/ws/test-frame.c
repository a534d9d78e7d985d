/*
 * Unit tests for ext/src/ws/frame.c: RFC 6455's examples (§5.7), every
 * rule the parser enforces with the close code it gives, Autobahn-style
 * cases (fragmented text split inside a UTF-8 sequence, pings between
 * fragments, close frames with codes a peer may not send), and the
 * builder's frames. Every input is parsed whole and one byte at a time, and
 * both must give the same result (and the same events, when it succeeds).
 */
#include "src/core/error.h"
#include "src/ws/frame.h"
#include "unit.h"

#include <stdlib.h>

/*
 * What the callbacks saw, as text: "text:Hello|end:text|ping:x|close:...".
 * Consecutive data pieces of one kind are joined, so the log does not
 * depend on how the input was split.
 */
struct events {
    char log[4096];
    const char *last_kind;
};

static void add(struct events *events, const char *kind, const uint8_t *bytes, size_t len)
{
    size_t at = strlen(events->log);
    bool data =
        strcmp(kind, "text") == 0 || strcmp(kind, "ztext") == 0 || strcmp(kind, "binary") == 0;

    if (data && events->last_kind == kind) {
        snprintf(events->log + at, sizeof(events->log) - at, "%.*s", (int)len, (const char *)bytes);
    } else {
        snprintf(events->log + at, sizeof(events->log) - at, "%s%s:%.*s", at ? "|" : "", kind,
                 (int)len, (const char *)bytes);
    }
    events->last_kind = kind;
}

static int on_data(void *user, enum vela_ws_opcode opcode, bool compressed, const uint8_t *chunk,
                   size_t len)
{
    add(user, opcode == VELA_WS_TEXT ? (compressed ? "ztext" : "text") : "binary", chunk, len);
    return 0;
}

static int on_message_end(void *user, enum vela_ws_opcode opcode, bool compressed)
{
    (void)compressed;
    add(user, "end", (const uint8_t *)(opcode == VELA_WS_TEXT ? "text" : "binary"),
        opcode == VELA_WS_TEXT ? 4 : 6);
    return 0;
}

static int on_control(void *user, enum vela_ws_opcode opcode, const uint8_t *payload, size_t len)
{
    add(user,
        opcode == VELA_WS_PING   ? "ping"
        : opcode == VELA_WS_PONG ? "pong"
                                 : "close",
        payload, len);
    return 0;
}

static const vela_ws_parser_callbacks_t CALLBACKS = {on_data, on_message_end, on_control};
static const uint8_t MASK[4] = {0x37, 0xfa, 0x21, 0x3d};

/* Appends a masked client frame (first byte b0) to buf at *len. */
static void frame(uint8_t *buf, size_t *len, uint8_t b0, const char *payload, size_t payload_len)
{
    uint8_t *p = buf + *len;
    size_t header = vela_ws_frame_header(p, b0 & 0x0F, b0 & 0x80, b0 & 0x40, payload_len);

    p[0] = b0;
    p[1] |= 0x80;
    memcpy(p + header, MASK, 4);
    for (size_t i = 0; i < payload_len; i++) {
        p[header + 4 + i] = (uint8_t)payload[i] ^ MASK[i & 3];
    }
    *len += header + 4 + payload_len;
}

#define FRAME(buf, len, b0, literal) frame(buf, len, b0, literal, sizeof(literal) - 1)

struct outcome {
    long rc;
    uint16_t close_code;
    struct events events;
};

/* Parses a copy of bytes[0..len) in one call (step 0) or `step` bytes per call. */
static struct outcome parse(const uint8_t *bytes, size_t len, size_t step, bool deflate,
                            uint64_t max_frame, uint64_t max_message)
{
    struct outcome out = {0};
    vela_ws_parser_t parser;
    uint8_t *copy = malloc(len + 1);
    size_t used = 0;

    memcpy(copy, bytes, len);
    vela_ws_parser_init(&parser, &CALLBACKS, &out.events, max_frame, max_message);
    parser.deflate = deflate;
    while (used < len || (used == 0 && len == 0)) {
        size_t n = step == 0 || len - used < step ? len - used : step;
        long rc = vela_ws_parse(&parser, copy + used, n);
        if (rc < 0 || (size_t)rc < n) {
            out.rc = rc < 0 ? rc : (long)(used + (size_t)rc);
            break;
        }
        used += n;
        out.rc = (long)used;
        if (len == 0) {
            break;
        }
    }
    out.close_code = parser.close_code;
    free(copy);
    return out;
}

/* Checks that whole and byte-by-byte parsing agree, then returns the whole one. */
static struct outcome run(const uint8_t *bytes, size_t len, bool deflate, uint64_t max_frame,
                          uint64_t max_message)
{
    struct outcome whole = parse(bytes, len, 0, deflate, max_frame, max_message);
    struct outcome split = parse(bytes, len, 1, deflate, max_frame, max_message);

    EXPECT_INT(split.rc, whole.rc);
    EXPECT_INT(split.close_code, whole.close_code);
    if (whole.rc >= 0) { /* a failed input's pieces before the failure depend on the split */
        EXPECT_STR(split.events.log, whole.events.log);
    }
    return whole;
}

static void rfc_examples(void)
{
    static const uint8_t masked_hello[] = {0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d,
                                           0x7f, 0x9f, 0x4d, 0x51, 0x58};
    static const uint8_t masked_pong[] = {0x8a, 0x85, 0x37, 0xfa, 0x21, 0x3d,
                                          0x7f, 0x9f, 0x4d, 0x51, 0x58};
    static const uint8_t unmasked_hello[] = {0x81, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f};
    struct outcome out = run(masked_hello, sizeof(masked_hello), false, 0, 0);

    EXPECT_INT(out.rc, sizeof(masked_hello));
    EXPECT_STR(out.events.log, "text:Hello|end:text");
    out = run(masked_pong, sizeof(masked_pong), false, 0, 0);
    EXPECT_STR(out.events.log, "pong:Hello");
    /* §5.1: a server closes on an unmasked client frame. */
    out = run(unmasked_hello, sizeof(unmasked_hello), false, 0, 0);
    EXPECT_INT(out.rc, VELA_EPROTOCOL);
    EXPECT_INT(out.close_code, 1002);
    EXPECT_STR(out.events.log, "");
}

static void lengths(void)
{
    static uint8_t buf[70000 + 14];
    static char payload[70000];
    size_t len = 0;
    struct outcome out;

    memset(payload, 'x', sizeof(payload));
    frame(buf, &len, 0x82, payload, 256); /* 16-bit length: 0x7E 0x0100 */
    EXPECT_INT(buf[1], 0xFE);
    EXPECT_INT(buf[2], 0x01);
    EXPECT_INT(buf[3], 0x00);
    out = run(buf, len, false, 0, 0);
    EXPECT_INT(out.rc, len);
    len = 0;
    frame(buf, &len, 0x82, payload, 65536); /* 64-bit length: 0x7F 0x0000000000010000 */
    EXPECT_INT(buf[1], 0xFF);
    EXPECT_INT(buf[7], 0x01);
    out = parse(buf, len, 0, false, 0, 0);
    EXPECT_INT(out.rc, len);
    /* The top bit of a 64-bit length must be clear. */
    static const uint8_t huge[] = {0x82, 0xFF, 0x80, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4};
    out = run(huge, sizeof(huge), false, 0, 0);
    EXPECT_INT(out.rc, VELA_EPROTOCOL);
    EXPECT_INT(out.close_code, 1002);
}

static void fragmented_with_control_between(void)
{
    uint8_t buf[256];
    size_t len = 0;

    FRAME(buf, &len, 0x01, "Hel");
    FRAME(buf, &len, 0x89, "ping!");
    FRAME(buf, &len, 0x00, "");
    FRAME(buf, &len, 0x8A, "");
    FRAME(buf, &len, 0x80, "lo");
    FRAME(buf, &len, 0x82, "bin");
    struct outcome out = run(buf, len, false, 0, 0);
    EXPECT_INT(out.rc, len);
    EXPECT_STR(out.events.log, "text:Hel|ping:ping!|pong:|text:lo|end:text|binary:bin|end:binary");
}

/* Expects bytes to fail with `rc` and `close_code`, whole and split. */
static void expect_failure(const uint8_t *buf, size_t len, bool deflate, long rc,
                           uint16_t close_code)
{
    struct outcome out = run(buf, len, deflate, 1000, 2000);
    EXPECT_INT(out.rc, rc);
    EXPECT_INT(out.close_code, close_code);
}

static void protocol_errors(void)
{
    static const struct {
        uint8_t b0;
        const char *payload;
    } bad[] = {
        {0x80, "x"}, /* continuation without a message */
        {0x83, "x"}, /* reserved data opcode */
        {0x87, "x"}, /* reserved data opcode */
        {0x8B, "x"}, /* reserved control opcode */
        {0x8F, "x"}, /* reserved control opcode */
        {0xA1, "x"}, /* RSV2 */
        {0x91, "x"}, /* RSV3 */
        {0xC1, "x"}, /* RSV1 without an extension */
        {0x09, "x"}, /* a fragmented ping */
        {0x08, ""},  /* a fragmented close */
        {0xC9, "x"}, /* RSV1 on a control frame */
    };
    uint8_t buf[512];
    size_t len;
    char big[126];

    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        len = 0;
        frame(buf, &len, bad[i].b0, bad[i].payload, strlen(bad[i].payload));
        expect_failure(buf, len, false, VELA_EPROTOCOL, 1002);
    }
    memset(big, 'p', sizeof(big));
    len = 0;
    frame(buf, &len, 0x89, big, 126); /* a control payload over 125 bytes */
    expect_failure(buf, len, false, VELA_EPROTOCOL, 1002);
    len = 0;
    FRAME(buf, &len, 0x01, "a");
    FRAME(buf, &len, 0x81, "b"); /* a new message inside one */
    expect_failure(buf, len, false, VELA_EPROTOCOL, 1002);
    len = 0;
    FRAME(buf, &len, 0xC1, "a");
    FRAME(buf, &len, 0xC1, "b");
    EXPECT_STR(run(buf, len, true, 0, 0).events.log, "ztext:a|end:text|ztext:b|end:text");
    len = 0;
    FRAME(buf, &len, 0x41, "a");
    FRAME(buf, &len, 0xC0, "b"); /* RSV1 on a continuation frame */
    expect_failure(buf, len, true, VELA_EPROTOCOL, 1002);
}

static void size_limits(void)
{
    static char payload[2001];
    uint8_t *buf = malloc(8192);
    size_t len = 0;

    memset(payload, 'm', sizeof(payload));
    frame(buf, &len, 0x82, payload, 1000); /* exactly the frame limit */
    EXPECT_INT(run(buf, len, false, 1000, 2000).rc, len);
    len = 0;
    frame(buf, &len, 0x82, payload, 1001);
    expect_failure(buf, len, false, VELA_ELIMIT, 1009);
    /* Refused on the header: no payload byte was delivered. */
    EXPECT_STR(run(buf, 8, false, 1000, 2000).events.log, "");
    EXPECT_INT(run(buf, 8, false, 1000, 2000).rc, VELA_ELIMIT);
    len = 0;
    frame(buf, &len, 0x02, payload, 1000);
    frame(buf, &len, 0x00, payload, 1000);
    frame(buf, &len, 0x80, payload, 1); /* the message passes 2000 */
    expect_failure(buf, len, false, VELA_ELIMIT, 1009);
    free(buf);
}

static void text_validation(void)
{
    uint8_t buf[256];
    size_t len = 0;

    /* A code point split across fragments (Autobahn 6.2.x, 6.4.x). */
    FRAME(buf, &len, 0x01, "\xce\xba\xe1");
    FRAME(buf, &len, 0x89, "");
    FRAME(buf, &len, 0x80, "\xbd\xb9\xcf\x83");
    EXPECT_INT(run(buf, len, false, 0, 0).rc, len);
    len = 0;
    FRAME(buf, &len, 0x81, "ok\xed\xa0\x80"); /* a surrogate */
    expect_failure(buf, len, false, VELA_EPROTOCOL, 1007);
    /* Nothing of a piece that holds a bad byte is delivered. */
    EXPECT_STR(parse(buf, len, 0, false, 0, 0).events.log, "");
    len = 0;
    FRAME(buf, &len, 0x01, "ab\xe1\xbd"); /* the message ends inside a sequence */
    FRAME(buf, &len, 0x80, "");
    expect_failure(buf, len, false, VELA_EPROTOCOL, 1007);
    len = 0;
    FRAME(buf, &len, 0x82, "\xff\xfe"); /* binary is not text */
    EXPECT_INT(run(buf, len, false, 0, 0).rc, len);
    len = 0;
    FRAME(buf, &len, 0xC1, "\xff\xfe"); /* compressed text is checked after inflating */
    EXPECT_INT(run(buf, len, true, 0, 0).rc, len);
}

static void close_frames(void)
{
    static const unsigned invalid[] = {0,    999,  1004, 1005, 1006, 1015,
                                       1016, 1100, 2000, 2999, 5000, 65535};
    static const unsigned valid[] = {1000, 1001, 1002, 1003, 1007, 1008, 1009,
                                     1010, 1011, 3000, 3999, 4000, 4999};
    uint8_t buf[64];
    char payload[8];
    size_t len;

    for (size_t i = 0; i < sizeof(invalid) / sizeof(invalid[0]); i++) {
        len = 0;
        payload[0] = (char)(invalid[i] >> 8);
        payload[1] = (char)invalid[i];
        frame(buf, &len, 0x88, payload, 2);
        expect_failure(buf, len, false, VELA_EPROTOCOL, 1002);
    }
    for (size_t i = 0; i < sizeof(valid) / sizeof(valid[0]); i++) {
        len = 0;
        payload[0] = (char)(valid[i] >> 8);
        payload[1] = (char)valid[i];
        frame(buf, &len, 0x88, payload, 2);
        EXPECT_INT(run(buf, len, false, 0, 0).rc, len);
    }
    len = 0;
    FRAME(buf, &len, 0x88, "\x03"); /* a one-byte payload */
    expect_failure(buf, len, false, VELA_EPROTOCOL, 1002);
    len = 0;
    FRAME(buf, &len, 0x88, "\x03\xe8\xff"); /* 1000 with a reason that is not UTF-8 */
    expect_failure(buf, len, false, VELA_EPROTOCOL, 1007);
}

static void nothing_after_close(void)
{
    uint8_t buf[64], original[64];
    size_t len = 0, close_len;
    vela_ws_parser_t parser;
    struct events events = {{0}, NULL};

    FRAME(buf, &len, 0x88,
          "\x03\xe8"
          "bye");
    close_len = len;
    FRAME(buf, &len, 0x81, "late");
    memcpy(original, buf, len); /* parsing unmasks buf in place */
    vela_ws_parser_init(&parser, &CALLBACKS, &events, 0, 0);
    EXPECT_INT(vela_ws_parse(&parser, buf, len), close_len);
    EXPECT_STR(events.log, "close:\x03\xe8"
                           "bye");
    EXPECT_INT(vela_ws_parse(&parser, buf + close_len, len - close_len), VELA_ECLOSED);
    EXPECT_INT(run(original, close_len, false, 0, 0).rc, close_len);
}

static void errors_stick(void)
{
    static uint8_t unmasked[] = {0x81, 0x01, 'x'};
    uint8_t good[16];
    size_t len = 0;
    vela_ws_parser_t parser;
    struct events events = {{0}, NULL};

    FRAME(good, &len, 0x81, "ok");
    vela_ws_parser_init(&parser, &CALLBACKS, &events, 0, 0);
    EXPECT_INT(vela_ws_parse(&parser, unmasked, sizeof(unmasked)), VELA_EPROTOCOL);
    EXPECT_INT(vela_ws_parse(&parser, good, len), VELA_EPROTOCOL);
    EXPECT_STR(events.log, "");
}

static int refuse(void *user, enum vela_ws_opcode opcode, bool compressed, const uint8_t *chunk,
                  size_t len)
{
    (void)opcode, (void)compressed, (void)chunk, (void)len;
    return *(int *)user;
}

/* A callback's error stops the parser with the close code it calls for. */
static void callback_errors(void)
{
    static const vela_ws_parser_callbacks_t refusing = {refuse, NULL, NULL};
    static const int errors[] = {VELA_ELIMIT, VELA_EPROTOCOL, VELA_ENOMEM};
    static const uint16_t codes[] = {1009, 1007, 1011};
    uint8_t buf[16];
    size_t len;
    vela_ws_parser_t parser;

    for (int i = 0; i < 3; i++) {
        int error = errors[i];
        len = 0;
        FRAME(buf, &len, 0xC2, "zz");
        vela_ws_parser_init(&parser, &refusing, &error, 0, 0);
        parser.deflate = true;
        EXPECT_INT(vela_ws_parse(&parser, buf, len), error);
        EXPECT_INT(parser.close_code, codes[i]);
    }
}

static void builder(void)
{
    uint8_t out[200];
    size_t len = 0;
    uint8_t payload[126] = {0};

    EXPECT_INT(vela_ws_frame_header(out, VELA_WS_TEXT, true, false, 5), 2);
    EXPECT_INT(out[0], 0x81);
    EXPECT_INT(out[1], 0x05); /* servers never mask */
    EXPECT_INT(vela_ws_frame_header(out, VELA_WS_BINARY, true, true, 256), 4);
    EXPECT_INT(out[0], 0xC2);
    EXPECT_INT(out[1], 0x7E);
    EXPECT_INT(vela_ws_frame_header(out, VELA_WS_BINARY, false, false, 65536), 10);
    EXPECT_INT(out[0], 0x02);
    EXPECT_INT(out[7], 0x01);
    EXPECT_INT(
        vela_ws_build_control(out, sizeof(out), VELA_WS_PING, (const uint8_t *)"Hello", 5, &len),
        0);
    EXPECT_MEM(out, len, "\x89\x05Hello");
    EXPECT_INT(vela_ws_build_control(out, sizeof(out), VELA_WS_PONG, NULL, 0, &len), 0);
    EXPECT_INT(len, 2);
    EXPECT_INT(out[0], 0x8A);
    EXPECT_INT(out[1], 0x00);
    EXPECT_INT(vela_ws_build_control(out, sizeof(out), VELA_WS_PING, payload, 126, &len),
               VELA_EINVAL);
    EXPECT_INT(vela_ws_build_control(out, sizeof(out), VELA_WS_TEXT, payload, 1, &len),
               VELA_EINVAL);
    EXPECT_INT(vela_ws_build_control(out, 3, VELA_WS_PING, payload, 2, &len), VELA_ELIMIT);
    EXPECT_INT(vela_ws_build_close(out, sizeof(out), 1001, "bye", 3, &len), 0);
    EXPECT_MEM(out, len,
               "\x88\x05\x03\xe9"
               "bye");
    EXPECT_INT(vela_ws_build_close(out, sizeof(out), 0, NULL, 0, &len), 0);
    EXPECT_INT(len, 2);
    EXPECT_INT(out[1], 0);
    EXPECT_INT(vela_ws_build_close(out, sizeof(out), 1005, NULL, 0, &len), VELA_EINVAL);
    EXPECT_INT(vela_ws_build_close(out, sizeof(out), 1006, NULL, 0, &len), VELA_EINVAL);
    EXPECT_INT(vela_ws_build_close(out, sizeof(out), 999, NULL, 0, &len), VELA_EINVAL);
    EXPECT_INT(vela_ws_build_close(out, sizeof(out), 5000, NULL, 0, &len), VELA_EINVAL);
    EXPECT_INT(vela_ws_build_close(out, sizeof(out), 1000, "\xff", 1, &len), VELA_EINVAL);
    EXPECT_INT(vela_ws_build_close(out, sizeof(out), 1000, (const char *)payload, 124, &len),
               VELA_EINVAL);
    EXPECT_INT(vela_ws_build_close(out, sizeof(out), 1000, (const char *)payload, 123, &len), 0);
    EXPECT_INT(len, 127);
}

UNIT_MAIN(UNIT_TEST(rfc_examples), UNIT_TEST(lengths), UNIT_TEST(fragmented_with_control_between),
          UNIT_TEST(protocol_errors), UNIT_TEST(size_limits), UNIT_TEST(text_validation),
          UNIT_TEST(close_frames), UNIT_TEST(nothing_after_close), UNIT_TEST(errors_stick),
          UNIT_TEST(callback_errors), UNIT_TEST(builder))
