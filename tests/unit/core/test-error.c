/* Unit tests for ext/src/core/error.c: the one error table. */
#include "src/core/error.h"
#include "unit.h"

#include <errno.h>

static void our_codes_have_names_and_messages(void)
{
    EXPECT_STR(vela_err_name(VELA_ETIMEOUT), "VELA_ETIMEOUT");
    EXPECT_STR(vela_strerror(VELA_ETIMEOUT), "operation timed out");
    EXPECT_STR(vela_err_name(VELA_EPROTOCOL), "VELA_EPROTOCOL");
    EXPECT_INT(VELA_ENOMEM, VELA_E__BASE);
}

static void system_codes_come_from_libuv(void)
{
    EXPECT_STR(vela_err_name(-ECONNREFUSED), "ECONNREFUSED");
    EXPECT_STR(vela_strerror(-ECONNREFUSED), "connection refused");
    EXPECT_STR(vela_strerror(0), "success");
}

static void codes_are_distinct_and_below_the_base(void)
{
    EXPECT(VELA_ETIMEOUT < VELA_ENOMEM);
    EXPECT(VELA_EPROTOCOL < VELA_ETIMEOUT);
    EXPECT(VELA_EDEADLOCK < VELA_EPROTOCOL);
    EXPECT(VELA_EAUTH < VELA_EDEADLOCK);
    EXPECT_INT(VELA_E__BASE - VELA_EAUTH, VELA_E__COUNT - 1);
}

UNIT_MAIN(UNIT_TEST(our_codes_have_names_and_messages), UNIT_TEST(system_codes_come_from_libuv),
          UNIT_TEST(codes_are_distinct_and_below_the_base))
