/* Unit tests for ext/src/http_client/trace.c: the child traceparent of an incoming one. */
#include <string.h>

#include "src/core/error.h"
#include "src/http_client/trace.h"
#include "unit.h"

static const uint8_t span[8] = {0x00, 0xf0, 0x67, 0xaa, 0x0b, 0xa9, 0x02, 0xb7};

static int child(const char *parent, char *out)
{
    return vela_http_traceparent_child(parent, strlen(parent), span, out);
}

static void keeps_trace_id_and_flags_with_a_new_span(void)
{
    char out[VELA_HTTP_TRACEPARENT_LEN + 1];
    EXPECT_INT(child("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", out), 0);
    EXPECT_STR(out, "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01");
    static const uint8_t other[8] = {1, 2, 3, 4, 5, 6, 7, 0xff};
    EXPECT_INT(vela_http_traceparent_child(
                   "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00", 55, other, out),
               0);
    EXPECT_STR(out, "00-0af7651916cd43dd8448eb211c80319c-01020304050607ff-00");
    EXPECT_INT(strlen(out), VELA_HTTP_TRACEPARENT_LEN);
}

static void a_later_version_is_read_as_version_00(void)
{
    char out[VELA_HTTP_TRACEPARENT_LEN + 1];
    EXPECT_INT(child("cc-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-03-whatever", out), 0);
    EXPECT_STR(out, "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-03");
    EXPECT_INT(child("cc-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-03", out), 0);
}

static void invalid_parents_are_refused(void)
{
    char out[VELA_HTTP_TRACEPARENT_LEN + 1];
    const char *bad[] = {
        "",
        "00-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-0",    /* short */
        "00-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-01-x", /* 00 with more */
        "ff-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-01",   /* version ff */
        "00-00000000000000000000000000000000-b7ad6b7169203331-01",   /* zero trace id */
        "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",   /* zero parent id */
        "00-4BF92F3577B34DA6A3CE929D0E0E4736-b7ad6b7169203331-01",   /* upper case */
        "00_4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-01",   /* separator */
        "00-4bf92f3577b34da6a3ce929d0e0e4736_b7ad6b7169203331-01",
        "00-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331_01",
        "0g-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-01", /* not hex */
        "00-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-0z",
        "cc-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-01.x", /* later, no '-' */
        " 00-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-01",
    };
    for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
        EXPECT_INT(child(bad[i], out), VELA_EINVAL);
    }
    EXPECT_INT(vela_http_traceparent_child(NULL, 0, span, out), VELA_EINVAL);
    /* A NUL inside the value is not hex either. */
    EXPECT_INT(vela_http_traceparent_child(
                   "00-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b71\0203331-01", 55, span, out),
               VELA_EINVAL);
}

static void an_all_zero_span_is_refused(void)
{
    char out[VELA_HTTP_TRACEPARENT_LEN + 1];
    static const uint8_t zero[8] = {0};
    EXPECT_INT(vela_http_traceparent_child(
                   "00-4bf92f3577b34da6a3ce929d0e0e4736-b7ad6b7169203331-01", 55, zero, out),
               VELA_EINVAL);
}

UNIT_MAIN(UNIT_TEST(keeps_trace_id_and_flags_with_a_new_span),
          UNIT_TEST(a_later_version_is_read_as_version_00), UNIT_TEST(invalid_parents_are_refused),
          UNIT_TEST(an_all_zero_span_is_refused))
